package mlir

import "strconv"

// Type is an MLIR type. Types are interned by their Context: two equal types are
// the same pointer, so == compares them. The interface is sealed: builtin types are
// defined in this package, and dialect types embed DialectTypeBase and implement
// DialectType.
type Type interface {
	// String returns the type in MLIR syntax, without aliases.
	String() string
	isType()
}

// IntegerType is iN (signless), siN (signed) or uiN (unsigned).
type IntegerType struct {
	Width      int
	Signedness Signedness
}

// Signedness of an IntegerType.
type Signedness uint8

const (
	Signless Signedness = iota
	Signed
	Unsigned
)

// IndexType is `index`.
type IndexType struct{ _ byte } // not zero-size: identities must differ

// NoneType is `none`.
type NoneType struct{ _ byte } // not zero-size: identities must differ

// FloatType is one of the builtin floating-point types (f16, bf16, f32, f64, f80,
// f128, tf32, f8E5M2, ...). Kind selects its semantics.
type FloatType struct {
	Kind FloatKind
}

// ComplexType is complex<T>.
type ComplexType struct{ Elem Type }

// Dynamic is the value of a dynamic dimension (`?`) in shapes, and of a dynamic
// stride or offset in strided layouts.
const Dynamic int64 = -1 << 63

// VectorType is vector<4x[8]xf32>; Scalable marks scalable dimensions (nil when
// none is).
type VectorType struct {
	Shape    []int64
	Scalable []bool
	Elem     Type
}

// RankedTensorType is tensor<2x?xf32, #enc>; Encoding may be nil.
type RankedTensorType struct {
	Shape    []int64
	Elem     Type
	Encoding Attribute
}

// UnrankedTensorType is tensor<*xf32>.
type UnrankedTensorType struct{ Elem Type }

// MemRefType is memref<4x?xf32, layout, memspace>; Layout and MemorySpace may be nil.
type MemRefType struct {
	Shape       []int64
	Elem        Type
	Layout      Attribute
	MemorySpace Attribute
}

// UnrankedMemRefType is memref<*xf32, memspace>.
type UnrankedMemRefType struct {
	Elem        Type
	MemorySpace Attribute
}

// TupleType is tuple<i32, f32>.
type TupleType struct{ Types []Type }

// FunctionType is (i32, f32) -> (i64).
type FunctionType struct {
	Inputs, Results []Type
}

// OpaqueType is a type of a dialect that is not registered, kept as text:
// `!llvm.ptr` has Dialect "llvm" and Data "ptr"; `!foo<"x y">` has Dialect "foo"
// and Data "x y". It prints back as it was read.
type OpaqueType struct {
	Dialect string
	Data    string
}

// DialectType is a type defined by a registered dialect. Implementations embed
// DialectTypeBase, are created through Context.InternType, and print their body
// (what follows `!namespace.`) with PrintBody.
type DialectType interface {
	Type
	// Namespace is the dialect namespace ("llvm").
	Namespace() string
	// PrintBody prints the type after `!namespace.`, e.g. `ptr<1>` or `struct<(i32)>`.
	PrintBody(p *DialectPrinter)
}

// VectorElementType is implemented by the dialect types a builtin vector may hold
// (MLIR's VectorElementTypeInterface, which !llvm.ptr and the float-like
// !llvm.ppc_fp128 have); other dialect types are not vector elements.
type VectorElementType interface {
	IsVectorElement() bool
}

// DialectTypeBase is embedded by dialect types to implement the sealed Type
// interface.
type DialectTypeBase struct{}

//lint:ignore U1000 sealed-interface marker, used by dialect types that embed DialectTypeBase
func (DialectTypeBase) isType() {}

func (*IntegerType) isType()        {}
func (*IndexType) isType()          {}
func (*NoneType) isType()           {}
func (*FloatType) isType()          {}
func (*ComplexType) isType()        {}
func (*VectorType) isType()         {}
func (*RankedTensorType) isType()   {}
func (*UnrankedTensorType) isType() {}
func (*MemRefType) isType()         {}
func (*UnrankedMemRefType) isType() {}
func (*TupleType) isType()          {}
func (*FunctionType) isType()       {}
func (*OpaqueType) isType()         {}

func (t *IntegerType) String() string        { return typeString(t) }
func (t *IndexType) String() string          { return "index" }
func (t *NoneType) String() string           { return "none" }
func (t *FloatType) String() string          { return t.Kind.String() }
func (t *ComplexType) String() string        { return typeString(t) }
func (t *VectorType) String() string         { return typeString(t) }
func (t *RankedTensorType) String() string   { return typeString(t) }
func (t *UnrankedTensorType) String() string { return typeString(t) }
func (t *MemRefType) String() string         { return typeString(t) }
func (t *UnrankedMemRefType) String() string { return typeString(t) }
func (t *TupleType) String() string          { return typeString(t) }
func (t *FunctionType) String() string       { return typeString(t) }
func (t *OpaqueType) String() string         { return typeString(t) }

// ShapedType is implemented by vector, tensor and memref types.
type ShapedType interface {
	Type
	// ElementType is the element type.
	ElementType() Type
	// Dims returns the shape, or nil and false when unranked.
	Dims() ([]int64, bool)
}

func (t *VectorType) ElementType() Type         { return t.Elem }
func (t *RankedTensorType) ElementType() Type   { return t.Elem }
func (t *UnrankedTensorType) ElementType() Type { return t.Elem }
func (t *MemRefType) ElementType() Type         { return t.Elem }
func (t *UnrankedMemRefType) ElementType() Type { return t.Elem }

