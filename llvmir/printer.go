package llvmir

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"runtime"
	"strconv"
	"strings"
)

// Print returns the canonical text of m, as llvm-dis-22 prints it, comments
// included ("; Function Attrs:", "; preds = ...", "; No predecessors!"), except
// llvm-dis's first line "; ModuleID = '...'", which names its input file.
//
// Print does not panic on a malformed module (a nil operand, a missing type):
// it stops and ends the text with a "; ferry: cannot print ..." line saying
// what was wrong.
//
// Like llvm-dis-22, Print leaves out the module's uselistorder directives;
// PrintWith prints them when asked.
func Print(m *Module) []byte { return PrintWith(m, PrintOptions{}) }

// PrintOptions are the choices of PrintWith.
type PrintOptions struct {
	// UseListOrder prints the uselistorder and uselistorder_bb directives
	// kept from the input, as llvm-dis-22 -preserve-ll-uselistorder prints
	// those of a module it read with them.
	UseListOrder bool
}

// PrintWith is Print with options.
func PrintWith(m *Module, opts PrintOptions) []byte {
	w := &printer{m: m, opts: opts}
	w.buf = make([]byte, 0, max(1<<16, m.srcLen+m.srcLen/8))
	w.safeModule()
	return w.buf
}

// safeModule prints the module, turning a panic caused by a malformed model
// into a final comment line and w.err.
func (w *printer) safeModule() {
	defer func() {
		if r := recover(); r != nil {
			msg := fmt.Sprint(r)
			w.s("\n; ferry: cannot print malformed module: ")
			w.s(strings.ReplaceAll(msg, "\n", " "))
			w.c('\n')
			if w.err == nil {
				w.err = fmt.Errorf("llvmir: cannot print malformed module: %s", msg)
			}
		}
	}()
	w.module()
}

// Fprint writes the canonical text of m to w, in chunks, without holding the
// whole text in memory.
func Fprint(w io.Writer, m *Module) error {
	p := &printer{m: m, out: w}
	p.buf = make([]byte, 0, 2*flushSize)
	p.safeModule()
	err := p.err
	p.err = nil
	p.flush()
	if err == nil {
		err = p.err
	}
	return err
}

const flushSize = 64 << 10

// flush writes the buffer to the output writer, if there is one.
func (w *printer) flush() {
	if w.out == nil || len(w.buf) == 0 {
		return
	}
	if w.err == nil {
		_, w.err = w.out.Write(w.buf)
	}
	w.buf = w.buf[:0]
}

type printer struct {
	buf    []byte
	m      *Module
	progAS uint32
	fn     *Function
	an     *attrNumbering
	preds  map[*Block][]*Block
	nInsts int // instructions in the module, once counted
	// numbered holds the functions whose slots are assigned: each function
	// is numbered once, when printed or when a blockaddress constant first
	// names one of its unnamed blocks. Slots live in the model, so a
	// function numbered earlier keeps its numbers.
	numbered map[*Function]bool
	// prenumbered: every function of the module is numbered and numbered
	// is read by two goroutines printing one function's blocks, so
	// blockName must not number (nor write numbered)
	prenumbered bool
	out         io.Writer // Fprint's destination; nil for Print
	opts        PrintOptions
	err         error
}

func (w *printer) s(s string) { w.buf = append(w.buf, s...) }
func (w *printer) c(c byte)   { w.buf = append(w.buf, c) }
func (w *printer) u(v uint64) { w.buf = strconv.AppendUint(w.buf, v, 10) }
func (w *printer) typ(t Type) { w.buf = appendType(w.buf, t) }

func (w *printer) quoted(s string) { w.buf = appendQuoted(w.buf, s) }

// programAddrSpace extracts the P<n> component of a datalayout string.
func programAddrSpace(dl string) uint32 { return dlAddrSpace32(dl, 'P') }

