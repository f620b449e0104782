package llvm

import (
	"errors"
	"fmt"
	"slices"

	"github.com/ferry-ir/ferry/mlir"
)

// The verifiers of the module-level symbols: llvm.mlir.global, llvm.mlir.alias,
// llvm.comdat, llvm.mlir.global_ctors/dtors, and of the ops that take their
// address (llvm.mlir.addressof, llvm.dso_local_equivalent). Each rule, its order
// and its message are mlir-opt-22's (read off the tool on the cases of
// corpus/cases/mlir/globals.mlir and aliases_comdats.mlir). As in MLIR, an op's
// own checks (verify, opVerifiers) run before the ops nested in it, its region
// checks (verifyRegions, regionVerifiers) after them, and its symbol uses
// (symbolUseVerifiers) with the enclosing symbol table (verify_order.go).

func init() {
	opVerifiers["llvm.mlir.alias"] = verifyAlias
	opVerifiers["llvm.comdat"] = verifyComdatOp
	regionVerifiers["llvm.comdat"] = verifyComdatRegion
	regionVerifiers["llvm.mlir.alias"] = verifyAliasRegion
	regionVerifiers["llvm.mlir.global"] = verifyGlobalRegion
	symbolUseVerifiers["llvm.dso_local_equivalent"] = verifyDSOLocalEquivalent
	opVerifiers["llvm.mlir.global_ctors"] = verifyCtorsDtors("ctors")
	opVerifiers["llvm.mlir.global_dtors"] = verifyCtorsDtors("dtors")
	symbolUseVerifiers["llvm.mlir.global_ctors"] = verifyCtorsDtorsUses("ctors")
	symbolUseVerifiers["llvm.mlir.global_dtors"] = verifyCtorsDtorsUses("dtors")
}

// validGlobalType is MLIR's rule for the element type of a global or an alias,
// which looks at the outer type only: an LLVM type other than void, token,
// metadata and label, a signless integer, an LLVM float, or a 1-D vector
// (!llvm.struct<(f8E4M3FN)> and vector<2xf8E4M3FN> pass, f8E4M3FN does not).
func validGlobalType(t mlir.Type) bool {
	switch t := t.(type) {
	case *SimpleType:
		switch t.Kind {
		case "void", "token", "metadata", "label":
			return false
		}
		return true
	case *PointerType, *StructType, *ArrayType, *FuncType, *TargetExtType:
		return true
	case *mlir.VectorType:
		return len(t.Shape) == 1
	}
	return IsCompatibleType(t)
}

// satisfiesLLVMModule: a symbol table isolated from above (builtin.module,
// or any op with both traits).
func satisfiesLLVMModule(op *mlir.Operation) bool {
	return op.Def != nil && op.Def.Has(mlir.SymbolTable|mlir.IsolatedFromAbove)
}

// linkageOf is the name of the linkage of a global, alias or function.
func linkageOf(op *mlir.Operation) string {
	return enumStr("LinkageEnum", intOf(op.Attr("linkage")))
}

// verifyGlobal is GlobalOp::verify: the element type, the module level, a
// string value against an i8 array, target extension types, the linkage, the
// comdat, the alignment.
func verifyGlobal(op *mlir.Operation, v *opView) error {
	ta, _ := op.Attr("global_type").(*mlir.TypeAttr)
	if ta == nil {
		return nil
	}
	if !validGlobalType(ta.Type) {
		return fmt.Errorf("expects type to be a valid element type for an LLVM global")
	}
	if p := op.ParentOp(); p != nil && !satisfiesLLVMModule(p) {
		return fmt.Errorf("must appear at the module level")
	}
	value := op.Attr("value")
	if s, ok := value.(*mlir.StringAttr); ok {
		at, ok := ta.Type.(*ArrayType)
		if !ok || !isIntOfWidth(at.Elem, 8) || at.Len != uint64(len(s.Value)) {
			return fmt.Errorf("requires an i8 array type of the length equal to that of the string attribute")
		}
	}
	if te, ok := ta.Type.(*TargetExtType); ok {
		if !te.hasZeroInitAndCanBeGlobal() {
			return fmt.Errorf("this target extension type cannot be used in a global")
		}
		if value != nil {
			return fmt.Errorf("global with target extension type can only be initialized with zero-initializer")
		}
	}
	switch linkageOf(op) {
	case "common":
		if value != nil && !isZeroValue(value) {
			return fmt.Errorf("expected zero value for 'common' linkage")
		}
	case "appending":
		if _, ok := ta.Type.(*ArrayType); !ok {
			return fmt.Errorf("expected array type for 'appending' linkage")
		}
	}
	if err := verifyComdat(op); err != nil {
		return err
	}
	if a, ok := op.Attr("alignment").(*mlir.IntegerAttr); ok && !isPowerOf2(a) {
		return &mlir.UnprefixedError{Msg: "alignment attribute is not a power of 2"}
	}
	return nil
}

