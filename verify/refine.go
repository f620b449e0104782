package verify

import (
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"math/big"
	"strings"

	"github.com/ferry-ir/ferry/llvmir"
	"github.com/ferry-ir/ferry/verify/interp"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
)

// Options configure Refines. The zero value checks every function with 64 inputs
// from seed 0, and main.
type Options struct {
	Seed       int64         // seed of the input generators; the reproducer repeats it
	Inputs     int           // inputs per function (default 64)
	Limits     interp.Limits // per function run; zero fields take FuncLimits' values
	MainLimits interp.Limits // for main; zero fields take MainLimits' values
	Funcs      []string      // compare only these functions (names without '@')
	NoMain     bool          // do not run main
	NoFuncs    bool          // compare main only
	Args       []string      // argv of main (default {"prog"})
	Files      [2]string     // the two file names, for the reproducer (default a.ll b.ll)
}

// FuncLimits are the default limits of one run of a function on generated inputs.
// The source's and the target's machines are live at once, so a run of Refines
// holds at most twice Memory in allocations and call frames, whatever the inputs:
// a function that mallocs in a loop ends at the limit quickly (64 runs of it used
// to take 4.6 GB with the interpreter's 1 GiB default).
func FuncLimits() interp.Limits {
	return interp.Limits{Steps: 2e6, Memory: 64 << 20, Depth: 10000}
}

// MainLimits are the default limits of the run of main in each module (one at a
// time): the interpreter's defaults but for a memory limit of 256 MiB.
func MainLimits() interp.Limits {
	l := interp.Limits{}.WithDefaults()
	l.Memory = 256 << 20
	return l
}

// orDefault fills the zero fields of l from d, and a zero Output with l's memory
// limit: Refines keeps each run's output to compare it.
func orDefault(l, d interp.Limits) interp.Limits {
	if l.Steps == 0 {
		l.Steps = d.Steps
	}
	if l.Memory == 0 {
		l.Memory = d.Memory
	}
	if l.Depth == 0 {
		l.Depth = d.Depth
	}
	if l.Output == 0 {
		l.Output = l.Memory // the output is kept in memory, to be compared
	}
	return l
}

// Difference is the first input on which the target does not refine the source.
type Difference struct {
	Func       string   // "@f", or "@main" for the whole-program run
	Inputs     []string // the arguments, as LLVM constants
	Source     string   // what the source did: "returned i32 7", "UB: division by zero", ...
	Target     string   // what the target did
	Why        string   // which part differs: result, output, memory of @g, exit status
	Reproducer string   // one command line that repeats the check
}

// Report is the outcome of Refines.
type Report struct {
	Functions    int      // functions compared on generated inputs
	Runs         int      // runs compared (function inputs, plus main)
	SourceUB     int      // runs where the source had undefined behaviour (anything refines it)
	Inconclusive int      // runs where the source hit a limit
	Main         bool     // main was compared
	Skipped      []string // functions not compared, each with its reason
	Diff         *Difference
	// FirstInconclusive is the first run the source did not finish: the function,
	// its inputs and the limit it hit.
	FirstInconclusive string
}

// Equivalent reports whether no difference was found (see also Conclusive).
func (r *Report) Equivalent() bool { return r.Diff == nil }

// Conclusive reports whether at least one run ended within the limits: without
// one, finding no difference says nothing about equivalence.
func (r *Report) Conclusive() bool { return r.Runs > r.Inconclusive }

