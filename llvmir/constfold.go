package llvmir

import "math/big"

// Constant canonicalization and folding on creation.
//
// llvm-as-22 builds every constant through LLVM's uniquing constructors, which
// canonicalize and fold (DataLayout-independent folding, ConstantFold.cpp) the
// moment a constant is created; llvm-dis then prints the folded constant. Parse
// does the same: each constant expression goes through the folder below as it
// is parsed, inner operands first, so the module the printer and the importer
// see is the one LLVM's parser builds, wherever the constant stands (global
// initializers, aliases, instruction and PHI operands, metadata values). The
// rules, each checked against llvm-as-22 | llvm-dis-22 (corpus/cases/ll/constfold_*.ll):
//
// Canonical forms
//
//	zeroinitializer of an int, float or pointer    i32 zeroinitializer => i32 0; ptr zeroinitializer => ptr null
//	a vector of one repeated zero/undef/poison     <2 x i32> <i32 0, i32 0> => zeroinitializer
//	splat of zero, undef or poison                 splat (i32 undef) => undef
//	fixed splat of a non-int/FP element (printer)  <2 x ptr> splat (ptr @g) => <ptr @g, ptr @g>
//	scalable splat of a non-int/FP element (printer) splat (i64 ptrtoint (...)) => shufflevector (insertelement (poison, x, i64 0), poison, zeroinitializer)
//	an array or struct of zeros (any null field)   [2 x i32] [i32 0, i32 0] => zeroinitializer; { i32, ptr } { i32 0, ptr null } => zeroinitializer
//	a c"..." string of zero bytes                  [2 x i8] c"\00\00" => zeroinitializer
//	an array or struct all undef / all poison      [2 x i32] [i32 undef, i32 undef] => undef (mixed undef and poison stay)
//	an empty array is poison, an empty struct zero [0 x i32] [] => poison; {} {} => zeroinitializer
//	  and an empty string zero                     [0 x i8] c"" => zeroinitializer
//	the printer spells integer splats splat (...) and [N x i8] arrays of integers c"..." (printer.go)
//
// Casts (trunc, ptrtoint, ptrtoaddr, inttoptr, bitcast, addrspacecast)
//
//	cast of poison is poison                       trunc (i64 poison to i32) => poison
//	cast of undef is undef                         inttoptr (i64 undef to ptr) => undef
//	cast of the null value (not addrspacecast)     ptrtoint (ptr null to i64) => 0
//	trunc of an integer                            trunc (i64 300 to i8) => 44
//	bitcast to the same type is a no-op            bitcast (ptr @g to ptr) => @g
//	bitcast of an all-ones value                   bitcast (<2 x i32> splat (i32 -1) to i64) => -1
//	bitcast int <-> FP of the same width           bitcast (i32 1065353216 to float) => 1.0 (not ppc_fp128)
//	x86_fp80 bit patterns read as APFloat does     0xK029D42B64E76714244CB => 0xK7FFF42B64E76714244CB (unnormal: NaN);
//	                                               0xK0000C2B64E76714244CB => 0xK0001C2B64E76714244CB (pseudo-denormal)
//	bitcast of a scalar int/FP to a vector         bitcast (i64 5 to <2 x i32>) => bitcast (<1 x i64> splat (i64 5) to <2 x i32>)
//	trunc of trunc, trunc of ptrtoint              trunc (i64 ptrtoint (ptr @g to i64) to i8) => ptrtoint (ptr @g to i8)
//	bitcast of bitcast                             bitcast (double bitcast (i64 X to double) to <2 x float>) => bitcast (i64 X to <2 x float>)
//	addrspacecast of addrspacecast                 addrspacecast (addrspacecast (@g to AS1) to AS0) => @g
//	a no-op bitcast after trunc/ptrtoint/ptrtoaddr/inttoptr/addrspacecast is dropped (the rule above)
//	vector casts with equal element counts fold element by element (a splat once)
//	                                               trunc (<2 x i64> <i64 1, i64 257> to <2 x i8>) => splat (i8 1)
//	kept: inttoptr (ptrtoint ..), ptrtoint (inttoptr ..), trunc (ptrtoaddr ..), ptrtoint (addrspacecast ..),
//	      casts of globals (no DataLayout is used)
//
// Binary operators (add, sub, xor; flags never change the value, and are dropped when folding)
//
//	identity: add/xor with 0 either side, sub of 0 add (i64 ptrtoint (ptr @A to i64), i64 0) => ptrtoint (ptr @A to i64)
//	poison operand                                 add (i32 poison, i32 1) => poison
//	scalar undef operand                           add (i32 undef, i32 X) => undef; xor (undef, undef) => 0
//	integer arithmetic, wrapping                   add nuw (i32 -1, i32 1) => 0
//	constant int on the left of add/xor moves right add nuw (i64 5, i64 X) => add (i64 X, i64 5)
//	reassociation                                  add (add (X, 5), 7) => add (X, 12)
//	i1 add/sub is xor                              add (i1 X, i1 true) => xor (i1 X, i1 true)
//	fixed vectors fold element by element          add (<2 x i64> <X, Y>, <1, 2>) => <add (X, 1), add (Y, 2)>
//	scalable splats fold once                      add (splat (i64 3), splat (i64 4)) => splat (i64 7)
//
// getelementptr
//
//	no indices                                     getelementptr (i32, ptr @A) => @A
//	all indices zero or undef (no inrange)         getelementptr ([4 x i32], ptr @B, i64 0, i64 0) => @B
//	poison / undef base                            getelementptr (i8, ptr poison, i64 1) => poison
//	vector GEP: scalar sequential indices splat    getelementptr (i8, <2 x ptr> P, i64 1) => getelementptr (i8, <2 x ptr> P, <2 x i64> splat (i64 1))
//	vector struct indices become scalars           ({i32, i32}, ptr @s, <2 x i64> .., <2 x i32> splat (i32 1)) => .., i32 1)
//	kept: non-zero offsets, GEPs of null, no inbounds inference
//
// Vector element operations
//
//	extractelement of poison, or undef index       extractelement (<2 x i32> poison, i32 0) => poison
//	extractelement of undef                        => undef
//	out-of-range constant index (fixed vectors)    extractelement (<2 x i32> V, i32 5) => poison
//	element of a constant vector or splat          extractelement (<2 x i32> <i32 1, i32 2>, i32 1) => 2
//	  (of a scalable splat or zeroinitializer only below its minimum length; past it the expression stays)
//	of a vector GEP: the GEP of the elements       extractelement (getelementptr (i8, ptr @g, <2 x i64> <1, 2>), i32 0) => getelementptr (i8, ptr @g, i64 1)
//	of insertelement with a constant index         extractelement (insertelement (V, X, i64 0), i32 0) => X
//	insertelement: undef index => poison; null into zeroinitializer => zeroinitializer;
//	  constant index in range => the vector with the element replaced; out of range => poison
//	shufflevector: all-poison mask => poison; all-zero mask => zeroinitializer if element 0 is
//	  null, else a splat of element 0 for fixed vectors; a scalable one only when element 0 is
//	  undef/poison or in the splat form of an integer or FP over undef/poison operands:
//	  shufflevector (insertelement (<vscale x 2 x i32> poison, i32 5, i64 0), poison, zeroinitializer) => splat (i32 5)
//	  (other scalable ones stay, e.g. of splat (i32 3) or of an insertelement into a defined vector);
//	  fixed vectors => the vector of the selected elements (undef for poison mask elements)
//	elements that cannot be read directly become extractelement (V, i32 i) expressions
//	(bitcast and scalable-vector operands), as LLVM builds them.
//
// Rejected, with llvm-as-22's messages (parse_constexpr.go): the constant
// expressions LLVM 22 removed ("mul constexprs are no longer supported": mul,
// shl, and, or, lshr, ashr, the divisions and remainders, the FP operators,
// fneg, icmp, fcmp, select, extractvalue, insertvalue, and the casts zext, sext,
// fptrunc, fpext, fptoui, fptosi, uitofp, sitofp), even where they would fold,
// and type errors in the ones that remain; these are checked before folding.
//
// Folding is cheap on the common path: scalar literals never reach the folder,
// an aggregate literal is scanned once for its canonical form, and a constant
// expression is folded once, against operands that are already folded.

