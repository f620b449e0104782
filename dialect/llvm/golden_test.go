package llvm

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/dialect/builtin"
	"github.com/ferry-ir/ferry/internal/oracle"
	"github.com/ferry-ir/ferry/mlir"
)

// -update rewrites the goldens with mlir-opt-22's output for our inputs.
var update = flag.Bool("update", false, "rewrite testdata goldens with mlir-opt-22 output")

// splitMarker separates cases in inputs and in mlir-opt --split-input-file output.
const splitMarker = "// -----"

func splitCases(text string) []string {
	return strings.Split(text, "\n"+splitMarker+"\n")
}

func newContext(t testing.TB) *mlir.Context {
	t.Helper()
	ctx := mlir.NewContext()
	if err := builtin.Register(ctx); err != nil {
		t.Fatal(err)
	}
	if err := Register(ctx); err != nil {
		t.Fatal(err)
	}
	return ctx
}

// roundTrip parses src with Ferry and prints it in custom and generic form.
func roundTrip(t testing.TB, name string, src string) (custom, generic string, err error) {
	ctx := newContext(t)
	m, err := mlir.Parse(ctx, name, []byte(src))
	if err != nil {
		return "", "", err
	}
	custom = mlir.PrintString(m, mlir.PrintOptions{Context: ctx})
	generic = mlir.PrintString(m, mlir.PrintOptions{Context: ctx, Generic: true})
	return custom, generic, nil
}

// goldenFloors are the numbers of cases per file that must match mlir-opt-22 byte
// for byte (custom form, generic form, custom form printed from mlir-opt's generic
// output); raise them as the dialect grows.
var goldenFloors = map[string][3]int{
	"ops.mlir":              {11, 11, 11},
	"types.mlir":            {1, 1, 1},
	"attrs.mlir":            {0, 0, 0},
	"intrinsics.mlir":       {194, 194, 194},
	"intrinsics_extra.mlir": {4, 4, 4},
}

// TestGolden parses each input case, prints it, and compares with mlir-opt-22's
// printing of the same case (custom form and generic form). The goldens are
// mlir-opt's output, written by -update; they are never edited by hand.
func TestGolden(t *testing.T) {
	for file, floor := range goldenFloors {
		t.Run(file, func(t *testing.T) {
			in := filepath.Join("testdata", file)
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			gold := in + ".golden"
			goldGen := in + ".generic.golden"
			if *update {
				opt := oracle.Tool(t, "mlir-opt")
				for _, g := range []struct {
					path string
					args []string
				}{{gold, nil}, {goldGen, []string{"--mlir-print-op-generic"}}} {
					out, err := oracle.RunPath(opt, src, append([]string{"--split-input-file"}, g.args...)...)
					if err != nil {
						t.Fatalf("mlir-opt rejects %s: %v", in, err)
					}
					if err := os.WriteFile(g.path, out, 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			wantC, err := os.ReadFile(gold)
			if err != nil {
				t.Fatalf("%v (run go test -update with mlir-opt-22 installed)", err)
			}
			wantG, err := os.ReadFile(goldGen)
			if err != nil {
				t.Fatal(err)
			}
			cases := splitCases(string(src))
			cw := splitCases(string(wantC))
			gw := splitCases(string(wantG))
			if len(cw) != len(cases) || len(gw) != len(cases) {
				t.Fatalf("%d cases but %d/%d golden outputs; rerun -update", len(cases), len(cw), len(gw))
			}
			okC, okG, okP := 0, 0, 0
			for i, c := range cases {
				// Printing alone: read mlir-opt's generic output, print custom form.
				if custom, _, err := roundTrip(t, fmt.Sprintf("%s.generic#%d", file, i), gw[i]); err != nil {
					if testing.Verbose() {
						t.Logf("case %d (from generic): %v", i, err)
					}
				} else if same(custom, cw[i]) {
					okP++
				} else if testing.Verbose() {
					t.Logf("case %d custom from generic:\n%s", i, diffLines(strings.TrimPrefix(cw[i], "\n"), custom))
				}
				custom, generic, err := roundTrip(t, fmt.Sprintf("%s#%d", file, i), c)
				if err != nil {
					t.Logf("case %d: %v", i, err)
					continue
				}
				if same(custom, cw[i]) {
					okC++
				} else if testing.Verbose() {
					t.Logf("case %d custom:\n%s", i, diffLines(strings.TrimPrefix(cw[i], "\n"), custom))
				}
				if same(generic, gw[i]) {
					okG++
				} else if testing.Verbose() {
					t.Logf("case %d generic:\n%s", i, diffLines(strings.TrimPrefix(gw[i], "\n"), generic))
				}
			}
			t.Logf("%s: %d/%d custom, %d/%d generic, %d/%d custom-from-generic match mlir-opt-22 exactly", file, okC, len(cases), okG, len(cases), okP, len(cases))
			if okC < floor[0] || okG < floor[1] || okP < floor[2] {
				t.Errorf("%s: exact matches dropped below the floor %v: have %d %d %d", file, floor, okC, okG, okP)
			}
		})
	}
}

// same compares printed text with a golden case, ignoring the blank lines around
// it that --split-input-file adds.
func same(have, want string) bool {
	return strings.Trim(have, "\n") == strings.Trim(want, "\n")
}

// diffLines shows the first differing lines of want and have.
func diffLines(want, have string) string {
	wl := strings.Split(want, "\n")
	hl := strings.Split(have, "\n")
	var b bytes.Buffer
	n := 0
	for i := 0; i < len(wl) || i < len(hl); i++ {
		var w, h string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(hl) {
			h = hl[i]
		}
		if w != h {
			fmt.Fprintf(&b, "  line %d\n    want: %s\n    have: %s\n", i+1, w, h)
			n++
			if n >= 3 {
				break
			}
		}
	}
	return b.String()
}
