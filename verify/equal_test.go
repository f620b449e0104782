package verify

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
	"github.com/ferry-ir/ferry/llvmir"
)

const eqA = `@g = global i32 0

define i32 @f(i32 %a, i32 %b) {
entry:
  %s = add nsw i32 %a, %b
  %c = icmp slt i32 %s, 0
  br i1 %c, label %neg, label %pos
neg:
  store i32 %s, ptr @g
  ret i32 0
pos:
  ret i32 %s
}
`

func TestEqualRenaming(t *testing.T) {
	renamed := strings.NewReplacer("%a", "%x", "%b", "%y", "%s", "%sum", "neg", "L1", "pos", "L2", "entry", "start").Replace(eqA)
	if ok, d := Equal(parse(t, eqA), parse(t, renamed), EqualOptions{}); !ok {
		t.Fatalf("renamed module reported different: %s", d)
	}
	cases := []struct{ from, to, want string }{
		{"add nsw", "add nuw", "@f, block %entry (#0), instruction 0 (add):\n  - Flags: 2,\n  + Flags: 1,"},
		{"slt", "sgt", "@f, block %entry (#0), instruction 1 (icmp):\n  - Pred: s\"slt\",\n  + Pred: s\"sgt\","},
		{"label %neg, label %pos", "label %pos, label %neg", "@f, block %entry (#0), instruction 2 (br):\n"},
		{"store i32 %s", "store i32 %a", "@f, block %neg (#1), instruction 0 (store):\n"},
		{"i32 0\n", "i32 1\n", "@g:\n"},
	}
	for _, c := range cases {
		ok, d := Equal(parse(t, eqA), parse(t, strings.Replace(eqA, c.from, c.to, 1)), EqualOptions{})
		if ok || !strings.HasPrefix(d, c.want) {
			t.Errorf("%s -> %s: have %q, want prefix %q", c.from, c.to, d, c.want)
		}
	}
}

func TestEqualCsmithPrinted(t *testing.T) {
	for _, opt := range []string{"-O0", "-O2", "-g"} {
		ll := oracle.Csmith(t, 7, opt)
		a := parse(t, string(ll))
		b := parse(t, string(llvmir.Print(a)))
		if ok, d := Equal(a, b, EqualOptions{}); !ok {
			t.Fatalf("%s: module differs from its printed form: %s", opt, d)
		}
		// Every kind of mutation is seen, and located in the right function.
		for k := 0; k < numMut; k++ {
			c := parse(t, string(ll))
			where, ok := mutate(c, k, rand.New(rand.NewSource(int64(k))))
			if !ok {
				continue
			}
			fn := strings.Fields(where)[0]
			if ok, d := Equal(a, c, EqualOptions{}); ok || !strings.HasPrefix(d, fn+", block ") {
				t.Errorf("%s: mutation %q at %s: have %v %q", opt, mutNames[k], where, ok, d)
			}
		}
	}
}

func TestEqualMetadataNumbering(t *testing.T) {
	ll := oracle.Csmith(t, 7, "-g")
	a, b := parse(t, string(ll)), parse(t, string(ll))
	for _, n := range b.MDNodes {
		n.ID += 1000
	}
	if ok, _ := Equal(a, b, EqualOptions{IgnoreMetadataNumbering: true}); !ok {
		t.Fatal("renumbered metadata reported different with IgnoreMetadataNumbering")
	}
	ok, d := Equal(a, b, EqualOptions{})
	if ok || !strings.Contains(d, "ID:") {
		t.Fatalf("renumbered metadata: have %v %q", ok, d)
	}
}
