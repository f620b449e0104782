package llvmir

// tokKind classifies a token.
type tokKind uint8

const (
	tEOF tokKind = iota
	tError
	tEqual    // =
	tComma    // ,
	tStar     // *
	tLBrack   // [
	tRBrack   // ]
	tLBrace   // {
	tRBrace   // }
	tLParen   // (
	tRParen   // )
	tLess     // <
	tGreater  // >
	tExclaim  // ! (followed by { or a string)
	tBar      // |
	tDots     // ...
	tColon    // :
	tIdent    // keyword or bare identifier: define, i32, DW_TAG_member
	tLabel    // foo: or "foo": (text excludes the colon; quoted labels keep quotes)
	tLocal    // %name or %"name" (text includes the sigil)
	tLocalID  // %42
	tGlobal   // @name or @"name"
	tGlobalID // @42
	tComdat   // $name
	tMDVar    // !name
	tMDID     // !42
	tAttrID   // #42
	tHashWord // #dbg_value
	tInt      // -?[0-9]+
	tHexInt   // u0x.. / s0x..
	tFloat    // decimal float
	tHexFP    // 0x.., 0xK.., 0xL.., 0xM.., 0xH.., 0xR..
	tString   // "..." (text includes quotes)
	tCString  // c"..." (text includes c and quotes)
)

var tokNames = [...]string{"end of file", "invalid token", "'='", "','", "'*'", "'['", "']'", "'{'", "'}'", "'('", "')'", "'<'", "'>'", "'!'", "'|'", "'...'", "':'",
	"identifier", "label", "local name", "local id", "global name", "global id", "comdat name", "metadata name", "metadata id", "attribute group id", "debug record",
	"integer", "hex integer", "float", "hex float", "string", "c string"}

func (k tokKind) String() string { return tokNames[k] }

type token struct {
	kind       tokKind
	start, end int32
}

type lexer struct {
	src []byte
	pos int
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }
func isHex(c byte) bool    { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// next returns the next token, skipping white space and comments.
func (l *lexer) next() token {
	src := l.src
	p := l.pos
	for p < len(src) {
		c := src[p]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			p++
			continue
		}
		if c == ';' {
			for p < len(src) && src[p] != '\n' {
				p++
			}
			continue
		}
		break
	}
	if p >= len(src) {
		l.pos = p
		return token{tEOF, int32(p), int32(p)}
	}
	start := p
	c := src[p]
	tok := func(k tokKind, end int) token {
		l.pos = end
		return token{k, int32(start), int32(end)}
	}
	switch c {
	case '=':
		return tok(tEqual, p+1)
	case ',':
		return tok(tComma, p+1)
	case '*':
		return tok(tStar, p+1)
	case '[':
		return tok(tLBrack, p+1)
	case ']':
		return tok(tRBrack, p+1)
	case '{':
		return tok(tLBrace, p+1)
	case '}':
		return tok(tRBrace, p+1)
	case '(':
		return tok(tLParen, p+1)
	case ')':
		return tok(tRParen, p+1)
	case '<':
		return tok(tLess, p+1)
	case '>':
		return tok(tGreater, p+1)
	case '|':
		return tok(tBar, p+1)
	case ':':
		return tok(tColon, p+1)
	case '.':
		if p+2 < len(src) && src[p+1] == '.' && src[p+2] == '.' {
			return tok(tDots, p+3)
		}
		// a label like .foo:
		if e := scanNameChars(src, p); e < len(src) && src[e] == ':' {
			return tok(tLabel, e+1).trim()
		}
		return tok(tError, p+1)
	case '"':
		e := scanString(src, p)
		if e < 0 {
			return tok(tError, len(src))
		}
		if e < len(src) && src[e] == ':' {
			l.pos = e + 1
			return token{tLabel, int32(start), int32(e)}
		}
		return tok(tString, e)
	case '%', '@', '$', '!', '#':
		return l.lexSigil(start)
	}
	if isDigit(c) || c == '-' || c == '+' {
		return l.lexNumber(start)
	}
	if isLetter(c) {
		// c"..." string constant
		if c == 'c' && p+1 < len(src) && src[p+1] == '"' {
			e := scanString(src, p+1)
			if e < 0 {
				return tok(tError, len(src))
			}
			return tok(tCString, e)
		}
		if (c == 'u' || c == 's') && p+2 < len(src) && src[p+1] == '0' && src[p+2] == 'x' {
			e := p + 3
			for e < len(src) && isHex(src[e]) {
				e++
			}
			if e > p+3 {
				return tok(tHexInt, e)
			}
		}
		e := p + 1
		for e < len(src) && (isLetter(src[e]) || isDigit(src[e])) {
			e++
		}
		if e < len(src) && (src[e] == ':' || src[e] == '.' || src[e] == '$' || src[e] == '-') {
			if e2 := scanNameChars(src, p); e2 < len(src) && src[e2] == ':' {
				l.pos = e2 + 1
				return token{tLabel, int32(start), int32(e2)}
			}
		}
		if e < len(src) && src[e] == '.' {
			// identifiers such as DW_OP_LLVM_fragment have no dots, but keywords
			// never do either; keep going for error messages.
			return tok(tIdent, e)
		}
		return tok(tIdent, e)
	}
	return tok(tError, p+1)
}

