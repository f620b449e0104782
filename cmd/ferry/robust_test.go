package main

// Resource bombs, end to end through the CLI. The promise (ARCHITECTURE.md, decision
// 6): bad input never panics, it ends in `file:line:col: error: ...` with the source
// line and a caret, exit status 1 and no output file; inputs built to exhaust the
// stack, the heap or the clock end in an error too, never in a crash, a hang or an
// out-of-memory; and output is deterministic.
//
// Each case runs in-process, one at a time, under a deadline (a goroutine and a
// timer) and a heap watch (runtime.ReadMemStats sampled while it runs). A case that a
// package does not pass yet carries the finding in its bug field and is skipped with
// that reason, so the table shows what is known to be broken.

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ferry-ir/ferry/internal/oracle"
)

const (
	bombDeadline = 90 * time.Second // generous: the test machine is shared and loaded
	bombHeap     = 512 << 20        // a case fails when the live heap and stacks grow by more
	bombAbort    = 3 << 30          // past this the test binary exits rather than take the machine down
	oracleMax    = 1 << 20          // inputs larger than this are not given to the oracles
)

// A bomb is one input and the exact verdict the CLI must give on it.
type bomb struct {
	name string
	lang string        // "ll" or "mlir": the input is written to x.ll or x.mlir
	src  func() []byte // built lazily: some inputs are tens of megabytes
	src2 string        // a second input, y.ll, for verify ("{in2}")
	args []string      // the command line; "{in}" stands for the input's path, "{out}" for an output path

	code int
	// For exit status 1 from a parser: the diagnostic's first line, with "{in}" for the
	// input's path; the source line and the caret are checked against the input.
	located string
	// Or a regular expression over the first line of stderr (for cases whose exact
	// position is decided by the fix of a bug), or the exact stderr (run, verify).
	locatedRE string
	stderr    string
	stdout    *string // exact standard output; nil: nothing for errors, not checked for successes

	// oracle is the LLVM 22 tool that must agree with Ferry's accept/reject verdict:
	// "llvm-as" or "mlir-opt". oracleNote explains a case given to no oracle although
	// it is small.
	oracle     string
	oracleNote string

	bug string // a known bug: the case is skipped with this reason
}

func str(s string) *string { return &s }

// repeat builds prefix + open*n + middle + close*n + suffix.
func nest(prefix, open, middle, close, suffix string, n int) func() []byte {
	return func() []byte {
		var b bytes.Buffer
		b.Grow(len(prefix) + n*(len(open)+len(close)) + len(middle) + len(suffix))
		b.WriteString(prefix)
		for range n {
			b.WriteString(open)
		}
		b.WriteString(middle)
		for range n {
			b.WriteString(close)
		}
		b.WriteString(suffix)
		return b.Bytes()
	}
}

func text(s string) func() []byte { return func() []byte { return []byte(s) } }

// lines builds head + each(i) for i in [0,n) + tail.
func lines(head string, n int, each func(i int) string, tail string) func() []byte {
	return func() []byte {
		var b bytes.Buffer
		b.WriteString(head)
		for i := range n {
			b.WriteString(each(i))
		}
		b.WriteString(tail)
		return b.Bytes()
	}
}

const deep = 100_000

