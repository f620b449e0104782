package llvmir

import "strconv"

// The module LLVM's parser builds differs from the text in the intrinsic
// declarations: at the end of the module (LLParser::validateEndOfModule) it
// declares the intrinsics that were called but never declared, one
// declaration per overload (named by its mangled name), then runs
// AutoUpgrade over every function (UpgradeCallsToIntrinsic): retired or
// renamed intrinsics become their successors, names whose type suffixes do
// not match the declaration's type are remangled (a declaration of the right
// name is found or appended, its calls retargeted and the old one erased), and
// every intrinsic declaration whose type matches its signature gets exactly
// the attributes of LLVM's intrinsic table. upgradeIntrinsics does the same
// to the parsed module before it is verified, so that the printer (and the
// importer) see that module.
//
// Modules without llvm.* functions pay one pass over the function list.

type intrinsicUpgrader struct {
	m *Module
	// unique are the names made up for overloads on unnamed struct types,
	// by intrinsic and function type, and the next number per intrinsic
	unique   map[uniqueKey]string
	nextUniq map[string]int
	// names maps every global name to its value, built on first need
	names map[string]Value
	// calls lists, per function whose calls are retargeted, the calls,
	// invokes and callbrs that name it as callee, in source order
	calls  map[*Function][]*Instruction
	erased map[*Function]bool
}

// upgradeIntrinsics applies LLVM 22's parser-time intrinsic upgrades to p.m.
func (p *parser) upgradeIntrinsics() {
	m := p.m
	var work []*Function // functions whose calls are retargeted
	for _, f := range m.Funcs {
		if !hasReservedName(f.Name) {
			continue
		}
		if f.autoDecl {
			work = append(work, f)
			continue
		}
		if _, ok := renamedIntrinsic(f.Name); ok {
			work = append(work, f)
			continue
		}
		if expandedIntrinsics[f.Name] || isOldSplice(f) || recalledIntrinsics[f.Name] != "" {
			work = append(work, f)
			continue
		}
		it := LookupIntrinsic(f.Name)
		if it == nil {
			continue
		}
		if argsUpgradeOf(it, f) != nil || isOldLifetime(it, f) || hasNamedStructResult(f) {
			work = append(work, f)
			continue
		}
		tys, ok := m.intrinsicTypes(it, f.Sig)
		if !ok {
			continue
		}
		if want, ok := mangledIntrinsicName(it, tys); ok && want != f.Name {
			work = append(work, f)
		}
	}
	u := &intrinsicUpgrader{m: m}
	if len(work) > 0 {
		u.collectCalls(work)
	}
	// the parser's own declarations (validateEndOfModule) come first, in
	// name order (declareIntrinsics appended them so); one its calls do not
	// match (an old signature) is upgraded there and then, so its new
	// declaration takes its place in that order, before the later names'
	for _, f := range work {
		if f.autoDecl {
			u.declareForCalls(f)
			if !u.erased[f] {
				u.upgrade(f)
			}
		}
	}
	for i := 0; i < len(m.Funcs); i++ {
		f := m.Funcs[i]
		if !hasReservedName(f.Name) || u.erased[f] {
			continue
		}
		u.upgrade(f)
	}
	if len(u.erased) > 0 {
		k := 0
		for _, f := range m.Funcs {
			if !u.erased[f] {
				m.Funcs[k] = f
				k++
			}
		}
		clear(m.Funcs[k:])
		m.Funcs = m.Funcs[:k]
	}
}

// collectCalls finds the calls of the functions in work.
func (u *intrinsicUpgrader) collectCalls(work []*Function) {
	u.calls = make(map[*Function][]*Instruction, len(work))
	for _, f := range work {
		u.calls[f] = nil
	}
	for _, f := range u.m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if in.Call == nil || len(in.Ops) == 0 {
					continue
				}
				if callee, ok := in.Ops[0].(*Function); ok {
					if l, ok := u.calls[callee]; ok {
						u.calls[callee] = append(l, in)
					}
				}
			}
		}
	}
}

func (u *intrinsicUpgrader) erase(f *Function) {
	if u.erased == nil {
		u.erased = map[*Function]bool{}
	}
	u.erased[f] = true
	if u.names != nil && u.names[f.Name] == f {
		delete(u.names, f.Name)
	}
}

func (u *intrinsicUpgrader) index() {
	if u.names != nil {
		return
	}
	m := u.m
	u.names = make(map[string]Value, len(m.Funcs)+len(m.Globals))
	for _, g := range m.Globals {
		u.names[g.Name] = g
	}
	for _, a := range m.Aliases {
		u.names[a.Name] = a
	}
	for _, r := range m.IFuncs {
		u.names[r.Name] = r
	}
	for _, f := range m.Funcs {
		if !u.erased[f] {
			u.names[f.Name] = f
		}
	}
}

// declaration returns the function named name of type ft, appending a new
// declaration of it when there is none (Intrinsic::getOrInsertDeclaration).
func (u *intrinsicUpgrader) declaration(it *Intrinsic, name string, ft *FuncType) *Function {
	u.index()
	if f, ok := u.names[name].(*Function); ok {
		return f
	}
	m := u.m
	f := &Function{Decl: true, Sig: ft}
	f.Name = name
	f.Typ = m.PtrType(0)
	for i, t := range ft.Params {
		f.Params = append(f.Params, &Param{Typ: t, Parent: f, Index: i})
	}
	setIntrinsicAttrs(f, it)
	m.Funcs = append(m.Funcs, f)
	u.names[name] = f
	return f
}

