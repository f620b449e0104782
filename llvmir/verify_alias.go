package llvmir

import (
	"fmt"

	"github.com/ferry-ir/ferry/diag"
)

// aliasesAndIFuncs checks what Verifier::visitGlobalAlias and
// visitGlobalIFunc check beyond the aliasee's kind: an available_externally
// alias is one for an available_externally global value; any other alias points,
// through its constant expression and the aliases it names, to definitions
// only, never to an interposable alias nor round a cycle; an ifunc has a
// linkage an ifunc may have and a resolver that returns a pointer.
func (v *verifier) aliasesAndIFuncs(m *Module) error {
	for _, a := range m.Aliases {
		if a.Aliasee == nil {
			continue
		}
		if a.Linkage == AvailableExternallyLinkage {
			switch a.Aliasee.(type) {
			case *Global, *Function, *Alias, *IFunc:
				if Header(a.Aliasee).Linkage == AvailableExternallyLinkage {
					continue
				}
			}
			return v.errAt(a.off, "available_externally alias must point to available_externally global value")
		}
		w := &aliasWalk{visited: map[*Alias]bool{}}
		if msg := w.subExpr(a.Aliasee, 0); msg != "" {
			if w.steps > maxAliasSteps {
				return v.src.Errorf(int(a.off), diag.ErrLimit, "%s", msg)
			}
			return v.errAt(a.off, "%s", msg)
		}
	}
	for _, fi := range m.IFuncs {
		switch fi.Linkage {
		case AppendingLinkage:
			return v.errAt(fi.off, "Only global variables can have appending linkage!")
		case PrivateLinkage, InternalLinkage, LinkOnceLinkage, WeakLinkage, LinkOnceODRLinkage, WeakODRLinkage, ExternalLinkage:
		default:
			return v.errAt(fi.off, "IFunc should have private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage!")
		}
		if r := resolverFunction(fi.Resolver); r != nil && r.Sig != nil {
			if _, ok := r.Sig.Ret.(*PointerType); !ok {
				return v.errAt(fi.off, "IFunc resolver must return a pointer")
			}
		}
	}
	return nil
}

// maxAliasSteps bounds the walk of one alias's aliasee: an alias named twice
// in a constant expression is walked twice (as the verifier walks it), so a
// chain of such aliases costs 2^n steps (llvm-as-22 runs without end on it).
const maxAliasSteps = 1 << 20

// aliasWalk is the state of the walk of one alias's aliasee: the aliases met
// as an aliasee, and the steps taken.
type aliasWalk struct {
	visited map[*Alias]bool
	steps   int
}

// subExpr walks an aliasee as Verifier::visitAliaseeSubExpr does and
// returns its message for the first fault, or "".
func (w *aliasWalk) subExpr(c Constant, depth int) string {
	if depth > 1000 {
		return ""
	}
	if w.steps++; w.steps > maxAliasSteps {
		return fmt.Sprintf("aliasee walk longer than %d steps", maxAliasSteps)
	}
	visited := w.visited
	switch g := c.(type) {
	case *Global:
		if g.Init == nil || g.Linkage == AvailableExternallyLinkage {
			return "Alias must point to a definition"
		}
		return ""
	case *Function:
		if len(g.Blocks) == 0 || g.Linkage == AvailableExternallyLinkage {
			return "Alias must point to a definition"
		}
		return ""
	case *IFunc:
		if g.Linkage == AvailableExternallyLinkage {
			return "Alias must point to a definition"
		}
		return ""
	case *Alias:
		if g.Linkage == AvailableExternallyLinkage {
			return "Alias must point to a definition"
		}
		if visited[g] {
			return "Aliases cannot form a cycle"
		}
		visited[g] = true
		if interposable(g.Linkage) {
			return "Alias cannot point to an interposable alias"
		}
		return w.operand(g.Aliasee, depth)
	}
	for _, op := range constOperands(c) {
		if msg := w.operand(op, depth); msg != "" {
			return msg
		}
	}
	return ""
}

// operand visits an operand met in an aliasee: an alias there stands for its
// own aliasee.
func (w *aliasWalk) operand(op Constant, depth int) string {
	if a2, ok := op.(*Alias); ok {
		if a2.Aliasee == nil {
			return ""
		}
		return w.subExpr(a2.Aliasee, depth+1)
	}
	return w.subExpr(op, depth+1)
}

// interposable reports whether a definition of this linkage may be replaced
// by another at link time (GlobalValue::isInterposableLinkage).
func interposable(l Linkage) bool {
	switch l {
	case WeakLinkage, LinkOnceLinkage, CommonLinkage, ExternWeakLinkage:
		return true
	}
	return false
}