func (t *VectorType) Dims() ([]int64, bool)         { return t.Shape, true }
func (t *RankedTensorType) Dims() ([]int64, bool)   { return t.Shape, true }
func (t *UnrankedTensorType) Dims() ([]int64, bool) { return nil, false }
func (t *MemRefType) Dims() ([]int64, bool)         { return t.Shape, true }
func (t *UnrankedMemRefType) Dims() ([]int64, bool) { return nil, false }

// NumElements returns the number of elements of a static shape, or -1.
func NumElements(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		if d < 0 {
			return -1
		}
		if d != 0 && n > (1<<62)/d {
			return -1
		}
		n *= d
	}
	return n
}

// FloatKind enumerates the builtin floating-point types.
type FloatKind uint8

const (
	F16 FloatKind = iota
	BF16
	F32
	F64
	F80
	F128
	TF32
	F8E5M2
	F8E4M3
	F8E4M3FN
	F8E5M2FNUZ
	F8E4M3FNUZ
	F8E4M3B11FNUZ
	F8E3M4
	F8E8M0FNU
	F4E2M1FN
	F6E2M3FN
	F6E3M2FN
	numFloatKinds
)

// nonFinite says how a float format encodes infinities and NaNs.
type nonFinite uint8

const (
	ieeeNonFinite  nonFinite = iota // all-ones exponent: inf and NaNs
	nanOnlyAllOnes                  // no inf; NaN is all ones (exponent and mantissa)
	nanNegZero                      // no inf, no -0; NaN is the -0 encoding
	finiteOnly                      // neither inf nor NaN
)

// floatSem describes the format of a FloatKind, as LLVM's APFloat semantics do.
type floatSem struct {
	name      string
	bits      int  // storage width
	prec      int  // significand bits including the implicit (or explicit) integer bit
	expBits   int  // exponent field width
	bias      int  // exponent bias
	explicit  bool // x87: the integer bit is stored
	nonFinite nonFinite
	unsigned  bool // no sign bit (f8E8M0FNU)
}

var floatSems = [numFloatKinds]floatSem{
	F16:           {"f16", 16, 11, 5, 15, false, ieeeNonFinite, false},
	BF16:          {"bf16", 16, 8, 8, 127, false, ieeeNonFinite, false},
	F32:           {"f32", 32, 24, 8, 127, false, ieeeNonFinite, false},
	F64:           {"f64", 64, 53, 11, 1023, false, ieeeNonFinite, false},
	F80:           {"f80", 80, 64, 15, 16383, true, ieeeNonFinite, false},
	F128:          {"f128", 128, 113, 15, 16383, false, ieeeNonFinite, false},
	TF32:          {"tf32", 19, 11, 8, 127, false, ieeeNonFinite, false},
	F8E5M2:        {"f8E5M2", 8, 3, 5, 15, false, ieeeNonFinite, false},
	F8E4M3:        {"f8E4M3", 8, 4, 4, 7, false, ieeeNonFinite, false},
	F8E4M3FN:      {"f8E4M3FN", 8, 4, 4, 7, false, nanOnlyAllOnes, false},
	F8E5M2FNUZ:    {"f8E5M2FNUZ", 8, 3, 5, 16, false, nanNegZero, false},
	F8E4M3FNUZ:    {"f8E4M3FNUZ", 8, 4, 4, 8, false, nanNegZero, false},
	F8E4M3B11FNUZ: {"f8E4M3B11FNUZ", 8, 4, 4, 11, false, nanNegZero, false},
	F8E3M4:        {"f8E3M4", 8, 5, 3, 3, false, ieeeNonFinite, false},
	F8E8M0FNU:     {"f8E8M0FNU", 8, 1, 8, 127, false, nanOnlyAllOnes, true},
	F4E2M1FN:      {"f4E2M1FN", 4, 2, 2, 1, false, finiteOnly, false},
	F6E2M3FN:      {"f6E2M3FN", 6, 4, 2, 1, false, finiteOnly, false},
	F6E3M2FN:      {"f6E3M2FN", 6, 3, 3, 3, false, finiteOnly, false},
}

// String returns the MLIR spelling of the kind ("f32").
func (k FloatKind) String() string {
	if k < numFloatKinds {
		return floatSems[k].name
	}
	return "f?" + strconv.Itoa(int(k))
}

// Width returns the storage width of the format in bits.
func (k FloatKind) Width() int { return floatSems[k].bits }

var floatKindByName = func() map[string]FloatKind {
	m := make(map[string]FloatKind, numFloatKinds)
	for k := FloatKind(0); k < numFloatKinds; k++ {
		m[floatSems[k].name] = k
	}
	return m
}()

// typeString prints t without aliases.
func typeString(t Type) string {
	p := printer{keyMode: true}
	p.printType(t)
	return string(p.buf)
}

// isPrettyDialectData reports whether s can follow `!dialect.` or `#dialect.` without
// the `<"...">` quoting, by MLIR's rule: an identifier, optionally followed by text
// that starts with '<' and ends with '>'.
func isPrettyDialectData(s string) bool {
	if s == "" {
		return false
	}
	c := s[0]
	if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
		return false
	}
	i := 0
	for i < len(s) && (isDigit(s[i]) || s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z' || s[i] == '.' || s[i] == '_') {
		i++
	}
	if i == len(s) {
		return true
	}
	return s[i] == '<' && s[len(s)-1] == '>'
}
