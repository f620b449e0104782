// Command ferry translates between MLIR's LLVM dialect and LLVM IR.
//
// A first argument that names a subcommand selects it:
//
//	ferry fmt FILE.ll|FILE.mlir|-   parse, check and print the canonical text
//
// Anything else is mlir-translate mode (-import-llvm, -mlir-to-llvmir), whose flags
// may stand anywhere on the command line.
package main

import (
	"fmt"
	"io"
	"os"
)

// A subcommand runs with its arguments and returns the process exit status.
type subcommand struct {
	summary string
	run     func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

var subcommands = map[string]subcommand{}

// subcommandOrder lists subcommands in the order usage prints them.
var subcommandOrder []string

func register(name, summary string, run func([]string, io.Reader, io.Writer, io.Writer) int) {
	if _, dup := subcommands[name]; dup {
		panic("ferry: subcommand registered twice: " + name)
	}
	subcommands[name] = subcommand{summary, run}
	subcommandOrder = append(subcommandOrder, name)
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		if sc, ok := subcommands[args[0]]; ok {
			return sc.run(args[1:], stdin, stdout, stderr)
		}
		switch args[0] {
		case "-h", "-help", "--help", "help":
			usage(stdout)
			return 0
		}
	}
	return translate(args, stdin, stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: ferry SUBCOMMAND [ARGS]   or   ferry [-import-llvm|-mlir-to-llvmir] [-o OUT] FILE")
	fmt.Fprintln(w, "subcommands:")
	for _, name := range subcommandOrder {
		fmt.Fprintf(w, "  %-8s %s\n", name, subcommands[name].summary)
	}
}
