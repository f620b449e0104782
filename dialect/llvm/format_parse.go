package llvm

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/mlir"
)

// opParser parses one op through its declarative format, then resolves operand and
// result types (spelled by the format or inferred from the op's traits) and builds
// the operation state.
type opParser struct {
	p  *mlir.OpAsmParser
	f  *opFormat
	st *mlir.OperationState

	// Keyed by slot name. An op has a handful of slots, so these are small
	// association lists; the opParser is pooled and reused, so they, and the
	// scratch slices below, are allocated once per goroutine rather than per op.
	operands slotMap[[]mlir.UnresolvedOperand]
	groups   slotMap[[][]mlir.UnresolvedOperand]
	opOff    slotMap[int]
	types    slotMap[[]mlir.Type]   // operand or result name -> types
	gtypes   slotMap[[][]mlir.Type] // VariadicOfVariadic operand types
	regions  slotMap[[]*mlir.Region]
	succs    slotMap[[]*mlir.Block]
	matched  slotMap[string]          // slot -> the slot whose type a TypesMatchWith transformed into it
	allOps   []mlir.UnresolvedOperand // the `operands` directive
	allTypes []mlir.Type              // type(operands)
	resTypes []mlir.Type              // type(results)
	haveAll  bool

	// Scratch storage for the slices above that live only while one op is parsed
	// (the state st receives copies): carved from chunks that are reused.
	typeBuf  []mlir.Type
	unresBuf []mlir.UnresolvedOperand
}

// slotMap is a small map from slot names to V, in insertion order.
type slotMap[V any] struct {
	keys []string
	vals []V
}

func (m *slotMap[V]) index(k string) int {
	for i, x := range m.keys {
		if x == k {
			return i
		}
	}
	return -1
}

// at returns the value of k, or the zero V.
func (m *slotMap[V]) at(k string) V {
	if i := m.index(k); i >= 0 {
		return m.vals[i]
	}
	var zero V
	return zero
}

func (m *slotMap[V]) has(k string) bool { return m.index(k) >= 0 }

func (m *slotMap[V]) set(k string, v V) {
	if i := m.index(k); i >= 0 {
		m.vals[i] = v
		return
	}
	m.keys = append(m.keys, k)
	m.vals = append(m.vals, v)
}

func (m *slotMap[V]) reset() {
	clear(m.vals)
	m.keys, m.vals = m.keys[:0], m.vals[:0]
}

// scratchChunk is the size of the chunks typeSlice and unresolvedSlice carve from.
const scratchChunk = 64

// typeSlice returns a slice of n types (all nil) valid until the next op is parsed.
func (o *opParser) typeSlice(n int) []mlir.Type {
	if n > scratchChunk/4 {
		return make([]mlir.Type, n)
	}
	if len(o.typeBuf)+n > cap(o.typeBuf) {
		o.typeBuf = make([]mlir.Type, 0, scratchChunk)
	}
	k := len(o.typeBuf)
	o.typeBuf = o.typeBuf[:k+n]
	return o.typeBuf[k : k+n : k+n]
}

// oneType returns []mlir.Type{t} from the scratch storage.
func (o *opParser) oneType(t mlir.Type) []mlir.Type {
	ts := o.typeSlice(1)
	ts[0] = t
	return ts
}

// oneOperand returns []mlir.UnresolvedOperand{u} from the scratch storage.
func (o *opParser) oneOperand(u mlir.UnresolvedOperand) []mlir.UnresolvedOperand {
	if len(o.unresBuf) == cap(o.unresBuf) {
		o.unresBuf = make([]mlir.UnresolvedOperand, 0, scratchChunk)
	}
	k := len(o.unresBuf)
	o.unresBuf = append(o.unresBuf, u)
	return o.unresBuf[k : k+1 : k+1]
}

// operandList parses an operand list (ParseOperandList) into the scratch
// storage.
func (o *opParser) operandList(open, close string) ([]mlir.UnresolvedOperand, error) {
	if cap(o.unresBuf)-len(o.unresBuf) < scratchChunk/4 {
		o.unresBuf = make([]mlir.UnresolvedOperand, 0, scratchChunk)
	}
	k := len(o.unresBuf)
	us, err := o.p.AppendOperandList(o.unresBuf[k:k], open, close)
	if len(us) > 0 && &us[0] == &o.unresBuf[k : k+1][0] {
		o.unresBuf = o.unresBuf[:k+len(us)] // in place: keep it
	}
	return us[:len(us):len(us)], err
}

var opParserPool = sync.Pool{New: func() any { return new(opParser) }}

// release clears o (keeping its storage) and returns it to the pool.
func (o *opParser) release() {
	o.p, o.f, o.st = nil, nil, nil
	o.operands.reset()
	o.groups.reset()
	o.opOff.reset()
	o.types.reset()
	o.gtypes.reset()
	o.regions.reset()
	o.succs.reset()
	o.matched.reset()
	o.allOps, o.allTypes, o.resTypes, o.haveAll = nil, nil, nil, false
	// The scratch chunks are reused from the start: nothing parsed into them
	// outlives the op.
	clear(o.typeBuf)
	o.typeBuf = o.typeBuf[:0]
	clear(o.unresBuf)
	o.unresBuf = o.unresBuf[:0]
	opParserPool.Put(o)
}

