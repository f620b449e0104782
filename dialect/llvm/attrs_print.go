package llvm

import (
	"math/big"
	"strconv"
	"strings"
	"sync"

	"github.com/ferry-ir/ferry/mlir"
)

var (
	defFormatsMu sync.Mutex
	defFormats   = map[*DefSpec]*Format{}
)

// defFormat returns the parsed format of an attribute or type definition.
func defFormat(d *DefSpec) *Format {
	defFormatsMu.Lock()
	defer defFormatsMu.Unlock()
	if f, ok := defFormats[d]; ok {
		return f
	}
	f, err := ParseFormat(d.Format)
	if err != nil {
		f = nil
	}
	defFormats[d] = f
	return f
}

// dwOpLLVMConvert is DW_OP_LLVM_convert, whose second argument prints as a DW_ATE name.
const dwOpLLVMConvert = 0x1001

// paramKind classifies how a parameter prints and parses.
type paramKind uint8

const (
	pkAttr        paramKind = iota // a builtin or base-class attribute, printed in full
	pkDialectAttr                  // a concrete #llvm attribute, printed stripped
	pkInt
	pkUint
	pkBool
	pkString // StringRef
	pkType
	pkAPInt
	pkEnum      // plain C++ enum: keyword or string
	pkEnumParam // EnumParameter: the stringified value as is
	pkDwarfTag  // DW_TAG_*
	pkDwarfEnc  // DW_ATE_*
	pkDwarfLang // DW_LANG_*
	pkDwarfCC   // DW_CC_*
	pkDwarfOp   // DW_OP_*
	pkTBAAMembers
	pkArray
)

// enumByClass maps C++ enum class names to enum specs.
var enumByClass = func() map[string]*EnumSpec {
	m := map[string]*EnumSpec{}
	for i := range enumSpecs {
		m[enumSpecs[i].Class] = &enumSpecs[i]
	}
	return m
}()

func stripNS(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndex(s, "::"); i >= 0 {
		return s[i+2:]
	}
	return s
}

// cppKind classifies a C++ parameter type.
func cppKind(t string) (paramKind, *EnumSpec) {
	t = strings.TrimSpace(t)
	if in, ok := strings.CutPrefix(t, "std::optional<"); ok {
		t = strings.TrimSuffix(in, ">")
	}
	switch t {
	case "unsigned", "uint32_t", "uint64_t", "unsigned int":
		return pkUint, nil
	case "int64_t", "int32_t", "int":
		return pkInt, nil
	case "bool":
		return pkBool, nil
	case "::llvm::StringRef", "StringRef":
		return pkString, nil
	case "Type", "mlir::Type", "::mlir::Type":
		return pkType, nil
	case "::llvm::APInt", "APInt":
		return pkAPInt, nil
	}
	if e := enumByClass[stripNS(t)]; e != nil {
		return pkEnum, e
	}
	if concreteAttrClasses[stripNS(t)] {
		return pkDialectAttr, nil
	}
	return pkAttr, nil
}

// classify returns the kind of a parameter, its enum, and for arrays the kind of the
// elements.
func classify(p *ParamSpec) (k paramKind, e *EnumSpec, elem paramKind) {
	switch p.Kind {
	case "LLVM_DITagParameter":
		return pkDwarfTag, nil, 0
	case "LLVM_DIEncodingParameter":
		return pkDwarfEnc, nil, 0
	case "LLVM_DILanguageParameter":
		return pkDwarfLang, nil, 0
	case "LLVM_DICallingConventionParameter":
		return pkDwarfCC, nil, 0
	case "LLVM_DIOperationEncodingParameter":
		return pkDwarfOp, nil, 0
	case "LLVM_TBAAMemberAttrArray":
		return pkTBAAMembers, nil, 0
	case "EnumParameter":
		_, e := cppKind(p.CppType)
		return pkEnumParam, e, 0
	}
	if in, ok := strings.CutPrefix(p.CppType, "::llvm::ArrayRef<"); ok {
		ek, _ := cppKind(strings.TrimSuffix(in, ">"))
		return pkArray, nil, ek
	}
	k, e = cppKind(p.CppType)
	return k, e, 0
}

// isAbsentParam reports whether an optional parameter holds its default, so struct
// printers skip it.
func isAbsentParam(p *ParamSpec, v any) bool {
	switch v := v.(type) {
	case nil:
		return true
	case int64:
		if strings.HasPrefix(p.CppType, "std::optional<") {
			return false // nil is absence; a held 0 prints
		}
		if d, ok := intDefault(p.Default); ok {
			return d == v
		}
		return v == 0 // a default-constructed C++ value
	case bool:
		return (p.Default == "true") == v
	case string:
		return v == ""
	case []any:
		return len(v) == 0
	case mlir.Attribute:
		return v == nil
	case mlir.Type:
		return v == nil
	}
	return false
}

// defPrinter prints an attribute through its declarative format (MLIR's DefFormat).
type defPrinter struct {
	out attrOut
	a   *Attr
	st  printState
}

func (p *defPrinter) paramIndex(name string) int {
	for i, ps := range p.a.Def.Params {
		if ps.Name == name {
			return i
		}
	}
	return -1
}

func (p *defPrinter) elems(es []Elem, emit bool) {
	for _, e := range es {
		p.elem(e, emit)
	}
}

