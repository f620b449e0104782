package dialect

import (
	"bytes"
	"testing"

	"github.com/ferry-ir/ferry/internal/conformance"
	"github.com/ferry-ir/ferry/mlir"
)

func fmtMLIR(name string, src []byte, generic bool) ([]byte, error) {
	op, err := Parse(NewContext(), name, src)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := mlir.Print(&buf, op, mlir.PrintOptions{Generic: generic}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// The hand-written MLIR corpus prints as mlir-opt-22 prints it, in both forms.
func TestConformanceHandwrittenMLIR(t *testing.T) {
	conformance.CheckMLIR(t, conformance.Handwritten(conformance.MLIR), fmtMLIR)
}

// mlir-translate-22's import of the hand-written .ll corpus and of the C/C++
// programs prints as mlir-opt-22 prints it. (The generated corpora, llvm-stress and
// csmith, are dialect/llvm's TestCorpus.)
func TestConformanceImported(t *testing.T) {
	for _, base := range []conformance.Corpus{conformance.Handwritten(conformance.LL), conformance.Programs()} {
		conformance.CheckMLIR(t, conformance.ImportLLVM(base, false), fmtMLIR)
	}
}

// The hand-written regression cases (corpus/cases/mlir): each valid case prints as
// mlir-opt-22 prints it, each invalid one is rejected with mlir-opt-22's first
// diagnostic (line:col and message).
func TestCases(t *testing.T) {
	conformance.CheckCases(t, conformance.Cases(conformance.MLIR), func(name string, src []byte) ([]byte, error) {
		return fmtMLIR(name, src, false)
	})
}

// Mutants of the hand-written inputs (corpus/mlir and corpus/cases/mlir):
// Ferry's verdict agrees with mlir-opt-22's on at least
// conformance.CasesAgreement of them.
func TestCasesMutants(t *testing.T) {
	accept := func(name string, src []byte) error { _, err := Parse(NewContext(), name, src); return err }
	conformance.CheckVerdicts(t, conformance.Cases(conformance.MLIR), accept)
	conformance.CheckVerdicts(t, conformance.Handwritten(conformance.MLIR), accept)
}
