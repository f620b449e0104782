package interp

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"sort"

	"github.com/ferry-ir/ferry/llvmir"
)

// Limits bound a run. A zero field takes its default.
type Limits struct {
	Steps  int64 // instructions executed (default 4e9)
	Memory int64 // bytes of live allocations and call frames (default 1 GiB; see Func.frameBytes)
	Depth  int   // call depth (default 50000)
	// Output is the number of bytes of program output (to stdout) a run may write;
	// 0 means no limit, as for lli, whose output streams. Callers that keep the
	// output in memory (package verify) set it.
	Output int64
	// CheckAlignment reports a load or store whose align attribute exceeds the
	// alignment of its address as UB, as LangRef says. It is off by default because
	// lli-22 on x86-64 runs such accesses, and csmith programs make them (pointers
	// to fields of packed structs).
	CheckAlignment bool
}

// WithDefaults returns l with its zero fields set to their defaults.
func (l Limits) WithDefaults() Limits {
	if l.Steps == 0 {
		l.Steps = 4e9
	}
	if l.Memory == 0 {
		l.Memory = 1 << 30
	}
	if l.Depth == 0 {
		l.Depth = 50000
	}
	return l
}

// Machine is the state of one interpretation of one module: its memory (globals,
// stack, heap), compiled functions, output and counters. A Machine is not safe for
// concurrent use; make one per goroutine.
type Machine struct {
	mod        *llvmir.Module
	layout     *Layout
	types      map[llvmir.Type]*Type
	funcs      map[*llvmir.Function]*Func
	byName     map[string]*Func
	globals    map[*llvmir.Global]*Alloc
	gorder     []*llvmir.Global
	mem        *Memory
	limits     Limits
	steps      int64
	depth      int
	out        *bufio.Writer
	heap       map[uint64]*Alloc
	typeIDs    map[uint64]int
	exited     bool
	code       int
	rng        glibcRand
	argScratch []Value
	phiScratch []Value
	streams    map[uint64]string // FILE object address -> stdout, stderr, stdin
	excTypes   map[uint64]uint64 // thrown object -> typeinfo address
	caught     uint64
	ctype      [3]*Alloc // the pointers to glibc's ctype tables, made on first use
	outBytes   int64     // program output written in this run (emit)
	outErr     error     // set when outBytes passed limits.Output
	images     []globalImage
	baseNext   uint64 // first address after globals and functions
}

// Steps returns the number of instructions executed so far.
func (m *Machine) Steps() int64 { return m.steps }

// Memory returns the machine's memory.
func (m *Machine) Memory() *Memory { return m.mem }

// NewMachine prepares mod for execution: lays out and initializes every global,
// gives every function an address, and binds declarations to the library functions
// and intrinsics the interpreter implements. Output of printf and friends goes to
// stdout (buffered; Flush or the end of Run writes it).
func NewMachine(mod *llvmir.Module, stdout io.Writer, limits Limits) (m *Machine, err error) {
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, &Error{Kind: ErrMalformed, Reason: fmt.Sprintf("internal error preparing module: %v", r)}
		}
	}()
	if mod == nil {
		return nil, malformed("nil module")
	}
	if stdout == nil {
		stdout = io.Discard
	}
	limits = limits.WithDefaults()
	m = &Machine{
		mod:      mod,
		layout:   DefaultLayout(),
		types:    map[llvmir.Type]*Type{},
		funcs:    map[*llvmir.Function]*Func{},
		byName:   map[string]*Func{},
		globals:  map[*llvmir.Global]*Alloc{},
		limits:   limits,
		out:      bufio.NewWriterSize(stdout, 1<<16),
		heap:     map[uint64]*Alloc{},
		typeIDs:  map[uint64]int{},
		excTypes: map[uint64]uint64{},
		streams:  map[uint64]string{},
	}
	if mod.HasDataLayout && mod.DataLayout != "" {
		m.layout = ParseLayout(mod.DataLayout)
	}
	m.mem = NewMemory(limits.Memory, m.layout.BigEndian)
	m.mem.PtrBytes = int64(m.layout.PtrBits / 8)
	for _, f := range mod.Funcs {
		fn := &Func{Name: f.Name, Src: f}
		if f.Sig != nil {
			if fn.Sig, err = m.typeOf(f.Sig); err != nil {
				return nil, m.located(err, "@"+f.Name)
			}
		}
		if fn.addr, err = m.mem.Allocate("@"+f.Name, 0, 16, FuncAlloc, true); err != nil {
			return nil, err
		}
		fn.addr.Fn = fn
		if f.Decl || len(f.Blocks) == 0 {
			fn.builtin = lookupBuiltin(f.Name)
			fn.done = true
		}
		m.funcs[f] = fn
		m.byName[f.Name] = fn
	}
	for _, g := range mod.Globals {
		t, err := m.typeOf(g.ValueType)
		if err != nil {
			return nil, m.located(err, "@"+g.Name)
		}
		al := int64(g.Align)
		if al < t.Align {
			al = t.Align
		}
		a, err := m.mem.Allocate("@"+g.Name, t.Size, al, GlobalAlloc, true)
		if err != nil {
			return nil, err
		}
		m.globals[g] = a
		m.gorder = append(m.gorder, g)
	}
	if err := m.initGlobals(); err != nil {
		return nil, err
	}
	m.baseNext = m.mem.next
	return m, nil
}

