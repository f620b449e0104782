package llvmir

import "github.com/ferry-ir/ferry/diag"

// A module holds its variable debug information either as debug records
// (#dbg_value, #dbg_declare, #dbg_assign) or as calls of the intrinsics
// llvm.dbg.value, llvm.dbg.declare and llvm.dbg.assign, never both: LLParser
// rejects whichever form comes second in the text. Declaring the intrinsics,
// calling them through invoke, and llvm.dbg.label, are no use of the old form.

const (
	dbgRecords = 1 + iota
	dbgIntrinsics
)

// sawDebugRecord notes a debug record at off.
func (p *parser) sawDebugRecord(off int) {
	if p.dbgFormat == dbgIntrinsics {
		p.failAt(off, diag.ErrSyntax, "debug record should not appear in a module containing debug info intrinsics")
	}
	p.dbgFormat = dbgRecords
}

// sawDebugCall notes a call of the function named name, at callLoc (the
// token after "call").
func (p *parser) sawDebugCall(name string, callLoc int) {
	switch name {
	case "llvm.dbg.value", "llvm.dbg.declare", "llvm.dbg.assign":
	default:
		return
	}
	if p.dbgFormat == dbgRecords {
		p.failAt(callLoc, diag.ErrSyntax, "llvm.dbg intrinsic should not appear in a module using non-intrinsic debug info")
	}
	p.dbgFormat = dbgIntrinsics
}