func (s *OpSpec) operand(name string) *ValueSpec {
	for i := range s.Operands {
		if s.Operands[i].Name == name {
			return &s.Operands[i]
		}
	}
	return nil
}

func (s *OpSpec) result(name string) *ValueSpec {
	for i := range s.Results {
		if s.Results[i].Name == name {
			return &s.Results[i]
		}
	}
	return nil
}

func (s *OpSpec) region(name string) *ValueSpec {
	for i := range s.Regions {
		if s.Regions[i].Name == name {
			return &s.Regions[i]
		}
	}
	return nil
}

func (s *OpSpec) successor(name string) *ValueSpec {
	for i := range s.Successors {
		if s.Successors[i].Name == name {
			return &s.Successors[i]
		}
	}
	return nil
}

// parseWithFormat is the Parse hook of every op with a declarative format.
func parseWithFormat(p *mlir.OpAsmParser, f *opFormat, st *mlir.OperationState) error {
	op := opParserPool.Get().(*opParser)
	defer op.release()
	op.p, op.f, op.st = p, f, st
	start := p.Offset()
	if err := op.elems(f.ast.Elems); err != nil {
		return err
	}
	return op.finish(start)
}

func (o *opParser) elems(es []Elem) error {
	for _, e := range es {
		if err := o.elem(e); err != nil {
			return err
		}
	}
	return nil
}

func isSpaceLit(s string) bool { return s == "" || s == " " || s == "\n" }

func (o *opParser) literal(text string, optional bool) (bool, error) {
	if isSpaceLit(text) {
		return true, nil
	}
	if isBareKeyword(text) {
		if optional {
			return o.p.ParseOptionalKeyword(text), nil
		}
		return true, o.p.ExpectKeyword(text)
	}
	if optional {
		return o.p.ParseOptionalPunct(text), nil
	}
	return true, o.p.ParsePunct(text)
}

func (o *opParser) elem(e Elem) error {
	switch e := e.(type) {
	case *Lit:
		_, err := o.literal(e.Text, false)
		return err
	case *Group:
		return o.group(e)
	case *Var:
		return o.variable(e, false)
	case *Dir:
		_, err := o.directive(e, false)
		return err
	case *OIList:
		seen := make([]bool, len(e.Clauses))
		for {
			progress := false
			for i, cl := range e.Clauses {
				if seen[i] || len(cl) == 0 {
					continue
				}
				lit, ok := cl[0].(*Lit)
				if !ok {
					continue
				}
				if got, _ := o.literal(lit.Text, true); got {
					seen[i], progress = true, true
					if err := o.elems(cl[1:]); err != nil {
						return err
					}
				}
			}
			if !progress {
				return nil
			}
		}
	}
	return fmt.Errorf("llvm: unknown format element %T", e)
}

// group parses an optional group: its first element decides whether it is present.
func (o *opParser) group(g *Group) error {
	// Whitespace literals do not decide presence; the first real element does.
	k := 0
	for k < len(g.Then)-1 {
		if l, ok := g.Then[k].(*Lit); ok && isSpaceLit(l.Text) {
			k++
			continue
		}
		break
	}
	first := g.Then[k]
	var present bool
	var err error
	switch e := first.(type) {
	case *Lit:
		present, err = o.literal(e.Text, true)
	case *Var:
		present, err = o.optionalVariable(e)
	case *Dir:
		present, err = o.directive(e, true)
	}
	if err != nil {
		return err
	}
	if !present {
		return o.elems(g.Else)
	}
	anchor, _ := anchorOf(g)
	if v, ok := anchor.(*Var); ok && v != first {
		if as := o.f.spec.attrSpec(v.Name); as != nil && as.Def == "UnitAttr" {
			o.st.Props = setNamed(o.st.Props, v.Name, o.p.Context().Unit())
		}
	}
	for _, e := range g.Then[k+1:] {
		if e == anchor {
			if v, ok := e.(*Var); ok {
				if as := o.f.spec.attrSpec(v.Name); as != nil && as.Def == "UnitAttr" {
					continue
				}
			}
		}
		if err := o.elem(e); err != nil {
			return err
		}
	}
	return nil
}

// optionalVariable parses a variable that starts an optional group, reporting
// whether it was there.
func (o *opParser) optionalVariable(v *Var) (bool, error) {
	s := o.f.spec
	if vs := s.operand(v.Name); vs != nil {
		if !o.p.IsOperand() {
			return false, nil
		}
		return true, o.variable(v, false)
	}
	if s.region(v.Name) != nil {
		if !o.p.IsPunct("{") {
			return false, nil
		}
		return true, o.variable(v, false)
	}
	if s.successor(v.Name) != nil {
		b, ok, err := o.p.ParseOptionalSuccessor()
		if ok {
			o.succs.set(v.Name, append(o.succs.at(v.Name), b))
		}
		return ok, err
	}
	if as := s.attrSpec(v.Name); as != nil {
		return o.attr(as, true)
	}
	return false, nil
}

