package mlir

import (
	"fmt"
	"math/big"
	"strconv"

	"github.com/ferry-ir/ferry/diag"
)

// AsmParser is the token-level parser shared by custom op parsers (OpAsmParser)
// and dialect type/attribute parsers (DialectParser). Methods named ParseOptionalX
// consume X when present and report whether they did; ParseX require it and return
// a located error otherwise.
type AsmParser struct {
	p *parser
	// opName is set for custom op parsers: MLIR prefixes their errors with
	// "custom op 'name' ".
	opName string
}

func (a *AsmParser) prefix(msg string) string {
	if a.opName != "" {
		return "custom op '" + a.opName + "' " + msg
	}
	return msg
}

// Context returns the context being parsed into.
func (a *AsmParser) Context() *Context { return a.p.ctx }

// State returns a map private to this parse in which dialect parsers keep what
// nested calls must see (what MLIR keeps thread-local, such as the names of the
// identified structs whose bodies are being parsed). Keys should be unexported
// types of the dialect's package.
func (a *AsmParser) State() map[any]any {
	if a.p.dialectState == nil {
		a.p.dialectState = map[any]any{}
	}
	return a.p.dialectState
}

// Offset returns the byte offset of the current token, for Errorf.
func (a *AsmParser) Offset() int { return int(a.p.tok.start) }

// Errorf returns a located error at offset off (from Offset), category diag.ErrSyntax.
func (a *AsmParser) Errorf(off int, format string, args ...any) error {
	return a.p.src.Errorf(off, diag.ErrSyntax, "%s", a.prefix(fmt.Sprintf(format, args...)))
}

// ErrorfKind is Errorf with an explicit category (diag.ErrType, diag.ErrVerify, ...).
func (a *AsmParser) ErrorfKind(off int, kind error, format string, args ...any) error {
	return a.p.src.Errorf(off, kind, "%s", a.prefix(fmt.Sprintf(format, args...)))
}

// EmitError returns a located error at the current token.
func (a *AsmParser) EmitError(format string, args ...any) error {
	if a.p.tok.kind == tError {
		return a.p.errHere("")
	}
	return a.Errorf(int(a.p.tok.start), format, args...)
}

// Expected returns MLIR's "expected X" error at the current position.
func (a *AsmParser) Expected(what string) error { return a.p.errExpected(what) }

// punctKind returns the token kind of the punctuation s (a switch: custom
// parsers ask for punctuation several times per op).
func punctKind(s string) (tokKind, bool) {
	if len(s) == 1 {
		switch s[0] {
		case '(':
			return tLParen, true
		case ')':
			return tRParen, true
		case '[':
			return tLSquare, true
		case ']':
			return tRSquare, true
		case '{':
			return tLBrace, true
		case '}':
			return tRBrace, true
		case '<':
			return tLess, true
		case '>':
			return tGreater, true
		case ':':
			return tColon, true
		case ',':
			return tComma, true
		case '=':
			return tEqual, true
		case '-':
			return tMinus, true
		case '+':
			return tPlus, true
		case '*':
			return tStar, true
		case '?':
			return tQuestion, true
		case '|':
			return tVBar, true
		}
		return 0, false
	}
	switch s {
	case "->":
		return tArrow, true
	case "...":
		return tEllipsis, true
	}
	return 0, false
}

// IsPunct reports whether the current token is the punctuation s ("(", "->", ...).
func (a *AsmParser) IsPunct(s string) bool {
	k, ok := punctKind(s)
	return ok && a.p.tok.kind == k
}

// ParseOptionalPunct consumes the punctuation s when it is next.
func (a *AsmParser) ParseOptionalPunct(s string) bool {
	if a.IsPunct(s) {
		a.p.next()
		return true
	}
	return false
}

// ParsePunct requires the punctuation s.
func (a *AsmParser) ParsePunct(s string) error {
	if a.ParseOptionalPunct(s) {
		return nil
	}
	return a.p.errExpected("'" + s + "'")
}

// ParseDimensionList parses `16x8x` (each dimension followed by `x`) up to the
// element type, as MLIR's parseDimensionList(allowDynamic, withTrailingX=true).
func (a *AsmParser) ParseDimensionList(allowDynamic bool) ([]int64, error) {
	mark := len(a.p.dstack)
	defer func() { a.p.dstack, a.p.sstack = a.p.dstack[:mark], a.p.sstack[:mark] }()
	dims, _, err := a.p.parseDims(allowDynamic, false)
	if err != nil {
		return nil, err
	}
	if !allowDynamic && a.p.tok.kind == tQuestion {
		return nil, a.p.errHere("expected static shape")
	}
	return append([]int64(nil), dims...), nil
}

