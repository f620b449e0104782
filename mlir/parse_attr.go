package mlir

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/ferry-ir/ferry/diag"
)

// parseAttribute parses any attribute. typ, when non-nil, is the type the context
// implies (no `: type` is then read for numbers).
func (p *parser) parseAttribute(typ Type) (Attribute, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	switch p.tok.kind {
	case tInteger, tFloat, tMinus:
		return p.parseNumberAttr(typ)
	case tString:
		raw := p.text(p.tok)
		p.next()
		var t Type
		if typ == nil && p.tok.kind == tColon {
			p.next()
			var err error
			if t, err = p.parseType(); err != nil {
				return nil, err
			}
		}
		var sa *StringAttr
		sa, p.kb = p.ctx.stringAttr(p.kb, unquoteBytes(raw), t)
		return sa, nil
	case tLSquare:
		p.next()
		var elems []Attribute
		if p.tok.kind != tRSquare {
			for {
				a, err := p.parseAttribute(nil)
				if err != nil {
					return nil, err
				}
				elems = append(elems, a)
				if p.tok.kind != tComma {
					break
				}
				p.next()
			}
		}
		if err := p.expect(tRSquare, "',' or ']'"); err != nil {
			return nil, err
		}
		return p.ctx.Array(elems), nil
	case tLBrace:
		entries, err := p.parseAttrDictEntries()
		if err != nil {
			return nil, err
		}
		return p.ctx.InternAttr(&DictionaryAttr{Entries: entries}), nil
	case tAtID:
		root := p.symbolName(p.tok)
		p.next()
		var nested []string
		for p.tok.kind == tColon {
			// A nested reference is `: :@name`; a single ':' is left for the caller.
			save, saveTok := p.lex.pos, p.tok
			p.next()
			if p.tok.kind != tColon {
				p.lex.pos, p.tok = save, saveTok
				break
			}
			p.next()
			if p.tok.kind != tAtID {
				return nil, p.errHere("expected nested symbol reference identifier")
			}
			nested = append(nested, p.symbolName(p.tok))
			p.next()
		}
		return p.ctx.SymbolRef(root, nested...), nil
	case tHashID:
		return p.parseHashAttr(typ)
	case tBareID:
		switch p.tokText() {
		case "true", "false":
			v := p.tokText() == "true"
			p.next()
			if typ == nil && p.tok.kind == tColon {
				p.next()
				t, err := p.parseType()
				if err != nil {
					return nil, err
				}
				if it, ok := t.(*IntegerType); !ok || it.Width != 1 {
					return nil, p.errHere("expected i1 type for 'true' or 'false' values")
				}
			}
			return p.ctx.Bool(v), nil
		case "unit":
			p.next()
			return p.ctx.unit, nil
		case "dense":
			return p.parseDenseAttr(typ)
		case "dense_resource":
			return p.parseDenseResourceAttr(typ)
		case "array":
			return p.parseDenseArrayAttr()
		case "affine_map":
			p.next()
			if err := p.expect(tLess, "'<' in affine map"); err != nil {
				return nil, err
			}
			m, _, err := p.parseAffineMapOrSet(false)
			if err != nil {
				return nil, err
			}
			if err := p.expect(tGreater, "'>' in affine map"); err != nil {
				return nil, err
			}
			return p.ctx.InternAttr(&AffineMapAttr{Map: m}), nil
		case "affine_set":
			p.next()
			if err := p.expect(tLess, "'<' in integer set"); err != nil {
				return nil, err
			}
			_, s, err := p.parseAffineMapOrSet(true)
			if err != nil {
				return nil, err
			}
			if err := p.expect(tGreater, "'>' in integer set"); err != nil {
				return nil, err
			}
			return p.ctx.InternAttr(&IntegerSetAttr{Set: s}), nil
		case "strided":
			return p.parseStridedAttr()
		case "distinct":
			return p.parseDistinctAttr()
		case "loc":
			var loc Location
			off := int(p.tok.start)
			if err := p.parseLocInto(&loc); err != nil {
				return nil, err
			}
			if loc == nil {
				return nil, p.src.Errorf(off, diag.ErrSyntax, "location alias must be defined before use in an attribute")
			}
			return loc, nil
		case "sparse":
			return p.parseSparseAttr(typ)
		}
	}
	if p.parseOptionalTypeStart() {
		t, err := p.parseType()
		if err != nil {
			return nil, err
		}
		return p.ctx.TypeAttr(t), nil
	}
	return nil, p.errExpected("attribute value")
}

