package llvmir

import (
	"math/big"
)

func bigSub(x *big.Int, bits uint32) *big.Int {
	return new(big.Int).Sub(x, new(big.Int).Lsh(big.NewInt(1), uint(bits)))
}

func (w *printer) inst(in *Instruction) {
	for _, r := range in.Records {
		w.record(r)
	}
	w.s("  ")
	if in.Typ != Void && in.Typ != nil {
		w.localName(in.Name, in.slot)
		w.s(" = ")
	}
	if in.Op == OpCall {
		switch {
		case in.Flags&MustTail != 0:
			w.s("musttail ")
		case in.Flags&Tail != 0:
			w.s("tail ")
		case in.Flags&NoTail != 0:
			w.s("notail ")
		}
	}
	w.s(in.Op.String())
	atomic := in.Ordering != NotAtomic
	if (in.Op == OpLoad || in.Op == OpStore) && atomic {
		w.s(" atomic")
	}
	if in.Op == OpCmpXchg && in.Flags&Weak != 0 {
		w.s(" weak")
	}
	if in.Flags&Volatile != 0 {
		w.s(" volatile")
	}
	w.flags(in.Op, in.Flags, in.FMF, in.InRange)
	if in.Op == OpICmp || in.Op == OpFCmp {
		w.c(' ')
		w.s(in.Pred.String())
	}
	if in.Op == OpAtomicRMW {
		w.c(' ')
		w.s(in.RMWOp.String())
	}
	switch in.Op {
	case OpBr:
		if len(in.Ops) == 1 {
			w.c(' ')
			w.operand(in.Ops[0], true)
			w.s(", ")
			w.blockOperand(in.Blocks[0])
			w.s(", ")
			w.blockOperand(in.Blocks[1])
		} else {
			w.c(' ')
			w.blockOperand(in.Blocks[0])
		}
	case OpSwitch:
		w.c(' ')
		w.operand(in.Ops[0], true)
		w.s(", ")
		w.blockOperand(in.Blocks[0])
		w.s(" [")
		for i := 1; i < len(in.Ops); i++ {
			w.s("\n    ")
			w.operand(in.Ops[i], true)
			w.s(", ")
			w.blockOperand(in.Blocks[i])
		}
		w.s("\n  ]")
	case OpIndirectBr:
		w.c(' ')
		w.operand(in.Ops[0], true)
		w.s(", [")
		for i, b := range in.Blocks {
			if i > 0 {
				w.s(", ")
			}
			w.blockOperand(b)
		}
		w.c(']')
	case OpPhi:
		w.c(' ')
		w.typ(in.Typ)
		w.c(' ')
		for i, v := range in.Ops {
			if i > 0 {
				w.s(", ")
			}
			w.s("[ ")
			w.value(v)
			w.s(", ")
			b := in.Blocks[i]
			w.localName(b.Name, b.slot)
			w.s(" ]")
		}
	case OpExtractValue, OpInsertValue:
		w.c(' ')
		w.operand(in.Ops[0], true)
		if in.Op == OpInsertValue {
			w.s(", ")
			w.operand(in.Ops[1], true)
		}
		for _, i := range in.Indices {
			w.s(", ")
			w.u(i)
		}
	case OpLandingPad:
		w.c(' ')
		w.typ(in.Typ)
		cleanup := in.Flags&Cleanup != 0
		if cleanup || len(in.Ops) > 0 {
			w.c('\n')
		}
		if cleanup {
			w.s("          cleanup")
		}
		for i, v := range in.Ops {
			if i != 0 || cleanup {
				w.c('\n')
			}
			if in.Clauses[i] == Catch {
				w.s("          catch ")
			} else {
				w.s("          filter ")
			}
			w.operand(v, true)
		}
	case OpCatchSwitch:
		w.s(" within ")
		w.value(in.Ops[0])
		w.s(" [")
		for i, b := range in.Blocks[1:] {
			if i > 0 {
				w.s(", ")
			}
			w.blockOperand(b)
		}
		w.s("] unwind ")
		if in.Blocks[0] != nil {
			w.blockOperand(in.Blocks[0])
		} else {
			w.s("to caller")
		}
	case OpCatchPad, OpCleanupPad:
		w.s(" within ")
		w.value(in.Ops[0])
		w.s(" [")
		for i, a := range in.Ops[1:] {
			if i > 0 {
				w.s(", ")
			}
			w.operand(a, true)
		}
		w.c(']')
	case OpRet:
		if len(in.Ops) == 0 {
			w.s(" void")
		} else {
			w.c(' ')
			w.operand(in.Ops[0], true)
		}
	case OpCatchRet:
		w.s(" from ")
		w.value(in.Ops[0])
		w.s(" to ")
		w.blockOperand(in.Blocks[0])
	case OpCleanupRet:
		w.s(" from ")
		w.value(in.Ops[0])
		w.s(" unwind ")
		if in.Blocks[0] != nil {
			w.blockOperand(in.Blocks[0])
		} else {
			w.s("to caller")
		}
	case OpCall, OpInvoke, OpCallBr:
		w.call(in)
		if in.Op == OpInvoke {
			w.s("\n          to ")
			w.blockOperand(in.Blocks[0])
			w.s(" unwind ")
			w.blockOperand(in.Blocks[1])
		} else if in.Op == OpCallBr {
			w.s("\n          to ")
			w.blockOperand(in.Blocks[0])
			w.s(" [")
			for i, b := range in.Blocks[1:] {
				if i > 0 {
					w.s(", ")
				}
				w.blockOperand(b)
			}
			w.c(']')
		}
	case OpAlloca:
		w.c(' ')
		if in.Flags&InAlloca != 0 {
			w.s("inalloca ")
		}
		if in.Flags&SwiftError != 0 {
			w.s("swifterror ")
		}
		w.typ(in.ElemType)
		if len(in.Ops) == 1 {
			n := in.Ops[0]
			ci, ok := n.(*ConstInt)
			if !(ok && ci.Typ.Bits == 32 && ci.Val == 1) {
				w.s(", ")
				w.operand(n, true)
			}
		}
		if in.Align != 0 {
			w.s(", align ")
			w.u(in.Align)
		}
		if in.AddrSpace != 0 {
			w.s(", addrspace(")
			w.u(uint64(in.AddrSpace))
			w.c(')')
		}
	case OpVAArg:
		w.c(' ')
		w.operand(in.Ops[0], true)
		w.s(", ")
		w.typ(in.Typ)
	default:
		if in.Op.IsCast() {
			w.c(' ')
			w.operand(in.Ops[0], true)
			w.s(" to ")
			w.typ(in.Typ)
			break
		}
		if len(in.Ops) == 0 {
			break
		}
		if in.Op == OpGetElementPtr {
			w.c(' ')
			w.typ(in.ElemType)
			w.c(',')
		} else if in.Op == OpLoad {
			w.c(' ')
			w.typ(in.Typ)
			w.c(',')
		}
		ops := in.Ops
		if in.Op == OpShuffleVector {
			ops = ops[:2]
		}
		all := false
		switch in.Op {
		case OpSelect, OpStore, OpShuffleVector, OpCmpXchg, OpAtomicRMW:
			all = true
		default:
			t := ops[0].Type()
			for _, o := range ops[1:] {
				if o.Type() != t {
					all = true
					break
				}
			}
		}
		if !all {
			w.c(' ')
			w.typ(ops[0].Type())
		}
		w.c(' ')
		for i, o := range ops {
			if i > 0 {
				w.s(", ")
			}
			w.operand(o, all)
		}
	}
	switch in.Op {
	case OpLoad, OpStore:
		if atomic {
			w.atomic(in)
		}
		if in.Align != 0 {
			w.s(", align ")
			w.u(in.Align)
		}
	case OpCmpXchg:
		w.atomic(in)
		w.c(' ')
		w.s(in.FailOrdering.String())
		if in.Align != 0 {
			w.s(", align ")
			w.u(in.Align)
		}
	case OpAtomicRMW:
		w.atomic(in)
		if in.Align != 0 {
			w.s(", align ")
			w.u(in.Align)
		}
	case OpFence:
		w.atomic(in)
	case OpShuffleVector:
		w.shuffleMask(in.Ops[2])
	}
	w.attachments(in.MD, ", ")
	w.c('\n')
	if w.out != nil && len(w.buf) > flushSize {
		w.flush()
	}
}

