package llvmir

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"

	"github.com/ferry-ir/ferry/diag"
)

func (p *parser) parseFunction(define bool) {
	foff := int32(p.tok.start)
	p.next() // define/declare
	f := &Function{Decl: !define, off: foff}
	if !define {
		for p.tok.kind == tMDVar {
			f.MD = append(f.MD, p.parseMDAttachment())
		}
	}
	loff := int(p.tok.start)
	hasLinkage := p.parseLinkageEtc(&f.GlobalHeader, true)
	if hasLinkage {
		switch l := f.Linkage; {
		case l == AppendingLinkage || l == CommonLinkage:
			p.failAt(loff, diag.ErrSyntax, "invalid function linkage type")
		case !define && l != ExternalLinkage && l != ExternWeakLinkage:
			p.failAt(loff, diag.ErrSyntax, "invalid linkage for function declaration")
		case define && l == ExternWeakLinkage:
			p.failAt(loff, diag.ErrSyntax, "invalid linkage for function definition")
		}
	}
	p.checkLocalLinkage(&f.GlobalHeader, loff)
	f.CC = p.parseCC()
	p.parseAttrs(&f.RetAttrs, attrRet, false, false)
	rtOff := int(p.tok.start)
	ret := p.parseType(true)
	// the verifier's attribute checks wait for the name and type: an
	// intrinsic declaration gets LLVM's attributes instead of these
	// (intrinsicAttrsReplaced)
	retAttrOff := rtOff
	if ret == Label || ret == MetadataTy {
		p.failAt(rtOff, diag.ErrType, "invalid function return type")
	}
	if _, ok := ret.(*FuncType); ok {
		p.failAt(rtOff, diag.ErrType, "invalid function return type")
	}
	nt := p.tok
	if nt.kind != tGlobal && nt.kind != tGlobalID {
		p.fail("expected function name")
	}
	f.Name = p.nameOf(nt)
	f.Numbered = nt.kind == tGlobalID
	if f.Numbered {
		n := p.idOf(nt)
		if n < p.numGlobals {
			p.failAt(int(nt.start), diag.ErrSyntax, "function expected to be numbered '@%d' or greater", p.numGlobals)
		}
		p.numGlobals = n + 1
	}
	p.next()
	p.expect(tLParen, "'(' in function argument list")
	var ptypes []Type
	vararg := false
	nextArg := 0
	var offsBuf [8]int
	attrOffs := offsBuf[:0]
	for p.tok.kind != tRParen {
		if p.tok.kind == tDots {
			p.next()
			vararg = true
			break
		}
		poff := int(p.tok.start)
		pt := p.parseType(false)
		if pt == Label || pt == MetadataTy && false {
			p.failAt(poff, diag.ErrType, "invalid type for function argument")
		}
		if _, ok := pt.(*FuncType); ok {
			p.failAt(poff, diag.ErrType, "invalid type for function argument")
		}
		prm := &Param{Typ: pt, Parent: f, Index: len(f.Params)}
		aoff := int(p.tok.start)
		p.parseAttrs(&prm.Attrs, attrParam, false, false)
		attrOffs = append(attrOffs, aoff)
		if p.tok.kind == tLocal {
			prm.Name = p.nameOf(p.tok)
			p.next()
		} else if p.tok.kind == tLocalID {
			n := p.idOf(p.tok)
			if n < nextArg {
				p.failAt(poff, diag.ErrSyntax, "argument expected to be numbered '%%%d' or greater", nextArg)
			}
			prm.slot = int32(n)
			nextArg = n + 1
			p.next()
		} else {
			prm.slot = int32(nextArg)
			nextArg++
		}
		f.Params = append(f.Params, prm)
		ptypes = append(ptypes, pt)
		if p.tok.kind != tComma {
			break
		}
		p.next()
		if p.tok.kind == tRParen {
			p.fail("expected type")
		}
	}
	p.expect(tRParen, "')' at end of argument list")
	f.Sig = p.m.FuncType(ret, ptypes, vararg)
	p.parseUnnamedAddr(&f.GlobalHeader)
	f.AddrSpace = p.progAS
	if p.eat("addrspace") {
		f.AddrSpace = p.parseAddrSpace()
	}
	f.Typ = p.m.PtrType(f.AddrSpace)
	// align N may stand among the function attributes (the last one wins,
	// over a later align as well)
	var attrAlign uint64
	for {
		p.parseAttrs(&f.FnAttrs, attrFn, false, true)
		if !p.eat("align") {
			break
		}
		attrAlign = p.parseAlignValue(p.tok.kind == tLParen)
	}
	// in LLParser::parseFunctionHeader's fixed order
	if p.eat("section") {
		f.Section, f.HasSection = p.nonEmptyString()
	}
	if p.eat("partition") {
		f.Partition, f.HasPartition = p.nonEmptyString()
	}
	if p.eat("comdat") {
		f.Comdat = p.parseComdatRef(f.Name)
	}
	if p.eat("align") {
		if p.tok.kind == tLParen {
			f.Align = p.parseAlignValue(true)
		} else {
			f.Align = p.parseAlignValue(false)
		}
	}
	if attrAlign != 0 {
		f.Align = attrAlign
	}
	if p.eat("gc") {
		f.GC, f.HasGC = p.nonEmptyString()
	}
	if p.eat("prefix") {
		f.Prefix = p.parseTypeAndConst()
	}
	if p.eat("prologue") {
		f.Prologue = p.parseTypeAndConst()
	}
	if p.eat("personality") {
		f.Personality = p.parseTypeAndConst()
	}
	for p.tok.kind == tMDVar && define {
		f.MD = append(f.MD, p.parseMDAttachment())
	}
	replaced := p.m.intrinsicAttrsReplaced(f)
	if !replaced {
		p.checkAttrTypes(f.RetAttrs, ret, retAttrOff)
		for i, prm := range f.Params {
			p.checkAttrTypes(prm.Attrs, prm.Typ, attrOffs[i])
		}
	}
	if ret != Void && slices.ContainsFunc(f.Params, func(prm *Param) bool { return prm.Attrs.Has("sret") }) {
		p.failAt(rtOff, diag.ErrType, "functions with 'sret' argument must return void")
	}
	if !replaced {
		p.checkFnAttrs(f, int(nt.start))
	}
	p.checkFunctionRedefinition(f, int(nt.start))
	p.defineGlobal(globalKey(f.Name, f.Numbered), f, int(nt.start))
	p.m.Funcs = append(p.m.Funcs, f)
	if !define {
		return
	}
	p.parseBody(f)
}

