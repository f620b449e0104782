package llvmir

import (
	"strconv"
)

// Type is an LLVM type. It is a sealed sum: the implementations are the types of
// this file. Within one module, types are interned, so equal types are ==.
type Type interface {
	isType()
	// String returns the type as llvm-dis prints it.
	String() string
}

// IntType is iN, 1 <= N <= 1<<23.
type IntType struct{ Bits uint32 }

// FloatKind names a floating-point type.
type FloatKind uint8

// Floating-point kinds.
const (
	Half FloatKind = iota
	BFloat
	Float32
	Float64
	FP128
	X86FP80
	PPCFP128
)

var floatNames = [...]string{"half", "bfloat", "float", "double", "fp128", "x86_fp80", "ppc_fp128"}

func (k FloatKind) String() string {
	if int(k) < len(floatNames) {
		return floatNames[k]
	}
	return "float?" + strconv.Itoa(int(k))
}

// FloatType is one of half, bfloat, float, double, fp128, x86_fp80, ppc_fp128.
// The seven values are package singletons (HalfTy ... PPCFP128Ty).
type FloatType struct{ Kind FloatKind }

// PointerType is ptr, or ptr addrspace(N).
type PointerType struct{ AddrSpace uint32 }

// VectorType is <N x T> or <vscale x N x T>.
type VectorType struct {
	Len      uint64
	Scalable bool
	Elem     Type
}

// ArrayType is [N x T].
type ArrayType struct {
	Len  uint64
	Elem Type
}

// StructType is a literal struct ({ T, U }, <{ T }> when Packed) or an identified
// struct (Name != ""), which may be Opaque (%T = type opaque) and may be recursive.
// Identified structs are equal by identity only.
type StructType struct {
	Name     string // "" for literal structs; for %0 the name is "0" and Numbered is set
	Numbered bool
	Packed   bool
	Opaque   bool
	Fields   []Type
}

// FuncType is a function type: Ret (Params...[, ...]).
type FuncType struct {
	Ret    Type
	Params []Type
	VarArg bool
}

// TargetExtType is target("name", types..., ints...).
type TargetExtType struct {
	Name  string
	Types []Type
	Ints  []uint32
}

// SimpleKind names the parameterless non-float types.
type SimpleKind uint8

// Parameterless types.
const (
	VoidKind SimpleKind = iota
	LabelKind
	TokenKind
	MetadataKind
	X86AMXKind
)

// SimpleType is void, label, token, metadata or x86_amx; each is a package
// singleton (Void, Label, Token, MetadataTy, X86AMX).
type SimpleType struct{ Kind SimpleKind }

// Singletons.
var (
	Void       = &SimpleType{VoidKind}
	Label      = &SimpleType{LabelKind}
	Token      = &SimpleType{TokenKind}
	MetadataTy = &SimpleType{MetadataKind}
	X86AMX     = &SimpleType{X86AMXKind}

	HalfTy     = &FloatType{Half}
	BFloatTy   = &FloatType{BFloat}
	FloatTy    = &FloatType{Float32}
	DoubleTy   = &FloatType{Float64}
	FP128Ty    = &FloatType{FP128}
	X86FP80Ty  = &FloatType{X86FP80}
	PPCFP128Ty = &FloatType{PPCFP128}
)

func (*IntType) isType()       {}
func (*FloatType) isType()     {}
func (*PointerType) isType()   {}
func (*VectorType) isType()    {}
func (*ArrayType) isType()     {}
func (*StructType) isType()    {}
func (*FuncType) isType()      {}
func (*TargetExtType) isType() {}
func (*SimpleType) isType()    {}

func (t *IntType) String() string       { return string(appendType(nil, t)) }
func (t *FloatType) String() string     { return string(appendType(nil, t)) }
func (t *PointerType) String() string   { return string(appendType(nil, t)) }
func (t *VectorType) String() string    { return string(appendType(nil, t)) }
func (t *ArrayType) String() string     { return string(appendType(nil, t)) }
func (t *StructType) String() string    { return string(appendType(nil, t)) }
func (t *FuncType) String() string      { return string(appendType(nil, t)) }
func (t *TargetExtType) String() string { return string(appendType(nil, t)) }
func (t *SimpleType) String() string    { return string(appendType(nil, t)) }

// Bits returns the width in bits of a float kind's format.
func (k FloatKind) Bits() int {
	switch k {
	case Half, BFloat:
		return 16
	case Float32:
		return 32
	case Float64:
		return 64
	case X86FP80:
		return 80
	}
	return 128
}

// IsFirstClass reports whether values of t can be produced by instructions.
func IsFirstClass(t Type) bool {
	switch t := t.(type) {
	case *FuncType:
		return false
	case *SimpleType:
		return t.Kind != VoidKind && t.Kind != LabelKind && t.Kind != MetadataKind
	case *StructType:
		return !t.Opaque
	}
	return true
}

// ScalarType returns the element type of a vector type, or t itself.
func ScalarType(t Type) Type {
	if v, ok := t.(*VectorType); ok {
		return v.Elem
	}
	return t
}

