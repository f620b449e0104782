package main

import (
	"bytes"
	"errors"
	"os"
	"testing"

	"github.com/ferry-ir/ferry/internal/conformance"
)

// cliFmt runs `ferry fmt` in-process on src, as a file called name.
func cliFmt(name string, src []byte, extra ...string) ([]byte, error) {
	var out, errb bytes.Buffer
	lang, err := detectLanguage(name, src)
	if err != nil {
		return nil, err
	}
	args := append([]string{"fmt", "-x", lang}, extra...)
	if code := run(append(args, "-"), bytes.NewReader(src), &out, &errb); code != 0 {
		return nil, errors.New(errb.String())
	}
	return out.Bytes(), nil
}

// The CLI end to end, judged by the oracles: `ferry fmt` prints what
// llvm-as-22 | llvm-dis-22 prints for the hand-written .ll corpus, and what mlir-opt-22
// prints for the import of the README example.
func TestFmtCLIAgreesWithOracles(t *testing.T) {
	hello, err := os.ReadFile("../../corpus/examples/hello.ll")
	if err != nil {
		t.Fatal(err)
	}
	examples := conformance.Literal("examples", conformance.LL, conformance.Input{Name: "hello.ll", File: "hello.ll", Line: 1, Src: hello})
	t.Run("ll", func(t *testing.T) {
		conformance.CheckLL(t, examples, func(name string, src []byte) ([]byte, error) { return cliFmt(name, src) })
	})
	t.Run("mlir", func(t *testing.T) {
		conformance.CheckMLIR(t, conformance.ImportLLVM(examples, false), func(name string, src []byte, generic bool) ([]byte, error) {
			if generic {
				return cliFmt(name, src, "--mlir-print-op-generic")
			}
			return cliFmt(name, src)
		})
	})
}
