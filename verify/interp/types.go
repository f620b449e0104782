package interp

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"
	"unsafe"
)

// Kind classifies an interpreter type.
type Kind uint8

// The kinds of types the interpreter executes.
const (
	KVoid Kind = iota
	KInt
	KHalf
	KBFloat
	KFloat
	KDouble
	KX86FP80
	KFP128
	KPtr
	KVec
	KArr
	KStruct
	KFunc
	KLabel
	KMeta
	KToken
)

// Type is the interpreter's view of an LLVM type, with its data layout computed once.
// Types are built by the compiler from llvmir types and are immutable afterwards.
type Type struct {
	Kind     Kind
	Bits     int     // integer width; float width (80 for x86_fp80); pointer width
	Elem     *Type   // vector or array element
	N        int     // vector or array length
	Fields   []*Type // struct fields
	Packed   bool
	Ret      *Type   // function result
	Params   []*Type // function parameters
	Variadic bool
	Scalable bool

	Name string // identified struct: its name as printed ("%struct.S"), which String prints

	// The layout. Sizes and offsets saturate at math.MaxInt64 (satAdd, satMul): a
	// type larger than that has that size, which no allocation fits in, so every
	// size computation ends in the memory limit instead of overflowing.
	Size    int64   // alloc size in bytes (store size rounded up to Align)
	Store   int64   // store size in bytes
	Align   int64   // ABI alignment in bytes
	Offsets []int64 // struct field offsets
	Leaves  int64   // scalar lanes of a value of this type (saturating), see ValueBytes
}

// IsFloat reports whether t is a floating-point scalar type.
func (t *Type) IsFloat() bool { return t.Kind >= KHalf && t.Kind <= KFP128 }

// IsAgg reports whether values of t hold elements (vectors, arrays, structs).
func (t *Type) IsAgg() bool { return t.Kind == KVec || t.Kind == KArr || t.Kind == KStruct }

// Scalar returns the element type of a vector, or t itself.
func (t *Type) Scalar() *Type {
	if t.Kind == KVec {
		return t.Elem
	}
	return t
}

// ElemAt returns the type of element i of an aggregate or vector.
func (t *Type) ElemAt(i int) *Type {
	if t.Kind == KStruct {
		return t.Fields[i]
	}
	return t.Elem
}

// Len returns the number of elements of an aggregate or vector.
func (t *Type) Len() int {
	if t.Kind == KStruct {
		return len(t.Fields)
	}
	return t.N
}

func (t *Type) String() string {
	if t == nil {
		return "<nil type>"
	}
	switch t.Kind {
	case KVoid:
		return "void"
	case KInt:
		return "i" + strconv.Itoa(t.Bits)
	case KHalf:
		return "half"
	case KBFloat:
		return "bfloat"
	case KFloat:
		return "float"
	case KDouble:
		return "double"
	case KX86FP80:
		return "x86_fp80"
	case KFP128:
		return "fp128"
	case KPtr:
		return "ptr"
	case KVec:
		if t.Scalable {
			return fmt.Sprintf("<vscale x %d x %s>", t.N, t.Elem)
		}
		return fmt.Sprintf("<%d x %s>", t.N, t.Elem)
	case KArr:
		return fmt.Sprintf("[%d x %s]", t.N, t.Elem)
	case KStruct:
		if t.Name != "" {
			return t.Name
		}
		var b strings.Builder
		if t.Packed {
			b.WriteByte('<')
		}
		b.WriteString("{ ")
		for i, f := range t.Fields {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(f.String())
		}
		b.WriteString(" }")
		if t.Packed {
			b.WriteByte('>')
		}
		return b.String()
	case KFunc:
		var b strings.Builder
		b.WriteString(t.Ret.String())
		b.WriteString(" (")
		for i, p := range t.Params {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(p.String())
		}
		if t.Variadic {
			if len(t.Params) > 0 {
				b.WriteString(", ")
			}
			b.WriteString("...")
		}
		b.WriteString(")")
		return b.String()
	case KLabel:
		return "label"
	case KMeta:
		return "metadata"
	case KToken:
		return "token"
	}
	return fmt.Sprintf("<kind %d>", t.Kind)
}

// Layout is the part of a module's data layout the interpreter needs.
type Layout struct {
	BigEndian bool
	PtrBits   int
	MaxIntAl  int64 // alignment of the widest integer the layout names (bytes)
	IntAlign  map[int]int64
}

// DefaultLayout is x86-64 Linux, what clang-22 emits for the host.
func DefaultLayout() *Layout {
	return &Layout{PtrBits: 64, MaxIntAl: 16, IntAlign: map[int]int64{1: 1, 8: 1, 16: 2, 32: 4, 64: 8, 128: 16}}
}

