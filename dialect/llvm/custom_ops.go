package llvm

import (
	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/mlir"
)

// The ops whose syntax MLIR writes by hand (besides llvm.func, in custom_func.go):
// llvm.icmp, llvm.fcmp, llvm.alloca, llvm.call, llvm.invoke, llvm.call_intrinsic,
// llvm.landingpad, llvm.mlir.global and llvm.mlir.alias. Each is written in Go
// from its documented syntax and checked against mlir-opt-22 by the goldens.

func init() {
	customOps["llvm.icmp"] = &customOp{parse: func(p *mlir.OpAsmParser, st *mlir.OperationState) error { return parseCmp(p, st, "ICmpPredicate") }, print: printCmp}
	customOps["llvm.fcmp"] = &customOp{parse: func(p *mlir.OpAsmParser, st *mlir.OperationState) error { return parseCmp(p, st, "FCmpPredicate") }, print: printCmp}
	customOps["llvm.alloca"] = &customOp{parse: parseAlloca, print: printAlloca}
	customOps["llvm.call"] = &customOp{parse: parseCall, print: printCall}
	customOps["llvm.invoke"] = &customOp{parse: parseInvoke, print: printInvoke}
	customOps["llvm.call_intrinsic"] = &customOp{parse: parseCallIntrinsic, print: printCallIntrinsic}
	customOps["llvm.landingpad"] = &customOp{parse: parseLandingpad, print: printLandingpad}
	customOps["llvm.mlir.global"] = &customOp{parse: parseGlobal, print: printGlobal}
	customOps["llvm.mlir.alias"] = &customOp{parse: parseAlias, print: printAlias}
}

// withoutDefaultFMF drops fastmathFlags = #llvm.fastmath<none> (MLIR's processFMFAttr).
func withoutDefaultFMF(attrs []mlir.NamedAttr) []mlir.NamedAttr {
	for i, a := range attrs {
		if a.Name != "fastmathFlags" {
			continue
		}
		if fa, ok := a.Value.(*Attr); ok && len(fa.Params) == 1 && fa.Params[0] == any(int64(0)) {
			out := append([]mlir.NamedAttr{}, attrs[:i]...)
			return append(out, attrs[i+1:]...)
		}
	}
	return attrs
}

// finishCustom moves inherent attributes out of the dictionary; the op's
// creation hook (createHook) then fills the defaults.
func finishCustom(p *mlir.OpAsmParser, st *mlir.OperationState) error {
	return moveInherent(p, Spec(st.Name), st)
}

// cmpResultType is i1, or a vector of i1 shaped like t.
func cmpResultType(ctx *mlir.Context, t mlir.Type) mlir.Type {
	i1 := ctx.IntegerType(1, mlir.Signless)
	if v, ok := t.(*mlir.VectorType); ok {
		return ctx.VectorType(v.Shape, v.Scalable, i1)
	}
	return i1
}

func parseCmp(p *mlir.OpAsmParser, st *mlir.OperationState, enum string) error {
	ctx := p.Context()
	off := p.Offset()
	// MLIR parses the predicate as a StringAttr: a bare keyword is no
	// attribute, another attribute is of the wrong kind.
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	sa, ok := a.(*mlir.StringAttr)
	if !ok {
		return p.Errorf(off, "invalid kind of attribute specified")
	}
	pred := sa.Value
	v, ok := Enum(enum).Symbolize(pred)
	if !ok {
		return p.Errorf(off, "'%s' is an incorrect value of the 'predicate' attribute", pred)
	}
	opOff := p.Offset()
	lhs, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	rhs, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(&st.Attrs); err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	if err := p.ResolveOperands([]mlir.UnresolvedOperand{lhs, rhs}, []mlir.Type{t, t}, opOff, &st.Operands); err != nil {
		return err
	}
	st.Props = setNamed(st.Props, "predicate", i64Attr(ctx, v))
	st.Types = []mlir.Type{cmpResultType(ctx, t)}
	return finishCustom(p, st)
}

