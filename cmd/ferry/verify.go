package main

import (
	"fmt"
	"io"
	"strconv"

	"github.com/ferry-ir/ferry/llvmir"
	"github.com/ferry-ir/ferry/verify"
)

func init() {
	register("verify", "check that B.ll refines A.ll by executing both on generated inputs and on main (exit 0 equivalent, 1 not, 2 inconclusive); verify --help: options", runVerify)
}

// verifyArgs are the options of `ferry verify`.
type verifyArgs struct {
	seed, inputs, fn string
	mainOnly, noMain bool
	limits           limitOptions // the interpreter limits, as `ferry run` takes them
	help             bool
}

// options is the option table of `ferry verify`.
func (a *verifyArgs) options() []option {
	f, m := verify.FuncLimits(), verify.MainLimits()
	opts := []option{
		{name: "seed", s: &a.seed, arg: "N", doc: "seed of the input generators (default 0)"},
		{name: "inputs", s: &a.inputs, arg: "N", doc: "inputs per function (default 64)"},
		{name: "func", s: &a.fn, arg: "NAME", doc: "compare only function NAME (and not main)"},
		{name: "main-only", b: &a.mainOnly, doc: "compare main only"},
		{name: "no-main", b: &a.noMain, doc: "do not run main"},
	}
	opts = append(opts, a.limits.table(
		fmt.Sprintf("default %d a function run, %d for main", f.Steps, m.Steps),
		fmt.Sprintf("default %d a function run, %d for main", f.Memory, m.Memory),
		fmt.Sprintf("default %d a function run, %d for main", f.Depth, m.Depth))...)
	return append(opts, helpOption(&a.help)...)
}

// verifyUsage is the usage text of `ferry verify`.
func verifyUsage() string {
	return "usage: ferry verify [OPTIONS] A.ll B.ll\n" +
		"Checks that B.ll refines A.ll (LangRef): runs every function defined in both on\n" +
		"generated inputs, then main, in both modules, and compares results, output, exit\n" +
		"status and memory. A limit given applies to every run (function runs and main);\n" +
		"one run of each module is live at a time, so verify holds at most twice\n" +
		"--max-memory of interpreter memory, and as much again of output kept to compare\n" +
		"(a run's output is limited to --max-memory).\n" +
		"Exit status: 0 and a line starting \"equivalent\" with counts; 1 and the first\n" +
		"difference with a one-line reproducer (or an error); 2 and a line starting\n" +
		"\"inconclusive\" when no run of A ended within the limits.\n" +
		optionUsage(new(verifyArgs).options())
}

// runVerify is `ferry verify [OPTIONS] A.ll B.ll` (verifyUsage): exit status 0 with
// a line starting "equivalent", 1 with the first difference and a one-line
// reproducer, 2 with a line starting "inconclusive" when no run was conclusive.
func runVerify(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var a verifyArgs
	pos, err := parseOptions(args, a.options())
	if err != nil {
		return fail(stderr, err)
	}
	if a.help {
		io.WriteString(stdout, verifyUsage())
		return 0
	}
	if len(pos) != 2 {
		return fail(stderr, fmt.Errorf("verify wants two files, the source and the target: ferry verify A.ll B.ll"))
	}
	opts := verify.Options{NoFuncs: a.mainOnly, NoMain: a.noMain, Files: [2]string{pos[0], pos[1]}}
	if a.seed != "" {
		if opts.Seed, err = strconv.ParseInt(a.seed, 10, 64); err != nil {
			return fail(stderr, fmt.Errorf("option -seed wants a number, have %q", a.seed))
		}
	}
	if a.inputs != "" {
		n, err := strconv.Atoi(a.inputs)
		if err != nil || n <= 0 {
			return fail(stderr, fmt.Errorf("option -inputs wants a positive number, have %q", a.inputs))
		}
		opts.Inputs = n
	}
	if a.fn != "" {
		opts.Funcs = []string{a.fn}
	}
	if err := a.limits.apply(&opts.Limits, &opts.MainLimits); err != nil {
		return fail(stderr, err)
	}
	var mods [2]*llvmir.Module
	for i, p := range pos {
		src, err := readInput(p, stdin)
		if err != nil {
			return fail(stderr, err)
		}
		if mods[i], err = llvmir.Parse(p, src); err != nil {
			return fail(stderr, err)
		}
	}
	rep, err := verify.Refines(mods[0], mods[1], opts)
	if err != nil {
		return fail(stderr, err)
	}
	io.WriteString(stdout, rep.String())
	switch {
	case !rep.Equivalent():
		return 1
	case !rep.Conclusive():
		return 2
	}
	return 0
}
