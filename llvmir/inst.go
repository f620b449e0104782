package llvmir

// Opcode identifies an instruction (or constant expression) kind. The comment on
// each constant says how the Instruction fields are used.
type Opcode uint8

// Opcodes. Operand layouts (Ops, Blocks) per opcode:
const (
	OpInvalid Opcode = iota

	// Terminators.
	OpRet         // ret void | ret T v: Ops = [] or [v]
	OpBr          // br label %d: Blocks=[d]; br i1 %c, label %t, label %f: Ops=[c], Blocks=[t, f]
	OpSwitch      // switch T v, label %def [ T c, label %d ... ]: Ops=[v, c...], Blocks=[def, d...]
	OpIndirectBr  // indirectbr ptr a, [label %d, ...]: Ops=[a], Blocks=[d...]
	OpInvoke      // invoke ...: Ops=[callee, args...], Blocks=[normal, unwind], Call set
	OpCallBr      // callbr ...: Ops=[callee, args...], Blocks=[default, indirect...], Call set
	OpResume      // resume T v: Ops=[v]
	OpCatchSwitch // catchswitch within p [label %h...] unwind (to caller|label %u): Ops=[p], Blocks=[u or nil, h...]
	OpCatchRet    // catchret from p to label %d: Ops=[p], Blocks=[d]
	OpCleanupRet  // cleanupret from p unwind (to caller|label %u): Ops=[p], Blocks=[u or nil]
	OpUnreachable // unreachable

	// Unary and binary operators: Ops=[a] or [a, b]; flags nuw nsw exact disjoint, FMF.
	OpFNeg
	OpAdd
	OpFAdd
	OpSub
	OpFSub
	OpMul
	OpFMul
	OpUDiv
	OpSDiv
	OpFDiv
	OpURem
	OpSRem
	OpFRem
	OpShl
	OpLShr
	OpAShr
	OpAnd
	OpOr
	OpXor

	// Vector and aggregate operations.
	OpExtractElement // Ops=[vec, idx]
	OpInsertElement  // Ops=[vec, elt, idx]
	OpShuffleVector  // Ops=[v1, v2, mask] (mask a Constant)
	OpExtractValue   // Ops=[agg], Indices
	OpInsertValue    // Ops=[agg, elt], Indices

	// Memory.
	OpAlloca        // ElemType = allocated type; Ops=[] or [count]; Align, AddrSpace; flags inalloca swifterror
	OpLoad          // Typ = loaded type; Ops=[ptr]; Align, Ordering, SyncScope; flag volatile
	OpStore         // Ops=[val, ptr]; Align, Ordering, SyncScope; flag volatile
	OpFence         // Ordering, SyncScope
	OpCmpXchg       // Ops=[ptr, cmp, new]; Ordering (success), FailOrdering, SyncScope, Align; flags weak volatile
	OpAtomicRMW     // RMWOp; Ops=[ptr, val]; Ordering, SyncScope, Align; flag volatile
	OpGetElementPtr // ElemType = source element type; Ops=[ptr, idx...]; flags inbounds nusw nuw; InRange

	// Conversions: Ops=[v]; Typ is the destination type.
	OpTrunc
	OpZExt
	OpSExt
	OpFPTrunc
	OpFPExt
	OpFPToUI
	OpFPToSI
	OpUIToFP
	OpSIToFP
	OpPtrToInt
	OpPtrToAddr // the address bits only: Typ is the datalayout's address width of the pointer's address space
	OpIntToPtr
	OpBitCast
	OpAddrSpaceCast

	// Other.
	OpICmp       // Pred; Ops=[a, b]; flag samesign
	OpFCmp       // Pred; Ops=[a, b]; FMF
	OpPhi        // Ops = incoming values, Blocks = incoming blocks (parallel); FMF
	OpSelect     // Ops=[cond, t, f]; FMF
	OpFreeze     // Ops=[v]
	OpCall       // Ops=[callee, args...]; Call set; flags tail musttail notail; FMF
	OpVAArg      // Ops=[list]; Typ = result type
	OpLandingPad // Typ; flag cleanup; Ops = clause values, Clauses = their kinds (parallel)
	OpCatchPad   // Ops=[catchswitch, args...]
	OpCleanupPad // Ops=[parent pad (or ConstNone), args...]

	numOpcodes
)