// folder builds folded constants with the module's types.
type folder struct{ m *Module }

// i32 is the i32 constant v, the index type of the extractelement expressions
// the folder builds.
func (f folder) i32(v uint64) *ConstInt { return &ConstInt{Typ: f.m.IntType(32), Val: v} }

// zeroOf is LLVM's Constant::getNullValue: 0, +0.0, null or zeroinitializer.
func zeroOf(t Type) Constant {
	switch t := t.(type) {
	case *IntType:
		c := &ConstInt{Typ: t}
		if t.Bits > 64 {
			setIntBig(c, new(big.Int))
		}
		return c
	case *FloatType:
		return &ConstFP{Typ: t}
	case *PointerType:
		return &ConstNull{Typ: t}
	}
	return &ConstZero{Typ: t}
}

// isPoisonC reports poison (LLVM's isa<PoisonValue>).
func isPoisonC(c Constant) bool { _, ok := c.(*ConstPoison); return ok }

// isUndefC reports undef or poison (LLVM's isa<UndefValue>).
func isUndefC(c Constant) bool {
	switch c.(type) {
	case *ConstUndef, *ConstPoison:
		return true
	}
	return false
}

// sameConst is the identity of uniqued LLVM constants for the scalars the
// folder compares; other constants are the same only when they are one object.
func sameConst(a, b Constant) bool {
	if a == b {
		return true
	}
	if a.Type() != b.Type() {
		return false
	}
	switch a.(type) {
	case *ConstInt, *ConstFP:
		return sameScalar(a, b)
	case *ConstNull:
		_, ok := b.(*ConstNull)
		return ok
	case *ConstUndef:
		_, ok := b.(*ConstUndef)
		return ok
	case *ConstPoison:
		_, ok := b.(*ConstPoison)
		return ok
	case *ConstZero:
		_, ok := b.(*ConstZero)
		return ok
	}
	return false
}

