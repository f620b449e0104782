package llvm

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/ferry-ir/ferry/mlir"
)

// Attr is an attribute of the LLVM dialect: #llvm.mnemonic<...>. Def is its row in
// the generated table and Params holds one value per Def.Params:
//
//	integers, enums and DWARF constants  int64
//	C++ bool                             bool
//	StringRef                            string
//	APInt                                APInt
//	attributes (StringAttr, #llvm.*...)  mlir.Attribute (nil when absent)
//	types                                mlir.Type
//	ArrayRef<...>                        []any
//
// Attributes are interned by the context; create them with NewAttr.
type Attr struct {
	mlir.DialectAttrBase
	Def    *DefSpec
	Params []any
}

// Namespace returns "llvm".
func (*Attr) Namespace() string { return "llvm" }

// String returns the attribute in MLIR syntax, without aliases.
func (a *Attr) String() string {
	var b strings.Builder
	b.WriteString("#llvm.")
	a.printBody(stringAttrOut{&b})
	return b.String()
}

// PrintBody prints the attribute after `#llvm.`.
func (a *Attr) PrintBody(p *mlir.DialectPrinter) { a.printBody(dialectOut{p}) }

// Param returns the value of the parameter named name, or nil.
func (a *Attr) Param(name string) any {
	for i, p := range a.Def.Params {
		if p.Name == name {
			return a.Params[i]
		}
	}
	return nil
}

// APInt is an arbitrary-precision integer of a fixed width, printed signed.
type APInt struct {
	Width int
	V     *big.Int
}

func (a APInt) String() string {
	if a.V == nil {
		return "0"
	}
	return a.V.String()
}

// Mnemonic returns the attribute's mnemonic ("di_file").
func (a *Attr) Mnemonic() string { return a.Def.Mnemonic }

// attrDefIndex maps mnemonics to attribute definitions.
var attrDefIndex = func() map[string]*DefSpec {
	m := map[string]*DefSpec{}
	for i := range attrSpecs {
		m[attrSpecs[i].Mnemonic] = &attrSpecs[i]
	}
	for i := range enumAttrSpecs {
		m[enumAttrSpecs[i].Mnemonic] = &enumAttrSpecs[i]
	}
	return m
}()

// concreteAttrClasses are the C++ classes of the dialect's attributes; parameters
// of these classes print stripped (`<...>`), others (DIScopeAttr, ...) in full.
var concreteAttrClasses = func() map[string]bool {
	m := map[string]bool{}
	for i := range attrSpecs {
		m[attrSpecs[i].CppClass] = true
	}
	for i := range enumAttrSpecs {
		m[enumAttrSpecs[i].CppClass] = true
	}
	return m
}()

// NewAttr returns the interned attribute #llvm.mnemonic with params.
func NewAttr(ctx *mlir.Context, mnemonic string, params ...any) *Attr {
	def := attrDefIndex[mnemonic]
	if def == nil {
		panic("llvm: unknown attribute mnemonic " + mnemonic)
	}
	if len(params) != len(def.Params) {
		panic("llvm: attribute " + mnemonic + ": wrong number of parameters")
	}
	return ctx.InternAttr(&Attr{Def: def, Params: params}).(*Attr)
}

// attrAliases are the attributes MLIR 22 prints through an alias named after
// their mnemonic (LLVMDialect's OpAsmDialectInterface), checked against
// mlir-opt-22 by testdata/attrs.mlir.
var attrAliases = map[string]bool{
	"access_group": true, "alias_scope": true, "alias_scope_domain": true,
	"di_basic_type": true, "di_common_block": true, "di_compile_unit": true, "di_composite_type": true,
	"di_derived_type": true, "di_file": true, "di_global_variable": true, "di_global_variable_expression": true,
	"di_imported_entity": true, "di_label": true, "di_lexical_block": true, "di_lexical_block_file": true,
	"di_local_variable": true, "di_module": true, "di_namespace": true, "di_null_type": true,
	"di_string_type": true, "di_subprogram": true, "di_subroutine_type": true,
	"loop_annotation": true, "loop_distribute": true, "loop_interleave": true, "loop_licm": true,
	"loop_peeled": true, "loop_pipeline": true, "loop_unroll": true, "loop_unroll_and_jam": true,
	"loop_unswitch": true, "loop_vectorize": true,
	"mmra_tag": true, "tbaa_root": true, "tbaa_tag": true, "tbaa_type_desc": true,
}

func attrAliasName(a *Attr) string {
	if attrAliases[a.Def.Mnemonic] {
		return a.Def.Mnemonic
	}
	return ""
}

// AttrAlias implements mlir.AliasProvider.
func (*Dialect) AttrAlias(a mlir.Attribute) (string, mlir.AliasKind) {
	if da, ok := a.(*Attr); ok {
		if n := attrAliasName(da); n != "" {
			return n, mlir.AliasFinal
		}
	}
	return "", mlir.AliasNone
}

// TypeAlias implements mlir.AliasProvider: LLVM types get no aliases.
func (*Dialect) TypeAlias(mlir.Type) (string, mlir.AliasKind) { return "", mlir.AliasNone }

// stringAttrOut prints attributes into a builder, nested ones by String.
type stringAttrOut struct{ b *strings.Builder }

func (o stringAttrOut) WriteString(s string)                  { o.b.WriteString(s) }
func (o stringAttrOut) PrintType(t mlir.Type)                 { o.b.WriteString(t.String()) }
func (o stringAttrOut) PrintAttr(a mlir.Attribute)            { o.b.WriteString(a.String()) }
func (o stringAttrOut) PrintAttrWithoutType(a mlir.Attribute) { o.b.WriteString(a.String()) }
func (o stringAttrOut) PrintStrippedAttr(a mlir.Attribute) {
	if da, ok := a.(*Attr); ok {
		da.printParams(o)
		return
	}
	o.b.WriteString(a.String())
}
func (o stringAttrOut) PrintKeywordOrString(s string) {
	if isBareKeyword(s) {
		o.b.WriteString(s)
	} else {
		o.b.WriteString(quoteString(s))
	}
}
func (o stringAttrOut) PrintSymbolName(s string) {
	o.b.WriteString("@")
	if isBareKeyword(s) {
		o.b.WriteString(s)
	} else {
		o.b.WriteString(quoteString(s))
	}
}

// printBody prints the mnemonic and the parameters.
func (a *Attr) printBody(out attrOut) {
	out.WriteString(a.Def.Mnemonic)
	a.printParams(out)
}

// printParams prints what follows the mnemonic (the stripped form).
func (a *Attr) printParams(out attrOut) {
	switch a.Def.Mnemonic {
	case "constant_range":
		lo, _ := a.Params[0].(APInt)
		hi, _ := a.Params[1].(APInt)
		out.WriteString("<i" + strconv.Itoa(lo.Width) + ", " + lo.String() + ", " + hi.String() + ">")
		return
	}
	if a.Def.Format == "" {
		return
	}
	f := defFormat(a.Def)
	if f == nil {
		return
	}
	p := &defPrinter{out: out, a: a, st: printState{shouldEmitSpace: true}}
	p.elems(f.Elems, true)
}
