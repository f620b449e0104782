package llvmir

import (
	"slices"
	"strings"
)

// Upgrades of retired intrinsic forms whose calls llvm-as-22 rewrites
// (AutoUpgrade's upgradeIntrinsicFunction1 and UpgradeIntrinsicCall), each
// found by asking llvm-as-22: a renamed intrinsic keeps its calls' function
// type; an older argument list is rewritten into the current one. The old
// declaration is erased once no call uses it; the new one is appended to the
// module.

// renamedIntrinsics maps a retired name (matched exactly) to the base name
// of its successor, overloaded on the same function type.
var renamedIntrinsics = map[string]string{
	"llvm.aarch64.thread.pointer": "llvm.thread.pointer",
	"llvm.arm.thread.pointer":     "llvm.thread.pointer",
	"llvm.flt.rounds":             "llvm.get.rounding",
	"llvm.nvvm.brev32":            "llvm.bitreverse",
	"llvm.nvvm.brev64":            "llvm.bitreverse",
	"llvm.nvvm.popc.i":            "llvm.ctpop",
	"llvm.nvvm.max.i":             "llvm.smax",
	"llvm.nvvm.max.ll":            "llvm.smax",
	"llvm.nvvm.max.ui":            "llvm.umax",
	"llvm.nvvm.max.ull":           "llvm.umax",
	"llvm.nvvm.min.i":             "llvm.smin",
	"llvm.nvvm.min.ll":            "llvm.smin",
	"llvm.nvvm.min.ui":            "llvm.umin",
	"llvm.nvvm.min.ull":           "llvm.umin",
}

// renamedPrefixes maps the retired base name of an overloaded intrinsic
// (followed by '.' and type suffixes) to its successor's.
var renamedPrefixes = []struct{ old, new string }{
	{"llvm.experimental.stepvector", "llvm.stepvector"},
	{"llvm.experimental.vector.reduce.v2.fadd", "llvm.vector.reduce.fadd"},
	{"llvm.experimental.vector.reduce.v2.fmul", "llvm.vector.reduce.fmul"},
	{"llvm.experimental.vector.reduce.add", "llvm.vector.reduce.add"},
	{"llvm.experimental.vector.reduce.mul", "llvm.vector.reduce.mul"},
	{"llvm.experimental.vector.reduce.and", "llvm.vector.reduce.and"},
	{"llvm.experimental.vector.reduce.or", "llvm.vector.reduce.or"},
	{"llvm.experimental.vector.reduce.xor", "llvm.vector.reduce.xor"},
	{"llvm.experimental.vector.reduce.smax", "llvm.vector.reduce.smax"},
	{"llvm.experimental.vector.reduce.smin", "llvm.vector.reduce.smin"},
	{"llvm.experimental.vector.reduce.umax", "llvm.vector.reduce.umax"},
	{"llvm.experimental.vector.reduce.umin", "llvm.vector.reduce.umin"},
	{"llvm.experimental.vector.reduce.fmax", "llvm.vector.reduce.fmax"},
	{"llvm.experimental.vector.reduce.fmin", "llvm.vector.reduce.fmin"},
	{"llvm.experimental.vector.extract", "llvm.vector.extract"},
	{"llvm.experimental.vector.insert", "llvm.vector.insert"},
	{"llvm.experimental.vector.reverse", "llvm.vector.reverse"},
	{"llvm.experimental.vector.interleave2", "llvm.vector.interleave2"},
	{"llvm.experimental.vector.deinterleave2", "llvm.vector.deinterleave2"},
	{"llvm.invariant.group.barrier", "llvm.launder.invariant.group"},
	{"llvm.arm.neon.vcnt", "llvm.ctpop"},
	{"llvm.aarch64.neon.frintn", "llvm.roundeven"},
	{"llvm.aarch64.neon.rbit", "llvm.bitreverse"},
	{"llvm.amdgcn.ldexp", "llvm.ldexp"},
}

// renamedIntrinsic returns the successor of a retired intrinsic name.
func renamedIntrinsic(name string) (string, bool) {
	if n, ok := renamedIntrinsics[name]; ok {
		return n, true
	}
	for _, r := range renamedPrefixes {
		if rest, ok := strings.CutPrefix(name, r.old); ok && (rest == "" || rest[0] == '.') {
			return r.new, true
		}
	}
	return "", false
}

// argsUpgrade describes an older argument list of an intrinsic: arity
// parameters, of which the one at drop (if >= 0) is a constant alignment
// that becomes `align N` on the call's parameters alignTo, and constants
// appended at the end (false: i1 false, null: ptr null).
type argsUpgrade struct {
	arity   int
	drop    int
	alignTo []int
	appends []string
}

