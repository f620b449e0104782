package interp

import (
	"flag"
	"fmt"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
)

var (
	csmithN    = flag.Int("csmith", 40, "last csmith seed to run at each of -O0 and -O2")
	csmithFrom = flag.Int("csmithfrom", 1, "first csmith seed")
)

// TestCsmith runs csmith programs compiled by clang-22 at -O0 and -O2 and requires
// Run to print exactly what lli-22 prints (the checksum) with the same exit status.
func TestCsmith(t *testing.T) {
	oracle.Tool(t, "csmith")
	for seed := *csmithFrom; seed <= *csmithN; seed++ {
		for _, opt := range []string{"-O0", "-O2"} {
			t.Run(fmt.Sprintf("seed%d%s", seed, opt), func(t *testing.T) {
				t.Parallel()
				ll := oracle.Csmith(t, seed, opt)
				runBoth(t, ll, Limits{Steps: 2e9})
			})
		}
	}
}

// TestCsmithVectorized runs csmith programs compiled at -O3 for x86-64-v3 (AVX2), so
// that the loop and SLP vectorizers put vector instructions and intrinsics in them.
func TestCsmithVectorized(t *testing.T) {
	oracle.Tool(t, "csmith")
	for seed := 100; seed < 116; seed++ {
		t.Run(fmt.Sprintf("seed%d-O3-v3", seed), func(t *testing.T) {
			t.Parallel()
			runBoth(t, oracle.Csmith(t, seed, "-O3", "-march=x86-64-v3"), Limits{Steps: 2e9})
		})
	}
}
