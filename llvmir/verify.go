package llvmir

import (
	"strconv"
	"strings"

	"github.com/ferry-ir/ferry/diag"
)

// verifyModule checks the rules llvm-as-22's IR verifier enforces after
// parsing: control-flow shape (entry block, PHI placement and incoming lists
// with one entry per edge, EH pad placement), SSA dominance, ptrtoaddr result
// widths against the datalayout, and the types only intrinsics may take or
// return. Diagnostics point at the offending instruction (or function); those
// about global initializers and aliasees, which keep no position, at 1:1.
func verifyModule(m *Module, src *diag.Source) error {
	aw, _ := parseDataLayout(m.DataLayout)
	return verifyParsed(m, src, aw, true)
}

// verifyParsed is verifyModule for a module just parsed: aw holds the address
// widths the parser read from the datalayout, and walkConsts is false when the
// module holds no ptrtoaddr constant expression, whose check is then skipped.
func verifyParsed(m *Module, src *diag.Source, aw addrWidths, walkConsts bool) error {
	v := &verifier{m: m, src: src, aw: aw, walkConsts: walkConsts, tl: newTypeLayout(m.DataLayout)}
	if err := v.moduleFlags(m); err != nil {
		return err
	}
	if err := v.usesOfIntrinsics(m); err != nil {
		return err
	}
	v.matchIntrinsics(m)
	for _, f := range m.Funcs {
		if err := v.fnAttrs(f); err != nil {
			return err
		}
		// Verifier::visitFunction: the calling convention's rules come
		// before the parameter and return type checks
		if err := v.callingConv(f); err != nil {
			return err
		}
		if err := v.signature(f); err != nil {
			return err
		}
		if err := v.functionValue(f); err != nil {
			return err
		}
		if len(f.Blocks) == 0 {
			continue
		}
		if hasReservedName(f.Name) {
			return v.errAt(f.off, "llvm intrinsics cannot be defined!")
		}
		if err := v.function(f); err != nil {
			return err
		}
	}
	if err := v.globalVars(m); err != nil {
		return err
	}
	// constant expressions in initializers and aliasees (not in metadata, nor in
	// prefix, prologue or personality, which llvm-as-22 does not visit)
	for _, g := range m.Globals {
		if g.Init != nil && !v.constOK(g.Init) {
			return v.errAt(g.off, "PtrToAddr result must be address width")
		}
	}
	for _, a := range m.Aliases {
		switch a.Aliasee.(type) {
		case *Global, *Function, *Alias, *IFunc, *ConstExpr:
		default:
			return v.errAt(a.off, "Aliasee should be either GlobalValue or ConstantExpr")
		}
	}
	for _, fi := range m.IFuncs {
		r := resolverFunction(fi.Resolver)
		if r == nil {
			return v.errAt(fi.off, "IFunc must have a Function resolver")
		}
		if len(r.Blocks) == 0 {
			return v.errAt(fi.off, "IFunc resolver must be a definition")
		}
	}
	if err := v.aliasesAndIFuncs(m); err != nil {
		return err
	}
	if err := v.identMetadata(m); err != nil {
		return err
	}
	for _, a := range m.Aliases {
		if a.Aliasee != nil && !v.constOK(a.Aliasee) {
			return v.errAt(a.off, "PtrToAddr result must be address width")
		}
	}
	return nil
}

type verifier struct {
	m   *Module
	src *diag.Source
	aw  addrWidths // address widths from the datalayout, for ptrtoaddr
	// walkConsts enables constOK (there may be ptrtoaddr constant expressions)
	walkConsts bool
	// composite constants already checked by constOK
	seen map[Constant]bool
	// intrinsicMsgs: how each declared intrinsic's signature fails to match
	// ("" when it matches), found before the blocks of a function are checked
	// in two halves at once: matching interns vector types in the module
	intrinsicMsgs map[*Function]string
	// tl is the datalayout's type layout (for the sizes of atomic accesses),
	// made before any function is checked, as the halves read it at once
	tl *typeLayout
	// per function
	preds [][]*Block
	idom  []int // immediate dominator by block index; -1 for unreachable
	order []int // reverse post-order number, -1 unreachable
	pre   []int // dominator-tree DFS entry number
	post  []int // dominator-tree DFS exit number
}

