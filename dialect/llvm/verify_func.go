package llvm

import (
	"fmt"

	"github.com/ferry-ir/ferry/mlir"
)

// The verifier of llvm.func, in mlir-opt-22's order: the entry block against the
// signature (FunctionOpInterface), then the linkage ('common' never, a
// declaration 'external' or 'extern_weak' only), the comdat, the inlining
// attributes, one landingpad/resume type per function, unique block tags; after
// the body's ops, its entry block's argument types (verifyFuncRegion). Each
// rule has its case in corpus/cases/mlir/func.mlir or eh.mlir.

// verifyFunc is LLVMFuncOp::verify, before the body's ops (see above).
func verifyFunc(op *mlir.Operation, v *opView) error {
	ft := funcType(op)
	if ft == nil {
		return fmt.Errorf("requires attribute 'function_type'")
	}
	body := op.Regions[0]
	if len(body.Blocks) > 0 {
		entry := body.Blocks[0]
		if len(entry.Args) != len(ft.Params) {
			return fmt.Errorf("entry block must have %d arguments to match function signature", len(ft.Params))
		}
		for i, a := range entry.Args {
			if a.Type != ft.Params[i] {
				return fmt.Errorf("type of entry block argument #%d('%s') must match the type of the corresponding argument in function signature('%s')", i, a.Type, ft.Params[i])
			}
		}
	}
	linkage := linkageOf(op)
	if linkage == "common" {
		return fmt.Errorf("functions cannot have 'common' linkage")
	}
	if err := verifyComdat(op); err != nil {
		return err
	}
	if len(body.Blocks) == 0 {
		if linkage != "external" && linkage != "extern_weak" {
			return fmt.Errorf("external functions must have 'external' or 'extern_weak' linkage")
		}
		return nil
	}
	noInline := op.Attr("no_inline") != nil
	if noInline && op.Attr("always_inline") != nil {
		return &mlir.UnprefixedError{Msg: "no_inline and always_inline attributes are incompatible"}
	}
	if op.Attr("optimize_none") != nil && !noInline {
		return fmt.Errorf("with optimize_none must also be no_inline")
	}
	return verifyFuncBody(op)
}

// verifyFuncRegion is LLVMFuncOp::verifyRegions, after the ops of the body:
// the entry block's arguments are of LLVM types.
func verifyFuncRegion(op *mlir.Operation, v *opView) error {
	if !hasBody(op) {
		return nil
	}
	for i, a := range op.Regions[0].Blocks[0].Args {
		if !IsCompatibleType(a.Type) {
			return fmt.Errorf("entry block argument #%d is not of LLVM type", i)
		}
	}
	return nil
}

// verifyFuncBody walks the body once, in MLIR's walk order (an op's regions
// before the op): every llvm.landingpad result and llvm.resume operand has one
// type, then no llvm.blocktag repeats a tag.
func verifyFuncBody(f *mlir.Operation) error {
	var ehType mlir.Type
	var ehErr string
	var tags []int64
	var dupTag *mlir.Operation
	var dupID int64
	walkPostOrder(f.Regions[0], func(o *mlir.Operation) bool {
		var t mlir.Type
		switch o.Name {
		case "llvm.landingpad":
			if len(o.Results) == 1 {
				t = o.Results[0].Type
			}
			if ehType != nil && t != ehType {
				ehErr = "'llvm.landingpad' should have a consistent result type inside a function"
			}
		case "llvm.resume":
			if len(o.Operands) == 1 {
				t = o.Operands[0].Type
			}
			if ehType != nil && t != ehType {
				ehErr = "'llvm.resume' should have a consistent input type inside a function"
			}
		case "llvm.blocktag":
			if dupTag == nil {
				if tag, ok := o.Attr("tag").(*Attr); ok {
					id, _ := tag.Param("id").(int64)
					for _, seen := range tags {
						if seen == id {
							dupTag, dupID = o, id
						}
					}
					tags = append(tags, id)
				}
			}
			return true
		default:
			return true
		}
		if ehType == nil {
			ehType = t
		}
		return ehErr == ""
	})
	if ehErr != "" {
		return &mlir.UnprefixedError{Msg: ehErr}
	}
	if dupTag != nil {
		return &mlir.UnprefixedError{Op: dupTag, Msg: fmt.Sprintf("duplicate block tag '%d' in the same function: ", dupID)}
	}
	return nil
}

// walkPostOrder calls f on every op nested in r, each op after the ops of its
// regions (MLIR's default walk order), until f returns false.
func walkPostOrder(r *mlir.Region, f func(*mlir.Operation) bool) bool {
	for _, b := range r.Blocks {
		for _, o := range b.Ops {
			for _, nr := range o.Regions {
				if !walkPostOrder(nr, f) {
					return false
				}
			}
			if !f(o) {
				return false
			}
		}
	}
	return true
}
