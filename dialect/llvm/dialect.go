package llvm

import (
	"fmt"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/ferry-ir/ferry/mlir"
)

// Dialect is the LLVM dialect's registration: its ops, types, attributes and aliases.
type Dialect struct {
	ctx *mlir.Context

	mu      sync.Mutex
	structs map[string]*StructType // identified structs by name

	defaults sync.Map                    // *AttrSpec -> mlir.Attribute: defaultAttr's values
	ptr0     atomic.Pointer[PointerType] // !llvm.ptr, once interned
}

// Namespace returns "llvm".
func (*Dialect) Namespace() string { return "llvm" }

// Register adds the LLVM dialect to ctx.
func Register(ctx *mlir.Context) error {
	return ctx.Register(&Dialect{ctx: ctx, structs: map[string]*StructType{}})
}

// dialectOf returns the registered LLVM dialect of ctx, or nil.
func dialectOf(ctx *mlir.Context) *Dialect {
	d, _ := ctx.Dialect("llvm").(*Dialect)
	return d
}

// opFormat is an op's parsed assembly format with what the engine derives from it.
type opFormat struct {
	spec *OpSpec
	ast  *Format
	used map[string]bool // attributes the format prints itself

	elidedOnce sync.Once
	elided     []string // the attributes attr-dict always leaves out
	// defaulted are the indices in spec.Attrs of the attributes with a default
	// that the format does not print: attr-dict leaves them out when they hold
	// it. byMask[m] is elided plus those of them in the bit set m (when few).
	defaulted []int
	byMask    [][]string

	hasPropDict bool // attr-dict then holds only discardable attributes
}

// specIndex maps op names to their rows.
var specIndex = func() map[string]*OpSpec {
	m := make(map[string]*OpSpec, len(opSpecs))
	for i := range opSpecs {
		opSpecs[i].indexTraits()
		m[opSpecs[i].Name] = &opSpecs[i]
	}
	return m
}()

// Spec returns the table row of the op named name ("llvm.add", or an op of a
// FormatDialect), or nil.
func Spec(name string) *OpSpec {
	if s := specIndex[name]; s != nil {
		return s
	}
	extraMu.RLock()
	defer extraMu.RUnlock()
	return extraSpecs[name]
}

var (
	formatsOnce sync.Once
	formats     map[string]*opFormat
	formatsErr  error
)

// opFormats parses every op format once.
func opFormats() (map[string]*opFormat, error) {
	formatsOnce.Do(func() {
		formats = map[string]*opFormat{}
		for i := range opSpecs {
			s := &opSpecs[i]
			if s.Format == "" {
				continue
			}
			ast, err := ParseFormat(s.Format)
			if err != nil {
				formatsErr = fmt.Errorf("%s: %v", s.Name, err)
				return
			}
			f := &opFormat{spec: s, ast: ast, used: map[string]bool{}}
			f.collectUsed(ast.Elems)
			formats[s.Name] = f
		}
	})
	return formats, formatsErr
}

// supported reports whether every custom directive of the format has a Go parser
// and printer; otherwise the op keeps the generic form.
func (f *opFormat) supported() bool {
	ok := true
	var walk func([]Elem)
	walk = func(es []Elem) {
		for _, e := range es {
			switch e := e.(type) {
			case *Dir:
				if e.Name == "custom" && (customPrinters[e.Custom] == nil || customParsers[e.Custom] == nil) {
					ok = false
				}
				walk(e.Args)
			case *Group:
				walk(e.Then)
				walk(e.Else)
			case *OIList:
				for _, c := range e.Clauses {
					walk(c)
				}
			}
		}
	}
	walk(f.ast.Elems)
	return ok
}

func (f *opFormat) collectUsed(es []Elem) {
	for _, e := range es {
		switch e := e.(type) {
		case *Var:
			if f.spec.attrSpec(e.Name) != nil {
				f.used[e.Name] = true
			}
		case *Dir:
			if e.Name == "prop-dict" {
				f.hasPropDict = true
			}
			f.collectUsed(e.Args)
		case *Group:
			f.collectUsed(e.Then)
			f.collectUsed(e.Else)
		case *OIList:
			for _, c := range e.Clauses {
				f.collectUsed(c)
			}
		}
	}
	for _, o := range f.spec.Operands {
		if o.Segments != "" {
			f.used[o.Segments] = true
		}
	}
}

// elidedAttrs lists the attributes attr-dict leaves out for op: those the format
// prints, segment sizes, and defaulted attributes holding their default.
func (f *opFormat) elidedAttrs(op *mlir.Operation) []string {
	f.elidedOnce.Do(f.initElided)
	mask := 0
	for bit, i := range f.defaulted {
		as := &f.spec.Attrs[i]
		if v := op.Attr(as.Name); v != nil && isDefaultValue(as, v) {
			mask |= 1 << bit
		}
	}
	if f.byMask != nil {
		return f.byMask[mask]
	}
	return f.withDefaulted(mask)
}

