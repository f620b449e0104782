package llvmir

import "strings"

// moduleAsmLines returns the module asm lines llvm-dis-22 prints for the
// module asm strings of the input: LLVM appends each string to one text,
// adding a newline unless the text then ends with one, and prints that text
// split at its newlines, a trailing newline giving no line of its own (so an
// empty string adds nothing, and "a\0Ab" prints as two lines).
func moduleAsmLines(parts []string) []string {
	if len(parts) == 0 {
		return nil
	}
	var b strings.Builder
	for _, s := range parts {
		b.WriteString(s)
		if t := b.String(); t != "" && t[len(t)-1] != '\n' {
			b.WriteByte('\n')
		}
	}
	text := b.String()
	if text == "" {
		return nil
	}
	var lines []string
	for {
		front, rest, _ := strings.Cut(text, "\n")
		lines = append(lines, front)
		if rest == "" {
			return lines
		}
		text = rest
	}
}
