package verify

import (
	"fmt"
	"reflect"
	"strings"
	"unicode"

	"github.com/ferry-ir/ferry/llvmir"
	"github.com/google/go-cmp/cmp"
)

// EqualOptions tune module equivalence.
type EqualOptions struct {
	// IgnoreMetadataNumbering compares metadata nodes by content, not by their !N
	// numbers.
	IgnoreMetadataNumbering bool
	// IgnoreDebugRecords skips #dbg_ records and !dbg attachments.
	IgnoreDebugInfo bool
}

// Equal reports whether a and b are the same module up to the renaming of local
// values (parameters, instructions) and blocks, and returns a readable description
// of the first difference otherwise ("" when equal). Local values and blocks are
// matched by position: an operand that is the 3rd instruction of block 2 in a must
// be the 3rd instruction of block 2 in b, whatever both are called. Globals and
// functions are matched by name. The comparison is go-cmp's, with options for the
// renaming; it never follows a def-use chain twice.
func Equal(a, b *llvmir.Module, opts EqualOptions) (bool, string) {
	o := equalOptions(indexModule(a), indexModule(b), opts, nil)
	diff := func(where string, x, y any) (bool, string) {
		if cmp.Equal(x, y, o...) {
			return true, ""
		}
		return false, where + ":\n" + trimDiff(cmp.Diff(x, y, o...))
	}
	ma, mb := *a, *b
	ma.Funcs, mb.Funcs, ma.Globals, mb.Globals = nil, nil, nil, nil
	if ok, d := diff("module header", ma, mb); !ok {
		return ok, d
	}
	if len(a.Types) != len(b.Types) {
		return false, fmt.Sprintf("module: %d identified struct types != %d", len(a.Types), len(b.Types))
	}
	for i, ta := range a.Types {
		if sa, sb := structBody(ta), structBody(b.Types[i]); sa != sb {
			return false, fmt.Sprintf("type %s: body %s != %s", ta, sa, sb)
		}
	}
	if len(a.Globals) != len(b.Globals) {
		return false, fmt.Sprintf("module: %d global variables != %d", len(a.Globals), len(b.Globals))
	}
	for i := range a.Globals {
		if ok, d := diff("@"+a.Globals[i].Name, a.Globals[i], b.Globals[i]); !ok {
			return ok, d
		}
	}
	if len(a.Funcs) != len(b.Funcs) {
		return false, fmt.Sprintf("module: %d functions != %d", len(a.Funcs), len(b.Funcs))
	}
	for i, fa := range a.Funcs {
		fb := b.Funcs[i]
		ha, hb := *fa, *fb
		ha.Blocks, hb.Blocks = nil, nil
		if ok, d := diff("@"+fa.Name+" (signature, attributes)", ha, hb); !ok {
			return ok, d
		}
		if len(fa.Blocks) != len(fb.Blocks) {
			return false, fmt.Sprintf("@%s: %d blocks != %d", fa.Name, len(fa.Blocks), len(fb.Blocks))
		}
		for bi, ba := range fa.Blocks {
			bb := fb.Blocks[bi]
			where := fmt.Sprintf("@%s, block %s(#%d)", fa.Name, nameOr(ba.Name), bi)
			if len(ba.Insts) != len(bb.Insts) {
				return false, fmt.Sprintf("%s: %d instructions != %d", where, len(ba.Insts), len(bb.Insts))
			}
			for ii, x := range ba.Insts {
				if ok, d := diff(fmt.Sprintf("%s, instruction %d (%s)", where, ii, x.Op), x, bb.Insts[ii]); !ok {
					return ok, d
				}
			}
			ta, tb := *ba, *bb
			ta.Insts, tb.Insts = nil, nil
			if ok, d := diff(where, ta, tb); !ok {
				return ok, d
			}
		}
	}
	return true, ""
}

func structBody(t *llvmir.StructType) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s packed=%v opaque=%v {", t, t.Packed, t.Opaque)
	for _, f := range t.Fields {
		b.WriteString(f.String() + ",")
	}
	return b.String() + "}"
}

