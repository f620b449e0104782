package llvm

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/ferry-ir/ferry/mlir"
)

// defByClass maps C++ attribute classes to their definitions, for stripped
// parameters (`tag = <id = 1>`).
var defByClass = func() map[string]*DefSpec {
	m := map[string]*DefSpec{}
	for _, d := range attrDefIndex {
		m[d.CppClass] = d
	}
	return m
}()

// ParseAttr implements mlir.AttrParser.
func (d *Dialect) ParseAttr(p *mlir.DialectParser, typ mlir.Type) (mlir.Attribute, error) {
	if p.Mnemonic == "" {
		return nil, p.Errorf(p.Offset(), "expected an LLVM attribute mnemonic after #llvm")
	}
	def := attrDefIndex[p.Mnemonic]
	if def == nil {
		return nil, p.Errorf(p.Start(), "unknown attribute `%s` in dialect `llvm`", p.Mnemonic)
	}
	return parseAttrBody(&p.AsmParser, def, p.Start())
}

// parseAttrBody parses what follows the mnemonic of def.
func parseAttrBody(p *mlir.AsmParser, def *DefSpec, off int) (mlir.Attribute, error) {
	ctx := p.Context()
	body := p.Offset()
	params := make([]any, len(def.Params))
	for i := range def.Params {
		params[i] = zeroParam(&def.Params[i])
	}
	switch {
	case def.Mnemonic == "constant_range":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		it, ok := t.(*mlir.IntegerType)
		if !ok {
			return nil, p.Errorf(off, "expected integer type")
		}
		for i := 0; i < 2; i++ {
			if err := p.ParsePunct(","); err != nil {
				return nil, err
			}
			v, ok, err := p.ParseOptionalInteger()
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, p.Expected("integer value")
			}
			params[i] = APInt{Width: it.Width, V: signedTrunc(v, it.Width)}
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
	case def.Format != "":
		f := defFormat(def)
		if f == nil {
			return nil, p.Errorf(off, "attribute %s has no usable format", def.Mnemonic)
		}
		dp := &defParser{p: p, def: def, params: params, set: make([]bool, len(params))}
		if err := dp.elems(f.Elems); err != nil {
			return nil, err
		}
	}
	if v := attrVerifiers[def.Mnemonic]; v != nil {
		if err := v(params); err != nil {
			return nil, p.Errorf(body, "%s", err)
		}
	}
	return ctx.InternAttr(&Attr{Def: def, Params: params}), nil
}

// signedTrunc wraps v to a signed width-bit value.
func signedTrunc(v *big.Int, width int) *big.Int {
	if width <= 0 {
		return new(big.Int)
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(width))
	x := new(big.Int).Mod(v, mod)
	if x.Bit(width-1) == 1 {
		x.Sub(x, mod)
	}
	return x
}

// zeroParam is the value of a parameter that was not written.
func zeroParam(ps *ParamSpec) any {
	if strings.HasPrefix(ps.CppType, "std::optional<") {
		return nil
	}
	k, _, _ := classify(ps)
	switch k {
	case pkInt, pkUint, pkEnum, pkEnumParam, pkDwarfTag, pkDwarfEnc, pkDwarfLang, pkDwarfCC, pkDwarfOp:
		if d, err := strconv.ParseInt(ps.Default, 0, 64); err == nil {
			return d
		}
		return int64(0)
	case pkBool:
		return ps.Default == "true"
	case pkString:
		return ""
	}
	return nil
}

// defParser parses an attribute through its declarative format.
type defParser struct {
	p      *mlir.AsmParser
	def    *DefSpec
	params []any
	set    []bool
}

func (d *defParser) index(name string) int {
	for i, ps := range d.def.Params {
		if ps.Name == name {
			return i
		}
	}
	return -1
}

func (d *defParser) elems(es []Elem) error {
	for _, e := range es {
		if err := d.elem(e); err != nil {
			return err
		}
	}
	return nil
}

// optionalFirst tries to parse the first element of an optional group and reports
// whether the group is present.
func (d *defParser) optionalFirst(e Elem) (bool, error) {
	switch e := e.(type) {
	case *Lit:
		if e.Text == "" || e.Text == " " || e.Text == "\n" {
			return false, nil
		}
		if isBareKeyword(e.Text) {
			return d.p.ParseOptionalKeyword(e.Text), nil
		}
		return d.p.ParseOptionalPunct(e.Text), nil
	case *Var:
		i := d.index(e.Name)
		if i < 0 {
			return false, nil
		}
		if d.p.IsPunct(">") || d.p.IsPunct("]") || d.p.IsPunct(")") {
			return false, nil
		}
		return true, d.elem(e)
	}
	return false, nil
}

