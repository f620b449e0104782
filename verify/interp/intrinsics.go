package interp

import (
	"math"
	"math/big"
	"math/bits"
	"sort"
	"strings"
)

// builtin is a function implemented in Go: an intrinsic or a C library function.
// fr is the caller's frame (nil when called from Go); cs describes the call.
type builtin func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error)

// intrinsics maps an intrinsic's base name (without "llvm." and type suffixes) to its
// implementation.
var intrinsics map[string]builtin

// intrinsicNames are the keys of intrinsics, longest first, for prefix matching.
var intrinsicNames []string

func lookupBuiltin(name string) builtin {
	if rest, ok := strings.CutPrefix(name, "llvm."); ok {
		for _, n := range intrinsicNames {
			if rest == n || strings.HasPrefix(rest, n+".") {
				return intrinsics[n]
			}
		}
		return nil
	}
	return libc[name]
}

func nop(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) { return Value{}, nil }

func first(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
	if len(args) == 0 {
		return Value{}, malformed("%s needs an argument", cs.name)
	}
	return args[0], nil
}

func argT(cs *callSite, i int) *Type {
	if i < len(cs.argTys) {
		return cs.argTys[i]
	}
	if cs.fnTy != nil && i < len(cs.fnTy.Params) {
		return cs.fnTy.Params[i]
	}
	return nil
}

func retT(cs *callSite) *Type {
	if cs.fnTy != nil {
		return cs.fnTy.Ret
	}
	return nil
}

// laneFn computes one lane of an intrinsic: t is the scalar type of the first
// argument, args the lanes of the arguments. Poison and undef arguments are handled
// by the caller unless the intrinsic is registered with keepStates.
type laneFn func(t *Type, args []Value) (Value, error)

// lanes lifts a scalar intrinsic over vectors; arguments that are scalars (such as
// the i1 flags of ctlz and abs) are passed unchanged to every lane. A poison lane in
// any argument gives a poison result lane; undef gives undef.
func lanes(n int, fn laneFn) builtin {
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		if len(args) < n {
			return Value{}, malformed("%s needs %d arguments", cs.name, n)
		}
		t := argT(cs, 0)
		rt := retT(cs)
		if t == nil || rt == nil {
			return Value{}, malformed("%s: unknown types", cs.name)
		}
		if t.Kind != KVec {
			return scalarLane(fn, t, rt, args[:n])
		}
		e := make([]Value, t.N)
		la := make([]Value, n)
		for i := range e {
			for k := 0; k < n; k++ {
				if at := argT(cs, k); at != nil && at.Kind == KVec {
					la[k] = args[k].Elems[i]
				} else {
					la[k] = args[k]
				}
			}
			r, err := scalarLane(fn, t.Elem, rt.Scalar(), la)
			if err != nil {
				return Value{}, err
			}
			e[i] = r
		}
		return Value{Elems: e}, nil
	}
}

func scalarLane(fn laneFn, t, rt *Type, args []Value) (Value, error) {
	for _, a := range args {
		if a.State == Poison {
			return stateValue(rt, Poison), nil
		}
	}
	for _, a := range args {
		if a.State == Undef {
			return stateValue(rt, Undef), nil
		}
	}
	return fn(t, args)
}

func intOf(t *Type, v Value) *big.Int { return toBig(v, t.Bits) }

