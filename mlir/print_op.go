package mlir

import (
	"io"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
)

// PrintOptions select how Print renders operations.
type PrintOptions struct {
	// Generic prints every op in generic form, like --mlir-print-op-generic.
	Generic bool
	// DebugInfo prints locations, like --mlir-print-debuginfo.
	DebugInfo bool
	// KeepNames prints SSA values and blocks with the names they were read with
	// (Value.Name, Block.Name) instead of MLIR's numbering.
	KeepNames bool
	// Context supplies dialect alias hooks; when nil, the context the op was parsed
	// with is used.
	Context *Context
}

// Print writes op as MLIR text: non-deferred aliases, the op, deferred aliases
// (locations) and the file's resources, as mlir-opt prints a file.
func Print(w io.Writer, op *Operation, opts PrintOptions) error {
	p := newPrinter(op, opts)
	p.out = w
	p.printTopLevel(op)
	return p.flush()
}

// PrintString returns Print's output as a string.
func PrintString(op *Operation, opts PrintOptions) string {
	p := newPrinter(op, opts)
	p.printTopLevel(op)
	return string(p.buf)
}

func newPrinter(op *Operation, opts PrintOptions) *printer {
	p := &printer{opts: opts, ctx: opts.Context}
	if p.ctx == nil {
		for o := op; o != nil; o = o.ParentOp() {
			if o.ctx != nil {
				p.ctx = o.ctx
				break
			}
		}
	}
	p.buf = make([]byte, 0, 1<<16)
	return p
}

func (p *printer) maybeFlush() {
	if p.out != nil && len(p.buf) > 1<<16 && !p.collecting {
		p.write(p.buf)
		p.buf = p.buf[:0]
	}
	if p.collecting && len(p.buf) > 1<<16 {
		p.buf = p.buf[:0]
	}
}

// flushBuf writes out what p.buf holds (when printing to a writer).
func (p *printer) flushBuf() {
	if p.out != nil && !p.collecting && len(p.buf) > 0 {
		p.write(p.buf)
		p.buf = p.buf[:0]
	}
}

// write writes b to p.out, keeping the first error for flush to return.
func (p *printer) write(b []byte) {
	if p.werr == nil {
		_, p.werr = p.out.Write(b)
	}
}

func (p *printer) flush() error {
	if p.out == nil {
		return nil
	}
	p.write(p.buf)
	p.buf = p.buf[:0]
	return p.werr
}

func (p *printer) printTopLevel(op *Operation) {
	p.numberValues(op)
	p.collectAliases(op)
	p.top = op
	p.sequential = p.sawDistinct
	p.printAliasDefs(false)
	p.printOp(op)
	p.wb('\n')
	p.printAliasDefs(true)
	p.printResources(op.resources)
	p.wb('\n')
}

// ---- SSA numbering, as MLIR's SSANameState ----

type numberCtx struct {
	r                *Region
	nextVal, nextArg int32
	conflict         int32      // MLIR's nextConflictID, saved like the counters
	used             *nameScope // names taken in the enclosing regions
}

// nameScope is a region's set of result names from OpDef.ResultNames; a region
// sees its ancestors' names, not its siblings', as MLIR's scoped usedNames.
type nameScope struct {
	names  map[string]bool
	parent *nameScope
}

func (s *nameScope) has(n string) bool {
	for ; s != nil; s = s.parent {
		if s.names[n] {
			return true
		}
	}
	return false
}

// uniqueName returns name, or name_N with the next free conflict number, and
// takes it in s (MLIR's SSANameState::uniqueValueName).
func (s *nameScope) uniqueName(name string, conflict *int32) string {
	if s.has(name) {
		for {
			probe := name + "_" + strconv.Itoa(int(*conflict))
			*conflict++
			if !s.has(probe) {
				name = probe
				break
			}
		}
	}
	if s.names == nil {
		s.names = map[string]bool{}
	}
	s.names[name] = true
	return name
}

// multiResult marks the printed number (Value.num) of a result of an op with
// several: printing a use then needs no look at the defining op, which is
// mostly far away in memory.
const multiResult = 1 << 30

