package interp

import (
	"errors"
	"fmt"
	"unsafe"

	"github.com/ferry-ir/ferry/llvmir"
)

// frame is one activation of a function.
type frame struct {
	f       *Func
	regs    []Value
	allocas []*Alloc
	va      []Value // variadic arguments
	vaTy    []*Type
	vaByval []*Type
	vaArea  []*Alloc // register save area and overflow area, made by va_start
	lpad    Value    // the value a landingpad receives
}

// frameOverhead is what a call costs beyond its registers: the frame struct and
// the interpreter's Go stack for one interpreted call (exec, callInst, doCall, call:
// about 1.2 KB of stack and 0.4 KB of heap with the frame struct, measured with
// BenchmarkRecursionFrames; the Go stack grows by doubling, hence the margin).
const frameOverhead = 2048

// frameBytes is what one activation of f is charged against the memory limit: its
// registers and frameOverhead.
func (f *Func) frameBytes() int64 {
	return int64(f.nslots)*int64(unsafe.Sizeof(Value{})) + frameOverhead
}

// unwinding is an exception in flight (resume, __cxa_throw); invoke catches it.
// tinfo is the address of the thrown type's typeinfo (0 when unknown).
type unwinding struct {
	val   Value
	tinfo uint64
}

// landing decides whether the landingpad of an invoke's unwind destination takes
// the exception, and with which value: a catch clause whose typeinfo is the thrown
// one (exactly; base classes are not matched) or null (catch-all) gives the
// selector llvm.eh.typeid.for would give; a cleanup landingpad takes any exception
// with selector 0. Exceptions of unknown type (resume of a value built by hand)
// pass through unchanged.
func (m *Machine) landing(fr *frame, cs *callSite, u *unwinding) (Value, bool) {
	if u.tinfo == 0 && len(u.val.Elems) == 2 {
		u.tinfo = m.excTypes[u.val.Elems[0].X]
	}
	if u.tinfo == 0 {
		return u.val, true
	}
	obj := Value{}
	if len(u.val.Elems) > 0 {
		obj = u.val.Elems[0]
	}
	for k, o := range cs.lpClauses {
		if cs.lpKinds[k] != llvmir.Catch {
			continue
		}
		c := fr.get(o)
		if c.X == 0 || c.X == u.tinfo {
			return Value{Elems: []Value{obj, Int(uint64(m.typeID(c)), 32)}}, true
		}
	}
	if cs.lpCleanup {
		return Value{Elems: []Value{obj, Int(0, 32)}}, true
	}
	return Value{}, false
}

func (u *unwinding) Error() string { return "exception unwinding" }

// errExit ends the run after exit(); the code is in Machine.code.
var errExit = errors.New("exit")

func (fr *frame) get(o operand) Value {
	if o >= 0 {
		return fr.regs[o]
	}
	return fr.f.consts[^o]
}

// ref is get without the copy, for exec's hot paths; the value must be read before
// the register is written.
func (fr *frame) ref(o operand) *Value {
	if o >= 0 {
		return &fr.regs[o]
	}
	return &fr.f.consts[^o]
}

// intBinFast is plain (flagless) wrap-around arithmetic on integers of at most 64
// bits; ok is false for the operations it leaves to IntBinary.
func intBinFast(op BinOp, x, y uint64, bits int) (r uint64, ok bool) {
	switch op {
	case Add:
		return (x + y) & mask(bits), true
	case Sub:
		return (x - y) & mask(bits), true
	case Mul:
		return (x * y) & mask(bits), true
	case And:
		return x & y, true
	case Or:
		return x | y, true
	case Xor:
		return x ^ y, true
	}
	return 0, false
}

// icmpFast is ICmp without flags on defined integers of at most 64 bits: 1 or 0.
func icmpFast(p Pred, x, y uint64, bits int) uint64 {
	var r bool
	switch p {
	case EQ:
		r = x == y
	case NE:
		r = x != y
	case UGT:
		r = x > y
	case UGE:
		r = x >= y
	case ULT:
		r = x < y
	case ULE:
		r = x <= y
	case SGT:
		r = sext(x, bits) > sext(y, bits)
	case SGE:
		r = sext(x, bits) >= sext(y, bits)
	case SLT:
		r = sext(x, bits) < sext(y, bits)
	case SLE:
		r = sext(x, bits) <= sext(y, bits)
	}
	if r {
		return 1
	}
	return 0
}

