package mlir

import "math/big"

// Attribute is an MLIR attribute. Attributes are interned by their Context: two
// equal attributes are the same pointer. The interface is sealed: builtin attributes
// are defined in this package, dialect attributes embed DialectAttrBase and
// implement DialectAttr.
type Attribute interface {
	// String returns the attribute in MLIR syntax, without aliases.
	String() string
	isAttr()
}

// NamedAttr is one entry of an attribute dictionary: `name = value`, or just `name`
// when Value is the unit attribute.
type NamedAttr struct {
	Name  string
	Value Attribute
}

// IntegerAttr is `42 : i32`, `true` (i1) or `7 : index`. Val holds the value
// sign-extended (signless and signed types) or zero-extended (unsigned types) when it
// fits in 64 bits; otherwise Big holds it and Val is 0.
type IntegerAttr struct {
	Type Type // *IntegerType or *IndexType
	Val  int64
	Big  *big.Int
}

// FloatAttr is `1.500000e+00 : f32`. Bits holds the value's encoding in Type's
// format, low word first.
type FloatAttr struct {
	Type *FloatType
	Bits [2]uint64
}

// StringAttr is `"text"`, optionally typed (`"text" : i32`); Type is nil when absent.
type StringAttr struct {
	Value string
	Type  Type
}

// ArrayAttr is `[a, b, c]`.
type ArrayAttr struct{ Elems []Attribute }

// DictionaryAttr is `{a = 1, b}`, its entries sorted by name.
type DictionaryAttr struct{ Entries []NamedAttr }

// UnitAttr is `unit` (and the value of a valueless dictionary entry).
type UnitAttr struct{ _ byte } // not zero-size: identities must differ

// TypeAttr is a type used as an attribute: `i32`.
type TypeAttr struct{ Type Type }

// SymbolRefAttr is `@root::@nested::@leaf`.
type SymbolRefAttr struct {
	Root   string
	Nested []string
}

// DenseElementsAttr is `dense<...> : tensor<...>` over integer, index, float or
// complex elements. Data holds every element (or one when Splat), each in
// ElemBytes bytes little-endian (complex: real then imaginary part); i1 elements
// take one byte each.
type DenseElementsAttr struct {
	Type  ShapedType
	Splat bool
	Data  []byte
}

// DenseStringElementsAttr is `dense<["a", "b"]> : tensor<2x!foo.string>`.
type DenseStringElementsAttr struct {
	Type  ShapedType
	Splat bool
	Elems []string
}

// DenseArrayAttr is `array<i32: 1, 2>`. Elements are kept as attributes of the
// element type (IntegerAttr or FloatAttr).
type DenseArrayAttr struct {
	Elem  Type
	Elems []Attribute
}

// DenseResourceAttr is `dense_resource<blob1> : tensor<4xi8>`.
type DenseResourceAttr struct {
	Handle string
	Type   ShapedType
}

// SparseElementsAttr is `sparse<indices, values> : tensor<...>`.
type SparseElementsAttr struct {
	Type    ShapedType
	Indices Attribute // DenseElementsAttr
	Values  Attribute // DenseElementsAttr or DenseStringElementsAttr
}

// AffineMapAttr is `affine_map<(d0)[s0] -> (d0 + s0)>`.
type AffineMapAttr struct{ Map *AffineMap }

// IntegerSetAttr is `affine_set<(d0) : (d0 >= 0)>`.
type IntegerSetAttr struct{ Set *IntegerSet }

// StridedLayoutAttr is `strided<[1, ?], offset: 4>`; Dynamic marks `?`.
type StridedLayoutAttr struct {
	Offset  int64
	Strides []int64
}

// DistinctAttr is `distinct[N]<attr>`: an attribute that is unique even if its
// referenced attribute is equal to another's. ID is a unique per-context number;
// printing renumbers distinct attributes in order of first use.
type DistinctAttr struct {
	ID  int
	Ref Attribute
}

// OpaqueAttr is an attribute of a dialect that is not registered, kept as text:
// `#llvm.linkage<external>` has Dialect "llvm" and Data "linkage<external>". Type
// is the trailing `: type`, or nil.
type OpaqueAttr struct {
	Dialect string
	Data    string
	Type    Type
}

// DialectAttr is an attribute defined by a registered dialect. Implementations
// embed DialectAttrBase, are created through Context.InternAttr, and print their
// body (after `#namespace.`) with PrintBody.
type DialectAttr interface {
	Attribute
	Namespace() string
	PrintBody(p *DialectPrinter)
}

// DialectAttrBase is embedded by dialect attributes to implement the sealed
// Attribute interface.
type DialectAttrBase struct{}

//lint:ignore U1000 sealed-interface marker, used by dialect attributes that embed DialectAttrBase
func (DialectAttrBase) isAttr() {}

// Location attributes.

