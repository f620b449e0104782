package interp

import (
	"fmt"
	"strconv"

	"github.com/ferry-ir/ferry/llvmir"
)

// operand is a pre-resolved instruction operand: a register slot (≥ 0) of the current
// frame, or ^i for constant i of the function's pool.
type operand int32

// op is the interpreter's own opcode, one per executed shape.
type op uint8

const (
	opInvalid op = iota
	opRet
	opBr
	opCondBr
	opSwitch
	opIndirectBr
	opInvoke
	opResume
	opUnreachable
	opIntBin
	opFloatBin
	opFNeg
	opExtractElement
	opInsertElement
	opShuffle
	opExtractValue
	opInsertValue
	opAlloca
	opLoad
	opStore
	opFence
	opCmpXchg
	opAtomicRMW
	opGEP
	opCast
	opICmp
	opFCmp
	opSelect
	opFreeze
	opCall
	opVAArg
	opLandingPad
)

// inst is one compiled instruction.
type inst struct {
	op      op
	dst     int32 // result slot, -1 when none
	ty      *Type // result type (load: loaded type; store: stored type)
	oty     *Type // first operand type (casts, compares, GEP source element type)
	a, b, c operand
	ops     []operand // call arguments, GEP indices, switch case values
	bop     BinOp
	cast    CastOp
	pred    Pred
	flags   Flags
	gepFl   llvmir.Flags
	targets []int32 // successor blocks
	idx     []uint64
	imm     int64
	call    *callSite
	rmw     llvmir.RMWOp
	name    string  // alloca: the allocation's name for messages
	tys     []*Type // GEP index types; extractelement/insertelement index type in tys[0]
	src     *llvmir.Instruction
}

// callSite is what a call or invoke needs beyond its operands.
type callSite struct {
	callee   operand
	direct   *Func   // a known callee
	builtin  builtin // a library function or intrinsic implemented in Go
	name     string  // callee name when direct
	fnTy     *Type   // the call's function type
	argTys   []*Type
	byval    []*Type // per argument: the byval type, or nil
	normal   int32   // invoke: normal destination
	unwind   int32   // invoke: unwind destination
	isInvoke bool
	// The landingpad of the unwind destination: its clauses and cleanup flag.
	lpClauses []operand
	lpKinds   []llvmir.ClauseKind
	lpCleanup bool
}

// block is a compiled basic block.
type block struct {
	name  string
	insts []inst
	// phis of this block: destination slots and, per predecessor, the operands.
	phiDst []int32
	phiTy  []*Type
	preds  []phiEdge
}

type phiEdge struct {
	pred int32
	ops  []operand
}

// Func is a compiled function (or a declaration resolved to a builtin).
type Func struct {
	Name      string
	Src       *llvmir.Function
	Sig       *Type
	params    []int32
	blocks    []*block
	nslots    int
	consts    []Value
	builtin   builtin
	addr      *Alloc
	blockAd   []*Alloc // blockaddress allocations, per block (lazily)
	err       error
	done      bool
	named     struct{ gp, fp int } // x86-64 registers used by named parameters
	namedDone bool
	pool      []*frame // frames of returned activations, for reuse
}

// compiler holds the per-function state of compilation.
type compiler struct {
	m      *Machine
	f      *Func
	slots  map[llvmir.Value]int32
	blocks map[*llvmir.Block]int32
	cidx   map[llvmir.Constant]operand
}

// typeOf converts an llvmir type to the interpreter's, cached per machine.
func (m *Machine) typeOf(t llvmir.Type) (*Type, error) {
	r, err := m.convType(t, 0)
	if err != nil {
		return nil, err
	}
	m.layout.Complete(r) // at once when done
	return r, nil
}

// convType converts t, memoized for every part: a type is a DAG (%t1 = type { %t0,
// %t0 } names %t0 twice), and converting it as a tree would take time and memory
// exponential in its text.
func (m *Machine) convType(t llvmir.Type, depth int) (*Type, error) {
	if depth > 100 {
		return nil, unsupported("type nested too deeply (recursive struct by value?)")
	}
	if r, ok := m.types[t]; ok {
		return r, nil
	}
	r, err := m.convType1(t, depth)
	if err == nil && t != nil {
		m.types[t] = r
	}
	return r, err
}

