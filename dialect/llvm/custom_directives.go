package llvm

import (
	"fmt"
	"math/big"
	"strconv"

	"github.com/ferry-ir/ferry/mlir"
)

// The custom directives of the dialect's assembly formats, written in Go from
// their documented syntax. Each has a printer (called after the engine printed
// the separating space) and a parser (optional reports whether the directive is
// present when it starts an optional group).

func init() {
	customPrinters["InsertExtractValueElementType"] = func(*opPrinter, []Elem) error { return nil }
	customParsers["InsertExtractValueElementType"] = parseInsertExtractValueElementType
	customPrinters["ShuffleType"] = func(*opPrinter, []Elem) error { return nil }
	customParsers["ShuffleType"] = parseShuffleType
	customPrinters["GEPIndices"] = printGEPIndices
	customParsers["GEPIndices"] = parseGEPIndices
	customPrinters["SwitchOpCases"] = printSwitchOpCases
	customParsers["SwitchOpCases"] = parseSwitchOpCases
	customPrinters["IndirectBrOpSucessors"] = printIndirectBrOpSucessors
	customParsers["IndirectBrOpSucessors"] = parseIndirectBrOpSucessors
	customPrinters["OpBundles"] = printOpBundles
	customParsers["OpBundles"] = parseOpBundlesDirective
	customPrinters["LLVMLinkage"] = printLLVMLinkage
	customParsers["LLVMLinkage"] = parseLLVMLinkage
}

// argName returns the variable an argument names, through ref() and type().
func argName(e Elem) string {
	switch e := e.(type) {
	case *Var:
		return e.Name
	case *Dir:
		if len(e.Args) > 0 {
			return argName(e.Args[0])
		}
	}
	return ""
}

// positionType returns the type at position pos inside an aggregate.
func positionType(t mlir.Type, pos []int64) (mlir.Type, error) {
	if !IsCompatibleType(t) {
		return nil, fmt.Errorf("expected LLVM IR Dialect type, got '%s'", t)
	}
	for _, i := range pos {
		switch a := t.(type) {
		case *StructType:
			if i < 0 || int(i) >= len(a.Body) {
				return nil, fmt.Errorf("position out of bounds: %d", i)
			}
			t = a.Body[i]
		case *ArrayType:
			if i < 0 || uint64(i) >= a.Len {
				return nil, fmt.Errorf("position out of bounds: %d", i)
			}
			t = a.Elem
		default:
			return nil, fmt.Errorf("expected LLVM IR structure/array type, got: '%s'", t)
		}
	}
	return t, nil
}

func parseInsertExtractValueElementType(o *opParser, args []Elem, _ bool) (bool, error) {
	target := argName(args[0])
	container := argName(args[1])
	ct := o.types.at(container)
	pos, _ := denseI32(o.propOf(argName(args[2])))
	if len(ct) != 1 {
		return true, o.p.EmitError("cannot infer the element type")
	}
	t, err := positionType(ct[0], pos)
	if err != nil {
		return true, o.p.EmitError("%v", err)
	}
	o.types.set(target, o.oneType(t))
	return true, nil
}

func (o *opParser) propOf(name string) mlir.Attribute {
	for _, a := range o.st.Props {
		if a.Name == name {
			return a.Value
		}
	}
	return nil
}

func parseShuffleType(o *opParser, args []Elem, _ bool) (bool, error) {
	v1 := o.types.at(argName(args[0]))
	mask, _ := denseI32(o.propOf(argName(args[2])))
	if len(v1) != 1 {
		return true, o.p.EmitError("cannot infer the shuffle type")
	}
	vt, ok := v1[0].(*mlir.VectorType)
	if !ok {
		return true, o.p.EmitError("expected an LLVM compatible vector type")
	}
	var scalable []bool
	if len(vt.Scalable) > 0 && vt.Scalable[0] {
		scalable = []bool{true}
	}
	o.types.set(argName(args[1]), []mlir.Type{o.p.Context().VectorType([]int64{int64(len(mask))}, scalable, vt.Elem)})
	return true, nil
}

// kDynamicIndex marks a GEP index taken from the dynamic operands.
const kDynamicIndex = -1 << 31

