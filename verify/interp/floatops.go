package interp

import (
	"math"
	"math/big"
)

// Floating-point values are kept as their bit patterns in Value.X (and Value.Hi for the
// 80- and 128-bit formats). float and double compute natively (on amd64 Go uses SSE,
// so NaN results are the hardware's, as under lli-22 on x86-64); half and bfloat
// compute in double and round once, which is exact for +,-,*,/ and sqrt because double
// has more than twice their precision plus two bits; x86_fp80 and fp128 compute with
// math/big at their precision (subnormals of those two formats are flushed, a known
// gap). LLVM's NaN rules allow any quiet NaN result, so comparisons of results for
// refinement treat all NaNs alike.

// floatToF64 converts a float of type t to float64 (exactly for the formats ≤ 64 bits).
func floatToF64(t *Type, v Value) float64 {
	switch t.Kind {
	case KFloat:
		return float64(math.Float32frombits(uint32(v.X)))
	case KDouble:
		return math.Float64frombits(v.X)
	case KHalf:
		return halfToF64(uint16(v.X))
	case KBFloat:
		return float64(math.Float32frombits(uint32(v.X) << 16))
	case KX86FP80, KFP128:
		f, special := wideToBig(t, v)
		if special != 0 {
			return special
		}
		r, _ := f.Float64()
		return r
	}
	return 0
}

// f64ToFloat rounds f (nearest-even) to type t.
func f64ToFloat(t *Type, f float64) Value {
	switch t.Kind {
	case KFloat:
		return Value{X: uint64(math.Float32bits(float32(f)))}
	case KDouble:
		return Value{X: math.Float64bits(f)}
	case KHalf:
		return Value{X: uint64(f64ToHalf(f))}
	case KBFloat:
		return Value{X: uint64(f32ToBF16(float32Round(f)))}
	case KX86FP80, KFP128:
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return wideSpecial(t, f)
		}
		return bigToWide(t, new(big.Float).SetFloat64(f))
	}
	return Value{}
}

// float32Round rounds a double to float32 without double rounding issues for the
// bfloat path: bfloat rounding from float32 is exact only when f is itself a float32
// value, which holds for results of conversions; for arithmetic results we accept the
// (documented) double rounding.
func float32Round(f float64) float32 { return float32(f) }

func halfToF64(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h>>10) & 0x1f
	man := float64(h & 0x3ff)
	switch exp {
	case 0:
		return sign * math.Ldexp(man, -24)
	case 0x1f:
		if h&0x3ff == 0 {
			return math.Inf(int(sign))
		}
		// Keep the payload: quiet bit and the top mantissa bits move to double.
		b := uint64(h&0x8000)<<48 | 0x7ff0000000000000 | uint64(h&0x3ff)<<42
		return math.Float64frombits(b)
	}
	return sign * math.Ldexp(1+man/1024, exp-15)
}

func f64ToHalf(f float64) uint16 {
	b := math.Float64bits(f)
	sign := uint16(b>>48) & 0x8000
	if math.IsNaN(f) {
		return sign | 0x7c00 | 0x200 | uint16(b>>42)&0x3ff
	}
	a := math.Abs(f)
	if math.IsInf(f, 0) || a >= 65520 { // 65520 rounds to infinity
		return sign | 0x7c00
	}
	if a < math.Ldexp(1, -14) { // subnormal: units of 2^-24
		q := a * (1 << 24)
		r := math.RoundToEven(q)
		return sign | uint16(r)
	}
	frac, exp := math.Frexp(a)         // a = frac * 2^exp, frac in [0.5,1)
	m := math.RoundToEven(frac * 2048) // 11 significant bits
	if m == 2048 {
		m = 1024
		exp++
	}
	e := exp - 1 + 15
	if e >= 0x1f {
		return sign | 0x7c00
	}
	return sign | uint16(e)<<10 | uint16(m)&0x3ff
}

func f32ToBF16(f float32) uint16 {
	b := math.Float32bits(f)
	if f != f {
		return uint16(b>>16) | 0x40
	}
	// round to nearest even on the low 16 bits
	r := b + 0x7fff + (b>>16)&1
	return uint16(r >> 16)
}

// wide formats: x86_fp80 (1 sign, 15 exponent, 64 significand with explicit integer
// bit) and fp128 (1, 15, 112).

func wideParams(t *Type) (prec uint, manBits uint) {
	if t.Kind == KX86FP80 {
		return 64, 64
	}
	return 113, 112
}