// AtBangID reports whether the current token is a `!` identifier: a dialect
// type (!llvm.ptr) or a type alias, as opposed to a builtin type or punctuation.
func (a *AsmParser) AtBangID() bool { return a.p.tok.kind == tBangID }

// PeekKeyword returns the bare identifier at the current token, or "".
func (a *AsmParser) PeekKeyword() string {
	if a.p.tok.kind == tBareID {
		return a.p.tokText()
	}
	return ""
}

// ParseOptionalKeyword consumes the keyword kw when it is next.
func (a *AsmParser) ParseOptionalKeyword(kw string) bool {
	if a.p.isKeyword(kw) {
		a.p.next()
		return true
	}
	return false
}

// ParseOptionalKeywordAny consumes any bare identifier and returns it.
func (a *AsmParser) ParseOptionalKeywordAny() (string, bool) {
	if a.p.tok.kind == tBareID {
		s := a.p.tokText()
		a.p.next()
		return s, true
	}
	return "", false
}

// ParseKeyword requires a bare identifier and returns it.
func (a *AsmParser) ParseKeyword() (string, error) {
	if s, ok := a.ParseOptionalKeywordAny(); ok {
		return s, nil
	}
	return "", a.EmitError("expected valid keyword")
}

// ExpectKeyword requires the keyword kw.
func (a *AsmParser) ExpectKeyword(kw string) error {
	if a.ParseOptionalKeyword(kw) {
		return nil
	}
	return a.EmitError("expected '%s'", kw)
}

// ParseOptionalKeywordOrString consumes a keyword or a string literal.
func (a *AsmParser) ParseOptionalKeywordOrString() (string, bool) {
	if s, ok := a.ParseOptionalKeywordAny(); ok {
		return s, true
	}
	return a.ParseOptionalString()
}

// ParseOptionalString consumes a string literal and returns its value.
func (a *AsmParser) ParseOptionalString() (string, bool) {
	if a.p.tok.kind == tString {
		s := unquote(a.p.text(a.p.tok))
		a.p.next()
		return s, true
	}
	return "", false
}

// ParseUint64 reads an integer as MLIR's parseInteger<uint64_t> does: a value
// of 64 bits, or a negative literal wrapped modulo 2^64 when it fits the bit
// width MLIR's APInt parsing gives its text (4 bits a digit, one more when the
// top one is set), so `-1` is 2^64-1 and `-9223372036854775807` too large.
func (a *AsmParser) ParseUint64() (uint64, error) {
	p := a.p
	off := int(p.tok.start)
	neg := p.tok.kind == tMinus
	if neg {
		p.next()
	}
	if p.tok.kind != tInteger {
		return 0, p.errExpected("integer value")
	}
	txt := p.tokText()
	digits := txt
	if len(txt) > 2 && txt[1] == 'x' {
		digits = txt[2:]
	}
	v := new(big.Int)
	ok := setIntText(v, txt)
	tooLarge := func() error { return p.src.Errorf(off, diag.ErrSyntax, "integer value too large") }
	if !ok || v.BitLen() > MaxWidth {
		return 0, tooLarge()
	}
	p.next()
	if !neg || v.Sign() == 0 {
		if v.BitLen() > 64 {
			return 0, tooLarge()
		}
		return v.Uint64(), nil
	}
	width := 4 * len(digits)
	if v.Bit(width-1) == 1 {
		width++
	}
	if width > 64 {
		return 0, tooLarge()
	}
	return -v.Uint64(), nil
}

// ParseString requires a string literal.
func (a *AsmParser) ParseString() (string, error) {
	if s, ok := a.ParseOptionalString(); ok {
		return s, nil
	}
	return "", a.p.errExpected("string")
}