// Call runs f with the given arguments (one per parameter; extra arguments of a
// variadic function are its variadic arguments, with their types inferred from the
// values only for integers and pointers: use CallTyped for others) and returns its
// result (the zero Value for void functions).
func (m *Machine) Call(f *Func, args []Value) (ret Value, err error) {
	if f == nil {
		return Value{}, malformed("call of a nil function")
	}
	defer func() {
		if r := recover(); r != nil {
			ret, err = Value{}, &Error{Kind: ErrMalformed, Reason: fmt.Sprintf("internal error: %v", r), Func: "@" + f.Name}
		}
	}()
	var vaTy []*Type
	if f.Sig != nil && len(args) > len(f.Sig.Params) {
		i64 := &Type{Kind: KInt, Bits: 64}
		m.layout.Complete(i64)
		for range args[len(f.Sig.Params):] {
			vaTy = append(vaTy, i64)
		}
	}
	return m.call(f, args, vaTy, nil, nil)
}

// call enters f. argTys and byval describe the variadic part only when vaTy is nil.
// Like exec, it is on the Go stack once per interpreted call: the rare paths
// (builtins, errors, byval copies) are in functions of their own.
func (m *Machine) call(f *Func, args []Value, vaTy []*Type, vaByval []*Type, byval []*Type) (Value, error) {
	if f.builtin != nil {
		return m.callBuiltin(f, args, vaTy)
	}
	if err := m.enter(f, len(args)); err != nil {
		return Value{}, err
	}
	fr, err := m.newFrame(f, args, vaTy, vaByval, byval)
	if err != nil {
		m.leave(f, fr)
		return Value{}, err
	}
	ret, err := m.exec(fr)
	m.leave(f, fr)
	return ret, err
}

func (m *Machine) callBuiltin(f *Func, args []Value, vaTy []*Type) (Value, error) {
	return f.builtin(m, nil, &callSite{name: f.Name, fnTy: f.Sig, argTys: append(append([]*Type(nil), f.Sig.Params...), vaTy...)}, args)
}

// enter checks that f can be called with nargs arguments at the current depth and
// charges its frame to the memory limit; leave undoes it.
func (m *Machine) enter(f *Func, nargs int) error {
	if f.Src.Decl || len(f.Src.Blocks) == 0 {
		return &Error{Kind: ErrUnsupported, Reason: fmt.Sprintf("call of external function @%s, which the interpreter does not provide", f.Name)}
	}
	if err := m.compile(f); err != nil {
		return err
	}
	if m.depth >= m.limits.Depth {
		return limit("call depth limit of %d reached calling @%s", m.limits.Depth, f.Name)
	}
	np := len(f.params)
	if nargs < np || (nargs > np && !f.Sig.Variadic) {
		return ub("@%s called with %d arguments, has %d parameters", f.Name, nargs, np)
	}
	if err := m.mem.chargeFrame(f.frameBytes(), f.Name); err != nil {
		return err
	}
	m.depth++
	return nil
}

// newFrame takes a frame of f from its pool (or makes one) and binds the arguments.
func (m *Machine) newFrame(f *Func, args []Value, vaTy []*Type, vaByval []*Type, byval []*Type) (*frame, error) {
	var fr *frame
	if n := len(f.pool); n > 0 {
		fr = f.pool[n-1]
		f.pool = f.pool[:n-1]
	} else {
		fr = &frame{f: f, regs: make([]Value, f.nslots)}
	}
	np := len(f.params)
	for i := 0; i < np; i++ {
		v := args[i]
		if i < len(byval) && byval[i] != nil {
			c, err := m.byvalCopy(fr, byval[i], v)
			if err != nil {
				return fr, err
			}
			v = c
		}
		fr.regs[f.params[i]] = v
	}
	if len(args) > np {
		fr.va = args[np:]
		fr.vaTy = vaTy
		fr.vaByval = vaByval
	}
	return fr, nil
}

