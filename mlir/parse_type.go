package mlir

import (
	"strconv"

	"github.com/ferry-ir/ferry/diag"
)

// parseType parses any type.
func (p *parser) parseType() (Type, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	switch p.tok.kind {
	case tLParen:
		return p.parseFunctionType()
	case tBangID:
		return p.parseExtendedType()
	case tBareID:
		t, err := p.parseBuiltinType()
		if err != nil {
			return nil, err
		}
		if t != nil {
			return t, nil
		}
	}
	return nil, p.errExpected("non-function type")
}

func (p *parser) parseOptionalTypeStart() bool {
	switch p.tok.kind {
	case tLParen, tBangID:
		return true
	case tBareID:
		return isBuiltinTypeKeyword(p.buf[p.tok.start:p.tok.end])
	}
	return false
}

func isBuiltinTypeKeyword(s []byte) bool {
	switch string(s) {
	case "index", "none", "complex", "vector", "tensor", "memref", "tuple":
		return true
	}
	if _, ok := floatKindByName[string(s)]; ok {
		return true
	}
	_, _, ok := intTypeSpelling(s)
	return ok
}

// intTypeSpelling decodes iN, siN, uiN.
func intTypeSpelling(s []byte) (int, Signedness, bool) {
	sg := Signless
	switch {
	case len(s) > 1 && s[0] == 'i':
		s = s[1:]
	case len(s) > 2 && s[0] == 's' && s[1] == 'i':
		s, sg = s[2:], Signed
	case len(s) > 2 && s[0] == 'u' && s[1] == 'i':
		s, sg = s[2:], Unsigned
	default:
		return 0, 0, false
	}
	n := 0
	for _, c := range s {
		if !isDigit(c) {
			return 0, 0, false
		}
		n = n*10 + int(c-'0')
		if n > 1<<40 {
			n = 1 << 40
		}
	}
	return n, sg, true
}

// parseBuiltinType parses a keyword type; nil, nil when the keyword is not a type.
func (p *parser) parseBuiltinType() (Type, error) {
	s := p.buf[p.tok.start:p.tok.end]
	if w, sg, ok := intTypeSpelling(s); ok {
		if w > 1<<32-1 {
			return nil, p.src.Errorf(int(p.tok.start), diag.ErrLimit, "invalid integer width")
		}
		if w > MaxWidth {
			return nil, p.src.Errorf(int(p.tok.start), diag.ErrLimit, "integer bitwidth is limited to %d bits", MaxWidth)
		}
		if len(s) > 1 && s[len(s)-len(strconv.Itoa(w))] == '0' && w != 0 {
			// i032 is an identifier in MLIR, not a type
			return nil, nil
		}
		p.next()
		return p.ctx.IntegerType(w, sg), nil
	}
	if k, ok := floatKindByName[string(s)]; ok {
		p.next()
		return p.ctx.floats[k], nil
	}
	switch string(s) {
	case "index":
		p.next()
		return p.ctx.index, nil
	case "none":
		p.next()
		return p.ctx.none, nil
	case "complex":
		p.next()
		if err := p.expect(tLess, "'<' in complex type"); err != nil {
			return nil, err
		}
		off := int(p.tok.start)
		elem, err := p.parseType()
		if err != nil {
			return nil, err
		}
		switch elem.(type) {
		case *IntegerType, *FloatType:
		default:
			if _, ok := elem.(DialectType); !ok {
				if _, ok := elem.(*OpaqueType); !ok {
					return nil, p.src.Errorf(off, diag.ErrType, "invalid element type for complex")
				}
			}
		}
		if err := p.expect(tGreater, "'>' in complex type"); err != nil {
			return nil, err
		}
		return p.ctx.ComplexType(elem), nil
	case "tuple":
		p.next()
		if err := p.expect(tLess, "'<' in tuple type"); err != nil {
			return nil, err
		}
		var types []Type
		if p.tok.kind != tGreater {
			for {
				t, err := p.parseType()
				if err != nil {
					return nil, err
				}
				types = append(types, t)
				if p.tok.kind != tComma {
					break
				}
				p.next()
			}
		}
		if err := p.expect(tGreater, "'>' in tuple type"); err != nil {
			return nil, err
		}
		return p.ctx.TupleType(types), nil
	case "vector":
		return p.parseVectorType()
	case "tensor":
		return p.parseTensorType()
	case "memref":
		return p.parseMemRefType()
	}
	return nil, nil
}

