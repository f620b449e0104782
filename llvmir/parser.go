package llvmir

import (
	"fmt"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unsafe"

	"github.com/ferry-ir/ferry/diag"
)

// Limits on input that would otherwise exhaust the stack or memory.
const (
	maxDepth     = 256     // nesting of types, constants and metadata
	maxIntBits   = 1 << 23 // widest iN
	maxAggCount  = 1 << 32 // array and vector lengths
	maxVectorLen = 1 << 20 // vectors are materialized element by element (splats, masks)
)

// bailout carries a diagnostic out of the recursive-descent parser.
type bailout struct{ err *diag.Error }

type parser struct {
	lx    lexer
	tok   token
	src   *diag.Source
	m     *Module
	depth int
	// inNode counts the metadata nodes being parsed: their operands may not
	// name function-local values (only a top-level "metadata T v" may)
	inNode int
	// ptrToAddrConsts is set by a ptrtoaddr constant expression: only then
	// does the verifier walk the module's constants
	ptrToAddrConsts bool
	// lateVerify is the first verifier error found while parsing (verifyLater)
	lateVerify error
	// sawTargetType: some target extension type was read (the checks of
	// target_ext.go run only then)
	sawTargetType bool
	// uses caches the use counts the uselistorder directives check
	uses *useTable
	// sawStrictFP: some attribute list names strictfp (upgradeStrictFPCalls)
	sawStrictFP bool
	// dbgFormat: 1 once a debug record is read, 2 once a call of a debug
	// intrinsic is (a module uses one form or the other; see debug_format.go)
	dbgFormat uint8
	// progAS is the datalayout's program address space (P<n>) read so far: the
	// address space of functions and calls that name none
	progAS uint32
	// aw holds the address widths of the datalayout, read while checking it
	aw addrWidths
	tl *typeLayout // the datalayout's type sizes and alignments, made on first use
	// unsized are the memory instructions with an alignment whose type was
	// not sized when parsed (canon_align.go)
	unsized []unsizedUse
	// legacyAttrs is set by a string attribute llvm-dis rewrites
	// (canon_attrs.go)
	legacyAttrs bool
	// dsoEquivs are the dso_local_equivalent constants, checked once every
	// global is defined (parse_globalrefs.go)
	dsoEquivs []dsoEquivUse
	// blockAddrs are the blockaddress constants outside metadata, with
	// their offsets, checked once every body is parsed
	blockAddrs []blockAddrUse

	globals     map[string]Value // @name and @N (key "N" for numbered, with a '#' prefix)
	fwdGlobals  map[string]*fwdGlobal
	numGlobals  int
	namedTypes  map[string]*StructType
	typeAliases map[string]Type // named non-struct types
	gepOffs     []int           // scratch: operand offsets of the GEP being parsed
	typeDefined map[*StructType]bool
	typeRefPos  map[*StructType]int
	typeOffs    []int // where each of m.Types is defined
	comdats     map[string]*Comdat
	comdatRefs  map[string]int
	mdByID      map[int]*MDNode
	mdDefined   map[int]bool
	mdRefPos    map[int]int
	attrGroups  map[int]*AttrGroup
	attrRefs    map[int]int

	// function state
	fn        *Function
	locals    localTable
	numbered  map[int]any
	nextNum   int
	blocks    map[string]*Block
	numBlocks map[int]*Block
	fwdLocals map[string]*fwdLocal
	fwdNum    map[int]*fwdLocal
	fwdBlocks map[*Block]int // blocks referenced but not yet defined, with a use offset
	// blockaddress constants naming a function not defined yet, by the
	// function's global key
	fwdBlockAddrs map[string][]fwdBlockAddr

	resolved     []*fwdGlobal
	distinct     bool // the metadata node being defined is distinct
	instSlab     []Instruction
	opsSlab      []Value
	blockSlab    []*Block
	instListSlab []*Instruction
	curInsts     []*Instruction // the instructions of the block being parsed
	touched      uint64         // keeps touchOperands' loads
	strSlab      []byte         // see intern
	anyFwdGlobal bool
	// the debug info formats seen so far: records (#dbg_value) and calls of
	// debug intrinsics (llvm.dbg.value), which a module may not mix
}

type fwdLocal struct {
	inst *Instruction
	pos  int
}

// fwdGlobal stands for @name used before its definition; it is replaced in a
// final sweep.
// fwdBlockAddr is a blockaddress constant whose function was not defined
// yet, with its function and block tokens.
type fwdBlockAddr struct {
	ba        *BlockAddress
	fn, block token
}

type fwdGlobal struct {
	name string
	typ  Type
	pos  int
	def  Value
	// the distinct function types of the calls through it, in order of first
	// use (an llvm.* name is declared with the first), and how many references
	// and callee uses it has
	callTypes   []*FuncType
	refs, calls int32
}

func (f *fwdGlobal) Type() Type { return f.typ }
func (*fwdGlobal) isValue()     {}
func (*fwdGlobal) isConstant()  {}