func (o *opParser) variable(v *Var, optional bool) error {
	s := o.f.spec
	if vs := s.operand(v.Name); vs != nil {
		o.opOff.set(v.Name, o.p.Offset())
		switch vs.Arity {
		case Single:
			u, err := o.p.ParseOperand()
			if err != nil {
				return err
			}
			o.operands.set(v.Name, o.oneOperand(u))
		case Optional:
			u, ok, err := o.p.ParseOptionalOperand()
			if err != nil {
				return err
			}
			if ok {
				o.operands.set(v.Name, o.oneOperand(u))
			}
		case Variadic:
			us, err := o.operandList("", "")
			if err != nil {
				return err
			}
			o.operands.set(v.Name, us)
		case VariadicOfVariadic:
			var gs [][]mlir.UnresolvedOperand
			if o.p.IsPunct("(") {
				err := o.p.ParseCommaSeparatedList("", "", func() error {
					us, err := o.operandList("(", ")")
					gs = append(gs, us)
					return err
				})
				if err != nil {
					return err
				}
			}
			o.groups.set(v.Name, gs)
		}
		return nil
	}
	if rs := s.region(v.Name); rs != nil {
		r := &mlir.Region{}
		if err := o.p.ParseRegion(r, nil, s.hasTrait("IsolatedFromAbove")); err != nil {
			return err
		}
		o.regions.set(v.Name, append(o.regions.at(v.Name), r))
		return nil
	}
	if ss := s.successor(v.Name); ss != nil {
		if ss.Arity == Variadic {
			b, ok, err := o.p.ParseOptionalSuccessor()
			if err != nil {
				return err
			}
			for ok {
				o.succs.set(v.Name, append(o.succs.at(v.Name), b))
				if !o.p.ParseOptionalPunct(",") {
					break
				}
				if b, err = o.p.ParseSuccessor(); err != nil {
					return err
				}
			}
			return nil
		}
		b, err := o.p.ParseSuccessor()
		if err != nil {
			return err
		}
		o.succs.set(v.Name, []*mlir.Block{b})
		return nil
	}
	if as := s.attrSpec(v.Name); as != nil {
		_, err := o.attr(as, false)
		return err
	}
	return o.p.EmitError("unknown format variable $%s", v.Name)
}

func (o *opParser) setProp(name string, a mlir.Attribute) {
	o.st.Props = setNamed(o.st.Props, name, a)
}

