package llvm

import (
	"fmt"

	"github.com/ferry-ir/ferry/mlir"
)

// Branch weights (MLIR's BranchWeightOpInterface, checked before the op's own
// verifier; verifySwitch and verifyInvoke call it first): llvm.cond_br,
// llvm.switch and llvm.invoke take one weight per successor when they take
// any; an empty list is no weights. llvm.br keeps a branch_weights attribute as
// a discardable one, and llvm.call, with no successor, is not checked. Cases:
// corpus/cases/mlir/branch_weights.mlir.

func init() {
	opVerifiers["llvm.cond_br"] = verifyBranchWeights
}

// verifyBranchWeights reports, without the op prefix as MLIR does, a weight
// list whose length is not the number of successors.
func verifyBranchWeights(op *mlir.Operation, v *opView) error {
	d, ok := op.Attr("branch_weights").(*mlir.DenseArrayAttr)
	if !ok || len(d.Elems) == 0 || len(d.Elems) == len(op.Successors) {
		return nil
	}
	return &mlir.UnprefixedError{Msg: fmt.Sprintf("expects number of branch weights to match number of successors: %d vs %d", len(d.Elems), len(op.Successors))}
}
