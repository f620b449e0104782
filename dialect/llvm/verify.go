package llvm

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/ferry-ir/ferry/mlir"
)

// The verifier checks what MLIR's generated verifyInvariants checks (required
// attributes, operand and result counts and type constraints, type-equality
// traits), then the op's hand-written rules (verify_ops.go). Messages follow
// mlir-opt-22's; the core prefixes them with "'name' op ".

// typePred is a type constraint.
type typePred func(mlir.Type) bool

// constraintPred builds the predicate of a constraint summary such as "signless
// integer or LLVM dialect-compatible vector of signless integer". Unknown phrases
// accept every type (nil), so the verifier never rejects what it does not know.
// slotPred caches the result per slot.
func constraintPred(summary string) typePred {
	s := strings.TrimPrefix(summary, "variadic of ")
	if p, ok := containerPred(s); ok {
		return p
	}
	var alts []typePred
	for _, alt := range splitAlternatives(s) {
		p := phrasePred(alt)
		if p == nil {
			return nil
		}
		alts = append(alts, p)
	}
	if len(alts) == 0 {
		return nil
	}
	return anyOf(alts)
}

// anyOf is the predicate that holds when one of alts does.
func anyOf(alts []typePred) typePred {
	return func(t mlir.Type) bool {
		for _, a := range alts {
			if a(t) {
				return true
			}
		}
		return false
	}
}

// splitAlternatives splits "a or b or vector of c or d" at the top-level " or ",
// keeping "vector of x or y"... as MLIR summaries never nest alternatives inside
// "vector of", each " or " separates alternatives.
func splitAlternatives(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, " or ")
}

func isSignless(t mlir.Type) bool {
	it, ok := t.(*mlir.IntegerType)
	return ok && it.Signedness == mlir.Signless
}

func isLLVMFloat(t mlir.Type) bool {
	switch t := t.(type) {
	case *mlir.FloatType:
		switch t.Kind {
		case mlir.F16, mlir.BF16, mlir.F32, mlir.F64, mlir.F80, mlir.F128:
			return true
		}
	case *SimpleType:
		return t.Kind == "ppc_fp128"
	}
	return false
}

func isLLVMVector(t mlir.Type) (*mlir.VectorType, bool) {
	v, ok := t.(*mlir.VectorType)
	if !ok || len(v.Shape) != 1 || !IsCompatibleType(v) {
		return nil, false
	}
	return v, true
}

func phrasePred(p string) typePred {
	p = strings.TrimSpace(p)
	if elem, ok := strings.CutPrefix(p, "LLVM dialect-compatible vector of "); ok {
		ep := phrasePred(elem)
		if ep == nil {
			return nil
		}
		return func(t mlir.Type) bool {
			v, ok := isLLVMVector(t)
			return ok && ep(v.Elem)
		}
	}
	if bits, ok := strings.CutSuffix(p, "-bit signless integer"); ok {
		w, err := strconv.Atoi(bits)
		if err != nil {
			return nil
		}
		return func(t mlir.Type) bool {
			it, ok := t.(*mlir.IntegerType)
			return ok && it.Signedness == mlir.Signless && it.Width == w
		}
	}
	switch p {
	case "signless integer":
		return isSignless
	case "integer":
		return func(t mlir.Type) bool { _, ok := t.(*mlir.IntegerType); return ok }
	case "floating point LLVM type", "floating-point":
		return isLLVMFloat
	case "LLVM pointer type":
		return func(t mlir.Type) bool { _, ok := t.(*PointerType); return ok }
	case "LLVM pointer in address space 0":
		return func(t mlir.Type) bool { pt, ok := t.(*PointerType); return ok && pt.AddrSpace == 0 }
	case "LLVM dialect-compatible vector type":
		return func(t mlir.Type) bool { _, ok := isLLVMVector(t); return ok }
	case "LLVM dialect-compatible fixed-length vector type":
		return func(t mlir.Type) bool {
			v, ok := isLLVMVector(t)
			return ok && (len(v.Scalable) == 0 || !v.Scalable[0])
		}
	case "LLVM dialect-compatible type":
		return isCompatibleOuter
	case "primitive LLVM type":
		return func(t mlir.Type) bool { return isCompatibleOuter(t) && !isVoid(t) && !isFuncType(t) }
	case "LLVM-compatible non-aggregate type":
		return func(t mlir.Type) bool { return isCompatibleOuter(t) && !isAggregate(t) }
	case "LLVM token type":
		return func(t mlir.Type) bool { s, ok := t.(*SimpleType); return ok && s.Kind == "token" }
	case "LLVM aggregate type":
		return isAggregate
	case "LLVM type with size":
		return isLoadableType
	case "LLVM structure type":
		return func(t mlir.Type) bool { _, ok := t.(*StructType); return ok }
	case "any type":
		return func(mlir.Type) bool { return true }
	}
	return nil
}