// parseBody parses { blocks } of f.
func (p *parser) parseBody(f *Function) {
	p.expect(tLBrace, "'{' in function body")
	p.fn = f
	p.sizeLocals()
	clear(p.numbered)
	p.nextNum = 0
	clear(p.blocks)
	clear(p.numBlocks)
	clear(p.fwdLocals)
	clear(p.fwdNum)
	clear(p.fwdBlocks)
	for _, prm := range f.Params {
		if prm.Name == "" {
			p.numbered[int(prm.slot)] = prm
			p.nextNum = int(prm.slot) + 1
		} else {
			if !p.locals.insert(prm.Name, prm) {
				p.fail("redefinition of argument '%%%s'", prm.Name)
			}
		}
	}
	if refs, ok := p.fwdBlockAddrs[globalKey(f.Name, f.Numbered)]; ok {
		p.blockAddrsOf(f, refs)
	}
	if p.tok.kind == tRBrace || p.isIdent("uselistorder") {
		p.fail("function body requires at least one basic block")
	}
	for p.tok.kind != tRBrace {
		if p.isIdent("uselistorder") {
			f.UseListOrders = append(f.UseListOrders, p.parseUseListOrder())
			continue
		}
		if len(f.UseListOrders) > 0 {
			p.fail("expected uselistorder directive")
		}
		p.parseBlock(f)
	}
	p.next()
	// Of several problems, report the first in the input, whatever the map
	// order.
	first, kind, msg := -1, error(nil), ""
	report := func(off int, k error, format string, args ...any) {
		if first < 0 || off < first {
			first, kind, msg = off, k, fmt.Sprintf(format, args...)
		}
	}
	for name, fl := range p.fwdLocals {
		report(fl.pos, diag.ErrUndefined, "use of undefined value '%%%s'", name)
	}
	for n, fl := range p.fwdNum {
		report(fl.pos, diag.ErrUndefined, "use of undefined value '%%%d'", n)
	}
	for b, off := range p.fwdBlocks {
		if in, ok := p.numbered[int(b.slot)].(*Instruction); ok && b.Name == "" {
			// a branch or blockaddress took the instruction's number for a
			// block; LLParser reports it at the instruction
			report(int(in.off), diag.ErrType, "instruction forward referenced with type 'label'")
			continue
		}
		report(off, diag.ErrUndefined, "use of undefined value '%s'", string(appendBlockRefName(nil, b)))
	}
	// A value named like a block: a label after the value is reported when
	// the label is parsed; a value after the label (or after a branch to it)
	// here, as LLParser reports it at the value.
	for name, b := range p.blocks {
		v, _ := p.locals.get(name)
		in, ok := v.(*Instruction)
		if !ok {
			continue
		}
		if b.off > in.off {
			report(int(in.off), diag.ErrType, "instruction forward referenced with type 'label'")
		} else {
			report(int(in.off), diag.ErrRedefined, "multiple definition of local value named '%s'", name)
		}
	}
	if first >= 0 {
		p.failAt(first, kind, "%s", msg)
	}
	p.fn = nil
}

