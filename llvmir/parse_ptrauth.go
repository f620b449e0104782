package llvmir

import "github.com/ferry-ir/ferry/diag"

// parsePtrAuth parses the rest of a ptrauth constant, the keyword being the
// current token at off:
//
//	ptrauth (ptr @f, i32 key [, i64 disc [, ptr addrdisc [, ptr deactivation]]])
//
// and checks its operands as LLParser does once the ')' is read, each failure
// reported at the keyword: a pointer base, an i32 integer key, an i64 integer
// discriminator, pointer address discriminator and deactivation symbol. The
// whole constant has the base's type. A deactivation symbol that is neither a
// global nor null is the verifier's to reject, after the parse (lateVerify).
func (p *parser) parsePtrAuth(ty Type, off int) *PtrAuth {
	p.next()
	p.expect(tLParen, "'(' in constant ptrauth expression")
	pa := &PtrAuth{Ptr: p.parseTypeAndConst()}
	p.expect(tComma, "comma in constant ptrauth expression")
	pa.Args = append(pa.Args, p.parseTypeAndConst())
	for i := 0; i < 3 && p.tok.kind == tComma; i++ {
		p.next()
		pa.Args = append(pa.Args, p.parseTypeAndConst())
	}
	p.expect(tRParen, "')' in constant ptrauth expression")
	if _, ok := pa.Ptr.Type().(*PointerType); !ok {
		p.failAt(off, diag.ErrType, "constant ptrauth base pointer must be a pointer")
	}
	if !isIntConst(pa.Args[0], 32) {
		p.failAt(off, diag.ErrType, "constant ptrauth key must be i32 constant")
	}
	if len(pa.Args) > 1 && !isIntConst(pa.Args[1], 64) {
		p.failAt(off, diag.ErrType, "constant ptrauth integer discriminator must be i64 constant")
	}
	if len(pa.Args) > 2 {
		if _, ok := pa.Args[2].Type().(*PointerType); !ok {
			p.failAt(off, diag.ErrType, "constant ptrauth address discriminator must be a pointer")
		}
	}
	if len(pa.Args) > 3 {
		ds := pa.Args[3]
		if _, ok := ds.Type().(*PointerType); !ok {
			p.failAt(off, diag.ErrType, "constant ptrauth deactivation symbol must be a pointer")
		}
		switch ds.(type) {
		case *Global, *Function, *Alias, *IFunc, *fwdGlobal, *ConstNull, *ConstZero:
		default:
			p.verifyLater(off, "signed ptrauth constant deactivation symbol must be a global value or null")
		}
	}
	if pa.Ptr.Type() != ty {
		p.failAt(off, diag.ErrType, "constant expression type mismatch: got type '%s' but expected '%s'", pa.Ptr.Type(), ty)
	}
	return pa
}

// isIntConst reports whether c is an integer constant (a ConstantInt: a
// literal or zeroinitializer, not undef nor an expression) of the given width.
func isIntConst(c Constant, bits uint32) bool {
	it, ok := c.Type().(*IntType)
	if !ok || it.Bits != bits {
		return false
	}
	switch c.(type) {
	case *ConstInt, *ConstZero:
		return true
	}
	return false
}

// verifyLater records a verifier error found while parsing, which llvm-as-22
// reports only once the whole module is parsed (and after the errors
// verifyParsed finds in function bodies); the first one recorded wins.
func (p *parser) verifyLater(off int, msg string) {
	if p.lateVerify == nil {
		p.lateVerify = p.src.Errorf(off, diag.ErrVerify, "%s", msg)
	}
}
