package llvm

import (
	"fmt"
	"strings"

	"github.com/ferry-ir/ferry/mlir"
)

// Hand-written rules of the call-like ops (llvm.invoke, llvm.call_intrinsic,
// llvm.intr.assume, with the parts llvm.call shares), of the masked gather and
// scatter intrinsics, of llvm.linker_options and of llvm.mlir.ifunc. Each rule and
// message was read off what mlir-opt-22 rejects (testdata/invalid.mlir).

func init() {
	opVerifiers["llvm.invoke"] = verifyInvoke
	opVerifiers["llvm.call_intrinsic"] = verifyCallIntrinsic
	opVerifiers["llvm.intr.assume"] = verifyOperandBundles
	opVerifiers["llvm.intr.masked.gather"] = verifyMaskedGather
	opVerifiers["llvm.intr.masked.scatter"] = verifyMaskedScatter
	opVerifiers["llvm.linker_options"] = verifyLinkerOptions
	opVerifiers["llvm.mlir.ifunc"] = verifyIFunc
	symbolUseVerifiers["llvm.mlir.ifunc"] = verifyIFuncUses
}

// verifyOperandBundles: every bundle tag is a string and there is one tag per
// operand group. MLIR reports these without the "'name' op " prefix.
func verifyOperandBundles(op *mlir.Operation, v *opView) error {
	tags := arrayElems(op.Attr("op_bundle_tags"))
	for _, t := range tags {
		if _, ok := t.(*mlir.StringAttr); !ok {
			return &mlir.UnprefixedError{Msg: "operand bundle tag must be a StringAttr"}
		}
	}
	if n := len(v.groups("op_bundle_operands")); n != len(tags) {
		return &mlir.UnprefixedError{Msg: fmt.Sprintf("expected %d operand bundle tags, but actually got %d", n, len(tags))}
	}
	return nil
}

// callArgs returns the call arguments of llvm.call or llvm.invoke: the callee
// operands without the function pointer of an indirect call.
func callArgs(op *mlir.Operation, v *opView) []*mlir.Value {
	args := callOperands(op, v)
	if op.Attr("callee") == nil && len(args) > 0 {
		args = args[1:]
	}
	return args
}

// verifyVarCalleeType checks the var_callee_type of llvm.call and llvm.invoke
// against the call's arguments and result.
func verifyVarCalleeType(op *mlir.Operation, v *opView) error {
	ta, ok := op.Attr("var_callee_type").(*mlir.TypeAttr)
	if !ok {
		return nil
	}
	ft, ok := ta.Type.(*FuncType)
	if !ok {
		return nil
	}
	if !ft.VarArg {
		return fmt.Errorf("expected var_callee_type to be a variadic function type")
	}
	args := callArgs(op, v)
	if len(ft.Params) > len(args) {
		return fmt.Errorf("expected var_callee_type to have at most %d parameters", len(args))
	}
	for i, p := range ft.Params {
		if p != args[i].Type {
			return fmt.Errorf("var_callee_type parameter type mismatch: '%s' != '%s'", p, args[i].Type)
		}
	}
	if len(op.Results) == 0 {
		if !isVoid(ft.Result) {
			return fmt.Errorf("expected var_callee_type to return void")
		}
	} else if op.Results[0].Type != ft.Result {
		return fmt.Errorf("var_callee_type return type mismatch: '%s' != '%s'", ft.Result, op.Results[0].Type)
	}
	return nil
}

// verifyInvoke: the var_callee_type fits, the unwind destination starts with an
// llvm.landingpad, the bundles are well formed. MLIR checks no callee symbol.
func verifyInvoke(op *mlir.Operation, v *opView) error {
	if err := verifyBranchWeights(op, v); err != nil {
		return err
	}
	if err := verifyVarCalleeType(op, v); err != nil {
		return err
	}
	if u := v.succs("unwindDest"); len(u) == 1 {
		if len(u[0].Ops) == 0 {
			return &mlir.UnprefixedError{Msg: "must have at least one operation in unwind destination"}
		}
		if u[0].Ops[0].Name != "llvm.landingpad" {
			return &mlir.UnprefixedError{Msg: "first operation in unwind destination should be a llvm.landingpad operation"}
		}
	}
	return verifyOperandBundles(op, v)
}

