package diag

import (
	"errors"
	"testing"
)

func TestRender(t *testing.T) {
	src := &Source{Name: "x.ll", Text: []byte("define i32 @f() {\n  %x = add i32 1, %y\n  ret i32 %x\n}\n")}
	e := src.Errorf(36, ErrUndefined, "use of undefined value '%s'", "%y")
	want := "x.ll:2:19: error: use of undefined value '%y'\n  %x = add i32 1, %y\n                  ^\n"
	if got := e.Render(); got != want {
		t.Fatalf("Render:\nhave %q\nwant %q", got, want)
	}
	if !errors.Is(e, ErrUndefined) || errors.Is(e, ErrSyntax) {
		t.Fatalf("category not matched by errors.Is")
	}
	var l List = List{e, src.Errorf(0, ErrSyntax, "first")}
	if !errors.Is(l, ErrSyntax) {
		t.Fatalf("List does not expose its members to errors.Is")
	}
	if got, want := l.Error(), "x.ll:2:19: error: use of undefined value '%y' (and 1 more errors)"; got != want {
		t.Fatalf("List.Error: have %q want %q", got, want)
	}
}

func TestPositionEnds(t *testing.T) {
	src := &Source{Name: "f", Text: []byte("ab\ncd")}
	for _, c := range []struct{ off, line, col int }{{0, 1, 1}, {2, 1, 3}, {3, 2, 1}, {5, 2, 3}, {99, 2, 3}, {-4, 1, 1}} {
		if l, col := src.Position(c.off); l != c.line || col != c.col {
			t.Errorf("Position(%d) = %d:%d, want %d:%d", c.off, l, col, c.line, c.col)
		}
	}
}

// An error on an empty line shows the empty line and a caret in column 1, as
// llvm-as does; an error whose line is unknown shows no source.
func TestRenderEmptyLine(t *testing.T) {
	src := &Source{Name: "x.ll", Text: []byte("define void @f() {\n")}
	if got, want := Render(src.Errorf(len(src.Text), ErrSyntax, "found end of file")), "x.ll:2:1: error: found end of file\n\n^\n"; got != want {
		t.Errorf("empty last line: have %q, want %q", got, want)
	}
	src = &Source{Name: "x.ll", Text: []byte("a\n\nb\n")}
	if got, want := Render(src.Errorf(2, ErrSyntax, "m")), "x.ll:2:1: error: m\n\n^\n"; got != want {
		t.Errorf("empty middle line: have %q, want %q", got, want)
	}
	e := &Error{File: "y.mlir", Line: 3, Col: 1, Msg: "m"}
	if got, want := Render(e), "y.mlir:3:1: error: m\n"; got != want {
		t.Errorf("unknown line: have %q, want %q", got, want)
	}
}