func init() {
	intrinsics = map[string]builtin{
		"memcpy": memcpyIntr(false), "memcpy.inline": memcpyIntr(false), "memmove": memcpyIntr(true),
		"memset": memsetIntr, "memset.inline": memsetIntr,
		"lifetime.start": nop, "lifetime.end": nop, "dbg.declare": nop, "dbg.value": nop, "dbg.label": nop,
		"dbg.assign": nop, "experimental.noalias.scope.decl": nop, "sideeffect": nop, "prefetch": nop,
		"invariant.end": nop, "va_end": nop, "donothing": nop, "pseudoprobe": nop,
		"invariant.start":         func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) { return Value{}, nil },
		"expect":                  first,
		"expect.with.probability": first,
		"launder.invariant.group": first, "strip.invariant.group": first, "threadlocal.address": first,
		"ssa.copy": first, "annotation": first,
		"assume": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			if len(args) == 0 {
				return Value{}, nil
			}
			if args[0].State != Defined {
				return Value{}, ub("llvm.assume of %s", stateName(args[0].State))
			}
			if args[0].X == 0 {
				return Value{}, ub("llvm.assume(false)")
			}
			return Value{}, nil
		},
		"trap": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			return Value{}, &Error{Kind: ErrAbort, Reason: "llvm.trap executed"}
		},
		"ubsantrap": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			return Value{}, &Error{Kind: ErrAbort, Reason: "llvm.ubsantrap executed"}
		},
		"debugtrap": nop,
		"is.constant": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			return Value{}, nil
		},
		"objectsize": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			rt := retT(cs)
			if len(args) > 1 && args[1].X == 1 {
				return Value{}, nil
			}
			return Value{X: mask(rt.Bits)}, nil
		},
		"stacksave": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			return Value{X: 0}, nil
		},
		"stackrestore": nop,
		"va_start":     vaStart,
		"va_copy":      vaCopy,
		"eh.typeid.for": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			return Int(uint64(m.typeID(args[0])), 32), nil
		},
		"ctpop": lanes(1, func(t *Type, a []Value) (Value, error) {
			if t.Bits <= 64 {
				return Value{X: uint64(bits.OnesCount64(a[0].X))}, nil
			}
			n := 0
			x := intOf(t, a[0])
			for i := 0; i < t.Bits; i++ {
				n += int(x.Bit(i))
			}
			return BigInt(big.NewInt(int64(n)), t.Bits), nil
		}),
		"ctlz": lanes(1, func(t *Type, a []Value) (Value, error) {
			x := intOf(t, a[0])
			if x.Sign() == 0 && len(a) > 1 && a[1].X == 1 {
				return PoisonInt(t.Bits), nil
			}
			return BigInt(big.NewInt(int64(t.Bits-x.BitLen())), t.Bits), nil
		}),
		"cttz": lanes(1, func(t *Type, a []Value) (Value, error) {
			x := intOf(t, a[0])
			if x.Sign() == 0 {
				if len(a) > 1 && a[1].X == 1 {
					return PoisonInt(t.Bits), nil
				}
				return BigInt(big.NewInt(int64(t.Bits)), t.Bits), nil
			}
			return BigInt(big.NewInt(int64(x.TrailingZeroBits())), t.Bits), nil
		}),
		"bswap": lanes(1, func(t *Type, a []Value) (Value, error) {
			if t.Bits <= 64 {
				return Value{X: bits.ReverseBytes64(a[0].X) >> uint(64-t.Bits)}, nil
			}
			b := intOf(t, a[0]).FillBytes(make([]byte, t.Bits/8))
			for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
				b[i], b[j] = b[j], b[i]
			}
			return BigInt(new(big.Int).SetBytes(b), t.Bits), nil
		}),
		"bitreverse": lanes(1, func(t *Type, a []Value) (Value, error) {
			if t.Bits <= 64 {
				return Value{X: bits.Reverse64(a[0].X) >> uint(64-t.Bits)}, nil
			}
			x := intOf(t, a[0])
			r := new(big.Int)
			for i := 0; i < t.Bits; i++ {
				r.SetBit(r, t.Bits-1-i, x.Bit(i))
			}
			return BigInt(r, t.Bits), nil
		}),
		"fshl": lanes(3, func(t *Type, a []Value) (Value, error) { return funnel(t, a, true), nil }),
		"fshr": lanes(3, func(t *Type, a []Value) (Value, error) { return funnel(t, a, false), nil }),
		"abs": lanes(1, func(t *Type, a []Value) (Value, error) {
			if isMinSigned(a[0], t.Bits) {
				if len(a) > 1 && a[1].X == 1 {
					return PoisonInt(t.Bits), nil
				}
				return a[0], nil
			}
			if isNeg(a[0], t.Bits) {
				return IntBinary(Sub, 0, t.Bits, ZeroValue(t), a[0])
			}
			return a[0], nil
		}),
		"smax": lanes(2, minmax(SGT)), "smin": lanes(2, minmax(SLT)),
		"umax": lanes(2, minmax(UGT)), "umin": lanes(2, minmax(ULT)),
		"scmp": cmp3(true), "ucmp": cmp3(false),
		"sadd.with.overflow": withOverflow(Add, NSW), "uadd.with.overflow": withOverflow(Add, NUW),
		"ssub.with.overflow": withOverflow(Sub, NSW), "usub.with.overflow": withOverflow(Sub, NUW),
		"smul.with.overflow": withOverflow(Mul, NSW), "umul.with.overflow": withOverflow(Mul, NUW),
		"sadd.sat": lanes(2, saturating(Add, true)), "uadd.sat": lanes(2, saturating(Add, false)),
		"ssub.sat": lanes(2, saturating(Sub, true)), "usub.sat": lanes(2, saturating(Sub, false)),
		"sshl.sat": lanes(2, saturating(Shl, true)), "ushl.sat": lanes(2, saturating(Shl, false)),
		"fma":       lanes(3, fmaLane(false)),
		"fmuladd":   lanes(3, fmaLane(true)),
		"sqrt":      lanes(1, fUnary(math.Sqrt)),
		"floor":     lanes(1, fUnary(math.Floor)),
		"ceil":      lanes(1, fUnary(math.Ceil)),
		"trunc":     lanes(1, fUnary(math.Trunc)),
		"round":     lanes(1, fUnary(math.Round)),
		"roundeven": lanes(1, fUnary(math.RoundToEven)), "rint": lanes(1, fUnary(math.RoundToEven)),
		"nearbyint": lanes(1, fUnary(math.RoundToEven)),
		"sin":       lanes(1, fUnary(math.Sin)), "cos": lanes(1, fUnary(math.Cos)), "tan": lanes(1, fUnary(math.Tan)),
		"exp": lanes(1, fUnary(math.Exp)), "exp2": lanes(1, fUnary(math.Exp2)), "log": lanes(1, fUnary(math.Log)),
		"log2": lanes(1, fUnary(math.Log2)), "log10": lanes(1, fUnary(math.Log10)),
		"pow":  lanes(2, fBinary(math.Pow)),
		"fabs": lanes(1, func(t *Type, a []Value) (Value, error) { return clearSign(t, a[0]), nil }),
		"copysign": lanes(2, func(t *Type, a []Value) (Value, error) {
			r := clearSign(t, a[0])
			if signBit(t, a[1]) {
				r = FNeg(t, r)
			}
			return r, nil
		}),
		"minnum": lanes(2, fMinMax(true, false)), "maxnum": lanes(2, fMinMax(false, false)),
		"minimum": lanes(2, fMinMax(true, true)), "maximum": lanes(2, fMinMax(false, true)),
		"minimumnum": lanes(2, fMinMax(true, false)), "maximumnum": lanes(2, fMinMax(false, false)),
		"lround": fToI(math.Round), "llround": fToI(math.Round), "lrint": fToI(math.RoundToEven), "llrint": fToI(math.RoundToEven),
		"powi": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			t := argT(cs, 0)
			return lanes(1, func(st *Type, a []Value) (Value, error) {
				return f64ToFloat(st, math.Pow(floatToF64(st, a[0]), float64(int32(args[1].X)))), nil
			})(nil, nil, &callSite{name: cs.name, fnTy: &Type{Kind: KFunc, Ret: t}, argTys: []*Type{t}}, args[:1])
		},
		"vector.reduce.add": reduce(Add), "vector.reduce.mul": reduce(Mul), "vector.reduce.and": reduce(And),
		"vector.reduce.or": reduce(Or), "vector.reduce.xor": reduce(Xor),
		"vector.reduce.smax": reduceCmp(SGT), "vector.reduce.smin": reduceCmp(SLT),
		"vector.reduce.umax": reduceCmp(UGT), "vector.reduce.umin": reduceCmp(ULT),
		"vector.reduce.fadd": reduceF(FAdd), "vector.reduce.fmul": reduceF(FMul),
		"vector.reduce.fmax": reduceFMinMax(false), "vector.reduce.fmin": reduceFMinMax(true),
		"fptosi.sat":   fpToIntSat(true),
		"fptoui.sat":   fpToIntSat(false),
		"canonicalize": lanes(1, func(t *Type, a []Value) (Value, error) { return a[0], nil }),
		"is.fpclass":   isFPClass,
		"ldexp": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			t := argT(cs, 0)
			if t == nil || t.Kind == KVec || len(args) < 2 {
				return Value{}, unsupported("%s on these types", cs.name)
			}
			if args[0].State != Defined || args[1].State != Defined {
				return Value{State: max(args[0].State, args[1].State)}, nil
			}
			return f64ToFloat(t, math.Ldexp(floatToF64(t, args[0]), int(int32(args[1].X)))), nil
		},
		"get.rounding": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			return Int(1, 32), nil // to nearest
		},
		"ptrmask": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			p, k := args[0], args[1]
			if p.State != Defined || k.State != Defined {
				return Value{State: Poison}, nil
			}
			return Value{X: p.X & k.X, Prov: p.Prov}, nil
		},
	}
	for n := range intrinsics {
		intrinsicNames = append(intrinsicNames, n)
	}
	sort.Slice(intrinsicNames, func(i, j int) bool {
		if len(intrinsicNames[i]) != len(intrinsicNames[j]) {
			return len(intrinsicNames[i]) > len(intrinsicNames[j])
		}
		return intrinsicNames[i] < intrinsicNames[j]
	})
}

