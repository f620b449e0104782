package mlir

import (
	"runtime"
	"sort"
	"strconv"
	"sync/atomic"
)

// aliasState maps attributes and types to alias names, and lists the definitions
// to print, as MLIR's AliasState does.
type aliasState struct {
	attrs map[Attribute]string
	types map[Type]string
	defs  []aliasDef

	// collection state
	info  map[any]*aliasInfo
	order []any
	stack []*aliasInfo
	// skip marks, per block of a large region, the ops found alias-free in
	// parallel (walkRegionForAliases): the walk passes over them.
	skip map[*Block][]bool
	// seen: aliasFree's verdicts on values not visited (yet)
	seen map[any]bool
}

type aliasDef struct {
	name     string
	key      any
	isType   bool
	deferred bool
}

type aliasInfo struct {
	name       string // base alias name, "" when the value has no alias
	isType     bool
	deferrable bool
	depth      int // MLIR's alias depth
	children   []*aliasInfo
	seq        int
	// mayAlias: the value or one of its elements has an alias, or is a distinct
	// attribute. Known once the value's visit has ended.
	mayAlias bool
}

// builtinAlias returns the alias MLIR's builtin dialect gives an attribute.
func builtinAlias(a Attribute) string {
	switch a.(type) {
	case Location:
		return "loc"
	case *AffineMapAttr:
		return "map"
	case *IntegerSetAttr:
		return "set"
	case *DistinctAttr:
		if _, unit := a.(*DistinctAttr).Ref.(*UnitAttr); !unit {
			return "distinct"
		}
	}
	return ""
}

func (p *printer) dialectAlias(key any) (string, bool) {
	if p.ctx == nil {
		return "", false
	}
	best := ""
	found := false
	for _, d := range p.ctx.order {
		ap, ok := d.(AliasProvider)
		if !ok {
			continue
		}
		var name string
		var kind AliasKind
		switch k := key.(type) {
		case Attribute:
			name, kind = ap.AttrAlias(k)
		case Type:
			name, kind = ap.TypeAlias(k)
		}
		switch kind {
		case AliasFinal:
			return sanitizeAlias(name), true
		case AliasOverridable:
			if !found {
				best, found = sanitizeAlias(name), true
			}
		}
	}
	return best, found
}

// sanitizeAlias makes name a valid alias identifier as MLIR does.
func sanitizeAlias(name string) string {
	if name == "" {
		return "_"
	}
	b := []byte(name)
	for i, c := range b {
		if !(isBareChar(c) || c == '-') || c == '.' && false {
			b[i] = '_'
		}
	}
	if isDigit(b[0]) {
		b = append([]byte{'_'}, b...)
	}
	return string(b)
}

// collectAliases runs the printer over op in collecting mode to find every
// attribute and type that gets an alias, then names and orders them.
func (p *printer) collectAliases(op *Operation) {
	st := &aliasState{info: map[any]*aliasInfo{}, seen: map[any]bool{}}
	p.aliases = nil
	p.collecting = true
	p.collect = st
	saved := p.buf
	p.buf = make([]byte, 0, 1<<12)
	p.printOp(op)
	p.buf = saved[:0]
	p.collecting = false
	p.collect = nil
	p.distinct = nil

	// Order: alias depth, types before attributes, then name; stable in visit order.
	var list []*aliasInfo
	keys := map[*aliasInfo]any{}
	for _, k := range st.order {
		in := st.info[k]
		if in.name != "" {
			list = append(list, in)
			keys[in] = k
		}
	}
	sort.SliceStable(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if a.depth != b.depth {
			return a.depth < b.depth
		}
		if a.isType != b.isType {
			return a.isType
		}
		return a.name < b.name
	})
	st.attrs = map[Attribute]string{}
	st.types = map[Type]string{}
	counts := map[string]int{}
	for _, in := range list {
		n := counts[in.name]
		counts[in.name]++
		name := in.name
		if n > 0 {
			if isDigit(name[len(name)-1]) {
				name += "_"
			}
			name += strconv.Itoa(n)
		}
		k := keys[in]
		if in.isType {
			st.types[k.(Type)] = name
		} else {
			st.attrs[k.(Attribute)] = name
		}
		st.defs = append(st.defs, aliasDef{name: name, key: k, isType: in.isType, deferred: in.deferrable})
	}
	st.info, st.order = nil, nil
	if len(st.defs) > 0 {
		p.aliases = st
	}
}