func (v *verifier) errAt(off int32, format string, args ...any) error {
	return v.src.Errorf(int(off), diag.ErrVerify, format, args...)
}

func (v *verifier) function(f *Function) error {
	n := len(f.Blocks)
	for i, b := range f.Blocks {
		b.Index = i
	}
	v.preds = make([][]*Block, n)
	for _, b := range f.Blocks {
		t := b.Terminator()
		if t == nil {
			return v.errAt(b.off, "basic block does not have a terminator")
		}
		for _, s := range t.Blocks {
			if s == nil || t.Op == OpPhi {
				continue
			}
			if s.Parent != f {
				return v.errAt(t.off, "branch to a block of another function")
			}
			// b is a predecessor of s once per edge, as LLVM's predecessors()
			// walks the uses of s: "br i1 %c, label %s, label %s" or a switch
			// with two cases to s makes b a predecessor twice, and each PHI in
			// s needs one entry per edge (see phi)
			v.preds[s.Index] = append(v.preds[s.Index], b)
		}
	}
	if len(v.preds[0]) > 0 {
		return v.errAt(f.Blocks[0].off, "Entry block to function must not have predecessors!")
	}
	v.dominators(f)
	for _, b := range f.Blocks {
		for i, in := range b.Insts {
			in.idx = int32(i)
		}
	}
	return v.blocks(f, f.Blocks)
}

// parallelVerifyMin is the number of blocks from which a function's blocks
// are checked in two halves at once (a variable for the tests).
var parallelVerifyMin = 2048

// blocks checks bs in order and returns the first error. The checks of a
// block only read the function and the verifier's per-function tables (but
// for constOK's memo, used when walkConsts is set), so a big function's two
// halves are checked concurrently; the first half's error, if any, comes
// first, as in a sequential walk.
func (v *verifier) blocks(f *Function, bs []*Block) error {
	if len(bs) < parallelVerifyMin || v.walkConsts {
		for _, b := range bs {
			if err := v.block(f, b); err != nil {
				return err
			}
		}
		return nil
	}
	half := len(bs) / 2
	done := make(chan error, 1)
	go func() {
		for _, b := range bs[half:] {
			if err := v.block(f, b); err != nil {
				done <- err
				return
			}
		}
		done <- nil
	}()
	var first error
	for _, b := range bs[:half] {
		if first = v.block(f, b); first != nil {
			break
		}
	}
	second := <-done
	if first != nil {
		return first
	}
	return second
}

