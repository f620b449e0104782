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

// canonGEPIndices rewrites the indices of a getelementptr constant expression
// of vector type as ConstantExpr::getGetElementPtr does: a vector struct index
// becomes its splat value, and a scalar index of an array, a vector or the
// pointer becomes a splat of the result's length. The type checks have passed.
func (p *parser) canonGEPIndices(ce *ConstExpr) {
	rv, ok := ce.Typ.(*VectorType)
	if !ok {
		return
	}
	cur := ce.SrcElem
	for i := 1; i < len(ce.Ops); i++ {
		idx := ce.Ops[i]
		_, isVec := idx.Type().(*VectorType)
		st, isStruct := cur.(*StructType)
		switch {
		case i > 1 && isStruct:
			k, _ := structIndex(idx)
			if isVec {
				ce.Ops[i] = &ConstInt{Typ: p.m.IntType(32), Val: k}
			}
			cur = st.Fields[k]
			continue
		case !isVec:
			ce.Ops[i] = p.splatConst(rv, idx)
		}
		if i > 1 {
			switch t := cur.(type) {
			case *ArrayType:
				cur = t.Elem
			case *VectorType:
				cur = t.Elem
			}
		}
	}
}

// splatConst is ConstantVector::getSplat: c repeated to the length of v's
// type, as zeroinitializer, undef or poison when c is one of those.
func (p *parser) splatConst(v *VectorType, c Constant) Constant {
	vt := p.m.VectorType(v.Len, v.Scalable, c.Type())
	switch c.(type) {
	case *ConstUndef:
		return &ConstUndef{Typ: vt}
	case *ConstPoison:
		return &ConstPoison{Typ: vt}
	}
	if isNullConst(c) {
		return &ConstZero{Typ: vt}
	}
	return &ConstSplat{Typ: vt, Elem: c}
}
