package mlir

import (
	"fmt"
	"math/big"
	"sort"
	"sync"
	"sync/atomic"
)

// Context owns interned types and attributes and the dialect registry. A Context may
// be shared by goroutines for interning; registration should finish before use.
type Context struct {
	// AllowUnregistered accepts operations, types and attributes of dialects that are
	// not registered, as mlir-opt --allow-unregistered-dialect does: their types and
	// attributes are kept as OpaqueType and OpaqueAttr, their ops in generic form.
	AllowUnregistered bool

	mu           sync.Mutex
	types        internMap[Type]
	attrs        internMap[Attribute]
	dialects     map[string]Dialect
	order        []Dialect
	ops          map[string]*OpDef
	nextDistinct int
	scratch      keyBuf

	unit  *UnitAttr
	index *IndexType
	none  *NoneType
	ints  [3][129]atomic.Pointer[IntegerType] // read by parallel parsers without the lock
	// smallInts[0] and [1] hold the interned `v : i32` and `v : i64` for small v
	// (segment sizes, indices, constants): read without the lock.
	smallInts     [2][smallIntAttrs]atomic.Pointer[IntegerAttr]
	floats        [numFloatKinds]*FloatType
	trueA, falseA *IntegerAttr
	unknownLoc    *UnknownLoc
}

// NewContext returns an empty context with no dialect registered. Register
// dialect/builtin (builtin.Register) before parsing or printing modules in their
// custom form.
func NewContext() *Context {
	c := &Context{
		types:    newInternMap[Type](),
		attrs:    newInternMap[Attribute](),
		dialects: make(map[string]Dialect),
		ops:      make(map[string]*OpDef),
	}
	c.unit = &UnitAttr{}
	c.index = &IndexType{}
	c.none = &NoneType{}
	c.unknownLoc = &UnknownLoc{}
	for k := range c.floats {
		c.floats[k] = &FloatType{Kind: FloatKind(k)}
	}
	i1 := c.IntegerType(1, Signless)
	c.trueA = &IntegerAttr{Type: i1, Val: -1}
	c.falseA = &IntegerAttr{Type: i1, Val: 0}
	return c
}

// Dialect is the registration of one dialect: a namespace and optional hooks,
// discovered by interface: TypeParser, AttrParser, OpProvider, AliasProvider.
type Dialect interface {
	// Namespace is the dialect prefix: "llvm" for `llvm.add`, `!llvm.ptr`.
	Namespace() string
}

// TypeParser is implemented by dialects that define types. ParseType is called
// with the parser positioned after `!namespace.` (pretty form, p.Keyword names the
// mnemonic) or inside `!namespace<...>`.
type TypeParser interface {
	ParseType(p *DialectParser) (Type, error)
}

// AttrParser is implemented by dialects that define attributes; like TypeParser,
// after `#namespace.`. typ is the type that follows `: type` when the caller knows
// it, or nil.
type AttrParser interface {
	ParseAttr(p *DialectParser, typ Type) (Attribute, error)
}

// OpProvider is implemented by dialects that define operations.
type OpProvider interface {
	Ops() []*OpDef
}

// AliasProvider is implemented by dialects that want some of their attributes or
// types printed through an alias, as MLIR's OpAsmDialectInterface::getAlias does:
// `#di_file = #llvm.di_file<...>` once at the top, `#di_file` at each use. The
// returned name has no `#`/`!`; a trailing digit gets `_` appended and repeated
// names get numbered suffixes, as MLIR does. AliasNone means no alias.
type AliasProvider interface {
	AttrAlias(a Attribute) (name string, kind AliasKind)
	TypeAlias(t Type) (name string, kind AliasKind)
}

// AliasKind says whether and how a dialect asks for an alias.
type AliasKind uint8

const (
	AliasNone        AliasKind = iota
	AliasOverridable           // another dialect's final alias may win
	AliasFinal
)

// Trait is a set of op properties the core relies on.
type Trait uint32

