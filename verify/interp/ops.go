package interp

import (
	"math/big"
	"math/bits"

	"github.com/ferry-ir/ferry/llvmir"
)

// binary applies an integer or float binary operation, lane by lane for vectors.
func (m *Machine) binary(op BinOp, fl Flags, t *Type, a, b Value) (Value, error) {
	if t.Kind == KVec {
		if len(a.Elems) != t.N || len(b.Elems) != t.N {
			return Value{}, malformed("%s on vectors of the wrong length", op)
		}
		e := make([]Value, t.N)
		for i := range e {
			r, err := m.binary(op, fl, t.Elem, a.Elems[i], b.Elems[i])
			if err != nil {
				return Value{}, err
			}
			e[i] = r
		}
		return Value{Elems: e}, nil
	}
	if op >= FAdd {
		if !t.IsFloat() {
			return Value{}, malformed("%s on %s", op, t)
		}
		return FBinary(op, t, a, b), nil
	}
	if t.Kind != KInt {
		return Value{}, malformed("%s on %s", op, t)
	}
	return IntBinary(op, fl, t.Bits, a, b)
}

// icmp compares integers or pointers, lane by lane for vectors.
func (m *Machine) icmp(p Pred, fl Flags, t *Type, a, b Value) Value {
	if t.Kind == KVec {
		e := make([]Value, t.N)
		for i := range e {
			if i < len(a.Elems) && i < len(b.Elems) {
				e[i] = m.icmp(p, fl, t.Elem, a.Elems[i], b.Elems[i])
			}
		}
		return Value{Elems: e}
	}
	bits := t.Bits
	if t.Kind == KPtr {
		bits = 64
	}
	return ICmp(p, fl, bits, a, b)
}

func (m *Machine) fcmp(p Pred, t *Type, a, b Value) Value {
	if t.Kind == KVec {
		e := make([]Value, t.N)
		for i := range e {
			if i < len(a.Elems) && i < len(b.Elems) {
				e[i] = FCmp(p, t.Elem, a.Elems[i], b.Elems[i])
			}
		}
		return Value{Elems: e}
	}
	return FCmp(p, t, a, b)
}

// cast applies a conversion (lane by lane for vectors, except bitcast).
func (m *Machine) cast(op CastOp, fl Flags, from, to *Type, v Value) (Value, error) {
	if op == BitCast {
		return m.bitcast(from, to, v)
	}
	if op == AddrSpaceCast {
		return v, nil
	}
	if from.Kind == KVec {
		if to.Kind != KVec || to.N != from.N || len(v.Elems) != from.N {
			return Value{}, malformed("cast between vectors of different lengths")
		}
		e := make([]Value, from.N)
		for i := range e {
			r, err := m.cast(op, fl, from.Elem, to.Elem, v.Elems[i])
			if err != nil {
				return Value{}, err
			}
			e[i] = r
		}
		return Value{Elems: e}, nil
	}
	switch op {
	case Trunc, ZExt, SExt:
		if from.Kind != KInt || to.Kind != KInt {
			return Value{}, malformed("integer cast from %s to %s", from, to)
		}
		return IntCast(op, fl, from.Bits, to.Bits, v), nil
	case FPTrunc, FPExt:
		return FloatCast(from, to, v), nil
	case FPToUI, FPToSI:
		if to.Kind != KInt {
			return Value{}, malformed("fptoint to %s", to)
		}
		return FPToInt(op == FPToSI, from, to.Bits, v), nil
	case UIToFP, SIToFP:
		if from.Kind != KInt {
			return Value{}, malformed("inttofp from %s", from)
		}
		return IntToFP(op == SIToFP, from.Bits, to, v, fl&NNeg != 0), nil
	case PtrToInt, PtrToAddr:
		if v.State != Defined {
			return stateInt(v.State, to.Bits), nil
		}
		if to.Bits > 64 {
			return BigInt(new(big.Int).SetUint64(v.X), to.Bits), nil
		}
		return Value{X: v.X & mask(to.Bits)}, nil
	case IntToPtr:
		if v.State != Defined {
			return Value{State: v.State}, nil
		}
		if from.Bits > 64 {
			return Value{X: truncBig(toBig(v, from.Bits), 64)}, nil
		}
		return Value{X: v.X}, nil
	}
	return Value{}, unsupported("cast %d", op)
}