// Parse parses and verifies one module of LLVM IR text.
func Parse(filename string, src []byte) (m *Module, err error) {
	p := &parser{src: &diag.Source{Name: filename, Text: src}}
	p.lx.src = src
	defer func() {
		if r := recover(); r != nil {
			if b, ok := r.(bailout); ok {
				m, err = nil, b.err
				return
			}
			buf := make([]byte, 4096)
			buf = buf[:runtime.Stack(buf, false)]
			m, err = nil, p.src.Errorf(int(p.tok.start), diag.ErrSyntax, "internal error: %v\n%s", r, buf)
		}
	}()
	p.m = NewModule()
	p.m.srcLen = len(src)
	p.globals = make(map[string]Value)
	p.fwdGlobals = make(map[string]*fwdGlobal)
	p.namedTypes = make(map[string]*StructType)
	p.typeAliases = make(map[string]Type)
	p.typeDefined = make(map[*StructType]bool)
	p.typeRefPos = make(map[*StructType]int)
	p.comdats = make(map[string]*Comdat)
	p.comdatRefs = make(map[string]int)
	p.mdByID = make(map[int]*MDNode)
	p.mdDefined = make(map[int]bool)
	p.mdRefPos = make(map[int]int)
	p.attrGroups = make(map[int]*AttrGroup)
	p.attrRefs = make(map[int]int)
	p.numbered = make(map[int]any)
	p.blocks = make(map[string]*Block)
	p.numBlocks = make(map[int]*Block)
	p.fwdLocals = make(map[string]*fwdLocal)
	p.fwdNum = make(map[int]*fwdLocal)
	p.fwdBlocks = make(map[*Block]int)
	p.fwdBlockAddrs = make(map[string][]fwdBlockAddr)
	p.aw, _ = parseDataLayout("")
	p.next()
	p.parseModule()
	p.finish()
	p.checkUnsized()
	p.upgradeIntrinsics()
	if err := verifyParsed(p.m, p.src, p.aw, p.ptrToAddrConsts); err != nil {
		return nil, err
	}
	if p.lateVerify != nil {
		return nil, p.lateVerify
	}
	p.canonicalize()
	return p.m, nil
}

func (p *parser) next() { p.tok = p.lx.next() }

func (p *parser) text() []byte { return p.lx.src[p.tok.start:p.tok.end] }

func (p *parser) failAt(off int, kind error, format string, args ...any) {
	panic(bailout{p.src.Errorf(off, kind, format, args...)})
}

func (p *parser) fail(format string, args ...any) {
	p.failAt(int(p.tok.start), diag.ErrSyntax, format, args...)
}

func (p *parser) failType(off int, format string, args ...any) {
	p.failAt(off, diag.ErrType, format, args...)
}

func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		p.failAt(int(p.tok.start), diag.ErrLimit, "nesting deeper than %d", maxDepth)
	}
}

func (p *parser) leave() { p.depth-- }

func (p *parser) expect(k tokKind, what string) token {
	if p.tok.kind != k {
		p.fail("expected %s", what)
	}
	t := p.tok
	p.next()
	return t
}

func (p *parser) isIdent(s string) bool {
	return p.tok.kind == tIdent && string(p.text()) == s
}

// eat consumes the keyword s if it is next.
func (p *parser) eat(s string) bool {
	if p.isIdent(s) {
		p.next()
		return true
	}
	return false
}

func (p *parser) expectIdent(s string) {
	if !p.eat(s) {
		p.fail("expected '%s'", s)
	}
}

func (p *parser) eatTok(k tokKind) bool {
	if p.tok.kind == k {
		p.next()
		return true
	}
	return false
}

// stringVal consumes a string token and returns its decoded contents.
func (p *parser) stringVal() string {
	if p.tok.kind != tString {
		p.fail("expected string constant")
	}
	s := p.lx.src[p.tok.start+1 : p.tok.end-1]
	p.next()
	return string(unescape(s))
}

// uint consumes a non-negative integer.
func (p *parser) uint(what string) uint64 {
	if p.tok.kind != tInt {
		p.fail("expected %s", what)
	}
	v, err := strconv.ParseUint(string(p.text()), 10, 64)
	if err != nil {
		p.fail("invalid %s", what)
	}
	p.next()
	return v
}

func (p *parser) uint32(what string) uint32 {
	off := int(p.tok.start)
	v := p.uint(what)
	if v > 1<<32-1 {
		p.failAt(off, diag.ErrSyntax, "%s too large", what)
	}
	return uint32(v)
}

// nameOf decodes the name of a %/@/$ token (sigil stripped, quotes removed).
func (p *parser) nameOf(t token) string {
	s := p.lx.src[t.start+1 : t.end]
	if len(s) > 0 && s[0] == '"' {
		return string(unescape(s[1 : len(s)-1]))
	}
	return p.intern(s)
}