func isAggregate(t mlir.Type) bool {
	switch t.(type) {
	case *StructType, *ArrayType:
		return true
	}
	return false
}

func isFuncType(t mlir.Type) bool { _, ok := t.(*FuncType); return ok }

// verifyOp is the Verify hook of every op of the dialect.
func verifyOp(s *OpSpec, op *mlir.Operation) error {
	if err := verifyCounts(s, op); err != nil {
		return err
	}
	// Required attributes, in declaration order (a missing property is not an
	// error here).
	for i := range s.Attrs {
		as := &s.Attrs[i]
		if as.Optional || as.Default != "" || as.Prop {
			continue
		}
		if op.Attr(as.Name) == nil {
			return fmt.Errorf("requires attribute '%s'", as.Name)
		}
	}
	// Present attributes against their constraints, in declaration order; the
	// search stops when every attribute the op holds has been seen.
	left := len(op.Props) + len(op.Attrs)
	for i := 0; i < len(s.Attrs) && left > 0; i++ {
		as := &s.Attrs[i]
		a := op.Attr(as.Name)
		if a == nil {
			continue
		}
		left--
		if !attrSatisfies(as, a) {
			return fmt.Errorf("attribute '%s' failed to satisfy constraint: %s", as.Name, as.Summary)
		}
	}
	v, err := getView(s, op)
	if err != nil {
		return err
	}
	defer v.release()
	if err := verifyConstraints(s, op, v); err != nil {
		return err
	}
	if err := verifyTypeTraits(s, v); err != nil {
		return err
	}
	if h := opVerifiers[s.Name]; h != nil {
		return h(op, v)
	}
	return nil
}

func verifyConstraints(s *OpSpec, op *mlir.Operation, v *opView) error {
	idx := 0
	for k := range s.Operands {
		vs := &s.Operands[k]
		pred := slotPred(vs)
		vals := v.slotValues(catOperands, k)
		if err := verifyOptionalGroup(vs, "operand", idx, len(vals)); err != nil {
			return err
		}
		for _, val := range vals {
			if pred != nil && !pred(val.Type) {
				return fmt.Errorf("operand #%d must be %s, but got '%s'", idx, vs.Constraint, val.Type)
			}
			idx++
		}
	}
	idx = 0
	for k := range s.Results {
		vs := &s.Results[k]
		pred := slotPred(vs)
		vals := v.slotValues(catResults, k)
		if err := verifyOptionalGroup(vs, "result", idx, len(vals)); err != nil {
			return err
		}
		for _, val := range vals {
			if pred != nil && !pred(val.Type) {
				return fmt.Errorf("result #%d must be %s, but got '%s'", idx, vs.Constraint, val.Type)
			}
			idx++
		}
	}
	return nil
}

// slotPreds caches constraintPred by slot (table rows do not move): verifying
// runs on several goroutines. Two may build the same predicate; either will do.
var slotPreds sync.Map // *ValueSpec -> typePred

func slotPred(vs *ValueSpec) typePred {
	if p, ok := slotPreds.Load(vs); ok {
		return p.(typePred)
	}
	p := constraintPred(vs.Constraint)
	slotPreds.Store(vs, p)
	return p
}

// valuesOf returns the operands or results of the slot named name.
func (v *opView) valuesOf(name string) []*mlir.Value {
	if vals, ok := v.operandSlot(name); ok {
		return vals
	}
	if vals, ok := v.resultSlot(name); ok {
		return vals
	}
	return nil
}