// bitcast reinterprets the bits of v through a scratch buffer laid out like memory.
func (m *Machine) bitcast(from, to *Type, v Value) (Value, error) {
	if from.Kind == to.Kind && !from.IsAgg() {
		return v, nil
	}
	if from.Kind == KVec && to.Kind == KVec && from.N == to.N && from.Elem.Kind == to.Elem.Kind && from.Elem.Kind == KPtr {
		return v, nil
	}
	if elemBitsTotal(from) != elemBitsTotal(to) {
		return Value{}, malformed("bitcast from %s to %s changes the size", from, to)
	}
	// Scalars with the same bits: reinterpret directly (keeps lanes' poison exact).
	if !from.IsAgg() && !to.IsAgg() {
		if v.State != Defined {
			return stateValue(to, v.State), nil
		}
		if to.Kind == KPtr {
			return Value{X: v.X}, nil
		}
		if to.Kind == KInt && to.Bits > 64 {
			x := new(big.Int).SetUint64(v.Hi)
			x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(v.X))
			return BigInt(x, to.Bits), nil
		}
		if from.Kind == KInt && from.Bits > 64 {
			x := toBig(v, from.Bits)
			lo := new(big.Int).And(x, new(big.Int).SetUint64(^uint64(0))).Uint64()
			hi := new(big.Int).Rsh(x, 64).Uint64()
			return Value{X: lo, Hi: hi}, nil
		}
		return Value{X: v.X, Hi: v.Hi}, nil
	}
	// Vectors: go through bits. Lanes whose source bits touch a poison lane are poison.
	total := elemBitsTotal(from)
	x := new(big.Int)
	st := make([]State, total) // per bit state; fine for small vectors
	if from.Kind == KVec {
		eb := elemBits(from.Elem)
		for i := from.N - 1; i >= 0; i-- {
			e := v.Elems[i]
			var lane *big.Int
			if from.Elem.IsFloat() {
				lane = new(big.Int).SetUint64(e.Hi)
				lane.Lsh(lane, 64).Or(lane, new(big.Int).SetUint64(e.X))
			} else {
				lane = toBig(e, eb)
			}
			x.Lsh(x, uint(eb)).Or(x, lane)
			for k := 0; k < eb; k++ {
				st[i*eb+k] = e.State
			}
		}
	} else {
		if v.State != Defined {
			for k := range st {
				st[k] = v.State
			}
		}
		if from.IsFloat() {
			x.SetUint64(v.Hi)
			x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(v.X))
		} else {
			x = toBig(v, total)
		}
	}
	if m.layout.BigEndian && (from.Kind == KVec) != (to.Kind == KVec) {
		return Value{}, unsupported("bitcast between vector and scalar on a big-endian target")
	}
	mk := func(t *Type, lane *big.Int, s State) Value {
		if s != Defined {
			return stateValue(t, s)
		}
		if t.IsFloat() {
			lo := new(big.Int).And(lane, new(big.Int).SetUint64(^uint64(0))).Uint64()
			hi := new(big.Int).Rsh(lane, 64).Uint64()
			return Value{X: lo, Hi: hi}
		}
		if t.Kind == KPtr {
			return Value{X: lane.Uint64()}
		}
		return BigInt(lane, t.Bits)
	}
	worst := func(lo, n int) State {
		s := Defined
		for _, b := range st[lo : lo+n] {
			if b > s {
				s = b
			}
		}
		return s
	}
	if to.Kind == KVec {
		eb := elemBits(to.Elem)
		e := make([]Value, to.N)
		for i := range e {
			lane := new(big.Int).Rsh(x, uint(i*eb))
			lane.And(lane, new(big.Int).Sub(pow2(eb), bigOne))
			e[i] = mk(to.Elem, lane, worst(i*eb, eb))
		}
		return Value{Elems: e}, nil
	}
	return mk(to, x, worst(0, total)), nil
}

func elemBitsTotal(t *Type) int {
	if t.Kind == KVec {
		return t.N * elemBits(t.Elem)
	}
	if t.Kind == KInt {
		return t.Bits
	}
	return elemBits(t)
}