// String is the report as `ferry verify` prints it: a line starting "equivalent"
// with the counts; a line starting "inconclusive" with the counts and why, when no
// run was conclusive; or the first difference and a reproducer.
func (r *Report) String() string {
	var b strings.Builder
	if r.Diff == nil {
		verdict := "equivalent"
		if !r.Conclusive() {
			verdict = "inconclusive"
		}
		fmt.Fprintf(&b, "%s: %d functions, %d runs (%d with source UB, %d inconclusive)", verdict, r.Functions, r.Runs, r.SourceUB, r.Inconclusive)
		if r.Main {
			b.WriteString(", main: same output and exit status")
		}
		if len(r.Skipped) > 0 {
			fmt.Fprintf(&b, ", %d functions skipped", len(r.Skipped))
		}
		switch {
		case r.Conclusive():
		case r.FirstInconclusive != "":
			b.WriteString("; no run of the source ended within the limits, the first: " + r.FirstInconclusive)
		case len(r.Skipped) > 0:
			b.WriteString("; nothing was run, the first skipped: " + r.Skipped[0])
		default:
			b.WriteString("; nothing to run: no function defined in both modules with inputs to generate, and no main in both")
		}
		b.WriteString("\n")
		return b.String()
	}
	d := r.Diff
	fmt.Fprintf(&b, "not a refinement: %s differs in %s\n", d.Func, d.Why)
	if len(d.Inputs) > 0 {
		fmt.Fprintf(&b, "  inputs: %s\n", strings.Join(d.Inputs, ", "))
	}
	fmt.Fprintf(&b, "  source: %s\n  target: %s\n  reproduce: %s\n", d.Source, d.Target, d.Reproducer)
	return b.String()
}

// outcome is what one run did.
type outcome struct {
	kind  string // "return", "exit", "ub", "abort", "limit", "unsupported", "exception"
	val   interp.Value
	ty    *interp.Type
	code  int
	err   error
	out   []byte
	steps int64
}

func (o *outcome) String() string {
	var s string
	switch o.kind {
	case "return":
		if o.ty == nil || o.ty.Kind == interp.KVoid {
			s = "returned"
		} else {
			s = "returned " + o.ty.String() + " " + interp.FormatValue(o.ty, o.val)
		}
	case "exit":
		s = fmt.Sprintf("exited with status %d", o.code)
	default:
		s = o.err.Error()
	}
	if len(o.out) > 0 {
		out := o.out
		if len(out) > 200 {
			out = append([]byte("..."), out[len(out)-200:]...)
		}
		s += fmt.Sprintf(" after printing %q", out)
	}
	return s
}

func classify(ret interp.Value, ty *interp.Type, err error, m *interp.Machine, out []byte) *outcome {
	o := &outcome{val: ret, ty: ty, err: err, out: out}
	if m != nil {
		o.steps = m.Steps()
	}
	switch {
	case err == nil:
		o.kind = "return"
		if m != nil {
			if ex, code := m.Exited(); ex {
				o.kind, o.code = "exit", code
			}
		}
	case errors.Is(err, interp.ErrUB):
		o.kind = "ub"
	case errors.Is(err, interp.ErrAbort):
		o.kind = "abort"
	case errors.Is(err, interp.ErrLimit):
		o.kind = "limit"
	case errors.Is(err, interp.ErrUnsupported), errors.Is(err, interp.ErrMalformed):
		o.kind = "unsupported"
	default:
		if ex, code := m.Exited(); ex {
			o.kind, o.code, o.err = "exit", code, nil
		} else {
			o.kind = "exception"
		}
	}
	return o
}

// Refines checks that module b refines module a (LangRef): every function defined in
// both with the same signature is run on generated inputs (gopter generators seeded by
// opts.Seed and the function's name) in both modules, and b's result, output,
// exit status, and final contents of globals and argument buffers must refine a's;
// then main is run in both when both define it. Where a has undefined behaviour, b
// may do anything. The error is for modules that cannot be prepared at all.
func Refines(a, b *llvmir.Module, opts Options) (*Report, error) {
	if opts.Inputs == 0 {
		opts.Inputs = 64
	}
	opts.Limits = orDefault(opts.Limits, FuncLimits())
	opts.MainLimits = orDefault(opts.MainLimits, MainLimits())
	if opts.Files[0] == "" {
		opts.Files = [2]string{"a.ll", "b.ll"}
	}
	rep := &Report{}
	if !opts.NoFuncs {
		if err := refineFuncs(a, b, opts, rep); err != nil || rep.Diff != nil {
			return rep, err
		}
	}
	if !opts.NoMain && defines(a, "main") && defines(b, "main") && len(opts.Funcs) == 0 {
		if err := refineMain(a, b, opts, rep); err != nil {
			return rep, err
		}
	}
	return rep, nil
}

func defines(m *llvmir.Module, name string) bool {
	for _, f := range m.Funcs {
		if f.Name == name && !f.Decl && len(f.Blocks) > 0 {
			return true
		}
	}
	return false
}