func verifyTypeTraits(s *OpSpec, v *opView) error {
	for _, tr := range s.Traits {
		switch tr.Kind {
		case "SameOperandsAndResultType":
			var first mlir.Type
			for _, list := range [2][]*mlir.Value{v.op.Operands, v.op.Results} {
				for _, val := range list {
					if first == nil {
						first = val.Type
					} else if val.Type != first {
						return fmt.Errorf("requires the same type for all operands and results")
					}
				}
			}
		case "SameOperandsAndResultElementType", "SameOperandsElementType":
			lists := [2][]*mlir.Value{v.op.Operands, nil}
			what := "operands"
			if tr.Kind == "SameOperandsAndResultElementType" {
				lists[1] = v.op.Results
				what = "operands and results"
			}
			var first mlir.Type
			for _, list := range lists {
				for _, val := range list {
					e := val.Type
					if sh, ok := e.(mlir.ShapedType); ok {
						e = sh.ElementType()
					}
					if first == nil {
						first = e
					} else if e != first {
						return fmt.Errorf("requires the same element type for all %s", what)
					}
				}
			}
		case "SameTypeOperands":
			for i := 1; i < len(v.op.Operands); i++ {
				if v.op.Operands[i].Type != v.op.Operands[0].Type {
					return fmt.Errorf("requires all operands to have the same type")
				}
			}
		case "AllTypesMatch":
			var first mlir.Type
			for _, n := range tr.Values {
				for _, val := range v.valuesOf(n) {
					if t := val.Type; first == nil {
						first = t
					} else if t != first {
						return fmt.Errorf("failed to verify that all of {%s} have same type", strings.Join(tr.Values, ", "))
					}
				}
			}
		case "PredOpTrait":
			if len(tr.Values) > 0 {
				if pred := predTraits[tr.Values[0]]; pred != nil && !pred(v) {
					return fmt.Errorf("failed to verify that %s", tr.Values[0])
				}
			}
		case "TypesMatchWith":
			lhs, rhs := v.valuesOf(tr.Values[0]), v.valuesOf(tr.Values[1])
			if len(lhs) != 1 || len(rhs) != 1 {
				continue
			}
			if !typesMatch(tr.Transformer, lhs[0].Type, rhs[0].Type) {
				return fmt.Errorf("failed to verify that %s", typesMatchSummary(tr))
			}
		}
	}
	return nil
}

// typesMatchSummary is the summary of a TypesMatchWith trait.
func typesMatchSummary(tr TraitSpec) string {
	if len(tr.Values) > 2 && tr.Values[2] != "" {
		return tr.Values[2]
	}
	switch {
	case strings.Contains(tr.Transformer, "getElementType()"):
		return "argument type matches vector element type"
	case tr.Transformer == "$_self":
		return tr.Values[1] + " type matches " + tr.Values[0] + " type"
	}
	return tr.Values[1] + " type matches " + tr.Values[0]
}

// scratchContext interns the types transformers build during verification; types
// print the same whatever context interned them.
var scratchContext = mlir.NewContext()

// typesMatch checks rhs against the TypesMatchWith transform of lhs, building the
// expected type in the context that interned rhs's parts (types are interned, so
// a type built from the same parts compares equal). Unknown transformers accept.
func typesMatch(tr string, lhs, rhs mlir.Type) bool {
	switch tr {
	case "$_self":
		return lhs == rhs
	case "getValAndBoolStructType($_self)":
		st, ok := rhs.(*StructType)
		if !ok || st.Identified || st.Packed || len(st.Body) != 2 || st.Body[0] != lhs {
			return false
		}
		i1, ok := st.Body[1].(*mlir.IntegerType)
		return ok && i1.Width == 1 && i1.Signedness == mlir.Signless
	}
	want := transformType(scratchContext, tr, lhs)
	if want == nil {
		return true
	}
	return sameType(want, rhs)
}

// sameType reports whether a and b, interned in possibly different contexts,
// are the same type: structurally for the builtin types transformers build, by
// their printed form otherwise.
func sameType(a, b mlir.Type) bool {
	if a == b {
		return true
	}
	switch a := a.(type) {
	case *mlir.IntegerType:
		bt, ok := b.(*mlir.IntegerType)
		return ok && a.Width == bt.Width && a.Signedness == bt.Signedness
	case *mlir.FloatType:
		bt, ok := b.(*mlir.FloatType)
		return ok && a.Kind == bt.Kind
	case *mlir.VectorType:
		bt, ok := b.(*mlir.VectorType)
		return ok && slices.Equal(a.Shape, bt.Shape) && slices.Equal(a.Scalable, bt.Scalable) && sameType(a.Elem, bt.Elem)
	}
	return a.String() == b.String()
}

