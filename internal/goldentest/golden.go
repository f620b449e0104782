// Package goldentest holds the golden test of the intrinsic dialects (x86vector,
// arm_neon, amx): one description of it, called by each dialect's package.
package goldentest

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

var update = flag.Bool("update", false, "rewrite testdata goldens with mlir-opt-22 output")

// Ops parses every case of the calling package's testdata/ops.mlir in a context
// with the builtin and llvm dialects and register's, prints it in custom and
// generic form, and requires each printing to equal mlir-opt-22's (the goldens
// testdata/ops.mlir.golden and .generic.golden, written by -update, never by
// hand). Every op named in ops must occur in some case.
func Ops(t *testing.T, register func(*mlir.Context) error, ops []string) {
	t.Helper()
	in := filepath.Join("testdata", "ops.mlir")
	src, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		writeGoldens(t, in, src)
	}
	cases := strings.Split(string(src), "\n// -----\n")
	var wants [2][]string // mlir-opt-22's custom and generic printing of each case
	for k, gold := range []string{in + ".golden", in + ".generic.golden"} {
		want, err := os.ReadFile(gold)
		if err != nil {
			t.Fatal(err)
		}
		wants[k] = strings.Split(string(want), "\n// -----\n")
		if len(wants[k]) != len(cases) {
			t.Fatalf("%d cases, %d golden outputs in %s; rerun -update", len(cases), len(wants[k]), gold)
		}
	}
	seen := map[string]bool{}
	for i, c := range cases {
		ctx := mlir.NewContext()
		for _, reg := range []func(*mlir.Context) error{builtin.Register, llvm.Register, register} {
			if err := reg(ctx); err != nil {
				t.Fatal(err)
			}
		}
		m, err := mlir.Parse(ctx, in, []byte(c))
		if err != nil {
			t.Errorf("case %d: %v", i, err)
			continue
		}
		if err := mlir.Verify(m); err != nil {
			t.Errorf("case %d: %v", i, err)
		}
		m.Walk(func(op *mlir.Operation) bool { seen[op.Name] = true; return true })
		for k, generic := range []bool{false, true} {
			have := mlir.PrintString(m, mlir.PrintOptions{Context: ctx, Generic: generic})
			if strings.Trim(have, "\n") != strings.Trim(wants[k][i], "\n") {
				t.Errorf("case %d (generic=%v) differs from mlir-opt-22:\nhave:\n%s\nwant:\n%s", i, generic, have, wants[k][i])
			}
		}
	}
	for _, name := range ops {
		if !seen[name] {
			t.Errorf("op %s has no golden case", name)
		}
	}
}

// writeGoldens writes mlir-opt-22's custom and generic printing of src.
func writeGoldens(t *testing.T, in string, src []byte) {
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
