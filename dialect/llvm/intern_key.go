package llvm

import (
	"encoding/binary"
	"math"
	"unsafe"

	"github.com/ferry-ir/ferry/mlir"
)

// Structural interning keys (mlir.StructuralKey) for the dialect's attributes
// and types: the row or kind, scalar parameters, and the identities of the
// interned types and attributes they hold. Keying by the printed form instead
// spelled out every shared child again: the debug-info attributes of a small C++
// program (#llvm.di_subprogram referring to composite types referring to
// subprograms...) print to gigabytes when expanded, and a chain of doubling
// aliases to 2^40 leaves.

func appendU64(k []byte, v uint64) []byte { return binary.LittleEndian.AppendUint64(k, v) }

func appendStr(k []byte, s string) []byte { return append(appendU64(k, uint64(len(s))), s...) }

// appendParam appends one parameter of an Attr; false for a kind it cannot key.
func appendParam(k []byte, v any) ([]byte, bool) {
	switch v := v.(type) {
	case nil:
		return append(k, 0), true
	case int64:
		return appendU64(append(k, 1), uint64(v)), true
	case bool:
		if v {
			return append(k, 2, 1), true
		}
		return append(k, 2, 0), true
	case string:
		return appendStr(append(k, 3), v), true
	case APInt:
		k = appendU64(append(k, 4), uint64(v.Width))
		if v.V == nil {
			return append(k, 0), true
		}
		return appendStr(append(k, 1), v.V.String()), true
	case float64:
		return appendU64(append(k, 5), math.Float64bits(v)), true
	case mlir.Attribute:
		return mlir.AppendIdent(append(k, 6), v), true
	case mlir.Type:
		return mlir.AppendIdent(append(k, 7), v), true
	case []any:
		k = appendU64(append(k, 8), uint64(len(v)))
		for _, e := range v {
			var ok bool
			if k, ok = appendParam(k, e); !ok {
				return k, false
			}
		}
		return k, true
	case []int64:
		k = appendU64(append(k, 9), uint64(len(v)))
		for _, e := range v {
			k = appendU64(k, uint64(e))
		}
		return k, true
	}
	return k, false
}

// AppendKey implements mlir.StructuralKey.
func (a *Attr) AppendKey(k []byte) ([]byte, bool) {
	k = appendU64(k, uint64(uintptr(unsafe.Pointer(a.Def))))
	k = appendU64(k, uint64(len(a.Params)))
	for _, p := range a.Params {
		var ok bool
		if k, ok = appendParam(k, p); !ok {
			return k, false
		}
	}
	return k, true
}

func appendTypes(k []byte, ts []mlir.Type) []byte {
	k = appendU64(k, uint64(len(ts)))
	for _, t := range ts {
		k = mlir.AppendIdent(k, t)
	}
	return k
}

// AppendKey implements mlir.StructuralKey. Identified structs are unique per
// name and never interned this way.
func (t *StructType) AppendKey(k []byte) ([]byte, bool) {
	if t.Identified {
		return k, false
	}
	if t.Packed {
		k = append(k, 1)
	} else {
		k = append(k, 0)
	}
	return appendTypes(k, t.Body), true
}

// AppendKey implements mlir.StructuralKey.
func (t *ArrayType) AppendKey(k []byte) ([]byte, bool) {
	return mlir.AppendIdent(appendU64(k, t.Len), t.Elem), true
}

// AppendKey implements mlir.StructuralKey.
func (t *FuncType) AppendKey(k []byte) ([]byte, bool) {
	k = mlir.AppendIdent(k, t.Result)
	if t.VarArg {
		k = append(k, 1)
	} else {
		k = append(k, 0)
	}
	return appendTypes(k, t.Params), true
}

// AppendKey implements mlir.StructuralKey: !llvm.ptr<N> is interned by its
// address space, not by its printed form.
func (t *PointerType) AppendKey(k []byte) ([]byte, bool) {
	return appendU64(k, uint64(t.AddrSpace)), true
}
