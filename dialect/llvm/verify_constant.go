package llvm

import (
	"fmt"

	"github.com/ferry-ir/ferry/mlir"
)

// llvm.mlir.constant's value against its result type, as mlir-opt-22 checks it
// (each rule and message read off its behaviour, corpus/cases/mlir/constant.mlir):
//
//   - a string needs an array of as many i8;
//   - a struct type needs an array attribute of as many integers and floats,
//     each of the element's type (signless integers, index, builtin floats);
//   - a target extension type has no constant;
//   - an integer needs an integer type (of any width);
//   - a float needs a float type of its semantics, or an integer of its width
//     (another type is not checked);
//   - elements (dense, dense string, dense resource, sparse) need a splat for a
//     type that holds a scalable vector, else a vector or (nested) array of as
//     many scalars, and element types that agree (float semantics, integers);
//   - an array attribute needs an array type whose nesting it follows, dimension
//     by dimension (array attributes, zero, undef), down to structs (array
//     attributes of the struct's size, zero, undef). Arrays of pointers have no
//     array attribute in MLIR 22.

func verifyConstant(op *mlir.Operation, v *opView) error {
	val := op.Attr("value")
	rt := op.Results[0].Type
	if s, ok := val.(*mlir.StringAttr); ok {
		if at, ok := rt.(*ArrayType); !ok || at.Len != uint64(len(s.Value)) || !isIntOfWidth(at.Elem, 8) {
			return fmt.Errorf("expected array type of %d i8 elements for the string constant", len(s.Value))
		}
		return nil
	}
	if st, ok := rt.(*StructType); ok {
		return verifyStructConstant(val, st)
	}
	if _, ok := rt.(*TargetExtType); ok {
		return mlirMessage("does not support target extension type.") // MLIR's full stop
	}
	switch a := val.(type) {
	case *mlir.IntegerAttr:
		if _, ok := rt.(*mlir.IntegerType); !ok {
			return fmt.Errorf("expected integer type")
		}
	case *mlir.FloatAttr:
		return verifyFloatSemantics(a.Type, rt)
	case *mlir.DenseElementsAttr, *mlir.DenseStringElementsAttr, *mlir.DenseResourceAttr, *mlir.SparseElementsAttr:
		return verifyElementsConstant(val, rt)
	case *mlir.ArrayAttr:
		at, ok := rt.(*ArrayType)
		if !ok {
			return fmt.Errorf("expected array or struct type for array attribute")
		}
		return verifyArrayConstant(a, at, 0)
	default:
		return fmt.Errorf("only supports integer, float, string or elements attributes")
	}
	return nil
}

func isIntOfWidth(t mlir.Type, w int) bool {
	it, ok := t.(*mlir.IntegerType)
	return ok && it.Width == w
}

// verifyFloatSemantics checks a float of type ft against the type t it
// initializes: a float type of the same semantics, or an integer of its width.
// (MLIR 22's !llvm.ppc_fp128 is a float type of its own semantics.)
func verifyFloatSemantics(ft *mlir.FloatType, t mlir.Type) error {
	switch t := t.(type) {
	case *mlir.FloatType:
		if t.Kind != ft.Kind {
			return fmt.Errorf("attribute and type have different float semantics")
		}
	case *SimpleType:
		if t.Kind == "ppc_fp128" {
			return fmt.Errorf("attribute and type have different float semantics")
		}
	case *mlir.IntegerType:
		if w := ft.Kind.Width(); t.Width != w {
			return fmt.Errorf("expected integer type of width %d", w)
		}
	}
	return nil
}

func verifyStructConstant(val mlir.Attribute, st *StructType) error {
	arr, ok := val.(*mlir.ArrayAttr)
	if !ok {
		return fmt.Errorf("expected array attribute for struct type")
	}
	if len(arr.Elems) != len(st.Body) {
		return fmt.Errorf("expected array attribute of size %d", len(st.Body))
	}
	for i, e := range arr.Elems {
		t := st.Body[i]
		if !isSignlessIntOrIndexOrFloat(t) {
			return fmt.Errorf("expected struct element types to be floating point type or integer type")
		}
		var et mlir.Type
		switch e := e.(type) {
		case *mlir.IntegerAttr:
			et = e.Type
		case *mlir.FloatAttr:
			et = e.Type
		default:
			return fmt.Errorf("expected element of array attribute to be floating point or integer")
		}
		if et != t {
			return fmt.Errorf("struct element at index %d is of wrong type", i)
		}
	}
	return nil
}