func llBombs() []bomb {
	fmtLL := []string{"fmt", "{in}", "-o", "{out}"}
	return []bomb{
		// Nesting: every recursive production is bounded by llvmir's maxDepth (256).
		{name: "array-type-100k-deep", lang: "ll", args: fmtLL, code: 1,
			src:     nest("@g = global ", "[1 x ", "i8", "]", " zeroinitializer\n", deep),
			located: "{in}:1:1293: error: nesting deeper than 256"},
		{name: "struct-type-100k-deep", lang: "ll", args: fmtLL, code: 1,
			src:     nest("@g = global ", "{", "i8", "}", " zeroinitializer\n", deep),
			located: "{in}:1:269: error: nesting deeper than 256"},
		{name: "vector-of-ptr-funcs-100k-deep", lang: "ll", args: fmtLL, code: 1,
			src:     nest("@g = external global ", "void (", "i8", ")*", "\n", deep),
			located: "{in}:1:1558: error: nesting deeper than 256"},
		{name: "constexpr-100k-deep", lang: "ll", args: fmtLL, code: 1,
			src:     nest("@g = global ptr ", "getelementptr (i8, ptr ", "@g", ", i64 1)", "\n", deep),
			located: "{in}:1:5897: error: nesting deeper than 256"},
		{name: "metadata-100k-deep", lang: "ll", args: fmtLL, code: 1,
			src:     nest("!named = !{!0}\n!0 = ", "!{", "!\"x\"", "}", "\n", deep),
			located: "{in}:2:263: error: nesting deeper than 256"},

		// Widths, counts and address spaces at and past LLVM's limits.
		{name: "int-width-over-limit", lang: "ll", args: fmtLL, code: 1, oracle: "llvm-as",
			src:     text("@g = global i8388609 0\n"),
			located: "{in}:1:13: error: bitwidth for integer type out of range"},
		{name: "int-width-at-limit", lang: "ll", args: fmtLL, oracle: "llvm-as",
			src: text("@g = global i8388608 -1\n")},
		{name: "array-4294967295-zeroinit-not-materialized", lang: "ll", args: fmtLL, oracle: "llvm-as",
			src: text("@g = global [4294967295 x i64] zeroinitializer\n")},
		{name: "array-2d-overflowing-size", lang: "ll", args: fmtLL, oracle: "llvm-as",
			src: text("@g = global [4294967295 x [4294967295 x i64]] zeroinitializer\n@p = global ptr getelementptr ([4294967295 x [4294967295 x i64]], ptr @g, i64 0, i64 4294967294, i64 4294967294)\n")},
		// A deliberate limit of llvmir: llvm-as-22 accepts the type (and runs out of
		// memory on the splat).
		{name: "vector-4294967295-elements", lang: "ll", args: fmtLL, code: 1,
			src:        text("@g = global <4294967295 x i64> splat (i64 1)\n"),
			located:    "{in}:1:13: error: vectors longer than 1048576 elements are not supported",
			oracleNote: "llvm-as-22 accepts the type; Ferry limits vectors to 2^20 elements"},
		{name: "vector-1048576-elements-splat-not-materialized", lang: "ll", args: fmtLL, oracle: "llvm-as",
			src: text("@g = global <1048576 x i64> splat (i64 1)\n")},
		{name: "string-count-mismatch", lang: "ll", args: fmtLL, code: 1, oracle: "llvm-as",
			src:     text("@g = global [1000000000 x i8] c\"abc\"\n"),
			located: "{in}:1:31: error: constant expression type mismatch: got type '[3 x i8]' but expected '[1000000000 x i8]'"},
		{name: "string-10MB-into-1-byte", lang: "ll", args: fmtLL, code: 1,
			src:     func() []byte { return []byte("@g = global [1 x i8] c\"" + strings.Repeat("a", 10_000_000) + "\"\n") },
			located: "{in}:1:22: error: constant expression type mismatch: got type '[10000000 x i8]' but expected '[1 x i8]'"},
		// llvm-as-22 says "expected 32-bit integer (too large)" at the same column.
		{name: "addrspace-over-32-bits", lang: "ll", args: fmtLL, code: 1, oracle: "llvm-as",
			src:     text("@g = global ptr addrspace(99999999999) null\n"),
			located: "{in}:1:27: error: address space too large"},
		{name: "addrspace-24-bit-max", lang: "ll", args: fmtLL, oracle: "llvm-as",
			src: text("@g = global ptr addrspace(16777215) null\n")},
		{name: "addrspace-over-24-bits-in-type", lang: "ll", args: fmtLL, code: 1, oracle: "llvm-as",
			src:     text("@g = global ptr addrspace(16777216) null\n"),
			located: "{in}:1:27: error: invalid address space, must be a 24-bit integer"},
		{name: "addrspace-over-24-bits-on-global", lang: "ll", args: fmtLL, code: 1, oracle: "llvm-as",
			src:     text("@g = addrspace(16777216) global i8 0\n"),
			located: "{in}:1:16: error: invalid address space, must be a 24-bit integer"},
		{name: "addrspace-over-24-bits-on-alloca", lang: "ll", args: fmtLL, code: 1, oracle: "llvm-as",
			src:     text("define void @f() {\n  %a = alloca i8, addrspace(16777216)\n  ret void\n}\n"),
			located: "{in}:2:29: error: invalid address space, must be a 24-bit integer"},
		{name: "huge-alignment", lang: "ll", args: fmtLL, code: 1, oracle: "llvm-as",
			src:     text("@g = global i8 0, align 8589934592\n"),
			located: "{in}:1:25: error: huge alignments are not supported yet"},
		{name: "scalable-vector-global", lang: "ll", args: fmtLL, code: 1, oracle: "llvm-as",
			src:     text("@a = global i8 0\n@g = global <vscale x 4 x i64> zeroinitializer\n"),
			located: "{in}:2:1: error: Globals cannot contain scalable types"},

		// Types that never end: LLVM rejects a struct that contains itself by value.
		{name: "recursive-struct-by-value", lang: "ll", args: fmtLL, code: 1, oracle: "llvm-as",
			src:     text("%t = type { %t }\n@g = global %t zeroinitializer\n"),
			located: "{in}:1:1: error: identified structure type 't' is recursive"},
		{name: "recursive-struct-through-array", lang: "ll", args: fmtLL, code: 1, oracle: "llvm-as",
			src:     text("%t = type { %u }\n%u = type { [2 x %t] }\n@g = external global %t\n"),
			located: "{in}:1:1: error: identified structure type 't' is recursive"},
		{name: "struct-through-pointer-is-not-recursive", lang: "ll", args: fmtLL, oracle: "llvm-as",
			src: text("%t = type { %t*, [2 x { i8, %t* }] }\n@g = external global %t\n")},
		{name: "alias-cycle-through-gep", lang: "ll", args: fmtLL, code: 1, oracle: "llvm-as",
			src:     text("@a = alias i8, getelementptr (i8, ptr @b, i64 1)\n@b = alias i8, ptr @a\n"),
			located: "{in}:1:1: error: Aliases cannot form a cycle"},
		{name: "alias-cycle", lang: "ll", args: fmtLL, code: 1, oracle: "llvm-as",
			src:     text("@a = alias i64, ptr @b\n@b = alias i64, ptr @a\n"),
			located: "{in}:1:1: error: Aliases cannot form a cycle"},
		{name: "named-non-struct-type", lang: "ll", args: fmtLL, oracle: "llvm-as",
			src: text("%t0 = type { i8 }\n%t1 = type [2 x %t0]\n@g = external global %t1\n")},

		// Long chains without textual nesting: linear, no recursion on the chain.
		{name: "named-type-chain-100k", lang: "ll", args: fmtLL,
			src: lines("", deep, func(i int) string { return fmt.Sprintf("%%t%d = type { %%t%d }\n", i, i+1) },
				fmt.Sprintf("%%t%d = type { i8 }\n@g = global %%t0 zeroinitializer\n", deep)),
			oracleNote: "llvm-as-22 overflows its stack on it"},
		{name: "metadata-chain-100k", lang: "ll", args: fmtLL,
			src: lines("!named = !{!0}\n", deep, func(i int) string { return fmt.Sprintf("!%d = !{!%d}\n", i, i+1) },
				fmt.Sprintf("!%d = !{}\n", deep)),
			oracleNote: "llvm-as-22 overflows its stack on it"},
		{name: "block-chain-100k-with-far-use", lang: "ll", args: fmtLL,
			src: lines("define i32 @f(i32 %a) {\nb0:\n  %v = add i32 %a, 1\n", deep,
				func(i int) string { return fmt.Sprintf("  br label %%b%d\nb%d:\n", i+1, i+1) }, "  ret i32 %v\n}\n")},
		{name: "uselistorder-20k-directives", lang: "ll", args: fmtLL,
			src: lines("", 20_000, func(i int) string {
				return fmt.Sprintf("@g%d = global i32 0\n@p%d = global [2 x ptr] [ptr @g%d, ptr @g%d]\n", i, i, i, i)
			}, strings.Repeat("uselistorder ptr @g0, { 1, 0 }\n", 20_000))},
		{name: "alias-doubling-chain-60", lang: "ll", args: fmtLL, code: 1,
			src: lines("@g0 = global i64 0\n@a0 = alias i64, ptr @g0\n", 60, func(i int) string {
				return fmt.Sprintf("@a%d = alias i64, ptr getelementptr (i8, ptr @a%d, i64 ptrtoint (ptr @a%d to i64))\n", i+1, i, i)
			}, ""),
			locatedRE:  `aliasee walk longer than 1048576 steps`,
			oracleNote: "llvm-as-22 walks the aliasee 2^60 times"},
		{name: "dso-local-equivalent-alias-chain-2000", lang: "ll", args: fmtLL, oracle: "llvm-as",
			src: lines("define void @fn() {\n  ret void\n}\n@a0 = alias void (), ptr @fn\n", 2000, func(i int) string {
				return fmt.Sprintf("@a%d = alias void (), ptr @a%d\n@p%d = global ptr dso_local_equivalent @a%d\n", i+1, i, i, i+1)
			}, "")},
		{name: "alias-chain-100k", lang: "ll", args: fmtLL,
			src: lines("@g0 = global i64 0\n", deep, func(i int) string { return fmt.Sprintf("@a%d = alias i64, ptr @a%d\n", i, i+1) },
				fmt.Sprintf("@a%d = alias i64, ptr @g0\n", deep))},
		{name: "1M-unnamed-values-then-undefined-use", lang: "ll", args: fmtLL, code: 1,
			src: lines("define i32 @f(i32 %0) {\n", 1_000_000, func(i int) string {
				if i == 0 {
					return "  %2 = add i32 %0, 1\n"
				}
				return fmt.Sprintf("  %%%d = add i32 %%%d, 1\n", i+2, i+1)
			}, "  ret i32 %1000002\n}\n"),
			located: "{in}:1000002:11: error: use of undefined value '%1000002'"},
		{name: "phi-100k-entries", lang: "ll", args: fmtLL, code: 1,
			src: lines("define i32 @f(i1 %c) {\ne:\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  %p = phi i32 [ 0, %a ]", deep-1,
				func(i int) string { return fmt.Sprintf(", [ %d, %%a ]", i+1) }, "\n  ret i32 %p\n}\n"),
			located: "{in}:7:3: error: PHINode should have one entry for each predecessor of its parent basic block!"},
		{name: "switch-500k-cases", lang: "ll", args: fmtLL,
			src: lines("define void @f(i64 %x) {\ne:\n  br label %d\nd:\n  switch i64 %x, label %d [", 500_000,
				func(i int) string { return fmt.Sprintf(" i64 %d, label %%d", i) }, " ]\n}\n")},
		{name: "decimal-literal-2M-digits", lang: "ll", args: fmtLL,
			src: func() []byte { return []byte("@g = global i8388608 " + strings.Repeat("9", 2_000_000) + "\n") }},
		{name: "float-exponent-999999999", lang: "ll", args: fmtLL, oracle: "llvm-as",
			src: text("@g = global double 1.0e999999999\n@h = global double 1.0e-999999999\n@i = global half 1.0e999999999\n")},
		{name: "decimal-float-for-fp128", lang: "ll", args: fmtLL, code: 1, oracle: "llvm-as",
			src:     text("@i = global fp128 1.0e999999999\n"),
			located: "{in}:1:19: error: floating point constant does not have type 'fp128'"},
		{name: "hex-double-for-x86_fp80", lang: "ll", args: fmtLL, code: 1, oracle: "llvm-as",
			src:     text("@i = global x86_fp80 0x3FF0000000000000\n"),
			located: "{in}:1:22: error: floating point constant does not have type 'x86_fp80'"},
		// LLVM 22's lexer notes "constant bigger than 64 bits" but the error is lost and
		// llvm-as-22 accepts the module with the value 0; Ferry is stricter on purpose.
		{name: "hex-double-too-long", lang: "ll", args: fmtLL, code: 1,
			src:        text("@g = global double 0x1" + strings.Repeat("0", 20) + "\n"),
			located:    "{in}:1:20: error: hex double constant too long",
			oracleNote: "llvm-as-22 drops its own lexer error and accepts the value 0"},
	}
}

