package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/ferry-ir/ferry/llvmir"
	"github.com/ferry-ir/ferry/verify/interp"
)

func init() {
	register("run", "run main of a .ll file with the reference interpreter, like lli (same output, same exit status)", runRun)
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
	var steps, memory, depth string
	if _, err := parseOptions(args[:first], []option{
		{name: "max-steps", s: &steps},
		{name: "max-memory", s: &memory},
		{name: "max-depth", s: &depth},
	}); err != nil {
		return fail(stderr, err)
	}
	if first == len(args) {
		return fail(stderr, fmt.Errorf("run: no input file"))
	}
	var limits interp.Limits
	for _, l := range []struct {
		name, text string
		set        func(int64)
	}{
		{"max-steps", steps, func(v int64) { limits.Steps = v }},
		{"max-memory", memory, func(v int64) { limits.Memory = v }},
		{"max-depth", depth, func(v int64) { limits.Depth = int(v) }},
	} {
		if l.text == "" {
			continue
		}
		v, err := strconv.ParseInt(l.text, 10, 64)
		if err != nil || v <= 0 {
			return fail(stderr, fmt.Errorf("option -%s wants a positive number, have %q", l.name, l.text))
		}
		l.set(v)
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