// vector is LLVM's ConstantVector::get: a vector of one repeated zero, undef or
// poison is that constant of the vector type.
func vector(vt *VectorType, elems []Constant) Constant {
	if len(elems) > 0 {
		e := elems[0]
		if isNullConst(e) || isUndefC(e) {
			all := true
			for _, x := range elems[1:] {
				if !sameConst(e, x) {
					all = false
					break
				}
			}
			if all {
				switch e.(type) {
				case *ConstPoison:
					return &ConstPoison{Typ: vt}
				case *ConstUndef:
					return &ConstUndef{Typ: vt}
				}
				return &ConstZero{Typ: vt}
			}
		}
	}
	return &ConstVector{Typ: vt, Elems: elems}
}

// splat is ConstantVector::getSplat.
func splat(vt *VectorType, e Constant) Constant {
	switch e.(type) {
	case *ConstPoison:
		return &ConstPoison{Typ: vt}
	case *ConstUndef:
		return &ConstUndef{Typ: vt}
	}
	if isNullConst(e) {
		return &ConstZero{Typ: vt}
	}
	return &ConstSplat{Typ: vt, Elem: e}
}

// splatValue is Constant::getSplatValue: the repeated element of a vector, or nil.
func splatValue(c Constant) Constant {
	switch c := c.(type) {
	case *ConstSplat:
		return c.Elem
	case *ConstZero:
		if vt, ok := c.Typ.(*VectorType); ok {
			return zeroOf(vt.Elem)
		}
	case *ConstVector:
		for _, e := range c.Elems[1:] {
			if !sameConst(c.Elems[0], e) {
				return nil
			}
		}
		return c.Elems[0]
	}
	return nil
}

// isAllOnes is Constant::isAllOnesValue.
func isAllOnes(c Constant) bool {
	switch c := c.(type) {
	case *ConstInt:
		if c.Big != nil {
			return c.Big.BitLen() == int(c.Typ.Bits) && new(big.Int).Add(c.Big, big.NewInt(1)).BitLen() == int(c.Typ.Bits)+1
		}
		return c.Val == truncBits(^uint64(0), c.Typ.Bits)
	case *ConstFP:
		bits := c.Typ.Kind.Bits()
		if bits <= 64 {
			return c.Bits == truncBits(^uint64(0), uint32(bits))
		}
		return c.Bits == ^uint64(0) && c.Hi == truncBits(^uint64(0), uint32(bits-64))
	case *ConstSplat, *ConstVector:
		if s := splatValue(c); s != nil {
			return isAllOnes(s)
		}
	}
	return false
}

// allOnes is Constant::getAllOnesValue for int, FP and vectors of them.
func allOnes(t Type) Constant {
	switch t := t.(type) {
	case *IntType:
		return intFromBig(t, big.NewInt(-1))
	case *FloatType:
		bits := t.Kind.Bits()
		if bits <= 64 {
			return &ConstFP{Typ: t, Bits: truncBits(^uint64(0), uint32(bits))}
		}
		return &ConstFP{Typ: t, Bits: ^uint64(0), Hi: truncBits(^uint64(0), uint32(bits-64))}
	case *VectorType:
		return splat(t, allOnes(t.Elem))
	}
	return nil
}

