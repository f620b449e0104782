package llvmir

import (
	"slices"

	"github.com/ferry-ir/ferry/diag"
)

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

// dbgIntrinsicKinds maps the debug intrinsics to the records that replace
// them, with their metadata argument counts.
var dbgIntrinsicKinds = map[string]struct {
	kind DebugRecordKind
	args int
}{
	"llvm.dbg.value":   {DbgValue, 3},
	"llvm.dbg.declare": {DbgDeclare, 3},
	"llvm.dbg.assign":  {DbgAssign, 6},
	"llvm.dbg.label":   {DbgLabel, 1},
}

// convertDebugIntrinsics turns the calls of the debug intrinsics into debug
// records, as LLVM 22 does with a module it reads (llvm-dis prints records
// only): each call becomes a record, with the call's !dbg location as its last
// operand, before the instruction that follows it, and the intrinsics'
// declarations go. A call without a !dbg location, or with operands of
// another shape, is left as it is, and so is the declaration it calls.
func (p *parser) convertDebugIntrinsics() {
	m := p.m
	declared := false
	for _, f := range m.Funcs {
		if _, ok := dbgIntrinsicKinds[f.Name]; ok && len(f.Blocks) == 0 {
			declared = true
			break
		}
	}
	if !declared {
		return
	}
	kept := map[*Function]bool{} // intrinsics still called (a call left as it is)
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			var pending []*DebugRecord
			insts := b.Insts[:0]
			for _, in := range b.Insts {
				if r := debugRecordOf(in); r != nil {
					pending = append(append(pending, in.Records...), r)
					continue
				}
				if in.Call != nil && len(in.Ops) > 0 {
					if fn, ok := in.Ops[0].(*Function); ok {
						kept[fn] = true
					}
				}
				if len(pending) > 0 {
					in.Records = append(pending, in.Records...)
					pending = nil
				}
				insts = append(insts, in)
			}
			b.Insts = insts
		}
	}
	m.Funcs = slices.DeleteFunc(m.Funcs, func(f *Function) bool {
		_, ok := dbgIntrinsicKinds[f.Name]
		return ok && len(f.Blocks) == 0 && !kept[f]
	})
}

// debugRecordOf returns the record a call of a debug intrinsic becomes, or
// nil when in is no such call.
func debugRecordOf(in *Instruction) *DebugRecord {
	if in.Op != OpCall || len(in.Ops) == 0 {
		return nil
	}
	f, ok := in.Ops[0].(*Function)
	if !ok {
		return nil
	}
	k, ok := dbgIntrinsicKinds[f.Name]
	if !ok {
		return nil
	}
	args := in.Ops[1:]
	if k.kind == DbgValue && len(args) == 4 {
		args = []Value{args[0], args[2], args[3]} // the old form's offset operand goes
	}
	if len(args) != k.args || in.Typ != Void {
		return nil
	}
	var loc Metadata
	for _, a := range in.MD {
		if a.Kind == "dbg" {
			loc = a.Node
		}
	}
	if loc == nil || len(in.MD) != 1 {
		return nil
	}
	r := &DebugRecord{Kind: k.kind}
	for _, op := range args {
		mv, ok := op.(*MetadataValue)
		if !ok {
			return nil
		}
		r.Args = append(r.Args, mv.MD)
	}
	r.Args = append(r.Args, loc)
	return r
}
