package llvmir

import (
	"slices"
	"strconv"
	"strings"
)

// The rules of Verifier::verifyFunctionAttrs and verifyParameterAttrs that
// Ferry checks on the attribute list of a function (declaration or
// definition) and on that of a call site, which the verifier checks on its
// own (the call site's list, not merged with the callee's). Each returns the
// verifier's message for the first broken rule, or "".

// attrList is one attribute list: each parameter's (by position, with the
// parameter types) and the function's. (The return value's attributes are
// checked by type as they are parsed.)
type attrList struct {
	params    []AttrSet
	types     []Type
	fn        AttrSet
	intrinsic bool // the function (callee) is an intrinsic
	inlineAsm bool // the callee is inline asm
}

// attrListMsg returns the first message of verifyFunctionAttrs for l, the
// parameter rules in parameter order first, then the function's.
func (v *verifier) attrListMsg(l attrList) string {
	var sawNest, sawReturned, sawSRet, sawSelf, sawAsync, sawError bool
	for i, s := range l.params {
		if len(s.Attrs) == 0 {
			continue
		}
		if !l.intrinsic {
			if s.Has("immarg") {
				return "immarg attribute only applies to intrinsics"
			}
			if !l.inlineAsm && s.Has("elementtype") {
				return "Attribute 'elementtype' can only be applied to intrinsics and inline asm."
			}
		}
		if msg := paramAttrsMsg(s, l.types[i]); msg != "" {
			return msg
		}
		type once struct {
			kind string
			seen *bool
			msg  string
		}
		for _, o := range [...]once{
			{"nest", &sawNest, "More than one parameter has attribute nest!"},
			{"returned", &sawReturned, "More than one parameter has attribute returned!"},
			{"sret", &sawSRet, "Cannot have multiple 'sret' parameters!"},
			{"swiftself", &sawSelf, "Cannot have multiple 'swiftself' parameters!"},
			{"swiftasync", &sawAsync, "Cannot have multiple 'swiftasync' parameters!"},
			{"swifterror", &sawError, "Cannot have multiple 'swifterror' parameters!"},
		} {
			if !s.Has(o.kind) {
				continue
			}
			if *o.seen {
				return o.msg
			}
			*o.seen = true
			if o.kind == "sret" && i > 1 {
				return "Attribute 'sret' is not on first or second parameter!"
			}
		}
		if s.Has("inalloca") && i != len(l.params)-1 {
			return "inalloca isn't on the last parameter!"
		}
	}
	has := func(k string) bool { return v.m.HasAttr(l.fn, k) }
	if len(l.fn.Attrs) == 0 && len(l.fn.Groups) == 0 {
		return ""
	}
	if a := v.fnAttr(l.fn, "memory"); a != nil && argMemAccess(a.Args)&2 == 0 {
		for _, s := range l.params {
			if s.Has("writable") {
				return "Attribute writable and memory without argmem: write are incompatible!"
			}
		}
	}
	if has("noinline") && has("alwaysinline") {
		return "Attributes 'noinline and alwaysinline' are incompatible!"
	}
	if a := v.fnAttr(l.fn, "allocsize"); a != nil && a.HasArgs {
		for k, part := range strings.Split(a.Args, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(part))
			if err != nil {
				break
			}
			what := [2]string{"element size", "number of elements"}[min(k, 1)]
			if n >= len(l.types) {
				return "'allocsize' " + what + " argument is out of bounds"
			}
			if _, ok := l.types[n].(*IntType); !ok {
				return "'allocsize' " + what + " argument must refer to an integer parameter"
			}
		}
	}
	return ""
}

// fnAttr returns the attribute kind of a function attribute set, inline or
// from its groups.
func (v *verifier) fnAttr(s AttrSet, kind string) *Attr {
	if a := s.Get(kind); a != nil {
		return a
	}
	for _, id := range s.Groups {
		if g := v.m.AttrGroup(id); g != nil {
			if a := g.Attrs.Get(kind); a != nil {
				return a
			}
		}
	}
	return nil
}