func (o Options) reproducer(fn string) string {
	s := "ferry verify"
	if o.Seed != 0 {
		s += fmt.Sprintf(" --seed=%d", o.Seed)
	}
	if fn != "" {
		s += " --func=" + fn
	} else {
		s += " --main-only"
	}
	return s + " " + o.Files[0] + " " + o.Files[1]
}

func refineMain(a, b *llvmir.Module, opts Options, rep *Report) error {
	args := opts.Args
	if len(args) == 0 {
		args = []string{"prog"}
	}
	run := func(m *llvmir.Module, lim interp.Limits) *outcome {
		var out bytes.Buffer
		ma, err := interp.NewMachine(m, &out, lim)
		if err != nil {
			return &outcome{kind: "unsupported", err: err}
		}
		code, err := ma.RunMain(args)
		o := classify(interp.Value{}, nil, err, ma, out.Bytes())
		if err == nil {
			o.kind, o.code = "exit", code
		}
		return o
	}
	src := run(a, opts.MainLimits)
	if src.kind == "unsupported" {
		rep.Skipped = append(rep.Skipped, "@main: "+src.err.Error())
		return nil
	}
	tgt := run(b, targetLimits(opts.MainLimits, src))
	rep.Main = true
	rep.Runs++
	if why := compareOutcomes(src, tgt); why != "" {
		rep.Diff = &Difference{Func: "@main", Inputs: quoteArgs(args), Source: src.String(), Target: tgt.String(), Why: why, Reproducer: opts.reproducer("")}
	}
	countSource(src, rep, "@main", quoteArgs(args))
	return nil
}

// targetLimits gives the target a step budget proportional to what the source
// needed (50 times, plus a million), so that a target that loops forever is found
// quickly while a slower but correct target still finishes.
func targetLimits(l interp.Limits, src *outcome) interp.Limits {
	if src.kind == "return" || src.kind == "exit" || src.kind == "abort" {
		n := 50*src.steps + 1e6
		if l.Steps == 0 || n < l.Steps {
			l.Steps = n
		}
	}
	return l
}

func quoteArgs(args []string) []string {
	var r []string
	for _, a := range args {
		r = append(r, fmt.Sprintf("%q", a))
	}
	return r
}

// countSource counts the run of fn on inputs by what the source did. The call's
// text is built only for the first inconclusive run, not for every run.
func countSource(src *outcome, rep *Report, fn string, inputs []string) {
	switch src.kind {
	case "ub":
		rep.SourceUB++
	case "limit":
		rep.Inconclusive++
		if rep.FirstInconclusive == "" {
			rep.FirstInconclusive = fn + "(" + strings.Join(inputs, ", ") + "): " + src.err.Error()
		}
	}
}

// compareOutcomes returns "" when tgt refines src, or what differs.
func compareOutcomes(src, tgt *outcome) string {
	switch src.kind {
	case "ub", "limit", "unsupported":
		return "" // anything refines UB; limits are inconclusive
	}
	if tgt.kind != src.kind {
		return "behaviour"
	}
	if !bytes.Equal(src.out, tgt.out) {
		return "output"
	}
	switch src.kind {
	case "exit":
		if src.code != tgt.code {
			return "exit status"
		}
	case "return":
		if src.ty != nil && src.ty.Kind != interp.KVoid && !interp.Refines(src.ty, src.val, tgt.val) {
			return "result"
		}
	}
	return ""
}

func fnSeed(seed int64, name string) int64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return seed ^ int64(h.Sum64()&math.MaxInt64)
}

// maxArgLeaves bounds the scalar lanes of one generated argument: larger
// aggregates (a type of 2^40 lanes is 41 lines of text) get no generator.
const maxArgLeaves = 1 << 12

// supported reports whether inputs can be generated for a parameter of type t.
func supported(t *interp.Type) bool {
	if t.Leaves > maxArgLeaves {
		return false
	}
	switch t.Kind {
	case interp.KInt, interp.KFloat, interp.KDouble, interp.KHalf, interp.KBFloat, interp.KPtr, interp.KX86FP80, interp.KFP128:
		return true
	case interp.KVec, interp.KArr:
		return supported(t.Elem)
	case interp.KStruct:
		for _, f := range t.Fields {
			if !supported(f) {
				return false
			}
		}
		return true
	}
	return false
}