var argsUpgrades = map[string][]argsUpgrade{
	"llvm.memcpy":         {{arity: 5, drop: 3, alignTo: []int{0, 1}}},
	"llvm.memmove":        {{arity: 5, drop: 3, alignTo: []int{0, 1}}},
	"llvm.memset":         {{arity: 5, drop: 3, alignTo: []int{0}}},
	"llvm.masked.load":    {{arity: 4, drop: 1, alignTo: []int{0}}},
	"llvm.masked.gather":  {{arity: 4, drop: 1, alignTo: []int{0}}},
	"llvm.masked.store":   {{arity: 4, drop: 2, alignTo: []int{1}}},
	"llvm.masked.scatter": {{arity: 4, drop: 2, alignTo: []int{1}}},
	"llvm.ctlz":           {{arity: 1, drop: -1, appends: []string{"false"}}},
	"llvm.cttz":           {{arity: 1, drop: -1, appends: []string{"false"}}},
	"llvm.objectsize": {
		{arity: 2, drop: -1, appends: []string{"false", "false"}},
		{arity: 3, drop: -1, appends: []string{"false"}},
	},
	"llvm.ptr.annotation": {{arity: 4, drop: -1, appends: []string{"null"}}},
}

// argsUpgradeOf returns the upgrade that applies to f, a function named as
// intrinsic it, or nil.
func argsUpgradeOf(it *Intrinsic, f *Function) *argsUpgrade {
	for i, up := range argsUpgrades[it.Name] {
		if len(f.Params) == up.arity && !f.Sig.VarArg {
			return &argsUpgrades[it.Name][i]
		}
	}
	return nil
}

// upgradedType returns the function type of the current form.
func (u *intrinsicUpgrader) upgradedType(up *argsUpgrade, ft *FuncType) *FuncType {
	var ps []Type
	for i, t := range ft.Params {
		if i != up.drop {
			ps = append(ps, t)
		}
	}
	for _, a := range up.appends {
		if a == "null" {
			ps = append(ps, u.m.PtrType(0))
		} else {
			ps = append(ps, u.m.IntType(1))
		}
	}
	return u.m.FuncType(ft.Ret, ps, false)
}

// upgradeArgs rewrites the calls of f, an older form of it, into calls of
// the current form, and reports whether it did. As in LLVM, each call keeps
// its own arguments (its function type decides the new overload), the
// current declaration for f's own type is made even when nothing calls it,
// and f is erased once no call is left; a call whose dropped argument is not
// a constant stays as it is.
func (u *intrinsicUpgrader) upgradeArgs(f *Function, it *Intrinsic, up *argsUpgrade) bool {
	newDecl := func(old *FuncType) *Function {
		ft := u.upgradedType(up, old)
		tys, ok := u.m.intrinsicTypes(it, ft)
		if !ok {
			return nil
		}
		name, ok := mangledIntrinsicName(it, tys)
		if !ok {
			return nil
		}
		return u.declaration(it, name, ft)
	}
	u.index()
	if u.names[f.Name] == f {
		delete(u.names, f.Name) // LLVM renames the old declaration away
	}
	did := newDecl(f.Sig) != nil
	left := 0
	for _, in := range u.calls[f] {
		ft := in.Call.FnType
		nf := (*Function)(nil)
		if len(ft.Params) == up.arity && !ft.VarArg && len(in.Ops) == up.arity+1 {
			if _, ok := constInt(in.Ops[1+up.drop]); up.drop < 0 || ok {
				nf = newDecl(ft)
			}
		}
		if nf == nil {
			left++
			continue
		}
		u.rewriteArgs(in, up, nf)
		did = true
	}
	if !did {
		u.names[f.Name] = f
		return false
	}
	if left == 0 {
		u.erase(f)
	}
	return true
}

func (u *intrinsicUpgrader) rewriteArgs(in *Instruction, up *argsUpgrade, nf *Function) {
	args := in.Ops[1:]
	var align uint64
	if up.drop >= 0 {
		align = args[up.drop].(*ConstInt).Val
	}
	ops := []Value{nf}
	var pattrs []AttrSet
	for i, a := range args {
		if i == up.drop {
			continue
		}
		ops = append(ops, a)
		var s AttrSet
		if i < len(in.Call.ParamAttrs) {
			s = in.Call.ParamAttrs[i]
		}
		for _, j := range up.alignTo {
			if j == i && align != 0 && align&(align-1) == 0 {
				s.Attrs = append(s.Attrs, Attr{Kind: "align", Int: align, HasInt: true})
				canonAttrs(&s)
			}
		}
		pattrs = append(pattrs, s)
	}
	for _, a := range up.appends {
		if a == "null" {
			ops = append(ops, &ConstNull{Typ: u.m.PtrType(0)})
		} else {
			ops = append(ops, &ConstInt{Typ: u.m.IntType(1)})
		}
		pattrs = append(pattrs, AttrSet{})
	}
	empty := true
	for _, s := range pattrs {
		if !s.Empty() {
			empty = false
		}
	}
	if empty {
		pattrs = nil
	}
	in.Ops = ops
	in.Call.FnType = nf.Sig
	in.Call.ParamAttrs = pattrs
}

