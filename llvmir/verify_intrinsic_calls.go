package llvmir

import "strings"

// The rules Verifier::visitIntrinsicCall adds for particular intrinsics,
// once a call's type matches the intrinsic's signature, each with
// llvm-as-22's message. intrinsicRules is keyed by the intrinsic's base name
// (Intrinsic.Name); a rule returns "" when the call is fine.
type intrinsicRule func(v *verifier, f *Function, in *Instruction, args []Value) string

var intrinsicRules map[string]intrinsicRule

func init() {
	intrinsicRules = map[string]intrinsicRule{
		"llvm.assume":                           assumeRule,
		"llvm.lifetime.start":                   lifetimeRule,
		"llvm.lifetime.end":                     lifetimeRule,
		"llvm.prefetch":                         prefetchRule,
		"llvm.vector.extract":                   vectorExtractRule,
		"llvm.vector.insert":                    vectorInsertRule,
		"llvm.is.fpclass":                       isFPClassRule,
		"llvm.threadlocal.address":              threadLocalAddressRule,
		"llvm.ptrmask":                          ptrmaskRule,
		"llvm.stackprotector":                   stackProtectorRule,
		"llvm.gcroot":                           gcRule,
		"llvm.gcread":                           gcRule,
		"llvm.gcwrite":                          gcRule,
		"llvm.localescape":                      localEscapeRule,
		"llvm.vector.splice.left":               spliceRule,
		"llvm.vector.splice.right":              spliceRule,
		"llvm.fptrunc.round":                    fptruncRoundRule,
		"llvm.get.active.lane.mask":             activeLaneMaskRule,
		"llvm.memcpy.element.unordered.atomic":  elementAtomicRule,
		"llvm.memmove.element.unordered.atomic": elementAtomicRule,
		"llvm.memset.element.unordered.atomic":  elementAtomicRule,
		"llvm.experimental.noalias.scope.decl":  noaliasScopeDeclRule,
		"llvm.matrix.transpose":                 matrixRule,
		"llvm.matrix.multiply":                  matrixRule,
	}
	for _, n := range []string{"smul.fix", "smul.fix.sat", "sdiv.fix", "sdiv.fix.sat"} {
		intrinsicRules["llvm."+n] = fixedPointRule(true)
	}
	for _, n := range []string{"umul.fix", "umul.fix.sat", "udiv.fix", "udiv.fix.sat"} {
		intrinsicRules["llvm."+n] = fixedPointRule(false)
	}
}

// intrinsicRuleFor returns the rule of an intrinsic, the constrained
// floating-point ones included, or nil.
func intrinsicRuleFor(it *Intrinsic) intrinsicRule {
	if r := intrinsicRules[it.Name]; r != nil {
		return r
	}
	if strings.HasPrefix(it.Name, "llvm.experimental.constrained.") {
		return constrainedRule
	}
	return nil
}

// invokableIntrinsics are the intrinsics an invoke may call (Verifier's
// visitInstruction); any other llvm.* callee of an invoke is an error.
var invokableIntrinsics = map[string]bool{
	"llvm.donothing": true, "llvm.experimental.patchpoint.void": true, "llvm.experimental.patchpoint": true,
	"llvm.experimental.gc.statepoint": true, "llvm.wasm.throw": true, "llvm.wasm.rethrow": true,
	"llvm.coro.resume": true, "llvm.coro.destroy": true, "llvm.coro.await.suspend.void": true,
	"llvm.coro.await.suspend.bool": true, "llvm.coro.await.suspend.handle": true,
}

// intrinsicTerminator checks an invoke or callbr of an llvm.* function.
func intrinsicTerminator(in *Instruction, callee *Function) string {
	switch in.Op {
	case OpInvoke:
		if it := LookupIntrinsic(callee.Name); it == nil || !invokableIntrinsics[it.Name] {
			return "Cannot invoke an intrinsic other than donothing, patchpoint, statepoint, coro_resume, coro_destroy, clang.arc.attachedcall or wasm.(re)throw"
		}
	case OpCallBr:
		if it := LookupIntrinsic(callee.Name); it == nil || it.Name != "llvm.amdgcn.kill" {
			return "Callbr currently only supports asm-goto and selected intrinsics"
		}
		// Blocks: the default destination, then the indirect ones
		if len(in.Blocks) != 2 {
			return "Callbr amdgcn_kill only supports one indirect dest"
		}
		if b := in.Blocks[1]; b == nil || len(b.Insts) == 0 || b.Insts[len(b.Insts)-1].Op != OpUnreachable {
			return "Callbr amdgcn_kill indirect dest needs to be unreachable"
		}
	}
	return ""
}

