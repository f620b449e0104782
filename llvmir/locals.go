package llvmir

import (
	"hash/maphash"
	"unsafe"
)

// localTable maps the names of a function's named values to them. It is an
// open-addressing table with linear probing that keeps each name's full hash
// next to it: in a function of 200,000 values, a lookup in a Go map touches
// the control word, the key and the key's bytes in three places, while here a
// probe usually reads one entry and compares the name only when the hashes
// agree, and an entry keeps its value's type, so that checking a use's type
// does not load the instruction. Lookups by the bytes of a token allocate
// nothing. There is no
// deletion, and nothing iterates over the table, so its (randomly seeded)
// layout never shows in the output.
type localTable struct {
	entries []localEntry // len is a power of two, or 0
	n       int
}

type localEntry struct {
	name *byte // the name's bytes (a string split in two to pack the entry)
	n    uint32
	hash uint32
	val  Value // nil: free
	typ  Type  // val.Type()
}

func (e *localEntry) is(h uint32, name string) bool {
	return e.hash == h && unsafe.String(e.name, e.n) == name
}

var localSeed = maphash.MakeSeed()

// reset empties the table and makes room for about hint names.
func (t *localTable) reset(hint int) {
	size := 64
	for size < hint {
		size *= 2
	}
	if len(t.entries) >= size && len(t.entries) <= 4*size {
		clear(t.entries)
	} else {
		t.entries = make([]localEntry, size)
	}
	t.n = 0
}

func (t *localTable) get(name string) (Value, bool) {
	v, _, ok := t.getType(name)
	return v, ok
}

// getType is get that also returns the value's type.
func (t *localTable) getType(name string) (Value, Type, bool) {
	if t.n == 0 {
		return nil, nil, false
	}
	h := uint32(maphash.String(localSeed, name))
	mask := uint64(len(t.entries) - 1)
	for i := uint64(h) & mask; ; i = (i + 1) & mask {
		e := &t.entries[i]
		if e.val == nil {
			return nil, nil, false
		}
		if e.is(h, name) {
			return e.val, e.typ, true
		}
	}
}

// getBytes is getType for the bytes of a name, without allocating it: the
// string viewing them does not outlive the call.
func (t *localTable) getBytes(name []byte) (Value, Type, bool) {
	return t.getType(unsafe.String(unsafe.SliceData(name), len(name)))
}

// insert adds name → v (v not nil) and reports whether name was new; an
// existing entry is left as it is.
func (t *localTable) insert(name string, v Value) bool {
	if len(t.entries) == 0 || 8*(t.n+1) > 7*len(t.entries) {
		t.grow()
	}
	h := uint32(maphash.String(localSeed, name))
	mask := uint64(len(t.entries) - 1)
	for i := uint64(h) & mask; ; i = (i + 1) & mask {
		e := &t.entries[i]
		if e.val == nil {
			*e = localEntry{name: unsafe.StringData(name), n: uint32(len(name)), hash: h, val: v, typ: v.Type()}
			t.n++
			return true
		}
		if e.is(h, name) {
			return false
		}
	}
}

func (t *localTable) grow() {
	old := t.entries
	t.entries = make([]localEntry, max(64, 2*len(old)))
	mask := uint64(len(t.entries) - 1)
	for _, e := range old {
		if e.val == nil {
			continue
		}
		i := uint64(e.hash) & mask
		for t.entries[i].val != nil {
			i = (i + 1) & mask
		}
		t.entries[i] = e
	}
}