// upgradeRenamed retargets the calls of a renamed intrinsic to its
// successor and reports whether f was one.
func (u *intrinsicUpgrader) upgradeRenamed(f *Function) bool {
	base, ok := renamedIntrinsic(f.Name)
	if !ok {
		return false
	}
	it := LookupIntrinsic(base)
	if it == nil {
		return false
	}
	tys, ok := u.m.intrinsicTypes(it, f.Sig)
	if !ok {
		return false
	}
	name, ok := mangledIntrinsicName(it, tys)
	if !ok {
		return false
	}
	nf := u.declaration(it, name, f.Sig)
	for _, in := range u.calls[f] {
		if in.Call.FnType == f.Sig {
			in.Ops[0] = nf
		}
	}
	u.erase(f)
	return true
}

// upgradeLifetime rewrites llvm.lifetime.start/end with the older
// (size, ptr) parameters: a call on an alloca becomes a call of the current
// form (ptr only), any other call disappears. As llvm-as-22 leaves it, the
// old declaration stays behind, moved to the end of the module, as a
// declaration of the size parameter alone named by its type
// (@llvm.lifetime.start.i64(i64)), without attributes.
func (u *intrinsicUpgrader) upgradeLifetime(f *Function, it *Intrinsic) bool {
	if len(f.Params) != 2 || f.Sig.VarArg || f.Sig.Ret != Void || f.Blocks != nil {
		return false
	}
	size, ok := f.Params[0].Typ.(*IntType)
	if !ok {
		return false
	}
	if _, ok := f.Params[1].Typ.(*PointerType); !ok {
		return false
	}
	u.index()
	if u.names[f.Name] == f {
		delete(u.names, f.Name)
	}
	u.erase(f)
	old := &Function{Decl: true, Sig: u.m.FuncType(Void, []Type{size}, false), CC: f.CC}
	old.Name = it.Name + "." + string(appendMangledType(nil, size, &mangleState{}))
	old.Typ = f.Typ
	old.Params = []*Param{{Typ: size, Parent: old}}
	u.m.Funcs = append(u.m.Funcs, old)
	u.names[old.Name] = old
	var nf *Function
	for _, in := range u.calls[f] {
		if in.Call.FnType != f.Sig || len(in.Ops) != 3 {
			continue
		}
		ptr := stripCasts(in.Ops[2])
		if !isAlloca(ptr) {
			u.removeInst(in)
			continue
		}
		if nf == nil {
			ft := u.m.FuncType(Void, []Type{ptr.Type()}, false)
			tys, ok := u.m.intrinsicTypes(it, ft)
			name, ok2 := mangledIntrinsicName(it, tys)
			if !ok || !ok2 {
				return true
			}
			nf = u.declaration(it, name, ft)
		}
		var pa []AttrSet
		if len(in.Call.ParamAttrs) == 2 && !in.Call.ParamAttrs[1].Empty() {
			pa = in.Call.ParamAttrs[1:]
		}
		in.Ops = []Value{nf, ptr}
		in.Call.FnType = nf.Sig
		in.Call.ParamAttrs = pa
	}
	return true
}

func isOldLifetime(it *Intrinsic, f *Function) bool {
	return (it.Name == "llvm.lifetime.start" || it.Name == "llvm.lifetime.end") && len(f.Params) == 2
}

// removeInst deletes in from its block.
func (u *intrinsicUpgrader) removeInst(in *Instruction) {
	b := in.Parent
	if b == nil {
		return
	}
	for i, x := range b.Insts {
		if x == in {
			b.Insts = append(b.Insts[:i], b.Insts[i+1:]...)
			return
		}
	}
}

// expandedIntrinsics are intrinsics still in LLVM 22's table whose calls
// llvm-as-22 nevertheless expands into plain instructions (x86 mask
// broadcasts: zext, insertelement, shufflevector); their declarations
// disappear. Ferry erases the declarations that nothing calls and keeps the
// calls as they are.
var expandedIntrinsics = map[string]bool{
	"llvm.x86.avx512.broadcastmw.128": true, "llvm.x86.avx512.broadcastmw.256": true, "llvm.x86.avx512.broadcastmw.512": true,
	"llvm.x86.avx512.broadcastmb.128": true, "llvm.x86.avx512.broadcastmb.256": true, "llvm.x86.avx512.broadcastmb.512": true,
}