func (p *parser) parseFunctionType() (Type, error) {
	mark := len(p.tstack)
	if err := p.pushParenTypeList(); err != nil {
		return nil, err
	}
	nIn := len(p.tstack) - mark
	if err := p.expect(tArrow, "'->' in function type"); err != nil {
		return nil, err
	}
	if err := p.pushFunctionResultTypes(); err != nil {
		return nil, err
	}
	var ft *FunctionType
	ft, p.kb = p.ctx.functionType(p.kb, p.tstack[mark:mark+nIn], p.tstack[mark+nIn:])
	p.tstack = p.tstack[:mark]
	return ft, nil
}

// pushParenTypeList parses `( type, ... )` onto p.tstack.
func (p *parser) pushParenTypeList() error {
	if err := p.expect(tLParen, "'('"); err != nil {
		return err
	}
	if p.tok.kind == tRParen {
		p.next()
		return nil
	}
	for {
		t, err := p.parseType()
		if err != nil {
			return err
		}
		p.tstack = append(p.tstack, t)
		if p.tok.kind != tComma {
			break
		}
		p.next()
	}
	return p.expect(tRParen, "')'")
}

// parseParenTypeList parses `( type, ... )` into a new slice.
func (p *parser) parseParenTypeList() ([]Type, error) {
	mark := len(p.tstack)
	err := p.pushParenTypeList()
	types := append([]Type{}, p.tstack[mark:]...)
	p.tstack = p.tstack[:mark]
	return types, err
}

// pushFunctionResultTypes parses `type` or `(type, ...)` after `->` onto p.tstack.
func (p *parser) pushFunctionResultTypes() error {
	if p.tok.kind == tLParen {
		return p.pushParenTypeList()
	}
	t, err := p.parseType()
	if err != nil {
		return err
	}
	p.tstack = append(p.tstack, t)
	return nil
}

// parseFunctionResultTypes parses `type` or `(type, ...)` into a new slice.
func (p *parser) parseFunctionResultTypes() ([]Type, error) {
	mark := len(p.tstack)
	err := p.pushFunctionResultTypes()
	types := append([]Type{}, p.tstack[mark:]...)
	p.tstack = p.tstack[:mark]
	return types, err
}

// splitX makes the current token start after a leading 'x' of a bare identifier
// (shapes lex as `4`, `x4xf32`).
func (p *parser) consumeX() bool {
	if p.tok.kind == tBareID && p.buf[p.tok.start] == 'x' {
		p.lex.pos = int(p.tok.start) + 1
		p.next()
		return true
	}
	return false
}

