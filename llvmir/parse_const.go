package llvmir

import (
	"math"
	"math/big"
	"strconv"

	"github.com/ferry-ir/ferry/diag"
)

// parseTypeAndValue parses "T v".
func (p *parser) parseTypeAndValue() Value {
	t := p.parseType(false)
	return p.parseValue(t)
}

// parseTypedValue is parseTypeAndValue that also returns the value's type (a
// value parsed with type t has type t), sparing the instructions' checks a
// load of the operand, often a cache miss in a big function.
func (p *parser) parseTypedValue() (Value, Type) {
	t := p.parseType(false)
	return p.parseValue(t), t
}

// parseArgValue parses a value of type ty where LLParser also accepts metadata
// as a value (parseMetadataAsValue): call arguments, operand bundle inputs and
// EH pad arguments. There "metadata" is followed by !"s", !0, !{...},
// !DIxxx(...), !DIArgList(...) or "T v", a value wrapped as metadata
// (function-local values included), e.g. "metadata i64 %a".
func (p *parser) parseArgValue(ty Type) Value {
	if ty == MetadataTy {
		return &MetadataValue{MD: p.parseMetadata()}
	}
	return p.parseValue(ty)
}

// parseTypeAndArgValue parses "T v" with parseArgValue.
func (p *parser) parseTypeAndArgValue() Value {
	t := p.parseType(false)
	return p.parseArgValue(t)
}

// parseConstValue parses a constant of type ty.
func (p *parser) parseConstValue(ty Type) Constant {
	off := int(p.tok.start)
	if p.tok.kind == tLocal || p.tok.kind == tLocalID {
		// LLParser parses constants without the function's state
		p.fail("invalid use of function-local name")
	}
	v := p.parseValue(ty)
	c, ok := v.(Constant)
	if !ok {
		p.failAt(off, diag.ErrSyntax, "expected a constant value")
	}
	return c
}

func (p *parser) parseTypeAndConst() Constant {
	t := p.parseType(false)
	return p.parseConstValue(t)
}

