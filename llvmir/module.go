package llvmir

// Module is one LLVM IR module. Every list is kept in source order, which for
// canonical input is the order llvm-dis prints.
type Module struct {
	SourceFilename    string
	HasSourceFilename bool
	DataLayout        string
	HasDataLayout     bool
	TargetTriple      string
	HasTargetTriple   bool
	ModuleAsm         []string // one entry per `module asm "..."` line

	Types      []*StructType // identified struct types, in definition order
	Comdats    []*Comdat
	Globals    []*Global
	Aliases    []*Alias
	IFuncs     []*IFunc
	Funcs      []*Function
	AttrGroups []*AttrGroup // attributes #N = { ... }, in definition order
	NamedMD    []*NamedMD
	// MDNodes are the numbered metadata nodes !N in llvm-dis's order (Parse
	// renumbers them); each keeps its number in MDNode.ID.
	MDNodes []*MDNode
	// UseListOrders are the module-level uselistorder directives.
	UseListOrders []*UseListOrder

	types  typeTable
	srcLen int // size of the parsed text, to pre-size the printer's buffer
}

// NewModule returns an empty module with its type table ready.
func NewModule() *Module {
	m := &Module{}
	m.types.init()
	return m
}

// AttrGroup returns the attribute group #id, or nil.
func (m *Module) AttrGroup(id int) *AttrGroup {
	// The parser numbers groups in order: #id is mostly at position id.
	if id >= 0 && id < len(m.AttrGroups) && m.AttrGroups[id].ID == id {
		return m.AttrGroups[id]
	}
	for _, g := range m.AttrGroups {
		if g.ID == id {
			return g
		}
	}
	return nil
}

// Linkage is a global's linkage type.
type Linkage uint8

// Linkages; ExternalLinkage is the default and prints as nothing.
const (
	ExternalLinkage Linkage = iota
	PrivateLinkage
	InternalLinkage
	AvailableExternallyLinkage
	LinkOnceLinkage
	WeakLinkage
	CommonLinkage
	AppendingLinkage
	ExternWeakLinkage
	LinkOnceODRLinkage
	WeakODRLinkage
)

var linkageNames = [...]string{"external", "private", "internal", "available_externally", "linkonce", "weak", "common", "appending", "extern_weak", "linkonce_odr", "weak_odr"}

func (l Linkage) String() string { return linkageNames[l] }

// Visibility is default, hidden or protected.
type Visibility uint8

// Visibilities.
const (
	DefaultVisibility Visibility = iota
	Hidden
	Protected
)

// DLLStorage is dllimport or dllexport.
type DLLStorage uint8

// DLL storage classes.
const (
	NoDLLStorage DLLStorage = iota
	DLLImport
	DLLExport
)

// ThreadLocal is the thread_local mode of a global.
type ThreadLocal uint8

// Thread-local modes.
const (
	NotThreadLocal    ThreadLocal = iota
	GeneralDynamicTLS             // thread_local
	LocalDynamicTLS               // thread_local(localdynamic)
	InitialExecTLS                // thread_local(initialexec)
	LocalExecTLS                  // thread_local(localexec)
)

// UnnamedAddr is unnamed_addr or local_unnamed_addr.
type UnnamedAddr uint8

// Unnamed-address kinds.
const (
	NoUnnamedAddr     UnnamedAddr = iota
	UnnamedAddrGlobal             // unnamed_addr
	LocalUnnamedAddr              // local_unnamed_addr
)

// GlobalHeader holds the properties shared by global variables, functions,
// aliases and ifuncs.
type GlobalHeader struct {
	Name         string // without '@'; for @0, "0" with Numbered set
	Numbered     bool
	Linkage      Linkage
	DSOLocal     bool
	Visibility   Visibility
	DLLStorage   DLLStorage
	ThreadLocal  ThreadLocal
	UnnamedAddr  UnnamedAddr
	AddrSpace    uint32
	Typ          *PointerType // the type of the global as a value: ptr addrspace(AddrSpace)
	Partition    string
	HasPartition bool
	slot         int32 // print number of an unnamed global
}

// Comdat is $name = comdat any|exactmatch|largest|nodeduplicate|samesize.
type Comdat struct {
	Name      string
	Selection string
}