// wideToBig decodes a wide float. For NaN and infinities it returns a nil big.Float and
// the float64 special value.
func wideToBig(t *Type, v Value) (*big.Float, float64) {
	prec, manBits := wideParams(t)
	var sign bool
	var exp int
	man := new(big.Int)
	if t.Kind == KX86FP80 {
		sign = v.Hi&0x8000 != 0
		exp = int(v.Hi & 0x7fff)
		man.SetUint64(v.X)
	} else {
		sign = v.Hi>>63 != 0
		exp = int(v.Hi>>48) & 0x7fff
		man.SetUint64(v.Hi & (1<<48 - 1))
		man.Lsh(man, 64).Or(man, new(big.Int).SetUint64(v.X))
	}
	if exp == 0x7fff {
		frac := man
		if t.Kind == KX86FP80 {
			frac = new(big.Int).SetUint64(v.X &^ (1 << 63))
		}
		if frac.Sign() == 0 {
			if sign {
				return nil, math.Inf(-1)
			}
			return nil, math.Inf(1)
		}
		n := math.Float64frombits(0x7ff8000000000000)
		if sign {
			n = math.Float64frombits(0xfff8000000000000)
		}
		return nil, n
	}
	f := new(big.Float).SetPrec(prec).SetInt(man)
	var e int
	if t.Kind == KX86FP80 {
		e = exp - 16383 - 63
		if exp == 0 {
			e = 1 - 16383 - 63
		}
	} else {
		if exp != 0 {
			f.SetInt(man.Or(man, new(big.Int).Lsh(bigOne, manBits)))
			e = exp - 16383 - 112
		} else {
			e = 1 - 16383 - 112
		}
	}
	f.SetMantExp(f, e)
	if sign {
		f.Neg(f)
	}
	return f, 0
}

func wideSpecial(t *Type, f float64) Value {
	neg := math.Signbit(f)
	var hi, lo uint64
	if t.Kind == KX86FP80 {
		hi = 0x7fff
		lo = 1 << 63
		if math.IsNaN(f) {
			lo |= 1 << 62
		}
		if neg {
			hi |= 0x8000
		}
	} else {
		hi = 0x7fff << 48
		if math.IsNaN(f) {
			hi |= 1 << 47
		}
		if neg {
			hi |= 1 << 63
		}
	}
	return Value{X: lo, Hi: hi}
}

func bigToWide(t *Type, f *big.Float) Value {
	prec, _ := wideParams(t)
	g := new(big.Float).SetPrec(prec).SetMode(big.ToNearestEven).Set(f)
	neg := g.Signbit()
	if g.Sign() == 0 {
		if t.Kind == KX86FP80 {
			if neg {
				return Value{Hi: 0x8000}
			}
			return Value{}
		}
		if neg {
			return Value{Hi: 1 << 63}
		}
		return Value{}
	}
	g.Abs(g)
	mant := new(big.Float)
	exp := g.MantExp(mant) // g = mant * 2^exp, mant in [0.5,1)
	e := exp - 1 + 16383
	if e >= 0x7fff {
		if neg {
			return wideSpecial(t, math.Inf(-1))
		}
		return wideSpecial(t, math.Inf(1))
	}
	if e <= 0 {
		return bigToWide(t, new(big.Float)) // flushed (documented gap)
	}
	mi := new(big.Int)
	mant.SetMantExp(mant, int(prec))
	mant.Int(mi)
	var hi, lo uint64
	if t.Kind == KX86FP80 {
		lo = mi.Uint64()
		hi = uint64(e)
		if neg {
			hi |= 0x8000
		}
	} else {
		mi.SetBit(mi, 112, 0)
		lo = new(big.Int).And(mi, new(big.Int).SetUint64(^uint64(0))).Uint64()
		hi = new(big.Int).Rsh(mi, 64).Uint64() | uint64(e)<<48
		if neg {
			hi |= 1 << 63
		}
	}
	return Value{X: lo, Hi: hi}
}

// floatIsNaN reports whether v is a NaN of type t.
func floatIsNaN(t *Type, v Value) bool {
	switch t.Kind {
	case KFloat:
		return v.X&0x7fffffff > 0x7f800000
	case KDouble:
		return v.X&^(1<<63) > 0x7ff0000000000000
	case KHalf:
		return v.X&0x7fff > 0x7c00
	case KBFloat:
		return v.X&0x7fff > 0x7f80
	}
	_, s := wideToBig(t, v)
	return s != s
}

