package interp

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"sort"
)

// AllocKind says where an allocation lives.
type AllocKind uint8

// Allocation kinds.
const (
	GlobalAlloc AllocKind = iota
	StackAlloc
	HeapAlloc
	FuncAlloc  // the address of a function; not readable or writable
	BlockAlloc // the address of a block (blockaddress)
)

// Alloc is one allocated object: a global, an alloca, a malloc'd block, or the
// address of a function. Pointers are addresses plus, when known, the allocation
// they were derived from (their provenance). Addresses are never reused, and there
// is a gap after every allocation, so a one-past-the-end pointer never points into
// another object.
type Alloc struct {
	Name     string // "@g", "%x (alloca in @f)", "malloc #3"
	Base     uint64
	Size     int64
	Data     []byte
	Shadow   []State // per byte; nil means every byte is defined
	Kind     AllocKind
	ReadOnly bool
	Freed    bool
	Fn       *Func // FuncAlloc: the function
	Block    int   // BlockAlloc: block index in Fn
	ptrs     map[int64]*Alloc
}

// Memory is the byte-level memory of one run.
type Memory struct {
	live      []*Alloc // live allocations sorted by Base, and nfreed freed ones (Free)
	nfreed    int
	next      uint64
	used      int64 // bytes of live allocations
	frames    int64 // bytes of live call frames (charge)
	work      int64 // bytes the bulk operations (Bytes, CString, Copy, Set) went over, for the step limit
	Limit     int64 // bytes of live allocations and call frames allowed; 0 means no limit
	BigEndian bool
	PtrBytes  int64
	nheap     int

	allocSlab  []Alloc
	dataSlab   []byte
	shadowSlab []State
}

// NewMemory returns an empty memory.
func NewMemory(limit int64, bigEndian bool) *Memory {
	return &Memory{next: 0x10000, Limit: limit, BigEndian: bigEndian, PtrBytes: 8}
}

// Allocate creates an object of size bytes aligned to align; its bytes start as
// undef (uninitialized) unless zero is set.
func (m *Memory) Allocate(name string, size, align int64, kind AllocKind, zero bool) (*Alloc, error) {
	if size < 0 {
		return nil, ub("allocation of negative size %d", size)
	}
	if err := m.fits(size, name); err != nil {
		return nil, err
	}
	if align < 16 {
		align = 16
	}
	base := roundUpU(m.next, uint64(align))
	a := m.newAlloc()
	*a = Alloc{Name: name, Base: base, Size: size, Kind: kind}
	if kind != FuncAlloc && kind != BlockAlloc {
		a.Data = m.carveData(size)
		if !zero {
			a.Shadow = m.carveShadow(size)
			for i := range a.Shadow {
				a.Shadow[i] = Undef
			}
		}
	}
	sz := uint64(size)
	if sz == 0 {
		sz = 1
	}
	m.next = base + sz + 16
	m.used += size
	m.live = append(m.live, a) // bases only grow, so the slice stays sorted
	return a, nil
}

// fits checks that size more bytes stay within the limit. Sizes are saturating
// (types.go), so math.MaxInt64 stands for any size that does not fit in int64.
func (m *Memory) fits(size int64, what string) error {
	if m.Limit > 0 && size > m.Limit-m.used-m.frames {
		n := fmt.Sprintf("%d bytes", size)
		if size == math.MaxInt64 {
			n = "at least " + n
		}
		return limit("memory limit of %d bytes exceeded allocating %s for %s", m.Limit, n, what)
	}
	return nil
}

// fitsValue refuses a value of type t whose registers (one Value per lane) would
// take more Go memory than the whole limit: a load or a zeroinitializer of a type of
// 2^40 lanes ends with the memory-limit verdict instead of exhausting the host.
func (m *Memory) fitsValue(t *Type) error {
	if t.Leaves > 1 && m.Limit > 0 {
		if n := t.ValueBytes(); n > m.Limit {
			return m.fits(n, "a value of type "+t.String())
		}
	}
	return nil
}

// chargeFrame counts n bytes of a call frame of fn against the limit; a negative n
// releases them.
func (m *Memory) chargeFrame(n int64, fn string) error {
	if n > 0 && m.Limit > 0 && n > m.Limit-m.used-m.frames {
		return m.fits(n, "the frame of @"+fn)
	}
	m.frames += n
	return nil
}

func roundUpU(n, a uint64) uint64 { return (n + a - 1) / a * a }

// Small allocations are carved from slabs to spare the garbage collector.
const slabLen = 1 << 16

func (m *Memory) newAlloc() *Alloc {
	if len(m.allocSlab) == 0 {
		m.allocSlab = make([]Alloc, 256)
	}
	a := &m.allocSlab[0]
	m.allocSlab = m.allocSlab[1:]
	return a
}