func verifyCallIntrinsic(op *mlir.Operation, v *opView) error {
	if s, ok := op.Attr("intrin").(*mlir.StringAttr); ok && !strings.HasPrefix(s.Value, "llvm.") {
		return fmt.Errorf("intrinsic name must start with 'llvm.'")
	}
	return verifyOperandBundles(op, v)
}

// maskedPtrsType is the vector of pointers a masked gather or scatter needs: the
// element type of ptrs in the shape of the data vector.
func maskedPtrsType(ptrs, data mlir.Type) (want mlir.Type, ok bool) {
	pv, ok1 := ptrs.(*mlir.VectorType)
	dv, ok2 := data.(*mlir.VectorType)
	if !ok1 || !ok2 || len(dv.Shape) != 1 {
		return nil, true
	}
	w := &mlir.VectorType{Shape: dv.Shape, Scalable: dv.Scalable, Elem: pv.Elem}
	return w, len(pv.Shape) == 1 && pv.Shape[0] == dv.Shape[0] && scalableDim(pv, 0) == scalableDim(dv, 0)
}

func scalableDim(v *mlir.VectorType, i int) bool { return i < len(v.Scalable) && v.Scalable[i] }

func verifyMaskedGather(op *mlir.Operation, v *opView) error {
	if want, ok := maskedPtrsType(op.Operands[0].Type, op.Results[0].Type); !ok {
		return fmt.Errorf("expected operand #1 type to be '%s'", want)
	}
	return nil
}

// verifyMaskedScatter: MLIR 22 names the pointer operand "#2" although it is
// operand #1 (value, ptrs, mask); the message is kept as MLIR prints it.
func verifyMaskedScatter(op *mlir.Operation, v *opView) error {
	if want, ok := maskedPtrsType(op.Operands[1].Type, op.Operands[0].Type); !ok {
		return fmt.Errorf("expected operand #2 type to be '%s'", want)
	}
	return nil
}

// atModuleLevel: op's parent, if any, is a module-like op (a symbol table
// isolated from above), MLIR's satisfiesLLVMModule.
func atModuleLevel(op *mlir.Operation) bool {
	p := op.ParentOp()
	return p == nil || p.Def.Has(mlir.SymbolTable|mlir.IsolatedFromAbove)
}

// verifyLinkerOptions: the parent is a module-like op.
func verifyLinkerOptions(op *mlir.Operation, v *opView) error {
	if !atModuleLevel(op) {
		return fmt.Errorf("must appear at the module level")
	}
	return nil
}

// verifyIFunc: the linkage is one an ifunc may have; the resolver, through
// aliases whose initializer returns an llvm.mlir.addressof, is a function
// definition returning a pointer; resolver_type is the pointer type of the
// ifunc's address space.
func verifyIFunc(op *mlir.Operation, v *opView) error {
	switch linkage := enumStr("LinkageEnum", intOf(op.Attr("linkage"))); linkage {
	case "external", "internal", "private", "weak", "weak_odr", "linkonce", "linkonce_odr":
	default:
		return fmt.Errorf("'%s' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage", linkage)
	}
	return nil
}

// verifyIFuncUses is IFuncOp::verifySymbolUses: the resolver.
func verifyIFuncUses(op *mlir.Operation, v *opView) error {
	ref, ok := op.Attr("resolver").(*mlir.SymbolRefAttr)
	if !ok {
		return nil
	}
	sym := mlir.LookupSymbol(op, ref)
	// Follow aliases; at most as many steps as there are symbols, since alias
	// cycles are rejected elsewhere but must not loop here.
	for steps := 0; sym != nil && sym.Name == "llvm.mlir.alias"; steps++ {
		addr := aliasAddressOf(sym)
		if addr == nil || steps > 1<<20 {
			return nil // MLIR gives up on an initializer it cannot follow
		}
		target, _ := addr.Attr("global_name").(*mlir.SymbolRefAttr)
		sym = nil
		if target != nil {
			sym = mlir.LookupSymbol(addr, target)
		}
	}
	if sym == nil || sym.Name != "llvm.func" {
		return fmt.Errorf("must have a function resolver")
	}
	linkage := enumStr("LinkageEnum", intOf(sym.Attr("linkage")))
	if !hasBody(sym) || linkage == "available_externally" {
		return fmt.Errorf("resolver must be a definition")
	}
	if ft := funcType(sym); ft == nil {
		return nil
	} else if _, ok := ft.Result.(*PointerType); !ok {
		return fmt.Errorf("resolver must return a pointer")
	}
	rt, _ := op.Attr("resolver_type").(*mlir.TypeAttr)
	if rt == nil {
		return nil
	}
	if p, ok := rt.Type.(*PointerType); !ok || int64(p.AddrSpace) != intOf(op.Attr("address_space")) {
		return fmt.Errorf("resolver has incorrect type")
	}
	return nil
}