func (p *printer) numberValues(top *Operation) {
	// MLIR's SSANameState: regions are numbered from a stack (last pushed first);
	// each region's values continue from the counters saved when it was pushed,
	// except in generic form, where IDs are unique across the op (MLIR's
	// shouldPrintUniqueSSAIDs) and the counters simply keep running.
	unique := p.opts.Generic
	var nextVal, nextArg, conflict int32
	scope := &nameScope{}
	numberOp := func(op *Operation) {
		if len(op.Results) > 0 {
			if !unique && op.Def != nil && op.Def.ResultNames != nil && p.nameResults(op, scope, &conflict) {
				return // every result has a name and takes no number, as in MLIR
			}
			n := nextVal
			if len(op.Results) > 1 {
				n |= multiResult
			}
			for _, v := range op.Results {
				v.num = n
			}
			nextVal++
		}
	}
	var stack []numberCtx
	for _, r := range top.Regions {
		stack = append(stack, numberCtx{r, nextVal, nextArg, conflict, scope})
	}
	numberOp(top)
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !unique {
			nextVal, nextArg, conflict = c.nextVal, c.nextArg, c.conflict
		}
		scope = &nameScope{parent: c.used}
		for bi, b := range c.r.Blocks {
			b.num = int32(bi)
			for _, a := range b.Args {
				if bi == 0 {
					a.num = nextArg
					nextArg++
				} else {
					a.num = nextVal
					nextVal++
				}
			}
			for _, op := range b.Ops {
				numberOp(op)
			}
		}
		for _, b := range c.r.Blocks {
			for _, op := range b.Ops {
				for _, r := range op.Regions {
					stack = append(stack, numberCtx{r, nextVal, nextArg, conflict, scope})
				}
			}
		}
	}
}

// nameResults gives op's results the names its OpDef.ResultNames suggests,
// uniqued in scope; it reports whether every result got one (the results then
// print as `%k1, %k2` and take no number).
func (p *printer) nameResults(op *Operation, scope *nameScope, conflict *int32) bool {
	for _, v := range op.Results {
		v.asmName = ""
	}
	op.Def.ResultNames(op, func(v *Value, name string) {
		if v != nil && v.owner == op && name != "" && v.asmName == "" {
			v.asmName = scope.uniqueName(name, conflict)
		}
	})
	for _, v := range op.Results {
		if v.asmName == "" {
			return false
		}
	}
	p.asmNames = true
	return true
}

func (p *printer) printValue(v *Value) {
	if p.collecting {
		// Values hold no aliases.
		return
	}
	if v == nil {
		p.ws("<<NULL VALUE>>")
		return
	}
	p.wb('%')
	if p.asmNames && v.asmName != "" && !(p.opts.KeepNames && v.Name != "") {
		p.ws(v.asmName)
		return
	}
	if p.opts.KeepNames && v.Name != "" {
		if v.owner != nil && len(v.owner.Results) > 1 {
			p.ws(v.owner.Results[0].Name)
			p.wb('#')
			p.buf = strconv.AppendInt(p.buf, int64(v.index), 10)
			return
		}
		p.ws(v.Name)
		return
	}
	if v.block != nil && v.block.IsEntry() {
		p.ws("arg")
	} else if p.opts.KeepNames && v.owner != nil && len(v.owner.Results) > 1 && v.owner.Results[0].Name != "" {
		p.ws(v.owner.Results[0].Name)
		p.wb('#')
		p.buf = strconv.AppendInt(p.buf, int64(v.index), 10)
		return
	}
	p.buf = strconv.AppendInt(p.buf, int64(v.num&^multiResult), 10)
	if v.num&multiResult != 0 {
		p.wb('#')
		p.buf = strconv.AppendInt(p.buf, int64(v.index), 10)
	}
}

func (p *printer) printBlockName(b *Block) {
	p.wb('^')
	if p.opts.KeepNames && b.Name != "" {
		p.ws(b.Name)
		return
	}
	p.ws("bb")
	p.buf = strconv.AppendInt(p.buf, int64(b.num), 10)
}

// ---- operations ----

func (p *printer) writeIndent() {
	for i := 0; i < p.indent; i++ {
		p.wb(' ')
	}
}

func (p *printer) printOp(op *Operation) {
	if p.collecting && len(op.Regions) == 0 && p.opAliasFree(op, p.collect.seen) {
		return
	}
	p.printOpChecked(op)
}