func (w *printer) module() {
	m := w.m
	w.progAS = programAddrSpace(m.DataLayout)
	w.numberAttrs()
	w.numberGlobals()
	if m.HasSourceFilename && m.SourceFilename != "" {
		w.s("source_filename = ")
		w.quoted(m.SourceFilename)
		w.c('\n')
	}
	if m.HasDataLayout && m.DataLayout != "" {
		w.s("target datalayout = ")
		w.quoted(m.DataLayout)
		w.c('\n')
	}
	if m.HasTargetTriple && m.TargetTriple != "" {
		w.s("target triple = ")
		w.quoted(m.TargetTriple)
		w.c('\n')
	}
	if lines := moduleAsmLines(m.ModuleAsm); len(lines) > 0 {
		w.c('\n')
		for _, a := range lines {
			w.s("module asm ")
			w.quoted(a)
			w.c('\n')
		}
	}
	if len(m.Types) > 0 {
		w.c('\n')
		for _, t := range m.Types {
			w.typ(t)
			w.s(" = type ")
			w.buf = appendStructBody(w.buf, t)
			w.c('\n')
		}
	}
	if comdats := printedComdats(m); len(comdats) > 0 {
		w.c('\n')
		for i, c := range comdats {
			if i > 0 {
				w.c('\n')
			}
			w.buf = appendName(w.buf, '$', c.Name)
			w.s(" = comdat ")
			w.s(c.Selection)
			w.c('\n')
		}
	}
	if len(m.Globals) > 0 {
		w.c('\n')
		for _, g := range m.Globals {
			w.global(g)
		}
	}
	if len(m.Aliases) > 0 {
		w.c('\n')
		for _, a := range m.Aliases {
			w.alias(&a.GlobalHeader, "alias ", a.ValueType, a.Aliasee)
		}
	}
	if len(m.IFuncs) > 0 {
		w.c('\n')
		for _, i := range m.IFuncs {
			w.alias(&i.GlobalHeader, "ifunc ", i.ValueType, i.Resolver)
		}
	}
	for _, f := range m.Funcs {
		w.c('\n')
		w.function(f)
	}
	if len(m.UseListOrders) > 0 && w.opts.UseListOrder {
		w.s("\n; uselistorder directives\n")
		for _, u := range m.UseListOrders {
			w.useListOrder(u)
		}
	}
	w.attrGroups()
	if len(m.NamedMD) > 0 {
		w.c('\n')
		for _, n := range m.NamedMD {
			w.c('!')
			w.mdIdent(n.Name)
			w.s(" = !{")
			for i, op := range n.Nodes {
				if i > 0 {
					w.s(", ")
				}
				w.md(op)
			}
			w.s("}\n")
		}
	}
	if len(m.MDNodes) > 0 {
		w.c('\n')
		for _, n := range m.MDNodes {
			w.c('!')
			w.u(uint64(n.ID))
			w.s(" = ")
			w.mdBody(n)
			w.c('\n')
		}
	}
}

func (w *printer) mdIdent(name string) {
	for i := 0; i < len(name); i++ {
		c := name[i]
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '$' || c == '.' || c == '_'
		if i > 0 && c >= '0' && c <= '9' {
			ok = true
		}
		if ok {
			w.c(c)
		} else {
			w.buf = append(w.buf, '\\', hexDigits[c>>4], hexDigits[c&15])
		}
	}
}

var linkageKw = [...]string{"", "private ", "internal ", "available_externally ", "linkonce ", "weak ", "common ", "appending ", "extern_weak ", "linkonce_odr ", "weak_odr "}

func isImplicitDSOLocal(h *GlobalHeader) bool {
	return h.Linkage == InternalLinkage || h.Linkage == PrivateLinkage || (h.Visibility != DefaultVisibility && h.Linkage != ExternWeakLinkage)
}

// header prints linkage, dso_local, visibility, DLL storage, thread_local and
// unnamed_addr, each followed by a space.
func (w *printer) header(h *GlobalHeader, tls bool) {
	w.s(linkageKw[h.Linkage])
	if h.DSOLocal && !isImplicitDSOLocal(h) {
		w.s("dso_local ")
	}
	switch h.Visibility {
	case Hidden:
		w.s("hidden ")
	case Protected:
		w.s("protected ")
	}
	switch h.DLLStorage {
	case DLLImport:
		w.s("dllimport ")
	case DLLExport:
		w.s("dllexport ")
	}
	if tls {
		switch h.ThreadLocal {
		case GeneralDynamicTLS:
			w.s("thread_local ")
		case LocalDynamicTLS:
			w.s("thread_local(localdynamic) ")
		case InitialExecTLS:
			w.s("thread_local(initialexec) ")
		case LocalExecTLS:
			w.s("thread_local(localexec) ")
		}
	}
}

func (w *printer) unnamedAddr(u UnnamedAddr) string {
	switch u {
	case UnnamedAddrGlobal:
		return "unnamed_addr"
	case LocalUnnamedAddr:
		return "local_unnamed_addr"
	}
	return ""
}

// numberGlobals numbers unnamed globals as llvm-dis does: variables, then
// aliases, then ifuncs, then functions, from 0 without gaps.
func (w *printer) numberGlobals() {
	n := int32(0)
	num := func(h *GlobalHeader) {
		if h.Numbered {
			h.slot = n
			n++
		}
	}
	for _, g := range w.m.Globals {
		num(&g.GlobalHeader)
	}
	for _, a := range w.m.Aliases {
		num(&a.GlobalHeader)
	}
	for _, i := range w.m.IFuncs {
		num(&i.GlobalHeader)
	}
	for _, f := range w.m.Funcs {
		num(&f.GlobalHeader)
	}
}

func (w *printer) globalName(h *GlobalHeader) {
	if h.Numbered {
		w.c('@')
		w.buf = strconv.AppendInt(w.buf, int64(h.slot), 10)
		return
	}
	w.buf = appendName(w.buf, '@', h.Name)
}

