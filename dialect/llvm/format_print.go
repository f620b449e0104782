package llvm

import (
	"fmt"
	"strings"
	"sync"

	"github.com/ferry-ir/ferry/mlir"
)

// asmOut is what the format printer needs from the core's op printer. adapter.go
// implements it over *mlir.OpAsmPrinter; tests may use a fake.
type asmOut interface {
	WriteString(s string)
	PrintOperand(v *mlir.Value)
	PrintType(t mlir.Type)
	PrintAttr(a mlir.Attribute)
	PrintAttrWithoutType(a mlir.Attribute)
	// PrintStrippedAttr prints a dialect attribute through its alias, or its body
	// without the `#llvm.mnemonic` prefix (MLIR's printStrippedAttrOrType).
	PrintStrippedAttr(a mlir.Attribute)
	PrintOptionalAttrDict(attrs []mlir.NamedAttr, elided []string)
	PrintOptionalAttrDictWithKeyword(attrs []mlir.NamedAttr, elided []string)
	PrintRegion(r *mlir.Region, entryArgs, terminators bool)
	PrintSuccessor(b *mlir.Block)
	PrintNewline()
	PrintSymbolName(name string)
}

// textOut is the part of a printer the spacing rules write to.
type textOut interface{ WriteString(s string) }

// printState is the spacing state MLIR's generated printers thread through a
// format. It is advanced by the format's elements in order, whether or not an
// optional group is taken at run time: MLIR computes it when generating the printer.
type printState struct {
	shouldEmitSpace    bool
	lastWasPunctuation bool
}

func shouldEmitSpaceBefore(value string, lastWasPunctuation bool) bool {
	if len(value) != 1 && value != "->" {
		return true
	}
	if lastWasPunctuation {
		return !strings.ContainsRune(">)}],", rune(value[0]))
	}
	return !strings.ContainsRune("<>(){}[],", rune(value[0]))
}

func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// literal prints a format literal with MLIR's spacing rules; emit false advances the
// state only.
func (st *printState) literal(out textOut, value string, emit bool) {
	switch value {
	case "\n":
		if nl, ok := out.(interface{ PrintNewline() }); ok && emit {
			nl.PrintNewline()
		}
		return
	case " ":
		if emit {
			out.WriteString(" ")
		}
		st.lastWasPunctuation = false
		st.shouldEmitSpace = false
		return
	case "":
		st.lastWasPunctuation = true
		st.shouldEmitSpace = false
		return
	}
	if emit {
		if st.shouldEmitSpace && shouldEmitSpaceBefore(value, st.lastWasPunctuation) {
			out.WriteString(" ")
		}
		out.WriteString(value)
	}
	st.shouldEmitSpace = len(value) != 1 || !strings.ContainsRune("<({[", rune(value[0]))
	st.lastWasPunctuation = value[0] != '_' && !isAlpha(value[0])
}

// element is called before a non-literal element: it prints the separating space.
func (st *printState) element(out textOut, emit bool) {
	if emit && (st.shouldEmitSpace || !st.lastWasPunctuation) {
		out.WriteString(" ")
	}
	st.lastWasPunctuation = false
	st.shouldEmitSpace = true
}

// opPrinter prints one op through its declarative format.
type opPrinter struct {
	out  asmOut
	v    *opView
	f    *opFormat
	st   printState
	errs []string
	view opView // storage for v
}

// printOp prints op (whose custom form is described by f) after its name.
func printOp(out asmOut, f *opFormat, op *mlir.Operation) error {
	p := opPrinterPool.Get().(*opPrinter)
	defer p.release()
	if err := p.view.init(f.spec, op); err != nil {
		return err
	}
	p.out, p.v, p.f, p.st = out, &p.view, f, printState{shouldEmitSpace: true}
	p.elems(f.ast.Elems, true)
	if len(p.errs) > 0 {
		return fmt.Errorf("%s", strings.Join(p.errs, "; "))
	}
	return nil
}