func (m *Machine) convType1(t llvmir.Type, depth int) (*Type, error) {
	switch t := t.(type) {
	case *llvmir.IntType:
		if t.Bits == 0 || t.Bits > 1<<16 {
			return nil, unsupported("integer width %d", t.Bits)
		}
		return &Type{Kind: KInt, Bits: int(t.Bits)}, nil
	case *llvmir.FloatType:
		switch t.Kind {
		case llvmir.Half:
			return &Type{Kind: KHalf, Bits: 16}, nil
		case llvmir.BFloat:
			return &Type{Kind: KBFloat, Bits: 16}, nil
		case llvmir.Float32:
			return &Type{Kind: KFloat, Bits: 32}, nil
		case llvmir.Float64:
			return &Type{Kind: KDouble, Bits: 64}, nil
		case llvmir.X86FP80:
			return &Type{Kind: KX86FP80, Bits: 80}, nil
		case llvmir.FP128:
			return &Type{Kind: KFP128, Bits: 128}, nil
		}
		return nil, unsupported("floating-point type %s", t)
	case *llvmir.PointerType:
		return &Type{Kind: KPtr, Bits: m.layout.PtrBits}, nil
	case *llvmir.VectorType:
		if t.Scalable {
			return nil, unsupported("scalable vector type %s", t)
		}
		e, err := m.convType(t.Elem, depth+1)
		if err != nil {
			return nil, err
		}
		if t.Len > 1<<20 {
			return nil, unsupported("vector of %d elements", t.Len)
		}
		return &Type{Kind: KVec, Elem: e, N: int(t.Len)}, nil
	case *llvmir.ArrayType:
		e, err := m.convType(t.Elem, depth+1)
		if err != nil {
			return nil, err
		}
		if t.Len > 1<<40 {
			return nil, unsupported("array of %d elements", t.Len)
		}
		return &Type{Kind: KArr, Elem: e, N: int(t.Len)}, nil
	case *llvmir.StructType:
		if t.Opaque {
			return nil, unsupported("opaque struct type %s has no layout", t)
		}
		r := &Type{Kind: KStruct, Packed: t.Packed}
		if t.Name != "" || t.Numbered {
			r.Name = t.String()
		}
		for _, f := range t.Fields {
			ft, err := m.convType(f, depth+1)
			if err != nil {
				return nil, err
			}
			r.Fields = append(r.Fields, ft)
		}
		return r, nil
	case *llvmir.FuncType:
		r := &Type{Kind: KFunc, Variadic: t.VarArg}
		var err error
		if r.Ret, err = m.convType(t.Ret, depth+1); err != nil {
			return nil, err
		}
		for _, p := range t.Params {
			pt, err := m.convType(p, depth+1)
			if err != nil {
				return nil, err
			}
			r.Params = append(r.Params, pt)
		}
		return r, nil
	case *llvmir.SimpleType:
		switch t.Kind {
		case llvmir.VoidKind:
			return &Type{Kind: KVoid}, nil
		case llvmir.LabelKind:
			return &Type{Kind: KLabel}, nil
		case llvmir.TokenKind:
			return &Type{Kind: KToken}, nil
		case llvmir.MetadataKind:
			return &Type{Kind: KMeta}, nil
		}
	case nil:
		return nil, malformed("missing type")
	}
	return nil, unsupported("type %s", t)
}

func valueName(v llvmir.Value) string {
	switch v := v.(type) {
	case *llvmir.Instruction:
		if v.Name != "" {
			return "%" + v.Name
		}
		return "%<unnamed " + v.Op.String() + ">"
	case *llvmir.Param:
		if v.Name != "" {
			return "%" + v.Name
		}
		return "%" + strconv.Itoa(v.Index)
	case *llvmir.Function:
		return "@" + v.Name
	case *llvmir.Global:
		return "@" + v.Name
	}
	return fmt.Sprintf("%T", v)
}