// trimDiff keeps the changed lines of a go-cmp diff.
func trimDiff(d string) string {
	var keep []string
	for _, l := range strings.Split(d, "\n") {
		// go-cmp varies its spacing on purpose; normalize it.
		t := strings.Join(strings.Fields(strings.ReplaceAll(l, "\u00a0", " ")), " ")
		if strings.HasPrefix(t, "-") || strings.HasPrefix(t, "+") {
			keep = append(keep, "  "+t)
			if len(keep) == 8 {
				keep = append(keep, "  ...")
				break
			}
		}
	}
	return strings.Join(keep, "\n")
}

// EqualOptionsFor returns the go-cmp options Equal uses, for callers who compare
// parts of modules (functions, globals) themselves.
func EqualOptionsFor(a, b *llvmir.Module, opts EqualOptions) []cmp.Option {
	return equalOptions(indexModule(a), indexModule(b), opts, nil)
}

// position locates a local value or block inside its module.
type position struct {
	fn, block, inst int // inst -1 for a block, -2-k for parameter k
}

type moduleIndex map[any]position

func indexModule(m *llvmir.Module) moduleIndex {
	ix := moduleIndex{}
	for fi, f := range m.Funcs {
		for k, p := range f.Params {
			ix[p] = position{fi, -1, -2 - k}
		}
		for bi, b := range f.Blocks {
			ix[b] = position{fi, bi, -1}
			for ii, in := range b.Insts {
				ix[in] = position{fi, bi, ii}
			}
		}
	}
	return ix
}

func isLocal(v any) bool {
	switch v.(type) {
	case *llvmir.Instruction, *llvmir.Param, *llvmir.Block:
		return true
	}
	return false
}