func (m *Machine) typeID(v Value) int {
	if id, ok := m.typeIDs[v.X]; ok {
		return id
	}
	id := len(m.typeIDs) + 1
	m.typeIDs[v.X] = id
	return id
}

func memcpyIntr(overlap bool) builtin {
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		if len(args) < 3 {
			return Value{}, malformed("%s needs 3 arguments", cs.name)
		}
		n, err := memLength(cs, args[2])
		if err != nil || n == 0 {
			return Value{}, err
		}
		return Value{}, m.mem.Copy(args[0], args[1], n, overlap, cs.name)
	}
}

func memsetIntr(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
	if len(args) < 3 {
		return Value{}, malformed("%s needs 3 arguments", cs.name)
	}
	n, err := memLength(cs, args[2])
	if err != nil || n == 0 {
		return Value{}, err
	}
	c := args[1]
	return Value{}, m.mem.Set(args[0], byte(c.X), c.State, n, cs.name)
}

// memLength is the byte count of a memcpy/memmove/memset: an unsigned integer. A
// count no allocation can hold (2^63 or more) is out of bounds of any destination,
// so undefined behaviour, rather than a negative length that writes nothing.
func memLength(cs *callSite, n Value) (int64, error) {
	if n.State != Defined {
		return 0, ub("%s with a %s length", cs.name, stateName(n.State))
	}
	if n.X > math.MaxInt64 {
		return 0, ub("%s of %d bytes is out of bounds of any allocation", cs.name, n.X)
	}
	return int64(n.X), nil
}