// blockAddrsOf resolves the blockaddress constants that named f before its
// definition, as LLParser does when f's body begins: each names a block of f
// as a forward branch would, so a block that f never defines is reported as
// an undefined value at the constant.
func (p *parser) blockAddrsOf(f *Function, refs []fwdBlockAddr) {
	delete(p.fwdBlockAddrs, globalKey(f.Name, f.Numbered))
	for _, r := range refs {
		var v Value
		if r.block.kind == tLocalID {
			v, _ = p.numbered[p.idOf(r.block)].(Value)
		} else {
			v, _ = p.locals.get(p.nameOf(r.block))
		}
		if v != nil {
			p.failAt(int(r.block.start), diag.ErrUndefined, "referenced value is not a basic block")
		}
		r.ba.Func = f
		r.ba.Block = p.blockRef(r.block)
	}
}

func appendBlockRefName(b []byte, bb *Block) []byte {
	if bb.Name != "" {
		return appendName(b, '%', bb.Name)
	}
	b = append(b, '%')
	return strconv.AppendInt(b, int64(bb.slot), 10)
}

func (p *parser) parseBlock(f *Function) {
	var b *Block
	boff := int32(p.tok.start)
	defer func() {
		if b != nil {
			b.off = boff
		}
	}()
	if p.tok.kind == tLabel {
		lt := p.tok
		s := p.lx.src[lt.start:lt.end]
		p.next()
		if isAllDigits(s) {
			n, err := strconv.Atoi(string(s))
			if err != nil || n < p.nextNum {
				p.failAt(int(lt.start), diag.ErrSyntax, "label expected to be numbered '%d' or greater", p.nextNum)
			}
			b = p.numBlocks[n]
			if b == nil {
				b = &Block{}
			} else {
				delete(p.fwdBlocks, b)
			}
			b.slot = int32(n)
			p.numBlocks[n] = b
			p.numbered[n] = b
			p.nextNum = n + 1
		} else {
			name := p.labelName(lt)
			b = p.blocks[name]
			fwd := false
			if b != nil {
				if _, fwd = p.fwdBlocks[b]; !fwd {
					p.failAt(int(lt.start), diag.ErrRedefined, "redefinition of label '%%%s'", name)
				}
				delete(p.fwdBlocks, b)
			} else {
				b = &Block{Name: name}
				p.blocks[name] = b
			}
			if v, clash := p.locals.get(name); clash {
				// LLParser: a value defined while the block was only
				// referenced clashes with its placeholder at the value;
				// otherwise the block cannot take the value's name
				if in, ok := v.(*Instruction); ok && fwd {
					p.failAt(int(in.off), diag.ErrType, "instruction forward referenced with type 'label'")
				}
				p.failAt(int(lt.start), diag.ErrRedefined, "unable to create block named '%s'", name)
			}
		}
	} else {
		n := p.nextNum
		b = p.numBlocks[n]
		if b == nil {
			b = &Block{}
		} else {
			delete(p.fwdBlocks, b)
		}
		b.slot = int32(n)
		p.numBlocks[n] = b
		p.numbered[n] = b
		p.nextNum = n + 1
	}
	b.Parent = f
	b.Index = len(f.Blocks)
	f.Blocks = append(f.Blocks, b)
	var records []*DebugRecord
	for {
		if p.tok.kind == tHashWord {
			records = append(records, p.parseDebugRecord())
			continue
		}
		if p.tok.kind == tEOF {
			p.fail("found end of file when expecting more instructions")
		}
		if p.tok.kind == tLabel || p.tok.kind == tRBrace {
			p.fail("expected instruction opcode")
		}
		inst := p.parseInstructionDef(b)
		inst.Records = records
		records = nil
		if inst.Op.IsTerminator() {
			break
		}
	}
	b.Insts = p.instList(p.curInsts)
	clear(p.curInsts) // drop the references for the collector
	p.curInsts = p.curInsts[:0]
}

