package conformance

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
)

// featureFiles are the hand-written LLVM IR files by feature; each must exist.
var featureFiles = []string{
	"examples/hello.ll",
	"ll/globals.ll", "ll/instructions.ll", "ll/atomics.ll", "ll/eh.ll", "ll/eh_funclets.ll",
	"ll/vectors.ll", "ll/metadata.ll", "ll/debuginfo.ll", "ll/attributes.ll",
	"ll/types_constants.ll", "ll/beyond_mlir.ll",
}

// TestHandwrittenCanonical checks every hand-written input is accepted by its
// oracle and is already in the oracle's canonical form outside comments, so that
// a printer reproducing it byte for byte is right: .ll files against
// llvm-as-22 | llvm-dis-22, .mlir files against mlir-opt-22 (both forms parse).
func TestHandwrittenCanonical(t *testing.T) {
	oracle.Tool(t, "llvm-as")
	root, err := Root()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range featureFiles {
		if _, err := os.Stat(filepath.Join(root, "corpus", f)); err != nil {
			t.Errorf("missing hand-written input: %v", err)
		}
	}
	for _, in := range Handwritten(LL).Inputs(t) {
		t.Run(in.Name, func(t *testing.T) {
			want, err := oracle.CanonLL(in.Src)
			if err != nil {
				t.Fatalf("llvm-as-22 rejects %s: %v", in.Name, err)
			}
			if d := Diff(in.Src, want, LL, "llvm-dis-22"); d != "" {
				t.Errorf("%s is not llvm-dis-22 canonical: %s", in.Name, d)
			}
			if !strings.Contains(string(in.Src), "source_filename = ") {
				t.Errorf("%s lacks source_filename: its canonical form would depend on how llvm-as-22 is called", in.Name)
			}
		})
	}
	oracle.Tool(t, "mlir-opt")
	for _, in := range Handwritten(MLIR).Inputs(t) {
		t.Run(in.Name, func(t *testing.T) {
			want, err := run("mlir-opt", in.Src, "-")
			if err != nil {
				t.Fatalf("mlir-opt-22 rejects %s: %v", in.Name, err)
			}
			if d := Diff(in.Src, want, MLIR, "mlir-opt-22"); d != "" {
				t.Errorf("%s is not mlir-opt-22 canonical: %s", in.Name, d)
			}
		})
	}
}

// TestHandwrittenImport checks which hand-written files mlir-translate-22 imports:
// all but the two kept apart because it cannot (written for MLIR 22.1).
func TestHandwrittenImport(t *testing.T) {
	oracle.Tool(t, "mlir-translate")
	var got []string
	for _, in := range ImportLLVM(Handwritten(LL), false).Inputs(t) {
		got = append(got, in.Name)
	}
	all := Handwritten(LL).Inputs(t)
	if len(got) != len(all)-2 {
		t.Errorf("mlir-translate-22 imports %d of %d hand-written files: %v", len(got), len(all), got)
	}
	for _, n := range got {
		if n == "ll/beyond_mlir.mlir" || n == "ll/eh_funclets.mlir" {
			t.Errorf("%s imports now: move its content into the files by feature", n)
		}
	}
}

// TestHelloRuns checks the README's example prints what the README says.
func TestHelloRuns(t *testing.T) {
	lli := oracle.Tool(t, "lli")
	root, err := Root()
	if err != nil {
		t.Fatal(err)
	}
	out, err := oracle.RunPath(lli, nil, filepath.Join(root, "corpus", "examples", "hello.ll"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "hello, ferry\nsum = 55\nodd\n"; string(out) != want {
		t.Errorf("hello.ll prints %q, want %q", out, want)
	}
}