func (w *printer) global(g *Global) {
	w.globalName(&g.GlobalHeader)
	w.s(" = ")
	if g.Init == nil && g.Linkage == ExternalLinkage {
		w.s("external ")
	}
	w.header(&g.GlobalHeader, true)
	if ua := w.unnamedAddr(g.UnnamedAddr); ua != "" {
		w.s(ua)
		w.c(' ')
	}
	if g.AddrSpace != 0 {
		w.s("addrspace(")
		w.u(uint64(g.AddrSpace))
		w.s(") ")
	}
	if g.ExternallyInitialized {
		w.s("externally_initialized ")
	}
	if g.Constant {
		w.s("constant ")
	} else {
		w.s("global ")
	}
	w.typ(g.ValueType)
	if g.Init != nil {
		w.c(' ')
		w.operand(g.Init, false)
	}
	if g.HasSection {
		w.s(", section ")
		w.quoted(g.Section)
	}
	if g.HasPartition {
		w.s(", partition ")
		w.quoted(g.Partition)
	}
	if g.CodeModel != "" {
		w.s(", code_model ")
		w.quoted(g.CodeModel)
	}
	for _, s := range g.NoSanitize {
		w.s(", ")
		w.s(s)
	}
	if g.Comdat != nil {
		w.s(", comdat")
		if g.Comdat.Name != g.Name {
			w.c('(')
			w.buf = appendName(w.buf, '$', g.Comdat.Name)
			w.c(')')
		}
	}
	if g.Align != 0 {
		w.s(", align ")
		w.u(g.Align)
	}
	w.attachments(g.MD, ", ")
	w.groupRef(g.Attrs)
	w.c('\n')
}

func (w *printer) alias(h *GlobalHeader, kw string, vt Type, target Constant) {
	w.globalName(h)
	w.s(" = ")
	w.header(h, true)
	if ua := w.unnamedAddr(h.UnnamedAddr); ua != "" {
		w.s(ua)
		w.c(' ')
	}
	w.s(kw)
	w.typ(vt)
	w.s(", ")
	_, isExpr := target.(*ConstExpr)
	w.operand(target, !isExpr)
	if h.HasPartition {
		w.s(", partition ")
		w.quoted(h.Partition)
	}
	w.c('\n')
}

func (w *printer) attachments(mds []MDAttachment, sep string) {
	for _, a := range mds {
		w.s(sep)
		w.c('!')
		w.mdIdent(a.Kind)
		w.c(' ')
		w.md(a.Node)
	}
}

// attrs prints an attribute set; inGroup selects the attribute-group forms.
func (w *printer) attrs(s AttrSet, inGroup bool) {
	for i := range s.Attrs {
		if i > 0 {
			w.c(' ')
		}
		w.attr(&s.Attrs[i], inGroup)
	}
	for i, id := range s.Groups {
		if i > 0 || len(s.Attrs) > 0 {
			w.c(' ')
		}
		w.c('#')
		w.u(uint64(id))
	}
}

func (w *printer) attr(a *Attr, inGroup bool) {
	if a.IsString {
		// llvm-dis-22 prints a string attribute's kind unescaped, and an
		// empty value as none
		w.c('"')
		w.s(a.Kind)
		w.c('"')
		if a.HasValue && a.Value != "" {
			w.c('=')
			w.quoted(a.Value)
		}
		return
	}
	w.s(a.Kind)
	switch {
	case a.HasInt:
		switch {
		case inGroup && (a.Kind == "align" || a.Kind == "alignstack"):
			w.c('=')
			w.u(a.Int)
		case a.Kind == "align":
			w.c(' ')
			w.u(a.Int)
		default:
			w.c('(')
			w.u(a.Int)
			w.c(')')
		}
	case a.Type != nil:
		w.c('(')
		w.typ(a.Type)
		w.c(')')
	case a.HasArgs:
		w.c('(')
		w.s(a.Args)
		w.c(')')
	}
}

func (w *printer) function(f *Function) {
	w.fn = f
	w.number(f)
	w.fnAttrsComment(f.FnAttrs)
	if hasReservedName(f.Name) && LookupIntrinsic(f.Name) == nil {
		w.s("; Unknown intrinsic\n")
	}
	w.computePreds(f)
	if f.Decl {
		w.s("declare")
		w.attachments(f.MD, " ")
		w.c(' ')
	} else {
		w.s("define ")
	}
	w.header(&f.GlobalHeader, false)
	if f.CC != 0 {
		w.buf = appendCC(w.buf, f.CC)
		w.c(' ')
	}
	if !f.RetAttrs.Empty() {
		w.attrs(f.RetAttrs, false)
		w.c(' ')
	}
	w.typ(f.Sig.Ret)
	w.c(' ')
	w.globalName(&f.GlobalHeader)
	w.c('(')
	for i, p := range f.Params {
		if i > 0 {
			w.s(", ")
		}
		w.typ(p.Typ)
		if !p.Attrs.Empty() {
			w.c(' ')
			w.attrs(p.Attrs, false)
		}
		if !f.Decl {
			w.c(' ')
			w.localName(p.Name, p.slot)
		}
	}
	if f.Sig.VarArg {
		if len(f.Params) > 0 {
			w.s(", ")
		}
		w.s("...")
	}
	w.c(')')
	if ua := w.unnamedAddr(f.UnnamedAddr); ua != "" {
		w.c(' ')
		w.s(ua)
	}
	if f.AddrSpace != 0 || w.progAS != 0 {
		w.s(" addrspace(")
		w.u(uint64(f.AddrSpace))
		w.c(')')
	}
	w.groupRef(f.FnAttrs)
	if f.HasSection {
		w.s(" section ")
		w.quoted(f.Section)
	}
	if f.HasPartition {
		w.s(" partition ")
		w.quoted(f.Partition)
	}
	if f.Comdat != nil {
		w.s(" comdat")
		if f.Comdat.Name != f.Name {
			w.c('(')
			w.buf = appendName(w.buf, '$', f.Comdat.Name)
			w.c(')')
		}
	}
	if f.Align != 0 {
		w.s(" align ")
		w.u(f.Align)
	}
	if f.HasGC {
		w.s(" gc ")
		w.quoted(f.GC)
	}
	if f.Prefix != nil {
		w.s(" prefix ")
		w.operand(f.Prefix, true)
	}
	if f.Prologue != nil {
		w.s(" prologue ")
		w.operand(f.Prologue, true)
	}
	if f.Personality != nil {
		w.s(" personality ")
		w.operand(f.Personality, true)
	}
	if f.Decl {
		w.c('\n')
		w.fn = nil
		return
	}
	w.attachments(f.MD, " ")
	w.s(" {")
	w.blocks(f)
	if len(f.UseListOrders) > 0 && w.opts.UseListOrder {
		w.s("\n; uselistorder directives\n")
		for _, u := range f.UseListOrders {
			w.s("  ")
			w.useListOrder(u)
		}
	}
	w.s("}\n")
	w.fn = nil
}

