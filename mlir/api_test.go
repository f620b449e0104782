package mlir_test

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/dialect/builtin"
	"github.com/ferry-ir/ferry/mlir"
)

// A toy dialect exercising every hook dialect/llvm needs: dialect types with
// nested and recursive bodies, attributes with aliases, ops with custom syntax,
// regions with entry-block arguments, successors with operands, terminators.

type toyDialect struct{}

func (toyDialect) Namespace() string { return "toy" }

// ptrType is !toy.ptr or !toy.ptr<N>.
type ptrType struct {
	mlir.DialectTypeBase
	space int64
}

func (t *ptrType) Namespace() string { return "toy" }
func (t *ptrType) String() string    { return "!toy." + t.body() }
func (t *ptrType) body() string {
	if t.space == 0 {
		return "ptr"
	}
	return fmt.Sprintf("ptr<%d>", t.space)
}
func (t *ptrType) PrintBody(p *mlir.DialectPrinter) { p.Write(t.body()) }

// structType is !toy.struct<"name", (types)> or !toy.struct<(types)>.
type structType struct {
	mlir.DialectTypeBase
	name  string
	elems []mlir.Type
}

func (t *structType) Namespace() string { return "toy" }
func (t *structType) String() string    { return "!toy.struct<...>" }
func (t *structType) PrintBody(p *mlir.DialectPrinter) {
	p.Write("struct<")
	if t.name != "" {
		p.PrintString(t.name)
		p.Write(", ")
	}
	p.Write("(")
	for i, e := range t.elems {
		if i > 0 {
			p.Write(", ")
		}
		p.PrintType(e)
	}
	p.Write(")>")
}

// linkageAttr is #toy.linkage<internal>.
type linkageAttr struct {
	mlir.DialectAttrBase
	kind string
}

func (a *linkageAttr) Namespace() string                { return "toy" }
func (a *linkageAttr) String() string                   { return "#toy.linkage<" + a.kind + ">" }
func (a *linkageAttr) PrintBody(p *mlir.DialectPrinter) { p.Write("linkage<" + a.kind + ">") }

func (toyDialect) ParseType(p *mlir.DialectParser) (mlir.Type, error) {
	ctx := p.Context()
	switch p.Mnemonic {
	case "ptr":
		var space int64
		if p.ParseOptionalPunct("<") {
			v, err := p.ParseInteger()
			if err != nil {
				return nil, err
			}
			space = v
			if err := p.ParsePunct(">"); err != nil {
				return nil, err
			}
		}
		return ctx.InternType(&ptrType{space: space}), nil
	case "struct":
		t := &structType{}
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		if s, ok := p.ParseOptionalString(); ok {
			t.name = s
			if err := p.ParsePunct(","); err != nil {
				return nil, err
			}
		}
		ts, err := p.ParseParenTypeList()
		if err != nil {
			return nil, err
		}
		t.elems = ts
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return ctx.InternType(t), nil
	}
	return nil, p.Errorf(p.Start(), "unknown toy type: %s", p.Mnemonic)
}