// intFromBig is the integer of type t with value b, wrapped to t's width.
func intFromBig(t *IntType, b *big.Int) *ConstInt {
	c := &ConstInt{Typ: t}
	setIntBig(c, b)
	return c
}

// bigOf is the value of c as a non-negative integer.
func bigOf(c *ConstInt) *big.Int {
	if c.Big != nil {
		return c.Big
	}
	return new(big.Int).SetUint64(c.Val)
}

// cast builds op (v to dt), folded.
func (f folder) cast(op Opcode, v Constant, dt Type) Constant {
	if r := f.foldCast(op, v, dt); r != nil {
		return r
	}
	return &ConstExpr{Op: op, Typ: dt, Ops: []Constant{v}}
}

// foldCast is ConstantFold's ConstantFoldCastInstruction: the folded constant,
// or nil to keep the cast expression.
func (f folder) foldCast(op Opcode, v Constant, dt Type) Constant {
	if op == OpBitCast && v.Type() == dt {
		return v
	}
	switch v.(type) {
	case *ConstPoison:
		return &ConstPoison{Typ: dt}
	case *ConstUndef:
		return &ConstUndef{Typ: dt}
	}
	if op != OpAddrSpaceCast && dt != X86AMX && isNullConst(v) {
		return zeroOf(dt)
	}
	if ce, ok := v.(*ConstExpr); ok && ce.Op.IsCast() {
		if nop := castPair(ce.Op, op, ce.Ops[0].Type(), ce.Typ, dt); nop != 0 {
			return f.cast(nop, ce.Ops[0], dt)
		}
	}
	sv, sVec := v.Type().(*VectorType)
	if dv, ok := dt.(*VectorType); ok && sVec && sv.Len == dv.Len && sv.Scalable == dv.Scalable {
		if s := splatValue(v); s != nil {
			return splat(dv, f.cast(op, s, dv.Elem))
		}
		if dv.Scalable {
			return nil
		}
		elems := make([]Constant, dv.Len)
		for i := range elems {
			elems[i] = f.cast(op, f.elem(v, uint64(i)), dv.Elem)
		}
		return vector(dv, elems)
	}
	switch op {
	case OpTrunc:
		if ci, ok := v.(*ConstInt); ok {
			return intFromBig(dt.(*IntType), bigOf(ci))
		}
	case OpBitCast:
		return f.foldBitCast(v, dt)
	}
	return nil
}

// castPair is CastInst::isEliminableCastPair without a DataLayout, for the
// casts a constant expression may hold: the opcode of (second (first x)) as
// one cast of x, or 0.
func castPair(first, second Opcode, src, mid, dst Type) Opcode {
	_, srcVec := src.(*VectorType)
	_, midVec := mid.(*VectorType)
	_, dstVec := dst.(*VectorType)
	if first == OpBitCast && second == OpBitCast {
		return OpBitCast
	}
	if first == OpBitCast && srcVec != midVec || second == OpBitCast && midVec != dstVec {
		return 0
	}
	switch {
	case first == OpTrunc && second == OpTrunc, first == OpPtrToInt && second == OpTrunc:
		return first
	case first == OpAddrSpaceCast && second == OpAddrSpaceCast:
		if ScalarType(src).(*PointerType).AddrSpace != ScalarType(dst).(*PointerType).AddrSpace {
			return OpAddrSpaceCast
		}
		return OpBitCast
	case second == OpBitCast:
		// a no-op bitcast after the first cast keeps the first cast
		switch first {
		case OpTrunc, OpPtrToInt, OpPtrToAddr:
			if _, ok := dst.(*IntType); ok && !srcVec {
				return first
			}
		case OpIntToPtr, OpAddrSpaceCast:
			return first
		}
	}
	return 0
}