// parseValue parses a value of type ty: a local, a global or a constant.
func (p *parser) parseValue(ty Type) Value {
	p.enter()
	defer p.leave()
	off := int(p.tok.start)
	if ty == Label || ty == Void {
		// LLParser resolves the name first
		switch k := p.tok.kind; {
		case (k == tLocal || k == tLocalID) && p.fn == nil:
			p.fail("invalid use of function-local name")
		case k == tGlobal || k == tGlobalID:
			p.fail("global variable reference must have pointer type")
		}
		p.badValueType(ty, off)
	}
	if _, ok := ty.(*FuncType); ok {
		p.failAt(off, diag.ErrType, "functions are not values, refer to them as pointers")
	}
	if ty == MetadataTy {
		// metadata is a value only where parseArgValue is used
		p.fail("expected value token")
	}
	switch p.tok.kind {
	case tLocal, tLocalID:
		if p.inNode > 0 {
			p.fail("invalid use of function-local name")
		}
		if p.fn == nil {
			p.fail("invalid use of function-local name")
		}
		t := p.tok
		p.next()
		return p.localRef(t, ty)
	case tGlobal, tGlobalID:
		t := p.tok
		p.next()
		return p.globalRef(t, ty)
	case tInt, tHexInt:
		it, ok := ty.(*IntType)
		if !ok {
			p.failAt(off, diag.ErrType, "integer constant must have integer type")
		}
		c := p.parseIntConst(it)
		return c
	case tFloat, tHexFP:
		ft, ok := ty.(*FloatType)
		if !ok {
			p.failAt(off, diag.ErrType, "floating point constant invalid for type")
		}
		return p.parseFloatConst(ft)
	case tCString:
		at, ok := ty.(*ArrayType)
		s := p.lx.src[p.tok.start+2 : p.tok.end-1]
		data := unescape(s)
		if len(s) > 0 && &data[0] == &s[0] {
			data = append([]byte(nil), data...)
		}
		if !ok || at.Elem != p.m.IntType(8) && !isInt8(at.Elem) {
			p.failAt(off, diag.ErrType, "constant expression type mismatch: got type '[%d x i8]' but expected '%s'", len(data), ty)
		}
		if uint64(len(data)) != at.Len {
			p.failAt(off, diag.ErrType, "constant expression type mismatch: got type '[%d x i8]' but expected '%s'", len(data), ty)
		}
		p.next()
		return aggregate(&ConstString{Typ: at, Data: data})
	case tLBrack:
		at, ok := ty.(*ArrayType)
		p.next()
		var elems []Constant
		if p.tok.kind != tRBrack {
			for {
				eoff := int(p.tok.start)
				et := p.parseType(false)
				if ok && et != at.Elem {
					p.failAt(eoff, diag.ErrType, "array element #%d is not of type '%s'", len(elems), at.Elem)
				}
				elems = append(elems, p.parseConstValue(et))
				if p.tok.kind != tComma {
					break
				}
				p.next()
			}
		}
		p.expect(tRBrack, "']' at end of array constant")
		if !ok {
			p.failAt(off, diag.ErrType, "type of array constant is not an array")
		}
		if uint64(len(elems)) != at.Len {
			p.failAt(off, diag.ErrType, "type mismatch: array has %d elements, type has %d", len(elems), at.Len)
		}
		return aggregate(&ConstArray{Typ: at, Elems: elems})
	case tLess:
		p.next()
		if p.tok.kind == tLBrace {
			st, ok := ty.(*StructType)
			fields := p.parseConstStructBody(st)
			p.expect(tGreater, "'>' at end of packed struct constant")
			if !ok || !st.Packed || len(fields) != len(st.Fields) {
				p.failAt(off, diag.ErrType, "constant expression type mismatch")
			}
			return aggregate(&ConstStruct{Typ: st, Fields: fields})
		}
		vt, ok := ty.(*VectorType)
		var elems []Constant
		for {
			eoff := int(p.tok.start)
			et := p.parseType(false)
			if ok && et != vt.Elem {
				p.failAt(eoff, diag.ErrType, "vector element #%d is not of type '%s'", len(elems), vt.Elem)
			}
			elems = append(elems, p.parseConstValue(et))
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
		p.expect(tGreater, "'>' at end of vector constant")
		if !ok || vt.Scalable || uint64(len(elems)) != vt.Len {
			p.failAt(off, diag.ErrType, "constant expression type mismatch")
		}
		return vector(vt, elems)
	case tLBrace:
		st, ok := ty.(*StructType)
		fields := p.parseConstStructBody(st)
		if !ok || st.Packed || len(fields) != len(st.Fields) {
			p.failAt(off, diag.ErrType, "constant expression type mismatch")
		}
		return aggregate(&ConstStruct{Typ: st, Fields: fields})
	case tIdent:
		return p.parseKeywordValue(ty, off)
	case tExclaim, tMDID, tMDVar:
		p.failAt(off, diag.ErrType, "metadata value must have metadata type")
	}
	p.fail("expected value token")
	return nil
}

func isInt8(t Type) bool {
	it, ok := t.(*IntType)
	return ok && it.Bits == 8
}

func (p *parser) parseConstStructBody(st *StructType) []Constant {
	p.expect(tLBrace, "'{'")
	var fields []Constant
	if p.tok.kind != tRBrace {
		for {
			eoff := int(p.tok.start)
			et := p.parseType(false)
			if st != nil && len(fields) < len(st.Fields) && et != st.Fields[len(fields)] {
				p.failAt(eoff, diag.ErrType, "element %d of struct initializer doesn't match struct element type", len(fields))
			}
			fields = append(fields, p.parseConstValue(et))
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
	}
	p.expect(tRBrace, "'}' at end of struct constant")
	return fields
}

func (p *parser) parseIntConst(it *IntType) *ConstInt {
	if p.tok.kind != tInt && p.tok.kind != tHexInt {
		p.fail("expected integer")
	}
	s := p.text()
	off := int(p.tok.start)
	p.next()
	c := &ConstInt{Typ: it}
	if s[0] == 'u' || s[0] == 's' {
		// u0x / s0x hex integers
		b := new(big.Int)
		if _, ok := b.SetString(string(s[3:]), 16); !ok {
			p.failAt(off, diag.ErrSyntax, "invalid hex integer")
		}
		if s[0] == 's' {
			nbits := uint(len(s)-3) * 4
			if b.Bit(int(nbits)-1) == 1 {
				b.Sub(b, new(big.Int).Lsh(big.NewInt(1), nbits))
			}
		}
		setIntBig(c, b)
		return c
	}
	if it.Bits <= 64 {
		neg := s[0] == '-'
		ds := s
		if neg || s[0] == '+' {
			ds = s[1:]
		}
		if len(ds) <= 19 {
			u, err := strconv.ParseUint(string(ds), 10, 64)
			if err == nil {
				if neg {
					u = -u
				}
				c.Val = truncBits(u, it.Bits)
				return c
			}
		}
	}
	b, ok := parseDecimal(string(s))
	if !ok {
		p.failAt(off, diag.ErrSyntax, "invalid integer")
	}
	setIntBig(c, b)
	return c
}

// parseDecimal converts a signed decimal literal. big.Int.SetString is quadratic in
// the number of digits (a 2 MB literal took about 40 s); splitting the digits in
// halves, hi·10^k + lo, turns the work into a few large multiplications.
func parseDecimal(s string) (*big.Int, bool) {
	neg := len(s) > 0 && s[0] == '-'
	if len(s) > 0 && (s[0] == '-' || s[0] == '+') {
		s = s[1:]
	}
	if s == "" || s[0] == '-' || s[0] == '+' {
		return nil, false
	}
	b, ok := decimalDigits(s)
	if ok && neg {
		b.Neg(b)
	}
	return b, ok
}

func decimalDigits(ds string) (*big.Int, bool) {
	if len(ds) <= 4096 {
		return new(big.Int).SetString(ds, 10)
	}
	k := len(ds) / 2
	hi, ok1 := decimalDigits(ds[:len(ds)-k])
	lo, ok2 := decimalDigits(ds[len(ds)-k:])
	if !ok1 || !ok2 || lo.Sign() < 0 || ds[len(ds)-k] == '+' {
		return nil, false
	}
	pow := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(k)), nil)
	return hi.Add(hi.Mul(hi, pow), lo), true
}