// attrSatisfies checks an inherent attribute against its constraint, for the
// constraints whose meaning is fixed; others (and properties) are accepted.
func attrSatisfies(as *AttrSpec, a mlir.Attribute) bool {
	if as.Prop || as.Summary == "" {
		return true
	}
	intOfWidth := func(w int) bool {
		ia, ok := a.(*mlir.IntegerAttr)
		if !ok {
			return false
		}
		it, ok := ia.Type.(*mlir.IntegerType)
		return ok && it.Signedness == mlir.Signless && it.Width == w
	}
	switch as.Def {
	case "I1Attr", "BoolAttr":
		return intOfWidth(1)
	case "I8Attr":
		return intOfWidth(8)
	case "I16Attr":
		return intOfWidth(16)
	case "I32Attr":
		return intOfWidth(32)
	case "I64Attr":
		return intOfWidth(64)
	case "F64Attr":
		fa, ok := a.(*mlir.FloatAttr)
		return ok && fa.Type.Kind == mlir.F64
	case "StrAttr", "SymbolNameAttr":
		is, _ := isOfClass(a, "StringAttr")
		return is
	case "TypeAttrOf":
		// Every TypeAttrOf of the dialect (function_type, var_callee_type)
		// is TypeAttrOf<LLVM_FunctionType>.
		ta, ok := a.(*mlir.TypeAttr)
		return ok && isFuncType(ta.Type)
	case "UnitAttr", "TypeAttr", "FlatSymbolRefAttr", "ArrayAttr", "DenseI32ArrayAttr", "DenseI64ArrayAttr":
		is, _ := isOfClass(a, as.Def)
		return is
	case "I32ArrayAttr", "I64ArrayAttr":
		arr, ok := a.(*mlir.ArrayAttr)
		if !ok {
			return false
		}
		w := 32
		if as.Def == "I64ArrayAttr" {
			w = 64
		}
		for _, e := range arr.Elems {
			if ia, ok := e.(*mlir.IntegerAttr); !ok || !isSignless(ia.Type) || !isIntOfWidth(ia.Type, w) {
				return false
			}
		}
		return true
	case "LLVM_AliasScopeArrayAttr", "LLVM_AccessGroupArrayAttr", "LLVM_TBAATagArrayAttr", "DictArrayAttr", "FlatSymbolRefArrayAttr", "StrArrayAttr":
		arr, ok := a.(*mlir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if !arrayElemSatisfies(as.Def, e) {
				return false
			}
		}
		return true
	}
	if as.Enum != "" {
		e := Enum(as.Enum)
		if e == nil {
			return true
		}
		ia, ok := a.(*mlir.IntegerAttr)
		if !ok {
			// Enums wrapped in their own attribute (#llvm.linkage<...>).
			_, ok := a.(*Attr)
			return ok
		}
		if !intOfWidth(64) {
			return false
		}
		_, ok = e.Stringify(ia.Val)
		return ok
	}
	if cls := stripNS(as.Storage); concreteAttrClasses[cls] {
		return isAttrOfClass(a, cls)
	}
	return true
}

// arrayElemSatisfies checks one element of a typed array attribute constraint.
func arrayElemSatisfies(def string, e mlir.Attribute) bool {
	cls := ""
	switch def {
	case "DictArrayAttr":
		cls = "DictionaryAttr"
	case "FlatSymbolRefArrayAttr":
		cls = "FlatSymbolRefAttr"
	case "StrArrayAttr":
		cls = "StringAttr"
	}
	if cls != "" {
		is, _ := isOfClass(e, cls)
		return is
	}
	var want string
	switch def {
	case "LLVM_AliasScopeArrayAttr":
		want = "alias_scope"
	case "LLVM_AccessGroupArrayAttr":
		want = "access_group"
	case "LLVM_TBAATagArrayAttr":
		want = "tbaa_tag"
	}
	la, ok := e.(*Attr)
	return ok && la.Def.Mnemonic == want
}
