package interp

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// State says how defined a value (or one lane of it) is.
type State uint8

// The states of a value, ordered from most to least defined.
const (
	Defined State = iota
	Undef         // any value of the type, chosen anew at each use
	Poison        // the result of an erroneous operation; using it may be UB
)

// Value is one runtime value. Scalars use X (and Hi, Big); vectors and aggregates use
// Elems, one Value per lane or field, each with its own State. Values are immutable
// once made: operations build new ones.
type Value struct {
	X     uint64   // integer ≤ 64 bits (zero-extended), float bits, pointer address
	Hi    uint64   // high bits of fp128 and x86_fp80
	Big   *big.Int // integer wider than 64 bits, in [0, 2^w)
	Prov  *Alloc   // pointer provenance when known; nil means "look up by address"
	Elems []Value  // lanes of a vector, fields of a struct, elements of an array
	State State
}

// Int returns a defined integer value of width bits ≤ 64.
func Int(x uint64, bits int) Value { return Value{X: x & mask(bits)} }

// BigInt returns a defined integer of any width, reduced modulo 2^bits.
func BigInt(x *big.Int, bits int) Value {
	if bits <= 64 {
		return Value{X: truncBig(x, bits)}
	}
	return Value{Big: wrapBig(x, bits)}
}

// PoisonValue and UndefValue make a poison or undef value of type t (per lane).
func PoisonValue(t *Type) Value { return stateValue(t, Poison) }

// UndefValue makes an undef value of type t, per lane for vectors and aggregates.
func UndefValue(t *Type) Value { return stateValue(t, Undef) }

func stateValue(t *Type, s State) Value {
	if t.IsAgg() {
		n := t.Len()
		e := make([]Value, n)
		for i := range e {
			e[i] = stateValue(t.ElemAt(i), s)
		}
		return Value{Elems: e}
	}
	if t.Kind == KInt && t.Bits > 64 {
		return Value{Big: new(big.Int), State: s}
	}
	return Value{State: s}
}

// ZeroValue is zeroinitializer of type t.
func ZeroValue(t *Type) Value {
	if t.IsAgg() {
		n := t.Len()
		e := make([]Value, n)
		for i := range e {
			e[i] = ZeroValue(t.ElemAt(i))
		}
		return Value{Elems: e}
	}
	if t.Kind == KInt && t.Bits > 64 {
		return Value{Big: new(big.Int)}
	}
	return Value{}
}

// IsPoison reports whether v, or any lane of it, is poison.
func (v Value) AnyPoison() bool {
	if v.State == Poison {
		return true
	}
	for _, e := range v.Elems {
		if e.AnyPoison() {
			return true
		}
	}
	return false
}

// AnyNotDefined reports whether v or any lane of it is poison or undef.
func (v Value) AnyNotDefined() bool {
	if v.State != Defined {
		return true
	}
	for _, e := range v.Elems {
		if e.AnyNotDefined() {
			return true
		}
	}
	return false
}

func mask(bits int) uint64 {
	if bits >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(bits) - 1
}

// sext sign-extends the low bits of x.
func sext(x uint64, bits int) int64 {
	if bits >= 64 {
		return int64(x)
	}
	s := uint(64 - bits)
	return int64(x<<s) >> s
}

var bigOne = big.NewInt(1)

func pow2(bits int) *big.Int { return new(big.Int).Lsh(bigOne, uint(bits)) }

func wrapBig(x *big.Int, bits int) *big.Int {
	m := pow2(bits)
	r := new(big.Int).Mod(x, m)
	return r
}

func truncBig(x *big.Int, bits int) uint64 {
	r := wrapBig(x, 64)
	return r.Uint64() & mask(bits)
}

// toBig returns the unsigned value of an integer of width bits.
func toBig(v Value, bits int) *big.Int {
	if bits > 64 {
		if v.Big == nil {
			return new(big.Int)
		}
		return v.Big
	}
	return new(big.Int).SetUint64(v.X)
}

// toSBig returns the signed value of an integer of width bits.
func toSBig(v Value, bits int) *big.Int {
	if bits <= 64 {
		return big.NewInt(sext(v.X, bits))
	}
	u := toBig(v, bits)
	if u.Bit(bits-1) == 1 {
		return new(big.Int).Sub(u, pow2(bits))
	}
	return u
}

// FormatValue prints v as LLVM would write a constant of type t (poison, undef, i32 7,
// double 1.5, <2 x i8> <i8 1, i8 poison>, ptr @g+8 ...). It is for reports.
func FormatValue(t *Type, v Value) string {
	var b strings.Builder
	formatValue(&b, t, v)
	return b.String()
}

func formatValue(b *strings.Builder, t *Type, v Value) {
	if t == nil {
		b.WriteString("?")
		return
	}
	if !t.IsAgg() {
		switch v.State {
		case Poison:
			b.WriteString("poison")
			return
		case Undef:
			b.WriteString("undef")
			return
		}
	}
	switch t.Kind {
	case KInt:
		if t.Bits == 1 {
			if v.X != 0 {
				b.WriteString("true")
			} else {
				b.WriteString("false")
			}
			return
		}
		if t.Bits > 64 {
			b.WriteString(toSBig(v, t.Bits).String())
			return
		}
		b.WriteString(strconv.FormatInt(sext(v.X, t.Bits), 10))
	case KFloat:
		f := math.Float32frombits(uint32(v.X))
		fmt.Fprintf(b, "%s (0x%08X)", strconv.FormatFloat(float64(f), 'g', -1, 32), uint32(v.X))
	case KDouble:
		fmt.Fprintf(b, "%s (0x%016X)", strconv.FormatFloat(math.Float64frombits(v.X), 'g', -1, 64), v.X)
	case KHalf, KBFloat:
		fmt.Fprintf(b, "%g (0x%04X)", floatToF64(t, v), v.X)
	case KX86FP80, KFP128:
		fmt.Fprintf(b, "%g (0x%X%016X)", floatToF64(t, v), v.Hi, v.X)
	case KPtr:
		if v.X == 0 {
			b.WriteString("null")
			return
		}
		if v.Prov != nil {
			fmt.Fprintf(b, "%s+%d", v.Prov.Name, int64(v.X-v.Prov.Base))
			return
		}
		fmt.Fprintf(b, "inttoptr (0x%x)", v.X)
	case KVec, KArr, KStruct:
		open, close := "[", "]"
		if t.Kind == KVec {
			open, close = "<", ">"
		} else if t.Kind == KStruct {
			open, close = "{ ", " }"
		}
		b.WriteString(open)
		for i := 0; i < t.Len() && i < len(v.Elems); i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			formatValue(b, t.ElemAt(i), v.Elems[i])
		}
		b.WriteString(close)
	case KVoid:
		b.WriteString("void")
	default:
		fmt.Fprintf(b, "<%s>", t)
	}
}

func allOnesBig(bits int) *big.Int { return new(big.Int).Sub(pow2(bits), bigOne) }