// parallelPrintMin is the number of instructions from which a function's
// blocks are printed by two goroutines.
var parallelPrintMin = 1 << 14

// blocks prints f's blocks. The blocks of a large function are printed in two
// halves at once, the second on another goroutine into its own buffer that is
// appended after the first: slot numbers, predecessor lists and attribute
// group numbers are all assigned before, so printing only reads the module
// and the text is the same as printing in one go.
func (w *printer) blocks(f *Function) {
	total := 0
	for _, b := range f.Blocks {
		total += len(b.Insts)
	}
	split, n := len(f.Blocks), 0
	if total >= parallelPrintMin && runtime.GOMAXPROCS(0) > 1 {
		for i, b := range f.Blocks {
			if i > 0 && n >= total/2 {
				split = i
				break
			}
			n += len(b.Insts)
		}
	}
	if split == len(f.Blocks) {
		for i, b := range f.Blocks {
			w.block(b, i == 0)
		}
		return
	}
	// blockaddress constants may name unnamed blocks of other functions,
	// which blockName numbers on demand: number them all now, so that the
	// halves only read slot numbers.
	for _, g := range w.m.Funcs {
		w.number(g)
	}
	w.prenumbered = true
	defer func() { w.prenumbered = false }()
	w2 := &printer{m: w.m, progAS: w.progAS, fn: w.fn, preds: w.preds, numbered: w.numbered, prenumbered: true,
		an: &attrNumbering{ids: w.an.ids, groups: w.an.groups}}
	// Without a writer, the second half is printed into the end of the room
	// Print reserved and moved down after the first half, so the halves
	// need no more memory than the text. Each half's region is its share of
	// the function's expected text plus half the slack; a half that outgrows
	// its region moves to a new array by append, as usual.
	full := w.buf[:cap(w.buf)]
	start, tail := len(w.buf), -1
	if w.out == nil {
		room := cap(w.buf) - len(w.buf)
		text := int64(room) * 8 / 9 * int64(total) / int64(max(w.moduleInsts(), total))
		second := text * int64(total-n) / int64(total)
		slack := (int64(room) - text) / 2
		if slack > 0 {
			tail = cap(w.buf) - int(second+slack)
			w.buf = w.buf[:start:tail]
			w2.buf = full[tail:tail]
		}
	}
	if tail < 0 {
		// Streaming (or no room reserved): the second half is held until the
		// first is written; reserve its expected text so that it does not grow
		// by doubling, which made garbage of twice its size.
		size := int64(len(w.buf)/2 + 1<<16)
		if w.m.srcLen > 0 {
			size = int64(w.m.srcLen)*int64(total-n)/int64(max(w.moduleInsts(), total))*9/8 + 1<<16
		}
		w2.buf = make([]byte, 0, size)
	}
	done := make(chan any, 1)
	go func() {
		defer func() { done <- recover() }()
		for _, b := range f.Blocks[split:] {
			w2.block(b, false)
		}
	}()
	for i, b := range f.Blocks[:split] {
		w.block(b, i == 0)
		if w.out != nil && len(w.buf) >= flushSize {
			w.flush()
		}
	}
	if r := <-done; r != nil {
		panic(r)
	}
	inPlace := tail >= 0 && cap(w.buf) > 0 && &w.buf[:cap(w.buf)][0] == &full[0] &&
		cap(w2.buf) > 0 && &w2.buf[:1][0] == &full[tail]
	if w.out != nil {
		// Write the second half from its own buffer rather than append it to
		// the first's, which the flushes keep small.
		w.flush()
		own := w.buf
		w.buf = w2.buf
		w.flush()
		w.buf = own[:0]
		return
	}
	if !inPlace {
		if tail >= 0 && cap(w.buf) > 0 && &w.buf[:cap(w.buf)][0] == &full[0] {
			w.buf = full[:len(w.buf)] // the first half fits: give it the room back
		}
		w.buf = append(w.buf, w2.buf...)
		return
	}
	k := len(w.buf)
	copy(full[k:], w2.buf)
	w.buf = full[:k+len(w2.buf)]
}

