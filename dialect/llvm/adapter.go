package llvm

import (
	"github.com/ferry-ir/ferry/mlir"
)

// opOut implements asmOut over the core's op printer.
type opOut struct{ p *mlir.OpAsmPrinter }

func (o opOut) WriteString(s string)                  { o.p.Write(s) }
func (o opOut) PrintOperand(v *mlir.Value)            { o.p.PrintOperand(v) }
func (o opOut) PrintType(t mlir.Type)                 { o.p.PrintType(t) }
func (o opOut) PrintAttr(a mlir.Attribute)            { o.p.PrintAttribute(a) }
func (o opOut) PrintAttrWithoutType(a mlir.Attribute) { o.p.PrintAttributeWithoutType(a) }
func (o opOut) PrintStrippedAttr(a mlir.Attribute) {
	if da, ok := a.(*Attr); ok && attrAliasName(da) == "" {
		da.printParams(attrPrinterOf(o))
		return
	}
	o.p.PrintAttribute(a)
}
func (o opOut) PrintOptionalAttrDict(attrs []mlir.NamedAttr, elided []string) {
	o.p.PrintOptionalAttrDict(attrs, elided...)
}
func (o opOut) PrintOptionalAttrDictWithKeyword(attrs []mlir.NamedAttr, elided []string) {
	o.p.PrintOptionalAttrDictWithKeyword(attrs, elided...)
}
func (o opOut) PrintRegion(r *mlir.Region, entryArgs, terminators bool) {
	o.p.PrintRegion(r, entryArgs, terminators, false, "")
}
func (o opOut) PrintSuccessor(b *mlir.Block)  { o.p.PrintSuccessor(b) }
func (o opOut) PrintNewline()                 { o.p.PrintNewline() }
func (o opOut) PrintSymbolName(name string)   { o.p.PrintSymbolName(name) }
func (o opOut) PrintKeywordOrString(s string) { o.p.PrintKeywordOrString(s) }

// dialectOut implements the printers over the core's dialect printer.
type dialectOut struct{ p *mlir.DialectPrinter }

func (o dialectOut) WriteString(s string)                  { o.p.Write(s) }
func (o dialectOut) PrintType(t mlir.Type)                 { o.p.PrintType(t) }
func (o dialectOut) PrintAttr(a mlir.Attribute)            { o.p.PrintAttribute(a) }
func (o dialectOut) PrintAttrWithoutType(a mlir.Attribute) { o.p.PrintAttributeWithoutType(a) }
func (o dialectOut) PrintStrippedAttr(a mlir.Attribute) {
	if da, ok := a.(*Attr); ok {
		// The core prints the alias when there is one, else the body; either
		// way the nested attribute counts for the order of alias definitions.
		o.p.PrintNested(a, func(dp *mlir.DialectPrinter) { da.printParams(dialectOut{dp}) })
		return
	}
	o.p.PrintAttribute(a)
}
func (o dialectOut) PrintKeywordOrString(s string) { o.p.PrintKeywordOrString(s) }
func (o dialectOut) PrintSymbolName(s string)      { o.p.PrintSymbolName(s) }

// attrOut is what printing attribute parameters needs.
type attrOut interface {
	WriteString(s string)
	PrintType(t mlir.Type)
	PrintAttr(a mlir.Attribute)
	PrintAttrWithoutType(a mlir.Attribute)
	PrintStrippedAttr(a mlir.Attribute)
	PrintKeywordOrString(s string)
	PrintSymbolName(s string)
}

func attrPrinterOf(o opOut) attrOut { return o }

// PrintBody prints a type after `!llvm.`.
func (t *PointerType) PrintBody(p *mlir.DialectPrinter)   { printTypeBody(dialectOut{p}, t, nil) }
func (t *StructType) PrintBody(p *mlir.DialectPrinter)    { printTypeBody(dialectOut{p}, t, nil) }
func (t *ArrayType) PrintBody(p *mlir.DialectPrinter)     { printTypeBody(dialectOut{p}, t, nil) }
func (t *FuncType) PrintBody(p *mlir.DialectPrinter)      { printTypeBody(dialectOut{p}, t, nil) }
func (t *SimpleType) PrintBody(p *mlir.DialectPrinter)    { printTypeBody(dialectOut{p}, t, nil) }
func (t *TargetExtType) PrintBody(p *mlir.DialectPrinter) { printTypeBody(dialectOut{p}, t, nil) }