// visit records a use of key (an Attribute or Type) while collecting, and visits
// its elements by printing it in collecting mode.
func (p *printer) visit(key any, isType, deferrable bool) {
	st := p.collect
	if in, ok := st.info[key]; ok {
		if !deferrable {
			markNonDeferrable(in)
		}
		if n := len(st.stack); n > 0 {
			parent := st.stack[n-1]
			parent.children = append(parent.children, in)
		}
		return
	}
	in := &aliasInfo{isType: isType, deferrable: deferrable, seq: len(st.order)}
	if isType {
		if name, ok := p.dialectAlias(key); ok {
			in.name = name
		}
	} else {
		a := key.(Attribute)
		if name := builtinAlias(a); name != "" {
			in.name = name
		} else if name, ok := p.dialectAlias(key); ok {
			in.name = name
		}
	}
	st.info[key] = in
	st.order = append(st.order, key)
	if n := len(st.stack); n > 0 {
		parent := st.stack[n-1]
		parent.children = append(parent.children, in)
	}
	st.stack = append(st.stack, in)
	mark := len(p.buf)
	switch {
	case p.nestedBody != nil:
		body := p.nestedBody
		p.nestedBody = nil
		body(&DialectPrinter{p: p})
	case isType:
		p.visitTypeElements(key.(Type))
	default:
		p.visitAttrElements(key.(Attribute))
	}
	p.buf = p.buf[:mark]
	st.stack = st.stack[:len(st.stack)-1]
	// MLIR's alias depth: 1 for a value with an alias, 0 without; a value whose
	// deepest element has depth d > 0 gets d+1, whether it has an alias or not.
	if in.name != "" {
		in.depth = 1
	}
	max := 0
	for _, c := range in.children {
		if c.depth > max {
			max = c.depth
		}
	}
	if max > 0 {
		in.depth = max + 1
	}
	if in.name != "" && !in.deferrable {
		for _, c := range in.children {
			markNonDeferrable(c)
		}
	}
	_, distinct := key.(*DistinctAttr)
	in.mayAlias = in.name != "" || distinct
	for _, c := range in.children {
		in.mayAlias = in.mayAlias || c.mayAlias
	}
}

// aliasFree reports whether neither key nor its elements have an alias: known
// when key was visited before, or when it is a builtin value without elements
// that no dialect gives an alias (visiting such a value for the first time
// adds an entry without a name, which changes no alias). Any other value is
// visited by a scratch printer of its own (the shared table is only read here,
// possibly on several goroutines), the verdict kept in seen, the caller's: an
// attribute an op's printer leaves out (a default fastmath flag, say) is never
// visited by the walk itself.
func (p *printer) aliasFree(key any, seen map[any]bool) bool {
	if in, ok := p.collect.info[key]; ok {
		return !in.mayAlias
	}
	switch k := key.(type) {
	case *IntegerType, *IndexType, *FloatType, *NoneType,
		*IntegerAttr, *FloatAttr, *DenseArrayAttr, *UnitAttr:
	case *VectorType:
		if !p.aliasFree(k.Elem, seen) {
			return false
		}
	default:
		if free, ok := seen[key]; ok {
			return free
		}
		s := &printer{opts: p.opts, ctx: p.ctx, collecting: true, collect: &aliasState{info: map[any]*aliasInfo{}}}
		_, isType := key.(Type)
		s.visit(key, isType, true)
		// A visit has other effects: a resource blob it names gets printed.
		free := !s.collect.info[key].mayAlias && !s.sawDistinct && len(s.usedBlobs) == 0
		seen[key] = free
		return free
	}
	_, named := p.dialectAlias(key)
	return !named
}

