package mlir

import "github.com/ferry-ir/ferry/diag"

// Value is an SSA value: the result of an operation or the argument of a block.
//
//	%0 = "llvm.add"(%a, %b) : (i32, i32) -> i32   // a result
//	^bb1(%x: i32):                                 // a block argument
type Value struct {
	// The fields every use of an operand reads (its type, where it is defined, its
	// printed number) come first, in one cache line of the opWithResult that holds
	// most results.
	Type  Type
	owner *Operation // defining op, for results
	block *Block     // owning block, for arguments
	index int32      // result or argument number
	num   int32      // printer scratch: the value's printed number

	asmName string // printer scratch: its name from OpDef.ResultNames, custom form
	// Name is the name the value was read with, without `%` ("sum", "0", "arg1");
	// for a result of a multi-result op it is the name of the group. It is printed
	// only with PrintOptions.KeepNames. Builders may set it.
	Name string
	// Loc is the location of a block argument (printed with DebugInfo); nil for
	// results, whose location is their operation's.
	Loc Location
}

// DefiningOp returns the operation that defines v, or nil for a block argument.
func (v *Value) DefiningOp() *Operation { return v.owner }

// OwnerBlock returns the block whose argument v is, or nil for a result.
func (v *Value) OwnerBlock() *Block { return v.block }

// Index returns the result or argument number of v.
func (v *Value) Index() int { return int(v.index) }

// ParentBlock returns the block in which v is defined.
func (v *Value) ParentBlock() *Block {
	if v.block != nil {
		return v.block
	}
	if v.owner != nil {
		return v.owner.Block
	}
	return nil
}

// Operation is one MLIR operation, in generic form:
//
//	%r:2 = "dialect.name"(%a, %b)[^bb1, ^bb2] <{prop = 1}> ({ regions }) {attr = 2} : (i32, i32) -> (i1, i1) loc(...)
type Operation struct {
	// Name is the full operation name, "llvm.add".
	Name string
	// Def is the registered definition of the op, or nil for an unregistered op.
	Def      *OpDef
	Operands []*Value
	Results  []*Value
	// Props are the inherent attributes printed as properties `<{...}>`, sorted by name.
	Props []NamedAttr
	// Attrs are the attributes printed as the attribute dictionary `{...}`, sorted by
	// name: discardable attributes, and inherent ones of ops without properties.
	Attrs      []NamedAttr
	Regions    []*Region
	Successors []*Block
	Loc        Location
	// Block is the block holding the op, nil for a detached op.
	Block *Block
	// Offset is the byte offset of the op in its source text, or -1.
	Offset int

	ctx       *Context   // set on top-level ops returned by Parse
	resources *Resources // `{-# ... #-}` of the file, on the top-level op
	src       *diag.Source
}

// Resources returns the `{-# ... #-}` section read with op, or nil.
func (op *Operation) Resources() *Resources { return op.resources }

// SetResources attaches a `{-# ... #-}` section to a top-level op.
func (op *Operation) SetResources(r *Resources) { op.resources = r }

// Block is a list of operations with arguments: `^bb1(%x: i32): ...`.
type Block struct {
	Args   []*Value
	Ops    []*Operation
	Parent *Region
	// Name is the label the block was read with, without `^` ("bb1", "loop"); printed
	// only with PrintOptions.KeepNames.
	Name string

	num  int32 // printer scratch: the block's number within its region
	vidx int32 // verifier scratch: the block's position, while dominators are computed (domInfo)
}

// Region is a list of blocks owned by an operation.
type Region struct {
	Blocks []*Block
	Parent *Operation
}

// NewOperation builds a detached operation from st; the results get st.Types.
func NewOperation(st *OperationState) *Operation {
	var op *Operation
	if len(st.Types) == 1 {
		// One allocation for the op and its result.
		b := &opWithResult{}
		op = &b.op
		b.val = Value{Type: st.Types[0], owner: op}
		b.ptr[0] = &b.val
		op.Results = b.ptr[:]
	} else {
		op = &Operation{}
	}
	op.Name = st.Name
	op.Def = st.Def
	op.Operands = st.Operands
	op.Props = st.Props
	op.Attrs = st.Attrs
	op.Regions = st.Regions
	op.Successors = st.Successors
	op.Loc = st.Loc
	op.Offset = st.Offset
	if len(st.Types) > 1 {
		vals := make([]Value, len(st.Types))
		op.Results = make([]*Value, len(st.Types))
		for i, t := range st.Types {
			vals[i] = Value{Type: t, owner: op, index: int32(i)}
			op.Results[i] = &vals[i]
		}
	}
	for _, r := range op.Regions {
		r.Parent = op
	}
	return op
}

