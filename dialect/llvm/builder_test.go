package llvm

import (
	"testing"

	"github.com/ferry-ir/ferry/mlir"
)

// TestBuild builds a function with Build and checks that it prints as the
// parser's reading of the same text does.
func TestBuild(t *testing.T) {
	ctx := newContext(t)
	i32 := ctx.IntegerType(32, mlir.Signless)
	linkage, err := EnumAttr(ctx, "linkage", "internal")
	if err != nil {
		t.Fatal(err)
	}
	fst, err := Build(ctx, "llvm.func", nil, nil, nil, []mlir.NamedAttr{
		{Name: "sym_name", Value: ctx.String("f")},
		{Name: "function_type", Value: ctx.TypeAttr(Func(ctx, i32, []mlir.Type{i32}, false))},
		{Name: "linkage", Value: linkage},
		// The custom parser records unnamed_addr = 0 explicitly, as MLIR's does.
		{Name: "unnamed_addr", Value: ctx.IntegerAttr(ctx.IntegerType(64, mlir.Signless), 0)},
	})
	if err != nil {
		t.Fatal(err)
	}
	fn := mlir.NewOperation(fst)
	entry := fn.Regions[0].AddBlock()
	a := entry.AddArgument(i32, ctx.UnknownLoc())
	add, err := Build(ctx, "llvm.add", Operands{"lhs": {a}, "rhs": {a}}, nil, []mlir.Type{i32},
		[]mlir.NamedAttr{{Name: "overflowFlags", Value: ctx.IntegerAttr(i32, 1)}})
	if err != nil {
		t.Fatal(err)
	}
	addOp := mlir.NewOperation(add)
	entry.Append(addOp)
	ret, err := Build(ctx, "llvm.return", Operands{"arg": {addOp.Results[0]}}, nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	entry.Append(mlir.NewOperation(ret))
	src := "llvm.func internal @f(%arg0: i32) -> i32 {\n  %0 = llvm.add %arg0, %arg0 overflow<nsw> : i32\n  llvm.return %0 : i32\n}\n"
	m, err := mlir.Parse(ctx, "want.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	parsed := m.Regions[0].Blocks[0].Ops[0]
	want := mlir.PrintString(parsed, mlir.PrintOptions{Context: ctx, Generic: true})
	have := mlir.PrintString(fn, mlir.PrintOptions{Context: ctx, Generic: true})
	if !same(have, want) {
		t.Errorf("built op prints\n%s\nparsed op prints\n%s", have, want)
	}
	if _, err := Build(ctx, "llvm.add", Operands{"lhs": {a}}, nil, nil, nil); err == nil {
		t.Error("Build accepted llvm.add without rhs")
	}
	if _, err := EnumAttr(ctx, "linkage", "nope"); err == nil {
		t.Error("EnumAttr accepted an unknown linkage")
	}
}