// leave frees what the frame of f allocated, returns it to the pool and releases
// its charge.
func (m *Machine) leave(f *Func, fr *frame) {
	m.depth--
	m.mem.chargeFrame(-f.frameBytes(), f.Name)
	for i := len(fr.allocas) - 1; i >= 0; i-- {
		m.mem.Free(fr.allocas[i])
	}
	for _, a := range fr.vaArea {
		m.mem.Free(a)
	}
	fr.allocas, fr.va, fr.vaTy, fr.vaByval, fr.vaArea, fr.lpad = fr.allocas[:0], nil, nil, nil, nil, Value{}
	f.pool = append(f.pool, fr)
}

func (m *Machine) byvalCopy(fr *frame, t *Type, p Value) (Value, error) {
	a, err := m.mem.Allocate("byval copy", t.Size, t.Align, StackAlloc, false)
	if err != nil {
		return Value{}, err
	}
	fr.allocas = append(fr.allocas, a)
	dst := Value{X: a.Base, Prov: a}
	if err := m.mem.Copy(dst, p, t.Size, false, "byval argument"); err != nil {
		return Value{}, err
	}
	return dst, nil
}

func (m *Machine) fail(fr *frame, in *inst, err error) error {
	var e *Error
	if errors.As(err, &e) {
		if e.Func == "" {
			e.Func = "@" + fr.f.Name
			e.Inst = describe(in.src)
		}
		return e
	}
	return err
}

// exec runs the body of fr.f. Its Go frame is live once per interpreted call
// (exec, callInst, call, exec, ...), so it holds only the hot paths that need few
// temporaries: plain integer arithmetic, compares and casts, branches, returns and
// calls. Every other instruction runs in step, whose frame is gone before the next
// call; this keeps deep recursion's Go stack small (BenchmarkRecursionFrames).
func (m *Machine) exec(fr *frame) (Value, error) {
	f := fr.f
	bi, prev := int32(0), int32(-1)
	limit := m.limits.Steps
	for {
		b := f.blocks[bi]
		if len(b.phiDst) > 0 {
			if err := m.phis(fr, bi, prev); err != nil {
				return Value{}, err
			}
		}
		insts := b.insts
	next:
		for k := range insts {
			in := &insts[k]
			m.steps++
			if m.steps > limit {
				return Value{}, m.stepLimit(fr, in)
			}
			switch in.op {
			case opIntBin:
				// Fast path: plain wrap-around arithmetic on defined integers.
				a, b := fr.ref(in.a), fr.ref(in.b)
				if in.ty.Kind == KInt && in.ty.Bits <= 64 && a.State == Defined && b.State == Defined && in.flags == 0 {
					if r, ok := intBinFast(in.bop, a.X, b.X, in.ty.Bits); ok {
						fr.regs[in.dst] = Value{X: r}
						continue
					}
				}
			case opICmp:
				a, b := fr.ref(in.a), fr.ref(in.b)
				if in.oty.Kind != KVec && in.oty.Bits <= 64 && a.State == Defined && b.State == Defined && in.flags == 0 {
					fr.regs[in.dst] = Value{X: icmpFast(in.pred, a.X, b.X, in.oty.Bits)}
					continue
				}
			case opCast:
				v := fr.ref(in.a)
				if in.oty.Kind == KInt && in.ty.Kind == KInt && in.oty.Bits <= 64 && in.ty.Bits <= 64 && v.State == Defined && in.flags == 0 {
					switch in.cast {
					case ZExt:
						fr.regs[in.dst] = *v
						continue
					case SExt:
						fr.regs[in.dst] = Value{X: uint64(sext(v.X, in.oty.Bits)) & mask(in.ty.Bits)}
						continue
					case Trunc:
						fr.regs[in.dst] = Value{X: v.X & mask(in.ty.Bits)}
						continue
					}
				}
			case opBr:
				prev, bi = bi, in.targets[0]
				break next
			case opCondBr:
				c := fr.ref(in.a)
				if c.State != Defined {
					return Value{}, m.branchOn(fr, in, c.State)
				}
				t := in.targets[1]
				if c.X&1 != 0 {
					t = in.targets[0]
				}
				prev, bi = bi, t
				break next
			case opRet:
				if in.a == -1<<30 {
					return Value{}, nil
				}
				return fr.get(in.a), nil
			}
			var t int32
			var err error
			if in.op == opCall || in.op == opInvoke {
				t, err = m.callInst(fr, in)
			} else {
				t, err = m.step(fr, in)
			}
			if err != nil {
				return Value{}, err
			}
			if t >= 0 {
				prev, bi = bi, t
				break next
			}
		}
	}
}