func (d *defParser) elem(e Elem) error {
	switch e := e.(type) {
	case *Lit:
		switch e.Text {
		case "", " ", "\n":
			return nil
		}
		if isBareKeyword(e.Text) {
			return d.p.ExpectKeyword(e.Text)
		}
		return d.p.ParsePunct(e.Text)
	case *Group:
		if len(e.Then) == 0 {
			return nil
		}
		present, err := d.optionalFirst(e.Then[0])
		if err != nil {
			return err
		}
		if present {
			return d.elems(e.Then[1:])
		}
		return d.elems(e.Else)
	case *Var:
		i := d.index(e.Name)
		if i < 0 {
			return d.p.Errorf(d.p.Offset(), "unknown parameter %s", e.Name)
		}
		v, _, err := parseParam(d.p, &d.def.Params[i], nil)
		if err != nil {
			return err
		}
		d.params[i], d.set[i] = v, true
		return nil
	case *Dir:
		switch e.Name {
		case "struct":
			return d.parseStruct(e)
		case "params":
			for i := range d.def.Params {
				if i > 0 {
					if err := d.p.ParsePunct(","); err != nil {
						return err
					}
				}
				v, _, err := parseParam(d.p, &d.def.Params[i], nil)
				if err != nil {
					return err
				}
				d.params[i], d.set[i] = v, true
			}
			return nil
		case "custom":
			if e.Custom == "ExpressionArg" {
				i := d.index("arguments")
				var args []any
				op, _ := d.params[d.index("opcode")].(int64)
				for {
					off := d.p.Offset()
					if kw := d.p.PeekKeyword(); kw != "" && op == dwOpLLVMConvert && len(args) == 1 {
						v, ok := dwarfEncs.value(kw)
						if !ok {
							return d.p.Errorf(off, "invalid DWARF attribute encoding: %s", kw)
						}
						d.p.ParseOptionalKeyword(kw)
						args = append(args, v)
						if !d.p.ParseOptionalPunct(",") {
							break
						}
						continue
					}
					v, ok, err := d.p.ParseOptionalInteger()
					if err != nil {
						return err
					}
					if !ok {
						return d.p.Expected("integer value")
					}
					if !v.IsUint64() {
						return d.p.Errorf(off, "integer value too large")
					}
					args = append(args, int64(v.Uint64()))
					if !d.p.ParseOptionalPunct(",") {
						break
					}
				}
				d.params[i] = args
				return nil
			}
		}
		return d.p.Errorf(d.p.Offset(), "unsupported directive %s in attribute format", e.Name)
	}
	return nil
}

// parseStruct parses `name = value, ...` in any order.
func (d *defParser) parseStruct(e *Dir) error {
	var names []string
	if len(e.Args) == 1 {
		if dd, ok := e.Args[0].(*Dir); ok && dd.Name == "params" {
			for _, ps := range d.def.Params {
				names = append(names, ps.Name)
			}
		}
	}
	if names == nil {
		for _, a := range e.Args {
			if v, ok := a.(*Var); ok {
				names = append(names, v.Name)
			}
		}
	}
	allowed := map[string]bool{}
	allRequired := true
	for _, n := range names {
		allowed[n] = true
		if i := d.index(n); i >= 0 && d.def.Params[i].Optional {
			allRequired = false
		}
	}
	parsed := 0
	pending := ""
	for {
		var name string
		if pending != "" {
			name, pending = pending, ""
		} else {
			kw, ok := d.p.ParseOptionalKeywordAny()
			if !ok {
				break
			}
			name = kw
		}
		off := d.p.Offset()
		i := d.index(name)
		if i < 0 || !allowed[name] {
			return d.p.Errorf(off, "expected a parameter name in struct")
		}
		if d.set[i] {
			return d.p.Errorf(off, "duplicate '%s' parameter", name)
		}
		if err := d.p.ParsePunct("="); err != nil {
			return err
		}
		v, next, err := parseParam(d.p, &d.def.Params[i], allowed)
		if err != nil {
			return err
		}
		d.params[i], d.set[i] = v, true
		parsed++
		if next != "" {
			pending = next
			continue
		}
		if !d.p.ParseOptionalPunct(",") {
			// MLIR's parser of a struct of required parameters reads exactly
			// as many, a comma after each but the last.
			if allRequired && parsed < len(names) {
				return d.p.Expected("','")
			}
			break
		}
	}
	for _, n := range names {
		i := d.index(n)
		if !d.set[i] && !d.def.Params[i].Optional {
			return d.p.Errorf(d.p.Offset(), "struct is missing required parameter: %s", n)
		}
	}
	return nil
}

