package mlir

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Floating-point formatting and parsing with the results of LLVM's APFloat, which
// MLIR uses to print float attributes: `1.500000e+00` when six digits round-trip,
// otherwise the shortest exact form (`7.31951899E+26`), otherwise hexadecimal bits.

type floatClass uint8

const (
	fcZero floatClass = iota
	fcNormal
	fcInf
	fcNaN
)

// decoded is a float value: (-1)^neg * sig * 2^exp.
type decoded struct {
	class floatClass
	neg   bool
	sig   *big.Int
	exp   int
}

func bitsToBig(bits [2]uint64) *big.Int {
	x := new(big.Int).SetUint64(bits[1])
	x.Lsh(x, 64)
	return x.Or(x, new(big.Int).SetUint64(bits[0]))
}

func (s *floatSem) mantBits() int {
	if s.explicit {
		return s.prec
	}
	return s.prec - 1
}

func (s *floatSem) field(bits [2]uint64, lo, n int) uint64 {
	x := bitsToBig(bits)
	x.Rsh(x, uint(lo))
	m := new(big.Int).Lsh(big.NewInt(1), uint(n))
	m.Sub(m, big.NewInt(1))
	return x.And(x, m).Uint64()
}

func (s *floatSem) decode(bits [2]uint64) decoded {
	mb := s.mantBits()
	eb := s.expBits
	neg := false
	if !s.unsigned {
		neg = s.field(bits, s.bits-1, 1) == 1
	}
	expField := int(s.field(bits, mb, eb))
	var mant *big.Int
	if mb > 0 {
		x := bitsToBig(bits)
		m := new(big.Int).Lsh(big.NewInt(1), uint(mb))
		m.Sub(m, big.NewInt(1))
		mant = x.And(x, m)
	} else {
		mant = new(big.Int)
	}
	allOnesExp := expField == 1<<eb-1
	mantAllOnes := mant.BitLen() == mb && mant.TrailingZeroBits() == 0 && new(big.Int).Add(mant, big.NewInt(1)).BitLen() == mb+1
	switch s.nonFinite {
	case ieeeNonFinite:
		if allOnesExp {
			if mant.Sign() == 0 {
				return decoded{class: fcInf, neg: neg}
			}
			return decoded{class: fcNaN, neg: neg}
		}
	case nanOnlyAllOnes:
		if allOnesExp && (mb == 0 || mantAllOnes) {
			return decoded{class: fcNaN, neg: neg}
		}
	case nanNegZero:
		if neg && expField == 0 && mant.Sign() == 0 {
			return decoded{class: fcNaN, neg: true}
		}
	}
	emin := 1 - s.bias
	if s.unsigned && mb == 0 {
		// E8M0: every encoding is a power of two.
		return decoded{class: fcNormal, sig: big.NewInt(1), exp: expField - s.bias}
	}
	if expField == 0 {
		if mant.Sign() == 0 {
			return decoded{class: fcZero, neg: neg}
		}
		return decoded{class: fcNormal, neg: neg, sig: mant, exp: emin - (s.prec - 1)}
	}
	sig := mant
	if !s.explicit {
		sig = new(big.Int).SetBit(mant, s.prec-1, 1)
	}
	return decoded{class: fcNormal, neg: neg, sig: sig, exp: expField - s.bias - (s.prec - 1)}
}