// printOpChecked is printOp for an op known not to be alias-free when collecting
// aliases (walkRegionForAliases found it so).
func (p *printer) printOpChecked(op *Operation) {
	if p.collecting && p.opts.DebugInfo {
		// MLIR visits an op's location before its contents.
		l := op.Loc
		if l == nil {
			l = unknownLocSingleton
		}
		p.visitLoc(l, false)
	}
	p.writeIndent()
	if n := len(op.Results); n > 0 {
		p.printResultDecl(op)
		p.ws(" = ")
	}
	if !p.opts.Generic && op.Def != nil && op.Def.Print != nil {
		p.printOpName(op)
		// OpAsmPrinters are reused (printers are per goroutine; an op printed
		// inside a region takes another from the list).
		var ap *OpAsmPrinter
		if n := len(p.asmFree); n > 0 {
			ap, p.asmFree = p.asmFree[n-1], p.asmFree[:n-1]
		} else {
			ap = new(OpAsmPrinter)
		}
		*ap = OpAsmPrinter{p: p, op: op}
		op.Def.Print(ap, op)
		*ap = OpAsmPrinter{}
		p.asmFree = append(p.asmFree, ap)
	} else if p.collecting {
		p.visitGenericOp(op)
	} else {
		p.printGenericOp(op)
	}
	if p.opts.DebugInfo && !p.collecting {
		p.wb(' ')
		p.printLocation(op.Loc, true)
	}
	p.maybeFlush()
}

func (p *printer) printResultDecl(op *Operation) {
	v := op.Results[0]
	if p.asmNames && v.asmName != "" && !(p.opts.KeepNames && v.Name != "") {
		for i, r := range op.Results {
			if i > 0 {
				p.ws(", ")
			}
			p.printValue(r)
		}
		return
	}
	p.wb('%')
	if p.opts.KeepNames && v.Name != "" {
		p.ws(v.Name)
	} else {
		p.buf = strconv.AppendInt(p.buf, int64(v.num&^multiResult), 10)
	}
	if len(op.Results) > 1 {
		p.wb(':')
		p.buf = strconv.AppendInt(p.buf, int64(len(op.Results)), 10)
	}
}

// printOpName prints the op name, dropping the enclosing default dialect prefix.
func (p *printer) printOpName(op *Operation) {
	name := op.Name
	dd := "builtin" // the top level's default dialect
	if n := len(p.defaultDialect); n > 0 {
		dd = p.defaultDialect[n-1]
	}
	if dd != "" && len(name) > len(dd)+1 && name[:len(dd)] == dd && name[len(dd)] == '.' && countDots(name) == 1 {
		name = name[len(dd)+1:]
	}
	p.ws(name)
}

func countDots(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			n++
		}
	}
	return n
}

func (p *printer) printLocation(l Location, allowAlias bool) {
	if l == nil {
		l = unknownLocSingleton
	}
	if allowAlias && p.aliases != nil {
		if name, ok := p.aliases.attrs[l]; ok {
			p.ws("loc(#")
			p.ws(name)
			p.wb(')')
			return
		}
	}
	if p.collecting {
		p.visitLoc(l, !allowAlias)
		return
	}
	p.ws("loc(")
	p.printLocBody(l, true)
	p.wb(')')
}

var unknownLocSingleton = &UnknownLoc{}

func (p *printer) printGenericOp(op *Operation) {
	p.wb('"')
	p.printEscaped(op.Name)
	p.ws("\"(")
	for i, v := range op.Operands {
		if i > 0 {
			p.ws(", ")
		}
		p.printValue(v)
	}
	p.wb(')')
	if len(op.Successors) > 0 {
		p.wb('[')
		for i, b := range op.Successors {
			if i > 0 {
				p.ws(", ")
			}
			p.printBlockName(b)
		}
		p.wb(']')
	}
	if len(op.Props) > 0 {
		p.ws(" <{")
		p.printNamedList(op.Props)
		p.ws("}>")
	}
	if len(op.Regions) > 0 {
		p.ws(" (")
		dd := ""
		if op.Def != nil {
			dd = op.Def.DefaultDialect
		}
		p.defaultDialect = append(p.defaultDialect, dd)
		for i, r := range op.Regions {
			if i > 0 {
				p.ws(", ")
			}
			p.printRegion(r, true, true, true)
		}
		p.defaultDialect = p.defaultDialect[:len(p.defaultDialect)-1]
		p.wb(')')
	}
	if len(op.Attrs) > 0 {
		p.ws(" {")
		p.printNamedList(op.Attrs)
		p.wb('}')
	}
	p.ws(" : (")
	for i, v := range op.Operands {
		if i > 0 {
			p.ws(", ")
		}
		p.printType(v.Type)
	}
	p.ws(") -> ")
	if len(op.Results) == 1 {
		if _, isFn := op.Results[0].Type.(*FunctionType); !isFn {
			p.printType(op.Results[0].Type)
			return
		}
	}
	p.wb('(')
	for i, v := range op.Results {
		if i > 0 {
			p.ws(", ")
		}
		p.printType(v.Type)
	}
	p.wb(')')
}