// gep computes getelementptr with its poison rules (inbounds, nusw, nuw), lane by lane
// when any operand is a vector.
func (m *Machine) gep(fl llvmir.Flags, src, rt *Type, base Value, idx []Value, idxT []*Type) (Value, error) {
	if rt.Kind == KVec {
		e := make([]Value, rt.N)
		lanes := make([]Value, len(idx))
		for i := range e {
			b := base
			if len(base.Elems) > 0 {
				b = base.Elems[i]
			}
			lt := make([]*Type, len(idx))
			for k, x := range idx {
				lanes[k] = x
				lt[k] = idxT[k]
				if idxT[k].Kind == KVec {
					lanes[k] = x.Elems[i]
					lt[k] = idxT[k].Elem
				}
			}
			r, err := m.gep(fl, src, rt.Elem, b, lanes, lt)
			if err != nil {
				return Value{}, err
			}
			e[i] = r
		}
		return Value{Elems: e}, nil
	}
	if base.State != Defined {
		return Value{State: base.State}, nil
	}
	nusw := fl&(llvmir.InBounds|llvmir.NUSW) != 0
	nuw := fl&llvmir.NUW != 0
	var off int64
	overflowS, overflowU := false, false
	cur := src
	for k, iv := range idx {
		if iv.State != Defined {
			return Value{State: iv.State}, nil
		}
		it := idxT[k]
		var i int64
		var ui uint64
		if it.Bits > 64 {
			b := toSBig(iv, it.Bits)
			if !b.IsInt64() {
				overflowS = true
			}
			i = b.Int64()
			ui = uint64(i)
		} else {
			i = sext(iv.X, it.Bits)
			ui = iv.X
		}
		var size int64
		if k == 0 {
			size = cur.Size
		} else {
			switch cur.Kind {
			case KStruct:
				if ui >= uint64(len(cur.Fields)) {
					return Value{}, malformed("getelementptr: struct index %d out of range", ui)
				}
				off2 := cur.Offsets[ui]
				s, o := bits.Add64(uint64(off), uint64(off2), 0)
				if o != 0 {
					overflowU = true
				}
				off = int64(s)
				cur = cur.Fields[ui]
				continue
			case KArr, KVec:
				cur = cur.Elem
				size = cur.Size
			default:
				return Value{}, malformed("getelementptr: cannot index into %s", cur)
			}
		}
		// off += i*size with overflow tracking.
		hi, lo := bits.Mul64(uint64(absI(i)), uint64(size))
		prod := int64(lo)
		if i < 0 {
			prod = -prod
		}
		if hi != 0 || int64(lo) < 0 {
			overflowS = true
		}
		if i < 0 {
			overflowU = true // a negative index is an unsigned wrap for nuw
		} else {
			uh, _ := bits.Mul64(ui, uint64(size))
			if uh != 0 {
				overflowU = true
			}
		}
		sum := off + prod
		if (prod > 0 && sum < off) || (prod < 0 && sum > off) {
			overflowS = true
		}
		if prod >= 0 {
			if _, c := bits.Add64(uint64(off), uint64(prod), 0); c != 0 {
				overflowU = true
			}
		}
		off = sum
	}
	res := base.X + uint64(off)
	if nusw && overflowS || nuw && overflowU {
		return Value{State: Poison}, nil
	}
	if nusw {
		// base + offset must not wrap as base unsigned, offset signed.
		if off > 0 && res < base.X || off < 0 && res > base.X {
			return Value{State: Poison}, nil
		}
	}
	if nuw {
		if _, c := bits.Add64(base.X, uint64(off), 0); c != 0 && off >= 0 {
			return Value{State: Poison}, nil
		}
	}
	r := Value{X: res, Prov: base.Prov}
	if fl&llvmir.InBounds != 0 {
		if base.X == 0 && off == 0 {
			return r, nil
		}
		a := m.mem.resolve(base)
		if a == nil || a.Freed {
			return Value{State: Poison}, nil
		}
		if base.X < a.Base || base.X-a.Base > uint64(a.Size) || res < a.Base || res-a.Base > uint64(a.Size) {
			return Value{State: Poison}, nil
		}
		r.Prov = a
	}
	return r, nil
}

func absI(i int64) int64 {
	if i < 0 {
		return -i
	}
	return i
}

func vecIndex(v Value, t *Type) (uint64, State) {
	if v.State != Defined {
		return 0, v.State
	}
	if t.Bits > 64 {
		b := toBig(v, t.Bits)
		if !b.IsUint64() {
			return 1 << 62, Defined
		}
		return b.Uint64(), Defined
	}
	return v.X, Defined
}