func funnel(t *Type, a []Value, left bool) Value {
	w := t.Bits
	x, y := intOf(t, a[0]), intOf(t, a[1])
	s := new(big.Int).Mod(intOf(t, a[2]), big.NewInt(int64(w)))
	cat := new(big.Int).Lsh(x, uint(w))
	cat.Or(cat, y)
	sh := uint(s.Uint64())
	if left {
		cat.Lsh(cat, sh)
		cat.Rsh(cat, uint(w))
	} else {
		cat.Rsh(cat, sh)
	}
	return BigInt(cat, w)
}

func minmax(p Pred) laneFn {
	return func(t *Type, a []Value) (Value, error) {
		if ICmp(p, 0, t.Bits, a[0], a[1]).X == 1 {
			return a[0], nil
		}
		return a[1], nil
	}
}

func cmp3(signed bool) builtin {
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		t, rt := argT(cs, 0), retT(cs)
		one := func(st, srt *Type, a, b Value) Value {
			if a.State != Defined || b.State != Defined {
				return stateValue(srt, max(a.State, b.State))
			}
			lt, gt := ULT, UGT
			if signed {
				lt, gt = SLT, SGT
			}
			switch {
			case ICmp(lt, 0, st.Bits, a, b).X == 1:
				return BigInt(big.NewInt(-1), srt.Bits)
			case ICmp(gt, 0, st.Bits, a, b).X == 1:
				return BigInt(big.NewInt(1), srt.Bits)
			}
			return ZeroValue(srt)
		}
		if t.Kind == KVec {
			e := make([]Value, t.N)
			for i := range e {
				e[i] = one(t.Elem, rt.Elem, args[0].Elems[i], args[1].Elems[i])
			}
			return Value{Elems: e}, nil
		}
		return one(t, rt, args[0], args[1]), nil
	}
}