// opAliasFree reports whether visiting op (which has no regions) cannot change
// the aliases: every type and attribute it holds (and its location, when
// locations are printed) is alias-free (aliasFree). Visiting a value again then
// only marks it and its elements non-deferrable, which matters to aliases alone.
// This assumes what MLIR's op printers do: they print the op's own types and
// attributes, and values built from those, which have no aliases of their own.
func (p *printer) opAliasFree(op *Operation, seen map[any]bool) bool {
	return p.valuesAliasFree(op.Operands, seen) && p.opOwnAliasFree(op, seen)
}

// opOwnAliasFree is opAliasFree without the operands' types.
func (p *printer) opOwnAliasFree(op *Operation, seen map[any]bool) bool {
	if !p.valuesAliasFree(op.Results, seen) {
		return false
	}
	for _, a := range op.Props {
		if !p.aliasFree(a.Value, seen) {
			return false
		}
	}
	for _, a := range op.Attrs {
		if !p.aliasFree(a.Value, seen) {
			return false
		}
	}
	if p.opts.DebugInfo {
		l := op.Loc
		if l == nil {
			l = unknownLocSingleton
		}
		if !p.aliasFree(Attribute(l), seen) {
			return false
		}
	}
	return true
}

// valuesAliasFree reports whether the types of vals are alias-free. Values
// mostly share a type: the last one found alias-free is not looked up again.
func (p *printer) valuesAliasFree(vals []*Value, seen map[any]bool) bool {
	var free Type
	for _, v := range vals {
		if v == nil {
			return false
		}
		if free == nil || v.Type != free {
			if !p.aliasFree(v.Type, seen) {
				return false
			}
			free = v.Type
		}
	}
	return true
}

func markNonDeferrable(in *aliasInfo) {
	if !in.deferrable {
		return
	}
	in.deferrable = false
	for _, c := range in.children {
		markNonDeferrable(c)
	}
}

// visitLoc visits a location printed at an op (deferrable) or block argument.
func (p *printer) visitLoc(l Location, blockArg bool) {
	p.visit(Attribute(l), false, !blockArg)
}

// visitNested visits a, whose elements are what body prints (PrintNested).
func (p *printer) visitNested(a Attribute, body func(*DialectPrinter)) {
	st := p.collect
	if _, ok := st.info[a]; ok {
		p.visit(a, false, p.curDeferrable())
		return
	}
	p.nestedBody = body
	p.visit(a, false, p.curDeferrable())
}

// visitTypeElements visits the immediate elements of t as MLIR's alias
// initializer does: builtin types by their parameters, dialect types by what
// their printer prints.
func (p *printer) visitTypeElements(t Type) {
	switch t := t.(type) {
	case *IntegerType, *IndexType, *FloatType, *NoneType:
	case *ComplexType:
		p.printType(t.Elem)
	case *VectorType:
		p.printType(t.Elem)
	case *RankedTensorType:
		p.printType(t.Elem)
		if t.Encoding != nil {
			p.printAttr(t.Encoding, true)
		}
	case *UnrankedTensorType:
		p.printType(t.Elem)
	case *MemRefType:
		p.printType(t.Elem)
		if t.Layout != nil {
			p.printAttr(t.Layout, true)
		}
		if t.MemorySpace != nil {
			p.printAttr(t.MemorySpace, true)
		}
	case *UnrankedMemRefType:
		p.printType(t.Elem)
		if t.MemorySpace != nil {
			p.printAttr(t.MemorySpace, true)
		}
	case *TupleType:
		for _, e := range t.Types {
			p.printType(e)
		}
	case *FunctionType:
		for _, e := range t.Inputs {
			p.printType(e)
		}
		for _, e := range t.Results {
			p.printType(e)
		}
	case *OpaqueType:
		// Its only element, the namespace string, has depth 0.
	default:
		p.printTypeNoAlias(t)
	}
}

