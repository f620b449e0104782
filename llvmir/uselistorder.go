package llvmir

import (
	"strconv"

	"github.com/ferry-ir/ferry/diag"
)

// This file parses and checks the use-list order directives, as LLParser's
// parseUseListOrder, parseUseListOrderBB and sortUseListOrder do:
//
//	uselistorder <ty> <value>, { i, j, ... }       (in a function body, after
//	                                                 its blocks, or at top level)
//	uselistorder label %bb, { i, j, ... }           (in a function body)
//	uselistorder_bb @f, %bb, { i, j, ... }          (top level only)
//
// The indexes are a permutation of 0..n-1 (at least two, not the identity)
// and n is the number of uses the value has when the directive is read: a
// top-level directive sees only what comes before it. LLParser applies the
// order to the value's use list at once; Ferry keeps the directive (printed
// with PrintOptions.UseListOrder, as llvm-dis -preserve-ll-uselistorder does).
//
// Uses are counted as LLVM keeps them: one per operand slot of an
// instruction (successor slots of terminators for a block; a PHI's incoming
// blocks are not uses), of a global's initializer, an alias's aliasee, an
// ifunc's resolver and a function's prefix, prologue and personality, and
// one per operand slot of each distinct constant (constants are uniqued, so
// two equal constant expressions are one user; a blockaddress uses its block,
// not its function). Metadata is no user. For a
// constant that is not a global (i32 7, a constant expression) the count is
// not checked.

// parseUseListOrder parses "uselistorder T v, { ... }" at the keyword.
func (p *parser) parseUseListOrder() *UseListOrder {
	loc := int(p.tok.start)
	p.next()
	u := &UseListOrder{}
	if t := p.peek(); p.fn != nil && p.isIdent("label") && (t.kind == tLocal || t.kind == tLocalID) {
		// a block of this function, as llvm-dis prints its use-list order
		p.next()
		u.Block = p.blockRef(p.tok)
		p.next()
	} else {
		u.Value = p.parseTypeAndValue()
	}
	p.expect(tComma, "comma in uselistorder directive")
	u.Indexes = p.parseUseListIndexes()
	p.checkUseCount(u.Value, u.Block, len(u.Indexes), loc)
	return u
}

// parseUseListOrderBB parses "uselistorder_bb @f, %bb, { ... }" at the keyword.
func (p *parser) parseUseListOrderBB() *UseListOrder {
	loc := int(p.tok.start)
	p.next()
	ft, bt := p.funcAndBlock("uselistorder_bb", "comma in uselistorder_bb directive")
	p.expect(tComma, "comma in uselistorder_bb directive")
	u := &UseListOrder{Indexes: p.parseUseListIndexes()}
	// the checks, once all is read
	fv, ok := p.globals[globalKey(p.nameOf(ft), ft.kind == tGlobalID)]
	if !ok {
		p.failAt(int(ft.start), diag.ErrUndefined, "invalid function forward reference in uselistorder_bb")
	}
	f, ok := fv.(*Function)
	if !ok {
		p.failAt(int(ft.start), diag.ErrType, "expected function name in uselistorder_bb")
	}
	if len(f.Blocks) == 0 {
		p.failAt(int(ft.start), diag.ErrType, "invalid declaration in uselistorder_bb")
	}
	if bt.kind == tLocalID {
		p.failAt(int(bt.start), diag.ErrSyntax, "invalid numeric label in uselistorder_bb")
	}
	name := p.nameOf(bt)
	u.Func, u.BlockName = f, name
	for _, b := range f.Blocks {
		if b.Name == name {
			u.Block = b
			break
		}
	}
	if u.Block == nil {
		if !localNamed(f, name) {
			p.failAt(int(bt.start), diag.ErrUndefined, "invalid basic block in uselistorder_bb")
		}
		p.failAt(int(bt.start), diag.ErrType, "expected basic block in uselistorder_bb")
	}
	p.checkUseCount(nil, u.Block, len(u.Indexes), loc)
	return u
}