// ParseOptionalInteger consumes an optionally negative integer literal.
func (a *AsmParser) ParseOptionalInteger() (*big.Int, bool, error) {
	p := a.p
	neg := false
	if p.tok.kind == tMinus {
		// Only an integer may follow.
		save, saveTok := p.lex.pos, p.tok
		p.next()
		if p.tok.kind != tInteger {
			p.lex.pos, p.tok = save, saveTok
			return nil, false, nil
		}
		neg = true
	}
	if p.tok.kind != tInteger {
		return nil, false, nil
	}
	txt := p.tokText()
	v := new(big.Int)
	if ok := setIntText(v, txt); !ok || v.BitLen() > MaxWidth {
		return nil, true, p.errHere("integer value too large")
	}
	p.next()
	if neg {
		v.Neg(v)
	}
	return v, true, nil
}

// parseSmallInteger consumes a decimal literal of at most 18 digits, optionally
// negative, without big integers; false (nothing consumed) for anything else.
func (a *AsmParser) parseSmallInteger() (int64, bool) {
	p := a.p
	save, saveTok := p.lex.pos, p.tok
	neg := p.tok.kind == tMinus
	if neg {
		p.next()
	}
	if p.tok.kind == tInteger {
		if txt := p.tokText(); len(txt) <= 18 && !(len(txt) > 1 && txt[1] == 'x') {
			var n int64
			for i := 0; i < len(txt); i++ {
				n = n*10 + int64(txt[i]-'0')
			}
			p.next()
			if neg {
				n = -n
			}
			return n, true
		}
	}
	p.lex.pos, p.tok = save, saveTok
	return 0, false
}

// ParseInteger requires an integer literal that fits in int64.
func (a *AsmParser) ParseInteger() (int64, error) {
	if n, ok := a.parseSmallInteger(); ok {
		return n, nil
	}
	off := a.Offset()
	v, ok, err := a.ParseOptionalInteger()
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, a.p.errExpected("integer value")
	}
	if !v.IsInt64() {
		return 0, a.Errorf(off, "integer value too large")
	}
	return v.Int64(), nil
}

// ParseFloat requires a float or integer literal, optionally negative, and returns
// its text (for ParseFloatBits) and float64 value.
func (a *AsmParser) ParseFloat() (text string, val float64, err error) {
	p := a.p
	neg := ""
	if p.tok.kind == tMinus {
		neg = "-"
		p.next()
	}
	if p.tok.kind != tFloat && p.tok.kind != tInteger {
		return "", 0, p.errExpected("floating point value")
	}
	text = neg + p.tokText()
	p.next()
	if len(text) > 2 && (text[1] == 'x' || len(text) > 3 && text[2] == 'x') {
		return text, 0, nil
	}
	val, _ = strconv.ParseFloat(text, 64)
	return text, val, nil
}

// FloatBits converts decimal text to the encoding of kind k, rounding to nearest
// even; ok is false for malformed text.
func FloatBits(k FloatKind, text string) (bits [2]uint64, ok bool) { return parseFloatBits(k, text) }

// FormatFloat prints the encoding bits of kind k as MLIR prints float attributes.
func FormatFloat(k FloatKind, bits [2]uint64) string {
	s, _ := formatFloat(k, bits)
	return s
}

// ParseType parses a type.
func (a *AsmParser) ParseType() (Type, error) { return a.p.parseType() }

// ParseOptionalType parses a type when one starts here.
func (a *AsmParser) ParseOptionalType() (Type, bool, error) {
	if !a.p.parseOptionalTypeStart() {
		return nil, false, nil
	}
	t, err := a.p.parseType()
	return t, true, err
}

// ParseColonType parses `: type`.
func (a *AsmParser) ParseColonType() (Type, error) {
	if err := a.p.expect(tColon, "':'"); err != nil {
		return nil, err
	}
	return a.p.parseType()
}

// ParseTypeList parses `type (, type)*` (at least one).
func (a *AsmParser) ParseTypeList() ([]Type, error) {
	var ts []Type
	for {
		t, err := a.p.parseType()
		if err != nil {
			return nil, err
		}
		ts = append(ts, t)
		if !a.ParseOptionalPunct(",") {
			return ts, nil
		}
	}
}

// ParseColonTypeList parses `: type, type...`.
func (a *AsmParser) ParseColonTypeList() ([]Type, error) {
	if err := a.p.expect(tColon, "':'"); err != nil {
		return nil, err
	}
	return a.ParseTypeList()
}

// ParseParenTypeList parses `(type, ...)`, possibly empty.
func (a *AsmParser) ParseParenTypeList() ([]Type, error) { return a.p.parseParenTypeList() }

