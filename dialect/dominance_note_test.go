package dialect

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/internal/oracle"
)

// TestDominanceNotes: a dominance error is rendered exactly as mlir-opt-22
// renders it: the error with its source line, the "see current operation" note
// (results included), and the note on where the operand is defined, with that
// line. The expected texts were taken from mlir-opt-22, which is compared live
// when installed.
func TestDominanceNotes(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"op in the same region", `llvm.func @f(%c: i1, %x: i32) -> i32 {
  llvm.cond_br %c, ^a, ^b
^a:
  %y = llvm.add %x, %x : i32
  llvm.br ^m
^b:
  llvm.br ^m
^m:
  %z = llvm.add %y, %x : i32
  llvm.return %z : i32
}
`, `dom.mlir:9:8: error: operand #0 does not dominate this use
  %z = llvm.add %y, %x : i32
       ^
dom.mlir:9:8: note: see current operation: %1 = "llvm.add"(%0, %arg1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
dom.mlir:4:8: note: operand defined here (op in the same region)
  %y = llvm.add %x, %x : i32
       ^
`},
		{"op in the same block", `llvm.func @f(%c: i1, %x: i32) -> i32 {
  %z = llvm.add %y, %x : i32
  %y = llvm.add %x, %x : i32
  llvm.return %z : i32
}
`, `dom.mlir:2:8: error: operand #0 does not dominate this use
  %z = llvm.add %y, %x : i32
       ^
dom.mlir:2:8: note: see current operation: %0 = "llvm.add"(%1, %arg1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
dom.mlir:3:8: note: operand defined here (op in the same block)
  %y = llvm.add %x, %x : i32
       ^
`},
		{"block argument", `llvm.func @f(%c: i1, %x: i32) -> i32 {
  llvm.cond_br %c, ^a, ^b(%x : i32)
^a:
  %z = llvm.add %w, %x : i32
  llvm.return %z : i32
^b(%w: i32):
  llvm.return %w : i32
}
`, `dom.mlir:4:8: error: operand #0 does not dominate this use
  %z = llvm.add %w, %x : i32
       ^
dom.mlir:4:8: note: see current operation: %0 = "llvm.add"(%1, %arg1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
dom.mlir:1:1: note: operand defined as a block argument (block #2 in the same region)
llvm.func @f(%c: i1, %x: i32) -> i32 {
^
`},
	}
	opt := oracle.Find("mlir-opt")
	dir := t.TempDir()
	for _, c := range cases {
		_, err := Parse(NewContext(), "dom.mlir", []byte(c.src))
		if err == nil {
			t.Errorf("%s: accepted", c.name)
			continue
		}
		if got := diag.Render(err); got != c.want {
			t.Errorf("%s: Ferry says\n%s\nwant\n%s", c.name, got, c.want)
		}
		if opt == "" {
			continue
		}
		path := filepath.Join(dir, "dom.mlir")
		if err := os.WriteFile(path, []byte(c.src), 0o644); err != nil {
			t.Fatal(err)
		}
		_, oerr := oracle.RunIn(dir, opt, nil, "dom.mlir")
		if oerr == nil {
			t.Errorf("%s: mlir-opt-22 accepts it", c.name)
		} else if _, stderr, _ := strings.Cut(oerr.Error(), "\n"); stderr != c.want {
			t.Errorf("%s: mlir-opt-22 says\n%s\nwant\n%s", c.name, stderr, c.want)
		}
	}
}