// parseDims parses `4x?x[8]x` up to the element type. allowScalable for vectors.
func (p *parser) parseDims(allowDynamic, allowScalable bool) ([]int64, []bool, error) {
	// The dims live on p.dstack/p.sstack; callers truncate them after use.
	mark := len(p.dstack)
	shape, scalable := p.dstack, p.sstack
	defer func() { p.dstack, p.sstack = shape, scalable }()
	for {
		switch {
		case p.tok.kind == tInteger:
			txt := p.buf[p.tok.start:p.tok.end]
			if len(txt) > 1 && txt[0] == '0' && txt[1] == 'x' {
				// 0x4 lexed as hex: the dimension is 0.
				shape = append(shape, 0)
				scalable = append(scalable, false)
				x := p.tok.start + 1
				p.tok = token{kind: tBareID, start: x, end: x + 1}
				p.lex.pos = int(x) + 1
			} else {
				v, e := strconv.ParseInt(string(txt), 10, 64)
				if e != nil {
					return nil, nil, p.errHere("invalid dimension")
				}
				shape = append(shape, v)
				scalable = append(scalable, false)
				if end := int(p.tok.end); end < len(p.buf) && p.buf[end] == 'x' {
					// Lex only the 'x': lexing `x1x1x...` as one bare identifier,
					// once per dimension, made long shapes quadratic.
					p.tok = token{kind: tBareID, start: p.tok.end, end: p.tok.end + 1}
					p.lex.pos = end + 1
				} else {
					p.next()
				}
			}
		case p.tok.kind == tQuestion && allowDynamic:
			shape = append(shape, Dynamic)
			scalable = append(scalable, false)
			p.next()
		case p.tok.kind == tLSquare && allowScalable:
			p.next()
			if p.tok.kind != tInteger {
				return nil, nil, p.errExpected("integer")
			}
			v, e := strconv.ParseInt(p.tokText(), 10, 64)
			if e != nil {
				return nil, nil, p.errHere("invalid dimension")
			}
			p.next()
			if err := p.expect(tRSquare, "']'"); err != nil {
				return nil, nil, err
			}
			shape = append(shape, v)
			scalable = append(scalable, true)
		default:
			return shape[mark:], scalable[mark:], nil
		}
		if len(shape) > MaxRank {
			return nil, nil, p.src.Errorf(int(p.tok.start), diag.ErrLimit, "shape has more than %d dimensions", MaxRank)
		}
		if !p.consumeX() {
			return nil, nil, p.errExpected("'x' in dimension list")
		}
	}
}

func (p *parser) parseVectorType() (Type, error) {
	off := int(p.tok.start)
	p.next()
	if err := p.expect(tLess, "'<' in vector type"); err != nil {
		return nil, err
	}
	mark := len(p.dstack)
	defer func() { p.dstack, p.sstack = p.dstack[:mark], p.sstack[:mark] }()
	shape, scal, err := p.parseDims(false, true)
	if err != nil {
		return nil, err
	}
	for _, d := range shape {
		if d <= 0 {
			return nil, p.src.Errorf(off, diag.ErrType, "vector types must have positive constant sizes but got %s", dimsString(shape))
		}
	}
	elem, err := p.parseType()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tGreater, "'>' in vector type"); err != nil {
		return nil, err
	}
	switch elem.(type) {
	case *IntegerType, *IndexType, *FloatType, *OpaqueType:
	default:
		// MLIR 22: the element type must be a VectorElementTypeInterface.
		if ve, ok := elem.(VectorElementType); !ok || !ve.IsVectorElement() {
			return nil, p.src.Errorf(off, diag.ErrType, "failed to verify 'elementType': VectorElementTypeInterface instance")
		}
	}
	var vt *VectorType
	vt, p.kb = p.ctx.vectorType(p.kb, shape, scal, elem)
	return vt, nil
}

func dimsString(shape []int64) string {
	s := ""
	for i, d := range shape {
		if i > 0 {
			s += ", "
		}
		if d == Dynamic {
			s += "?"
		} else {
			s += strconv.FormatInt(d, 10)
		}
	}
	return s
}

func (p *parser) parseTensorType() (Type, error) {
	p.next()
	if err := p.expect(tLess, "'<' in tensor type"); err != nil {
		return nil, err
	}
	if p.tok.kind == tStar {
		p.next()
		if !p.consumeX() {
			return nil, p.errExpected("'x' in dimension list")
		}
		elem, err := p.parseType()
		if err != nil {
			return nil, err
		}
		enc, err := p.parseTensorEncoding()
		if err != nil {
			return nil, err
		}
		if enc != nil {
			return nil, p.errHere("cannot apply encoding to unranked tensor")
		}
		return p.ctx.UnrankedTensorType(elem), nil
	}
	mark := len(p.dstack)
	defer func() { p.dstack, p.sstack = p.dstack[:mark], p.sstack[:mark] }()
	shape, _, err := p.parseDims(true, false)
	if err != nil {
		return nil, err
	}
	elem, err := p.parseType()
	if err != nil {
		return nil, err
	}
	enc, err := p.parseTensorEncoding()
	if err != nil {
		return nil, err
	}
	return p.ctx.TensorType(append([]int64{}, shape...), elem, enc), nil
}