var opNames = [numOpcodes]string{
	OpInvalid: "invalid", OpRet: "ret", OpBr: "br", OpSwitch: "switch", OpIndirectBr: "indirectbr",
	OpInvoke: "invoke", OpCallBr: "callbr", OpResume: "resume", OpCatchSwitch: "catchswitch",
	OpCatchRet: "catchret", OpCleanupRet: "cleanupret", OpUnreachable: "unreachable",
	OpFNeg: "fneg", OpAdd: "add", OpFAdd: "fadd", OpSub: "sub", OpFSub: "fsub", OpMul: "mul",
	OpFMul: "fmul", OpUDiv: "udiv", OpSDiv: "sdiv", OpFDiv: "fdiv", OpURem: "urem", OpSRem: "srem",
	OpFRem: "frem", OpShl: "shl", OpLShr: "lshr", OpAShr: "ashr", OpAnd: "and", OpOr: "or", OpXor: "xor",
	OpExtractElement: "extractelement", OpInsertElement: "insertelement", OpShuffleVector: "shufflevector",
	OpExtractValue: "extractvalue", OpInsertValue: "insertvalue", OpAlloca: "alloca", OpLoad: "load",
	OpStore: "store", OpFence: "fence", OpCmpXchg: "cmpxchg", OpAtomicRMW: "atomicrmw",
	OpGetElementPtr: "getelementptr", OpTrunc: "trunc", OpZExt: "zext", OpSExt: "sext",
	OpFPTrunc: "fptrunc", OpFPExt: "fpext", OpFPToUI: "fptoui", OpFPToSI: "fptosi", OpUIToFP: "uitofp",
	OpSIToFP: "sitofp", OpPtrToInt: "ptrtoint", OpPtrToAddr: "ptrtoaddr", OpIntToPtr: "inttoptr",
	OpBitCast: "bitcast", OpAddrSpaceCast: "addrspacecast", OpICmp: "icmp", OpFCmp: "fcmp",
	OpPhi: "phi", OpSelect: "select", OpFreeze: "freeze", OpCall: "call", OpVAArg: "va_arg",
	OpLandingPad: "landingpad", OpCatchPad: "catchpad", OpCleanupPad: "cleanuppad",
}

func (o Opcode) String() string {
	if o < numOpcodes {
		return opNames[o]
	}
	return "op?"
}

// IsTerminator reports whether o ends a basic block.
func (o Opcode) IsTerminator() bool { return o >= OpRet && o <= OpUnreachable }

// IsBinary reports whether o is a binary operator (add ... xor).
func (o Opcode) IsBinary() bool { return o >= OpAdd && o <= OpXor }

// IsCast reports whether o is a conversion (trunc ... addrspacecast).
func (o Opcode) IsCast() bool { return o >= OpTrunc && o <= OpAddrSpaceCast }

// Flags are the keyword flags of an instruction or constant expression.
type Flags uint32

// Flag bits.
const (
	NUW        Flags = 1 << iota // nuw (binary ops, trunc, getelementptr)
	NSW                          // nsw
	Exact                        // exact
	Disjoint                     // disjoint (or)
	NNeg                         // nneg (zext, uitofp)
	SameSign                     // samesign (icmp)
	InBounds                     // inbounds (getelementptr)
	NUSW                         // nusw (getelementptr)
	Volatile                     // volatile (load, store, cmpxchg, atomicrmw)
	Weak                         // weak (cmpxchg)
	InAlloca                     // inalloca (alloca)
	SwiftError                   // swifterror (alloca)
	Cleanup                      // cleanup (landingpad)
	Tail                         // tail (call)
	MustTail                     // musttail (call)
	NoTail                       // notail (call)
)

// FastMath is a set of fast-math flags. All seven set print as "fast".
type FastMath uint8

// Fast-math flag bits, in printing order.
const (
	FMFReassoc FastMath = 1 << iota
	FMFNNaN
	FMFNInf
	FMFNSZ
	FMFARCP
	FMFContract
	FMFAFN
	FMFFast = FMFReassoc | FMFNNaN | FMFNInf | FMFNSZ | FMFARCP | FMFContract | FMFAFN
)

// Predicate is an icmp or fcmp condition.
type Predicate uint8

// Comparison predicates (fcmp ones first, as in LLVM).
const (
	FCmpFalse Predicate = iota
	FCmpOEQ
	FCmpOGT
	FCmpOGE
	FCmpOLT
	FCmpOLE
	FCmpONE
	FCmpORD
	FCmpUNO
	FCmpUEQ
	FCmpUGT
	FCmpUGE
	FCmpULT
	FCmpULE
	FCmpUNE
	FCmpTrue
	ICmpEQ
	ICmpNE
	ICmpUGT
	ICmpUGE
	ICmpULT
	ICmpULE
	ICmpSGT
	ICmpSGE
	ICmpSLT
	ICmpSLE
)

var predNames = [...]string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true",
	"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"}

