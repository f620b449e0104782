package llvm

import (
	"slices"

	"github.com/ferry-ir/ferry/mlir"
)

// isCompatible is IsCompatibleType; visiting holds the identified structs being
// checked, which a recursive reference treats as compatible (as MLIR's visited
// set does).
func isCompatible(t mlir.Type, visiting []*StructType) bool {
	switch t := t.(type) {
	case *PointerType, *SimpleType, *TargetExtType:
		return true
	case *StructType:
		if t.Identified {
			if slices.Contains(visiting, t) {
				return true
			}
			visiting = append(visiting, t)
		}
		for _, e := range t.Body {
			if !isCompatible(e, visiting) {
				return false
			}
		}
		return true
	case *ArrayType:
		return isCompatible(t.Elem, visiting)
	case *FuncType:
		if !isCompatible(t.Result, visiting) {
			return false
		}
		for _, p := range t.Params {
			if !isCompatible(p, visiting) {
				return false
			}
		}
		return true
	case *mlir.IntegerType:
		return t.Signedness == mlir.Signless
	case *mlir.FloatType:
		return isLLVMFloat(t)
	case *mlir.VectorType:
		return len(t.Shape) == 1 && isVectorElement(t.Elem)
	}
	return false
}

// isVectorElement: what an LLVM-compatible vector holds (signless integers,
// LLVM floats, ppc_fp128, pointers).
func isVectorElement(t mlir.Type) bool {
	switch e := t.(type) {
	case *mlir.IntegerType:
		return e.Signedness == mlir.Signless
	case *mlir.FloatType:
		return isLLVMFloat(e)
	case *PointerType:
		return true
	case *SimpleType:
		return e.Kind == "ppc_fp128"
	}
	return false
}

// IsVectorElement: a pointer may be a builtin vector's element
// (VectorElementTypeInterface), and so may ppc_fp128 (a FloatTypeInterface).
func (*PointerType) IsVectorElement() bool { return true }

// IsVectorElement: of the simple types, only ppc_fp128 is a vector element.
func (t *SimpleType) IsVectorElement() bool { return t.Kind == "ppc_fp128" }

// isCompatibleOuter is MLIR's isCompatibleOuterType, the predicate of the "LLVM
// dialect-compatible type" constraint: like IsCompatibleType, without looking
// into the types an LLVM type or a vector holds.
func isCompatibleOuter(t mlir.Type) bool {
	switch t := t.(type) {
	case *PointerType, *SimpleType, *TargetExtType, *StructType, *ArrayType, *FuncType:
		return true
	case *mlir.IntegerType:
		return t.Signedness == mlir.Signless
	case *mlir.FloatType:
		return isLLVMFloat(t)
	case *mlir.VectorType:
		return len(t.Shape) == 1
	}
	return false
}
