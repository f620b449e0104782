package llvmir_test

import (
	"testing"

	"github.com/ferry-ir/ferry/internal/conformance"
	"github.com/ferry-ir/ferry/llvmir"
)

func fmtLL(name string, src []byte) ([]byte, error) {
	m, err := llvmir.Parse(name, src)
	if err != nil {
		return nil, err
	}
	return llvmir.Print(m), nil
}

// The shared hand-written corpus (corpus/ll, corpus/examples) prints as llvm-dis-22
// prints it. The generated corpora (llvm-stress, csmith) are checked by this
// package's own oracle tests.
func TestConformanceHandwritten(t *testing.T) {
	conformance.CheckLL(t, conformance.Handwritten(conformance.LL), fmtLL)
}

// The C and C++ programs of corpus/ through clang-22 at -O0 and -O2.
func TestConformancePrograms(t *testing.T) {
	conformance.CheckLL(t, conformance.Programs(), fmtLL)
}

// The hand-written regression cases (corpus/cases/ll): each valid case prints as
// llvm-dis-22 prints it, each invalid one is rejected with llvm-as-22's first
// diagnostic.
func TestCases(t *testing.T) {
	conformance.CheckCases(t, conformance.Cases(conformance.LL), fmtLL)
}

// Mutants of the hand-written inputs (corpus/ll, corpus/examples and
// corpus/cases/ll): Ferry's verdict agrees with llvm-as-22's on at least
// conformance.CasesAgreement of them.
func TestCasesMutants(t *testing.T) {
	accept := func(name string, src []byte) error { _, err := llvmir.Parse(name, src); return err }
	conformance.CheckVerdicts(t, conformance.Cases(conformance.LL), accept)
	conformance.CheckVerdicts(t, conformance.Handwritten(conformance.LL), accept)
}