// foldBitCast is ConstantFold's FoldBitCast.
func (f folder) foldBitCast(v Constant, dt Type) Constant {
	st := v.Type()
	if st == dt {
		return v
	}
	if isAllOnes(v) {
		return allOnes(dt)
	}
	_, sVec := st.(*VectorType)
	_, dVec := dt.(*VectorType)
	switch v := v.(type) {
	case *ConstInt:
		if dVec && !sVec {
			return f.cast(OpBitCast, vector(f.m.VectorType(1, false, st), []Constant{v}), dt)
		}
		ft, ok := dt.(*FloatType)
		if !ok || ft.Kind == PPCFP128 || ft.Kind.Bits() != int(v.Typ.Bits) {
			return nil
		}
		c := &ConstFP{Typ: ft, Bits: v.Val}
		if v.Big != nil {
			c.Hi = new(big.Int).Rsh(v.Big, 64).Uint64()
		}
		if ft.Kind == X86FP80 {
			c.Hi = canonX87(c.Hi, c.Bits)
		}
		return c
	case *ConstFP:
		if dVec && !sVec {
			return f.cast(OpBitCast, vector(f.m.VectorType(1, false, st), []Constant{v}), dt)
		}
		it, ok := dt.(*IntType)
		if v.Typ.Kind == PPCFP128 || !ok || int(it.Bits) != v.Typ.Kind.Bits() {
			return nil
		}
		if it.Bits <= 64 {
			return &ConstInt{Typ: it, Val: v.Bits}
		}
		b := new(big.Int).SetUint64(v.Hi)
		b.Lsh(b, 64).Or(b, new(big.Int).SetUint64(v.Bits))
		return intFromBig(it, b)
	}
	return nil
}

// binary builds op (a, b) with flags, folded (add, sub, xor).
func (f folder) binary(op Opcode, flags Flags, a, b Constant) Constant {
	if r := f.foldBinary(op, a, b); r != nil {
		return r
	}
	return &ConstExpr{Op: op, Typ: a.Type(), Flags: flags, Ops: []Constant{a, b}}
}

// foldBinary is ConstantFold's ConstantFoldBinaryInstruction for add, sub and
// xor: the folded constant, or nil to keep the expression.
func (f folder) foldBinary(op Opcode, c1, c2 Constant) Constant {
	commutative := op != OpSub
	if commutative && isNullConst(c1) {
		return c2
	}
	if isNullConst(c2) {
		return c1
	}
	t := c1.Type()
	if isPoisonC(c1) || isPoisonC(c2) {
		return &ConstPoison{Typ: t}
	}
	vt, isVec := t.(*VectorType)
	if (!isVec || vt.Scalable) && (isUndefC(c1) || isUndefC(c2)) {
		if op == OpXor && isUndefC(c1) && isUndefC(c2) {
			return zeroOf(t)
		}
		return &ConstUndef{Typ: t}
	}
	i1, ok1 := c1.(*ConstInt)
	i2, ok2 := c2.(*ConstInt)
	if ok1 && !ok2 && commutative {
		return f.binary(op, 0, c2, c1)
	}
	if ok1 && ok2 {
		it := i1.Typ
		if it.Bits <= 64 {
			var r uint64
			switch op {
			case OpAdd:
				r = i1.Val + i2.Val
			case OpSub:
				r = i1.Val - i2.Val
			default:
				r = i1.Val ^ i2.Val
			}
			return &ConstInt{Typ: it, Val: truncBits(r, it.Bits)}
		}
		a, b := bigOf(i1), bigOf(i2)
		r := new(big.Int)
		switch op {
		case OpAdd:
			r.Add(a, b)
		case OpSub:
			r.Sub(a, b)
		default:
			r.Xor(a, b)
		}
		return intFromBig(it, r)
	}
	if isVec {
		if s2 := splatValue(c2); s2 != nil {
			if s1 := splatValue(c1); s1 != nil {
				return splat(vt, f.binary(op, 0, s1, s2))
			}
		}
		if vt.Scalable {
			return nil
		}
		elems := make([]Constant, vt.Len)
		for i := range elems {
			elems[i] = f.binary(op, 0, f.elem(c1, uint64(i)), f.elem(c2, uint64(i)))
		}
		return vector(vt, elems)
	}
	if ce, ok := c1.(*ConstExpr); ok {
		if commutative && ce.Op == op {
			r := f.binary(op, 0, ce.Ops[1], c2)
			if rc, ok := r.(*ConstExpr); !ok || rc.Op != op {
				return f.binary(op, 0, ce.Ops[0], r)
			}
		}
	} else if _, ok := c2.(*ConstExpr); ok && commutative {
		return f.foldBinary(op, c2, c1)
	}
	if it, ok := t.(*IntType); ok && it.Bits == 1 && op != OpXor {
		return f.binary(OpXor, 0, c1, c2)
	}
	return nil
}