// describe names an instruction for error messages: "%x = add" or "store (#3 in %bb)".
func describe(i *llvmir.Instruction) string {
	if i == nil {
		return ""
	}
	s := i.Op.String()
	if i.Op == llvmir.OpCall || i.Op == llvmir.OpInvoke {
		if len(i.Ops) > 0 {
			if f, ok := i.Ops[0].(*llvmir.Function); ok {
				s += " @" + f.Name
			}
		}
	}
	if i.Name != "" {
		s = "%" + i.Name + " = " + s
	}
	if i.Parent != nil {
		for k, x := range i.Parent.Insts {
			if x == i {
				bn := i.Parent.Name
				if bn == "" {
					bn = "#" + strconv.Itoa(i.Parent.Index)
				}
				s += fmt.Sprintf(" (instruction %d of block %%%s)", k, bn)
				break
			}
		}
	}
	return s
}

// compile translates f's body once.
func (m *Machine) compile(f *Func) error {
	if f.done {
		return f.err
	}
	f.done = true
	f.err = m.compileBody(f)
	return f.err
}

func (m *Machine) compileBody(f *Func) (err error) {
	src := f.Src
	c := &compiler{m: m, f: f, slots: map[llvmir.Value]int32{}, blocks: map[*llvmir.Block]int32{}, cidx: map[llvmir.Constant]operand{}}
	n := int32(0)
	for _, p := range src.Params {
		c.slots[p] = n
		f.params = append(f.params, n)
		n++
	}
	for bi, b := range src.Blocks {
		c.blocks[b] = int32(bi)
		for _, in := range b.Insts {
			if _, void := in.Typ.(*llvmir.SimpleType); in.Typ != nil && !void || in.Op == llvmir.OpCall || in.Op == llvmir.OpInvoke {
				c.slots[in] = n
				n++
			}
		}
	}
	f.nslots = int(n)
	for _, b := range src.Blocks {
		cb := &block{name: b.Name}
		f.blocks = append(f.blocks, cb)
	}
	for bi, b := range src.Blocks {
		cb := f.blocks[bi]
		if len(b.Insts) == 0 || b.Terminator() == nil {
			return &Error{Kind: ErrMalformed, Reason: fmt.Sprintf("block %d has no terminator", bi), Func: "@" + f.Name}
		}
		for _, in := range b.Insts {
			if in.Op == llvmir.OpPhi {
				if err := c.phi(bi, in); err != nil {
					return c.wrap(err, in)
				}
				continue
			}
			ci, err := c.inst(in)
			if err != nil {
				return c.wrap(err, in)
			}
			cb.insts = append(cb.insts, ci)
		}
	}
	return nil
}

func (c *compiler) wrap(err error, in *llvmir.Instruction) error {
	if e, ok := err.(*Error); ok {
		if e.Func == "" {
			e.Func = "@" + c.f.Name
		}
		if e.Inst == "" {
			e.Inst = describe(in)
		}
		return e
	}
	return &Error{Kind: ErrMalformed, Reason: err.Error(), Func: "@" + c.f.Name, Inst: describe(in)}
}

func (c *compiler) phi(bi int, in *llvmir.Instruction) error {
	t, err := c.m.typeOf(in.Typ)
	if err != nil {
		return err
	}
	cb := c.f.blocks[bi]
	k := len(cb.phiDst)
	cb.phiDst = append(cb.phiDst, c.slots[in])
	cb.phiTy = append(cb.phiTy, t)
	if len(in.Ops) != len(in.Blocks) {
		return malformed("phi with %d values and %d blocks", len(in.Ops), len(in.Blocks))
	}
	for j, v := range in.Ops {
		pb, ok := c.blocks[in.Blocks[j]]
		if !ok {
			return malformed("phi names a block of another function")
		}
		o, err := c.operand(v)
		if err != nil {
			return err
		}
		var e *phiEdge
		for x := range cb.preds {
			if cb.preds[x].pred == pb {
				e = &cb.preds[x]
			}
		}
		if e == nil {
			cb.preds = append(cb.preds, phiEdge{pred: pb})
			e = &cb.preds[len(cb.preds)-1]
		}
		for len(e.ops) < k {
			e.ops = append(e.ops, -1<<30) // missing: filled below or an error at run time
		}
		if len(e.ops) == k {
			e.ops = append(e.ops, o)
		}
		// A repeated (block, value) pair for the same phi is allowed and ignored.
	}
	return nil
}