func (m *Memory) carveData(n int64) []byte { return carve(&m.dataSlab, n) }

func (m *Memory) carveShadow(n int64) []State { return carve(&m.shadowSlab, n) }

// carve cuts n elements from *slab, starting a new slab when it is used up; large
// requests get their own array.
func carve[T any](slab *[]T, n int64) []T {
	if n > slabLen/8 {
		return make([]T, n)
	}
	if int64(len(*slab)) < n {
		*slab = make([]T, slabLen)
	}
	d := (*slab)[:n:n]
	*slab = (*slab)[n:]
	return d
}

// end marks a freed and gives back its bytes.
func (m *Memory) end(a *Alloc) {
	a.Freed = true
	m.used -= a.Size
	// Nothing reads a freed allocation's bytes (check refuses the access first);
	// dropping them lets the garbage collector take them although the Alloc itself
	// lives on in its slab and in pointers' provenance.
	a.Data, a.Shadow, a.ptrs = nil, nil, nil
}

// freeFrom frees every allocation based at base or above (those of a run, above
// the globals and functions) and cuts them from live at once.
func (m *Memory) freeFrom(base uint64) {
	i := sort.Search(len(m.live), func(i int) bool { return m.live[i].Base >= base })
	for _, a := range m.live[i:] {
		if a.Freed {
			m.nfreed--
		} else {
			m.end(a)
		}
	}
	clear(m.live[i:])
	m.live = m.live[:i]
}

// Free ends the lifetime of a.
func (m *Memory) Free(a *Alloc) {
	if a.Freed {
		return
	}
	m.end(a)
	// Freed allocations leave live lazily: popped from the end at once (the
	// stack), compacted away when they are half of it, so that freeing many
	// blocks in allocation order is not quadratic.
	m.nfreed++
	for n := len(m.live); n > 0 && m.live[n-1].Freed; n-- {
		m.live[n-1] = nil
		m.live = m.live[:n-1]
		m.nfreed--
	}
	if m.nfreed > len(m.live)/2 {
		k := 0
		for _, x := range m.live {
			if !x.Freed {
				m.live[k] = x
				k++
			}
		}
		clear(m.live[k:])
		m.live = m.live[:k]
		m.nfreed = 0
	}
}

// Find returns the live allocation whose range [Base, Base+Size] contains addr
// (one past the end included), or nil.
func (m *Memory) Find(addr uint64) *Alloc {
	n := len(m.live)
	i := sort.Search(n, func(i int) bool { return m.live[i].Base > addr }) - 1
	if i < 0 {
		return nil
	}
	a := m.live[i]
	if !a.Freed && addr-a.Base <= uint64(a.Size) {
		return a
	}
	return nil
}

// resolve returns the allocation a pointer value designates.
func (m *Memory) resolve(p Value) *Alloc {
	if p.Prov != nil {
		return p.Prov
	}
	return m.Find(p.X)
}

// check validates an access of size bytes through p and returns its allocation and
// offset.
func (m *Memory) check(p Value, size int64, write bool, what string) (*Alloc, int64, error) {
	if p.State != Defined {
		return nil, 0, ub("%s through a %s pointer", what, stateName(p.State))
	}
	if p.X == 0 {
		return nil, 0, ub("%s through a null pointer", what)
	}
	a := m.resolve(p)
	if a == nil {
		return nil, 0, ub("%s of %d bytes at address 0x%x, which is in no live allocation", what, size, p.X)
	}
	if a.Freed {
		return nil, 0, ub("%s of %s after its lifetime ended (use after free or return)", what, a.Name)
	}
	if a.Kind == FuncAlloc || a.Kind == BlockAlloc {
		return nil, 0, ub("%s of the code of %s", what, a.Name)
	}
	off := int64(p.X - a.Base)
	if p.X < a.Base || off+size > a.Size || off < 0 {
		return nil, 0, ub("%s of %d bytes at offset %d of %s, out of bounds (size %d)", what, size, int64(p.X-a.Base), a.Name, a.Size)
	}
	if write && a.ReadOnly {
		return nil, 0, ub("%s to constant %s", what, a.Name)
	}
	return a, off, nil
}

// Store writes v of type t at p.
func (m *Memory) Store(t *Type, p, v Value) error {
	a, off, err := m.check(p, t.Store, true, "store")
	if err != nil {
		return err
	}
	m.encode(a, off, t, v)
	return nil
}

// Load reads a value of type t at p.
func (m *Memory) Load(t *Type, p Value) (Value, error) {
	a, off, err := m.check(p, t.Store, false, "load")
	if err != nil {
		return Value{}, err
	}
	if err := m.fitsValue(t); err != nil {
		return Value{}, err
	}
	return m.decode(a, off, t), nil
}

