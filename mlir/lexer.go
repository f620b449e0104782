package mlir

// tokKind is the kind of a lexed token.
type tokKind uint8

const (
	tEOF tokKind = iota
	tError
	tBareID    // foo, i32, llvm.add (bare identifiers may contain '.' and '$')
	tPercentID // %x, %0, %arg1
	tCaretID   // ^bb1
	tHashID    // #alias, #llvm.linkage
	tBangID    // !alias, !llvm.ptr
	tAtID      // @sym, @"quoted"
	tInteger   // 42, 0x1F
	tFloat     // 1.5, 1e3
	tString    // "text" (Text holds the quoted source)
	tLParen
	tRParen
	tLSquare
	tRSquare
	tLBrace
	tRBrace
	tLess
	tGreater
	tColon
	tComma
	tEqual
	tArrow             // ->
	tMinus             // -
	tPlus              // +
	tStar              // *
	tQuestion          // ?
	tEllipsis          // ...
	tVBar              // |
	tFileMetadataBegin // {-#
	tFileMetadataEnd   // #-}
)

// token is a lexed token: its kind and byte span in the source.
type token struct {
	kind       tokKind
	start, end int32
}

// lexer reads tokens from a []byte without allocating.
type lexer struct {
	src []byte
	pos int
	err string // message of the last tError token
}

func isIdentStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isHexDigit(c byte) bool {
	return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// isIdentChar: letters, digits, '_', '$', '.' (bare identifiers), and '-' (suffix ids).
func isIdentChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) || c == '_' || c == '$' || c == '.' || c == '-'
}

func isBareChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) || c == '_' || c == '$' || c == '.'
}

// skipSpace skips whitespace and // comments.
func (l *lexer) skipSpace() {
	for l.pos < len(l.src) {
		switch l.src[l.pos] {
		case ' ', '\t', '\n', '\r':
			l.pos++
		case '/':
			if l.pos+1 < len(l.src) && l.src[l.pos+1] == '/' {
				for l.pos < len(l.src) && l.src[l.pos] != '\n' {
					l.pos++
				}
				continue
			}
			return
		default:
			return
		}
	}
}

func (l *lexer) errTok(start int, msg string) token {
	l.err = msg
	end := start + 1
	if end > len(l.src) {
		end = len(l.src)
	}
	if start > len(l.src) {
		start = len(l.src)
	}
	return token{tError, int32(start), int32(end)}
}

// next returns the next token.
func (l *lexer) next() token {
	l.skipSpace()
	start := l.pos
	if l.pos >= len(l.src) {
		return token{tEOF, int32(start), int32(start)}
	}
	c := l.src[l.pos]
	one := func(k tokKind) token { l.pos++; return token{k, int32(start), int32(l.pos)} }
	switch c {
	case '(':
		return one(tLParen)
	case ')':
		return one(tRParen)
	case '[':
		return one(tLSquare)
	case ']':
		return one(tRSquare)
	case '{':
		if l.pos+2 < len(l.src) && l.src[l.pos+1] == '-' && l.src[l.pos+2] == '#' {
			l.pos += 3
			return token{tFileMetadataBegin, int32(start), int32(l.pos)}
		}
		return one(tLBrace)
	case '}':
		return one(tRBrace)
	case '<':
		return one(tLess)
	case '>':
		return one(tGreater)
	case ',':
		return one(tComma)
	case '=':
		return one(tEqual)
	case '+':
		return one(tPlus)
	case '*':
		return one(tStar)
	case '?':
		return one(tQuestion)
	case '|':
		return one(tVBar)
	case ':':
		// As in MLIR, `::` is two colons (a nested symbol reference allows
		// blanks between them).
		return one(tColon)
	case '-':
		if l.pos+1 < len(l.src) && l.src[l.pos+1] == '>' {
			l.pos += 2
			return token{tArrow, int32(start), int32(l.pos)}
		}
		return one(tMinus)
	case '.':
		if l.pos+2 < len(l.src) && l.src[l.pos+1] == '.' && l.src[l.pos+2] == '.' {
			l.pos += 3
			return token{tEllipsis, int32(start), int32(l.pos)}
		}
		// MLIR reads any '.' as the start of an ellipsis, and reports after it.
		return l.errTok(start+1, "expected three consecutive dots for an ellipsis")
	case '"':
		return l.lexString(start)
	case '%', '^':
		l.pos++
		k := tPercentID
		if c == '^' {
			k = tCaretID
		}
		if l.pos < len(l.src) && isIdentChar(l.src[l.pos]) {
			l.lexSuffixID()
			return token{k, int32(start), int32(l.pos)}
		}
		if c == '%' {
			return l.errTok(start, "invalid SSA name")
		}
		return l.errTok(start, "invalid block name")
	case '#', '!':
		if c == '#' && l.pos+2 < len(l.src) && l.src[l.pos+1] == '-' && l.src[l.pos+2] == '}' {
			l.pos += 3
			return token{tFileMetadataEnd, int32(start), int32(l.pos)}
		}
		l.pos++
		k := tHashID
		if c == '!' {
			k = tBangID
		}
		if l.pos < len(l.src) && isIdentChar(l.src[l.pos]) {
			l.lexSuffixID()
			return token{k, int32(start), int32(l.pos)}
		}
		if c == '!' {
			return l.errTok(start, "invalid type identifier")
		}
		return l.errTok(start, "invalid attribute name")
	case '@':
		l.pos++
		if l.pos < len(l.src) && l.src[l.pos] == '"' {
			t := l.lexString(l.pos)
			if t.kind == tError {
				return t
			}
			return token{tAtID, int32(start), t.end}
		}
		if l.pos < len(l.src) && isIdentStart(l.src[l.pos]) {
			for l.pos < len(l.src) && isBareChar(l.src[l.pos]) {
				l.pos++
			}
			return token{tAtID, int32(start), int32(l.pos)}
		}
		return l.errTok(start, "@ identifier expected to start with letter or '_'")
	}
	if isIdentStart(c) {
		for l.pos < len(l.src) && isBareChar(l.src[l.pos]) {
			l.pos++
		}
		return token{tBareID, int32(start), int32(l.pos)}
	}
	if isDigit(c) {
		return l.lexNumber(start)
	}
	return l.errTok(start, "unexpected character")
}