func constInt(v Value) (uint64, bool) {
	c, ok := v.(*ConstInt)
	if !ok || c.Big != nil {
		return 0, false
	}
	return c.Val, true
}

// stripCasts looks through pointer casts and all-zero GEPs as
// Value::stripPointerCasts does for the constant and instruction forms
// Ferry keeps.
func stripCasts(v Value) Value {
	zeroGEP := func(ops []Value) bool {
		for _, o := range ops[1:] {
			if c, ok := o.(*ConstInt); !ok || c.Val != 0 || c.Big != nil {
				if _, zero := o.(*ConstZero); !zero {
					return false
				}
			}
		}
		return true
	}
	for range 64 {
		var op Opcode
		var ops []Value
		switch x := v.(type) {
		case *Instruction:
			op, ops = x.Op, x.Ops
		case *ConstExpr:
			op = x.Op
			ops = make([]Value, len(x.Ops))
			for i, c := range x.Ops {
				ops[i] = c
			}
		default:
			return v
		}
		switch {
		case op == OpBitCast || op == OpAddrSpaceCast:
		case op == OpGetElementPtr && len(ops) > 0 && zeroGEP(ops):
		default:
			return v
		}
		v = ops[0]
	}
	return v
}

func isAlloca(v Value) bool {
	in, ok := v.(*Instruction)
	return ok && in.Op == OpAlloca
}

func lifetimeRule(_ *verifier, _ *Function, _ *Instruction, args []Value) string {
	if _, ok := args[0].(*ConstPoison); ok || isAlloca(args[0]) {
		return ""
	}
	return "llvm.lifetime.start/end can only be used on alloca or poison"
}

func prefetchRule(_ *verifier, _ *Function, _ *Instruction, args []Value) string {
	if rw, ok := constInt(args[1]); ok && rw > 1 {
		return "rw argument to llvm.prefetch must be 0-1"
	}
	if loc, ok := constInt(args[2]); ok && loc > 3 {
		return "locality argument to llvm.prefetch must be 0-3"
	}
	if ct, ok := constInt(args[3]); ok && ct > 1 {
		return "cache type argument to llvm.prefetch must be 0-1"
	}
	return ""
}

func vectorExtractRule(_ *verifier, _ *Function, in *Instruction, args []Value) string {
	res, ok1 := in.Typ.(*VectorType)
	vec, ok2 := args[0].Type().(*VectorType)
	idx, ok3 := constInt(args[1])
	if !ok1 || !ok2 || !ok3 {
		return ""
	}
	switch {
	case res.Elem != vec.Elem:
		return "vector_extract result must have the same element type as the input vector."
	case res.Len == 0 || idx%res.Len != 0:
		return "vector_extract index must be a constant multiple of the result type's known minimum vector length."
	case res.Scalable == vec.Scalable && (idx >= vec.Len || idx+res.Len > vec.Len):
		return "vector_extract would overrun."
	}
	return ""
}

func vectorInsertRule(_ *verifier, _ *Function, _ *Instruction, args []Value) string {
	vec, ok1 := args[0].Type().(*VectorType)
	sub, ok2 := args[1].Type().(*VectorType)
	idx, ok3 := constInt(args[2])
	if !ok1 || !ok2 || !ok3 {
		return ""
	}
	switch {
	case vec.Elem != sub.Elem:
		return "vector_insert parameters must have the same element type."
	case sub.Len == 0 || idx%sub.Len != 0:
		return "vector_insert index must be a constant multiple of the subvector's known minimum vector length."
	case vec.Scalable == sub.Scalable && (idx >= vec.Len || idx+sub.Len > vec.Len):
		return "subvector operand of vector_insert would overrun the vector being inserted into."
	}
	return ""
}

func fixedPointRule(signed bool) intrinsicRule {
	return func(_ *verifier, _ *Function, _ *Instruction, args []Value) string {
		it, ok := ScalarType(args[0].Type()).(*IntType)
		scale, ok2 := constInt(args[2])
		if !ok || !ok2 {
			return ""
		}
		if signed && scale >= uint64(it.Bits) {
			return "the scale of s[mul|div]_fix[_sat] must be less than the width of the operands"
		}
		if !signed && scale > uint64(it.Bits) {
			return "the scale of u[mul|div]_fix[_sat] must be less than or equal to the width of the operands"
		}
		return ""
	}
}

