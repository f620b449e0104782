package main

import (
	"fmt"
	"io"
)

// translate is mlir-translate mode. The translators themselves arrive with the
// exporter and importer issues; until then a well-formed request says so and fails.
func translate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	a, err := parseTranslateArgs(args)
	if err != nil {
		fmt.Fprintf(stderr, "ferry: %v\n", err)
		return 1
	}
	mode := "-import-llvm"
	if a.mlirToLLVMIR {
		mode = "-mlir-to-llvmir"
	}
	fmt.Fprintf(stderr, "ferry: %s is not available yet (see the README's status table)\n", mode)
	return 1
}
