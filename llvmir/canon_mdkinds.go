package llvmir

import "sort"

// Attachment order as llvm-dis-22 prints it: an instruction keeps one
// attachment per kind (the last written), a global or function keeps them all;
// either lists them by kind number, stably. The kinds LLVM fixes have their
// numbers (mdFixedKinds); the others are numbered as llvm-as first met them in
// the text, after the fixed ones.

// mdFixedKinds are LLVM 22's fixed metadata kinds, in kind-number order.
var mdFixedKinds = []string{"dbg", "tbaa", "prof", "fpmath", "range", "tbaa.struct",
	"invariant.load", "alias.scope", "noalias", "nontemporal", "llvm.mem.parallel_loop_access",
	"nonnull", "dereferenceable", "dereferenceable_or_null", "make.implicit", "unpredictable",
	"invariant.group", "align", "llvm.loop", "type", "section_prefix", "absolute_symbol",
	"associated", "callees", "irr_loop", "llvm.access.group", "callback",
	"llvm.preserve.access.index", "vcall_visibility", "noundef", "annotation", "nosanitize",
	"func_sanitize", "exclude", "memprof", "callsite", "kcfi_type", "pcsections", "DIAssignID",
	"coro.outside.frame", "mmra", "noalias.addrspace", "callee_type", "nofree", "captures",
	"alloc_token", "implicit.ref"}

// sortAttachments puts every attachment list of m in llvm-dis's order.
func sortAttachments(m *Module) {
	var rank map[string]int
	kindOf := func(k string) int {
		if rank == nil {
			rank = make(map[string]int, len(mdFixedKinds)+8)
			for i, name := range mdFixedKinds {
				rank[name] = i
			}
		}
		r, ok := rank[k]
		if !ok {
			r = len(rank)
			rank[k] = r
		}
		return r
	}
	sortList := func(mds []MDAttachment, unique bool) []MDAttachment {
		if len(mds) == 0 {
			return mds
		}
		for _, a := range mds {
			kindOf(a.Kind) // register in text order
		}
		if len(mds) == 1 {
			return mds
		}
		if unique {
			// the last attachment of a kind wins, at the place of the first
			out := mds[:0:0]
			for i, a := range mds {
				dup := false
				for j := range out {
					if out[j].Kind == a.Kind {
						out[j] = a
						dup = true
					}
				}
				if !dup {
					out = append(out, mds[i])
				}
			}
			mds = out
		}
		sort.SliceStable(mds, func(i, j int) bool { return kindOf(mds[i].Kind) < kindOf(mds[j].Kind) })
		return mds
	}
	// globals and functions in text order, so custom kinds are met in order
	gi, fi := 0, 0
	for gi < len(m.Globals) || fi < len(m.Funcs) {
		if fi == len(m.Funcs) || gi < len(m.Globals) && m.Globals[gi].off < m.Funcs[fi].off {
			g := m.Globals[gi]
			g.MD = sortList(g.MD, false)
			gi++
			continue
		}
		f := m.Funcs[fi]
		f.MD = sortList(f.MD, false)
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				in.MD = sortList(in.MD, true)
			}
		}
		fi++
	}
}