// parseTensorEncoding parses the end of a tensor type: an optional `, encoding`
// and the '>'. Like MLIR, the encoding is optional after the comma: `tensor<f64,>`
// has none.
func (p *parser) parseTensorEncoding() (Attribute, error) {
	var enc Attribute
	if p.tok.kind == tComma {
		p.next()
		if p.optionalAttrStart() {
			var err error
			if enc, err = p.parseAttribute(nil); err != nil {
				return nil, err
			}
		}
	}
	return enc, p.expect(tGreater, "'>' in tensor type")
}

// optionalAttrStart reports whether the token starts an attribute where MLIR
// reads one only if present (its parseOptionalAttribute): array, strided and
// distinct attributes do not count.
func (p *parser) optionalAttrStart() bool {
	switch p.tok.kind {
	case tAtID, tFloat, tInteger, tHashID, tLBrace, tLSquare, tMinus, tString:
		return true
	case tBareID:
		switch p.tokText() {
		case "affine_map", "affine_set", "dense", "dense_resource", "false", "loc", "sparse", "true", "unit":
			return true
		}
	}
	return p.parseOptionalTypeStart()
}

func (p *parser) parseMemRefType() (Type, error) {
	memOff := int(p.tok.start)
	p.next()
	if err := p.expect(tLess, "'<' in memref type"); err != nil {
		return nil, err
	}
	unranked := false
	var shape []int64
	if p.tok.kind == tStar {
		p.next()
		if !p.consumeX() {
			return nil, p.errExpected("'x' in dimension list")
		}
		unranked = true
	} else {
		var err error
		mark := len(p.dstack)
		defer func() { p.dstack, p.sstack = p.dstack[:mark], p.sstack[:mark] }()
		shape, _, err = p.parseDims(true, false)
		if err != nil {
			return nil, err
		}
	}
	elem, err := p.parseType()
	if err != nil {
		return nil, err
	}
	// Like MLIR, layout and memory space are a non-empty comma-separated list in
	// which a later layout replaces an earlier one; an element's own error is
	// reported at the token after it, the memory space's kind after the '>'.
	var layout, space Attribute
	if p.tok.kind != tComma && p.tok.kind != tGreater {
		return nil, p.errExpected("',' or '>' in memref type")
	}
	if p.tok.kind == tComma {
		p.next()
		if p.tok.kind == tGreater {
			return nil, p.errExpected("list element")
		}
		for {
			a, err := p.parseAttribute(nil)
			if err != nil {
				return nil, err
			}
			switch a.(type) {
			case *AffineMapAttr, *StridedLayoutAttr:
				layout = a
				if unranked {
					return nil, p.errHere("cannot have affine map for unranked memref type")
				}
				if space != nil {
					return nil, p.errHere("expected memory space to be last in memref type")
				}
			default:
				if space != nil {
					return nil, p.errHere("multiple memory spaces specified in memref type")
				}
				space = a
			}
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
	}
	if err := p.expect(tGreater, "',' or '>'"); err != nil {
		return nil, err
	}
	switch space.(type) {
	case nil, *IntegerAttr, *StringAttr, *DictionaryAttr, DialectAttr:
	default:
		return nil, p.src.Errorf(memOff, diag.ErrType, "unsupported memory space Attribute")
	}
	// The default memory space 0 : i64 is dropped, as MLIR does.
	if ia, ok := space.(*IntegerAttr); ok && ia.Big == nil && ia.Val == 0 {
		if it, ok := ia.Type.(*IntegerType); ok && it.Width == 64 && it.Signedness == Signless {
			space = nil
		}
	}
	if unranked {
		return p.ctx.UnrankedMemRefType(elem, space), nil
	}
	shape = append([]int64{}, shape...)
	// The identity layout is dropped, as MLIR does.
	if am, ok := layout.(*AffineMapAttr); ok && am.Map.IsIdentity() {
		layout = nil
	}
	return p.ctx.MemRefType(shape, elem, layout, space), nil
}

// parseExtendedType parses `!alias`, `!dialect.body` or `!dialect<body>`.
func (p *parser) parseExtendedType() (Type, error) {
	tok := p.tok
	id := p.srcString(int(tok.start)+1, int(tok.end))
	ns, rest, dotted := cutDot(id)
	if !dotted && p.lex.pos < len(p.buf) && p.buf[p.lex.pos] == '<' {
		// !dialect<...>
		return p.parseDialectSymbol(tok, ns, "", true)
	}
	if !dotted {
		t, ok := p.typeAliases[id]
		if !ok {
			return nil, p.errUndefinedAlias(id)
		}
		if err := p.useAlias("!"+id, int(tok.start), int(tok.end)); err != nil {
			return nil, err
		}
		p.next()
		return t, nil
	}
	return p.parseDialectSymbol(tok, ns, rest, true)
}

func cutDot(s string) (string, string, bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

// parseDialectSymbol parses the body of a dialect type or attribute after the
// `!ns.ident` / `#ns.ident` token: for a registered dialect with a parser hook it
// calls the hook, otherwise it keeps the text.
func (p *parser) parseDialectSymbol(tok token, ns, ident string, isType bool) (Type, error) {
	t, a, err := p.parseDialectSymbolAny(tok, ns, ident, isType, nil)
	if err != nil {
		return nil, err
	}
	_ = a
	return t, nil
}

// dialectBodyEnd returns the end offset of the balanced `<...>` starting at off, or
// an error naming the unbalanced character as MLIR does.
func (p *parser) dialectBodyEnd(off int) (int, error) {
	var stack []byte
	// MLIR reports at its current token: the '<', or the last string it lexed.
	errAt := off
	for i := off; i < len(p.buf); i++ {
		switch c := p.buf[i]; c {
		case '<', '(', '[', '{':
			stack = append(stack, c)
			if len(stack) > MaxNesting {
				return -1, p.src.Errorf(i, diag.ErrLimit, "nesting deeper than %d levels", MaxNesting)
			}
		case '>', ')', ']', '}':
			if c == '>' && i > off && p.buf[i-1] == '-' {
				continue // '->' inside a body
			}
			open := map[byte]byte{'>': '<', ')': '(', ']': '[', '}': '{'}[c]
			if len(stack) == 0 || stack[len(stack)-1] != open {
				if len(stack) == 0 {
					return -1, p.src.Errorf(errAt, diag.ErrSyntax, "unbalanced '%c' character in pretty dialect name", c)
				}
				return -1, p.src.Errorf(errAt, diag.ErrSyntax, "unbalanced '%c' character in pretty dialect name", stack[len(stack)-1])
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return i + 1, nil
			}
		case '"':
			// The lexer's own string rules, escapes included.
			errAt = i
			save := p.lex.pos
			st := p.lex.lexString(i)
			p.lex.pos = save
			if st.kind == tError {
				return -1, p.src.Errorf(int(st.start), diag.ErrSyntax, "%s", p.lex.err)
			}
			i = int(st.end) - 1
		case 0:
			// mlir-opt-22's first diagnostic at a nul or the end names the
			// innermost open bracket.
			return -1, p.src.Errorf(errAt, diag.ErrSyntax, "unbalanced '%c' character in pretty dialect name", stack[len(stack)-1])
		}
	}
	return -1, p.src.Errorf(errAt, diag.ErrSyntax, "unbalanced '%c' character in pretty dialect name", stack[len(stack)-1])
}

func (p *parser) parseDialectSymbolAny(tok token, ns, ident string, isType bool, attrType Type) (Type, Attribute, error) {
	if ns == "" {
		return nil, nil, p.src.Errorf(int(tok.start)+2, diag.ErrSyntax, "invalid dialect namespace '\"\"'")
	}
	if !validNamespace(ns) {
		// MLIR reads the body before it checks the namespace.
		if end := int(tok.end); end < len(p.buf) && p.buf[end] == '<' {
			if _, err := p.dialectBodyEnd(end); err != nil {
				return nil, nil, err
			}
		}
		off := int(tok.start)
		if ident != "" {
			off = int(tok.end) - 1
		}
		return nil, nil, p.src.Errorf(off, diag.ErrSyntax, "invalid dialect namespace '\"%s\"'", ns)
	}
	d := p.ctx.dialects[ns]
	if d != nil {
		if isType {
			if tp, ok := d.(TypeParser); ok {
				dp := &DialectParser{AsmParser: AsmParser{p: p}, Namespace: ns, Mnemonic: ident, start: int(tok.start)}
				p.next()
				t, err := tp.ParseType(dp)
				if err != nil {
					return nil, nil, err
				}
				return t, nil, nil
			}
		} else if ap, ok := d.(AttrParser); ok {
			dp := &DialectParser{AsmParser: AsmParser{p: p}, Namespace: ns, Mnemonic: ident, start: int(tok.start)}
			p.next()
			a, err := ap.ParseAttr(dp, attrType)
			if err != nil {
				return nil, nil, err
			}
			return nil, a, nil
		}
	}
	// A registered dialect without the hook (OpaqueDialect), or an unregistered one:
	// the symbol is kept as text.
	// Keep the text: ident plus an optional balanced <...> immediately following.
	identStart := int(tok.start) + 2 + len(ns)
	dataStart, dataEnd := identStart, int(tok.end)
	var decoded []byte
	end := int(tok.end)
	symEnd := end
	if end < len(p.buf) && p.buf[end] == '<' {
		e, err := p.dialectBodyEnd(end)
		if err != nil {
			return nil, nil, err
		}
		if ident == "" {
			// !ns<body>: the body is kept as written, quotes included, as MLIR does.
			dataStart, dataEnd = end+1, e-1
		} else {
			dataEnd = e
		}
		p.lex.pos = e
	} else if ident == "" {
		return nil, nil, p.src.Errorf(int(tok.start), diag.ErrSyntax, "expected '<' in dialect type")
	}
	if decoded == nil {
		decoded = p.buf[dataStart:dataEnd]
	}
	data := ""
	p.next()
	if d == nil && !p.ctx.AllowUnregistered {
		q := func(s string) string { return `"` + s + `"` }
		if isType {
			return nil, nil, p.src.Errorf(symEnd-1, diag.ErrSyntax, "`!%s<%s>` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used", q(ns), q(string(decoded)))
		}
		return nil, nil, p.src.Errorf(symEnd-1, diag.ErrSyntax, "#%s<%s> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used", q(ns), q(string(decoded)))
	}
	if isType {
		var ot *OpaqueType
		ot, p.kb = p.ctx.opaqueType(p.kb, ns, decoded)
		return ot, nil, nil
	}
	data = string(decoded)
	var typ Type
	if p.tok.kind == tColon && attrType == nil {
		// A trailing type belongs to the attribute only in MLIR's generic opaque form;
		// leave it to the caller.
	}
	return nil, p.ctx.InternAttr(&OpaqueAttr{Dialect: ns, Data: data, Type: typ}), nil
}

// validNamespace: a letter or '_', then letters, digits, '_' or '$'.
func validNamespace(ns string) bool {
	if ns == "" || !isIdentStart(ns[0]) {
		return false
	}
	for i := 1; i < len(ns); i++ {
		c := ns[i]
		if !(isIdentStart(c) || isDigit(c) || c == '$') {
			return false
		}
	}
	return true
}
