package llvmir

import "sort"

// attrNumbering gives every distinct function, call-site and global attribute
// set the group number llvm-dis would give it: global variables first, then
// function attributes in function order, then call sites function by function.
// Identical sets share a number; unused groups disappear. For canonical input
// this reproduces the input's numbering.
type attrNumbering struct {
	ids     map[string]int
	groups  []string // group bodies, indexed by number
	scratch []byte
}

func (w *printer) numberAttrs() {
	n := &attrNumbering{ids: make(map[string]int)}
	w.an = n
	m := w.m
	for _, g := range m.Globals {
		n.slot(w, g.Attrs)
	}
	for _, f := range m.Funcs {
		n.slot(w, f.FnAttrs)
	}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if in.Call != nil {
					n.slot(w, in.Call.FnAttrs)
				}
			}
		}
	}
}

// flatten returns the attributes of s with its groups expanded, in LLVM order.
func (w *printer) flatten(s AttrSet) []Attr {
	if len(s.Groups) == 0 {
		return s.Attrs
	}
	// the groups' attributes come after the inline ones: LLParser merges
	// each group into the inline set, so a group's attribute of the same
	// kind replaces an inline one, and a later group's an earlier group's
	out := append([]Attr(nil), s.Attrs...)
	for _, id := range s.Groups {
		if g := w.m.AttrGroup(id); g != nil {
			out = append(out, g.Attrs.Attrs...)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return attrLess(&out[i], &out[j]) })
	// drop exact duplicates; a later attribute of a kind replaces an earlier one
	k := 0
	for i := range out {
		if k > 0 && out[k-1].Kind == out[i].Kind && out[k-1].IsString == out[i].IsString {
			out[k-1] = out[i]
			continue
		}
		out[k] = out[i]
		k++
	}
	return out[:k]
}

func (n *attrNumbering) key(w *printer, s AttrSet) string {
	attrs := w.flatten(s)
	saved := w.buf
	w.buf = n.scratch[:0]
	for i := range attrs {
		if i > 0 {
			w.c(' ')
		}
		w.attr(&attrs[i], true)
	}
	k := string(w.buf)
	n.scratch = w.buf
	w.buf = saved
	return k
}

func (n *attrNumbering) slot(w *printer, s AttrSet) int {
	if s.Empty() {
		return -1
	}
	k := n.key(w, s)
	if k == "" {
		return -1
	}
	if id, ok := n.ids[k]; ok {
		return id
	}
	id := len(n.groups)
	n.ids[k] = id
	n.groups = append(n.groups, k)
	return id
}

// groupRef prints " #N" for a function, call-site or global attribute set.
func (w *printer) groupRef(s AttrSet) {
	if id := w.an.slot(w, s); id >= 0 {
		w.s(" #")
		w.u(uint64(id))
	}
}

func (w *printer) attrGroups() {
	if len(w.an.groups) == 0 {
		return
	}
	w.c('\n')
	for id, body := range w.an.groups {
		w.s("attributes #")
		w.u(uint64(id))
		w.s(" = { ")
		w.s(body)
		w.s(" }\n")
	}
}
