package llvm

import "github.com/ferry-ir/ferry/mlir"

// The attribute dictionary of the ops whose parser MLIR writes by hand
// (llvm.func, llvm.call, llvm.invoke, llvm.call_intrinsic, llvm.icmp, ...).
// Such a parser adds the inherent attributes it reads (callee, CConv, linkage,
// arg_attrs, ...) to the same list as the dictionary's, and MLIR then:
//
//   - refuses a name that the parser added too, the first in name order:
//     `llvm.call @g(%a) {callee = @g}` is "custom op 'llvm.call' attribute
//     'callee' occurs more than once in the attribute list", at the op name;
//   - stores each inherent attribute of the dictionary into the op's property
//     with a checked cast, so that one of another class than the property's
//     storage (`{arg_attrs = 3}`, `{no_inline = "x"}`) is dropped without a
//     word. (One of the right class and the wrong constraint, `{arg_attrs =
//     [3]}`, is kept, and the verifier refuses it.)
//
// Ops parsed through their assembly format (format_parse.go) check their
// dictionary at parse time instead and are not concerned.

// moveInherentByHand moves the inherent attributes of st's dictionary into its
// properties, dropping those of the wrong class. One that the parser has set
// already stays in the dictionary, for parseByHand to refuse.
func moveInherentByHand(spec *OpSpec, st *mlir.OperationState) {
	kept := st.Attrs[:0]
	for _, a := range st.Attrs {
		as := spec.attrSpec(a.Name)
		switch {
		case as == nil || hasNamed(st.Props, a.Name):
			kept = append(kept, a)
		case propConverts(as, a.Value):
			st.Props = setNamed(st.Props, a.Name, a.Value)
		}
	}
	st.Attrs = kept
}

// parseByHand runs a hand-written parser (which ends with finishCustom), then
// refuses an inherent attribute left in the dictionary: the parser set it too.
func parseByHand(parse func(*mlir.OpAsmParser, *mlir.OperationState) error) func(*mlir.OpAsmParser, *mlir.OperationState) error {
	return func(p *mlir.OpAsmParser, st *mlir.OperationState) error {
		if err := parse(p, st); err != nil {
			return err
		}
		spec := Spec(st.Name)
		dup := ""
		for _, a := range st.Attrs {
			inherent := spec.attrSpec(a.Name) != nil || a.Name == "operandSegmentSizes" && hasSegments(spec)
			if (dup == "" || a.Name < dup) && inherent && hasNamed(st.Props, a.Name) {
				dup = a.Name
			}
		}
		if dup != "" {
			return p.Errorf(st.Offset, "attribute '%s' occurs more than once in the attribute list", dup)
		}
		return nil
	}
}