// visitAttrElements visits the immediate elements of a as MLIR's alias
// initializer does.
func (p *printer) visitAttrElements(a Attribute) {
	switch a := a.(type) {
	case *IntegerAttr, *FloatAttr, *DenseArrayAttr, *AffineMapAttr, *IntegerSetAttr, *UnitAttr:
		return
	case *DistinctAttr:
		if p.collecting {
			p.sawDistinct = true
		}
		p.printAttr(a.Ref, true)
	case *DictionaryAttr:
		for _, e := range a.Entries {
			// The names are strings of depth 0.
			p.printAttr(e.Value, true)
		}
	case *ArrayAttr:
		for _, e := range a.Elems {
			p.printAttr(e, true)
		}
	case *TypeAttr:
		p.printType(a.Type)
	case *NameLoc:
		if a.Child != nil {
			if _, unk := a.Child.(*UnknownLoc); !unk {
				p.printNestedLoc(a.Child)
			}
		}
	case *CallSiteLoc:
		p.printNestedLoc(a.Callee)
		p.printNestedLoc(a.Caller)
	case *FusedLoc:
		if a.Metadata != nil {
			p.printAttr(a.Metadata, true)
		}
		for _, l := range a.Locs {
			p.printNestedLoc(l)
		}
	case *StringAttr:
		if a.Type != nil {
			p.printType(a.Type)
		}
	case *DenseElementsAttr:
		p.printType(a.Type)
	case *DenseStringElementsAttr:
		p.printType(a.Type)
	case *DenseResourceAttr:
		if p.usedBlobs == nil {
			p.usedBlobs = map[string]bool{}
		}
		p.usedBlobs[a.Handle] = true
		p.printType(a.Type)
	case *SparseElementsAttr:
		p.printType(a.Type)
	case *OpaqueAttr:
		if a.Type != nil {
			p.printType(a.Type)
		}
	case DialectAttr:
		p.printAttrNoAlias(a, true)
	}
}

// printAliasDefs prints `#name = value` lines, the deferred ones or the others.
func (p *printer) printAliasDefs(deferred bool) {
	if p.aliases == nil {
		return
	}
	for _, d := range p.aliases.defs {
		if d.deferred != deferred {
			continue
		}
		if d.isType {
			p.wb('!')
			p.ws(d.name)
			p.ws(" = ")
			p.printTypeNoAlias(d.key.(Type))
		} else {
			p.wb('#')
			p.ws(d.name)
			p.ws(" = ")
			p.printAttrNoAlias(d.key.(Attribute), true)
		}
		p.wb('\n')
	}
}

// collectRegionWarmup is how many ops of a large region the alias pass visits
// before it looks for alias-free ops in parallel: enough to have met the
// region's common types and attributes.
const collectRegionWarmup = 2048

// skipBits returns the alias-free marks of b's ops, or nil.
func (p *printer) skipBits(b *Block) []bool {
	if !p.collecting || p.collect.skip == nil {
		return nil
	}
	return p.collect.skip[b]
}

