package mlir

import (
	"math/big"
	"strconv"
)

// OpAsmPrinter is what custom op printers use. It writes after the op name (the
// core prints the indentation, `%r = ` and the name; the op's location follows
// when printing debug info). Printers emit their own spacing, as MLIR's do: the
// usual form starts with a space, `p.Write(" ")`.
type OpAsmPrinter struct {
	p  *printer
	op *Operation
}

// DialectPrinter prints the body of a dialect type or attribute (after
// `!ns.` / `#ns.`).
type DialectPrinter struct {
	p *printer
}

// Write writes s as is.
func (o *OpAsmPrinter) Write(s string) { o.p.ws(s) }

// WriteByte writes c.
func (o *OpAsmPrinter) WriteByte(c byte) error { o.p.wb(c); return nil }

// Options returns the print options.
func (o *OpAsmPrinter) Options() PrintOptions { return o.p.opts }

// PrintOperand prints `%v` (or `%v#N`).
func (o *OpAsmPrinter) PrintOperand(v *Value) { o.p.printValue(v) }

// PrintOperands prints values separated by ", ".
func (o *OpAsmPrinter) PrintOperands(vs []*Value) {
	for i, v := range vs {
		if i > 0 {
			o.p.ws(", ")
		}
		o.p.printValue(v)
	}
}

// PrintType prints t, using aliases.
func (o *OpAsmPrinter) PrintType(t Type) { o.p.printType(t) }

// PrintTypes prints types separated by ", ".
func (o *OpAsmPrinter) PrintTypes(ts []Type) {
	for i, t := range ts {
		if i > 0 {
			o.p.ws(", ")
		}
		o.p.printType(t)
	}
}

// PrintValueTypes prints the types of vs separated by ", ".
func (o *OpAsmPrinter) PrintValueTypes(vs []*Value) {
	for i, v := range vs {
		if i > 0 {
			o.p.ws(", ")
		}
		o.p.printType(v.Type)
	}
}

// PrintFunctionalType prints `(operand types) -> result types` of op.
func (o *OpAsmPrinter) PrintFunctionalType(op *Operation) {
	o.p.wb('(')
	o.PrintValueTypes(op.Operands)
	o.p.ws(") -> ")
	ts := make([]Type, len(op.Results))
	for i, r := range op.Results {
		ts[i] = r.Type
	}
	o.p.printResultTypes(ts)
}

// PrintArrowTypeList prints `-> type` or `-> (types)`.
func (o *OpAsmPrinter) PrintArrowTypeList(ts []Type) {
	o.p.ws("-> ")
	o.p.printResultTypes(ts)
}

// PrintResultTypes prints `type`, `()` or `(a, b)` as a function result.
func (o *OpAsmPrinter) PrintResultTypes(ts []Type) { o.p.printResultTypes(ts) }

// PrintAttribute prints a with its type.
func (o *OpAsmPrinter) PrintAttribute(a Attribute) { o.p.printAttr(a, true) }

// PrintAttributeWithoutType prints a, eliding the `: type` of numbers and elements.
func (o *OpAsmPrinter) PrintAttributeWithoutType(a Attribute) { o.p.printAttr(a, false) }

// PrintOptionalAttrDict prints ` {a = 1, b}` with the entries not in elided; nothing
// when none remains.
func (o *OpAsmPrinter) PrintOptionalAttrDict(attrs []NamedAttr, elided ...string) {
	o.printDict(attrs, elided, false)
}

// PrintOptionalAttrDictWithKeyword prints ` attributes {...}` likewise.
func (o *OpAsmPrinter) PrintOptionalAttrDictWithKeyword(attrs []NamedAttr, elided ...string) {
	o.printDict(attrs, elided, true)
}

func (o *OpAsmPrinter) printDict(attrs []NamedAttr, elided []string, kw bool) {
	var kept []NamedAttr
	for _, a := range attrs {
		if !containsString(elided, a.Name) {
			kept = append(kept, a)
		}
	}
	if len(kept) == 0 {
		return
	}
	if kw {
		o.p.ws(" attributes")
	}
	o.p.ws(" {")
	o.p.printNamedList(kept)
	o.p.wb('}')
}

// PrintProperties prints ` <{...}>` when props is not empty.
func (o *OpAsmPrinter) PrintProperties(props []NamedAttr) {
	if len(props) == 0 {
		return
	}
	o.p.ws(" <{")
	o.p.printNamedList(props)
	o.p.ws("}>")
}

// PrintSuccessor prints `^bb1`.
func (o *OpAsmPrinter) PrintSuccessor(b *Block) { o.p.printBlockName(b) }

// PrintSuccessorAndUseList prints `^bb1` or `^bb1(%a, %b : i32, i64)`.
func (o *OpAsmPrinter) PrintSuccessorAndUseList(b *Block, vals []*Value) {
	o.p.printBlockName(b)
	if len(vals) == 0 {
		return
	}
	o.p.wb('(')
	o.PrintOperands(vals)
	o.p.ws(" : ")
	o.PrintValueTypes(vals)
	o.p.wb(')')
}

// PrintSymbolName prints `@name`, quoted when needed.
func (o *OpAsmPrinter) PrintSymbolName(name string) { o.p.printSymbolName(name) }

