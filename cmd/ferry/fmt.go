package main

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"runtime/debug"
	"strings"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/dialect"
	"github.com/ferry-ir/ferry/llvmir"
	"github.com/ferry-ir/ferry/mlir"
)

func init() {
	register("fmt", "parse, verify and print the canonical text of a .ll or .mlir file (like llvm-as|llvm-dis, or mlir-opt with no passes)", runFmt)
}

// runFmt is `ferry fmt [-x ll|mlir] [-o OUT] [--mlir-print-op-generic] [--mlir-print-debuginfo] FILE`.
func runFmt(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var lang, output string
	var generic, debugInfo, unregistered bool
	pos, err := parseOptions(args, []option{
		{name: "x", s: &lang},
		{name: "o", s: &output},
		{name: "mlir-print-op-generic", b: &generic},
		{name: "mlir-print-debuginfo", b: &debugInfo},
		{name: "allow-unregistered-dialect", b: &unregistered},
	})
	if err != nil {
		return fail(stderr, err)
	}
	input, err := oneInput(pos)
	if err != nil {
		return fail(stderr, err)
	}
	src, err := readInput(input, stdin)
	if err != nil {
		return fail(stderr, err)
	}
	name := input
	if name == "-" {
		name = "<stdin>"
	}
	if lang == "" {
		if lang, err = detectLanguage(input, src); err != nil {
			return fail(stderr, err)
		}
	}
	// Peak memory and time. The IR of a module takes several times the size of
	// its text (15 MB of llvm-stress output: about 100 MB live after parsing as
	// MLIR), and the collector lets the heap grow to twice what was live at its
	// last cycle. A soft limit of 13 times the input makes it run once or twice
	// more near the end instead: `ferry fmt` of the 14.7 MB bench/compare.sh
	// .ll module stays below llvm-as-22's peak with it. An MLIR module is nearly
	// all live until it is printed, so collecting while it grows only marks the
	// same objects again: for MLIR the collector waits for a limit of 14 times
	// the input (mlir-opt-22 itself peaks at 14.2 times the 14.5 MB bench
	// module), which that module does not reach: 171 MB peak instead of 158 MB,
	// for about 15% less CPU and wall time (8 runs each). Small inputs are not
	// limited.
	if limit := 13 * int64(len(src)); limit >= 128<<20 {
		if lang == "mlir" {
			limit = 14 * int64(len(src))
			defer debug.SetGCPercent(debug.SetGCPercent(-1))
		}
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(limit))
	}
	// The input is parsed and verified before anything is written: printing then
	// fails only if the output does, and streams (in the printers' 64 KB pieces)
	// rather than holding the whole text in memory.
	var emit func(io.Writer) error
	switch lang {
	case "ll":
		m, err := llvmir.Parse(name, src)
		if err != nil {
			return fail(stderr, err)
		}
		emit = func(w io.Writer) error { return llvmir.Fprint(w, m) }
	case "mlir":
		ctx := dialect.NewContext()
		ctx.AllowUnregistered = unregistered
		op, err := dialect.Parse(ctx, name, src)
		if err != nil {
			return fail(stderr, err)
		}
		opts := mlir.PrintOptions{Generic: generic, DebugInfo: debugInfo}
		emit = func(w io.Writer) error { return mlir.Print(w, op, opts) }
	default:
		return fail(stderr, fmt.Errorf("unknown language %q for -x: want ll or mlir", lang))
	}
	if err := writeOutputWith(output, stdout, emit); err != nil {
		return fail(stderr, err)
	}
	return 0
}

// fail prints err (located diagnostics with their source line and caret) and
// returns exit status 1.
func fail(stderr io.Writer, err error) int {
	var located *diag.Error
	var list diag.List
	if errors.As(err, &located) || errors.As(err, &list) {
		io.WriteString(stderr, diag.Render(err))
	} else {
		fmt.Fprintf(stderr, "ferry: %v\n", err)
	}
	return 1
}

// detectLanguage tells LLVM IR from MLIR by the file extension, or else by the first
// token of the text.
func detectLanguage(path string, src []byte) (string, error) {
	switch filepath.Ext(path) {
	case ".ll":
		return "ll", nil
	case ".mlir":
		return "mlir", nil
	}
	for _, line := range strings.Split(string(src), "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "":
			continue
		case strings.HasPrefix(line, ";"):
			return "ll", nil
		case strings.HasPrefix(line, "//"), strings.HasPrefix(line, "{-#"):
			return "mlir", nil
		}
		word := line
		if i := strings.IndexAny(line, " \t({<"); i >= 0 {
			word = line[:i]
		}
		switch {
		case word == "module" && strings.HasPrefix(strings.TrimSpace(line[len(word):]), "asm"):
			return "ll", nil
		case word == "module", strings.HasPrefix(word, "llvm."), strings.HasPrefix(word, "func."),
			strings.HasPrefix(word, "\""), strings.HasPrefix(word, "#"):
			return "mlir", nil
		case word == "define", word == "declare", word == "source_filename", word == "target",
			word == "attributes", word == "uselistorder", word == "uselistorder_bb",
			strings.HasPrefix(word, "@"), strings.HasPrefix(word, "$"):
			return "ll", nil
		}
		break
	}
	return "", fmt.Errorf("cannot tell whether %s is LLVM IR or MLIR: name it .ll or .mlir, or pass -x ll or -x mlir", path)
}
