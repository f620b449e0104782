package dialect

import (
	"strings"
	"testing"
)

func TestRegisterAllTwiceFails(t *testing.T) {
	ctx := NewContext()
	for _, ns := range []string{"builtin", "llvm", "x86vector", "arm_neon", "amx", "dlti"} {
		if ctx.Dialect(ns) == nil {
			t.Errorf("dialect %q not registered", ns)
		}
	}
	err := RegisterAll(ctx)
	if err == nil || !strings.Contains(err.Error(), "builtin") {
		t.Fatalf("second RegisterAll: have %v, want an error naming the duplicate namespace", err)
	}
}