// ParseLayout reads a datalayout string ("e-m:e-p270:32:32-...-i64:64-i128:128-...").
// Unknown specifications are ignored; missing ones take LLVM's defaults, with
// i64:64 as every 64-bit target sets.
func ParseLayout(s string) *Layout {
	l := &Layout{PtrBits: 64, IntAlign: map[int]int64{1: 1, 8: 1, 16: 2, 32: 4, 64: 8}}
	for _, spec := range strings.Split(s, "-") {
		switch {
		case spec == "E":
			l.BigEndian = true
		case spec == "e":
			l.BigEndian = false
		case strings.HasPrefix(spec, "p:") || strings.HasPrefix(spec, "p0:"):
			parts := strings.Split(spec, ":")
			if len(parts) >= 2 {
				if n, err := strconv.Atoi(parts[1]); err == nil && n > 0 {
					l.PtrBits = n
				}
			}
		case len(spec) > 1 && spec[0] == 'i':
			parts := strings.Split(spec[1:], ":")
			if len(parts) >= 2 {
				w, e1 := strconv.Atoi(parts[0])
				a, e2 := strconv.Atoi(parts[1])
				if e1 == nil && e2 == nil && w > 0 && a >= 8 {
					l.IntAlign[w] = int64(a / 8)
				}
			}
		}
	}
	for _, a := range l.IntAlign {
		if a > l.MaxIntAl {
			l.MaxIntAl = a
		}
	}
	return l
}

// satAdd is a+b for non-negative sizes, saturating at math.MaxInt64.
func satAdd(a, b int64) int64 {
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}

// satMul is a*b for non-negative sizes, saturating at math.MaxInt64.
func satMul(a, b int64) int64 {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	if hi != 0 || lo > math.MaxInt64 {
		return math.MaxInt64
	}
	return int64(lo)
}

// ValueBytes is the Go memory a value of t takes when the interpreter holds it in a
// register (one Value per scalar lane), saturating; values larger than the memory
// limit are refused with the memory-limit verdict (Memory.fitsValue).
func (t *Type) ValueBytes() int64 { return satMul(t.Leaves, int64(unsafe.Sizeof(Value{}))) }

func pow2ceil(n int64) int64 {
	p := int64(1)
	for p < n {
		p <<= 1
	}
	return p
}

// roundUp rounds the size n up to a multiple of a, saturating.
func roundUp(n, a int64) int64 {
	if a <= 1 {
		return n
	}
	if n > math.MaxInt64-(a-1) {
		return math.MaxInt64
	}
	return (n + a - 1) / a * a
}

// intAlign follows LLVM: the alignment of the smallest listed width ≥ bits, or of the
// largest listed width when none is that wide.
func (l *Layout) intAlign(bits int) int64 {
	best, bestW := int64(0), 0
	largest, largestW := int64(1), 0
	for w, a := range l.IntAlign {
		if w >= bits && (bestW == 0 || w < bestW) {
			best, bestW = a, w
		}
		if w > largestW {
			largest, largestW = a, w
		}
	}
	if bestW != 0 {
		return best
	}
	return largest
}

// Complete fills Size, Store, Align, Offsets and Leaves of t and its parts, once
// per *Type: types are shared (a DAG), so the work is linear in the number of
// distinct types however large the type is.
func (l *Layout) Complete(t *Type) {
	if t == nil || t.Align != 0 {
		return
	}
	t.Leaves = 1
	switch t.Kind {
	case KInt:
		t.Store = int64((t.Bits + 7) / 8)
		t.Align = l.intAlign(t.Bits)
	case KHalf, KBFloat:
		t.Store, t.Align = 2, 2
	case KFloat:
		t.Store, t.Align = 4, 4
	case KDouble:
		t.Store, t.Align = 8, 8
	case KX86FP80:
		t.Store, t.Align = 10, 16
	case KFP128:
		t.Store, t.Align = 16, 16
	case KPtr:
		t.Bits = l.PtrBits
		t.Store = int64(l.PtrBits / 8)
		t.Align = t.Store
	case KVec:
		l.Complete(t.Elem)
		t.Leaves = int64(t.N)
		bits := int64(t.N) * int64(elemBits(t.Elem))
		t.Store = (bits + 7) / 8
		t.Align = pow2ceil(t.Store)
		if t.Align == 0 {
			t.Align = 1
		}
	case KArr:
		l.Complete(t.Elem)
		t.Store = satMul(int64(t.N), t.Elem.Size)
		t.Align = t.Elem.Align
		t.Leaves = satMul(int64(t.N), t.Elem.Leaves)
	case KStruct:
		off, al := int64(0), int64(1)
		t.Offsets = make([]int64, len(t.Fields))
		t.Leaves = 0
		for i, f := range t.Fields {
			l.Complete(f)
			t.Leaves = satAdd(t.Leaves, f.Leaves)
			fa := f.Align
			if t.Packed {
				fa = 1
			}
			off = roundUp(off, fa)
			t.Offsets[i] = off
			off = satAdd(off, f.Size)
			if fa > al {
				al = fa
			}
		}
		t.Store = roundUp(off, al)
		t.Align = al
	case KFunc:
		l.Complete(t.Ret)
		for _, p := range t.Params {
			l.Complete(p)
		}
		t.Align = 1
	default:
		t.Align = 1
	}
	if t.Align == 0 {
		t.Align = 1
	}
	t.Size = roundUp(t.Store, t.Align)
}

// elemBits is the bit width of a vector element (pointers: their width).
func elemBits(t *Type) int {
	switch t.Kind {
	case KInt:
		return t.Bits
	case KPtr:
		return t.Bits
	case KHalf, KBFloat:
		return 16
	case KFloat:
		return 32
	case KDouble:
		return 64
	case KX86FP80:
		return 80
	case KFP128:
		return 128
	}
	return int(t.Store * 8)
}