// moduleInsts counts the instructions of the module's functions (once).
func (w *printer) moduleInsts() int {
	if w.nInsts == 0 {
		for _, f := range w.m.Funcs {
			for _, b := range f.Blocks {
				w.nInsts += len(b.Insts)
			}
		}
	}
	return w.nInsts
}

// number assigns f's slot numbers unless this printer has already done so.
func (w *printer) number(f *Function) {
	if w.numbered[f] {
		return
	}
	if w.numbered == nil {
		w.numbered = make(map[*Function]bool, len(w.m.Funcs))
	}
	w.numbered[f] = true
	numberFunction(f)
}

// numberFunction assigns slot numbers to unnamed params, blocks and values.
func numberFunction(f *Function) {
	n := int32(0)
	for _, p := range f.Params {
		if p.Name == "" {
			p.slot = n
			n++
		}
	}
	for _, b := range f.Blocks {
		if b.Name == "" {
			b.slot = n
			n++
		}
		for _, in := range b.Insts {
			if in.Name == "" && in.Typ != Void {
				in.slot = n
				n++
			}
		}
	}
}

func (w *printer) localName(name string, slot int32) {
	if name != "" {
		w.buf = appendName(w.buf, '%', name)
		return
	}
	w.c('%')
	w.buf = strconv.AppendInt(w.buf, int64(slot), 10)
}

func (w *printer) block(b *Block, entry bool) {
	if b.Name != "" {
		w.c('\n')
		// labels print without the sigil
		w.buf = appendBareName(w.buf, b.Name)
		w.c(':')
	} else if !entry {
		w.c('\n')
		w.buf = strconv.AppendInt(w.buf, int64(b.slot), 10)
		w.c(':')
	}
	if !entry {
		w.predsComment(b)
	}
	w.c('\n')
	for _, in := range b.Insts {
		w.inst(in)
	}
	for _, r := range b.TrailingRecords {
		w.record(r)
	}
}

func (w *printer) record(r *DebugRecord) {
	w.s("    #dbg_")
	w.s(r.Kind.String())
	w.c('(')
	for i, a := range r.Args {
		if i > 0 {
			w.s(", ")
		}
		w.md(a)
	}
	w.s(")\n")
}

func (w *printer) useListOrder(u *UseListOrder) {
	if u.Value != nil {
		w.s("uselistorder ")
		w.operand(u.Value, true)
	} else if u.Func == nil {
		w.s("uselistorder label ")
		w.localName(u.Block.Name, u.Block.slot)
	} else {
		w.s("uselistorder_bb ")
		w.operand(u.Func, false)
		w.s(", ")
		if u.Block != nil {
			w.localName(u.Block.Name, u.Block.slot)
		} else if strings.HasPrefix(u.BlockName, "#") {
			w.c('%')
			w.s(u.BlockName[1:])
		} else {
			w.buf = appendName(w.buf, '%', u.BlockName)
		}
	}
	w.s(", { ")
	for i, x := range u.Indexes {
		if i > 0 {
			w.s(", ")
		}
		w.u(x)
	}
	w.s(" }\n")
}

// operand prints a value, with its type first when withType.
func (w *printer) operand(v Value, withType bool) {
	if withType {
		w.typ(v.Type())
		w.c(' ')
	}
	w.value(v)
}

func (w *printer) blockOperand(b *Block) {
	w.s("label ")
	w.localName(b.Name, b.slot)
}

// value prints a value reference or constant without its type.
func (w *printer) value(v Value) {
	switch v := v.(type) {
	case *Instruction:
		w.localName(v.Name, v.slot)
	case *Param:
		w.localName(v.Name, v.slot)
	case *Global:
		w.globalName(&v.GlobalHeader)
	case *Function:
		w.globalName(&v.GlobalHeader)
	case *Alias:
		w.globalName(&v.GlobalHeader)
	case *IFunc:
		w.globalName(&v.GlobalHeader)
	case *fwdGlobal:
		w.buf = appendName(w.buf, '@', v.name)
	case *MetadataValue:
		w.md(v.MD)
	case *InlineAsm:
		w.s("asm ")
		if v.SideEffect {
			w.s("sideeffect ")
		}
		if v.AlignStack {
			w.s("alignstack ")
		}
		if v.IntelDialect {
			w.s("inteldialect ")
		}
		if v.Unwind {
			w.s("unwind ")
		}
		w.quoted(v.Asm)
		w.s(", ")
		w.quoted(v.Constraints)
	case Constant:
		w.constant(v)
	default:
		w.s("<badref>")
	}
}

// isNullConst reports whether c is the null value of its type as LLVM sees it.
func isNullConst(c Constant) bool {
	switch c := c.(type) {
	case *ConstInt:
		return c.Val == 0 && (c.Big == nil || c.Big.Sign() == 0)
	case *ConstFP:
		return c.Bits == 0 && c.Hi == 0
	case *ConstNull, *ConstZero, *ConstNone:
		return true
	case *ConstSplat:
		return isNullConst(c.Elem)
	case *ConstArray:
		if len(c.Elems) == 0 {
			return false
		}
		for _, e := range c.Elems {
			if !isNullConst(e) {
				return false
			}
		}
		return true
	case *ConstString:
		for _, b := range c.Data {
			if b != 0 {
				return false
			}
		}
		return len(c.Data) > 0
	case *ConstVector:
		for _, e := range c.Elems {
			if !isNullConst(e) {
				return false
			}
		}
		return true
	case *ConstStruct:
		for _, e := range c.Fields {
			if !isNullConst(e) {
				return false
			}
		}
		return true
	}
	return false
}

