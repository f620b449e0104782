package llvmir

import "strconv"

// typeFinder lists the identified struct types a module uses, in the order
// llvm-dis prints them (LLVM's TypeFinder, canon.go rule 2): the value types
// and initializers of globals, the value types and aliasees of aliases, the
// value types of ifuncs, then per function its type, attributes, personality,
// prefix and prologue, and per instruction its type, constant operands, GEP
// source and alloca types, call attributes, metadata attachments (!dbg
// aside) and debug record values; then named metadata. Each type is walked
// depth first, fields in order.
type typeFinder struct {
	seenTypes  map[Type]bool
	seenConsts map[Constant]bool
	seenMD     map[*MDNode]bool
	found      []*StructType
	want       int // identified structs in the module: the walk may stop at this many
	stack      []Type
}

// orderTypes keeps in m.Types the identified structs the module uses, in
// llvm-dis's order, and renumbers the unnamed ones from 0 in that order.
func orderTypes(m *Module) {
	if len(m.Types) == 0 {
		return
	}
	f := &typeFinder{
		seenTypes:  map[Type]bool{},
		seenConsts: map[Constant]bool{},
		seenMD:     map[*MDNode]bool{},
		want:       len(m.Types),
	}
	f.module(m)
	n := 0
	for _, t := range f.found {
		if t.Numbered {
			t.Name = strconv.Itoa(n)
			n++
		}
	}
	// numbered types print first, then named ones (AssemblyWriter's
	// printTypeIdentities)
	types := make([]*StructType, 0, len(f.found))
	for _, t := range f.found {
		if t.Numbered {
			types = append(types, t)
		}
	}
	for _, t := range f.found {
		if !t.Numbered {
			types = append(types, t)
		}
	}
	m.Types = types
}

func (f *typeFinder) done() bool { return len(f.found) == f.want }

func (f *typeFinder) module(m *Module) {
	for _, g := range m.Globals {
		f.typ(g.ValueType)
		if g.Init != nil {
			f.value(g.Init)
		}
	}
	for _, a := range m.Aliases {
		f.typ(a.ValueType)
		if a.Aliasee != nil {
			f.value(a.Aliasee)
		}
	}
	for _, i := range m.IFuncs {
		f.typ(i.ValueType)
	}
	for _, fn := range m.Funcs {
		if f.done() {
			return
		}
		f.typ(fn.Sig)
		f.attrs(m, fn.FnAttrs, fn.RetAttrs)
		for _, p := range fn.Params {
			f.attrSet(p.Attrs)
		}
		for _, c := range [...]Constant{fn.Personality, fn.Prefix, fn.Prologue} {
			if c != nil {
				f.value(c)
			}
		}
		for _, b := range fn.Blocks {
			if f.done() {
				return
			}
			for _, in := range b.Insts {
				f.inst(m, in)
			}
		}
	}
	for _, nmd := range m.NamedMD {
		for _, n := range nmd.Nodes {
			f.md(n)
		}
	}
}

func (f *typeFinder) inst(m *Module, in *Instruction) {
	if in.Typ != nil {
		f.typ(in.Typ)
	}
	ops := in.Ops
	if in.Call != nil && len(ops) > 0 {
		// a call's callee is its last operand in LLVM, after the arguments
		// and the bundle operands
		ops = ops[1:]
	}
	for _, v := range ops {
		f.operand(v)
	}
	if in.ElemType != nil && (in.Op == OpGetElementPtr || in.Op == OpAlloca) {
		f.typ(in.ElemType)
	}
	if ci := in.Call; ci != nil {
		// the bundle operands and the callee are operands, walked before
		// the call's attributes
		for _, b := range ci.Bundles {
			for _, v := range b.Inputs {
				f.operand(v)
			}
		}
		if len(in.Ops) > 0 {
			f.operand(in.Ops[0])
		}
		f.attrs(m, ci.FnAttrs, ci.RetAttrs)
		for _, s := range ci.ParamAttrs {
			f.attrSet(s)
		}
	}
	for _, a := range in.MD {
		if a.Kind != "dbg" {
			f.md(a.Node)
		}
	}
	for _, r := range in.Records {
		if r.Kind == DbgLabel || len(r.Args) == 0 {
			continue
		}
		// the location operands: a value, or the values of a DIArgList
		switch loc := r.Args[0].(type) {
		case *ValueAsMD:
			f.operand(loc.Value)
		case *DIArgList:
			for _, a := range loc.Args {
				f.operand(a.Value)
			}
		}
	}
}

