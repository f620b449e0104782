package mlir

import (
	"fmt"
	"strings"
	"testing"
)

// bigSynthetic is a module of n isolated functions (generic form, unregistered
// ops marked isolated through a registered op def), with location aliases defined
// at the end and distinct attributes, large enough for parallel parsing.
func bigSynthetic(n int) string {
	var b strings.Builder
	b.WriteString("#d = distinct[0]<\"shared\">\n\"builtin.module\"() ({\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, `  "iso.func"() <{sym_name = "f%d"}> ({
  ^bb0(%%arg0: i32, %%arg1: !iso.ptr):
    %%0 = "iso.add"(%%arg0, %%arg0) {d = #d, e = distinct[%d]<%d : i32>} : (i32, i32) -> i32 loc(#loc%d)
    "iso.br"(%%0)[^bb1] : (i32) -> ()
  ^bb1(%%1: i32):  // pred: ^bb0
    %%2 = "iso.const"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    "iso.ret"(%%1) : (i32) -> () loc("f.c":%d:1)
  }) : () -> ()
`, i, i+1, i, i%50, i)
	}
	b.WriteString("}) : () -> ()\n")
	for i := 0; i < 50; i++ {
		fmt.Fprintf(&b, "#loc%d = loc(\"x.c\":%d:2)\n", i, i)
	}
	return b.String()
}

type isoDialect struct{}

func (isoDialect) Namespace() string { return "iso" }
func (isoDialect) Ops() []*OpDef {
	return []*OpDef{{Name: "iso.func", Traits: IsolatedFromAbove | HasProperties, Inherent: []string{"sym_name"}}}
}
func (isoDialect) AllowsUnknownOps() bool { return true }

// TestParallelParseMatchesSequential: the parallel parse of a large module prints
// exactly as the sequential parse does, in every mode.
func TestParallelParseMatchesSequential(t *testing.T) {
	src := []byte(bigSynthetic(12000))
	if len(src) < parallelMinSize {
		t.Fatalf("input too small: %d bytes", len(src))
	}
	newCtx := func() *Context {
		c := NewContext()
		c.AllowUnregistered = true
		if err := c.Register(isoDialect{}); err != nil {
			t.Fatal(err)
		}
		return c
	}
	par, _, err := parseWith(newCtx(), "big.mlir", src, false)
	if err != nil {
		t.Fatal(err)
	}
	seq, _, err := parseWith(newCtx(), "big.mlir", src, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(par.Regions[0].Blocks[0].Ops) != 12000 {
		t.Fatalf("parallel parse has %d ops", len(par.Regions[0].Blocks[0].Ops))
	}
	for _, opts := range []PrintOptions{{}, {Generic: true}, {DebugInfo: true}} {
		a, b := PrintString(par, opts), PrintString(seq, opts)
		if a != b {
			t.Fatalf("parallel and sequential parses print differently (%+v)", opts)
		}
	}
	if err := Verify(par); err != nil {
		t.Fatal(err)
	}
	// An error in one chunk is reported as a sequential parse reports it.
	bad := strings.Replace(string(src), `"iso.ret"(%1)`, `"iso.ret"(%9)`, 1)
	_, _, perr := parseWith(newCtx(), "big.mlir", []byte(bad), false)
	if perr == nil {
		_, _, perr = ParseWithResources(newCtx(), "big.mlir", []byte(bad))
	}
	_, _, serr := parseWith(newCtx(), "big.mlir", []byte(bad), true)
	if perr == nil || serr == nil {
		t.Fatalf("bad input accepted: %v %v", perr, serr)
	}
	_, _, full := ParseWithResources(newCtx(), "big.mlir", []byte(bad))
	if full.Error() != serr.Error() {
		t.Fatalf("error differs:\nparallel %v\nsequential %v", full, serr)
	}
}

// TestParallelParseUnevenOps: a huge op followed by small ones (chunks by size
// must still take every op).
func TestParallelParseUnevenOps(t *testing.T) {
	var b strings.Builder
	b.WriteString("\"builtin.module\"() ({\n  \"iso.func\"() <{sym_name = \"big\"}> ({\n")
	for i := 0; i < 40000; i++ {
		fmt.Fprintf(&b, "    %%%d = \"iso.c\"() {v = %d : i64} : () -> i64\n", i, i)
	}
	b.WriteString("    \"iso.ret\"() : () -> ()\n  }) : () -> ()\n")
	for i := 0; i < 100; i++ {
		fmt.Fprintf(&b, "  \"iso.func\"() <{sym_name = \"s%d\"}> ({\n    \"iso.ret\"() : () -> ()\n  }) : () -> ()\n", i)
	}
	b.WriteString("}) : () -> ()\n")
	src := []byte(b.String())
	if len(src) < parallelMinSize {
		t.Fatalf("input too small: %d", len(src))
	}
	c := NewContext()
	c.AllowUnregistered = true
	if err := c.Register(isoDialect{}); err != nil {
		t.Fatal(err)
	}
	m, _, err := parseWith(c, "u.mlir", src, false)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(m.Regions[0].Blocks[0].Ops); n != 101 {
		t.Fatalf("have %d top-level ops, want 101", n)
	}
}

func BenchmarkParseSequential(b *testing.B) {
	src := []byte(bigSynthetic(20000))
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		c := NewContext()
		c.AllowUnregistered = true
		c.Register(isoDialect{})
		if _, _, err := parseWith(c, "big.mlir", src, true); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseParallel(b *testing.B) {
	src := []byte(bigSynthetic(20000))
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		c := NewContext()
		c.AllowUnregistered = true
		c.Register(isoDialect{})
		if _, _, err := parseWith(c, "big.mlir", src, false); err != nil {
			b.Fatal(err)
		}
	}
}