func (v *verifier) block(f *Function, b *Block) error {
	phis := true
	for i, in := range b.Insts {
		if in.Op == OpPhi {
			if !phis {
				return v.errAt(in.off, "PHI nodes not grouped at top of basic block!")
			}
			if err := v.phi(b, in); err != nil {
				return err
			}
			if isTokenLike(in.Typ) {
				return v.errAt(in.off, "PHI nodes cannot have token type!")
			}
		} else {
			if (in.Op == OpLandingPad || in.Op == OpCatchPad || in.Op == OpCleanupPad || in.Op == OpCatchSwitch) && !phis {
				return v.errAt(in.off, "EH pad must be the first non-PHI instruction in the block")
			}
			phis = false
		}
		if in.Op == OpLandingPad && len(in.Clauses) == 0 && in.Flags&Cleanup == 0 {
			return v.errAt(in.off, "LandingPadInst needs at least one clause or to be a cleanup.")
		}
		if in.Op == OpLandingPad && f.Personality == nil {
			return v.errAt(in.off, "LandingPadInst needs to be in a function with a personality.")
		}
		if (in.Op == OpCatchPad || in.Op == OpCleanupPad || in.Op == OpCatchSwitch) && f.Personality == nil {
			return v.errAt(in.off, "%s needs to be in a function with a personality.", map[Opcode]string{OpCatchPad: "CatchPadInst", OpCleanupPad: "CleanupPadInst", OpCatchSwitch: "CatchSwitchInst"}[in.Op])
		}
		if in.Op == OpCall && in.Flags&MustTail != 0 {
			if err := v.mustTail(f, b, i, in); err != nil {
				return err
			}
		}
		if (in.Op == OpLoad || in.Op == OpStore) && in.Ordering != NotAtomic || in.Op == OpCmpXchg {
			if err := v.atomicAccess(in); err != nil {
				return err
			}
		}
		if in.Op == OpPtrToAddr && len(in.Ops) == 1 && in.Ops[0] != nil && !v.aw.ptrToAddrOK(in.Ops[0].Type(), in.Typ) {
			return v.errAt(in.off, "PtrToAddr result must be address width")
		}
		if !v.operandConstsOK(in) {
			return v.errAt(in.off, "PtrToAddr result must be address width")
		}
		for _, a := range in.MD {
			if a.Kind == "tbaa" {
				if err := v.tbaa(in, a.Node); err != nil {
					return err
				}
			}
		}
		if in.Call != nil {
			if msg := v.stringAttrs(in.Call.FnAttrs); msg != "" {
				return v.errAt(in.off, "%s", msg)
			}
			if err := v.callSignature(in); err != nil {
				return err
			}
			if msg := v.callAttrsMsg(in); msg != "" {
				return v.errAt(in.off, "%s", msg)
			}
			if err := v.bundles(in); err != nil {
				return err
			}
			if err := v.intrinsicCall(f, in); err != nil {
				return err
			}
			if err := v.inlineAsmCall(in); err != nil {
				return err
			}
		}
		switch in.Op {
		case OpResume, OpCleanupRet, OpCatchRet, OpLandingPad, OpCatchPad, OpCleanupPad, OpCatchSwitch:
			if err := v.ehInst(f, b, in); err != nil {
				return err
			}
		}
		if in.Op == OpInvoke {
			if u := in.Blocks[1]; u != nil && !isEHPad(u) {
				return v.errAt(in.off, "The unwind destination does not have an exception handling instruction!")
			}
		}
		for k, op := range in.Ops {
			def, ok := op.(*Instruction)
			if !ok {
				continue
			}
			if def == in && in.Op != OpPhi {
				if v.order[b.Index] >= 0 {
					return v.errAt(in.off, "only PHI nodes may reference their own value")
				}
				continue
			}
			if def.Parent == nil || def.Parent.Parent != f {
				return v.errAt(in.off, "referring to an instruction in another function")
			}
			useBlock, useIdx := b, i
			if in.Op == OpPhi {
				useBlock, useIdx = in.Blocks[k], len(in.Blocks[k].Insts)
				if (def.Op == OpInvoke || def.Op == OpCallBr) && useBlock == def.Parent && b == def.Blocks[0] {
					continue
				}
			}
			if !v.dominates(def, useBlock, useIdx) {
				return v.errAt(in.off, "Instruction does not dominate all uses!")
			}
		}
	}
	return nil
}

// hasReservedName reports whether a function's name starts with "llvm." (the
// name "llvm." itself included, unlike isIntrinsicName): Function::isIntrinsic
// for the checks below.
func hasReservedName(name string) bool { return strings.HasPrefix(name, "llvm.") }

// isTokenLike reports whether t is token or a token-like target extension type:
// llvm-as-22 treats every target("dx.*") but target("dx.Padding") so.
func isTokenLike(t Type) bool {
	if t == Token {
		return true
	}
	tt, ok := t.(*TargetExtType)
	return ok && strings.HasPrefix(tt.Name, "dx.") && tt.Name != "dx.Padding"
}

// signature checks the parameter and result types of a function that is not an
// intrinsic, as Verifier::visitFunction does: only intrinsics may take
// metadata, token or x86_amx or return token or x86_amx.
func (v *verifier) signature(f *Function) error {
	if hasReservedName(f.Name) || f.Sig == nil {
		return nil
	}
	for _, pt := range f.Sig.Params {
		switch {
		case pt == MetadataTy:
			return v.errAt(f.off, "Function takes metadata but isn't an intrinsic")
		case isTokenLike(pt):
			return v.errAt(f.off, "Function takes token but isn't an intrinsic")
		case pt == X86AMX:
			return v.errAt(f.off, "Function takes x86_amx but isn't an intrinsic")
		}
	}
	switch {
	case isTokenLike(f.Sig.Ret):
		return v.errAt(f.off, "Function returns a token but isn't an intrinsic")
	case f.Sig.Ret == X86AMX:
		return v.errAt(f.off, "Function returns a x86_amx but isn't an intrinsic")
	}
	return nil
}