func (toyDialect) ParseAttr(p *mlir.DialectParser, _ mlir.Type) (mlir.Attribute, error) {
	if p.Mnemonic != "linkage" {
		return nil, p.Errorf(p.Start(), "unknown toy attribute: %s", p.Mnemonic)
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	k, err := p.ParseKeyword()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return p.Context().InternAttr(&linkageAttr{kind: k}), nil
}

func (toyDialect) AttrAlias(a mlir.Attribute) (string, mlir.AliasKind) {
	if _, ok := a.(*linkageAttr); ok {
		return "linkage", mlir.AliasFinal
	}
	return "", mlir.AliasNone
}

func (toyDialect) TypeAlias(t mlir.Type) (string, mlir.AliasKind) {
	if s, ok := t.(*structType); ok && s.name != "" {
		return "struct_" + s.name, mlir.AliasFinal
	}
	return "", mlir.AliasNone
}

func (toyDialect) Ops() []*mlir.OpDef {
	return []*mlir.OpDef{
		{
			Name:     "toy.func",
			Traits:   mlir.IsolatedFromAbove | mlir.Symbol | mlir.HasProperties,
			Inherent: []string{"sym_name", "function_type"},
			Parse:    parseFunc,
			Print:    printFunc,
		},
		{
			// toy.add %a, %b : i32
			Name:  "toy.add",
			Parse: parseAdd,
			Print: func(p *mlir.OpAsmPrinter, op *mlir.Operation) {
				p.Write(" ")
				p.PrintOperands(op.Operands)
				p.PrintOptionalAttrDict(op.Attrs)
				p.Write(" : ")
				p.PrintType(op.Results[0].Type)
			},
			Verify: func(op *mlir.Operation) error {
				if len(op.Operands) != 2 {
					return fmt.Errorf("expected 2 operands, found %d", len(op.Operands))
				}
				return nil
			},
		},
		{
			// toy.return %x : i32   or   toy.return
			Name:   "toy.return",
			Traits: mlir.Terminator | mlir.ReturnLike,
			Parse: func(p *mlir.OpAsmParser, st *mlir.OperationState) error {
				off := p.Offset()
				us, err := p.ParseOperandList("", "")
				if err != nil {
					return err
				}
				if len(us) == 0 {
					return nil
				}
				ts, err := p.ParseColonTypeList()
				if err != nil {
					return err
				}
				return p.ResolveOperands(us, ts, off, &st.Operands)
			},
			Print: func(p *mlir.OpAsmPrinter, op *mlir.Operation) {
				if len(op.Operands) > 0 {
					p.Write(" ")
					p.PrintOperands(op.Operands)
					p.Write(" : ")
					p.PrintValueTypes(op.Operands)
				}
			},
		},
		{
			// toy.br ^bb1(%x : i32)
			Name:   "toy.br",
			Traits: mlir.Terminator,
			Parse: func(p *mlir.OpAsmParser, st *mlir.OperationState) error {
				b, vals, err := p.ParseSuccessorAndUseList()
				if err != nil {
					return err
				}
				st.Successors = append(st.Successors, b)
				st.Operands = vals
				return nil
			},
			Print: func(p *mlir.OpAsmPrinter, op *mlir.Operation) {
				p.Write(" ")
				p.PrintSuccessorAndUseList(op.Successors[0], op.Operands)
			},
			SuccessorOperands: func(op *mlir.Operation, i int) []*mlir.Value { return op.Operands },
		},
	}
}

// toy.func @name(%arg0: i32, %arg1: f32) -> i32 attributes {...} { body }
func parseFunc(p *mlir.OpAsmParser, st *mlir.OperationState) error {
	ctx := p.Context()
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	var args []mlir.Argument
	if err := p.ParseCommaSeparatedList("(", ")", func() error {
		a, err := p.ParseArgument(true, true)
		args = append(args, a)
		return err
	}); err != nil {
		return err
	}
	results, err := p.ParseOptionalArrowTypeList()
	if err != nil {
		return err
	}
	ins := make([]mlir.Type, len(args))
	for i, a := range args {
		ins[i] = a.Type
	}
	st.Props = []mlir.NamedAttr{
		{Name: "function_type", Value: ctx.TypeAttr(ctx.FunctionType(ins, results))},
		{Name: "sym_name", Value: ctx.String(name)},
	}
	if err := p.ParseOptionalAttrDictWithKeyword(&st.Attrs); err != nil {
		return err
	}
	r := st.AddRegion()
	_, err = p.ParseOptionalRegion(r, append([]mlir.Argument{}, args...), true)
	return err
}

func printFunc(p *mlir.OpAsmPrinter, op *mlir.Operation) {
	p.Write(" ")
	p.PrintSymbolName(op.Prop("sym_name").(*mlir.StringAttr).Value)
	ft := op.Prop("function_type").(*mlir.TypeAttr).Type.(*mlir.FunctionType)
	p.Write("(")
	r := op.Regions[0]
	for i, t := range ft.Inputs {
		if i > 0 {
			p.Write(", ")
		}
		if len(r.Blocks) > 0 {
			p.PrintRegionArgument(r.Blocks[0].Args[i], nil)
		} else {
			p.PrintType(t)
		}
	}
	p.Write(")")
	if len(ft.Results) > 0 {
		p.Write(" -> ")
		p.PrintResultTypes(ft.Results)
	}
	p.PrintOptionalAttrDictWithKeyword(op.Attrs)
	if len(r.Blocks) > 0 {
		p.Write(" ")
		p.PrintRegion(r, false, true, false, "")
	}
}

func parseAdd(p *mlir.OpAsmParser, st *mlir.OperationState) error {
	off := p.Offset()
	us, err := p.ParseOperandList("", "")
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
	ts := make([]mlir.Type, len(us))
	for i := range ts {
		ts[i] = t
	}
	if err := p.ResolveOperands(us, ts, off, &st.Operands); err != nil {
		return err
	}
	st.Types = []mlir.Type{t}
	return nil
}

func toyCtx(t *testing.T) *mlir.Context {
	ctx := mlir.NewContext()
	if err := builtin.Register(ctx); err != nil {
		t.Fatal(err)
	}
	if err := ctx.Register(toyDialect{}); err != nil {
		t.Fatal(err)
	}
	return ctx
}

const toySrc = `module {
  toy.func @f(%arg0: i32, %arg1: !toy.ptr<1>) -> i32 attributes {linkage = #toy.linkage<internal>, s = !toy.struct<"pair", (i32, !toy.ptr)>} {
    %0 = toy.add %arg0, %arg0 : i32
    toy.br ^bb1(%0 : i32)
  ^bb1(%1: i32):  // pred: ^bb0
    %2 = toy.add %1, %0 {note = "x"} : i32
    toy.return %2 : i32
  }
  toy.func @g() attributes {linkage = #toy.linkage<internal>}
}
`

func TestToyDialectRoundTrip(t *testing.T) {
	ctx := toyCtx(t)
	m, err := mlir.Parse(ctx, "toy.mlir", []byte(toySrc))
	if err != nil {
		t.Fatal(diag.Render(err))
	}
	if err := mlir.Verify(m); err != nil {
		t.Fatal(diag.Render(err))
	}
	want := "#linkage = #toy.linkage<internal>\n!struct_pair = !toy.struct<\"pair\", (i32, !toy.ptr)>\n" +
		strings.ReplaceAll(strings.ReplaceAll(toySrc, "#toy.linkage<internal>", "#linkage"), `!toy.struct<"pair", (i32, !toy.ptr)>`, "!struct_pair") + "\n"
	// Both aliases have depth 1 (their elements have depth 0): types come first.
	want = "!struct_pair = !toy.struct<\"pair\", (i32, !toy.ptr)>\n#linkage = #toy.linkage<internal>\n" + want[strings.Index(want, "module"):]
	if got := mlir.PrintString(m, mlir.PrintOptions{}); got != want {
		t.Errorf("custom form:\nhave:\n%s\nwant:\n%s", got, want)
	}
	generic := mlir.PrintString(m, mlir.PrintOptions{Generic: true})
	for _, frag := range []string{
		`"toy.func"() <{function_type = (i32, !toy.ptr<1>) -> i32, sym_name = "f"}> ({`,
		`^bb0(%arg0: i32, %arg1: !toy.ptr<1>):`,
		`"toy.br"(%0)[^bb1] : (i32) -> ()`,
		`%2 = "toy.add"(%1, %0) {note = "x"} : (i32, i32) -> i32`,
		`"toy.func"() <{function_type = () -> (), sym_name = "g"}> ({`,
	} {
		if !strings.Contains(generic, frag) {
			t.Errorf("generic form lacks %q:\n%s", frag, generic)
		}
	}
	// The generic form reads back to the same custom form.
	m2, err := mlir.Parse(toyCtx(t), "generic.mlir", []byte(generic))
	if err != nil {
		t.Fatal(diag.Render(err))
	}
	if got := mlir.PrintString(m2, mlir.PrintOptions{}); got != want {
		t.Errorf("generic -> custom:\nhave:\n%s\nwant:\n%s", got, want)
	}
}

func TestInterning(t *testing.T) {
	ctx := toyCtx(t)
	m, err := mlir.Parse(ctx, "x.mlir", []byte(`"toy.x"() {a = !toy.ptr<1>, b = !toy.ptr<1>, c = vector<4xi32>, d = vector<4xi32>, e = 5 : i8, f = 5 : i8, g = dense<1.0> : tensor<2xf32>, h = dense<1.0> : tensor<2xf32>} : () -> ()`))
	_ = m
	if err == nil {
		t.Fatal("unregistered op accepted without AllowUnregistered")
	}
	ctx.AllowUnregistered = true
	m, err = mlir.Parse(ctx, "x.mlir", []byte(`"foo.x"() {a = !toy.ptr<1>, b = !toy.ptr<1>, c = vector<4xi32>, d = vector<4xi32>, e = 5 : i8, f = 5 : i8, g = dense<1.0> : tensor<2xf32>, h = dense<1.0> : tensor<2xf32>} : () -> ()`))
	if err != nil {
		t.Fatal(diag.Render(err))
	}
	op := m.Regions[0].Blocks[0].Ops[0]
	for _, pair := range [][2]string{{"a", "b"}, {"c", "d"}, {"e", "f"}, {"g", "h"}} {
		if op.Attr(pair[0]) != op.Attr(pair[1]) {
			t.Errorf("%s and %s are equal but not the same pointer", pair[0], pair[1])
		}
	}
	if ctx.IntegerType(32, mlir.Signless) != op.Attr("c").(*mlir.TypeAttr).Type.(*mlir.VectorType).Elem {
		t.Errorf("i32 not interned")
	}
	if ctx.VectorType([]int64{4}, nil, ctx.IntegerType(32, mlir.Signless)) != op.Attr("c").(*mlir.TypeAttr).Type {
		t.Errorf("vector<4xi32> built and parsed differ")
	}
}

func TestRegisterTwice(t *testing.T) {
	ctx := toyCtx(t)
	if err := ctx.Register(toyDialect{}); err == nil {
		t.Fatal("registering a namespace twice succeeded")
	}
	if err := builtin.Register(ctx); err == nil {
		t.Fatal("registering builtin twice succeeded")
	}
}

func TestToyVerifier(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{`toy.func @f(%arg0: i32) {
  toy.br ^bb1
^bb1(%x: i32):
  toy.return
}`, `v.mlir:2:3: error: branch has 0 operands for successor #0, but target block has 1`},
		{`toy.func @f(%arg0: i32) {
  toy.br ^bb1(%y : i32)
^bb1(%x: i32):
  %y = toy.add %x, %x : i32
  toy.return
}`, `v.mlir:2:3: error: operand #0 does not dominate this use`},
		{`toy.func @f(%arg0: i32) {
  toy.br ^bb1
  %y = toy.add %arg0, %arg0 : i32
  toy.br ^bb1
^bb1:
  toy.return
}`, `v.mlir:2:3: error: 'toy.br' op must be the last operation in the parent block`},
		{`toy.func @f(%arg0: i32) {
  %y = toy.add %arg0, %arg0, %arg0 : i32
  toy.return
}`, `v.mlir:2:8: error: 'toy.add' op expected 2 operands, found 3`},
		{`toy.func @f() {
}
toy.func @f() {
}`, `v.mlir:3:1: error: redefinition of symbol named 'f'`},
	} {
		m, err := mlir.Parse(toyCtx(t), "v.mlir", []byte(c.src))
		if err != nil {
			t.Errorf("%s: %s", c.want, diag.Render(err))
			continue
		}
		err = mlir.Verify(m)
		if err == nil {
			t.Errorf("accepted, want %s", c.want)
			continue
		}
		if !errors.Is(err, diag.ErrVerify) {
			t.Errorf("%v is not ErrVerify", err)
		}
		if got := strings.SplitN(diag.Render(err), "\n", 2)[0]; got != c.want {
			t.Errorf("have %s\nwant %s", got, c.want)
		}
	}
}