// Location is a location attribute: UnknownLoc, FileLineColLoc, NameLoc, CallSiteLoc,
// FusedLoc or OpaqueLoc.
type Location interface {
	Attribute
	isLoc()
}

// UnknownLoc is `loc(unknown)`.
type UnknownLoc struct{ _ byte } // not zero-size: identities must differ

// FileLineColLoc is `loc("file":line:col)`, or a range `loc("file":l:c to l2:c2)`
// when EndLine or EndCol are set (Range is true).
type FileLineColLoc struct {
	File            string
	Line, Col       uint32
	Range           bool
	EndLine, EndCol uint32
	HasEndLine      bool
}

// NameLoc is `loc("name")` or `loc("name"(child))`; Child is nil when absent.
type NameLoc struct {
	Name  string
	Child Location
}

// CallSiteLoc is `loc(callsite(callee at caller))`.
type CallSiteLoc struct{ Callee, Caller Location }

// FusedLoc is `loc(fused[a, b])` or `loc(fused<meta>[a, b])`; Metadata may be nil.
type FusedLoc struct {
	Metadata Attribute
	Locs     []Location
}

func (*UnknownLoc) isLoc()     {}
func (*FileLineColLoc) isLoc() {}
func (*NameLoc) isLoc()        {}
func (*CallSiteLoc) isLoc()    {}
func (*FusedLoc) isLoc()       {}

func (*IntegerAttr) isAttr()             {}
func (*FloatAttr) isAttr()               {}
func (*StringAttr) isAttr()              {}
func (*ArrayAttr) isAttr()               {}
func (*DictionaryAttr) isAttr()          {}
func (*UnitAttr) isAttr()                {}
func (*TypeAttr) isAttr()                {}
func (*SymbolRefAttr) isAttr()           {}
func (*DenseElementsAttr) isAttr()       {}
func (*DenseStringElementsAttr) isAttr() {}
func (*DenseArrayAttr) isAttr()          {}
func (*DenseResourceAttr) isAttr()       {}
func (*SparseElementsAttr) isAttr()      {}
func (*AffineMapAttr) isAttr()           {}
func (*IntegerSetAttr) isAttr()          {}
func (*StridedLayoutAttr) isAttr()       {}
func (*DistinctAttr) isAttr()            {}
func (*OpaqueAttr) isAttr()              {}
func (*UnknownLoc) isAttr()              {}
func (*FileLineColLoc) isAttr()          {}
func (*NameLoc) isAttr()                 {}
func (*CallSiteLoc) isAttr()             {}
func (*FusedLoc) isAttr()                {}

func (a *IntegerAttr) String() string             { return attrString(a) }
func (a *FloatAttr) String() string               { return attrString(a) }
func (a *StringAttr) String() string              { return attrString(a) }
func (a *ArrayAttr) String() string               { return attrString(a) }
func (a *DictionaryAttr) String() string          { return attrString(a) }
func (a *UnitAttr) String() string                { return "unit" }
func (a *TypeAttr) String() string                { return attrString(a) }
func (a *SymbolRefAttr) String() string           { return attrString(a) }
func (a *DenseElementsAttr) String() string       { return attrString(a) }
func (a *DenseStringElementsAttr) String() string { return attrString(a) }
func (a *DenseArrayAttr) String() string          { return attrString(a) }
func (a *DenseResourceAttr) String() string       { return attrString(a) }
func (a *SparseElementsAttr) String() string      { return attrString(a) }
func (a *AffineMapAttr) String() string           { return attrString(a) }
func (a *IntegerSetAttr) String() string          { return attrString(a) }
func (a *StridedLayoutAttr) String() string       { return attrString(a) }
func (a *DistinctAttr) String() string            { return attrString(a) }
func (a *OpaqueAttr) String() string              { return attrString(a) }
func (a *UnknownLoc) String() string              { return attrString(a) }
func (a *FileLineColLoc) String() string          { return attrString(a) }
func (a *NameLoc) String() string                 { return attrString(a) }
func (a *CallSiteLoc) String() string             { return attrString(a) }
func (a *FusedLoc) String() string                { return attrString(a) }

func attrString(a Attribute) string {
	p := printer{keyMode: true}
	p.printAttr(a, true)
	return string(p.buf)
}

// Get returns the value of the entry named name, or nil.
func (d *DictionaryAttr) Get(name string) Attribute {
	return lookupAttr(d.Entries, name)
}

func lookupAttr(list []NamedAttr, name string) Attribute {
	// Dictionaries are sorted; small ones are scanned.
	if len(list) < 8 {
		for _, e := range list {
			if e.Name == name {
				return e.Value
			}
		}
		return nil
	}
	lo, hi := 0, len(list)
	for lo < hi {
		m := (lo + hi) / 2
		if list[m].Name < name {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(list) && list[lo].Name == name {
		return list[lo].Value
	}
	return nil
}