func isAllDigits(s []byte) bool {
	if len(s) == 0 {
		return false
	}
	for _, c := range s {
		if !isDigit(c) {
			return false
		}
	}
	return true
}

// parseInstructionDef parses [%x =] instruction and appends it to b.
func (p *parser) parseInstructionDef(b *Block) *Instruction {
	var nameTok token
	hasName := false
	if p.tok.kind == tLocal || p.tok.kind == tLocalID {
		nameTok = p.tok
		hasName = true
		p.next()
		p.expect(tEqual, "'=' after instruction name")
	}
	off := int(p.tok.start)
	p.touchOperands()
	inst := p.parseInstruction()
	inst.off = int32(off)
	if hasName {
		inst.off = nameTok.start
	}
	inst.Parent = b
	// metadata attachments
	for p.tok.kind == tComma {
		p.next()
		if p.tok.kind != tMDVar {
			p.fail("expected metadata after comma")
		}
		inst.MD = append(inst.MD, p.parseMDAttachment())
	}
	if inst.Typ == nil {
		inst.Typ = Void
	}
	if hasName {
		if inst.Typ == Void {
			p.failAt(int(nameTok.start), diag.ErrType, "instructions returning void cannot have a name")
		}
		if nameTok.kind == tLocalID {
			n := p.idOf(nameTok)
			if n < p.nextNum {
				p.failAt(int(nameTok.start), diag.ErrSyntax, "instruction expected to be numbered '%%%d' or greater", p.nextNum)
			}
			inst = p.defineNumbered(inst, n, int(nameTok.start))
		} else {
			inst.Name = p.nameOf(nameTok)
			inst = p.defineNamed(inst, int(nameTok.start))
		}
	} else if inst.Typ != Void {
		inst = p.defineNumbered(inst, p.nextNum, off)
	}
	p.curInsts = append(p.curInsts, inst)
	return inst
}

func (p *parser) defineNumbered(inst *Instruction, n int, off int) *Instruction {
	inst.slot = int32(n)
	if fl, ok := p.fwdNum[n]; ok {
		if fl.inst.Typ != inst.Typ {
			p.failAt(fl.pos, diag.ErrType, "'%%%d' defined with type '%s' but expected '%s'", n, inst.Typ, fl.inst.Typ)
		}
		*fl.inst = *inst
		inst = fl.inst
		delete(p.fwdNum, n)
	}
	p.numbered[n] = inst
	p.nextNum = n + 1
	return inst
}

func (p *parser) defineNamed(inst *Instruction, off int) *Instruction {
	name := inst.Name
	if len(p.fwdLocals) > 0 {
		if fl, ok := p.fwdLocals[name]; ok {
			if fl.inst.Typ != inst.Typ {
				p.failAt(fl.pos, diag.ErrType, "'%%%s' defined with type '%s' but expected '%s'", name, inst.Typ, fl.inst.Typ)
			}
			*fl.inst = *inst
			inst = fl.inst
			delete(p.fwdLocals, name)
		}
	}
	if !p.locals.insert(name, inst) {
		p.failAt(off, diag.ErrRedefined, "multiple definition of local value named '%s'", name)
	}
	return inst
}