// operand resolves a value to a slot or a pooled constant.
func (c *compiler) operand(v llvmir.Value) (operand, error) {
	if v == nil {
		return 0, malformed("missing operand")
	}
	if s, ok := c.slots[v]; ok {
		return operand(s), nil
	}
	k, ok := v.(llvmir.Constant)
	if !ok {
		switch v.(type) {
		case *llvmir.Instruction, *llvmir.Param:
			return 0, malformed("operand %s is not defined in this function", valueName(v))
		case *llvmir.MetadataValue:
			c.f.consts = append(c.f.consts, Value{})
			return operand(^(len(c.f.consts) - 1)), nil
		}
		return 0, unsupported("operand of kind %T", v)
	}
	if o, ok := c.cidx[k]; ok {
		return o, nil
	}
	val, err := c.m.constValue(k)
	if err != nil {
		return 0, err
	}
	c.f.consts = append(c.f.consts, val)
	o := operand(^(len(c.f.consts) - 1))
	c.cidx[k] = o
	return o, nil
}

func (c *compiler) block(b *llvmir.Block) (int32, error) {
	if b == nil {
		return -1, nil
	}
	i, ok := c.blocks[b]
	if !ok {
		return 0, malformed("branch to a block of another function")
	}
	return i, nil
}

func (c *compiler) need(in *llvmir.Instruction, n int) error {
	if len(in.Ops) < n {
		return malformed("%s needs %d operands, has %d", in.Op, n, len(in.Ops))
	}
	return nil
}

var binOps = map[llvmir.Opcode]BinOp{
	llvmir.OpAdd: Add, llvmir.OpSub: Sub, llvmir.OpMul: Mul, llvmir.OpUDiv: UDiv, llvmir.OpSDiv: SDiv,
	llvmir.OpURem: URem, llvmir.OpSRem: SRem, llvmir.OpShl: Shl, llvmir.OpLShr: LShr, llvmir.OpAShr: AShr,
	llvmir.OpAnd: And, llvmir.OpOr: Or, llvmir.OpXor: Xor, llvmir.OpFAdd: FAdd, llvmir.OpFSub: FSub,
	llvmir.OpFMul: FMul, llvmir.OpFDiv: FDiv, llvmir.OpFRem: FRem,
}

var castOps = map[llvmir.Opcode]CastOp{
	llvmir.OpTrunc: Trunc, llvmir.OpZExt: ZExt, llvmir.OpSExt: SExt, llvmir.OpFPTrunc: FPTrunc,
	llvmir.OpFPExt: FPExt, llvmir.OpFPToUI: FPToUI, llvmir.OpFPToSI: FPToSI, llvmir.OpUIToFP: UIToFP,
	llvmir.OpSIToFP: SIToFP, llvmir.OpPtrToInt: PtrToInt, llvmir.OpPtrToAddr: PtrToAddr,
	llvmir.OpIntToPtr: IntToPtr, llvmir.OpBitCast: BitCast, llvmir.OpAddrSpaceCast: AddrSpaceCast,
}

// convFlags maps llvmir's flag bits to the interpreter's.
func convFlags(f llvmir.Flags) Flags {
	var r Flags
	if f&llvmir.NUW != 0 {
		r |= NUW
	}
	if f&llvmir.NSW != 0 {
		r |= NSW
	}
	if f&llvmir.Exact != 0 {
		r |= Exact
	}
	if f&llvmir.Disjoint != 0 {
		r |= Disjoint
	}
	if f&llvmir.NNeg != 0 {
		r |= NNeg
	}
	if f&llvmir.SameSign != 0 {
		r |= SameSign
	}
	return r
}

