package mlir_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/dialect/builtin"
	"github.com/ferry-ir/ferry/internal/oracle"
	"github.com/ferry-ir/ferry/mlir"
)

// TestOracleStrict: without AllowUnregistered (mlir-opt without
// --allow-unregistered-dialect) Ferry rejects what mlir-opt-22 rejects, with the
// same first diagnostic line, and prints what it accepts identically.
func TestOracleStrict(t *testing.T) {
	oracle.Tool(t, "mlir-opt")
	files, _ := filepath.Glob("testdata/strict/*.mlir")
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		cases, lines := splitCases(string(src))
		for i, c := range cases {
			name := fmt.Sprintf("%s:%d", filepath.Base(f), lines[i])
			want, werr := oracle.Run(t, "mlir-opt", []byte(c), "-")
			ctx := mlir.NewContext()
			if err := builtin.Register(ctx); err != nil {
				t.Fatal(err)
			}
			var have string
			m, herr := mlir.Parse(ctx, "<stdin>", []byte(c))
			if herr == nil {
				herr = mlir.Verify(m)
			}
			if herr == nil {
				have = mlir.PrintString(m, mlir.PrintOptions{})
			}
			switch {
			case werr != nil && herr != nil:
				wl := strings.SplitN(werr.Error(), "\n", 3)
				hl := strings.SplitN(diag.Render(herr), "\n", 2)
				if len(wl) < 2 || wl[1] != hl[0] {
					t.Errorf("%s: both reject, differently:\nhave %s\nwant %s", name, hl[0], wl[1])
				}
			case werr != nil:
				t.Errorf("%s: mlir-opt rejects, Ferry accepts:\n%v", name, werr)
			case herr != nil:
				t.Errorf("%s: Ferry rejects, mlir-opt accepts:\n%s", name, diag.Render(herr))
			case have != string(want):
				t.Errorf("%s: %s", name, firstDiff(have, string(want)))
			}
		}
	}
}