func printGEPIndices(p *opPrinter, args []Elem) error {
	dyn := p.v.operands(argName(args[0]))
	raw, _ := denseI32(p.v.op.Attr(argName(args[1])))
	k := 0
	for i, r := range raw {
		if i > 0 {
			p.out.WriteString(", ")
		}
		if r == kDynamicIndex {
			if k >= len(dyn) {
				return fmt.Errorf("GEP: missing dynamic index")
			}
			p.out.PrintOperand(dyn[k])
			k++
			continue
		}
		p.out.WriteString(strconv.FormatInt(r, 10))
	}
	return nil
}

func parseGEPIndices(o *opParser, args []Elem, _ bool) (bool, error) {
	ctx := o.p.Context()
	i32 := ctx.IntegerType(32, mlir.Signless)
	var raw []mlir.Attribute
	var dyn []mlir.UnresolvedOperand
	dynName := argName(args[0])
	o.opOff.set(dynName, o.p.Offset())
	err := o.p.ParseCommaSeparatedList("", "", func() error {
		if u, ok, err := o.p.ParseOptionalOperand(); err != nil {
			return err
		} else if ok {
			dyn = append(dyn, u)
			raw = append(raw, ctx.IntegerAttr(i32, kDynamicIndex))
			return nil
		}
		n, err := o.p.ParseInteger()
		if err != nil {
			return err
		}
		raw = append(raw, ctx.IntegerAttr(i32, n))
		return nil
	})
	if err != nil {
		return true, err
	}
	o.operands.set(dynName, dyn)
	o.setProp(argName(args[1]), ctx.InternAttr(&mlir.DenseArrayAttr{Elem: i32, Elems: raw}))
	return true, nil
}

// printSuccessorAndUses prints ^bb or ^bb(%a, %b : t1, t2).
func printSuccessorAndUses(out asmOut, b *mlir.Block, vals []*mlir.Value) {
	out.PrintSuccessor(b)
	if len(vals) == 0 {
		return
	}
	out.WriteString("(")
	for i, v := range vals {
		if i > 0 {
			out.WriteString(", ")
		}
		out.PrintOperand(v)
	}
	out.WriteString(" : ")
	for i, v := range vals {
		if i > 0 {
			out.WriteString(", ")
		}
		out.PrintType(v.Type)
	}
	out.WriteString(")")
}

// denseInts returns the integers of a dense elements attribute, sign-extended.
func denseInts(a mlir.Attribute) ([]*big.Int, bool) {
	d, ok := a.(*mlir.DenseElementsAttr)
	if !ok {
		return nil, false
	}
	it, ok := d.Type.ElementType().(*mlir.IntegerType)
	if !ok {
		return nil, false
	}
	dims, _ := d.Type.Dims()
	n := mlir.NumElements(dims)
	eb := (it.Width + 7) / 8
	out := make([]*big.Int, 0, n)
	for i := int64(0); i < n; i++ {
		off := int(i) * eb
		if d.Splat {
			off = 0
		}
		if off+eb > len(d.Data) {
			return nil, false
		}
		b := d.Data[off : off+eb]
		v := new(big.Int)
		for j := len(b) - 1; j >= 0; j-- {
			v.Lsh(v, 8)
			v.Or(v, big.NewInt(int64(b[j])))
		}
		out = append(out, signedTrunc(v, it.Width))
	}
	return out, true
}

// newDenseInts builds dense<[...]> : vector<N x iW>.
func newDenseInts(ctx *mlir.Context, it *mlir.IntegerType, vals []*big.Int) mlir.Attribute {
	eb := (it.Width + 7) / 8
	if it.Width == 1 {
		eb = 1
	}
	splat := len(vals) > 0
	for _, v := range vals[1:] {
		if v.Cmp(vals[0]) != 0 {
			splat = false
		}
	}
	n := len(vals)
	if splat {
		n = 1
	}
	data := make([]byte, 0, n*eb)
	mod := new(big.Int).Lsh(big.NewInt(1), uint(eb*8))
	for _, v := range vals[:n] {
		u := new(big.Int).Mod(v, mod)
		b := u.Bytes() // big-endian
		le := make([]byte, eb)
		for j := 0; j < len(b) && j < eb; j++ {
			le[j] = b[len(b)-1-j]
		}
		data = append(data, le...)
	}
	vt := ctx.VectorType([]int64{int64(len(vals))}, nil, it)
	return ctx.InternAttr(&mlir.DenseElementsAttr{Type: vt, Splat: splat, Data: data})
}

