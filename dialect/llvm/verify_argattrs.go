package llvm

import (
	"fmt"
	"strings"

	"github.com/ferry-ir/ferry/mlir"
)

// Argument and result attributes of llvm.func, checked as mlir-opt-22 checks
// them (each rule read off its behaviour on hand-written cases,
// corpus/cases/mlir/argattrs.mlir):
//
//   - the function interface: arg_attrs has one dictionary per argument and
//     res_attrs one per result (none for a void function); every name holds a
//     dot ("dialect attributes"), in the dictionaries' (sorted) order;
//   - the LLVM dialect's parameter attributes (llvm.noalias, llvm.byval, ...):
//     the kind of their value (unit, type, integer) and the type they may be
//     attached to (pointer, integer); and, on results, the attributes that only
//     make sense on arguments.
//
// Names of other dialects, and llvm.* names the dialect does not know
// (llvm.range among them), are not checked. Call sites (llvm.call, llvm.invoke,
// llvm.call_intrinsic) carry arg_attrs and res_attrs that MLIR 22 does not check
// beyond their attribute constraint (an array of dictionaries): neither their
// count nor their contents.

// The function interface checks the attributes before the op's own rules.
func init() {
	verifyFunc := opVerifiers["llvm.func"]
	opVerifiers["llvm.func"] = func(op *mlir.Operation, v *opView) error {
		if ft := funcType(op); ft != nil {
			if err := verifyFuncArgResAttrs(op, ft); err != nil {
				return err
			}
		}
		return verifyFunc(op, v)
	}
}

// paramValue is the kind of value a parameter attribute must have.
type paramValue uint8

const (
	paramUnit paramValue = iota
	paramType
	paramInt
	paramAnyValue
)

// paramOn is the type a parameter attribute may be attached to.
type paramOn uint8

const (
	onAny paramOn = iota
	onPointer
	onInteger
)

type paramAttrRule struct {
	value     paramValue
	on        paramOn
	notResult bool // not a valid result attribute
}

// paramAttrRules are the parameter attributes the LLVM dialect checks.
var paramAttrRules = map[string]paramAttrRule{
	"llvm.noalias":                 {paramUnit, onPointer, false},
	"llvm.readonly":                {paramUnit, onPointer, true},
	"llvm.readnone":                {paramUnit, onPointer, true},
	"llvm.writeonly":               {paramUnit, onPointer, true},
	"llvm.nest":                    {paramUnit, onPointer, true},
	"llvm.nocapture":               {paramUnit, onPointer, true},
	"llvm.nofree":                  {paramUnit, onPointer, true},
	"llvm.nonnull":                 {paramUnit, onPointer, false},
	"llvm.sret":                    {paramType, onPointer, true},
	"llvm.byval":                   {paramType, onPointer, true},
	"llvm.byref":                   {paramType, onPointer, true},
	"llvm.elementtype":             {paramType, onPointer, false},
	"llvm.inalloca":                {paramType, onPointer, true},
	"llvm.preallocated":            {paramType, onPointer, true},
	"llvm.signext":                 {paramUnit, onInteger, false},
	"llvm.zeroext":                 {paramUnit, onInteger, false},
	"llvm.align":                   {paramInt, onPointer, false},
	"llvm.dereferenceable":         {paramInt, onPointer, false},
	"llvm.dereferenceable_or_null": {paramInt, onPointer, false},
	"llvm.alignstack":              {paramInt, onAny, true},
	"llvm.noundef":                 {paramUnit, onAny, false},
	"llvm.inreg":                   {paramUnit, onAny, false},
	"llvm.returned":                {paramUnit, onAny, true},
	// Refused on results, not checked on arguments.
	"llvm.allocalign": {paramAnyValue, onAny, true},
	"llvm.allocptr":   {paramAnyValue, onAny, true},
}

// verifyFuncArgResAttrs checks the arg_attrs and res_attrs of a function of type
// ft. Count and name errors belong to the op ("'llvm.func' op ..."); the
// dialect's own complaints do not (UnprefixedError).
func verifyFuncArgResAttrs(op *mlir.Operation, ft *FuncType) error {
	if a, ok := op.Attr("arg_attrs").(*mlir.ArrayAttr); ok {
		if len(a.Elems) != len(ft.Params) {
			return fmt.Errorf("expects argument attribute array to have the same number of elements as the number of function arguments, got %d, but expected %d", len(a.Elems), len(ft.Params))
		}
		for i, d := range a.Elems {
			for _, na := range dictEntries(d) {
				if !strings.Contains(na.Name, ".") {
					return fmt.Errorf("arguments may only have dialect attributes")
				}
				if err := verifyParamAttr(ft.Params[i], na, false); err != nil {
					return err
				}
			}
		}
	}
	if a, ok := op.Attr("res_attrs").(*mlir.ArrayAttr); ok {
		n := 1
		if isVoid(ft.Result) {
			n = 0
		}
		if len(a.Elems) != n {
			return fmt.Errorf("expects result attribute array to have the same number of elements as the number of function results, got %d, but expected %d", len(a.Elems), n)
		}
		for _, d := range a.Elems {
			for _, na := range dictEntries(d) {
				if !strings.Contains(na.Name, ".") {
					return fmt.Errorf("results may only have dialect attributes")
				}
				if err := verifyParamAttr(ft.Result, na, true); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// verifyParamAttr checks one parameter attribute of the LLVM dialect attached
// to a value of type t (a result when result is set).
func verifyParamAttr(t mlir.Type, na mlir.NamedAttr, result bool) error {
	r, ok := paramAttrRules[na.Name]
	if !ok {
		return nil
	}
	fail := func(what string) error { return &mlir.UnprefixedError{Msg: fmt.Sprintf("%q %s", na.Name, what)} }
	if result && r.notResult {
		return fail("is not a valid result attribute")
	}
	switch r.value {
	case paramUnit:
		if _, ok := na.Value.(*mlir.UnitAttr); !ok {
			return fail("should be a unit attribute")
		}
	case paramType:
		if _, ok := na.Value.(*mlir.TypeAttr); !ok {
			return fail("should be a type attribute")
		}
	case paramInt:
		if _, ok := na.Value.(*mlir.IntegerAttr); !ok {
			return fail("should be an integer attribute")
		}
	}
	if !IsCompatibleType(t) {
		return nil
	}
	switch r.on {
	case onPointer:
		if _, ok := t.(*PointerType); !ok {
			return fail("attribute attached to non-pointer LLVM type")
		}
	case onInteger:
		if _, ok := t.(*mlir.IntegerType); !ok {
			return fail("attribute attached to non-integer LLVM type")
		}
	}
	return nil
}