// printRegion prints `{ blocks }` as MLIR's printRegion does.
func (p *printer) printRegion(r *Region, printEntryArgs, printTerminators, printEmptyBlock bool) {
	p.ws("{\n")
	if len(r.Blocks) > 0 {
		entry := r.Blocks[0]
		always := printEmptyBlock && len(entry.Ops) == 0 || printEntryArgs && len(entry.Args) > 0
		printAt := func(i int, b *Block) {
			if i == 0 {
				p.printBlock(b, always, printTerminators)
			} else {
				p.printBlock(b, true, true)
			}
		}
		if p.canParallelRegion(r) {
			p.printBlocksParallel(r, always, printTerminators)
		} else if !p.collecting || !p.walkRegionForAliases(r, printAt) {
			for i, b := range r.Blocks {
				printAt(i, b)
			}
		}
	}
	p.writeIndent()
	p.wb('}')
}

func (p *printer) printBlock(b *Block, header, terminator bool) {
	if header {
		p.writeIndent()
		p.printBlockName(b)
		if len(b.Args) > 0 {
			p.wb('(')
			for i, a := range b.Args {
				if i > 0 {
					p.ws(", ")
				}
				p.printValue(a)
				p.ws(": ")
				p.printType(a.Type)
				if p.opts.DebugInfo {
					p.wb(' ')
					p.printLocation(a.Loc, false)
				}
			}
			p.wb(')')
		}
		p.wb(':')
		p.printPredComment(b)
		p.wb('\n')
	}
	p.indent += 2
	ops := b.Ops
	if !terminator && len(ops) > 0 && ops[len(ops)-1].Def.Has(Terminator) {
		ops = ops[:len(ops)-1]
	}
	if p.collecting {
		p.collectOps(b, ops)
	} else if p.canParallel(b, ops) {
		p.printOpsParallel(ops)
	} else {
		for _, op := range ops {
			p.printOp(op)
			p.wb('\n')
		}
	}
	p.indent -= 2
}

// collectOps visits ops (the first ones of block b) while collecting aliases:
// the regions of a block of many functions are searched for alias-free ops in
// parallel first, and the ops marked alias-free are passed over.
func (p *printer) collectOps(b *Block, ops []*Operation) {
	if manyRegionOps(ops, runtime.GOMAXPROCS(0)) {
		p.markFreeOps(ops)
	}
	skip := p.skipBits(b)
	for i, op := range ops {
		switch {
		case skip == nil:
			p.printOp(op)
		case !skip[i]:
			p.printOpChecked(op)
		}
	}
}

// canParallel reports whether the ops of b (a block of the printed top-level op)
// may be printed by several goroutines: the output is identical because numbering
// and aliases are fixed beforehand, unless inline distinct attributes are numbered
// by first use.
func (p *printer) canParallel(b *Block, ops []*Operation) bool {
	if p.collecting || p.sequential || runtime.GOMAXPROCS(0) < 2 {
		return false
	}
	// The top-level op's block (functions of a module), or any large block (a
	// long function body); workers print sequentially below that level.
	return p.top != nil && b.Parent != nil && b.Parent.Parent == p.top && len(ops) >= 16 || len(ops) >= 4096
}

// printOpsParallel prints ops in chunks on GOMAXPROCS goroutines and writes the
// chunks in order.
func (p *printer) printOpsParallel(ops []*Operation) {
	// Chunks of 32 ops, or of one when they have regions (functions of a
	// module, which can be large: the chunks being printed are held whole).
	chunk := 32
	for _, op := range ops {
		if len(op.Regions) > 0 {
			chunk = 1
			break
		}
	}
	p.printChunksParallel((len(ops)+chunk-1)/chunk, func(q *printer, i int) {
		for _, op := range ops[i*chunk : min((i+1)*chunk, len(ops))] {
			q.printOp(op)
			q.wb('\n')
		}
	})
}

