package llvmir

import (
	"hash/maphash"
	"unsafe"
)

// localTable maps the names of a function's named values to them. In a
// function of 200,000 values a lookup is dominated by cache misses, so the
// table is laid out for few of them: the entries are kept densely in the
// order of definition (most uses name a value defined shortly before, still
// in cache), and an open-addressing index with linear probing holds, per
// slot, an entry's number and its name's hash (8 bytes a slot, a small array
// that stays in the outer caches), so that a probe touches an entry only when
// the hashes agree. An entry keeps its name's first 8 bytes, so that
// comparing a short name does not load the name, and its value's type, so
// that checking a use's type does not load the instruction. Lookups by the
// bytes of a token allocate nothing. There is no deletion, and nothing
// iterates over the index, so its (randomly seeded) order never shows.
type localTable struct {
	slots   []localSlot // len is a power of two, or 0
	entries []localEntry
}

// localSlot is 0 when free, else the entry's number + 1 in the low half and
// the name's hash in the high half.
type localSlot uint64

type localEntry struct {
	pre  uint64 // the first 8 bytes of name, little-endian, zero-padded
	name string
	val  Value
	typ  Type // val.Type()
}

var localSeed = maphash.MakeSeed()

func namePrefix(s string) uint64 {
	var p uint64
	for i := 0; i < len(s) && i < 8; i++ {
		p |= uint64(s[i]) << (8 * i)
	}
	return p
}

func (e *localEntry) is(pre uint64, name string) bool {
	return e.pre == pre && len(e.name) == len(name) && (len(name) <= 8 || e.name[8:] == name[8:])
}

// reset empties the table and makes room for about hint names.
func (t *localTable) reset(hint int) {
	size := 64
	for size*7 < hint*8 {
		size *= 2
	}
	if len(t.slots) >= size && len(t.slots) <= 4*size {
		clear(t.slots)
	} else {
		t.slots = make([]localSlot, size)
	}
	clear(t.entries)
	if cap(t.entries) < hint || cap(t.entries) > 4*max(hint, 64) {
		t.entries = make([]localEntry, 0, hint)
	}
	t.entries = t.entries[:0]
}

func (t *localTable) get(name string) (Value, bool) {
	v, _, ok := t.getType(name)
	return v, ok
}

// getType is get that also returns the value's type.
func (t *localTable) getType(name string) (Value, Type, bool) {
	if len(t.entries) == 0 {
		return nil, nil, false
	}
	if _, e, _, _ := t.find(name); e >= 0 {
		return t.entries[e].val, t.entries[e].typ, true
	}
	return nil, nil, false
}

// getBytes is getType for the bytes of a name, without allocating it: the
// string viewing them does not outlive the call.
func (t *localTable) getBytes(name []byte) (Value, Type, bool) {
	return t.getType(unsafe.String(unsafe.SliceData(name), len(name)))
}

// insert adds name → v (v not nil) and reports whether name was new; an
// existing entry is left as it is.
func (t *localTable) insert(name string, v Value) bool {
	if len(t.slots) == 0 || 8*(len(t.entries)+1) > 7*len(t.slots) {
		t.grow()
	}
	if len(t.entries) >= 1<<32-1 {
		panic("localTable: too many names") // far beyond any memory limit
	}
	i, e, h, pre := t.find(name)
	if e >= 0 {
		return false
	}
	t.entries = append(t.entries, localEntry{pre: pre, name: name, val: v, typ: v.Type()})
	t.slots[i] = localSlot(h)<<32 | localSlot(len(t.entries))
	return true
}

// find probes the index (not empty) for name: it returns the slot holding
// name's entry and the entry's number, or the free slot where it would go and
// -1; with name's hash and prefix.
func (t *localTable) find(name string) (slot uint64, entry int, h uint32, pre uint64) {
	h = uint32(maphash.String(localSeed, name))
	pre = namePrefix(name)
	mask := uint64(len(t.slots) - 1)
	for i := uint64(h) & mask; ; i = (i + 1) & mask {
		s := t.slots[i]
		if s == 0 {
			return i, -1, h, pre
		}
		if uint32(s>>32) == h && t.entries[uint32(s)-1].is(pre, name) {
			return i, int(uint32(s) - 1), h, pre
		}
	}
}

func (t *localTable) grow() {
	old := t.slots
	t.slots = make([]localSlot, max(64, 2*len(old)))
	mask := uint64(len(t.slots) - 1)
	for _, s := range old {
		if s == 0 {
			continue
		}
		i := uint64(s>>32) & mask
		for t.slots[i] != 0 {
			i = (i + 1) & mask
		}
		t.slots[i] = s
	}
}

// touch loads the entry name would be found in first, if any, and returns a
// word of it for the caller to keep (see parser.touchOperands).
func (t *localTable) touch(name []byte) uint64 {
	if len(t.entries) == 0 {
		return 0
	}
	h := uint32(maphash.Bytes(localSeed, name))
	s := t.slots[uint64(h)&uint64(len(t.slots)-1)]
	if s != 0 && uint32(s>>32) == h {
		return t.entries[uint32(s)-1].pre
	}
	return uint64(s)
}