// intern returns s as a string allocated from a slab of bytes: value and
// block names would otherwise take one allocation each, a tenth of those
// of a big function. The slab's bytes are never written again once handed
// out, so the strings stay immutable.
func (p *parser) intern(s []byte) string {
	if len(s) == 0 {
		return ""
	}
	if len(s) > 256 {
		return string(s)
	}
	if cap(p.strSlab)-len(p.strSlab) < len(s) {
		p.strSlab = make([]byte, 0, 16<<10)
	}
	at := len(p.strSlab)
	p.strSlab = append(p.strSlab, s...)
	return unsafe.String(&p.strSlab[at], len(s))
}

// newBlocks returns a block list of length n from a slab.
func (p *parser) newBlocks(n int) []*Block {
	if len(p.blockSlab) < n {
		p.blockSlab = make([]*Block, 1024)
	}
	bs := p.blockSlab[:n:n]
	p.blockSlab = p.blockSlab[n:]
	return bs
}

// instList returns a copy of insts from a slab: a block's instructions are
// gathered in a scratch list and copied once the block ends, instead of
// growing each block's list by doubling.
func (p *parser) instList(insts []*Instruction) []*Instruction {
	n := len(insts)
	if n > 512 {
		return slices.Clone(insts)
	}
	if len(p.instListSlab) < n {
		p.instListSlab = make([]*Instruction, 4096)
	}
	l := p.instListSlab[:n:n]
	p.instListSlab = p.instListSlab[n:]
	copy(l, insts)
	return l
}

// newInst returns a zeroed instruction from a slab, saving one allocation per
// instruction.
func (p *parser) newInst() *Instruction {
	if len(p.instSlab) == 0 {
		p.instSlab = make([]Instruction, 256)
	}
	in := &p.instSlab[0]
	p.instSlab = p.instSlab[1:]
	return in
}

// newOps returns an operand slice of length n from a slab.
func (p *parser) newOps(n int) []Value {
	if n > 64 {
		return make([]Value, n)
	}
	if len(p.opsSlab) < n {
		p.opsSlab = make([]Value, 4096)
	}
	ops := p.opsSlab[:n:n]
	p.opsSlab = p.opsSlab[n:]
	return ops
}

func (p *parser) labelName(t token) string {
	s := p.lx.src[t.start:t.end]
	if len(s) > 0 && s[0] == '"' {
		return string(unescape(s[1 : len(s)-1]))
	}
	return p.intern(s)
}

func (p *parser) idOf(t token) int {
	n, err := strconv.Atoi(string(p.lx.src[t.start+1 : t.end]))
	if err != nil || n > 1<<31 {
		p.failAt(int(t.start), diag.ErrLimit, "number too large")
	}
	return n
}

func (p *parser) parseModule() {
	// source_filename and target lines may only open the module (LLParser's
	// parseTargetDefinitions): after any other entity they are rejected
	header := true
	for p.tok.kind != tEOF {
		if p.tok.kind == tIdent && (p.isIdent("source_filename") || p.isIdent("target")) {
			if !header {
				p.fail("expected top-level entity")
			}
		} else {
			header = false
		}
		switch p.tok.kind {
		case tIdent:
			switch string(p.text()) {
			case "source_filename":
				p.next()
				p.expect(tEqual, "'='")
				p.m.SourceFilename = p.stringVal()
				p.m.HasSourceFilename = true
			case "target":
				p.next()
				if p.eat("datalayout") {
					p.expect(tEqual, "'='")
					dlOff := int(p.tok.start)
					p.m.DataLayout = p.stringVal()
					aw, msg := parseDataLayout(p.m.DataLayout)
					if msg != "" {
						p.failAt(dlOff, diag.ErrSyntax, "%s", msg)
					}
					p.aw = aw
					p.progAS = programAddrSpace(p.m.DataLayout)
					p.m.HasDataLayout = true
				} else if p.eat("triple") {
					p.expect(tEqual, "'='")
					p.m.TargetTriple = p.stringVal()
					p.m.HasTargetTriple = true
				} else {
					p.fail("unknown target property")
				}
			case "module":
				p.next()
				p.expectIdent("asm")
				p.m.ModuleAsm = append(p.m.ModuleAsm, p.stringVal())
			case "define":
				p.parseFunction(true)
			case "declare":
				p.parseFunction(false)
			case "attributes":
				p.parseAttrGroup()
			case "uselistorder":
				p.m.UseListOrders = append(p.m.UseListOrders, p.parseUseListOrder())
			case "uselistorder_bb":
				p.m.UseListOrders = append(p.m.UseListOrders, p.parseUseListOrderBB())
			default:
				p.fail("expected top-level entity")
			}
		case tLocal, tLocalID:
			p.parseTypeDef()
		case tGlobal, tGlobalID:
			p.parseGlobalDef()
		case tComdat:
			p.parseComdat()
		case tMDVar:
			p.parseNamedMD()
		case tExclaim, tMDID:
			p.parseMDDef()
		default:
			p.fail("expected top-level entity")
		}
	}
}

