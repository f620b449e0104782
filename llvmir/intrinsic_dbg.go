package llvmir

import (
	"bytes"
	"slices"
)

// Calls of the debug intrinsics (llvm.dbg.value, .declare, .assign, .label)
// are the older form of debug records: llvm-as-22 turns each call into the
// record (#dbg_value(...)) attached to the next instruction and erases the
// declarations. A module may use one form or the other, not both (the
// parser reports the second form it meets).

// isDbgIntrinsicName reports whether a callee's name as written (quotes
// included) is one of the debug intrinsics.
func isDbgIntrinsicName(name []byte) bool {
	if len(name) < 12 || name[0] != 'l' {
		return false
	}
	rest, ok := bytes.CutPrefix(name, []byte("llvm.dbg."))
	if !ok {
		return false
	}
	switch string(rest) {
	case "value", "declare", "assign", "label":
		return true
	}
	return false
}

// dbgRecordKinds maps a debug intrinsic to its record, with the number of
// its metadata arguments.
var dbgRecordKinds = map[string]struct {
	kind  DebugRecordKind
	nargs int
}{
	"llvm.dbg.value":   {DbgValue, 3},
	"llvm.dbg.declare": {DbgDeclare, 3},
	"llvm.dbg.assign":  {DbgAssign, 6},
	"llvm.dbg.label":   {DbgLabel, 1},
}

// upgradeDbgIntrinsic turns the calls of f, a debug intrinsic, into debug
// records and erases f when none is left, and reports whether f was one.
// A call without a !dbg location, or of an unexpected shape, stays a call.
func (u *intrinsicUpgrader) upgradeDbgIntrinsic(f *Function) bool {
	k, ok := dbgRecordKinds[f.Name]
	if !ok {
		return false
	}
	left := 0
	for _, in := range u.calls[f] {
		if !u.toRecord(in, k.kind, k.nargs) {
			left++
		}
	}
	if left == 0 && f.Blocks == nil {
		u.erase(f)
	}
	return true
}

func (u *intrinsicUpgrader) toRecord(in *Instruction, kind DebugRecordKind, nargs int) bool {
	args := in.Ops[1:]
	if kind == DbgValue && len(args) == 4 {
		args = slices.Delete(slices.Clone(args), 1, 2) // the old offset argument
	}
	if len(args) != nargs || in.Typ != Void || in.Op != OpCall {
		return false
	}
	var loc Metadata
	for _, a := range in.MD {
		if a.Kind == "dbg" {
			loc = a.Node
		}
	}
	if loc == nil || len(in.MD) != 1 {
		return false
	}
	rec := &DebugRecord{Kind: kind}
	for _, a := range args {
		mv, ok := a.(*MetadataValue)
		if !ok {
			return false
		}
		rec.Args = append(rec.Args, mv.MD)
	}
	rec.Args = append(rec.Args, loc)
	b := in.Parent
	i := slices.Index(b.Insts, in)
	if i < 0 || i+1 >= len(b.Insts) {
		return false
	}
	next := b.Insts[i+1]
	recs := append(slices.Clone(in.Records), rec)
	next.Records = append(recs, next.Records...)
	b.Insts = slices.Delete(b.Insts, i, i+1)
	return true
}
