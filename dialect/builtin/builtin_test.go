package builtin_test

import (
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/dialect/builtin"
	"github.com/ferry-ir/ferry/mlir"
)

func ctx(t *testing.T) *mlir.Context {
	c := mlir.NewContext()
	c.AllowUnregistered = true
	if err := builtin.Register(c); err != nil {
		t.Fatal(err)
	}
	return c
}

// Expected texts are mlir-opt-22's output for the same inputs.
func TestModuleForms(t *testing.T) {
	for _, c := range []struct{ in, custom, generic string }{
		{`module {}`, "module {\n}\n\n", "\"builtin.module\"() ({\n^bb0:\n}) : () -> ()\n\n"},
		{`module @m attributes {a.b = 1} { "foo.x"() : () -> () }`,
			"module @m attributes {a.b = 1 : i64} {\n  \"foo.x\"() : () -> ()\n}\n\n",
			"\"builtin.module\"() <{sym_name = \"m\"}> ({\n  \"foo.x\"() : () -> ()\n}) {a.b = 1 : i64} : () -> ()\n\n"},
		{`%0 = "foo.x"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to i64`,
			"module {\n  %0 = \"foo.x\"() : () -> i32\n  %1 = unrealized_conversion_cast %0 : i32 to i64\n}\n\n",
			"\"builtin.module\"() ({\n  %0 = \"foo.x\"() : () -> i32\n  %1 = \"builtin.unrealized_conversion_cast\"(%0) : (i32) -> i64\n}) : () -> ()\n\n"},
	} {
		m, err := mlir.Parse(ctx(t), "m.mlir", []byte(c.in))
		if err == nil {
			err = mlir.Verify(m)
		}
		if err != nil {
			t.Fatalf("%s: %s", c.in, diag.Render(err))
		}
		if got := mlir.PrintString(m, mlir.PrintOptions{}); got != c.custom {
			t.Errorf("custom:\nhave %q\nwant %q", got, c.custom)
		}
		if got := mlir.PrintString(m, mlir.PrintOptions{Generic: true}); got != c.generic {
			t.Errorf("generic:\nhave %q\nwant %q", got, c.generic)
		}
	}
}

func TestModuleVerifier(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`module attributes {bad = 1} {}`, "m.mlir:1:1: error: 'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'bad'"},
		{`"builtin.module"() ({}) : () -> ()`, "m.mlir:1:1: error: 'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks"},
		{`%0 = builtin.unrealized_conversion_cast to i32
"builtin.unrealized_conversion_cast"(%0) : (i32) -> ()`, "m.mlir:2:1: error: 'builtin.unrealized_conversion_cast' op expected at least one result for cast operation"},
	} {
		m, err := mlir.Parse(ctx(t), "m.mlir", []byte(c.in))
		if err != nil {
			t.Fatalf("%s: %s", c.in, diag.Render(err))
		}
		err = mlir.Verify(m)
		if err == nil {
			t.Errorf("%s: accepted", c.in)
			continue
		}
		if got := strings.SplitN(diag.Render(err), "\n", 2)[0]; got != c.want {
			t.Errorf("have %s\nwant %s", got, c.want)
		}
	}
}
