package llvmir

import (
	"math/bits"
	"sort"
	"strings"

	"github.com/ferry-ir/ferry/diag"
)

// typeLayout is what a datalayout string says about the size and alignment of
// types, as LLVM 22's DataLayout computes them (LangRef "Data Layout"): the
// integer, float and vector specifications sorted by width, the pointer
// specification of each address space, and the aggregate alignment. It serves
// the alignment the parser gives memory instructions written without one
// (canon.go, rule 1). Alignments are in bytes, sizes in bits.
type typeLayout struct {
	ints, floats, vecs []primSpec
	ptr0               primSpec            // address space 0, and every space not listed
	ptrs               map[uint32]primSpec // other address spaces
	aggABI, aggPref    uint64
	structs            map[*StructType]structLayout
}

// primSpec is one i<size>, f<size>, v<size> or p<n> specification.
type primSpec struct {
	bits      uint64
	abi, pref uint64
}

// structLayout is the size and ABI alignment of a struct's members laid out
// in order (LLVM's StructLayout).
type structLayout struct {
	bits  uint64
	align uint64
}

// newTypeLayout reads the type specifications of a datalayout string over
// LLVM's defaults. The string is already validated (parseDataLayout); a
// specification it cannot read is skipped.
func newTypeLayout(dl string) *typeLayout {
	l := &typeLayout{
		ints:   []primSpec{{1, 1, 1}, {8, 1, 1}, {16, 2, 2}, {32, 4, 4}, {64, 4, 8}},
		floats: []primSpec{{16, 2, 2}, {32, 4, 4}, {64, 8, 8}, {128, 16, 16}},
		vecs:   []primSpec{{64, 8, 8}, {128, 16, 16}},
		ptr0:   primSpec{64, 8, 8},
		aggABI: 1, aggPref: 8,
	}
	if dl == "" {
		return l
	}
	for _, spec := range strings.Split(dl, "-") {
		if spec == "" || strings.HasPrefix(spec, "ni") {
			continue
		}
		comps := strings.Split(spec[1:], ":")
		switch spec[0] {
		case 'i', 'f', 'v':
			if len(comps) < 2 {
				continue
			}
			n, ok := dlUint(comps[0], 24)
			abi, pref, ok2 := layoutAligns(comps[1:])
			if !ok || !ok2 {
				continue
			}
			s := primSpec{n, abi, pref}
			switch spec[0] {
			case 'i':
				l.ints = setPrimSpec(l.ints, s)
			case 'f':
				l.floats = setPrimSpec(l.floats, s)
			default:
				l.vecs = setPrimSpec(l.vecs, s)
			}
		case 'a':
			if abi, pref, ok := layoutAligns(comps[1:]); ok {
				l.aggABI, l.aggPref = abi, pref
			}
		case 'p':
			if len(comps) < 3 {
				continue
			}
			num := strings.TrimLeft(comps[0], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
			if i := strings.IndexByte(num, '('); i >= 0 {
				num = num[:i]
			}
			as := uint64(0)
			if num != "" {
				as, _ = dlUint(num, 24)
			}
			n, ok := dlUint(comps[1], 24)
			abi, pref, ok2 := layoutAligns(comps[2:min(len(comps), 4)])
			if !ok || !ok2 {
				continue
			}
			s := primSpec{n, abi, pref}
			if as == 0 {
				l.ptr0 = s
			} else {
				if l.ptrs == nil {
					l.ptrs = map[uint32]primSpec{}
				}
				l.ptrs[uint32(as)] = s
			}
		}
	}
	return l
}

// layoutAligns reads <abi>[:<pref>] in bits into bytes; a zero ABI alignment
// (allowed for a:) means 1, and <pref> defaults to <abi>.
func layoutAligns(comps []string) (abi, pref uint64, ok bool) {
	if len(comps) == 0 {
		return 0, 0, false
	}
	a, ok := dlUint(comps[0], 16)
	if !ok {
		return 0, 0, false
	}
	abi = max(a/8, 1)
	pref = abi
	if len(comps) > 1 {
		p, ok := dlUint(comps[1], 16)
		if !ok {
			return 0, 0, false
		}
		pref = max(p/8, 1)
	}
	return abi, pref, true
}

// setPrimSpec replaces the specification of s's width or inserts s in order.
func setPrimSpec(specs []primSpec, s primSpec) []primSpec {
	i := sort.Search(len(specs), func(i int) bool { return specs[i].bits >= s.bits })
	if i < len(specs) && specs[i].bits == s.bits {
		specs[i] = s
		return specs
	}
	specs = append(specs, primSpec{})
	copy(specs[i+1:], specs[i:])
	specs[i] = s
	return specs
}

// lookup finds the specification of exactly width bits.
func lookupPrimSpec(specs []primSpec, width uint64) (primSpec, bool) {
	i := sort.Search(len(specs), func(i int) bool { return specs[i].bits >= width })
	if i < len(specs) && specs[i].bits == width {
		return specs[i], true
	}
	return primSpec{}, false
}

func (l *typeLayout) ptrSpec(as uint32) primSpec {
	if s, ok := l.ptrs[as]; ok {
		return s
	}
	return l.ptr0
}

func pick(s primSpec, pref bool) uint64 {
	if pref {
		return s.pref
	}
	return s.abi
}

// powerOf2Ceil is the smallest power of two at least n (1 for 0), at most
// 1<<63 (sizes that large have wrapped; an alignment must never be 0).
func powerOf2Ceil(n uint64) uint64 {
	if n <= 1 {
		return 1
	}
	if n > 1<<63 {
		return 1 << 63
	}
	return 1 << bits.Len64(n-1)
}

// powerOf2Floor is the largest power of two at most n (1 for 0), which is
// what LLVM's Align makes of a size that is not a power of two.
func powerOf2Floor(n uint64) uint64 {
	if n <= 1 {
		return 1
	}
	return 1 << (bits.Len64(n) - 1)
}

// align is the ABI (pref false) or preferred alignment of t in bytes, as
// DataLayout::getABITypeAlign / getPrefTypeAlign compute it.
func (l *typeLayout) align(t Type, pref bool) uint64 {
	switch t := t.(type) {
	case *IntType:
		// the specification of this width, else of the next wider one,
		// else the widest
		i := sort.Search(len(l.ints), func(i int) bool { return l.ints[i].bits >= uint64(t.Bits) })
		if i == len(l.ints) {
			i--
		}
		return pick(l.ints[i], pref)
	case *FloatType:
		w := l.sizeInBits(t)
		if s, ok := lookupPrimSpec(l.floats, w); ok {
			return pick(s, pref)
		}
		return powerOf2Ceil(w / 8)
	case *PointerType:
		return pick(l.ptrSpec(t.AddrSpace), pref)
	case *VectorType:
		w := l.sizeInBits(t)
		if s, ok := lookupPrimSpec(l.vecs, w); ok {
			return pick(s, pref)
		}
		return powerOf2Ceil((w + 7) / 8)
	case *ArrayType:
		return l.align(t.Elem, pref)
	case *StructType:
		if t.Packed && !pref {
			return 1
		}
		a := l.aggABI
		if pref {
			a = l.aggPref
		}
		return max(a, l.structOf(t).align)
	case *TargetExtType:
		if lt := l.targetLayoutType(t); lt != nil {
			return l.align(lt, pref)
		}
	case *SimpleType:
		if t.Kind == X86AMXKind {
			return 64
		}
	}
	return 1
}

// sizeInBits is DataLayout::getTypeSizeInBits (the known minimum for
// scalable types).
func (l *typeLayout) sizeInBits(t Type) uint64 {
	switch t := t.(type) {
	case *IntType:
		return uint64(t.Bits)
	case *FloatType:
		return uint64(t.Kind.Bits())
	case *PointerType:
		return l.ptrSpec(t.AddrSpace).bits
	case *VectorType:
		return t.Len * l.sizeInBits(t.Elem)
	case *ArrayType:
		return t.Len * l.allocSize(t.Elem) * 8
	case *StructType:
		return l.structOf(t).bits
	case *TargetExtType:
		if lt := l.targetLayoutType(t); lt != nil {
			return l.sizeInBits(lt)
		}
	case *SimpleType:
		if t.Kind == X86AMXKind {
			return 8192
		}
	}
	return 0
}

// storeSize is the number of bytes a store of t writes.
func (l *typeLayout) storeSize(t Type) uint64 { return (l.sizeInBits(t) + 7) / 8 }

// allocSize is the distance in bytes between consecutive elements of type t.
func (l *typeLayout) allocSize(t Type) uint64 {
	a := l.align(t, false)
	return (l.storeSize(t) + a - 1) / a * a
}

// structOf lays out a struct's members (each at its ABI alignment unless the
// struct is packed), once per struct.
func (l *typeLayout) structOf(t *StructType) structLayout {
	if s, ok := l.structs[t]; ok {
		return s
	}
	if l.structs == nil {
		l.structs = map[*StructType]structLayout{}
	}
	// a recursive struct is rejected elsewhere; stop here rather than loop
	l.structs[t] = structLayout{align: 1}
	off, al := uint64(0), uint64(1)
	for _, e := range t.Fields {
		if !t.Packed {
			a := l.align(e, false)
			off = (off + a - 1) / a * a
			al = max(al, a)
		}
		off += l.allocSize(e)
	}
	off = (off + al - 1) / al * al
	s := structLayout{bits: off * 8, align: al}
	l.structs[t] = s
	return s
}

// targetLayoutType is the type LLVM lays a target extension type out as, or
// nil for the unsized ones (TargetExtType's getTargetTypeInfo).
func (l *typeLayout) targetLayoutType(t *TargetExtType) Type {
	switch {
	case t.Name == "aarch64.svcount":
		return &VectorType{Len: 16, Scalable: true, Elem: &IntType{Bits: 1}}
	case t.Name == "riscv.vector.tuple":
		if len(t.Types) != 1 || len(t.Ints) != 1 {
			return nil
		}
		if vt, ok := t.Types[0].(*VectorType); ok {
			// each field takes at least one vector register (8 bytes
			// times vscale): LLVM counts the field vector's elements
			// (not its bytes), in 32 bits
			n := max(uint32(vt.Len), 8) * t.Ints[0]
			return &VectorType{Len: uint64(n), Scalable: true, Elem: &IntType{Bits: 8}}
		}
	case t.Name == "amdgcn.named.barrier":
		return &VectorType{Len: 4, Elem: &IntType{Bits: 32}}
	case t.Name == "spirv.Padding" || t.Name == "dx.Padding":
		if len(t.Ints) == 1 {
			return &ArrayType{Len: uint64(t.Ints[0]), Elem: &IntType{Bits: 8}}
		}
	case t.Name == "spirv.Type":
		if len(t.Ints) == 3 && t.Ints[1] > 0 && t.Ints[2] > 0 {
			return &ArrayType{Len: uint64(t.Ints[1]), Elem: &IntType{Bits: 8}}
		}
		return &IntType{Bits: 32}
	case t.Name == "spirv.IntegralConstant" || t.Name == "spirv.Literal":
		return nil
	case strings.HasPrefix(t.Name, "spirv.") || strings.HasPrefix(t.Name, "dx."):
		return &PointerType{}
	}
	return nil
}

// layout returns the type layout of the module's datalayout string as
// written (llvm-as computes default alignments with it, before the string is
// upgraded for the triple).
func (p *parser) layout() *typeLayout {
	if p.tl == nil {
		p.tl = newTypeLayout(p.m.DataLayout)
	}
	return p.tl
}

// defaultAlign gives a memory instruction written without `align` the
// alignment llvm-as gives it: the preferred alignment of an alloca's type,
// the ABI alignment of a loaded or stored type, and the store size of an
// atomicrmw's or cmpxchg's value (rounded down to a power of two).
func (p *parser) defaultAlign(in *Instruction) {
	if in.Align != 0 {
		return
	}
	l := p.layout()
	switch in.Op {
	case OpAlloca:
		in.Align = l.align(in.ElemType, true)
	case OpLoad:
		in.Align = l.align(in.Typ, false)
	case OpStore:
		in.Align = l.align(in.Ops[0].Type(), false)
	case OpCmpXchg, OpAtomicRMW:
		in.Align = powerOf2Floor(l.storeSize(in.Ops[1].Type()))
	}
	if in.Align > maxAlign && in.Op != OpCmpXchg && in.Op != OpAtomicRMW {
		// a vector of wide integers: the verifier refuses the alignment
		// computed for it (Value::MaximumAlignment)
		p.unsized = append(p.unsized, unsizedUse{in: in, msg: "huge alignment values are unsupported"})
	}
}

// maxAlign is the largest alignment LLVM supports, 2^32.
const maxAlign = 1 << 32

// unsizedUse is an alloca, load or store with an explicit alignment whose
// type was not sized when parsed: a struct named there may be defined later.
// Without a type (t nil) it is one whose default alignment is too large,
// which the verifier refuses in the same pass.
type unsizedUse struct {
	in  *Instruction
	t   Type
	msg string
}

// checkSized is LLParser's check of an allocated, loaded or stored type:
// without an alignment the type must be sized where it is written (its
// alignment is computed there); with one, the verifier decides once every
// struct is defined (checkUnsized).
func (p *parser) checkSized(in *Instruction, t Type, off int, msg string) {
	if isSized(t) {
		return
	}
	if in.Align == 0 {
		p.failAt(off, diag.ErrType, "%s", msg)
	}
	p.unsized = append(p.unsized, unsizedUse{in, t, msg})
}

// checkUnsized reports, as the verifier, the first instruction of
// checkSized's list whose type is still unsized at the end of the module, or
// whose default alignment is too large (defaultAlign).
func (p *parser) checkUnsized() {
	for _, u := range p.unsized {
		if u.t == nil || !isSized(u.t) {
			p.failAt(int(u.in.off), diag.ErrVerify, "%s", u.msg)
		}
	}
}
