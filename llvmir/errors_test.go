package llvmir

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/diag"
)

// TestParseErrors checks located diagnostics: position, message and category.
func TestParseErrors(t *testing.T) {
	cases := []struct {
		src  string
		want string // first line of the rendering
		kind error
	}{
		{"define i32 @f() {\n  %x = add i32 1, %y\n  ret i32 %x\n}\n", "x.ll:2:19: error: use of undefined value '%y'", diag.ErrUndefined},
		{"define void @f() {\n  %x = add i32 1, 2\n  %x = add i32 1, 2\n  ret void\n}\n", "x.ll:3:3: error: multiple definition of local value named 'x'", diag.ErrRedefined},
		{"define void @f(i64 %a) {\n  %x = add i32 %a, 2\n  ret void\n}\n", "x.ll:2:16: error: '%a' defined with type 'i64' but expected 'i32'", diag.ErrType},
		{"define void @f() {\n  %x = add i32 %y, 1\n  %y = add i32 1, 2\n  ret void\n}\n", "x.ll:2:3: error: Instruction does not dominate all uses!", diag.ErrVerify},
		{"define void @f() {\nentry:\n  br label %a\na:\n  %p = phi i32 [ 0, %entry ], [ 1, %a ]\n  ret void\n}\n", "x.ll:5:3: error: PHINode should have one entry for each predecessor of its parent basic block!", diag.ErrVerify},
		{"define void @f() {\n  ret void\n  %x = add i32 1, 2\n}\n", "x.ll:4:1: error: expected instruction opcode", diag.ErrSyntax},
		{"@g = global i32 1.5\n", "x.ll:1:17: error: floating point constant invalid for type", diag.ErrType},
		{"@g = global " + strings.Repeat("[1 x ", 300) + "i8", "", diag.ErrLimit},
		{"define void @f() {\n  %3 = add i32 1, 2\n  %2 = add i32 1, 2\n  ret void\n}\n", "x.ll:3:3: error: instruction expected to be numbered '%4' or greater", diag.ErrSyntax},
		{"declare internal void @f()\n", "x.ll:1:9: error: invalid linkage for function declaration", diag.ErrSyntax},
		{"define void @f(ptr noreturn %p) {\n  ret void\n}\n", "x.ll:1:20: error: this attribute does not apply to parameters", diag.ErrSyntax},
		{"!0 = !DILocation(line: 1)\n", "x.ll:1:25: error: missing required field 'scope'", diag.ErrSyntax},
	}
	for _, c := range cases {
		_, err := Parse("x.ll", []byte(c.src))
		if err == nil {
			t.Errorf("%q: accepted, want error %q", c.src, c.want)
			continue
		}
		if !errors.Is(err, c.kind) {
			t.Errorf("%q: error %v is not %v", c.src, err, c.kind)
		}
		if c.want != "" && err.Error() != c.want {
			t.Errorf("%q:\nhave %s\nwant %s", c.src, err.Error(), c.want)
		}
		var de *diag.Error
		if !errors.As(err, &de) || de.Line == 0 {
			t.Errorf("%q: error has no position: %v", c.src, err)
		}
	}
}

// TestUseListOrderRoundTrip: uselistorder directives survive a round trip
// (llvm-dis drops them by default, so there is no oracle check).
func TestUseListOrderRoundTrip(t *testing.T) {
	src := `source_filename = "u.ll"

@g = global i32 1

define void @f() {
entry:
  %a = load i32, ptr @g, align 4
  %b = load i32, ptr @g, align 4
  %c = add i32 %a, 1
  %d = add i32 %a, 2
  br label %next

next:
  ret void

  uselistorder i32 %a, { 1, 0 }
  uselistorder_bb @f, %next, { 0 }
}

uselistorder ptr @g, { 1, 0 }
`
	src = strings.Replace(src, "{ 0 }", "{ 1, 0 }", 1)
	m, err := Parse("u.ll", []byte(src))
	if err != nil {
		t.Fatal(diag.Render(err))
	}
	if have, want := StripComments(Print(m)), StripComments([]byte(src)); !bytes.Equal(have, want) {
		t.Errorf("round trip differs: %s", firstDiff(have, want))
	}
}

// TestPrintMalformed: printing a malformed in-memory module does not panic.
func TestPrintMalformed(t *testing.T) {
	m := NewModule()
	f := &Function{Sig: m.FuncType(Void, nil, false)}
	f.Name = "f"
	f.Typ = m.PtrType(0)
	b := &Block{Parent: f}
	b.Insts = []*Instruction{{Op: OpAdd, Typ: m.IntType(32), Ops: []Value{nil, nil}, Parent: b}, {Op: OpRet, Typ: Void}}
	f.Blocks = []*Block{b}
	m.Funcs = append(m.Funcs, f)
	out := Print(m)
	if !bytes.Contains(out, []byte("; ferry: cannot print malformed module")) {
		t.Errorf("no diagnostic in %s", out)
	}
	var buf bytes.Buffer
	if err := Fprint(&buf, m); err == nil {
		t.Errorf("Fprint of a malformed module returned no error")
	}
}