// FBinary computes fadd, fsub, fmul, fdiv or frem on scalars of type t.
func FBinary(op BinOp, t *Type, a, b Value) Value {
	if a.State == Poison || b.State == Poison {
		return Value{State: Poison}
	}
	if a.State == Undef || b.State == Undef {
		return Value{State: Undef}
	}
	switch t.Kind {
	case KFloat:
		x, y := math.Float32frombits(uint32(a.X)), math.Float32frombits(uint32(b.X))
		var r float32
		switch op {
		case FAdd:
			r = x + y
		case FSub:
			r = x - y
		case FMul:
			r = x * y
		case FDiv:
			r = x / y
		case FRem:
			r = float32(math.Mod(float64(x), float64(y)))
		}
		return Value{X: uint64(math.Float32bits(r))}
	case KDouble:
		x, y := math.Float64frombits(a.X), math.Float64frombits(b.X)
		var r float64
		switch op {
		case FAdd:
			r = x + y
		case FSub:
			r = x - y
		case FMul:
			r = x * y
		case FDiv:
			r = x / y
		case FRem:
			r = math.Mod(x, y)
		}
		return Value{X: math.Float64bits(r)}
	case KX86FP80, KFP128:
		x, sx := wideToBig(t, a)
		y, sy := wideToBig(t, b)
		if x == nil || y == nil || op == FRem || (op == FDiv && y.Sign() == 0) {
			// Specials, division by zero and frem go through double (a gap for frem).
			fx, fy := floatToF64(t, a), floatToF64(t, b)
			_, _ = sx, sy
			return f64ToFloat(t, f64Op(op, fx, fy))
		}
		prec, _ := wideParams(t)
		r := new(big.Float).SetPrec(prec + 2)
		switch op {
		case FAdd:
			r.SetPrec(prec).Add(x, y)
		case FSub:
			r.SetPrec(prec).Sub(x, y)
		case FMul:
			r.SetPrec(prec).Mul(x, y)
		case FDiv:
			r.SetPrec(prec).Quo(x, y)
		}
		return bigToWide(t, r)
	}
	// half, bfloat: in double, rounded once
	return f64ToFloat(t, f64Op(op, floatToF64(t, a), floatToF64(t, b)))
}

func f64Op(op BinOp, x, y float64) float64 {
	switch op {
	case FAdd:
		return x + y
	case FSub:
		return x - y
	case FMul:
		return x * y
	case FDiv:
		return x / y
	case FRem:
		return math.Mod(x, y)
	}
	return 0
}

// FNeg flips the sign bit.
func FNeg(t *Type, a Value) Value {
	if a.State != Defined {
		return a
	}
	switch t.Kind {
	case KFloat:
		return Value{X: a.X ^ 1<<31}
	case KDouble:
		return Value{X: a.X ^ 1<<63}
	case KHalf, KBFloat:
		return Value{X: a.X ^ 1<<15}
	case KX86FP80:
		return Value{X: a.X, Hi: a.Hi ^ 0x8000}
	case KFP128:
		return Value{X: a.X, Hi: a.Hi ^ 1<<63}
	}
	return a
}

// FCmp compares two scalar floats.
func FCmp(p Pred, t *Type, a, b Value) Value {
	if a.State == Poison || b.State == Poison {
		return Value{State: Poison}
	}
	if a.State == Undef || b.State == Undef {
		return Value{State: Undef}
	}
	var lt, eq, gt, uno bool
	if t.Kind == KX86FP80 || t.Kind == KFP128 {
		x, sx := wideToBig(t, a)
		y, sy := wideToBig(t, b)
		if x == nil || y == nil {
			fx, fy := sx, sy
			if x != nil {
				fx, _ = x.Float64()
			}
			if y != nil {
				fy, _ = y.Float64()
			}
			lt, eq, gt, uno = fx < fy, fx == fy, fx > fy, fx != fx || fy != fy
		} else {
			c := x.Cmp(y)
			lt, eq, gt = c < 0, c == 0, c > 0
		}
	} else {
		x, y := floatToF64(t, a), floatToF64(t, b)
		lt, eq, gt, uno = x < y, x == y, x > y, x != x || y != y
	}
	var r bool
	switch p {
	case FFalse:
		r = false
	case FOEQ:
		r = eq
	case FOGT:
		r = gt
	case FOGE:
		r = gt || eq
	case FOLT:
		r = lt
	case FOLE:
		r = lt || eq
	case FONE:
		r = lt || gt
	case FORD:
		r = !uno
	case FUEQ:
		r = uno || eq
	case FUGT:
		r = uno || gt
	case FUGE:
		r = uno || gt || eq
	case FULT:
		r = uno || lt
	case FULE:
		r = uno || lt || eq
	case FUNE:
		r = uno || lt || gt
	case FUNO:
		r = uno
	case FTrue:
		r = true
	}
	return boolValue(r)
}