// walkRegionForAliases visits the blocks of a large region r for aliases,
// calling visit with each block and its index in order, and reports false
// (nothing visited) when r is small. After the first blocks, which fill the table
// of visited values, the ops of the remaining blocks that opAliasFree already
// accepts are found on GOMAXPROCS goroutines (the table is only read meanwhile)
// and marked for skipBits, which visit consults. A value once found alias-free
// stays so, so the walk skips exactly the ops the sequential walk would skip,
// and visits the others in the same order.
func (p *printer) walkRegionForAliases(r *Region, visit func(i int, b *Block)) bool {
	workers := runtime.GOMAXPROCS(0)
	if _, large := largeRegion(r, workers); !large {
		return false
	}
	seen, k := 0, 0
	for ; k < len(r.Blocks) && (k == 0 || seen < collectRegionWarmup); k++ {
		visit(k, r.Blocks[k])
		seen += len(r.Blocks[k].Ops)
	}
	rest := r.Blocks[k:]
	bits := make([][]bool, len(rest))
	// In a region isolated from above, operands are values defined in the
	// region (in IR that verifies; printing IR that does not can order
	// same-named aliases differently from MLIR at worst): when every block
	// argument and result there is alias-free, so is
	// every operand, and the ops' own parts decide, without reading the values
	// operands refer to, which are scattered over memory.
	isolated := r.Parent != nil && r.Parent.Def != nil && r.Parent.Def.Has(IsolatedFromAbove)
	var valuesFree atomic.Bool
	valuesFree.Store(isolated)
	const chunk = 64
	runParallel((len(r.Blocks)+chunk-1)/chunk, workers, func(i int) {
		seen := map[any]bool{}
		free := isolated
		for j := i * chunk; j < min((i+1)*chunk, len(r.Blocks)); j++ {
			b := r.Blocks[j]
			free = free && p.valuesAliasFree(b.Args, seen)
			if j < k {
				for _, op := range b.Ops {
					free = free && p.valuesAliasFree(op.Results, seen)
				}
				continue
			}
			marks := make([]bool, len(b.Ops))
			for n, op := range b.Ops {
				if isolated {
					marks[n] = len(op.Regions) == 0 && p.opAliasFree(op, seen)
					free = free && (marks[n] || p.valuesAliasFree(op.Results, seen))
				} else {
					marks[n] = len(op.Regions) == 0 && p.opAliasFree(op, seen)
				}
			}
			bits[j-k] = marks
		}
		if !free {
			valuesFree.Store(false)
		}
	})
	if isolated && !valuesFree.Load() {
		// Some value has an alias: the operands of the ops marked too.
		runParallel((len(rest)+chunk-1)/chunk, workers, func(i int) {
			seen := map[any]bool{}
			for j := i * chunk; j < min((i+1)*chunk, len(rest)); j++ {
				for n, op := range rest[j].Ops {
					bits[j][n] = bits[j][n] && p.valuesAliasFree(op.Operands, seen)
				}
			}
		})
	}
	if p.collect.skip == nil {
		p.collect.skip = map[*Block][]bool{}
	}
	for j, b := range rest {
		p.collect.skip[b] = bits[j]
	}
	for j, b := range rest {
		visit(k+j, b)
	}
	parallelCollections.Add(1)
	return true
}

// markFreeOps finds, on GOMAXPROCS goroutines, the ops that opAliasFree
// accepts in the blocks of the regions of ops (the functions of a module, each
// too small for walkRegionForAliases), and marks them for skipBits, which the
// walk consults as it comes to each block.
func (p *printer) markFreeOps(ops []*Operation) {
	var blocks []*Block
	for _, op := range ops {
		for _, r := range op.Regions {
			blocks = append(blocks, r.Blocks...)
		}
	}
	bits := make([][]bool, len(blocks))
	const chunk = 64
	runParallel((len(blocks)+chunk-1)/chunk, runtime.GOMAXPROCS(0), func(i int) {
		seen := map[any]bool{}
		for j := i * chunk; j < min((i+1)*chunk, len(blocks)); j++ {
			marks := make([]bool, len(blocks[j].Ops))
			for n, op := range blocks[j].Ops {
				marks[n] = len(op.Regions) == 0 && p.opAliasFree(op, seen)
			}
			bits[j] = marks
		}
	})
	if p.collect.skip == nil {
		p.collect.skip = make(map[*Block][]bool, len(blocks))
	}
	for j, b := range blocks {
		p.collect.skip[b] = bits[j]
	}
	parallelCollections.Add(1)
}

// parallelCollections counts the parallel passes of walkRegionForAliases and
// markFreeOps (for tests).
var parallelCollections atomic.Int64