// Global is a global variable: @g = ... global|constant T [init], ....
type Global struct {
	GlobalHeader
	ExternallyInitialized bool
	Constant              bool     // "constant" rather than "global"
	ValueType             Type     // the type of the initializer / contents
	Init                  Constant // nil for declarations
	Section               string
	HasSection            bool
	Comdat                *Comdat
	Align                 uint64 // 0 when absent
	CodeModel             string // "" when absent
	Attrs                 AttrSet
	NoSanitize            []string // no_sanitize_address, ... and sanitize_* keywords as written
	MD                    []MDAttachment
	off                   int32 // source offset of the name, for diagnostics
}

// Alias is @a = [linkage ...] alias T, ptr @aliasee.
type Alias struct {
	GlobalHeader
	ValueType Type
	Aliasee   Constant
	off       int32 // source offset of the name, for diagnostics
}

// IFunc is @f = [linkage ...] ifunc T, ptr @resolver.
type IFunc struct {
	GlobalHeader
	ValueType Type
	Resolver  Constant
	off       int32 // source offset of the name, for diagnostics
}

// Function is a function declaration (Blocks == nil) or definition.
type Function struct {
	GlobalHeader
	CC          CallingConv
	RetAttrs    AttrSet
	Sig         *FuncType
	Params      []*Param
	FnAttrs     AttrSet
	Section     string
	HasSection  bool
	Comdat      *Comdat
	Align       uint64
	GC          string
	HasGC       bool
	Prefix      Constant
	Prologue    Constant
	Personality Constant
	MD          []MDAttachment
	Blocks      []*Block
	// UseListOrders are the uselistorder directives inside the body.
	UseListOrders []*UseListOrder
	// Decl is true for `declare`.
	Decl bool
	off  int32
	// autoDecl marks an intrinsic the parser declared for calls (of one or
	// several function types; upgradeIntrinsics replaces it by one
	// declaration per overload, as llvm-as does)
	autoDecl bool
}

// Param is a function parameter. Name "" means unnamed (%0, %1, ... in order).
type Param struct {
	Name   string
	Typ    Type
	Attrs  AttrSet
	Parent *Function
	Index  int
	slot   int32
}

// Block is a basic block. Name "" means unnamed: it prints with a number from the
// function's slot counter (and, if it is the entry block, with no label at all).
type Block struct {
	Name   string
	Insts  []*Instruction
	Parent *Function
	// TrailingRecords are debug records after the last instruction (not valid IR,
	// but kept so nothing is lost).
	TrailingRecords []*DebugRecord
	slot            int32
	off             int32
	Index           int // position in Parent.Blocks
}

// NamedMD is !name = !{!0, !1}.
type NamedMD struct {
	Name  string
	Nodes []Metadata
	off   int32 // source offset, for diagnostics
}

// UseListOrder is a uselistorder or uselistorder_bb directive: the order of
// the uses of Value, or of Block (uselistorder label %bb in its function when
// Func is nil, uselistorder_bb @f, %bb at top level otherwise).
type UseListOrder struct {
	Value     Value    // for uselistorder
	Func      Constant // for uselistorder_bb
	Block     *Block   // for uselistorder_bb and uselistorder label
	BlockName string
	Indexes   []uint64
}

func (g *Global) Type() Type   { return g.Typ }
func (f *Function) Type() Type { return f.Typ }
func (a *Alias) Type() Type    { return a.Typ }
func (i *IFunc) Type() Type    { return i.Typ }
func (p *Param) Type() Type    { return p.Typ }

// Header returns the shared global properties of a *Global, *Function, *Alias or
// *IFunc, or nil for any other value.
func Header(v Value) *GlobalHeader {
	switch g := v.(type) {
	case *Global:
		return &g.GlobalHeader
	case *Function:
		return &g.GlobalHeader
	case *Alias:
		return &g.GlobalHeader
	case *IFunc:
		return &g.GlobalHeader
	}
	return nil
}

// CallingConv is a calling convention number (0 = ccc, the default).
type CallingConv uint32

// A few well-known calling conventions.
const (
	CCC     CallingConv = 0
	FastCC  CallingConv = 8
	ColdCC  CallingConv = 9
	GHCCC   CallingConv = 10
	TailCC  CallingConv = 18
	SwiftCC CallingConv = 16
)