func (p *parser) parseTypeDef() {
	t := p.tok
	off := int(t.start)
	var name string
	numbered := t.kind == tLocalID
	name = p.nameOf(t)
	p.next()
	p.expect(tEqual, "'='")
	p.expectIdent("type")
	st := p.namedTypes[name]
	if _, ok := p.typeAliases[name]; ok || st != nil && p.typeDefined[st] {
		p.failAt(off, diag.ErrRedefined, "redefinition of type")
	}
	if p.eat("opaque") {
		st = p.defineStruct(st, name, numbered, off)
		st.Opaque = true
		return
	}
	// body: { ... } or <{ ... }>, or any other type: a named non-struct type
	// is an alias that uses print resolved, as LLParser's parseStructDefinition.
	packed := false
	if p.tok.kind == tLess {
		p.next()
		packed = true
	}
	if p.tok.kind != tLBrace {
		p.parseTypeAlias(st, name, off, packed)
		return
	}
	st = p.defineStruct(st, name, numbered, off)
	st.Opaque = false
	st.Packed = packed
	st.Fields = p.parseStructFields()
	if packed {
		p.expect(tGreater, "'>' at end of packed struct")
	}
}

// defineStruct records the definition of the identified struct name at off;
// st is its forward reference, if any.
func (p *parser) defineStruct(st *StructType, name string, numbered bool, off int) *StructType {
	if st == nil {
		st = &StructType{Name: name, Numbered: numbered}
		p.namedTypes[name] = st
	}
	p.typeDefined[st] = true
	p.m.Types = append(p.m.Types, st)
	p.typeOffs = append(p.typeOffs, off)
	return st
}

// parseTypeAlias parses the type of `%name = type T` where T is no struct
// body (packed: after a '<'). LLVM keeps no name for a non-struct type: later
// uses of %name stand for T itself. Such names cannot be forward referenced
// nor recursive; naming an identified struct (%a = type %b) binds nothing.
func (p *parser) parseTypeAlias(fwd *StructType, name string, off int, packed bool) {
	if fwd != nil {
		p.failAt(off, diag.ErrType, "forward references to non-struct type")
	}
	var t Type
	if packed {
		t = p.parseVectorRest(int(p.tok.start) - 1)
	} else {
		t = p.parseType(false)
	}
	if _, ok := t.(*StructType); ok {
		return
	}
	if p.namedTypes[name] != nil {
		p.failAt(off, diag.ErrType, "non-struct types may not be recursive")
	}
	p.typeAliases[name] = t
}

func (p *parser) parseComdat() {
	t := p.tok
	name := p.nameOf(t)
	p.next()
	p.expect(tEqual, "'='")
	p.expectIdent("comdat")
	if p.tok.kind != tIdent {
		p.fail("expected comdat type")
	}
	sel := string(p.text())
	switch sel {
	case "any", "exactmatch", "largest", "nodeduplicate", "samesize":
	default:
		p.fail("unknown selection kind")
	}
	p.next()
	if c, ok := p.comdats[name]; ok {
		if c.Selection != "" {
			p.failAt(int(t.start), diag.ErrRedefined, "redefinition of comdat '$%s'", name)
		}
		c.Selection = sel
		p.m.Comdats = append(p.m.Comdats, c)
		return
	}
	c := &Comdat{Name: name, Selection: sel}
	p.comdats[name] = c
	p.m.Comdats = append(p.m.Comdats, c)
}

func (p *parser) comdatRef(name string, off int) *Comdat {
	if c, ok := p.comdats[name]; ok {
		return c
	}
	c := &Comdat{Name: name}
	p.comdats[name] = c
	p.comdatRefs[name] = off
	return c
}

// globalKey is the symbol-table key of @name or @N.
func globalKey(name string, numbered bool) string {
	if numbered {
		return "#" + name
	}
	return name
}

