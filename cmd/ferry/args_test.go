package main

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseTranslateArgs(t *testing.T) {
	tests := []struct {
		args []string
		want translateArgs
		err  string
	}{
		{args: []string{"-import-llvm", "x.ll"}, want: translateArgs{importLLVM: true, input: "x.ll"}},
		{args: []string{"x.mlir", "--mlir-to-llvmir", "-o", "y.ll"}, want: translateArgs{mlirToLLVMIR: true, input: "x.mlir", output: "y.ll"}},
		{args: []string{"-o=y.mlir", "-import-llvm", "-split-input-file", "-"}, want: translateArgs{importLLVM: true, input: "-", output: "y.mlir", splitInputFile: true}},
		{args: []string{"-import-llvm"}, want: translateArgs{importLLVM: true, input: "-"}},
		{args: []string{"-import-llvm", "--mlir-print-debuginfo=true", "a.ll"}, want: translateArgs{importLLVM: true, input: "a.ll", printDebugInfo: true}},
		{args: []string{"a.ll"}, err: "choose exactly one translation: -import-llvm or -mlir-to-llvmir"},
		{args: []string{"-import-llvm", "-mlir-to-llvmir", "a.ll"}, err: "choose exactly one translation: -import-llvm or -mlir-to-llvmir"},
		{args: []string{"-import-llvm", "a.ll", "b.ll"}, err: `more than one input file: "a.ll" and "b.ll"`},
		{args: []string{"-import-llvm", "a.ll", "-o"}, err: "option -o needs a value"},
		{args: []string{"-import-llvm", "-frobnicate", "a.ll"}, err: "unknown option -frobnicate (see `ferry help`)"},
		{args: []string{"-import-llvm=maybe", "a.ll"}, err: `option -import-llvm takes no value other than true or false, have "maybe"`},
	}
	for _, tc := range tests {
		got, err := parseTranslateArgs(tc.args)
		if tc.err != "" {
			if err == nil || err.Error() != tc.err {
				t.Errorf("%q: error %v, want %q", tc.args, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: unexpected error %v", tc.args, err)
			continue
		}
		if diff := cmp.Diff(tc.want, got, cmp.AllowUnexported(translateArgs{})); diff != "" {
			t.Errorf("%q: (-want +got)\n%s", tc.args, diff)
		}
	}
}