func runBombs() []bomb {
	main := func(body string) string { return "define i32 @main() {\n" + body + "}\n" }
	return []bomb{
		{name: "alloca-32GiB", lang: "ll", args: []string{"run", "{in}"}, code: 1,
			src:    text(main("  %a = alloca [4294967295 x i64]\n  store i64 1, ptr %a\n  ret i32 0\n")),
			stderr: "ferry run: {in}: limit exceeded: memory limit of 1073741824 bytes exceeded allocating 34359738360 bytes for %a in @main at `%a = alloca (instruction 0 of block %#0)`\n"},
		{name: "alloca-size-overflows-int64", lang: "ll", args: []string{"run", "{in}"}, code: 1,
			src:    text(main("  %a = alloca [4294967295 x [4294967295 x i64]]\n  ret i32 0\n")),
			stderr: "ferry run: {in}: limit exceeded: memory limit of 1073741824 bytes exceeded allocating at least 9223372036854775807 bytes for %a in @main at `%a = alloca (instruction 0 of block %#0)`\n"},
		{name: "global-32GiB", lang: "ll", args: []string{"run", "{in}"}, code: 1,
			src:    text("@g = global [4294967295 x i64] zeroinitializer\n" + main("  %v = load i64, ptr @g\n  %t = trunc i64 %v to i32\n  ret i32 %t\n")),
			stderr: "ferry run: {in}: limit exceeded: memory limit of 1073741824 bytes exceeded allocating 34359738360 bytes for @g\n"},
		{name: "vector-splat-4294967295", lang: "ll", args: []string{"run", "{in}"}, code: 1,
			src:     text("@g = global <4294967295 x i64> splat (i64 1)\n" + main("  ret i32 0\n")),
			located: "{in}:1:13: error: vectors longer than 1048576 elements are not supported"},
		{name: "vector-splat-1048576", lang: "ll", args: []string{"run", "--max-memory=67108864", "{in}"}, code: 3, stdout: str(""),
			src: text("@g = global <1048576 x i64> splat (i64 3)\n" + main("  %v = load <1048576 x i64>, ptr @g\n  %e = extractelement <1048576 x i64> %v, i32 7\n  %t = trunc i64 %e to i32\n  ret i32 %t\n"))},
		{name: "malloc-in-a-loop", lang: "ll", args: []string{"run", "--max-memory=67108864", "{in}"}, code: 1,
			src:    text("declare ptr @malloc(i64)\ndefine i32 @main() {\nentry:\n  br label %l\nl:\n  %p = call ptr @malloc(i64 1048576)\n  store i8 1, ptr %p\n  br label %l\n}\n"),
			stderr: "ferry run: {in}: limit exceeded: memory limit of 67108864 bytes exceeded allocating 1048576 bytes for heap block #64 in @main at `%p = call @malloc (instruction 0 of block %l)`\n"},
		{name: "infinite-recursion-depth-limit", lang: "ll", args: []string{"run", "--max-depth=1000", "{in}"}, code: 1,
			src:    text("define i32 @f(i32 %x) {\n  %r = call i32 @f(i32 %x)\n  ret i32 %r\n}\n" + main("  %r = call i32 @f(i32 0)\n  ret i32 %r\n")),
			stderr: "ferry run: {in}: limit exceeded: call depth limit of 1000 reached calling @f in @f at `%r = call @f (instruction 0 of block %#0)`\n"},
		{name: "infinite-recursion-default-limits", lang: "ll", args: []string{"run", "{in}"}, code: 1,
			src:    text("define i32 @f(i32 %x) {\n  %r = call i32 @f(i32 %x)\n  ret i32 %r\n}\n" + main("  %r = call i32 @f(i32 0)\n  ret i32 %r\n")),
			stderr: "ferry run: {in}: limit exceeded: call depth limit of 50000 reached calling @f in @f at `%r = call @f (instruction 0 of block %#0)`\n"},
		{name: "infinite-loop-step-limit", lang: "ll", args: []string{"run", "--max-steps=100000", "{in}"}, code: 1,
			src:    text("define i32 @main() {\nentry:\n  br label %l\n\nl:\n  br label %l\n}\n"),
			stderr: "ferry run: {in}: limit exceeded: step limit of 100000 instructions reached in @main at `br (instruction 0 of block %l)`\n"},
		{name: "memset-2^64-1-bytes", lang: "ll", args: []string{"run", "{in}"}, code: 1,
			src:       text("declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n" + main("  %p = alloca i8\n  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 -1, i1 false)\n  ret i32 0\n")),
			locatedRE: `^ferry run: {in}: undefined behaviour: `},
		{name: "struct-layout-2^40-bytes", lang: "ll", args: []string{"run", "--max-memory=67108864", "{in}"}, code: 1,
			src: lines("%t0 = type { i8 }\n", 40, func(i int) string { return fmt.Sprintf("%%t%d = type { %%t%d, %%t%d }\n", i+1, i, i) },
				main("  %a = alloca %t40\n  ret i32 0\n")),
			stderr: "ferry run: {in}: limit exceeded: memory limit of 67108864 bytes exceeded allocating 1099511627776 bytes for %a in @main at `%a = alloca (instruction 0 of block %#0)`\n"},
		{name: "recursive-struct-alloca", lang: "ll", args: []string{"run", "{in}"}, code: 1,
			src:     text("%t = type { %t }\n" + main("  %a = alloca %t\n  ret i32 0\n")),
			located: "{in}:1:1: error: identified structure type 't' is recursive"},
	}
}