func printCmp(p *mlir.OpAsmPrinter, op *mlir.Operation) {
	enum := "ICmpPredicate"
	if op.Name == "llvm.fcmp" {
		enum = "FCmpPredicate"
	}
	p.Write(" " + quoteString(enumStr(enum, intOf(op.Attr("predicate")))) + " ")
	p.PrintOperand(op.Operands[0])
	p.Write(", ")
	p.PrintOperand(op.Operands[1])
	p.PrintOptionalAttrDict(withoutDefaultFMF(mergeAttrs(op)), "predicate")
	p.Write(" : ")
	p.PrintType(op.Operands[0].Type)
}

func parseAlloca(p *mlir.OpAsmParser, st *mlir.OperationState) error {
	ctx := p.Context()
	if p.ParseOptionalKeyword("inalloca") {
		st.Props = setNamed(st.Props, "inalloca", ctx.Unit())
	}
	size, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ExpectKeyword("x"); err != nil {
		return err
	}
	elem, err := p.ParseType()
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(&st.Attrs); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	off := p.Offset()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	// MLIR checks the alignment before the trailing type, at the op name, and
	// drops a zero alignment.
	for i, a := range st.Attrs {
		if a.Name != "alignment" {
			continue
		}
		ia, ok := a.Value.(*mlir.IntegerAttr)
		if !ok {
			return p.Errorf(st.Offset, "expected integer alignment")
		}
		if ia.Val == 0 && ia.Big == nil {
			st.Attrs = append(st.Attrs[:i:i], st.Attrs[i+1:]...)
		}
		break
	}
	ft, ok := t.(*mlir.FunctionType)
	if !ok || len(ft.Inputs) != 1 || len(ft.Results) != 1 {
		return p.Errorf(off, "expected trailing function type with one argument and one result")
	}
	if err := p.ResolveOperands([]mlir.UnresolvedOperand{size}, ft.Inputs, off, &st.Operands); err != nil {
		return err
	}
	// The element type is recorded only for a pointer result; otherwise the
	// verifier reports the missing attribute.
	if _, ok := ft.Results[0].(*PointerType); ok {
		st.Props = setNamed(st.Props, "elem_type", ctx.TypeAttr(elem))
	}
	st.Types = ft.Results
	return finishCustom(p, st)
}

func printAlloca(p *mlir.OpAsmPrinter, op *mlir.Operation) {
	if op.Attr("inalloca") != nil {
		p.Write(" inalloca")
	}
	p.Write(" ")
	p.PrintOperand(op.Operands[0])
	p.Write(" x ")
	if ta, ok := op.Attr("elem_type").(*mlir.TypeAttr); ok {
		p.PrintType(ta.Type)
	}
	elided := []string{"elem_type", "inalloca"}
	if a, ok := op.Attr("alignment").(*mlir.IntegerAttr); !ok || a.Val == 0 {
		elided = append(elided, "alignment")
	}
	p.PrintOptionalAttrDict(mergeAttrs(op), elided...)
	p.Write(" : (")
	p.PrintType(op.Operands[0].Type)
	p.Write(") -> ")
	p.PrintType(op.Results[0].Type)
}

// printCallSignature prints `(t {attrs}, ...) -> results` of a call.
func printCallSignature(p *mlir.OpAsmPrinter, args []*mlir.Value, argAttrs, resAttrs []mlir.Attribute, results []*mlir.Value) {
	p.Write("(")
	for i, a := range args {
		if i > 0 {
			p.Write(", ")
		}
		p.PrintType(a.Type)
		if i < len(argAttrs) {
			p.PrintOptionalAttrDict(dictEntries(argAttrs[i]))
		}
	}
	p.Write(") -> ")
	if len(results) == 0 {
		p.Write("()")
		return
	}
	var attrs []mlir.NamedAttr
	if len(resAttrs) > 0 {
		attrs = dictEntries(resAttrs[0])
	}
	_, isFn := results[0].Type.(*mlir.FunctionType)
	parens := len(results) > 1 || isFn || len(attrs) > 0
	if parens {
		p.Write("(")
	}
	for i, r := range results {
		if i > 0 {
			p.Write(", ")
		}
		p.PrintType(r.Type)
		if i < len(resAttrs) {
			p.PrintOptionalAttrDict(dictEntries(resAttrs[i]))
		}
	}
	if parens {
		p.Write(")")
	}
}

