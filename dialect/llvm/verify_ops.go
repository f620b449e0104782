package llvm

import (
	"fmt"
	"strings"

	"github.com/ferry-ir/ferry/mlir"
)

// Hand-written verifiers, written in Go from the rules the op descriptions and
// mlir-opt-22's behaviour document. Messages follow mlir-opt-22's.
var opVerifiers = map[string]func(op *mlir.Operation, v *opView) error{
	"llvm.extractvalue":  verifyExtractValue,
	"llvm.insertvalue":   verifyInsertValue,
	"llvm.shufflevector": verifyShuffle,
	"llvm.getelementptr": verifyGEP,
	"llvm.alloca":        verifyAlloca,
	"llvm.load":          verifyLoad,
	"llvm.store":         verifyStore,
	"llvm.return":        verifyReturn,
	"llvm.func":          verifyFunc,
	"llvm.mlir.global":   verifyGlobal,
	"llvm.switch":        verifySwitch,
	"llvm.call":          verifyOperandBundles,
	"llvm.mlir.constant": verifyConstant,
	"llvm.inline_asm":    verifyInlineAsm,
	"llvm.mlir.zero":     verifyZero,
}

func verifyExtractValue(op *mlir.Operation, v *opView) error {
	pos, _ := denseI32(op.Attr("position"))
	t, err := positionType(op.Operands[0].Type, pos)
	if err != nil {
		return err
	}
	if t != op.Results[0].Type {
		return mlirMessage("Type mismatch: extracting from '%s' should produce '%s' but this op returns '%s'", op.Operands[0].Type, t, op.Results[0].Type)
	}
	return nil
}

func verifyInsertValue(op *mlir.Operation, v *opView) error {
	pos, _ := denseI32(op.Attr("position"))
	t, err := positionType(op.Operands[0].Type, pos)
	if err != nil {
		return err
	}
	if t != op.Operands[1].Type {
		return mlirMessage("Type mismatch: cannot insert '%s' into '%s'", op.Operands[1].Type, op.Operands[0].Type)
	}
	return nil
}

// verifyShuffle: a scalable vector can only be splat (an all-zero mask). MLIR
// checks nothing else (the result type is inferred by the custom syntax).
func verifyShuffle(op *mlir.Operation, v *opView) error {
	mask, _ := denseI32(op.Attr("mask"))
	if vt, ok := op.Operands[0].Type.(*mlir.VectorType); ok && scalableDim(vt, 0) {
		for _, m := range mask {
			if m != 0 {
				return fmt.Errorf("expected a splat operation for scalable vectors")
			}
		}
	}
	return nil
}

// gepInboundsFlag is GEPNoWrapFlags' inbounds_flag alone, which only
// `inbounds` (inbounds_flag | nusw) may carry.
const gepInboundsFlag = 1

func verifyGEP(op *mlir.Operation, v *opView) error {
	raw, _ := denseI32(op.Attr("rawConstantIndices"))
	dyn := 0
	for _, r := range raw {
		if r == kDynamicIndex {
			dyn++
		}
	}
	if dyn != len(v.operands("dynamicIndices")) {
		return fmt.Errorf("expected as many dynamic indices as specified in 'rawConstantIndices'")
	}
	if intOf(op.Attr("noWrapFlags")) == gepInboundsFlag {
		return mlirMessage("'inbounds_flag' cannot be used directly.") // MLIR's full stop
	}
	ta, _ := op.Attr("elem_type").(*mlir.TypeAttr)
	if ta == nil {
		return nil
	}
	// Walk the indices after the first through the element type.
	t := ta.Type
	for i := 1; i < len(raw); i++ {
		switch a := t.(type) {
		case *StructType:
			if raw[i] == kDynamicIndex {
				return fmt.Errorf("expected index %d indexing a struct to be constant", i)
			}
			if raw[i] < 0 || int(raw[i]) >= len(a.Body) {
				return fmt.Errorf("index %d indexing a struct is out of bounds", i)
			}
			t = a.Body[raw[i]]
		case *ArrayType:
			t = a.Elem
		case *mlir.VectorType:
			t = a.Elem
		default:
			return fmt.Errorf("type %s cannot be indexed (index #%d)", t, i)
		}
	}
	return nil
}

func verifyAlloca(op *mlir.Operation, v *opView) error {
	if ta, ok := op.Attr("elem_type").(*mlir.TypeAttr); ok {
		if te, ok := ta.Type.(*TargetExtType); ok && !te.supportsMemOps() {
			return fmt.Errorf("this target extension type cannot be used in alloca")
		}
	}
	return nil
}

