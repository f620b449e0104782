package mlir

import (
	"math/rand"
	"testing"

	"github.com/ferry-ir/ferry/diag"
)

// TestLocAtLineCursor checks locAt's shortcut through the previous line against
// a count of newlines, for offsets in text order (the common case, with several
// per line, blank lines and jumps) and in random order.
func TestLocAtLineCursor(t *testing.T) {
	src := []byte("a\n\nbc d\ne\n\n\nfgh\n\n\n\n\nlast")
	naive := func(off int) (line, col uint32) {
		line, start := 1, 0
		for i := 0; i < off; i++ {
			if src[i] == '\n' {
				line, start = line+1, i+1
			}
		}
		return uint32(line), uint32(off - start + 1)
	}
	check := func(p *parser, off int) {
		t.Helper()
		l := p.locAt(off).(*FileLineColLoc)
		line, col := naive(off)
		if l.Line != line || l.Col != col || l.File != "x.mlir" {
			t.Fatalf("locAt(%d) = %s:%d:%d, want x.mlir:%d:%d", off, l.File, l.Line, l.Col, line, col)
		}
	}
	newParser := func() *parser { return &parser{buf: src, src: &diag.Source{Name: "x.mlir", Text: src}} }
	p := newParser()
	for off := 0; off <= len(src); off++ {
		check(p, off)
	}
	r := rand.New(rand.NewSource(1))
	p = newParser()
	for i := 0; i < 1000; i++ {
		check(p, r.Intn(len(src)+1))
	}
}
