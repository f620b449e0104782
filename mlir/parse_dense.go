package mlir

import (
	"bytes"
	"math/big"
	"strings"

	"github.com/ferry-ir/ferry/diag"
)

// denseLit is one element of a dense literal as read: a number, bool, string or
// complex pair.
type denseLit struct {
	kind tokKind // tInteger, tFloat, tString, tBareID (true/false)
	neg  bool
	text string
	off  int
	num  int       // offset of the number token (after a '-')
	im   *denseLit // imaginary part of a complex element
}

// tensorLiteral is the body of a dense or sparse literal as read: a bracketed
// list of lits (shape), one scalar, a hex string, or nothing (empty).
type tensorLiteral struct {
	lits   []denseLit
	shape  []int64
	hex    string
	hexOff int
	scalar bool
	empty  bool
}

// parseTensorLiteral reads a literal up to (not including) the token that ends
// it; an empty literal is one that starts at '>'.
func (p *parser) parseTensorLiteral() (tensorLiteral, error) {
	var l tensorLiteral
	switch {
	case p.tok.kind == tGreater:
		l.empty = true
	case p.tok.kind == tString && strings.HasPrefix(string(p.text(p.tok)), "\"0x"):
		l.hexOff = int(p.tok.start)
		l.hex = unquote(p.text(p.tok))[2:]
		p.next()
	case p.tok.kind == tLSquare:
		var err error
		l.shape, err = p.parseDenseList(&l.lits, 0)
		if err != nil {
			return l, err
		}
	default:
		e, err := p.parseDenseElem()
		if err != nil {
			return l, err
		}
		l.lits = append(l.lits, e)
		l.scalar = true
	}
	return l, nil
}

func (p *parser) parseDenseAttr(typ Type) (Attribute, error) {
	denseOff := int(p.tok.start)
	p.next()
	if err := p.expect(tLess, "'<' after 'dense'"); err != nil {
		return nil, err
	}
	lit, err := p.parseTensorLiteral()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tGreater, "'>'"); err != nil {
		return nil, err
	}
	st, toff, err := p.elementsLiteralType(typ, denseOff)
	if err != nil {
		return nil, err
	}
	return p.denseFromLiteral(st, lit, denseOff, toff)
}

// elementsLiteralType reads the `: type` of an elements literal (unless typ is
// given) and checks that it is a statically shaped type; toff is its offset.
// Errors about the type are reported at errOff, or at the type when it is -1.
func (p *parser) elementsLiteralType(typ Type, errOff int) (st ShapedType, toff int, err error) {
	t := typ
	toff = int(p.tok.start)
	if t == nil {
		if err := p.expect(tColon, "':'"); err != nil {
			return nil, 0, err
		}
		toff = int(p.tok.start)
		if t, err = p.parseType(); err != nil {
			return nil, 0, err
		}
	}
	at := toff
	if errOff >= 0 {
		at = errOff
	}
	st, ok := t.(ShapedType)
	if !ok {
		return nil, 0, p.src.Errorf(at, diag.ErrType, "elements literal must be a shaped type")
	}
	dims, ranked := st.Dims()
	static := ranked
	for _, d := range dims {
		static = static && d >= 0
	}
	if !static {
		return nil, 0, p.src.Errorf(at, diag.ErrType, "elements literal type must have static shape")
	}
	return st, toff, nil
}

// denseFromLiteral builds the dense elements of type st from a literal read at
// denseOff; toff locates errors about the type.
func (p *parser) denseFromLiteral(st ShapedType, lit tensorLiteral, denseOff, toff int) (Attribute, error) {
	dims, _ := st.Dims()
	n := NumElements(dims)
	if n < 0 && (lit.hex != "" || lit.empty) {
		// Only a splat or a (mismatching) literal list can stand for so many.
		return nil, p.src.Errorf(toff, diag.ErrLimit, "elements literal type has too many elements")
	}
	elem := st.ElementType()
	if lit.hex != "" {
		return p.denseFromHex(st, elem, n, lit.hex, lit.hexOff, denseOff)
	}
	if lit.empty {
		if n != 0 {
			return nil, p.src.Errorf(denseOff, diag.ErrType, "parsed zero elements, but type ('%s') expected at least 1", st)
		}
		return p.denseFromLits(st, elem, nil, false)
	}
	lits := lit.lits
	if !lit.scalar {
		if !shapesEqual(lit.shape, dims) {
			return nil, p.src.Errorf(denseOff, diag.ErrType, "inferred shape of elements literal ([%s]) does not match type ([%s])", dimsString(lit.shape), dimsString(dims))
		}
	}
	splat := lit.scalar
	if !splat && len(lits) > 1 {
		// A literal whose elements are all equal is stored as a splat, as MLIR does.
		splat = true
		for i := 1; i < len(lits) && splat; i++ {
			splat = sameLit(lits[i], lits[0])
		}
		if splat {
			lits = lits[:1]
		}
	} else if len(lits) == 1 {
		splat = true
	}
	return p.denseFromLits(st, elem, lits, splat)
}

