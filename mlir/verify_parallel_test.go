package mlir

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// pvDialect has a function op, an op whose verifier rejects a `bad` attribute,
// a branch and a return.
type pvDialect struct{}

func (pvDialect) Namespace() string { return "pv" }
func (pvDialect) Ops() []*OpDef {
	return []*OpDef{
		{Name: "pv.func", Traits: IsolatedFromAbove, Print: func(p *OpAsmPrinter, op *Operation) {
			p.Write(" ")
			p.PrintRegion(op.Regions[0], true, true, false, "")
		}},
		{Name: "pv.add", Verify: func(op *Operation) error {
			if op.Attr("bad") != nil {
				return errors.New("has a bad attribute")
			}
			return nil
		}},
		{Name: "pv.br", Traits: Terminator},
		{Name: "pv.ret", Traits: Terminator},
	}
}

// chainFunction is one pv.func of n blocks, each adding to the previous block's
// value and branching to the next.
func chainFunction(n int) string {
	var b strings.Builder
	b.WriteString("\"builtin.module\"() ({\n  \"pv.func\"() ({\n  ^bb0(%arg0: i32):\n    %v0 = \"pv.add\"(%arg0, %arg0) : (i32, i32) -> i32\n    \"pv.br\"()[^bb1] : () -> ()\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "  ^bb%d:\n    %%v%d = \"pv.add\"(%%v%d, %%arg0) : (i32, i32) -> i32\n", i, i, i-1)
		if i == n-1 {
			fmt.Fprintf(&b, "    \"pv.ret\"(%%v%d) : (i32) -> ()\n", i)
		} else {
			fmt.Fprintf(&b, "    \"pv.br\"()[^bb%d] : () -> ()\n", i+1)
		}
	}
	b.WriteString("  }) : () -> ()\n}) : () -> ()\n")
	return b.String()
}

// verifyWith parses src and verifies it with GOMAXPROCS set to procs.
func verifyWith(t *testing.T, src string, procs int) error {
	t.Helper()
	m := parsePV(t, "chain.mlir", src)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
	return Verify(m)
}