// attr parses an inherent attribute or property named by a format variable.
func (o *opParser) attr(as *AttrSpec, optional bool) (bool, error) {
	ctx := o.p.Context()
	off := o.p.Offset()
	ap := &o.p.AsmParser
	if as.Prop {
		switch as.Def {
		case "LLVM_IntegerOverflowFlagsProp":
			if !o.p.ParseOptionalKeyword("overflow") {
				if optional {
					return false, nil
				}
				return false, o.p.Expected("'overflow'")
			}
			if err := o.p.ParsePunct("<"); err != nil {
				return false, err
			}
			v, err := parseFlagsKeywords(ap, Enum(as.Enum))
			if err != nil {
				return false, err
			}
			if err := o.p.ParsePunct(">"); err != nil {
				return false, err
			}
			o.setProp(as.Name, ctx.IntegerAttr(ctx.IntegerType(32, mlir.Signless), v))
			return true, nil
		default:
			e := Enum(as.Enum)
			if o.p.PeekKeyword() == "" {
				if optional {
					return false, nil
				}
				return false, o.p.Expected("keyword")
			}
			v, err := parseFlagsKeywords(ap, e)
			if err != nil {
				return false, err
			}
			o.setProp(as.Name, ctx.IntegerAttr(ctx.IntegerType(32, mlir.Signless), v))
			return true, nil
		}
	}
	switch {
	case as.Def == "UnitAttr":
		o.setProp(as.Name, ctx.Unit())
		return true, nil
	case as.Enum != "":
		// MLIR's generated parser takes a keyword among the cases, or else a
		// string attribute, whose value must name a case.
		e := Enum(as.Enum)
		s := o.p.PeekKeyword()
		if _, ok := e.Symbolize(s); ok && s != "" {
			o.p.ParseOptionalKeywordAny()
		} else if str, ok := o.p.ParseOptionalString(); ok {
			s = str
		} else {
			if optional {
				return false, nil
			}
			return false, o.p.Errorf(off, "expected string or keyword containing one of the following enum values for attribute '%s' [%s]", as.Name, e.caseList())
		}
		v, ok := e.Symbolize(s)
		if !ok {
			return false, o.p.Errorf(off, "invalid %s attribute specification: \"%s\"", as.Name, s)
		}
		o.setProp(as.Name, i64Attr(ctx, v))
		return true, nil
	case as.Def == "SymbolNameAttr":
		name, ok := o.p.ParseOptionalSymbolName()
		if !ok {
			if optional {
				return false, nil
			}
			return false, o.p.Expected("symbol name")
		}
		o.setProp(as.Name, ctx.String(name))
		return true, nil
	case strings.HasPrefix(as.Storage, "::mlir::Dense") && strings.HasSuffix(as.Storage, "ArrayAttr"):
		if optional && !o.p.IsPunct("[") {
			return false, nil
		}
		w := 32
		if strings.Contains(as.Storage, "I64") {
			w = 64
		}
		var elems []mlir.Attribute
		et := ctx.IntegerType(w, mlir.Signless)
		err := o.p.ParseCommaSeparatedList("[", "]", func() error {
			n, err := o.p.ParseInteger()
			elems = append(elems, ctx.IntegerAttr(et, n))
			return err
		})
		if err != nil {
			return false, err
		}
		o.setProp(as.Name, ctx.InternAttr(&mlir.DenseArrayAttr{Elem: et, Elems: elems}))
		return true, nil
	case strings.HasPrefix(as.Storage, "::mlir::LLVM::"):
		if optional && !o.p.IsPunct("<") && o.p.PeekKeyword() == "" {
			a, ok, err := o.p.ParseOptionalAttribute(nil)
			if err != nil || !ok {
				return ok, err
			}
			o.setProp(as.Name, a)
			return true, nil
		}
		a, err := parseStripped(ap, stripNS(as.Storage))
		if err != nil {
			return false, err
		}
		if !isAttrOfClass(a, stripNS(as.Storage)) {
			return false, o.p.Errorf(off, "invalid kind of attribute specified")
		}
		o.setProp(as.Name, a)
		return true, nil
	}
	var typ mlir.Type
	if t := builtType(ctx, as.TypeBuilder); t != nil {
		typ = t
	}
	if optional {
		a, ok, err := o.p.ParseOptionalAttribute(typ)
		if err != nil || !ok {
			return ok, err
		}
		o.setProp(as.Name, a)
		return true, nil
	}
	a, err := o.p.ParseAttribute(typ)
	if err != nil {
		return false, err
	}
	o.setProp(as.Name, a)
	return true, nil
}

// checkInherentAttrs is the verifyInherentAttrs of MLIR's generated parsers: the
// inherent attributes written in the attribute dictionary (at off) satisfy
// their constraints.
func (o *opParser) checkInherentAttrs(off int) error {
	if len(o.st.Attrs) == 0 {
		return nil
	}
	s := o.f.spec
	for i := range s.Attrs {
		as := &s.Attrs[i]
		if as.Prop {
			continue
		}
		for _, na := range o.st.Attrs {
			if na.Name == as.Name && !inherentAttrSatisfies(as, na.Value) {
				return o.p.Errorf(off, "'%s' op attribute '%s' failed to satisfy constraint: %s", s.Name, as.Name, as.Summary)
			}
		}
	}
	return nil
}

// inherentAttrSatisfies is attrSatisfies, also checking the class of attributes
// whose constraint has no summary (LoopAnnotationAttr).
func inherentAttrSatisfies(as *AttrSpec, a mlir.Attribute) bool {
	if as.Summary == "" {
		if cls := stripNS(as.Storage); concreteAttrClasses[cls] {
			return isAttrOfClass(a, cls)
		}
		return true
	}
	return attrSatisfies(as, a)
}

// parseFlagsKeywords parses `a, b` (or `a | b`) cases of the bit enum e, as the FieldParser
// of an enum property does (its errors name the enum's summary).
func parseFlagsKeywords(p *mlir.AsmParser, e *EnumSpec) (int64, error) {
	var v int64
	for {
		off := p.Offset()
		kw, ok := p.ParseOptionalKeywordOrString()
		if !ok {
			return 0, p.Errorf(off, "expected keyword for %s", e.Summary)
		}
		x, ok := e.Symbolize(kw)
		if !ok {
			return 0, unknownEnumCase(p, off, e, kw)
		}
		v |= x
		if !p.ParseOptionalPunct(",") && !p.ParseOptionalPunct("|") {
			return v, nil
		}
	}
}

