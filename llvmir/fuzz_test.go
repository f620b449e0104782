package llvmir

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/diag"
)

// FuzzParseLL: Parse never fails internally (no panic reaches the caller, and
// none is turned into an "internal error"), and whatever it accepts prints to
// text that parses again and prints identically (Print is a fixed point).
func FuzzParseLL(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.ll")
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte("define void @f() {\n  ret void\n}\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := Parse("fuzz.ll", src)
		if err != nil {
			if strings.Contains(err.Error(), "internal error") {
				t.Fatalf("internal error: %s", diag.Render(err))
			}
			return
		}
		out := Print(m)
		m2, err := Parse("printed.ll", out)
		if err != nil {
			t.Fatalf("printed text does not parse: %s\n%s", diag.Render(err), out)
		}
		if out2 := Print(m2); !bytes.Equal(out, out2) {
			t.Fatalf("Print is not a fixed point: %s", firstDiff(out2, out))
		}
	})
}
