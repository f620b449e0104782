package llvm

import (
	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/mlir"
)

// llvm.func, written in Go from its documented syntax:
//
//	llvm.func [linkage] [visibility] [unnamed_addr] [cconv] @name(%a: i32 {attrs}, ...) -> (res {attrs})
//	    [vscale_range(min, max)] [comdat(@c::@s)] [attributes {...}] [{ body }]
//
// Declarations list argument types without names: llvm.func @f(i32, ...) -> i32.

func init() {
	customOps["llvm.func"] = &customOp{parse: parseFunc, print: printFunc}
}

// parseOptionalEnumKeyword consumes one of the case strings of enum e, returning its
// value, or def when none is next.
func parseOptionalEnumKeyword(p *mlir.AsmParser, e *EnumSpec, def int64) int64 {
	kw := p.PeekKeyword()
	if kw == "" {
		return def
	}
	for _, c := range e.Cases {
		if c.Str != "" && c.Str == kw {
			p.ParseOptionalKeyword(kw)
			return c.Value
		}
	}
	return def
}

func enumStr(record string, v int64) string {
	s, _ := Enum(record).Stringify(v)
	return s
}

func i64Attr(ctx *mlir.Context, v int64) mlir.Attribute {
	return ctx.IntegerAttr(ctx.IntegerType(64, mlir.Signless), v)
}

func parseFunc(p *mlir.OpAsmParser, st *mlir.OperationState) error {
	ctx := p.Context()
	ap := &p.AsmParser
	linkage := parseOptionalEnumKeyword(ap, Enum("LinkageEnum"), 0)
	vis := parseOptionalEnumKeyword(ap, Enum("Visibility"), 0)
	ua := parseOptionalEnumKeyword(ap, Enum("UnnamedAddr"), 0)
	cconv := parseOptionalEnumKeyword(ap, Enum("CConvEnum"), 0)
	st.Props = setNamed(st.Props, "linkage", NewAttr(ctx, "linkage", linkage))
	st.Props = setNamed(st.Props, "visibility_", i64Attr(ctx, vis))
	st.Props = setNamed(st.Props, "unnamed_addr", i64Attr(ctx, ua))
	st.Props = setNamed(st.Props, "CConv", NewAttr(ctx, "cconv", cconv))
	sigOff := p.Offset() // MLIR's signature location: the symbol name
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.Props = setNamed(st.Props, "sym_name", ctx.String(name))
	args, argTypes, argAttrs, varArg, err := parseFunctionArgs(p)
	if err != nil {
		return err
	}
	var resTypes []mlir.Type
	var resAttrs []mlir.Attribute
	if p.ParseOptionalPunct("->") {
		resTypes, resAttrs, err = parseResultList(p)
		if err != nil {
			return err
		}
	}
	var result mlir.Type
	switch len(resTypes) {
	case 0:
		result = Simple(ctx, "void")
	case 1:
		result = resTypes[0]
	default:
		return p.Errorf(sigOff, "failed to construct function type: expected zero or one function result")
	}
	for _, t := range argTypes {
		if !IsCompatibleType(t) {
			return p.ErrorfKind(sigOff, diag.ErrType, "failed to construct function type: expected LLVM type for function arguments")
		}
	}
	if !IsCompatibleType(result) {
		return p.ErrorfKind(sigOff, diag.ErrType, "failed to construct function type: expected LLVM type for function results'%s'", result)
	}
	st.Props = setNamed(st.Props, "function_type", ctx.TypeAttr(Func(ctx, result, argTypes, varArg)))
	if p.ParseOptionalKeyword("vscale_range") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		lo, err := p.ParseInteger()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		hi, err := p.ParseInteger()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		i32 := ctx.IntegerType(32, mlir.Signless)
		st.Props = setNamed(st.Props, "vscale_range", NewAttr(ctx, "vscale_range", ctx.IntegerAttr(i32, lo), ctx.IntegerAttr(i32, hi)))
	}
	if p.ParseOptionalKeyword("comdat") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		st.Props = setNamed(st.Props, "comdat", a)
	}
	if err := p.ParseOptionalAttrDictWithKeyword(&st.Attrs); err != nil {
		return err
	}
	if a := argOrResAttrs(ctx, argAttrs); a != nil {
		st.Props = setNamed(st.Props, "arg_attrs", a)
	}
	if a := argOrResAttrs(ctx, resAttrs); a != nil {
		st.Props = setNamed(st.Props, "res_attrs", a)
	}
	r := st.AddRegion()
	if p.IsPunct("{") {
		// Without arguments `{}` is an empty region: a declaration, as in MLIR.
		parse := p.ParseRegionWithEntryArgs
		if len(args) == 0 {
			parse = p.ParseRegion
		}
		if err := parse(r, args, true); err != nil {
			return err
		}
		if len(r.Blocks) == 0 && len(argTypes) > 0 {
			// With (unnamed) arguments, MLIR's `{}` is an empty entry block,
			// which then lacks the arguments.
			r.AddBlock()
		}
	}
	return moveInherent(p, Spec("llvm.func"), st)
}