// FloatCast converts between float types (fptrunc, fpext).
func FloatCast(from, to *Type, v Value) Value {
	if v.State != Defined {
		return Value{State: v.State}
	}
	if from.Kind == to.Kind {
		return v
	}
	if (from.Kind == KX86FP80 || from.Kind == KFP128) && (to.Kind == KX86FP80 || to.Kind == KFP128) {
		x, s := wideToBig(from, v)
		if x == nil {
			return wideSpecial(to, s)
		}
		return bigToWide(to, x)
	}
	if to.Kind == KX86FP80 || to.Kind == KFP128 {
		return f64ToFloat(to, floatToF64(from, v))
	}
	if from.Kind == KX86FP80 || from.Kind == KFP128 {
		x, s := wideToBig(from, v)
		if x == nil {
			return f64ToFloat(to, s)
		}
		if to.Kind == KFloat {
			f, _ := x.Float32()
			return Value{X: uint64(math.Float32bits(f))}
		}
		f, _ := x.Float64()
		return f64ToFloat(to, f)
	}
	if to.Kind == KBFloat && from.Kind == KDouble {
		// double -> bfloat rounds once, through big to avoid double rounding.
		f := math.Float64frombits(v.X)
		if f != f || math.IsInf(f, 0) {
			return Value{X: uint64(f32ToBF16(float32(f)))}
		}
		g := new(big.Float).SetPrec(8).SetMode(big.ToNearestEven).SetFloat64(f)
		r, _ := g.Float32()
		return Value{X: uint64(math.Float32bits(r) >> 16)}
	}
	if to.Kind == KHalf && from.Kind == KDouble {
		return Value{X: uint64(f64ToHalf(math.Float64frombits(v.X)))}
	}
	return f64ToFloat(to, floatToF64(from, v))
}

// FPToInt converts a float to an integer of width bits, poison when out of range.
func FPToInt(signed bool, from *Type, bits int, v Value) Value {
	if v.State != Defined {
		return stateInt(v.State, bits)
	}
	var x *big.Float
	if from.Kind == KX86FP80 || from.Kind == KFP128 {
		var s float64
		x, s = wideToBig(from, v)
		if x == nil {
			_ = s
			return PoisonInt(bits)
		}
	} else {
		f := floatToF64(from, v)
		if f != f || math.IsInf(f, 0) {
			return PoisonInt(bits)
		}
		x = new(big.Float).SetFloat64(f)
	}
	i, _ := x.Int(nil) // truncates toward zero
	if signed {
		if !fitsSigned(i, bits) {
			return PoisonInt(bits)
		}
		return BigInt(i, bits)
	}
	if i.Sign() < 0 || i.BitLen() > bits {
		return PoisonInt(bits)
	}
	return BigInt(i, bits)
}

// IntToFP converts an integer of width bits to float type to, rounding to nearest even.
func IntToFP(signed bool, bits int, to *Type, v Value, nneg bool) Value {
	if v.State != Defined {
		return Value{State: v.State}
	}
	if nneg && isNeg(v, bits) {
		return Value{State: Poison}
	}
	if bits <= 64 && (to.Kind == KFloat || to.Kind == KDouble) {
		if signed {
			s := sext(v.X, bits)
			if to.Kind == KFloat {
				return Value{X: uint64(math.Float32bits(float32(s)))}
			}
			return Value{X: math.Float64bits(float64(s))}
		}
		if to.Kind == KFloat {
			return Value{X: uint64(math.Float32bits(float32(v.X)))}
		}
		return Value{X: math.Float64bits(float64(v.X))}
	}
	var i *big.Int
	if signed {
		i = toSBig(v, bits)
	} else {
		i = toBig(v, bits)
	}
	switch to.Kind {
	case KX86FP80, KFP128:
		return bigToWide(to, new(big.Float).SetInt(i))
	case KHalf, KBFloat:
		prec := uint(11)
		if to.Kind == KBFloat {
			prec = 8
		}
		g := new(big.Float).SetPrec(prec).SetMode(big.ToNearestEven).SetInt(i)
		f, _ := g.Float64()
		return f64ToFloat(to, f)
	case KFloat:
		f, _ := new(big.Float).SetInt(i).Float32()
		return Value{X: uint64(math.Float32bits(f))}
	}
	f, _ := new(big.Float).SetInt(i).Float64()
	return Value{X: math.Float64bits(f)}
}
