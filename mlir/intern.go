package mlir

import (
	"encoding/binary"
	"sync/atomic"
	"unsafe"
)

// Interning. Builtin types and attributes are keyed by their structure: the kind,
// scalar fields, and the identities of the (already interned) types and attributes
// they hold. Keys are built in a scratch buffer and looked up without allocating;
// only new values store a key. Dialect types and attributes, and the rarer builtin
// kinds, are keyed by their printed form.

// ident returns the identity word of an interned type or attribute: the data
// pointer of the interface value.
func ident(x any) uintptr {
	if x == nil {
		return 0
	}
	return (*[2]uintptr)(unsafe.Pointer(&x))[1]
}

type keyBuf []byte

func (k keyBuf) u64(v uint64) keyBuf { return binary.LittleEndian.AppendUint64(k, v) }
func (k keyBuf) ptr(x any) keyBuf    { return k.u64(uint64(ident(x))) }
func (k keyBuf) str(s string) keyBuf { return append(k.u64(uint64(len(s))), s...) }
func (k keyBuf) i64s(v []int64) keyBuf {
	k = k.u64(uint64(len(v)))
	for _, x := range v {
		k = k.u64(uint64(x))
	}
	return k
}

// typeKey appends the structural key of t, or reports false for kinds keyed by
// their printed form.
func typeKey(k keyBuf, t Type) (keyBuf, bool) {
	switch t := t.(type) {
	case *IntegerType:
		return append(k, 'i', byte(t.Signedness)).u64(uint64(t.Width)), true
	case *ComplexType:
		return append(k, 'c').ptr(t.Elem), true
	case *VectorType:
		k = append(k, 'v').i64s(t.Shape)
		for _, s := range t.Scalable {
			if s {
				k = append(k, 1)
			} else {
				k = append(k, 0)
			}
		}
		return append(k, '|').ptr(t.Elem), true
	case *RankedTensorType:
		return append(k, 't').i64s(t.Shape).ptr(t.Elem).ptr(t.Encoding), true
	case *UnrankedTensorType:
		return append(k, 'u').ptr(t.Elem), true
	case *MemRefType:
		return append(k, 'm').i64s(t.Shape).ptr(t.Elem).ptr(t.Layout).ptr(t.MemorySpace), true
	case *UnrankedMemRefType:
		return append(k, 'M').ptr(t.Elem).ptr(t.MemorySpace), true
	case *TupleType:
		k = append(k, 'T').u64(uint64(len(t.Types)))
		for _, e := range t.Types {
			k = k.ptr(e)
		}
		return k, true
	case *FunctionType:
		k = append(k, 'f').u64(uint64(len(t.Inputs)))
		for _, e := range t.Inputs {
			k = k.ptr(e)
		}
		k = k.u64(uint64(len(t.Results)))
		for _, e := range t.Results {
			k = k.ptr(e)
		}
		return k, true
	case *OpaqueType:
		return append(k, 'o').str(t.Dialect).str(t.Data), true
	}
	return k, false
}

