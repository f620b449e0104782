// Package builtin is MLIR's builtin dialect for Ferry: the operations
// `builtin.module` and `builtin.unrealized_conversion_cast` with their custom
// syntax and verifiers. The builtin types and attributes themselves (i32, f32,
// vector<...>, dense<...>, locations, ...) live in package mlir, as they do in
// MLIR's core, because the parser and printer need them before any dialect.
//
// Register it on every context that reads or prints modules in custom form:
//
//	ctx := mlir.NewContext()
//	if err := builtin.Register(ctx); err != nil { ... }
//
// Printed forms:
//
//	module @name attributes {dlti.dl_spec = ...} {      // custom
//	  ...
//	}
//	"builtin.module"() <{sym_name = "name"}> ({ ... }) {dlti.dl_spec = ...} : () -> ()   // generic
//
//	%1 = builtin.unrealized_conversion_cast %0 : i32 to i64    // printed without "builtin."
package builtin

import (
	"fmt"
	"strings"

	"github.com/ferry-ir/ferry/mlir"
)

// Dialect is the builtin dialect.
type Dialect struct{}

// Namespace returns "builtin".
func (Dialect) Namespace() string { return "builtin" }

// Ops returns the builtin op definitions.
func (Dialect) Ops() []*mlir.OpDef {
	return []*mlir.OpDef{
		{
			Name:     "builtin.module",
			Traits:   mlir.IsolatedFromAbove | mlir.SymbolTable | mlir.NoTerminator | mlir.SingleBlock | mlir.NoRegionArguments | mlir.HasProperties | mlir.GraphRegion,
			Inherent: []string{"sym_name", "sym_visibility"},
			// Ops in a module may omit "builtin." (a nested `module`).
			DefaultDialect: "builtin",
			Parse:          parseModule,
			Print:          printModule,
			Verify:         verifyModule,
		},
		{
			Name:   "builtin.unrealized_conversion_cast",
			Parse:  parseCast,
			Print:  printCast,
			Verify: verifyCast,
		},
	}
}

// Register registers the builtin dialect on ctx.
func Register(ctx *mlir.Context) error { return ctx.Register(Dialect{}) }

// module @name attributes {...} { body }
func parseModule(p *mlir.OpAsmParser, st *mlir.OperationState) error {
	if name, ok := p.ParseOptionalSymbolName(); ok {
		st.Props = append(st.Props, mlir.NamedAttr{Name: "sym_name", Value: p.Context().String(name)})
	}
	if err := p.ParseOptionalAttrDictWithKeyword(&st.Attrs); err != nil {
		return err
	}
	r := st.AddRegion()
	if err := p.ParseRegion(r, nil, true); err != nil {
		return err
	}
	if len(r.Blocks) == 0 {
		r.AddBlock()
	}
	return nil
}

func printModule(p *mlir.OpAsmPrinter, op *mlir.Operation) {
	if s, ok := op.Prop("sym_name").(*mlir.StringAttr); ok {
		p.Write(" ")
		p.PrintSymbolName(s.Value)
	}
	p.PrintOptionalAttrDictWithKeyword(op.Attrs)
	p.Write(" ")
	if len(op.Regions) == 1 {
		p.PrintRegion(op.Regions[0], false, false, false, "builtin")
	}
}

func verifyModule(op *mlir.Operation) error {
	if len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 {
		return fmt.Errorf("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks")
	}
	if len(op.Regions[0].Blocks[0].Args) != 0 {
		return fmt.Errorf("expects region to have no arguments")
	}
	for _, a := range op.Attrs {
		if !strings.Contains(a.Name, ".") {
			return fmt.Errorf("can only contain attributes with dialect-prefixed names, found: '%s'", a.Name)
		}
	}
	return nil
}

// unrealized_conversion_cast %a, %b : i32, i64 to f32 {attrs}
func parseCast(p *mlir.OpAsmParser, st *mlir.OperationState) error {
	off := p.Offset()
	ins, err := p.ParseOperandList("", "")
	if err != nil {
		return err
	}
	if len(ins) > 0 {
		ts, err := p.ParseColonTypeList()
		if err != nil {
			return err
		}
		if err := p.ResolveOperands(ins, ts, off, &st.Operands); err != nil {
			return err
		}
	}
	if err := p.ExpectKeyword("to"); err != nil {
		return err
	}
	outs, err := p.ParseTypeList()
	if err != nil {
		return err
	}
	st.Types = outs
	return p.ParseOptionalAttrDict(&st.Attrs)
}

func printCast(p *mlir.OpAsmPrinter, op *mlir.Operation) {
	if len(op.Operands) > 0 {
		p.Write(" ")
		p.PrintOperands(op.Operands)
		p.Write(" : ")
		p.PrintValueTypes(op.Operands)
	}
	p.Write(" to ")
	p.PrintValueTypes(op.Results)
	p.PrintOptionalAttrDict(op.Attrs)
}

func verifyCast(op *mlir.Operation) error {
	if len(op.Results) == 0 {
		return fmt.Errorf("expected at least one result for cast operation")
	}
	return nil
}