func isFPClassRule(_ *verifier, _ *Function, _ *Instruction, args []Value) string {
	if m, ok := constInt(args[1]); ok && m&^1023 != 0 {
		return "unsupported bits for llvm.is.fpclass test mask"
	}
	return ""
}

func threadLocalAddressRule(_ *verifier, _ *Function, _ *Instruction, args []Value) string {
	switch g := args[0].(type) {
	case *Global:
		if g.ThreadLocal == NotThreadLocal {
			return "llvm.threadlocal.address operand isThreadLocal() must be true"
		}
	case *Alias:
		if g.ThreadLocal == NotThreadLocal {
			return "llvm.threadlocal.address operand isThreadLocal() must be true"
		}
	case *Function, *IFunc:
		return "llvm.threadlocal.address operand isThreadLocal() must be true"
	default:
		return "llvm.threadlocal.address first argument must be a GlobalValue"
	}
	return ""
}

func ptrmaskRule(v *verifier, _ *Function, _ *Instruction, args []Value) string {
	p, ok := ScalarType(args[0].Type()).(*PointerType)
	m, ok2 := ScalarType(args[1].Type()).(*IntType)
	if ok && ok2 && m.Bits != v.aw.of(p.AddrSpace) {
		return "llvm.ptrmask intrinsic second argument bitwidth must match pointer index type size of first argument"
	}
	return ""
}

func stackProtectorRule(_ *verifier, _ *Function, _ *Instruction, args []Value) string {
	if !isAlloca(stripCasts(args[1])) {
		return "llvm.stackprotector parameter #2 must resolve to an alloca."
	}
	return ""
}

func gcRule(_ *verifier, f *Function, in *Instruction, args []Value) string {
	if callee, _ := in.Ops[0].(*Function); callee != nil && strings.HasPrefix(callee.Name, "llvm.gcroot") {
		a, ok := stripCasts(args[0]).(*Instruction)
		if !ok || a.Op != OpAlloca {
			return "llvm.gcroot parameter #1 must be an alloca."
		}
		if _, ok := args[1].(Constant); !ok {
			return "llvm.gcroot parameter #2 must be a constant."
		}
		if _, isPtr := a.ElemType.(*PointerType); !isPtr {
			if _, null := args[1].(*ConstNull); null {
				return "llvm.gcroot parameter #1 must either be a pointer alloca, or argument #2 must be a non-null constant."
			}
		}
	}
	if !f.HasGC {
		return "Enclosing function does not use GC."
	}
	return ""
}

func localEscapeRule(v *verifier, f *Function, in *Instruction, _ []Value) string {
	if in.Parent != f.Blocks[0] {
		return "llvm.localescape used outside of entry block"
	}
	return ""
}

func spliceRule(v *verifier, f *Function, in *Instruction, args []Value) string {
	vt, ok := in.Typ.(*VectorType)
	idx, ok2 := constInt(args[2])
	if !ok || !ok2 {
		return ""
	}
	n := vt.Len
	if vt.Scalable {
		if a := v.fnAttr(f.FnAttrs, "vscale_range"); a != nil {
			lo, _, _ := strings.Cut(a.Args, ",")
			var min uint64
			for _, c := range lo {
				min = min*10 + uint64(c-'0')
			}
			if min > 0 {
				n *= min
			}
		}
	}
	if callee, _ := in.Ops[0].(*Function); callee != nil && strings.HasPrefix(callee.Name, "llvm.vector.splice.right") {
		if idx > n {
			return "The splice index exceeds the range [0, VL] where VL is the known minimum number of elements in the vector. For scalable vectors the minimum number of elements is determined from vscale_range."
		}
		return ""
	}
	if idx >= n {
		return "The splice index exceeds the range [0, VL-1] where VL is the known minimum number of elements in the vector. For scalable vectors the minimum number of elements is determined from vscale_range."
	}
	return ""
}

// mdString returns the string of a metadata argument !"s".
func mdString(v Value) (string, bool) {
	mv, ok := v.(*MetadataValue)
	if !ok {
		return "", false
	}
	s, ok := mv.MD.(*MDString)
	if !ok {
		return "", false
	}
	return s.Value, true
}

var roundingModes = map[string]bool{
	"round.dynamic": true, "round.tonearest": true, "round.downward": true, "round.upward": true,
	"round.towardzero": true, "round.tonearestaway": true,
}