// printChunksParallel prints chunks 0..n-1 with fill on GOMAXPROCS goroutines,
// each with a printer of its own, and appends their text to p's in order.
// Workers stay at most a few chunks ahead of the one being appended, so the
// chunk buffers are few and reused once copied.
func (p *printer) printChunksParallel(n int, fill func(q *printer, i int)) {
	bufs := make([][]byte, n)
	done := make([]chan struct{}, n)
	for i := range done {
		done[i] = make(chan struct{})
	}
	var next atomic.Int64
	workers := runtime.GOMAXPROCS(0)
	ahead := 4 * workers
	slots := make(chan struct{}, ahead) // a slot per chunk printed but not yet appended
	free := make(chan []byte, ahead)
	stack := append([]string(nil), p.defaultDialect...)
	// Workers may start after the last chunk is appended and p has moved on:
	// they copy this, not p.
	proto := printer{opts: p.opts, ctx: p.ctx, aliases: p.aliases, indent: p.indent, sequential: true, asmNames: p.asmNames}
	for w := 0; w < workers; w++ {
		go func() {
			q := new(printer)
			*q = proto
			for {
				slots <- struct{}{}
				i := int(next.Add(1) - 1)
				if i >= n {
					<-slots
					return
				}
				select {
				case b := <-free:
					q.buf = b
				default:
					q.buf = make([]byte, 0, 1<<14)
				}
				q.defaultDialect = append(q.defaultDialect[:0], stack...)
				fill(q, i)
				bufs[i] = q.buf
				close(done[i])
			}
		}()
	}
	for i := 0; i < n; i++ {
		<-done[i]
		if p.out != nil && len(bufs[i]) >= 1<<14 {
			// A large chunk goes out as it is, not through p.buf.
			p.flushBuf()
			p.write(bufs[i])
		} else {
			p.buf = append(p.buf, bufs[i]...)
		}
		select {
		case free <- bufs[i][:0]:
		default:
		}
		bufs[i] = nil
		<-slots
		p.maybeFlush()
	}
}

func (p *printer) printPredComment(b *Block) {
	if p.collecting || b.Parent == nil {
		return
	}
	preds := p.predecessors(b)
	switch {
	case len(preds) == 0:
		if !b.IsEntry() {
			p.ws("  // no predecessors")
		}
	case len(preds) == 1:
		p.ws("  // pred: ")
		p.printBlockName(b.Parent.Blocks[preds[0]])
	default:
		p.ws("  // ")
		p.buf = strconv.AppendInt(p.buf, int64(len(preds)), 10)
		p.ws(" preds: ")
		for i, pb := range preds {
			if i > 0 {
				p.ws(", ")
			}
			p.printBlockName(b.Parent.Blocks[pb])
		}
	}
}

// predecessors returns the positions of the blocks whose ops (terminators, in
// valid IR) name b as a successor, once per edge, in block order.
func (p *printer) predecessors(b *Block) []int32 {
	if p.preds == nil || p.preds.r != b.Parent {
		p.preds = newPredTable(b.Parent)
	}
	return p.preds.adj.at(b.num)
}

// predTable lists the predecessors of each block of a region by position (which
// it also stores in Block.num, as the numbering does). A large region's ops are
// read on GOMAXPROCS goroutines.
type predTable struct {
	r   *Region
	adj adjacency
}

func newPredTable(r *Region) *predTable {
	for i, b := range r.Blocks {
		b.num = int32(i)
	}
	// edges of a run of blocks: {successor, predecessor} positions, in order.
	edgesOf := func(from, to int) (edges [][2]int32) {
		for i := from; i < to; i++ {
			for _, op := range r.Blocks[i].Ops {
				for _, s := range op.Successors {
					if s.Parent == r {
						edges = append(edges, [2]int32{s.num, int32(i)})
					}
				}
			}
		}
		return edges
	}
	var edges [][2]int32
	if _, large := largeRegion(r, runtime.GOMAXPROCS(0)); large {
		const chunk = 256
		parts := make([][][2]int32, (len(r.Blocks)+chunk-1)/chunk)
		runParallel(len(parts), runtime.GOMAXPROCS(0), func(i int) {
			parts[i] = edgesOf(i*chunk, min((i+1)*chunk, len(r.Blocks)))
		})
		for _, es := range parts {
			edges = append(edges, es...)
		}
	} else {
		edges = edgesOf(0, len(r.Blocks))
	}
	return &predTable{r: r, adj: newAdjacency(len(r.Blocks), edges)}
}

