package llvmir

import (
	"strconv"
	"strings"

	"github.com/ferry-ir/ferry/diag"
)

var castOps = map[string]Opcode{
	"trunc": OpTrunc, "zext": OpZExt, "sext": OpSExt, "fptrunc": OpFPTrunc, "fpext": OpFPExt,
	"fptoui": OpFPToUI, "fptosi": OpFPToSI, "uitofp": OpUIToFP, "sitofp": OpSIToFP,
	"ptrtoint": OpPtrToInt, "ptrtoaddr": OpPtrToAddr, "inttoptr": OpIntToPtr, "bitcast": OpBitCast,
	"addrspacecast": OpAddrSpaceCast,
}

func (p *parser) parseKeywordValue(ty Type, off int) Value {
	kw := string(p.text())
	switch kw {
	case "true", "false":
		it, ok := ty.(*IntType)
		if !ok || it.Bits != 1 {
			p.failAt(off, diag.ErrType, "integer constant must have integer type")
		}
		p.next()
		c := &ConstInt{Typ: it}
		if kw == "true" {
			c.Val = 1
		}
		return c
	case "null":
		p.next()
		if _, ok := ty.(*PointerType); !ok {
			p.failAt(off, diag.ErrType, "null must be a pointer type")
		}
		return &ConstNull{Typ: ty}
	case "none":
		p.next()
		if ty != Token {
			p.failAt(off, diag.ErrType, "invalid type for none constant")
		}
		return &ConstNone{}
	case "undef", "poison":
		p.next()
		if !IsFirstClass(ty) || ty == Label {
			p.failAt(off, diag.ErrType, "invalid type for undef constant")
		}
		if kw == "undef" {
			return &ConstUndef{Typ: ty}
		}
		return &ConstPoison{Typ: ty}
	case "zeroinitializer":
		p.next()
		if !IsFirstClass(ty) || ty == Label || ty == Token {
			p.failAt(off, diag.ErrType, "invalid type for null constant")
		}
		if tt, ok := ty.(*TargetExtType); ok && targetProps(tt)&ttZeroInit == 0 {
			p.failAt(off, diag.ErrType, "invalid type for null constant")
		}
		return zeroOf(ty)
	case "splat":
		p.next()
		p.expect(tLParen, "'(' after splat")
		e := p.parseTypeAndConst()
		p.expect(tRParen, "')' at end of splat")
		vt, ok := ty.(*VectorType)
		if !ok {
			p.failAt(off, diag.ErrType, "vector constant must have vector type")
		}
		if vt.Elem != e.Type() {
			p.failAt(off, diag.ErrType, "constant expression type mismatch: got type '%s' but expected '%s'", e.Type(), vt.Elem)
		}
		return splat(vt, e)
	case "blockaddress":
		p.next()
		p.expect(tLParen, "'(' in block address expression")
		ft, bt := p.funcAndBlock("blockaddress", "comma in block address expression")
		p.expect(tRParen, "')' in block address expression")
		fv := p.globalRef(ft, p.funcRefType(ft))
		pt, ok := ty.(*PointerType)
		if !ok {
			p.failAt(off, diag.ErrType, "blockaddress must have pointer type")
		}
		ba := &BlockAddress{Typ: pt, Func: fv.(Constant)}
		if p.inNode == 0 {
			p.blockAddrs = append(p.blockAddrs, blockAddrUse{ba, off})
		}
		if bt.kind == tLocalID {
			ba.BlockName = "#" + strconv.Itoa(p.idOf(bt))
		} else {
			ba.BlockName = p.nameOf(bt)
		}
		switch fn := fv.(type) {
		case *Function:
			if fn == p.fn {
				ba.Block = p.blockRef(bt)
			} else {
				// Defined (or declared) before: LLParser resolves the block
				// now, by name only, as the function's numbering is gone.
				p.blockOfDefined(ba, fn, ft, bt)
			}
		case *fwdGlobal:
			// resolved when the function's body begins (parseBody)
			key := globalKey(fn.name, ft.kind == tGlobalID)
			p.fwdBlockAddrs[key] = append(p.fwdBlockAddrs[key], fwdBlockAddr{ba: ba, fn: ft, block: bt})
		default:
			p.failAt(int(ft.start), diag.ErrType, "expected function name in blockaddress")
		}
		return ba
	case "dso_local_equivalent", "no_cfi":
		p.next()
		for p.isIdent("no_cfi") {
			// LLParser parses the operand as a value: a nested no_cfi only
			// sets the flag again (and dso_local_equivalent drops it)
			p.next()
		}
		gt := p.tok
		if gt.kind != tGlobal && gt.kind != tGlobalID {
			p.fail("expected global value name in %s", strings.Clone(kw))
		}
		p.next()
		g := p.globalRef(gt, ty).(Constant)
		if kw == "no_cfi" {
			return &NoCFI{Global: g}
		}
		d := &DSOLocalEquivalent{Global: g}
		p.dsoEquivs = append(p.dsoEquivs, dsoEquivUse{d, int(gt.start)})
		return d
	case "ptrauth":
		return p.parsePtrAuth(ty, off)
	case "asm":
		return p.parseInlineAsm(ty)
	case "getelementptr":
		return p.parseGEPExpr(ty, off)
	case "extractelement", "insertelement", "shufflevector":
		p.next()
		p.expect(tLParen, "'(' in constantexpr")
		var ops []Constant
		for {
			ops = append(ops, p.parseTypeAndConst())
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
		p.expect(tRParen, "')' in constantexpr")
		ce := &ConstExpr{Ops: ops}
		switch kw {
		case "extractelement":
			ce.Op = OpExtractElement
			if len(ops) != 2 {
				p.failAt(off, diag.ErrSyntax, "expected two operands to extractelement")
			}
			vt, ok := ops[0].Type().(*VectorType)
			if _, isInt := ops[1].Type().(*IntType); !ok || !isInt {
				p.failAt(off, diag.ErrType, "invalid extractelement operands")
			}
			ce.Typ = vt.Elem
		case "insertelement":
			ce.Op = OpInsertElement
			if len(ops) != 3 {
				p.failAt(off, diag.ErrSyntax, "expected three operands to insertelement")
			}
			vt, ok := ops[0].Type().(*VectorType)
			if _, isInt := ops[2].Type().(*IntType); !ok || !isInt || ops[1].Type() != vt.Elem {
				p.failAt(off, diag.ErrType, "invalid insertelement operands")
			}
			ce.Typ = ops[0].Type()
		default:
			ce.Op = OpShuffleVector
			if len(ops) != 3 {
				p.failAt(off, diag.ErrSyntax, "expected three operands to shufflevector")
			}
			vt, ok1 := ops[0].Type().(*VectorType)
			mt, ok2 := ops[2].Type().(*VectorType)
			if !ok1 || !ok2 || ops[1].Type() != vt || mt.Elem != p.m.IntType(32) || mt.Scalable != vt.Scalable || !validShuffleMask(ops[2], 2*vt.Len, vt.Scalable) {
				p.failAt(off, diag.ErrType, "invalid operands to shufflevector")
			}
			ce.Typ = p.m.VectorType(mt.Len, mt.Scalable, vt.Elem)
		}
		if ty != nil && ce.Typ != ty {
			p.failAt(off, diag.ErrType, "constant expression type mismatch: got type '%s' but expected '%s'", ce.Typ, ty)
		}
		return p.foldElementOp(ce)
	case "add", "sub", "xor":
		p.next()
		ce := &ConstExpr{}
		switch kw {
		case "add":
			ce.Op = OpAdd
		case "sub":
			ce.Op = OpSub
		default:
			ce.Op = OpXor
		}
		if ce.Op != OpXor {
			ce.Flags = p.parseWrapFlags()
		}
		p.expect(tLParen, "'(' in binary constantexpr")
		a := p.parseTypeAndConst()
		p.expect(tComma, "',' in binary constantexpr")
		b := p.parseTypeAndConst()
		p.expect(tRParen, "')' in binary constantexpr")
		if a.Type() != b.Type() {
			p.failAt(off, diag.ErrType, "operands of constexpr must have same type")
		}
		if _, ok := ScalarType(a.Type()).(*IntType); !ok {
			p.failAt(off, diag.ErrType, "constexpr requires integer or integer vector operands")
		}
		ce.Typ = a.Type()
		if ty != nil && ce.Typ != ty {
			p.failAt(off, diag.ErrType, "constant expression type mismatch: got type '%s' but expected '%s'", ce.Typ, ty)
		}
		return folder{p.m}.binary(ce.Op, ce.Flags, a, b)
	case "mul", "shl", "and", "or", "lshr", "ashr", "udiv", "sdiv", "urem", "srem", "fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "icmp", "fcmp", "select", "extractvalue", "insertvalue":
		p.fail("%s constexprs are no longer supported", strings.Clone(kw))
	}
	if op, ok := castOps[kw]; ok {
		switch op {
		case OpTrunc, OpPtrToInt, OpPtrToAddr, OpIntToPtr, OpBitCast, OpAddrSpaceCast:
		default:
			p.fail("%s constexprs are no longer supported", strings.Clone(kw))
		}
		if op == OpPtrToAddr {
			p.ptrToAddrConsts = true
		}
		p.next()
		p.expect(tLParen, "'(' after constantexpr cast")
		v := p.parseTypeAndConst()
		p.expectIdent("to")
		dt := p.parseType(false)
		p.expect(tRParen, "')' at end of constantexpr cast")
		if !castValid(op, v.Type(), dt) {
			p.failAt(off, diag.ErrType, "invalid cast opcode for cast from '%s' to '%s'", v.Type(), dt)
		}
		if ty != nil && dt != ty {
			p.failAt(off, diag.ErrType, "constant expression type mismatch: got type '%s' but expected '%s'", dt, ty)
		}
		return folder{p.m}.cast(op, v, dt)
	}
	p.fail("expected value token")
	return nil
}

// parseGEPFlags parses the flags of a getelementptr; off is where LLParser
// reports a malformed inrange (the start of the constant expression).
func (p *parser) parseGEPFlags(off int) (f Flags, inrange *[2]int64) {
	for {
		switch {
		case p.eat("inbounds"):
			f |= InBounds
		case p.eat("nusw"):
			f |= NUSW
		case p.eat("nuw"):
			f |= NUW
		case p.isIdent("inrange"):
			p.next()
			p.expect(tLParen, "'('")
			lo := p.signedInt()
			p.expect(tComma, "','")
			hi := p.signedInt()
			p.expect(tRParen, "')'")
			if lo >= hi {
				p.failAt(off, diag.ErrSyntax, "expected end to be larger than start")
			}
			inrange = &[2]int64{lo, hi}
		default:
			return
		}
	}
}

func (p *parser) signedInt() int64 {
	if p.tok.kind != tInt {
		p.fail("expected integer")
	}
	v, err := strconv.ParseInt(string(p.text()), 10, 64)
	if err != nil {
		p.fail("integer too large")
	}
	p.next()
	return v
}

func (p *parser) parseGEPExpr(ty Type, off int) Value {
	p.next()
	ce := &ConstExpr{Op: OpGetElementPtr}
	ce.Flags, ce.InRange = p.parseGEPFlags(off)
	p.expect(tLParen, "'(' in constantexpr")
	ce.SrcElem = p.parseType(false)
	for p.tok.kind == tComma {
		p.next()
		ce.Ops = append(ce.Ops, p.parseTypeAndConst())
	}
	p.expect(tRParen, "')' in constantexpr")
	if len(ce.Ops) == 0 {
		p.failAt(off, diag.ErrSyntax, "expected comma after getelementptr's type")
	}
	rt, err, _ := p.gepResultType(ce.SrcElem, valuesOf(ce.Ops), true)
	if err != "" {
		p.failAt(off, diag.ErrType, "%s", err)
	}
	ce.Typ = rt
	if ty != nil && rt != ty {
		p.failAt(off, diag.ErrType, "constant expression type mismatch: got type '%s' but expected '%s'", rt, ty)
	}
	return folder{p.m}.gep(ce)
}

func valuesOf(cs []Constant) []Value {
	vs := make([]Value, len(cs))
	for i, c := range cs {
		vs[i] = c
	}
	return vs
}

// gepResultType computes the type of a GEP: ptr, or a vector of ptr when any
// operand is a vector. On error it returns the message and the index in ops of
// the operand LLParser blames (the base pointer for errors about the whole
// GEP). A constant GEP may not have a scalable source element type.
func (p *parser) gepResultType(src Type, ops []Value, constant bool) (Type, string, int) {
	pt, ok := ScalarType(ops[0].Type()).(*PointerType)
	if !ok {
		return nil, "base of getelementptr must be a pointer", 0
	}
	var vlen uint64
	scalable := false
	for i, o := range ops {
		if i > 0 {
			if _, ok := ScalarType(o.Type()).(*IntType); !ok {
				return nil, "getelementptr index must be an integer", i
			}
		}
		if vt, ok := o.Type().(*VectorType); ok {
			if vlen != 0 && (vlen != vt.Len || scalable != vt.Scalable) {
				return nil, "getelementptr vector index has a wrong number of elements", i
			}
			vlen, scalable = vt.Len, vt.Scalable
		}
	}
	if len(ops) > 1 && !isSized(src) {
		return nil, "base element of getelementptr must be sized", 0
	}
	if constant && isScalable(src, nil) {
		return nil, "invalid base element for constant getelementptr", 0
	}
	if st, ok := src.(*StructType); ok && !constant && isScalable(st, nil) {
		return nil, "getelementptr cannot target structure that contains scalable vector type", 0
	}
	// walk indices for validity
	cur := src
	for i, o := range ops[1:] {
		if i == 0 {
			continue
		}
		switch t := cur.(type) {
		case *StructType:
			k, ok := structIndex(o)
			if !ok || k >= uint64(len(t.Fields)) {
				return nil, "invalid getelementptr indices", 0
			}
			cur = t.Fields[k]
		case *ArrayType:
			cur = t.Elem
		case *VectorType:
			cur = t.Elem
		default:
			return nil, "invalid getelementptr indices", 0
		}
	}
	var r Type = pt
	if vlen != 0 {
		r = p.m.VectorType(vlen, scalable, pt)
	}
	return r, "", 0
}

func (p *parser) parseInlineAsm(ty Type) Value {
	a := &InlineAsm{off: p.tok.start}
	p.next()
	// each keyword at most once, in this order (LLParser's parseValID)
	a.SideEffect = p.eat("sideeffect")
	a.AlignStack = p.eat("alignstack")
	a.IntelDialect = p.eat("inteldialect")
	a.Unwind = p.eat("unwind")
	a.Asm = p.stringVal()
	p.expect(tComma, "',' after inline asm string")
	a.Constraints = p.stringVal()
	pt, ok := ty.(*PointerType)
	if !ok {
		p.fail("inline asm must have pointer type")
	}
	a.Typ = pt
	return a
}

// castValid reports whether op may convert from src to dst.
func castValid(op Opcode, src, dst Type) bool {
	sv, sVec := src.(*VectorType)
	dv, dVec := dst.(*VectorType)
	if sVec != dVec && op != OpBitCast {
		return false
	}
	if sVec && dVec && (sv.Len != dv.Len || sv.Scalable != dv.Scalable) && op != OpBitCast {
		return false
	}
	s, d := ScalarType(src), ScalarType(dst)
	si, sInt := s.(*IntType)
	di, dInt := d.(*IntType)
	sf, sFP := s.(*FloatType)
	df, dFP := d.(*FloatType)
	sp, sPtr := s.(*PointerType)
	dp, dPtr := d.(*PointerType)
	switch op {
	case OpTrunc:
		return sInt && dInt && si.Bits > di.Bits
	case OpZExt, OpSExt:
		return sInt && dInt && si.Bits < di.Bits
	case OpFPTrunc:
		return sFP && dFP && sf.Kind.Bits() > df.Kind.Bits()
	case OpFPExt:
		return sFP && dFP && sf.Kind.Bits() < df.Kind.Bits()
	case OpFPToUI, OpFPToSI:
		return sFP && dInt
	case OpUIToFP, OpSIToFP:
		return sInt && dFP
	case OpPtrToInt, OpPtrToAddr:
		return sPtr && dInt
	case OpIntToPtr:
		return sInt && dPtr
	case OpAddrSpaceCast:
		return sPtr && dPtr && sp.AddrSpace != dp.AddrSpace
	case OpBitCast:
		if sPtr || dPtr {
			// a pointer and a vector of one pointer convert both ways
			switch {
			case sVec && dVec:
				if sv.Len != dv.Len || sv.Scalable != dv.Scalable {
					return false
				}
			case sVec:
				if sv.Len != 1 || sv.Scalable {
					return false
				}
			case dVec:
				if dv.Len != 1 || dv.Scalable {
					return false
				}
			}
			return sPtr && dPtr && sp.AddrSpace == dp.AddrSpace
		}
		sb, db := primitiveBits(src), primitiveBits(dst)
		if (sVec && sv.Scalable) != (dVec && dv.Scalable) {
			return false // a scalable size never equals a fixed one
		}
		return sb != 0 && sb == db
	}
	return false
}

// primitiveBits is the size in bits of an int, float or vector of them (0 otherwise).
func primitiveBits(t Type) uint64 {
	switch t := t.(type) {
	case *IntType:
		return uint64(t.Bits)
	case *FloatType:
		return uint64(t.Kind.Bits())
	case *VectorType:
		return t.Len * primitiveBits(t.Elem)
	case *SimpleType:
		if t.Kind == X86AMXKind {
			return 8192
		}
	}
	return 0
}