// parseParam parses one parameter value. Inside a struct, an array parameter stops
// at a `, name =` that starts the next field: fields holds the struct's names and
// next returns the field name already consumed.
func parseParam(p *mlir.AsmParser, ps *ParamSpec, fields map[string]bool) (v any, next string, err error) {
	k, e, ek := classify(ps)
	if k == pkArray {
		var vals []any
		for {
			if kw := p.PeekKeyword(); kw != "" && fields[kw] && len(vals) > 0 {
				p.ParseOptionalKeyword(kw)
				return vals, kw, nil
			}
			x, err := parseValue(p, ek, nil, elemCppType(ps.CppType))
			if err != nil {
				return nil, "", err
			}
			vals = append(vals, x)
			if !p.ParseOptionalPunct(",") {
				return vals, "", nil
			}
		}
	}
	if k == pkTBAAMembers {
		var vals []any
		err := p.ParseCommaSeparatedList("{", "}", func() error {
			a, err := parseStripped(p, "TBAAMemberAttr")
			if err != nil {
				return err
			}
			vals = append(vals, a)
			return nil
		})
		return vals, "", err
	}
	v, err = parseValue(p, k, e, ps.CppType)
	return v, "", err
}

func elemCppType(t string) string {
	t = strings.TrimPrefix(t, "::llvm::ArrayRef<")
	return strings.TrimSuffix(t, ">")
}

// parseStripped parses an attribute of C++ class cls written `<...>` (stripped), or
// in full (`#alias`, `#llvm.x<...>`).
func parseStripped(p *mlir.AsmParser, cls string) (mlir.Attribute, error) {
	if p.IsPunct("<") || p.PeekKeyword() != "" {
		def := defByClass[stripNS(cls)]
		if def == nil {
			return nil, p.Errorf(p.Offset(), "cannot parse %s in stripped form", cls)
		}
		return parseAttrBody(p, def, p.Offset())
	}
	return p.ParseAttribute(nil)
}

func parseValue(p *mlir.AsmParser, k paramKind, e *EnumSpec, cpp string) (any, error) {
	off := p.Offset()
	switch k {
	case pkAttr:
		return p.ParseAttribute(nil)
	case pkDialectAttr:
		a, err := parseStripped(p, cpp)
		if err == nil && !isAttrOfClass(a, stripNS(cpp)) {
			return nil, p.Errorf(off, "invalid kind of attribute specified")
		}
		return a, err
	case pkInt, pkUint:
		v, ok, err := p.ParseOptionalInteger()
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, p.Expected("integer value")
		}
		if k == pkUint && v.Sign() >= 0 && v.IsUint64() {
			return int64(v.Uint64()), nil
		}
		if !v.IsInt64() {
			return nil, p.Errorf(off, "integer value too large")
		}
		return v.Int64(), nil
	case pkBool:
		if p.ParseOptionalKeyword("true") {
			return true, nil
		}
		if p.ParseOptionalKeyword("false") {
			return false, nil
		}
		return nil, p.Expected("'true' or 'false'")
	case pkString:
		return p.ParseString()
	case pkType:
		return p.ParseType()
	case pkEnum, pkEnumParam:
		if e == nil {
			return nil, p.Errorf(off, "unknown enum")
		}
		if e.Bit && k == pkEnumParam {
			var v int64
			for {
				s, ok := p.ParseOptionalKeywordOrString()
				if !ok {
					return nil, p.Expected("keyword")
				}
				x, ok := e.Symbolize(s)
				if !ok {
					return nil, p.Errorf(off, "invalid %s value: %s", e.Class, s)
				}
				v |= x
				if !p.ParseOptionalPunct(",") && !p.ParseOptionalPunct("|") {
					return v, nil
				}
			}
		}
		s, ok := p.ParseOptionalKeywordOrString()
		if !ok {
			return nil, p.Expected("keyword")
		}
		if e.Bit {
			if v, ok := e.SymbolizeFlags(s); ok {
				return v, nil
			}
		} else if v, ok := e.Symbolize(s); ok {
			return v, nil
		}
		return nil, p.Errorf(off, "invalid %s value: %s", e.Class, s)
	case pkDwarfTag, pkDwarfEnc, pkDwarfLang, pkDwarfCC, pkDwarfOp:
		table := map[paramKind]dwarfTable{pkDwarfTag: dwarfTags, pkDwarfEnc: dwarfEncs, pkDwarfLang: dwarfLangs, pkDwarfCC: dwarfCCs, pkDwarfOp: dwarfOps}[k]
		kw, ok := p.ParseOptionalKeywordAny()
		if !ok {
			return nil, p.Expected("keyword")
		}
		v, ok := table.value(kw)
		if !ok {
			return nil, p.Errorf(off, "invalid DWARF name: %s", kw)
		}
		return v, nil
	}
	return nil, p.Errorf(off, "unsupported parameter kind")
}
