package verify

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
	"github.com/ferry-ir/ferry/llvmir"
	"github.com/ferry-ir/ferry/verify/interp"
)

func parse(t testing.TB, src string) *llvmir.Module {
	t.Helper()
	m, err := llvmir.Parse("test.ll", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return m
}

const srcAdd = `define i32 @f(i32 %a, i32 %b) {
  %s = add nsw i32 %a, %b
  ret i32 %s
}
`

func TestRefinesSelf(t *testing.T) {
	a, b := parse(t, srcAdd), parse(t, srcAdd)
	rep, err := Refines(a, b, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if got := rep.String(); got != "equivalent: 1 functions, 64 runs (0 with source UB, 0 inconclusive)\n" {
		t.Fatalf("have %q", got)
	}
}

func TestRefinesDroppedFlag(t *testing.T) {
	// Dropping nsw makes the target more defined: a refinement.
	rep, err := Refines(parse(t, srcAdd), parse(t, strings.Replace(srcAdd, "nsw ", "", 1)), Options{})
	if err != nil || !rep.Equivalent() {
		t.Fatalf("want equivalent, have %v %v", rep, err)
	}
	// Adding nsw is not: the target is poison where the source is not.
	rep, err = Refines(parse(t, strings.Replace(srcAdd, "nsw ", "", 1)), parse(t, srcAdd), Options{})
	if err != nil || rep.Equivalent() {
		t.Fatalf("want a difference, have %v %v", rep, err)
	}
	if rep.Diff.Func != "@f" || rep.Diff.Why != "result" || !strings.HasPrefix(rep.Diff.Target, "returned i32 poison") {
		t.Fatalf("unexpected difference %+v", rep.Diff)
	}
	if rep.Diff.Reproducer != "ferry verify --func=f a.ll b.ll" {
		t.Fatalf("reproducer %q", rep.Diff.Reproducer)
	}
}

func TestRefinesCsmithSelf(t *testing.T) {
	for _, opt := range []string{"-O0", "-O2"} {
		ll := oracle.Csmith(t, 3, opt)
		rep, err := Refines(parse(t, string(ll)), parse(t, string(ll)), Options{Inputs: 8})
		if err != nil {
			t.Fatal(err)
		}
		if !rep.Equivalent() || !rep.Main {
			t.Fatalf("%s: %s", opt, rep)
		}
		t.Logf("%s: %s", opt, rep)
	}
}

// When every run of the source hits a limit, no difference was found but nothing
// was shown either: the report says "inconclusive" with the first run's reason.
// Runs that end count; those that do not are reported among them.
func TestRefinesInconclusive(t *testing.T) {
	loop := "define i32 @f(i32 %x) {\nentry:\n  br label %l\nl:\n  br label %l\n}\n"
	ret0 := "define i32 @f(i32 %x) {\n  ret i32 0\n}\n"
	rep, err := Refines(parse(t, loop), parse(t, ret0), Options{Inputs: 3, Limits: interp.Limits{Steps: 50}})
	if err != nil {
		t.Fatal(err)
	}
	want := "inconclusive: 1 functions, 3 runs (0 with source UB, 3 inconclusive); no run of the source ended within the limits, the first: @f(i32 -1): limit exceeded: step limit of 50 instructions reached in @f at `br (instruction 0 of block %l)`\n"
	if !rep.Equivalent() || rep.Conclusive() || rep.String() != want {
		t.Fatalf("equivalent %v, conclusive %v, report\n%s\nwant\n%s", rep.Equivalent(), rep.Conclusive(), rep, want)
	}

	rep, err = Refines(parse(t, "declare i32 @f(i32)\n"), parse(t, ret0), Options{})
	if err != nil {
		t.Fatal(err)
	}
	want = "inconclusive: 0 functions, 0 runs (0 with source UB, 0 inconclusive); nothing to run: no function defined in both modules with inputs to generate, and no main in both\n"
	if rep.Conclusive() || rep.String() != want {
		t.Fatalf("report\n%s\nwant\n%s", rep, want)
	}

	rep, err = Refines(parse(t, "define i32 @f(i32 %x, ...) {\n  ret i32 0\n}\n"), parse(t, "define i32 @f(i32 %x, ...) {\n  ret i32 0\n}\n"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	want = "inconclusive: 0 functions, 0 runs (0 with source UB, 0 inconclusive), 1 functions skipped; nothing was run, the first skipped: @f: variadic\n"
	if rep.Conclusive() || rep.String() != want {
		t.Fatalf("report\n%s\nwant\n%s", rep, want)
	}
}

// Zero limits take FuncLimits' and MainLimits' values field by field; the output
// limit is the memory limit.
func TestDefaultLimits(t *testing.T) {
	got := orDefault(interp.Limits{Steps: 5}, FuncLimits())
	if want := (interp.Limits{Steps: 5, Memory: 64 << 20, Depth: 10000, Output: 64 << 20}); got != want {
		t.Fatalf("have %+v, want %+v", got, want)
	}
	if want := (interp.Limits{Steps: 4e9, Memory: 256 << 20, Depth: 50000}); MainLimits() != want {
		t.Fatalf("MainLimits() = %+v, want %+v", MainLimits(), want)
	}
}

// A parameter of an aggregate type too large to generate (2^40 lanes from 41 lines)
// is skipped, not expanded.
func TestRefinesHugeParameter(t *testing.T) {
	src := "%t0 = type { i8 }\n"
	for i := range 40 {
		src += fmt.Sprintf("%%t%d = type { %%t%d, %%t%d }\n", i+1, i, i)
	}
	src += "define i32 @f(%t40 %x) {\n  ret i32 0\n}\n"
	rep, err := Refines(parse(t, src), parse(t, src), Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := "inconclusive: 0 functions, 0 runs (0 with source UB, 0 inconclusive), 1 functions skipped; nothing was run, the first skipped: @f: parameter types without a generator\n"
	if rep.String() != want {
		t.Fatalf("report\n%s\nwant\n%s", rep, want)
	}
}