// lexSuffixID reads a suffix-id: digits only when it starts with a digit,
// otherwise letters, digits and $._-.
func (l *lexer) lexSuffixID() {
	if isDigit(l.src[l.pos]) {
		for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
			l.pos++
		}
		return
	}
	for l.pos < len(l.src) && isIdentChar(l.src[l.pos]) {
		l.pos++
	}
}

func (l *lexer) lexNumber(start int) token {
	// Hex integer.
	if l.src[l.pos] == '0' && l.pos+2 < len(l.src)+1 && l.pos+1 < len(l.src) && l.src[l.pos+1] == 'x' && l.pos+2 < len(l.src) && isHexDigit(l.src[l.pos+2]) {
		l.pos += 2
		for l.pos < len(l.src) && isHexDigit(l.src[l.pos]) {
			l.pos++
		}
		return token{tInteger, int32(start), int32(l.pos)}
	}
	for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
		l.pos++
	}
	if l.pos >= len(l.src) || l.src[l.pos] != '.' {
		return token{tInteger, int32(start), int32(l.pos)}
	}
	l.pos++
	for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
		l.pos++
	}
	if l.pos < len(l.src) && (l.src[l.pos] == 'e' || l.src[l.pos] == 'E') {
		p := l.pos + 1
		if p < len(l.src) && (l.src[p] == '+' || l.src[p] == '-') {
			p++
		}
		if p < len(l.src) && isDigit(l.src[p]) {
			for p < len(l.src) && isDigit(l.src[p]) {
				p++
			}
			l.pos = p
		}
	}
	return token{tFloat, int32(start), int32(l.pos)}
}

func (l *lexer) lexString(start int) token {
	l.pos = start + 1
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		switch c {
		case '"':
			l.pos++
			return token{tString, int32(start), int32(l.pos)}
		case '\n', '\r':
			return l.errTok(l.pos, "expected '\"' in string literal")
		case '\\':
			if l.pos+1 < len(l.src) {
				n := l.src[l.pos+1]
				switch {
				case n == '"' || n == '\\' || n == 'n' || n == 't':
					l.pos += 2
					continue
				case l.pos+2 < len(l.src) && isHexDigit(n) && isHexDigit(l.src[l.pos+2]):
					l.pos += 3
					continue
				}
			}
			return l.errTok(l.pos, "unknown escape in string literal")
		}
		l.pos++
	}
	return l.errTok(l.pos, "expected '\"' in string literal")
}

// unquoteBytes decodes a string token (with its quotes); it returns a subslice of
// s when there are no escapes.
func unquoteBytes(s []byte) []byte {
	body := s[1 : len(s)-1]
	for _, c := range body {
		if c == '\\' {
			return []byte(unquote(s))
		}
	}
	return body
}

// unquote decodes the body of a string token (with its quotes).
func unquote(s []byte) string {
	s = s[1 : len(s)-1]
	simple := true
	for _, c := range s {
		if c == '\\' {
			simple = false
			break
		}
	}
	if simple {
		return string(s)
	}
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			out = append(out, c)
			continue
		}
		i++
		switch s[i] {
		case 'n':
			out = append(out, '\n')
		case 't':
			out = append(out, '\t')
		case '"', '\\':
			out = append(out, s[i])
		default:
			if i+1 < len(s) {
				out = append(out, hexVal(s[i])<<4|hexVal(s[i+1]))
				i++
			}
		}
	}
	return string(out)
}

func hexVal(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10
	}
	return 0
}