// aggregateKind returns "zeroinitializer", "undef" or "poison" when LLVM would
// fold an aggregate constant with these elements to that, or "".
func aggregateKind(elems []Constant) string {
	if len(elems) == 0 {
		return ""
	}
	allPoison, allUndef, allNull := true, true, true
	for _, e := range elems {
		_, isP := e.(*ConstPoison)
		_, isU := e.(*ConstUndef)
		if !isP {
			allPoison = false
		}
		if !isU {
			allUndef = false
		}
		if allNull && !isNullConst(e) {
			allNull = false
		}
		if !allPoison && !allUndef && !allNull {
			return ""
		}
	}
	switch {
	case allPoison:
		return "poison"
	case allUndef:
		return "undef"
	case allNull:
		return "zeroinitializer"
	}
	return ""
}

func sameScalar(a, b Constant) bool {
	switch a := a.(type) {
	case *ConstInt:
		b, ok := b.(*ConstInt)
		return ok && constIntEqual(a, b)
	case *ConstFP:
		b, ok := b.(*ConstFP)
		return ok && a.Bits == b.Bits && a.Hi == b.Hi
	}
	return false
}

func (w *printer) constant(c Constant) {
	switch c := c.(type) {
	case *ConstInt:
		if c.Typ.Bits == 1 {
			if c.Val&1 != 0 {
				w.s("true")
			} else {
				w.s("false")
			}
			return
		}
		w.buf = appendIntConst(w.buf, c)
	case *ConstFP:
		w.buf = appendFloat(w.buf, c)
	case *ConstNull:
		w.s("null")
	case *ConstNone:
		w.s("none")
	case *ConstUndef:
		w.s("undef")
	case *ConstPoison:
		w.s("poison")
	case *ConstZero:
		w.s("zeroinitializer")
	case *ConstString:
		if len(c.Data) == 0 {
			w.s("poison")
			return
		}
		if isNullConst(c) {
			w.s("zeroinitializer")
			return
		}
		w.s("c\"")
		w.buf = appendEscaped(w.buf, string(c.Data))
		w.c('"')
	case *ConstArray:
		if len(c.Elems) == 0 {
			w.s("poison")
			return
		}
		if k := aggregateKind(c.Elems); k != "" {
			w.s(k)
			return
		}
		if it, ok := c.Typ.Elem.(*IntType); ok && it.Bits == 8 {
			allInt := true
			for _, e := range c.Elems {
				if _, ok := e.(*ConstInt); !ok {
					allInt = false
					break
				}
			}
			if allInt {
				w.s("c\"")
				for _, e := range c.Elems {
					b := byte(e.(*ConstInt).Val)
					if b >= 0x20 && b < 0x7f && b != '"' && b != '\\' {
						w.c(b)
					} else if b == '\\' {
						w.s(`\\`)
					} else {
						w.buf = append(w.buf, '\\', hexDigits[b>>4], hexDigits[b&15])
					}
				}
				w.c('"')
				return
			}
		}
		w.c('[')
		for i, e := range c.Elems {
			if i > 0 {
				w.s(", ")
			}
			w.operand(e, true)
		}
		w.c(']')
	case *ConstVector:
		if k := aggregateKind(c.Elems); k != "" {
			w.s(k)
			return
		}
		if len(c.Elems) > 0 {
			splat := true
			for _, e := range c.Elems[1:] {
				if !sameScalar(c.Elems[0], e) {
					splat = false
					break
				}
			}
			if splat && sameScalar(c.Elems[0], c.Elems[0]) {
				w.s("splat (")
				w.operand(c.Elems[0], true)
				w.c(')')
				return
			}
		}
		w.c('<')
		for i, e := range c.Elems {
			if i > 0 {
				w.s(", ")
			}
			w.operand(e, true)
		}
		w.c('>')
	case *ConstSplat:
		switch c.Elem.(type) {
		case *ConstPoison:
			w.s("poison")
			return
		case *ConstUndef:
			w.s("undef")
			return
		}
		if isNullConst(c.Elem) {
			w.s("zeroinitializer")
			return
		}
		if w.splatExpanded(c) {
			return
		}
		w.s("splat (")
		w.operand(c.Elem, true)
		w.c(')')
	case *ConstStruct:
		if len(c.Fields) == 0 {
			w.s("zeroinitializer")
			return
		}
		if k := aggregateKind(c.Fields); k != "" {
			w.s(k)
			return
		}
		if c.Typ.Packed {
			w.c('<')
		}
		w.s("{ ")
		for i, e := range c.Fields {
			if i > 0 {
				w.s(", ")
			}
			w.operand(e, true)
		}
		w.s(" }")
		if c.Typ.Packed {
			w.c('>')
		}
	case *BlockAddress:
		w.s("blockaddress(")
		w.value(c.Func)
		w.s(", ")
		if c.Block != nil {
			w.blockName(c.Block)
		} else if strings.HasPrefix(c.BlockName, "#") {
			w.c('%')
			w.s(c.BlockName[1:])
		} else {
			w.buf = appendName(w.buf, '%', c.BlockName)
		}
		w.c(')')
	case *DSOLocalEquivalent:
		w.s("dso_local_equivalent ")
		w.value(c.Global)
	case *NoCFI:
		w.s("no_cfi ")
		w.value(c.Global)
	case *PtrAuth:
		w.s("ptrauth (")
		w.operand(c.Ptr, true)
		// llvm-dis drops the trailing null discriminators and symbol
		args := c.Args
		for len(args) > 1 && isNullConst(args[len(args)-1]) {
			args = args[:len(args)-1]
		}
		for _, a := range args {
			w.s(", ")
			w.operand(a, true)
		}
		w.c(')')
	case *ConstExpr:
		w.s(c.Op.String())
		w.flags(c.Op, c.Flags, 0, c.InRange)
		w.s(" (")
		if c.Op == OpGetElementPtr {
			w.typ(c.SrcElem)
			w.s(", ")
		}
		ops := c.Ops
		if c.Op == OpShuffleVector && len(ops) == 3 {
			ops = ops[:2]
		}
		for i, o := range ops {
			if i > 0 {
				w.s(", ")
			}
			w.operand(o, true)
		}
		if c.Op.IsCast() {
			w.s(" to ")
			w.typ(c.Typ)
		}
		if c.Op == OpShuffleVector && len(c.Ops) == 3 {
			w.shuffleMask(c.Ops[2])
		}
		w.c(')')
	default:
		w.value(c)
	}
}