func (p *parser) symbolName(t token) string {
	s := p.buf[t.start+1 : t.end]
	if len(s) > 0 && s[0] == '"' {
		return unquote(s)
	}
	return string(s)
}

// parseAttrDictEntries parses `{name = value, name, "quoted" = value}`, sorted.
func (p *parser) parseAttrDictEntries() ([]NamedAttr, error) {
	if err := p.expect(tLBrace, "'{' in attribute dictionary"); err != nil {
		return nil, err
	}
	var entries []NamedAttr
	if p.tok.kind != tRBrace {
		for {
			var name string
			off := int(p.tok.start)
			switch p.tok.kind {
			case tString:
				name = unquote(p.text(p.tok))
				if name == "" {
					return nil, p.errHere("expected valid attribute name")
				}
			case tBareID:
				name = p.tokText()
			default:
				return nil, p.errExpected("attribute name")
			}
			p.next()
			for _, e := range entries {
				if e.Name == name {
					return nil, p.src.Errorf(off, diag.ErrRedefined, "duplicate key '%s' in dictionary attribute", name)
				}
			}
			var val Attribute = p.ctx.unit
			if p.tok.kind == tEqual {
				p.next()
				a, err := p.parseAttribute(nil)
				if err != nil {
					return nil, err
				}
				val = a
			}
			entries = append(entries, NamedAttr{name, val})
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
	}
	if err := p.expect(tRBrace, "'}' in attribute dictionary"); err != nil {
		return nil, err
	}
	sortNamed(entries)
	return entries, nil
}

// parseNumberAttr parses `[-]int` or `[-]float` with an optional `: type`.
func (p *parser) parseNumberAttr(typ Type) (Attribute, error) {
	off := int(p.tok.start)
	neg := false
	if p.tok.kind == tMinus {
		neg = true
		p.next()
		if p.tok.kind != tInteger && p.tok.kind != tFloat {
			return nil, p.errExpected("constant integer or floating point value")
		}
	}
	return p.parseUnsignedNumber(typ, off, neg)
}

// parseDenseArrayElement parses one element of `array<t: ...>`, of integer or
// float type t, with MLIR's diagnostics for elements: a literal of the wrong
// kind is reported at its start, a bad integer after it.
func (p *parser) parseDenseArrayElement(t Type) (Attribute, error) {
	off := int(p.tok.start)
	neg := p.tok.kind == tMinus
	if neg {
		p.next()
	}
	it, isInt := t.(*IntegerType)
	if !isInt {
		if p.tok.kind != tInteger && p.tok.kind != tFloat {
			return nil, p.errHere("expected floating point literal")
		}
		return p.parseUnsignedNumber(t, off, neg)
	}
	if p.isKeyword("true") || p.isKeyword("false") {
		if it.Width != 1 {
			return nil, p.errHere("expected i1 type for 'true' or 'false' values")
		}
		// A negated i1 keeps its value: -1 is 1 in one bit.
		a := p.ctx.Bool(p.isKeyword("true"))
		p.next()
		return a, nil
	}
	if p.tok.kind != tInteger {
		return nil, p.errHere("expected integer literal")
	}
	text := p.tokText()
	p.next()
	if it.Width == 1 {
		return nil, p.errHere("expected 'true' or 'false' values for i1 type")
	}
	if a, ok := p.fastIntAttr(text, neg, t); ok {
		return a, nil
	}
	v, err := p.intLiteral(text, neg, t, off)
	if err != nil {
		return nil, p.errHere("integer constant out of range")
	}
	return p.ctx.IntegerAttrBig(t, v), nil
}

// parseUnsignedNumber parses the number of parseNumberAttr after its sign;
// off is where the sign or number starts.
func (p *parser) parseUnsignedNumber(typ Type, off int, neg bool) (Attribute, error) {
	numTok := p.tok
	p.next()
	t := typ
	if t == nil && p.tok.kind == tColon {
		p.next()
		var err error
		if t, err = p.parseType(); err != nil {
			return nil, err
		}
	}
	text := p.srcString(int(numTok.start), int(numTok.end))
	if numTok.kind == tFloat {
		if t == nil {
			t = p.ctx.floats[F64]
		}
		ft, ok := t.(*FloatType)
		if !ok {
			return nil, p.src.Errorf(off, diag.ErrType, "floating point value not valid for specified type")
		}
		if neg {
			text = p.srcString(off, int(numTok.end))
		}
		bits, ok := literalFloatBits(ft.Kind, text)
		if !ok {
			return nil, p.src.Errorf(off, diag.ErrSyntax, "floating point value too large for attribute")
		}
		var fa *FloatAttr
		fa, p.kb = p.ctx.floatAttr(p.kb, ft, bits)
		return fa, nil
	}
	if t == nil {
		t = p.ctx.IntegerType(64, Signless)
	}
	switch tt := t.(type) {
	case *FloatType:
		if !strings.HasPrefix(text, "0x") {
			return nil, p.src.Errorf(int(numTok.start), diag.ErrSyntax, "unexpected decimal integer literal for a floating point value")
		}
		if neg {
			return nil, p.src.Errorf(int(numTok.start), diag.ErrSyntax, "hexadecimal float literal should not have a leading minus")
		}
		v, ok := new(big.Int).SetString(text[2:], 16)
		if !ok || v.BitLen() > tt.Kind.Width() {
			return nil, p.src.Errorf(int(numTok.start), diag.ErrSyntax, "hexadecimal float constant out of range for type")
		}
		return p.ctx.FloatAttr(tt, bigToBits(v)), nil
	case *IntegerType, *IndexType:
		if a, ok := p.fastIntAttr(text, neg, t); ok {
			return a, nil
		}
		v, err := p.intLiteral(text, neg, t, off)
		if err != nil {
			return nil, err
		}
		return p.ctx.IntegerAttrBig(t, v), nil
	}
	return nil, p.src.Errorf(off, diag.ErrType, "integer literal not valid for specified type")
}

// fastIntAttr handles decimal literals of up to 18 digits for types of at most 64
// bits without big integers; ok is false when the slow path must decide.
func (p *parser) fastIntAttr(text string, neg bool, t Type) (Attribute, bool) {
	if len(text) > 18 || len(text) > 1 && text[1] == 'x' {
		return nil, false
	}
	var v int64
	for i := 0; i < len(text); i++ {
		v = v*10 + int64(text[i]-'0')
	}
	width, signed, unsigned := 64, false, false
	if it, ok := t.(*IntegerType); ok {
		width, signed, unsigned = it.Width, it.Signedness == Signed, it.Signedness == Unsigned
	}
	if width > 64 || width < 1 {
		return nil, false
	}
	if neg {
		if unsigned || width < 64 && v > 1<<uint(width-1) {
			return nil, false
		}
		v = -v
	} else if width < 64 && (v>>uint(width) != 0 || signed && v>>uint(width-1) != 0) {
		return nil, false
	}
	if width == 1 {
		return p.ctx.Bool(v != 0), true
	}
	var a *IntegerAttr
	a, p.kb = p.ctx.intAttr(p.kb, t, normalizeInt(v, width, unsigned))
	return a, true
}

// setIntText sets v to the unsigned integer literal txt, decimal or hex ("0x...").
func setIntText(v *big.Int, txt string) bool {
	if strings.HasPrefix(txt, "0x") {
		_, ok := v.SetString(txt[2:], 16)
		return ok
	}
	return setDecimal(v, txt)
}

// setDecimal sets v to the unsigned decimal number ds. big.Int.SetString is
// quadratic in the number of digits (2M digits took 5 s); splitting them in halves,
// hi·10^k + lo, turns the work into a few large multiplications.
func setDecimal(v *big.Int, ds string) bool {
	if len(ds) <= 4096 {
		_, ok := v.SetString(ds, 10)
		return ok
	}
	if ds[0] == '+' || ds[0] == '-' {
		return false
	}
	k := len(ds) / 2
	var lo big.Int
	if !setDecimal(v, ds[:len(ds)-k]) || ds[len(ds)-k] == '+' || ds[len(ds)-k] == '-' || !setDecimal(&lo, ds[len(ds)-k:]) {
		return false
	}
	v.Mul(v, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(k)), nil))
	v.Add(v, &lo)
	return true
}

