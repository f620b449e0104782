package llvmir

const hexDigits = "0123456789ABCDEF"

// isNameChar reports whether c may appear in an unquoted identifier.
func isNameChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '$' || c == '.' || c == '_'
}

// isPlainNameChar reports whether llvm-dis prints c unquoted in a global, local,
// block, comdat or struct type name: [-a-zA-Z._0-9] (printLLVMNameWithoutPrefix).
// It is narrower than isNameChar: the lexer accepts '$' unquoted but the printer
// quotes it, so @a$b prints as @"a$b". Metadata names (mdIdent) keep '$'.
func isPlainNameChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '.' || c == '_'
}

// appendName appends sigil and name, quoting the name as llvm-dis does when it is
// empty, starts with a digit or holds characters outside [-a-zA-Z._0-9].
func appendName(b []byte, sigil byte, name string) []byte {
	return appendBareName(append(b, sigil), name)
}

// appendBareName appends name as appendName does, without a sigil (block labels).
func appendBareName(b []byte, name string) []byte {
	plain := len(name) > 0 && !(name[0] >= '0' && name[0] <= '9')
	for i := 0; plain && i < len(name); i++ {
		plain = isPlainNameChar(name[i])
	}
	if plain {
		return append(b, name...)
	}
	return appendQuoted(b, name)
}

// appendQuoted appends s in double quotes with LLVM's escapes: printable ASCII
// other than '"' and '\' as is, everything else as \XX.
func appendQuoted(b []byte, s string) []byte {
	b = append(b, '"')
	b = appendEscaped(b, s)
	return append(b, '"')
}

func appendEscaped(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c < 0x7f && c != '"' && c != '\\' {
			b = append(b, c)
		} else if c == '\\' {
			b = append(b, '\\', '\\')
		} else {
			b = append(b, '\\', hexDigits[c>>4], hexDigits[c&15])
		}
	}
	return b
}
