package main

import (
	"strings"
	"testing"
)

// The generator refuses rows whose format names something the op lacks, and core
// LLVM ops with no syntax at all.
func TestCheckOpsRefuses(t *testing.T) {
	c := &config{ns: "llvm"}
	good := opSpec{Name: "llvm.x", Operands: []valueSpec{{Name: "a"}}, Format: "$a attr-dict"}
	if err := checkOps(c, []opSpec{good}); err != nil {
		t.Fatalf("good row refused: %v", err)
	}
	bad := opSpec{Name: "llvm.y", Operands: []valueSpec{{Name: "a"}}, Format: "$a `,` $b attr-dict"}
	if err := checkOps(c, []opSpec{bad}); err == nil || !strings.Contains(err.Error(), "$b") {
		t.Errorf("format naming $b: have %v", err)
	}
	none := opSpec{Name: "llvm.z"}
	if err := checkOps(c, []opSpec{none}); err == nil {
		t.Error("core op without syntax accepted")
	}
	if got := formatVars("$a `$notavar` custom<X>($b, ref($c))"); strings.Join(got, ",") != "a,b,c" {
		t.Errorf("formatVars: have %v", got)
	}
}
