package llvmir

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/internal/oracle"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden from the printer")

// TestGolden parses every testdata/*.ll, prints it and compares with the
// matching .golden file (rewritten by -update).
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.ll")
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			m, err := Parse(f, src)
			if err != nil {
				t.Fatalf("parse: %s", diag.Render(err))
			}
			have := Print(m)
			golden := strings.TrimSuffix(f, ".ll") + ".golden"
			if *update {
				if err := os.WriteFile(golden, have, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update)", err)
			}
			if !bytes.Equal(have, want) {
				t.Errorf("printed text differs from %s at %s", golden, firstDiff(have, want))
			}
			// The golden must itself print back unchanged.
			m2, err := Parse(golden, want)
			if err != nil {
				t.Fatalf("parse golden: %s", diag.Render(err))
			}
			if again := Print(m2); !bytes.Equal(again, want) {
				t.Errorf("golden is not a fixed point: %s", firstDiff(again, want))
			}
		})
	}
}

// TestGoldenCanonical checks that every golden is what llvm-as-22 | llvm-dis-22
// makes of its input, outside comments.
func TestGoldenCanonical(t *testing.T) {
	oracle.Tool(t, "llvm-as")
	files, _ := filepath.Glob("testdata/*.ll")
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, _ := os.ReadFile(f)
			canon, err := oracle.Canon(t, src)
			if err != nil {
				t.Fatalf("llvm-as-22 rejects the input: %v", err)
			}
			want, err := os.ReadFile(strings.TrimSuffix(f, ".ll") + ".golden")
			if err != nil {
				t.Skip("no golden yet")
			}
			// Goldens are llvm-dis-22's text exactly, comments included (all but the
			// "; ModuleID" line, which names llvm-dis's input).
			if i := bytes.IndexByte(canon, '\n'); bytes.HasPrefix(canon, []byte("; ModuleID")) && i >= 0 {
				canon = canon[i+1:]
			}
			if !bytes.Equal(want, canon) {
				t.Errorf("golden differs from llvm-dis-22 at %s", firstDiff(want, canon))
			}
		})
	}
}