// paramAttrsMsg is verifyParameterAttrs for the inline attributes s of a
// value of type t, after the checks the parser makes (placement and type
// compatibility): the exclusive groups, the incompatible pairs and the sized
// types of byval, byref, inalloca and preallocated.
func paramAttrsMsg(s AttrSet, t Type) string {
	if s.Has("immarg") {
		for _, a := range s.Attrs {
			if a.Kind != "immarg" && a.Kind != "range" {
				return "Attribute 'immarg' is incompatible with other attributes except the 'range' attribute"
			}
		}
	}
	n := 0
	for _, k := range [...]string{"byval", "inalloca", "preallocated", "nest", "byref"} {
		if s.Has(k) {
			n++
		}
	}
	if s.Has("sret") || s.Has("inreg") {
		n++
	}
	if n > 1 {
		return "Attributes 'byval', 'inalloca', 'preallocated', 'inreg', 'nest', 'byref', and 'sret' are incompatible!"
	}
	for _, pair := range [...][3]string{
		{"inalloca", "readonly", "Attributes 'inalloca and readonly' are incompatible!"},
		{"sret", "returned", "Attributes 'sret and returned' are incompatible!"},
		{"zeroext", "signext", "Attributes 'zeroext and signext' are incompatible!"},
		{"readnone", "readonly", "Attributes 'readnone and readonly' are incompatible!"},
		{"readnone", "writeonly", "Attributes 'readnone and writeonly' are incompatible!"},
		{"readonly", "writeonly", "Attributes 'readonly and writeonly' are incompatible!"},
		{"noinline", "alwaysinline", "Attributes 'noinline and alwaysinline' are incompatible!"},
		{"writable", "readnone", "Attributes writable and readnone are incompatible!"},
		{"writable", "readonly", "Attributes writable and readonly are incompatible!"},
	} {
		if s.Has(pair[0]) && s.Has(pair[1]) {
			return pair[2]
		}
	}
	if _, ok := t.(*PointerType); ok {
		for _, k := range [...]string{"byval", "byref", "inalloca", "preallocated"} {
			if a := s.Get(k); a != nil && a.Type != nil && !isSized(a.Type) {
				return "Attribute '" + k + "' does not support unsized types!"
			}
		}
	}
	return ""
}

// callAttrsMsg checks the attribute list of call in as visitCallBase does:
// verifyFunctionAttrs on the call site's list, and the preallocated and
// swifterror arguments.
func (v *verifier) callAttrsMsg(in *Instruction) string {
	ci := in.Call
	if ci.FnType == nil {
		return ""
	}
	callee := in.Ops[0]
	fn, _ := callee.(*Function)
	_, asm := callee.(*InlineAsm)
	args := in.Ops[1:]
	// the common call has no attribute to check: no allocation for it
	some := len(ci.FnAttrs.Attrs) > 0 || len(ci.FnAttrs.Groups) > 0
	for _, s := range ci.ParamAttrs {
		some = some || len(s.Attrs) > 0
	}
	if fn != nil && !some {
		for _, prm := range fn.Params {
			some = some || prm.Attrs.Has("swifterror") || prm.Attrs.Has("preallocated")
		}
	}
	if !some {
		return ""
	}
	types := make([]Type, len(args))
	for i, a := range args {
		types[i] = a.Type()
	}
	l := attrList{params: ci.ParamAttrs, types: types, fn: ci.FnAttrs,
		intrinsic: fn != nil && hasReservedName(fn.Name), inlineAsm: asm}
	if len(l.params) > len(types) {
		l.params = l.params[:len(types)]
	}
	if msg := v.attrListMsg(l); msg != "" {
		return msg
	}
	if v.m.HasAttr(ci.FnAttrs, "speculatable") && (fn == nil || !v.m.HasAttr(fn.FnAttrs, "speculatable")) {
		return "speculatable attribute may not apply to call sites"
	}
	bundle := false
	for _, b := range ci.Bundles {
		bundle = bundle || b.Tag == "preallocated"
	}
	// these two the callee's own parameter attributes give the call too
	calleeHas := func(i int, k string) bool {
		return fn != nil && i < len(fn.Params) && fn.Params[i].Attrs.Has(k)
	}
	for i, s := range l.params {
		if (s.Has("preallocated") || calleeHas(i, "preallocated")) && bundle == (in.Flags&MustTail != 0) {
			return "preallocated operand either requires a preallocated bundle or the call to be musttail (but not both)"
		}
		if s.Has("returned") && !losslessBitCast(types[i], in.Typ) {
			return "Incompatible argument and return types for 'returned' attribute"
		}
		if s.Has("swifterror") || calleeHas(i, "swifterror") {
			switch a := args[i].(type) {
			case *Instruction:
				if a.Op != OpAlloca || a.Flags&SwiftError == 0 {
					if a.Op == OpAlloca {
						return "swifterror argument for call has mismatched alloca"
					}
					return "swifterror argument should come from an alloca or parameter"
				}
			case *Param:
				if !a.Attrs.Has("swifterror") {
					return "swifterror argument for call has mismatched parameter"
				}
			default:
				return "swifterror argument should come from an alloca or parameter"
			}
		}
	}
	return ""
}