// verifyGlobalRegion: the SingleBlockImplicitTerminator trait's region check
// (the initializer ends in llvm.return), then GlobalOp::verifyRegions: the
// initializer returns a value of the global's type, without side effects, and
// there is no value too.
func verifyGlobalRegion(op *mlir.Operation, v *opView) error {
	ta, _ := op.Attr("global_type").(*mlir.TypeAttr)
	if ta == nil {
		return nil
	}
	value := op.Attr("value")
	t, err := initializerResult(op, "initializer region cannot return void")
	if t == nil {
		return err
	}
	if t != ta.Type {
		return fmt.Errorf("initializer region type '%s' does not match global type '%s'", t, ta.Type)
	}
	if err := sideEffectFree(op.Regions[0].Blocks[0], "ops with side effects not allowed in global initializers"); err != nil {
		return err
	}
	if value != nil {
		return fmt.Errorf("cannot have both initializer value and region")
	}
	return nil
}

// isPowerOf2 reports whether an integer attribute, read as unsigned, is a power
// of two (zero is not).
func isPowerOf2(a *mlir.IntegerAttr) bool {
	if a.Big != nil {
		return a.Big.Sign() > 0 && a.Big.BitLen()-1 == int(a.Big.TrailingZeroBits())
	}
	u := uint64(a.Val)
	return u != 0 && u&(u-1) == 0
}

// initializerResult returns the type of the value the initializer of a global
// or alias returns, or nil and the error: none when there is no initializer;
// the SingleBlockImplicitTerminator<"ReturnOp"> trait's when it does not end in
// llvm.return; errors.New(void) when it returns nothing.
func initializerResult(op *mlir.Operation, void string) (mlir.Type, error) {
	if !hasBody(op) {
		return nil, nil
	}
	b := op.Regions[0].Blocks[0]
	if len(b.Ops) == 0 {
		return nil, fmt.Errorf("expects a non-empty block")
	}
	last := b.Ops[len(b.Ops)-1]
	if last.Name != "llvm.return" {
		return nil, fmt.Errorf("expects regions to end with 'llvm.return', found '%s'", last.Name)
	}
	if len(last.Operands) == 0 {
		return nil, errors.New(void)
	}
	return last.Operands[0].Type, nil
}

// verifyComdat: the comdat of a global or function names an
// llvm.comdat_selector (MLIR reports it without the op prefix).
func verifyComdat(op *mlir.Operation) error {
	ref, ok := op.Attr("comdat").(*mlir.SymbolRefAttr)
	if !ok {
		return nil
	}
	if sel := mlir.LookupSymbol(op, ref); sel == nil || sel.Name != "llvm.comdat_selector" {
		return &mlir.UnprefixedError{Msg: "expected comdat symbol"}
	}
	return nil
}

// verifyAlias: the type is a valid global element type, the linkage one an
// alias may have (appending, common and extern_weak are not), the initializer
// returns a pointer and has no side effects.
func verifyAlias(op *mlir.Operation, v *opView) error {
	if err := sizedRegion1(op, "initializer"); err != nil {
		return err
	}
	if ta, ok := op.Attr("alias_type").(*mlir.TypeAttr); ok && !validGlobalType(ta.Type) {
		return fmt.Errorf("expects type to be a valid element type for an LLVM global alias")
	}
	switch l := linkageOf(op); l {
	case "external", "internal", "private", "weak", "weak_odr", "linkonce", "linkonce_odr", "available_externally":
	default:
		return fmt.Errorf("'%s' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally", l)
	}
	return nil
}

// verifyAliasRegion: the initializer ends in llvm.return (a region trait), then
// AliasOp::verifyRegions: it returns a pointer, without side effects.
func verifyAliasRegion(op *mlir.Operation, v *opView) error {
	const notPtr = "initializer region must always return a pointer"
	t, err := initializerResult(op, notPtr)
	if t == nil {
		return err
	}
	if _, ok := t.(*PointerType); !ok {
		return errors.New(notPtr)
	}
	return sideEffectFree(op.Regions[0].Blocks[0], "ops with side effects are not allowed in alias initializers")
}

// aliasAddrSpace is the address space of the pointer an alias's initializer
// returns.
func aliasAddrSpace(alias *mlir.Operation) (uint32, bool) {
	t, _ := initializerResult(alias, "")
	p, ok := t.(*PointerType)
	if !ok {
		return 0, false
	}
	return uint32(p.AddrSpace), true
}

// verifyComdatOp: a comdat region holds selectors only (reported at the
// offending op, without the op prefix).
func verifyComdatOp(op *mlir.Operation, v *opView) error {
	return sizedRegion1(op, "body")
}

// verifyComdatRegion is ComdatOp::verifyRegions.
func verifyComdatRegion(op *mlir.Operation, v *opView) error {
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			for _, o := range b.Ops {
				if o.Name != "llvm.comdat_selector" {
					return &mlir.UnprefixedError{Op: o, Msg: "only comdat selector symbols can appear in a comdat region"}
				}
			}
		}
	}
	return nil
}