// blockName prints %name or %N for a block whose function may not be the one
// being printed; it numbers the block's function on first need.
func (w *printer) blockName(b *Block) {
	if b.Name == "" && b.Parent != nil && !w.prenumbered {
		w.number(b.Parent)
	}
	w.localName(b.Name, b.slot)
}

func appendIntConst(b []byte, c *ConstInt) []byte {
	bits := c.Typ.Bits
	if c.Big == nil {
		v := c.Val
		if bits < 64 {
			// sign-extend
			if v>>(bits-1)&1 != 0 {
				v |= ^uint64(0) << bits
			}
		}
		return strconv.AppendInt(b, int64(v), 10)
	}
	x := c.Big
	if x.Bit(int(bits)-1) == 1 {
		x = bigSub(x, bits)
	}
	return x.Append(b, 10)
}

// appendFloat prints a floating-point constant as llvm-dis does.
func appendFloat(b []byte, c *ConstFP) []byte {
	switch c.Typ.Kind {
	case Float64, Float32:
		var d float64
		if c.Typ.Kind == Float64 {
			d = math.Float64frombits(c.Bits)
		} else {
			d = float64(math.Float32frombits(uint32(c.Bits)))
		}
		if !math.IsInf(d, 0) && !math.IsNaN(d) {
			// APFloat::toString(6, 0, false): six significant digits, written
			// with six digits after the point.
			start := len(b)
			b = strconv.AppendFloat(b, d, 'e', 5, 64)
			e := bytes.IndexByte(b[start:], 'e') + start
			b = append(b, 0)
			copy(b[e+1:], b[e:])
			b[e] = '0'
			if r, err := strconv.ParseFloat(string(b[start:]), 64); err == nil && r == d {
				return b
			}
			b = b[:start]
		}
		bits := c.Bits
		if c.Typ.Kind == Float32 {
			bits = float32ToDoubleBits(uint32(c.Bits))
		}
		b = append(b, "0x"...)
		n := 1
		for n < 16 && bits>>(uint(n)*4) != 0 {
			n++
		}
		return appendHex(b, bits, n)
	case Half:
		b = append(b, "0xH"...)
		return appendHex(b, c.Bits, 4)
	case BFloat:
		b = append(b, "0xR"...)
		return appendHex(b, c.Bits, 4)
	case X86FP80:
		b = append(b, "0xK"...)
		b = appendHex(b, c.Hi, 4)
		return appendHex(b, c.Bits, 16)
	case FP128:
		b = append(b, "0xL"...)
		b = appendHex(b, c.Bits, 16)
		return appendHex(b, c.Hi, 16)
	case PPCFP128:
		b = append(b, "0xM"...)
		b = appendHex(b, c.Bits, 16)
		return appendHex(b, c.Hi, 16)
	}
	return b
}

// float32ToDoubleBits widens a float's bits to a double's, keeping NaN payloads
// the way APFloat does.
func float32ToDoubleBits(f uint32) uint64 {
	exp := (f >> 23) & 0xFF
	if exp == 0xFF {
		sign := uint64(f>>31) << 63
		mant := uint64(f & 0x7FFFFF)
		return sign | 0x7FF<<52 | mant<<29
	}
	return math.Float64bits(float64(math.Float32frombits(f)))
}

func appendHex(b []byte, v uint64, digits int) []byte {
	for i := digits - 1; i >= 0; i-- {
		b = append(b, hexDigits[(v>>(uint(i)*4))&15])
	}
	return b
}