// parseGlobalDef parses @x = ... global|constant|alias|ifunc.
func (p *parser) parseGlobalDef() {
	t := p.tok
	off := int(t.start)
	numbered := t.kind == tGlobalID
	name := p.nameOf(t)
	if name == "" {
		// @"" is an unnamed global, numbered like @N
		numbered = true
		name = strconv.Itoa(p.numGlobals)
		p.numGlobals++
	} else if numbered {
		n := p.idOf(t)
		if n < p.numGlobals {
			p.failAt(off, diag.ErrSyntax, "global expected to be numbered '@%d' or greater", p.numGlobals)
		}
		p.numGlobals = n + 1
	}
	p.next()
	p.expect(tEqual, "'='")
	var h GlobalHeader
	h.Name, h.Numbered = name, numbered
	hasLinkage := p.parseLinkageEtc(&h, false)
	h.ThreadLocal = p.parseThreadLocal()
	p.parseUnnamedAddr(&h)
	if p.eat("addrspace") {
		h.AddrSpace = p.parseAddrSpace()
	}
	p.checkLocalLinkage(&h, off)
	key := globalKey(name, numbered)
	var v Value
	switch {
	case p.isIdent("alias") || p.isIdent("ifunc"):
		isAlias := p.isIdent("alias")
		if isAlias && (h.Linkage == CommonLinkage || h.Linkage == AppendingLinkage || h.Linkage == ExternWeakLinkage) {
			p.failAt(off, diag.ErrSyntax, "invalid linkage type for alias")
		}
		p.next()
		vt := p.parseType(false)
		p.expect(tComma, "','")
		ptyOff := int(p.tok.start)
		var target Constant
		if p.tok.kind == tIdent && isConstExprKeyword(string(p.text())) {
			// a constant expression, whose type is implied (llvm-dis omits it)
			target = p.parseConstValue(nil)
		} else {
			pty := p.parseType(false)
			if _, ok := pty.(*PointerType); !ok {
				p.failType(ptyOff, "An alias or ifunc must have pointer type")
			}
			target = p.parseConstValue(pty)
		}
		if pt, ok := target.Type().(*PointerType); ok {
			// an alias or ifunc lives in its target's address space
			h.AddrSpace = pt.AddrSpace
		}
		h.Typ = p.m.PtrType(h.AddrSpace)
		if isAlias {
			a := &Alias{GlobalHeader: h, ValueType: vt, Aliasee: target, off: int32(off)}
			for p.tok.kind == tComma {
				p.next()
				p.expectIdent("partition")
				a.Partition, a.HasPartition = p.nonEmptyString()
			}
			p.m.Aliases = append(p.m.Aliases, a)
			v = a
		} else {
			f := &IFunc{GlobalHeader: h, ValueType: vt, Resolver: target, off: int32(off)}
			for p.tok.kind == tComma {
				p.next()
				p.expectIdent("partition")
				f.Partition, f.HasPartition = p.nonEmptyString()
			}
			p.m.IFuncs = append(p.m.IFuncs, f)
			v = f
		}
	default:
		g := &Global{GlobalHeader: h, off: int32(off)}
		if p.eat("externally_initialized") {
			g.ExternallyInitialized = true
		}
		if p.eat("constant") {
			g.Constant = true
		} else if !p.eat("global") {
			p.fail("expected 'global' or 'constant'")
		}
		g.Typ = p.m.PtrType(h.AddrSpace)
		// Register before the initializer so it can refer to itself.
		p.defineGlobal(key, g, off)
		tyOff := int(p.tok.start)
		g.ValueType = p.parseType(false)
		if !hasLinkage || (h.Linkage != ExternWeakLinkage && h.Linkage != ExternalLinkage) {
			g.Init = p.parseConstValue(g.ValueType)
		}
		// checked after the initializer, as LLParser does
		if !isSizedOrOpaqueOK(g.ValueType) || g.ValueType == Token || g.ValueType == X86AMX {
			p.failType(tyOff, "invalid type for global variable")
		}
		p.parseGlobalAttrs(g)
		p.m.Globals = append(p.m.Globals, g)
		return
	}
	p.defineGlobal(key, v, off)
}

func isSizedOrOpaqueOK(t Type) bool {
	switch t := t.(type) {
	case *FuncType:
		return false
	case *SimpleType:
		return t.Kind == TokenKind || t.Kind == X86AMXKind
	}
	return true
}

func (p *parser) defineGlobal(key string, v Value, off int) {
	if old, ok := p.globals[key]; ok {
		_ = old
		p.failAt(off, diag.ErrRedefined, "redefinition of global '@%s'", Header(v).Name)
	}
	p.globals[key] = v
	if f, ok := p.fwdGlobals[key]; ok {
		f.def = v
		delete(p.fwdGlobals, key)
		if !typesEqual(f.typ, v.Type()) {
			if fn, ok := v.(*Function); ok {
				p.failAt(f.pos, diag.ErrType, "invalid forward reference to function '%s' with wrong type: expected '%s' but was '%s'", fn.Name, fn.Typ, f.typ)
			}
			p.failAt(f.pos, diag.ErrType, "forward reference and definition of global have different types")
		}
		p.resolved = append(p.resolved, f)
	}
}

