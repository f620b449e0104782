// Package armneon is MLIR 22's arm_neon dialect for Ferry: the Arm Neon
// intrinsic ops (arm_neon.intr.smull, arm_neon.2d.sdot, ...).
//
// ops_gen.go is generated from MLIR's ArmNeon.td by the LLVM dialect's generator;
// the ops are parsed, printed and verified by the LLVM dialect's
// declarative-format engine (llvm.NewFormatDialect).
package armneon

//go:generate go run ../llvm/internal/gen -ops mlir/Dialect/ArmNeon/ArmNeon.td -dialect ArmNeon_Dialect -pkg armneon

import (
	"github.com/ferry-ir/ferry/dialect/llvm"
	"github.com/ferry-ir/ferry/mlir"
)

// Register adds the arm_neon dialect to ctx.
func Register(ctx *mlir.Context) error {
	return ctx.Register(llvm.NewFormatDialect("arm_neon", opSpecs[:]))
}
