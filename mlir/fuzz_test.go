package mlir_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/mlir"
)

// FuzzParseMLIR: Parse never panics; what parses and verifies prints, and the
// printed text (custom and generic) parses back and prints identically.
func FuzzParseMLIR(f *testing.F) {
	for _, pat := range []string{"testdata/oracle/*.mlir", "testdata/golden/*.mlir"} {
		files, _ := filepath.Glob(pat)
		for _, file := range files {
			src, err := os.ReadFile(file)
			if err != nil {
				f.Fatal(err)
			}
			cases, _ := splitCases(string(src))
			for _, c := range cases {
				f.Add([]byte(c))
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		ctx := newCtx(t)
		m, err := mlir.Parse(ctx, "fuzz.mlir", src)
		if err != nil {
			diag.Render(err)
			return
		}
		if mlir.Verify(m) != nil {
			return
		}
		for _, opts := range []mlir.PrintOptions{{}, {Generic: true}, {Generic: true, DebugInfo: true}} {
			out := mlir.PrintString(m, opts)
			m2, err := mlir.Parse(newCtx(t), "fuzz.mlir", []byte(out))
			if err != nil {
				t.Fatalf("printed text does not parse (%+v):\n%s\n%s", opts, out, diag.Render(err))
			}
			if err := mlir.Verify(m2); err != nil {
				t.Fatalf("printed text does not verify (%+v):\n%s\n%s", opts, out, diag.Render(err))
			}
			if out2 := mlir.PrintString(m2, opts); out2 != out && !opts.DebugInfo {
				t.Fatalf("print is not a fixed point (%+v):\nfirst:\n%s\nsecond:\n%s", opts, out, out2)
			}
		}
	})
}
