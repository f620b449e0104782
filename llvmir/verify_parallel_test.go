package llvmir

import (
	"bytes"
	"errors"
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/internal/oracle"
)

// Checking a big function's blocks in two halves at once accepts and rejects
// exactly what the sequential walk does, with the same first error: the
// threshold is lowered so that every function with two blocks or more takes
// the parallel path, over the testdata files and over llvm-stress modules
// whose lines are swapped so that uses precede definitions in either half.
func TestParallelVerifySame(t *testing.T) {
	srcs := testdataLL(t)
	rng := rand.New(rand.NewSource(1))
	stress := oracle.LLVMStress(t, 2, 2000, false)
	lines := bytes.Split(stress, []byte("\n"))
	for range 200 {
		mut := append([][]byte(nil), lines...)
		for range 2 {
			i, j := 1+rng.Intn(len(mut)-2), 1+rng.Intn(len(mut)-2)
			mut[i], mut[j] = mut[j], mut[i]
		}
		srcs = append(srcs, bytes.Join(mut, []byte("\n")))
	}
	saved := parallelVerifyMin
	defer func() { parallelVerifyMin = saved }()
	verifyErrs := 0
	for i, src := range srcs {
		parallelVerifyMin = 1 << 62
		_, wantErr := Parse("x.ll", src)
		parallelVerifyMin = 2
		_, gotErr := Parse("x.ll", src)
		want, got := "", ""
		if wantErr != nil {
			want = diag.Render(wantErr)
			if errors.Is(wantErr, diag.ErrVerify) {
				verifyErrs++
			}
		}
		if gotErr != nil {
			got = diag.Render(gotErr)
		}
		if got != want {
			t.Fatalf("input %d: parallel verification gives\n%s\nsequential\n%s", i, got, want)
		}
	}
	if verifyErrs < 30 {
		t.Fatalf("only %d of %d inputs fail verification: the comparison says little", verifyErrs, len(srcs))
	}
	t.Logf("%d inputs, %d failing verification", len(srcs), verifyErrs)
}

// testdataLL returns the contents of testdata/*.ll.
func testdataLL(t *testing.T) [][]byte {
	files, _ := filepath.Glob("testdata/*.ll")
	var srcs [][]byte
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs = append(srcs, src)
	}
	return srcs
}