func refineFuncs(a, b *llvmir.Module, opts Options, rep *Report) error {
	var outA, outB bytes.Buffer
	ma, err := interp.NewMachine(a, &outA, opts.Limits)
	if err != nil {
		return fmt.Errorf("source module: %w", err)
	}
	mb, err := interp.NewMachine(b, &outB, opts.Limits)
	if err != nil {
		return fmt.Errorf("target module: %w", err)
	}
	want := map[string]bool{}
	for _, n := range opts.Funcs {
		want[strings.TrimPrefix(n, "@")] = true
	}
	bf := map[string]*llvmir.Function{}
	for _, f := range b.Funcs {
		bf[f.Name] = f
	}
	for _, f := range a.Funcs {
		if f.Decl || len(f.Blocks) == 0 || (len(want) > 0 && !want[f.Name]) || (len(want) == 0 && f.Name == "main") {
			continue
		}
		g := bf[f.Name]
		switch {
		case g == nil || g.Decl || len(g.Blocks) == 0:
			rep.Skipped = append(rep.Skipped, "@"+f.Name+": not defined in the target")
			continue
		case f.Sig.String() != g.Sig.String():
			rep.Skipped = append(rep.Skipped, "@"+f.Name+": signatures differ")
			continue
		case f.Sig.VarArg:
			rep.Skipped = append(rep.Skipped, "@"+f.Name+": variadic")
			continue
		}
		fa, fb := ma.Func(f.Name), mb.Func(f.Name)
		ok := true
		for _, p := range fa.Sig.Params {
			if !supported(p) {
				ok = false
			}
		}
		if !ok {
			rep.Skipped = append(rep.Skipped, "@"+f.Name+": parameter types without a generator")
			continue
		}
		params := gopter.DefaultGenParameters()
		params.Rng.Seed(fnSeed(opts.Seed, f.Name))
		counted := false
		for i := 0; i < opts.Inputs; i++ {
			args := genArgs(params, fa.Sig.Params)
			src, inputs, err := runFunc(ma, fa, args, &outA)
			if err != nil {
				return err
			}
			if src.kind == "unsupported" {
				rep.Skipped = append(rep.Skipped, "@"+f.Name+": "+src.err.Error())
				break
			}
			mb.SetStepLimit(targetLimits(opts.Limits, src).Steps)
			tgt, _, err := runFunc(mb, fb, args, &outB)
			if err != nil {
				return err
			}
			if !counted {
				rep.Functions++
				counted = true
			}
			rep.Runs++
			countSource(src, rep, "@"+f.Name, inputs)
			why := compareOutcomes(src, tgt)
			if why == "" && (src.kind == "return" || src.kind == "exit") {
				why = compareMemory(ma, mb)
			}
			if why != "" {
				rep.Diff = &Difference{Func: "@" + f.Name, Inputs: inputs, Source: src.String(), Target: tgt.String(), Why: why, Reproducer: opts.reproducer(f.Name)}
				return nil
			}
		}
	}
	return nil
}

// compareMemory checks that every global of the target (matched by name) and every
// heap block refines the source's after a run.
func compareMemory(ma, mb *interp.Machine) string {
	ga, aa := ma.Globals()
	gb, ab := mb.Globals()
	byName := map[string]*interp.Alloc{}
	for i, g := range gb {
		byName[g.Name] = ab[i]
	}
	for i, g := range ga {
		t := byName[g.Name]
		if t == nil || g.Constant {
			continue
		}
		if off := interp.RefinesBytes(aa[i], t); off >= 0 {
			return fmt.Sprintf("memory of @%s at offset %d", g.Name, off)
		}
	}
	ha, hb := ma.HeapBlocks(), mb.HeapBlocks()
	if len(ha) != len(hb) {
		return fmt.Sprintf("heap: %d live blocks vs %d", len(ha), len(hb))
	}
	for i := range ha {
		if off := interp.RefinesBytes(ha[i], hb[i]); off >= 0 {
			return fmt.Sprintf("memory of %s at offset %d", ha[i].Name, off)
		}
	}
	return ""
}

// bufSize is the size of the buffer a pointer argument points to.
const bufSize = 256

