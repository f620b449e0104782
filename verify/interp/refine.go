package interp

// Refinement (LangRef): a target value refines a source value when it is at least as
// defined and agrees wherever the source is defined. Per lane and per byte:
//
//	source poison   -> the target may be anything
//	source undef    -> the target may be any value but not poison
//	source defined  -> the target must be the same value; all NaNs of a type are
//	                   considered equal (LLVM does not fix NaN payloads)

// Refines reports whether tgt refines src, both of type t.
func Refines(t *Type, src, tgt Value) bool {
	if t.IsAgg() {
		if len(src.Elems) != len(tgt.Elems) {
			return false
		}
		for i := range src.Elems {
			if !Refines(t.ElemAt(i), src.Elems[i], tgt.Elems[i]) {
				return false
			}
		}
		return true
	}
	switch src.State {
	case Poison:
		return true
	case Undef:
		return tgt.State != Poison
	}
	if tgt.State != Defined {
		return false
	}
	if t.IsFloat() && floatIsNaN(t, src) {
		return floatIsNaN(t, tgt)
	}
	return equalValues(t, src, tgt)
}

// RefinesBytes reports whether the bytes of allocation tgt refine those of src,
// returning the first offset where they do not (or -1).
func RefinesBytes(src, tgt *Alloc) int64 {
	n := src.Size
	if tgt.Size != n {
		return 0
	}
	for i := int64(0); i < n; i++ {
		ss, ts := Defined, Defined
		if src.Shadow != nil {
			ss = src.Shadow[i]
		}
		if tgt.Shadow != nil {
			ts = tgt.Shadow[i]
		}
		switch ss {
		case Poison:
			continue
		case Undef:
			if ts == Poison {
				return i
			}
			continue
		}
		if ts != Defined || src.Data[i] != tgt.Data[i] {
			return i
		}
	}
	return -1
}