func fptruncRoundRule(_ *verifier, _ *Function, _ *Instruction, args []Value) string {
	s, ok := mdString(args[1])
	if !ok {
		return "invalid value for llvm.fptrunc.round metadata operand (the operand should be a string)"
	}
	if !roundingModes[s] || s == "round.dynamic" {
		return "unsupported rounding mode argument"
	}
	return ""
}

// constrainedRule checks the metadata arguments of a constrained
// floating-point intrinsic: the last is the exception behavior; the one
// before it, when it is metadata too, the rounding mode.
func constrainedRule(_ *verifier, _ *Function, _ *Instruction, args []Value) string {
	n := len(args)
	if n == 0 {
		return ""
	}
	if _, ok := args[n-1].(*MetadataValue); !ok {
		return ""
	}
	if s, ok := mdString(args[n-1]); !ok || (s != "fpexcept.ignore" && s != "fpexcept.maytrap" && s != "fpexcept.strict") {
		return "invalid exception behavior argument"
	}
	if n >= 2 {
		if _, ok := args[n-2].(*MetadataValue); ok {
			if s, ok := mdString(args[n-2]); !ok || !roundingModes[s] {
				return "invalid rounding mode argument"
			}
		}
	}
	return ""
}

func activeLaneMaskRule(_ *verifier, _ *Function, in *Instruction, _ []Value) string {
	vt, ok := in.Typ.(*VectorType)
	if !ok {
		return "get_active_lane_mask: must return a vector"
	}
	if it, ok := vt.Elem.(*IntType); !ok || it.Bits != 1 {
		return "get_active_lane_mask: element type is not i1"
	}
	return ""
}

func elementAtomicRule(v *verifier, _ *Function, in *Instruction, args []Value) string {
	es, ok := constInt(args[len(args)-1])
	if !ok {
		return ""
	}
	if es == 0 || es&(es-1) != 0 {
		return "element size of the element-wise atomic memory intrinsic must be a power of 2"
	}
	align := func(i int) uint64 {
		if i < len(in.Call.ParamAttrs) {
			for _, a := range in.Call.ParamAttrs[i].Attrs {
				if a.Kind == "align" {
					return a.Int
				}
			}
			for _, g := range in.Call.ParamAttrs[i].Groups {
				if ag := v.m.AttrGroup(g); ag != nil {
					if a := ag.Attrs.Get("align"); a != nil {
						return a.Int
					}
				}
			}
		}
		return 0
	}
	if align(0) < es {
		return "incorrect alignment of the destination argument"
	}
	callee, _ := in.Ops[0].(*Function)
	if callee != nil && !strings.HasPrefix(callee.Name, "llvm.memset.") && align(1) < es {
		return "incorrect alignment of the source argument"
	}
	return ""
}

func noaliasScopeDeclRule(_ *verifier, _ *Function, _ *Instruction, args []Value) string {
	mv, ok := args[0].(*MetadataValue)
	if !ok {
		return ""
	}
	n, ok := mv.MD.(*MDNode)
	if !ok {
		return "!id.scope.list must point to an MDNode"
	}
	if len(n.Ops) != 1 {
		return "!id.scope.list must point to a list with a single scope"
	}
	scope, ok := n.Ops[0].(*MDNode)
	if !ok {
		return ""
	}
	return aliasScopeMessage(scope)
}

// aliasScopeMessage checks an alias scope node as the verifier's
// visitAliasScopeMetadata: !{self or name, domain[, name]}, the domain
// !{self or name[, name]}.
func aliasScopeMessage(s *MDNode) string {
	isString := func(m Metadata) bool { _, ok := m.(*MDString); return ok }
	if len(s.Ops) < 2 || len(s.Ops) > 3 {
		return "scope must have two or three operands"
	}
	if s.Ops[0] != Metadata(s) && !isString(s.Ops[0]) {
		return "first scope operand must be self-referential or string"
	}
	if len(s.Ops) == 3 && !isString(s.Ops[2]) {
		return "third scope operand must be string (if used)"
	}
	d, ok := s.Ops[1].(*MDNode)
	if !ok {
		return "second scope operand must be MDNode"
	}
	if len(d.Ops) < 1 || len(d.Ops) > 2 {
		return "domain must have one or two operands"
	}
	if d.Ops[0] != Metadata(d) && !isString(d.Ops[0]) {
		return "first domain operand must be self-referential or string"
	}
	if len(d.Ops) == 2 && !isString(d.Ops[1]) {
		return "second domain operand must be string (if used)"
	}
	return ""
}