const (
	// Terminator: the op ends its block.
	Terminator Trait = 1 << iota
	// IsolatedFromAbove: regions do not use values defined outside the op.
	IsolatedFromAbove
	// SymbolTable: the op's single region holds symbols with unique names.
	SymbolTable
	// Symbol: the op defines a symbol through its `sym_name` attribute.
	Symbol
	// NoTerminator: the op's blocks need no terminator.
	NoTerminator
	// SingleBlock: each region holds at most one block.
	SingleBlock
	// NoRegionArguments: entry blocks have no arguments.
	NoRegionArguments
	// ReturnLike: a terminator that returns to the parent op.
	ReturnLike
	// AffineScope and graph regions: the op's regions are graph regions where
	// dominance is not checked.
	GraphRegion
	// HasProperties: the op stores its inherent attributes as properties, so the
	// generic form prints them in `<{...}>` and the parser moves inherent entries of
	// the attribute dictionary there.
	HasProperties
)

// OpDef defines a registered operation.
type OpDef struct {
	// Name is the full name, "llvm.add".
	Name   string
	Traits Trait
	// Inherent lists the names of inherent attributes (properties when
	// HasProperties). The generic parser moves them out of the attribute dictionary.
	Inherent []string
	// Parse reads the custom form after the op name (and after `%r = `); nil means
	// the op only has the generic form.
	Parse func(p *OpAsmParser, st *OperationState) error
	// Print writes the custom form after the op name; nil means generic form.
	Print func(p *OpAsmPrinter, op *Operation)
	// Verify checks the op's own invariants (the core checks traits first). The
	// error message is what follows "'name' op " in MLIR's diagnostic; a returned
	// *diag.Error is used as is.
	Verify func(op *Operation) error
	// VerifyRegions checks the op's invariants that depend on its regions (MLIR's
	// verifyRegions): it runs after the ops of the regions are verified, with
	// the same error convention as Verify. Optional.
	VerifyRegions func(op *Operation) error
	// SuccessorOperands returns the operands forwarded to successor i; nil means
	// the op forwards none (the verifier then requires target blocks without
	// arguments). Unregistered ops are not checked.
	SuccessorOperands func(op *Operation, i int) []*Value
	// SymbolUses checks the op's symbol references (resolved with LookupSymbol),
	// when the enclosing symbol table is verified. Optional.
	SymbolUses func(op *Operation) error
	// Create completes the state of an op the parser is about to create, in
	// either form, as MLIR's op creation does (for example with the default values
	// of inherent attributes that the generic form may leave out), or refuses it:
	// the error, MLIR's property-conversion message, is reported at the op.
	// Optional.
	Create func(ctx *Context, st *OperationState) error
	// ResultNames suggests names for results (like OpAsmOpInterface); optional.
	ResultNames func(op *Operation, set func(v *Value, name string))
	// DefaultDialect is the namespace custom-form ops in this op's regions may omit
	// ("func" lets `return` stand for `func.return`); "" for none.
	DefaultDialect string

	dialect Dialect
}

// Has reports whether the op has every trait in t.
func (d *OpDef) Has(t Trait) bool { return d != nil && d.Traits&t == t }

// Dialect returns the dialect that registered the op.
func (d *OpDef) Dialect() Dialect { return d.dialect }

// Register adds d to the registry. Registering a namespace twice, or an op name
// twice, is an error.
func (c *Context) Register(d Dialect) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	ns := d.Namespace()
	if ns == "" {
		return fmt.Errorf("mlir: dialect with empty namespace")
	}
	if _, dup := c.dialects[ns]; dup {
		return fmt.Errorf("mlir: dialect %q registered twice", ns)
	}
	if p, ok := d.(OpProvider); ok {
		defs := p.Ops()
		seen := make(map[string]bool, len(defs))
		for _, def := range defs {
			if seen[def.Name] || c.ops[def.Name] != nil {
				return fmt.Errorf("mlir: op %q registered twice", def.Name)
			}
			seen[def.Name] = true
		}
		for _, def := range defs {
			def.dialect = d
			c.ops[def.Name] = def
		}
	}
	c.dialects[ns] = d
	c.order = append(c.order, d)
	return nil
}