func verifyBombs() []bomb {
	ret0 := "define i32 @f(i32 %x) {\n  ret i32 0\n}\n"
	// Every run of the source hits a limit: no verdict of equivalence, exit status 2.
	inconclusive := func(limit string) *string {
		return str("inconclusive: 1 functions, 4 runs (0 with source UB, 4 inconclusive); no run of the source ended within the limits, the first: @f(i32 -1): limit exceeded: " + limit + "\n")
	}
	return []bomb{
		{name: "endless-loop", lang: "ll", args: []string{"verify", "--inputs=4", "{in}", "{in2}"}, src2: ret0, code: 2,
			src:    text("define i32 @f(i32 %x) {\nentry:\n  br label %l\nl:\n  br label %l\n}\n"),
			stdout: inconclusive("step limit of 2000000 instructions reached in @f at `br (instruction 0 of block %l)`")},
		{name: "endless-loop-max-steps", lang: "ll", args: []string{"verify", "--inputs=4", "--max-steps=1000", "{in}", "{in2}"}, src2: ret0, code: 2,
			src:    text("define i32 @f(i32 %x) {\nentry:\n  br label %l\nl:\n  br label %l\n}\n"),
			stdout: inconclusive("step limit of 1000 instructions reached in @f at `br (instruction 0 of block %l)`")},
		{name: "endless-recursion", lang: "ll", args: []string{"verify", "--inputs=4", "{in}", "{in2}"}, src2: ret0, code: 2,
			src:    text("define i32 @f(i32 %x) {\n  %r = call i32 @f(i32 %x)\n  ret i32 %r\n}\n"),
			stdout: inconclusive("call depth limit of 10000 reached calling @f in @f at `%r = call @f (instruction 0 of block %#0)`")},
		{name: "endless-recursion-max-depth", lang: "ll", args: []string{"verify", "--inputs=4", "--max-depth=100", "{in}", "{in2}"}, src2: ret0, code: 2,
			src:    text("define i32 @f(i32 %x) {\n  %r = call i32 @f(i32 %x)\n  ret i32 %r\n}\n"),
			stdout: inconclusive("call depth limit of 100 reached calling @f in @f at `%r = call @f (instruction 0 of block %#0)`")},
		{name: "malloc-in-a-loop", lang: "ll", args: []string{"verify", "{in}", "{in2}"}, src2: ret0, code: 2,
			src:    text("declare ptr @malloc(i64)\ndefine i32 @f(i32 %x) {\nentry:\n  br label %l\nl:\n  %p = call ptr @malloc(i64 1048576)\n  store i8 1, ptr %p\n  br label %l\n}\n"),
			stdout: str("inconclusive: 1 functions, 64 runs (0 with source UB, 64 inconclusive); no run of the source ended within the limits, the first: @f(i32 -1): limit exceeded: memory limit of 67108864 bytes exceeded allocating 1048576 bytes for heap block #64 in @f at `%p = call @malloc (instruction 0 of block %l)`\n")},
		{name: "malloc-in-a-loop-max-memory", lang: "ll", args: []string{"verify", "--inputs=4", "--max-memory=1048576", "{in}", "{in2}"}, src2: ret0, code: 2,
			src:    text("declare ptr @malloc(i64)\ndefine i32 @f(i32 %x) {\nentry:\n  br label %l\nl:\n  %p = call ptr @malloc(i64 1048576)\n  store i8 1, ptr %p\n  br label %l\n}\n"),
			stdout: inconclusive("memory limit of 1048576 bytes exceeded allocating 1048576 bytes for heap block #1 in @f at `%p = call @malloc (instruction 0 of block %l)`")},
		{name: "printf-wide-fields-in-a-loop", lang: "ll", args: []string{"verify", "--inputs=4", "--max-steps=100000000", "{in}", "{in2}"}, src2: ret0, code: 2,
			src:    text("@fmt = constant [9 x i8] c\"%999999d\\00\"\ndeclare i32 @printf(ptr, ...)\ndefine i32 @f(i32 %x) {\nentry:\n  br label %l\nl:\n  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x)\n  br label %l\n}\n"),
			stdout: inconclusive("output limit of 67108864 bytes exceeded in @f at `%r = call @printf (instruction 0 of block %l)`")},
		{name: "memset-16MiB-in-a-loop", lang: "ll", args: []string{"verify", "--inputs=4", "{in}", "{in2}"}, src2: ret0, code: 2,
			src:    text("declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\ndefine i32 @f(i32 %x) {\nentry:\n  %a = alloca [16777216 x i8]\n  br label %l\nl:\n  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 16777216, i1 false)\n  br label %l\n}\n"),
			stdout: inconclusive("step limit of 2000000 instructions reached in @f at `call @llvm.memset.p0.i64 (instruction 0 of block %l)`")},
		{name: "vector-of-2^20-lanes-in-a-loop", lang: "ll", args: []string{"verify", "--inputs=4", "{in}", "{in2}"}, src2: ret0, code: 2,
			src:    text("define i32 @f(i32 %x) {\nentry:\n  br label %l\nl:\n  %v = phi <1048576 x i32> [ zeroinitializer, %entry ], [ %w, %l ]\n  %w = add <1048576 x i32> %v, splat (i32 1)\n  br label %l\n}\n"),
			stdout: inconclusive("step limit of 2000000 instructions reached in @f at `br (instruction 2 of block %l)`")},
		{name: "i65536-mul-in-a-loop", lang: "ll", args: []string{"verify", "--inputs=4", "{in}", "{in2}"}, src2: ret0, code: 2,
			src:    text("define i32 @f(i32 %x) {\nentry:\n  br label %l\nl:\n  %v = phi i65536 [ 3, %entry ], [ %w, %l ]\n  %w = mul i65536 %v, %v\n  br label %l\n}\n"),
			stdout: inconclusive("step limit of 2000000 instructions reached in @f at `br (instruction 2 of block %l)`")},
		{name: "alloca-32GiB", lang: "ll", args: []string{"verify", "--inputs=4", "{in}", "{in2}"}, src2: ret0, code: 2,
			src:    text("define i32 @f(i32 %x) {\n  %a = alloca [4294967295 x i64]\n  ret i32 0\n}\n"),
			stdout: inconclusive("memory limit of 67108864 bytes exceeded allocating 34359738360 bytes for %a in @f at `%a = alloca (instruction 0 of block %#0)`")},
		{name: "some-runs-conclusive", lang: "ll", args: []string{"verify", "--inputs=8", "{in}", "{in2}"}, src2: ret0,
			src:    text("define i32 @f(i32 %x) {\nentry:\n  %c = icmp slt i32 %x, 0\n  br i1 %c, label %l, label %e\nl:\n  br label %l\ne:\n  ret i32 0\n}\n"),
			stdout: str("equivalent: 1 functions, 8 runs (0 with source UB, 5 inconclusive)\n")},
		{name: "nesting-bomb-in-second-file", lang: "ll", args: []string{"verify", "{in2}", "{in}"}, code: 1, src2: ret0,
			src:     nest("@g = global ", "{", "i8", "}", " zeroinitializer\n", deep),
			located: "{in}:1:269: error: nesting deeper than 256"},
	}
}

