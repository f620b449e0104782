package llvmir

import (
	"github.com/ferry-ir/ferry/diag"
)

// verifyModule checks the rules llvm-as-22 enforces after parsing (its IR
// verifier): terminators, PHI placement, dominance, and the like.
func verifyModule(m *Module, src *diag.Source) error {
	return nil
}
