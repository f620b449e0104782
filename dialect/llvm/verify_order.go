package llvm

import "github.com/ferry-ir/ferry/mlir"

// The checks MLIR makes after an op's regions are verified (issue 10), kept
// apart from opVerifiers (the op's own invariants, verified before its
// regions): regionVerifiers are the ops' verifyRegions, symbolUseVerifiers
// their SymbolUserOpInterface::verifySymbolUses, which MLIR runs when the
// enclosing symbol table is verified, after everything nested in it.
var (
	regionVerifiers = map[string]func(op *mlir.Operation, v *opView) error{
		"llvm.func": verifyFuncRegion,
	}
	symbolUseVerifiers = map[string]func(op *mlir.Operation, v *opView) error{
		"llvm.call":           verifyCall,
		"llvm.mlir.addressof": verifyAddressOf,
	}
)

// orderHooks sets the VerifyRegions and SymbolUses hooks of def, the op of s.
// A symbol-use hook gets no view (v is nil): building one for every call and
// llvm.mlir.addressof would cost more than the checks.
func orderHooks(s *OpSpec, def *mlir.OpDef) {
	if h := regionVerifiers[s.Name]; h != nil {
		def.VerifyRegions = func(op *mlir.Operation) error { return withView(s, op, h) }
	}
	if h := symbolUseVerifiers[s.Name]; h != nil {
		def.SymbolUses = func(op *mlir.Operation) error { return h(op, nil) }
	}
}

// withView runs h on op with a view of its operands and results.
func withView(s *OpSpec, op *mlir.Operation, h func(op *mlir.Operation, v *opView) error) error {
	v, err := getView(s, op)
	if err != nil {
		return err
	}
	defer v.release()
	return h(op, v)
}

// callOperands returns the operands of a call before its bundle operands:
// the callee_operands of v, or without a view the first operand segment.
func callOperands(op *mlir.Operation, v *opView) []*mlir.Value {
	if v != nil {
		return v.operands("callee_operands")
	}
	seg, ok := denseI32(op.Attr("operandSegmentSizes"))
	if ok && len(seg) > 0 && seg[0] >= 0 && seg[0] <= int64(len(op.Operands)) {
		return op.Operands[:seg[0]]
	}
	return op.Operands
}
