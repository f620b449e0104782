package mlir

import (
	"fmt"
	"strings"
	"testing"
)

// bigFunction is a module holding one isolated function of n blocks (generic form)
// whose ops use values and blocks defined in other blocks, before and after the
// use, with block arguments, multi-result ops and non-numeric names; with
// labeledEntry false the entry block is unlabeled and uses values defined later.
func bigFunction(n int, labeledEntry bool) string {
	var b strings.Builder
	b.WriteString("\"builtin.module\"() ({\n  \"iso.func\"() <{sym_name = \"f\"}> ({\n")
	if labeledEntry {
		b.WriteString("  ^bb0(%arg0: i32):\n")
	}
	fmt.Fprintf(&b, "    %%e = \"iso.use\"(%%v%d, %%x%d) : (i32, i64) -> i32\n", n-3, n/2)
	fmt.Fprintf(&b, "    \"iso.br\"(%%e)[^bb1, ^bb%d] : (i32) -> ()\n", n-1)
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "  ^bb%d(%%a%d: i32):\n", i, i)
		prev := fmt.Sprintf("%%v%d", i-1)
		if i == 1 {
			prev = "%e"
		}
		fmt.Fprintf(&b, "    %%v%d = \"iso.add\"(%%a%d, %s) : (i32, i32) -> i32\n", i, i, prev)
		fmt.Fprintf(&b, "    %%%d:2 = \"iso.pair\"(%%v%d) : (i32) -> (i32, i64)\n", i, i)
		fmt.Fprintf(&b, "    %%x%d = \"iso.ext\"(%%%d#1) : (i64) -> i64\n", i, i)
		fwd := (i*7919)%(n-1) + 1
		fmt.Fprintf(&b, "    \"iso.cond\"(%%v%d, %%%d#0, %%x%d)[^bb%d, ^bb%d] : (i32, i32, i64) -> ()\n", fwd, i, (i*31)%(n-1)+1, (i%(n-1))+1, fwd)
	}
	b.WriteString("  }) : () -> ()\n}) : () -> ()\n")
	return b.String()
}

func isoContext(t *testing.T) *Context {
	c := NewContext()
	c.AllowUnregistered = true
	if err := c.Register(isoDialect{}); err != nil {
		t.Fatal(err)
	}
	return c
}

