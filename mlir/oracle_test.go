package mlir_test

import (
	"bytes"
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

// The oracle tests compare Ferry's printer with mlir-opt-22 byte for byte. Written
// for MLIR 22.1 (Debian's mlir-22-tools).

func newCtx(t testing.TB) *mlir.Context {
	ctx := mlir.NewContext()
	ctx.AllowUnregistered = true
	if err := builtin.Register(ctx); err != nil {
		t.Fatal(err)
	}
	return ctx
}

// ferryFmt parses, verifies and prints src.
func ferryFmt(t testing.TB, name string, src []byte, opts mlir.PrintOptions) (string, error) {
	t.Helper()
	ctx := newCtx(t)
	m, err := mlir.Parse(ctx, name, src)
	if err != nil {
		return "", err
	}
	if err := mlir.Verify(m); err != nil {
		return "", err
	}
	var b bytes.Buffer
	if err := mlir.Print(&b, m, opts); err != nil {
		return "", err
	}
	return b.String(), nil
}

// modes are the printing modes compared with mlir-opt, with its flags.
var modes = []struct {
	name  string
	opts  mlir.PrintOptions
	flags []string
}{
	{"generic", mlir.PrintOptions{Generic: true}, []string{"--mlir-print-op-generic"}},
	{"generic-debuginfo", mlir.PrintOptions{Generic: true, DebugInfo: true}, []string{"--mlir-print-op-generic", "--mlir-print-debuginfo"}},
}

// firstDiff returns a short description of where a and b first differ.
func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return fmt.Sprintf("line %d:\nhave %q\nwant %q", i+1, x, y)
		}
	}
	return "identical"
}

// TestOracleLLVMStress: generic-form imports of llvm-stress-22 modules print as
// mlir-opt-22 prints them, with and without debug info.
func TestOracleLLVMStress(t *testing.T) {
	oracle.Tool(t, "mlir-opt")
	oracle.Tool(t, "mlir-translate")
	n := 60
	if testing.Short() {
		n = 10
	}
	same, total := 0, 0
	for seed := 1; seed <= n; seed++ {
		ll := oracle.LLVMStress(t, seed, 40+seed*3, false)
		imported, err := oracle.Run(t, "mlir-translate", ll, "--import-llvm")
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		gen, err := oracle.Run(t, "mlir-opt", imported, "--mlir-print-op-generic")
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		name := fmt.Sprintf("stress%d.mlir", seed)
		for _, m := range modes {
			total++
			want, err := oracle.Run(t, "mlir-opt", gen, append(m.flags, "-")...)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			// mlir-opt names stdin "<stdin>"; Ferry names it as given.
			have, err := ferryFmt(t, "<stdin>", gen, m.opts)
			if err != nil {
				t.Errorf("seed %d %s: %s", seed, m.name, diag.Render(err))
				continue
			}
			if have != string(want) {
				t.Errorf("seed %d %s (%s): output differs from mlir-opt-22: %s", seed, m.name, name, firstDiff(have, string(want)))
				continue
			}
			same++
		}
	}
	t.Logf("llvm-stress: %d/%d outputs byte-identical to mlir-opt-22", same, total)
}

// TestOracleCsmith: generic-form imports of csmith programs (many functions and
// globals, debug info with -g), with the LLVM and DLTI dialects renamed so that
// mlir-opt-22 too keeps them unregistered, print as mlir-opt-22 prints them.
func TestOracleCsmith(t *testing.T) {
	oracle.Tool(t, "mlir-opt")
	oracle.Tool(t, "mlir-translate")
	n := 8
	if testing.Short() {
		n = 2
	}
	same, total := 0, 0
	for seed := 1; seed <= n; seed++ {
		flags := [][]string{{"-O0"}, {"-O2", "-g"}}[seed%2]
		ll := oracle.Csmith(t, seed, flags...)
		imported, err := oracle.Run(t, "mlir-translate", ll, "--import-llvm")
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		gen, err := oracle.Run(t, "mlir-opt", imported, "--mlir-print-op-generic")
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		gen = []byte(unregister(string(gen)))
		for _, m := range modes {
			total++
			want, err := oracle.Run(t, "mlir-opt", gen, append(m.flags, "--allow-unregistered-dialect", "-")...)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			have, err := ferryFmt(t, "<stdin>", gen, m.opts)
			if err != nil {
				t.Errorf("csmith %d %s: %s", seed, m.name, diag.Render(err))
				continue
			}
			if have != string(want) {
				t.Errorf("csmith %d %v %s: output differs from mlir-opt-22: %s", seed, flags, m.name, firstDiff(have, string(want)))
				continue
			}
			same++
		}
	}
	t.Logf("csmith: %d/%d outputs byte-identical to mlir-opt-22", same, total)
}

// splitCases splits a file at `// -----` lines, returning each case with its
// starting line number.
func splitCases(src string) (cases []string, lines []int) {
	line := 1
	cur := strings.Builder{}
	start := 1
	for _, l := range strings.SplitAfter(src, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "// -----") {
			cases = append(cases, cur.String())
			lines = append(lines, start)
			cur.Reset()
			start = line + 1
		} else {
			cur.WriteString(l)
		}
		line++
	}
	cases = append(cases, cur.String())
	lines = append(lines, start)
	return cases, lines
}

// TestOracleHandwritten runs every case of testdata/oracle/*.mlir through Ferry and
// mlir-opt-22 --allow-unregistered-dialect in custom, generic and debug-info modes.
func TestOracleHandwritten(t *testing.T) {
	oracle.Tool(t, "mlir-opt")
	files, _ := filepath.Glob("testdata/oracle/*.mlir")
	same, total := 0, 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		cases, lines := splitCases(string(src))
		for i, c := range cases {
			for _, m := range append([]struct {
				name  string
				opts  mlir.PrintOptions
				flags []string
			}{{"custom", mlir.PrintOptions{}, nil}}, modes...) {
				total++
				name := fmt.Sprintf("%s:%d/%s", filepath.Base(f), lines[i], m.name)
				want, werr := oracle.Run(t, "mlir-opt", []byte(c), append(m.flags, "--allow-unregistered-dialect", "-")...)
				have, herr := ferryFmt(t, "<stdin>", []byte(c), m.opts)
				switch {
				case werr != nil && herr != nil:
					// Both reject: the first diagnostic line must match too.
					wl := strings.SplitN(werr.Error(), "\n", 3)
					hl := strings.SplitN(diag.Render(herr), "\n", 2)
					if len(wl) < 2 || wl[1] != hl[0] {
						t.Errorf("%s: both reject, with different diagnostics:\nhave %s\nwant %s", name, hl[0], wl[1])
						continue
					}
					same++
				case werr != nil:
					t.Errorf("%s: mlir-opt rejects, Ferry accepts:\n%v", name, werr)
				case herr != nil:
					t.Errorf("%s: Ferry rejects, mlir-opt accepts:\n%s", name, diag.Render(herr))
				case have != string(want):
					t.Errorf("%s: %s", name, firstDiff(have, string(want)))
				default:
					same++
				}
			}
		}
	}
	t.Logf("hand-written: %d/%d cases agree with mlir-opt-22", same, total)
}