// phis assigns the phis of block bi for the edge from prev, all at once.
func (m *Machine) phis(fr *frame, bi, prev int32) error {
	f := fr.f
	b := f.blocks[bi]
	var e *phiEdge
	for k := range b.preds {
		if b.preds[k].pred == prev {
			e = &b.preds[k]
			break
		}
	}
	if e == nil || len(e.ops) < len(b.phiDst) {
		return noPhiValue(f, bi)
	}
	tmp := m.phiScratch[:0]
	for _, o := range e.ops[:len(b.phiDst)] {
		if o == -1<<30 {
			return noPhiValue(f, bi)
		}
		tmp = append(tmp, fr.get(o))
	}
	for k, d := range b.phiDst {
		fr.regs[d] = tmp[k]
	}
	clear(tmp)
	m.phiScratch = tmp[:0]
	m.steps += int64(len(b.phiDst))
	return nil
}

// noPhiValue is the error of entering block bi of f by an edge its phis have no
// value for.
func noPhiValue(f *Func, bi int32) error {
	return &Error{Kind: ErrMalformed, Reason: fmt.Sprintf("phi in block %s has no value for the edge taken", blockName(f, bi)), Func: "@" + f.Name}
}

func (m *Machine) stepLimit(fr *frame, in *inst) error {
	return m.fail(fr, in, m.stepLimitError())
}

func (m *Machine) stepLimitError() *Error {
	return &Error{Kind: ErrLimit, Reason: fmt.Sprintf("step limit of %d instructions reached", m.limits.Steps)}
}

func (m *Machine) branchOn(fr *frame, in *inst, s State) error {
	return m.fail(fr, in, ub("branch on %s", stateName(s)))
}

// laneSteps charges an instruction for the work it does beyond one step: one step
// per lane of a vector or aggregate result (or stored value), and one per 64-bit
// word of an integer wider than 64 bits, more for multiplication and division (about
// w²/128 for w words, what math/big takes). An add of <1048576 x i32> or a mul of
// i65536 in a loop must end at the step limit like a loop of scalar adds (exec
// checks it at the next instruction).
func (m *Machine) laneSteps(in *inst) {
	t := in.ty
	if t == nil || in.op == opAlloca { // alloca's ty is what it allocates
		return
	}
	cost := t.Leaves
	if s := t.Scalar(); s.Kind == KInt && s.Bits > 64 {
		w := int64(s.Bits+63) / 64
		if in.op == opIntBin && (in.bop == Mul || in.bop >= UDiv && in.bop <= SRem) {
			w *= 1 + w/128
		}
		cost = satMul(cost, w)
	}
	if cost > 1 {
		m.steps += cost - 1
	}
}

// bulkBytesPerStep is what the library's bulk operations (memset, memcpy, strlen,
// printf's string reads, ...) cost: one step per this many bytes gone over, so that
// a loop of large memsets ends at the step limit like any other loop.
const bulkBytesPerStep = 16

// afterCall charges the bulk work of the call that returned to the step limit and
// ends the run if that, or the output it wrote, is past its limit.
func (m *Machine) afterCall() error {
	if w := m.mem.work; w > 0 {
		m.mem.work = 0
		m.steps += w / bulkBytesPerStep
		if m.steps > m.limits.Steps {
			return m.stepLimitError()
		}
	}
	if m.outErr != nil {
		return m.outErr // output past Limits.Output (emit)
	}
	return nil
}

// callInst runs a call or invoke. It returns the block to continue in (an invoke's
// normal or unwind destination), or -1 to go on with the next instruction.
func (m *Machine) callInst(fr *frame, in *inst) (int32, error) {
	m.laneSteps(in)
	r, err := m.doCall(fr, in)
	if err == nil {
		err = m.afterCall()
	}
	if err != nil {
		if u, ok := err.(*unwinding); ok && in.op == opInvoke {
			v, caught := m.landing(fr, in.call, u)
			if !caught {
				return -1, err
			}
			fr.lpad = v
			return in.call.unwind, nil
		}
		if err == errExit {
			return -1, err
		}
		if _, ok := err.(*unwinding); ok {
			return -1, err
		}
		return -1, m.fail(fr, in, err)
	}
	if in.dst >= 0 {
		fr.regs[in.dst] = r
	}
	if in.op == opInvoke {
		return in.call.normal, nil
	}
	return -1, nil
}