// TestParallelBlocksMatchSequential: the blocks of a large function parsed in
// parallel print exactly as a sequential parse does, and errors (found in a chunk
// or only when the chunks are put together) are the sequential parse's.
func TestParallelBlocksMatchSequential(t *testing.T) {
	for _, labeled := range []bool{true, false} {
		src := bigFunction(9000, labeled)
		if len(src) < regionParallelMinSize {
			t.Fatalf("input too small: %d bytes", len(src))
		}
		before := parallelBlockMerges.Load()
		par, _, err := ParseWithResources(isoContext(t), "big.mlir", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if parallelBlockMerges.Load() == before {
			t.Fatalf("labeled entry %v: the blocks were not parsed in parallel", labeled)
		}
		seq, _, err := parseWith(isoContext(t), "big.mlir", []byte(src), true)
		if err != nil {
			t.Fatal(err)
		}
		if n := len(par.Regions[0].Blocks[0].Ops[0].Regions[0].Blocks); n != 9000 {
			t.Fatalf("parallel parse has %d blocks", n)
		}
		for _, opts := range []PrintOptions{{}, {Generic: true}, {DebugInfo: true}, {KeepNames: true}} {
			if a, b := PrintString(par, opts), PrintString(seq, opts); a != b {
				t.Fatalf("labeled entry %v: parallel and sequential parses print differently (%+v)", labeled, opts)
			}
		}
	}
	// Location aliases defined after the module, used by ops of every chunk.
	withLocs := bigFunction(9000, true)
	for i := 1; i < 9000; i += 97 {
		old := fmt.Sprintf("%%x%d = \"iso.ext\"(%%%d#1) : (i64) -> i64\n", i, i)
		neu := fmt.Sprintf("%%x%d = \"iso.ext\"(%%%d#1) : (i64) -> i64 loc(#loc%d)\n", i, i, i%40)
		if !strings.Contains(withLocs, old) {
			t.Fatalf("op %d not found", i)
		}
		withLocs = strings.Replace(withLocs, old, neu, 1)
	}
	for i := 0; i < 40; i++ {
		withLocs += fmt.Sprintf("#loc%d = loc(\"x.c\":%d:2)\n", i, i)
	}
	before := parallelBlockMerges.Load()
	par, _, err := ParseWithResources(isoContext(t), "big.mlir", []byte(withLocs))
	if err != nil {
		t.Fatal(err)
	}
	if parallelBlockMerges.Load() == before {
		t.Fatal("location aliases: the blocks were not parsed in parallel")
	}
	seq, _, err := parseWith(isoContext(t), "big.mlir", []byte(withLocs), true)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := PrintString(par, PrintOptions{DebugInfo: true}), PrintString(seq, PrintOptions{DebugInfo: true}); a != b || !strings.Contains(a, "loc(#loc") {
		t.Fatal("location aliases: parallel and sequential parses print differently")
	}

	src := bigFunction(9000, false)
	for _, tc := range []struct{ name, old, new string }{
		{"type mismatch across chunks", `%v8000 = "iso.add"(%a8000, %v7999) : (i32, i32)`, `%v8000 = "iso.add"(%a8000, %v7999) : (i32, i64)`},
		{"type mismatch with an earlier chunk", `%x8500 = "iso.ext"(%8500#1) : (i64) -> i64`, `%x8500 = "iso.ext"(%100#1) : (i32) -> i64`},
		{"undefined value", `"iso.ext"(%8500#1)`, `"iso.ext"(%y8500#1)`},
		{"bad result number", `"iso.ext"(%8500#1)`, `"iso.ext"(%8400#2)`},
		{"value defined twice", `%x8700 = "iso.ext"`, `%x100 = "iso.ext"`},
		{"block defined twice", "^bb8800(", "^bb12("},
		{"undefined block", "[^bb8801, ", "[^bb99999, "},
		{"entry use of a later value with another type", `%e = "iso.use"(%v8997, %x4500) : (i32, i64)`, `%e = "iso.use"(%v8997, %x4500) : (i64, i64)`},
		{"syntax error in a chunk", `%x6000 = "iso.ext"(%6000#1) : (i64) -> i64`, `%x6000 = "iso.ext"(%6000#1) : (i64) -> `},
	} {
		bad := strings.Replace(src, tc.old, tc.new, 1)
		if bad == src {
			t.Fatalf("%s: the mutation did not apply", tc.name)
		}
		_, _, perr := ParseWithResources(isoContext(t), "big.mlir", []byte(bad))
		_, _, serr := parseWith(isoContext(t), "big.mlir", []byte(bad), true)
		if perr == nil || serr == nil {
			t.Fatalf("%s: parallel error %v, sequential error %v", tc.name, perr, serr)
		}
		if perr.Error() != serr.Error() {
			t.Errorf("%s: parallel error\n%v\nsequential error\n%v", tc.name, perr, serr)
		}
	}
}

// TestParallelBlocksSplitPoints: chunks start at the first block label after
// equally spaced offsets, found without a scan of the body; a label that is not
// one of the region's own (in a nested region, or a second function after the
// first) never changes the result, which is the sequential parse's.
func TestParallelBlocksSplitPoints(t *testing.T) {
	fn := bigFunction(9000, true)
	body := fn[strings.Index(fn, "  \"iso.func\""):strings.LastIndex(fn, "}) : () -> ()\n")]
	// A nested region with labels of its own in the middle of every eighth of
	// the body, where the split points fall.
	nested := fn
	for k := 1; k < 8; k++ {
		i := strings.Index(nested[len(nested)*k/8:], "  ^bb") + len(nested)*k/8
		region := "    \"iso.region\"() ({\n  ^bb0:\n    \"iso.op\"() : () -> ()\n  ^bb1:\n    \"iso.op\"() : () -> ()\n  ^bb2:\n    \"iso.op\"() : () -> ()\n    }) : () -> ()\n"
		j := strings.Index(nested[i:], "\n") + i + 1
		nested = nested[:j] + region + nested[j:]
	}
	// Two large functions: the first region ends long before the file does.
	two := "\"builtin.module\"() ({\n" + body + strings.Replace(body, "sym_name = \"f\"", "sym_name = \"g\"", 1) + "}) : () -> ()\n"
	// A multi-line attribute dictionary whose closing brace starts a line as
	// the region's does: the guessed end of the region is wrong.
	brace := strings.Replace(fn, `%x4000 = "iso.ext"(%4000#1) : (i64) -> i64`, "%x4000 = \"iso.ext\"(%4000#1) {a = 1\n  } : (i64) -> i64", 1)
	if brace == fn {
		t.Fatal("the brace mutation did not apply")
	}
	// A number far out of order: the chunks' ranges of numbers overlap.
	outOfOrder := strings.ReplaceAll(strings.ReplaceAll(fn, "%4500#", "%99999#"), "%4500:2", "%99999:2")
	if outOfOrder == fn {
		t.Fatal("the renumbering did not apply")
	}
	for _, tc := range []struct {
		name, src string
		parallel  bool
	}{{"nested regions", nested, false}, {"two functions", two, true}, {"early brace", brace, false}, {"numbers out of order", outOfOrder, true}} {
		before := parallelBlockMerges.Load()
		par, _, err := ParseWithResources(isoContext(t), "big.mlir", []byte(tc.src))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if merged := parallelBlockMerges.Load() - before; (merged > 0) != tc.parallel {
			t.Fatalf("%s: %d regions parsed in parallel", tc.name, merged)
		}
		seq, _, err := parseWith(isoContext(t), "big.mlir", []byte(tc.src), true)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if a, b := PrintString(par, PrintOptions{Generic: true}), PrintString(seq, PrintOptions{Generic: true}); a != b {
			t.Fatalf("%s: parallel and sequential parses print differently", tc.name)
		}
	}
}

// TestRegionEnd: the closing brace of a region is found across scan pieces and
// rounds, past strings and comments holding brackets; a string holding a newline
// or an unclosed body gives no end.
func TestRegionEnd(t *testing.T) {
	line := "    %x = \"op\"() {s = \"}]>)\"} : () -> (i32) // ) } ]\n"
	body := strings.Repeat(line, 3*regionParallelMinSize/len(line))
	src := []byte("{\n" + body + "  }\n  tail {\n")
	want := 2 + len(body) + 2
	for _, workers := range []int{1, 2, 3} {
		if end, ok := regionEnd(src, 2, regionParallelMinSize, workers); !ok || end != want {
			t.Errorf("%d workers: end %d, %v; want %d", workers, end, ok, want)
		}
	}
	if _, ok := regionEnd(src, 2, len(src), 2); ok {
		t.Error("a region smaller than minSize was accepted")
	}
	if _, ok := regionEnd([]byte("{\n"+body), 2, regionParallelMinSize, 2); ok {
		t.Error("an unclosed body has an end")
	}
	broken := []byte("{\n" + body[:len(body)/2] + "  \"a\nb\"\n" + body[len(body)/2:] + "  }\n")
	if _, ok := regionEnd(broken, 2, regionParallelMinSize, 2); ok {
		t.Error("a string holding a newline was scanned past")
	}
}

func TestGuessRegionEnd(t *testing.T) {
	src := []byte("  f {\n    %0 = a\n  ^bb1:\n    x {\n    }\n  ^bb2:\n  }\n  g {\n  }\n")
	from := strings.Index(string(src), "^bb1")
	end, ok := guessRegionEnd(src, from)
	if want := strings.Index(string(src), "  }\n  g") + 2; !ok || end != want {
		t.Errorf("end %d, %v; want %d", end, ok, want)
	}
	if _, ok := guessRegionEnd([]byte("x ^bb1:\n}"), 2); ok {
		t.Error("a label after other text on its line gave a guess")
	}
}

// failOnce is a writer whose nth write fails (a transient error: later
// writes succeed again).
type failOnce struct{ n int }

func (w *failOnce) Write(b []byte) (int, error) {
	if w.n--; w.n == 0 {
		return 0, fmt.Errorf("disk full")
	}
	return len(b), nil
}

// TestPrintReportsWriteErrors: a write that fails while a large module streams
// out, in the middle rather than at the last piece, is what Print returns.
func TestPrintReportsWriteErrors(t *testing.T) {
	m, _, err := ParseWithResources(isoContext(t), "big.mlir", []byte(bigFunction(9000, true)))
	if err != nil {
		t.Fatal(err)
	}
	for _, opts := range []PrintOptions{{}, {Generic: true}} {
		if err := Print(&failOnce{n: 3}, m, opts); err == nil || err.Error() != "disk full" {
			t.Errorf("%+v: Print returned %v, want the writer's error", opts, err)
		}
	}
}
