package conformance

import (
	"bytes"
	"math/rand/v2"
)

// Token is a token's byte range in a text.
type Token struct{ Start, End int }

// DetectLang guesses the language of src: MLIR when it holds an MLIR operation or
// module keyword outside comments before any LLVM IR keyword, LLVM IR otherwise.
func DetectLang(src []byte) Lang {
	for _, l := range StripComments(src, LL) {
		t := bytes.TrimSpace([]byte(l.Text))
		switch {
		case bytes.HasPrefix(t, []byte("module")), bytes.HasPrefix(t, []byte("llvm.")),
			bytes.HasPrefix(t, []byte(`"llvm.`)), bytes.HasPrefix(t, []byte(`"builtin.`)),
			bytes.HasPrefix(t, []byte("//")), bytes.HasPrefix(t, []byte("#")):
			return MLIR
		case bytes.HasPrefix(t, []byte("define")), bytes.HasPrefix(t, []byte("declare")),
			bytes.HasPrefix(t, []byte("target")), bytes.HasPrefix(t, []byte("source_filename")),
			bytes.HasPrefix(t, []byte("@")), bytes.HasPrefix(t, []byte("%")),
			bytes.HasPrefix(t, []byte("attributes")):
			return LL
		}
	}
	return LL
}

// Tokens splits src into the tokens of lang, skipping blanks and comments. A token
// is a string literal (with its prefix: c"..", !"..", @"..", %"..", ..."), a word
// (letters, digits and _ . $ - with an optional sigil % @ ! # ^ $), or any other
// single byte (punctuation).
func Tokens(src []byte, lang Lang) []Token {
	var toks []Token
	isWord := func(c byte) bool {
		return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '$' || c == '-'
	}
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == ';' && lang == LL, c == '/' && lang == MLIR && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		default:
			start := i
			if c == '%' || c == '@' || c == '!' || c == '#' || c == '^' {
				i++
			}
			for i < len(src) && isWord(src[i]) {
				i++
			}
			if i < len(src) && src[i] == '"' && (i == start || i == start+1 || bytes.Equal(src[start:i], []byte("c"))) {
				i++
				for i < len(src) && src[i] != '"' {
					if src[i] == '\\' && lang == MLIR {
						i++
					}
					i++
				}
				i = min(i+1, len(src))
			}
			if i == start {
				i++ // punctuation
			}
			toks = append(toks, Token{start, i})
		}
	}
	return toks
}

// Mutants returns n distinct mutants of src (fewer if src has too few tokens), each
// made by one token-level edit: deleting a token, duplicating one, or swapping two
// tokens that are at most eight apart. The language is detected (DetectLang) so that
// comments and strings are tokenized right. The same seed gives the same mutants.
func Mutants(src []byte, seed int64, n int) [][]byte {
	return MutantsLang(src, DetectLang(src), seed, n)
}

// MutantsLang is Mutants with the language given.
func MutantsLang(src []byte, lang Lang, seed int64, n int) [][]byte {
	toks := Tokens(src, lang)
	if len(toks) == 0 || n <= 0 {
		return nil
	}
	rng := rand.New(rand.NewPCG(uint64(seed), 0x5eedfe44))
	seen := map[string]bool{string(src): true}
	var out [][]byte
	for tries := 0; len(out) < n && tries < 20*n; tries++ {
		i := rng.IntN(len(toks))
		a := toks[i]
		var m []byte
		switch rng.IntN(3) {
		case 0: // delete
			m = concat(src[:a.Start], src[a.End:])
		case 1: // duplicate
			m = concat(src[:a.End], []byte(" "), src[a.Start:a.End], src[a.End:])
		default: // swap with a token up to eight later
			if len(toks) < 2 {
				continue
			}
			j := min(len(toks)-1, i+1+rng.IntN(8))
			if j == i {
				j, i = i, i-1
				a = toks[i]
			}
			b := toks[j]
			m = concat(src[:a.Start], src[b.Start:b.End], src[a.End:b.Start], src[a.Start:a.End], src[b.End:])
		}
		if !seen[string(m)] {
			seen[string(m)] = true
			out = append(out, m)
		}
	}
	return out
}

func concat(parts ...[]byte) []byte {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	b := make([]byte, 0, n)
	for _, p := range parts {
		b = append(b, p...)
	}
	return b
}
