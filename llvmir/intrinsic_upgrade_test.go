package llvmir

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The module Parse builds from an intrinsic case (declarations with LLVM's
// attributes, upgraded and remangled intrinsics, debug records) prints to
// text that parses to the same module again: nothing is upgraded twice.
func TestIntrinsicCasesFixedPoint(t *testing.T) {
	files, _ := filepath.Glob("../corpus/cases/ll/intrinsic_*.ll")
	if len(files) < 4 {
		t.Fatalf("intrinsic cases missing: %v", files)
	}
	for _, f := range files {
		b, _ := os.ReadFile(f)
		for i, p := range strings.Split(string(b), "\n; -----\n") {
			m, err := Parse("x.ll", []byte(p))
			if err != nil {
				continue
			}
			out := Print(m)
			m2, err := Parse("y.ll", out)
			if err != nil {
				t.Errorf("%s case %d: reparse: %v\n%s", f, i+1, err, out)
				continue
			}
			if out2 := Print(m2); !bytes.Equal(out, out2) {
				t.Errorf("%s case %d: not a fixed point: %s", f, i+1, firstDiff(out2, out))
			}
		}
	}
}