// typeTable interns types for one module.
type typeTable struct {
	ints map[uint32]*IntType
	ptrs map[uint32]*PointerType
	vecs map[vecKey]*VectorType
	// vecCache holds recently used vector types (see vecType)
	vecCache [64]*VectorType
	arrs     map[arrKey]*ArrayType
	others   map[string]Type // literal structs, function types, target types, keyed by text
	i1, i8   *IntType
	i32      *IntType
	i64      *IntType
	ptr0     *PointerType
	scratch  []byte
}

type vecKey struct {
	elem     Type
	n        uint64
	scalable bool
}

type arrKey struct {
	elem Type
	n    uint64
}

func (tt *typeTable) init() {
	tt.ints = make(map[uint32]*IntType)
	tt.ptrs = make(map[uint32]*PointerType)
	tt.vecs = make(map[vecKey]*VectorType)
	tt.arrs = make(map[arrKey]*ArrayType)
	tt.others = make(map[string]Type)
	tt.i1 = tt.intType(1)
	tt.i8 = tt.intType(8)
	tt.i32 = tt.intType(32)
	tt.i64 = tt.intType(64)
	tt.ptr0 = tt.ptrType(0)
}

func (tt *typeTable) intType(bits uint32) *IntType {
	switch {
	case bits == 1 && tt.i1 != nil:
		return tt.i1
	case bits == 8 && tt.i8 != nil:
		return tt.i8
	case bits == 32 && tt.i32 != nil:
		return tt.i32
	case bits == 64 && tt.i64 != nil:
		return tt.i64
	}
	if t, ok := tt.ints[bits]; ok {
		return t
	}
	t := &IntType{bits}
	tt.ints[bits] = t
	return t
}

func (tt *typeTable) ptrType(as uint32) *PointerType {
	if as == 0 && tt.ptr0 != nil {
		return tt.ptr0
	}
	if t, ok := tt.ptrs[as]; ok {
		return t
	}
	t := &PointerType{as}
	tt.ptrs[as] = t
	return t
}

func (tt *typeTable) vecType(n uint64, scalable bool, elem Type) *VectorType {
	// a small direct-mapped cache in front of the map, whose interface keys
	// are slow to hash: a module uses few vector types, over and over
	h := n * 7
	switch e := elem.(type) {
	case *IntType:
		h += uint64(e.Bits)
	case *FloatType:
		h += uint64(e.Kind) * 131
	case *PointerType:
		h += uint64(e.AddrSpace) + 29
	}
	slot := &tt.vecCache[h%uint64(len(tt.vecCache))]
	if t := *slot; t != nil && t.Len == n && t.Scalable == scalable && t.Elem == elem {
		return t
	}
	k := vecKey{elem, n, scalable}
	t, ok := tt.vecs[k]
	if !ok {
		t = &VectorType{n, scalable, elem}
		tt.vecs[k] = t
	}
	*slot = t
	return t
}

func (tt *typeTable) arrType(n uint64, elem Type) *ArrayType {
	k := arrKey{elem, n}
	if t, ok := tt.arrs[k]; ok {
		return t
	}
	t := &ArrayType{n, elem}
	tt.arrs[k] = t
	return t
}

// other interns literal structs, function types and target types by their text.
func (tt *typeTable) other(t Type) Type {
	tt.scratch = appendType(tt.scratch[:0], t)
	if u, ok := tt.others[string(tt.scratch)]; ok {
		return u
	}
	tt.others[string(tt.scratch)] = t
	return t
}

// IntType returns the interned iN type of m.
func (m *Module) IntType(bits uint32) *IntType { return m.types.intType(bits) }

// PtrType returns the interned ptr addrspace(as) type of m.
func (m *Module) PtrType(as uint32) *PointerType { return m.types.ptrType(as) }

// VectorType returns the interned vector type of m.
func (m *Module) VectorType(n uint64, scalable bool, elem Type) *VectorType {
	return m.types.vecType(n, scalable, elem)
}

// ArrayType returns the interned array type of m.
func (m *Module) ArrayType(n uint64, elem Type) *ArrayType { return m.types.arrType(n, elem) }

// FuncType returns the interned function type of m.
func (m *Module) FuncType(ret Type, params []Type, vararg bool) *FuncType {
	return m.types.other(&FuncType{ret, params, vararg}).(*FuncType)
}

// LiteralStruct returns the interned literal struct type of m.
func (m *Module) LiteralStruct(fields []Type, packed bool) *StructType {
	return m.types.other(&StructType{Fields: fields, Packed: packed}).(*StructType)
}

