package llvmir

// Metadata is a metadata operand: a node, a string, a value, a DIArgList or null.
type Metadata interface{ isMetadata() }

// MDString is !"text".
type MDString struct{ Value string }

// MDNull is the null metadata operand (inside generic nodes and DI fields).
type MDNull struct{}

// ValueAsMD is a value used as metadata: `i32 1`, `ptr @g`, `i32 %x`.
type ValueAsMD struct{ Value Value }

// DIArgList is !DIArgList(T v, ...), used only inline in debug records.
type DIArgList struct{ Args []*ValueAsMD }

// MDNode is a metadata node. Generic nodes (Kind == "") have Ops: !{!1, i32 0}.
// Specialized nodes (Kind = "DILocation", "DIExpression", ...) have Fields, in
// printed order. ID is the node's number (!ID) or -1 for inline nodes.
type MDNode struct {
	ID       int
	Distinct bool
	off      int32   // source offset of its definition (!N = ...), for diagnostics
	canon    uint8   // renumberMetadata's mark: 1 visiting, 2 uniqued, 3 numbered
	rep      *MDNode // the equal node it was merged into, for renumberMetadata
	Kind     string
	Ops      []Metadata
	Fields   []MDField
}

// MDFieldKind tells how an MDField value is written.
type MDFieldKind uint8

// Field value kinds. Integer, enum and flag values keep their text as written
// (Text): 42, -1, DW_TAG_member, DW_ATE_signed, DIFlagPrototyped | DIFlagPublic,
// true; references, strings and null are Metadata (MD).
const (
	FieldText MDFieldKind = iota // Text is the literal token(s)
	FieldMD                      // MD is a *MDNode, *MDString, *ValueAsMD or *MDNull
)

// MDField is name: value in a specialized node. Positional operands (the
// operations of a DIExpression) have Name == "".
type MDField struct {
	Name string
	Kind MDFieldKind
	Text string
	MD   Metadata
}

// MDAttachment is !kind !node on an instruction, function or global.
type MDAttachment struct {
	Kind string // without '!': "dbg", "tbaa", ...
	Node Metadata
}

// DebugRecordKind is value, declare, assign, label or declare_value.
type DebugRecordKind uint8

// Debug record kinds.
const (
	DbgValue DebugRecordKind = iota
	DbgDeclare
	DbgAssign
	DbgLabel
	DbgDeclareValue
)

var dbgNames = [...]string{"value", "declare", "assign", "label", "declare_value"}

func (k DebugRecordKind) String() string { return dbgNames[k] }

// DebugRecord is #dbg_value(...), #dbg_declare(...), #dbg_assign(...) or
// #dbg_label(...), attached before an instruction. Args are the operands in order:
// for value/declare (location, variable, expression, DILocation); for assign
// (location, variable, expression, DIAssignID, address, address expression,
// DILocation); for label (label, DILocation).
type DebugRecord struct {
	Kind DebugRecordKind
	Args []Metadata
}

func (*MDString) isMetadata()  {}
func (*MDNull) isMetadata()    {}
func (*ValueAsMD) isMetadata() {}
func (*DIArgList) isMetadata() {}
func (*MDNode) isMetadata()    {}