// intLiteral converts integer text to a value checked against t's range.
func (p *parser) intLiteral(text string, neg bool, t Type, off int) (*big.Int, error) {
	v := new(big.Int)
	if !setIntText(v, text) {
		return nil, p.src.Errorf(off, diag.ErrSyntax, "integer constant out of range for attribute")
	}
	width := 64
	unsigned, signed := false, false
	if it, ok := t.(*IntegerType); ok {
		width = it.Width
		unsigned = it.Signedness == Unsigned
		signed = it.Signedness == Signed
	}
	if neg {
		if unsigned {
			return nil, p.src.Errorf(off, diag.ErrType, "negative integer literal not valid for unsigned integer type")
		}
		v.Neg(v)
	}
	// Range: signless accepts [-2^(w-1), 2^w); signed [-2^(w-1), 2^(w-1)); unsigned [0, 2^w).
	bl := v.BitLen()
	if v.Sign() < 0 {
		// -2^(w-1) is the smallest
		m := new(big.Int).Neg(v)
		m.Sub(m, big.NewInt(1))
		if m.BitLen() > width-1 || width == 0 {
			return nil, p.src.Errorf(off, diag.ErrSyntax, "integer constant out of range for attribute")
		}
	} else if bl > width || signed && bl > width-1 {
		return nil, p.src.Errorf(off, diag.ErrSyntax, "integer constant out of range for attribute")
	}
	return v, nil
}