// operand walks an operand that is not an instruction: a constant, or
// metadata used as a value.
func (f *typeFinder) operand(v Value) {
	switch v := v.(type) {
	case *MetadataValue:
		switch md := v.MD.(type) {
		case *MDNode:
			f.md(md)
		case *ValueAsMD:
			f.operand(md.Value)
		case *DIArgList:
			for _, a := range md.Args {
				f.operand(a.Value)
			}
		}
	case Constant:
		f.value(v)
	}
}

// attrs walks a function's or call's attribute list: function attributes
// (with their groups), return attributes; parameters follow at the caller.
func (f *typeFinder) attrs(m *Module, fn, ret AttrSet) {
	f.attrSet(fn)
	for _, id := range fn.Groups {
		if g := m.AttrGroup(id); g != nil {
			f.attrSet(g.Attrs)
		}
	}
	f.attrSet(ret)
}

func (f *typeFinder) attrSet(s AttrSet) {
	for i := range s.Attrs {
		if t := s.Attrs[i].Type; t != nil {
			f.typ(t)
		}
	}
}

// value walks a constant's type and operands; globals are walked as globals.
func (f *typeFinder) value(c Constant) {
	switch c.(type) {
	case *Global, *Function, *Alias, *IFunc, *fwdGlobal:
		return
	case *ConstInt, *ConstFP, *ConstNone:
		// no operands, and a type with no struct in it
		return
	case *ConstNull, *ConstUndef, *ConstPoison, *ConstZero:
		if leafType(c.Type()) {
			return
		}
	}
	if f.seenConsts[c] {
		return
	}
	f.seenConsts[c] = true
	f.typ(c.Type())
	switch c := c.(type) {
	case *ConstArray:
		for _, e := range c.Elems {
			f.value(e)
		}
	case *ConstStruct:
		for _, e := range c.Fields {
			f.value(e)
		}
	case *ConstVector:
		for _, e := range c.Elems {
			f.value(e)
		}
	case *ConstSplat:
		f.value(c.Elem)
	case *ConstExpr:
		if c.Op == OpGetElementPtr && c.SrcElem != nil {
			f.typ(c.SrcElem)
		}
		for _, o := range c.Ops {
			f.value(o)
		}
	case *PtrAuth:
		f.value(c.Ptr)
		for _, a := range c.Args {
			f.value(a)
		}
	}
}

// md walks the constants a metadata node holds, nested nodes included.
func (f *typeFinder) md(n Metadata) {
	node, ok := n.(*MDNode)
	if !ok || f.seenMD[node] {
		return
	}
	f.seenMD[node] = true
	each := func(op Metadata) {
		switch op := op.(type) {
		case *MDNode:
			f.md(op)
		case *ValueAsMD:
			if c, ok := op.Value.(Constant); ok {
				f.value(c)
			}
		}
	}
	for _, op := range node.Ops {
		each(op)
	}
	for _, fl := range node.Fields {
		if fl.MD != nil {
			each(fl.MD)
		}
	}
}

// typ walks t depth first, as TypeFinder::incorporateType does, recording
// identified structs the first time it meets them.
func (f *typeFinder) typ(t Type) {
	if leafType(t) || f.seenTypes[t] {
		return
	}
	f.seenTypes[t] = true
	f.stack = append(f.stack[:0], t)
	for len(f.stack) > 0 {
		t := f.stack[len(f.stack)-1]
		f.stack = f.stack[:len(f.stack)-1]
		if st, ok := t.(*StructType); ok && st.Name != "" {
			f.found = append(f.found, st)
		}
		// push the unvisited subtypes in reverse, so that they pop in order
		switch t := t.(type) {
		case *StructType:
			for i := len(t.Fields) - 1; i >= 0; i-- {
				f.push(t.Fields[i])
			}
		case *ArrayType:
			f.push(t.Elem)
		case *VectorType:
			f.push(t.Elem)
		case *FuncType:
			for i := len(t.Params) - 1; i >= 0; i-- {
				f.push(t.Params[i])
			}
			f.push(t.Ret)
		case *TargetExtType:
			for i := len(t.Types) - 1; i >= 0; i-- {
				f.push(t.Types[i])
			}
		}
	}
}

func (f *typeFinder) push(t Type) {
	if !f.seenTypes[t] {
		f.seenTypes[t] = true
		f.stack = append(f.stack, t)
	}
}

// leafType reports whether t has no subtypes and is no struct, so that the
// walk need not remember it.
func leafType(t Type) bool {
	switch t.(type) {
	case *IntType, *FloatType, *PointerType, *SimpleType:
		return true
	}
	return false
}
