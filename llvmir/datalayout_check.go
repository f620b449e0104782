package llvmir

// DataLayoutError returns LLVM 22's message for the first malformed
// specification of a datalayout string (DataLayout::parse), or "" when the
// string is well formed. The MLIR side uses it for `llvm.data_layout`.
func DataLayoutError(dl string) string {
	_, msg := parseDataLayout(dl)
	return msg
}
