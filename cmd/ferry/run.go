package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/ferry-ir/ferry/llvmir"
	"github.com/ferry-ir/ferry/verify/interp"
)

func init() {
	register("run", "run main of a .ll file with the reference interpreter, like lli (same output, same exit status); run --help: options, limits", runRun)
}

// runOptions is the option table of `ferry run`.
func runOptions(l *limitOptions, help *bool) []option {
	d := interp.Limits{}.WithDefaults()
	return append(l.table(fmt.Sprintf("default %d", d.Steps), fmt.Sprintf("default %d", d.Memory), fmt.Sprintf("default %d", d.Depth)), helpOption(help)...)
}

// runUsage is the usage text of `ferry run`.
func runUsage() string {
	return "usage: ferry run [OPTIONS] FILE.ll [ARGS...]\n" +
		"Runs main of FILE.ll with the reference interpreter, like lli-22: the same standard\n" +
		"output and exit status. Options stand before the file; what follows it is the\n" +
		"program's argv. A run that hits a limit, or has undefined behaviour, ends with a\n" +
		"verdict on standard error and exit status 1 (134 for abort(), as lli dies of SIGABRT).\n" +
		optionUsage(runOptions(&limitOptions{}, new(bool)))
}

// runRun is `ferry run [--max-steps N] [--max-memory BYTES] [--max-depth N] FILE.ll [ARGS...]`.
// Options stand before the file; everything after it is the program's argv, as with lli.
func runRun(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	first := len(args)
	for i, a := range args {
		if a == "-" || !strings.HasPrefix(a, "-") {
			first = i
			break
		}
	}
	var lim limitOptions
	var help bool
	if _, err := parseOptions(args[:first], runOptions(&lim, &help)); err != nil {
		return fail(stderr, err)
	}
	if help {
		io.WriteString(stdout, runUsage())
		return 0
	}
	if first == len(args) {
		return fail(stderr, fmt.Errorf("run: no input file"))
	}
	var limits interp.Limits
	if err := lim.apply(&limits); err != nil {
		return fail(stderr, err)
	}
	input := args[first]
	src, err := readInput(input, stdin)
	if err != nil {
		return fail(stderr, err)
	}
	name := input
	if name == "-" {
		name = "<stdin>"
	}
	m, err := llvmir.Parse(name, src)
	if err != nil {
		return fail(stderr, err)
	}
	code, err := interp.Run(m, append([]string{input}, args[first+1:]...), stdout, limits)
	if err != nil {
		fmt.Fprintf(stderr, "ferry run: %s: %v\n", name, err)
	}
	return code
}
