package llvmir

import "github.com/ferry-ir/ferry/diag"

// checkAtomicRMW checks an atomicrmw's operands as LLParser's parseAtomicRMW
// does, in its order, once the instruction is read up to its optional
// ", align N" (atOff is the token after it, where an unordered ordering is
// reported; ptrOff and valOff are the operands' types):
//
//   - the ordering is not unordered, the address is a pointer and the value is
//     not scalable;
//   - xchg takes an integer, floating-point or pointer value; fadd, fsub, fmax,
//     fmin, fmaximum, fminimum, fmaximumnum and fminimumnum a floating-point
//     value or a vector of them; every other operation an integer;
//   - the value's store size is a power of two of at least a byte.
//
// Without ", align N" the alignment is the value's store size. The
// verifier's check that the value's size in bits is at least 8 (i1 and i7
// store as a byte) is reported after the parse (verifyLater).
func (p *parser) checkAtomicRMW(in *Instruction, ptr, val Value, atOff, ptrOff, valOff, off int) {
	if in.Ordering == Unordered {
		p.failAt(atOff, diag.ErrSyntax, "atomicrmw cannot be unordered")
	}
	if _, ok := ptr.Type().(*PointerType); !ok {
		p.failAt(ptrOff, diag.ErrType, "atomicrmw operand must be a pointer")
	}
	vt := val.Type()
	switch vt.(type) {
	case *VectorType, *StructType, *TargetExtType:
		if isScalable(vt, nil) {
			p.failAt(valOff, diag.ErrType, "atomicrmw operand may not be scalable")
		}
	}
	name := rmwNames[in.RMWOp]
	switch {
	case in.RMWOp == RMWXchg:
		switch vt.(type) {
		case *IntType, *FloatType, *PointerType:
		default:
			p.failAt(valOff, diag.ErrType, "atomicrmw %s operand must be an integer, floating point, or pointer type", name)
		}
	case isFloatRMW(in.RMWOp):
		if _, ok := ScalarType(vt).(*FloatType); !ok {
			p.failAt(valOff, diag.ErrType, "atomicrmw %s operand must be a floating point type", name)
		}
	default:
		if _, ok := vt.(*IntType); !ok {
			p.failAt(valOff, diag.ErrType, "atomicrmw %s operand must be an integer", name)
		}
	}
	if n := p.storeBits(vt); n < 8 || n&(n-1) != 0 {
		p.failAt(valOff, diag.ErrType, "atomicrmw operand must be power-of-two byte-sized integer")
	}
	if in.Align == 0 {
		// the default alignment is the value's store size
		in.Align = p.storeBits(vt) / 8
	}
	if n := p.typeBits(vt); n < 8 {
		p.verifyLater(off, "atomic memory access' size must be byte-sized")
	}
}

// isFloatRMW reports whether op is one of atomicrmw's floating-point operations.
func isFloatRMW(op RMWOp) bool {
	n := rmwNames[op]
	return len(n) > 1 && n[0] == 'f'
}

// typeBits is primitiveBits with pointers (the datalayout's width for their
// address space) and 0 for scalable vectors (DataLayout::getTypeSizeInBits
// of the types atomicrmw takes).
func (p *parser) typeBits(t Type) uint64 {
	switch t := t.(type) {
	case *PointerType:
		return uint64(p.aw.of(t.AddrSpace))
	case *VectorType:
		if t.Scalable {
			return 0
		}
		return t.Len * p.typeBits(t.Elem)
	}
	return primitiveBits(t)
}

// storeBits is primitiveBits rounded up to whole bytes
// (DataLayout::getTypeStoreSizeInBits).
func (p *parser) storeBits(t Type) uint64 {
	return (p.typeBits(t) + 7) / 8 * 8
}

// peek returns the token after the current one without consuming it.
func (p *parser) peek() token {
	lx := p.lx
	return lx.next()
}