// Dialect returns the dialect registered under ns, or nil.
func (c *Context) Dialect(ns string) Dialect { return c.dialects[ns] }

// Dialects returns the registered dialects in registration order.
func (c *Context) Dialects() []Dialect { return append([]Dialect(nil), c.order...) }

// OpDef returns the definition of the op named name, or nil.
func (c *Context) OpDef(name string) *OpDef { return c.ops[name] }

// OpDefs returns every registered op definition, sorted by name.
func (c *Context) OpDefs() []*OpDef {
	defs := make([]*OpDef, 0, len(c.ops))
	for _, d := range c.ops {
		defs = append(defs, d)
	}
	sort.Slice(defs, func(i, j int) bool { return defs[i].Name < defs[j].Name })
	return defs
}

// Builtin type constructors.

// IntegerType returns iN, siN or uiN.
func (c *Context) IntegerType(width int, s Signedness) *IntegerType {
	if width >= 0 && width <= 128 && s <= Unsigned {
		if t := c.ints[s][width].Load(); t != nil {
			return t
		}
		t := c.InternType(&IntegerType{Width: width, Signedness: s}).(*IntegerType)
		c.ints[s][width].Store(t)
		return t
	}
	return c.InternType(&IntegerType{Width: width, Signedness: s}).(*IntegerType)
}

// IndexType returns `index`.
func (c *Context) IndexType() *IndexType { return c.index }

// NoneType returns `none`.
func (c *Context) NoneType() *NoneType { return c.none }

// FloatType returns the float type of kind k.
func (c *Context) FloatType(k FloatKind) *FloatType { return c.floats[k] }

// ComplexType returns complex<elem>.
func (c *Context) ComplexType(elem Type) *ComplexType {
	return c.InternType(&ComplexType{Elem: elem}).(*ComplexType)
}

// VectorType returns vector<shape x elem>; scalable may be nil.
func (c *Context) VectorType(shape []int64, scalable []bool, elem Type) *VectorType {
	var buf [64]byte
	vt, _ := c.vectorType(buf[:0], shape, scalable, elem) // allocates only when new
	return vt
}

// TensorType returns tensor<shape x elem, encoding>; encoding may be nil.
func (c *Context) TensorType(shape []int64, elem Type, encoding Attribute) *RankedTensorType {
	return c.InternType(&RankedTensorType{Shape: shape, Elem: elem, Encoding: encoding}).(*RankedTensorType)
}

// UnrankedTensorType returns tensor<*xelem>.
func (c *Context) UnrankedTensorType(elem Type) *UnrankedTensorType {
	return c.InternType(&UnrankedTensorType{Elem: elem}).(*UnrankedTensorType)
}

// MemRefType returns memref<shape x elem, layout, space>; layout and space may be nil.
func (c *Context) MemRefType(shape []int64, elem Type, layout, space Attribute) *MemRefType {
	return c.InternType(&MemRefType{Shape: shape, Elem: elem, Layout: layout, MemorySpace: space}).(*MemRefType)
}

// UnrankedMemRefType returns memref<*xelem, space>.
func (c *Context) UnrankedMemRefType(elem Type, space Attribute) *UnrankedMemRefType {
	return c.InternType(&UnrankedMemRefType{Elem: elem, MemorySpace: space}).(*UnrankedMemRefType)
}

// TupleType returns tuple<types...>.
func (c *Context) TupleType(types []Type) *TupleType {
	return c.InternType(&TupleType{Types: types}).(*TupleType)
}

// FunctionType returns (inputs) -> (results).
func (c *Context) FunctionType(inputs, results []Type) *FunctionType {
	return c.InternType(&FunctionType{Inputs: inputs, Results: results}).(*FunctionType)
}

