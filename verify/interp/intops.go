package interp

import (
	"math/big"
	"math/bits"
)

// BinOp names an integer or floating-point binary operation.
type BinOp uint8

// The binary operations.
const (
	Add BinOp = iota
	Sub
	Mul
	UDiv
	SDiv
	URem
	SRem
	Shl
	LShr
	AShr
	And
	Or
	Xor
	FAdd
	FSub
	FMul
	FDiv
	FRem
)

var binOpNames = [...]string{"add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor", "fadd", "fsub", "fmul", "fdiv", "frem"}

func (op BinOp) String() string {
	if int(op) < len(binOpNames) {
		return binOpNames[op]
	}
	return "binop?"
}

// Flags are the poison-generating flags of integer instructions.
type Flags uint8

// The integer flags.
const (
	NUW Flags = 1 << iota
	NSW
	Exact
	Disjoint
	NNeg
	SameSign
)

// IntBinary computes a scalar integer operation of width bits with LangRef's rules:
// a poison operand gives poison (a poison or undef divisor is UB), flags that are
// violated give poison, division by zero and signed-division overflow are UB, shifting
// by the width or more gives poison. An undef operand gives undef.
func IntBinary(op BinOp, fl Flags, bits int, a, b Value) (Value, error) {
	if op >= UDiv && op <= SRem {
		if b.State != Defined {
			return Value{}, ub("%s by %s divisor", op, stateName(b.State))
		}
		if isZero(b, bits) {
			return Value{}, ub("%s by zero", op)
		}
		if (op == SDiv || op == SRem) && a.State == Defined && isMinSigned(a, bits) && isAllOnes(b, bits) {
			return Value{}, ub("%s overflow (INT_MIN / -1)", op)
		}
	}
	if a.State == Poison || b.State == Poison {
		return PoisonInt(bits), nil
	}
	if a.State == Undef || b.State == Undef {
		return undefInt(bits), nil
	}
	if bits > 64 {
		return bigBinary(op, fl, bits, a, b), nil
	}
	x, y, m := a.X, b.X, mask(bits)
	var r uint64
	switch op {
	case Add:
		r = (x + y) & m
		if fl&NUW != 0 && r < x {
			return PoisonInt(bits), nil
		}
		if fl&NSW != 0 {
			s := sext(x, bits) + sext(y, bits)
			if bits == 64 {
				sx, sy := int64(x), int64(y)
				if (sx >= 0) == (sy >= 0) && (s >= 0) != (sx >= 0) {
					return PoisonInt(bits), nil
				}
			} else if s != sext(uint64(s), bits) {
				return PoisonInt(bits), nil
			}
		}
	case Sub:
		r = (x - y) & m
		if fl&NUW != 0 && y > x {
			return PoisonInt(bits), nil
		}
		if fl&NSW != 0 {
			s := sext(x, bits) - sext(y, bits)
			if bits == 64 {
				sx, sy := int64(x), int64(y)
				if (sx >= 0) != (sy >= 0) && (s >= 0) != (sx >= 0) {
					return PoisonInt(bits), nil
				}
			} else if s != sext(uint64(s), bits) {
				return PoisonInt(bits), nil
			}
		}
	case Mul:
		hi, lo := bits64Mul(x, y)
		r = lo & m
		if fl&NUW != 0 && (hi != 0 || lo&^m != 0) {
			return PoisonInt(bits), nil
		}
		if fl&NSW != 0 {
			sx, sy := big.NewInt(sext(x, bits)), big.NewInt(sext(y, bits))
			p := new(big.Int).Mul(sx, sy)
			if !fitsSigned(p, bits) {
				return PoisonInt(bits), nil
			}
		}
	case UDiv:
		r = x / y
		if fl&Exact != 0 && x%y != 0 {
			return PoisonInt(bits), nil
		}
	case URem:
		r = x % y
	case SDiv:
		sx, sy := sext(x, bits), sext(y, bits)
		if fl&Exact != 0 && sx%sy != 0 {
			return PoisonInt(bits), nil
		}
		r = uint64(sx/sy) & m
	case SRem:
		sx, sy := sext(x, bits), sext(y, bits)
		r = uint64(sx%sy) & m
	case Shl:
		if y >= uint64(bits) {
			return PoisonInt(bits), nil
		}
		r = (x << y) & m
		if fl&NUW != 0 && r>>y != x {
			return PoisonInt(bits), nil
		}
		if fl&NSW != 0 && sext(r, bits)>>y != sext(x, bits) {
			return PoisonInt(bits), nil
		}
	case LShr:
		if y >= uint64(bits) {
			return PoisonInt(bits), nil
		}
		r = x >> y
		if fl&Exact != 0 && r<<y != x {
			return PoisonInt(bits), nil
		}
	case AShr:
		if y >= uint64(bits) {
			return PoisonInt(bits), nil
		}
		r = uint64(sext(x, bits)>>y) & m
		if fl&Exact != 0 && x&(1<<y-1) != 0 {
			return PoisonInt(bits), nil
		}
	case And:
		r = x & y
	case Or:
		if fl&Disjoint != 0 && x&y != 0 {
			return PoisonInt(bits), nil
		}
		r = x | y
	case Xor:
		r = x ^ y
	default:
		return Value{}, malformed("%s is not an integer operation", op)
	}
	return Value{X: r}, nil
}

