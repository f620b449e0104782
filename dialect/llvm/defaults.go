package llvm

import (
	"slices"
	"strconv"
	"strings"

	"github.com/ferry-ir/ferry/mlir"
)

// This file turns the C++ default values of the table ("CConv::C",
// "::mlir::LLVM::IntegerOverflowFlags::none", "{}", "0") into attributes.

// defaultEnum resolves an enum default ("Linkage::External") to the enum and value.
func defaultEnum(as *AttrSpec) (*EnumSpec, int64, bool) {
	d := strings.TrimPrefix(as.Default, "::")
	i := strings.LastIndex(d, "::")
	if i < 0 {
		return nil, 0, false
	}
	sym := d[i+2:]
	e := Enum(as.Enum)
	if e == nil {
		e = enumByClass[stripNS(d[:i])]
	}
	if e == nil {
		return nil, 0, false
	}
	for _, c := range e.Cases {
		if c.Symbol == sym {
			return e, c.Value, true
		}
	}
	return nil, 0, false
}

// enumAttrMnemonic returns the #llvm attribute wrapping enum e ("cconv" for CConv).
func enumAttrMnemonic(e *EnumSpec) string {
	for _, list := range [][]DefSpec{attrSpecs[:], enumAttrSpecs[:]} {
		for i := range list {
			d := &list[i]
			if len(d.Params) != 1 {
				continue
			}
			k, pe, _ := classify(&d.Params[0])
			if (k == pkEnum || k == pkEnumParam) && pe == e {
				return d.Mnemonic
			}
		}
	}
	return ""
}

// isDefaultValue reports whether v is the default value of the defaulted attribute as.
func isDefaultValue(as *AttrSpec, v mlir.Attribute) bool {
	switch v := v.(type) {
	case *mlir.IntegerAttr:
		if n, ok := intDefault(as.Default); ok {
			return v.Big == nil && v.Val == n
		}
		if _, dv, ok := defaultEnum(as); ok {
			return v.Big == nil && v.Val == dv
		}
	case *Attr:
		if as.Default == "{}" {
			for i := range v.Def.Params {
				if !isAbsentParam(&v.Def.Params[i], v.Params[i]) {
					return false
				}
			}
			return true
		}
		if _, dv, ok := defaultEnum(as); ok && len(v.Params) == 1 {
			n, _ := v.Params[0].(int64)
			return n == dv
		}
	}
	return false
}

// defaultAttr builds the default value of a defaulted attribute, or nil when the
// default is absence (UnitAttr) or unknown.
func defaultAttr(ctx *mlir.Context, as *AttrSpec) mlir.Attribute {
	if as.Default == "" || as.Def == "UnitAttr" {
		return nil
	}
	// Defaults are interned values: each is built once per context.
	d := dialectOf(ctx)
	if d == nil {
		return buildDefaultAttr(ctx, as)
	}
	if a, ok := d.defaults.Load(as); ok {
		return a.(mlir.Attribute)
	}
	a := buildDefaultAttr(ctx, as)
	d.defaults.Store(as, a)
	return a
}

// intDefault parses a C++ integer default value; false for anything else
// (without building an error for the enum and struct defaults).
func intDefault(s string) (int64, bool) {
	if s == "" || !(s[0] >= '0' && s[0] <= '9' || s[0] == '-' || s[0] == '+') {
		return 0, false
	}
	n, err := strconv.ParseInt(s, 0, 64)
	return n, err == nil
}

// buildDefaultAttr is defaultAttr without the cache.
func buildDefaultAttr(ctx *mlir.Context, as *AttrSpec) mlir.Attribute {
	if as.Prop {
		_, dv, _ := defaultEnum(as)
		return ctx.IntegerAttr(ctx.IntegerType(32, mlir.Signless), dv)
	}
	switch as.Def {
	case "LLVM_FastmathFlagsAttr":
		return NewAttr(ctx, "fastmath", int64(0))
	case "LLVM_DIExpressionAttr":
		return NewAttr(ctx, "di_expression", []any(nil))
	}
	if n, ok := intDefault(as.Default); ok {
		w := 64
		if as.Def == "I32Attr" {
			w = 32
		}
		return ctx.IntegerAttr(ctx.IntegerType(w, mlir.Signless), n)
	}
	e, dv, ok := defaultEnum(as)
	if !ok {
		return nil
	}
	if as.Enum != "" {
		return ctx.IntegerAttr(ctx.IntegerType(64, mlir.Signless), dv)
	}
	if m := enumAttrMnemonic(e); m != "" {
		return NewAttr(ctx, m, dv)
	}
	return nil
}

// populateDefaults adds the default value of every defaulted attribute missing from
// st, as MLIR does when it creates an op.
func populateDefaults(ctx *mlir.Context, spec *OpSpec, st *mlir.OperationState) {
	missing := func(as *AttrSpec) bool {
		return as.Default != "" && !hasNamed(st.Props, as.Name) && !hasNamed(st.Attrs, as.Name)
	}
	n := 0
	for i := range spec.Attrs {
		if missing(&spec.Attrs[i]) {
			n++
		}
	}
	if n == 0 {
		return
	}
	st.Props = slices.Grow(st.Props, n) // one allocation, not one per default
	for i := range spec.Attrs {
		if as := &spec.Attrs[i]; missing(as) {
			if a := defaultAttr(ctx, as); a != nil {
				st.Props = setNamed(st.Props, as.Name, a)
			}
		}
	}
}

func hasNamed(list []mlir.NamedAttr, name string) bool {
	for _, n := range list {
		if n.Name == name {
			return true
		}
	}
	return false
}

// setNamed sets name in a list sorted by name.
func setNamed(list []mlir.NamedAttr, name string, a mlir.Attribute) []mlir.NamedAttr {
	i := 0
	for i < len(list) && list[i].Name < name {
		i++
	}
	if i < len(list) && list[i].Name == name {
		list[i].Value = a
		return list
	}
	list = append(list, mlir.NamedAttr{})
	copy(list[i+1:], list[i:])
	list[i] = mlir.NamedAttr{Name: name, Value: a}
	return list
}

// printProp prints a native property named by a format variable.
func printProp(out asmOut, as *AttrSpec, v mlir.Attribute) {
	ia, _ := v.(*mlir.IntegerAttr)
	var n int64
	if ia != nil {
		n = ia.Val
	}
	e := Enum(as.Enum)
	s := strconv.FormatInt(n, 10)
	if e != nil {
		if str, ok := e.Stringify(n); ok {
			s = str
		}
	}
	switch as.Def {
	case "LLVM_IntegerOverflowFlagsProp":
		out.WriteString("overflow<" + s + ">")
	default:
		out.WriteString(s)
	}
}

// createHook is the OpDef.Create of an op: it refuses properties MLIR cannot
// convert to the op's storage (convertProps) and adds the defaults its row
// declares, as MLIR does when it creates an op, so ops read in generic form
// (which may leave them out) equal those read in custom form. nil for an op
// without inherent attributes.
func createHook(s *OpSpec) func(ctx *mlir.Context, st *mlir.OperationState) error {
	if len(s.Attrs) == 0 {
		return nil
	}
	return func(ctx *mlir.Context, st *mlir.OperationState) error {
		if err := convertProps(ctx, s, st); err != nil {
			return err
		}
		if err := convertSegmentSizes(ctx, s, st); err != nil {
			return err
		}
		populateDefaults(ctx, s, st)
		return nil
	}
}
