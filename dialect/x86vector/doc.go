// Package x86vector is MLIR 22's x86vector dialect for Ferry: the x86 vector
// intrinsic ops (x86vector.avx512.mask.compress, x86vector.avx.intr.dot, ...).
//
// ops_gen.go is generated from MLIR's X86Vector.td by the LLVM dialect's
// generator; the ops are parsed, printed and verified by the LLVM dialect's
// declarative-format engine (llvm.NewFormatDialect).
package x86vector

//go:generate go run ../llvm/internal/gen -ops mlir/Dialect/X86Vector/X86Vector.td -dialect X86Vector_Dialect -pkg x86vector

import (
	"github.com/ferry-ir/ferry/dialect/llvm"
	"github.com/ferry-ir/ferry/mlir"
)

// Register adds the x86vector dialect to ctx.
func Register(ctx *mlir.Context) error {
	return ctx.Register(llvm.NewFormatDialect("x86vector", opSpecs[:]))
}