func withOverflow(op BinOp, fl Flags) builtin {
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		t := argT(cs, 0)
		one := func(st *Type, a, b Value) (Value, Value, error) {
			if a.State != Defined || b.State != Defined {
				s := max(a.State, b.State)
				return stateValue(st, s), Value{State: s}, nil
			}
			r, err := IntBinary(op, 0, st.Bits, a, b)
			if err != nil {
				return Value{}, Value{}, err
			}
			chk, err := IntBinary(op, fl, st.Bits, a, b)
			if err != nil {
				return Value{}, Value{}, err
			}
			return r, boolValue(chk.State == Poison), nil
		}
		if t.Kind == KVec {
			rs, os := make([]Value, t.N), make([]Value, t.N)
			for i := range rs {
				r, o, err := one(t.Elem, args[0].Elems[i], args[1].Elems[i])
				if err != nil {
					return Value{}, err
				}
				rs[i], os[i] = r, o
			}
			return Value{Elems: []Value{{Elems: rs}, {Elems: os}}}, nil
		}
		r, o, err := one(t, args[0], args[1])
		if err != nil {
			return Value{}, err
		}
		return Value{Elems: []Value{r, o}}, nil
	}
}

func saturating(op BinOp, signed bool) laneFn {
	return func(t *Type, a []Value) (Value, error) {
		w := t.Bits
		var x, y *big.Int
		if signed {
			x, y = toSBig(a[0], w), toSBig(a[1], w)
		} else {
			x, y = toBig(a[0], w), toBig(a[1], w)
		}
		r := new(big.Int)
		switch op {
		case Add:
			r.Add(x, y)
		case Sub:
			r.Sub(x, y)
		case Shl:
			if !y.IsUint64() || y.Uint64() >= uint64(w) {
				return PoisonInt(w), nil
			}
			r.Lsh(x, uint(y.Uint64()))
		}
		var lo, hi *big.Int
		if signed {
			hi = new(big.Int).Sub(pow2(w-1), bigOne)
			lo = new(big.Int).Neg(pow2(w - 1))
		} else {
			lo, hi = new(big.Int), new(big.Int).Sub(pow2(w), bigOne)
		}
		if r.Cmp(lo) < 0 {
			r = lo
		}
		if r.Cmp(hi) > 0 {
			r = hi
		}
		return BigInt(r, w), nil
	}
}

func fmaLane(muladd bool) laneFn {
	return func(t *Type, a []Value) (Value, error) {
		switch t.Kind {
		case KDouble:
			return Value{X: math.Float64bits(math.FMA(math.Float64frombits(a[0].X), math.Float64frombits(a[1].X), math.Float64frombits(a[2].X)))}, nil
		case KFloat:
			// The product of two floats is exact in double; the sum then rounds once
			// to double and once to float, which can differ from a fused result only
			// in rare halfway cases; use big for exactness.
			x, y, z := floatToF64(t, a[0]), floatToF64(t, a[1]), floatToF64(t, a[2])
			if math.IsInf(x, 0) || math.IsInf(y, 0) || math.IsInf(z, 0) || x != x || y != y || z != z {
				return f64ToFloat(t, x*y+z), nil
			}
			p := new(big.Float).SetPrec(200).SetFloat64(x)
			p.Mul(p, new(big.Float).SetFloat64(y))
			p.Add(p, new(big.Float).SetFloat64(z))
			if p.Sign() == 0 {
				return f64ToFloat(t, x*y+z), nil
			}
			f, _ := p.Float32()
			return Value{X: uint64(math.Float32bits(f))}, nil
		}
		return FBinary(FAdd, t, FBinary(FMul, t, a[0], a[1]), a[2]), nil
	}
}