func attrKey(k keyBuf, a Attribute) (keyBuf, bool) {
	switch a := a.(type) {
	case *IntegerAttr:
		if a.Big != nil {
			return k, false
		}
		return append(k, 'I').ptr(a.Type).u64(uint64(a.Val)), true
	case *FloatAttr:
		return append(k, 'F').ptr(a.Type).u64(a.Bits[0]).u64(a.Bits[1]), true
	case *StringAttr:
		return append(k, 'S').ptr(a.Type).str(a.Value), true
	case *TypeAttr:
		return append(k, 'Y').ptr(a.Type), true
	case *ArrayAttr:
		k = append(k, 'A').u64(uint64(len(a.Elems)))
		for _, e := range a.Elems {
			k = k.ptr(e)
		}
		return k, true
	case *DenseArrayAttr:
		k = append(k, 'D').ptr(a.Elem).u64(uint64(len(a.Elems)))
		for _, e := range a.Elems {
			k = k.ptr(e)
		}
		return k, true
	case *DictionaryAttr:
		k = append(k, 'd').u64(uint64(len(a.Entries)))
		for _, e := range a.Entries {
			k = k.str(e.Name).ptr(e.Value)
		}
		return k, true
	case *DenseElementsAttr:
		k = append(k, 'E').ptr(a.Type)
		if a.Splat {
			k = append(k, 1)
		} else {
			k = append(k, 0)
		}
		return append(k, a.Data...), true
	case *SparseElementsAttr:
		return append(k, 'Z').ptr(a.Type).ptr(a.Indices).ptr(a.Values), true
	case *OpaqueAttr:
		return append(k, 'O').ptr(a.Type).str(a.Dialect).str(a.Data), true
	case *FileLineColLoc:
		k = append(k, 'L').str(a.File).u64(uint64(a.Line)<<32 | uint64(a.Col))
		if a.Range {
			k = append(k, 1)
			if a.HasEndLine {
				k = append(k, 1)
			}
			k = k.u64(uint64(a.EndLine)<<32 | uint64(a.EndCol))
		}
		return k, true
	case *NameLoc:
		return append(k, 'N').str(a.Name).ptr(a.Child), true
	case *CallSiteLoc:
		return append(k, 'C').ptr(a.Callee).ptr(a.Caller), true
	case *FusedLoc:
		// Keyed by identity: the printed metadata (#llvm.di_subprogram...) spells
		// out every debug-info attribute it refers to.
		k = append(k, 'U').ptr(a.Metadata).u64(uint64(len(a.Locs)))
		for _, l := range a.Locs {
			k = k.ptr(l)
		}
		return k, true
	case *SymbolRefAttr:
		k = append(k, 'R').str(a.Root)
		for _, n := range a.Nested {
			k = k.str(n)
		}
		return k, true
	}
	return k, false
}

// StructuralKey is implemented by dialect types and attributes that key
// themselves by structure for interning, like the builtin kinds: AppendKey
// appends a byte string equal for equal values and different otherwise, made of
// scalar fields and the identities (AppendIdent) of the interned types and
// attributes they hold, or reports false to fall back on the printed form. The
// printed form of a value that shares children (debug-info attributes) can be
// exponentially larger than the value, and building it on every interning is
// what this avoids. Keys of different Go types never collide: the core prefixes
// them with the value's type identity.
type StructuralKey interface {
	AppendKey(k []byte) ([]byte, bool)
}

// AppendIdent appends the identity of an interned type or attribute (nil allowed)
// to a structural key.
func AppendIdent(k []byte, x any) []byte { return keyBuf(k).ptr(x) }

// dialectKey appends the structural key of a dialect value, or reports false.
func dialectKey(k keyBuf, x any) (keyBuf, bool) {
	sk, ok := x.(StructuralKey)
	if !ok {
		return k, false
	}
	// The type word of the interface value tells Go types apart.
	k = append(k, 'K').u64(uint64((*[2]uintptr)(unsafe.Pointer(&x))[0]))
	out, ok := sk.AppendKey(k)
	return out, ok
}

