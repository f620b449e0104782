package x86vector

import (
	"github.com/ferry-ir/ferry/dialect/llvm"
	"github.com/ferry-ir/ferry/mlir"
)

// The hand-written rule of avx512.mask.compress, with mlir-opt-22's messages
// (which it reports without the "'name' op " prefix).
func init() {
	llvm.RegisterOpVerifier("x86vector.avx512.mask.compress", verifyMaskCompress)
}

// verifyMaskCompress: src and constant_src exclude each other and have the
// result's type. Operands are k, a and the optional src.
func verifyMaskCompress(op *mlir.Operation) error {
	var src *mlir.Value
	if len(op.Operands) == 3 {
		src = op.Operands[2]
	}
	cst := op.Attr("constant_src")
	dst := op.Results[0].Type
	switch {
	case src != nil && cst != nil:
		return &mlir.UnprefixedError{Msg: "cannot use both src and constant_src"}
	case src != nil && src.Type != dst:
		return &mlir.UnprefixedError{Msg: "failed to verify that src and dst have same type"}
	case cst != nil && llvm.ElementsType(cst) != dst:
		return &mlir.UnprefixedError{Msg: "failed to verify that constant_src and dst have same type"}
	}
	return nil
}