// apfloatToString renders like APFloat::toString(Str, FormatPrecision,
// FormatMaxPadding, TruncateZero).
func apfloatToString(s *floatSem, d decoded, formatPrecision, formatMaxPadding int, truncateZero bool) string {
	var out []byte
	switch d.class {
	case fcInf:
		if d.neg {
			return "-Inf"
		}
		return "+Inf"
	case fcNaN:
		return "NaN"
	case fcZero:
		if d.neg {
			out = append(out, '-')
		}
		if formatMaxPadding == 0 {
			if truncateZero {
				out = append(out, "0.0E+0"...)
			} else {
				out = append(out, "0.0"...)
				for i := 1; i < formatPrecision; i++ {
					out = append(out, '0')
				}
				out = append(out, "e+00"...)
			}
		} else {
			out = append(out, '0')
		}
		return string(out)
	}
	if d.neg {
		out = append(out, '-')
	}
	exp := d.exp
	sig := new(big.Int).Set(d.sig)
	if formatPrecision == 0 {
		formatPrecision = 2 + s.prec*59/196
	}
	tz := int(sig.TrailingZeroBits())
	exp += tz
	sig.Rsh(sig, uint(tz))
	if exp > 0 {
		sig.Lsh(sig, uint(exp))
		exp = 0
	} else if exp < 0 {
		five := new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(-exp)), nil)
		sig.Mul(sig, five)
	}
	// AdjustToPrecision on the integer: drop whole decimal digits beyond need.
	bits := sig.BitLen()
	bitsRequired := (formatPrecision*196 + 58) / 59
	if bits > bitsRequired {
		tensRemovable := (bits - bitsRequired) * 59 / 196
		if tensRemovable > 0 {
			exp += tensRemovable
			div := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(tensRemovable)), nil)
			sig.Quo(sig, div)
		}
	}
	// Digits, least significant first, dropping trailing zeros.
	ds := sig.String()
	buf := make([]byte, 0, len(ds))
	inTrail := true
	for i := len(ds) - 1; i >= 0; i-- {
		if inTrail && ds[i] == '0' {
			exp++
			continue
		}
		inTrail = false
		buf = append(buf, ds[i])
	}
	// AdjustToPrecision on the digit buffer: round half up.
	if n := len(buf); n > formatPrecision {
		first := n - formatPrecision
		if buf[first-1] < '5' {
			for first < n && buf[first] == '0' {
				first++
			}
			exp += first
			buf = buf[first:]
		} else {
			i := first
			for ; i < n; i++ {
				if buf[i] == '9' {
					first++
				} else {
					buf[i]++
					break
				}
			}
			if first == n {
				exp += first
				buf = []byte{'1'}
			} else {
				exp += first
				buf = buf[first:]
			}
		}
	}
	nd := len(buf)
	var scientific bool
	if formatMaxPadding == 0 {
		scientific = true
	} else if exp >= 0 {
		scientific = exp > formatMaxPadding || nd+exp > formatPrecision
	} else {
		msd := exp + nd - 1
		if msd >= 0 {
			scientific = false
		} else {
			scientific = -msd > formatMaxPadding
		}
	}
	if scientific {
		exp += nd - 1
		out = append(out, buf[nd-1], '.')
		if nd == 1 && truncateZero {
			out = append(out, '0')
		} else {
			for i := 1; i < nd; i++ {
				out = append(out, buf[nd-1-i])
			}
		}
		if !truncateZero && formatPrecision > nd-1 {
			for i := 0; i < formatPrecision-nd+1; i++ {
				out = append(out, '0')
			}
		}
		if truncateZero {
			out = append(out, 'E')
		} else {
			out = append(out, 'e')
		}
		if exp >= 0 {
			out = append(out, '+')
		} else {
			out = append(out, '-')
			exp = -exp
		}
		es := strconv.Itoa(exp)
		if !truncateZero && len(es) < 2 {
			out = append(out, '0')
		}
		out = append(out, es...)
		return string(out)
	}
	if exp >= 0 {
		for i := 0; i < nd; i++ {
			out = append(out, buf[nd-1-i])
		}
		for i := 0; i < exp; i++ {
			out = append(out, '0')
		}
		return string(out)
	}
	whole := exp + nd
	i := 0
	if whole > 0 {
		for ; i < whole; i++ {
			out = append(out, buf[nd-1-i])
		}
		out = append(out, '.')
	} else {
		out = append(out, '0', '.')
		for z := 1; z < 1-whole; z++ {
			out = append(out, '0')
		}
	}
	for ; i < nd; i++ {
		out = append(out, buf[nd-1-i])
	}
	return string(out)
}

// formatFloat prints a float attribute value as MLIR does; hex reports whether the
// hexadecimal bit form was used.
func formatFloat(k FloatKind, bits [2]uint64) (s string, hex bool) {
	sem := &floatSems[k]
	d := sem.decode(bits)
	if d.class != fcInf && d.class != fcNaN {
		str := apfloatToString(sem, d, 6, 0, false)
		if b, ok := parseFloatBits(k, str); ok && b == bits {
			return str, false
		}
		str = apfloatToString(sem, d, 0, 3, true)
		if strings.Contains(str, ".") {
			return str, false
		}
	}
	return "0x" + strings.ToUpper(bitsToBig(bits).Text(16)), true
}