// maxMaskedDefaults bounds the defaulted attributes whose every combination
// initElided lists in advance (2^n lists).
const maxMaskedDefaults = 6

func (f *opFormat) initElided() {
	f.elided = []string{"operandSegmentSizes", "resultSegmentSizes"}
	for name := range f.used {
		f.elided = append(f.elided, name)
	}
	sort.Strings(f.elided[2:])
	for i := range f.spec.Attrs {
		if as := &f.spec.Attrs[i]; as.Default != "" && !f.used[as.Name] {
			f.defaulted = append(f.defaulted, i)
		}
	}
	if len(f.defaulted) <= maxMaskedDefaults {
		f.byMask = make([][]string, 1<<len(f.defaulted))
		for m := range f.byMask {
			f.byMask[m] = f.withDefaulted(m)
		}
	}
}

// withDefaulted returns elided plus the defaulted attributes in the bit set mask.
// Callers do not modify the list: the shared part is returned as is when mask is
// empty.
func (f *opFormat) withDefaulted(mask int) []string {
	out := f.elided[:len(f.elided):len(f.elided)]
	for bit, i := range f.defaulted {
		if mask&(1<<bit) != 0 {
			out = append(out, f.spec.Attrs[i].Name)
		}
	}
	return out
}

// AllowsUnknownOps: MLIR's LLVM dialect accepts operations it does not define
// (allowUnknownOperations), kept in generic form: `"llvm.ctpop.i32"(%a)`.
func (d *Dialect) AllowsUnknownOps() bool { return true }

// Ops returns the definitions of every op of the dialect.
func (d *Dialect) Ops() []*mlir.OpDef {
	fs, err := opFormats()
	if err != nil {
		panic("llvm: broken generated format table: " + err.Error())
	}
	defs := make([]*mlir.OpDef, 0, len(opSpecs))
	for i := range opSpecs {
		s := &opSpecs[i]
		def := &mlir.OpDef{Name: s.Name, Traits: coreTraits(s) | mlir.HasProperties}
		for _, a := range s.Attrs {
			def.Inherent = append(def.Inherent, a.Name)
		}
		if hasSegments(s) {
			def.Inherent = append(def.Inherent, "operandSegmentSizes")
		}
		if f := fs[s.Name]; f != nil && f.supported() {
			def.Parse = func(p *mlir.OpAsmParser, st *mlir.OperationState) error { return parseWithFormat(p, f, st) }
			def.Print = func(p *mlir.OpAsmPrinter, op *mlir.Operation) {
				if err := printOp(opOut{p}, f, op); err != nil {
					p.PrintGenericOp(op)
				}
			}
		}
		if c := customOps[s.Name]; c != nil {
			def.Parse, def.Print = c.parse, c.print
		}
		def.Verify = func(op *mlir.Operation) error { return verifyOp(s, op) }
		orderHooks(s, def)
		def.ResultNames = resultNamesHook(s)
		def.Create = createHook(s)
		if len(s.Successors) > 0 {
			def.SuccessorOperands = func(op *mlir.Operation, i int) []*mlir.Value { return successorOperands(s, op, i) }
		}
		defs = append(defs, def)
	}
	return defs
}

func hasSegments(s *OpSpec) bool { return s.sized[0] }

// coreTraits maps the row's traits to the ones the core checks.
func coreTraits(s *OpSpec) mlir.Trait {
	var t mlir.Trait
	for _, tr := range s.Traits {
		switch tr.Kind {
		case "Terminator":
			t |= mlir.Terminator
		case "IsolatedFromAbove":
			t |= mlir.IsolatedFromAbove
		case "SymbolTable":
			t |= mlir.SymbolTable
		case "Symbol", "SymbolOpInterface", "FunctionOpInterface":
			t |= mlir.Symbol
		case "NoTerminator":
			t |= mlir.NoTerminator
		case "NoRegionArguments":
			t |= mlir.NoRegionArguments
		case "ReturnLike":
			t |= mlir.ReturnLike
		case "SingleBlockImplicitTerminator", "SingleBlock":
			t |= mlir.SingleBlock
		}
	}
	return t
}

// successorOperands returns the operands an op forwards to its successor i.
func successorOperands(s *OpSpec, op *mlir.Operation, i int) []*mlir.Value {
	v, err := getView(s, op)
	if err != nil {
		return nil
	}
	defer v.release()
	switch s.Name {
	case "llvm.br":
		return v.operands("destOperands")
	case "llvm.cond_br":
		if i == 0 {
			return v.operands("trueDestOperands")
		}
		return v.operands("falseDestOperands")
	case "llvm.switch":
		if i == 0 {
			return v.operands("defaultOperands")
		}
		if g := v.groups("caseOperands"); i-1 < len(g) {
			return g[i-1]
		}
	case "llvm.indirectbr":
		if g := v.groups("succOperands"); i < len(g) {
			return g[i]
		}
	case "llvm.invoke":
		if i == 0 {
			return v.operands("normalDestOperands")
		}
		return v.operands("unwindDestOperands")
	}
	return nil
}