// symbolOf looks up the symbol named by op's attribute attr: found is false
// when op has no such reference, ok whether the symbol is one of the ops kinds.
func symbolOf(op *mlir.Operation, attr string, kinds ...string) (sym *mlir.Operation, found, ok bool) {
	ref, found := op.Attr(attr).(*mlir.SymbolRefAttr)
	if !found {
		return nil, false, false
	}
	sym = mlir.LookupSymbol(op, ref)
	return sym, true, sym != nil && slices.Contains(kinds, sym.Name)
}

// verifyAddressOf: the symbol is a global, an alias, a function or an ifunc;
// the pointer is in the address space of a global or alias.
func verifyAddressOf(op *mlir.Operation, v *opView) error {
	sym, found, ok := symbolOf(op, "global_name", "llvm.mlir.global", "llvm.func", "llvm.mlir.alias", "llvm.mlir.ifunc")
	if !found {
		return nil
	}
	if !ok {
		return fmt.Errorf("must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'")
	}
	pt, ok := op.Results[0].Type.(*PointerType)
	if !ok {
		return nil
	}
	var as uint32
	switch sym.Name {
	case "llvm.mlir.global":
		as = uint32(intOf(sym.Attr("addr_space")))
	case "llvm.mlir.alias":
		if as, ok = aliasAddrSpace(sym); !ok {
			return nil
		}
	default:
		return nil
	}
	if uint32(pt.AddrSpace) != as {
		return fmt.Errorf("pointer address space must match address space of the referenced global or alias")
	}
	return nil
}

// verifyDSOLocalEquivalent: the target is a function or an alias whose
// initializer takes the address of no global, and is not extern_weak.
func verifyDSOLocalEquivalent(op *mlir.Operation, v *opView) error {
	sym, found, ok := symbolOf(op, "function_name", "llvm.func", "llvm.mlir.alias")
	if !found {
		return nil
	}
	if !ok {
		return fmt.Errorf("must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'")
	}
	if sym.Name == "llvm.mlir.alias" {
		toGlobal := false
		sym.Walk(func(o *mlir.Operation) bool {
			if o.Name == "llvm.mlir.addressof" {
				if r, ok := o.Attr("global_name").(*mlir.SymbolRefAttr); ok {
					if t := mlir.LookupSymbol(o, r); t != nil && t.Name == "llvm.mlir.global" {
						toGlobal = true
					}
				}
			}
			return !toGlobal
		})
		if toGlobal {
			return fmt.Errorf("must reference an alias to a function")
		}
	}
	if linkageOf(sym) == "extern_weak" {
		return fmt.Errorf("target function with 'extern_weak' linkage not allowed")
	}
	return nil
}

// verifyCtorsDtors: the data are symbols or #llvm.zero, the three lists have
// one length (both reported without the op prefix), every symbol of the list
// names an llvm.func with a body.
func verifyCtorsDtors(list string) func(op *mlir.Operation, v *opView) error {
	return func(op *mlir.Operation, v *opView) error {
		data := arrayElems(op.Attr("data"))
		for _, d := range data {
			if ref, ok := d.(*mlir.SymbolRefAttr); ok && len(ref.Nested) == 0 {
				continue
			}
			if a, ok := d.(*Attr); ok && a.Def.Mnemonic == "zero" {
				continue
			}
			return &mlir.UnprefixedError{Msg: "data element must be symbol or #llvm.zero"}
		}
		n := len(arrayElems(op.Attr(list)))
		if len(arrayElems(op.Attr("priorities"))) != n || len(data) != n {
			return &mlir.UnprefixedError{Msg: list + ", priorities, and data must have the same number of elements"}
		}
		return nil
	}
}

// verifyCtorsDtorsUses: every symbol of the list names an llvm.func with a
// body (verifySymbolUses).
func verifyCtorsDtorsUses(list string) func(op *mlir.Operation, v *opView) error {
	return func(op *mlir.Operation, v *opView) error {
		for _, e := range arrayElems(op.Attr(list)) {
			ref, ok := e.(*mlir.SymbolRefAttr)
			if !ok {
				continue
			}
			f := mlir.LookupSymbol(op, ref)
			if f == nil || f.Name != "llvm.func" {
				return fmt.Errorf("'%s' does not reference a valid LLVM function", ref.Root)
			}
			if !hasBody(f) {
				return fmt.Errorf("'%s' does not have a definition", ref.Root)
			}
		}
		return nil
	}
}

// sizedRegion1 is the SizedRegion<1> constraint of the region of an alias or a
// comdat: exactly one block.
func sizedRegion1(op *mlir.Operation, name string) error {
	if len(op.Regions) == 1 && len(op.Regions[0].Blocks) != 1 {
		return fmt.Errorf("region #0 ('%s') failed to verify constraint: region with 1 blocks", name)
	}
	return nil
}