func (w *printer) flags(op Opcode, f Flags, fmf FastMath, inrange *[2]int64) {
	if fmf != 0 {
		if fmf == FMFFast {
			w.s(" fast")
		} else {
			if fmf&FMFReassoc != 0 {
				w.s(" reassoc")
			}
			if fmf&FMFNNaN != 0 {
				w.s(" nnan")
			}
			if fmf&FMFNInf != 0 {
				w.s(" ninf")
			}
			if fmf&FMFNSZ != 0 {
				w.s(" nsz")
			}
			if fmf&FMFARCP != 0 {
				w.s(" arcp")
			}
			if fmf&FMFContract != 0 {
				w.s(" contract")
			}
			if fmf&FMFAFN != 0 {
				w.s(" afn")
			}
		}
	}
	switch op {
	case OpAdd, OpSub, OpMul, OpShl, OpTrunc:
		if f&NUW != 0 {
			w.s(" nuw")
		}
		if f&NSW != 0 {
			w.s(" nsw")
		}
	case OpUDiv, OpSDiv, OpLShr, OpAShr:
		if f&Exact != 0 {
			w.s(" exact")
		}
	case OpOr:
		if f&Disjoint != 0 {
			w.s(" disjoint")
		}
	case OpGetElementPtr:
		if f&InBounds != 0 {
			w.s(" inbounds")
		} else if f&NUSW != 0 {
			w.s(" nusw")
		}
		if f&NUW != 0 {
			w.s(" nuw")
		}
		if inrange != nil {
			w.s(" inrange(")
			w.buf = strconv.AppendInt(w.buf, inrange[0], 10)
			w.s(", ")
			w.buf = strconv.AppendInt(w.buf, inrange[1], 10)
			w.c(')')
		}
	case OpZExt, OpUIToFP:
		if f&NNeg != 0 {
			w.s(" nneg")
		}
	case OpICmp:
		if f&SameSign != 0 {
			w.s(" samesign")
		}
	}
}

// shuffleMask prints ", <N x i32> mask" the way LLVM prints a shuffle mask.
func (w *printer) shuffleMask(m Value) {
	vt, _ := m.Type().(*VectorType)
	if vt == nil {
		w.s(", ")
		w.operand(m, true)
		return
	}
	w.s(", <")
	if vt.Scalable {
		w.s("vscale x ")
	}
	w.u(vt.Len)
	w.s(" x i32> ")
	var elems []Constant
	allZero, allPoison := true, true
	switch c := m.(type) {
	case *ConstZero:
		w.s("zeroinitializer")
		return
	case *ConstPoison, *ConstUndef:
		w.s("poison")
		return
	case *ConstSplat:
		elems = make([]Constant, vt.Len)
		for i := range elems {
			elems[i] = c.Elem
		}
	case *ConstVector:
		elems = c.Elems
	default:
		w.value(m)
		return
	}
	for _, e := range elems {
		switch e := e.(type) {
		case *ConstInt:
			allPoison = false
			if e.Val != 0 {
				allZero = false
			}
		default:
			allZero = false
		}
	}
	if allZero {
		w.s("zeroinitializer")
		return
	}
	if allPoison {
		w.s("poison")
		return
	}
	w.c('<')
	for i, e := range elems {
		if i > 0 {
			w.s(", ")
		}
		w.s("i32 ")
		if ci, ok := e.(*ConstInt); ok {
			w.buf = appendIntConst(w.buf, ci)
		} else {
			w.s("poison")
		}
	}
	w.c('>')
}

// fnAttrsComment prints llvm-dis's "; Function Attrs:" line: the function's
// keyword attributes in their inline form.
func (w *printer) fnAttrsComment(s AttrSet) {
	if s.Empty() {
		return
	}
	attrs := w.flatten(s)
	start := len(w.buf)
	w.s("; Function Attrs:")
	n := 0
	for i := range attrs {
		if attrs[i].IsString {
			continue
		}
		w.c(' ')
		w.attr(&attrs[i], false)
		n++
	}
	if n == 0 {
		w.buf = w.buf[:start]
		return
	}
	w.c('\n')
}

// computePreds lists each block's predecessors in the order llvm-dis prints
// them: one entry per branch edge, most recent edge first.
func (w *printer) computePreds(f *Function) {
	if w.preds == nil {
		w.preds = make(map[*Block][]*Block)
	}
	clear(w.preds)
	for _, b := range f.Blocks {
		t := b.Terminator()
		if t == nil {
			continue
		}
		for _, s := range t.Blocks {
			if s != nil {
				w.preds[s] = append(w.preds[s], b)
			}
		}
	}
}

// predsComment pads to column 50 and prints "; preds = %a, %b" or
// "; No predecessors!".
func (w *printer) predsComment(b *Block) {
	lineStart := bytes.LastIndexByte(w.buf, '\n') + 1
	col := len(w.buf) - lineStart
	pad := 50 - col
	if pad < 1 {
		pad = 1
	}
	for ; pad > 0; pad-- {
		w.c(' ')
	}
	ps := w.preds[b]
	if len(ps) == 0 {
		w.s("; No predecessors!")
		return
	}
	w.s("; preds = ")
	for i := len(ps) - 1; i >= 0; i-- {
		if i != len(ps)-1 {
			w.s(", ")
		}
		w.localName(ps[i].Name, ps[i].slot)
	}
}
