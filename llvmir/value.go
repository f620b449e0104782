package llvmir

import "math/big"

// Value is anything that can be an instruction operand: constants (including
// globals), parameters, instructions with a result, inline asm, and metadata
// wrapped as a value (call arguments of type metadata).
type Value interface {
	Type() Type
	isValue()
}

// Constant is a Value that is a compile-time constant: literals, constant
// expressions, and references to globals, functions, aliases and ifuncs.
type Constant interface {
	Value
	isConstant()
}

// ConstInt is an integer constant (or i1 true/false). Val holds the value
// truncated to 64 bits; Big is non-nil exactly when the type is wider than 64 bits.
type ConstInt struct {
	Typ *IntType
	Val uint64
	Big *big.Int // two's complement value as a non-negative big integer, for widths > 64
}

// ConstFP is a floating-point constant given by its bit pattern. Bits holds the
// low 64 bits of the encoding (for float, the IEEE single bits; for half and bfloat
// the 16 bits); Hi holds the high bits of 80- and 128-bit formats (for ppc_fp128 the
// second double).
type ConstFP struct {
	Typ  *FloatType
	Bits uint64
	Hi   uint64
}

// ConstNull is null of a pointer type (or of a target extension type).
type ConstNull struct{ Typ Type }

// ConstNone is the token constant none.
type ConstNone struct{}

// ConstUndef is undef of any first-class type.
type ConstUndef struct{ Typ Type }

// ConstPoison is poison of any first-class type.
type ConstPoison struct{ Typ Type }

// ConstZero is zeroinitializer of any first-class type.
type ConstZero struct{ Typ Type }

// ConstArray is [T a, T b, ...].
type ConstArray struct {
	Typ   *ArrayType
	Elems []Constant
}

// ConstString is c"..." of an [N x i8] type; Data has N bytes.
type ConstString struct {
	Typ  *ArrayType
	Data []byte
}

// ConstStruct is { T a, U b } or <{ ... }> for packed structs.
type ConstStruct struct {
	Typ    *StructType
	Fields []Constant
}

// ConstVector is <T a, T b, ...>.
type ConstVector struct {
	Typ   *VectorType
	Elems []Constant
}

// ConstSplat is splat (T x) of a vector type.
type ConstSplat struct {
	Typ  *VectorType
	Elem Constant
}

// BlockAddress is blockaddress(@f, %bb): the address of block Block of function Func.
type BlockAddress struct {
	Typ   *PointerType
	Func  Constant // normally a *Function
	Block *Block
	// BlockName is the name the block was referenced by, kept for printing when
	// Block is nil (the function has no body).
	BlockName string
}

// DSOLocalEquivalent is dso_local_equivalent @f.
type DSOLocalEquivalent struct{ Global Constant }

// NoCFI is no_cfi @f.
type NoCFI struct{ Global Constant }

// PtrAuth is ptrauth (ptr @f, i32 key[, i64 disc[, ptr addrdisc[, ptr deactivation]]]).
type PtrAuth struct {
	Ptr  Constant
	Args []Constant // key, and optionally the discriminators
}

// ConstExpr is a constant expression: a cast, binary op (add/sub/xor with flags),
// getelementptr, extractelement, insertelement or shufflevector. Ops and Flags
// have the meaning they have for the instruction of the same Opcode; for GEP,
// SrcElem is the source element type and InRange the optional inrange(lo, hi).
type ConstExpr struct {
	Op      Opcode
	Typ     Type
	Flags   Flags
	SrcElem Type
	Ops     []Constant
	InRange *[2]int64
}

// InlineAsm is asm [sideeffect] [alignstack] [inteldialect] [unwind] "asm", "constraints"
// used as a callee.
type InlineAsm struct {
	Typ          *PointerType
	FnType       *FuncType
	Asm          string
	Constraints  string
	SideEffect   bool
	AlignStack   bool
	IntelDialect bool
	Unwind       bool
	off          int32 // source offset of "asm", for diagnostics
}

// MetadataValue is metadata used as a value (`metadata !0` as a call argument).
type MetadataValue struct{ MD Metadata }

func (c *ConstInt) Type() Type           { return c.Typ }
func (c *ConstFP) Type() Type            { return c.Typ }
func (c *ConstNull) Type() Type          { return c.Typ }
func (c *ConstNone) Type() Type          { return Token }
func (c *ConstUndef) Type() Type         { return c.Typ }
func (c *ConstPoison) Type() Type        { return c.Typ }
func (c *ConstZero) Type() Type          { return c.Typ }
func (c *ConstArray) Type() Type         { return c.Typ }
func (c *ConstString) Type() Type        { return c.Typ }
func (c *ConstStruct) Type() Type        { return c.Typ }
func (c *ConstVector) Type() Type        { return c.Typ }
func (c *ConstSplat) Type() Type         { return c.Typ }
func (c *BlockAddress) Type() Type       { return c.Typ }
func (c *DSOLocalEquivalent) Type() Type { return c.Global.Type() }
func (c *NoCFI) Type() Type              { return c.Global.Type() }
func (c *PtrAuth) Type() Type            { return c.Ptr.Type() }
func (c *ConstExpr) Type() Type          { return c.Typ }
func (c *InlineAsm) Type() Type          { return c.Typ }
func (c *MetadataValue) Type() Type      { return MetadataTy }

func (*ConstInt) isValue()           {}
func (*ConstFP) isValue()            {}
func (*ConstNull) isValue()          {}
func (*ConstNone) isValue()          {}
func (*ConstUndef) isValue()         {}
func (*ConstPoison) isValue()        {}
func (*ConstZero) isValue()          {}
func (*ConstArray) isValue()         {}
func (*ConstString) isValue()        {}
func (*ConstStruct) isValue()        {}
func (*ConstVector) isValue()        {}
func (*ConstSplat) isValue()         {}
func (*BlockAddress) isValue()       {}
func (*DSOLocalEquivalent) isValue() {}
func (*NoCFI) isValue()              {}
func (*PtrAuth) isValue()            {}
func (*ConstExpr) isValue()          {}
func (*InlineAsm) isValue()          {}
func (*MetadataValue) isValue()      {}
func (*Global) isValue()             {}
func (*Function) isValue()           {}
func (*Alias) isValue()              {}
func (*IFunc) isValue()              {}
func (*Param) isValue()              {}
func (*Instruction) isValue()        {}

func (*ConstInt) isConstant()           {}
func (*ConstFP) isConstant()            {}
func (*ConstNull) isConstant()          {}
func (*ConstNone) isConstant()          {}
func (*ConstUndef) isConstant()         {}
func (*ConstPoison) isConstant()        {}
func (*ConstZero) isConstant()          {}
func (*ConstArray) isConstant()         {}
func (*ConstString) isConstant()        {}
func (*ConstStruct) isConstant()        {}
func (*ConstVector) isConstant()        {}
func (*ConstSplat) isConstant()         {}
func (*BlockAddress) isConstant()       {}
func (*DSOLocalEquivalent) isConstant() {}
func (*NoCFI) isConstant()              {}
func (*PtrAuth) isConstant()            {}
func (*ConstExpr) isConstant()          {}
func (*Global) isConstant()             {}
func (*Function) isConstant()           {}
func (*Alias) isConstant()              {}
func (*IFunc) isConstant()              {}