func (a *Alloc) setShadow(off, n int64, s State) {
	if a.Shadow == nil {
		if s == Defined {
			return
		}
		a.Shadow = make([]State, len(a.Data))
	}
	for i := off; i < off+n; i++ {
		a.Shadow[i] = s
	}
}

// shadowOf returns the least defined state of bytes [off, off+n).
func (a *Alloc) shadowOf(off, n int64) State {
	if a.Shadow == nil {
		return Defined
	}
	s := Defined
	for _, b := range a.Shadow[off : off+n] {
		if b > s {
			s = b
		}
	}
	return s
}

func (m *Memory) putUint(b []byte, x uint64, n int) {
	if m.BigEndian {
		for i := n - 1; i >= 0; i-- {
			b[i] = byte(x)
			x >>= 8
		}
		return
	}
	for i := 0; i < n; i++ {
		b[i] = byte(x)
		x >>= 8
	}
}

func (m *Memory) getUint(b []byte, n int) uint64 {
	var x uint64
	if m.BigEndian {
		for i := 0; i < n; i++ {
			x = x<<8 | uint64(b[i])
		}
		return x
	}
	for i := n - 1; i >= 0; i-- {
		x = x<<8 | uint64(b[i])
	}
	return x
}

func (m *Memory) encode(a *Alloc, off int64, t *Type, v Value) {
	switch t.Kind {
	case KInt, KPtr, KHalf, KBFloat, KFloat, KDouble:
		n := t.Store
		if v.State != Defined {
			a.setShadow(off, n, v.State)
			return
		}
		a.setShadow(off, n, Defined)
		if t.Kind == KInt && t.Bits > 64 {
			m.putBig(a.Data[off:off+n], toBig(v, t.Bits))
			return
		}
		if n == 8 && !m.BigEndian {
			binary.LittleEndian.PutUint64(a.Data[off:], v.X)
		} else {
			m.putUint(a.Data[off:off+n], v.X, int(n))
		}
		if t.Kind == KPtr {
			if v.Prov != nil {
				if a.ptrs == nil {
					a.ptrs = make(map[int64]*Alloc)
				}
				a.ptrs[off] = v.Prov
			} else if a.ptrs != nil {
				delete(a.ptrs, off)
			}
		}
	case KX86FP80, KFP128:
		n := t.Store
		if v.State != Defined {
			a.setShadow(off, n, v.State)
			return
		}
		a.setShadow(off, n, Defined)
		x := new(big.Int).SetUint64(v.Hi)
		x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(v.X))
		m.putBig(a.Data[off:off+n], x)
	case KArr:
		for i := 0; i < t.N && i < len(v.Elems); i++ {
			m.encode(a, off+int64(i)*t.Elem.Size, t.Elem, v.Elems[i])
		}
	case KStruct:
		for i, f := range t.Fields {
			if i < len(v.Elems) {
				m.encode(a, off+t.Offsets[i], f, v.Elems[i])
			}
		}
	case KVec:
		eb := elemBits(t.Elem)
		if eb%8 == 0 {
			es := int64(eb / 8)
			for i := 0; i < t.N && i < len(v.Elems); i++ {
				m.encode(a, off+int64(i)*es, t.Elem, v.Elems[i])
			}
			return
		}
		// Bit-packed lanes (e.g. <8 x i1>): lane i occupies bits [i*eb, (i+1)*eb).
		x := new(big.Int)
		st := Defined
		for i := t.N - 1; i >= 0; i-- {
			e := v.Elems[i]
			if e.State > st {
				st = e.State
			}
			x.Lsh(x, uint(eb)).Or(x, toBig(e, eb))
		}
		a.setShadow(off, t.Store, st)
		m.putBig(a.Data[off:off+t.Store], x)
	}
}

func (m *Memory) putBig(b []byte, x *big.Int) {
	n := len(b)
	tmp := make([]byte, n)
	bs := x.Bytes() // big-endian, minimal
	if len(bs) > n {
		bs = bs[len(bs)-n:]
	}
	copy(tmp[n-len(bs):], bs)
	if m.BigEndian {
		copy(b, tmp)
		return
	}
	for i := 0; i < n; i++ {
		b[i] = tmp[n-1-i]
	}
}

func (m *Memory) getBig(b []byte) *big.Int {
	n := len(b)
	tmp := make([]byte, n)
	if m.BigEndian {
		copy(tmp, b)
	} else {
		for i := 0; i < n; i++ {
			tmp[i] = b[n-1-i]
		}
	}
	return new(big.Int).SetBytes(tmp)
}