// opWithResult is a single-result op in one 320-byte object (a size class that
// keeps it 64-byte aligned): a use of the result reads op.Results[0] (ptr) and
// the Value's first fields, all in the object's first cache line.
type opWithResult struct {
	ptr [1]*Value
	val Value
	op  Operation
}

// OperationState collects the parts of an operation while it is parsed or built.
// Custom op parsers fill it; the parser then builds the Operation.
type OperationState struct {
	Name       string
	Def        *OpDef
	Operands   []*Value
	Types      []Type // result types
	Props      []NamedAttr
	Attrs      []NamedAttr
	Regions    []*Region
	Successors []*Block
	Loc        Location
	Offset     int
}

// AddRegion appends a new empty region and returns it.
func (st *OperationState) AddRegion() *Region {
	r := &Region{}
	st.Regions = append(st.Regions, r)
	return r
}

// Attr returns the attribute named name among the op's properties and attributes,
// or nil.
func (op *Operation) Attr(name string) Attribute {
	if a := lookupAttr(op.Props, name); a != nil {
		return a
	}
	return lookupAttr(op.Attrs, name)
}

// Prop returns the property named name, or nil.
func (op *Operation) Prop(name string) Attribute { return lookupAttr(op.Props, name) }

// SetAttr sets (or adds) the attribute name in the dictionary, keeping it sorted.
func (op *Operation) SetAttr(name string, a Attribute) { op.Attrs = setNamed(op.Attrs, name, a) }

// SetProp sets (or adds) the property name, keeping the list sorted.
func (op *Operation) SetProp(name string, a Attribute) { op.Props = setNamed(op.Props, name, a) }

func setNamed(list []NamedAttr, name string, a Attribute) []NamedAttr {
	i := 0
	for i < len(list) && list[i].Name < name {
		i++
	}
	if i < len(list) && list[i].Name == name {
		list[i].Value = a
		return list
	}
	list = append(list, NamedAttr{})
	copy(list[i+1:], list[i:])
	list[i] = NamedAttr{name, a}
	return list
}

// Dialect returns the namespace part of the op name ("llvm" for "llvm.add").
func (op *Operation) Dialect() string {
	for i := 0; i < len(op.Name); i++ {
		if op.Name[i] == '.' {
			return op.Name[:i]
		}
	}
	return ""
}

// ParentOp returns the operation whose region holds op, or nil.
func (op *Operation) ParentOp() *Operation {
	if op.Block != nil && op.Block.Parent != nil {
		return op.Block.Parent.Parent
	}
	return nil
}

// Walk calls f on op and every operation nested in it, in pre-order; f returning
// false skips the op's regions.
func (op *Operation) Walk(f func(*Operation) bool) {
	if !f(op) {
		return
	}
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			for _, o := range b.Ops {
				o.Walk(f)
			}
		}
	}
}

// AddArgument appends an argument of type t to b and returns it.
func (b *Block) AddArgument(t Type, loc Location) *Value {
	v := &Value{Type: t, Loc: loc, block: b, index: int32(len(b.Args))}
	b.Args = append(b.Args, v)
	return v
}

// Append adds op at the end of b.
func (b *Block) Append(op *Operation) {
	op.Block = b
	b.Ops = append(b.Ops, op)
}

// Terminator returns the last op of b, or nil when b is empty.
func (b *Block) Terminator() *Operation {
	if len(b.Ops) == 0 {
		return nil
	}
	return b.Ops[len(b.Ops)-1]
}

// IsEntry reports whether b is the first block of its region.
func (b *Block) IsEntry() bool {
	return b.Parent != nil && len(b.Parent.Blocks) > 0 && b.Parent.Blocks[0] == b
}

// AddBlock appends a new empty block to r and returns it.
func (r *Region) AddBlock() *Block {
	b := &Block{Parent: r}
	r.Blocks = append(r.Blocks, b)
	return b
}