// opPrinters are pooled: printing runs on several goroutines, each reusing its own.
var opPrinterPool = sync.Pool{New: func() any { return new(opPrinter) }}

func (p *opPrinter) release() {
	*p = opPrinter{}
	opPrinterPool.Put(p)
}

func (p *opPrinter) elems(es []Elem, emit bool) {
	for _, e := range es {
		p.elem(e, emit)
	}
}

func (p *opPrinter) elem(e Elem, emit bool) {
	switch e := e.(type) {
	case *Lit:
		p.st.literal(p.out, e.Text, emit)
	case *Group:
		anchor, inElse := anchorOf(e)
		present := p.present(anchor)
		// A unit attribute anchor that is not the group's first element is implied
		// by the group's presence and not printed.
		var elided Elem
		if a, ok := anchor.(*Var); ok && !inElse && len(e.Then) > 0 && e.Then[0] != anchor && p.isUnit(a.Name) {
			elided = anchor
		}
		// MLIR generates the part holding the anchor first; the spacing state
		// flows through the parts in that order.
		if inElse {
			p.elems(e.Else, emit && present)
			for _, c := range e.Then {
				p.elem(c, emit && !present)
			}
			return
		}
		for _, c := range e.Then {
			if c != elided {
				p.elem(c, emit && present)
			}
		}
		p.elems(e.Else, emit && !present)
	case *Var:
		p.variable(e, emit)
	case *Dir:
		p.directive(e, emit)
	case *OIList:
		for _, cl := range e.Clauses {
			present := false
			for _, c := range cl {
				if v, ok := c.(*Var); ok && p.present(v) {
					present = true
				}
			}
			for _, c := range cl {
				p.elem(c, emit && present)
			}
		}
	default:
		panic(fmt.Sprintf("llvm: unknown format element %T", e))
	}
}

func (p *opPrinter) isUnit(name string) bool {
	a := p.f.spec.attrSpec(name)
	return a != nil && a.Def == "UnitAttr"
}

// present reports whether an optional group's anchor has a value.
func (p *opPrinter) present(anchor Elem) bool {
	switch a := anchor.(type) {
	case *Var:
		if vals, ok := p.v.operandSlot(a.Name); ok {
			return len(vals) > 0
		}
		if vals, ok := p.v.resultSlot(a.Name); ok {
			return len(vals) > 0
		}
		if rs, ok := p.v.regionSlot(a.Name); ok {
			for _, r := range rs {
				if len(r.Blocks) > 0 {
					return true
				}
			}
			return false
		}
		if bs, ok := p.v.succSlot(a.Name); ok {
			return len(bs) > 0
		}
		as := p.f.spec.attrSpec(a.Name)
		val := p.v.op.Attr(a.Name)
		if val == nil {
			return false
		}
		if as != nil && as.Default != "" && !as.Optional {
			// A defaulted attribute or property is "present" when it differs from
			// its default.
			return !isDefaultValue(as, val)
		}
		return true
	case *Dir:
		switch a.Name {
		case "type", "qualified", "ref":
			return p.present(a.Args[0])
		case "custom":
			if len(a.Args) > 0 {
				return p.present(a.Args[0])
			}
		case "functional-type":
			return true
		}
	}
	return false
}

func (p *opPrinter) variable(e *Var, emit bool) {
	p.st.element(p.out, emit)
	if !emit {
		return
	}
	if vals, ok := p.v.operandSlot(e.Name); ok {
		if gs, ok := p.v.groupSlot(e.Name); ok {
			for i, g := range gs {
				if i > 0 {
					p.out.WriteString(", ")
				}
				p.out.WriteString("(")
				p.values(g)
				p.out.WriteString(")")
			}
			return
		}
		p.values(vals)
		return
	}
	if rs, ok := p.v.regionSlot(e.Name); ok {
		for i, r := range rs {
			if i > 0 {
				p.out.WriteString(", ")
			}
			p.out.PrintRegion(r, true, !p.f.spec.hasTrait("SingleBlockImplicitTerminator"))
		}
		return
	}
	if bs, ok := p.v.succSlot(e.Name); ok {
		for i, b := range bs {
			if i > 0 {
				p.out.WriteString(", ")
			}
			p.out.PrintSuccessor(b)
		}
		return
	}
	as := p.f.spec.attrSpec(e.Name)
	if as == nil {
		p.errs = append(p.errs, "unknown format variable $"+e.Name)
		return
	}
	val := p.v.op.Attr(e.Name)
	if val == nil {
		return
	}
	p.attr(as, val)
}