func mlirBombs() []bomb {
	fmtM := []string{"fmt", "--allow-unregistered-dialect", "{in}", "-o", "{out}"}
	attr := func(a string) func() []byte { return text("module attributes {test.a = " + a + "} {\n}\n") }
	return []bomb{
		// Nesting: bounded by mlir.MaxNesting (512); a region and its op are two levels.
		{name: "regions-100k-deep", lang: "mlir", args: fmtM, code: 1,
			src:     nest("", "\"test.op\"() ({\n", "", "}) : () -> ()\n", "", deep),
			located: "{in}:257:1: error: nesting deeper than 512 levels"},
		{name: "modules-100k-deep", lang: "mlir", args: fmtM, code: 1,
			src:     nest("", "module {\n", "", "}\n", "", deep),
			located: "{in}:257:1: error: nesting deeper than 512 levels"},
		{name: "llvm-struct-100k-deep", lang: "mlir", args: fmtM, code: 1,
			src:     nest("llvm.mlir.global external @g() : ", "!llvm.struct<(", "i8", ")>", "\n", deep),
			located: "{in}:1:7188: error: nesting deeper than 512 levels"},
		{name: "llvm-array-100k-deep", lang: "mlir", args: fmtM, code: 1,
			src:     nest("llvm.func @f(%arg0: ", "!llvm.array<1 x ", "i8", ">", ")\n", deep),
			located: "{in}:1:8197: error: nesting deeper than 512 levels"},
		{name: "llvm-func-type-100k-deep", lang: "mlir", args: fmtM, code: 1,
			src:     nest("llvm.func @f(%arg0: ", "!llvm.func<", "void ()", ">", ")\n", deep),
			located: "{in}:1:5642: error: nesting deeper than 512 levels"},
		{name: "parens-100k-deep", lang: "mlir", args: fmtM, code: 1,
			src:     nest("llvm.func @f() -> ", "(", "i32", ")", "\n", deep),
			located: "{in}:1:531: error: nesting deeper than 512 levels"},
		{name: "array-attr-100k-deep", lang: "mlir", args: fmtM, code: 1,
			src:     nest("module attributes {test.a = ", "[", "", "]", "} {\n}\n", deep),
			located: "{in}:1:540: error: nesting deeper than 512 levels"},
		{name: "dict-attr-100k-deep", lang: "mlir", args: fmtM, code: 1,
			src:     nest("module attributes {test.a = ", "{a = ", "1", "}", "} {\n}\n", deep),
			located: "{in}:1:2584: error: nesting deeper than 512 levels"},
		{name: "dense-literal-100k-deep", lang: "mlir", args: fmtM, code: 1,
			src:     nest("module attributes {test.a = dense<", "[", "1", "]", "> : tensor<1xi32>} {\n}\n", deep),
			located: "{in}:1:545: error: nesting deeper than 512 levels"},
		{name: "callsite-loc-100k-deep", lang: "mlir", args: fmtM, code: 1,
			src:     nest("llvm.func @f() loc(", "callsite(", "\"a\"", " at \"b\")", ")\n", deep),
			located: "{in}:1:4619: error: nesting deeper than 512 levels"},
		{name: "fused-loc-100k-deep", lang: "mlir", args: fmtM, code: 1,
			src:     nest("llvm.func @f() loc(", "fused[", "\"a\"", "]", ")\n", deep),
			located: "{in}:1:3086: error: nesting deeper than 512 levels"},
		{name: "affine-expr-100k-deep", lang: "mlir", args: fmtM, code: 1,
			src:     nest("module attributes {test.a = affine_map<(d0) -> (", "(", "d0", ")", ")>} {\n}\n", deep),
			located: "{in}:1:559: error: nesting deeper than 512 levels"},
		{name: "tensor-rank-100k", lang: "mlir", args: fmtM, code: 1,
			src:     func() []byte { return []byte("llvm.func @f(%arg0: tensor<" + strings.Repeat("1x", deep) + "i32>)\n") },
			located: "{in}:1:131101: error: shape has more than 65536 dimensions"},

		{name: "50-tensor-types-of-rank-60000", lang: "mlir", args: fmtM,
			src: func() []byte {
				ty := "tensor<" + strings.Repeat("1x", 60000) + "i32>"
				return attr("[" + strings.TrimSuffix(strings.Repeat(ty+", ", 50), ", ") + "]")()
			}},

		{name: "50-tensor-types-of-rank-60000-in-hex-form", lang: "mlir", args: fmtM,
			src: func() []byte {
				ty := "tensor<" + strings.Repeat("0x", 60000) + "i32>"
				return attr("[" + strings.TrimSuffix(strings.Repeat(ty+", ", 50), ", ") + "]")()
			}},
		{name: "shapes-with-hex-looking-dims", lang: "mlir", args: fmtM, oracle: "mlir-opt",
			src: attr("[tensor<0x4x0x8xi32>, tensor<1x0x2xi8>, memref<0x?x3xf32>]")},

		// Widths, counts, address spaces.
		{name: "int-width-over-limit", lang: "mlir", args: fmtM, code: 1, oracle: "mlir-opt",
			src:     text("llvm.func @f(%arg0: i16777216)\n"),
			located: "{in}:1:21: error: integer bitwidth is limited to 16777215 bits"},
		{name: "int-width-at-limit", lang: "mlir", args: fmtM, oracle: "mlir-opt",
			src: text("llvm.func @f(%arg0: i16777215)\n")},
		{name: "llvm-array-4294967295", lang: "mlir", args: fmtM, oracle: "mlir-opt",
			src: text("llvm.mlir.global external @g() : !llvm.array<4294967295 x i64>\n")},
		{name: "llvm-array-4294967296", lang: "mlir", args: fmtM, oracle: "mlir-opt",
			src: text("llvm.mlir.global external @g() : !llvm.array<4294967296 x i64>\n")},
		{name: "dense-zero-4294967295-not-materialized", lang: "mlir", args: fmtM, oracle: "mlir-opt",
			src: text("llvm.mlir.global external @g(dense<0> : tensor<4294967295xi64>) : !llvm.array<4294967295 x i64>\n")},
		{name: "dense-splat-vector-99999999999-not-materialized", lang: "mlir", args: fmtM, oracle: "mlir-opt",
			src: text("llvm.func @f() -> vector<99999999999xi32> {\n  %0 = llvm.mlir.constant(dense<1> : vector<99999999999xi32>) : vector<99999999999xi32>\n  llvm.return %0 : vector<99999999999xi32>\n}\n")},
		{name: "dense-splat-element-count-overflows", lang: "mlir", args: fmtM, oracle: "mlir-opt",
			src: text("llvm.mlir.global external @g(dense<1> : tensor<99999999999x99999999999xi32>) : !llvm.array<1 x i32>\n")},
		{name: "vector-dim-over-64-bits", lang: "mlir", args: fmtM, code: 1, oracle: "mlir-opt",
			src:     text("llvm.func @f(%arg0: vector<99999999999999999999xi32>)\n"),
			located: "{in}:1:28: error: invalid dimension"},
		{name: "llvm-ptr-addrspace-over-32-bits", lang: "mlir", args: fmtM, code: 1, oracle: "mlir-opt",
			src:     text("llvm.func @f(%arg0: !llvm.ptr<99999999999>)\n"),
			located: "{in}:1:31: error: integer value too large"},
		{name: "affine-constant-over-64-bits", lang: "mlir", args: fmtM, code: 1, oracle: "mlir-opt",
			src:     attr("affine_map<(d0) -> (d0 * 99999999999999999999)>"),
			located: "{in}:1:54: error: constant too large for index"},
		{name: "affine-1000-huge-products", lang: "mlir", args: fmtM, oracle: "mlir-opt",
			src: attr("affine_map<(d0) -> (" + strings.TrimSuffix(strings.Repeat("d0 * 9223372036854775807 + ", 1000), " + ") + ")>")},
		{name: "array-attr-1M-elements", lang: "mlir", args: fmtM,
			src: func() []byte { return attr("[" + strings.TrimSuffix(strings.Repeat("1, ", 1_000_000), ", ") + "]")() }},
		{name: "string-attr-10MB", lang: "mlir", args: fmtM,
			src: func() []byte { return attr("\"" + strings.Repeat("a", 10_000_000) + "\"")() }},
		{name: "100k-ssa-values", lang: "mlir", args: fmtM,
			src: lines("llvm.func @f(%arg0: i32) -> i32 {\n", deep, func(i int) string {
				if i == 0 {
					return "  %0 = llvm.add %arg0, %arg0 : i32\n"
				}
				return fmt.Sprintf("  %%%d = llvm.add %%%d, %%arg0 : i32\n", i, i-1)
			}, fmt.Sprintf("  llvm.return %%%d : i32\n}\n", deep-1))},
		{name: "100k-blocks", lang: "mlir", args: fmtM,
			src: lines("llvm.func @f() {\n", deep, func(i int) string { return fmt.Sprintf("  llvm.br ^bb%d\n^bb%d:\n", i+1, i+1) }, "  llvm.return\n}\n")},
		{name: "attr-alias-chain-100k", lang: "mlir", args: fmtM, code: 1,
			src: lines("#a0 = 1\n", deep, func(i int) string { return fmt.Sprintf("#a%d = [#a%d]\n", i+1, i) },
				fmt.Sprintf("module attributes {test.a = #a%d} {\n}\n", deep)),
			located: "{in}:513:10: error: nesting deeper than 512 levels"},
		{name: "recursive-identified-struct", lang: "mlir", args: fmtM, oracle: "mlir-opt",
			src: text("llvm.mlir.global external @g() : !llvm.struct<\"a\", (!llvm.struct<\"b\", (!llvm.struct<\"a\">)>)>\n")},

		{name: "float-exponent-999999999", lang: "mlir", args: fmtM, oracle: "mlir-opt",
			src: attr("[1.0e999999999 : f64, 1.0e-999999999 : f32, -1.0e999999999 : bf16]")},
		{name: "decimal-literal-2M-digits", lang: "mlir", args: fmtM,
			src: func() []byte { return attr(strings.Repeat("9", 2_000_000) + " : i16777215")() }},
		{name: "dense-element-2M-digits", lang: "mlir", args: fmtM,
			src: func() []byte { return attr("dense<" + strings.Repeat("9", 2_000_000) + "> : tensor<1xi16777215>")() }},
		{name: "dense-wide-elements", lang: "mlir", args: fmtM, oracle: "mlir-opt",
			src: attr("dense<[-1, 5, -170141183460469231731687303715884105728, 340282366920938463463374607431768211455]> : tensor<4xi128>, test.d = dense<[-3, 7]> : vector<2xi65>")},
		{name: "dense-splat-of-2^24-bit-ones", lang: "mlir", args: fmtM, oracle: "mlir-opt",
			src: attr("dense<-1> : tensor<2xi16777215>")},
		{name: "sparse-elements", lang: "mlir", args: fmtM, oracle: "mlir-opt",
			src: attr("sparse<[[0]], [1]> : tensor<99999999999xi32>")},

		// Aliases build types and attributes far deeper or larger than their text.
		{name: "type-alias-chain-100k", lang: "mlir", args: fmtM, code: 1,
			src: lines("!t0 = i8\n", deep, func(i int) string { return fmt.Sprintf("!t%d = !llvm.struct<(!t%d)>\n", i+1, i) },
				fmt.Sprintf("llvm.mlir.global external @g() : !t%d\n", deep)),
			located: "{in}:513:23: error: nesting deeper than 512 levels"},
		{name: "type-alias-chain-500", lang: "mlir", args: fmtM, oracle: "mlir-opt",
			src: lines("!t0 = i8\n", 500, func(i int) string { return fmt.Sprintf("!t%d = !llvm.struct<(!t%d)>\n", i+1, i) },
				"llvm.mlir.global external @g() : !t500\n")},
		{name: "type-alias-billion-laughs", lang: "mlir", args: fmtM, code: 1,
			src: lines("!t0 = i8\n", 40, func(i int) string { return fmt.Sprintf("!t%d = !llvm.struct<(!t%d, !t%d)>\n", i+1, i, i) },
				"llvm.mlir.global external @g() : !t40\n"),
			located: "{in}:23:28: error: alias expands to more than 67108864 bytes of text"},
		{name: "attr-alias-billion-laughs", lang: "mlir", args: fmtM, code: 1,
			src: lines("#a0 = 1\n", 40, func(i int) string { return fmt.Sprintf("#a%d = [#a%d, #a%d]\n", i+1, i, i) },
				"module attributes {test.a = #a40} {\n}\n"),
			located: "{in}:25:15: error: alias expands to more than 67108864 bytes of text"},
		{name: "tuple-alias-billion-laughs", lang: "mlir", args: fmtM, code: 1,
			src: lines("!t0 = i8\n", 40, func(i int) string { return fmt.Sprintf("!t%d = tuple<!t%d, !t%d>\n", i+1, i, i) },
				"module attributes {test.a = !t40} {\n}\n"),
			located: "{in}:24:20: error: alias expands to more than 67108864 bytes of text"},
	}
}