func (m *Memory) decode(a *Alloc, off int64, t *Type) Value {
	switch t.Kind {
	case KInt, KPtr, KHalf, KBFloat, KFloat, KDouble:
		n := t.Store
		if s := a.shadowOf(off, n); s != Defined {
			return stateValue(t, s)
		}
		if t.Kind == KInt && t.Bits > 64 {
			return BigInt(m.getBig(a.Data[off:off+n]), t.Bits)
		}
		var x uint64
		if n == 8 && !m.BigEndian {
			x = binary.LittleEndian.Uint64(a.Data[off:])
		} else {
			x = m.getUint(a.Data[off:off+n], int(n))
		}
		switch t.Kind {
		case KInt:
			return Value{X: x & mask(t.Bits)}
		case KPtr:
			v := Value{X: x}
			if a.ptrs != nil {
				if p := a.ptrs[off]; p != nil && !p.Freed && x >= p.Base && x-p.Base <= uint64(p.Size) {
					v.Prov = p
				}
			}
			return v
		}
		return Value{X: x}
	case KX86FP80, KFP128:
		n := t.Store
		if s := a.shadowOf(off, n); s != Defined {
			return Value{State: s}
		}
		x := m.getBig(a.Data[off : off+n])
		lo := new(big.Int).And(x, new(big.Int).SetUint64(^uint64(0))).Uint64()
		hi := new(big.Int).Rsh(x, 64).Uint64()
		return Value{X: lo, Hi: hi}
	case KArr:
		e := make([]Value, t.N)
		for i := range e {
			e[i] = m.decode(a, off+int64(i)*t.Elem.Size, t.Elem)
		}
		return Value{Elems: e}
	case KStruct:
		e := make([]Value, len(t.Fields))
		for i, f := range t.Fields {
			e[i] = m.decode(a, off+t.Offsets[i], f)
		}
		return Value{Elems: e}
	case KVec:
		e := make([]Value, t.N)
		eb := elemBits(t.Elem)
		if eb%8 == 0 {
			es := int64(eb / 8)
			for i := range e {
				e[i] = m.decode(a, off+int64(i)*es, t.Elem)
			}
			return Value{Elems: e}
		}
		st := a.shadowOf(off, t.Store)
		x := m.getBig(a.Data[off : off+t.Store])
		for i := range e {
			lane := new(big.Int).Rsh(x, uint(i*eb))
			e[i] = BigInt(lane, eb)
			e[i].State = st
		}
		return Value{Elems: e}
	}
	return Value{}
}

// Bytes reads n raw bytes at p (for libc calls), failing on poison bytes.
func (m *Memory) Bytes(p Value, n int64, what string) ([]byte, error) {
	a, off, err := m.check(p, n, false, what)
	if err != nil {
		return nil, err
	}
	m.work += n
	return a.Data[off : off+n], nil
}

// CString reads a NUL-terminated string at p.
func (m *Memory) CString(p Value, what string) ([]byte, error) {
	a, off, err := m.check(p, 1, false, what)
	if err != nil {
		return nil, err
	}
	for i := off; i < a.Size; i++ {
		if a.Data[i] == 0 {
			m.work += i - off + 1
			return a.Data[off:i], nil
		}
	}
	return nil, ub("%s: string at offset %d of %s is not NUL-terminated within its %d bytes", what, off, a.Name, a.Size)
}

// Copy moves n bytes (with their definedness and pointer provenance) from src to dst;
// overlapping ranges are allowed only when overlap is set (memmove).
func (m *Memory) Copy(dst, src Value, n int64, overlap bool, what string) error {
	if n == 0 {
		return nil
	}
	sa, so, err := m.check(src, n, false, what)
	if err != nil {
		return err
	}
	da, do, err := m.check(dst, n, true, what)
	if err != nil {
		return err
	}
	if !overlap && sa == da && so < do+n && do < so+n && so != do {
		return ub("%s: source and destination overlap", what)
	}
	m.work += n + int64(len(sa.ptrs))
	copy(da.Data[do:do+n], sa.Data[so:so+n])
	if sa.Shadow != nil || da.Shadow != nil {
		if da.Shadow == nil {
			da.Shadow = make([]State, len(da.Data))
		}
		if sa.Shadow == nil {
			for i := int64(0); i < n; i++ {
				da.Shadow[do+i] = Defined
			}
		} else {
			copy(da.Shadow[do:do+n], sa.Shadow[so:so+n])
		}
	}
	if sa.ptrs != nil {
		// Copy provenance of pointers wholly inside the range.
		for o, p := range sa.ptrs {
			if o >= so && o+m.PtrBytes <= so+n {
				if da.ptrs == nil {
					da.ptrs = make(map[int64]*Alloc)
				}
				da.ptrs[o-so+do] = p
			}
		}
	}
	return nil
}

// Set fills n bytes at dst with c.
func (m *Memory) Set(dst Value, c byte, st State, n int64, what string) error {
	if n == 0 {
		return nil
	}
	da, do, err := m.check(dst, n, true, what)
	if err != nil {
		return err
	}
	m.work += n
	for i := do; i < do+n; i++ {
		da.Data[i] = c
	}
	da.setShadow(do, n, st)
	return nil
}