func (p *opPrinter) values(vals []*mlir.Value) {
	for i, v := range vals {
		if i > 0 {
			p.out.WriteString(", ")
		}
		p.out.PrintOperand(v)
	}
}

// attr prints an inherent attribute or property named by a format variable.
func (p *opPrinter) attr(as *AttrSpec, val mlir.Attribute) {
	if as.Prop {
		printProp(p.out, as, val)
		return
	}
	if as.Enum != "" {
		if e := Enum(as.Enum); e != nil {
			if ia, ok := val.(*mlir.IntegerAttr); ok {
				if s, ok := e.Stringify(ia.Val); ok {
					printKeywordOrString(p.out, s)
					return
				}
			}
		}
	}
	switch {
	case as.Def == "SymbolNameAttr":
		if s, ok := val.(*mlir.StringAttr); ok {
			p.out.PrintSymbolName(s.Value)
			return
		}
	case as.TypeBuilder != "":
		p.out.PrintAttrWithoutType(val)
		return
	case strings.HasPrefix(as.Storage, "::mlir::Dense") && strings.HasSuffix(as.Storage, "ArrayAttr"):
		// DenseArrayAttr's stripped form: [1, 2].
		if d, ok := val.(*mlir.DenseArrayAttr); ok {
			p.out.WriteString("[")
			for i, e := range d.Elems {
				if i > 0 {
					p.out.WriteString(", ")
				}
				p.out.PrintAttrWithoutType(e)
			}
			p.out.WriteString("]")
			return
		}
	case as.Storage == "::mlir::Attribute" || !strings.HasPrefix(as.Storage, "::mlir::LLVM::"):
		p.out.PrintAttr(val)
		return
	}
	p.out.PrintStrippedAttr(val)
}

// printKeywordOrString prints s bare when it is a valid MLIR keyword, else quoted.
func printKeywordOrString(out asmOut, s string) {
	if isBareKeyword(s) {
		out.WriteString(s)
		return
	}
	out.WriteString(quoteString(s))
}

