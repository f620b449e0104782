package main

import (
	"fmt"
	"io"
	"strconv"

	"github.com/ferry-ir/ferry/llvmir"
	"github.com/ferry-ir/ferry/verify"
)

func init() {
	register("verify", "check that B.ll refines A.ll by executing both on generated inputs and on main", runVerify)
}

// runVerify is `ferry verify [--seed=N] [--inputs=N] [--func=NAME] [--main-only] [--no-main] A.ll B.ll`.
// Exit status 0 with a line starting "equivalent", or 1 with the first difference
// and a one-line reproducer.
func runVerify(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var seed, inputs, fn string
	var mainOnly, noMain bool
	pos, err := parseOptions(args, []option{
		{name: "seed", s: &seed},
		{name: "inputs", s: &inputs},
		{name: "func", s: &fn},
		{name: "main-only", b: &mainOnly},
		{name: "no-main", b: &noMain},
	})
	if err != nil {
		return fail(stderr, err)
	}
	if len(pos) != 2 {
		return fail(stderr, fmt.Errorf("verify wants two files, the source and the target: ferry verify A.ll B.ll"))
	}
	opts := verify.Options{NoFuncs: mainOnly, NoMain: noMain, Files: [2]string{pos[0], pos[1]}}
	if seed != "" {
		if opts.Seed, err = strconv.ParseInt(seed, 10, 64); err != nil {
			return fail(stderr, fmt.Errorf("option -seed wants a number, have %q", seed))
		}
	}
	if inputs != "" {
		n, err := strconv.Atoi(inputs)
		if err != nil || n <= 0 {
			return fail(stderr, fmt.Errorf("option -inputs wants a positive number, have %q", inputs))
		}
		opts.Inputs = n
	}
	if fn != "" {
		opts.Funcs = []string{fn}
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
	if !rep.Equivalent() {
		return 1
	}
	return 0
}