// declareForCalls replaces a declaration the parser made for an undeclared
// intrinsic by one declaration per overload its calls use, made in the
// order LLParser walks the uses: the last call first.
func (u *intrinsicUpgrader) declareForCalls(f *Function) {
	it := LookupIntrinsic(f.Name)
	calls := u.calls[f]
	if it == nil {
		return
	}
	u.index()
	u.erase(f)
	kept := false
	for i := len(calls) - 1; i >= 0; i-- {
		in := calls[i]
		ft := in.Call.FnType
		tys, ok := u.m.intrinsicTypes(it, ft)
		var name string
		if ok {
			var unnamed bool
			name, unnamed, ok = mangledName(it, tys)
			if ok && unnamed {
				name = u.uniqueName(it, name, ft)
			}
		}
		if !ok {
			// the parser has reported a mismatch; an unnamed struct type
			// keeps the parser's declaration
			kept = true
			continue
		}
		nf := u.declaration(it, name, ft)
		in.Ops[0] = nf
		// the new declaration's calls, for the upgrades that follow (in
		// reverse order; each call is upgraded on its own)
		u.calls[nf] = append(u.calls[nf], in)
	}
	if kept {
		delete(u.erased, f)
		u.names[f.Name] = f
	}
}

// upgrade is UpgradeIntrinsicFunction followed by UpgradeCallsToIntrinsic for
// one declared llvm.* function.
func (u *intrinsicUpgrader) upgrade(f *Function) {
	if u.upgradeRenamed(f) || u.eraseUnusedExpanded(f) || isOldSplice(f) && u.upgradeSplice(f) || u.upgradeRecalled(f) {
		return
	}
	it := LookupIntrinsic(f.Name)
	if it == nil {
		return
	}
	if up := argsUpgradeOf(it, f); up != nil && f.Blocks == nil && u.upgradeArgs(f, it, up) {
		return
	}
	if isOldLifetime(it, f) && u.upgradeLifetime(f, it) {
		return
	}
	if hasNamedStructResult(f) && u.upgradeStructReturn(f, it) {
		return
	}
	tys, ok := u.m.intrinsicTypes(it, f.Sig)
	if !ok {
		return
	}
	want, ok := mangledIntrinsicName(it, tys)
	if !ok || want == f.Name {
		setIntrinsicAttrs(f, it)
		return
	}
	// remangle: reuse a function of that name and type, or move whatever
	// holds the name aside (name.renamed) and declare a new one
	u.index()
	var nf *Function
	if old, ok := u.names[want].(*Function); ok && old.Sig == f.Sig {
		nf = old
	} else {
		if old := u.names[want]; old != nil {
			h := Header(old)
			h.Name = want + ".renamed"
			delete(u.names, want)
			u.names[h.Name] = old
		}
		nf = u.declaration(it, want, f.Sig)
	}
	nf.CC = f.CC
	calls := u.calls[f]
	for _, in := range calls {
		if in.Call.FnType == nf.Sig {
			in.Ops[0] = nf
		}
	}
	if f.Blocks == nil {
		u.erase(f)
	}
}

// intrinsicAttrsReplaced reports whether f, just parsed, is an intrinsic
// declaration whose written attributes llvm-as-22 replaces by the
// intrinsic's own (or drops with the declaration, upgraded away) before its
// verifier sees them: the verifier's attribute checks do not apply to them.
func (m *Module) intrinsicAttrsReplaced(f *Function) bool {
	if !hasReservedName(f.Name) {
		return false
	}
	if _, ok := renamedIntrinsic(f.Name); ok || recalledIntrinsics[f.Name] != "" || isOldSplice(f) {
		return true
	}
	if _, ok := dbgIntrinsicKinds[f.Name]; ok {
		return true
	}
	it := LookupIntrinsic(f.Name)
	if it == nil {
		return false
	}
	if argsUpgradeOf(it, f) != nil || isOldLifetime(it, f) {
		return true
	}
	_, ok := m.intrinsicTypes(it, f.Sig)
	return ok
}

type uniqueKey struct {
	name string
	ft   *FuncType
}

// uniqueName names an overload of it on an unnamed struct type as LLVM's
// Module::getUniqueIntrinsicName does: the mangled name, a '.' and the
// first number from the intrinsic's counter that names nothing yet; the
// same function type gets the same name.
func (u *intrinsicUpgrader) uniqueName(it *Intrinsic, base string, ft *FuncType) string {
	k := uniqueKey{it.Name, ft}
	if n, ok := u.unique[k]; ok {
		return n
	}
	if u.unique == nil {
		u.unique, u.nextUniq = map[uniqueKey]string{}, map[string]int{}
	}
	u.index()
	for n := u.nextUniq[it.Name]; ; n++ {
		name := base + "." + strconv.Itoa(n)
		if u.names[name] == nil {
			u.nextUniq[it.Name] = n + 1
			u.unique[k] = name
			return name
		}
	}
}

// hasNamedStructResult reports whether f returns a named or packed struct.
func hasNamedStructResult(f *Function) bool {
	st, ok := f.Sig.Ret.(*StructType)
	return ok && (st.Name != "" || st.Numbered || st.Packed)
}