// callParts parses what calls share: `[cconv] [tail] (@f | %fp)(args) [vararg(T)] [bundles]`.
type callParts struct {
	direct   bool
	callee   string
	fnPtr    mlir.UnresolvedOperand
	args     []mlir.UnresolvedOperand
	argsOff  int
	bundles  [][]mlir.UnresolvedOperand
	btypes   [][]mlir.Type
	btags    []mlir.Attribute
	argTypes []mlir.Type
	argAttrs []mlir.Attribute
	resTypes []mlir.Type
	resAttrs []mlir.Attribute
	ptrType  mlir.Type
}

func parseCallee(p *mlir.OpAsmParser, c *callParts) error {
	if u, ok, err := p.ParseOptionalOperand(); err != nil {
		return err
	} else if ok {
		c.fnPtr = u
		return nil
	}
	// MLIR parses the callee as a symbol reference attribute.
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		off := p.Offset()
		if _, err := p.ParseAttribute(nil); err != nil {
			return err
		}
		return p.ErrorfKind(off, diag.ErrSyntax, "invalid kind of attribute specified")
	}
	c.direct, c.callee = true, name
	return nil
}

func parseCallArgs(p *mlir.OpAsmParser, c *callParts) error {
	c.argsOff = p.Offset()
	args, err := p.ParseOperandList("(", ")")
	c.args = args
	return err
}

func parseVarArg(p *mlir.OpAsmParser, st *mlir.OperationState) error {
	if !p.ParseOptionalKeyword("vararg") {
		return nil
	}
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	off := p.Offset()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	if _, ok := t.(*FuncType); !ok {
		return p.Errorf(off, "expected an LLVM function type")
	}
	st.Props = setNamed(st.Props, "var_callee_type", p.Context().TypeAttr(t))
	return p.ParsePunct(")")
}

func parseCallBundles(p *mlir.OpAsmParser, c *callParts) error {
	if !p.IsPunct("[") {
		return nil
	}
	var err error
	c.bundles, c.btypes, c.btags, err = parseBundles(p)
	return err
}