func (p *parser) parseGlobalAttrs(g *Global) {
	for {
		if p.tok.kind == tAttrID || p.isAttrStart() {
			// global attributes (#N and inline ones, any kind, as llvm-as allows)
			// end the list
			p.parseAttrs(&g.Attrs, 0, true, false)
			return
		}
		if p.tok.kind != tComma {
			return
		}
		p.next()
		switch {
		case p.tok.kind == tMDVar:
			g.MD = append(g.MD, p.parseMDAttachment())
		case p.eat("section"):
			g.Section, g.HasSection = p.nonEmptyString()
		case p.eat("partition"):
			g.Partition, g.HasPartition = p.nonEmptyString()
		case p.eat("comdat"):
			g.Comdat = p.parseComdatRef(g.Name)
		case p.eat("align"):
			g.Align = p.parseAlignValue(false)
		case p.eat("code_model"):
			off := int(p.tok.start)
			g.CodeModel = p.stringVal()
			switch g.CodeModel {
			case "tiny", "small", "kernel", "medium", "large":
			default:
				p.failAt(off, diag.ErrSyntax, "expected global code model string")
			}
		case p.isIdent("no_sanitize_address") || p.isIdent("no_sanitize_hwaddress") || p.isIdent("sanitize_memtag") || p.isIdent("sanitize_address_dyninit"):
			g.NoSanitize = append(g.NoSanitize, string(p.text()))
			p.next()
		default:
			p.fail("unknown global variable property!")
		}
	}
}

func (p *parser) parseComdatRef(selfName string) *Comdat {
	if p.tok.kind == tLParen {
		p.next()
		t := p.expect(tComdat, "comdat variable")
		p.expect(tRParen, "')'")
		return p.comdatRef(p.nameOf(t), int(t.start))
	}
	return p.comdatRef(selfName, int(p.tok.start))
}

func (p *parser) parseAlignValue(paren bool) uint64 {
	off := int(p.tok.start)
	if paren {
		p.expect(tLParen, "'('")
	}
	if p.tok.kind != tInt {
		p.fail("expected integer")
	}
	v := p.uint("alignment")
	if paren {
		p.expect(tRParen, "')'")
	}
	if v == 0 || v&(v-1) != 0 {
		p.failAt(off, diag.ErrSyntax, "alignment is not a power of two")
	}
	if v > 1<<32 {
		p.failAt(off, diag.ErrSyntax, "huge alignments are not supported yet")
	}
	return v
}

// parseAddrSpace parses the "(N)" of addrspace(N). LLVM keeps address spaces in 24
// bits (llvm-as-22: "invalid address space, must be a 24-bit integer").
func (p *parser) parseAddrSpace() uint32 {
	p.expect(tLParen, "'(' in address space")
	off := int(p.tok.start)
	v := p.uint32("address space")
	if v >= 1<<24 {
		p.failAt(off, diag.ErrSyntax, "invalid address space, must be a 24-bit integer")
	}
	p.expect(tRParen, "')' in address space")
	return v
}

func (p *parser) parseParenUint32(what string) uint32 {
	p.expect(tLParen, "'(' in "+what)
	v := p.uint32(what)
	p.expect(tRParen, "')' in "+what)
	return v
}

func (p *parser) parseLinkageEtc(h *GlobalHeader, fn bool) (hasLinkage bool) {
	if p.tok.kind != tIdent {
		return false
	}
	switch string(p.text()) {
	case "private":
		h.Linkage = PrivateLinkage
	case "internal":
		h.Linkage = InternalLinkage
	case "available_externally":
		h.Linkage = AvailableExternallyLinkage
	case "linkonce":
		h.Linkage = LinkOnceLinkage
	case "weak":
		h.Linkage = WeakLinkage
	case "common":
		h.Linkage = CommonLinkage
	case "appending":
		h.Linkage = AppendingLinkage
	case "extern_weak":
		h.Linkage = ExternWeakLinkage
	case "linkonce_odr":
		h.Linkage = LinkOnceODRLinkage
	case "weak_odr":
		h.Linkage = WeakODRLinkage
	case "external":
		h.Linkage = ExternalLinkage
	default:
		goto rest
	}
	hasLinkage = true
	p.next()
rest:
	if p.eat("dso_local") {
		h.DSOLocal = true
	} else {
		p.eat("dso_preemptable")
	}
	if p.eat("default") {
		h.Visibility = DefaultVisibility
	} else if p.eat("hidden") {
		h.Visibility = Hidden
	} else if p.eat("protected") {
		h.Visibility = Protected
	}
	if p.eat("dllimport") {
		h.DLLStorage = DLLImport
	} else if p.eat("dllexport") {
		h.DLLStorage = DLLExport
	}
	if h.Linkage == InternalLinkage || h.Linkage == PrivateLinkage || h.Visibility != DefaultVisibility {
		h.DSOLocal = true
	}
	return hasLinkage
}

func (p *parser) parseThreadLocal() ThreadLocal {
	if !p.eat("thread_local") {
		return NotThreadLocal
	}
	if p.tok.kind != tLParen {
		return GeneralDynamicTLS
	}
	p.next()
	var m ThreadLocal
	switch {
	case p.eat("localdynamic"):
		m = LocalDynamicTLS
	case p.eat("initialexec"):
		m = InitialExecTLS
	case p.eat("localexec"):
		m = LocalExecTLS
	default:
		p.fail("expected localdynamic, initialexec or localexec")
	}
	p.expect(tRParen, "')'")
	return m
}