func convPred(p llvmir.Predicate) Pred {
	switch p {
	case llvmir.ICmpEQ:
		return EQ
	case llvmir.ICmpNE:
		return NE
	case llvmir.ICmpUGT:
		return UGT
	case llvmir.ICmpUGE:
		return UGE
	case llvmir.ICmpULT:
		return ULT
	case llvmir.ICmpULE:
		return ULE
	case llvmir.ICmpSGT:
		return SGT
	case llvmir.ICmpSGE:
		return SGE
	case llvmir.ICmpSLT:
		return SLT
	case llvmir.ICmpSLE:
		return SLE
	case llvmir.FCmpFalse:
		return FFalse
	case llvmir.FCmpOEQ:
		return FOEQ
	case llvmir.FCmpOGT:
		return FOGT
	case llvmir.FCmpOGE:
		return FOGE
	case llvmir.FCmpOLT:
		return FOLT
	case llvmir.FCmpOLE:
		return FOLE
	case llvmir.FCmpONE:
		return FONE
	case llvmir.FCmpORD:
		return FORD
	case llvmir.FCmpUNO:
		return FUNO
	case llvmir.FCmpUEQ:
		return FUEQ
	case llvmir.FCmpUGT:
		return FUGT
	case llvmir.FCmpUGE:
		return FUGE
	case llvmir.FCmpULT:
		return FULT
	case llvmir.FCmpULE:
		return FULE
	case llvmir.FCmpUNE:
		return FUNE
	}
	return FTrue
}