// eraseUnusedExpanded erases f, an unused declaration of an expanded
// intrinsic, and reports whether it did.
func (u *intrinsicUpgrader) eraseUnusedExpanded(f *Function) bool {
	if !expandedIntrinsics[f.Name] || f.Blocks != nil || len(u.calls[f]) > 0 {
		return false
	}
	u.erase(f)
	return true
}

// isOldSplice reports whether f is the older vector.splice (also under its
// experimental name), whose index is negative to take from the end.
func isOldSplice(f *Function) bool {
	for _, p := range []string{"llvm.experimental.vector.splice.", "llvm.vector.splice."} {
		if strings.HasPrefix(f.Name, p) && LookupIntrinsic(f.Name) == nil {
			return len(f.Params) == 3 && !f.Sig.VarArg
		}
	}
	return false
}

// upgradeSplice replaces each call of an older vector.splice by a new,
// unnamed call of vector.splice.left (index >= 0) or vector.splice.right
// (the negated index), without the old call's attributes and metadata but
// its location; the calls are visited last first, as LLVM walks the uses,
// and the old declaration disappears.
func (u *intrinsicUpgrader) upgradeSplice(f *Function) bool {
	left, right := LookupIntrinsic("llvm.vector.splice.left"), LookupIntrinsic("llvm.vector.splice.right")
	if left == nil || right == nil {
		return false
	}
	calls := u.calls[f]
	kept := 0
	for i := len(calls) - 1; i >= 0; i-- {
		in := calls[i]
		c, ok := in.Ops[len(in.Ops)-1].(*ConstInt)
		if in.Call.FnType != f.Sig || len(in.Ops) != 4 || !ok || c.Big != nil {
			kept++
			continue
		}
		it, idx := left, c.Val
		bits := c.Typ.Bits
		if neg := bits < 64 && c.Val>>(bits-1)&1 == 1 || bits == 64 && int64(c.Val) < 0; neg {
			it = right
			idx = -c.Val
			if bits < 64 {
				idx &= 1<<bits - 1
			}
		}
		tys, ok := u.m.intrinsicTypes(it, f.Sig)
		name, ok2 := mangledIntrinsicName(it, tys)
		if !ok || !ok2 {
			kept++
			continue
		}
		nf := u.declaration(it, name, f.Sig)
		replaceCall(in, nf, []Value{in.Ops[1], in.Ops[2], &ConstInt{Typ: c.Typ, Val: idx}})
	}
	if kept == 0 {
		u.erase(f)
	}
	return true
}

// replaceCall makes in the new call LLVM's upgrade builds in its place: a
// call of nf with args, unnamed, without the old call's attributes, flags
// and metadata but its location.
func replaceCall(in *Instruction, nf *Function, args []Value) {
	in.Ops = append([]Value{nf}, args...)
	in.Call = &CallInfo{FnType: nf.Sig}
	in.Flags = 0
	in.Name = ""
	var md []MDAttachment
	for _, a := range in.MD {
		if a.Kind == "dbg" {
			md = append(md, a)
		}
	}
	in.MD = md
}

// recalledIntrinsics map retired intrinsics (exact names) whose calls
// llvm-as-22 replaces by new calls of a generic intrinsic of the same
// function type (x86 square roots): unlike a rename, the calls lose their
// names and attributes, and an unused declaration disappears.
var recalledIntrinsics = map[string]string{
	"llvm.x86.sse.sqrt.ps":     "llvm.sqrt",
	"llvm.x86.sse2.sqrt.pd":    "llvm.sqrt",
	"llvm.x86.avx.sqrt.ps.256": "llvm.sqrt",
	"llvm.x86.avx.sqrt.pd.256": "llvm.sqrt",
}

// upgradeRecalled does so for f and reports whether f was one.
func (u *intrinsicUpgrader) upgradeRecalled(f *Function) bool {
	base, ok := recalledIntrinsics[f.Name]
	if !ok {
		return false
	}
	it := LookupIntrinsic(base)
	if it == nil {
		return false
	}
	tys, ok := u.m.intrinsicTypes(it, f.Sig)
	name, ok2 := mangledIntrinsicName(it, tys)
	if !ok || !ok2 {
		return false
	}
	calls := u.calls[f]
	kept := 0
	for i := len(calls) - 1; i >= 0; i-- {
		in := calls[i]
		if in.Call.FnType != f.Sig {
			kept++
			continue
		}
		replaceCall(in, u.declaration(it, name, f.Sig), slices.Clone(in.Ops[1:]))
	}
	if kept == 0 {
		u.erase(f)
	}
	return true
}