// hasBody reports whether op's first region has a block: a function or global
// definition, an initializer.
func hasBody(op *mlir.Operation) bool {
	return len(op.Regions) > 0 && len(op.Regions[0].Blocks) > 0
}

// aliasAddressOf returns the llvm.mlir.addressof whose result an alias's
// initializer returns, or nil.
func aliasAddressOf(alias *mlir.Operation) *mlir.Operation {
	if !hasBody(alias) {
		return nil
	}
	b := alias.Regions[0].Blocks[0]
	if len(b.Ops) == 0 {
		return nil
	}
	ret := b.Ops[len(b.Ops)-1]
	if ret.Name != "llvm.return" || len(ret.Operands) != 1 {
		return nil
	}
	def := ret.Operands[0].DefiningOp()
	if def == nil || def.Name != "llvm.mlir.addressof" {
		return nil
	}
	return def
}

// sideEffectFree reports the first op of b that MLIR 22 does not know to be free
// of memory effects: ops without the Pure trait, except llvm.sdiv and llvm.udiv
// (declared with no effects) and llvm.inline_asm without has_side_effects. Ops
// of unregistered dialects count as having effects.
func sideEffectFree(b *mlir.Block, msg string) error {
	for _, o := range b.Ops {
		if !noMemoryEffect(o) {
			return &mlir.UnprefixedError{Op: o, Msg: msg}
		}
	}
	return nil
}

func noMemoryEffect(o *mlir.Operation) bool {
	switch o.Name {
	case "llvm.sdiv", "llvm.udiv":
		return true
	case "llvm.inline_asm":
		return o.Attr("has_side_effects") == nil
	}
	s := Spec(o.Name)
	return s != nil && s.hasTrait("Pure")
}

// isZeroValue is MLIR's isZeroAttribute: integer or float zeros (either sign),
// and elements or arrays made only of them. #llvm.zero and strings are not.
func isZeroValue(a mlir.Attribute) bool {
	switch a := a.(type) {
	case *mlir.IntegerAttr:
		if a.Big != nil {
			return a.Big.Sign() == 0
		}
		return a.Val == 0
	case *mlir.FloatAttr:
		w := a.Type.Kind.Width()
		bits := a.Bits
		if w <= 64 {
			bits[0] &^= 1 << (w - 1)
		} else {
			bits[1] &^= 1 << (w - 65)
		}
		return bits == [2]uint64{}
	case *mlir.ArrayAttr:
		for _, e := range a.Elems {
			if !isZeroValue(e) {
				return false
			}
		}
		return true
	case *mlir.DenseElementsAttr:
		return denseIsZero(a.Type.ElementType(), a.Data)
	}
	return false
}

// denseIsZero reports whether every element of dense data of type elem is a
// zero (floats of either sign).
func denseIsZero(elem mlir.Type, data []byte) bool {
	var signBit int // bit index of the sign in each element, -1 for none
	var size int
	switch t := elem.(type) {
	case *mlir.FloatType:
		w := t.Kind.Width()
		size, signBit = (w+7)/8, w-1
	case *mlir.ComplexType:
		// Real and imaginary parts alternate, each with its own layout.
		if ft, ok := t.Elem.(*mlir.FloatType); ok {
			w := ft.Kind.Width()
			size, signBit = (w+7)/8, w-1
		} else {
			size, signBit = 1, -1
		}
	default:
		size, signBit = 1, -1
	}
	for i := 0; i < len(data); i++ {
		b := data[i]
		if signBit >= 0 && i%size == signBit/8 {
			b &^= 1 << (signBit % 8)
		}
		if b != 0 {
			return false
		}
	}
	return true
}