func appendType(b []byte, t Type) []byte {
	switch t := t.(type) {
	case *IntType:
		b = append(b, 'i')
		return strconv.AppendUint(b, uint64(t.Bits), 10)
	case *FloatType:
		return append(b, t.Kind.String()...)
	case *PointerType:
		b = append(b, "ptr"...)
		if t.AddrSpace != 0 {
			b = append(b, " addrspace("...)
			b = strconv.AppendUint(b, uint64(t.AddrSpace), 10)
			b = append(b, ')')
		}
		return b
	case *VectorType:
		b = append(b, '<')
		if t.Scalable {
			b = append(b, "vscale x "...)
		}
		b = strconv.AppendUint(b, t.Len, 10)
		b = append(b, " x "...)
		b = appendType(b, t.Elem)
		return append(b, '>')
	case *ArrayType:
		b = append(b, '[')
		b = strconv.AppendUint(b, t.Len, 10)
		b = append(b, " x "...)
		b = appendType(b, t.Elem)
		return append(b, ']')
	case *StructType:
		if t.Name != "" || t.Numbered {
			if t.Numbered {
				b = append(b, '%')
				return append(b, t.Name...)
			}
			return appendName(b, '%', t.Name)
		}
		return appendStructBody(b, t)
	case *FuncType:
		b = appendType(b, t.Ret)
		b = append(b, " ("...)
		for i, p := range t.Params {
			if i > 0 {
				b = append(b, ", "...)
			}
			b = appendType(b, p)
		}
		if t.VarArg {
			if len(t.Params) > 0 {
				b = append(b, ", "...)
			}
			b = append(b, "..."...)
		}
		return append(b, ')')
	case *TargetExtType:
		b = append(b, "target("...)
		b = appendQuoted(b, t.Name)
		for _, p := range t.Types {
			b = append(b, ", "...)
			b = appendType(b, p)
		}
		for _, n := range t.Ints {
			b = append(b, ", "...)
			b = strconv.AppendUint(b, uint64(n), 10)
		}
		return append(b, ')')
	case *SimpleType:
		switch t.Kind {
		case VoidKind:
			return append(b, "void"...)
		case LabelKind:
			return append(b, "label"...)
		case TokenKind:
			return append(b, "token"...)
		case MetadataKind:
			return append(b, "metadata"...)
		case X86AMXKind:
			return append(b, "x86_amx"...)
		}
	case nil:
		return append(b, "<nil type>"...)
	}
	return append(b, "<bad type>"...)
}

func appendStructBody(b []byte, t *StructType) []byte {
	if t.Opaque {
		return append(b, "opaque"...)
	}
	if t.Packed {
		b = append(b, '<')
	}
	if len(t.Fields) == 0 {
		b = append(b, "{}"...)
	} else {
		b = append(b, "{ "...)
		for i, f := range t.Fields {
			if i > 0 {
				b = append(b, ", "...)
			}
			b = appendType(b, f)
		}
		b = append(b, " }"...)
	}
	if t.Packed {
		b = append(b, '>')
	}
	return b
}

// isSized reports whether values of type t have a size, as LLVM's
// Type::isSized: an opaque struct, a function type, void, label, metadata,
// token and target types without a sized layout have none; a struct holding a
// scalable type is sized only when all its fields are one scalable vector type.
func isSized(t Type) bool {
	switch t := t.(type) {
	case *IntType, *FloatType, *PointerType, *VectorType:
		return true
	case *SimpleType:
		return t.Kind == X86AMXKind
	case *TargetExtType:
		return targetTypeSized(t)
	case *ArrayType:
		return isSized(t.Elem)
	case *StructType:
		return structSized(t, nil)
	}
	return false
}

func structSized(t *StructType, seen map[*StructType]bool) bool {
	if t.Opaque {
		return false
	}
	if seen[t] {
		// a struct that contains itself: the parser rejects it when it ends
		// ("identified structure type is recursive"), so do not report it
		// as unsized first
		return true
	}
	top := seen == nil
	if top {
		seen = map[*StructType]bool{}
	}
	seen[t] = true
	// Only the outermost struct can hold a scalable vector here: isScalable
	// looks through every nested struct, so when it is false at the top it is
	// false for each struct below, which need not be asked again (asking at
	// every level was quadratic in a chain of nested named structs).
	if top && isScalable(t, nil) {
		for _, f := range t.Fields {
			if v, ok := f.(*VectorType); !ok || !v.Scalable || f != t.Fields[0] {
				return false
			}
		}
		return true
	}
	for _, f := range t.Fields {
		for {
			a, ok := f.(*ArrayType)
			if !ok {
				break
			}
			f = a.Elem
		}
		if st, ok := f.(*StructType); ok {
			if !structSized(st, seen) {
				return false
			}
		} else if !isSized(f) {
			return false
		}
	}
	return true
}

// targetTypeSized reports whether a target extension type has a sized layout
// type in LLVM 22 (Type.cpp getTargetTypeInfo); unknown target types are laid
// out as void.
func targetTypeSized(t *TargetExtType) bool { return targetProps(t)&ttSized != 0 }

// targetTypeScalable reports whether a target extension type is laid out as
// a scalable vector.
func targetTypeScalable(t *TargetExtType) bool {
	return t.Name == "aarch64.svcount" || t.Name == "riscv.vector.tuple"
}