func (c *compiler) inst(in *llvmir.Instruction) (inst, error) {
	ci := inst{dst: -1, src: in}
	if s, ok := c.slots[in]; ok {
		ci.dst = s
	}
	var err error
	if in.Typ != nil {
		if ci.ty, err = c.m.typeOf(in.Typ); err != nil {
			return ci, err
		}
	}
	ops := func(n int) error {
		if err := c.need(in, n); err != nil {
			return err
		}
		for k := 0; k < n && k < 3; k++ {
			o, err := c.operand(in.Ops[k])
			if err != nil {
				return err
			}
			switch k {
			case 0:
				ci.a = o
			case 1:
				ci.b = o
			case 2:
				ci.c = o
			}
		}
		if n > 0 {
			if ci.oty, err = c.m.typeOf(in.Ops[0].Type()); err != nil {
				return err
			}
		}
		return nil
	}
	switch o := in.Op; {
	case o == llvmir.OpRet:
		ci.op = opRet
		ci.a = -1
		if len(in.Ops) > 0 {
			err = ops(1)
		} else {
			ci.a = -1 << 30
		}
	case o == llvmir.OpBr:
		if len(in.Ops) == 0 {
			ci.op = opBr
			if len(in.Blocks) != 1 {
				return ci, malformed("br needs one destination")
			}
		} else {
			ci.op = opCondBr
			if len(in.Blocks) != 2 {
				return ci, malformed("conditional br needs two destinations")
			}
			err = ops(1)
		}
		for _, b := range in.Blocks {
			t, err := c.block(b)
			if err != nil {
				return ci, err
			}
			ci.targets = append(ci.targets, t)
		}
	case o == llvmir.OpSwitch:
		ci.op = opSwitch
		if err = ops(1); err != nil {
			return ci, err
		}
		if len(in.Blocks) != len(in.Ops) {
			return ci, malformed("switch with %d values and %d destinations", len(in.Ops), len(in.Blocks))
		}
		for _, v := range in.Ops[1:] {
			o, err := c.operand(v)
			if err != nil {
				return ci, err
			}
			ci.ops = append(ci.ops, o)
		}
		for _, b := range in.Blocks {
			t, err := c.block(b)
			if err != nil {
				return ci, err
			}
			ci.targets = append(ci.targets, t)
		}
	case o == llvmir.OpIndirectBr:
		ci.op = opIndirectBr
		if err = ops(1); err != nil {
			return ci, err
		}
		for _, b := range in.Blocks {
			t, err := c.block(b)
			if err != nil {
				return ci, err
			}
			ci.targets = append(ci.targets, t)
		}
	case o == llvmir.OpUnreachable:
		ci.op = opUnreachable
	case o == llvmir.OpResume:
		ci.op = opResume
		err = ops(1)
	case o == llvmir.OpFNeg:
		ci.op = opFNeg
		err = ops(1)
	case o.IsBinary():
		ci.bop = binOps[o]
		ci.op = opIntBin
		if ci.bop >= FAdd {
			ci.op = opFloatBin
		}
		ci.flags = convFlags(in.Flags)
		err = ops(2)
	case o == llvmir.OpExtractElement:
		ci.op = opExtractElement
		if err = ops(2); err == nil {
			var it *Type
			it, err = c.m.typeOf(in.Ops[1].Type())
			ci.tys = []*Type{it}
		}
	case o == llvmir.OpInsertElement:
		ci.op = opInsertElement
		if err = ops(3); err == nil {
			var it *Type
			it, err = c.m.typeOf(in.Ops[2].Type())
			ci.tys = []*Type{it}
		}
	case o == llvmir.OpShuffleVector:
		ci.op = opShuffle
		err = ops(3)
	case o == llvmir.OpExtractValue:
		ci.op = opExtractValue
		ci.idx = in.Indices
		err = ops(1)
	case o == llvmir.OpInsertValue:
		ci.op = opInsertValue
		ci.idx = in.Indices
		err = ops(2)
	case o == llvmir.OpAlloca:
		ci.op = opAlloca
		ci.name = "alloca in @" + c.f.Name
		if in.Name != "" {
			ci.name = "%" + in.Name + " in @" + c.f.Name
		}
		if ci.oty, err = c.m.typeOf(in.ElemType); err != nil {
			return ci, err
		}
		ci.imm = int64(in.Align)
		ci.a = -1 << 30
		if len(in.Ops) > 0 {
			if ci.a, err = c.operand(in.Ops[0]); err != nil {
				return ci, err
			}
			if ci.ty, err = c.m.typeOf(in.Ops[0].Type()); err != nil {
				return ci, err
			}
		}
		ci.ty = ci.oty
		if len(in.Ops) > 0 {
			t, err := c.m.typeOf(in.Ops[0].Type())
			if err != nil {
				return ci, err
			}
			ci.c = operand(t.Bits)
		}
	case o == llvmir.OpLoad:
		ci.op = opLoad
		err = ops(1)
	case o == llvmir.OpStore:
		ci.op = opStore
		if err = ops(2); err != nil {
			return ci, err
		}
		ci.ty = ci.oty
	case o == llvmir.OpFence:
		ci.op = opFence
	case o == llvmir.OpCmpXchg:
		ci.op = opCmpXchg
		if err = ops(3); err != nil {
			return ci, err
		}
		ci.oty, err = c.m.typeOf(in.Ops[1].Type())
	case o == llvmir.OpAtomicRMW:
		ci.op = opAtomicRMW
		ci.rmw = in.RMWOp
		if err = ops(2); err != nil {
			return ci, err
		}
		ci.oty, err = c.m.typeOf(in.Ops[1].Type())
	case o == llvmir.OpGetElementPtr:
		ci.op = opGEP
		if err = ops(1); err != nil {
			return ci, err
		}
		if ci.oty, err = c.m.typeOf(in.ElemType); err != nil {
			return ci, err
		}
		ci.gepFl = in.Flags
		for _, v := range in.Ops[1:] {
			o, err := c.operand(v)
			if err != nil {
				return ci, err
			}
			ci.ops = append(ci.ops, o)
		}
		if err := c.gepCheck(in, ci.oty); err != nil {
			return ci, err
		}
		for _, v := range in.Ops[1:] {
			t, err := c.m.typeOf(v.Type())
			if err != nil {
				return ci, err
			}
			ci.tys = append(ci.tys, t)
		}
	case o.IsCast() || o == llvmir.OpPtrToAddr:
		ci.op = opCast
		ci.cast = castOps[o]
		ci.flags = convFlags(in.Flags)
		err = ops(1)
	case o == llvmir.OpICmp:
		ci.op = opICmp
		ci.pred = convPred(in.Pred)
		ci.flags = convFlags(in.Flags)
		err = ops(2)
	case o == llvmir.OpFCmp:
		ci.op = opFCmp
		ci.pred = convPred(in.Pred)
		err = ops(2)
	case o == llvmir.OpSelect:
		ci.op = opSelect
		err = ops(3)
	case o == llvmir.OpFreeze:
		ci.op = opFreeze
		err = ops(1)
	case o == llvmir.OpCall || o == llvmir.OpInvoke:
		ci.op = opCall
		if o == llvmir.OpInvoke {
			ci.op = opInvoke
		}
		err = c.callSite(in, &ci)
	case o == llvmir.OpVAArg:
		ci.op = opVAArg
		err = ops(1)
	case o == llvmir.OpLandingPad:
		ci.op = opLandingPad
	default:
		return ci, unsupported("instruction %s", o)
	}
	return ci, err
}

