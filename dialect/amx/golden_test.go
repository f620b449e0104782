package amx

import (
	"testing"

	"github.com/ferry-ir/ferry/internal/goldentest"
)

// TestGolden: every case of testdata/ops.mlir (together a use of each op) prints
// as mlir-opt-22 prints it, in custom and generic form.
func TestGolden(t *testing.T) {
	var ops []string
	for _, s := range opSpecs {
		ops = append(ops, s.Name)
	}
	goldentest.Ops(t, Register, ops)
}