func (p *parser) parseHashAttr(typ Type) (Attribute, error) {
	tok := p.tok
	id := p.srcString(int(tok.start)+1, int(tok.end))
	ns, rest, dotted := cutDot(id)
	if !dotted && !(int(tok.end) < len(p.buf) && p.buf[tok.end] == '<') {
		a, ok := p.attrAliases[id]
		if !ok {
			return nil, p.errUndefinedAlias(id)
		}
		if err := p.useAlias("#"+id, int(tok.start), int(tok.end)); err != nil {
			return nil, err
		}
		p.next()
		return a, nil
	}
	_, a, err := p.parseDialectSymbolAny(tok, ns, rest, false, typ)
	if err != nil {
		return nil, err
	}
	if oa, ok := a.(*OpaqueAttr); ok && typ == nil && p.tok.kind == tColon {
		p.next()
		t, err := p.parseType()
		if err != nil {
			return nil, err
		}
		a = p.ctx.InternAttr(&OpaqueAttr{Dialect: oa.Dialect, Data: oa.Data, Type: t})
	}
	return a, nil
}

func (p *parser) parseDistinctAttr() (Attribute, error) {
	off := int(p.tok.start)
	p.next()
	if err := p.expect(tLSquare, "'[' after 'distinct'"); err != nil {
		return nil, err
	}
	if p.tok.kind != tInteger {
		return nil, p.errExpected("distinct ID")
	}
	id, err := strconv.ParseInt(p.tokText(), 0, 64)
	if err != nil {
		return nil, p.errHere("expected an unsigned 64-bit integer")
	}
	p.next()
	if err := p.expect(tRSquare, "']' to close distinct ID"); err != nil {
		return nil, err
	}
	if err := p.expect(tLess, "'<' after distinct ID"); err != nil {
		return nil, err
	}
	var ref Attribute
	if p.tok.kind == tGreater {
		ref = p.ctx.unit
	} else {
		ref, err = p.parseAttribute(nil)
		if err != nil {
			return nil, err
		}
	}
	if err := p.expect(tGreater, "'>' to close distinct attribute"); err != nil {
		return nil, err
	}
	p.shared.mu.Lock()
	defer p.shared.mu.Unlock()
	if p.shared.distinct == nil {
		p.shared.distinct = map[int64]*DistinctAttr{}
	}
	if d, ok := p.shared.distinct[id]; ok {
		if d.Ref != ref {
			return nil, p.src.Errorf(off, diag.ErrRedefined, "referenced attribute does not match previous definition: %s", d.Ref.String())
		}
		return d, nil
	}
	d := p.ctx.Distinct(ref)
	p.shared.distinct[id] = d
	return d, nil
}