// InternType returns the unique instance equal to t, storing t when it is the
// first. Dialect types must be created through it.
func (c *Context) InternType(t Type) Type {
	// A builtin type that exists is found without the lock.
	var buf [64]byte
	if k, ok := typeKey(buf[:0], t); ok {
		if old, ok := c.types.get(k); ok {
			return old
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	k, ok := typeKey(c.scratch[:0], t)
	if !ok {
		k, ok = dialectKey(k[:0], t)
	}
	if !ok {
		c.mu.Unlock()
		s := typeString(t)
		c.mu.Lock()
		k = append(append(c.scratch[:0], 'P'), s...)
	}
	c.scratch = k
	return c.types.put(k, t)
}

// InternAttr returns the unique instance equal to a, storing a when it is the
// first. Dialect attributes must be created through it.
func (c *Context) InternAttr(a Attribute) Attribute {
	switch a.(type) {
	case *UnitAttr:
		return c.unit
	case *UnknownLoc:
		return c.unknownLoc
	case *DistinctAttr:
		return a // distinct attributes are unique by identity
	}
	// A builtin attribute that exists is found without the lock.
	var buf [64]byte
	if k, ok := attrKey(buf[:0], a); ok {
		if old, ok := c.attrs.get(k); ok {
			return old
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	k, ok := attrKey(c.scratch[:0], a)
	if !ok {
		k, ok = dialectKey(k[:0], a)
	}
	if !ok {
		c.mu.Unlock()
		s := attrString(a)
		c.mu.Lock()
		k = append(append(c.scratch[:0], 'P'), s...)
	}
	c.scratch = k
	return c.attrs.put(k, a)
}

// lookupType returns the type stored under k; the caller holds no lock.
func (c *Context) lookupType(k keyBuf) (Type, bool) {
	if t, ok := c.types.get(k); ok {
		return t, ok
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.types.getLocked(k)
}

func (c *Context) storeType(k keyBuf, t Type) Type {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.types.put(k, t)
}

func (c *Context) lookupAttr(k keyBuf) (Attribute, bool) {
	if a, ok := c.attrs.get(k); ok {
		return a, ok
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.attrs.getLocked(k)
}

func (c *Context) storeAttr(k keyBuf, a Attribute) Attribute {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.attrs.put(k, a)
}

// internMap is an interning table: every entry under the context's lock, and
// a snapshot of them that parsers on several goroutines read without it (a
// lock taken per lookup made the cores contend for its cache line). The
// snapshot is copied again once a quarter of the entries are newer, so each
// entry is copied a bounded number of times on average.
type internMap[V any] struct {
	all   map[string]V
	snap  atomic.Pointer[map[string]V]
	stale int // entries not in snap
}

func newInternMap[V any]() internMap[V] { return internMap[V]{all: map[string]V{}} }

// get looks k up in the snapshot, without the lock.
func (m *internMap[V]) get(k keyBuf) (V, bool) {
	if s := m.snap.Load(); s != nil {
		v, ok := (*s)[string(k)]
		return v, ok
	}
	var zero V
	return zero, false
}

// getLocked looks k up among every entry; the caller holds the lock.
func (m *internMap[V]) getLocked(k keyBuf) (V, bool) {
	v, ok := m.all[string(k)]
	return v, ok
}

// put returns the entry under k, storing v there when there is none; the
// caller holds the lock.
func (m *internMap[V]) put(k keyBuf, v V) V {
	if old, ok := m.all[string(k)]; ok {
		return old
	}
	m.all[string(k)] = v
	if m.stale++; m.stale > len(m.all)/4 {
		s := make(map[string]V, len(m.all))
		for k, v := range m.all {
			s[k] = v
		}
		m.snap.Store(&s)
		m.stale = 0
	}
	return v
}

// functionType interns (inputs) -> (results) without allocating when it exists;
// the slices are copied when stored.
func (c *Context) functionType(k keyBuf, inputs, results []Type) (*FunctionType, keyBuf) {
	k = append(k[:0], 'f').u64(uint64(len(inputs)))
	for _, e := range inputs {
		k = k.ptr(e)
	}
	k = k.u64(uint64(len(results)))
	for _, e := range results {
		k = k.ptr(e)
	}
	if t, ok := c.lookupType(k); ok {
		return t.(*FunctionType), k
	}
	ft := &FunctionType{Inputs: append([]Type{}, inputs...), Results: append([]Type{}, results...)}
	return c.storeType(k, ft).(*FunctionType), k
}

// vectorType interns vector<shape x elem> likewise.
func (c *Context) vectorType(k keyBuf, shape []int64, scalable []bool, elem Type) (*VectorType, keyBuf) {
	any := false
	for _, s := range scalable {
		any = any || s
	}
	if !any {
		scalable = nil
	}
	k = append(k[:0], 'v').i64s(shape)
	for _, s := range scalable {
		if s {
			k = append(k, 1)
		} else {
			k = append(k, 0)
		}
	}
	k = append(k, '|').ptr(elem)
	if t, ok := c.lookupType(k); ok {
		return t.(*VectorType), k
	}
	vt := &VectorType{Shape: append([]int64{}, shape...), Elem: elem}
	if scalable != nil {
		vt.Scalable = append([]bool{}, scalable...)
	}
	return c.storeType(k, vt).(*VectorType), k
}

// opaqueType interns !dialect.data given as bytes.
func (c *Context) opaqueType(k keyBuf, dialect string, data []byte) (*OpaqueType, keyBuf) {
	k = append(append(k[:0], 'o').u64(uint64(len(dialect))), dialect...)
	k = append(k.u64(uint64(len(data))), data...)
	if t, ok := c.lookupType(k); ok {
		return t.(*OpaqueType), k
	}
	return c.storeType(k, &OpaqueType{Dialect: dialect, Data: string(data)}).(*OpaqueType), k
}

// intAttr interns `v : t` for an int64 value already normalized to t.
func (c *Context) intAttr(k keyBuf, t Type, v int64) (*IntegerAttr, keyBuf) {
	var slot *atomic.Pointer[IntegerAttr]
	if v >= 0 && v < smallIntAttrs {
		switch t {
		case Type(c.ints[Signless][32].Load()):
			slot = &c.smallInts[0][v]
		case Type(c.ints[Signless][64].Load()):
			slot = &c.smallInts[1][v]
		}
		if slot != nil {
			if a := slot.Load(); a != nil {
				return a, k
			}
		}
	}
	k = append(k[:0], 'I').ptr(t).u64(uint64(v))
	a, ok := c.lookupAttr(k)
	if !ok {
		a = c.storeAttr(k, &IntegerAttr{Type: t, Val: v})
	}
	if slot != nil {
		slot.Store(a.(*IntegerAttr))
	}
	return a.(*IntegerAttr), k
}

// smallIntAttrs bounds the values of Context.smallInts.
const smallIntAttrs = 64

// floatAttr interns a float attribute.
func (c *Context) floatAttr(k keyBuf, t *FloatType, bits [2]uint64) (*FloatAttr, keyBuf) {
	k = append(k[:0], 'F').ptr(Type(t)).u64(bits[0]).u64(bits[1])
	if a, ok := c.lookupAttr(k); ok {
		return a.(*FloatAttr), k
	}
	return c.storeAttr(k, &FloatAttr{Type: t, Bits: bits}).(*FloatAttr), k
}

// stringAttr interns an untyped string attribute given as its decoded bytes.
func (c *Context) stringAttr(k keyBuf, s []byte, t Type) (*StringAttr, keyBuf) {
	k = append(append(k[:0], 'S').ptr(t).u64(uint64(len(s))), s...)
	if a, ok := c.lookupAttr(k); ok {
		return a.(*StringAttr), k
	}
	return c.storeAttr(k, &StringAttr{Value: string(s), Type: t}).(*StringAttr), k
}

// denseArray interns array<elem: elems...>.
func (c *Context) denseArray(k keyBuf, elem Type, elems []Attribute) (*DenseArrayAttr, keyBuf) {
	k = append(k[:0], 'D').ptr(elem).u64(uint64(len(elems)))
	for _, e := range elems {
		k = k.ptr(e)
	}
	if a, ok := c.lookupAttr(k); ok {
		return a.(*DenseArrayAttr), k
	}
	var cp []Attribute
	if len(elems) > 0 {
		cp = append([]Attribute{}, elems...)
	}
	return c.storeAttr(k, &DenseArrayAttr{Elem: elem, Elems: cp}).(*DenseArrayAttr), k
}

// denseElements interns a DenseElementsAttr given its data bytes.
func (c *Context) denseElements(k keyBuf, t ShapedType, splat bool, data []byte) (*DenseElementsAttr, keyBuf) {
	k = append(k[:0], 'E').ptr(Type(t))
	if splat {
		k = append(k, 1)
	} else {
		k = append(k, 0)
	}
	k = append(k, data...)
	if a, ok := c.lookupAttr(k); ok {
		return a.(*DenseElementsAttr), k
	}
	return c.storeAttr(k, &DenseElementsAttr{Type: t, Splat: splat, Data: append([]byte{}, data...)}).(*DenseElementsAttr), k
}

// normalizeInt truncates v to width bits and extends it by signedness; ok is false
// when width > 64.
func normalizeInt(v int64, width int, unsigned bool) int64 {
	if width >= 64 || width <= 0 {
		if width <= 0 {
			return 0
		}
		return v
	}
	u := uint64(v) & (1<<uint(width) - 1)
	if !unsigned && u>>(uint(width)-1) == 1 {
		return int64(u | ^uint64(0)<<uint(width))
	}
	return int64(u)
}