func (p *parser) parseUnnamedAddr(h *GlobalHeader) {
	if p.eat("unnamed_addr") {
		h.UnnamedAddr = UnnamedAddrGlobal
	} else if p.eat("local_unnamed_addr") {
		h.UnnamedAddr = LocalUnnamedAddr
	}
}

// globalRef returns the value of @name for a use of type ty.
func (p *parser) globalRef(t token, ty Type) Value {
	numbered := t.kind == tGlobalID
	name := p.nameOf(t)
	key := globalKey(name, numbered)
	if v, ok := p.globals[key]; ok {
		if !typesEqual(v.Type(), ty) {
			p.failType(int(t.start), "'@%s' defined with type '%s' but expected '%s'", name, v.Type(), ty)
		}
		return v
	}
	if f, ok := p.fwdGlobals[key]; ok {
		if !typesEqual(f.typ, ty) {
			p.failType(int(t.start), "'@%s' defined with type '%s' but expected '%s'", name, f.typ, ty)
		}
		f.refs++
		return f
	}
	if _, ok := ty.(*PointerType); !ok {
		p.failType(int(t.start), "global variable reference must have pointer type")
	}
	f := &fwdGlobal{name: name, typ: ty, pos: int(t.start), refs: 1}
	p.fwdGlobals[key] = f
	p.anyFwdGlobal = true
	return f
}

// funcRefType is the type to reference the function named by token t with
// where LLParser looks it up by name alone (blockaddress): the type of the
// global defined or referenced so far, else a pointer in the program address
// space.
func (p *parser) funcRefType(t token) Type {
	key := globalKey(p.nameOf(t), t.kind == tGlobalID)
	if v, ok := p.globals[key]; ok {
		return v.Type()
	}
	if f, ok := p.fwdGlobals[key]; ok {
		return f.typ
	}
	return p.m.PtrType(p.progAS)
}

func (p *parser) finish() {
	p.declareIntrinsics()
	// Of several undefined names, report the use that comes first in the input:
	// map order would change the diagnostic from run to run.
	first, msg := -1, ""
	undefined := func(off int, format string, args ...any) {
		if first < 0 || off < first {
			first, msg = off, fmt.Sprintf(format, args...)
		}
	}
	// blockaddress constants whose function got no body come first, as
	// LLParser checks them first
	for _, refs := range p.fwdBlockAddrs {
		r := refs[0]
		if f, ok := resolveFwd(r.ba.Func).(*Function); ok && f.Decl {
			undefined(int(r.fn.start), "cannot take blockaddress inside a declaration")
		} else {
			undefined(int(r.fn.start), "expected function name in blockaddress")
		}
	}
	if first >= 0 {
		p.failAt(first, diag.ErrType, "%s", msg)
	}
	for _, f := range p.fwdGlobals {
		undefined(f.pos, "use of undefined value '@%s'", f.name)
	}
	for name, off := range p.comdatRefs {
		if c := p.comdats[name]; c.Selection == "" {
			undefined(off, "use of undefined comdat '$%s'", name)
		}
	}
	for st, off := range p.typeRefPos {
		if !p.typeDefined[st] {
			undefined(off, "use of undefined type named '%s'", st.Name)
		}
	}
	for id, off := range p.mdRefPos {
		if !p.mdDefined[id] {
			undefined(off, "use of undefined metadata '!%d'", id)
		}
	}
	if first >= 0 {
		p.failAt(first, diag.ErrUndefined, "%s", msg)
	}
	if p.anyFwdGlobal {
		p.resolveGlobals()
	}
	p.checkDSOLocalEquivs()
	p.checkEntryBlockAddrs()
	p.checkRecursiveTypes()
	if p.sawStrictFP {
		p.upgradeStrictFPCalls()
	}
	p.convertDebugIntrinsics()
	p.checkAliasCycles()
	for _, g := range p.m.Globals {
		p.checkGlobalType(g)
	}
}

// isScalable reports whether t is, or holds by value, a scalable vector (the LLVM 22
// verifier forbids them in globals). seen may be nil: the set of visited
// structs is made when the first struct is met, so that asking about a
// vector, a scalar or an array of them allocates nothing.
func isScalable(t Type, seen map[*StructType]bool) bool {
	switch t := t.(type) {
	case *VectorType:
		return t.Scalable
	case *TargetExtType:
		return targetTypeScalable(t)
	case *ArrayType:
		return isScalable(t.Elem, seen)
	case *StructType:
		if seen[t] {
			return false
		}
		if seen == nil {
			seen = map[*StructType]bool{}
		}
		seen[t] = true
		for _, f := range t.Fields {
			if isScalable(f, seen) {
				return true
			}
		}
	}
	return false
}