// fUnary computes a float function in double and rounds to the type: exact for
// sqrt, floor, ceil, trunc and the roundings; for float sin, exp and the like it may
// differ from libm's float versions in the last place (a known gap).
func fUnary(fn func(float64) float64) laneFn {
	return func(t *Type, a []Value) (Value, error) {
		return f64ToFloat(t, fn(floatToF64(t, a[0]))), nil
	}
}

func fBinary(fn func(float64, float64) float64) laneFn {
	return func(t *Type, a []Value) (Value, error) {
		return f64ToFloat(t, fn(floatToF64(t, a[0]), floatToF64(t, a[1]))), nil
	}
}

func signBit(t *Type, v Value) bool {
	switch t.Kind {
	case KFloat:
		return v.X>>31&1 == 1
	case KDouble:
		return v.X>>63 == 1
	case KHalf, KBFloat:
		return v.X>>15&1 == 1
	case KX86FP80:
		return v.Hi&0x8000 != 0
	case KFP128:
		return v.Hi>>63 == 1
	}
	return false
}

func clearSign(t *Type, v Value) Value {
	if signBit(t, v) {
		return FNeg(t, v)
	}
	return v
}

// fMinMax: minnum/maxnum return the non-NaN operand; minimum/maximum propagate NaN
// and order -0 < +0.
func fMinMax(isMin, propagateNaN bool) laneFn {
	return func(t *Type, a []Value) (Value, error) {
		x, y := a[0], a[1]
		xn, yn := floatIsNaN(t, x), floatIsNaN(t, y)
		if xn || yn {
			if propagateNaN {
				if xn {
					return x, nil
				}
				return y, nil
			}
			if xn && yn {
				return x, nil
			}
			if xn {
				return y, nil
			}
			return x, nil
		}
		fx, fy := floatToF64(t, x), floatToF64(t, y)
		if fx == fy {
			// equal values: order zeros by sign
			if signBit(t, x) != signBit(t, y) {
				if isMin == signBit(t, x) {
					return x, nil
				}
				return y, nil
			}
			return x, nil
		}
		if (fx < fy) == isMin {
			return x, nil
		}
		return y, nil
	}
}

func fToI(fn func(float64) float64) builtin {
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		t, rt := argT(cs, 0), retT(cs)
		if t == nil || rt == nil || len(args) < 1 || t.Kind == KVec || rt.Kind != KInt {
			return Value{}, unsupported("%s on these types", cs.name)
		}
		if args[0].State != Defined {
			return stateInt(args[0].State, rt.Bits), nil
		}
		f := fn(floatToF64(t, args[0]))
		if f != f || math.IsInf(f, 0) || math.Abs(f) >= math.Ldexp(1, rt.Bits-1) && !(f == -math.Ldexp(1, rt.Bits-1)) {
			return PoisonInt(rt.Bits), nil
		}
		return Int(uint64(int64(f)), rt.Bits), nil
	}
}

func reduce(op BinOp) builtin {
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		t := argT(cs, 0)
		if t == nil || t.Kind != KVec || len(args) < 1 {
			return Value{}, malformed("%s needs a vector", cs.name)
		}
		acc := args[0].Elems[0]
		for _, e := range args[0].Elems[1:] {
			r, err := IntBinary(op, 0, t.Elem.Bits, acc, e)
			if err != nil {
				return Value{}, err
			}
			acc = r
		}
		return acc, nil
	}
}

func reduceCmp(p Pred) builtin {
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		t := argT(cs, 0)
		if t == nil || t.Kind != KVec || len(args) < 1 {
			return Value{}, malformed("%s needs a vector", cs.name)
		}
		acc := args[0].Elems[0]
		for _, e := range args[0].Elems[1:] {
			if acc.State == Poison || e.State == Poison {
				return PoisonInt(t.Elem.Bits), nil
			}
			if ICmp(p, 0, t.Elem.Bits, e, acc).X == 1 {
				acc = e
			}
		}
		return acc, nil
	}
}

