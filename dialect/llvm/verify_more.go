package llvm

import (
	"fmt"

	"github.com/ferry-ir/ferry/mlir"
)

func init() {
	opVerifiers["llvm.atomicrmw"] = verifyAtomicRMW
	opVerifiers["llvm.cmpxchg"] = verifyCmpXchg
	opVerifiers["llvm.fence"] = verifyFence
	opVerifiers["llvm.zext"] = verifyExtension
	opVerifiers["llvm.sext"] = verifyExtension
	opVerifiers["llvm.bitcast"] = verifyBitcast
	opVerifiers["llvm.module_flags"] = verifyModuleFlags
	opVerifiers["llvm.landingpad"] = verifyLandingpad
}

func orderingName(a mlir.Attribute) string {
	s, _ := Enum("AtomicOrdering").Stringify(intOf(a))
	return s
}

// isAtomicInt reports whether t is an integer LLVM can access atomically.
func isAtomicInt(t mlir.Type) bool {
	it, ok := t.(*mlir.IntegerType)
	return ok && it.Signedness == mlir.Signless && it.Width >= 8 && it.Width&(it.Width-1) == 0
}

func isFloatOrFloatVector(t mlir.Type) bool {
	if v, ok := t.(*mlir.VectorType); ok {
		return isLLVMFloat(v.Elem)
	}
	return isLLVMFloat(t)
}

func verifyAtomicRMW(op *mlir.Operation, v *opView) error {
	kind, _ := Enum("AtomicBinOp").Stringify(intOf(op.Attr("bin_op")))
	t := op.Operands[1].Type
	switch kind {
	case "fadd", "fsub", "fmax", "fmin", "fmaximum", "fminimum":
		if !isFloatOrFloatVector(t) {
			return fmt.Errorf("expected LLVM IR floating point type")
		}
	case "xchg":
		if _, ok := t.(*PointerType); !ok && !isLLVMFloat(t) && !isAtomicInt(t) {
			return fmt.Errorf("unexpected LLVM IR type for 'xchg' bin_op")
		}
	default:
		if !isAtomicInt(t) {
			return fmt.Errorf("expected LLVM IR integer type")
		}
	}
	if o := orderingName(op.Attr("ordering")); o == "not_atomic" || o == "unordered" {
		return fmt.Errorf("expected at least 'monotonic' ordering")
	}
	return nil
}

func verifyCmpXchg(op *mlir.Operation, v *opView) error {
	succ, fail := orderingName(op.Attr("success_ordering")), orderingName(op.Attr("failure_ordering"))
	if succ == "not_atomic" || succ == "unordered" || fail == "not_atomic" || fail == "unordered" {
		return fmt.Errorf("ordering must be at least 'monotonic'")
	}
	if fail == "release" || fail == "acq_rel" {
		return fmt.Errorf("failure ordering cannot be 'release' or 'acq_rel'")
	}
	t := op.Operands[1].Type
	if _, ok := t.(*PointerType); !ok && !isAtomicInt(t) && !isLLVMFloat(t) {
		return fmt.Errorf("unexpected LLVM IR type")
	}
	return nil
}

func verifyFence(op *mlir.Operation, v *opView) error {
	switch orderingName(op.Attr("ordering")) {
	case "not_atomic", "unordered", "monotonic":
		return fmt.Errorf("can be given only acquire, release, acq_rel, and seq_cst orderings")
	}
	return nil
}

func scalarWidth(t mlir.Type) int {
	if v, ok := t.(*mlir.VectorType); ok {
		t = v.Elem
	}
	if it, ok := t.(*mlir.IntegerType); ok {
		return it.Width
	}
	return 0
}

func verifyExtension(op *mlir.Operation, v *opView) error {
	if scalarWidth(op.Results[0].Type) <= scalarWidth(op.Operands[0].Type) {
		return fmt.Errorf("integer width of the output type is smaller or equal to the integer width of the input type")
	}
	return nil
}

// pointerOf returns the pointer type of t or of its elements.
func pointerOf(t mlir.Type) (*PointerType, bool) {
	if v, ok := t.(*mlir.VectorType); ok {
		t = v.Elem
	}
	p, ok := t.(*PointerType)
	return p, ok
}

func verifyBitcast(op *mlir.Operation, v *opView) error {
	src, sok := pointerOf(op.Operands[0].Type)
	dst, dok := pointerOf(op.Results[0].Type)
	if sok != dok {
		return fmt.Errorf("can only cast pointers from and to pointers")
	}
	if sok && src.AddrSpace != dst.AddrSpace {
		return fmt.Errorf("cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead")
	}
	return nil
}

func verifyModuleFlags(op *mlir.Operation, v *opView) error {
	for _, f := range arrayElems(op.Attr("flags")) {
		if a, ok := f.(*Attr); !ok || a.Def.Mnemonic != "mlir.module_flag" {
			return fmt.Errorf("expected a module flag attribute")
		}
	}
	return nil
}

func verifyLandingpad(op *mlir.Operation, v *opView) error {
	f := enclosingFunc(op)
	if f != nil && f.Attr("personality") == nil {
		return &mlir.UnprefixedError{Msg: "llvm.landingpad needs to be in a function with a personality"}
	}
	if op.Attr("cleanup") == nil && len(op.Operands) == 0 {
		return &mlir.UnprefixedError{Msg: "landingpad instruction expects at least one clause or cleanup attribute"}
	}
	return nil
}

func init() {
	opVerifiers["llvm.blockaddress"] = verifyBlockAddress
}

// verifyBlockAddress: the referenced function must hold an llvm.blocktag with the
// same tag.
func verifyBlockAddress(op *mlir.Operation, v *opView) error {
	ba, ok := op.Attr("block_addr").(*Attr)
	if !ok {
		return nil
	}
	fn, _ := ba.Param("function").(*mlir.SymbolRefAttr)
	tag, _ := ba.Param("tag").(*Attr)
	if fn == nil || tag == nil {
		return nil
	}
	id, _ := tag.Param("id").(int64)
	f := mlir.LookupSymbol(op, fn)
	found := false
	if f != nil && f.Name == "llvm.func" {
		f.Walk(func(o *mlir.Operation) bool {
			if o.Name == "llvm.blocktag" {
				if t, ok := o.Attr("tag").(*Attr); ok {
					if n, _ := t.Param("id").(int64); n == id {
						found = true
					}
				}
			}
			return !found
		})
	}
	if !found {
		return fmt.Errorf("expects an existing block label target in the referenced function")
	}
	return nil
}

func init() {
	opVerifiers["llvm.intr.sincos"] = verifySincos
}

// verifySincos: the result is struct<(T, T)> for the operand type T.
func verifySincos(op *mlir.Operation, v *opView) error {
	t := op.Operands[0].Type
	st, ok := op.Results[0].Type.(*StructType)
	if !ok || st.Identified || len(st.Body) != 2 || st.Body[0] != t || st.Body[1] != t {
		return fmt.Errorf("expected result type to be an homogeneous struct with two elements matching the operand type, but got '%s'", op.Results[0].Type)
	}
	return nil
}