// builtType evaluates the C++ type builders of the table.
func builtType(ctx *mlir.Context, b string) mlir.Type {
	switch b {
	case "$_builder.getIntegerType(1)":
		return ctx.IntegerType(1, mlir.Signless)
	case "$_builder.getIntegerType(8)":
		return ctx.IntegerType(8, mlir.Signless)
	case "$_builder.getIntegerType(16)":
		return ctx.IntegerType(16, mlir.Signless)
	case "$_builder.getIntegerType(32)":
		return ctx.IntegerType(32, mlir.Signless)
	case "$_builder.getIntegerType(64)":
		return ctx.IntegerType(64, mlir.Signless)
	case "$_builder.getIndexType()":
		return ctx.IndexType()
	case "$_builder.getF64Type()":
		return ctx.FloatType(mlir.F64)
	case "$_builder.getF32Type()":
		return ctx.FloatType(mlir.F32)
	case "$_builder.getType<::mlir::LLVM::LLVMPointerType>(0)":
		return Ptr(ctx, 0)
	case "::mlir::LLVM::LLVMTokenType::get($_builder.getContext())":
		return Simple(ctx, "token")
	case "$_builder.getType<::mlir::NoneType>()":
		// ODS passes NoneType to parseAttribute for StrAttr, ArrayAttr, ...: a
		// string then takes no `: type`, so `"", "" : () -> i32` (inline_asm
		// without operands) leaves the colon to the format.
		return ctx.NoneType()
	}
	return nil
}

// directive parses a directive; optional reports presence for group heads.
func (o *opParser) directive(d *Dir, optional bool) (bool, error) {
	switch d.Name {
	case "attr-dict":
		off := o.p.Offset()
		if err := o.p.ParseOptionalAttrDict(&o.st.Attrs); err != nil {
			return true, err
		}
		return true, o.checkInherentAttrs(off)
	case "attr-dict-with-keyword":
		off := o.p.Offset()
		if err := o.p.ParseOptionalAttrDictWithKeyword(&o.st.Attrs); err != nil {
			return true, err
		}
		return true, o.checkInherentAttrs(off)
	case "prop-dict":
		return true, o.p.ParseProperties(o.st)
	case "operands":
		o.opOff.set("operands", o.p.Offset())
		us, err := o.operandList("", "")
		o.allOps, o.haveAll = us, true
		return true, err
	case "type", "qualified":
		arg := d.Args[0]
		if v, ok := arg.(*Var); ok && d.Name == "qualified" {
			// qualified($attr): the attribute in full (#llvm.x<...> or an alias).
			as := o.f.spec.attrSpec(v.Name)
			if as == nil {
				return false, o.p.EmitError("qualified($%s) names no attribute", v.Name)
			}
			if optional {
				a, ok, err := o.p.ParseOptionalAttribute(nil)
				if ok && err == nil {
					o.setProp(as.Name, a)
				}
				return ok, err
			}
			a, err := o.p.ParseAttribute(nil)
			if err == nil {
				o.setProp(as.Name, a)
			}
			return err == nil, err
		}
		if d.Name == "qualified" {
			if in, ok := arg.(*Dir); ok && in.Name == "type" {
				arg = in.Args[0]
			}
		} else if v, ok := arg.(*Var); ok && !optional {
			if vs := o.f.spec.operand(v.Name); vs != nil && vs.Arity == Single && vs.CppType != "" {
				return true, o.typedType(v.Name, vs.CppType)
			} else if vs := o.f.spec.result(v.Name); vs != nil && vs.Arity == Single && vs.CppType != "" {
				return true, o.typedType(v.Name, vs.CppType)
			}
		}
		return o.typeDirective(arg, optional)
	case "functional-type":
		off := o.p.Offset()
		t, err := o.p.ParseType()
		if err != nil {
			return false, err
		}
		ft, ok := t.(*mlir.FunctionType)
		if !ok {
			return false, o.p.Errorf(off, "expected a function type")
		}
		if err := o.assignTypes(d.Args[0], ft.Inputs); err != nil {
			return false, err
		}
		return true, o.assignTypes(d.Args[1], ft.Results)
	case "custom":
		fn := customParsers[d.Custom]
		if fn == nil {
			return false, o.p.EmitError("custom<%s> is not supported", d.Custom)
		}
		return fn(o, d.Args, optional)
	}
	return false, o.p.EmitError("directive %s is not supported", d.Name)
}

// assignTypes records the types a type directive argument received.
func (o *opParser) assignTypes(arg Elem, ts []mlir.Type) error {
	switch a := arg.(type) {
	case *Var:
		o.types.set(a.Name, ts)
	case *Dir:
		switch a.Name {
		case "operands":
			o.allTypes = ts
			if !o.haveAll {
				o.allTypes = ts
			}
		case "results":
			o.resTypes = ts
		}
	}
	return nil
}

// typedClassNames are the type classes whose unqualified type directives MLIR's
// generated parsers read as that class (parseCustomTypeWithFallback), with the
// name its error gives them.
var typedClassNames = map[string]string{
	"::mlir::VectorType":            "builtin.vector",
	"::mlir::IntegerType":           "builtin.integer",
	"::mlir::MemRefType":            "builtin.memref",
	"::mlir::LLVM::LLVMPointerType": "llvm.ptr",
}

