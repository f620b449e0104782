package llvm

import "testing"

// TestParseAllFormats parses every assembly format of the dialect's ops, attributes
// and types, checks each optional group has an anchor, and checks that printing the
// AST and parsing it again gives the same AST text.
func TestParseAllFormats(t *testing.T) {
	var srcs []string
	for _, o := range opSpecs {
		if o.Format != "" {
			srcs = append(srcs, o.Format)
		}
	}
	for _, d := range attrSpecs {
		if d.Format != "" {
			srcs = append(srcs, d.Format)
		}
	}
	for _, d := range typeSpecs {
		if d.Format != "" {
			srcs = append(srcs, d.Format)
		}
	}
	if len(srcs) != 70+112+63+4 {
		t.Errorf("have %d formats, want %d", len(srcs), 70+112+63+4)
	}
	for _, src := range srcs {
		f, err := ParseFormat(src)
		if err != nil {
			t.Error(err)
			continue
		}
		var walk func([]Elem)
		walk = func(es []Elem) {
			for _, e := range es {
				if g, ok := e.(*Group); ok {
					if a, _ := anchorOf(g); a == nil {
						t.Errorf("format %q: optional group without anchor", src)
					}
					walk(g.Then)
					walk(g.Else)
				}
			}
		}
		walk(f.Elems)
		g, err := ParseFormat(f.String())
		if err != nil {
			t.Errorf("reparse of %q: %v", f.String(), err)
			continue
		}
		if g.String() != f.String() {
			t.Errorf("round trip: have %q, want %q", g.String(), f.String())
		}
	}
}

func TestParseFormatExample(t *testing.T) {
	f, err := ParseFormat("($noWrapFlags^)?\n    $base `[` custom<GEPIndices>($dynamicIndices, $rawConstantIndices) `]` attr-dict\n    `:` functional-type(operands, results) `,` $elem_type")
	if err != nil {
		t.Fatal(err)
	}
	want := "($noWrapFlags^)? $base `[` custom<GEPIndices>($dynamicIndices, $rawConstantIndices) `]` attr-dict `:` functional-type(operands, results) `,` $elem_type"
	if have := f.String(); have != want {
		t.Errorf("have %q\nwant %q", have, want)
	}
	for _, bad := range []string{"$", "(`x`", "custom<A($x)", "`unterminated", "($a)", "bogus"} {
		if _, err := ParseFormat(bad); err == nil {
			t.Errorf("ParseFormat(%q): no error", bad)
		}
	}
}
