package verify

import (
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
	"github.com/ferry-ir/ferry/llvmir"
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