// step runs one instruction that is not on exec's hot path. It returns the block to
// continue in, or -1 to go on with the next instruction.
func (m *Machine) step(fr *frame, in *inst) (int32, error) {
	m.laneSteps(in)
	switch in.op {
	case opIntBin:
		r, err := m.binary(in.bop, in.flags, in.ty, fr.get(in.a), fr.get(in.b))
		if err != nil {
			return -1, m.fail(fr, in, err)
		}
		fr.regs[in.dst] = r
	case opFloatBin:
		r, err := m.binary(in.bop, 0, in.ty, fr.get(in.a), fr.get(in.b))
		if err != nil {
			return -1, m.fail(fr, in, err)
		}
		fr.regs[in.dst] = r
	case opFNeg:
		fr.regs[in.dst] = mapLanes(in.ty, fr.get(in.a), FNeg)
	case opICmp:
		fr.regs[in.dst] = m.icmp(in.pred, in.flags, in.oty, fr.get(in.a), fr.get(in.b))
	case opFCmp:
		fr.regs[in.dst] = m.fcmp(in.pred, in.oty, fr.get(in.a), fr.get(in.b))
	case opCast:
		r, err := m.cast(in.cast, in.flags, in.oty, in.ty, fr.get(in.a))
		if err != nil {
			return -1, m.fail(fr, in, err)
		}
		fr.regs[in.dst] = r
	case opSelect:
		ct := in.oty
		fr.regs[in.dst] = selectValue(ct, in.ty, fr.get(in.a), fr.get(in.b), fr.get(in.c))
	case opFreeze:
		fr.regs[in.dst] = freeze(in.ty, fr.get(in.a))
	case opLoad:
		p := fr.get(in.a)
		if al := in.src.Align; al > 1 && m.limits.CheckAlignment && p.State == Defined && p.X%al != 0 {
			return -1, m.fail(fr, in, ub("load with align %d from misaligned address 0x%x", al, p.X))
		}
		v, err := m.mem.Load(in.ty, p)
		if err != nil {
			return -1, m.fail(fr, in, err)
		}
		fr.regs[in.dst] = v
	case opStore:
		p := fr.get(in.b)
		if al := in.src.Align; al > 1 && m.limits.CheckAlignment && p.State == Defined && p.X%al != 0 {
			return -1, m.fail(fr, in, ub("store with align %d to misaligned address 0x%x", al, p.X))
		}
		if err := m.mem.Store(in.ty, p, fr.get(in.a)); err != nil {
			return -1, m.fail(fr, in, err)
		}
	case opGEP:
		base := fr.get(in.a)
		var buf [4]Value
		idx := buf[:0]
		for _, o := range in.ops {
			idx = append(idx, fr.get(o))
		}
		r, err := m.gep(in.gepFl, in.oty, in.ty, base, idx, in.tys)
		if err != nil {
			return -1, m.fail(fr, in, err)
		}
		fr.regs[in.dst] = r
	case opAlloca:
		n := int64(1)
		if in.a != -1<<30 {
			c := fr.get(in.a)
			if c.State != Defined {
				return -1, m.fail(fr, in, ub("alloca with a %s count", stateName(c.State)))
			}
			n = sext(c.X, int(in.c))
			if n < 0 {
				return -1, m.fail(fr, in, ub("alloca with negative count %d", n))
			}
		}
		al := in.imm
		if al < in.ty.Align {
			al = in.ty.Align
		}
		a, err := m.mem.Allocate(in.name, satMul(in.ty.Size, n), al, StackAlloc, false)
		if err != nil {
			return -1, m.fail(fr, in, err)
		}
		fr.allocas = append(fr.allocas, a)
		fr.regs[in.dst] = Value{X: a.Base, Prov: a}
	case opExtractValue:
		v, _, err := extractValue(in.oty, fr.get(in.a), in.idx)
		if err != nil {
			return -1, m.fail(fr, in, err)
		}
		fr.regs[in.dst] = v
	case opInsertValue:
		v, err := insertValue(in.oty, fr.get(in.a), fr.get(in.b), in.idx)
		if err != nil {
			return -1, m.fail(fr, in, err)
		}
		fr.regs[in.dst] = v
	case opExtractElement:
		v, _ := extractElement(in.oty, fr.get(in.a), fr.get(in.b), in.tys[0])
		fr.regs[in.dst] = v
	case opInsertElement:
		v, _ := insertElement(in.oty, fr.get(in.a), fr.get(in.b), fr.get(in.c), in.tys[0])
		fr.regs[in.dst] = v
	case opShuffle:
		v, err := shuffle(in.oty, in.ty, fr.get(in.a), fr.get(in.b), fr.get(in.c))
		if err != nil {
			return -1, m.fail(fr, in, err)
		}
		fr.regs[in.dst] = v
	case opFence:
	case opCmpXchg:
		r, err := m.cmpxchg(in, fr.get(in.a), fr.get(in.b), fr.get(in.c))
		if err != nil {
			return -1, m.fail(fr, in, err)
		}
		fr.regs[in.dst] = r
	case opAtomicRMW:
		r, err := m.atomicRMW(in, fr.get(in.a), fr.get(in.b))
		if err != nil {
			return -1, m.fail(fr, in, err)
		}
		fr.regs[in.dst] = r
	case opVAArg:
		r, err := m.vaArg(fr, in.ty, fr.get(in.a))
		if err != nil {
			return -1, m.fail(fr, in, err)
		}
		fr.regs[in.dst] = r
	case opLandingPad:
		fr.regs[in.dst] = fr.lpad
	case opSwitch:
		c := fr.get(in.a)
		if c.State != Defined {
			return -1, m.fail(fr, in, ub("switch on %s", stateName(c.State)))
		}
		t := in.targets[0]
		for k, o := range in.ops {
			if equalValues(in.oty, c, fr.get(o)) {
				t = in.targets[k+1]
				break
			}
		}
		return t, nil
	case opIndirectBr:
		p := fr.get(in.a)
		if p.State != Defined {
			return -1, m.fail(fr, in, ub("indirectbr on %s address", stateName(p.State)))
		}
		a := m.mem.resolve(p)
		if a == nil || a.Kind != BlockAlloc || a.Fn != fr.f || p.X != a.Base {
			return -1, m.fail(fr, in, ub("indirectbr to an address that is not a blockaddress of this function"))
		}
		ok := false
		for _, t := range in.targets {
			if int(t) == a.Block {
				ok = true
			}
		}
		if !ok {
			return -1, m.fail(fr, in, ub("indirectbr to a block not in its destination list"))
		}
		return int32(a.Block), nil
	case opResume:
		return -1, &unwinding{val: fr.get(in.a)}
	case opUnreachable:
		return -1, m.fail(fr, in, ub("unreachable executed"))
	default:
		return -1, m.fail(fr, in, unsupported("instruction"))
	}
	return -1, nil
}