// isLoadableType is MLIR's "LLVM type with size" (LLVM_LoadableType): an LLVM
// type other than void, a function, an opaque struct or a target extension type
// without memory operations. Tokens, labels and metadata pass, as in MLIR 22.
func isLoadableType(t mlir.Type) bool {
	switch t := t.(type) {
	case *SimpleType:
		return t.Kind != "void"
	case *FuncType:
		return false
	case *StructType:
		return !t.Opaque
	case *TargetExtType:
		return t.supportsMemOps()
	}
	return IsCompatibleType(t)
}

// supportsMemOps: the target extension types MLIR 22 allows in alloca, load
// and store.
func (t *TargetExtType) supportsMemOps() bool {
	return strings.HasPrefix(t.Name, "spirv.") || t.Name == "aarch64.svcount"
}

// hasZeroInitAndCanBeGlobal: MLIR 22 gives both properties to spirv.* only
// (llvm.mlir.zero, llvm.mlir.global).
func (t *TargetExtType) hasZeroInitAndCanBeGlobal() bool {
	return strings.HasPrefix(t.Name, "spirv.")
}

// A target extension type must be zero-initializable to be llvm.mlir.zero's.
func verifyZero(op *mlir.Operation, v *opView) error {
	if te, ok := op.Results[0].Type.(*TargetExtType); ok && !te.hasZeroInitAndCanBeGlobal() {
		return fmt.Errorf("target extension type does not support zero-initializer")
	}
	return nil
}

// verifyAtomic checks an atomic load or store: in MLIR's order, the value type
// (atomicAccessible), the ordering, then the alignment; a non-atomic access has no
// syncscope.
func verifyAtomic(op *mlir.Operation, valType mlir.Type, isLoad bool) error {
	ordering := intOf(op.Attr("ordering"))
	if ordering == 0 { // not_atomic
		if op.Attr("syncscope") != nil {
			return fmt.Errorf("expected syncscope to be null for non-atomic access")
		}
		return nil
	}
	if !atomicAccessible(valType) {
		return fmt.Errorf("unsupported type '%s' for atomic access", valType)
	}
	// release and acq_rel are invalid for loads; acquire and acq_rel for stores.
	s, _ := Enum("AtomicOrdering").Stringify(ordering)
	if isLoad && (s == "release" || s == "acq_rel") {
		return fmt.Errorf("unsupported ordering '%s'", s)
	}
	if !isLoad && (s == "acquire" || s == "acq_rel") {
		return fmt.Errorf("unsupported ordering '%s'", s)
	}
	if op.Attr("alignment") == nil {
		return fmt.Errorf("expected alignment for atomic access")
	}
	return nil
}

// atomicAccessible is MLIR's isTypeCompatibleWithAtomicOp: an integer, a
// pointer or an LLVM floating-point type whose size in bits (pointers: 64, the
// default data layout) is a power of two of at least 8.
func atomicAccessible(t mlir.Type) bool {
	bits := 0
	switch t := t.(type) {
	case *mlir.IntegerType:
		bits = t.Width
	case *PointerType:
		bits = 64
	case *SimpleType:
		if t.Kind == "ppc_fp128" {
			bits = 128
		}
	case *mlir.FloatType:
		if isLLVMFloat(t) {
			bits = t.Kind.Width()
		}
	}
	return bits >= 8 && bits&(bits-1) == 0
}

func verifyLoad(op *mlir.Operation, v *opView) error {
	t := op.Results[0].Type // an "LLVM type with size", checked by its constraint
	// DereferenceableOpInterface, verified before the op.
	if _, ok := t.(*PointerType); !ok && op.Attr("dereferenceable") != nil {
		return fmt.Errorf("expected op to return a single LLVM pointer type")
	}
	return verifyAtomic(op, t, true)
}

func verifyStore(op *mlir.Operation, v *opView) error {
	t := op.Operands[0].Type // an "LLVM type with size", checked by its constraint
	return verifyAtomic(op, t, false)
}

// enclosingFunc returns the llvm.func holding op, or nil.
func enclosingFunc(op *mlir.Operation) *mlir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name == "llvm.func" {
			return p
		}
		if p.Name == "llvm.mlir.global" || p.Name == "llvm.mlir.alias" {
			return nil
		}
	}
	return nil
}

func funcType(f *mlir.Operation) *FuncType {
	if ta, ok := f.Attr("function_type").(*mlir.TypeAttr); ok {
		ft, _ := ta.Type.(*FuncType)
		return ft
	}
	return nil
}

func isVoid(t mlir.Type) bool {
	s, ok := t.(*SimpleType)
	return ok && s.Kind == "void"
}

func verifyReturn(op *mlir.Operation, v *opView) error {
	f := enclosingFunc(op)
	if f == nil {
		return nil
	}
	ft := funcType(f)
	if ft == nil {
		return nil
	}
	if isVoid(ft.Result) {
		if len(op.Operands) != 0 {
			return fmt.Errorf("expected no operands")
		}
		return nil
	}
	if len(op.Operands) != 1 {
		return fmt.Errorf("expected 1 operand")
	}
	if op.Operands[0].Type != ft.Result {
		return fmt.Errorf("mismatching result types")
	}
	return nil
}