func (p *parser) parseStridedAttr() (Attribute, error) {
	p.next()
	if err := p.expect(tLess, "'<' after 'strided'"); err != nil {
		return nil, err
	}
	if err := p.expect(tLSquare, "'['"); err != nil {
		return nil, err
	}
	var strides []int64
	if p.tok.kind != tRSquare {
		for {
			v, err := p.parseStrideValue()
			if err != nil {
				return nil, err
			}
			strides = append(strides, v)
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
	}
	if err := p.expect(tRSquare, "']'"); err != nil {
		return nil, err
	}
	var offset int64
	hasOffset := p.tok.kind == tComma
	if hasOffset {
		p.next()
		if !p.isKeyword("offset") {
			return nil, p.errExpected("'offset' after comma")
		}
		p.next()
		if err := p.expect(tColon, "':' after 'offset'"); err != nil {
			return nil, err
		}
		v, err := p.parseStrideValue()
		if err != nil {
			return nil, err
		}
		offset = v
	}
	if p.tok.kind != tGreater && !hasOffset {
		return nil, p.errExpected("','")
	}
	if err := p.expect(tGreater, "'>'"); err != nil {
		return nil, err
	}
	return p.ctx.InternAttr(&StridedLayoutAttr{Offset: offset, Strides: strides}), nil
}

func (p *parser) parseStrideValue() (int64, error) {
	if p.tok.kind == tQuestion {
		p.next()
		return Dynamic, nil
	}
	// MLIR reports a value that is not an integer where it starts.
	off := int(p.tok.start)
	neg := false
	if p.tok.kind == tMinus {
		neg = true
		p.next()
	}
	if p.tok.kind != tInteger {
		if p.tok.kind == tError {
			return 0, p.errHere("")
		}
		return 0, p.src.Errorf(off, diag.ErrSyntax, "expected a 64-bit signed integer or '?'")
	}
	// Like MLIR, the magnitude must fit: -9223372036854775808 does not.
	v, err := strconv.ParseInt(p.tokText(), 0, 64)
	if err != nil {
		return 0, p.src.Errorf(off, diag.ErrSyntax, "expected a 64-bit signed integer or '?'")
	}
	p.next()
	if neg {
		v = -v
	}
	return v, nil
}

func (p *parser) parseDenseResourceAttr(typ Type) (Attribute, error) {
	p.next()
	if err := p.expect(tLess, "'<'"); err != nil {
		return nil, err
	}
	if p.tok.kind != tBareID && p.tok.kind != tString {
		return nil, p.errHere("expected identifier key for 'resource' entry")
	}
	var handle string
	if p.tok.kind == tString {
		handle = unquote(p.text(p.tok))
	} else {
		handle = p.tokText()
	}
	p.next()
	if err := p.expect(tGreater, "'>'"); err != nil {
		return nil, err
	}
	t := typ
	if t == nil {
		if err := p.expect(tColon, "':'"); err != nil {
			return nil, err
		}
		off := int(p.tok.start)
		var err error
		if t, err = p.parseType(); err != nil {
			return nil, err
		}
		if _, ok := t.(ShapedType); !ok {
			return nil, p.src.Errorf(off, diag.ErrType, "expected a shaped type for dense_resource")
		}
	}
	st, ok := t.(ShapedType)
	if !ok {
		return nil, p.errHere("expected a shaped type for dense_resource")
	}
	return p.ctx.InternAttr(&DenseResourceAttr{Handle: handle, Type: st}), nil
}

func (p *parser) parseDenseArrayAttr() (Attribute, error) {
	p.next()
	if err := p.expect(tLess, "'<' after 'array'"); err != nil {
		return nil, err
	}
	off := int(p.tok.start)
	t, err := p.parseType()
	if err != nil {
		return nil, err
	}
	switch tt := t.(type) {
	case *IntegerType:
		switch tt.Width {
		case 1, 8, 16, 32, 64:
		default:
			return nil, p.src.Errorf(off, diag.ErrType, "expected i1, i8, i16, i32, or i64 but got: %s", t.String())
		}
	case *FloatType:
		if tt.Kind != F32 && tt.Kind != F64 {
			return nil, p.src.Errorf(off, diag.ErrType, "expected f32 or f64 but got: %s", t.String())
		}
	default:
		return nil, p.src.Errorf(off, diag.ErrType, "expected integer or float type, got: %s", t.String())
	}
	mark := len(p.astack)
	defer func() { p.astack = p.astack[:mark] }()
	if p.tok.kind != tGreater {
		if err := p.expect(tColon, "':' after dense array type"); err != nil {
			return nil, err
		}
		for {
			a, err := p.parseDenseArrayElement(t)
			if err != nil {
				return nil, err
			}
			p.astack = append(p.astack, a)
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
	}
	if err := p.expect(tGreater, "'>' to close an array attribute"); err != nil {
		return nil, err
	}
	var da *DenseArrayAttr
	da, p.kb = p.ctx.denseArray(p.kb, t, p.astack[mark:])
	return da, nil
}