func (t token) trim() token {
	t.end-- // drop the colon from a label
	return t
}

func scanNameChars(src []byte, p int) int {
	for p < len(src) && isNameChar(src[p]) {
		p++
	}
	return p
}

// scanString returns the offset just past the closing quote of the string that
// starts at src[p] == '"', or -1 when it is unterminated.
func scanString(src []byte, p int) int {
	for i := p + 1; i < len(src); i++ {
		if src[i] == '"' {
			return i + 1
		}
	}
	return -1
}

func (l *lexer) lexSigil(start int) token {
	src := l.src
	c := src[start]
	p := start + 1
	kindName, kindID := tLocal, tLocalID
	switch c {
	case '@':
		kindName, kindID = tGlobal, tGlobalID
	case '$':
		kindName, kindID = tComdat, tError
	case '!':
		kindName, kindID = tMDVar, tMDID
	case '#':
		kindName, kindID = tHashWord, tAttrID
	}
	if p < len(src) && src[p] == '"' && c != '!' && c != '#' {
		e := scanString(src, p)
		if e < 0 {
			l.pos = len(src)
			return token{tError, int32(start), int32(len(src))}
		}
		l.pos = e
		return token{kindName, int32(start), int32(e)}
	}
	if p < len(src) && isDigit(src[p]) {
		e := p
		for e < len(src) && isDigit(src[e]) {
			e++
		}
		l.pos = e
		return token{kindID, int32(start), int32(e)}
	}
	if c == '!' {
		// !name: [-a-zA-Z$._][-a-zA-Z$._0-9]* with \XX escapes allowed.
		e := p
		for e < len(src) && (isNameChar(src[e]) || src[e] == '\\') {
			e++
		}
		if e == p {
			l.pos = p
			return token{tExclaim, int32(start), int32(p)}
		}
		l.pos = e
		return token{tMDVar, int32(start), int32(e)}
	}
	if c == '#' {
		e := p
		for e < len(src) && (isLetter(src[e]) || isDigit(src[e])) {
			e++
		}
		if e == p {
			l.pos = p
			return token{tError, int32(start), int32(p)}
		}
		l.pos = e
		return token{tHashWord, int32(start), int32(e)}
	}
	e := p
	for e < len(src) && isNameChar(src[e]) {
		e++
	}
	if e == p {
		l.pos = p
		return token{tError, int32(start), int32(p)}
	}
	l.pos = e
	return token{kindName, int32(start), int32(e)}
}

func (l *lexer) lexNumber(start int) token {
	src := l.src
	p := start
	if src[p] == '0' && p+1 < len(src) && src[p+1] == 'x' {
		e := p + 2
		if e < len(src) && (src[e] == 'K' || src[e] == 'L' || src[e] == 'M' || src[e] == 'H' || src[e] == 'R') {
			e++
		}
		h := e
		for e < len(src) && isHex(src[e]) {
			e++
		}
		if e == h {
			l.pos = e
			return token{tError, int32(start), int32(e)}
		}
		l.pos = e
		return token{tHexFP, int32(start), int32(e)}
	}
	if src[p] == '-' || src[p] == '+' {
		p++
	}
	d := p
	for p < len(src) && isDigit(src[p]) {
		p++
	}
	if p == d {
		// "-foo:" labels
		if e := scanNameChars(src, start); e < len(src) && src[e] == ':' && e > start+1 {
			l.pos = e + 1
			return token{tLabel, int32(start), int32(e)}
		}
		l.pos = p
		return token{tError, int32(start), int32(p)}
	}
	if p < len(src) && src[p] == '.' {
		p++
		for p < len(src) && isDigit(src[p]) {
			p++
		}
		if p < len(src) && (src[p] == 'e' || src[p] == 'E') {
			q := p + 1
			if q < len(src) && (src[q] == '-' || src[q] == '+') {
				q++
			}
			if q < len(src) && isDigit(src[q]) {
				for q < len(src) && isDigit(src[q]) {
					q++
				}
				p = q
			}
		}
		l.pos = p
		return token{tFloat, int32(start), int32(p)}
	}
	// a numeric label such as 42: or a label like 1abc:
	if p < len(src) && (src[p] == ':' || isNameChar(src[p])) {
		if e := scanNameChars(src, start); e < len(src) && src[e] == ':' {
			l.pos = e + 1
			return token{tLabel, int32(start), int32(e)}
		}
	}
	l.pos = p
	return token{tInt, int32(start), int32(p)}
}

// unescape decodes LLVM's \XX and \\ escapes in s (without quotes).
func unescape(s []byte) []byte {
	i := 0
	for i < len(s) && s[i] != '\\' {
		i++
	}
	if i == len(s) {
		return s
	}
	out := make([]byte, 0, len(s))
	out = append(out, s[:i]...)
	for ; i < len(s); i++ {
		c := s[i]
		if c == '\\' {
			if i+1 < len(s) && s[i+1] == '\\' {
				out = append(out, '\\')
				i++
				continue
			}
			if i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
				out = append(out, hexVal(s[i+1])<<4|hexVal(s[i+2]))
				i += 2
				continue
			}
		}
		out = append(out, c)
	}
	return out
}

func hexVal(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}