func truncBits(u uint64, bits uint32) uint64 {
	if bits >= 64 {
		return u
	}
	return u & (1<<bits - 1)
}

// setIntBig stores b truncated to c's width.
func setIntBig(c *ConstInt, b *big.Int) {
	bits := uint(c.Typ.Bits)
	mod := new(big.Int).Lsh(big.NewInt(1), bits)
	v := new(big.Int).Mod(b, mod) // non-negative
	c.Val = v.Uint64()
	if bits <= 64 {
		c.Val = truncBits(c.Val, uint32(bits))
		c.Big = nil
		return
	}
	c.Big = v
}

func (p *parser) parseFloatConst(ft *FloatType) *ConstFP {
	s := p.text()
	off := int(p.tok.start)
	kind := p.tok.kind
	p.next()
	c := &ConstFP{Typ: ft}
	// A decimal or plain hex literal is a double; LLVM converts it to the narrower
	// formats only (llvm-as-22 rejects it for fp128, x86_fp80 and ppc_fp128).
	plain := kind == tFloat || len(s) > 2 && (isDigit(s[2]) || s[2] < 'G')
	if plain && (ft.Kind == FP128 || ft.Kind == X86FP80 || ft.Kind == PPCFP128) {
		p.failAt(off, diag.ErrType, "floating point constant does not have type '%s'", ft)
	}
	if kind == tFloat {
		f, err := strconv.ParseFloat(string(s), 64)
		if err != nil && !isRangeErr(err) {
			p.failAt(off, diag.ErrSyntax, "invalid floating point constant")
		}
		if !p.setFromDouble(c, f) {
			p.failAt(off, diag.ErrType, "floating point constant invalid for type")
		}
		return c
	}
	h := s[2:]
	var letter byte
	if len(h) > 0 && !isDigit(h[0]) && h[0] >= 'G' {
		letter, h = h[0], h[1:]
	}
	parseHex := func(x []byte) uint64 {
		if len(x) > 16 {
			x = x[len(x)-16:]
		}
		v, _ := strconv.ParseUint(string(x), 16, 64)
		return v
	}
	switch letter {
	case 0:
		if len(h) > 16 {
			p.failAt(off, diag.ErrSyntax, "hex double constant too long")
		}
		bits := parseHex(h)
		if !p.setFromDouble(c, math.Float64frombits(bits)) {
			p.failAt(off, diag.ErrType, "floating point constant invalid for type")
		}
		if ft.Kind == Float64 {
			c.Bits = bits // keep NaN payloads exactly
		}
		return c
	case 'H', 'R':
		if (letter == 'H') != (ft.Kind == Half) || (letter == 'R') != (ft.Kind == BFloat) {
			p.failAt(off, diag.ErrType, "floating point constant does not have type '%s'", ft)
		}
		c.Bits = parseHex(h) & 0xFFFF
	case 'K':
		if ft.Kind != X86FP80 {
			p.failAt(off, diag.ErrType, "floating point constant does not have type '%s'", ft)
		}
		// 20 hex digits: 4 of sign and exponent, 16 of significand.
		if len(h) > 16 {
			c.Hi = parseHex(h[:len(h)-16]) & 0xFFFF
			c.Bits = parseHex(h[len(h)-16:])
		} else {
			c.Bits = parseHex(h)
		}
		c.Hi = canonX87(c.Hi, c.Bits)
	case 'L', 'M':
		if (letter == 'L') != (ft.Kind == FP128) || (letter == 'M') != (ft.Kind == PPCFP128) {
			p.failAt(off, diag.ErrType, "floating point constant does not have type '%s'", ft)
		}
		// 32 hex digits, printed first-word-first.
		if len(h) > 16 {
			c.Bits = parseHex(h[:len(h)-16])
			c.Hi = parseHex(h[len(h)-16:])
		} else {
			c.Hi = parseHex(h)
		}
	default:
		p.failAt(off, diag.ErrSyntax, "invalid hex floating point constant")
	}
	return c
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// setFromDouble sets c to the double f converted to c's type, reporting whether
// the conversion is exact (LLVM rejects inexact constants).
func (p *parser) setFromDouble(c *ConstFP, f float64) bool {
	switch c.Typ.Kind {
	case Float64:
		c.Bits = math.Float64bits(f)
		return true
	case Float32:
		g := float32(f)
		if float64(g) != f && !math.IsNaN(f) {
			return false
		}
		c.Bits = uint64(math.Float32bits(g))
		if math.IsNaN(f) {
			c.Bits = uint64(nanToFloat32(math.Float64bits(f)))
		}
		return true
	case Half:
		h, ok := toHalf(f)
		c.Bits = uint64(h)
		return ok
	case BFloat:
		g := float32(f)
		bits := math.Float32bits(g)
		if float64(g) != f || bits&0xFFFF != 0 {
			return false
		}
		c.Bits = uint64(bits >> 16)
		return true
	case FP128:
		c.Bits, c.Hi = toFP128(f)
		return true
	case X86FP80:
		c.Hi, c.Bits = toX87(f)
		return true
	case PPCFP128:
		c.Bits = math.Float64bits(f)
		c.Hi = 0
		return true
	}
	return false
}

func nanToFloat32(d uint64) uint32 {
	sign := uint32(d>>63) << 31
	payload := uint32((d >> 29) & 0x7FFFFF)
	return sign | 0x7F800000 | payload | 0x400000&uint32(d>>29)
}

// toHalf converts f to IEEE half exactly, reporting false when inexact.
func toHalf(f float64) (uint16, bool) {
	if math.IsNaN(f) {
		return 0x7E00, true
	}
	sign := uint16(0)
	if math.Signbit(f) {
		sign = 0x8000
		f = -f
	}
	if math.IsInf(f, 0) {
		return sign | 0x7C00, true
	}
	if f == 0 {
		return sign, true
	}
	frac, exp := math.Frexp(f) // f = frac * 2^exp, frac in [0.5,1)
	e := exp - 1 + 15
	if e >= 31 {
		return 0, false
	}
	if e <= 0 {
		// subnormal: value = m * 2^-24
		m := f * (1 << 24)
		if m != math.Trunc(m) || m >= 1024 {
			return 0, false
		}
		return sign | uint16(m), true
	}
	m := (frac*2 - 1) * 1024
	if m != math.Trunc(m) {
		return 0, false
	}
	return sign | uint16(e)<<10 | uint16(m), true
}

func toFP128(f float64) (lo, hi uint64) {
	b := math.Float64bits(f)
	sign := b >> 63
	exp := (b >> 52) & 0x7FF
	mant := b & (1<<52 - 1)
	var e uint64
	switch {
	case exp == 0x7FF:
		e = 0x7FFF
	case exp == 0 && mant == 0:
		e = 0
	case exp == 0:
		// subnormal double: normalize
		shift := uint64(0)
		for mant&(1<<52) == 0 {
			mant <<= 1
			shift++
		}
		mant &= 1<<52 - 1
		e = 16383 - 1022 - shift
	default:
		e = exp - 1023 + 16383
	}
	// 112-bit mantissa: top 52 bits from mant
	hi = sign<<63 | e<<48 | mant>>4
	lo = mant << 60
	return lo, hi
}

func toX87(f float64) (se, mant uint64) {
	b := math.Float64bits(f)
	sign := b >> 63
	exp := (b >> 52) & 0x7FF
	m := b & (1<<52 - 1)
	switch {
	case exp == 0x7FF:
		return sign<<15 | 0x7FFF, 1<<63 | m<<11
	case exp == 0 && m == 0:
		return sign << 15, 0
	case exp == 0:
		shift := uint64(0)
		for m&(1<<52) == 0 {
			m <<= 1
			shift++
		}
		m &= 1<<52 - 1
		return sign<<15 | (16383 - 1022 - shift), 1<<63 | m<<11
	}
	return sign<<15 | (exp - 1023 + 16383), 1<<63 | m<<11
}

// badValueType rejects a value of type label or void with the message
// LLParser gives for the value's kind.
func (p *parser) badValueType(ty Type, off int) {
	if ty == Label && p.tok.kind == tIdent {
		switch string(p.text()) {
		case "undef", "poison", "none":
			p.failAt(off, diag.ErrType, "invalid type for %s constant", p.text())
		case "zeroinitializer":
			p.failAt(off, diag.ErrType, "invalid type for null constant")
		case "null":
			p.failAt(off, diag.ErrType, "null must be a pointer type")
		}
	}
	p.failAt(off, diag.ErrType, "invalid use of a value of type '%s'", ty)
}
