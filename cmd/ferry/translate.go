package main

import (
	"fmt"
	"io"
)

// translate is mlir-translate mode. The translators arrive with the exporter and
// importer issues; until then it says so and fails.
func translate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "ferry: translation (-import-llvm, -mlir-to-llvmir) is not available yet; see `ferry help`")
	return 1
}