// losslessBitCast is Type::canLosslesslyBitCastTo for the types a 'returned'
// argument and a result have: equal, or pointers of one address space.
func losslessBitCast(a, b Type) bool {
	if a == b {
		return true
	}
	pa, ok1 := a.(*PointerType)
	pb, ok2 := b.(*PointerType)
	return ok1 && ok2 && pa.AddrSpace == pb.AddrSpace
}

// funcAttrListMsg is attrListMsg for a function's own list.
func (v *verifier) funcAttrListMsg(f *Function) string {
	l := attrList{fn: f.FnAttrs, intrinsic: hasReservedName(f.Name)}
	any := len(f.FnAttrs.Attrs) > 0 || len(f.FnAttrs.Groups) > 0
	for _, prm := range f.Params {
		l.params = append(l.params, prm.Attrs)
		l.types = append(l.types, prm.Typ)
		any = any || len(prm.Attrs.Attrs) > 0
	}
	if !any {
		return ""
	}
	if msg := v.attrListMsg(l); msg != "" {
		return msg
	}
	if v.m.HasAttr(f.FnAttrs, "builtin") {
		// inline, the parser rejects it; from a group, the verifier
		return "Attribute 'builtin' can only be applied to a callsite."
	}
	return ""
}

// argMemAccess returns the access a memory(...) attribute's arguments (as
// kept: "read", "argmem: write", "none, argmem: readwrite") give argument
// memory: 1 read, 2 write, 3 both.
func argMemAccess(args string) uint8 {
	acc := uint8(0)
	for _, part := range strings.Split(args, ",") {
		loc, kind, ok := strings.Cut(strings.TrimSpace(part), ":")
		if !ok {
			acc = modRefNames[loc]
		} else if loc == "argmem" {
			return modRefNames[strings.TrimSpace(kind)]
		}
	}
	return acc
}

// upgradeStrictFPCalls is the upgrade LLVM applies to the calls of a function
// without strictfp: a call-site strictfp becomes nobuiltin. The call's
// attributes are taken out of their groups (the printer groups them again).
func (p *parser) upgradeStrictFPCalls() {
	m := p.m
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 || m.HasAttr(f.FnAttrs, "strictfp") {
			continue
		}
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if in.Call == nil || !m.HasAttr(in.Call.FnAttrs, "strictfp") {
					continue
				}
				s := AttrSet{Attrs: append([]Attr(nil), in.Call.FnAttrs.Attrs...)}
				for _, id := range in.Call.FnAttrs.Groups {
					if g := m.AttrGroup(id); g != nil {
						s.Attrs = append(s.Attrs, g.Attrs.Attrs...)
					}
				}
				s.Attrs = slices.DeleteFunc(s.Attrs, func(a Attr) bool { return !a.IsString && a.Kind == "strictfp" })
				if !s.Has("nobuiltin") {
					s.Attrs = append(s.Attrs, Attr{Kind: "nobuiltin"})
				}
				canonAttrs(&s)
				in.Call.FnAttrs = s
			}
		}
	}
}
