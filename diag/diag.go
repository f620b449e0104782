// Package diag holds Ferry's located diagnostics, shared by the LLVM IR and MLIR
// front ends.
//
// Every error a parser or verifier reports is an *Error: a file, a 1-based line and
// byte column, a message, and the text of the offending source line, rendered the way
// llvm-as and mlir-opt render theirs:
//
//	x.ll:2:19: error: use of undefined value '%y'
//	  %x = add i32 1, %y
//	                  ^
//
// Errors carry a category (one of the sentinels below) so callers can test them with
// errors.Is without parsing messages.
package diag

import (
	"errors"
	"fmt"
	"strings"
)

// Categories of errors, usable with errors.Is.
var (
	ErrSyntax    = errors.New("syntax error")            // malformed text
	ErrUndefined = errors.New("undefined reference")     // a name that is never defined
	ErrRedefined = errors.New("redefinition")            // a name defined twice
	ErrType      = errors.New("type error")              // operands or values of the wrong type
	ErrVerify    = errors.New("verification failed")     // well-formed text, invalid IR
	ErrLimit     = errors.New("resource limit exceeded") // nesting, sizes or counts too large
	ErrLoss      = errors.New("information would be lost")
)

// Severity of a diagnostic.
type Severity uint8

const (
	SevError Severity = iota
	SevWarning
	SevNote
)

func (s Severity) String() string {
	switch s {
	case SevWarning:
		return "warning"
	case SevNote:
		return "note"
	}
	return "error"
}

// Error is one located diagnostic.
type Error struct {
	File     string
	Line     int // 1-based; 0 when the diagnostic has no position
	Col      int // 1-based byte column
	Severity Severity
	Msg      string
	Source   string // the text of line Line, without its newline; may be empty
	Kind     error  // one of the sentinels above, or nil
	// EmptySource says that line Line is known and empty (Source is ""):
	// Render shows the empty line and a caret, as llvm-as does, where an
	// unknown line shows nothing.
	EmptySource bool
}

// Error returns the first line of the rendering: "file:line:col: error: msg".
func (e *Error) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s: %s: %s", e.File, e.Severity, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s: %s", e.File, e.Line, e.Col, e.Severity, e.Msg)
}

// Unwrap lets errors.Is match the category.
func (e *Error) Unwrap() error { return e.Kind }

// Render returns the full diagnostic: the first line, the source line and a caret
// under the column, each ending in a newline.
func (e *Error) Render() string {
	var b strings.Builder
	b.WriteString(e.Error())
	b.WriteByte('\n')
	if e.Line > 0 && (e.Source != "" || e.EmptySource) {
		b.WriteString(e.Source)
		b.WriteByte('\n')
		for i := 1; i < e.Col && i <= len(e.Source); i++ {
			if e.Source[i-1] == '\t' {
				b.WriteByte('\t')
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString("^\n")
	}
	return b.String()
}

// List is several diagnostics reported by one run, in source order.
type List []*Error

func (l List) Error() string {
	if len(l) == 0 {
		return "no errors"
	}
	if len(l) == 1 {
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0].Error(), len(l)-1)
}

// Unwrap exposes every diagnostic to errors.Is and errors.As.
func (l List) Unwrap() []error {
	errs := make([]error, len(l))
	for i, e := range l {
		errs[i] = e
	}
	return errs
}

// Render renders every diagnostic in turn.
func Render(err error) string {
	var l List
	if errors.As(err, &l) {
		var b strings.Builder
		for _, e := range l {
			b.WriteString(e.Render())
		}
		return b.String()
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Render()
	}
	return err.Error() + "\n"
}

// Source is a named input text; it turns byte offsets into located errors.
type Source struct {
	Name string
	Text []byte
}

// Position returns the 1-based line and byte column of offset off.
func (s *Source) Position(off int) (line, col int) {
	if off < 0 {
		off = 0
	}
	if off > len(s.Text) {
		off = len(s.Text)
	}
	line = 1
	start := 0
	for i := 0; i < off; i++ {
		if s.Text[i] == '\n' {
			line++
			start = i + 1
		}
	}
	return line, off - start + 1
}

// LineText returns the text of the line holding offset off, without its newline.
func (s *Source) LineText(off int) string {
	if off > len(s.Text) {
		off = len(s.Text)
	}
	start := off
	for start > 0 && s.Text[start-1] != '\n' {
		start--
	}
	end := off
	for end < len(s.Text) && s.Text[end] != '\n' {
		end++
	}
	return strings.TrimSuffix(string(s.Text[start:end]), "\r")
}

// Errorf builds an error of category kind at offset off.
func (s *Source) Errorf(off int, kind error, format string, args ...any) *Error {
	line, col := s.Position(off)
	text := s.LineText(off)
	return &Error{File: s.Name, Line: line, Col: col, Msg: fmt.Sprintf(format, args...), Source: text, EmptySource: text == "", Kind: kind}
}