// PrintString prints s as a quoted string literal.
func (o *OpAsmPrinter) PrintString(s string) { o.p.printQuoted(s) }

// PrintKeywordOrString prints s bare when it is a valid identifier, else quoted.
func (o *OpAsmPrinter) PrintKeywordOrString(s string) { o.p.printAttrName(s) }

// PrintInt prints v in decimal.
func (o *OpAsmPrinter) PrintInt(v int64) { o.p.buf = strconv.AppendInt(o.p.buf, v, 10) }

// PrintNewline ends the line and indents to the op's level.
func (o *OpAsmPrinter) PrintNewline() {
	o.p.wb('\n')
	o.p.writeIndent()
}

// PrintRegionArgument prints an entry-block argument as `%arg0: i32`, then the
// attributes ` {a}` and, with debug info, ` loc(...)`.
func (o *OpAsmPrinter) PrintRegionArgument(v *Value, attrs []NamedAttr) {
	o.p.printValue(v)
	o.p.ws(": ")
	o.p.printType(v.Type)
	if len(attrs) > 0 {
		o.p.ws(" {")
		o.p.printNamedList(attrs)
		o.p.wb('}')
	}
	if o.p.opts.DebugInfo {
		o.p.wb(' ')
		o.p.printLocation(v.Loc, false)
	}
}

// PrintOptionalLocationSpecifier prints ` loc(...)` when debug info is printed.
func (o *OpAsmPrinter) PrintOptionalLocationSpecifier(l Location) {
	if o.p.opts.DebugInfo {
		o.p.wb(' ')
		o.p.printLocation(l, true)
	}
}

// PrintRegion prints `{ blocks }` at the op's indentation, as MLIR's printRegion:
// printEntryArgs shows the entry block's header when it has arguments,
// printTerminators shows block terminators, printEmptyBlock shows the header of
// an empty entry block. defaultDialect is the namespace ops inside may omit
// ("" for none).
func (o *OpAsmPrinter) PrintRegion(r *Region, printEntryArgs, printTerminators, printEmptyBlock bool, defaultDialect string) {
	o.p.defaultDialect = append(o.p.defaultDialect, defaultDialect)
	o.p.printRegion(r, printEntryArgs, printTerminators, printEmptyBlock)
	o.p.defaultDialect = o.p.defaultDialect[:len(o.p.defaultDialect)-1]
}

// PrintGenericOp prints op in generic form (for custom printers that fall back).
func (o *OpAsmPrinter) PrintGenericOp(op *Operation) { o.p.printGenericOp(op) }

// Write writes s as is.
func (d *DialectPrinter) Write(s string) { d.p.ws(s) }

// WriteByte writes c.
func (d *DialectPrinter) WriteByte(c byte) error { d.p.wb(c); return nil }

// PrintType prints t (aliases allowed).
func (d *DialectPrinter) PrintType(t Type) { d.p.printType(t) }

// PrintAttribute prints a with its type (aliases allowed).
func (d *DialectPrinter) PrintAttribute(a Attribute) { d.p.printAttr(a, true) }

// PrintAttributeWithoutType prints a eliding number types.
func (d *DialectPrinter) PrintAttributeWithoutType(a Attribute) { d.p.printAttr(a, false) }

// PrintString prints s quoted and escaped.
func (d *DialectPrinter) PrintString(s string) { d.p.printQuoted(s) }

// PrintEscaped prints s escaped without quotes.
func (d *DialectPrinter) PrintEscaped(s string) { d.p.printEscaped(s) }

// PrintKeywordOrString prints s bare when it is an identifier, else quoted.
func (d *DialectPrinter) PrintKeywordOrString(s string) { d.p.printAttrName(s) }

// PrintSymbolName prints `@name`.
func (d *DialectPrinter) PrintSymbolName(s string) { d.p.printSymbolName(s) }

// PrintInt prints v in decimal.
func (d *DialectPrinter) PrintInt(v int64) { d.p.buf = strconv.AppendInt(d.p.buf, v, 10) }

// PrintUint prints v in decimal.
func (d *DialectPrinter) PrintUint(v uint64) { d.p.buf = strconv.AppendUint(d.p.buf, v, 10) }

// PrintBigInt prints v in decimal.
func (d *DialectPrinter) PrintBigInt(v *big.Int) { d.p.buf = v.Append(d.p.buf, 10) }

// PrintFloat prints the encoding bits of kind k as MLIR prints float values.
func (d *DialectPrinter) PrintFloat(k FloatKind, bits [2]uint64) {
	s, _ := formatFloat(k, bits)
	d.p.ws(s)
}

// PrintNested prints an attribute nested in a dialect attribute's body without
// its `#ns.mnemonic` prefix, as MLIR's printStrippedAttrOrType does (for example
// the `<#tbaa_root, 0>` members of a tbaa_type_desc): its alias when it has one,
// otherwise what body prints. Printing through PrintNested makes a count as a
// level of nesting for the order of alias definitions, as in MLIR.
func (d *DialectPrinter) PrintNested(a Attribute, body func(*DialectPrinter)) {
	p := d.p
	if p.collecting {
		p.visitNested(a, body)
		return
	}
	if p.aliases != nil {
		if name, ok := p.aliases.attrs[a]; ok {
			p.wb('#')
			p.ws(name)
			return
		}
	}
	body(d)
}
