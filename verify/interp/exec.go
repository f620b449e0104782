package interp

import (
	"errors"
	"fmt"

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
func (m *Machine) call(f *Func, args []Value, vaTy []*Type, vaByval []*Type, byval []*Type) (Value, error) {
	if f.builtin != nil {
		return f.builtin(m, nil, &callSite{name: f.Name, fnTy: f.Sig, argTys: append(append([]*Type(nil), f.Sig.Params...), vaTy...)}, args)
	}
	if f.Src.Decl || len(f.Src.Blocks) == 0 {
		return Value{}, &Error{Kind: ErrUnsupported, Reason: fmt.Sprintf("call of external function @%s, which the interpreter does not provide", f.Name)}
	}
	if err := m.compile(f); err != nil {
		return Value{}, err
	}
	if m.depth >= m.limits.Depth {
		return Value{}, limit("call depth limit of %d reached calling @%s", m.limits.Depth, f.Name)
	}
	np := len(f.params)
	if len(args) < np || (len(args) > np && !f.Sig.Variadic) {
		return Value{}, ub("@%s called with %d arguments, has %d parameters", f.Name, len(args), np)
	}
	m.depth++
	var fr *frame
	if n := len(f.pool); n > 0 {
		fr = f.pool[n-1]
		f.pool = f.pool[:n-1]
	} else {
		fr = &frame{f: f, regs: make([]Value, f.nslots)}
	}
	for i := 0; i < np; i++ {
		v := args[i]
		if i < len(byval) && byval[i] != nil {
			c, err := m.byvalCopy(fr, byval[i], v)
			if err != nil {
				return Value{}, err
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
	ret, err := m.exec(fr)
	m.depth--
	for i := len(fr.allocas) - 1; i >= 0; i-- {
		m.mem.Free(fr.allocas[i])
	}
	for _, a := range fr.vaArea {
		m.mem.Free(a)
	}
	fr.allocas, fr.va, fr.vaTy, fr.vaByval, fr.vaArea, fr.lpad = fr.allocas[:0], nil, nil, nil, nil, Value{}
	f.pool = append(f.pool, fr)
	return ret, err
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

// exec runs the body of fr.f.
func (m *Machine) exec(fr *frame) (Value, error) {
	f := fr.f
	bi, prev := int32(0), int32(-1)
	var phiTmp []Value
	limit := m.limits.Steps
	for {
		b := f.blocks[bi]
		if len(b.phiDst) > 0 {
			var e *phiEdge
			for k := range b.preds {
				if b.preds[k].pred == prev {
					e = &b.preds[k]
					break
				}
			}
			if e == nil || len(e.ops) < len(b.phiDst) {
				return Value{}, &Error{Kind: ErrMalformed, Reason: fmt.Sprintf("phi in block %s has no value for the edge taken", blockName(f, bi)), Func: "@" + f.Name}
			}
			phiTmp = phiTmp[:0]
			for _, o := range e.ops[:len(b.phiDst)] {
				if o == -1<<30 {
					return Value{}, &Error{Kind: ErrMalformed, Reason: fmt.Sprintf("phi in block %s has no value for the edge taken", blockName(f, bi)), Func: "@" + f.Name}
				}
				phiTmp = append(phiTmp, fr.get(o))
			}
			for k, d := range b.phiDst {
				fr.regs[d] = phiTmp[k]
			}
			m.steps += int64(len(b.phiDst))
		}
		insts := b.insts
	next:
		for k := range insts {
			in := &insts[k]
			m.steps++
			if m.steps > limit {
				return Value{}, m.fail(fr, in, &Error{Kind: ErrLimit, Reason: fmt.Sprintf("step limit of %d instructions reached", limit)})
			}
			switch in.op {
			case opIntBin:
				a, b := fr.get(in.a), fr.get(in.b)
				if in.ty.Kind == KInt && in.ty.Bits <= 64 && a.State == Defined && b.State == Defined && in.flags == 0 {
					// Fast path: plain wrap-around arithmetic.
					x, y, mk := a.X, b.X, mask(in.ty.Bits)
					switch in.bop {
					case Add:
						fr.regs[in.dst] = Value{X: (x + y) & mk}
						continue
					case Sub:
						fr.regs[in.dst] = Value{X: (x - y) & mk}
						continue
					case Mul:
						fr.regs[in.dst] = Value{X: (x * y) & mk}
						continue
					case And:
						fr.regs[in.dst] = Value{X: x & y}
						continue
					case Or:
						fr.regs[in.dst] = Value{X: x | y}
						continue
					case Xor:
						fr.regs[in.dst] = Value{X: x ^ y}
						continue
					}
				}
				r, err := m.binary(in.bop, in.flags, in.ty, a, b)
				if err != nil {
					return Value{}, m.fail(fr, in, err)
				}
				fr.regs[in.dst] = r
			case opFloatBin:
				r, err := m.binary(in.bop, 0, in.ty, fr.get(in.a), fr.get(in.b))
				if err != nil {
					return Value{}, m.fail(fr, in, err)
				}
				fr.regs[in.dst] = r
			case opFNeg:
				fr.regs[in.dst] = mapLanes(in.ty, fr.get(in.a), FNeg)
			case opICmp:
				a, b := fr.get(in.a), fr.get(in.b)
				if in.oty.Kind != KVec && in.oty.Bits <= 64 && a.State == Defined && b.State == Defined && in.flags == 0 {
					fr.regs[in.dst] = ICmp(in.pred, 0, in.oty.Bits, a, b)
					continue
				}
				fr.regs[in.dst] = m.icmp(in.pred, in.flags, in.oty, a, b)
			case opFCmp:
				fr.regs[in.dst] = m.fcmp(in.pred, in.oty, fr.get(in.a), fr.get(in.b))
			case opCast:
				v := fr.get(in.a)
				if in.oty.Kind == KInt && in.ty.Kind == KInt && in.oty.Bits <= 64 && in.ty.Bits <= 64 && v.State == Defined && in.flags == 0 {
					switch in.cast {
					case ZExt:
						fr.regs[in.dst] = v
						continue
					case SExt:
						fr.regs[in.dst] = Value{X: uint64(sext(v.X, in.oty.Bits)) & mask(in.ty.Bits)}
						continue
					case Trunc:
						fr.regs[in.dst] = Value{X: v.X & mask(in.ty.Bits)}
						continue
					}
				}
				r, err := m.cast(in.cast, in.flags, in.oty, in.ty, v)
				if err != nil {
					return Value{}, m.fail(fr, in, err)
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
					return Value{}, m.fail(fr, in, ub("load with align %d from misaligned address 0x%x", al, p.X))
				}
				v, err := m.mem.Load(in.ty, p)
				if err != nil {
					return Value{}, m.fail(fr, in, err)
				}
				fr.regs[in.dst] = v
			case opStore:
				p := fr.get(in.b)
				if al := in.src.Align; al > 1 && m.limits.CheckAlignment && p.State == Defined && p.X%al != 0 {
					return Value{}, m.fail(fr, in, ub("store with align %d to misaligned address 0x%x", al, p.X))
				}
				if err := m.mem.Store(in.ty, p, fr.get(in.a)); err != nil {
					return Value{}, m.fail(fr, in, err)
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
					return Value{}, m.fail(fr, in, err)
				}
				fr.regs[in.dst] = r
			case opAlloca:
				n := int64(1)
				if in.a != -1<<30 {
					c := fr.get(in.a)
					if c.State != Defined {
						return Value{}, m.fail(fr, in, ub("alloca with a %s count", stateName(c.State)))
					}
					n = sext(c.X, int(in.c))
					if n < 0 {
						return Value{}, m.fail(fr, in, ub("alloca with negative count %d", n))
					}
				}
				al := in.imm
				if al < in.ty.Align {
					al = in.ty.Align
				}
				a, err := m.mem.Allocate(in.name, in.ty.Size*n, al, StackAlloc, false)
				if err != nil {
					return Value{}, m.fail(fr, in, err)
				}
				fr.allocas = append(fr.allocas, a)
				fr.regs[in.dst] = Value{X: a.Base, Prov: a}
			case opCall, opInvoke:
				r, err := m.doCall(fr, in)
				if err != nil {
					if u, ok := err.(*unwinding); ok && in.op == opInvoke {
						v, caught := m.landing(fr, in.call, u)
						if !caught {
							return Value{}, err
						}
						fr.lpad = v
						prev, bi = bi, in.call.unwind
						break next
					}
					if err == errExit {
						return Value{}, err
					}
					if _, ok := err.(*unwinding); ok {
						return Value{}, err
					}
					return Value{}, m.fail(fr, in, err)
				}
				if in.dst >= 0 {
					fr.regs[in.dst] = r
				}
				if in.op == opInvoke {
					prev, bi = bi, in.call.normal
					break next
				}
			case opExtractValue:
				v, _, err := extractValue(in.oty, fr.get(in.a), in.idx)
				if err != nil {
					return Value{}, m.fail(fr, in, err)
				}
				fr.regs[in.dst] = v
			case opInsertValue:
				v, err := insertValue(in.oty, fr.get(in.a), fr.get(in.b), in.idx)
				if err != nil {
					return Value{}, m.fail(fr, in, err)
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
					return Value{}, m.fail(fr, in, err)
				}
				fr.regs[in.dst] = v
			case opFence:
			case opCmpXchg:
				r, err := m.cmpxchg(in, fr.get(in.a), fr.get(in.b), fr.get(in.c))
				if err != nil {
					return Value{}, m.fail(fr, in, err)
				}
				fr.regs[in.dst] = r
			case opAtomicRMW:
				r, err := m.atomicRMW(in, fr.get(in.a), fr.get(in.b))
				if err != nil {
					return Value{}, m.fail(fr, in, err)
				}
				fr.regs[in.dst] = r
			case opVAArg:
				r, err := m.vaArg(fr, in.ty, fr.get(in.a))
				if err != nil {
					return Value{}, m.fail(fr, in, err)
				}
				fr.regs[in.dst] = r
			case opLandingPad:
				fr.regs[in.dst] = fr.lpad
			case opBr:
				prev, bi = bi, in.targets[0]
				break next
			case opCondBr:
				c := fr.get(in.a)
				if c.State != Defined {
					return Value{}, m.fail(fr, in, ub("branch on %s", stateName(c.State)))
				}
				t := in.targets[1]
				if c.X&1 != 0 {
					t = in.targets[0]
				}
				prev, bi = bi, t
				break next
			case opSwitch:
				c := fr.get(in.a)
				if c.State != Defined {
					return Value{}, m.fail(fr, in, ub("switch on %s", stateName(c.State)))
				}
				t := in.targets[0]
				for k, o := range in.ops {
					if equalValues(in.oty, c, fr.get(o)) {
						t = in.targets[k+1]
						break
					}
				}
				prev, bi = bi, t
				break next
			case opIndirectBr:
				p := fr.get(in.a)
				if p.State != Defined {
					return Value{}, m.fail(fr, in, ub("indirectbr on %s address", stateName(p.State)))
				}
				a := m.mem.resolve(p)
				if a == nil || a.Kind != BlockAlloc || a.Fn != f || p.X != a.Base {
					return Value{}, m.fail(fr, in, ub("indirectbr to an address that is not a blockaddress of this function"))
				}
				ok := false
				for _, t := range in.targets {
					if int(t) == a.Block {
						ok = true
					}
				}
				if !ok {
					return Value{}, m.fail(fr, in, ub("indirectbr to a block not in its destination list"))
				}
				prev, bi = bi, int32(a.Block)
				break next
			case opRet:
				if in.a == -1<<30 {
					return Value{}, nil
				}
				return fr.get(in.a), nil
			case opResume:
				return Value{}, &unwinding{val: fr.get(in.a)}
			case opUnreachable:
				return Value{}, m.fail(fr, in, ub("unreachable executed"))
			default:
				return Value{}, m.fail(fr, in, unsupported("instruction"))
			}
		}
	}
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
	if cs.builtin != nil {
		return cs.builtin(m, fr, cs, args)
	}
	f := cs.direct
	if f == nil {
		p := fr.get(cs.callee)
		if p.State != Defined {
			return Value{}, ub("call through a %s function pointer", stateName(p.State))
		}
		a := m.mem.resolve(p)
		if a == nil || a.Kind != FuncAlloc || p.X != a.Base {
			return Value{}, ub("call through 0x%x, which is not the address of a function", p.X)
		}
		f = a.Fn
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