// typedType parses the type of the single variable name through an unqualified
// type directive whose constraint has C++ class cpp, as MLIR does: a type of
// another class is an error at the type; a pointer may be spelled without its
// `!llvm.ptr` prefix (`<1>`, or nothing at all for address space 0).
func (o *opParser) typedType(name, cpp string) error {
	cls, ok := typedClassNames[cpp]
	if !ok {
		return o.assignTypesOne(name)
	}
	off := o.p.Offset()
	var t mlir.Type
	if cls == "llvm.ptr" && !o.p.AtBangID() {
		var as uint64
		if o.p.ParseOptionalPunct("<") {
			n, err := o.p.ParseUint64()
			if err != nil {
				return err
			}
			if err := o.p.ParsePunct(">"); err != nil {
				return err
			}
			as = n
		}
		t = Ptr(o.p.Context(), uint32(as))
	} else {
		var err error
		if t, err = o.p.ParseType(); err != nil {
			return err
		}
	}
	if !isTypeClass(t, cpp) {
		return o.p.Errorf(off, "invalid kind of type specified: expected %s, but found '%s'", cls, t)
	}
	o.types.set(name, o.oneType(t))
	return nil
}

// assignTypesOne parses one type for the single variable name.
func (o *opParser) assignTypesOne(name string) error {
	t, err := o.p.ParseType()
	if err != nil {
		return err
	}
	o.types.set(name, o.oneType(t))
	return nil
}

// isTypeClass reports whether t is of the C++ type class cpp (typedClassNames).
func isTypeClass(t mlir.Type, cpp string) bool {
	switch cpp {
	case "::mlir::VectorType":
		_, ok := t.(*mlir.VectorType)
		return ok
	case "::mlir::IntegerType":
		_, ok := t.(*mlir.IntegerType)
		return ok
	case "::mlir::MemRefType":
		_, ok := t.(*mlir.MemRefType)
		return ok
	}
	_, ok := t.(*PointerType)
	return ok
}

// typeDirective parses the types of arg.
func (o *opParser) typeDirective(arg Elem, optional bool) (bool, error) {
	s := o.f.spec
	arity := Variadic
	name := ""
	if v, ok := arg.(*Var); ok {
		name = v.Name
		if vs := s.operand(v.Name); vs != nil {
			arity = vs.Arity
		} else if vs := s.result(v.Name); vs != nil {
			arity = vs.Arity
		}
	}
	switch arity {
	case Single:
		if optional {
			t, ok, err := o.p.ParseOptionalType()
			if ok {
				o.types.set(name, o.oneType(t))
			}
			return ok, err
		}
		t, err := o.p.ParseType()
		if err != nil {
			return false, err
		}
		return true, o.assignTypes(arg, o.oneType(t))
	case Optional:
		t, ok, err := o.p.ParseOptionalType()
		if ok {
			o.types.set(name, o.oneType(t))
		}
		return ok, err
	case VariadicOfVariadic:
		var gs [][]mlir.Type
		if o.p.IsPunct("(") {
			err := o.p.ParseCommaSeparatedList("", "", func() error {
				ts, err := o.p.ParseParenTypeList()
				gs = append(gs, ts)
				return err
			})
			if err != nil {
				return false, err
			}
		}
		o.gtypes.set(name, gs)
		return len(gs) > 0, nil
	}
	var ts []mlir.Type
	t, ok, err := o.p.ParseOptionalType()
	if err != nil {
		return false, err
	}
	for ok {
		ts = append(ts, t)
		if !o.p.ParseOptionalPunct(",") {
			break
		}
		if t, err = o.p.ParseType(); err != nil {
			return false, err
		}
	}
	return len(ts) > 0, o.assignTypes(arg, ts)
}

