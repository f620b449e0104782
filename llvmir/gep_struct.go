package llvmir

// structIndex returns the field number a getelementptr index selects in a
// struct, as StructType::indexValid accepts it: an i32 integer constant
// (zeroinitializer included), or a fixed vector of i32 that is a splat of
// one (every element the same integer; undef or poison elements break the
// splat). ok is false for anything else: another width, a scalable vector, a
// non-constant or a constant expression.
func structIndex(v Value) (k uint64, ok bool) {
	t := v.Type()
	if vt, isVec := t.(*VectorType); isVec {
		if vt.Scalable {
			return 0, false
		}
		t = vt.Elem
	}
	if it, isInt := t.(*IntType); !isInt || it.Bits != 32 {
		return 0, false
	}
	switch c := v.(type) {
	case *ConstInt:
		return c.Val, c.Big == nil
	case *ConstZero:
		return 0, true
	case *ConstSplat:
		return structIndex(c.Elem)
	case *ConstVector:
		for i, e := range c.Elems {
			ei, ok := e.(*ConstInt)
			if !ok || ei.Big != nil {
				return 0, false
			}
			if i == 0 {
				k = ei.Val
			} else if ei.Val != k {
				return 0, false
			}
		}
		return k, len(c.Elems) > 0
	}
	return 0, false
}