// liveBytes is the memory a run can grow: the live heap and the goroutine stacks
// (deep recursion in the interpreter grows the stack, not the heap).
func liveBytes(ms *runtime.MemStats) uint64 { return ms.HeapAlloc + ms.StackInuse }

// heapWatch samples the live heap and stacks until stop is closed and returns the
// peak growth over base. Past bombAbort it ends the test binary: a runaway case must not take
// the shared machine down with it.
func heapWatch(name string, base uint64, stop <-chan struct{}, peak *atomic.Uint64) {
	var ms runtime.MemStats
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-stop:
			return
		case <-tick.C:
		}
		runtime.ReadMemStats(&ms)
		if live := liveBytes(&ms); live > base {
			g := live - base
			if g > peak.Load() {
				peak.Store(g)
			}
			if g > bombAbort {
				fmt.Fprintf(os.Stderr, "robust_test: %s grew the heap and stacks by %d MiB; aborting the test binary\n", name, g>>20)
				os.Exit(3)
			}
		}
	}
}

func TestResourceBombs(t *testing.T) {
	groups := []struct {
		name  string
		bombs []bomb
	}{
		{"fmt-ll", llBombs()},
		{"run", runBombs()},
		{"verify", verifyBombs()},
		{"fmt-mlir", mlirBombs()},
	}
	for _, g := range groups {
		t.Run(g.name, func(t *testing.T) {
			for _, b := range g.bombs {
				t.Run(b.name, func(t *testing.T) {
					if b.bug != "" {
						t.Skip("known bug: " + b.bug)
					}
					if testing.Short() && len(b.src()) > 1<<20 {
						t.Skip("input over 1 MiB; -short")
					}
					runBomb(t, b)
				})
			}
		})
	}
}