// visitGenericOp visits, in printing order, what printGenericOp would print that
// may hold aliases: properties, regions, attributes, types.
func (p *printer) visitGenericOp(op *Operation) {
	for _, a := range op.Props {
		p.printAttr(a.Value, true)
	}
	if len(op.Regions) > 0 {
		dd := ""
		if op.Def != nil {
			dd = op.Def.DefaultDialect
		}
		p.defaultDialect = append(p.defaultDialect, dd)
		visit := func(_ int, b *Block) {
			for _, a := range b.Args {
				p.printType(a.Type)
				if p.opts.DebugInfo {
					p.printLocation(a.Loc, false)
				}
			}
			p.indent += 2
			p.collectOps(b, b.Ops)
			p.indent -= 2
		}
		for _, r := range op.Regions {
			if !p.walkRegionForAliases(r, visit) {
				for i, b := range r.Blocks {
					visit(i, b)
				}
			}
		}
		p.defaultDialect = p.defaultDialect[:len(p.defaultDialect)-1]
	}
	for _, a := range op.Attrs {
		p.printAttr(a.Value, true)
	}
	for _, v := range op.Operands {
		p.printType(v.Type)
	}
	for _, v := range op.Results {
		p.printType(v.Type)
	}
}

// printResources prints the `{-# ... #-}` section as mlir-opt does: builtin blobs
// only when the IR references them, every other entry as read.
func (p *printer) printResources(r *Resources) {
	if r == nil {
		return
	}
	var secs []ResourceSection
	for _, sec := range r.Sections {
		var groups []ResourceGroup
		for _, g := range sec.Groups {
			entries := g.Entries
			if sec.Key == "dialect_resources" && g.Name == "builtin" {
				entries = nil
				for _, e := range g.Entries {
					if p.usedBlobs[e.Name] {
						entries = append(entries, e)
					}
				}
			}
			if len(entries) > 0 {
				groups = append(groups, ResourceGroup{Name: g.Name, Entries: entries})
			}
		}
		if len(groups) > 0 {
			secs = append(secs, ResourceSection{Key: sec.Key, Groups: groups})
		}
	}
	if len(secs) == 0 {
		return
	}
	p.ws("\n{-#\n")
	for i, sec := range secs {
		p.ws("  ")
		p.ws(sec.Key)
		p.ws(": {\n")
		for j, g := range sec.Groups {
			p.ws("    ")
			p.ws(g.Name)
			p.ws(": {\n")
			for k, e := range g.Entries {
				p.ws("      ")
				p.printAttrName(e.Name)
				p.ws(": ")
				p.printResourceValue(e.Value)
				if k < len(g.Entries)-1 {
					p.wb(',')
				}
				p.wb('\n')
			}
			p.ws("    }")
			if j < len(sec.Groups)-1 {
				p.wb(',')
			}
			p.wb('\n')
		}
		p.ws("  }")
		if i < len(secs)-1 {
			p.wb(',')
		}
		p.wb('\n')
	}
	p.ws("#-}\n")
}

// canParallelRegion reports whether the blocks of r are printed on several
// goroutines: r is large (largeRegion, as for parallel verification and alias
// collection) and nothing is numbered by first use.
func (p *printer) canParallelRegion(r *Region) bool {
	if p.collecting || p.sequential {
		return false
	}
	_, large := largeRegion(r, runtime.GOMAXPROCS(0))
	return large
}

// printBlocksParallel prints the blocks of r in chunks on GOMAXPROCS goroutines
// and writes the chunks in order; the output equals a sequential print.
func (p *printer) printBlocksParallel(r *Region, entryHeader, entryTerminator bool) {
	p.predecessors(r.Blocks[0]) // fill the predecessor table before sharing it
	preds := p.preds
	const chunk = 16
	p.printChunksParallel((len(r.Blocks)+chunk-1)/chunk, func(q *printer, i int) {
		for j := i * chunk; j < min((i+1)*chunk, len(r.Blocks)); j++ {
			q.preds = preds
			if j == 0 {
				q.printBlock(r.Blocks[0], entryHeader, entryTerminator)
			} else {
				q.printBlock(r.Blocks[j], true, true)
			}
		}
	})
}

// printResourceValue prints a resource value as read, except that hex blobs
// ("0x...") come out in upper case, as MLIR re-encodes them.
func (p *printer) printResourceValue(v string) {
	if !strings.HasPrefix(v, "\"0x") {
		p.ws(v)
		return
	}
	p.ws(v[:3])
	for i := 3; i < len(v); i++ {
		c := v[i]
		if 'a' <= c && c <= 'f' {
			c -= 'a' - 'A'
		}
		p.wb(c)
	}
}