// OpaqueType returns the text-kept type `!dialect.data`.
func (c *Context) OpaqueType(dialect, data string) *OpaqueType {
	return c.InternType(&OpaqueType{Dialect: dialect, Data: data}).(*OpaqueType)
}

// Builtin attribute constructors.

// Unit returns the unit attribute.
func (c *Context) Unit() *UnitAttr { return c.unit }

// Bool returns `true` or `false` (i1 integer attributes).
func (c *Context) Bool(b bool) *IntegerAttr {
	if b {
		return c.trueA
	}
	return c.falseA
}

// IntegerAttr returns `v : t`, with v truncated to t's width and extended per its
// signedness.
func (c *Context) IntegerAttr(t Type, v int64) *IntegerAttr {
	a, ok := smallIntegerAttr(t, v)
	if !ok {
		return c.IntegerAttrBig(t, big.NewInt(v))
	}
	if a.Type == Type(c.IntegerType(1, Signless)) {
		return c.Bool(a.Val != 0)
	}
	var kb [32]byte
	ia, _ := c.intAttr(kb[:0], t, a.Val)
	return ia
}

// smallIntegerAttr is newIntegerAttr for an int64 value whose truncation to t
// fits in int64 too, without math/big; false when the result needs a big.Int.
func smallIntegerAttr(t Type, v int64) (IntegerAttr, bool) {
	width := 64
	unsigned := false
	if it, ok := t.(*IntegerType); ok {
		width = it.Width
		unsigned = it.Signedness == Unsigned
	}
	if unsigned && width >= 64 && v < 0 {
		// 2^width + v: beyond int64.
		return IntegerAttr{}, false
	}
	return IntegerAttr{Type: t, Val: normalizeInt(v, width, unsigned)}, true
}

// IntegerAttrBig is IntegerAttr for a value of any size.
func (c *Context) IntegerAttrBig(t Type, v *big.Int) *IntegerAttr {
	a := newIntegerAttr(t, v)
	if a.Type == Type(c.IntegerType(1, Signless)) {
		return c.Bool(a.Val != 0)
	}
	return c.InternAttr(a).(*IntegerAttr)
}

// FloatAttr returns the float attribute of type t whose encoding is bits.
func (c *Context) FloatAttr(t *FloatType, bits [2]uint64) *FloatAttr {
	return c.InternAttr(&FloatAttr{Type: t, Bits: bits}).(*FloatAttr)
}

// FloatAttrF64 returns the attribute of type t nearest to v.
func (c *Context) FloatAttrF64(t *FloatType, v float64) *FloatAttr {
	return c.FloatAttr(t, floatFromFloat64(t.Kind, v))
}

// String returns the string attribute "s".
func (c *Context) String(s string) *StringAttr {
	return c.InternAttr(&StringAttr{Value: s}).(*StringAttr)
}

// Array returns [elems...].
func (c *Context) Array(elems []Attribute) *ArrayAttr {
	return c.InternAttr(&ArrayAttr{Elems: elems}).(*ArrayAttr)
}

// Dictionary returns {entries...}; entries are sorted by name (in place).
func (c *Context) Dictionary(entries []NamedAttr) *DictionaryAttr {
	sortNamed(entries)
	return c.InternAttr(&DictionaryAttr{Entries: entries}).(*DictionaryAttr)
}

// TypeAttr returns the type t as an attribute.
func (c *Context) TypeAttr(t Type) *TypeAttr { return c.InternAttr(&TypeAttr{Type: t}).(*TypeAttr) }

// SymbolRef returns @root::@nested....
func (c *Context) SymbolRef(root string, nested ...string) *SymbolRefAttr {
	return c.InternAttr(&SymbolRefAttr{Root: root, Nested: nested}).(*SymbolRefAttr)
}

// Distinct returns a new distinct[N]<ref> attribute.
func (c *Context) Distinct(ref Attribute) *DistinctAttr {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.nextDistinct++
	return &DistinctAttr{ID: c.nextDistinct, Ref: ref}
}

