package llvm

import (
	"fmt"
	"strings"
)

// This file parses MLIR's declarative assembly format (the assemblyFormat strings of
// the TableGen records) into a small AST. The interpreter in format_exec.go walks that
// AST to parse and print ops and attributes.
//
// Grammar (MLIR 22, as used by the LLVM dialect and its intrinsic dialects):
//
//	format    := element*
//	element   := literal | variable | directive | group
//	literal   := '`' text '`'                 // `,` `to` `(` ` ` `\n` ``
//	variable  := '$' ident
//	directive := 'attr-dict' | 'attr-dict-with-keyword' | 'prop-dict'
//	           | 'operands' | 'results' | 'regions' | 'successors' | 'params'
//	           | ('type' | 'qualified' | 'ref' | 'struct' | 'functional-type') '(' args ')'
//	           | 'custom' '<' ident '>' '(' args ')'
//	           | 'oilist' '(' clause ('|' clause)* ')'
//	group     := '(' element+ ')' '?'  [':' '(' element* ')' '?']   // one element of the first part carries '^'

// Elem is one element of a format. It is a sealed sum type: *Lit, *Var, *Dir, *Group,
// *OIList.
type Elem interface{ isElem() }

// Lit is a literal: a keyword or punctuation, " " (a space), "\n" (a newline), or ""
// (suppresses the space the printer would otherwise insert).
type Lit struct{ Text string }

// Var is $name: an operand, result, attribute, region, successor or parameter.
type Var struct {
	Name   string
	Anchor bool
}

// Dir is a directive. Name is "attr-dict", "type", "custom", ...; Custom holds the
// name inside custom<...>.
type Dir struct {
	Name   string
	Custom string
	Args   []Elem
	Anchor bool
}

// Group is an optional group ( ... )? with its optional else part.
type Group struct {
	Then, Else []Elem
}

// OIList is oilist(clause | clause ...): clauses in any order, each at most once.
type OIList struct {
	Clauses [][]Elem
}

func (*Lit) isElem()    {}
func (*Var) isElem()    {}
func (*Dir) isElem()    {}
func (*Group) isElem()  {}
func (*OIList) isElem() {}

// Format is a parsed assembly format.
type Format struct {
	Src   string
	Elems []Elem
}

type fmtParser struct {
	src string
	pos int
}

// ParseFormat parses an assemblyFormat string.
func ParseFormat(src string) (*Format, error) {
	p := &fmtParser{src: src}
	elems, err := p.elems(func() bool { return p.pos >= len(p.src) })
	if err != nil {
		return nil, err
	}
	return &Format{Src: src, Elems: elems}, nil
}

func (p *fmtParser) errf(format string, args ...any) error {
	return fmt.Errorf("format %q: offset %d: %s", p.src, p.pos, fmt.Sprintf(format, args...))
}

func (p *fmtParser) skipSpace() {
	for p.pos < len(p.src) && strings.IndexByte(" \t\n\r", p.src[p.pos]) >= 0 {
		p.pos++
	}
}

func (p *fmtParser) peek() byte {
	p.skipSpace()
	if p.pos >= len(p.src) {
		return 0
	}
	return p.src[p.pos]
}

func (p *fmtParser) accept(c byte) bool {
	if p.peek() == c {
		p.pos++
		return true
	}
	return false
}