// callSignature checks a call, invoke or callbr as Verifier::visitCallBase
// does: metadata and token parameters only in direct calls of intrinsics, and
// no token or x86_amx result from an indirect call.
func (v *verifier) callSignature(in *Instruction) error {
	if !callCCPermitsCalls(in.Call.CC) {
		return v.errAt(in.off, "calling convention does not permit calls")
	}
	ft := in.Call.FnType
	if ft == nil || len(in.Ops) == 0 {
		return nil
	}
	callee, direct := in.Ops[0].(*Function)
	if !direct || !hasReservedName(callee.Name) {
		for _, pt := range ft.Params {
			switch {
			case pt == MetadataTy:
				return v.errAt(in.off, "Function has metadata parameter but isn't an intrinsic")
			case isTokenLike(pt):
				return v.errAt(in.off, "Function has token parameter but isn't an intrinsic")
			}
		}
	}
	if !direct {
		switch {
		case isTokenLike(ft.Ret):
			return v.errAt(in.off, "Return type cannot be token for indirect call!")
		case ft.Ret == X86AMX:
			return v.errAt(in.off, "Return type cannot be x86_amx for indirect call!")
		}
	}
	return nil
}

// operandConstsOK checks the constants among in's operands, bundle inputs
// included, with constOK.
func (v *verifier) operandConstsOK(in *Instruction) bool {
	if !v.walkConsts {
		return true
	}
	for _, op := range in.Ops {
		if c, ok := op.(Constant); ok && !v.constOK(c) {
			return false
		}
	}
	if in.Call != nil {
		for _, b := range in.Call.Bundles {
			for _, op := range b.Inputs {
				if c, ok := op.(Constant); ok && !v.constOK(c) {
					return false
				}
			}
		}
	}
	return true
}

// constOK walks c and the constants inside it, as Verifier's
// visitConstantExprsRecursively does (stopping at globals), and reports whether
// every ptrtoaddr constant expression among them converts to the address width
// of its pointer's address space.
func (v *verifier) constOK(c Constant) bool {
	if !v.walkConsts {
		return true
	}
	if ce, ok := c.(*ConstExpr); ok && ce.Op == OpPtrToAddr && len(ce.Ops) == 1 && ce.Ops[0] != nil && !v.aw.ptrToAddrOK(ce.Ops[0].Type(), ce.Typ) {
		return false
	}
	sub := constOperands(c)
	if sub == nil {
		return true // scalars, globals and references to them
	}
	if v.seen[c] {
		return true
	}
	if v.seen == nil {
		v.seen = map[Constant]bool{}
	}
	v.seen[c] = true
	for _, s := range sub {
		if !v.constOK(s) {
			return false
		}
	}
	return true
}

func isEHPad(b *Block) bool {
	for _, in := range b.Insts {
		if in.Op == OpPhi {
			continue
		}
		return in.Op == OpLandingPad || in.Op == OpCatchPad || in.Op == OpCleanupPad || in.Op == OpCatchSwitch
	}
	return false
}

// phi checks in's incoming list as Verifier::verifyBasicBlock does: one entry
// per incoming edge (so a predecessor with several edges to b appears as many
// times), entries matching the predecessors as a multiset, and the entries for
// one predecessor all carrying the same value.
func (v *verifier) phi(b *Block, in *Instruction) error {
	preds := v.preds[b.Index]
	if len(in.Blocks) != len(preds) {
		return v.errAt(in.off, "PHINode should have one entry for each predecessor of its parent basic block!")
	}
	count := map[*Block]int{}
	for _, p := range preds {
		count[p]++
	}
	vals := map[*Block]Value{}
	for k, ib := range in.Blocks {
		if count[ib] == 0 {
			return v.errAt(in.off, "PHI node entries do not match predecessors!")
		}
		count[ib]--
		if old, ok := vals[ib]; ok && !sameValue(old, in.Ops[k]) {
			return v.errAt(in.off, "PHI node has multiple entries for the same basic block with different incoming values!")
		}
		vals[ib] = in.Ops[k]
	}
	return nil
}