// ParseArrowTypeList parses `-> type` or `-> (type, ...)`.
func (a *AsmParser) ParseArrowTypeList() ([]Type, error) {
	if err := a.p.expect(tArrow, "'->'"); err != nil {
		return nil, err
	}
	return a.p.parseFunctionResultTypes()
}

// ParseOptionalArrowTypeList parses `-> types` when an arrow is next.
func (a *AsmParser) ParseOptionalArrowTypeList() ([]Type, error) {
	if a.p.tok.kind != tArrow {
		return nil, nil
	}
	return a.ParseArrowTypeList()
}

// ParseFunctionResultTypes parses `type` or `(type, ...)`.
func (a *AsmParser) ParseFunctionResultTypes() ([]Type, error) { return a.p.parseFunctionResultTypes() }

// ParseAttribute parses an attribute; typ, when non-nil, is its implied type (a
// number then takes no `: type`).
func (a *AsmParser) ParseAttribute(typ Type) (Attribute, error) { return a.p.parseAttribute(typ) }

// ParseOptionalAttribute parses an attribute when one starts here.
func (a *AsmParser) ParseOptionalAttribute(typ Type) (Attribute, bool, error) {
	switch a.p.tok.kind {
	case tInteger, tFloat, tMinus, tString, tLSquare, tLBrace, tAtID, tHashID, tLParen, tBangID:
	case tBareID:
		switch a.p.tokText() {
		case "true", "false", "unit", "dense", "dense_resource", "array", "affine_map", "affine_set", "strided", "distinct", "loc":
		default:
			if !a.p.parseOptionalTypeStart() {
				return nil, false, nil
			}
		}
	default:
		return nil, false, nil
	}
	attr, err := a.p.parseAttribute(typ)
	return attr, true, err
}

// ParseOptionalAttrDict parses `{name = value, ...}` when a brace is next, and
// merges the entries (sorted) into *dst.
func (a *AsmParser) ParseOptionalAttrDict(dst *[]NamedAttr) error {
	if a.p.tok.kind != tLBrace {
		return nil
	}
	entries, err := a.p.parseAttrDictEntries()
	if err != nil {
		return err
	}
	for _, e := range entries {
		*dst = setNamed(*dst, e.Name, e.Value)
	}
	return nil
}

// ParseOptionalAttrDictWithKeyword parses `attributes {...}` when the keyword is next.
func (a *AsmParser) ParseOptionalAttrDictWithKeyword(dst *[]NamedAttr) error {
	if !a.ParseOptionalKeyword("attributes") {
		return nil
	}
	if a.p.tok.kind != tLBrace {
		return a.p.errExpected("'{' in attribute dictionary")
	}
	return a.ParseOptionalAttrDict(dst)
}

// ParseOptionalSymbolName consumes `@name` and returns name.
func (a *AsmParser) ParseOptionalSymbolName() (string, bool) {
	if a.p.tok.kind != tAtID {
		return "", false
	}
	s := a.p.symbolName(a.p.tok)
	a.p.next()
	return s, true
}

// ParseSymbolName requires `@name`.
func (a *AsmParser) ParseSymbolName() (string, error) {
	if s, ok := a.ParseOptionalSymbolName(); ok {
		return s, nil
	}
	// MLIR reports it at the current token (emitError), not after the previous one.
	return "", a.EmitError("expected valid '@'-identifier for symbol name")
}

// ParseCommaSeparatedList parses elements with f, separated by commas and enclosed
// in the delimiters open/close ("(" ")", "[" "]", "<" ">", "{" "}"; "" for none).
// An empty list is allowed when delimiters are given.
func (a *AsmParser) ParseCommaSeparatedList(open, close string, f func() error) error {
	if open != "" {
		if err := a.ParsePunct(open); err != nil {
			return err
		}
		if a.ParseOptionalPunct(close) {
			return nil
		}
	}
	for {
		if err := f(); err != nil {
			return err
		}
		if !a.ParseOptionalPunct(",") {
			break
		}
	}
	if open != "" {
		return a.ParsePunct(close)
	}
	return nil
}

// AtEnd reports whether the input is exhausted.
func (a *AsmParser) AtEnd() bool { return a.p.tok.kind == tEOF }