// checkRecursiveTypes rejects a named struct that contains itself by value, directly
// or through arrays, vectors and other structs, as llvm-as-22 does: such a type has
// no size, and every layout computation on it would recurse without end.
func (p *parser) checkRecursiveTypes() {
	state := map[*StructType]uint8{} // 1: on the current path, 2: known not recursive
	var culprit *StructType
	var visit func(t Type) bool
	visit = func(t Type) bool {
		switch t := t.(type) {
		case *ArrayType:
			return visit(t.Elem)
		case *VectorType:
			return visit(t.Elem)
		case *StructType:
			if t.Name != "" {
				switch state[t] {
				case 1:
					culprit = t
					return true
				case 2:
					return false
				}
				state[t] = 1
			}
			for _, f := range t.Fields {
				if visit(f) {
					return true
				}
			}
			if t.Name != "" {
				state[t] = 2
			}
		}
		return false
	}
	for _, st := range p.m.Types {
		if visit(st) {
			off := 0
			for i, t := range p.m.Types {
				if t == culprit {
					off = p.typeOffs[i]
				}
			}
			p.failAt(off, diag.ErrType, "identified structure type '%s' is recursive", culprit.Name)
		}
	}
}

// checkAliasCycles rejects aliases whose aliasee leads back to themselves, through
// other aliases and constant expressions (the LLVM 22 verifier: "Aliases cannot form
// a cycle").
func (p *parser) checkAliasCycles() {
	state := map[*Alias]uint8{} // 1: on the current path, 2: done
	var visit func(c Constant) bool
	visit = func(c Constant) bool {
		switch c := c.(type) {
		case *Alias:
			switch state[c] {
			case 1:
				return true
			case 2:
				return false
			}
			state[c] = 1
			if visit(c.Aliasee) {
				return true
			}
			state[c] = 2
		case *ConstExpr:
			for _, o := range c.Ops {
				if visit(o) {
					return true
				}
			}
		}
		return false
	}
	for _, a := range p.m.Aliases {
		if visit(a) {
			p.failAt(int(a.off), diag.ErrVerify, "Aliases cannot form a cycle")
		}
	}
}

// blockOfDefined resolves the block of a blockaddress constant whose function
// fn was declared or defined before it (and is not the one being parsed), as
// LLParser does, with its messages at its positions: fn must have a body, and
// the block a name.
func (p *parser) blockOfDefined(ba *BlockAddress, fn *Function, ft, bt token) {
	if fn.Decl {
		p.failAt(int(ft.start), diag.ErrVerify, "cannot take blockaddress inside a declaration")
	}
	if bt.kind == tLocalID {
		p.failAt(int(bt.start), diag.ErrSyntax, "cannot take address of numeric label after the function is defined")
	}
	for _, b := range fn.Blocks {
		if b.Name == ba.BlockName && b.Name != "" {
			ba.Block = b
			return
		}
	}
	p.failAt(int(bt.start), diag.ErrUndefined, "referenced value is not a basic block")
}

func resolveFwd(v Value) Value {
	if f, ok := v.(*fwdGlobal); ok && f.def != nil {
		return f.def
	}
	return v
}

var _ = fmt.Sprint

func isConstExprKeyword(s string) bool {
	switch s {
	case "getelementptr", "add", "sub", "xor", "extractelement", "insertelement", "shufflevector":
		return true
	}
	_, ok := castOps[s]
	return ok
}

// declareIntrinsics declares, as llvm-as-22 does, the llvm.* functions that are
// referenced but never declared, with the function type of their first call.
// As LLParser's validateEndOfModule, in name order: every reference must be
// the callee of a call, the name must be an intrinsic, and every call's
// function type must match its signature.
func (p *parser) declareIntrinsics() {
	if len(p.fwdGlobals) == 0 {
		return
	}
	var names []string
	for key := range p.fwdGlobals {
		if strings.HasPrefix(key, "llvm.") {
			names = append(names, key)
		}
	}
	sort.Strings(names)
	for _, key := range names {
		f := p.fwdGlobals[key]
		if f.refs > f.calls || len(f.callTypes) == 0 {
			p.failAt(f.pos, diag.ErrType, "intrinsic can only be used as callee")
		}
		it := LookupIntrinsic(f.name)
		if it == nil {
			p.failAt(f.pos, diag.ErrUndefined, "unknown intrinsic '%s'", f.name)
		}
		for _, ft := range f.callTypes {
			if p.m.matchIntrinsic(it, ft) != intrinsicMatch || f.name == it.Name && undeclaredOldArity(it, ft) {
				p.failAt(f.pos, diag.ErrType, "invalid intrinsic signature")
			}
		}
	}
	for _, key := range names {
		f := p.fwdGlobals[key]
		fn := &Function{Decl: true, Sig: f.callTypes[0], autoDecl: true}
		fn.Typ = f.typ.(*PointerType)
		fn.Name = f.name
		fn.AddrSpace = fn.Typ.AddrSpace
		for i, t := range fn.Sig.Params {
			fn.Params = append(fn.Params, &Param{Typ: t, Parent: fn, Index: i})
		}
		p.m.Funcs = append(p.m.Funcs, fn)
		p.defineGlobal(key, fn, f.pos)
	}
}
