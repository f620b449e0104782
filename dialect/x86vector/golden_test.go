package x86vector

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/dialect/builtin"
	"github.com/ferry-ir/ferry/dialect/llvm"
	"github.com/ferry-ir/ferry/internal/oracle"
	"github.com/ferry-ir/ferry/mlir"
)

// goldenFloor is the number of exact printings (cases x {custom, generic}) that
// must match; raise it as Ferry improves.
var goldenFloor = 6

var update = flag.Bool("update", false, "rewrite testdata goldens with mlir-opt-22 output")

// TestGolden parses every case of testdata/ops.mlir (one use of each op), prints it
// in custom and generic form, and compares with mlir-opt-22's printing of the same
// case (the goldens, written by -update, never edited by hand).
func TestGolden(t *testing.T) {
	in := filepath.Join("testdata", "ops.mlir")
	src, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		opt := oracle.Tool(t, "mlir-opt")
		for _, g := range []struct {
			path string
			args []string
		}{{in + ".golden", nil}, {in + ".generic.golden", []string{"--mlir-print-op-generic"}}} {
			out, err := oracle.RunPath(opt, src, append([]string{"--split-input-file"}, g.args...)...)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(g.path, out, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	cases := strings.Split(string(src), "\n// -----\n")
	seen := map[string]bool{}
	exact := 0
	for _, generic := range []bool{false, true} {
		gold := in + ".golden"
		if generic {
			gold = in + ".generic.golden"
		}
		want, err := os.ReadFile(gold)
		if err != nil {
			t.Fatal(err)
		}
		wants := strings.Split(string(want), "\n// -----\n")
		if len(wants) != len(cases) {
			t.Fatalf("%d cases, %d golden outputs; rerun -update", len(cases), len(wants))
		}
		for i, c := range cases {
			ctx := mlir.NewContext()
			for _, reg := range []func(*mlir.Context) error{builtin.Register, llvm.Register, Register} {
				if err := reg(ctx); err != nil {
					t.Fatal(err)
				}
			}
			m, err := mlir.Parse(ctx, in, []byte(c))
			if err != nil {
				t.Errorf("case %d: %v", i, err)
				continue
			}
			llvm.PopulateDefaults(ctx, m)
			if err := mlir.Verify(m); err != nil {
				t.Errorf("case %d: %v", i, err)
			}
			m.Walk(func(op *mlir.Operation) bool { seen[op.Name] = true; return true })
			have := mlir.PrintString(m, mlir.PrintOptions{Context: ctx, Generic: generic})
			if strings.Trim(have, "\n") == strings.Trim(wants[i], "\n") {
				exact++
			} else {
				t.Logf("case %d (generic=%v):\nhave:\n%s\nwant:\n%s", i, generic, have, wants[i])
			}
		}
	}
	t.Logf("%d of %d printings (custom and generic) match mlir-opt-22 exactly", exact, 2*len(cases))
	if exact < goldenFloor {
		t.Errorf("exact matches dropped below the floor: %d < %d", exact, goldenFloor)
	}
	for _, s := range opSpecs {
		if !seen[s.Name] {
			t.Errorf("op %s has no golden case", s.Name)
		}
	}
}