// moveInherent moves inherent attributes written in the attribute dictionary into
// the properties, as MLIR does for ops with properties. For a custom parser (p
// not nil), an attribute the parser has set already is MLIR's duplicate (the
// first by name is reported, at the op name), and one of the wrong storage
// class is dropped.
func moveInherent(p *mlir.OpAsmParser, spec *OpSpec, st *mlir.OperationState) error {
	dup := ""
	kept := st.Attrs[:0]
	for _, a := range st.Attrs {
		if p != nil && hasNamed(st.Props, a.Name) {
			if dup == "" || a.Name < dup {
				dup = a.Name
			}
			continue
		}
		if as := spec.attrSpec(a.Name); as != nil {
			// MLIR's setInherentAttr drops a value of the wrong storage class
			// silently (`attributes {personality = "p"}` reads as no personality).
			if as.Prop || propConverts(as, a.Value) {
				st.Props = setNamed(st.Props, a.Name, a.Value)
			}
			continue
		}
		kept = append(kept, a)
	}
	st.Attrs = kept
	if dup != "" {
		return p.Errorf(st.Offset, "attribute '%s' occurs more than once in the attribute list", dup)
	}
	return nil
}

// argOrResAttrs returns the arg_attrs/res_attrs array, or nil when every
// dictionary is empty.
func argOrResAttrs(ctx *mlir.Context, dicts []mlir.Attribute) mlir.Attribute {
	any := false
	for _, d := range dicts {
		if dd, ok := d.(*mlir.DictionaryAttr); ok && len(dd.Entries) > 0 {
			any = true
		}
	}
	if !any {
		return nil
	}
	return ctx.Array(dicts)
}