func (p Predicate) String() string {
	if int(p) < len(predNames) {
		return predNames[p]
	}
	return "pred?"
}

// Ordering is an atomic memory ordering.
type Ordering uint8

// Atomic orderings; NotAtomic prints as nothing.
const (
	NotAtomic Ordering = iota
	Unordered
	Monotonic
	Acquire
	Release
	AcqRel
	SeqCst
)

var orderingNames = [...]string{"", "unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst"}

func (o Ordering) String() string { return orderingNames[o] }

// RMWOp is the operation of an atomicrmw.
type RMWOp uint8

// atomicrmw operations.
const (
	RMWXchg RMWOp = iota
	RMWAdd
	RMWSub
	RMWAnd
	RMWNand
	RMWOr
	RMWXor
	RMWMax
	RMWMin
	RMWUMax
	RMWUMin
	RMWFAdd
	RMWFSub
	RMWFMax
	RMWFMin
	RMWFMaximum
	RMWFMinimum
	RMWUIncWrap
	RMWUDecWrap
	RMWUSubCond
	RMWUSubSat
)

var rmwNames = [...]string{"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
	"fadd", "fsub", "fmax", "fmin", "fmaximum", "fminimum", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat"}

func (o RMWOp) String() string { return rmwNames[o] }

// ClauseKind is catch or filter, for landingpad clauses.
type ClauseKind uint8

// Landingpad clause kinds.
const (
	Catch ClauseKind = iota
	Filter
)

// OperandBundle is "tag"(T v, ...) in a call's bundle list.
type OperandBundle struct {
	Tag    string
	Inputs []Value
}

// CallInfo holds what call, invoke and callbr have beyond their operands.
type CallInfo struct {
	CC           CallingConv
	FnType       *FuncType // the callee's function type
	RetAttrs     AttrSet
	ParamAttrs   []AttrSet // parallel to the arguments
	FnAttrs      AttrSet
	Bundles      []OperandBundle
	AddrSpace    uint32 // call addrspace(N), 0 when absent
	HasAddrSpace bool
}

// Instruction is one instruction. Op says which; the fields each opcode uses are
// listed on the Opcode constants. Name == "" with a non-void Typ means an unnamed
// value (%N).
type Instruction struct {
	// The one-byte and four-byte fields first, together, so that the struct
	// has no padding (hot fields first, for locality).
	Op           Opcode
	FMF          FastMath
	Pred         Predicate
	HasAddrSpace bool
	Ordering     Ordering
	FailOrdering Ordering
	HasSyncScope bool
	RMWOp        RMWOp
	slot         int32 // print number of an unnamed value
	off          int32 // source offset, for diagnostics
	idx          int32 // position in the block (set by the verifier)
	Flags        Flags
	AddrSpace    uint32 // alloca addrspace(N)

	Name   string
	Typ    Type // result type; Void when the instruction has none
	Ops    []Value
	Blocks []*Block

	ElemType  Type // alloca allocated type, GEP source element type
	Align     uint64
	SyncScope string   // "" is the default (system) scope
	Indices   []uint64 // extractvalue, insertvalue
	InRange   *[2]int64
	Clauses   []ClauseKind // landingpad
	Call      *CallInfo    // call, invoke, callbr

	MD      []MDAttachment // !kind !N attachments, in order
	Records []*DebugRecord // debug records printed before this instruction
	Parent  *Block
}

// Type returns the result type (Void when the instruction produces no value).
func (i *Instruction) Type() Type { return i.Typ }

// Callee returns the called operand of a call, invoke or callbr.
func (i *Instruction) Callee() Value { return i.Ops[0] }

// Args returns the call arguments of a call, invoke or callbr, or the extra
// arguments of a catchpad or cleanuppad.
func (i *Instruction) Args() []Value { return i.Ops[1:] }

// Incoming returns the n-th incoming value and block of a phi.
func (i *Instruction) Incoming(n int) (Value, *Block) { return i.Ops[n], i.Blocks[n] }

// Terminator returns the block's last instruction if it is a terminator, or nil.
func (b *Block) Terminator() *Instruction {
	if len(b.Insts) == 0 {
		return nil
	}
	if t := b.Insts[len(b.Insts)-1]; t.Op.IsTerminator() {
		return t
	}
	return nil
}

// Successors returns the blocks control can pass to from a terminator (nil
// entries, such as "unwind to caller", are skipped).
func (i *Instruction) Successors() []*Block {
	if !i.Op.IsTerminator() {
		return nil
	}
	out := make([]*Block, 0, len(i.Blocks))
	for _, b := range i.Blocks {
		if b != nil {
			out = append(out, b)
		}
	}
	return out
}
