package main

import (
	"fmt"
	"strings"
)

// translateArgs are mlir-translate's options as Ferry accepts them. Unlike Go's flag
// package, options may stand anywhere on the line, before or after the input file,
// with one or two dashes, and "-o FILE" or "-o=FILE".
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
	inputSet := false
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "-" || !strings.HasPrefix(arg, "-") {
			if inputSet {
				return a, fmt.Errorf("more than one input file: %q and %q", a.input, arg)
			}
			a.input, inputSet = arg, true
			continue
		}
		name := strings.TrimLeft(arg, "-")
		value, hasValue := "", false
		if k, v, ok := strings.Cut(name, "="); ok {
			name, value, hasValue = k, v, true
		}
		boolFlag := func(p *bool) error {
			if hasValue {
				switch value {
				case "true", "1":
					*p = true
				case "false", "0":
					*p = false
				default:
					return fmt.Errorf("option -%s takes no value other than true or false, have %q", name, value)
				}
				return nil
			}
			*p = true
			return nil
		}
		var err error
		switch name {
		case "import-llvm":
			err = boolFlag(&a.importLLVM)
		case "mlir-to-llvmir":
			err = boolFlag(&a.mlirToLLVMIR)
		case "split-input-file":
			err = boolFlag(&a.splitInputFile)
		case "allow-loss":
			err = boolFlag(&a.allowLoss)
		case "mlir-print-debuginfo":
			err = boolFlag(&a.printDebugInfo)
		case "mlir-print-op-generic":
			err = boolFlag(&a.printOpGeneric)
		case "allow-unregistered-dialect":
			err = boolFlag(&a.allowUnregister)
		case "o":
			if !hasValue {
				if i+1 >= len(args) {
					return a, fmt.Errorf("option -o needs a file name")
				}
				i++
				value = args[i]
			}
			a.output = value
		default:
			return a, fmt.Errorf("unknown option %s (see `ferry help`)", arg)
		}
		if err != nil {
			return a, err
		}
	}
	if a.importLLVM == a.mlirToLLVMIR {
		return a, fmt.Errorf("choose exactly one translation: -import-llvm or -mlir-to-llvmir")
	}
	if !inputSet {
		a.input = "-"
	}
	return a, nil
}
