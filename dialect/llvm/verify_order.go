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
func orderHooks(s *OpSpec, def *mlir.OpDef) {
	if h := regionVerifiers[s.Name]; h != nil {
		def.VerifyRegions = func(op *mlir.Operation) error { return withView(s, op, h) }
	}
	if h := symbolUseVerifiers[s.Name]; h != nil {
		def.SymbolUses = func(op *mlir.Operation, _ func(*mlir.SymbolRefAttr) *mlir.Operation) error {
			return withView(s, op, h)
		}
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
