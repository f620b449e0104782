package mlir

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ferry-ir/ferry/diag"
)

// Verify checks op and everything nested in it, as MLIR's verifier does for
// registered ops: traits (terminators, single blocks, no region arguments),
// successor operands against block arguments, dominance of operand definitions in
// SSA-CFG regions, unique symbol names in symbol tables, symbol uses, and each op's
// own Verify hook. Ops of unregistered dialects are not checked (their regions
// are not known to be SSA-CFG regions), as in MLIR.
//
// The first error is returned as a diag.List: the located error
// `file:line:col: error: 'name' op msg` and the note
// `note: see current operation: <the op in generic form>`, as mlir-opt prints them.
func Verify(op *Operation) error {
	v := &verifier{}
	for o := op; o != nil; o = o.ParentOp() {
		if o.src != nil {
			v.src = o.src
		}
		if o.ctx != nil {
			v.ctx = o.ctx
		}
	}
	v.root = op
	return v.verifyOp(op)
}

type verifier struct {
	root  *Operation // the op Verify was called on
	src   *diag.Source
	ctx   *Context // for the dialects' attribute verifiers; nil skips them
	probe bool     // only report that there is an error (verify_parallel.go)
	// probed: the large regions probed in parallel, and whether they passed
	probed map[*Region]bool
}

// OpError is an error reported by an op verifier hook: the message after
// "'name' op ". Hooks may also return a *diag.Error that is already located.
func (v *verifier) fail(op *Operation, err error) error {
	if v.probe {
		return errProbe
	}
	var de *diag.Error
	var dl diag.List
	if errors.As(err, &dl) || errors.As(err, &de) {
		return err
	}
	var ue *UnprefixedError
	if errors.As(err, &ue) {
		if ue.Op != nil {
			op = ue.Op
		}
		return v.opError(op, ue.Msg)
	}
	return v.opError(op, "'"+op.Name+"' op "+err.Error())
}

// UnprefixedError is a verifier hook's error that MLIR reports with emitError
// rather than emitOpError: located at the op, followed by the "see current
// operation" note, but without the "'name' op " prefix. Op, when set, is the
// op reported instead of the verified one (an op of its regions).
type UnprefixedError struct {
	Op  *Operation
	Msg string
}

func (e *UnprefixedError) Error() string { return e.Msg }

func (v *verifier) opError(op *Operation, msg string) error {
	if v.probe {
		return errProbe
	}
	e := v.locate(op)
	e.Msg = msg
	e.Kind = diag.ErrVerify
	note := *e
	note.Severity = diag.SevNote
	note.Source = "" // notes show no source line
	gp := &printer{opts: PrintOptions{Generic: true}}
	gp.numberValues(topOf(op))
	if len(op.Results) > 0 {
		gp.printResultDecl(op)
		gp.ws(" = ")
	}
	gp.printGenericOp(op)
	note.Msg = "see current operation: "
	if strings.Contains(string(gp.buf), "\n") {
		note.Msg += "\n"
	}
	note.Msg += string(gp.buf)
	note.Kind = nil
	return diag.List{e, &note}
}

func topOf(op *Operation) *Operation {
	for op.ParentOp() != nil {
		op = op.ParentOp()
	}
	return op
}

// locate returns an error positioned at op: its source offset when it was parsed
// from v.src, else its file:line:col location.
func (v *verifier) locate(op *Operation) *diag.Error {
	if v.src != nil && op.Offset >= 0 && (op.Offset > 0 || op.ParentOp() == nil || op.Block != nil) {
		if fl, ok := op.Loc.(*FileLineColLoc); !ok || fl.File == v.src.Name || op.Offset > 0 {
			return v.src.Errorf(op.Offset, diag.ErrVerify, "")
		}
	}
	if fl, ok := op.Loc.(*FileLineColLoc); ok {
		return &diag.Error{File: fl.File, Line: int(fl.Line), Col: int(fl.Col)}
	}
	return &diag.Error{File: "loc(unknown)"}
}