func bits64Mul(x, y uint64) (hi, lo uint64) { return bits.Mul64(x, y) }

func fitsSigned(p *big.Int, bits int) bool {
	lim := pow2(bits - 1)
	return p.Cmp(lim) < 0 && p.Cmp(new(big.Int).Neg(lim)) >= 0
}

// PoisonInt is a poison integer of width bits.
func PoisonInt(bits int) Value {
	if bits > 64 {
		return Value{Big: new(big.Int), State: Poison}
	}
	return Value{State: Poison}
}

func undefInt(bits int) Value {
	if bits > 64 {
		return Value{Big: new(big.Int), State: Undef}
	}
	return Value{State: Undef}
}

func stateName(s State) string {
	switch s {
	case Poison:
		return "poison"
	case Undef:
		return "undef"
	}
	return "defined"
}

func isZero(v Value, bits int) bool {
	if bits > 64 {
		return v.Big == nil || v.Big.Sign() == 0
	}
	return v.X == 0
}

func isAllOnes(v Value, bits int) bool {
	if bits > 64 {
		return v.Big != nil && v.Big.Cmp(new(big.Int).Sub(pow2(bits), bigOne)) == 0
	}
	return v.X == mask(bits)
}

func isMinSigned(v Value, bits int) bool {
	if bits > 64 {
		return v.Big != nil && v.Big.Cmp(pow2(bits-1)) == 0
	}
	return v.X == 1<<uint(bits-1)
}

func bigBinary(op BinOp, fl Flags, bits int, a, b Value) Value {
	x, y := toBig(a, bits), toBig(b, bits)
	sx, sy := toSBig(a, bits), toSBig(b, bits)
	r := new(big.Int)
	poison := false
	switch op {
	case Add:
		r.Add(x, y)
		poison = fl&NUW != 0 && r.BitLen() > bits || fl&NSW != 0 && !fitsSigned(new(big.Int).Add(sx, sy), bits)
	case Sub:
		r.Sub(x, y)
		poison = fl&NUW != 0 && r.Sign() < 0 || fl&NSW != 0 && !fitsSigned(new(big.Int).Sub(sx, sy), bits)
	case Mul:
		r.Mul(x, y)
		poison = fl&NUW != 0 && r.BitLen() > bits || fl&NSW != 0 && !fitsSigned(new(big.Int).Mul(sx, sy), bits)
	case UDiv:
		var m big.Int
		r.QuoRem(x, y, &m)
		poison = fl&Exact != 0 && m.Sign() != 0
	case URem:
		r.Rem(x, y)
	case SDiv:
		var m big.Int
		r.QuoRem(sx, sy, &m)
		poison = fl&Exact != 0 && m.Sign() != 0
	case SRem:
		r.Rem(sx, sy)
	case Shl, LShr, AShr:
		if !y.IsUint64() || y.Uint64() >= uint64(bits) {
			return PoisonInt(bits)
		}
		s := uint(y.Uint64())
		switch op {
		case Shl:
			r.Lsh(x, s)
			poison = fl&NUW != 0 && r.BitLen() > bits || fl&NSW != 0 && toSBig(BigInt(r, bits), bits).Rsh(toSBig(BigInt(r, bits), bits), s).Cmp(sx) != 0
		case LShr:
			r.Rsh(x, s)
			poison = fl&Exact != 0 && new(big.Int).Lsh(r, s).Cmp(x) != 0
		default:
			r.Rsh(sx, s)
			poison = fl&Exact != 0 && new(big.Int).Lsh(r, s).Cmp(sx) != 0
		}
	case And:
		r.And(x, y)
	case Or:
		poison = fl&Disjoint != 0 && new(big.Int).And(x, y).Sign() != 0
		r.Or(x, y)
	case Xor:
		r.Xor(x, y)
	}
	if poison {
		return PoisonInt(bits)
	}
	return BigInt(r, bits)
}