// parseFloatBits converts decimal text (optionally signed) to the nearest value of
// kind k, rounding to nearest even as APFloat does.
func parseFloatBits(k FloatKind, text string) ([2]uint64, bool) {
	switch k {
	case F64:
		v, err := strconv.ParseFloat(text, 64)
		if err != nil && !isRangeErr(err) {
			return [2]uint64{}, false
		}
		return [2]uint64{math.Float64bits(v)}, true
	case F32:
		v, err := strconv.ParseFloat(text, 32)
		if err != nil && !isRangeErr(err) {
			return [2]uint64{}, false
		}
		return [2]uint64{uint64(math.Float32bits(float32(v)))}, true
	}
	neg := false
	t := text
	if strings.HasPrefix(t, "-") {
		neg, t = true, t[1:]
	} else if strings.HasPrefix(t, "+") {
		t = t[1:]
	}
	r, ok := new(big.Rat).SetString(t)
	if !ok {
		return [2]uint64{}, false
	}
	return encodeRat(&floatSems[k], neg, r), true
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// floatFromFloat64 converts v to kind k with round-to-nearest-even.
func floatFromFloat64(k FloatKind, v float64) [2]uint64 {
	switch k {
	case F64:
		return [2]uint64{math.Float64bits(v)}
	case F32:
		return [2]uint64{uint64(math.Float32bits(float32(v)))}
	}
	sem := &floatSems[k]
	if math.IsNaN(v) {
		return nanBits(sem)
	}
	if math.IsInf(v, 0) {
		return infBits(sem, v < 0)
	}
	r := new(big.Rat)
	r.SetFloat64(math.Abs(v))
	return encodeRat(sem, math.Signbit(v), r)
}

func nanBits(s *floatSem) [2]uint64 {
	x := new(big.Int)
	switch s.nonFinite {
	case ieeeNonFinite:
		// quiet NaN: exponent all ones, top mantissa bit set
		x.SetInt64(int64(1<<s.expBits - 1))
		x.Lsh(x, uint(s.mantBits()))
		q := s.mantBits() - 1
		if s.explicit {
			x.SetBit(x, s.mantBits()-1, 1)
			q = s.mantBits() - 2
		}
		x.SetBit(x, q, 1)
	case nanOnlyAllOnes:
		w := s.bits
		if !s.unsigned {
			w--
		}
		x.Lsh(big.NewInt(1), uint(w))
		x.Sub(x, big.NewInt(1))
	case nanNegZero:
		x.SetBit(x, s.bits-1, 1)
	}
	return bigToBits(x)
}

func infBits(s *floatSem, neg bool) [2]uint64 {
	if s.nonFinite != ieeeNonFinite {
		return nanBits(s)
	}
	x := big.NewInt(int64(1<<s.expBits - 1))
	x.Lsh(x, uint(s.mantBits()))
	if s.explicit {
		x.SetBit(x, s.mantBits()-1, 1)
	}
	if neg {
		x.SetBit(x, s.bits-1, 1)
	}
	return bigToBits(x)
}

func bigToBits(x *big.Int) [2]uint64 {
	lo := new(big.Int).And(x, new(big.Int).SetUint64(math.MaxUint64)).Uint64()
	hi := new(big.Int).Rsh(x, 64).Uint64()
	return [2]uint64{lo, hi}
}

// encodeRat rounds |r| (r >= 0) to the format, nearest even.
func encodeRat(s *floatSem, neg bool, r *big.Rat) [2]uint64 {
	signBit := func(x *big.Int) *big.Int {
		if neg && !s.unsigned {
			x.SetBit(x, s.bits-1, 1)
		}
		return x
	}
	if r.Sign() == 0 {
		if s.nonFinite == nanNegZero {
			return [2]uint64{}
		}
		return bigToBits(signBit(new(big.Int)))
	}
	num, den := r.Num(), r.Denom()
	// e = floor(log2(r))
	e := num.BitLen() - den.BitLen()
	if cmpShift(num, den, e) < 0 {
		e--
	}
	emin := 1 - s.bias
	scaleExp := e
	if scaleExp < emin {
		scaleExp = emin
	}
	shift := s.prec - 1 - scaleExp
	sig := roundShift(num, den, shift)
	if sig.BitLen() > s.prec {
		sig.Rsh(sig, 1) // exact: it was 2^prec
		scaleExp++
	}
	if sig.BitLen() == s.prec && scaleExp < emin {
		scaleExp = emin
	}
	// Max exponent.
	emaxField := 1<<s.expBits - 1
	if s.nonFinite == ieeeNonFinite {
		emaxField--
	}
	expField := 0
	if sig.BitLen() == s.prec {
		expField = scaleExp + s.bias
	}
	mb := s.mantBits()
	over := expField > emaxField
	if !over && s.nonFinite == nanOnlyAllOnes && expField == emaxField && mb > 0 {
		// all-ones mantissa is NaN
		m := new(big.Int).SetBit(new(big.Int), s.prec-1, 0)
		m.Sub(new(big.Int).Lsh(big.NewInt(1), uint(s.prec)), big.NewInt(1))
		if sig.Cmp(m) == 0 {
			over = true
		}
	}
	if over {
		if s.nonFinite == ieeeNonFinite {
			return infBits(s, neg)
		}
		return nanBits(s)
	}
	x := big.NewInt(int64(expField))
	x.Lsh(x, uint(mb))
	mant := new(big.Int).Set(sig)
	if !s.explicit && mant.BitLen() == s.prec {
		mant.SetBit(mant, s.prec-1, 0)
	}
	x.Or(x, mant)
	if s.unsigned && mb == 0 {
		x = big.NewInt(int64(expField))
	}
	return bigToBits(signBit(x))
}

// cmpShift compares num/den with 2^e.
func cmpShift(num, den *big.Int, e int) int {
	a, b := new(big.Int).Set(num), new(big.Int).Set(den)
	if e >= 0 {
		b.Lsh(b, uint(e))
	} else {
		a.Lsh(a, uint(-e))
	}
	return a.Cmp(b)
}

// roundShift returns round_half_even(num/den * 2^shift).
func roundShift(num, den *big.Int, shift int) *big.Int {
	a, b := new(big.Int).Set(num), new(big.Int).Set(den)
	if shift >= 0 {
		a.Lsh(a, uint(shift))
	} else {
		b.Lsh(b, uint(-shift))
	}
	q, rem := new(big.Int).QuoRem(a, b, new(big.Int))
	rem.Lsh(rem, 1)
	switch c := rem.Cmp(b); {
	case c > 0, c == 0 && q.Bit(0) == 1:
		q.Add(q, big.NewInt(1))
	}
	return q
}

// Float64 returns the value of a as a float64 (rounded for wider formats).
func (a *FloatAttr) Float64() float64 {
	switch a.Type.Kind {
	case F64:
		return math.Float64frombits(a.Bits[0])
	case F32:
		return float64(math.Float32frombits(uint32(a.Bits[0])))
	}
	s := &floatSems[a.Type.Kind]
	d := s.decode(a.Bits)
	switch d.class {
	case fcZero:
		if d.neg {
			return math.Copysign(0, -1)
		}
		return 0
	case fcInf:
		if d.neg {
			return math.Inf(-1)
		}
		return math.Inf(1)
	case fcNaN:
		return math.NaN()
	}
	f, _ := new(big.Float).SetInt(d.sig).Float64()
	f = math.Ldexp(f, d.exp)
	if d.neg {
		f = -f
	}
	return f
}

// literalFloatBits converts a float literal of the MLIR text to kind k as MLIR's
// parser does: the literal is read as a double, then converted to k.
func literalFloatBits(k FloatKind, text string) ([2]uint64, bool) {
	v, err := strconv.ParseFloat(text, 64)
	if err != nil && !isRangeErr(err) {
		return [2]uint64{}, false
	}
	return floatFromFloat64(k, v), true
}