func verifySwitch(op *mlir.Operation, v *opView) error {
	if err := verifyBranchWeights(op, v); err != nil {
		return err
	}
	// The values are counted, not decoded: a splat may claim billions, and
	// index values count too.
	n := int64(0)
	dt, ok := op.Attr("case_values").(*mlir.DenseElementsAttr)
	if ok {
		dims, _ := dt.Type.Dims()
		n = mlir.NumElements(dims)
	}
	if n != int64(len(v.succs("caseDestinations"))) {
		return fmt.Errorf("expects number of case values to match number of case destinations")
	}
	if ok {
		if dt.Type.ElementType() != op.Operands[0].Type {
			return &mlir.UnprefixedError{Msg: "expects case value type to match condition value type"}
		}
	}
	return nil
}

// verifyCall: the bundles (CallOp::verify), then what MLIR checks with the
// symbol uses: the var_callee_type, an indirect callee, the callee's signature.
func verifyCall(op *mlir.Operation, v *opView) error {
	if err := verifyVarCalleeType(op, v); err != nil {
		return err
	}
	ref, ok := op.Attr("callee").(*mlir.SymbolRefAttr)
	if !ok {
		if len(op.Operands) == 0 {
			return fmt.Errorf("must have either a `callee` attribute or at least an operand")
		}
		if _, ok := op.Operands[0].Type.(*PointerType); !ok {
			return fmt.Errorf("indirect call expects a pointer as callee: '%s'", op.Operands[0].Type)
		}
		return nil
	}
	callee := mlir.LookupSymbol(op, ref)
	if callee == nil {
		return fmt.Errorf("'%s' does not reference a symbol in the current scope", ref.Root)
	}
	// MLIR 22 calls llvm.func and llvm.mlir.ifunc (through its i_func_type); an
	// alias or a global is not a callee. (llvm.invoke checks no symbol.)
	var fnType mlir.Type
	switch callee.Name {
	case "llvm.func":
		if ta, ok := callee.Attr("function_type").(*mlir.TypeAttr); ok {
			fnType = ta.Type
		}
	case "llvm.mlir.ifunc":
		if ta, ok := callee.Attr("i_func_type").(*mlir.TypeAttr); ok {
			fnType = ta.Type
		}
	default:
		return fmt.Errorf("'%s' does not reference a valid LLVM function or IFunc", ref.Root)
	}
	if fnType == nil {
		return nil
	}
	ft, ok := fnType.(*FuncType)
	if !ok {
		return fmt.Errorf("callee does not have a functional type: '%s'", fnType)
	}
	if ft.VarArg && op.Attr("var_callee_type") == nil {
		return fmt.Errorf("missing var_callee_type attribute for vararg call")
	}
	args := callOperands(op, v)
	if !ft.VarArg && len(args) != len(ft.Params) || ft.VarArg && len(args) < len(ft.Params) {
		return fmt.Errorf("incorrect number of operands (%d) for callee (expecting: %d)", len(args), len(ft.Params))
	}
	for i, p := range ft.Params {
		if args[i].Type != p {
			return fmt.Errorf("operand type mismatch for operand %d: '%s' != '%s'", i, args[i].Type, p)
		}
	}
	switch {
	case !isVoid(ft.Result) && len(op.Results) == 0:
		return fmt.Errorf("expected function call to produce a value")
	case isVoid(ft.Result) && len(op.Results) != 0:
		return fmt.Errorf("calling function with void result must not produce values")
	case len(op.Results) == 1 && op.Results[0].Type != ft.Result:
		return fmt.Errorf("result type mismatch: '%s' != '%s'", op.Results[0].Type, ft.Result)
	}
	return nil
}

// An inline asm call may be tail or notail, not musttail.
func verifyInlineAsm(op *mlir.Operation, v *opView) error {
	if k := intOf(op.Attr("tail_call_kind")); k == 2 {
		return fmt.Errorf("tail call kind '%s' is not supported by this operation", enumStr("TailCallKindEnum", k))
	}
	return nil
}

// ElementsType is the shaped type of an elements attribute (dense, dense
// string, dense resource or sparse), or nil for any other attribute.
func ElementsType(a mlir.Attribute) mlir.ShapedType {
	switch a := a.(type) {
	case *mlir.DenseElementsAttr:
		return a.Type
	case *mlir.DenseStringElementsAttr:
		return a.Type
	case *mlir.DenseResourceAttr:
		return a.Type
	case *mlir.SparseElementsAttr:
		return a.Type
	}
	return nil
}

// mlirMessage formats a verifier message that must read exactly as mlir-opt's,
// capital letter included.
func mlirMessage(format string, args ...any) error { return fmt.Errorf(format, args...) }