// localRef resolves %name or %N used with type ty.
func (p *parser) localRef(t token, ty Type) Value {
	if ty == Label {
		return nil
	}
	if t.kind == tLocalID {
		n := p.idOf(t)
		if v, ok := p.numbered[n]; ok {
			if _, isBlock := v.(*Block); isBlock {
				p.failAt(int(t.start), diag.ErrType, "'%%%d' is not a value", n)
			}
			val, _ := v.(Value)
			if val.Type() != ty {
				p.failAt(int(t.start), diag.ErrType, "'%%%d' defined with type '%s' but expected '%s'", n, val.Type(), ty)
			}
			return val
		}
		if fl, ok := p.fwdNum[n]; ok {
			if fl.inst.Typ != ty {
				p.failAt(int(t.start), diag.ErrType, "'%%%d' defined with type '%s' but expected '%s'", n, fl.inst.Typ, ty)
			}
			return fl.inst
		}
		if !IsFirstClass(ty) {
			p.failAt(int(t.start), diag.ErrType, "invalid use of a non-first-class type")
		}
		fl := &fwdLocal{inst: &Instruction{Typ: ty, slot: int32(n)}, pos: int(t.start)}
		p.fwdNum[n] = fl
		return fl.inst
	}
	if raw := p.lx.src[t.start+1 : t.end]; len(raw) > 0 && raw[0] != '"' {
		// fast path: look an unquoted name up without allocating it
		if v, vt, ok := p.locals.getBytes(raw); ok {
			if vt != ty {
				p.failAt(int(t.start), diag.ErrType, "'%%%s' defined with type '%s' but expected '%s'", raw, vt, ty)
			}
			return v
		}
	}
	name := p.nameOf(t)
	if v, ok := p.locals.get(name); ok {
		if v.Type() != ty {
			p.failAt(int(t.start), diag.ErrType, "'%%%s' defined with type '%s' but expected '%s'", name, v.Type(), ty)
		}
		return v
	}
	if fl, ok := p.fwdLocals[name]; ok {
		if fl.inst.Typ != ty {
			p.failAt(int(t.start), diag.ErrType, "'%%%s' defined with type '%s' but expected '%s'", name, fl.inst.Typ, ty)
		}
		return fl.inst
	}
	if !IsFirstClass(ty) {
		p.failAt(int(t.start), diag.ErrType, "invalid use of a non-first-class type")
	}
	fl := &fwdLocal{inst: &Instruction{Typ: ty, Name: name}, pos: int(t.start)}
	p.fwdLocals[name] = fl
	return fl.inst
}

// blockRef resolves a block reference token.
func (p *parser) blockRef(t token) *Block {
	if t.kind == tLocalID {
		n := p.idOf(t)
		if v, ok := p.numbered[n]; ok {
			b, ok := v.(*Block)
			if !ok {
				p.failAt(int(t.start), diag.ErrType, "'%%%d' is not a basic block", n)
			}
			return b
		}
		if b := p.numBlocks[n]; b != nil {
			return b
		}
		b := &Block{slot: int32(n)}
		p.numBlocks[n] = b
		p.fwdBlocks[b] = int(t.start)
		return b
	}
	if t.kind != tLocal {
		p.failAt(int(t.start), diag.ErrSyntax, "expected a basic block")
	}
	if raw := p.lx.src[t.start+1 : t.end]; len(raw) > 0 && raw[0] != '"' {
		// fast path: a defined or already referenced block, without
		// allocating its name
		if b := p.blocks[string(raw)]; b != nil {
			return b
		}
	}
	name := p.nameOf(t)
	if b := p.blocks[name]; b != nil {
		return b
	}
	if _, ok := p.locals.get(name); ok {
		p.failAt(int(t.start), diag.ErrType, "'%%%s' is not a basic block", name)
	}
	b := &Block{Name: name}
	p.blocks[name] = b
	p.fwdBlocks[b] = int(t.start)
	return b
}

// parseLabel parses "label %bb".
func (p *parser) parseLabel() *Block {
	if !p.eat("label") {
		p.fail("expected 'label'")
	}
	t := p.tok
	p.next()
	return p.blockRef(t)
}

// sizeLocals makes the table of named values big enough for the body that
// starts here, estimated from its length (a line of about 64 bytes per
// value), so that a large function does not grow the table step by step: the
// growth is time, and garbage that raises the peak memory.
func (p *parser) sizeLocals() {
	rest := p.lx.src[min(int(p.tok.start), len(p.lx.src)):]
	n := bytes.Index(rest, []byte("\n}"))
	if n < 0 {
		n = len(rest)
	}
	p.locals.reset(n / 64)
}

// touchOperands loads the table entries of the %names on the rest of the
// line before the instruction is parsed. In a big function most operands
// name values defined long before, whose entries are cache misses; touched
// together, up front, the processor waits for them at once rather than one
// after the other. It is only a hint: a name that is not an operand, or not
// found, costs a hash.
func (p *parser) touchOperands() {
	if len(p.locals.entries) < 1<<14 {
		return
	}
	src := p.lx.src
	var sink uint64
	for i := p.lx.pos; i < len(src) && src[i] != '\n'; i++ {
		if src[i] != '%' {
			continue
		}
		j := i + 1
		for j < len(src) && isPlainNameChar(src[j]) {
			j++
		}
		if j > i+1 {
			sink += p.locals.touch(src[i+1 : j])
		}
		i = j - 1
	}
	p.touched += sink
}
