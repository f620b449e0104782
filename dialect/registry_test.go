package dialect

import (
	"github.com/ferry-ir/ferry/mlir"
	"strings"
	"testing"
)

func TestRegisterAllTwiceFails(t *testing.T) {
	ctx := NewContext()
	for _, ns := range []string{"builtin", "llvm", "x86vector", "arm_neon", "amx", "dlti"} {
		if ctx.Dialect(ns) == nil {
			t.Errorf("dialect %q not registered", ns)
		}
	}
	err := RegisterAll(ctx)
	if err == nil || !strings.Contains(err.Error(), "builtin") {
		t.Fatalf("second RegisterAll: have %v, want an error naming the duplicate namespace", err)
	}
}

// Generic input may leave out defaulted inherent attributes; Parse fills them in as
// MLIR does, so the custom form prints as mlir-opt-22 prints it.
func TestParseFillsDefaults(t *testing.T) {
	src := `"llvm.func"() <{function_type = !llvm.func<i32 (i32)>, sym_name = "f"}> ({
^bb0(%arg0: i32):
  %0 = "llvm.fadd"(%arg0, %arg0) : (i32, i32) -> i32
  "llvm.return"(%0) : (i32) -> ()
}) : () -> ()
`
	_, err := Parse(NewContext(), "t.mlir", []byte(src))
	if err == nil || !strings.Contains(err.Error(), "t.mlir:3:") {
		t.Fatalf("fadd on i32 must fail verification at line 3, have %v", err)
	}
	src = strings.Replace(src, `"llvm.fadd"(%arg0, %arg0) : (i32, i32) -> i32`, `"llvm.add"(%arg0, %arg0) : (i32, i32) -> i32`, 1)
	op, err := Parse(NewContext(), "t.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := "module {\n  llvm.func @f(%arg0: i32) -> i32 {\n    %0 = llvm.add %arg0, %arg0 : i32\n    llvm.return %0 : i32\n  }\n}\n"
	if got := mlir.PrintString(op, mlir.PrintOptions{}); got != want && got != want+"\n" {
		t.Fatalf("have:\n%s\nwant:\n%s", got, want)
	}
}

// The parser itself completes ops through OpDef.Create: after mlir.Parse alone
// a generic llvm.add has its default overflowFlags, printed in generic form as
// mlir-opt-22 prints it.
func TestCreateHookFillsDefaults(t *testing.T) {
	src := `"llvm.func"() <{function_type = !llvm.func<i32 (i32)>, sym_name = "f"}> ({
^bb0(%arg0: i32):
  %0 = "llvm.add"(%arg0, %arg0) : (i32, i32) -> i32
  "llvm.return"(%0) : (i32) -> ()
}) : () -> ()
`
	ctx := NewContext()
	op, err := mlir.Parse(ctx, "t.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	got := mlir.PrintString(op, mlir.PrintOptions{Generic: true})
	for _, want := range []string{
		`%0 = "llvm.add"(%arg0, %arg0) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32`,
		`"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}>`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("generic output lacks %q:\n%s", want, got)
		}
	}
}