func reduceF(op BinOp) builtin {
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		t := argT(cs, 1)
		if t == nil || t.Kind != KVec || len(args) < 2 {
			return Value{}, malformed("%s needs a start value and a vector", cs.name)
		}
		acc := args[0]
		for _, e := range args[1].Elems {
			acc = FBinary(op, t.Elem, acc, e)
		}
		return acc, nil
	}
}

func reduceFMinMax(isMin bool) builtin {
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		t := argT(cs, 0)
		if t == nil || t.Kind != KVec || len(args) < 1 {
			return Value{}, malformed("%s needs a vector", cs.name)
		}
		f := fMinMax(isMin, false)
		acc := args[0].Elems[0]
		for _, e := range args[0].Elems[1:] {
			acc, _ = f(t.Elem, []Value{acc, e})
		}
		return acc, nil
	}
}

// fpToIntSat converts with saturation: NaN gives 0, values beyond the range give the
// nearest bound.
func fpToIntSat(signed bool) builtin {
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		t, rt := argT(cs, 0), retT(cs)
		if t == nil || rt == nil || len(args) < 1 {
			return Value{}, malformed("%s: unknown types", cs.name)
		}
		// The bounds of the result type, the same for every lane.
		srt := rt.Scalar()
		var lo, hi *big.Int
		if signed {
			lo, hi = new(big.Int).Neg(pow2(srt.Bits-1)), new(big.Int).Sub(pow2(srt.Bits-1), bigOne)
		} else {
			lo, hi = new(big.Int), allOnesBig(srt.Bits)
		}
		one := func(st *Type, v Value) Value {
			if v.State != Defined {
				return stateValue(srt, v.State)
			}
			if floatIsNaN(st, v) {
				return ZeroValue(srt)
			}
			f := floatToF64(st, v)
			if math.IsInf(f, 1) {
				return BigInt(hi, srt.Bits)
			}
			if math.IsInf(f, -1) {
				return BigInt(lo, srt.Bits)
			}
			var x *big.Int
			if st.Kind == KX86FP80 || st.Kind == KFP128 {
				b, _ := wideToBig(st, v)
				x, _ = b.Int(nil)
			} else {
				x, _ = new(big.Float).SetFloat64(f).Int(nil)
			}
			if x.Cmp(lo) < 0 {
				x = lo
			}
			if x.Cmp(hi) > 0 {
				x = hi
			}
			return BigInt(x, srt.Bits)
		}
		return mapLanes(t, args[0], one), nil
	}
}

// isFPClass tests a float against the class mask of llvm.is.fpclass: bit 0 signaling
// NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0, 7 +subnormal,
// 8 +normal, 9 +inf.
func isFPClass(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
	t := argT(cs, 0)
	if t == nil || len(args) < 2 {
		return Value{}, malformed("%s: unknown types", cs.name)
	}
	mask := args[1].X
	one := func(st *Type, v Value) Value {
		if v.State != Defined {
			return Value{State: v.State}
		}
		var bit uint
		neg := signBit(st, v)
		f := math.Abs(floatToF64(st, v))
		switch {
		case floatIsNaN(st, v):
			bit = 1
			if st.Kind == KDouble && v.X&(1<<51) == 0 || st.Kind == KFloat && v.X&(1<<22) == 0 {
				bit = 0
			}
		case math.IsInf(f, 0):
			bit = 9
		case f == 0:
			bit = 6
		case isSubnormal(st, v):
			bit = 7
		default:
			bit = 8
		}
		if neg && bit >= 6 {
			bit = 11 - bit // -0 is 5, -subnormal 4, -normal 3, -inf 2
		}
		return boolValue(mask>>bit&1 == 1)
	}
	return mapLanes(t, args[0], one), nil
}

func isSubnormal(t *Type, v Value) bool {
	switch t.Kind {
	case KFloat:
		return v.X&0x7f800000 == 0 && v.X&0x7fffff != 0
	case KDouble:
		return v.X&0x7ff0000000000000 == 0 && v.X&(1<<52-1) != 0
	case KHalf:
		return v.X&0x7c00 == 0 && v.X&0x3ff != 0
	case KBFloat:
		return v.X&0x7f80 == 0 && v.X&0x7f != 0
	}
	f := math.Abs(floatToF64(t, v))
	return f != 0 && f < 3.3621031431120935e-4932
}
