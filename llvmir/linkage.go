package llvmir

import "github.com/ferry-ir/ferry/diag"

// checkLocalLinkage rejects a private or internal symbol that is not of
// default visibility or has a DLL storage class, as LLParser does, at off
// (the global's name, or a function's linkage keyword).
func (p *parser) checkLocalLinkage(h *GlobalHeader, off int) {
	if h.Linkage != InternalLinkage && h.Linkage != PrivateLinkage {
		return
	}
	if h.Visibility != DefaultVisibility {
		p.failAt(off, diag.ErrSyntax, "symbol with local linkage must have default visibility")
	}
	if h.DLLStorage != 0 {
		p.failAt(off, diag.ErrSyntax, "symbol with local linkage cannot have a DLL storage class")
	}
}

// nonEmptyString parses a string for section, partition or gc "...": an
// empty one is the same as none, and llvm-dis-22 prints none.
func (p *parser) nonEmptyString() (string, bool) {
	s := p.stringVal()
	return s, s != ""
}

// checkFunctionRedefinition rejects a second function of the same name, or a
// function named as a global defined before, with LLParser's words.
func (p *parser) checkFunctionRedefinition(f *Function, off int) {
	old, ok := p.globals[globalKey(f.Name, f.Numbered)]
	if !ok {
		return
	}
	if _, isFn := old.(*Function); isFn {
		p.failAt(off, diag.ErrRedefined, "invalid redefinition of function '%s'", f.Name)
	}
	p.failAt(off, diag.ErrRedefined, "redefinition of function '@%s'", f.Name)
}
