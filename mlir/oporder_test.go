package mlir

import (
	"strings"
	"testing"
)

// TestDominanceOpOrder checks the same-block order of definitions and uses both
// ways verifyDominance finds it: by source offsets in a parsed block, and by
// positions when the ops were reordered after parsing (offsets out of order).
func TestDominanceOpOrder(t *testing.T) {
	const head = "\"builtin.module\"() ({\n  \"pv.func\"() ({\n  ^bb0(%arg0: i32):\n"
	const tail = "    \"pv.ret\"(%b) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n"
	good := head + "    %a = \"pv.add\"(%arg0, %arg0) : (i32, i32) -> i32\n    %b = \"pv.add\"(%a, %a) : (i32, i32) -> i32\n" + tail
	bad := head + "    %b = \"pv.add\"(%a, %a) : (i32, i32) -> i32\n    %a = \"pv.add\"(%arg0, %arg0) : (i32, i32) -> i32\n" + tail
	parse := func(src string) *Operation { return parsePV(t, "order.mlir", src) }
	// The block of the function, and its ops swapped (keeping their offsets).
	swap := func(m *Operation) {
		b := m.Regions[0].Blocks[0].Ops[0].Regions[0].Blocks[0]
		b.Ops[0], b.Ops[1] = b.Ops[1], b.Ops[0]
	}
	const msg = "operand #0 does not dominate this use"
	check := func(name string, m *Operation, wantErr bool) {
		t.Helper()
		err := Verify(m)
		if !wantErr && err != nil {
			t.Errorf("%s: %v", name, err)
		}
		if wantErr && (err == nil || !strings.Contains(err.Error(), msg)) {
			t.Errorf("%s: got %v, want %q", name, err, msg)
		}
	}
	check("parsed, defined before use", parse(good), false)
	check("parsed, used before definition", parse(bad), true)
	m := parse(good)
	swap(m)
	check("reordered into use before definition", m, true)
	m = parse(bad)
	swap(m)
	check("reordered into definition before use", m, false)
}