// sameValue reports whether two operands are the same value (constants compare
// structurally, as LLVM uniques them).
func sameValue(a, b Value) bool {
	if a == b {
		return true
	}
	ca, ok1 := a.(Constant)
	cb, ok2 := b.(Constant)
	if !ok1 || !ok2 || a.Type() != b.Type() {
		return false
	}
	var w1, w2 printer
	w1.m, w2.m = &Module{}, &Module{}
	w1.constant(ca)
	w2.constant(cb)
	return string(w1.buf) == string(w2.buf)
}

// dominators computes immediate dominators (Cooper, Harvey and Kennedy).
func (v *verifier) dominators(f *Function) {
	n := len(f.Blocks)
	v.order = make([]int, n)
	for i := range v.order {
		v.order[i] = -1
	}
	succs := func(b *Block) []*Block {
		if t := b.Terminator(); t != nil {
			return t.Blocks
		}
		return nil
	}
	// iterative DFS for post-order
	post := make([]int, 0, n)
	visited := make([]bool, n)
	type frame struct {
		b int
		i int
	}
	stack := []frame{{0, 0}}
	visited[0] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		ss := succs(f.Blocks[top.b])
		if top.i < len(ss) {
			s := ss[top.i]
			top.i++
			if s != nil && !visited[s.Index] {
				visited[s.Index] = true
				stack = append(stack, frame{s.Index, 0})
			}
			continue
		}
		post = append(post, top.b)
		stack = stack[:len(stack)-1]
	}
	rpo := make([]int, len(post))
	for i, b := range post {
		rpo[len(post)-1-i] = b
		v.order[b] = len(post) - 1 - i
	}
	v.idom = make([]int, n)
	for i := range v.idom {
		v.idom[i] = -1
	}
	v.idom[0] = 0
	intersect := func(a, b int) int {
		for a != b {
			for v.order[a] > v.order[b] {
				a = v.idom[a]
			}
			for v.order[b] > v.order[a] {
				b = v.idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, b := range rpo[1:] {
			nd := -1
			for _, p := range v.preds[b] {
				pi := p.Index
				if v.order[pi] < 0 || v.idom[pi] < 0 {
					continue
				}
				if nd < 0 {
					nd = pi
				} else {
					nd = intersect(pi, nd)
				}
			}
			if nd >= 0 && v.idom[b] != nd {
				v.idom[b] = nd
				changed = true
			}
		}
	}
	v.numberDomTree()
}

// blockDominates reports whether block a dominates block b (both reachable),
// in constant time from dominator-tree DFS numbers.
func (v *verifier) blockDominates(a, b int) bool {
	return v.pre[a] <= v.pre[b] && v.post[b] <= v.post[a]
}

// numberDomTree numbers the dominator tree in DFS order.
func (v *verifier) numberDomTree() {
	n := len(v.idom)
	first := make([]int, n) // first child
	next := make([]int, n)  // next sibling
	for i := range first {
		first[i], next[i] = -1, -1
	}
	for b := n - 1; b > 0; b-- {
		if d := v.idom[b]; d >= 0 && v.order[b] >= 0 {
			next[b] = first[d]
			first[d] = b
		}
	}
	v.pre = make([]int, n)
	v.post = make([]int, n)
	clock := 0
	stack := []int{0}
	v.pre[0] = clock
	clock++
	cur := make([]int, n) // next child to visit
	for i := range cur {
		cur[i] = first[i]
	}
	for len(stack) > 0 {
		top := stack[len(stack)-1]
		if c := cur[top]; c >= 0 {
			cur[top] = next[c]
			v.pre[c] = clock
			clock++
			stack = append(stack, c)
			continue
		}
		v.post[top] = clock
		clock++
		stack = stack[:len(stack)-1]
	}
}

// dominates reports whether def is available at position idx of block ub.
func (v *verifier) dominates(def *Instruction, ub *Block, idx int) bool {
	if v.order[ub.Index] < 0 {
		return true // uses in unreachable code are not checked
	}
	db := def.Parent
	if v.order[db.Index] < 0 {
		return false
	}
	if def.Op == OpInvoke || def.Op == OpCallBr {
		// the result is available only along the normal (default) edge
		nd := def.Blocks[0]
		if ub == db || !v.blockDominates(nd.Index, ub.Index) {
			return false
		}
		for _, p := range v.preds[nd.Index] {
			if p != db && v.order[p.Index] >= 0 && !v.blockDominates(nd.Index, p.Index) {
				return false
			}
		}
		return true
	}
	if db == ub {
		return int(def.idx) < idx
	}
	return v.blockDominates(db.Index, ub.Index)
}

// moduleFlags checks !llvm.module.flags as Verifier::visitModuleFlags does:
// each flag is !{iN behavior, !"id", value}, with a behavior from 1 to 8 and a
// value of the kind the behavior needs; identifiers are unique unless the
// behavior is "require" (3), whose requirements must hold; and a few flags
// have types of their own. Errors point at the flag's node.
func (v *verifier) moduleFlags(m *Module) error {
	for _, nm := range m.NamedMD {
		if nm.Name != "llvm.module.flags" {
			continue
		}
		seen := map[string]Metadata{}
		type requirement struct {
			flag *MDNode
			pair *MDNode
		}
		var reqs []requirement
		for _, op := range nm.Nodes {
			n, off := genericOperand(nm, op)
			if n == nil || len(n.Ops) != 3 {
				return v.errAt(off, "incorrect number of operands in module flag")
			}
			ci := mdConstInt(n.Ops[0])
			if ci == nil {
				return v.errAt(off, "invalid behavior operand in module flag (expected constant integer)")
			}
			bv, small := ci.Val, ci.Big == nil
			if !small && ci.Big.IsUint64() {
				bv, small = ci.Big.Uint64(), true
			}
			if !small || bv < 1 || bv > 8 {
				return v.errAt(off, "invalid behavior operand in module flag (unexpected constant)")
			}
			id, ok := n.Ops[1].(*MDString)
			if !ok {
				return v.errAt(off, "invalid ID operand in module flag (expected metadata string)")
			}
			behavior := bv
			if behavior == 1 && (id.Value == "PIC Level" || id.Value == "PIE Level") {
				behavior = 8 // llvm-as upgrades these Error flags to Min first
			}
			val := n.Ops[2]
			switch behavior {
			case 8: // Min
				if c := mdConstInt(val); c == nil || negative(c) {
					return v.errAt(off, "invalid value for 'min' module flag (expected constant non-negative integer)")
				}
			case 7: // Max
				if mdConstInt(val) == nil {
					return v.errAt(off, "invalid value for 'max' module flag (expected constant integer)")
				}
			case 3: // Require
				pair, ok := val.(*MDNode)
				if !ok || pair.Kind != "" || len(pair.Ops) != 2 {
					return v.errAt(off, "invalid value for 'require' module flag (expected metadata pair)")
				}
				if _, ok := pair.Ops[0].(*MDString); !ok {
					return v.errAt(off, "invalid value for 'require' module flag (first value operand should be a string)")
				}
				reqs = append(reqs, requirement{n, pair})
			case 5, 6: // Append, AppendUnique
				if _, ok := val.(*MDNode); !ok {
					return v.errAt(off, "invalid value for 'append'-type module flag (expected a metadata node)")
				}
			}
			if behavior != 3 {
				if _, dup := seen[id.Value]; dup {
					return v.errAt(off, "module flag identifiers must be unique (or of 'require' type)")
				}
				seen[id.Value] = val
			}
			switch id.Value {
			case "wchar_size":
				if mdConstInt(val) == nil {
					return v.errAt(off, "wchar_size metadata requires constant integer argument")
				}
			case "Linker Options":
				return v.errAt(off, "'Linker Options' named metadata no longer supported")
			case "SemanticInterposition":
				if mdConstInt(val) == nil {
					return v.errAt(off, "SemanticInterposition metadata requires constant integer argument")
				}
			}
		}
		for _, r := range reqs {
			want := r.pair.Ops[0].(*MDString).Value
			have, ok := seen[want]
			if !ok {
				return v.errAt(r.flag.off, "invalid requirement on flag, flag is not present in module")
			}
			if !mdSame(have, r.pair.Ops[1]) {
				return v.errAt(r.flag.off, "invalid requirement on flag, flag does not have the required value")
			}
		}
	}
	return nil
}

// mdConstInt returns the integer constant a metadata operand wraps, or nil.
func mdConstInt(md Metadata) *ConstInt {
	if vm, ok := md.(*ValueAsMD); ok {
		ci, _ := vm.Value.(*ConstInt)
		return ci
	}
	return nil
}

// negative reports whether c's sign bit is set.
func negative(c *ConstInt) bool {
	bits := c.Typ.Bits
	if c.Big != nil {
		return c.Big.Bit(int(bits-1)) == 1
	}
	if bits > 64 {
		return false
	}
	return c.Val>>(bits-1)&1 == 1
}

// mdSame reports whether two metadata operands are the same metadata, as
// LLVM's uniqued metadata compares: the same node, the same string, or
// the same constant.
func mdSame(a, b Metadata) bool {
	switch a := a.(type) {
	case *MDString:
		b, ok := b.(*MDString)
		return ok && a.Value == b.Value
	case *ValueAsMD:
		b, ok := b.(*ValueAsMD)
		if !ok {
			return false
		}
		ca, oka := a.Value.(*ConstInt)
		cb, okb := b.Value.(*ConstInt)
		if oka && okb {
			return ca.Typ == cb.Typ && constIntEqual(ca, cb)
		}
		return a.Value == b.Value
	case *MDNull:
		_, ok := b.(*MDNull)
		return ok
	}
	return a == b
}

// fnAttrs checks the function attributes, attribute groups included, as
// Verifier::verifyFunctionAttrs does for optnone.
func (v *verifier) fnAttrs(f *Function) error {
	if msg := v.funcAttrListMsg(f); msg != "" {
		return v.errAt(f.off, "%s", msg)
	}
	if len(f.FnAttrs.Groups) == 0 && len(f.FnAttrs.Attrs) == 0 {
		return nil
	}
	if msg := v.stringAttrs(f.FnAttrs); msg != "" {
		return v.errAt(f.off, "%s", msg)
	}
	if !v.m.HasAttr(f.FnAttrs, "optnone") {
		return nil
	}
	switch {
	case !v.m.HasAttr(f.FnAttrs, "noinline"):
		return v.errAt(f.off, "Attribute 'optnone' requires 'noinline'!")
	case v.m.HasAttr(f.FnAttrs, "optsize"):
		return v.errAt(f.off, "Attributes 'optsize and optnone' are incompatible!")
	case v.m.HasAttr(f.FnAttrs, "minsize"):
		return v.errAt(f.off, "Attributes 'minsize and optnone' are incompatible!")
	case v.m.HasAttr(f.FnAttrs, "optdebug"):
		return v.errAt(f.off, "Attributes 'optdebug and optnone' are incompatible!")
	}
	return nil
}

// constOperands returns the constants a composite constant or constant
// expression is made of (nil for scalars and globals): what Verifier's
// constant walks visit below c.
func constOperands(c Constant) []Constant {
	switch c := c.(type) {
	case *ConstExpr:
		return c.Ops
	case *ConstArray:
		return c.Elems
	case *ConstStruct:
		return c.Fields
	case *ConstVector:
		return c.Elems
	case *ConstSplat:
		return []Constant{c.Elem}
	case *PtrAuth:
		return append([]Constant{c.Ptr}, c.Args...)
	case *DSOLocalEquivalent:
		return []Constant{c.Global}
	case *NoCFI:
		return []Constant{c.Global}
	}
	return nil
}

// stringAttrs checks the values of the string attributes LLVM's verifier
// knows (verifyFunctionAttrs), and vscale_range's bounds, inline or in groups, and returns the message
// for the first bad one. As in LLVM's attribute sets, a later attribute of the
// same name replaces an earlier one: the inline ones come first, then each
// group in the order referenced.
func (v *verifier) stringAttrs(s AttrSet) string {
	keys := [...]string{"frame-pointer", "patchable-function-entry", "patchable-function-prefix", "warn-stack-size",
		"sign-return-address", "sign-return-address-key", "branch-target-enforcement"}
	var vals [len(keys)]string
	var has [len(keys)]bool
	vscale := ""
	visit := func(as []Attr) {
		for i := range as {
			if as[i].Kind == "vscale_range" && !as[i].IsString {
				vscale = as[i].Args
			}
			if !as[i].IsString {
				continue
			}
			for k, key := range keys {
				if as[i].Kind == key {
					vals[k], has[k] = as[i].Value, true
				}
			}
		}
	}
	visit(s.Attrs)
	for _, id := range s.Groups {
		if g := v.m.AttrGroup(id); g != nil {
			visit(g.Attrs.Attrs)
		}
	}
	if msg := vscaleRange(vscale); msg != "" {
		return msg
	}
	for k, key := range keys {
		if !has[k] {
			continue
		}
		switch key {
		case "frame-pointer":
			switch vals[k] {
			case "all", "non-leaf", "none", "reserved", "non-leaf-no-reserve":
			default:
				return "invalid value for 'frame-pointer' attribute: " + vals[k]
			}
		case "sign-return-address":
			switch vals[k] {
			case "none", "all", "non-leaf":
			default:
				return "invalid value for 'sign-return-address' attribute: " + vals[k]
			}
		case "sign-return-address-key":
			if vals[k] != "a_key" && vals[k] != "b_key" {
				return "invalid value for 'sign-return-address-key' attribute: " + vals[k]
			}
			if !has[k-1] {
				return "'sign-return-address-key' present without `sign-return-address`"
			}
		case "branch-target-enforcement":
			if vals[k] != "" && vals[k] != "true" && vals[k] != "false" {
				return "invalid value for 'branch-target-enforcement' attribute: " + vals[k]
			}
		default:
			if _, ok := dlUint(vals[k], 32); !ok {
				return "\"" + key + "\" takes an unsigned integer: " + vals[k]
			}
		}
	}
	return ""
}

// resolverFunction returns the function c is once pointer casts and aliases
// are stripped (GlobalIFunc::getResolverFunction), or nil.
func resolverFunction(c Constant) *Function {
	for range 1000 {
		switch x := c.(type) {
		case *Function:
			return x
		case *Alias:
			c = x.Aliasee
		case *ConstExpr:
			if (x.Op != OpBitCast && x.Op != OpAddrSpaceCast) || len(x.Ops) != 1 {
				return nil
			}
			c = x.Ops[0]
		default:
			return nil
		}
	}
	return nil
}

// identMetadata checks !llvm.ident and !llvm.commandline as the verifier
// does: each operand is a node holding one string.
func (v *verifier) identMetadata(m *Module) error {
	for _, nm := range m.NamedMD {
		if nm.Name != "llvm.ident" && nm.Name != "llvm.commandline" {
			continue
		}
		for _, op := range nm.Nodes {
			n, off := genericOperand(nm, op)
			if n == nil || len(n.Ops) != 1 {
				return v.errAt(off, "incorrect number of operands in %s metadata", nm.Name)
			}
			if _, ok := n.Ops[0].(*MDString); !ok {
				return v.errAt(off, "invalid value for %s metadata entry operand(the operand should be a string)", nm.Name)
			}
		}
	}
	return nil
}

// genericOperand returns an operand of named metadata nm as a generic node
// (nil if it is not one) and the offset to report a problem with it at: the
// node's definition, or else the named metadata's.
func genericOperand(nm *NamedMD, op Metadata) (*MDNode, int32) {
	if n, ok := op.(*MDNode); ok {
		if n.Kind != "" {
			return nil, n.off
		}
		return n, n.off
	}
	return nil, nm.off
}

// vscaleRange checks vscale_range(min[, max]) arguments as the verifier does:
// powers of two, min <= max (max 0: unbounded; min 0: no range).
func vscaleRange(args string) string {
	if args == "" {
		return ""
	}
	lo, hi, two := strings.Cut(args, ",")
	min, err := strconv.ParseUint(strings.TrimSpace(lo), 10, 32)
	if err != nil || min == 0 {
		return ""
	}
	max := min
	if two {
		if max, err = strconv.ParseUint(strings.TrimSpace(hi), 10, 32); err != nil {
			return ""
		}
	}
	pow2 := func(n uint64) bool { return n&(n-1) == 0 }
	switch {
	case !pow2(min):
		return "'vscale_range' minimum must be power-of-two value"
	case max != 0 && min > max:
		return "'vscale_range' minimum cannot be greater than maximum"
	case max != 0 && !pow2(max):
		return "'vscale_range' maximum must be power-of-two value"
	}
	return ""
}
