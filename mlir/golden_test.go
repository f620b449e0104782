package mlir_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/mlir"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// golden renders what Ferry makes of one case: the custom form, the generic form
// and the form with names kept, or the rendered diagnostics.
func golden(t *testing.T, src string) string {
	ctx := newCtx(t)
	m, err := mlir.Parse(ctx, "in.mlir", []byte(src))
	if err == nil {
		err = mlir.Verify(m)
	}
	if err != nil {
		return "// error\n" + diag.Render(err)
	}
	var b strings.Builder
	b.WriteString("// custom\n")
	b.WriteString(mlir.PrintString(m, mlir.PrintOptions{}))
	b.WriteString("// generic\n")
	b.WriteString(mlir.PrintString(m, mlir.PrintOptions{Generic: true}))
	b.WriteString("// keep-names\n")
	b.WriteString(mlir.PrintString(m, mlir.PrintOptions{KeepNames: true}))
	return b.String()
}

// TestGolden compares Ferry's output for each case of testdata/golden/*.mlir
// (cases split at `// -----`) with the .golden file beside it; -update rewrites.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/golden/*.mlir")
	if len(files) == 0 {
		t.Fatal("no golden inputs")
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		cases, _ := splitCases(string(src))
		var out strings.Builder
		for i, c := range cases {
			if i > 0 {
				out.WriteString("// -----\n")
			}
			out.WriteString(golden(t, c))
		}
		gf := strings.TrimSuffix(f, ".mlir") + ".golden"
		if *update {
			if err := os.WriteFile(gf, []byte(out.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(gf)
		if err != nil {
			t.Fatalf("%v (run go test -run TestGolden -update)", err)
		}
		if out.String() != string(want) {
			t.Errorf("%s: %s", gf, firstDiff(out.String(), string(want)))
		}
	}
}