// parseFunctionArgs parses `(%a: t {attrs}, ..., ...)` or `(t {attrs}, ...)`.
func parseFunctionArgs(p *mlir.OpAsmParser) (args []mlir.Argument, types []mlir.Type, attrs []mlir.Attribute, varArg bool, err error) {
	ctx := p.Context()
	if err = p.ParsePunct("("); err != nil {
		return
	}
	if p.ParseOptionalPunct(")") {
		return
	}
	for {
		if p.ParseOptionalPunct("...") {
			varArg = true
			break
		}
		if p.IsOperand() {
			var a mlir.Argument
			a, err = p.ParseArgument(true, true)
			if err != nil {
				return
			}
			args = append(args, a)
			types = append(types, a.Type)
			attrs = append(attrs, ctx.Dictionary(a.Attrs))
		} else {
			if len(args) > 0 {
				err = p.Expected("SSA identifier")
				return
			}
			var t mlir.Type
			t, err = p.ParseType()
			if err != nil {
				return
			}
			var d []mlir.NamedAttr
			if err = p.ParseOptionalAttrDict(&d); err != nil {
				return
			}
			types = append(types, t)
			attrs = append(attrs, ctx.Dictionary(d))
		}
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	err = p.ParsePunct(")")
	return
}

// parseResultList parses `t {attrs}` or `(t {attrs}, ...)`.
func parseResultList(p *mlir.OpAsmParser) ([]mlir.Type, []mlir.Attribute, error) {
	ctx := p.Context()
	var types []mlir.Type
	var attrs []mlir.Attribute
	one := func() error {
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		var d []mlir.NamedAttr
		if err := p.ParseOptionalAttrDict(&d); err != nil {
			return err
		}
		types = append(types, t)
		attrs = append(attrs, ctx.Dictionary(d))
		return nil
	}
	if p.ParseOptionalPunct("(") {
		if p.ParseOptionalPunct(")") {
			return nil, nil, nil
		}
		for {
			if err := one(); err != nil {
				return nil, nil, err
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		return types, attrs, p.ParsePunct(")")
	}
	// Without parentheses a single type, without attributes.
	t, err := p.ParseType()
	if err != nil {
		return nil, nil, err
	}
	return []mlir.Type{t}, []mlir.Attribute{ctx.Dictionary(nil)}, nil
}

func dictEntries(a mlir.Attribute) []mlir.NamedAttr {
	if d, ok := a.(*mlir.DictionaryAttr); ok {
		return d.Entries
	}
	return nil
}

func arrayElems(a mlir.Attribute) []mlir.Attribute {
	if arr, ok := a.(*mlir.ArrayAttr); ok {
		return arr.Elems
	}
	return nil
}

func intOf(a mlir.Attribute) int64 {
	switch a := a.(type) {
	case *mlir.IntegerAttr:
		return a.Val
	case *Attr:
		if len(a.Params) == 1 {
			n, _ := a.Params[0].(int64)
			return n
		}
	}
	return 0
}

func printFunc(p *mlir.OpAsmPrinter, op *mlir.Operation) {
	p.Write(" ")
	if l := intOf(op.Attr("linkage")); l != 0 {
		p.Write(enumStr("LinkageEnum", l) + " ")
	}
	if s := enumStr("Visibility", intOf(op.Attr("visibility_"))); s != "" {
		p.Write(s + " ")
	}
	if ua := op.Attr("unnamed_addr"); ua != nil {
		if s := enumStr("UnnamedAddr", intOf(ua)); s != "" {
			p.Write(s + " ")
		}
	}
	if c := intOf(op.Attr("CConv")); c != 0 {
		p.Write(enumStr("CConvEnum", c) + " ")
	}
	name, _ := op.Attr("sym_name").(*mlir.StringAttr)
	if name != nil {
		p.PrintSymbolName(name.Value)
	}
	var ft *FuncType
	if ta, ok := op.Attr("function_type").(*mlir.TypeAttr); ok {
		ft, _ = ta.Type.(*FuncType)
	}
	if ft == nil {
		p.Write("<<invalid function type>>")
		return
	}
	var body *mlir.Region
	if len(op.Regions) > 0 {
		body = op.Regions[0]
	}
	external := body == nil || len(body.Blocks) == 0
	argAttrs := arrayElems(op.Attr("arg_attrs"))
	p.Write("(")
	for i, t := range ft.Params {
		if i > 0 {
			p.Write(", ")
		}
		var attrs []mlir.NamedAttr
		if i < len(argAttrs) {
			attrs = dictEntries(argAttrs[i])
		}
		if !external && i < len(body.Blocks[0].Args) {
			p.PrintRegionArgument(body.Blocks[0].Args[i], attrs)
		} else {
			p.PrintType(t)
			p.PrintOptionalAttrDict(attrs)
		}
	}
	if ft.VarArg {
		if len(ft.Params) > 0 {
			p.Write(", ")
		}
		p.Write("...")
	}
	p.Write(")")
	if st, ok := ft.Result.(*SimpleType); !ok || st.Kind != "void" {
		p.Write(" -> ")
		resAttrs := arrayElems(op.Attr("res_attrs"))
		var attrs []mlir.NamedAttr
		if len(resAttrs) > 0 {
			attrs = dictEntries(resAttrs[0])
		}
		_, isFn := ft.Result.(*mlir.FunctionType)
		parens := isFn || len(attrs) > 0
		if parens {
			p.Write("(")
		}
		p.PrintType(ft.Result)
		p.PrintOptionalAttrDict(attrs)
		if parens {
			p.Write(")")
		}
	}
	if vr, ok := op.Attr("vscale_range").(*Attr); ok {
		lo, _ := vr.Params[0].(*mlir.IntegerAttr)
		hi, _ := vr.Params[1].(*mlir.IntegerAttr)
		if lo != nil && hi != nil {
			p.Write(" vscale_range(")
			p.PrintInt(lo.Val)
			p.Write(", ")
			p.PrintInt(hi.Val)
			p.Write(")")
		}
	}
	if c := op.Attr("comdat"); c != nil {
		p.Write(" comdat(")
		p.PrintAttribute(c)
		p.Write(")")
	}
	p.PrintOptionalAttrDictWithKeyword(mergeAttrs(op), "sym_name", "function_type", "arg_attrs", "res_attrs",
		"linkage", "CConv", "visibility_", "comdat", "unnamed_addr", "vscale_range")
	if !external {
		p.Write(" ")
		p.PrintRegion(body, false, true, false, "")
	}
}

// IsCompatibleType reports whether t may be used in the LLVM dialect (MLIR's
// isCompatibleType): LLVM dialect types whose nested types are compatible too,
// signless integers, the LLVM floating-point types, 1-D vectors of those and of
// pointers (types_compat.go).
func IsCompatibleType(t mlir.Type) bool { return isCompatible(t, nil) }
