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