// gep folds the constant getelementptr ce (its Typ already computed), or
// returns it with its indices normalized.
func (f folder) gep(ce *ConstExpr) Constant {
	base, idx := ce.Ops[0], ce.Ops[1:]
	if len(idx) == 0 {
		return base
	}
	switch base.(type) {
	case *ConstPoison:
		return &ConstPoison{Typ: ce.Typ}
	case *ConstUndef:
		return &ConstUndef{Typ: ce.Typ}
	}
	rv, isVec := ce.Typ.(*VectorType)
	if ce.InRange == nil {
		noop := true
		for _, x := range idx {
			if !isNullConst(x) && !isUndefC(x) {
				noop = false
				break
			}
		}
		if noop {
			if _, bVec := base.Type().(*VectorType); isVec && !bVec {
				return splat(rv, base)
			}
			return base
		}
	}
	// Normalize the indices as ConstantExpr::getGetElementPtr does: struct
	// indices are scalars, sequential ones of a vector GEP are vectors.
	var cur Type
	for i, x := range idx {
		_, xVec := x.Type().(*VectorType)
		var st *StructType
		if i > 0 {
			st, _ = cur.(*StructType)
		}
		if st != nil && xVec {
			if s := splatValue(x); s != nil {
				idx[i] = s
			}
		} else if st == nil && isVec && !xVec {
			idx[i] = splat(f.m.VectorType(rv.Len, rv.Scalable, x.Type()), x)
		}
		if i == 0 {
			cur = ce.SrcElem
			continue
		}
		switch t := cur.(type) {
		case *StructType:
			n := uint64(len(t.Fields))
			if ci, ok := idx[i].(*ConstInt); ok && ci.Big == nil && ci.Val < n {
				cur = t.Fields[ci.Val]
			} else if n > 0 {
				cur = t.Fields[0]
			}
		case *ArrayType:
			cur = t.Elem
		case *VectorType:
			cur = t.Elem
		}
	}
	return ce
}

// elem is ConstantExpr::getExtractElement(v, i32 i) for an index i below the
// length of v's fixed vector type: an element of a constant vector is read
// without building the index constant.
func (f folder) elem(v Constant, i uint64) Constant {
	if cv, ok := v.(*ConstVector); ok {
		return cv.Elems[i]
	}
	return f.extractElement(v, f.i32(i))
}

// extractElement builds extractelement (v, idx), folded.
func (f folder) extractElement(v, idx Constant) Constant {
	if r := f.foldExtractElement(v, idx); r != nil {
		return r
	}
	return &ConstExpr{Op: OpExtractElement, Typ: v.Type().(*VectorType).Elem, Ops: []Constant{v, idx}}
}

// foldExtractElement is ConstantFold's ConstantFoldExtractElementInstruction:
// the folded element, or nil to keep the expression.
func (f folder) foldExtractElement(v, idx Constant) Constant {
	vt := v.Type().(*VectorType)
	if isPoisonC(v) || isUndefC(idx) {
		return &ConstPoison{Typ: vt.Elem}
	}
	if isUndefC(v) {
		return &ConstUndef{Typ: vt.Elem}
	}
	ci, ok := idx.(*ConstInt)
	if !ok {
		return nil
	}
	inRange := indexBelow(ci, vt.Len)
	if !vt.Scalable && !inRange {
		return &ConstPoison{Typ: vt.Elem}
	}
	n := ci.Val
	switch c := v.(type) {
	case *ConstExpr:
		switch c.Op {
		case OpGetElementPtr:
			g := &ConstExpr{Op: OpGetElementPtr, Flags: c.Flags, SrcElem: c.SrcElem, InRange: c.InRange, Typ: vt.Elem}
			g.Ops = make([]Constant, len(c.Ops))
			for i, o := range c.Ops {
				if _, ok := o.Type().(*VectorType); ok {
					o = f.extractElement(o, idx)
				}
				g.Ops[i] = o
			}
			return f.gep(g)
		case OpInsertElement:
			if ii, ok := c.Ops[2].(*ConstInt); ok {
				if bigOf(ii).Cmp(bigOf(ci)) == 0 {
					return c.Ops[1]
				}
				return f.extractElement(c.Ops[0], ci)
			}
		}
	case *ConstVector:
		return c.Elems[n]
	}
	// a splat or zeroinitializer read past the minimum length of a scalable
	// vector is kept, as LLVM's getAggregateElement keeps it
	if inRange {
		if s := splatValue(v); s != nil {
			return s
		}
	}
	return nil
}