// verifyOp verifies op in MLIR's order: the dialects' attribute verifiers and
// the op's own invariants (traits, then Verify), then the ops of its regions
// (verify_order.go), then the invariants over its regions (unique symbols and
// symbol uses for a symbol table, then VerifyRegions), and last, for an op
// isolated from above or the root, dominance in its regions.
func (v *verifier) verifyOp(op *Operation) error {
	def := op.Def
	if !v.probe {
		v.probeRegions(op)
	}
	if err := v.verifyDialectAttrs(op); err != nil {
		return err
	}
	if def != nil {
		if err := v.verifyTraits(op); err != nil {
			return err
		}
		if def.Verify != nil {
			if err := def.Verify(op); err != nil {
				return v.fail(op, err)
			}
		}
	}
	for _, r := range op.Regions {
		if err := v.verifyRegionOps(op, r); err != nil {
			return err
		}
	}
	if def != nil || op == v.root {
		if err := v.verifyRegionInvariants(op); err != nil {
			return err
		}
	}
	if len(op.Regions) > 0 && (op == v.root || def.Has(IsolatedFromAbove)) {
		return v.verifyDominanceTree(op)
	}
	return nil
}

func (v *verifier) verifyTraits(op *Operation) error {
	def := op.Def
	if def.Has(Symbol) {
		// An unregistered parent might be a symbol table: MLIR accepts it.
		if p := op.ParentOp(); p != nil && p.Def != nil && !p.Def.Has(SymbolTable) {
			return v.opError(op, "'"+op.Name+"' op symbol's parent must have the SymbolTable trait")
		}
	}
	if def.Has(Terminator) && op.Block != nil && op.Block.Terminator() != op {
		return v.opError(op, "'"+op.Name+"' op must be the last operation in the parent block")
	}
	for ri, r := range op.Regions {
		if def.Has(SingleBlock) && len(r.Blocks) > 1 {
			return v.opError(op, fmt.Sprintf("'%s' op expects region #%d to have 0 or 1 blocks", op.Name, ri))
		}
		if def.Has(NoRegionArguments) && len(r.Blocks) > 0 && len(r.Blocks[0].Args) > 0 {
			return v.opError(op, fmt.Sprintf("'%s' op region should have no arguments", op.Name))
		}
		if def.Has(SingleBlock) && !def.Has(NoTerminator) && len(r.Blocks) > 0 && len(r.Blocks[0].Ops) == 0 {
			return v.opError(op, "'"+op.Name+"' op expects a non-empty block")
		}
	}
	// Successor operands.
	if len(op.Successors) > 0 {
		for i, s := range op.Successors {
			if s.Parent == nil || op.Block == nil || s.Parent != op.Block.Parent {
				return v.opError(op, fmt.Sprintf("'%s' op reference to block defined in another region", op.Name))
			}
			var fwd []*Value
			if def.SuccessorOperands != nil {
				fwd = def.SuccessorOperands(op, i)
			}
			if len(fwd) != len(s.Args) {
				return v.opError(op, fmt.Sprintf("branch has %d operands for successor #%d, but target block has %d", len(fwd), i, len(s.Args)))
			}
			for j, a := range fwd {
				if a.Type != s.Args[j].Type {
					return v.opError(op, fmt.Sprintf("type mismatch for bb argument #%d of successor #%d", j, i))
				}
			}
		}
	}
	return nil
}

func genericOpString(op *Operation) string {
	gp := &printer{opts: PrintOptions{Generic: true}}
	gp.numberValues(topOf(op))
	if len(op.Results) > 0 {
		gp.printResultDecl(op)
		gp.ws(" = ")
	}
	gp.printGenericOp(op)
	return string(gp.buf)
}

// verifyDominance checks that every operand of every op in r (and in regions
// nested in it that are not isolated) is defined by a dominating value.
func (v *verifier) verifyDominance(owner *Operation, r *Region) error {
	if v.probed[r] {
		return nil
	}
	dom := computeDominators(r)
	for _, b := range r.Blocks {
		if err := v.checkBlockOperands(b, dom, r); err != nil {
			return err
		}
	}
	return nil
}

// opOrder tells whether an op of a block comes before another. Parsed blocks
// need no table: their ops' source offsets increase.
type opOrder struct {
	pos map[*Operation]int // positions in the block; nil when offsets order it
}