// parseCallType parses `: [ptr-type ,] (types {attrs}) -> results`.
func parseCallType(p *mlir.OpAsmParser, c *callParts) (err error) {
	ctx := p.Context()
	typesOff := p.Offset() // MLIR locates the errors below at the colon
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	if !c.direct {
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		c.ptrType = t
		if !p.ParseOptionalPunct(",") {
			return p.Errorf(typesOff, "expected indirect call to have 2 trailing types")
		}
	}
	defer func() {
		if err == nil && len(c.resTypes) > 1 {
			err = p.ErrorfKind(typesOff, diag.ErrType, "expected function with 0 or 1 result")
		} else if err == nil && len(c.resTypes) == 1 && isVoid(c.resTypes[0]) {
			err = p.ErrorfKind(typesOff, diag.ErrType, "expected a non-void result type")
		}
	}()
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	if !p.ParseOptionalPunct(")") {
		for {
			t, err := p.ParseType()
			if err != nil {
				return err
			}
			var d []mlir.NamedAttr
			if err := p.ParseOptionalAttrDict(&d); err != nil {
				return err
			}
			c.argTypes = append(c.argTypes, t)
			c.argAttrs = append(c.argAttrs, ctx.Dictionary(d))
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	if err := p.ParsePunct("->"); err != nil {
		return err
	}
	c.resTypes, c.resAttrs, err = parseResultList(p)
	return err
}

// resolveCall resolves the callee pointer, the arguments and the bundles, and
// records arg_attrs, res_attrs, op_bundle_sizes and op_bundle_tags.
func resolveCall(p *mlir.OpAsmParser, st *mlir.OperationState, c *callParts) (nCallee, nBundle int, err error) {
	ctx := p.Context()
	if !c.direct {
		if err := p.ResolveOperands([]mlir.UnresolvedOperand{c.fnPtr}, []mlir.Type{c.ptrType}, c.argsOff, &st.Operands); err != nil {
			return 0, 0, err
		}
		nCallee = 1
	} else {
		st.Props = setNamed(st.Props, "callee", ctx.SymbolRef(c.callee))
	}
	if err := p.ResolveOperands(c.args, c.argTypes, c.argsOff, &st.Operands); err != nil {
		return 0, 0, err
	}
	nCallee += len(c.args)
	if a := argOrResAttrs(ctx, c.argAttrs); a != nil {
		st.Props = setNamed(st.Props, "arg_attrs", a)
	}
	if a := argOrResAttrs(ctx, c.resAttrs); a != nil {
		st.Props = setNamed(st.Props, "res_attrs", a)
	}
	return nCallee, 0, nil
}

func resolveBundles(p *mlir.OpAsmParser, st *mlir.OperationState, c *callParts) (int, error) {
	ctx := p.Context()
	i32 := ctx.IntegerType(32, mlir.Signless)
	var sizes []mlir.Attribute
	n := 0
	for i, g := range c.bundles {
		if err := p.ResolveOperands(g, c.btypes[i], c.argsOff, &st.Operands); err != nil {
			return 0, err
		}
		sizes = append(sizes, ctx.IntegerAttr(i32, int64(len(g))))
		n += len(g)
	}
	st.Props = setNamed(st.Props, "op_bundle_sizes", ctx.InternAttr(&mlir.DenseArrayAttr{Elem: i32, Elems: sizes}))
	if len(c.btags) > 0 {
		st.Props = setNamed(st.Props, "op_bundle_tags", ctx.Array(c.btags))
	}
	return n, nil
}

func segmentSizesAttr(ctx *mlir.Context, sizes ...int) mlir.Attribute {
	i32 := ctx.IntegerType(32, mlir.Signless)
	elems := make([]mlir.Attribute, len(sizes))
	for i, s := range sizes {
		elems[i] = ctx.IntegerAttr(i32, int64(s))
	}
	return ctx.InternAttr(&mlir.DenseArrayAttr{Elem: i32, Elems: elems})
}

func parseCall(p *mlir.OpAsmParser, st *mlir.OperationState) error {
	ctx := p.Context()
	ap := &p.AsmParser
	cconv := parseOptionalEnumKeyword(ap, Enum("CConvEnum"), 0)
	tail := parseOptionalEnumKeyword(ap, Enum("TailCallKindEnum"), 0)
	st.Props = setNamed(st.Props, "CConv", NewAttr(ctx, "cconv", cconv))
	st.Props = setNamed(st.Props, "TailCallKind", NewAttr(ctx, "tailcallkind", tail))
	var c callParts
	if err := parseCallee(p, &c); err != nil {
		return err
	}
	if err := parseCallArgs(p, &c); err != nil {
		return err
	}
	if err := parseVarArg(p, st); err != nil {
		return err
	}
	if err := parseCallBundles(p, &c); err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(&st.Attrs); err != nil {
		return err
	}
	if err := parseCallType(p, &c); err != nil {
		return err
	}
	n, _, err := resolveCall(p, st, &c)
	if err != nil {
		return err
	}
	nb, err := resolveBundles(p, st, &c)
	if err != nil {
		return err
	}
	st.Props = setNamed(st.Props, "operandSegmentSizes", segmentSizesAttr(ctx, n, nb))
	st.Types = c.resTypes
	return finishCustom(p, st)
}

// calleeOperands splits a call's operands: the callee pointer (indirect calls) and
// the arguments.
func calleeOperands(op *mlir.Operation, n int) (fnPtr *mlir.Value, args []*mlir.Value) {
	ops := op.Operands[:n]
	if op.Attr("callee") == nil && len(ops) > 0 {
		return ops[0], ops[1:]
	}
	return nil, ops
}

func printCallee(p *mlir.OpAsmPrinter, op *mlir.Operation, fnPtr *mlir.Value, args []*mlir.Value) {
	if s, ok := op.Attr("callee").(*mlir.SymbolRefAttr); ok {
		p.PrintSymbolName(s.Root)
	} else if fnPtr != nil {
		p.PrintOperand(fnPtr)
	}
	p.Write("(")
	p.PrintOperands(args)
	p.Write(")")
}

func printVarArgAndBundles(p *mlir.OpAsmPrinter, op *mlir.Operation, bundles [][]*mlir.Value, varArgFirst bool) {
	if ta, ok := op.Attr("var_callee_type").(*mlir.TypeAttr); ok && varArgFirst {
		p.Write(" vararg(")
		p.PrintType(ta.Type)
		p.Write(")")
	}
	if len(bundles) > 0 {
		p.Write(" ")
		printBundles(opOut{p}, bundles, arrayElems(op.Attr("op_bundle_tags")))
	}
}

func opViewOf(op *mlir.Operation) *opView {
	spec := Spec(op.Name)
	if spec == nil {
		return nil
	}
	v, err := newOpView(spec, op)
	if err != nil {
		return nil
	}
	return v
}

func printCall(p *mlir.OpAsmPrinter, op *mlir.Operation) {
	v := opViewOf(op)
	if v == nil {
		p.PrintGenericOp(op)
		return
	}
	p.Write(" ")
	if c := intOf(op.Attr("CConv")); c != 0 {
		p.Write(enumStr("CConvEnum", c) + " ")
	}
	if t := intOf(op.Attr("TailCallKind")); t != 0 {
		p.Write(enumStr("TailCallKindEnum", t) + " ")
	}
	fnPtr, args := calleeOperands(op, len(v.operands("callee_operands")))
	printCallee(p, op, fnPtr, args)
	printVarArgAndBundles(p, op, v.groups("op_bundle_operands"), true)
	p.PrintOptionalAttrDict(withoutDefaultFMF(mergeAttrs(op)), "callee", "TailCallKind", "var_callee_type", "CConv",
		"operandSegmentSizes", "op_bundle_sizes", "op_bundle_tags", "arg_attrs", "res_attrs")
	p.Write(" : ")
	if fnPtr != nil {
		p.PrintType(fnPtr.Type)
		p.Write(", ")
	}
	printCallSignature(p, args, arrayElems(op.Attr("arg_attrs")), arrayElems(op.Attr("res_attrs")), op.Results)
}

func parseInvoke(p *mlir.OpAsmParser, st *mlir.OperationState) error {
	ctx := p.Context()
	cconv := parseOptionalEnumKeyword(&p.AsmParser, Enum("CConvEnum"), 0)
	st.Props = setNamed(st.Props, "CConv", NewAttr(ctx, "cconv", cconv))
	var c callParts
	if err := parseCallee(p, &c); err != nil {
		return err
	}
	if err := parseCallArgs(p, &c); err != nil {
		return err
	}
	if err := p.ExpectKeyword("to"); err != nil {
		return err
	}
	normal, normalOps, err := p.ParseSuccessorAndUseList()
	if err != nil {
		return err
	}
	if err := p.ExpectKeyword("unwind"); err != nil {
		return err
	}
	unwind, unwindOps, err := p.ParseSuccessorAndUseList()
	if err != nil {
		return err
	}
	if err := parseVarArg(p, st); err != nil {
		return err
	}
	if err := parseCallBundles(p, &c); err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(&st.Attrs); err != nil {
		return err
	}
	if err := parseCallType(p, &c); err != nil {
		return err
	}
	n, _, err := resolveCall(p, st, &c)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, normalOps...)
	st.Operands = append(st.Operands, unwindOps...)
	nb, err := resolveBundles(p, st, &c)
	if err != nil {
		return err
	}
	// Bundles come after the destination operands.
	st.Props = setNamed(st.Props, "operandSegmentSizes", segmentSizesAttr(ctx, n, len(normalOps), len(unwindOps), nb))
	st.Successors = []*mlir.Block{normal, unwind}
	st.Types = c.resTypes
	return finishCustom(p, st)
}

func printInvoke(p *mlir.OpAsmPrinter, op *mlir.Operation) {
	v := opViewOf(op)
	if v == nil || len(op.Successors) != 2 {
		p.PrintGenericOp(op)
		return
	}
	p.Write(" ")
	if c := intOf(op.Attr("CConv")); c != 0 {
		p.Write(enumStr("CConvEnum", c) + " ")
	}
	fnPtr, args := calleeOperands(op, len(v.operands("callee_operands")))
	printCallee(p, op, fnPtr, args)
	p.Write(" to ")
	p.PrintSuccessorAndUseList(op.Successors[0], v.operands("normalDestOperands"))
	p.Write(" unwind ")
	p.PrintSuccessorAndUseList(op.Successors[1], v.operands("unwindDestOperands"))
	printVarArgAndBundles(p, op, v.groups("op_bundle_operands"), true)
	p.PrintOptionalAttrDict(mergeAttrs(op), "callee", "operandSegmentSizes", "CConv", "var_callee_type",
		"op_bundle_sizes", "op_bundle_tags", "arg_attrs", "res_attrs")
	p.Write(" : ")
	if fnPtr != nil {
		p.PrintType(fnPtr.Type)
		p.Write(", ")
	}
	printCallSignature(p, args, arrayElems(op.Attr("arg_attrs")), arrayElems(op.Attr("res_attrs")), op.Results)
}

func parseCallIntrinsic(p *mlir.OpAsmParser, st *mlir.OperationState) error {
	ctx := p.Context()
	name, err := p.ParseString()
	if err != nil {
		return err
	}
	st.Props = setNamed(st.Props, "intrin", ctx.String(name))
	c := callParts{direct: true}
	if err := parseCallArgs(p, &c); err != nil {
		return err
	}
	if err := parseCallBundles(p, &c); err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(&st.Attrs); err != nil {
		return err
	}
	if err := parseCallType(p, &c); err != nil {
		return err
	}
	if err := p.ResolveOperands(c.args, c.argTypes, c.argsOff, &st.Operands); err != nil {
		return err
	}
	if a := argOrResAttrs(ctx, c.argAttrs); a != nil {
		st.Props = setNamed(st.Props, "arg_attrs", a)
	}
	if a := argOrResAttrs(ctx, c.resAttrs); a != nil {
		st.Props = setNamed(st.Props, "res_attrs", a)
	}
	nb, err := resolveBundles(p, st, &c)
	if err != nil {
		return err
	}
	st.Props = setNamed(st.Props, "operandSegmentSizes", segmentSizesAttr(ctx, len(c.args), nb))
	st.Types = c.resTypes
	return finishCustom(p, st)
}

func printCallIntrinsic(p *mlir.OpAsmPrinter, op *mlir.Operation) {
	v := opViewOf(op)
	if v == nil {
		p.PrintGenericOp(op)
		return
	}
	name, _ := op.Attr("intrin").(*mlir.StringAttr)
	p.Write(" ")
	if name != nil {
		p.PrintString(name.Value)
	}
	args := v.operands("args")
	p.Write("(")
	p.PrintOperands(args)
	p.Write(")")
	printVarArgAndBundles(p, op, v.groups("op_bundle_operands"), false)
	p.PrintOptionalAttrDict(withoutDefaultFMF(mergeAttrs(op)), "operandSegmentSizes", "op_bundle_sizes", "intrin",
		"op_bundle_tags", "arg_attrs", "res_attrs")
	p.Write(" : ")
	printCallSignature(p, args, arrayElems(op.Attr("arg_attrs")), arrayElems(op.Attr("res_attrs")), op.Results)
}

func parseLandingpad(p *mlir.OpAsmParser, st *mlir.OperationState) error {
	ctx := p.Context()
	if p.ParseOptionalKeyword("cleanup") {
		st.Props = setNamed(st.Props, "cleanup", ctx.Unit())
	}
	for p.ParseOptionalPunct("(") {
		if !p.ParseOptionalKeyword("catch") {
			if err := p.ExpectKeyword("filter"); err != nil {
				return err
			}
		}
		off := p.Offset()
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		t, err := p.ParseColonType()
		if err != nil {
			return err
		}
		if err := p.ResolveOperands([]mlir.UnresolvedOperand{u}, []mlir.Type{t}, off, &st.Operands); err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	if err := p.ParseOptionalAttrDict(&st.Attrs); err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	st.Types = []mlir.Type{t}
	return finishCustom(p, st)
}

func printLandingpad(p *mlir.OpAsmPrinter, op *mlir.Operation) {
	if op.Attr("cleanup") != nil {
		p.Write(" cleanup ")
	} else {
		p.Write(" ")
	}
	for _, v := range op.Operands {
		kind := "catch "
		if _, ok := v.Type.(*ArrayType); ok {
			kind = "filter "
		}
		p.Write("(" + kind)
		p.PrintOperand(v)
		p.Write(" : ")
		p.PrintType(v.Type)
		p.Write(") ")
	}
	p.PrintOptionalAttrDict(mergeAttrs(op), "cleanup")
	p.Write(": ")
	if len(op.Results) == 1 {
		p.PrintType(op.Results[0].Type)
	}
}

func parseGlobal(p *mlir.OpAsmParser, st *mlir.OperationState) error {
	ctx := p.Context()
	ap := &p.AsmParser
	nameOff := st.Offset // MLIR's getNameLoc: the op name
	linkage := parseOptionalEnumKeyword(ap, Enum("LinkageEnum"), 0)
	vis := parseOptionalEnumKeyword(ap, Enum("Visibility"), 0)
	st.Props = setNamed(st.Props, "linkage", NewAttr(ctx, "linkage", linkage))
	st.Props = setNamed(st.Props, "visibility_", i64Attr(ctx, vis))
	if p.ParseOptionalKeyword("thread_local") {
		st.Props = setNamed(st.Props, "thread_local_", ctx.Unit())
	}
	ua := parseOptionalEnumKeyword(ap, Enum("UnnamedAddr"), 0)
	st.Props = setNamed(st.Props, "unnamed_addr", i64Attr(ctx, ua))
	if p.ParseOptionalKeyword("constant") {
		st.Props = setNamed(st.Props, "constant", ctx.Unit())
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.Props = setNamed(st.Props, "sym_name", ctx.String(name))
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var value mlir.Attribute
	if !p.ParseOptionalPunct(")") {
		if value, err = p.ParseAttribute(nil); err != nil {
			return err
		}
		st.Props = setNamed(st.Props, "value", value)
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	if p.ParseOptionalKeyword("comdat") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		c, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		st.Props = setNamed(st.Props, "comdat", c)
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	if err := p.ParseOptionalAttrDict(&st.Attrs); err != nil {
		return err
	}
	var typ mlir.Type
	if p.ParseOptionalPunct(":") {
		ts, err := p.ParseTypeList()
		if err != nil {
			return err
		}
		if len(ts) > 1 {
			return p.Errorf(nameOff, "expected zero or one type")
		}
		typ = ts[0]
	}
	r := st.AddRegion()
	if typ == nil {
		s, ok := value.(*mlir.StringAttr)
		if !ok {
			return p.Errorf(nameOff, "type can only be omitted for string globals")
		}
		typ = Array(ctx, uint64(len(s.Value)), ctx.IntegerType(8, mlir.Signless))
	} else if p.IsPunct("{") {
		if err := p.ParseRegion(r, nil, true); err != nil {
			return err
		}
	}
	st.Props = setNamed(st.Props, "global_type", ctx.TypeAttr(typ))
	return finishCustom(p, st)
}

func printGlobal(p *mlir.OpAsmPrinter, op *mlir.Operation) {
	p.Write(" " + enumStr("LinkageEnum", intOf(op.Attr("linkage"))) + " ")
	if s := enumStr("Visibility", intOf(op.Attr("visibility_"))); s != "" {
		p.Write(s + " ")
	}
	if op.Attr("thread_local_") != nil {
		p.Write("thread_local ")
	}
	if ua := op.Attr("unnamed_addr"); ua != nil {
		if s := enumStr("UnnamedAddr", intOf(ua)); s != "" {
			p.Write(s + " ")
		}
	}
	if op.Attr("constant") != nil {
		p.Write("constant ")
	}
	if s, ok := op.Attr("sym_name").(*mlir.StringAttr); ok {
		p.PrintSymbolName(s.Value)
	}
	p.Write("(")
	value := op.Attr("value")
	if value != nil {
		p.PrintAttribute(value)
	}
	p.Write(")")
	if c := op.Attr("comdat"); c != nil {
		p.Write(" comdat(")
		p.PrintAttribute(c)
		p.Write(")")
	}
	p.PrintOptionalAttrDict(mergeAttrs(op), "sym_name", "global_type", "constant", "value", "linkage",
		"unnamed_addr", "thread_local_", "visibility_", "comdat")
	if _, ok := value.(*mlir.StringAttr); ok {
		return
	}
	p.Write(" : ")
	if ta, ok := op.Attr("global_type").(*mlir.TypeAttr); ok {
		p.PrintType(ta.Type)
	}
	if hasBody(op) {
		p.Write(" ")
		p.PrintRegion(op.Regions[0], false, true, false, "")
	}
}

func parseAlias(p *mlir.OpAsmParser, st *mlir.OperationState) error {
	ctx := p.Context()
	ap := &p.AsmParser
	linkage := parseOptionalEnumKeyword(ap, Enum("LinkageEnum"), 0)
	vis := parseOptionalEnumKeyword(ap, Enum("Visibility"), 0)
	st.Props = setNamed(st.Props, "linkage", NewAttr(ctx, "linkage", linkage))
	st.Props = setNamed(st.Props, "visibility_", i64Attr(ctx, vis))
	// As for globals: thread_local comes before unnamed_addr.
	if p.ParseOptionalKeyword("thread_local") {
		st.Props = setNamed(st.Props, "thread_local_", ctx.Unit())
	}
	ua := parseOptionalEnumKeyword(ap, Enum("UnnamedAddr"), 0)
	st.Props = setNamed(st.Props, "unnamed_addr", i64Attr(ctx, ua))
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.Props = setNamed(st.Props, "sym_name", ctx.String(name))
	if err := p.ParseOptionalAttrDict(&st.Attrs); err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	st.Props = setNamed(st.Props, "alias_type", ctx.TypeAttr(t))
	r := st.AddRegion()
	if err := p.ParseRegion(r, nil, true); err != nil {
		return err
	}
	return finishCustom(p, st)
}

func printAlias(p *mlir.OpAsmPrinter, op *mlir.Operation) {
	p.Write(" " + enumStr("LinkageEnum", intOf(op.Attr("linkage"))) + " ")
	if s := enumStr("Visibility", intOf(op.Attr("visibility_"))); s != "" {
		p.Write(s + " ")
	}
	if op.Attr("thread_local_") != nil {
		p.Write("thread_local ")
	}
	if ua := op.Attr("unnamed_addr"); ua != nil {
		if s := enumStr("UnnamedAddr", intOf(ua)); s != "" {
			p.Write(s + " ")
		}
	}
	if s, ok := op.Attr("sym_name").(*mlir.StringAttr); ok {
		p.PrintSymbolName(s.Value)
	}
	p.PrintOptionalAttrDict(mergeAttrs(op), "sym_name", "alias_type", "linkage", "unnamed_addr", "thread_local_", "visibility_")
	p.Write(" : ")
	if ta, ok := op.Attr("alias_type").(*mlir.TypeAttr); ok {
		p.PrintType(ta.Type)
	}
	p.Write(" ")
	if len(op.Regions) > 0 {
		p.PrintRegion(op.Regions[0], false, true, false, "")
	}
}