func (m *Machine) located(err error, fn string) error {
	if e, ok := err.(*Error); ok && e.Func == "" {
		e.Func = fn
	}
	return err
}

// globalImage is the initial contents of a global, kept to make Reset cheap.
type globalImage struct {
	data   []byte // nil: all zero
	shadow []State
	ptrs   map[int64]*Alloc
}

// initGlobals writes every initializer (again, after Reset, from the saved image).
func (m *Machine) initGlobals() error {
	if m.images != nil {
		for i, g := range m.gorder {
			a, im := m.globals[g], &m.images[i]
			if im.data == nil {
				clear(a.Data)
			} else {
				copy(a.Data, im.data)
			}
			a.Shadow = nil
			if im.shadow != nil {
				a.Shadow = append([]State(nil), im.shadow...)
			}
			a.ptrs = nil
			if im.ptrs != nil {
				a.ptrs = make(map[int64]*Alloc, len(im.ptrs))
				for k, v := range im.ptrs {
					a.ptrs[k] = v
				}
			}
			a.ReadOnly = g.Constant
			a.Freed = false
		}
		return nil
	}
	// The first time: the allocations are fresh, so their bytes are zero.
	for _, g := range m.gorder {
		a := m.globals[g]
		t, _ := m.typeOf(g.ValueType)
		if g.Init == nil && t.Kind == KPtr && (g.Name == "stdout" || g.Name == "stderr" || g.Name == "stdin") {
			// glibc's standard streams: point them at FILE objects of their own.
			f, err := m.mem.Allocate("FILE "+g.Name, 216, 16, GlobalAlloc, true)
			if err != nil {
				return err
			}
			m.streams[f.Base] = g.Name
			m.mem.encode(a, 0, t, Value{X: f.Base, Prov: f})
			continue
		}
		if g.Init != nil {
			if err := m.initConst(a, 0, t, g.Init, 0); err != nil {
				return m.located(err, "@"+g.Name)
			}
		}
		a.ReadOnly = g.Constant
	}
	m.images = make([]globalImage, len(m.gorder))
	for i, g := range m.gorder {
		a := m.globals[g]
		im := &m.images[i]
		if a.Shadow != nil {
			im.shadow = append([]State(nil), a.Shadow...)
		}
		if a.ptrs != nil {
			im.ptrs = make(map[int64]*Alloc, len(a.ptrs))
			for k, v := range a.ptrs {
				im.ptrs[k] = v
			}
		}
		if slices.ContainsFunc(a.Data, func(b byte) bool { return b != 0 }) {
			im.data = append([]byte(nil), a.Data...) // nil stands for all zero
		}
	}
	return nil
}

// initConst writes constant c of type t at offset off of a freshly zeroed a.
// Arrays and structs are written element by element and zeroinitializer, undef and
// poison as bytes, so that a global of a hundred megabytes (or a struct holding
// one) is not first made into a hundred million Values; the other constants go
// through constValue.
func (m *Machine) initConst(a *Alloc, off int64, t *Type, c llvmir.Constant, depth int) error {
	switch c := c.(type) {
	case *llvmir.ConstZero:
		return nil
	case *llvmir.ConstUndef:
		a.setShadow(off, t.Size, Undef)
		return nil
	case *llvmir.ConstPoison:
		a.setShadow(off, t.Size, Poison)
		return nil
	case *llvmir.ConstArray:
		if t.Kind == KArr && len(c.Elems) == t.N && depth < 200 {
			for i, e := range c.Elems {
				if err := m.initConst(a, off+int64(i)*t.Elem.Size, t.Elem, e, depth+1); err != nil {
					return err
				}
			}
			return nil
		}
	case *llvmir.ConstStruct:
		if t.Kind == KStruct && len(c.Fields) == len(t.Fields) && depth < 200 {
			for i, e := range c.Fields {
				if err := m.initConst(a, off+t.Offsets[i], t.Fields[i], e, depth+1); err != nil {
					return err
				}
			}
			return nil
		}
	}
	v, err := m.constValue(c)
	if err != nil {
		return err
	}
	m.mem.encode(a, off, t, v)
	return nil
}