func equalOptions(ia, ib moduleIndex, opts EqualOptions, r interface {
	PushStep(cmp.PathStep)
	Report(cmp.Result)
	PopStep()
}) []cmp.Option {
	// References to local values and blocks from operands compare by position; the
	// definitions themselves are compared where they are listed (Function.Blocks,
	// Block.Insts, Function.Params).
	refField := func(p cmp.Path) bool {
		for i := len(p) - 1; i >= 1 && i >= len(p)-4; i-- {
			if sf, ok := p[i].(cmp.StructField); ok {
				parent := p[i-1].Type()
				for parent.Kind() == reflect.Ptr {
					parent = parent.Elem()
				}
				switch parent {
				case reflect.TypeOf(llvmir.Instruction{}):
					return sf.Name() == "Ops" || sf.Name() == "Blocks"
				case reflect.TypeOf(llvmir.BlockAddress{}):
					return sf.Name() == "Block"
				case reflect.TypeOf(llvmir.ValueAsMD{}), reflect.TypeOf(llvmir.OperandBundle{}), reflect.TypeOf(llvmir.UseListOrder{}):
					return true
				}
				return false
			}
		}
		return false
	}
	localRef := cmp.FilterPath(func(p cmp.Path) bool {
		switch p.Last().Type() {
		case valueType, blockPtrType, instPtrType, paramPtrType:
		default:
			return false
		}
		if !refField(p) {
			return false
		}
		vx, vy := p.Last().Values()
		if !vx.IsValid() || !vy.IsValid() || !vx.CanInterface() || !vy.CanInterface() {
			return false
		}
		return isLocal(vx.Interface()) || isLocal(vy.Interface())
	}, cmp.Comparer(func(x, y any) bool {
		if !isLocal(x) || !isLocal(y) {
			return false
		}
		px, okx := ia[x]
		if !okx {
			px, okx = ib[x]
		}
		py, oky := ib[y]
		if !oky {
			py, oky = ia[y]
		}
		return okx && oky && px == py
	}))
	// Globals referenced as operands compare by name (their definitions are compared
	// in Module.Globals/Funcs).
	globalRef := cmp.FilterPath(func(p cmp.Path) bool {
		if len(p) < 2 {
			return false
		}
		switch p.Last().Type() {
		case valueType, constType, globalPtrType, funcPtrType, aliasPtrType, ifuncPtrType:
		default:
			return false
		}
		vx, vy := p.Last().Values()
		if !vx.IsValid() || !vy.IsValid() || !vx.CanInterface() || !vy.CanInterface() {
			return false
		}
		if llvmir.Header(asValue(vx.Interface())) == nil && llvmir.Header(asValue(vy.Interface())) == nil {
			return false
		}
		// Inside the module's own lists, compare the definitions in full.
		if si, ok := p.Index(-2).(cmp.StructField); ok {
			switch si.Name() {
			case "Globals", "Funcs", "Aliases", "IFuncs":
				return false
			}
		}
		return true
	}, cmp.Comparer(func(x, y any) bool {
		hx, hy := llvmir.Header(asValue(x)), llvmir.Header(asValue(y))
		return hx != nil && hy != nil && hx.Name == hy.Name && reflect.TypeOf(x) == reflect.TypeOf(y)
	}))
	o := []cmp.Option{
		// Types compare by their printed form (identified structs by name; their
		// bodies are compared once, in Equal).
		cmp.Comparer(func(x, y llvmir.Type) bool {
			if x == nil || y == nil {
				return x == nil && y == nil
			}
			return x.String() == y.String()
		}),
		localRef,
		globalRef,
		// Unexported bookkeeping (slot numbers, type tables) is not part of the IR.
		cmp.FilterPath(func(p cmp.Path) bool {
			sf, ok := p.Last().(cmp.StructField)
			return ok && !unicode.IsUpper([]rune(sf.Name())[0])
		}, cmp.Ignore()),
		// Names of locals and blocks, and back pointers, do not matter.
		cmp.FilterPath(func(p cmp.Path) bool {
			sf, ok := p.Last().(cmp.StructField)
			if !ok {
				return false
			}
			t := p.Index(-2).Type()
			for t.Kind() == reflect.Ptr {
				t = t.Elem()
			}
			switch t {
			case reflect.TypeOf(llvmir.Instruction{}), reflect.TypeOf(llvmir.Block{}), reflect.TypeOf(llvmir.Param{}):
				return sf.Name() == "Name" || sf.Name() == "Parent" || sf.Name() == "Index"
			case reflect.TypeOf(llvmir.BlockAddress{}), reflect.TypeOf(llvmir.UseListOrder{}):
				return sf.Name() == "BlockName"
			}
			return false
		}, cmp.Ignore()),
	}
	if opts.IgnoreMetadataNumbering {
		o = append(o, cmp.FilterPath(func(p cmp.Path) bool {
			sf, ok := p.Last().(cmp.StructField)
			return ok && sf.Name() == "ID" && p.Index(-2).Type() == reflect.TypeOf(llvmir.MDNode{})
		}, cmp.Ignore()))
	}
	if opts.IgnoreDebugInfo {
		o = append(o, cmp.FilterPath(func(p cmp.Path) bool {
			sf, ok := p.Last().(cmp.StructField)
			return ok && (sf.Name() == "Records" || sf.Name() == "TrailingRecords")
		}, cmp.Ignore()))
	}
	// Metadata graphs share nodes (scopes, types): compare each pair of nodes once,
	// assuming equality while a pair is being compared (cycles).
	memo := map[[2]*llvmir.MDNode]bool{}
	var mdOpts []cmp.Option
	mdCmp := cmp.Comparer(func(x, y *llvmir.MDNode) bool {
		if x == nil || y == nil {
			return x == y
		}
		k := [2]*llvmir.MDNode{x, y}
		if reflect.ValueOf(x).Pointer() > reflect.ValueOf(y).Pointer() {
			k = [2]*llvmir.MDNode{y, x}
		}
		if v, ok := memo[k]; ok {
			return v
		}
		memo[k] = true
		v := cmp.Equal(*x, *y, mdOpts...)
		memo[k] = v
		return v
	})
	o = append(o, mdCmp)
	mdOpts = append([]cmp.Option(nil), o...)
	if r != nil {
		o = append(o, cmp.Reporter(r))
	}
	return o
}

var (
	valueType     = reflect.TypeOf((*llvmir.Value)(nil)).Elem()
	constType     = reflect.TypeOf((*llvmir.Constant)(nil)).Elem()
	blockPtrType  = reflect.TypeOf(&llvmir.Block{})
	instPtrType   = reflect.TypeOf(&llvmir.Instruction{})
	paramPtrType  = reflect.TypeOf(&llvmir.Param{})
	globalPtrType = reflect.TypeOf(&llvmir.Global{})
	funcPtrType   = reflect.TypeOf(&llvmir.Function{})
	aliasPtrType  = reflect.TypeOf(&llvmir.Alias{})
	ifuncPtrType  = reflect.TypeOf(&llvmir.IFunc{})
)

func asValue(x any) llvmir.Value {
	v, _ := x.(llvmir.Value)
	return v
}

func nameOr(n string) string {
	if n == "" {
		return ""
	}
	return "%" + n + " "
}