func blockName(f *Func, bi int32) string {
	if n := f.blocks[bi].name; n != "" {
		return "%" + n
	}
	return fmt.Sprintf("#%d", bi)
}

func mapLanes(t *Type, v Value, fn func(*Type, Value) Value) Value {
	if t.Kind == KVec {
		e := make([]Value, len(v.Elems))
		for i := range e {
			e[i] = fn(t.Elem, v.Elems[i])
		}
		return Value{Elems: e}
	}
	return fn(t, v)
}

// doCall evaluates the arguments and calls the callee of a call or invoke.
func (m *Machine) doCall(fr *frame, in *inst) (Value, error) {
	cs := in.call
	args := m.callArgs(fr, in)
	if cs.builtin != nil {
		return cs.builtin(m, fr, cs, args)
	}
	f := cs.direct
	if f == nil {
		var err error
		if f, err = m.indirectCallee(fr, cs); err != nil {
			return Value{}, err
		}
		if f.builtin != nil {
			return f.builtin(m, fr, cs, args)
		}
	}
	np := len(cs.fnTy.Params)
	var vaTy, vaBv []*Type
	if len(args) > np {
		vaTy = cs.argTys[np:]
		vaBv = cs.byval[np:]
	}
	return m.call(f, args, vaTy, vaBv, cs.byval)
}