// DialectParser parses the body of a dialect type or attribute. It is positioned
// after `!ns.mnemonic` / `#ns.mnemonic` (Mnemonic set) or after `!ns` / `#ns` when
// the symbol is written `!ns<...>` (Mnemonic empty, next token '<').
type DialectParser struct {
	AsmParser
	Namespace string
	Mnemonic  string
	start     int
}

// Start returns the offset of the `!`/`#` that began the symbol.
func (d *DialectParser) Start() int { return d.start }

// SkipBody skips a `<...>` written right after the mnemonic: MLIR's pretty form
// makes it part of the type's spelling, and a type without parameters
// (!llvm.void<...>) ignores it.
func (d *DialectParser) SkipBody() error {
	p := d.p
	if p.tok.kind != tLess || int(p.tok.start) != d.start+len(d.Namespace)+len(d.Mnemonic)+2 {
		return nil
	}
	e, err := p.dialectBodyEnd(int(p.tok.start))
	if err != nil {
		return err
	}
	p.lex.pos = e
	p.next()
	return nil
}

// OpAsmParser is what custom op parsers use: AsmParser plus SSA operands,
// successors, regions and entry-block arguments.
type OpAsmParser struct {
	AsmParser
	numResults int
}

// NumResults returns the number of results bound by `%r:N =` before the op name.
func (o *OpAsmParser) NumResults() int { return o.numResults }

// ParseOptionalOperand parses `%name` or `%name#N` when one is next.
func (o *OpAsmParser) ParseOptionalOperand() (UnresolvedOperand, bool, error) {
	if o.p.tok.kind != tPercentID {
		return UnresolvedOperand{}, false, nil
	}
	u, err := o.p.parseOperandRef()
	return u, true, err
}

// ParseOperand requires an operand.
func (o *OpAsmParser) ParseOperand() (UnresolvedOperand, error) {
	return o.p.parseOperandRef()
}

// ParseOperandList parses a comma-separated operand list (possibly empty), inside
// open/close delimiters when they are not "".
func (o *OpAsmParser) ParseOperandList(open, close string) ([]UnresolvedOperand, error) {
	return o.AppendOperandList(nil, open, close)
}

// AppendOperandList is ParseOperandList appending to list, for parsers that
// keep scratch storage for operand lists.
func (o *OpAsmParser) AppendOperandList(list []UnresolvedOperand, open, close string) ([]UnresolvedOperand, error) {
	if open == "" {
		if o.p.tok.kind != tPercentID {
			return nil, nil
		}
	}
	err := o.ParseCommaSeparatedList(open, close, func() error {
		u, err := o.p.parseOperandRef()
		list = append(list, u)
		return err
	})
	return list, err
}

// ValueList returns a slice of n value slots (nil) for an operand list, carved
// from storage the parser allocates in large pieces: appending up to n values to
// ValueList(n)[:0] allocates nothing.
func (o *OpAsmParser) ValueList(n int) []*Value { return o.p.valueList(n) }

// TypeList is ValueList for a list of types (result types).
func (o *OpAsmParser) TypeList(n int) []Type { return carve(&o.p.typeSlab, n) }

// ResolveOperand returns the value u names, of type t (forward references allowed).
func (o *OpAsmParser) ResolveOperand(u UnresolvedOperand, t Type) (*Value, error) {
	return o.p.lookupValue(u.Name, u.Number, t, u.Offset)
}

// ResolveOperands resolves us against ts (same length) and appends to dst; off
// locates a count mismatch.
func (o *OpAsmParser) ResolveOperands(us []UnresolvedOperand, ts []Type, off int, dst *[]*Value) error {
	if len(us) != len(ts) {
		return o.p.src.Errorf(off, diag.ErrSyntax, "%d operands present, but expected %d", len(us), len(ts))
	}
	for i, u := range us {
		v, err := o.ResolveOperand(u, ts[i])
		if err != nil {
			return err
		}
		*dst = append(*dst, v)
	}
	return nil
}

// ParseOptionalSuccessor parses `^bb` when one is next.
func (o *OpAsmParser) ParseOptionalSuccessor() (*Block, bool, error) {
	if o.p.tok.kind != tCaretID {
		return nil, false, nil
	}
	b, err := o.p.parseSuccessorRef()
	return b, true, err
}

// ParseSuccessor requires `^bb`.
func (o *OpAsmParser) ParseSuccessor() (*Block, error) { return o.p.parseSuccessorRef() }

