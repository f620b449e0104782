package mlir

import (
	"strings"
	"testing"
)

// TestVerifyOrderInLargeRegion: in a region large enough to be probed in
// parallel, a dominance error before an op's own error still loses to it, as in
// mlir-opt (dominance is checked after the ops of the function), with and
// without parallelism.
func TestVerifyOrderInLargeRegion(t *testing.T) {
	src := chainFunction(5000)
	for _, m := range [][2]string{
		{`%v1000 = "pv.add"(%v999, %arg0)`, `%v1000 = "pv.add"(%v3999, %arg0)`},
		{`%v4000 = "pv.add"(%v3999, %arg0)`, `%v4000 = "pv.add"(%v3999, %arg0) {bad}`},
	} {
		if !strings.Contains(src, m[0]) {
			t.Fatalf("mutation %q does not apply", m[0])
		}
		src = strings.Replace(src, m[0], m[1], 1)
	}
	for _, procs := range []int{1, 4} {
		err := verifyWith(t, src, procs)
		if err == nil || !strings.Contains(err.Error(), "has a bad attribute") {
			t.Errorf("GOMAXPROCS=%d: got %v, want the hook's error", procs, err)
		}
	}
	// Without the op's error, the dominance error.
	src = strings.Replace(src, ` {bad}`, ``, 1)
	for _, procs := range []int{1, 4} {
		err := verifyWith(t, src, procs)
		if err == nil || !strings.Contains(err.Error(), "operand #0 does not dominate this use") {
			t.Errorf("GOMAXPROCS=%d: got %v, want the dominance error", procs, err)
		}
	}
}
