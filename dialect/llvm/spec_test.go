package llvm

import (
	"strings"
	"testing"
)

// TestSpecCounts checks the generated tables against the facts ARCHITECTURE.md
// (decision 5) states about MLIR 22's LLVM dialect.
func TestSpecCounts(t *testing.T) {
	var core, coreFmt, intr, intrFmt, verifiers int
	var custom []string
	for _, o := range opSpecs {
		if o.Intrinsic {
			intr++
			if o.Format != "" {
				intrFmt++
			}
		} else {
			core++
			if o.Format != "" {
				coreFmt++
			}
			if o.Custom {
				custom = append(custom, strings.TrimPrefix(o.Name, "llvm."))
			}
		}
		if o.HasVerifier {
			verifiers++
		}
	}
	attrFmt := 0
	for _, a := range attrSpecs {
		if a.Format != "" {
			attrFmt++
		}
	}
	got := []int{core, coreFmt, intr, intrFmt, len(attrSpecs), attrFmt}
	want := []int{80, 70, 204, 112, 68, 63}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("counts (core ops, with format, intrinsics, with format, attrs, with format): have %v, want %v", got, want)
			break
		}
	}
	if have, want := strings.Join(custom, " "), "alloca call call_intrinsic fcmp func icmp invoke landingpad mlir.alias mlir.global"; have != want {
		t.Errorf("hand-written syntaxes: have %q, want %q", have, want)
	}
	if verifiers != 35 {
		t.Errorf("ops with hand-written verifiers: have %d, want 35", verifiers)
	}
}