func extractElement(vt *Type, v, idx Value, it *Type) (Value, error) {
	i, s := vecIndex(idx, it)
	if s != Defined || i >= uint64(vt.N) || int(i) >= len(v.Elems) {
		return stateValue(vt.Elem, Poison), nil
	}
	return v.Elems[i], nil
}

func insertElement(vt *Type, v, e, idx Value, it *Type) (Value, error) {
	i, s := vecIndex(idx, it)
	if s != Defined || i >= uint64(vt.N) {
		return PoisonValue(vt), nil
	}
	n := make([]Value, len(v.Elems))
	copy(n, v.Elems)
	if int(i) < len(n) {
		n[i] = e
	}
	return Value{Elems: n}, nil
}

func shuffle(vt, rt *Type, a, b, mask Value) (Value, error) {
	e := make([]Value, rt.N)
	n := uint64(vt.N)
	for i := range e {
		if i >= len(mask.Elems) {
			return Value{}, malformed("shufflevector mask too short")
		}
		mk := mask.Elems[i]
		if mk.State != Defined {
			e[i] = stateValue(rt.Elem, Poison)
			continue
		}
		j := mk.X
		switch {
		case j < n && int(j) < len(a.Elems):
			e[i] = a.Elems[j]
		case j >= n && j < 2*n && int(j-n) < len(b.Elems):
			e[i] = b.Elems[j-n]
		default:
			e[i] = stateValue(rt.Elem, Poison)
		}
	}
	return Value{Elems: e}, nil
}

func extractValue(t *Type, v Value, idx []uint64) (Value, *Type, error) {
	for _, i := range idx {
		if !t.IsAgg() || i >= uint64(t.Len()) || int(i) >= len(v.Elems) {
			return Value{}, nil, malformed("extractvalue index %d out of range for %s", i, t)
		}
		v = v.Elems[i]
		t = t.ElemAt(int(i))
	}
	return v, t, nil
}

func insertValue(t *Type, v, e Value, idx []uint64) (Value, error) {
	if len(idx) == 0 {
		return e, nil
	}
	i := idx[0]
	if !t.IsAgg() || i >= uint64(t.Len()) || int(i) >= len(v.Elems) {
		return Value{}, malformed("insertvalue index %d out of range for %s", i, t)
	}
	n := make([]Value, len(v.Elems))
	copy(n, v.Elems)
	r, err := insertValue(t.ElemAt(int(i)), n[i], e, idx[1:])
	if err != nil {
		return Value{}, err
	}
	n[i] = r
	return Value{Elems: n}, nil
}

// freeze replaces poison and undef (per lane) by an arbitrary but fixed value: zero.
func freeze(t *Type, v Value) Value {
	if t.IsAgg() {
		n := make([]Value, len(v.Elems))
		for i := range n {
			n[i] = freeze(t.ElemAt(i), v.Elems[i])
		}
		return Value{Elems: n}
	}
	if v.State != Defined {
		return ZeroValue(t)
	}
	return v
}

// selectValue implements select, with a vector condition choosing per lane.
func selectValue(ct, t *Type, c, a, b Value) Value {
	if ct.Kind == KVec {
		e := make([]Value, t.N)
		for i := range e {
			e[i] = selectValue(ct.Elem, t.Elem, c.Elems[i], a.Elems[i], b.Elems[i])
		}
		return Value{Elems: e}
	}
	switch c.State {
	case Poison:
		return PoisonValue(t)
	case Undef:
		if equalValues(t, a, b) {
			return a
		}
		return UndefValue(t)
	}
	if c.X&1 != 0 {
		return a
	}
	return b
}

// equalValues reports whether two values are identical (same states and bits).
func equalValues(t *Type, a, b Value) bool {
	if t.IsAgg() {
		if len(a.Elems) != len(b.Elems) {
			return false
		}
		for i := range a.Elems {
			if !equalValues(t.ElemAt(i), a.Elems[i], b.Elems[i]) {
				return false
			}
		}
		return true
	}
	if a.State != b.State {
		return false
	}
	if a.State != Defined {
		return true
	}
	if t.Kind == KInt && t.Bits > 64 {
		return toBig(a, t.Bits).Cmp(toBig(b, t.Bits)) == 0
	}
	return a.X == b.X && a.Hi == b.Hi
}
