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

func verifyAtomicRMW(op *mlir.Operation, v *opView) error {
	kind, _ := Enum("AtomicBinOp").Stringify(intOf(op.Attr("bin_op")))
	t := op.Operands[1].Type
	switch kind {
	case "fadd", "fsub", "fmax", "fmin", "fmaximum", "fminimum":
		if vt, ok := isLLVMVector(t); ok {
			if scalableDim(vt, 0) {
				return fmt.Errorf("expected LLVM IR fixed vector type")
			}
			if !isLLVMFloat(vt.Elem) {
				return fmt.Errorf("expected LLVM IR floating point type for vector element")
			}
		} else if !isLLVMFloat(t) {
			return fmt.Errorf("expected LLVM IR floating point type")
		}
	case "xchg":
		if !atomicAccessible(t) {
			return fmt.Errorf("unexpected LLVM IR type for 'xchg' bin_op")
		}
	default:
		if w := scalarWidth(t); w != 8 && w != 16 && w != 32 && w != 64 || !isIntType(t) {
			return fmt.Errorf("expected LLVM IR integer type")
		}
	}
	if o := orderingName(op.Attr("ordering")); o == "not_atomic" || o == "unordered" {
		return fmt.Errorf("expected at least 'monotonic' ordering")
	}
	return nil
}

func isIntType(t mlir.Type) bool { _, ok := t.(*mlir.IntegerType); return ok }

func verifyCmpXchg(op *mlir.Operation, v *opView) error {
	if !atomicAccessible(op.Operands[2].Type) {
		return fmt.Errorf("unexpected LLVM IR type")
	}
	succ, fail := orderingName(op.Attr("success_ordering")), orderingName(op.Attr("failure_ordering"))
	if succ == "not_atomic" || succ == "unordered" || fail == "not_atomic" || fail == "unordered" {
		return fmt.Errorf("ordering must be at least 'monotonic'")
	}
	if fail == "release" || fail == "acq_rel" {
		return fmt.Errorf("failure ordering cannot be 'release' or 'acq_rel'")
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

// verifyExtension checks zext and sext: vector to vector of as many elements or
// scalar to scalar, to a wider integer. MLIR reports these without the op prefix.
func verifyExtension(op *mlir.Operation, v *opView) error {
	in, out := op.Operands[0].Type, op.Results[0].Type
	iv, inVec := isLLVMVector(in)
	ov, outVec := isLLVMVector(out)
	switch {
	case inVec && !outVec:
		return &mlir.UnprefixedError{Msg: "input type is a vector but output type is an integer"}
	case inVec && (iv.Shape[0] != ov.Shape[0] || scalableDim(iv, 0) != scalableDim(ov, 0)):
		return &mlir.UnprefixedError{Msg: "input and output vectors are of incompatible shape"}
	case !inVec && !isIntType(out):
		return &mlir.UnprefixedError{Msg: "input type is an integer but output type is a vector"}
	}
	if scalarWidth(out) <= scalarWidth(in) {
		return &mlir.UnprefixedError{Msg: "integer width of the output type is smaller or equal to the integer width of the input type"}
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
	if !sok {
		return nil
	}
	_, srcVec := op.Operands[0].Type.(*mlir.VectorType)
	_, dstVec := op.Results[0].Type.(*mlir.VectorType)
	if dstVec && !srcVec {
		return fmt.Errorf("cannot cast pointer to vector of pointers")
	}
	if srcVec && !dstVec {
		return fmt.Errorf("cannot cast vector of pointers to pointer")
	}
	if sok && src.AddrSpace != dst.AddrSpace {
		return fmt.Errorf("cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead")
	}
	return nil
}

func verifyModuleFlags(op *mlir.Operation, v *opView) error {
	if !atModuleLevel(op) {
		return fmt.Errorf("must appear at the module level")
	}
	for _, f := range arrayElems(op.Attr("flags")) {
		if a, ok := f.(*Attr); !ok || a.Def.Mnemonic != "mlir.module_flag" {
			return fmt.Errorf("expected a module flag attribute")
		}
	}
	return nil
}

// verifyLandingpad: in a function with a personality; at least one clause or
// cleanup; each catch clause (a filter is an array) a null pointer, an address
// or a bitcast of an address. MLIR reports these without the op prefix.
func verifyLandingpad(op *mlir.Operation, v *opView) error {
	f := enclosingFunc(op)
	if f != nil && f.Attr("personality") == nil {
		return &mlir.UnprefixedError{Msg: "llvm.landingpad needs to be in a function with a personality"}
	}
	if op.Attr("cleanup") == nil && len(op.Operands) == 0 {
		return &mlir.UnprefixedError{Msg: "landingpad instruction expects at least one clause or cleanup attribute"}
	}
	for i, c := range op.Operands {
		if _, filter := c.Type.(*ArrayType); filter {
			continue
		}
		def := c.DefiningOp()
		switch {
		case def == nil:
		case def.Name == "llvm.bitcast":
			if a := def.Operands[0].DefiningOp(); a != nil && a.Name == "llvm.mlir.addressof" {
				continue
			}
			return &mlir.UnprefixedError{Msg: "constant clauses expected"}
		case def.Name == "llvm.mlir.zero", def.Name == "llvm.mlir.addressof":
			continue
		}
		return &mlir.UnprefixedError{Msg: fmt.Sprintf("clause #%d is not a known constant - null, addressof, bitcast", i)}
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

func init() {
	opVerifiers["llvm.inttoptr"] = verifyIntToPtr
}

// verifyIntToPtr: DereferenceableOpInterface, a dereferenceable result is one
// pointer (not a vector of pointers).
func verifyIntToPtr(op *mlir.Operation, v *opView) error {
	if _, ok := op.Results[0].Type.(*PointerType); !ok && op.Attr("dereferenceable") != nil {
		return fmt.Errorf("expected op to return a single LLVM pointer type")
	}
	return nil
}