// funcAndBlock reads the "@f, %bb" of a blockaddress constant or a
// uselistorder_bb directive (what names it in the messages).
func (p *parser) funcAndBlock(what, comma string) (ft, bt token) {
	ft = p.tok
	if ft.kind != tGlobal && ft.kind != tGlobalID {
		p.fail("expected function name in %s", what)
	}
	p.next()
	p.expect(tComma, comma)
	bt = p.tok
	if bt.kind != tLocal && bt.kind != tLocalID {
		p.fail("expected basic block name in %s", what)
	}
	p.next()
	return ft, bt
}

// localNamed reports whether f has a parameter or instruction named name.
func localNamed(f *Function, name string) bool {
	for _, prm := range f.Params {
		if prm.Name == name {
			return true
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if in.Name == name {
				return true
			}
		}
	}
	return false
}

// parseUseListIndexes parses "{ i, j, ... }" and checks it is a permutation
// that changes the order, reporting at the '{'.
func (p *parser) parseUseListIndexes() []uint64 {
	loc := int(p.tok.start)
	p.expect(tLBrace, "'{' here")
	if p.tok.kind == tRBrace {
		p.fail("expected non-empty list of uselistorder indexes")
	}
	var idx []uint64
	var seen []bool
	distinct, ordered := true, true
	for {
		v := uint64(p.parseUInt32())
		ordered = ordered && v == uint64(len(idx))
		idx = append(idx, v)
		if p.tok.kind != tComma {
			break
		}
		p.next()
	}
	p.expect(tRBrace, "'}' here")
	if len(idx) < 2 {
		p.failAt(loc, diag.ErrSyntax, "expected >= 2 uselistorder indexes")
	}
	seen = make([]bool, len(idx))
	for _, v := range idx {
		if v >= uint64(len(idx)) || seen[v] {
			distinct = false
			break
		}
		seen[v] = true
	}
	if !distinct {
		p.failAt(loc, diag.ErrSyntax, "expected distinct uselistorder indexes in range [0, size)")
	}
	if ordered {
		p.failAt(loc, diag.ErrSyntax, "expected uselistorder indexes to change the order")
	}
	return idx
}

// checkUseCount checks that the value v (or the block b) has n uses now,
// reporting at loc, the directive.
func (p *parser) checkUseCount(v Value, b *Block, n int, loc int) {
	var uses int
	switch v := v.(type) {
	case nil:
		if b.Parent != nil { // else never defined: reported at the end of the function
			uses = p.useTable().n[b]
		}
	case *Param, *Instruction:
		if p.fn == nil {
			return
		}
		uses = p.useTable().n[v]
	case *Global, *Function, *Alias, *IFunc, *fwdGlobal:
		uses = p.useTable().n[useKey(v)]
	default:
		return
	}
	switch {
	case uses == 0:
		p.failAt(loc, diag.ErrSyntax, "value has no uses")
	case uses == 1:
		p.failAt(loc, diag.ErrSyntax, "value only has one use")
	case uses != n:
		p.failAt(loc, diag.ErrSyntax, "wrong number of indexes, expected %d", uses)
	}
}

// useTable holds the use counts of every value of the module parsed so far,
// by useKey, counted in one walk and kept while the module does not grow: a
// directive per value (as llvm-dis -preserve-ll-uselistorder prints them)
// then costs a map lookup, not a walk of the module.
type useTable struct {
	// at is the module's size (globals, aliases, ifuncs, functions) and the
	// function being read when the counts were taken
	at [4]int
	fn *Function
	n  map[any]int
	// consts holds the distinct composite constants already counted, by
	// their printed form
	consts map[string]bool
	w      *printer
}

// useTable returns the use counts of the module parsed so far.
func (p *parser) useTable() *useTable {
	at := [4]int{len(p.m.Globals), len(p.m.Aliases), len(p.m.IFuncs), len(p.m.Funcs)}
	if u := p.uses; u != nil && u.at == at && u.fn == p.fn {
		return u
	}
	u := &useTable{at: at, fn: p.fn, n: map[any]int{}, consts: map[string]bool{}}
	u.module(p.m, p.fn)
	p.uses = u
	return u
}

// fwdName is the use-count key of a global referenced before its definition.
type fwdName string

