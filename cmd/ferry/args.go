package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ferry-ir/ferry/verify/interp"
)

// An option is one command-line option: a boolean switch (b set) or an option with
// a value (s set). arg and doc describe it for a usage text (optionUsage).
type option struct {
	name string
	b    *bool
	s    *string
	arg  string // the value's placeholder: "N", "BYTES"
	doc  string
}

// optionUsage lists opts, one line each, for a subcommand's usage text.
func optionUsage(opts []option) string {
	var b strings.Builder
	for _, o := range opts {
		if o.doc == "" {
			continue
		}
		name := "--" + o.name
		if o.arg != "" {
			name += "=" + o.arg
		}
		fmt.Fprintf(&b, "  %-18s %s\n", name, o.doc)
	}
	return b.String()
}

// limitOptions are the interpreter's limits as options, one table for `ferry run`
// and `ferry verify`: --max-steps, --max-memory, --max-depth.
type limitOptions struct{ steps, memory, depth string }

// table returns the options; each default describes what a limit not given is.
func (l *limitOptions) table(stepsDefault, memoryDefault, depthDefault string) []option {
	return []option{
		{name: "max-steps", s: &l.steps, arg: "N", doc: "end a run after N instructions (" + stepsDefault + ")"},
		{name: "max-memory", s: &l.memory, arg: "BYTES", doc: "end a run whose allocations and call frames exceed BYTES (" + memoryDefault + ")"},
		{name: "max-depth", s: &l.depth, arg: "N", doc: "end a run at call depth N (" + depthDefault + ")"},
	}
}

// apply sets the limits given on the command line in each of lims.
func (l *limitOptions) apply(lims ...*interp.Limits) error {
	for _, o := range []struct {
		name, text string
		set        func(*interp.Limits, int64)
	}{
		{"max-steps", l.steps, func(lim *interp.Limits, v int64) { lim.Steps = v }},
		{"max-memory", l.memory, func(lim *interp.Limits, v int64) { lim.Memory = v }},
		{"max-depth", l.depth, func(lim *interp.Limits, v int64) { lim.Depth = int(v) }},
	} {
		if o.text == "" {
			continue
		}
		v, err := strconv.ParseInt(o.text, 10, 64)
		if err != nil || v <= 0 {
			return fmt.Errorf("option -%s wants a positive number, have %q", o.name, o.text)
		}
		for _, lim := range lims {
			o.set(lim, v)
		}
	}
	return nil
}

// helpOption is --help (and -h): print the subcommand's usage text.
func helpOption(b *bool) []option {
	return []option{{name: "help", b: b}, {name: "h", b: b}}
}

// parseOptions parses args against opts. Unlike Go's flag package, options may stand
// anywhere on the line, before or after file names, with one or two dashes, as
// "-o FILE" or "-o=FILE"; a boolean takes an optional "=true"/"=false". A lone "-"
// is a positional argument (standard input).
func parseOptions(args []string, opts []option) (positional []string, err error) {
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "-" || !strings.HasPrefix(arg, "-") {
			positional = append(positional, arg)
			continue
		}
		name := strings.TrimLeft(arg, "-")
		value, hasValue := "", false
		if k, v, ok := strings.Cut(name, "="); ok {
			name, value, hasValue = k, v, true
		}
		var o *option
		for j := range opts {
			if opts[j].name == name {
				o = &opts[j]
				break
			}
		}
		switch {
		case o == nil:
			return nil, fmt.Errorf("unknown option %s (see `ferry help`)", arg)
		case o.b != nil && !hasValue:
			*o.b = true
		case o.b != nil:
			switch value {
			case "true", "1":
				*o.b = true
			case "false", "0":
				*o.b = false
			default:
				return nil, fmt.Errorf("option -%s takes no value other than true or false, have %q", name, value)
			}
		default:
			if !hasValue {
				if i+1 >= len(args) {
					return nil, fmt.Errorf("option -%s needs a value", name)
				}
				i++
				value = args[i]
			}
			*o.s = value
		}
	}
	return positional, nil
}

// oneInput returns the single input of a command, "-" (standard input) when none.
func oneInput(positional []string) (string, error) {
	switch len(positional) {
	case 0:
		return "-", nil
	case 1:
		return positional[0], nil
	}
	return "", fmt.Errorf("more than one input file: %q and %q", positional[0], positional[1])
}

// translateArgs are mlir-translate's options as Ferry accepts them.
type translateArgs struct {
	importLLVM      bool   // -import-llvm: .ll to LLVM dialect
	mlirToLLVMIR    bool   // -mlir-to-llvmir: LLVM dialect to .ll
	output          string // -o; "" or "-" is standard output
	input           string // the one positional argument; "-" is standard input
	splitInputFile  bool   // -split-input-file: translate each "// -----" chunk on its own
	allowLoss       bool   // --allow-loss: warn instead of failing on what cannot be carried
	printDebugInfo  bool   // --mlir-print-debuginfo
	printOpGeneric  bool   // --mlir-print-op-generic
	allowUnregister bool   // --allow-unregistered-dialect (accepted; Ferry always keeps them)
}

// parseTranslateArgs parses mlir-translate-mode arguments.
func parseTranslateArgs(args []string) (translateArgs, error) {
	var a translateArgs
	pos, err := parseOptions(args, []option{
		{name: "import-llvm", b: &a.importLLVM},
		{name: "mlir-to-llvmir", b: &a.mlirToLLVMIR},
		{name: "split-input-file", b: &a.splitInputFile},
		{name: "allow-loss", b: &a.allowLoss},
		{name: "mlir-print-debuginfo", b: &a.printDebugInfo},
		{name: "mlir-print-op-generic", b: &a.printOpGeneric},
		{name: "allow-unregistered-dialect", b: &a.allowUnregister},
		{name: "o", s: &a.output},
	})
	if err != nil {
		return a, err
	}
	if a.input, err = oneInput(pos); err != nil {
		return a, err
	}
	if a.importLLVM == a.mlirToLLVMIR {
		return a, fmt.Errorf("choose exactly one translation: -import-llvm or -mlir-to-llvmir")
	}
	return a, nil
}