// gepCheck rejects GEPs whose indices do not fit their types (a struct index must be a
// constant in range).
func (c *compiler) gepCheck(in *llvmir.Instruction, src *Type) error {
	cur := src
	for k, v := range in.Ops[1:] {
		if k == 0 {
			continue
		}
		switch cur.Kind {
		case KStruct:
			ci, ok := v.(*llvmir.ConstInt)
			var idx uint64
			if ok {
				idx = ci.Val
			} else if sp, ok := v.(*llvmir.ConstSplat); ok {
				if e, ok := sp.Elem.(*llvmir.ConstInt); ok {
					idx = e.Val
				} else {
					return malformed("getelementptr: struct index must be a constant")
				}
			} else if _, ok := v.(*llvmir.ConstZero); ok {
				idx = 0
			} else {
				return malformed("getelementptr: struct index must be a constant")
			}
			if idx >= uint64(len(cur.Fields)) {
				return malformed("getelementptr: struct index %d out of range for %s", idx, cur)
			}
			cur = cur.Fields[idx]
		case KArr, KVec:
			cur = cur.Elem
		default:
			return malformed("getelementptr: cannot index into %s", cur)
		}
	}
	return nil
}

func (c *compiler) callSite(in *llvmir.Instruction, ci *inst) error {
	if err := c.need(in, 1); err != nil {
		return err
	}
	if in.Call == nil || in.Call.FnType == nil {
		return malformed("call without a function type")
	}
	cs := &callSite{}
	ci.call = cs
	var err error
	if cs.fnTy, err = c.m.typeOf(in.Call.FnType); err != nil {
		return err
	}
	if ia, ok := in.Ops[0].(*llvmir.InlineAsm); ok {
		cs.builtin, cs.name = inlineAsm(ia), "asm"
	} else if cs.callee, err = c.operand(in.Ops[0]); err != nil {
		return err
	}
	for k, a := range in.Ops[1:] {
		o, err := c.operand(a)
		if err != nil {
			return err
		}
		ci.ops = append(ci.ops, o)
		t, err := c.m.typeOf(a.Type())
		if err != nil {
			return err
		}
		cs.argTys = append(cs.argTys, t)
		var bv *Type
		if k < len(in.Call.ParamAttrs) {
			for _, at := range in.Call.ParamAttrs[k].Attrs {
				if at.Kind == "byval" && at.Type != nil {
					if bv, err = c.m.typeOf(at.Type); err != nil {
						return err
					}
				}
			}
		}
		cs.byval = append(cs.byval, bv)
	}
	if fn, ok := in.Ops[0].(*llvmir.Function); ok {
		cs.name = fn.Name
		cs.direct = c.m.funcs[fn]
		if cs.direct != nil && cs.direct.builtin != nil {
			cs.builtin = cs.direct.builtin
		}
	}
	if in.Op == llvmir.OpInvoke {
		cs.isInvoke = true
		if len(in.Blocks) != 2 {
			return malformed("invoke needs a normal and an unwind destination")
		}
		if cs.normal, err = c.block(in.Blocks[0]); err != nil {
			return err
		}
		if cs.unwind, err = c.block(in.Blocks[1]); err != nil {
			return err
		}
		if x := landingPad(in.Blocks[1]); x != nil {
			cs.lpCleanup = x.Flags&llvmir.Cleanup != 0
			for k, v := range x.Ops {
				o, err := c.operand(v)
				if err != nil {
					return err
				}
				cs.lpClauses = append(cs.lpClauses, o)
				kind := llvmir.Catch
				if k < len(x.Clauses) {
					kind = x.Clauses[k]
				}
				cs.lpKinds = append(cs.lpKinds, kind)
			}
		}
	}
	return nil
}

// landingPad returns the landingpad of an unwind destination: its first
// instruction after the PHIs, as the verifier requires (a destination that
// begins with another EH pad, unsupported here, gives nil).
func landingPad(b *llvmir.Block) *llvmir.Instruction {
	for _, x := range b.Insts {
		if x.Op != llvmir.OpPhi {
			if x.Op == llvmir.OpLandingPad {
				return x
			}
			return nil
		}
	}
	return nil
}