func TestOpaqueDialect(t *testing.T) {
	ctx := mlir.NewContext()
	if err := builtin.Register(ctx); err != nil {
		t.Fatal(err)
	}
	src := `module attributes {dlti.dl_spec = #dlti.dl_spec<!dlti.x = dense<64> : vector<4xi64>, "dlti.endianness" = "little">} {
  "dlti.op"() : () -> ()
}
`
	if _, err := mlir.Parse(ctx, "d.mlir", []byte(src)); err == nil {
		t.Fatal("unknown dialect accepted")
	}
	if err := ctx.Register(mlir.OpaqueDialect{Name: "dlti"}); err != nil {
		t.Fatal(err)
	}
	m, err := mlir.Parse(ctx, "d.mlir", []byte(src))
	if err != nil {
		t.Fatal(diag.Render(err))
	}
	if got := mlir.PrintString(m, mlir.PrintOptions{}); got != src+"\n" {
		t.Errorf("have:\n%s\nwant:\n%s", got, src)
	}
}

// TestParallelAliasOperandOrder: in a large isolated region, an op whose own
// types and attributes have no alias still names, through an operand, a type
// that has one; the parallel alias walk must visit it where the sequential walk
// does, which decides which of two same-named aliases gets the suffix.
func TestParallelAliasOperandOrder(t *testing.T) {
	var b strings.Builder
	b.WriteString("\"builtin.module\"() ({\n  \"toy.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n")
	const n = 6000
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "  ^bb%d:\n", i)
		switch i {
		case 4000: // the first use of the i64 struct: an operand
			b.WriteString("    %u = \"x.use\"(%late) : (!toy.struct<\"a\", (i64)>) -> i32\n")
		case 4500: // the first use of the i32 struct: a result
			b.WriteString("    %early = \"x.make\"() : () -> !toy.struct<\"a\", (i32)>\n")
		case 5000:
			b.WriteString("    %late = \"x.make\"() : () -> !toy.struct<\"a\", (i64)>\n")
		default:
			fmt.Fprintf(&b, "    %%v%d = \"x.op\"() {k = %d : i32} : () -> i32\n", i, i%7)
		}
		if i+1 < n {
			fmt.Fprintf(&b, "    \"x.br\"()[^bb%d] : () -> ()\n", i+1)
		} else {
			b.WriteString("    \"x.ret\"() : () -> ()\n")
		}
	}
	b.WriteString("  }) : () -> ()\n}) : () -> ()\n")
	checkI64StructFirst(t, b.String(), mlir.PrintOptions{Generic: true})
}

