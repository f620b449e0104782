package llvmir

import (
	"strings"

	"github.com/ferry-ir/ferry/diag"
)

// ttProps are the properties LLVM 22 gives a target extension type
// (TargetExtType::HasZeroInit, CanBeGlobal, CanBeLocal), and whether its
// layout type is sized (not void).
type ttProps uint8

const (
	ttZeroInit ttProps = 1 << iota // zeroinitializer is a constant of it
	ttGlobal                       // a global variable may hold it
	ttLocal                        // an alloca may hold it
	ttSized                        // laid out as a sized type
)

// targetProps returns the properties of t, as Type.cpp's getTargetTypeInfo
// assigns them by name; a name it does not know is unsized and has none.
func targetProps(t *TargetExtType) ttProps {
	const all = ttZeroInit | ttGlobal | ttLocal | ttSized
	switch n := t.Name; {
	case n == "spirv.Image" || n == "spirv.SignedImage" || n == "spirv.Type":
		return ttGlobal | ttLocal | ttSized
	case n == "spirv.Padding" || n == "dx.Padding" || n == "amdgcn.named.barrier":
		return ttGlobal | ttSized
	case n == "spirv.IntegralConstant" || n == "spirv.Literal":
		return 0
	case strings.HasPrefix(n, "spirv."):
		return all
	case strings.HasPrefix(n, "dx."):
		return ttGlobal | ttLocal | ttSized
	case n == "aarch64.svcount" || n == "riscv.vector.tuple":
		return ttZeroInit | ttLocal | ttSized
	}
	return 0
}

// checkTargetParams checks the parameters of the target types LLVM 22 knows
// the shape of (TargetExtType::getOrError), reporting at off, the token after
// the ')'.
func (p *parser) checkTargetParams(t *TargetExtType, off int) {
	nt, ni := len(t.Types), len(t.Ints)
	switch t.Name {
	case "aarch64.svcount":
		if nt != 0 || ni != 0 {
			p.failAt(off, diag.ErrType, "target extension type aarch64.svcount should have no parameters")
		}
	case "riscv.vector.tuple":
		if nt != 1 || ni != 1 {
			p.failAt(off, diag.ErrType, "target extension type riscv.vector.tuple should have one type parameter and one integer parameter")
		}
	case "amdgcn.named.barrier":
		if nt != 0 || ni != 1 {
			p.failAt(off, diag.ErrType, "target extension type amdgcn.named.barrier should have no type parameters and one integer parameter")
		}
	}
}

// lacksTargetProp reports whether t is, or holds by value (in arrays, vectors
// and struct fields), a target extension type without property want: the
// verifier's containsNonGlobalTargetExtType / containsNonLocalTargetExtType.
func lacksTargetProp(t Type, want ttProps, seen map[*StructType]bool) bool {
	switch t := t.(type) {
	case *TargetExtType:
		return targetProps(t)&want == 0
	case *ArrayType:
		return lacksTargetProp(t.Elem, want, seen)
	case *VectorType:
		return lacksTargetProp(t.Elem, want, seen)
	case *StructType:
		if seen[t] {
			return false
		}
		if seen == nil {
			seen = map[*StructType]bool{}
		}
		seen[t] = true
		for _, f := range t.Fields {
			if lacksTargetProp(f, want, seen) {
				return true
			}
		}
	}
	return false
}

// checkGlobalType checks a global variable's value type as the verifier does,
// in its order: an initializer needs a sized type, no global holds a scalable
// type, and no target type in it may lack CanBeGlobal.
func (p *parser) checkGlobalType(g *Global) {
	if g.Init != nil && !isSized(g.ValueType) {
		p.failAt(int(g.off), diag.ErrVerify, "Global variable initializer must be sized")
	}
	if isScalable(g.ValueType, nil) {
		p.failAt(int(g.off), diag.ErrVerify, "Globals cannot contain scalable types")
	}
	if p.sawTargetType && lacksTargetProp(g.ValueType, ttGlobal, nil) {
		p.failAt(int(g.off), diag.ErrVerify, "Global %s has illegal target extension type", globalRefText(&g.GlobalHeader))
	}
}

// globalRefText is how the verifier names a global in its messages: @name,
// or @N for a numbered one.
func globalRefText(h *GlobalHeader) string {
	if h.Numbered {
		return "@" + h.Name
	}
	return string(appendName(nil, '@', h.Name))
}
