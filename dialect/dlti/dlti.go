// Package dlti is the part of MLIR's DLTI dialect that Ferry reads: the data
// layout specification of a module and its entries,
//
//	module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, "dlti.endianness" = "little">} {
//	}
//
// parsed (also from the older `#dlti.dl_spec<#dlti.dl_entry<i64, ...>>` form),
// printed as mlir-opt-22 prints them (keys in order, values canonical) and
// verified as mlir-opt-22 verifies a module's `dlti.dl_spec`: unique keys; for a
// builtin integer or float key a dense i64 of one or two alignments, the
// preferred not below the ABI one; an integer for `index`; no entry for other
// builtin types; dialect types check their own entries through
// TypeLayoutVerifier (the LLVM pointer and struct types); the `dlti.*` string
// keys are the known ones, `dlti.endianness` big or little. #dlti.map,
// #dlti.target_system_spec and #dlti.target_device_spec share the syntax.
// Each rule has its case in corpus/cases/mlir/dlti.mlir.
package dlti

import (
	"fmt"
	"strings"

	"github.com/ferry-ir/ferry/mlir"
)

// Dialect is the DLTI dialect.
type Dialect struct{}

// Register registers the dialect in ctx.
func Register(ctx *mlir.Context) error { return ctx.Register(Dialect{}) }

// Namespace returns "dlti".
func (Dialect) Namespace() string { return "dlti" }

// AllowsUnknownOps: the dialect's ops are kept in generic form, as when the
// whole dialect was opaque.
func (Dialect) AllowsUnknownOps() bool { return true }

// Entry is one data layout entry: a key, type or string, and a value.
type Entry struct {
	Type  mlir.Type        // the key when it is a type
	Name  *mlir.StringAttr // the key when it is a string
	Value mlir.Attribute
}

// key is the string key as an attribute, nil for a type key.
func (e Entry) key() mlir.Attribute {
	if e.Name != nil {
		return e.Name
	}
	return nil
}

// keyString is the key as MLIR prints it in its messages: the type, or the
// quoted string.
func (e Entry) keyString() string {
	if e.Type != nil {
		return e.Type.String()
	}
	return e.Name.String()
}

// String is the entry as `#dlti.dl_entry<key, value>`.
func (e Entry) String() string {
	return "#dlti.dl_entry<" + e.keyString() + ", " + e.Value.String() + ">"
}

// print prints the key, sep, then the value.
func (e Entry) print(p *mlir.DialectPrinter, sep string) {
	if e.Type != nil {
		p.PrintType(e.Type)
	} else {
		p.PrintAttribute(e.Name)
	}
	p.Write(sep)
	p.PrintAttribute(e.Value)
}

// appendKey appends the entry's identity (key and value) to an interning key.
func (e Entry) appendKey(k []byte) []byte {
	k = mlir.AppendIdent(k, e.Type)
	k = mlir.AppendIdent(k, e.key())
	return mlir.AppendIdent(k, e.Value)
}

// SpecAttr is `#dlti.dl_spec<entries>`, or with the same syntax a `#dlti.map`,
// `#dlti.target_system_spec` or `#dlti.target_device_spec` (Kind names which).
type SpecAttr struct {
	mlir.DialectAttrBase
	Kind    string
	Entries []Entry
}

// Namespace returns "dlti".
func (*SpecAttr) Namespace() string { return "dlti" }

// PrintBody prints `dl_spec<key = value, ...>`.
func (a *SpecAttr) PrintBody(p *mlir.DialectPrinter) {
	p.Write(a.Kind + "<")
	for i, e := range a.Entries {
		if i > 0 {
			p.Write(", ")
		}
		e.print(p, " = ")
	}
	p.Write(">")
}

// String is the attribute as `#dlti.<Kind><key = value, ...>`.
func (a *SpecAttr) String() string {
	parts := make([]string, len(a.Entries))
	for i, e := range a.Entries {
		parts[i] = e.keyString() + " = " + e.Value.String()
	}
	return "#dlti." + a.Kind + "<" + strings.Join(parts, ", ") + ">"
}

// AppendKey is the structural interning key.
func (a *SpecAttr) AppendKey(k []byte) ([]byte, bool) {
	k = append(append(k, 's'), a.Kind...)
	for _, e := range a.Entries {
		k = e.appendKey(k)
	}
	return k, true
}