type argSpec struct {
	ty  *interp.Type
	val interp.Value
	buf []byte // pointer arguments: the contents of the buffer they point to
}

func runFunc(m *interp.Machine, f *interp.Func, args []argSpec, out *bytes.Buffer) (*outcome, []string, error) {
	if err := m.Reset(); err != nil {
		return nil, nil, err
	}
	out.Reset()
	m.SetOutput(out)
	vals := make([]interp.Value, len(args))
	inputs := make([]string, len(args))
	for i, a := range args {
		if a.ty.Kind == interp.KPtr {
			p, err := m.NewBuffer(a.buf)
			if err != nil {
				return nil, nil, err
			}
			vals[i] = p
			inputs[i] = fmt.Sprintf("ptr to %d bytes [% x ...]", len(a.buf), a.buf[:8])
			continue
		}
		vals[i] = a.val
		inputs[i] = a.ty.String() + " " + interp.FormatValue(a.ty, a.val)
	}
	ret, err := m.Call(f, vals)
	m.Flush()
	return classify(ret, f.Sig.Ret, err, m, append([]byte(nil), out.Bytes()...)), inputs, nil
}

var intGen = gen.Frequency(map[int]gopter.Gen{
	3: gen.OneConstOf(uint64(0), uint64(1), ^uint64(0), uint64(2), uint64(1)<<63, uint64(1)<<31, uint64(1)<<31-1, uint64(1)<<63-1, uint64(255), uint64(128)),
	4: gen.Int64Range(-20, 20).Map(func(v int64) uint64 { return uint64(v) }),
	5: gen.UInt64(),
})

var floatGen = gen.Frequency(map[int]gopter.Gen{
	3: gen.OneConstOf(0.0, math.Copysign(0, -1), 1.0, -1.0, 0.5, math.Inf(1), math.Inf(-1), math.NaN(), 1e300, 5e-324),
	4: gen.Float64Range(-100, 100),
	2: gen.Float64(),
})

func sample(g gopter.Gen, p *gopter.GenParameters) any {
	v, _ := g(p).Retrieve()
	return v
}

func genArgs(p *gopter.GenParameters, tys []*interp.Type) []argSpec {
	r := make([]argSpec, len(tys))
	for i, t := range tys {
		r[i] = argSpec{ty: t}
		if t.Kind == interp.KPtr {
			buf := make([]byte, bufSize)
			for k := range buf {
				buf[k] = byte(sample(intGen, p).(uint64))
			}
			if p.NextBool() {
				// small values are likelier to be valid indices and counts
				for k := range buf {
					if k%4 != 0 {
						buf[k] = 0
					} else {
						buf[k] &= 7
					}
				}
			}
			r[i].buf = buf
			continue
		}
		r[i].val = genValue(p, t)
	}
	return r
}

func genValue(p *gopter.GenParameters, t *interp.Type) interp.Value {
	switch t.Kind {
	case interp.KInt:
		x := sample(intGen, p).(uint64)
		if t.Bits > 64 {
			v := new(big.Int).SetUint64(sample(intGen, p).(uint64))
			v.Lsh(v, 64).Or(v, new(big.Int).SetUint64(x))
			return interp.BigInt(v, t.Bits)
		}
		if t.Bits == 1 {
			return interp.Int(x&1, 1)
		}
		return interp.Int(x, t.Bits)
	case interp.KFloat:
		return interp.Value{X: uint64(math.Float32bits(float32(sample(floatGen, p).(float64))))}
	case interp.KDouble:
		return interp.Value{X: math.Float64bits(sample(floatGen, p).(float64))}
	case interp.KHalf, interp.KBFloat:
		return interp.Value{X: sample(intGen, p).(uint64) & 0xffff}
	case interp.KX86FP80, interp.KFP128:
		return interp.Value{X: sample(intGen, p).(uint64), Hi: 0x3fff}
	case interp.KPtr:
		return interp.Value{}
	case interp.KVec, interp.KArr, interp.KStruct:
		e := make([]interp.Value, t.Len())
		for i := range e {
			e[i] = genValue(p, t.ElemAt(i))
		}
		return interp.Value{Elems: e}
	}
	return interp.Value{}
}
