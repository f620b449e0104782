package llvm

import (
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
	"github.com/ferry-ir/ferry/mlir"
)

func TestLegacyTypedPointers(t *testing.T) {
	src := "llvm.func @legacy(!llvm.ptr<i32>, !llvm.ptr<i8, 1>, !llvm.ptr<ptr<f32>>, !llvm.struct<(ptr<i8>, i32)>)\n"
	ctx := newContext(t)
	m, err := mlir.Parse(ctx, "legacy.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	have := mlir.PrintString(m, mlir.PrintOptions{Context: ctx})
	want := "module {\n  llvm.func @legacy(!llvm.ptr, !llvm.ptr<1>, !llvm.ptr, !llvm.struct<(ptr, i32)>)\n}\n"
	if !same(have, want) {
		t.Errorf("have\n%s\nwant\n%s", have, want)
	}
	if opt := oracle.Find("mlir-opt"); opt != "" {
		out, err := oracle.RunPath(opt, []byte(have))
		if err != nil || !same(string(out), want) {
			t.Errorf("mlir-opt-22 does not print the upgraded module back unchanged: %v\n%s", err, out)
		}
	}
}

// The 2020 LLVM dialect spellings are errors that name the modern spelling.
func TestLegacySyntaxErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"llvm.func @f(!llvm.i32)", "x.mlir:1:14: error: !llvm.i32 is the 2020 LLVM dialect spelling; MLIR 22 writes the builtin type i32"},
		{"llvm.func @f(!llvm.float)", "x.mlir:1:14: error: !llvm.float is the 2020 LLVM dialect spelling; MLIR 22 writes f32"},
		{`llvm.func @f(!llvm<"float*">)`, `error: the 2020 LLVM dialect type syntax !llvm<"float*"> is not supported; write the type in MLIR 22 syntax (opaque pointers are !llvm.ptr`},
		{`llvm.func @f(!llvm.struct<"S">)`, ""},
	} {
		ctx := newContext(t)
		_, err := mlir.Parse(ctx, "x.mlir", []byte(c.src))
		if c.want == "" {
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: have %v, want %q", c.src, err, c.want)
		}
	}
}
