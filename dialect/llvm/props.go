package llvm

import (
	"fmt"
	"strings"

	"github.com/ferry-ir/ferry/mlir"
)

// convertProps refuses the properties `<{...}>` of st that MLIR cannot convert
// to the op's property storage, with its message: "invalid properties {...} for
// op llvm.load: Invalid attribute `alignment` in property conversion: "x"". An
// attribute of the right storage class but the wrong constraint (an i32 where an
// i64 is required) passes here and fails verification, as in MLIR. Properties
// are checked in the order of their names.
func convertProps(ctx *mlir.Context, s *OpSpec, st *mlir.OperationState) error {
	if len(st.Props) == 0 {
		return nil
	}
	// In the order of the property names (st.Props is sorted), as MLIR's
	// generated setPropertiesFromAttr converts them.
	for _, n := range st.Props {
		as := s.attrSpec(n.Name)
		if as == nil {
			continue
		}
		if msg := propConversionError(as, n.Value); msg != "" {
			return fmt.Errorf("invalid properties %s for op %s: %s", ctx.Dictionary(st.Props), s.Name, msg)
		}
	}
	return nil
}

// propConversionError is MLIR's complaint about a as the storage of as, or "".
func propConversionError(as *AttrSpec, a mlir.Attribute) string {
	if as.Prop {
		if _, ok := a.(*mlir.IntegerAttr); ok {
			return ""
		}
		switch as.Def {
		case "LLVM_IntegerOverflowFlagsProp":
			if _, ok := a.(*Attr); ok {
				return ""
			}
			return "expected ::mlir::LLVM::IntegerOverflowFlagsAttr or IntegerAttr storage for ::mlir::LLVM::IntegerOverflowFlags"
		}
		return "expected IntegerAttr storage for " + as.Storage
	}
	if propConverts(as, a) {
		return ""
	}
	return fmt.Sprintf("Invalid attribute `%s` in property conversion: %s", as.Name, a)
}

// isOfClass reports whether a is an attribute of the builtin storage class cls
// ("StringAttr", "FlatSymbolRefAttr", "DenseI32ArrayAttr", ...); known is false
// for the classes it does not cover (BoolAttr, enums, dialect classes), whose
// checks differ between property conversion and verification.
func isOfClass(a mlir.Attribute, cls string) (is, known bool) {
	switch cls {
	case "IntegerAttr":
		_, is = a.(*mlir.IntegerAttr)
	case "FloatAttr":
		_, is = a.(*mlir.FloatAttr)
	case "StringAttr":
		_, is = a.(*mlir.StringAttr)
	case "UnitAttr":
		_, is = a.(*mlir.UnitAttr)
	case "ArrayAttr":
		_, is = a.(*mlir.ArrayAttr)
	case "TypeAttr":
		_, is = a.(*mlir.TypeAttr)
	case "DictionaryAttr":
		_, is = a.(*mlir.DictionaryAttr)
	case "SymbolRefAttr":
		_, is = a.(*mlir.SymbolRefAttr)
	case "FlatSymbolRefAttr":
		sr, isRef := a.(*mlir.SymbolRefAttr)
		is = isRef && len(sr.Nested) == 0
	case "DenseIntElementsAttr":
		// A dense elements attribute of integers or indices (not a
		// dense_resource, not an array).
		if d, isDense := a.(*mlir.DenseElementsAttr); isDense {
			switch d.Type.ElementType().(type) {
			case *mlir.IntegerType, *mlir.IndexType:
				is = true
			}
		}
	case "DenseI32ArrayAttr", "DenseI64ArrayAttr":
		if d, isArr := a.(*mlir.DenseArrayAttr); isArr {
			it, _ := d.Elem.(*mlir.IntegerType)
			is = it != nil && (cls == "DenseI32ArrayAttr" && it.Width == 32 || cls == "DenseI64ArrayAttr" && it.Width == 64)
		}
	default:
		return false, false
	}
	return is, true
}

// propConverts reports whether a is of the storage class of as (MLIR's
// classof of the C++ storage type).
func propConverts(as *AttrSpec, a mlir.Attribute) bool {
	ok := true
	cls := stripNS(as.Storage)
	if is, known := isOfClass(a, cls); known {
		return is
	}
	switch cls {
	case "BoolAttr":
		ok = false
		if ia, isInt := a.(*mlir.IntegerAttr); isInt {
			it, _ := ia.Type.(*mlir.IntegerType)
			ok = it != nil && it.Width == 1
		}
	default:
		// An integer enum (AtomicOrderingAttr is an i64 IntegerAttr of a valid
		// case), or a dialect attribute class (#llvm.fastmath<...>).
		if as.Enum != "" && strings.Contains(as.TypeBuilder, "getIntegerType") {
			ok = attrSatisfies(as, a)
		} else if concreteAttrClasses[cls] {
			ok = isAttrOfClass(a, cls)
		}
	}
	return ok
}