// checkI64StructFirst parses src (toy dialect, unregistered ops allowed) and
// checks that it prints the same with one core and with four, the i64 struct
// type getting the alias without a suffix.
func checkI64StructFirst(t *testing.T, src string, optss ...mlir.PrintOptions) {
	t.Helper()
	ctx := toyCtx(t)
	ctx.AllowUnregistered = true
	m, _, err := mlir.ParseWithResources(ctx, "order.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, opts := range optss {
		prev := runtime.GOMAXPROCS(1)
		seq := mlir.PrintString(m, opts)
		runtime.GOMAXPROCS(4)
		par := mlir.PrintString(m, opts)
		runtime.GOMAXPROCS(prev)
		if !strings.Contains(seq, "!struct_a = !toy.struct<\"a\", (i64)>") {
			t.Fatalf("%+v: the i64 struct is not the first alias:\n%.300s", opts, seq)
		}
		if par != seq {
			t.Fatalf("%+v: parallel alias walk prints differently:\n%.300s", opts, par)
		}
	}
}

// TestParallelAliasesOfManyFunctions: in a module of many functions, whose
// alias-free ops are found on several goroutines, aliases first met deep in
// later functions (two same-named struct types, whose order decides the
// suffix) print as with one core.
func TestParallelAliasesOfManyFunctions(t *testing.T) {
	var b strings.Builder
	b.WriteString("\"builtin.module\"() ({\n")
	for f := 0; f < 40; f++ {
		fmt.Fprintf(&b, "  \"toy.func\"() <{function_type = () -> (), sym_name = \"f%d\"}> ({\n", f)
		for i := 0; i < 30; i++ {
			fmt.Fprintf(&b, "  ^bb%d:\n", i)
			switch {
			case f == 25 && i == 5: // the first use of the i64 struct: an operand
				b.WriteString("    %u = \"x.use\"(%late) : (!toy.struct<\"a\", (i64)>) -> i32\n")
			case f == 25 && i == 10: // the first use of the i32 struct: a result
				b.WriteString("    %early = \"x.make\"() : () -> !toy.struct<\"a\", (i32)>\n")
			case f == 25 && i == 20:
				b.WriteString("    %late = \"x.make\"() : () -> !toy.struct<\"a\", (i64)>\n")
			default:
				fmt.Fprintf(&b, "    %%v%d = \"x.op\"() {k = %d : i32} : () -> i32\n", i, i%7)
			}
			if i < 29 {
				fmt.Fprintf(&b, "    \"x.br\"()[^bb%d] : () -> ()\n", i+1)
			} else {
				b.WriteString("    \"x.ret\"() : () -> ()\n")
			}
		}
		b.WriteString("  }) : () -> ()\n")
	}
	b.WriteString("}) : () -> ()\n")
	checkI64StructFirst(t, b.String(), mlir.PrintOptions{}, mlir.PrintOptions{Generic: true})
}