func runBomb(t *testing.T, b bomb) {
	dir := t.TempDir()
	in := filepath.Join(dir, "x."+b.lang)
	in2 := filepath.Join(dir, "y."+b.lang)
	out := filepath.Join(dir, "out."+b.lang)
	src := b.src()
	if err := os.WriteFile(in, src, 0o644); err != nil {
		t.Fatal(err)
	}
	if b.src2 != "" {
		if err := os.WriteFile(in2, []byte(b.src2), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	subst := func(s string) string {
		return strings.NewReplacer("{in2}", in2, "{in}", in, "{out}", out).Replace(s)
	}
	args := make([]string, len(b.args))
	for i, a := range b.args {
		args[i] = subst(a)
	}

	code, stdout, stderr, peak := runBounded(t, b.name, args)
	t.Logf("the heap and stacks grew by %d MiB", peak>>20)
	if peak > bombHeap {
		t.Errorf("the heap and stacks grew by %d MiB (limit %d MiB)", peak>>20, bombHeap>>20)
	}
	if code != b.code {
		t.Fatalf("exit status %d, want %d; stderr:\n%s", code, b.code, head(stderr))
	}
	if strings.Contains(stderr, "internal error") || strings.Contains(stderr, "goroutine ") {
		t.Fatalf("a panic was caught and reported:\n%s", head(stderr))
	}
	_, statErr := os.Stat(out)
	switch {
	case b.located != "":
		checkLocated(t, stderr, subst(b.located), src)
	case b.locatedRE != "":
		first, _, _ := strings.Cut(stderr, "\n")
		if !regexp.MustCompile(strings.ReplaceAll(b.locatedRE, "{in}", regexp.QuoteMeta(in))).MatchString(first) {
			t.Fatalf("first line of stderr %q does not match %q", head(first), b.locatedRE)
		}
	case b.stderr != "" || code != 0:
		if stderr != subst(b.stderr) {
			t.Fatalf("stderr:\nhave %q\nwant %q", head(stderr), subst(b.stderr))
		}
	default:
		if stderr != "" {
			t.Fatalf("exit 0 with stderr %q", head(stderr))
		}
	}
	if b.stdout != nil && stdout != *b.stdout {
		t.Fatalf("stdout:\nhave %q\nwant %q", head(stdout), *b.stdout)
	}
	if code != 0 {
		if b.stdout == nil && stdout != "" {
			t.Fatalf("output on error: %q", head(stdout))
		}
		if statErr == nil {
			t.Fatalf("output file %s written on error", out)
		}
	}
	if code == 0 && b.args[0] == "fmt" {
		checkFmtOutput(t, b, out, src)
	}
	checkOracle(t, b, src, code)
}

// runBounded runs the CLI in-process with a deadline and a heap watch. It returns
// the exit status, stdout, stderr and the peak heap growth.
func runBounded(t *testing.T, name string, args []string) (int, string, string, uint64) {
	t.Helper()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	stop := make(chan struct{})
	var peak atomic.Uint64
	go heapWatch(name, liveBytes(&ms), stop, &peak)
	defer close(stop)
	// The watch reads HeapAlloc, which counts garbage not yet collected: left to
	// its usual pacing, the collector lets it grow to twice the live heap, and
	// how far depends on the machine's load. A soft limit below the bound makes
	// it collect first, so that the watch measures what the run keeps.
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(int64(liveBytes(&ms) + bombHeap/2)))

	type result struct {
		code          int
		stdout, errs  string
		panicked      any
		panickedStack string
	}
	done := make(chan result, 1)
	go func() {
		var r result
		defer func() {
			if p := recover(); p != nil {
				buf := make([]byte, 1<<16)
				r.panicked, r.panickedStack = p, string(buf[:runtime.Stack(buf, false)])
			}
			done <- r
		}()
		var o, e bytes.Buffer
		r.code = run(args, strings.NewReader(""), &o, &e)
		r.stdout, r.errs = o.String(), e.String()
	}()
	timer := time.NewTimer(bombDeadline)
	defer timer.Stop()
	select {
	case r := <-done:
		if r.panicked != nil {
			t.Fatalf("ferry %s panicked: %v\n%s", strings.Join(args, " "), r.panicked, r.panickedStack)
		}
		return r.code, r.stdout, r.errs, peak.Load()
	case <-timer.C:
		t.Fatalf("no verdict within %v (heap and stacks grew by %d MiB so far)", bombDeadline, peak.Load()>>20)
		panic("unreachable")
	}
}

// checkLocated checks a diagnostic: its first line exactly, then the source line it
// names and a caret under its column.
func checkLocated(t *testing.T, stderr, first string, src []byte) {
	t.Helper()
	got := strings.SplitN(stderr, "\n", 4)
	if len(got) != 4 || got[3] != "" {
		t.Fatalf("want exactly three lines of diagnostic, have:\n%s", head(stderr))
	}
	if got[0] != first {
		t.Fatalf("diagnostic:\nhave %q\nwant %q", head(got[0]), first)
	}
	m := regexp.MustCompile(`:(\d+):(\d+): error: `).FindStringSubmatch(first)
	var line, col int
	fmt.Sscan(m[1], &line)
	fmt.Sscan(m[2], &col)
	srcLines := strings.Split(string(src), "\n")
	if line > len(srcLines) || col > len(srcLines[line-1])+1 {
		t.Fatalf("location %d:%d is outside the input", line, col)
	}
	if got[1] != srcLines[line-1] {
		t.Fatalf("source line:\nhave %q\nwant %q", head(got[1]), head(srcLines[line-1]))
	}
	if want := strings.Repeat(" ", col-1) + "^"; got[2] != want {
		t.Fatalf("caret line has %d characters, want the caret at column %d", len(got[2]), col)
	}
}

// checkFmtOutput checks an accepted input: the output file exists, printing is
// deterministic (a second run gives the same bytes), and the output is a fixed point.
func checkFmtOutput(t *testing.T, b bomb, out string, src []byte) {
	t.Helper()
	first, err := os.ReadFile(out)
	if err != nil {
		t.Fatalf("exit 0 but no output file: %v", err)
	}
	lang := []string{"-x", b.lang}
	extra := []string{}
	if b.lang == "mlir" {
		extra = append(extra, "--allow-unregistered-dialect")
	}
	for i, input := range [][]byte{src, first} {
		var o, e bytes.Buffer
		args := append(append(append([]string{"fmt"}, lang...), extra...), "-")
		if code := run(args, bytes.NewReader(input), &o, &e); code != 0 {
			t.Fatalf("fmt of the %s failed:\n%s", []string{"input (again)", "output"}[i], head(e.String()))
		}
		if !bytes.Equal(o.Bytes(), first) {
			t.Fatalf("%s: have %q..., want %q...", []string{"printing is not deterministic", "the output is not a fixed point"}[i], head(o.String()), head(string(first)))
		}
	}
}

// checkOracle checks that the LLVM 22 tool agrees with Ferry's accept/reject verdict.
func checkOracle(t *testing.T, b bomb, src []byte, code int) {
	t.Helper()
	if b.oracle == "" || len(src) > oracleMax {
		return
	}
	tool := oracle.Find(b.oracle)
	if tool == "" {
		t.Logf("oracle %s not installed; verdict not cross-checked (%s)", b.oracle, oracle.InstallHint)
		return
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "x."+b.lang)
	os.WriteFile(p, src, 0o644)
	args := []string{p, "-o", os.DevNull}
	if b.oracle == "mlir-opt" {
		args = append(args, "--allow-unregistered-dialect")
	}
	_, err := oracle.RunPath(tool, nil, args...)
	accepted := err == nil
	t.Logf("%s accepts: %v", filepath.Base(tool), accepted)
	if accepted != (code == 0) {
		t.Fatalf("ferry exits %d but %s %s: %v", code, filepath.Base(tool), map[bool]string{true: "accepts", false: "rejects"}[accepted], err)
	}
}

// head shortens s for a failure message: some inputs are megabytes on one line.
func head(s string) string {
	if len(s) > 400 {
		return s[:400] + fmt.Sprintf("... (%d bytes)", len(s))
	}
	return s
}

// Several undefined names in one module: the diagnostic must not depend on the run
// (nor on map iteration order); Ferry reports the use that comes first in the input.
func TestDiagnosticsAreDeterministic(t *testing.T) {
	for _, c := range []struct {
		name, src, want, bug string
	}{
		{"globals", "@a = global ptr @x\n@b = global ptr @y\n@c = global ptr @z\n",
			"<stdin>:1:17: error: use of undefined value '@x'", ""},
		{"types", "@a = external global %X\n@b = external global %Y\n@c = external global %Z\n",
			"<stdin>:1:22: error: use of undefined type named 'X'", ""},
		{"metadata", "!named = !{!1, !2, !3}\n",
			"<stdin>:1:13: error: use of undefined metadata '!1'", ""},
		{"comdats", "$a = comdat any\n@a = global i8 0, comdat($x)\n@b = global i8 0, comdat($y)\n@c = global i8 0, comdat($z)\n",
			"<stdin>:2:26: error: use of undefined comdat '$x'", ""},
		{"mlir-values", "llvm.func @f() -> i32 {\n  %0 = llvm.add %5, %6 : i32\n  %1 = llvm.add %7, %8 : i32\n  llvm.return %0 : i32\n}\n",
			"<stdin>:2:17: error: use of undeclared SSA value name", ""},
		{"mlir-blocks", "llvm.func @f() {\n  llvm.br ^bb7\n^bb1:\n  llvm.br ^bb8\n^bb2:\n  llvm.br ^bb9\n}\n",
			"<stdin>:2:11: error: reference to an undefined block", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			if c.bug != "" {
				t.Skip("known bug: " + c.bug)
			}
			lang := "ll"
			if strings.HasPrefix(c.name, "mlir") {
				lang = "mlir"
			}
			for i := range 40 {
				code, _, errs := ferry(t, c.src, "fmt", "-x", lang, "-")
				first, _, _ := strings.Cut(errs, "\n")
				if code != 1 || first != c.want {
					t.Fatalf("run %d: exit %d, first line %q, want %q", i, code, first, c.want)
				}
			}
		})
	}
}