// isSignlessIntOrIndexOrFloat is MLIR's Type::isSignlessIntOrIndexOrFloat, with
// !llvm.ppc_fp128 among the floats.
func isSignlessIntOrIndexOrFloat(t mlir.Type) bool {
	switch t := t.(type) {
	case *mlir.IntegerType:
		return t.Signedness == mlir.Signless
	case *mlir.IndexType, *mlir.FloatType:
		return true
	case *SimpleType:
		return t.Kind == "ppc_fp128"
	}
	return false
}

// verifyElementsConstant checks an elements attribute against the result type.
func verifyElementsConstant(val mlir.Attribute, rt mlir.Type) error {
	if hasScalableVector(rt) {
		// The number of elements is unknown: only a splat will do.
		if d, ok := val.(*mlir.DenseElementsAttr); !ok || !d.Splat {
			if s, ok := val.(*mlir.DenseStringElementsAttr); !ok || !s.Splat {
				return fmt.Errorf("scalable vector type requires a splat attribute")
			}
		}
		return nil
	}
	switch rt.(type) {
	case *mlir.VectorType, *ArrayType:
	default:
		return fmt.Errorf("expected vector or array type")
	}
	if want, have := scalarCount(rt), elementsCount(val); want != have {
		return fmt.Errorf("type and attribute have a different number of elements: %d vs. %d", want, have)
	}
	resElem := rt
	for {
		at, ok := resElem.(*ArrayType)
		if !ok {
			break
		}
		resElem = at.Elem
	}
	if vt, ok := resElem.(*mlir.VectorType); ok {
		resElem = vt.Elem
	}
	et := ElementsType(val)
	if et == nil {
		return nil
	}
	switch ae := et.ElementType().(type) {
	case *mlir.FloatType:
		return verifyFloatSemantics(ae, resElem)
	case *mlir.IntegerType:
		if _, ok := resElem.(*mlir.IntegerType); !ok {
			return fmt.Errorf("expected integer element type for integer elements attribute")
		}
	}
	return nil
}

// hasScalableVector reports whether t is a scalable vector, or an array (of
// arrays) of one.
func hasScalableVector(t mlir.Type) bool {
	for {
		switch tt := t.(type) {
		case *ArrayType:
			t = tt.Elem
		case *mlir.VectorType:
			for _, s := range tt.Scalable {
				if s {
					return true
				}
			}
			return false
		default:
			return false
		}
	}
}

// scalarCount is the number of scalars of a vector or of a (nested) array of
// vectors and scalars.
func scalarCount(t mlir.Type) int64 {
	switch t := t.(type) {
	case *mlir.VectorType:
		return mlir.NumElements(t.Shape)
	case *ArrayType:
		return int64(t.Len) * scalarCount(t.Elem)
	}
	return 1
}

// elementsCount is the number of elements of an elements attribute.
func elementsCount(a mlir.Attribute) int64 {
	st := ElementsType(a)
	if st == nil {
		return 0
	}
	dims, _ := st.Dims()
	return mlir.NumElements(dims)
}

// verifyArrayConstant checks an array attribute against the array type at of
// nesting depth dim: sub-arrays, then structs at the bottom.
func verifyArrayConstant(arr *mlir.ArrayAttr, at *ArrayType, dim int) error {
	if uint64(len(arr.Elems)) != at.Len {
		return fmt.Errorf("array attribute size does not match array type size in dimension %d: %d vs. %d", dim, len(arr.Elems), at.Len)
	}
	var what string
	var check func(i int, sub *mlir.ArrayAttr) error
	switch et := at.Elem.(type) {
	case *ArrayType:
		what = fmt.Sprintf("sub-array in dimension %d", dim)
		check = func(_ int, sub *mlir.ArrayAttr) error { return verifyArrayConstant(sub, et, dim+1) }
	case *StructType:
		what = "struct element"
		check = func(i int, sub *mlir.ArrayAttr) error {
			if len(sub.Elems) != len(et.Body) {
				return fmt.Errorf("nested array attribute size for struct element at index %d must match struct size: %d vs. %d", i, len(sub.Elems), len(et.Body))
			}
			return nil
		}
	default:
		return fmt.Errorf("for array with an array attribute must have a struct element type")
	}
	// Each element is a nested array attribute, or zero or undef for a whole one.
	for i, e := range arr.Elems {
		if isZeroOrUndef(e) {
			continue
		}
		sub, ok := e.(*mlir.ArrayAttr)
		if !ok {
			return fmt.Errorf("nested attribute for %s at index %d must be a zero, or undef, or array attribute", what, i)
		}
		if err := check(i, sub); err != nil {
			return err
		}
	}
	return nil
}

// isZeroOrUndef reports whether a is #llvm.zero or #llvm.undef.
func isZeroOrUndef(a mlir.Attribute) bool {
	la, ok := a.(*Attr)
	return ok && (la.Def.Mnemonic == "zero" || la.Def.Mnemonic == "undef")
}