func (w *printer) atomic(in *Instruction) {
	if in.HasSyncScope {
		w.s(" syncscope(")
		w.quoted(in.SyncScope)
		w.c(')')
	}
	w.c(' ')
	w.s(in.Ordering.String())
}

func (w *printer) call(in *Instruction) {
	ci := in.Call
	if ci.CC != 0 {
		w.c(' ')
		w.buf = appendCC(w.buf, ci.CC)
	}
	if !ci.RetAttrs.Empty() {
		w.c(' ')
		w.attrs(ci.RetAttrs, false)
	}
	callee := in.Ops[0]
	as := uint32(0)
	if pt, ok := callee.Type().(*PointerType); ok {
		as = pt.AddrSpace
	}
	if as != 0 || w.progAS != 0 {
		w.s(" addrspace(")
		w.u(uint64(as))
		w.c(')')
	}
	w.c(' ')
	if ci.FnType.VarArg {
		w.typ(ci.FnType)
	} else {
		w.typ(ci.FnType.Ret)
	}
	w.c(' ')
	w.value(callee)
	w.c('(')
	for i, a := range in.Ops[1:] {
		if i > 0 {
			w.s(", ")
		}
		w.typ(a.Type())
		if i < len(ci.ParamAttrs) && !ci.ParamAttrs[i].Empty() {
			w.c(' ')
			w.attrs(ci.ParamAttrs[i], false)
		}
		w.c(' ')
		w.value(a)
	}
	if in.Op == OpCall && in.Flags&MustTail != 0 && w.fn != nil && w.fn.Sig.VarArg {
		if len(in.Ops) > 1 {
			w.s(", ")
		}
		w.s("...")
	}
	w.c(')')
	w.groupRef(ci.FnAttrs)
	if len(ci.Bundles) > 0 {
		w.s(" [ ")
		for i, b := range ci.Bundles {
			if i > 0 {
				w.s(", ")
			}
			w.quoted(b.Tag)
			w.c('(')
			for j, v := range b.Inputs {
				if j > 0 {
					w.s(", ")
				}
				w.operand(v, true)
			}
			w.c(')')
		}
		w.s(" ]")
	}
}

