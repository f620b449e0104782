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

// finishCustom ends the parse of an op written by hand: it moves the inherent
// attributes of the dictionary into the properties, as MLIR does (above); the
// op's creation hook (createHook) then fills the defaults.
func finishCustom(p *mlir.OpAsmParser, st *mlir.OperationState) error {
	spec := Spec(st.Name)
	dup := ""
	for _, a := range st.Attrs {
		if (dup == "" || a.Name < dup) && hasNamed(st.Props, a.Name) {
			dup = a.Name
		}
	}
	if dup != "" {
		return p.Errorf(st.Offset, "attribute '%s' occurs more than once in the attribute list", dup)
	}
	kept := st.Attrs[:0]
	for _, a := range st.Attrs {
		if as := spec.attrSpec(a.Name); as != nil {
			if propConverts(as, a.Value) {
				st.Props = setNamed(st.Props, a.Name, a.Value)
			}
			continue
		}
		kept = append(kept, a)
	}
	st.Attrs = kept
	return nil
}
