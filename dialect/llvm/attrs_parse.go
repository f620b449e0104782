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

// parseFullStruct parses a struct whose parameters are all required: len(names)
// fields in any order, a comma between two.
func (d *defParser) parseFullStruct(names []string, allowed map[string]bool) error {
	pending := ""
	for k := range names {
		name := pending
		if pending != "" {
			pending = ""
		} else {
			kw, ok := d.p.ParseOptionalKeywordAny()
			if !ok {
				return d.p.Errorf(d.p.Offset(), "expected valid keyword")
			}
			name = kw
		}
		if err := d.p.ParsePunct("="); err != nil {
			return err
		}
		i := d.index(name)
		if i < 0 || !allowed[name] || d.set[i] {
			return d.p.Errorf(d.p.Offset(), "duplicate or unknown struct parameter name: %s", name)
		}
		v, next, err := parseParam(d.p, &d.def.Params[i], allowed)
		if err != nil {
			return err
		}
		d.params[i], d.set[i] = v, true
		if next != "" {
			pending = next
			continue
		}
		if k != len(names)-1 {
			if err := d.p.ParsePunct(","); err != nil {
				return err
			}
		}
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
	for _, n := range names {
		allowed[n] = true
	}
	// MLIR's generated struct parser needs a name after a comma, and at the
	// start when a parameter is required; it reports "expected valid keyword".
	// When every parameter is required it reads exactly that many, separated
	// by commas.
	required, allRequired := false, true
	for _, n := range names {
		if i := d.index(n); i >= 0 && !d.def.Params[i].Optional {
			required = true
		} else {
			allRequired = false
		}
	}
	if allRequired && len(names) > 0 {
		return d.parseFullStruct(names, allowed)
	}
	pending := ""
	first := true
	for {
		var name string
		if pending != "" {
			name, pending = pending, ""
		} else {
			kw, ok := d.p.ParseOptionalKeywordAny()
			if !ok {
				if !first || required {
					return d.p.Errorf(d.p.Offset(), "expected valid keyword")
				}
				break
			}
			name = kw
		}
		first = false
		// MLIR reads the `=` first, then rejects an unknown or repeated name at
		// the value.
		if err := d.p.ParsePunct("="); err != nil {
			return err
		}
		i := d.index(name)
		if i < 0 || !allowed[name] || d.set[i] {
			return d.p.Errorf(d.p.Offset(), "duplicate or unknown struct parameter name: %s", name)
		}
		v, next, err := parseParam(d.p, &d.def.Params[i], allowed)
		if err != nil {
			return err
		}
		d.params[i], d.set[i] = v, true
		if next != "" {
			pending = next
			continue
		}
		if !d.p.ParseOptionalPunct(",") {
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
		if err := p.ParsePunct("{"); err != nil {
			return nil, "", err
		}
		if p.IsPunct("}") { // MLIR reads at least one member
			return nil, "", p.Errorf(p.Offset(), "expected '<'")
		}
		err := p.ParseCommaSeparatedList("", "", func() error {
			a, err := parseStripped(p, "TBAAMemberAttr")
			if err != nil {
				return err
			}
			vals = append(vals, a)
			return nil
		})
		if err == nil {
			err = p.ParsePunct("}")
		}
		return vals, "", err
	}
	if (k == pkInt || k == pkUint) && strings.HasPrefix(ps.CppType, "std::optional<") {
		// MLIR's FieldParser<std::optional<int>>: no integer means no value.
		off := p.Offset()
		n, ok, err := p.ParseOptionalInteger()
		if err != nil || !ok {
			return nil, "", err
		}
		x, fits := fitInteger(n, ps.CppType)
		if !fits {
			return nil, "", p.Errorf(off, "integer value too large")
		}
		return x, "", nil
	}
	v, err = parseValue(p, k, e, ps.CppType)
	return v, "", err
}

// fitInteger converts a parsed (decimal) integer to a parameter of C++ type cpp
// as MLIR's parseInteger<IntT> does: the literal, in getAsInteger's width (then
// negated), must come back unchanged from the IntT it is converted to; -1 thus
// reads as an unsigned's maximum, while -2147483647 (ten digits, 40 bits) does
// not fit an unsigned. The result is the IntT's bit pattern.
func fitInteger(v *big.Int, cpp string) (int64, bool) {
	cpp = strings.TrimSuffix(strings.TrimPrefix(cpp, "std::optional<"), ">")
	w, signed := 64, true
	switch cpp {
	case "unsigned", "unsigned int", "uint32_t":
		w, signed = 32, false
	case "uint64_t":
		w, signed = 64, false
	case "int32_t", "int":
		w = 32
	}
	m := new(big.Int).Abs(v)
	// getAsInteger's width: 4 bits per decimal digit (leading zeros dropped),
	// plus a zero sign bit when the top bit is set.
	width := 4 * len(m.String())
	if m.BitLen() == width {
		width++
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(width))
	lit := new(big.Int).Mod(v, mod) // the literal as a width-bit pattern
	// sextOrTrunc to w bits.
	r := new(big.Int).Set(lit)
	if width > w {
		r.Mod(r, new(big.Int).Lsh(big.NewInt(1), uint(w)))
	} else if lit.Bit(width-1) == 1 {
		r.Sub(r, mod)
		r.Mod(r, new(big.Int).Lsh(big.NewInt(1), uint(w)))
	}
	// Back to width bits: sign- or zero-extended from w, or truncated.
	back := new(big.Int).Set(r)
	if signed && r.Bit(w-1) == 1 {
		back.Sub(back, new(big.Int).Lsh(big.NewInt(1), uint(w)))
	}
	back.Mod(back, mod)
	if back.Cmp(lit) != 0 {
		return 0, false
	}
	if signed && r.Bit(w-1) == 1 {
		r.Sub(r, new(big.Int).Lsh(big.NewInt(1), uint(w)))
		return r.Int64(), true
	}
	return int64(r.Uint64()), true
}

func isDistinct(a mlir.Attribute) bool { _, ok := a.(*mlir.DistinctAttr); return ok }

// caseList is the cases of e as MLIR's enum parse errors list them: "A, B, C".
// A case that is not a bare identifier reads `"non-leaf"non-leaf`, as MLIR 22
// prints it.
func (e *EnumSpec) caseList() string {
	var b strings.Builder
	for i, c := range e.Cases {
		if i > 0 {
			b.WriteString(", ")
		}
		// MLIR 22 writes a case that is not a bare identifier quoted and
		// then again unquoted ("non-leaf"non-leaf); so does Ferry.
		if !isBareIdent(c.Str) {
			b.WriteString(`"` + c.Str + `"`)
		}
		b.WriteString(c.Str)
	}
	return b.String()
}

// isBareIdent reports whether s lexes as one bare identifier.
func isBareIdent(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && (c >= '0' && c <= '9' || c == '$' || c == '.') {
			continue
		}
		return false
	}
	return s != ""
}

// cppType is the C++ type of e, as EnumParameter's errors name it.
func (e *EnumSpec) cppType() string {
	ns := "::mlir::LLVM"
	if i := strings.LastIndex(e.Storage, "::"); strings.HasPrefix(e.Storage, "::mlir::LLVM::") && i > len("::mlir::LLVM") {
		ns = e.Storage[:i]
	}
	return ns + "::" + e.Class
}

// unknownEnumCase is the error of an enum keyword s that names no case: MLIR's
// FieldParser for enums, "expected one of [..] for <summary>, got: s".
func unknownEnumCase(p *mlir.AsmParser, off int, e *EnumSpec, s string) error {
	return p.Errorf(off, "expected one of [%s] for %s, got: %s", e.caseList(), e.Summary, s)
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
		a, err := p.ParseAttribute(nil)
		if err == nil {
			// parseAttribute<T>: a builtin attribute class is checked.
			if is, known := isOfClass(a, stripNS(cpp)); known && !is || stripNS(cpp) == "DistinctAttr" && !isDistinct(a) {
				return nil, p.Errorf(off, "invalid kind of attribute specified")
			}
		}
		return a, err
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
		x, fits := fitInteger(v, cpp)
		if !fits {
			return nil, p.Errorf(off, "integer value too large")
		}
		return x, nil
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
					return nil, p.Expected("valid keyword or string")
				}
				x, ok := e.Symbolize(s)
				if !ok {
					return nil, p.Errorf(off, "expected %s to be one of: %s", e.cppType(), e.caseList())
				}
				v |= x
				// Only the enum's own separator ("," or "|") continues.
				if !p.ParseOptionalPunct(strings.TrimSpace(e.Separator)) {
					return v, nil
				}
			}
		}
		s, ok := p.ParseOptionalKeywordOrString()
		if !ok {
			return nil, p.Errorf(off, "expected keyword for %s", e.Summary)
		}
		if e.Bit {
			if v, ok := e.SymbolizeFlags(s); ok {
				return v, nil
			}
		} else if v, ok := e.Symbolize(s); ok {
			return v, nil
		}
		return nil, unknownEnumCase(p, off, e, s)
	case pkDwarfTag, pkDwarfEnc, pkDwarfLang, pkDwarfCC, pkDwarfOp:
		table := map[paramKind]dwarfTable{pkDwarfTag: dwarfTags, pkDwarfEnc: dwarfEncs, pkDwarfLang: dwarfLangs, pkDwarfCC: dwarfCCs, pkDwarfOp: dwarfOps}[k]
		kw, ok := p.ParseOptionalKeywordAny()
		if !ok {
			return nil, p.Errorf(off, "expected valid keyword")
		}
		v, ok := table.value(kw)
		if !ok {
			what := map[paramKind]string{pkDwarfTag: "tag", pkDwarfEnc: "encoding", pkDwarfLang: "language", pkDwarfCC: "calling convention", pkDwarfOp: "operation encoding"}[k]
			return nil, p.Errorf(off, "invalid debug info debug info %s name: %s", what, kw)
		}
		return v, nil
	}
	return nil, p.Errorf(off, "unsupported parameter kind")
}
