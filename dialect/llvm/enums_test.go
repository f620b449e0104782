package llvm

import "testing"

// The expected strings are what mlir-opt-22 prints for these values.
func TestEnumStringify(t *testing.T) {
	cases := []struct {
		enum string
		v    int64
		want string
	}{
		{"FastmathFlags", 0, "none"},
		{"FastmathFlags", 3, "nnan, ninf"},
		{"FastmathFlags", 127, "fast"},
		{"IntegerOverflowFlags", 3, "nsw, nuw"},
		{"LinkageEnum", 7, "internal"},
		{"ICmpPredicate", 1, "ne"},
		{"FCmpPredicate", 15, "_true"},
	}
	for _, c := range cases {
		e := Enum(c.enum)
		if e == nil {
			t.Fatalf("no enum %s", c.enum)
		}
		have, ok := e.Stringify(c.v)
		if !ok || have != c.want {
			t.Errorf("%s(%d): have %q, want %q", c.enum, c.v, have, c.want)
		}
	}
	di := Enum("DIFlags")
	v, ok := di.SymbolizeFlags("Vector|Public|FwdDecl")
	if !ok {
		t.Fatal("DIFlags: Vector|Public|FwdDecl did not parse")
	}
	if have, _ := di.Stringify(v); have != "Public|FwdDecl|Vector" {
		t.Errorf("DIFlags: have %q, want %q", have, "Public|FwdDecl|Vector")
	}
}