// indexBelow reports whether the constant index ci is below n, at any width.
func indexBelow(ci *ConstInt, n uint64) bool {
	if ci.Big != nil {
		return ci.Big.IsUint64() && ci.Big.Uint64() < n
	}
	return ci.Val < n
}

// insertElement builds insertelement (v, e, idx), folded.
func (f folder) insertElement(v, e, idx Constant) Constant {
	if r := f.foldInsertElement(v, e, idx); r != nil {
		return r
	}
	return &ConstExpr{Op: OpInsertElement, Typ: v.Type(), Ops: []Constant{v, e, idx}}
}

// foldInsertElement is ConstantFold's ConstantFoldInsertElementInstruction:
// the folded vector, or nil to keep the expression.
func (f folder) foldInsertElement(v, e, idx Constant) Constant {
	vt := v.Type().(*VectorType)
	if isUndefC(idx) {
		return &ConstPoison{Typ: vt}
	}
	if _, ok := v.(*ConstZero); ok && isNullConst(e) {
		return v
	}
	ci, ok := idx.(*ConstInt)
	if !ok || vt.Scalable {
		return nil
	}
	if !indexBelow(ci, vt.Len) {
		return &ConstPoison{Typ: vt}
	}
	elems := make([]Constant, vt.Len)
	for i := range elems {
		if uint64(i) == ci.Val {
			elems[i] = e
		} else {
			elems[i] = f.elem(v, uint64(i))
		}
	}
	return vector(vt, elems)
}

// shuffleMaskOf reads a constant shufflevector mask: -1 for undef and poison.
func shuffleMaskOf(m Constant) []int64 {
	vt := m.Type().(*VectorType)
	out := make([]int64, vt.Len)
	get := func(e Constant) int64 {
		if ci, ok := e.(*ConstInt); ok {
			return int64(ci.Val)
		}
		return -1
	}
	switch m := m.(type) {
	case *ConstVector:
		for i, e := range m.Elems {
			out[i] = get(e)
		}
	case *ConstSplat:
		v := get(m.Elem)
		for i := range out {
			out[i] = v
		}
	case *ConstUndef, *ConstPoison:
		for i := range out {
			out[i] = -1
		}
	}
	return out
}

// shuffle folds the constant shufflevector ce (operands checked, Typ computed)
// as ConstantFoldShuffleVectorInstruction does, or returns ce.
func (f folder) shuffle(ce *ConstExpr) Constant {
	v1, v2 := ce.Ops[0], ce.Ops[1]
	rt := ce.Typ.(*VectorType)
	vt := v1.Type().(*VectorType)
	mask := shuffleMaskOf(ce.Ops[2])
	allPoison, allZero := true, true
	for _, x := range mask {
		if x != -1 {
			allPoison = false
		}
		if x != 0 {
			allZero = false
		}
	}
	if allPoison {
		return &ConstPoison{Typ: rt}
	}
	if allZero {
		e := f.elem(v1, 0)
		if isNullConst(e) {
			return &ConstZero{Typ: rt}
		}
		if !rt.Scalable || isScalarSplatShuffle(v1, v2, e) {
			return splat(rt, e)
		}
	}
	if vt.Scalable {
		return ce
	}
	n := int64(vt.Len)
	elems := make([]Constant, len(mask))
	for i, x := range mask {
		switch {
		case x == -1 || x >= 2*n:
			elems[i] = &ConstUndef{Typ: vt.Elem}
		case x >= n:
			elems[i] = f.elem(v2, uint64(x-n))
		default:
			elems[i] = f.elem(v1, uint64(x))
		}
	}
	return vector(rt, elems)
}

// isScalarSplatShuffle reports whether a scalable shufflevector with a zero
// mask over v1 and v2, whose element 0 is e, folds to a splat: e is undef or
// poison, or v1 inserts the integer or FP e at index 0 into undef or poison and
// v2 is undef or poison (the form LLVM reads back as an integer or FP splat).
// Any other scalable zero-mask shuffle of a non-null element stays an
// expression.
func isScalarSplatShuffle(v1, v2, e Constant) bool {
	switch e.(type) {
	case *ConstUndef, *ConstPoison:
		return true
	case *ConstInt, *ConstFP:
	default:
		return false
	}
	ie, ok := v1.(*ConstExpr)
	return ok && ie.Op == OpInsertElement && isUndefC(ie.Ops[0]) && isNullConst(ie.Ops[2]) && isUndefC(v2)
}