func isBareKeyword(s string) bool {
	if s == "" {
		return false
	}
	c := s[0]
	if !(isAlpha(c) || c == '_') {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !(isAlpha(c) || c == '_' || c == '$' || c == '.' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// quoteString prints s as an MLIR string literal.
func quoteString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c >= 0x20 && c < 0x7f:
			b.WriteByte(c)
		default:
			const hex = "0123456789ABCDEF"
			b.WriteByte('\\')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	b.WriteByte('"')
	return b.String()
}

func (p *opPrinter) directive(d *Dir, emit bool) {
	switch d.Name {
	case "attr-dict", "attr-dict-with-keyword":
		if emit {
			attrs := mergeAttrs(p.v.op)
			if p.f.hasPropDict {
				attrs = p.v.op.Attrs
			}
			elided := p.f.elidedAttrs(p.v.op)
			if d.Name == "attr-dict" {
				p.out.PrintOptionalAttrDict(attrs, elided)
			} else {
				p.out.PrintOptionalAttrDictWithKeyword(attrs, elided)
			}
		}
		p.st.lastWasPunctuation = false
		return
	case "prop-dict":
		p.st.element(p.out, emit)
		if emit {
			p.out.WriteString("<")
			p.out.PrintAttr(&mlir.DictionaryAttr{Entries: p.v.op.Props})
			p.out.WriteString(">")
		}
		return
	}
	p.st.element(p.out, emit)
	if !emit {
		return
	}
	switch d.Name {
	case "operands":
		p.values(p.v.op.Operands)
	case "regions":
		for i, r := range p.v.op.Regions {
			if i > 0 {
				p.out.WriteString(", ")
			}
			p.out.PrintRegion(r, true, true)
		}
	case "successors":
		for i, b := range p.v.op.Successors {
			if i > 0 {
				p.out.WriteString(", ")
			}
			p.out.PrintSuccessor(b)
		}
	case "type", "qualified":
		if v, ok := d.Args[0].(*Var); ok && d.Name == "qualified" {
			if a := p.v.op.Attr(v.Name); a != nil {
				p.out.PrintAttr(a)
			}
			return
		}
		p.types(d)
	case "functional-type":
		in := p.valuesOf(d.Args[0])
		res := p.valuesOf(d.Args[1])
		p.out.WriteString("(")
		p.typeList(in)
		p.out.WriteString(") -> ")
		isFn := false
		if len(res) == 1 {
			_, isFn = res[0].Type.(*mlir.FunctionType)
		}
		if len(res) == 1 && !isFn {
			p.out.PrintType(res[0].Type)
		} else {
			p.out.WriteString("(")
			p.typeList(res)
			p.out.WriteString(")")
		}
	case "custom":
		fn := customPrinters[d.Custom]
		if fn == nil {
			p.errs = append(p.errs, "no printer for custom<"+d.Custom+">")
			return
		}
		if err := fn(p, d.Args); err != nil {
			p.errs = append(p.errs, err.Error())
		}
	default:
		p.errs = append(p.errs, "directive "+d.Name+" cannot be printed here")
	}
}

// typeList prints the types of vals, separated by commas.
func (p *opPrinter) typeList(vals []*mlir.Value) {
	for i, v := range vals {
		if i > 0 {
			p.out.WriteString(", ")
		}
		p.out.PrintType(v.Type)
	}
}

// types prints type(x) or qualified(type(x)).
func (p *opPrinter) types(d *Dir) {
	arg := d.Args[0]
	if d.Name == "qualified" {
		if in, ok := arg.(*Dir); ok && in.Name == "type" {
			arg = in.Args[0]
		}
	}
	if v, ok := arg.(*Var); ok {
		if gs, ok := p.v.groupSlot(v.Name); ok {
			for i, g := range gs {
				if i > 0 {
					p.out.WriteString(", ")
				}
				p.out.WriteString("(")
				p.typeList(g)
				p.out.WriteString(")")
			}
			return
		}
	}
	p.typeList(p.valuesOf(arg))
}

// valuesOf returns the values whose types a type directive argument names.
func (p *opPrinter) valuesOf(e Elem) []*mlir.Value {
	switch e := e.(type) {
	case *Var:
		return p.v.valuesOf(e.Name)
	case *Dir:
		switch e.Name {
		case "operands":
			return p.v.op.Operands
		case "results":
			return p.v.op.Results
		case "type", "ref", "qualified":
			return p.valuesOf(e.Args[0])
		}
	}
	return nil
}

// mergeAttrs returns the op's properties and attributes as one list sorted by name,
// what MLIR's Operation::getAttrs returns for ops with properties.
func mergeAttrs(op *mlir.Operation) []mlir.NamedAttr {
	if len(op.Props) == 0 {
		return op.Attrs
	}
	if len(op.Attrs) == 0 {
		return op.Props
	}
	out := make([]mlir.NamedAttr, 0, len(op.Props)+len(op.Attrs))
	i, j := 0, 0
	for i < len(op.Props) || j < len(op.Attrs) {
		if j >= len(op.Attrs) || i < len(op.Props) && op.Props[i].Name < op.Attrs[j].Name {
			out = append(out, op.Props[i])
			i++
		} else {
			out = append(out, op.Attrs[j])
			j++
		}
	}
	return out
}
