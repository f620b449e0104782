package interp

import (
	"strconv"
	"strings"

	"github.com/ferry-ir/ferry/llvmir"
)

// inlineAsm is what a call of inline assembly does. Only an empty template runs:
// clang emits it for compiler barriers (asm volatile("" ::: "memory")), for
// keeping a value alive (asm volatile("" : : "r"(p))) and for laundering one
// (asm("" : "+r"(x)), constraints "=r,0": the output is the input it is tied to).
// Memory clobbers change nothing in a sequential interpreter. A template with
// instructions, or an output tied to no input, ends the run as unsupported when the
// call executes (not when its function is compiled).
func inlineAsm(ia *llvmir.InlineAsm) builtin {
	if strings.TrimSpace(ia.Asm) != "" {
		return func(*Machine, *frame, *callSite, []Value) (Value, error) {
			return Value{}, unsupported("inline assembly %q", ia.Asm)
		}
	}
	// The arguments are the indirect outputs ("=*m") and the inputs, in order;
	// direct outputs ("=r") are results. tied[i] is the argument output i is tied
	// to, or -1.
	var tied []int
	arg := 0
	for _, c := range strings.Split(ia.Constraints, ",") {
		switch {
		case c == "" || strings.HasPrefix(c, "~"):
		case strings.HasPrefix(c, "=*"):
			arg++
		case strings.HasPrefix(c, "="):
			tied = append(tied, -1)
		default:
			if n, err := strconv.Atoi(c); err == nil && n >= 0 && n < len(tied) {
				tied[n] = arg
			}
			arg++
		}
	}
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		outs := make([]Value, len(tied))
		for i, a := range tied {
			if a < 0 || a >= len(args) {
				return Value{}, unsupported("inline assembly with an output not tied to an input (constraints %q)", ia.Constraints)
			}
			outs[i] = args[a]
		}
		switch len(outs) {
		case 0:
			return Value{}, nil
		case 1:
			return outs[0], nil
		}
		return Value{Elems: outs}, nil
	}
}
