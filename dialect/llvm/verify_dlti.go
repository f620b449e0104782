package llvm

import (
	"fmt"

	"github.com/ferry-ir/ferry/dialect/dlti"
	"github.com/ferry-ir/ferry/llvmir"
	"github.com/ferry-ir/ferry/mlir"
)

// The LLVM dialect's part of a module's data layout: the entries of
// `#dlti.dl_spec` whose key is an LLVM pointer or struct type (MLIR's
// DataLayoutTypeInterface::verifyEntries of those types; package dlti calls
// them), and the `llvm.data_layout` attribute, an LLVM datalayout string checked
// as LLVM 22 parses it. `llvm.target_triple` is not checked, as in MLIR. Cases:
// corpus/cases/mlir/dlti.mlir.

// VerifyLayoutEntry checks a pointer entry: a dense integer attribute of 3 or 4
// i64 (size, ABI and preferred alignment, index size), preferred not below ABI.
func (t *PointerType) VerifyLayoutEntry(value mlir.Attribute) error {
	n, width := dlti.IntElements(value)
	if width == 0 || n != 3 && n != 4 {
		return fmt.Errorf("expected layout attribute for '%s' to be a dense integer elements attribute with 3 or 4 elements", t)
	}
	if width != 64 {
		return fmt.Errorf("expected i64 parameters for '%s'", t)
	}
	if vals := dlti.Int64Values(value); vals[2] < vals[1] {
		return fmt.Errorf("preferred alignment is expected to be at least as large as ABI alignment")
	}
	return nil
}

// VerifyLayoutEntry checks a struct entry: only the empty struct takes one, a
// dense integer attribute of 1 or 2 (ABI and preferred alignment), preferred
// not below ABI.
func (t *StructType) VerifyLayoutEntry(value mlir.Attribute) error {
	if t.Identified || len(t.Body) > 0 {
		return fmt.Errorf("unexpected layout attribute for struct '%s'", t)
	}
	n, width := dlti.IntElements(value)
	if width == 0 || n != 1 && n != 2 {
		return fmt.Errorf("expected layout attribute for '%s' to be a dense integer elements attribute of 1 or 2 elements", t)
	}
	if width != 64 {
		return fmt.Errorf("expected i64 entries for '%s'", t)
	}
	if vals := dlti.Int64Values(value); n == 2 && vals[1] < vals[0] {
		return fmt.Errorf("preferred alignment is expected to be at least as large as ABI alignment")
	}
	return nil
}

// VerifyOpAttr checks `llvm.data_layout` wherever it stands (MLIR reports it
// with the op prefix).
func (*Dialect) VerifyOpAttr(op *mlir.Operation, a mlir.NamedAttr) error {
	if a.Name != "llvm.data_layout" {
		return nil
	}
	prefix := "'" + op.Name + "' op "
	s, ok := a.Value.(*mlir.StringAttr)
	if !ok {
		return &mlir.UnprefixedError{Msg: prefix + "expected 'llvm.data_layout' to be a string attributes"}
	}
	if msg := llvmir.DataLayoutError(s.Value); msg != "" {
		return &mlir.UnprefixedError{Msg: prefix + "invalid data layout descriptor: " + msg}
	}
	return nil
}
