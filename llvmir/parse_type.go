package llvmir

import (
	"strconv"

	"github.com/ferry-ir/ferry/diag"
)

// parseType parses a type. Legacy typed pointers (T*, T addrspace(N)*) become
// opaque pointers. allowVoid permits void (return types).
func (p *parser) parseType(allowVoid bool) Type {
	off := int(p.tok.start)
	t := p.parseTypeNoSuffix()
	for {
		if p.tok.kind == tStar {
			if t == Void || t == Label || t == MetadataTy || t == Token {
				p.failAt(int(p.tok.start), diag.ErrType, "pointer to this type is invalid")
			}
			p.next()
			t = p.m.PtrType(0)
			continue
		}
		if p.isIdent("addrspace") {
			if t == Void || t == Label || t == MetadataTy || t == Token {
				p.failAt(int(p.tok.start), diag.ErrType, "pointers to void are invalid; use i8* instead")
			}
			p.next()
			as := p.parseAddrSpace()
			if p.tok.kind != tStar {
				p.fail("expected '*' in address space")
			}
			p.next()
			t = p.m.PtrType(as)
			continue
		}
		if p.tok.kind == tLParen {
			// function type: ret (params)
			t = p.parseFuncTypeParams(t, off)
			continue
		}
		break
	}
	if !allowVoid && t == Void {
		p.failAt(off, diag.ErrType, "void type only allowed for function results")
	}
	return t
}

func (p *parser) parseFuncTypeParams(ret Type, off int) *FuncType {
	switch ret.(type) {
	case *FuncType:
		p.failAt(off, diag.ErrType, "invalid function return type")
	}
	if ret == Label || ret == MetadataTy {
		p.failAt(off, diag.ErrType, "invalid function return type")
	}
	p.enter()
	p.next()
	var params []Type
	vararg := false
	for p.tok.kind != tRParen {
		if p.tok.kind == tDots {
			p.next()
			vararg = true
			break
		}
		poff := int(p.tok.start)
		pt := p.parseType(false)
		if pt == Label || pt == Void {
			p.failAt(poff, diag.ErrType, "invalid type for function argument")
		}
		if _, ok := pt.(*FuncType); ok {
			p.failAt(poff, diag.ErrType, "invalid type for function argument")
		}
		params = append(params, pt)
		if p.tok.kind != tComma {
			break
		}
		p.next()
		if p.tok.kind == tRParen {
			p.fail("expected type")
		}
	}
	p.expect(tRParen, "')'")
	p.leave()
	return p.m.FuncType(ret, params, vararg)
}

func (p *parser) parseTypeNoSuffix() Type {
	p.enter()
	defer p.leave()
	off := int(p.tok.start)
	switch p.tok.kind {
	case tIdent:
		s := p.text()
		if len(s) > 1 && s[0] == 'i' && isDigit(s[1]) {
			n, err := strconv.ParseUint(string(s[1:]), 10, 32)
			if err != nil || n == 0 || n > maxIntBits {
				p.failAt(off, diag.ErrSyntax, "bitwidth for integer type out of range")
			}
			p.next()
			return p.m.IntType(uint32(n))
		}
		var t Type
		switch string(s) {
		case "void":
			t = Void
		case "half":
			t = HalfTy
		case "bfloat":
			t = BFloatTy
		case "float":
			t = FloatTy
		case "double":
			t = DoubleTy
		case "fp128":
			t = FP128Ty
		case "x86_fp80":
			t = X86FP80Ty
		case "ppc_fp128":
			t = PPCFP128Ty
		case "label":
			t = Label
		case "metadata":
			t = MetadataTy
		case "token":
			t = Token
		case "x86_amx":
			t = X86AMX
		case "ptr":
			p.next()
			var as uint32
			if p.isIdent("addrspace") {
				p.next()
				as = p.parseAddrSpace()
			}
			return p.m.PtrType(as)
		case "target":
			p.next()
			return p.parseTargetType()
		case "opaque":
			p.fail("opaque types are only valid in type definitions")
		default:
			p.fail("expected type")
		}
		p.next()
		return t
	case tLBrace:
		fields := p.parseStructFields()
		return p.m.LiteralStruct(fields, false)
	case tLess:
		p.next()
		if p.tok.kind == tLBrace {
			fields := p.parseStructFields()
			p.expect(tGreater, "'>' at end of packed struct")
			return p.m.LiteralStruct(fields, true)
		}
		return p.parseVectorRest(off)
	case tLBrack:
		p.next()
		n := p.uint("number of elements")
		p.expectIdent("x")
		eoff := int(p.tok.start)
		elem := p.parseType(false)
		if !validElemType(elem) {
			p.failAt(eoff, diag.ErrType, "invalid array element type")
		}
		p.expect(tRBrack, "']' at end of array type")
		return p.m.ArrayType(n, elem)
	case tLocal, tLocalID:
		name := p.nameOf(p.tok)
		if t, ok := p.typeAliases[name]; ok {
			p.next()
			return t
		}
		st := p.namedTypes[name]
		if st == nil {
			st = &StructType{Name: name, Numbered: p.tok.kind == tLocalID, Opaque: true}
			p.namedTypes[name] = st
		}
		if !p.typeDefined[st] {
			if _, ok := p.typeRefPos[st]; !ok {
				p.typeRefPos[st] = off
			}
		}
		p.next()
		return st
	}
	p.fail("expected type")
	return nil
}