func matrixRule(_ *verifier, _ *Function, in *Instruction, args []Value) string {
	res, ok := in.Typ.(*VectorType)
	if !ok {
		return ""
	}
	var rows, cols uint64
	var elem0, elem1 Type
	callee, _ := in.Ops[0].(*Function)
	if callee != nil && strings.HasPrefix(callee.Name, "llvm.matrix.multiply") {
		m, ok1 := constInt(args[2])
		n, ok2 := constInt(args[3])
		k, ok3 := constInt(args[4])
		a, ok4 := args[0].Type().(*VectorType)
		b, ok5 := args[1].Type().(*VectorType)
		if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 {
			return ""
		}
		if a.Len != m*n {
			return "First argument of a matrix operation does not match specified shape!"
		}
		if b.Len != n*k {
			return "Second argument of a matrix operation does not match specified shape!"
		}
		rows, cols, elem0, elem1 = m, k, a.Elem, b.Elem
	} else {
		r, ok1 := constInt(args[1])
		c, ok2 := constInt(args[2])
		a, ok3 := args[0].Type().(*VectorType)
		if !ok1 || !ok2 || !ok3 {
			return ""
		}
		rows, cols, elem0 = r, c, a.Elem
	}
	switch res.Elem.(type) {
	case *IntType, *FloatType:
	default:
		return "Result type must be an integer or floating-point type!"
	}
	if elem0 != nil && res.Elem != elem0 {
		return "Vector element type mismatch of the result and first operand vector!"
	}
	if elem1 != nil && res.Elem != elem1 {
		return "Vector element type mismatch of the result and second operand vector!"
	}
	if res.Len != rows*cols {
		return "Result of a matrix operation does not fit in the returned vector!"
	}
	return ""
}

// intAttrKinds are the integer attributes of Attributes.td (IntAttr).
var intAttrKinds = map[string]bool{
	"align": true, "allockind": true, "allocsize": true, "dereferenceable": true,
	"dereferenceable_or_null": true, "memory": true, "nofpclass": true, "captures": true,
	"alignstack": true, "uwtable": true, "vscale_range": true,
}

// assumeRule checks the operand bundles of llvm.assume: each names an
// attribute (or is "ignore" or "separate_storage") and takes the arguments
// that attribute takes.
func assumeRule(_ *verifier, _ *Function, in *Instruction, _ []Value) string {
	isPtr := func(v Value) bool { _, ok := v.Type().(*PointerType); return ok }
	isInt := func(v Value) bool { _, ok := v.Type().(*IntType); return ok }
	for _, b := range in.Call.Bundles {
		args := b.Inputs
		n := len(args)
		if b.Tag == "separate_storage" {
			if n != 2 {
				return "separate_storage assumptions should have 2 arguments"
			}
			if !isPtr(args[0]) || !isPtr(args[1]) {
				return "arguments to separate_storage assumptions should be pointers"
			}
			continue
		}
		_, known := attrRank[b.Tag]
		if b.Tag != "ignore" && !known {
			return "tags must be valid attribute names"
		}
		switch b.Tag {
		case "align":
			if n < 2 || n > 3 {
				return "alignment assumptions should have 2 or 3 arguments"
			}
			if !isPtr(args[0]) {
				return "first argument should be a pointer"
			}
			if !isInt(args[1]) {
				return "second argument should be an integer"
			}
			if n == 3 && !isInt(args[2]) {
				return "third argument should be an integer if present"
			}
			continue
		case "dereferenceable":
			if n != 2 {
				return "dereferenceable assumptions should have 2 arguments"
			}
			if !isPtr(args[0]) {
				return "first argument should be a pointer"
			}
			if !isInt(args[1]) {
				return "second argument should be an integer"
			}
			continue
		}
		if n > 2 {
			return "too many arguments"
		}
		if !known {
			return "" // "ignore" ends the walk
		}
		switch ap := attrApplies[b.Tag]; {
		case intAttrKinds[b.Tag]:
			if n != 2 {
				return "this attribute should have 2 arguments"
			}
			if _, ok := args[1].(*ConstInt); !ok {
				return "the second argument should be a constant integral value"
			}
		case ap&attrParam != 0:
			if n != 1 {
				return "this attribute should have one argument"
			}
		case ap&attrFn != 0:
			if n != 0 {
				return "this attribute has no argument"
			}
		}
	}
	return ""
}
