// Package llvmenv says where the installed LLVM tools and sources are, each
// location overridable by an environment variable. The oracle package (tests)
// and the table generators (go generate) share it, so that one variable moves
// a location for all of them.
package llvmenv

import "os"

// Or returns the value of the environment variable key, or def when it is
// unset or empty.
func Or(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

// Include returns LLVM 22's include directory (package llvm-22-dev), holding
// llvm/IR/Attributes.td, Intrinsics.td and the rest: $FERRY_LLVM_INCLUDE, or
// /usr/include/llvm-22.
func Include() string { return Or("FERRY_LLVM_INCLUDE", "/usr/include/llvm-22") }

// Tblgen returns the path of LLVM 22's llvm-tblgen (package llvm-22):
// $FERRY_LLVM_TBLGEN, or /usr/lib/llvm-22/bin/llvm-tblgen.
func Tblgen() string { return Or("FERRY_LLVM_TBLGEN", "/usr/lib/llvm-22/bin/llvm-tblgen") }