func printSwitchOpCases(p *opPrinter, args []Elem) error {
	vals, _ := denseInts(p.v.op.Attr(argName(args[1])))
	dests := p.v.succs(argName(args[2]))
	groups := p.v.groups(argName(args[3]))
	p.out.WriteString("[")
	p.out.PrintNewline()
	if len(vals) == 0 {
		p.out.WriteString("]")
		return nil
	}
	for i, v := range vals {
		if i > 0 {
			p.out.WriteString(",")
			p.out.PrintNewline()
		}
		p.out.WriteString("  " + v.String() + ": ")
		var ops []*mlir.Value
		if i < len(groups) {
			ops = groups[i]
		}
		if i < len(dests) {
			printSuccessorAndUses(p.out, dests[i], ops)
		}
	}
	p.out.PrintNewline()
	p.out.WriteString("]")
	return nil
}

// parseSuccessorWithOperands parses ^bb or ^bb(%a : t) into unresolved form.
func (o *opParser) parseSuccessorWithOperands() (*mlir.Block, []mlir.UnresolvedOperand, []mlir.Type, error) {
	b, err := o.p.ParseSuccessor()
	if err != nil {
		return nil, nil, nil, err
	}
	if !o.p.ParseOptionalPunct("(") {
		return b, nil, nil, nil
	}
	us, err := o.p.ParseOperandList("", "")
	if err != nil {
		return nil, nil, nil, err
	}
	var ts []mlir.Type
	if len(us) > 0 {
		if ts, err = o.p.ParseColonTypeList(); err != nil {
			return nil, nil, nil, err
		}
	}
	return b, us, ts, o.p.ParsePunct(")")
}