// UnknownLoc returns loc(unknown).
func (c *Context) UnknownLoc() *UnknownLoc { return c.unknownLoc }

// FileLineColLoc returns loc("file":line:col).
func (c *Context) FileLineColLoc(file string, line, col uint32) *FileLineColLoc {
	return c.InternAttr(&FileLineColLoc{File: file, Line: line, Col: col}).(*FileLineColLoc)
}

// NameLoc returns loc("name") or loc("name"(child)).
func (c *Context) NameLoc(name string, child Location) *NameLoc {
	return c.InternAttr(&NameLoc{Name: name, Child: child}).(*NameLoc)
}

// CallSiteLoc returns loc(callsite(callee at caller)).
func (c *Context) CallSiteLoc(callee, caller Location) *CallSiteLoc {
	return c.InternAttr(&CallSiteLoc{Callee: callee, Caller: caller}).(*CallSiteLoc)
}

// FusedLoc returns loc(fused<meta>[locs]); meta may be nil.
func (c *Context) FusedLoc(meta Attribute, locs []Location) *FusedLoc {
	return c.InternAttr(&FusedLoc{Metadata: meta, Locs: locs}).(*FusedLoc)
}

func sortNamed(list []NamedAttr) {
	sorted := true
	for i := 1; i < len(list); i++ {
		if list[i-1].Name > list[i].Name {
			sorted = false
			break
		}
	}
	if !sorted {
		sort.SliceStable(list, func(i, j int) bool { return list[i].Name < list[j].Name })
	}
}

func newIntegerAttr(t Type, v *big.Int) *IntegerAttr {
	width := 64
	unsigned := false
	if it, ok := t.(*IntegerType); ok {
		width = it.Width
		unsigned = it.Signedness == Unsigned
	}
	// Truncate to width, then extend.
	x := new(big.Int).Set(v)
	if width < 1 {
		x.SetInt64(0)
	} else {
		mod := new(big.Int).Lsh(big.NewInt(1), uint(width))
		x.Mod(x, mod)
		if !unsigned && x.Bit(width-1) == 1 {
			x.Sub(x, mod)
		}
	}
	if x.IsInt64() {
		return &IntegerAttr{Type: t, Val: x.Int64()}
	}
	return &IntegerAttr{Type: t, Big: x}
}

// BigValue returns the value of a as a big.Int.
func (a *IntegerAttr) BigValue() *big.Int {
	if a.Big != nil {
		return new(big.Int).Set(a.Big)
	}
	return big.NewInt(a.Val)
}

// OpaqueDialect registers a namespace whose types, attributes and operations are
// kept as text (OpaqueType, OpaqueAttr, generic-form ops) even when the context
// does not allow unregistered dialects: for dialects Ferry carries through but does
// not interpret, such as `#dlti.dl_spec<...>` on imported modules.
type OpaqueDialect struct{ Name string }

// Namespace returns d.Name.
func (d OpaqueDialect) Namespace() string { return d.Name }

// OpAttrVerifier is implemented by dialects that verify the discardable
// attributes named with their prefix wherever they stand (`dlti.dl_spec`,
// `llvm.data_layout`), as MLIR's Dialect::verifyOperationAttribute: the verifier
// calls it for each such attribute of an op before any other check of the op.
// The error is reported at the op without the "'name' op " prefix (MLIR's
// emitError); a dialect that wants the prefix writes it in the message.
type OpAttrVerifier interface {
	VerifyOpAttr(op *Operation, a NamedAttr) error
}

// UnknownOpsAllower is implemented by dialects that accept operations they do not
// define (kept in generic form), as MLIR's allowsUnknownOperations().
type UnknownOpsAllower interface {
	AllowsUnknownOps() bool
}

func (c *Context) allowsUnknownOps(ns string) bool {
	switch d := c.dialects[ns].(type) {
	case OpaqueDialect:
		return true
	case UnknownOpsAllower:
		return d.AllowsUnknownOps()
	}
	return false
}