// ParseSuccessorAndUseList parses `^bb` or `^bb(%a, %b : i32, i64)`.
func (o *OpAsmParser) ParseSuccessorAndUseList() (*Block, []*Value, error) {
	b, err := o.p.parseSuccessorRef()
	if err != nil {
		return nil, nil, err
	}
	if o.p.tok.kind != tLParen {
		return b, nil, nil
	}
	o.p.next()
	off := o.Offset()
	us, err := o.ParseOperandList("", "")
	if err != nil {
		return nil, nil, err
	}
	var vals []*Value
	if len(us) > 0 {
		ts, err := o.ParseColonTypeList()
		if err != nil {
			return nil, nil, err
		}
		if err := o.ResolveOperands(us, ts, off, &vals); err != nil {
			return nil, nil, err
		}
	}
	if err := o.ParsePunct(")"); err != nil {
		return nil, nil, err
	}
	return b, vals, nil
}

// ParseArgument parses a region argument `%name` followed, when allowType, by
// `: type`, and when allowAttrs by an optional attribute dictionary, and then an
// optional `loc(...)`.
func (o *OpAsmParser) ParseArgument(allowType, allowAttrs bool) (Argument, error) {
	var arg Argument
	if o.p.tok.kind != tPercentID {
		return arg, o.p.errExpected("SSA identifier")
	}
	arg.Value = UnresolvedOperand{Name: string(o.p.buf[o.p.tok.start+1 : o.p.tok.end]), Offset: o.Offset()}
	o.p.next()
	if allowType {
		t, err := o.ParseColonType()
		if err != nil {
			return arg, err
		}
		arg.Type = t
	}
	if allowAttrs {
		if err := o.ParseOptionalAttrDict(&arg.Attrs); err != nil {
			return arg, err
		}
	}
	n := len(o.p.locFixups)
	if err := o.p.parseTrailingLoc(&arg.Loc); err != nil {
		return arg, err
	}
	if len(o.p.locFixups) > n {
		// The alias is defined later: the fixup is retargeted to the block argument.
		arg.locFixup = n + 1
	}
	return arg, nil
}

// IsOperand reports whether an SSA name is next.
func (o *OpAsmParser) IsOperand() bool { return o.p.tok.kind == tPercentID }

// ParseRegion parses `{ ... }` into r; args, when non-nil, are the entry block's
// arguments. isolated hides enclosing values.
func (o *OpAsmParser) ParseRegion(r *Region, args []Argument, isolated bool) error {
	if args != nil && len(args) == 0 {
		args = nil
	}
	if args != nil {
		return o.p.parseRegionBody(r, args, isolated)
	}
	return o.p.parseRegionBody(r, nil, isolated)
}

// ParseRegionWithEntryArgs is ParseRegion that always creates an entry block for
// args, even when args is empty (as llvm.func bodies do).
func (o *OpAsmParser) ParseRegionWithEntryArgs(r *Region, args []Argument, isolated bool) error {
	if args == nil {
		args = []Argument{}
	}
	return o.p.parseRegionBody(r, args, isolated)
}

// ParseOptionalRegion parses a region when `{` is next.
func (o *OpAsmParser) ParseOptionalRegion(r *Region, args []Argument, isolated bool) (bool, error) {
	if o.p.tok.kind != tLBrace {
		return false, nil
	}
	return true, o.ParseRegion(r, args, isolated)
}

// ParseOptionalLocation parses `loc(...)` when it is next.
func (o *OpAsmParser) ParseOptionalLocation() (Location, error) {
	var l Location
	err := o.p.parseTrailingLoc(&l)
	return l, err
}

// ParseProperties parses `<{...}>` when `<` is next, into st.Props.
func (o *OpAsmParser) ParseProperties(st *OperationState) error {
	if o.p.tok.kind != tLess {
		return nil
	}
	o.p.next()
	entries, err := o.p.parseAttrDictEntries()
	if err != nil {
		return err
	}
	for _, e := range entries {
		st.Props = setNamed(st.Props, e.Name, e.Value)
	}
	return o.ParsePunct(">")
}

// ParseGenericOperationAfterName parses the generic form after the op name, for
// custom parsers that fall back to it.
func (o *OpAsmParser) ParseGenericOperationAfterName(st *OperationState) error {
	return o.p.parseGenericOperationAfterName(st)
}