// EntryAttr is `#dlti.dl_entry<key, value>`.
type EntryAttr struct {
	mlir.DialectAttrBase
	Entry
}

// Namespace returns "dlti".
func (*EntryAttr) Namespace() string { return "dlti" }

// PrintBody prints `dl_entry<key, value>`.
func (a *EntryAttr) PrintBody(p *mlir.DialectPrinter) {
	p.Write("dl_entry<")
	a.print(p, ", ")
	p.Write(">")
}

func (a *EntryAttr) String() string { return a.Entry.String() }

// AppendKey is the structural interning key.
func (a *EntryAttr) AppendKey(k []byte) ([]byte, bool) {
	return a.appendKey(append(k, 'e')), true
}

// ParseAttr parses the body of a `#dlti.` attribute.
func (Dialect) ParseAttr(p *mlir.DialectParser, typ mlir.Type) (mlir.Attribute, error) {
	ctx := p.Context()
	mnemonicAt := p.Start() + len("#dlti.")
	kind := p.Mnemonic
	switch kind {
	case "dl_entry", "dl_spec", "map", "target_system_spec", "target_device_spec":
	default:
		return nil, p.Errorf(mnemonicAt, "unknown attribute `%s` in dialect `dlti`", kind)
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	if kind == "dl_entry" {
		e, err := parseKey(p, true)
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
		if e.Value, err = p.ParseAttribute(nil); err != nil {
			return nil, err
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return ctx.InternAttr(&EntryAttr{Entry: e}), nil
	}
	// Device and system specs are keyed by strings only.
	typeKeys := kind == "dl_spec" || kind == "map"
	var entries []Entry
	if !p.ParseOptionalPunct(">") {
		for {
			e, err := parseSpecEntry(p, typeKeys)
			if err != nil {
				return nil, err
			}
			entries = append(entries, e)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
	}
	// MLIR reports these at the mnemonic.
	for i, e := range entries {
		for _, f := range entries[:i] {
			if e.Type == f.Type && e.key() == f.key() {
				return nil, p.Errorf(mnemonicAt, "repeated DLTI key: %s", e.keyString())
			}
		}
		if kind == "target_system_spec" {
			if d, ok := e.Value.(*SpecAttr); !ok || d.Kind != "target_device_spec" {
				return nil, p.Errorf(mnemonicAt, "value associated with key %s is not a DLTI device spec", e.keyString())
			}
		}
	}
	return ctx.InternAttr(&SpecAttr{Kind: kind, Entries: entries}), nil
}

// parseSpecEntry parses `key = value` or a `#dlti.dl_entry<...>`.
func parseSpecEntry(p *mlir.DialectParser, typeKeys bool) (Entry, error) {
	off := p.Offset()
	e, err := parseKey(p, typeKeys)
	if err != nil {
		return e, err
	}
	if e.Value != nil { // a #dlti.dl_entry
		if !typeKeys && e.Type != nil {
			return e, p.Errorf(off, "invalid kind of attribute specified")
		}
		return e, nil
	}
	if err := p.ParsePunct("="); err != nil {
		return e, err
	}
	e.Value, err = p.ParseAttribute(nil)
	return e, err
}

// parseKey parses a key: a type (when typeKeys) or a string; a
// `#dlti.dl_entry<...>` gives its whole entry.
func parseKey(p *mlir.DialectParser, typeKeys bool) (Entry, error) {
	if typeKeys {
		if t, ok, err := p.ParseOptionalType(); err != nil || ok {
			return Entry{Type: t}, err
		}
	}
	off := p.Offset()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return Entry{}, err
	}
	switch a := a.(type) {
	case *mlir.StringAttr:
		return Entry{Name: a}, nil
	case *EntryAttr:
		return a.Entry, nil
	}
	return Entry{}, p.Errorf(off, "invalid kind of attribute specified")
}

// TypeLayoutVerifier is implemented by dialect types that check their data
// layout entries (MLIR's DataLayoutTypeInterface::verifyEntries): the LLVM
// pointer and struct types. The error is reported at the op.
type TypeLayoutVerifier interface {
	VerifyLayoutEntry(value mlir.Attribute) error
}

// VerifyOpAttr verifies `dlti.dl_spec` on a module; `dlti.map` and
// `dlti.target_system_spec` are the dialect's other op attributes.
func (Dialect) VerifyOpAttr(op *mlir.Operation, a mlir.NamedAttr) error {
	switch a.Name {
	case "dlti.dl_spec":
	case "dlti.map", "dlti.target_system_spec":
		return nil
	default:
		return fmt.Errorf("attribute '%s' not supported by dialect", a.Name)
	}
	spec, ok := a.Value.(*SpecAttr)
	if !ok || spec.Kind != "dl_spec" {
		return fmt.Errorf("'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute")
	}
	if op.Name != "builtin.module" {
		return nil
	}
	for _, e := range spec.Entries {
		if err := verifyEntry(e); err != nil {
			return err
		}
	}
	return nil
}

// knownKeys are the `dlti.*` entry names of MLIR 22.
var knownKeys = map[string]bool{
	"dlti.endianness":                 true,
	"dlti.alloca_memory_space":        true,
	"dlti.program_memory_space":       true,
	"dlti.global_memory_space":        true,
	"dlti.stack_alignment":            true,
	"dlti.mangling_mode":              true,
	"dlti.function_pointer_alignment": true,
	"dlti.legal_int_widths":           true,
	"dlti.default_memory_space":       true,
}

// verifyEntry checks one entry against its key: the dlti.* string keys
// MLIR knows, and the built-in types' layout entries.
func verifyEntry(e Entry) error {
	if e.Name != nil {
		name := e.Name.Value
		if !strings.HasPrefix(name, "dlti.") {
			return nil
		}
		if !knownKeys[name] {
			return fmt.Errorf("unknown data layout entry name: %s", name)
		}
		if name == "dlti.endianness" {
			if s, ok := e.Value.(*mlir.StringAttr); !ok || s.Value != "big" && s.Value != "little" {
				return fmt.Errorf("'dlti.endianness' data layout entry is expected to be either 'big' or 'little'")
			}
		}
		return nil
	}
	switch t := e.Type.(type) {
	case *mlir.IntegerType, *mlir.FloatType:
		n, width := IntElements(e.Value)
		if width != 64 {
			return fmt.Errorf("expected a dense i64 elements attribute in the data layout entry %s", e)
		}
		if n != 1 && n != 2 {
			return fmt.Errorf("expected 1 or 2 elements in the data layout entry %s", e)
		}
		if vals := Int64Values(e.Value); n == 2 && vals[1] < vals[0] {
			return fmt.Errorf("preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry %s", e)
		}
	case *mlir.IndexType:
		if _, ok := e.Value.(*mlir.IntegerAttr); !ok {
			return fmt.Errorf("expected integer attribute in the data layout entry for 'index'")
		}
	case TypeLayoutVerifier:
		return t.VerifyLayoutEntry(e.Value)
	case mlir.DialectType, *mlir.OpaqueType:
	default:
		return fmt.Errorf("unexpected data layout for a built-in type")
	}
	return nil
}

// IntElements returns the number of elements and the bit width of the
// elements of a dense integer elements attribute; width is 0 for any other
// attribute.
func IntElements(a mlir.Attribute) (n int64, width int) {
	d, ok := a.(*mlir.DenseElementsAttr)
	if !ok {
		return 0, 0
	}
	it, ok := d.Type.ElementType().(*mlir.IntegerType)
	if !ok {
		return 0, 0
	}
	dims, _ := d.Type.Dims()
	return mlir.NumElements(dims), it.Width
}

// Int64Values returns the values of a dense i64 elements attribute, which the
// caller has checked with IntElements (and bounded in size).
func Int64Values(a mlir.Attribute) []int64 {
	d := a.(*mlir.DenseElementsAttr)
	n, _ := IntElements(a)
	vals := make([]int64, n)
	for i := range vals {
		off := i * 8
		if d.Splat {
			off = 0
		}
		if off+8 > len(d.Data) {
			return vals
		}
		var v uint64
		for j := 7; j >= 0; j-- {
			v = v<<8 | uint64(d.Data[off+j])
		}
		vals[i] = int64(v)
	}
	return vals
}