// parseVectorRest parses a vector type after its '<': [vscale x] N x T '>'.
// off is the offset of the '<'.
func (p *parser) parseVectorRest(off int) Type {
	scalable := false
	if p.eat("vscale") {
		scalable = true
		p.expectIdent("x")
	}
	n := p.uint("number of elements")
	if n == 0 {
		p.failAt(off, diag.ErrType, "zero element vector is illegal")
	}
	if n >= maxAggCount {
		p.failAt(off, diag.ErrType, "size too large for vector")
	}
	if n > maxVectorLen {
		p.failAt(off, diag.ErrLimit, "vectors longer than %d elements are not supported", maxVectorLen)
	}
	p.expectIdent("x")
	eoff := int(p.tok.start)
	elem := p.parseType(false)
	switch e := elem.(type) {
	case *IntType, *FloatType, *PointerType:
	default:
		_ = e
		p.failAt(eoff, diag.ErrType, "invalid vector element type")
	}
	p.expect(tGreater, "'>' at end of vector type")
	return p.m.VectorType(n, scalable, elem)
}

func validElemType(t Type) bool {
	switch t := t.(type) {
	case *FuncType:
		return false
	case *SimpleType:
		return t.Kind == X86AMXKind
	}
	return true
}

func (p *parser) parseStructFields() []Type {
	p.expect(tLBrace, "'{'")
	var fields []Type
	if p.tok.kind == tRBrace {
		p.next()
		return fields
	}
	for {
		off := int(p.tok.start)
		t := p.parseType(false)
		if !validElemType(t) || t == Token {
			p.failAt(off, diag.ErrType, "invalid element type for struct")
		}
		fields = append(fields, t)
		if p.tok.kind != tComma {
			break
		}
		p.next()
	}
	p.expect(tRBrace, "'}' at end of struct")
	return fields
}

func (p *parser) parseTargetType() Type {
	p.expect(tLParen, "'(' in target extension type")
	name := p.stringVal()
	t := &TargetExtType{Name: name}
	seenInt := false
	for p.tok.kind == tComma {
		p.next()
		if p.tok.kind == tInt {
			t.Ints = append(t.Ints, p.parseUInt32())
			seenInt = true
			continue
		}
		if seenInt {
			p.fail("expected uint32 param")
		}
		// a type parameter may be any type, void included (LLParser parses it
		// with AllowVoid), e.g. target("spirv.Image", void, ...)
		t.Types = append(t.Types, p.parseType(true))
	}
	p.expect(tRParen, "')' in target extension type")
	p.checkTargetParams(t, int(p.tok.start))
	p.sawTargetType = true
	return p.m.types.other(t)
}

// typesEqual is type equality; interned types compare by identity.
func typesEqual(a, b Type) bool { return a == b }
