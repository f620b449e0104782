package llvmir

// intrinsicCall checks a direct call, invoke or callbr of an intrinsic as
// Verifier::visitIntrinsicCall and visitCallBase do: the callee's function
// type must match the intrinsic's signature in LLVM's table, and ImmArg
// parameters (from the table, or immarg on the declaration or the call) take
// integer or floating-point constants. A call whose function type differs
// from the callee's has no called function for LLVM: usesOfIntrinsics
// reports it.
func (v *verifier) intrinsicCall(f *Function, in *Instruction) error {
	if msg := callSiteImmArg(in); msg != "" {
		return v.errAt(in.off, "%s", msg)
	}
	callee, ok := in.Ops[0].(*Function)
	if !ok || !hasReservedName(callee.Name) {
		return nil
	}
	if in.Op != OpCall {
		if msg := intrinsicTerminator(in, callee); msg != "" {
			return v.errAt(in.off, "%s", msg)
		}
	}
	if callee.Sig != in.Call.FnType {
		return nil
	}
	args := in.Ops[1:]
	immOK := func(i int) bool {
		if i >= len(args) {
			return true
		}
		switch args[i].(type) {
		case *ConstInt, *ConstFP:
			return true
		}
		return false
	}
	// visitCallBase checks immarg operands before visitIntrinsicCall checks
	// the signature
	it := LookupIntrinsic(callee.Name)
	for i := range args {
		imm := i < len(callee.Params) && callee.Params[i].Attrs.Has("immarg") ||
			i < len(in.Call.ParamAttrs) && in.Call.ParamAttrs[i].Has("immarg")
		if imm && !immOK(i) {
			return v.errAt(in.off, "immarg operand has non-immediate parameter")
		}
	}
	if it == nil {
		return nil
	}
	msg, ok := v.intrinsicMsgs[callee]
	if !ok { // a callee outside m.Funcs (a module built by hand)
		msg = v.m.matchIntrinsic(it, callee.Sig)
	}
	if msg != "" {
		return v.errAt(in.off, "%s", msg)
	}
	// a declaration that matches the signature has the table's immarg
	// attributes (upgradeIntrinsics gave them); a module built by hand may
	// lack them
	for _, i := range it.ImmArgs() {
		if !immOK(i) {
			return v.errAt(in.off, "immarg operand has non-immediate parameter")
		}
	}
	if it.Name == "llvm.va_start" && !f.Sig.VarArg {
		return v.errAt(in.off, "va_start called in a non-varargs function")
	}
	if r := intrinsicRuleFor(it); r != nil {
		if msg := r(v, f, in, args); msg != "" {
			return v.errAt(in.off, "%s", msg)
		}
	}
	return nil
}

// matchIntrinsics matches the signature of every declared intrinsic once
// (intrinsicCall reads the verdicts, on several goroutines).
func (v *verifier) matchIntrinsics(m *Module) {
	for _, f := range m.Funcs {
		if !hasReservedName(f.Name) {
			continue
		}
		if it := LookupIntrinsic(f.Name); it != nil {
			if v.intrinsicMsgs == nil {
				v.intrinsicMsgs = map[*Function]string{}
			}
			v.intrinsicMsgs[f] = v.m.matchIntrinsic(it, f.Sig)
		}
	}
}

// usesOfIntrinsics checks, as Verifier::visitFunction does for a function
// whose name starts with "llvm.", that such functions are only called
// directly with their own function type: any other use (an operand, an
// initializer, a call through another function type) is reported at the user.
func (v *verifier) usesOfIntrinsics(m *Module) error {
	any := false
	for _, f := range m.Funcs {
		if hasReservedName(f.Name) {
			any = true
			break
		}
	}
	if !any {
		return nil
	}
	seen := map[Constant]bool{}
	var refers func(c Constant) bool
	refers = func(c Constant) bool {
		if f, ok := c.(*Function); ok {
			return hasReservedName(f.Name)
		}
		sub := constOperands(c)
		if sub == nil {
			return false
		}
		if seen[c] {
			return false
		}
		seen[c] = true
		for _, s := range sub {
			if refers(s) {
				return true
			}
		}
		return false
	}
	refersV := func(x Value) bool {
		c, ok := x.(Constant)
		return ok && refers(c)
	}
	const msg = "Invalid user of intrinsic instruction!"
	for _, f := range m.Funcs {
		for _, c := range []Constant{f.Personality, f.Prefix, f.Prologue} {
			if c != nil && refers(c) {
				return v.errAt(f.off, msg)
			}
		}
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				for i, op := range in.Ops {
					if i == 0 && in.Call != nil {
						if callee, ok := op.(*Function); ok && (callee.Sig == in.Call.FnType || callee.autoDecl) {
							continue
						}
					}
					if refersV(op) {
						return v.errAt(in.off, msg)
					}
				}
				if in.Call == nil {
					continue
				}
				for _, bu := range in.Call.Bundles {
					if bu.Tag == "clang.arc.attachedcall" {
						continue
					}
					for _, x := range bu.Inputs {
						if refersV(x) {
							return v.errAt(in.off, msg)
						}
					}
				}
			}
		}
	}
	for _, g := range m.Globals {
		if g.Init != nil && refers(g.Init) {
			return v.errAt(g.off, msg)
		}
	}
	for _, a := range m.Aliases {
		if a.Aliasee != nil && refers(a.Aliasee) {
			return v.errAt(a.off, msg)
		}
	}
	for _, r := range m.IFuncs {
		if r.Resolver != nil && refers(r.Resolver) {
			return v.errAt(r.off, msg)
		}
	}
	return nil
}

// callSiteImmArg checks immarg written on a call's arguments as
// Verifier::visitCallBase does: only calls of llvm.* functions may have it,
// and only where the declaration has it too.
func callSiteImmArg(in *Instruction) string {
	for i := range in.Call.ParamAttrs {
		s := &in.Call.ParamAttrs[i]
		if len(s.Attrs) == 0 || !s.Has("immarg") {
			continue
		}
		callee, direct := in.Ops[0].(*Function)
		if !direct || !hasReservedName(callee.Name) {
			return "immarg attribute only applies to intrinsics"
		}
		if i >= len(callee.Params) || !callee.Params[i].Attrs.Has("immarg") {
			return "immarg may not apply only to call sites"
		}
	}
	return ""
}
