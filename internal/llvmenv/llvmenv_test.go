package llvmenv

import "testing"

func TestOr(t *testing.T) {
	t.Setenv("FERRY_LLVMENV_TEST", "")
	if v := Or("FERRY_LLVMENV_TEST", "def"); v != "def" {
		t.Errorf("empty variable: %q, want the default", v)
	}
	t.Setenv("FERRY_LLVMENV_TEST", "/x")
	if v := Or("FERRY_LLVMENV_TEST", "def"); v != "/x" {
		t.Errorf("set variable: %q, want /x", v)
	}
	t.Setenv("FERRY_LLVM_TBLGEN", "")
	t.Setenv("FERRY_LLVM_INCLUDE", "/inc")
	if Tblgen() != "/usr/lib/llvm-22/bin/llvm-tblgen" || Include() != "/inc" {
		t.Errorf("Tblgen %q, Include %q", Tblgen(), Include())
	}
}
