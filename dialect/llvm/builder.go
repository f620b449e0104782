package llvm

import (
	"fmt"

	"github.com/ferry-ir/ferry/mlir"
)

// Operands groups the operands of an op by the names of its table row, for
// Build: single and optional slots take zero or one value, variadic slots any
// number; Groups holds VariadicOfVariadic slots (call's op_bundle_operands).
type Operands map[string][]*mlir.Value

// Build returns the state of the LLVM dialect op name (or an op of a
// FormatDialect) with operands given per slot, result types and inherent
// attributes: it orders the operands as the row declares them, adds
// operandSegmentSizes and group sizes where the op has them, and fills defaulted
// attributes, so that the importer and tests build ops exactly as the parser does.
//
//	st, err := llvm.Build(ctx, "llvm.add", llvm.Operands{"lhs": {a}, "rhs": {b}}, nil, []mlir.Type{i32}, nil)
//	op := mlir.NewOperation(st)
func Build(ctx *mlir.Context, name string, operands Operands, groups map[string][][]*mlir.Value, results []mlir.Type, props []mlir.NamedAttr) (*mlir.OperationState, error) {
	s := Spec(name)
	if s == nil {
		return nil, fmt.Errorf("llvm: unknown op %s", name)
	}
	st := &mlir.OperationState{Name: name, Types: results, Offset: -1}
	for _, p := range props {
		st.Props = setNamed(st.Props, p.Name, p.Value)
	}
	i32 := ctx.IntegerType(32, mlir.Signless)
	var segs []mlir.Attribute
	known := map[string]bool{}
	for _, vs := range s.Operands {
		known[vs.Name] = true
		if vs.Arity == VariadicOfVariadic {
			var sizes []mlir.Attribute
			n := 0
			for _, g := range groups[vs.Name] {
				st.Operands = append(st.Operands, g...)
				sizes = append(sizes, ctx.IntegerAttr(i32, int64(len(g))))
				n += len(g)
			}
			st.Props = setNamed(st.Props, vs.Segments, ctx.InternAttr(&mlir.DenseArrayAttr{Elem: i32, Elems: sizes}))
			segs = append(segs, ctx.IntegerAttr(i32, int64(n)))
			continue
		}
		vals := operands[vs.Name]
		switch {
		case vs.Arity == Single && len(vals) != 1:
			return nil, fmt.Errorf("llvm: %s: operand %s takes one value, have %d", name, vs.Name, len(vals))
		case vs.Arity == Optional && len(vals) > 1:
			return nil, fmt.Errorf("llvm: %s: operand %s takes at most one value, have %d", name, vs.Name, len(vals))
		}
		st.Operands = append(st.Operands, vals...)
		segs = append(segs, ctx.IntegerAttr(i32, int64(len(vals))))
	}
	for n := range operands {
		if !known[n] {
			return nil, fmt.Errorf("llvm: %s has no operand %s", name, n)
		}
	}
	if s.sized[0] {
		st.Props = setNamed(st.Props, "operandSegmentSizes", ctx.InternAttr(&mlir.DenseArrayAttr{Elem: i32, Elems: segs}))
	}
	for _, r := range s.Regions {
		if r.Arity == Single {
			st.AddRegion()
		}
	}
	populateDefaults(ctx, s, st)
	return st, nil
}

// EnumAttr returns the #llvm attribute that wraps an enum, by mnemonic and case
// string: EnumAttr(ctx, "linkage", "internal") is #llvm.linkage<internal>.
func EnumAttr(ctx *mlir.Context, mnemonic, value string) (*Attr, error) {
	def := attrDefIndex[mnemonic]
	if def == nil || len(def.Params) != 1 {
		return nil, fmt.Errorf("llvm: #llvm.%s does not wrap an enum", mnemonic)
	}
	k, e, _ := classify(&def.Params[0])
	if (k != pkEnum && k != pkEnumParam) || e == nil {
		return nil, fmt.Errorf("llvm: #llvm.%s does not wrap an enum", mnemonic)
	}
	v, ok := e.SymbolizeFlags(value)
	if !e.Bit {
		v, ok = e.Symbolize(value)
	}
	if !ok {
		return nil, fmt.Errorf("llvm: %q is not a case of %s", value, e.Class)
	}
	return NewAttr(ctx, mnemonic, v), nil
}
