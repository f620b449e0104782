package verify

import (
	"flag"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
	"github.com/ferry-ir/ferry/llvmir"
)

var stressN = flag.Int("stress", 10, "llvm-stress modules checked against themselves")

// TestStressSelf runs Refines on llvm-stress-22 modules against themselves and their
// printed form: modules no one here wrote, full of vectors, odd widths and UB. The
// checker must never flag them and never fail to prepare them.
func TestStressSelf(t *testing.T) {
	oracle.Tool(t, "llvm-stress")
	checked, ub := 0, 0
	for seed := 1; seed <= *stressN; seed++ {
		ll := oracle.LLVMStress(t, seed, 60, false)
		a := parse(t, string(ll))
		for _, other := range []*llvmir.Module{parse(t, string(ll)), parse(t, string(llvmir.Print(a)))} {
			rep, err := Refines(a, other, Options{Seed: int64(seed), Inputs: 16})
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			if !rep.Equivalent() {
				t.Fatalf("seed %d flagged against itself:\n%s", seed, rep)
			}
			checked += rep.Runs
			ub += rep.SourceUB
			if seed == 1 {
				t.Logf("seed 1: %s skipped: %v", rep, rep.Skipped)
			}
		}
	}
	t.Logf("%d runs on llvm-stress modules, %d of them with UB", checked, ub)
	if checked == 0 {
		t.Fatal("no function was compared")
	}
}
