package llvmir

import "slices"

// An intrinsic that returns a struct (not an overloaded type) returns a
// literal, unpacked one. llvm-as-22 upgrades a declaration written with a
// named or packed struct result: a declaration of the literal struct type
// (same name) is appended, and each call becomes a call of it, unnamed,
// followed by extractvalue/insertvalue instructions that rebuild the old
// struct value, which replaces the old call's uses.

// upgradeStructReturn does so for f and reports whether it did.
func (u *intrinsicUpgrader) upgradeStructReturn(f *Function, it *Intrinsic) bool {
	st, ok := f.Sig.Ret.(*StructType)
	if !ok || st.Name == "" && !st.Numbered && !st.Packed || f.Blocks != nil {
		return false
	}
	ds, ok := decodeIIT(it.Sig)
	if !ok || len(ds) == 0 || ds[0].kind != dStruct {
		return false
	}
	m := u.m
	lit := m.LiteralStruct(st.Fields, false)
	nft := m.FuncType(lit, f.Sig.Params, f.Sig.VarArg)
	tys, ok := m.intrinsicTypes(it, nft)
	if !ok {
		return false
	}
	if name, ok := mangledIntrinsicName(it, tys); !ok || name != f.Name {
		return false // LLVM would remangle the new declaration too
	}
	u.index()
	if u.names[f.Name] == f {
		delete(u.names, f.Name)
	}
	nf := u.declaration(it, f.Name, nft)
	left := 0
	for _, in := range u.calls[f] {
		if in.Call.FnType != f.Sig || in.Op != OpCall {
			left++
			continue
		}
		u.rebuildStructResult(in, nf, st)
	}
	if left == 0 {
		u.erase(f)
	} else {
		u.names[f.Name] = f
	}
	return true
}

// rebuildStructResult turns in, a call returning the struct st, into a call
// of nf and the extractvalue/insertvalue chain that rebuilds st.
func (u *intrinsicUpgrader) rebuildStructResult(in *Instruction, nf *Function, st *StructType) {
	lit := nf.Sig.Ret
	b := in.Parent
	var chain []*Instruction
	var agg Value = &ConstPoison{Typ: st}
	for i, ft := range st.Fields {
		e := &Instruction{Op: OpExtractValue, Typ: ft, Ops: []Value{in}, Indices: []uint64{uint64(i)}, Parent: b, off: in.off}
		ins := &Instruction{Op: OpInsertValue, Typ: st, Ops: []Value{agg, e}, Indices: []uint64{uint64(i)}, Parent: b, off: in.off}
		chain = append(chain, e, ins)
		agg = ins
	}
	// the old call's uses take the rebuilt value
	fn := b.Parent
	for _, bb := range fn.Blocks {
		for _, x := range bb.Insts {
			for k, op := range x.Ops {
				if op == Value(in) {
					x.Ops[k] = agg
				}
			}
			for _, r := range x.Records {
				replaceInRecord(r, in, agg)
			}
		}
		for _, r := range bb.TrailingRecords {
			replaceInRecord(r, in, agg)
		}
	}
	in.Ops[0] = nf
	in.Call.FnType = nf.Sig
	in.Typ = lit
	in.Name = ""
	i := slices.Index(b.Insts, in)
	b.Insts = slices.Insert(b.Insts, i+1, chain...)
}

// replaceInRecord replaces old by v in the value operands of a debug record.
func replaceInRecord(r *DebugRecord, old *Instruction, v Value) {
	for _, a := range r.Args {
		switch a := a.(type) {
		case *ValueAsMD:
			if a.Value == Value(old) {
				a.Value = v
			}
		case *DIArgList:
			for _, x := range a.Args {
				if x.Value == Value(old) {
					x.Value = v
				}
			}
		}
	}
}
