package llvm

// The types in this file describe the rows of the generated tables (ops_gen.go,
// attrs_gen.go, enums_gen.go). Each row is one TableGen record of MLIR 22's LLVM
// dialect; the generator in internal/gen writes them, nothing else does.

//go:generate go run ./internal/gen

// Arity says how many values an operand, result, region or successor slot holds.
type Arity uint8

const (
	Single             Arity = iota // exactly one
	Optional                        // zero or one
	Variadic                        // any number
	VariadicOfVariadic              // groups of any number, sized by an attribute
)

// ValueSpec is an operand, result, region or successor slot of an op.
type ValueSpec struct {
	Name       string
	Arity      Arity
	Def        string // TableGen constraint record (or its class for anonymous ones)
	Constraint string // the constraint's summary, e.g. "LLVM pointer type"
	CppType    string // C++ class when narrower than ::mlir::Type ("::mlir::LLVM::LLVMPointerType")
	Segments   string // VariadicOfVariadic: the attribute holding the group sizes
	Builder    string // C++ call that builds the type when the constraint fixes it, e.g. "$_builder.getIntegerType(1)"
}

// AttrSpec is an inherent attribute (or property) of an op.
type AttrSpec struct {
	Name     string
	Def      string // innermost named constraint: "UnitAttr", "StrAttr", "FastmathFlags", ...
	Storage  string // C++ storage type, e.g. "::mlir::IntegerAttr"
	Prop     bool   // a native property rather than an attribute
	Optional bool
	Default  string // C++ default value expression, "" when none
	Enum     string // enum record when the attribute holds an enum
	// TypeBuilder builds the attribute's value type when the constraint fixes it
	// ("$_builder.getIntegerType(64)" for I64Attr); the custom form then elides `: i64`.
	TypeBuilder string
	Summary     string // the constraint's summary, for "failed to satisfy constraint: ..."
}

// TraitSpec is one trait of an op. Kind is the trait or interface name; Values holds
// its arguments (the names AllTypesMatch ties together, lhs and rhs of TypesMatchWith).
type TraitSpec struct {
	Kind        string
	Values      []string
	Transformer string // TypesMatchWith's C++ type transformer
}

// OpSpec is one op of the dialect.
type OpSpec struct {
	Name        string // full name, "llvm.getelementptr"
	Record      string // TableGen record, "LLVM_GEPOp"
	Intrinsic   bool   // an llvm.intr.* op
	Operands    []ValueSpec
	Results     []ValueSpec
	Attrs       []AttrSpec
	Regions     []ValueSpec
	Successors  []ValueSpec
	Traits      []TraitSpec
	Format      string // declarative assembly format; "" when Custom or generic
	Custom      bool   // hand-written syntax (C++ parse/print in MLIR; Go here)
	HasVerifier bool   // a hand-written verifier exists
	Summary     string

	// sized[0] and sized[1]: the op has AttrSizedOperandSegments and
	// AttrSizedResultSegments (opView reads them for every op); set by
	// indexTraits when the row is registered.
	sized [2]bool
}

// indexTraits fills the fields s derives from its traits.
func (s *OpSpec) indexTraits() {
	s.sized = [2]bool{s.hasTrait("AttrSizedOperandSegments"), s.hasTrait("AttrSizedResultSegments")}
}

// ParamSpec is one parameter of an attribute or type definition.
type ParamSpec struct {
	Name     string
	CppType  string
	Kind     string // parameter class ("OptionalParameter", "ArrayRefParameter", ...), "" for a plain C++ type
	Optional bool
	Default  string
	Enum     string
}

// DefSpec is one attribute or type definition of the dialect.
type DefSpec struct {
	Mnemonic    string // "di_file"
	Record      string // "LLVM_DIFileAttr"
	CppClass    string
	Params      []ParamSpec
	Format      string // declarative format; "" when Custom or parameterless
	Custom      bool
	Alias       bool // MLIR prints an alias named after the mnemonic (#di_file)
	HasVerifier bool
}

// EnumCase is one case of an enum: its C++ symbol, its printed string, its value.
type EnumCase struct {
	Symbol string
	Str    string
	Value  int64
}

// EnumSpec is one enum of the dialect. Bit enums print as separated lists of cases.
type EnumSpec struct {
	Record    string
	Class     string
	Storage   string
	Bit       bool
	Separator string
	Quoted    bool
	Groups    bool
	Summary   string // the enum's summary, in its parse errors ("LLVM DI flags")
	Cases     []EnumCase
}

// DwarfName is one DWARF constant and its name ("DW_TAG_base_type").
type DwarfName struct {
	Value int64
	Name  string
}
