package llvmir

// atomicAccess checks the value type of an atomic load or store and of a
// cmpxchg, as Verifier::visitLoadInst, visitStoreInst and
// visitAtomicCmpXchgInst do: loads and stores take integers, pointers,
// floating-point values or vectors of them, cmpxchg integers or pointers; the
// access is a whole number of bytes and a power of two in size.
func (v *verifier) atomicAccess(in *Instruction) error {
	var t Type
	switch in.Op {
	case OpLoad:
		t = in.Typ
	case OpStore, OpCmpXchg:
		if len(in.Ops) < 2 || in.Ops[0] == nil || in.Ops[1] == nil {
			return nil
		}
		if in.Op == OpStore {
			t = in.Ops[0].Type()
		} else {
			t = in.Ops[1].Type()
		}
	}
	s := ScalarType(t)
	switch s.(type) {
	case *IntType, *PointerType:
	case *FloatType:
		if in.Op == OpCmpXchg {
			return v.errAt(in.off, "cmpxchg operand must have integer or pointer type")
		}
	default:
		switch in.Op {
		case OpLoad:
			return v.errAt(in.off, "atomic load operand must have integer, pointer, floating point, or vector type!")
		case OpStore:
			return v.errAt(in.off, "atomic store operand must have integer, pointer, floating point, or vector type!")
		}
		return v.errAt(in.off, "cmpxchg operand must have integer or pointer type")
	}
	if in.Op == OpCmpXchg && s != t {
		return v.errAt(in.off, "cmpxchg operand must have integer or pointer type")
	}
	if vt, ok := t.(*VectorType); ok && vt.Scalable {
		return nil
	}
	bits := v.tl.sizeInBits(t) // DataLayout::getTypeSizeInBits, as the verifier asks

	if bits < 8 {
		return v.errAt(in.off, "atomic memory access' size must be byte-sized")
	}
	if bits&(bits-1) != 0 {
		return v.errAt(in.off, "atomic memory access' operand must have a power-of-two size")
	}
	return nil
}
