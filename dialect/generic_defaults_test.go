package dialect

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ferry-ir/ferry/internal/conformance"
)

// Defaulted properties written explicitly (corpus/cases/mlir/generic_defaults.mlir)
// print as mlir-opt-22 prints them in both forms: TestCases compares the custom
// form of every case; here each case mlir-opt-22 accepts is compared in the
// generic form too (--mlir-print-op-generic), where the properties show.
func TestCasesGenericForm(t *testing.T) {
	root, err := conformance.Root()
	if err != nil {
		t.Skip(err)
	}
	const name = "generic_defaults.mlir"
	src, err := os.ReadFile(filepath.Join(root, "corpus", "cases", "mlir", name))
	if err != nil {
		t.Fatal(err)
	}
	judge := conformance.OracleVerdict(conformance.MLIR)
	var valid []conformance.Input
	for _, in := range conformance.SplitCases(name, src, conformance.MLIR) {
		if judge(in.File, in.Src) == nil {
			valid = append(valid, in)
		}
	}
	if len(valid) < 10 {
		t.Fatalf("%s: %d valid cases, want at least 10 (is the oracle installed?)", name, len(valid))
	}
	conformance.CheckMLIR(t, conformance.Literal("generic-defaults", conformance.MLIR, valid...), fmtMLIR)
}
