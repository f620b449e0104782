package conformance

import (
	"fmt"
	"strings"
)

// Line is one line of text that comparisons see, with its 1-based number in the
// original text.
type Line struct {
	Num  int
	Text string
}

// StripComments returns the lines of src without comments: a line that holds only
// a comment (and blanks) is dropped; a comment after code goes with the blanks
// before it ("bb1:    ; preds = %bb0" becomes "bb1:"). Lines without comments are
// kept byte for byte, blank lines included. Comments start with ';' in LLVM IR and
// "//" in MLIR, outside string literals and quoted names ("a;b", @"x;y",
// !"z;w", c"...;"); MLIR strings may escape a quote with a backslash, LLVM IR
// strings cannot ("\22").
func StripComments(src []byte, lang Lang) []Line {
	var out []Line
	var cur strings.Builder
	inStr, inComment, hadComment := false, false, false
	num := 1
	endLine := func() {
		s := cur.String()
		if hadComment {
			s = strings.TrimRight(s, " \t")
		}
		if !(hadComment && strings.TrimSpace(s) == "") {
			out = append(out, Line{num, s})
		}
		cur.Reset()
		inComment, hadComment = false, false
		num++
	}
	for i := 0; i < len(src); i++ {
		c := src[i]
		if c == '\n' {
			endLine()
			continue
		}
		if inComment {
			continue
		}
		if inStr {
			cur.WriteByte(c)
			switch {
			case c == '"':
				inStr = false
			case c == '\\' && lang == MLIR && i+1 < len(src) && src[i+1] != '\n':
				i++
				cur.WriteByte(src[i])
			}
			continue
		}
		switch {
		case c == '"':
			inStr = true
		case c == ';' && lang == LL, c == '/' && lang == MLIR && i+1 < len(src) && src[i+1] == '/':
			inComment, hadComment = true, true
			continue
		}
		cur.WriteByte(c)
	}
	if cur.Len() > 0 || hadComment {
		endLine()
	}
	return out
}

// contextLines is how many equal lines a difference report shows before the first
// differing line.
const contextLines = 3

// Diff compares have (the implementation's output) with want (the oracle's) after
// StripComments and returns "" when they are equal, or a report of the first
// differing line with the lines before it, numbered as in each text:
//
//	first difference at line 12 of the output, line 12 of llvm-dis-22's:
//	      10   %a = add i32 %x, 1
//	      11   br label %exit
//	want  12   ret i32 0
//	have  12   ret i32 1
func Diff(have, want []byte, lang Lang, oracleName string) string {
	h, w := StripComments(have, lang), StripComments(want, lang)
	i := 0
	for i < len(h) && i < len(w) && h[i].Text == w[i].Text {
		i++
	}
	if i == len(h) && i == len(w) {
		return ""
	}
	var b strings.Builder
	hn, wn := "end", "end"
	if i < len(h) {
		hn = fmt.Sprint(h[i].Num)
	}
	if i < len(w) {
		wn = fmt.Sprint(w[i].Num)
	}
	fmt.Fprintf(&b, "first difference at line %s of the output, line %s of %s's:\n", hn, wn, oracleName)
	for j := max(0, i-contextLines); j < i; j++ {
		fmt.Fprintf(&b, "      %-5d %s\n", h[j].Num, h[j].Text)
	}
	if i < len(w) {
		fmt.Fprintf(&b, "want  %-5d %s\n", w[i].Num, w[i].Text)
	} else {
		fmt.Fprintf(&b, "want  (end of text)\n")
	}
	if i < len(h) {
		fmt.Fprintf(&b, "have  %-5d %s\n", h[i].Num, h[i].Text)
	} else {
		fmt.Fprintf(&b, "have  (end of text)\n")
	}
	if i < len(h) && i < len(w) {
		col := firstDiffCol(h[i].Text, w[i].Text)
		fmt.Fprintf(&b, "%s^ column %d\n", strings.Repeat(" ", 12+col-1), col)
	}
	return b.String()
}

// firstDiffCol returns the 1-based byte column where a and b first differ.
func firstDiffCol(a, b string) int {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	return i + 1
}