// md prints a metadata operand as a reference (or inline for unnumbered nodes).
func (w *printer) md(m Metadata) {
	switch m := m.(type) {
	case *MDNode:
		if m.ID >= 0 {
			w.c('!')
			w.u(uint64(m.ID))
			return
		}
		w.mdBody(m)
	case *MDString:
		w.s("!")
		w.quoted(m.Value)
	case *MDNull:
		w.s("null")
	case *ValueAsMD:
		w.operand(m.Value, true)
	case *DIArgList:
		w.s("!DIArgList(")
		for i, a := range m.Args {
			if i > 0 {
				w.s(", ")
			}
			w.operand(a.Value, true)
		}
		w.c(')')
	case nil:
		w.s("null")
	}
}

func (w *printer) mdBody(n *MDNode) {
	if n.Distinct {
		w.s("distinct ")
	}
	if n.Kind == "" {
		w.s("!{")
		for i, o := range n.Ops {
			if i > 0 {
				w.s(", ")
			}
			w.md(o)
		}
		w.c('}')
		return
	}
	w.c('!')
	w.s(n.Kind)
	w.c('(')
	first := true
	sep := func() {
		if !first {
			w.s(", ")
		}
		first = false
	}
	always := mdAlways[n.Kind]
	next := 0 // the next of always to print, in the kind's field order
	for i := range n.Fields {
		f := &n.Fields[i]
		for ; next < len(always) && always[next].before(n.Kind, f.Name); next++ {
			if !n.hasField(always[next].name) {
				sep()
				w.s(always[next].name)
				w.s(": ")
				w.s(always[next].text)
			}
		}
		if mdFieldDropped(n.Kind, f) {
			continue
		}
		sep()
		if f.Name != "" {
			w.s(f.Name)
			w.s(": ")
		}
		if f.Kind == FieldText {
			w.s(f.Text)
		} else if ms, ok := f.MD.(*MDString); ok {
			w.quoted(ms.Value)
		} else {
			w.md(f.MD)
		}
	}
	for ; next < len(always); next++ {
		if !n.hasField(always[next].name) {
			sep()
			w.s(always[next].name)
			w.s(": ")
			w.s(always[next].text)
		}
	}
	w.c(')')
}