func parseSwitchOpCases(o *opParser, args []Elem, _ bool) (bool, error) {
	ctx := o.p.Context()
	vt := o.types.at(argName(args[0]))
	var it *mlir.IntegerType
	if len(vt) == 1 {
		it, _ = vt[0].(*mlir.IntegerType)
	}
	if it == nil {
		return true, o.p.EmitError("expected an integer switch value")
	}
	var vals []*big.Int
	var dests []*mlir.Block
	var groups [][]mlir.UnresolvedOperand
	var gtypes [][]mlir.Type
	if err := o.p.ParsePunct("["); err != nil {
		return true, err
	}
	if !o.p.ParseOptionalPunct("]") {
		for {
			v, ok, err := o.p.ParseOptionalInteger()
			if err != nil {
				return true, err
			}
			if !ok {
				return true, o.p.Expected("integer value")
			}
			if err := o.p.ParsePunct(":"); err != nil {
				return true, err
			}
			b, us, ts, err := o.parseSuccessorWithOperands()
			if err != nil {
				return true, err
			}
			vals = append(vals, signedTrunc(v, it.Width))
			dests = append(dests, b)
			groups = append(groups, us)
			gtypes = append(gtypes, ts)
			if !o.p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := o.p.ParsePunct("]"); err != nil {
			return true, err
		}
	}
	if len(vals) > 0 {
		o.setProp(argName(args[1]), newDenseInts(ctx, it, vals))
	}
	o.succs.set(argName(args[2]), dests)
	o.groups.set(argName(args[3]), groups)
	o.gtypes.set(argName(args[4]), gtypes)
	return true, nil
}

func printIndirectBrOpSucessors(p *opPrinter, args []Elem) error {
	dests := p.v.succs(argName(args[1]))
	groups := p.v.groups(argName(args[2]))
	p.out.WriteString("[")
	for i, b := range dests {
		if i > 0 {
			p.out.WriteString(",")
		}
		p.out.PrintNewline()
		var ops []*mlir.Value
		if i < len(groups) {
			ops = groups[i]
		}
		printSuccessorAndUses(p.out, b, ops)
	}
	if len(dests) > 0 {
		p.out.PrintNewline()
	}
	p.out.WriteString("]")
	return nil
}

func parseIndirectBrOpSucessors(o *opParser, args []Elem, _ bool) (bool, error) {
	var dests []*mlir.Block
	var groups [][]mlir.UnresolvedOperand
	var gtypes [][]mlir.Type
	err := o.p.ParseCommaSeparatedList("[", "]", func() error {
		b, us, ts, err := o.parseSuccessorWithOperands()
		dests = append(dests, b)
		groups = append(groups, us)
		gtypes = append(gtypes, ts)
		return err
	})
	if err != nil {
		return true, err
	}
	o.succs.set(argName(args[1]), dests)
	o.groups.set(argName(args[2]), groups)
	o.gtypes.set(argName(args[3]), gtypes)
	return true, nil
}

func printOpBundles(p *opPrinter, args []Elem) error {
	groups := p.v.groups(argName(args[0]))
	tags := arrayElems(p.v.op.Attr(argName(args[2])))
	if len(groups) == 0 {
		return nil
	}
	printBundles(p.out, groups, tags)
	return nil
}

func printBundles(out asmOut, groups [][]*mlir.Value, tags []mlir.Attribute) {
	out.WriteString("[")
	for i, g := range groups {
		if i > 0 {
			out.WriteString(", ")
		}
		tag := ""
		if i < len(tags) {
			if s, ok := tags[i].(*mlir.StringAttr); ok {
				tag = s.Value
			}
		}
		out.WriteString(quoteString(tag) + "(")
		for j, v := range g {
			if j > 0 {
				out.WriteString(", ")
			}
			out.PrintOperand(v)
		}
		if len(g) > 0 {
			out.WriteString(" : ")
			for j, v := range g {
				if j > 0 {
					out.WriteString(", ")
				}
				out.PrintType(v.Type)
			}
		}
		out.WriteString(")")
	}
	out.WriteString("]")
}

// parseBundles parses ["tag"(%a, %b : t1, t2), ...].
func parseBundles(p *mlir.OpAsmParser) (groups [][]mlir.UnresolvedOperand, types [][]mlir.Type, tags []mlir.Attribute, err error) {
	ctx := p.Context()
	err = p.ParseCommaSeparatedList("[", "]", func() error {
		tag, err := p.ParseString()
		if err != nil {
			return err
		}
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		us, err := p.ParseOperandList("", "")
		if err != nil {
			return err
		}
		var ts []mlir.Type
		if len(us) > 0 {
			if ts, err = p.ParseColonTypeList(); err != nil {
				return err
			}
		}
		groups = append(groups, us)
		types = append(types, ts)
		tags = append(tags, ctx.String(tag))
		return p.ParsePunct(")")
	})
	return
}

func parseOpBundlesDirective(o *opParser, args []Elem, optional bool) (bool, error) {
	if !o.p.IsPunct("[") {
		return false, nil
	}
	groups, types, tags, err := parseBundles(o.p)
	if err != nil {
		return true, err
	}
	o.groups.set(argName(args[0]), groups)
	o.gtypes.set(argName(args[1]), types)
	if len(tags) > 0 {
		o.setProp(argName(args[2]), o.p.Context().Array(tags))
	}
	return true, nil
}

func printLLVMLinkage(p *opPrinter, args []Elem) error {
	p.out.WriteString(enumStr("LinkageEnum", intOf(p.v.op.Attr(argName(args[0])))))
	return nil
}

// parseLLVMLinkage reads an optional linkage keyword; without one the linkage is
// external, as in MLIR (`llvm.mlir.ifunc @i : ...`).
func parseLLVMLinkage(o *opParser, args []Elem, _ bool) (bool, error) {
	v, ok := Enum("LinkageEnum").Symbolize(o.p.PeekKeyword())
	if ok {
		o.p.ParseOptionalKeywordAny()
	} else {
		v, _ = Enum("LinkageEnum").Symbolize("external")
	}
	o.setProp(argName(args[0]), NewAttr(o.p.Context(), "linkage", v))
	return true, nil
}