func (p *defPrinter) present(e Elem) bool {
	switch e := e.(type) {
	case *Var:
		i := p.paramIndex(e.Name)
		return i >= 0 && !isAbsentParam(&p.a.Def.Params[i], p.a.Params[i])
	case *Dir:
		switch e.Name {
		case "struct", "params":
			for i := range p.a.Def.Params {
				if !isAbsentParam(&p.a.Def.Params[i], p.a.Params[i]) {
					return true
				}
			}
			return false
		case "custom", "ref":
			if len(e.Args) > 0 {
				return p.present(e.Args[len(e.Args)-1])
			}
		}
	}
	return false
}

func (p *defPrinter) elem(e Elem, emit bool) {
	switch e := e.(type) {
	case *Lit:
		p.st.literal(p.out, e.Text, emit)
	case *Group:
		anchor, inElse := anchorOf(e)
		present := p.present(anchor)
		// The part holding the anchor is generated first (MLIR inverts groups
		// anchored in their else part); the spacing state flows in that order.
		if inElse {
			p.elems(e.Else, emit && present)
			p.elems(e.Then, emit && !present)
			return
		}
		p.elems(e.Then, emit && present)
		p.elems(e.Else, emit && !present)
	case *Var:
		p.st.element(p.out, emit)
		if emit {
			if i := p.paramIndex(e.Name); i >= 0 {
				printParam(p.out, &p.a.Def.Params[i], p.a.Params[i])
			}
		}
	case *Dir:
		p.st.element(p.out, emit)
		if !emit {
			return
		}
		switch e.Name {
		case "struct":
			var names []string
			if len(e.Args) == 1 {
				if d, ok := e.Args[0].(*Dir); ok && d.Name == "params" {
					for _, ps := range p.a.Def.Params {
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
			first := true
			for _, n := range names {
				i := p.paramIndex(n)
				ps := &p.a.Def.Params[i]
				if ps.Optional && isAbsentParam(ps, p.a.Params[i]) {
					continue
				}
				if !first {
					p.out.WriteString(", ")
				}
				first = false
				p.out.WriteString(n + " = ")
				printParam(p.out, ps, p.a.Params[i])
			}
		case "params":
			for i := range p.a.Def.Params {
				if i > 0 {
					p.out.WriteString(", ")
				}
				printParam(p.out, &p.a.Def.Params[i], p.a.Params[i])
			}
		case "custom":
			if e.Custom == "ExpressionArg" {
				i := p.paramIndex("arguments")
				if i >= 0 {
					vals, _ := p.a.Params[i].([]any)
					op, _ := p.a.Param("opcode").(int64)
					for j, v := range vals {
						if j > 0 {
							p.out.WriteString(", ")
						}
						n, _ := v.(int64)
						if name, ok := dwarfEncs.name(n); ok && j == 1 && op == dwOpLLVMConvert {
							p.out.WriteString(name)
							continue
						}
						p.out.WriteString(strconv.FormatUint(uint64(n), 10))
					}
				}
			}
		}
	}
}

// printParam prints one parameter value.
func printParam(out attrOut, ps *ParamSpec, v any) {
	k, e, ek := classify(ps)
	printValue(out, k, e, ek, v)
}

func printValue(out attrOut, k paramKind, e *EnumSpec, ek paramKind, v any) {
	switch k {
	case pkArray:
		vals, _ := v.([]any)
		for i, x := range vals {
			if i > 0 {
				out.WriteString(", ")
			}
			printValue(out, ek, nil, 0, x)
		}
		return
	case pkTBAAMembers:
		vals, _ := v.([]any)
		out.WriteString("{")
		for i, x := range vals {
			if i > 0 {
				out.WriteString(", ")
			}
			if a, ok := x.(mlir.Attribute); ok {
				out.PrintStrippedAttr(a)
			}
		}
		out.WriteString("}")
		return
	}
	switch v := v.(type) {
	case nil:
		return
	case mlir.Attribute:
		if k == pkDialectAttr {
			out.PrintStrippedAttr(v)
		} else {
			out.PrintAttr(v)
		}
	case mlir.Type:
		out.PrintType(v)
	case bool:
		if v {
			out.WriteString("true")
		} else {
			out.WriteString("false")
		}
	case string:
		out.WriteString(quoteString(v))
	case APInt:
		out.WriteString(v.String())
	case *big.Int:
		out.WriteString(v.String())
	case int64:
		var table dwarfTable
		switch k {
		case pkDwarfTag:
			table = dwarfTags
		case pkDwarfEnc:
			table = dwarfEncs
		case pkDwarfLang:
			table = dwarfLangs
		case pkDwarfCC:
			table = dwarfCCs
		case pkDwarfOp:
			table = dwarfOps
		case pkEnum, pkEnumParam:
			if e != nil {
				s, ok := e.Stringify(v)
				if !ok {
					s = strconv.FormatInt(v, 10)
				}
				if k == pkEnumParam {
					out.WriteString(s)
				} else {
					out.PrintKeywordOrString(s)
				}
				return
			}
		case pkUint:
			out.WriteString(strconv.FormatUint(uint64(v), 10))
			return
		}
		if table != nil {
			if s, ok := table.name(v); ok {
				out.WriteString(s)
				return
			}
		}
		out.WriteString(strconv.FormatInt(v, 10))
	}
}
