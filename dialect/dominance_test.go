package dialect

import (
	"fmt"
	"strings"
	"testing"
)

// Dominance verdicts of the verifier, on shapes whose answers are known: a value
// defined on one arm of a diamond does not dominate the merge, a value of the entry
// dominates everything, a loop body does not dominate its header, and a long chain
// of blocks (the shape llvm-stress makes, on which a walk up the dominator tree per
// query was quadratic) is accepted.
func TestDominanceVerdicts(t *testing.T) {
	var chain strings.Builder
	chain.WriteString("llvm.func @chain(%x: i32) -> i32 {\n  %v = llvm.add %x, %x : i32\n  llvm.br ^b0\n")
	for i := 0; i < 3000; i++ {
		fmt.Fprintf(&chain, "^b%d:\n  %%u%d = llvm.add %%v, %%x : i32\n  llvm.br ^b%d\n", i, i, i+1)
	}
	chain.WriteString("^b3000:\n  llvm.return %u2999 : i32\n}\n")
	for _, c := range []struct {
		name, src, err string
	}{
		{"diamond arm to merge", `llvm.func @f(%c: i1, %x: i32) -> i32 {
  llvm.cond_br %c, ^a, ^b
^a:
  %y = llvm.add %x, %x : i32
  llvm.br ^m
^b:
  llvm.br ^m
^m:
  %z = llvm.add %y, %x : i32
  llvm.return %z : i32
}`, "t.mlir:9:8: error: operand #0 does not dominate this use"},
		{"entry to merge", `llvm.func @f(%c: i1, %x: i32) -> i32 {
  %y = llvm.add %x, %x : i32
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.br ^m
^b:
  llvm.br ^m
^m:
  llvm.return %y : i32
}`, ""},
		{"loop body to header", `llvm.func @f(%c: i1, %x: i32) -> i32 {
  llvm.br ^h
^h:
  %w = llvm.add %y, %x : i32
  llvm.cond_br %c, ^body, ^exit
^body:
  %y = llvm.add %x, %x : i32
  llvm.br ^h
^exit:
  llvm.return %x : i32
}`, "t.mlir:4:8: error: operand #0 does not dominate this use"},
		{"unreachable block uses anything", `llvm.func @f(%x: i32) -> i32 {
  llvm.return %x : i32
^dead:
  %q = llvm.add %r, %x : i32
  llvm.br ^dead2
^dead2:
  %r = llvm.add %x, %x : i32
  llvm.br ^dead
}`, ""},
		{"long chain", chain.String(), ""},
	} {
		_, err := Parse(NewContext(), "t.mlir", []byte(c.src))
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: rejected: %v", c.name, err)
		case c.err != "" && (err == nil || !strings.HasPrefix(err.Error(), c.err)):
			t.Errorf("%s: have %v, want %q", c.name, err, c.err)
		}
	}
}