func newOpOrder(b *Block) opOrder {
	prev := -1
	for _, op := range b.Ops {
		if op.Offset <= prev {
			pos := make(map[*Operation]int, len(b.Ops))
			for i, op := range b.Ops {
				pos[op] = i
			}
			return opOrder{pos: pos}
		}
		prev = op.Offset
	}
	return opOrder{}
}

// before reports whether op a comes before op b (both of one block).
func (o opOrder) before(a, b *Operation) bool {
	if o.pos == nil {
		return a.Offset < b.Offset
	}
	return o.pos[a] < o.pos[b]
}

// checkOperands checks op's operands (and those of ops nested in its regions that
// are not isolated and not registered graph regions) against the ancestor top, an
// op of region r in block b.
func (v *verifier) checkOperands(op, top *Operation, b *Block, order opOrder, dom *domInfo, r *Region) error {
	for i, val := range op.Operands {
		db := val.ParentBlock()
		if db == nil {
			return v.dominanceError(op, i)
		}
		if db.Parent != r {
			// Defined in an enclosing region (checked there) or in a nested region of
			// top (must be an ancestor block of op).
			if !isAncestorRegion(db.Parent, r) && !definedAbove(val, op) {
				return v.dominanceError(op, i)
			}
			continue
		}
		ok := true
		if db == b {
			if d := val.DefiningOp(); d != nil {
				ok = order.before(d, top)
			}
		} else {
			ok = dom.dominates(db, b)
		}
		if !ok {
			return v.dominanceError(op, i)
		}
	}
	if op.Def == nil || op.Def.Has(IsolatedFromAbove) {
		return nil
	}
	for _, nr := range op.Regions {
		for _, nb := range nr.Blocks {
			for _, inner := range nb.Ops {
				if err := v.checkOperands(inner, top, b, order, dom, r); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// isAncestorRegion reports whether a encloses r (strictly).
func isAncestorRegion(a, r *Region) bool {
	for x := r; x != nil && x.Parent != nil; {
		blk := x.Parent.Block
		if blk == nil {
			return false
		}
		x = blk.Parent
		if x == a {
			return true
		}
	}
	return false
}

// definedAbove reports whether val is defined in a region enclosing op.
func definedAbove(val *Value, op *Operation) bool {
	db := val.ParentBlock()
	for o := op; o != nil && o.Block != nil; o = o.ParentOp() {
		if o.Block.Parent == db.Parent {
			return true
		}
	}
	return false
}

// domInfo holds the entry and exit numbers of each reachable block of a region
// in a depth-first walk of its dominator tree, so that a dominance query is two
// comparisons rather than a walk up the tree (which is quadratic on the long
// block chains llvm-stress makes). Blocks are numbered by their position in the
// region; the tables are slices indexed by it.
type domInfo struct {
	r       *Region
	in, out []int32 // -1: unreachable
}

// indexOf returns the position of b in d's region (kept in Block.vidx by
// computeDominators), and whether b is one of its blocks.
func (d *domInfo) indexOf(b *Block) (int32, bool) {
	i := b.vidx
	if b.Parent == d.r && i >= 0 && int(i) < len(d.r.Blocks) && d.r.Blocks[i] == b {
		return i, true
	}
	return 0, false
}

func computeDominators(r *Region) *domInfo {
	n := len(r.Blocks)
	d := &domInfo{r: r, in: make([]int32, n), out: make([]int32, n)}
	for i, b := range r.Blocks {
		b.vidx = int32(i)
		d.in[i], d.out[i] = -1, -1
	}
	if n == 0 {
		return d
	}
	// Successors by index, inside the region (each terminator read once; most
	// blocks have one or two successors).
	edges := make([][2]int32, 0, 2*n)
	for i, b := range r.Blocks {
		for _, s := range blockSuccessors(b) {
			if j, ok := d.indexOf(s); ok {
				edges = append(edges, [2]int32{int32(i), j})
			}
		}
	}
	succs := newAdjacency(n, edges)
	// Reverse post-order from the entry (Cooper, Harvey, Kennedy).
	type frame struct{ b, i int32 }
	seen := make([]bool, n)
	post := make([]int32, 0, n)
	stack := []frame{{0, 0}}
	seen[0] = true
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if ss := succs.at(f.b); int(f.i) < len(ss) {
			s := ss[f.i]
			f.i++
			if !seen[s] {
				seen[s] = true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		post = append(post, f.b)
		stack = stack[:len(stack)-1]
	}
	rpo := make([]int32, len(post))
	order := make([]int32, n)
	for i := range order {
		order[i] = -1
	}
	for i := range post {
		rpo[i] = post[len(post)-1-i]
		order[rpo[i]] = int32(i)
	}
	edges = edges[:0]
	for _, b := range rpo {
		for _, s := range succs.at(b) {
			edges = append(edges, [2]int32{s, b})
		}
	}
	preds := newAdjacency(n, edges)
	idom := make([]int32, n)
	for i := range idom {
		idom[i] = -1
	}
	entry := rpo[0]
	idom[entry] = entry
	intersect := func(a, b int32) int32 {
		for a != b {
			for order[a] > order[b] {
				a = idom[a]
			}
			for order[b] > order[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, b := range rpo[1:] {
			nd := int32(-1)
			for _, pb := range preds.at(b) {
				if idom[pb] < 0 {
					continue
				}
				if nd < 0 {
					nd = pb
					continue
				}
				nd = intersect(pb, nd)
			}
			if nd >= 0 && idom[b] != nd {
				idom[b] = nd
				changed = true
			}
		}
	}
	d.number(rpo, idom)
	return d
}

// number assigns dominator-tree DFS entry and exit numbers to the reachable blocks.
func (d *domInfo) number(rpo, idom []int32) {
	edges := make([][2]int32, 0, len(rpo))
	for _, b := range rpo[1:] { // in reverse post-order, so numbering is deterministic
		edges = append(edges, [2]int32{idom[b], b})
	}
	children := newAdjacency(len(idom), edges)
	type frame struct{ b, i int32 }
	clock := int32(0)
	stack := []frame{{rpo[0], 0}}
	d.in[rpo[0]] = clock
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if kids := children.at(f.b); int(f.i) < len(kids) {
			c := kids[f.i]
			f.i++
			clock++
			d.in[c] = clock
			stack = append(stack, frame{c, 0})
			continue
		}
		clock++
		d.out[f.b] = clock
		stack = stack[:len(stack)-1]
	}
}

// adjacency is the lists of n nodes' neighbours in two slices (compressed rows).
type adjacency struct {
	start []int32 // node i's neighbours are list[start[i]:start[i+1]]
	list  []int32
}

// newAdjacency lists each edge's target under its source, in the edges' order.
func newAdjacency(n int, edges [][2]int32) adjacency {
	a := adjacency{start: make([]int32, n+1), list: make([]int32, len(edges))}
	for _, e := range edges {
		a.start[e[0]+1]++
	}
	for i := 0; i < n; i++ {
		a.start[i+1] += a.start[i]
	}
	next := append([]int32(nil), a.start[:n]...)
	for _, e := range edges {
		a.list[next[e[0]]] = e[1]
		next[e[0]]++
	}
	return a
}

func (a adjacency) at(i int32) []int32 { return a.list[a.start[i]:a.start[i+1]] }

// dominates reports whether a dominates b; unreachable blocks are dominated by
// everything, as in MLIR.
func (d *domInfo) dominates(a, b *Block) bool {
	if a == b {
		return true
	}
	ib, ok := d.indexOf(b)
	if !ok || d.in[ib] < 0 {
		return true
	}
	ia, ok := d.indexOf(a)
	return ok && d.in[ia] >= 0 && d.in[ia] <= d.in[ib] && d.out[ib] <= d.out[ia]
}

func blockSuccessors(b *Block) []*Block {
	if t := b.Terminator(); t != nil {
		return t.Successors
	}
	return nil
}

func (v *verifier) verifySymbolTable(op *Operation) error {
	seen := map[string]bool{}
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			for _, inner := range b.Ops {
				s, ok := inner.Attr("sym_name").(*StringAttr)
				if !ok {
					continue
				}
				if seen[s.Value] {
					return v.opError(inner, fmt.Sprintf("redefinition of symbol named '%s'", s.Value))
				}
				seen[s.Value] = true
			}
		}
	}
	return nil
}

// LookupSymbol resolves ref from op: in the nearest enclosing symbol table (an op
// with the SymbolTable trait, or the top-level op) only, as MLIR's
// lookupNearestSymbolFrom (an outer table's symbols are not in scope), ref.Root,
// then each nested reference inside it. It returns nil when not found.
func LookupSymbol(from *Operation, ref *SymbolRefAttr) *Operation {
	for t := from; t != nil; t = t.ParentOp() {
		if !(t.Def.Has(SymbolTable) || t.ParentOp() == nil) {
			continue
		}
		s := lookupIn(t, ref.Root)
		for _, n := range ref.Nested {
			if s == nil {
				return nil
			}
			s = lookupIn(s, n)
		}
		return s
	}
	return nil
}

func lookupIn(table *Operation, name string) *Operation {
	for _, r := range table.Regions {
		for _, b := range r.Blocks {
			for _, op := range b.Ops {
				if s, ok := op.Attr("sym_name").(*StringAttr); ok && s.Value == name {
					return op
				}
			}
		}
	}
	return nil
}

// dominanceError reports that operand i of op does not dominate op, with the
// note MLIR 22 attaches after "see current operation": where the operand is
// defined (its op, or the op owning its block) and how that relates to op's
// block and region, with the source line when it is elsewhere.
func (v *verifier) dominanceError(op *Operation, i int) error {
	if v.probe {
		return errProbe
	}
	list := v.opError(op, fmt.Sprintf("operand #%d does not dominate this use", i)).(diag.List)
	val := op.Operands[i]
	b1 := op.Block
	var r1 *Region
	if b1 != nil {
		r1 = b1.Parent
	}
	var at *Operation
	var msg string
	if d := val.DefiningOp(); d != nil {
		at, msg = d, "operand defined here"
		var r2 *Region
		if d.Block != nil {
			r2 = d.Block.Parent
		}
		if d.Block == b1 {
			msg += " (op in the same block)"
		} else {
			msg += [...]string{" (op in the same region)", " (op in a parent region)", " (op in a child region)", " (op is neither in a parent nor in a child region)"}[regionRelation(r1, r2)]
		}
	} else {
		b2 := val.ParentBlock()
		if b2 == nil || b2.Parent == nil {
			msg = " (block without parent)"
		} else {
			r2 := b2.Parent
			at = r2.Parent
			index := 0
			for j, b := range r2.Blocks {
				if b == b2 {
					index = j
				}
			}
			msg = fmt.Sprintf("operand defined as a block argument (block #%d", index)
			msg += [...]string{" in the same region)", " in a parent region)", " in a child region)", " neither in a parent nor in a child region)"}[regionRelation(r1, r2)]
		}
	}
	var note *diag.Error
	if at != nil {
		note = v.locate(at)
	} else {
		note = &diag.Error{File: "loc(unknown)"}
	}
	note.Severity = diag.SevNote
	note.Msg = msg
	note.Kind = nil
	return append(list, note)
}

// regionRelation says where r2 (a definition's region) stands from r1 (its
// use's): 0 the same region, 1 a parent, 2 a child, 3 neither.
func regionRelation(r1, r2 *Region) int {
	switch {
	case r1 == r2:
		return 0
	case isAncestorRegion(r2, r1):
		return 1
	case isAncestorRegion(r1, r2):
		return 2
	}
	return 3
}

// verifyDialectAttrs runs the OpAttrVerifier of the dialect named by the prefix
// of each discardable attribute of op.
func (v *verifier) verifyDialectAttrs(op *Operation) error {
	if v.ctx == nil {
		return nil
	}
	for _, a := range op.Attrs {
		ns, _, ok := strings.Cut(a.Name, ".")
		if !ok {
			continue
		}
		av, ok := v.ctx.dialects[ns].(OpAttrVerifier)
		if !ok {
			continue
		}
		if err := av.VerifyOpAttr(op, a); err != nil {
			var ue *UnprefixedError
			if errors.As(err, &ue) {
				return v.fail(op, err)
			}
			return v.fail(op, &UnprefixedError{Msg: err.Error()})
		}
	}
	return nil
}