func isIdent(c byte) bool {
	return c == '_' || c == '-' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func (p *fmtParser) ident() string {
	p.skipSpace()
	start := p.pos
	for p.pos < len(p.src) && isIdent(p.src[p.pos]) {
		p.pos++
	}
	return p.src[start:p.pos]
}

func (p *fmtParser) elems(end func() bool) ([]Elem, error) {
	var out []Elem
	for {
		p.skipSpace()
		if end() {
			return out, nil
		}
		if p.pos >= len(p.src) {
			return nil, p.errf("unexpected end")
		}
		e, err := p.elem()
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
}

func (p *fmtParser) anchor() bool { return p.accept('^') }

func (p *fmtParser) elem() (Elem, error) {
	c := p.peek()
	switch {
	case c == '`':
		p.pos++
		end := strings.IndexByte(p.src[p.pos:], '`')
		if end < 0 {
			return nil, p.errf("unterminated literal")
		}
		text := p.src[p.pos : p.pos+end]
		p.pos += end + 1
		if text == `\n` {
			text = "\n"
		}
		return &Lit{Text: text}, nil
	case c == '$':
		p.pos++
		name := p.ident()
		if name == "" {
			return nil, p.errf("expected a name after $")
		}
		return &Var{Name: name, Anchor: p.anchor()}, nil
	case c == '(':
		p.pos++
		then, err := p.elems(func() bool { return p.peek() == ')' })
		if err != nil {
			return nil, err
		}
		p.pos++
		g := &Group{Then: then}
		if p.accept(':') {
			if !p.accept('(') {
				return nil, p.errf("expected '(' after ':' of an optional group")
			}
			els, err := p.elems(func() bool { return p.peek() == ')' })
			if err != nil {
				return nil, err
			}
			p.pos++
			g.Else = els
		}
		if !p.accept('?') {
			return nil, p.errf("expected '?' after optional group")
		}
		if len(g.Then) == 0 {
			return nil, p.errf("empty optional group")
		}
		return g, nil
	case isIdent(c):
		name := p.ident()
		switch name {
		case "attr-dict", "attr-dict-with-keyword", "prop-dict", "operands", "results", "regions", "successors", "params":
			return &Dir{Name: name, Anchor: p.anchor()}, nil
		case "type", "qualified", "ref", "struct", "functional-type":
			args, err := p.args()
			if err != nil {
				return nil, err
			}
			want := map[string]int{"type": 1, "qualified": 1, "ref": 1, "functional-type": 2}[name]
			if want != 0 && len(args) != want {
				return nil, p.errf("%s takes %d arguments, has %d", name, want, len(args))
			}
			return &Dir{Name: name, Args: args, Anchor: p.anchor()}, nil
		case "custom":
			if !p.accept('<') {
				return nil, p.errf("expected '<' after custom")
			}
			cn := p.ident()
			if !p.accept('>') {
				return nil, p.errf("expected '>' after custom<%s", cn)
			}
			args, err := p.args()
			if err != nil {
				return nil, err
			}
			return &Dir{Name: "custom", Custom: cn, Args: args, Anchor: p.anchor()}, nil
		case "oilist":
			if !p.accept('(') {
				return nil, p.errf("expected '(' after oilist")
			}
			ol := &OIList{}
			for {
				cl, err := p.elems(func() bool { c := p.peek(); return c == '|' || c == ')' })
				if err != nil {
					return nil, err
				}
				ol.Clauses = append(ol.Clauses, cl)
				if p.accept(')') {
					return ol, nil
				}
				p.pos++ // '|'
			}
		}
		return nil, p.errf("unknown directive %q", name)
	}
	return nil, p.errf("unexpected %q", string(c))
}

func (p *fmtParser) args() ([]Elem, error) {
	if !p.accept('(') {
		return nil, p.errf("expected '('")
	}
	var out []Elem
	if p.accept(')') {
		return out, nil
	}
	for {
		e, err := p.elem()
		if err != nil {
			return nil, err
		}
		out = append(out, e)
		if p.accept(')') {
			return out, nil
		}
		if !p.accept(',') {
			return nil, p.errf("expected ',' or ')' in directive arguments")
		}
	}
}

// String prints the format back in TableGen syntax (normalized spacing).
func (f *Format) String() string {
	var b strings.Builder
	writeElems(&b, f.Elems)
	return b.String()
}

func writeElems(b *strings.Builder, es []Elem) {
	for i, e := range es {
		if i > 0 {
			b.WriteByte(' ')
		}
		writeElem(b, e)
	}
}

func writeElem(b *strings.Builder, e Elem) {
	switch e := e.(type) {
	case *Lit:
		t := e.Text
		if t == "\n" {
			t = `\n`
		}
		b.WriteString("`" + t + "`")
	case *Var:
		b.WriteString("$" + e.Name)
		if e.Anchor {
			b.WriteByte('^')
		}
	case *Dir:
		b.WriteString(e.Name)
		if e.Name == "custom" {
			b.WriteString("<" + e.Custom + ">")
		}
		if e.Args != nil || e.Name == "custom" {
			b.WriteByte('(')
			for i, a := range e.Args {
				if i > 0 {
					b.WriteString(", ")
				}
				writeElem(b, a)
			}
			b.WriteByte(')')
		}
		if e.Anchor {
			b.WriteByte('^')
		}
	case *Group:
		b.WriteByte('(')
		writeElems(b, e.Then)
		b.WriteByte(')')
		if e.Else != nil {
			b.WriteString(" : (")
			writeElems(b, e.Else)
			b.WriteByte(')')
		}
		b.WriteByte('?')
	case *OIList:
		b.WriteString("oilist(")
		for i, c := range e.Clauses {
			if i > 0 {
				b.WriteString(" | ")
			}
			writeElems(b, c)
		}
		b.WriteByte(')')
	default:
		panic(fmt.Sprintf("llvm: unknown format element %T", e))
	}
}

// anchorOf returns the anchor of an optional group, the element marked with ^, and
// whether it sits in the else part (then the else part is printed when the anchor is
// present).
func anchorOf(g *Group) (Elem, bool) {
	if a := anchorIn(g.Then); a != nil {
		return a, false
	}
	return anchorIn(g.Else), true
}

func anchorIn(es []Elem) Elem {
	for _, e := range es {
		switch e := e.(type) {
		case *Var:
			if e.Anchor {
				return e
			}
		case *Dir:
			if e.Anchor {
				return e
			}
		}
	}
	return nil
}
