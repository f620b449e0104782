package main

import (
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/verify/interp"
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

// `ferry run` and `ferry verify` take the interpreter's limits from one table: the
// same names, the same checks, listed in both usage texts with each command's
// defaults.
func TestLimitOptions(t *testing.T) {
	var l limitOptions
	if _, err := parseOptions([]string{"--max-steps=7", "-max-memory", "4096", "--max-depth=3"}, l.table("", "", "")); err != nil {
		t.Fatal(err)
	}
	var a, b interp.Limits
	b.Steps = 99
	if err := l.apply(&a, &b); err != nil {
		t.Fatal(err)
	}
	want := interp.Limits{Steps: 7, Memory: 4096, Depth: 3}
	if a != want || b != want {
		t.Fatalf("limits %+v and %+v, want %+v", a, b, want)
	}
	for _, cmd := range []string{"run", "verify"} {
		code, _, errs := ferry(t, "", cmd, "--max-depth=0", "x.ll", "y.ll")
		if code != 1 || errs != "ferry: option -max-depth wants a positive number, have \"0\"\n" {
			t.Errorf("%s --max-depth=0: exit %d, stderr %q", cmd, code, errs)
		}
		code, out, errs := ferry(t, "", cmd, "--help")
		if code != 0 || errs != "" || !strings.HasPrefix(out, "usage: ferry "+cmd+" [OPTIONS] ") {
			t.Errorf("%s --help: exit %d, stdout %q, stderr %q", cmd, code, out, errs)
		}
		for _, o := range l.table("", "", "") {
			if !strings.Contains(out, "\n  --"+o.name+"="+o.arg+" ") {
				t.Errorf("%s --help does not list --%s:\n%s", cmd, o.name, out)
			}
		}
	}
	_, out, _ := ferry(t, "", "verify", "--help")
	for _, s := range []string{
		"--max-memory=BYTES end a run whose allocations and call frames exceed BYTES (default 67108864 a function run, 268435456 for main)\n",
		"2 and a line starting\n\"inconclusive\" when no run of A ended within the limits.\n",
	} {
		if !strings.Contains(out, s) {
			t.Errorf("verify --help does not say %q:\n%s", s, out)
		}
	}
}