// foldElementOp folds a parsed extractelement, insertelement or shufflevector
// expression whose operands have the shapes the instruction needs; anything
// else is left for the checks to report.
func (p *parser) foldElementOp(ce *ConstExpr) Constant {
	f := folder{p.m}
	vt, ok := ce.Ops[0].Type().(*VectorType)
	if !ok {
		return ce
	}
	switch ce.Op {
	case OpExtractElement:
		if _, ok := ce.Ops[1].Type().(*IntType); ok {
			return f.extractElement(ce.Ops[0], ce.Ops[1])
		}
	case OpInsertElement:
		if _, ok := ce.Ops[2].Type().(*IntType); ok && ce.Ops[1].Type() == vt.Elem {
			return f.insertElement(ce.Ops[0], ce.Ops[1], ce.Ops[2])
		}
	case OpShuffleVector:
		mt, ok := ce.Ops[2].Type().(*VectorType)
		if ok && ce.Ops[1].Type() == vt && mt.Elem == p.m.IntType(32) && validShuffleMask(ce.Ops[2], 2*vt.Len, vt.Scalable) {
			return f.shuffle(ce)
		}
	}
	return ce
}

// splatExpanded prints a splat of an element that is not an integer or FP
// literal the way LLVM holds it: a fixed vector as its element list, a
// scalable one as shufflevector (insertelement (poison, x, i64 0), poison,
// zeroinitializer). It reports false for the splat (...) form.
func (w *printer) splatExpanded(c *ConstSplat) bool {
	switch c.Elem.(type) {
	case *ConstInt, *ConstFP:
		return false
	}
	if !c.Typ.Scalable {
		w.c('<')
		for i := uint64(0); i < c.Typ.Len; i++ {
			if i > 0 {
				w.s(", ")
			}
			w.operand(c.Elem, true)
		}
		w.c('>')
		return true
	}
	w.s("shufflevector (")
	w.typ(c.Typ)
	w.s(" insertelement (")
	w.typ(c.Typ)
	w.s(" poison, ")
	w.operand(c.Elem, true)
	w.s(", i64 0), ")
	w.typ(c.Typ)
	w.s(" poison, <vscale x ")
	w.u(c.Typ.Len)
	w.s(" x i32> zeroinitializer)")
	return true
}

// canonX87 is the sign and exponent of an x86_fp80 with significand lo as
// APFloat reads it: a pseudo-denormal (exponent 0, integer bit set) gets
// exponent 1, an unnormal (exponent neither 0 nor all ones, integer bit clear)
// is a NaN.
func canonX87(hi, lo uint64) uint64 {
	exp := hi & 0x7FFF
	switch {
	case exp == 0 && lo>>63 == 1:
		hi |= 1
	case exp != 0 && exp != 0x7FFF && lo>>63 == 0:
		hi |= 0x7FFF
	}
	return hi
}

// aggregate is ConstantArray/ConstantStruct/ConstantDataArray::get: an array,
// struct or string of zeros, all undef or all poison is that constant of its
// type; an empty array [] is poison, an empty string c"" and an empty struct
// zeroinitializer.
func aggregate(c Constant) Constant {
	var elems []Constant
	switch a := c.(type) {
	case *ConstArray:
		if len(a.Elems) == 0 {
			return &ConstPoison{Typ: a.Typ}
		}
		elems = a.Elems
	case *ConstStruct:
		if len(a.Fields) == 0 {
			return &ConstZero{Typ: a.Typ}
		}
		elems = a.Fields
	case *ConstString:
		// c"" is a string of no bytes, all of them zero: zeroinitializer
		if len(a.Data) == 0 || isNullConst(a) {
			return &ConstZero{Typ: a.Typ}
		}
		return c
	}
	switch aggregateKind(elems) {
	case "poison":
		return &ConstPoison{Typ: c.Type()}
	case "undef":
		return &ConstUndef{Typ: c.Type()}
	case "zeroinitializer":
		return &ConstZero{Typ: c.Type()}
	}
	return c
}