// finish resolves operands, infers missing types, and fills st.
func (o *opParser) finish(start int) error {
	s := o.f.spec
	ctx := o.p.Context()
	// Split the `operands` directive among the operand slots.
	if o.haveAll {
		if o.allTypes != nil && len(o.allTypes) != len(o.allOps) {
			return o.p.Errorf(o.opOff.at("operands"), "number of operands and types do not match: got %d operands and %d types", len(o.allOps), len(o.allTypes))
		}
		sizes := make([]int, len(s.Operands))
		fixed, variable := 0, -1
		for i, vs := range s.Operands {
			if vs.Arity == Single {
				sizes[i] = 1
				fixed++
			} else {
				variable = i
			}
		}
		if variable >= 0 && len(o.allOps) >= fixed {
			sizes[variable] = len(o.allOps) - fixed
		} else if len(o.allOps) != fixed {
			return o.p.Errorf(start, "%d operands present, but expected %d", len(o.allOps), fixed)
		}
		k := 0
		for i, vs := range s.Operands {
			o.operands.set(vs.Name, o.allOps[k:k+sizes[i]])
			if o.allTypes != nil {
				if k+sizes[i] > len(o.allTypes) {
					return o.p.Errorf(start, "%d operands present, but expected %d", len(o.allOps), len(o.allTypes))
				}
				o.types.set(vs.Name, o.allTypes[k:k+sizes[i]])
			}
			k += sizes[i]
		}
	} else if o.allTypes != nil {
		k := 0
		for _, vs := range s.Operands {
			n := len(o.operands.at(vs.Name))
			if k+n > len(o.allTypes) {
				return o.p.Errorf(start, "operand types do not match the operands")
			}
			o.types.set(vs.Name, o.allTypes[k:k+n])
			k += n
		}
	}
	if o.resTypes != nil {
		k := 0
		for _, vs := range s.Results {
			n := 1
			if vs.Arity != Single {
				n = len(o.resTypes) - (len(s.Results) - 1)
			}
			if k+n > len(o.resTypes) {
				return o.p.Errorf(start, "result types do not match")
			}
			o.types.set(vs.Name, o.resTypes[k:k+n])
			k += n
		}
	}
	if err := o.infer(ctx); err != nil {
		return o.p.ErrorfKind(start, diag.ErrType, "%v", err)
	}
	if len(o.matched.keys) > 0 {
		if err := o.checkTransformedSources(); err != nil {
			return err
		}
	}
	// Operands.
	var segs []mlir.Attribute
	sized := s.sized[0]
	i32 := ctx.IntegerType(32, mlir.Signless)
	total := 0
	for _, vs := range s.Operands {
		if vs.Arity == VariadicOfVariadic {
			for _, g := range o.groups.at(vs.Name) {
				total += len(g)
			}
		} else {
			total += len(o.operands.at(vs.Name))
		}
	}
	o.st.Operands = o.p.ValueList(total)[:0]
	for _, vs := range s.Operands {
		if vs.Arity == VariadicOfVariadic {
			gs := o.groups.at(vs.Name)
			gts := o.gtypes.at(vs.Name)
			var sizes []mlir.Attribute
			n := 0
			for gi, g := range gs {
				var ts []mlir.Type
				if gi < len(gts) {
					ts = gts[gi]
				}
				if err := o.p.ResolveOperands(g, ts, start, &o.st.Operands); err != nil {
					return err
				}
				sizes = append(sizes, ctx.IntegerAttr(i32, int64(len(g))))
				n += len(g)
			}
			o.setProp(vs.Segments, ctx.InternAttr(&mlir.DenseArrayAttr{Elem: i32, Elems: sizes}))
			if sized {
				segs = append(segs, ctx.IntegerAttr(i32, int64(n)))
			}
			continue
		}
		us := o.operands.at(vs.Name)
		ts := o.types.at(vs.Name)
		if len(ts) != len(us) {
			if len(us) > 0 && len(ts) == 0 {
				return o.p.ErrorfKind(start, diag.ErrType, "cannot infer the type of operand %s of %s", vs.Name, s.Name)
			}
		}
		if err := o.p.ResolveOperands(us, ts, o.opOff.at(vs.Name), &o.st.Operands); err != nil {
			return err
		}
		if sized {
			segs = append(segs, ctx.IntegerAttr(i32, int64(len(us))))
		}
	}
	if sized {
		o.setProp("operandSegmentSizes", ctx.InternAttr(&mlir.DenseArrayAttr{Elem: i32, Elems: segs}))
	}
	// Results.
	nres := 0
	for _, vs := range s.Results {
		nres += len(o.types.at(vs.Name))
	}
	o.st.Types = o.p.TypeList(nres)[:0]
	for _, vs := range s.Results {
		ts := o.types.at(vs.Name)
		if vs.Arity == Single && len(ts) != 1 {
			return o.p.ErrorfKind(start, diag.ErrType, "cannot infer the type of result %s of %s", vs.Name, s.Name)
		}
		o.st.Types = append(o.st.Types, ts...)
	}
	for _, rs := range s.Regions {
		o.st.Regions = append(o.st.Regions, o.regions.at(rs.Name)...)
		if rs.Arity == Single && len(o.regions.at(rs.Name)) == 0 {
			o.st.Regions = append(o.st.Regions, &mlir.Region{})
		}
	}
	for _, ss := range s.Successors {
		o.st.Successors = append(o.st.Successors, o.succs.at(ss.Name)...)
	}
	return moveInherent(nil, s, o.st) // the creation hook (createHook) fills the defaults
}

// checkTransformedSources: MLIR's generated parser checks, before it builds the
// types a TypesMatchWith transforms, that each source type satisfies its own
// constraint (results first, then operands, each source once), and reports a
// failure at the op name.
func (o *opParser) checkTransformedSources() error {
	s := o.f.spec
	var seen [4]string
	n := 0
	for _, list := range [2][]ValueSpec{s.Results, s.Operands} {
		for i := range list {
			src := o.matched.at(list[i].Name)
			if src == "" || slices.Contains(seen[:n], src) {
				continue
			}
			if n < len(seen) {
				seen[n] = src
				n++
			}
			vs := s.operand(src)
			if vs == nil {
				vs = s.result(src)
			}
			pred := slotPred(vs)
			if pred == nil {
				continue
			}
			for _, t := range o.types.at(src) {
				if !pred(t) {
					return o.p.Errorf(o.st.Offset, "'%s' must be %s, but got '%s'", src, vs.Constraint, t)
				}
			}
		}
	}
	return nil
}