func sameLit(a, b denseLit) bool {
	if a.kind != b.kind || a.neg != b.neg || a.text != b.text {
		return false
	}
	if (a.im == nil) != (b.im == nil) {
		return false
	}
	return a.im == nil || sameLit(*a.im, *b.im)
}

func shapesEqual(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// errRanks reports an element whose shape differs from the first one's, after
// the element as MLIR does.
func errRanks(p *parser) error {
	return p.errHere("tensor literal is invalid; ranks are not consistent between elements")
}

// parseDenseList parses a nested `[...]` literal and returns its shape.
func (p *parser) parseDenseList(out *[]denseLit, depth int) ([]int64, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	p.next() // [
	var shape []int64
	n := int64(0)
	first := true
	if p.tok.kind != tRSquare {
		for {
			if p.tok.kind == tLSquare {
				sub, err := p.parseDenseList(out, depth+1)
				if err != nil {
					return nil, err
				}
				if first {
					shape = sub
				} else if !shapesEqual(sub, shape) || shape == nil {
					return nil, errRanks(p)
				}
			} else {
				l, err := p.parseDenseElem()
				if err != nil {
					return nil, err
				}
				if !first && shape != nil {
					return nil, errRanks(p)
				}
				*out = append(*out, l)
			}
			first = false
			n++
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
	}
	if err := p.expect(tRSquare, "']'"); err != nil {
		return nil, err
	}
	return append([]int64{n}, shape...), nil
}

func (p *parser) parseDenseElem() (denseLit, error) {
	off := int(p.tok.start)
	switch p.tok.kind {
	case tLParen:
		p.next()
		re, err := p.parseDenseElem()
		if err != nil {
			return re, err
		}
		if err := p.expect(tComma, "',' between complex elements"); err != nil {
			return re, err
		}
		im, err := p.parseDenseElem()
		if err != nil {
			return re, err
		}
		if err := p.expect(tRParen, "')' after complex elements"); err != nil {
			return re, err
		}
		re.im = &im
		return re, nil
	case tString:
		l := denseLit{kind: tString, text: unquote(p.text(p.tok)), off: off}
		p.next()
		return l, nil
	case tBareID:
		if p.isKeyword("true") || p.isKeyword("false") {
			l := denseLit{kind: tBareID, text: p.tokText(), off: off}
			p.next()
			return l, nil
		}
	case tMinus, tInteger, tFloat:
		neg := false
		if p.tok.kind == tMinus {
			neg = true
			p.next()
		}
		if p.tok.kind != tInteger && p.tok.kind != tFloat {
			return denseLit{}, p.errExpected("integer or floating point literal")
		}
		l := denseLit{kind: p.tok.kind, neg: neg, text: p.tokText(), off: off, num: int(p.tok.start)}
		p.next()
		return l, nil
	}
	return denseLit{}, p.errHere("expected element literal of primitive type") // at the token, as MLIR
}

// elemBytes returns the storage size of one element of type t in a
// DenseElementsAttr, or 0 when t is not a dense element type.
func elemBytes(t Type) int {
	switch tt := t.(type) {
	case *IntegerType:
		if tt.Width == 0 {
			return 0
		}
		return (tt.Width + 7) / 8
	case *IndexType:
		return 8
	case *FloatType:
		return (tt.Kind.Width() + 7) / 8
	case *ComplexType:
		return 2 * elemBytes(tt.Elem)
	}
	return 0
}

func putBits(dst []byte, v *big.Int, n int) {
	// two's complement little endian into n bytes
	x := new(big.Int).Set(v)
	if x.Sign() < 0 {
		x.Add(x, new(big.Int).Lsh(big.NewInt(1), uint(8*n)))
	}
	b := x.Bytes()
	for i := 0; i < n && i < len(b); i++ {
		dst[i] = b[len(b)-1-i]
	}
}

func (p *parser) denseFromLits(st ShapedType, elem Type, lits []denseLit, splat bool) (Attribute, error) {
	eb := elemBytes(elem)
	if eb == 0 {
		// String elements.
		elems := make([]string, len(lits))
		for i, l := range lits {
			if l.kind != tString {
				return nil, p.src.Errorf(l.off, diag.ErrType, "expected string token, got '%s'", l.text)
			}
			elems[i] = l.text
		}
		return p.ctx.InternAttr(&DenseStringElementsAttr{Type: st, Splat: splat, Elems: elems}), nil
	}
	data := make([]byte, eb*len(lits))
	for i, l := range lits {
		dst := data[i*eb : (i+1)*eb]
		if ct, ok := elem.(*ComplexType); ok {
			if l.im == nil {
				return nil, p.src.Errorf(l.off, diag.ErrType, "expected complex element")
			}
			h := eb / 2
			if err := p.denseScalar(dst[:h], ct.Elem, l); err != nil {
				return nil, err
			}
			if err := p.denseScalar(dst[h:], ct.Elem, *l.im); err != nil {
				return nil, err
			}
			continue
		}
		if l.im != nil {
			return nil, p.src.Errorf(l.off, diag.ErrType, "complex element for a non-complex type")
		}
		if err := p.denseScalar(dst, elem, l); err != nil {
			return nil, err
		}
	}
	if !splat && len(lits) > 1 && sameElements(data, eb) {
		// Elements written differently with equal values (0x0 and 0. as f32)
		// make a splat too: MLIR compares the values.
		splat, data = true, data[:eb]
	}
	var da *DenseElementsAttr
	da, p.kb = p.ctx.denseElements(p.kb, st, splat, data)
	return da, nil
}

// sameElements reports whether every eb-byte element of data equals the first.
func sameElements(data []byte, eb int) bool {
	for i := eb; i < len(data); i += eb {
		if !bytes.Equal(data[i:i+eb], data[:eb]) {
			return false
		}
	}
	return true
}

func (p *parser) denseScalar(dst []byte, t Type, l denseLit) error {
	switch tt := t.(type) {
	case *FloatType:
		switch l.kind {
		case tFloat:
			text := l.text
			if l.neg {
				text = "-" + text
			}
			bits, ok := literalFloatBits(tt.Kind, text)
			if !ok {
				return p.src.Errorf(l.off, diag.ErrSyntax, "invalid floating point literal")
			}
			putBits(dst, bitsToBig(bits), len(dst))
			return nil
		case tInteger:
			if strings.HasPrefix(l.text, "0x") {
				v, _ := new(big.Int).SetString(l.text[2:], 16)
				putBits(dst, v, len(dst))
				return nil
			}
			// MLIR takes hex integers as bit patterns and refuses decimal ones.
			return p.src.Errorf(l.num, diag.ErrType, "unexpected decimal integer literal for a floating point value")
		}
		return p.src.Errorf(l.off, diag.ErrType, "expected floating point literal")
	case *IntegerType, *IndexType:
		if l.kind == tBareID {
			it, ok := t.(*IntegerType)
			if !ok || it.Width != 1 {
				return p.src.Errorf(l.off, diag.ErrType, "expected integer elements, but parsed floating-point")
			}
			if l.text == "true" {
				dst[0] = 1
			}
			return nil
		}
		if l.kind == tString {
			// MLIR's message for a string where an integer is expected.
			return p.src.Errorf(l.off, diag.ErrType, "integer constant out of range for type")
		}
		if l.kind != tInteger {
			return p.src.Errorf(l.off, diag.ErrType, "expected integer elements, but parsed floating-point")
		}
		v, err := p.intLiteral(l.text, l.neg, t, l.off)
		if err != nil {
			return err
		}
		if it, ok := t.(*IntegerType); ok && it.Width == 1 {
			if v.Sign() != 0 {
				dst[0] = 1
			}
			return nil
		}
		putBits(dst, v, len(dst))
		return nil
	}
	return p.src.Errorf(l.off, diag.ErrType, "unexpected element type")
}

func (p *parser) denseFromHex(st ShapedType, elem Type, n int64, hex string, off, denseOff int) (Attribute, error) {
	if len(hex)%2 != 0 {
		return nil, p.src.Errorf(off, diag.ErrSyntax, "expected string containing hex digits starting with `0x`")
	}
	data := make([]byte, len(hex)/2)
	for i := range data {
		if !isHexDigit(hex[2*i]) || !isHexDigit(hex[2*i+1]) {
			return nil, p.src.Errorf(off, diag.ErrSyntax, "expected string containing hex digits starting with `0x`")
		}
		data[i] = hexVal(hex[2*i])<<4 | hexVal(hex[2*i+1])
	}
	eb := elemBytes(elem)
	if eb == 0 {
		return nil, p.src.Errorf(off, diag.ErrType, "expected integer, floating-point or complex element type")
	}
	splat := n == 1 // one element is a splat, as in MLIR
	switch {
	case int64(len(data)) == n*int64(eb):
	case len(data) == eb:
		splat = true
	default:
		return nil, p.src.Errorf(denseOff, diag.ErrType, "elements hex data size is invalid for provided type: '%s'", st)
	}
	if !splat && n > 1 && sameElements(data, eb) {
		splat, data = true, data[:eb] // as MLIR detects splats
	}
	if it, ok := elem.(*IntegerType); ok && it.Width == 1 {
		for i := range data {
			if data[i] != 0 {
				data[i] = 1
			}
		}
	}
	return p.ctx.InternAttr(&DenseElementsAttr{Type: st, Splat: splat, Data: data}), nil
}
