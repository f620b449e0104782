package llvmir

import "github.com/ferry-ir/ferry/diag"

// Attribute type compatibility, as LLVM's verifier checks it
// (AttributeFuncs::typeIncompatible): pointer-only, integer-only and
// floating-point-only attributes.
var (
	ptrOnlyAttrs = map[string]bool{
		"noalias": true, "nonnull": true, "nest": true, "captures": true, "dereferenceable": true,
		"dereferenceable_or_null": true, "readnone": true, "readonly": true,
		"swifterror": true, "byval": true, "byref": true, "inalloca": true, "preallocated": true,
		"sret": true, "dead_on_unwind": true, "dead_on_return": true, "writable": true,
		"initializes": true, "allocptr": true, "align": true, "elementtype": true,
	}
	intOnlyAttrs = map[string]bool{"zeroext": true, "signext": true, "range": true, "allocalign": true}
)

func isPtrOrPtrVector(t Type) bool {
	_, ok := ScalarType(t).(*PointerType)
	return ok
}

// fpClassOK: nofpclass applies to FP types, vectors and arrays/structs of them.
func fpClassOK(t Type) bool { return fmfAllowed(t) }

// checkAttrTypes reports the first attribute of s that cannot apply to a value
// of type t, with LLVM's message.
func (p *parser) checkAttrTypes(s AttrSet, t Type, off int) {
	for i := range s.Attrs {
		a := &s.Attrs[i]
		if a.IsString {
			continue
		}
		bad := false
		switch {
		case ptrOnlyAttrs[a.Kind]:
			bad = !isPtrOrPtrVector(t)
			if a.Kind != "align" && a.Kind != "nonnull" && a.Kind != "noalias" && a.Kind != "dereferenceable" && a.Kind != "dereferenceable_or_null" {
				_, isPtr := t.(*PointerType)
				bad = !isPtr
			}
		case intOnlyAttrs[a.Kind]:
			bad = !isIntOrIntVector(t)
			if a.Kind == "allocalign" {
				_, isInt := t.(*IntType)
				bad = !isInt
			}
		case a.Kind == "nofpclass":
			bad = !fpClassOK(t)
		}
		if bad {
			w := printer{m: p.m}
			w.attr(a, false)
			p.failAt(off, diag.ErrVerify, "Attribute '%s' applied to incompatible type!", w.buf)
		}
	}
}

// checkFnAttrs applies the function-level rules llvm-as enforces.
func (p *parser) checkFnAttrs(f *Function, off int) {
	for i := range f.FnAttrs.Attrs {
		switch f.FnAttrs.Attrs[i].Kind {
		case "jumptable":
			if f.UnnamedAddr != UnnamedAddrGlobal {
				p.failAt(off, diag.ErrVerify, "Attribute 'jumptable' requires 'unnamed_addr'")
			}
		case "optnone":
			if !f.FnAttrs.Has("noinline") {
				p.failAt(off, diag.ErrVerify, "Attribute 'optnone' requires 'noinline'!")
			}
		}
	}
	for _, prm := range f.Params {
		if prm.Attrs.Has("immarg") && !isIntrinsicName(f.Name) {
			p.failAt(off, diag.ErrVerify, "immarg attribute only applies to intrinsics")
		}
		if prm.Attrs.Has("returned") && prm.Typ != f.Sig.Ret {
			p.failAt(off, diag.ErrVerify, "Incompatible argument and return types for 'returned' attribute")
		}
		if prm.Attrs.Has("elementtype") && isIntrinsicName(f.Name) {
			p.failAt(off, diag.ErrVerify, "Attribute 'elementtype' can only be applied to a callsite.")
		}
	}
}

func isIntrinsicName(name string) bool { return len(name) > 5 && name[:5] == "llvm." }