// callArgs evaluates the arguments of a call.
func (m *Machine) callArgs(fr *frame, in *inst) []Value {
	cs := in.call
	var args []Value
	if cs.builtin == nil && !cs.fnTy.Variadic {
		// call copies the arguments into the callee's registers before running
		// anything, so a scratch buffer is safe here.
		if cap(m.argScratch) < len(in.ops) {
			m.argScratch = make([]Value, len(in.ops)+8)
		}
		args = m.argScratch[:len(in.ops)]
	} else {
		args = make([]Value, len(in.ops))
	}
	for k, o := range in.ops {
		args[k] = fr.get(o)
	}
	return args
}

// indirectCallee is the function a call through a pointer calls.
func (m *Machine) indirectCallee(fr *frame, cs *callSite) (*Func, error) {
	p := fr.get(cs.callee)
	if p.State != Defined {
		return nil, ub("call through a %s function pointer", stateName(p.State))
	}
	a := m.mem.resolve(p)
	if a == nil || a.Kind != FuncAlloc || p.X != a.Base {
		return nil, ub("call through 0x%x, which is not the address of a function", p.X)
	}
	return a.Fn, nil
}

func (m *Machine) cmpxchg(in *inst, p, cmp, nw Value) (Value, error) {
	t := in.oty
	old, err := m.mem.Load(t, p)
	if err != nil {
		return Value{}, err
	}
	eq := ICmp(EQ, 0, intBits(t), old, cmp)
	if eq.State != Defined {
		return Value{}, ub("cmpxchg comparing %s", stateName(eq.State))
	}
	if eq.X == 1 {
		if err := m.mem.Store(t, p, nw); err != nil {
			return Value{}, err
		}
	}
	return Value{Elems: []Value{old, eq}}, nil
}

func intBits(t *Type) int {
	if t.Kind == KPtr {
		return 64
	}
	return t.Bits
}

func (m *Machine) atomicRMW(in *inst, p, v Value) (Value, error) {
	t := in.oty
	old, err := m.mem.Load(t, p)
	if err != nil {
		return Value{}, err
	}
	var nw Value
	bits := intBits(t)
	switch in.rmw {
	case llvmir.RMWXchg:
		nw = v
	case llvmir.RMWAdd:
		nw, err = IntBinary(Add, 0, bits, old, v)
	case llvmir.RMWSub:
		nw, err = IntBinary(Sub, 0, bits, old, v)
	case llvmir.RMWAnd:
		nw, err = IntBinary(And, 0, bits, old, v)
	case llvmir.RMWOr:
		nw, err = IntBinary(Or, 0, bits, old, v)
	case llvmir.RMWXor:
		nw, err = IntBinary(Xor, 0, bits, old, v)
	case llvmir.RMWNand:
		nw, err = IntBinary(And, 0, bits, old, v)
		if err == nil {
			nw, err = IntBinary(Xor, 0, bits, nw, BigInt(toBig(Value{X: ^uint64(0), Big: allOnesBig(bits)}, bits), bits))
		}
	case llvmir.RMWMax, llvmir.RMWMin, llvmir.RMWUMax, llvmir.RMWUMin:
		pr := map[llvmir.RMWOp]Pred{llvmir.RMWMax: SGT, llvmir.RMWMin: SLT, llvmir.RMWUMax: UGT, llvmir.RMWUMin: ULT}[in.rmw]
		c := ICmp(pr, 0, bits, old, v)
		if c.State != Defined {
			nw = PoisonInt(bits)
		} else if c.X == 1 {
			nw = old
		} else {
			nw = v
		}
	case llvmir.RMWFAdd:
		nw = FBinary(FAdd, t, old, v)
	case llvmir.RMWFSub:
		nw = FBinary(FSub, t, old, v)
	default:
		return Value{}, unsupported("atomicrmw %s", in.rmw)
	}
	if err != nil {
		return Value{}, err
	}
	if err := m.mem.Store(t, p, nw); err != nil {
		return Value{}, err
	}
	return old, nil
}