// Reset brings the machine back to its state after NewMachine: globals
// re-initialized, stack and heap freed, output buffer and counters cleared (what was
// written to stdout stays written). Compiled code is kept.
func (m *Machine) Reset() error {
	m.mem.freeFrom(m.baseNext)
	m.mem.next = m.baseNext
	m.mem.nheap = 0
	m.mem.frames, m.mem.work = 0, 0
	m.heap = map[uint64]*Alloc{}
	m.steps, m.depth, m.exited, m.code = 0, 0, false, 0
	m.outBytes, m.outErr = 0, nil
	m.rng = glibcRand{}
	return m.initGlobals()
}

// NewBuffer allocates a block holding data (defined bytes), aligned to 256 bytes so
// that any align attribute holds, and returns a pointer to it; Reset frees it.
func (m *Machine) NewBuffer(data []byte) (Value, error) {
	m.mem.nheap++
	a, err := m.mem.Allocate(fmt.Sprintf("argument buffer #%d", m.mem.nheap), int64(len(data)), 256, HeapAlloc, true)
	if err != nil {
		return Value{}, err
	}
	copy(a.Data, data)
	return Value{X: a.Base, Prov: a}, nil
}

// Exited reports whether the last run called exit(), and its status.
func (m *Machine) Exited() (bool, int) { return m.exited, m.code }

// Globals returns the module's global variables with their allocations, in module
// order.
func (m *Machine) Globals() ([]*llvmir.Global, []*Alloc) {
	as := make([]*Alloc, len(m.gorder))
	for i, g := range m.gorder {
		as[i] = m.globals[g]
	}
	return m.gorder, as
}

// SetOutput redirects library output to w.
func (m *Machine) SetOutput(w io.Writer) { m.out.Reset(w) }

// Flush writes buffered output.
func (m *Machine) Flush() error { return m.out.Flush() }

// Func returns the function named name (without '@'), or nil.
func (m *Machine) Func(name string) *Func { return m.byName[name] }

// GlobalAddr returns the allocation of global name, or nil.
func (m *Machine) GlobalAddr(name string) *Alloc {
	for g, a := range m.globals {
		if g.Name == name {
			return a
		}
	}
	return nil
}

// TypeOf converts an llvmir type to the interpreter's (with layout).
func (m *Machine) TypeOf(t llvmir.Type) (*Type, error) { return m.typeOf(t) }

// Run runs main of mod the way lli-22 does: global constructors, main(argc, argv[,
// envp]) with argv = args (args[0] is the program name, as lli sets it to the input
// file), then destructors; exit() ends the run early. It returns the exit status a
// shell would see (main's result or exit's argument, modulo 256) and, when the run
// ended otherwise, an *Error: ErrUB for undefined behaviour, ErrLimit when a limit
// was hit, ErrAbort for abort() (status 134, as for SIGABRT), ErrUnsupported or
// ErrMalformed. Output written before the end is flushed to stdout in every case.
func Run(mod *llvmir.Module, args []string, stdout io.Writer, limits Limits) (exitCode int, err error) {
	m, err := NewMachine(mod, stdout, limits)
	if err != nil {
		return 1, err
	}
	return m.RunMain(args)
}