// parsePV parses src with the pv dialect registered.
func parsePV(t *testing.T, name, src string) *Operation {
	t.Helper()
	ctx := NewContext()
	ctx.AllowUnregistered = true // builtin.module
	if err := ctx.Register(pvDialect{}); err != nil {
		t.Fatal(err)
	}
	m, err := Parse(ctx, name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestParallelVerifyMatchesSequential: a large region verified in parallel passes
// when the sequential verifier does, and otherwise fails with exactly the
// sequential verifier's diagnostic (the first error in op order).
func TestParallelVerifyMatchesSequential(t *testing.T) {
	const n = 5000
	src := chainFunction(n)
	before := parallelVerifies.Load()
	if err := verifyWith(t, src, 4); err != nil {
		t.Fatal(err)
	}
	if parallelVerifies.Load() == before {
		t.Fatal("the region was not verified in parallel")
	}
	for _, tc := range []struct {
		name string
		muts [][2]string
	}{
		{"hook error", [][2]string{{`%v3000 = "pv.add"(%v2999, %arg0)`, `%v3000 = "pv.add"(%v2999, %arg0) {bad}`}}},
		{"first of two hook errors", [][2]string{
			{`%v4000 = "pv.add"(%v3999, %arg0)`, `%v4000 = "pv.add"(%v3999, %arg0) {bad}`},
			{`%v1000 = "pv.add"(%v999, %arg0)`, `%v1000 = "pv.add"(%v999, %arg0) {bad}`}}},
		{"dominance", [][2]string{{`%v2000 = "pv.add"(%v1999, %arg0)`, `%v2000 = "pv.add"(%v3999, %arg0)`}}},
		{"dominance before a hook error", [][2]string{
			{`%v1000 = "pv.add"(%v999, %arg0)`, `%v1000 = "pv.add"(%v999, %arg0) {bad}`},
			{`%v4000 = "pv.add"(%v3999, %arg0)`, `%v4000 = "pv.add"(%v4500, %arg0)`}}},
		{"terminator in the middle", [][2]string{{"    \"pv.br\"()[^bb2501] : () -> ()\n", "    \"pv.br\"()[^bb2501] : () -> ()\n    %w = \"pv.add\"(%arg0, %arg0) : (i32, i32) -> i32\n"}}},
	} {
		bad := src
		for _, m := range tc.muts {
			if !strings.Contains(bad, m[0]) {
				t.Fatalf("%s: mutation %q does not apply", tc.name, m[0])
			}
			bad = strings.Replace(bad, m[0], m[1], 1)
		}
		par, seq := verifyWith(t, bad, 4), verifyWith(t, bad, 1)
		if par == nil || seq == nil {
			t.Fatalf("%s: parallel error %v, sequential error %v", tc.name, par, seq)
		}
		t.Logf("%s: %v", tc.name, strings.SplitN(seq.Error(), "\n", 2)[0])
		if par.Error() != seq.Error() {
			t.Errorf("%s: parallel error\n%v\nsequential error\n%v", tc.name, par, seq)
		}
	}
}

// TestParallelAliasCollectionMatchesSequential: the aliases of a large region
// whose values first appear after the warm-up (affine maps, locations, distinct
// attributes, an alias used inside another) print exactly as with one core.
func TestParallelAliasCollectionMatchesSequential(t *testing.T) {
	src := chainFunction(5000)
	for i := 3000; i < 5000; i += 7 {
		old := fmt.Sprintf(`%%v%d = "pv.add"(%%v%d, %%arg0) : (i32, i32) -> i32`, i, i-1)
		attr := fmt.Sprintf(`{m = affine_map<(d0) -> (d0 + %d)>, n = [affine_map<(d0) -> (d0 * %d)>, distinct[%d]<%d : i32>]}`, i%13, i%5+2, i%9, i%3)
		if i%3 == 0 {
			attr = fmt.Sprintf(`{s = [affine_map<(d0) -> (d0 + %d)>]}`, i%4)
		}
		neu := fmt.Sprintf(`%%v%d = "pv.add"(%%v%d, %%arg0) %s : (i32, i32) -> i32 loc("f%d.c":%d:1)`, i, i-1, attr, i%4, i%11)
		if !strings.Contains(src, old) {
			t.Fatalf("op %d not found", i)
		}
		src = strings.Replace(src, old, neu, 1)
	}
	ctx := NewContext()
	ctx.AllowUnregistered = true
	if err := ctx.Register(pvDialect{}); err != nil {
		t.Fatal(err)
	}
	m, err := Parse(ctx, "chain.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	before := parallelCollections.Load()
	for _, opts := range []PrintOptions{{}, {DebugInfo: true}, {Generic: true}} {
		prev := runtime.GOMAXPROCS(1)
		seq := PrintString(m, opts)
		runtime.GOMAXPROCS(4)
		par := PrintString(m, opts)
		runtime.GOMAXPROCS(prev)
		if !strings.Contains(seq, "#map3 = ") {
			t.Fatalf("%+v: no aliases printed:\n%.300s", opts, seq)
		}
		if par != seq {
			t.Errorf("%+v: parallel alias collection prints differently", opts)
		}
	}
	if parallelCollections.Load() == before {
		t.Fatal("the aliases were not collected in parallel")
	}
}

// TestParallelVerifyOfManyFunctions: a module of many small functions is
// verified one function per task; errors are the sequential verifier's.
func TestParallelVerifyOfManyFunctions(t *testing.T) {
	var b strings.Builder
	b.WriteString("\"builtin.module\"() ({\n")
	for f := 0; f < 40; f++ {
		fn := chainFunction(20)
		fn = fn[strings.Index(fn, "  \"pv.func\""):strings.LastIndex(fn, "}) : () -> ()\n")]
		b.WriteString(strings.ReplaceAll(fn, "%v", fmt.Sprintf("%%f%dv", f)))
	}
	b.WriteString("}) : () -> ()\n")
	src := b.String()
	before := parallelVerifies.Load()
	if err := verifyWith(t, src, 4); err != nil {
		t.Fatal(err)
	}
	if parallelVerifies.Load() == before {
		t.Fatal("the functions were not verified in parallel")
	}
	bad := strings.Replace(src, `%f30v5 = "pv.add"(%f30v4, %arg0)`, `%f30v5 = "pv.add"(%f30v4, %arg0) {bad}`, 1)
	bad = strings.Replace(bad, `%f12v7 = "pv.add"(%f12v6, %arg0)`, `%f12v7 = "pv.add"(%f12v9, %arg0)`, 1)
	if bad == src {
		t.Fatal("the mutations did not apply")
	}
	par, seq := verifyWith(t, bad, 4), verifyWith(t, bad, 1)
	if par == nil || seq == nil || par.Error() != seq.Error() || !strings.Contains(seq.Error(), "does not dominate") {
		t.Errorf("parallel error\n%v\nsequential error\n%v", par, seq)
	}
}