// Pred is a comparison predicate of icmp or fcmp.
type Pred uint8

// Integer predicates, then floating-point ones.
const (
	EQ Pred = iota
	NE
	UGT
	UGE
	ULT
	ULE
	SGT
	SGE
	SLT
	SLE
	FFalse
	FOEQ
	FOGT
	FOGE
	FOLT
	FOLE
	FONE
	FORD
	FUEQ
	FUGT
	FUGE
	FULT
	FULE
	FUNE
	FUNO
	FTrue
)

var predNames = [...]string{"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
	"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}

func (p Pred) String() string {
	if int(p) < len(predNames) {
		return predNames[p]
	}
	return "pred?"
}

// ICmp compares two scalar integers (or pointers, by address) of width bits.
func ICmp(p Pred, fl Flags, bits int, a, b Value) Value {
	if a.State == Poison || b.State == Poison {
		return Value{State: Poison}
	}
	if a.State == Undef || b.State == Undef {
		return Value{State: Undef}
	}
	var c int  // unsigned comparison
	var sc int // signed comparison
	if bits > 64 {
		c = toBig(a, bits).Cmp(toBig(b, bits))
		sc = toSBig(a, bits).Cmp(toSBig(b, bits))
		if fl&SameSign != 0 && toBig(a, bits).Bit(bits-1) != toBig(b, bits).Bit(bits-1) {
			return Value{State: Poison}
		}
	} else {
		c = cmpU(a.X, b.X)
		sc = cmpS(sext(a.X, bits), sext(b.X, bits))
		if fl&SameSign != 0 && (a.X>>uint(bits-1))&1 != (b.X>>uint(bits-1))&1 {
			return Value{State: Poison}
		}
	}
	var r bool
	switch p {
	case EQ:
		r = c == 0
	case NE:
		r = c != 0
	case UGT:
		r = c > 0
	case UGE:
		r = c >= 0
	case ULT:
		r = c < 0
	case ULE:
		r = c <= 0
	case SGT:
		r = sc > 0
	case SGE:
		r = sc >= 0
	case SLT:
		r = sc < 0
	case SLE:
		r = sc <= 0
	}
	return boolValue(r)
}

func boolValue(b bool) Value {
	if b {
		return Value{X: 1}
	}
	return Value{}
}

func cmpU(x, y uint64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

func cmpS(x, y int64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

// Trunc, ZExt, SExt convert integer widths, with the nuw/nsw (trunc) and nneg (zext)
// poison rules.
func IntCast(kind CastOp, fl Flags, from, to int, v Value) Value {
	if v.State != Defined {
		return stateInt(v.State, to)
	}
	switch kind {
	case Trunc:
		if from <= 64 {
			r := v.X & mask(to)
			if fl&NUW != 0 && r != v.X {
				return PoisonInt(to)
			}
			if fl&NSW != 0 && sext(r, to) != sext(v.X, from) {
				return PoisonInt(to)
			}
			return Value{X: r}
		}
		x := toBig(v, from)
		r := BigInt(x, to)
		if fl&NUW != 0 && toBig(r, to).Cmp(x) != 0 {
			return PoisonInt(to)
		}
		if fl&NSW != 0 && toSBig(r, to).Cmp(toSBig(v, from)) != 0 {
			return PoisonInt(to)
		}
		return r
	case ZExt:
		if fl&NNeg != 0 && isNeg(v, from) {
			return PoisonInt(to)
		}
		if to <= 64 {
			return Value{X: v.X}
		}
		return BigInt(toBig(v, from), to)
	case SExt:
		if to <= 64 {
			return Value{X: uint64(sext(v.X, from)) & mask(to)}
		}
		return BigInt(toSBig(v, from), to)
	}
	return PoisonInt(to)
}

func isNeg(v Value, bits int) bool {
	if bits > 64 {
		return v.Big != nil && v.Big.Bit(bits-1) == 1
	}
	return (v.X>>uint(bits-1))&1 == 1
}

func stateInt(s State, bits int) Value {
	if s == Poison {
		return PoisonInt(bits)
	}
	return undefInt(bits)
}

// CastOp names a conversion instruction.
type CastOp uint8

// The conversions.
const (
	Trunc CastOp = iota
	ZExt
	SExt
	FPTrunc
	FPExt
	FPToUI
	FPToSI
	UIToFP
	SIToFP
	PtrToInt
	IntToPtr
	BitCast
	AddrSpaceCast
	PtrToAddr
)