// infer fills in types the format does not spell, from buildable constraints and
// the type-equality traits.
func (o *opParser) infer(ctx *mlir.Context) error {
	s := o.f.spec
	known := func(name string) bool { return o.types.has(name) }
	count := func(name string) int {
		if vs := s.operand(name); vs != nil {
			return len(o.operands.at(name))
		}
		return 1
	}
	fill := func(name string, t mlir.Type) {
		ts := o.typeSlice(count(name))
		for i := range ts {
			ts[i] = t
		}
		o.types.set(name, ts)
	}
	first := func(name string) mlir.Type {
		if ts := o.types.at(name); len(ts) > 0 {
			return ts[0]
		}
		return nil
	}
	slots := [2][]ValueSpec{s.Operands, s.Results}
	for _, list := range slots {
		for i := range list {
			vs := &list[i]
			if !known(vs.Name) && vs.Builder != "" {
				if t := builtType(ctx, vs.Builder); t != nil {
					fill(vs.Name, t)
				}
			}
		}
	}
	for iter := 0; iter < 3; iter++ {
		for _, tr := range s.Traits {
			switch tr.Kind {
			case "SameOperandsAndResultType":
				var t mlir.Type
				for _, list := range slots {
					for i := range list {
						if t == nil {
							t = first(list[i].Name)
						}
					}
				}
				if t != nil {
					for _, list := range slots {
						for i := range list {
							if !known(list[i].Name) {
								fill(list[i].Name, t)
							}
						}
					}
				}
			case "AllTypesMatch":
				var t mlir.Type
				for _, n := range tr.Values {
					if t == nil {
						t = first(n)
					}
				}
				if t != nil {
					for _, n := range tr.Values {
						if !known(n) {
							fill(n, t)
						}
					}
				}
			case "TypesMatchWith":
				lhs, rhs := tr.Values[0], tr.Values[1]
				if known(rhs) || !known(lhs) {
					continue
				}
				lt := first(lhs)
				if lt == nil {
					continue
				}
				if t := transformType(ctx, tr.Transformer, lt); t != nil {
					fill(rhs, t)
					o.matched.set(rhs, lhs)
				}
			}
		}
	}
	return nil
}

// transformType applies a TypesMatchWith transformer of the table, or returns nil
// for a transformer it does not know.
func transformType(ctx *mlir.Context, tr string, t mlir.Type) mlir.Type {
	if tr == "$_self" {
		return t
	}
	if tr == "getValAndBoolStructType($_self)" {
		return LiteralStruct(ctx, []mlir.Type{t, ctx.IntegerType(1, mlir.Signless)}, false)
	}
	v, isVec := t.(*mlir.VectorType)
	i1 := ctx.IntegerType(1, mlir.Signless)
	switch tr {
	case "::getI1SameShape($_self)":
		if isVec {
			return ctx.VectorType(v.Shape, v.Scalable, i1)
		}
		return i1
	}
	if !isVec || len(v.Shape) == 0 {
		return nil
	}
	n := v.Shape[0]
	switch tr {
	case "::llvm::cast<::mlir::VectorType>($_self).getElementType()":
		return v.Elem
	case "IntegerType::get($_self.getContext(), (::llvm::cast<VectorType>($_self).getShape()[0]))":
		return ctx.IntegerType(int(n), mlir.Signless)
	case "VectorType::get({::llvm::cast<VectorType>($_self).getShape()[0]}, IntegerType::get($_self.getContext(), 1))":
		return ctx.VectorType([]int64{n}, nil, i1)
	case "VectorType::get({::llvm::cast<VectorType>($_self).getShape()[0] * 2}, BFloat16Type::get($_self.getContext()))":
		return ctx.VectorType([]int64{n * 2}, nil, ctx.FloatType(mlir.BF16))
	case "VectorType::get({::llvm::cast<VectorType>($_self).getShape()[0] * 4}, IntegerType::get($_self.getContext(), 8))":
		return ctx.VectorType([]int64{n * 4}, nil, ctx.IntegerType(8, mlir.Signless))
	case "VectorType::get({::llvm::cast<VectorType>($_self).getShape()[0] / 4},IntegerType::get($_self.getContext(), 32))":
		return ctx.VectorType([]int64{n / 4}, nil, ctx.IntegerType(32, mlir.Signless))
	case "::llvm::cast<VectorType>($_self).scaleElementBitwidth(2)":
		if it, ok := v.Elem.(*mlir.IntegerType); ok {
			return ctx.VectorType(v.Shape, v.Scalable, ctx.IntegerType(it.Width*2, it.Signedness))
		}
	}
	return nil
}

// isAttrOfClass reports whether a is an LLVM dialect attribute of C++ class cls
// (any LLVM attribute when cls is a base class such as DINodeAttr).
func isAttrOfClass(a mlir.Attribute, cls string) bool {
	da, ok := a.(*Attr)
	if !ok {
		return false
	}
	if concreteAttrClasses[cls] {
		return da.Def.CppClass == cls
	}
	return true
}