// RunMain runs main on a fresh machine (see Run).
func (m *Machine) RunMain(args []string) (code int, err error) {
	defer func() {
		if r := recover(); r != nil {
			code, err = 1, &Error{Kind: ErrMalformed, Reason: fmt.Sprintf("internal error: %v", r)}
		}
		m.out.Flush()
	}()
	main := m.byName["main"]
	if main == nil || main.Src.Decl {
		return 1, malformed("module has no definition of @main")
	}
	if err := m.runCtors("llvm.global_ctors"); err != nil {
		return m.finish(err)
	}
	if m.exited {
		return m.code & 0xff, nil
	}
	var argv []Value
	np := len(main.Sig.Params)
	if np > 0 {
		if len(args) == 0 {
			args = []string{"program"}
		}
		av, err := m.buildArgv(args)
		if err != nil {
			return 1, err
		}
		argv = append(argv, Int(uint64(len(args)), main.Sig.Params[0].Bits))
		if np > 1 {
			argv = append(argv, av)
		}
		if np > 2 {
			env, err := m.buildArgv(nil)
			if err != nil {
				return 1, err
			}
			argv = append(argv, env)
		}
		for len(argv) < np {
			t := main.Sig.Params[len(argv)]
			if err := m.mem.fitsValue(t); err != nil {
				return 1, m.located(err, "@main")
			}
			argv = append(argv, ZeroValue(t))
		}
	}
	ret, err := m.Call(main, argv)
	if err != nil {
		return m.finish(err)
	}
	if m.exited {
		return m.code & 0xff, nil
	}
	code = 0
	if main.Sig.Ret.Kind == KInt {
		if ret.State != Defined {
			return 1, &Error{Kind: ErrUB, Reason: "main returned " + stateName(ret.State), Func: "@main"}
		}
		code = int(ret.X & 0xff)
	}
	if err := m.runCtors("llvm.global_dtors"); err != nil {
		return m.finish(err)
	}
	if m.exited {
		return m.code & 0xff, nil
	}
	return code, nil
}

func (m *Machine) finish(err error) (int, error) {
	if err == errExit {
		return m.code & 0xff, nil
	}
	if e, ok := err.(*Error); ok && e.Kind == ErrAbort {
		return 134, err
	}
	if _, ok := err.(*unwinding); ok {
		return 134, &Error{Kind: ErrAbort, Reason: "exception not caught (std::terminate)"}
	}
	return 1, err
}

func (m *Machine) buildArgv(args []string) (Value, error) {
	arr, err := m.mem.Allocate("argv", int64(len(args)+1)*m.mem.PtrBytes, 16, GlobalAlloc, true)
	if err != nil {
		return Value{}, err
	}
	ptrT := &Type{Kind: KPtr}
	m.layout.Complete(ptrT)
	for i, s := range args {
		a, err := m.mem.Allocate(fmt.Sprintf("argv[%d]", i), int64(len(s)+1), 16, GlobalAlloc, true)
		if err != nil {
			return Value{}, err
		}
		copy(a.Data, s)
		m.mem.encode(arr, int64(i)*m.mem.PtrBytes, ptrT, Value{X: a.Base, Prov: a})
	}
	return Value{X: arr.Base, Prov: arr}, nil
}

func (m *Machine) runCtors(name string) error {
	var g *llvmir.Global
	for _, x := range m.mod.Globals {
		if x.Name == name {
			g = x
		}
	}
	if g == nil || g.Init == nil {
		return nil
	}
	arr, ok := g.Init.(*llvmir.ConstArray)
	if !ok {
		return nil
	}
	type ctor struct {
		prio uint64
		idx  int
		fn   *llvmir.Function
	}
	var list []ctor
	for i, e := range arr.Elems {
		s, ok := e.(*llvmir.ConstStruct)
		if !ok || len(s.Fields) < 2 {
			continue
		}
		p, _ := s.Fields[0].(*llvmir.ConstInt)
		f, _ := s.Fields[1].(*llvmir.Function)
		if p == nil || f == nil {
			continue
		}
		list = append(list, ctor{p.Val, i, f})
	}
	sort.SliceStable(list, func(i, j int) bool { return list[i].prio < list[j].prio })
	if name == "llvm.global_dtors" {
		// lli runs destructors in reverse order of registration within a priority.
		sort.SliceStable(list, func(i, j int) bool { return list[i].prio > list[j].prio })
	}
	for _, c := range list {
		if _, err := m.Call(m.funcs[c.fn], nil); err != nil {
			return err
		}
		if m.exited {
			return nil
		}
	}
	return nil
}

// HeapBlocks returns the live heap blocks in allocation order.
func (m *Machine) HeapBlocks() []*Alloc {
	var r []*Alloc
	for _, a := range m.mem.live {
		if a.Kind == HeapAlloc && !a.Freed {
			r = append(r, a)
		}
	}
	return r
}

// SetStepLimit changes the step limit for the next runs (0 restores the default).
func (m *Machine) SetStepLimit(n int64) {
	m.limits.Steps = n
	m.limits = m.limits.WithDefaults()
}