// useKey is the key under which v's uses are counted: a placeholder counts
// for its definition once it has one, else for its name.
func useKey(v any) any {
	if f, ok := v.(*fwdGlobal); ok {
		if f.def != nil {
			return f.def
		}
		return fwdName(f.name)
	}
	return v
}

// operand counts one operand slot holding v and the uses inside v.
func (u *useTable) operand(v Value) {
	switch c := v.(type) {
	case *Param, *Instruction, *Global, *Function, *Alias, *IFunc, *fwdGlobal:
		u.n[useKey(v)]++
	case Constant:
		u.constant(c)
	}
}

// constant counts the uses by c and the constants inside it, each distinct
// composite constant once (constants are uniqued: two equal constant
// expressions are one user).
func (u *useTable) constant(c Constant) {
	var ops []Constant
	switch c := c.(type) {
	case *ConstExpr:
		ops = c.Ops
	case *ConstArray:
		ops = c.Elems
	case *ConstStruct:
		ops = c.Fields
	case *ConstVector:
		ops = c.Elems
	case *ConstSplat:
		if c.Typ.Scalable || u.seen(c) {
			return
		}
		// every element slot holds the one element
		for range c.Typ.Len {
			u.operand(c.Elem)
		}
		return
	case *PtrAuth:
		ops = append([]Constant{c.Ptr}, c.Args...)
	case *DSOLocalEquivalent:
		ops = []Constant{c.Global}
	case *NoCFI:
		ops = []Constant{c.Global}
	case *BlockAddress:
		// its one operand is the block (the function is the block's parent)
		if !u.seen(c) {
			u.n[c.Block]++
		}
		return
	default:
		return
	}
	if u.seen(c) {
		return
	}
	for _, o := range ops {
		u.operand(o)
	}
}

// seen reports whether a constant equal to c was counted already, and
// records it.
func (u *useTable) seen(c Constant) bool {
	if u.w == nil {
		u.w = &printer{m: &Module{}}
	}
	u.w.buf = u.w.buf[:0]
	u.w.operand(c, true)
	k := string(u.w.buf)
	if u.consts[k] {
		return true
	}
	u.consts[k] = true
	return false
}

// function counts the uses in f's instructions.
func (u *useTable) function(f *Function) {
	for _, c := range [...]Constant{f.Prefix, f.Prologue, f.Personality} {
		if c != nil {
			u.operand(c)
		}
	}
	for _, b := range f.Blocks {
		// a block's uses are its predecessors' successor slots (a PHI's
		// incoming blocks are not uses)
		if t := b.Terminator(); t != nil && t.Op != OpPhi {
			for _, s := range t.Blocks {
				u.n[s]++
			}
		}
		for _, in := range b.Insts {
			for _, o := range in.Ops {
				if o != nil {
					u.operand(o)
				}
			}
			if in.Call != nil {
				for _, bd := range in.Call.Bundles {
					for _, o := range bd.Inputs {
						u.operand(o)
					}
				}
			}
		}
	}
}

// module counts the uses in the module parsed so far, cur being the function
// whose body is being read (or nil).
func (u *useTable) module(m *Module, cur *Function) {
	for _, g := range m.Globals {
		if g.Init != nil {
			u.operand(g.Init)
		}
	}
	for _, a := range m.Aliases {
		if a.Aliasee != nil {
			u.operand(a.Aliasee)
		}
	}
	for _, i := range m.IFuncs {
		if i.Resolver != nil {
			u.operand(i.Resolver)
		}
	}
	inFuncs := false
	for _, f := range m.Funcs {
		inFuncs = inFuncs || f == cur
		u.function(f)
	}
	if cur != nil && !inFuncs {
		u.function(cur)
	}
}

// parseUInt32 reads an unsigned 32-bit integer as LLParser's parseUInt32
// does, with its messages.
func (p *parser) parseUInt32() uint32 {
	if p.tok.kind != tInt || p.text()[0] == '-' {
		p.fail("expected integer")
	}
	v, err := strconv.ParseUint(string(p.text()), 10, 32)
	if err != nil {
		p.fail("expected 32-bit integer (too large)")
	}
	p.next()
	return uint32(v)
}
