package llvmir

// mustTail checks the musttail call in, the i-th instruction of b in f, as
// LLVM's verifier does (LangRef, "call" instruction: musttail): the caller and
// callee agree on varargs, return type and calling convention; the call is
// followed by a ret, optionally through a bitcast of the call, that returns the
// call's result (or nothing, or undef); the prototypes and the ABI-impacting
// parameter attributes match, except for tailcc and swifttailcc, which instead
// forbid some attributes and varargs. The first failing rule is reported, in
// llvm-as-22's order and words.
func (v *verifier) mustTail(f *Function, b *Block, i int, in *Instruction) error {
	if _, asm := in.Ops[0].(*InlineAsm); asm {
		return v.errAt(in.off, "cannot use musttail call with inline asm")
	}
	caller, callee := f.Sig, in.Call.FnType
	switch {
	case caller.VarArg != callee.VarArg:
		return v.errAt(in.off, "cannot guarantee tail call due to mismatched varargs")
	case caller.Ret != callee.Ret:
		return v.errAt(in.off, "cannot guarantee tail call due to mismatched return types")
	case f.CC != in.Call.CC:
		return v.errAt(in.off, "cannot guarantee tail call due to mismatched calling conv")
	}
	var result Value = in
	next := instAt(b, i+1)
	if next != nil && next.Op == OpBitCast {
		if len(next.Ops) != 1 || next.Ops[0] != result {
			return v.errAt(next.off, "bitcast following musttail call must use the call")
		}
		result, next = next, instAt(b, i+2)
	}
	if next == nil || next.Op != OpRet {
		return v.errAt(in.off, "musttail call must precede a ret with an optional bitcast")
	}
	if len(next.Ops) == 1 {
		switch r := next.Ops[0].(type) {
		case *ConstUndef, *ConstPoison:
		default:
			if r != result {
				return v.errAt(next.off, "musttail call result must be returned")
			}
		}
	}

	if cc := in.Call.CC; cc == TailCC || cc == swiftTailCC {
		name := "tailcc"
		if cc == swiftTailCC {
			name = "swifttailcc"
		}
		for _, p := range f.Params {
			if err := v.tailCCAttrs(in, p.Attrs, name+" musttail caller"); err != nil {
				return err
			}
		}
		for k := range callee.Params {
			if err := v.tailCCAttrs(in, paramAttrs(in.Call, k), name+" musttail callee"); err != nil {
				return err
			}
		}
		if caller.VarArg {
			return v.errAt(in.off, "cannot guarantee %s tail call for varargs function", name)
		}
		return nil
	}
	if len(caller.Params) != len(callee.Params) {
		return v.errAt(in.off, "cannot guarantee tail call due to mismatched parameter counts")
	}
	for k := range caller.Params {
		if caller.Params[k] != callee.Params[k] {
			return v.errAt(in.off, "cannot guarantee tail call due to mismatched parameter types")
		}
	}
	for k, p := range f.Params {
		if !sameABIAttrs(p.Attrs, paramAttrs(in.Call, k)) {
			return v.errAt(in.off, "cannot guarantee tail call due to mismatched ABI impacting function attributes")
		}
	}
	return nil
}

// swiftTailCC is the swifttailcc calling convention.
const swiftTailCC CallingConv = 20

// instAt is b's i-th instruction, or nil past the end.
func instAt(b *Block, i int) *Instruction {
	if i < len(b.Insts) {
		return b.Insts[i]
	}
	return nil
}

// paramAttrs is the attribute set of a call's k-th argument (empty when absent).
func paramAttrs(c *CallInfo, k int) AttrSet {
	if k < len(c.ParamAttrs) {
		return c.ParamAttrs[k]
	}
	return AttrSet{}
}

// abiAttrs are the parameter attributes that change how an argument is passed
// (LLVM's getParameterABIAttributes); align counts only beside byval or byref.
var abiAttrs = []string{"sret", "byval", "inalloca", "inreg", "stackalignment",
	"swiftself", "swiftasync", "swifterror", "preallocated", "byref"}

// sameABIAttrs reports whether a and b carry the same ABI-impacting attributes,
// with the same values.
func sameABIAttrs(a, b AttrSet) bool {
	kinds := abiAttrs
	if a.Get("byval") != nil || a.Get("byref") != nil || b.Get("byval") != nil || b.Get("byref") != nil {
		kinds = append(kinds[:len(kinds):len(kinds)], "align")
	}
	for _, k := range kinds {
		x, y := a.Get(k), b.Get(k)
		if (x == nil) != (y == nil) {
			return false
		}
		if x != nil && (x.Type != y.Type || x.Int != y.Int || x.HasInt != y.HasInt) {
			return false
		}
	}
	return true
}

// tailCCAttrs rejects the ABI attributes that tailcc and swifttailcc musttail
// calls cannot pass (where names the caller or callee side, for the message).
func (v *verifier) tailCCAttrs(in *Instruction, s AttrSet, where string) error {
	for _, k := range []string{"inalloca", "inreg", "swifterror", "preallocated", "byref"} {
		if s.Get(k) != nil {
			return v.errAt(in.off, "%s attribute not allowed in %s", k, where)
		}
	}
	return nil
}
