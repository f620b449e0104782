package llvmir

import (
	"bytes"
	"github.com/ferry-ir/ferry/diag"
	"slices"
	"strings"
)

var binOps = map[string]Opcode{
	"add": OpAdd, "fadd": OpFAdd, "sub": OpSub, "fsub": OpFSub, "mul": OpMul, "fmul": OpFMul,
	"udiv": OpUDiv, "sdiv": OpSDiv, "fdiv": OpFDiv, "urem": OpURem, "srem": OpSRem, "frem": OpFRem,
	"shl": OpShl, "lshr": OpLShr, "ashr": OpAShr, "and": OpAnd, "or": OpOr, "xor": OpXor,
}

var predByName = map[string]Predicate{}

func init() {
	for i, n := range predNames {
		if i < int(ICmpEQ) {
			predByName["f"+n] = Predicate(i)
		} else {
			predByName["i"+n] = Predicate(i)
		}
	}
}

func (p *parser) parseFMF() FastMath {
	var f FastMath
	for p.tok.kind == tIdent {
		switch string(p.text()) {
		case "fast":
			f |= FMFFast
		case "nnan":
			f |= FMFNNaN
		case "ninf":
			f |= FMFNInf
		case "nsz":
			f |= FMFNSZ
		case "arcp":
			f |= FMFARCP
		case "contract":
			f |= FMFContract
		case "afn":
			f |= FMFAFN
		case "reassoc":
			f |= FMFReassoc
		default:
			return f
		}
		p.next()
	}
	return f
}

func isFPOrFPVector(t Type) bool {
	_, ok := ScalarType(t).(*FloatType)
	return ok
}

func isIntOrIntVector(t Type) bool {
	_, ok := ScalarType(t).(*IntType)
	return ok
}

// fmfAllowed reports whether fast-math flags are allowed on a value of type t
// (FP, vectors of FP and arrays of those).
func fmfAllowed(t Type) bool {
	for {
		switch tt := t.(type) {
		case *ArrayType:
			t = tt.Elem
			continue
		case *StructType:
			if tt.Opaque || len(tt.Fields) == 0 {
				return false
			}
			for _, f := range tt.Fields {
				if f != tt.Fields[0] {
					return false
				}
			}
			t = tt.Fields[0]
			continue
		}
		return isFPOrFPVector(t)
	}
}

func (p *parser) parseInstruction() *Instruction {
	if p.tok.kind == tEOF {
		p.fail("found end of file when expecting more instructions")
	}
	if p.tok.kind != tIdent {
		p.fail("expected instruction opcode")
	}
	off := int(p.tok.start)
	kwb := p.text()
	p.next()
	in := p.newInst()
	if op, ok := binOps[string(kwb)]; ok {
		in.Op = op
		switch op {
		case OpAdd, OpSub, OpMul, OpShl:
			in.Flags |= p.parseWrapFlags()
		case OpUDiv, OpSDiv, OpLShr, OpAShr:
			if p.eat("exact") {
				in.Flags |= Exact
			}
		case OpOr:
			if p.eat("disjoint") {
				in.Flags |= Disjoint
			}
		case OpFAdd, OpFSub, OpFMul, OpFDiv, OpFRem:
			in.FMF = p.parseFMF()
		}
		aoff := int(p.tok.start) // LLParser reports type errors at the first operand
		a, at := p.parseTypedValue()
		p.expect(tComma, "',' in arithmetic operation")
		b := p.parseValue(at)
		fp := op == OpFAdd || op == OpFSub || op == OpFMul || op == OpFDiv || op == OpFRem
		if fp && !isFPOrFPVector(at) {
			p.failAt(aoff, diag.ErrType, "invalid operand type for instruction")
		}
		if !fp && !isIntOrIntVector(at) {
			p.failAt(aoff, diag.ErrType, "invalid operand type for instruction")
		}
		in.Ops = p.ops2(a, b)
		in.Typ = at
		return in
	}
	if op, ok := castOps[string(kwb)]; ok {
		in.Op = op
		switch op {
		case OpTrunc:
			in.Flags |= p.parseWrapFlags()
		case OpZExt, OpUIToFP:
			if p.eat("nneg") {
				in.Flags |= NNeg
			}
		}
		if op == OpFPTrunc || op == OpFPExt {
			in.FMF = p.parseFMF()
		}
		v, vt := p.parseTypedValue()
		p.expectIdent("to")
		dt := p.parseType(false)
		if !castValid(op, vt, dt) {
			p.failAt(off, diag.ErrType, "invalid cast opcode for cast from '%s' to '%s'", vt, dt)
		}
		in.Ops = p.ops1(v)
		in.Typ = dt
		return in
	}
	switch kw := string(kwb); kw {
	case "ret":
		in.Op = OpRet
		rt := p.fn.Sig.Ret
		toff := int(p.tok.start)
		t := p.parseType(true)
		if t == Void {
			if rt != Void {
				p.failAt(toff, diag.ErrType, "value doesn't match function result type '%s'", rt)
			}
			return in
		}
		v := p.parseValue(t)
		if t != rt {
			p.failAt(toff, diag.ErrType, "value doesn't match function result type '%s'", rt)
		}
		in.Ops = p.ops1(v)
	case "br":
		in.Op = OpBr
		if p.isIdent("label") {
			in.Blocks = p.newBlocks(1)
			in.Blocks[0] = p.parseLabel()
			return in
		}
		toff := int(p.tok.start)
		c, cty := p.parseTypedValue()
		if it, ok := cty.(*IntType); !ok || it.Bits != 1 {
			p.failAt(toff, diag.ErrType, "branch condition must have 'i1' type")
		}
		p.expect(tComma, "',' after branch condition")
		t := p.parseLabel()
		p.expect(tComma, "',' after true destination")
		f := p.parseLabel()
		in.Ops = p.ops1(c)
		in.Blocks = p.newBlocks(2)
		in.Blocks[0], in.Blocks[1] = t, f
	case "switch":
		in.Op = OpSwitch
		coff := int(p.tok.start)
		c := p.parseTypeAndValue()
		if _, ok := c.Type().(*IntType); !ok {
			p.failAt(coff, diag.ErrType, "switch condition must have integer type")
		}
		p.expect(tComma, "',' after switch condition")
		def := p.parseLabel()
		p.expect(tLBrack, "'[' with switch table")
		in.Ops = p.ops1(c)
		in.Blocks = []*Block{def}
		seen := map[caseKey]bool{} // a case is checked against the earlier ones in O(1)
		for p.tok.kind != tRBrack {
			coff := int(p.tok.start)
			cv := p.parseTypeAndValue()
			if _, ok := cv.(Constant); !ok {
				p.failAt(coff, diag.ErrSyntax, "case value is not a constant integer")
			}
			if _, ok := cv.(*ConstInt); !ok {
				p.failAt(coff, diag.ErrSyntax, "case value is not a constant integer")
			}
			if cv.Type() != c.Type() {
				p.failAt(coff, diag.ErrType, "case value type does not match switch condition")
			}
			if k := keyOfCase(cv.(*ConstInt)); seen[k] {
				p.failAt(coff, diag.ErrVerify, "duplicate case value in switch")
			} else {
				seen[k] = true
			}
			p.expect(tComma, "',' after case value")
			in.Ops = append(in.Ops, cv)
			in.Blocks = append(in.Blocks, p.parseLabel())
		}
		p.next()
	case "indirectbr":
		in.Op = OpIndirectBr
		aoff := int(p.tok.start)
		a := p.parseTypeAndValue()
		if _, ok := a.Type().(*PointerType); !ok {
			p.failAt(aoff, diag.ErrType, "indirectbr address must have pointer type")
		}
		p.expect(tComma, "',' after indirectbr address")
		p.expect(tLBrack, "'[' with indirectbr")
		in.Ops = p.ops1(a)
		for p.tok.kind != tRBrack {
			in.Blocks = append(in.Blocks, p.parseLabel())
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
		p.expect(tRBrack, "']' at end of block list")
	case "invoke":
		in.Op = OpInvoke
		p.parseCall(in, off)
		p.expectIdent("to")
		n := p.parseLabel()
		p.expectIdent("unwind")
		u := p.parseLabel()
		in.Blocks = []*Block{n, u}
	case "callbr":
		in.Op = OpCallBr
		p.parseCall(in, off)
		p.expectIdent("to")
		d := p.parseLabel()
		in.Blocks = []*Block{d}
		p.expect(tLBrack, "'['")
		for p.tok.kind != tRBrack {
			in.Blocks = append(in.Blocks, p.parseLabel())
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
		p.expect(tRBrack, "']'")
	case "resume":
		in.Op = OpResume
		in.Ops = p.ops1(p.parseTypeAndValue())
	case "unreachable":
		in.Op = OpUnreachable
	case "catchswitch":
		in.Op = OpCatchSwitch
		p.expectIdent("within")
		in.Ops = p.ops1(p.parsePadParent())
		p.expect(tLBrack, "'['")
		in.Blocks = []*Block{nil}
		if p.tok.kind == tRBrack {
			p.fail("expected type") // at least one handler
		}
		for p.tok.kind != tRBrack {
			in.Blocks = append(in.Blocks, p.parseLabel())
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
		p.expect(tRBrack, "']'")
		p.expectIdent("unwind")
		if p.eat("to") {
			p.expectIdent("caller")
		} else {
			in.Blocks[0] = p.parseLabel()
		}
		in.Typ = Token
	case "catchret":
		in.Op = OpCatchRet
		p.expectIdent("from")
		in.Ops = p.ops1(p.parsePadRef())
		p.expectIdent("to")
		in.Blocks = []*Block{p.parseLabel()}
	case "cleanupret":
		in.Op = OpCleanupRet
		p.expectIdent("from")
		in.Ops = p.ops1(p.parsePadRef())
		p.expectIdent("unwind")
		in.Blocks = []*Block{nil}
		if p.eat("to") {
			p.expectIdent("caller")
		} else {
			in.Blocks[0] = p.parseLabel()
		}
	case "catchpad", "cleanuppad":
		if kw == "catchpad" {
			in.Op = OpCatchPad
			p.expectIdent("within")
			in.Ops = p.ops1(p.parsePadRef())
		} else {
			in.Op = OpCleanupPad
			p.expectIdent("within")
			in.Ops = p.ops1(p.parsePadParent())
		}
		p.expect(tLBrack, "'['")
		for p.tok.kind != tRBrack {
			in.Ops = append(in.Ops, p.parseTypeAndArgValue())
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
		p.expect(tRBrack, "']'")
		in.Typ = Token
	case "fneg":
		in.Op = OpFNeg
		in.FMF = p.parseFMF()
		aoff := int(p.tok.start)
		a := p.parseTypeAndValue()
		if !isFPOrFPVector(a.Type()) {
			p.failAt(aoff, diag.ErrType, "invalid operand type for instruction")
		}
		in.Ops = p.ops1(a)
		in.Typ = a.Type()
	case "icmp", "fcmp":
		if kw == "icmp" {
			in.Op = OpICmp
			if p.eat("samesign") {
				in.Flags |= SameSign
			}
		} else {
			in.Op = OpFCmp
			in.FMF = p.parseFMF()
		}
		if p.tok.kind != tIdent {
			p.fail("expected comparison predicate")
		}
		pr, ok := predByName[kw[:1]+string(p.text())]
		if !ok {
			p.fail("expected %s predicate (e.g. 'eq')", strings.Clone(kw)) // a copy: kw must not escape, or every instruction would allocate it
		}
		in.Pred = pr
		p.next()
		aoff := int(p.tok.start)
		a, at := p.parseTypedValue()
		p.expect(tComma, "',' after compare value")
		b := p.parseValue(at)
		if in.Op == OpICmp {
			st := ScalarType(at)
			switch st.(type) {
			case *IntType, *PointerType:
			default:
				p.failAt(aoff, diag.ErrType, "icmp requires integer operands")
			}
		} else if !isFPOrFPVector(at) {
			p.failAt(aoff, diag.ErrType, "fcmp requires floating point operands")
		}
		in.Ops = p.ops2(a, b)
		in.Typ = p.boolLike(at)
	case "phi":
		in.Op = OpPhi
		in.FMF = p.parseFMF()
		toff := int(p.tok.start)
		t := p.parseType(false)
		// label is first class: "phi label" without entries is valid
		if t == Label && p.tok.kind == tLBrack || t != Label && !IsFirstClass(t) {
			p.failAt(toff, diag.ErrType, "phi node must have first class type")
		}
		in.Typ = t
		// no incoming value at all is valid syntax (a block without predecessors)
		for p.tok.kind == tLBrack {
			p.expect(tLBrack, "'[' in phi value list")
			v := p.parseValue(t)
			p.expect(tComma, "',' after insertelement value")
			bt := p.tok
			p.next()
			bb := p.blockRef(bt)
			p.expect(tRBrack, "']' in phi value list")
			in.Ops = append(in.Ops, v)
			in.Blocks = append(in.Blocks, bb)
			if p.tok.kind != tComma {
				break
			}
			// a comma may also start a metadata attachment
			save := p.lx.pos
			saveTok := p.tok
			p.next()
			if p.tok.kind == tMDVar {
				p.lx.pos = save
				p.tok = saveTok
				break
			}
			if p.tok.kind != tLBrack {
				p.fail("expected '[' in phi value list")
			}
		}
		if in.FMF != 0 && !fmfAllowed(t) {
			p.failAt(off, diag.ErrType, "fast-math-flags specified for phi without floating-point scalar or vector return type")
		}
	case "select":
		in.Op = OpSelect
		in.FMF = p.parseFMF()
		coff := int(p.tok.start)
		c, ct := p.parseTypedValue()
		p.expect(tComma, "',' after select condition")
		t, tt := p.parseTypedValue()
		p.expect(tComma, "',' after select value")
		f, ft := p.parseTypedValue()
		if msg := invalidSelect(ct, tt, ft); msg != "" {
			p.failAt(coff, diag.ErrType, "%s", msg)
		}
		if in.FMF != 0 && !fmfAllowed(tt) {
			p.failAt(off, diag.ErrType, "fast-math-flags specified for select without floating-point scalar or vector return type")
		}
		in.Ops = p.ops3(c, t, f)
		in.Typ = tt
	case "freeze":
		in.Op = OpFreeze
		v, vt := p.parseTypedValue()
		in.Ops = p.ops1(v)
		in.Typ = vt
	case "va_arg":
		in.Op = OpVAArg
		v := p.parseTypeAndValue()
		p.expect(tComma, "',' after vaarg operand")
		in.Typ = p.parseType(false)
		in.Ops = p.ops1(v)
	case "extractelement":
		in.Op = OpExtractElement
		v, vty := p.parseTypedValue()
		p.expect(tComma, "',' after extract value")
		i, ity := p.parseTypedValue()
		vt, ok := vty.(*VectorType)
		if !ok || !isIntOrIntVector(ity) {
			p.failAt(off, diag.ErrType, "invalid extractelement operands")
		}
		if _, ok := ity.(*IntType); !ok {
			p.failAt(off, diag.ErrType, "invalid extractelement operands")
		}
		in.Ops = p.ops2(v, i)
		in.Typ = vt.Elem
	case "insertelement":
		in.Op = OpInsertElement
		v, vty := p.parseTypedValue()
		p.expect(tComma, "',' after insertelement value")
		e, ety := p.parseTypedValue()
		p.expect(tComma, "',' after insertelement value")
		i, ity := p.parseTypedValue()
		vt, ok := vty.(*VectorType)
		_, iok := ity.(*IntType)
		if !ok || vt.Elem != ety || !iok {
			p.failAt(off, diag.ErrType, "invalid insertelement operands")
		}
		in.Ops = p.ops3(v, e, i)
		in.Typ = vty
	case "shufflevector":
		in.Op = OpShuffleVector
		aoff := int(p.tok.start)
		a, aty := p.parseTypedValue()
		p.expect(tComma, "',' after shuffle mask")
		b, bty := p.parseTypedValue()
		p.expect(tComma, "',' after shuffle value")
		m, mty := p.parseTypedValue()
		at, ok1 := aty.(*VectorType)
		mt, ok2 := mty.(*VectorType)
		if !ok1 || !ok2 || aty != bty {
			p.failAt(aoff, diag.ErrType, "invalid shufflevector operands")
		}
		if _, ok := m.(Constant); !ok {
			p.failAt(aoff, diag.ErrType, "invalid shufflevector operands")
		}
		if it, ok := mt.Elem.(*IntType); !ok || it.Bits != 32 || mt.Scalable != at.Scalable {
			p.failAt(aoff, diag.ErrType, "invalid shufflevector operands")
		}
		if !validShuffleMask(m, 2*at.Len, at.Scalable) {
			p.failAt(aoff, diag.ErrType, "invalid shufflevector operands")
		}
		in.Ops = p.ops3(a, b, m)
		in.Typ = p.m.VectorType(mt.Len, mt.Scalable, at.Elem)
	case "extractvalue":
		in.Op = OpExtractValue
		voff := int(p.tok.start)
		v := p.parseTypeAndValue()
		in.Indices = p.parseIndexList()
		t, ok := aggIndexType(v.Type(), in.Indices)
		if !ok {
			p.failAt(voff, diag.ErrType, "invalid indices for extractvalue")
		}
		in.Ops = p.ops1(v)
		in.Typ = t
	case "insertvalue":
		in.Op = OpInsertValue
		voff := int(p.tok.start)
		v := p.parseTypeAndValue()
		p.expect(tComma, "',' after insertvalue operand")
		eoff := int(p.tok.start)
		e := p.parseTypeAndValue()
		in.Indices = p.parseIndexList()
		t, ok := aggIndexType(v.Type(), in.Indices)
		if !ok {
			p.failAt(voff, diag.ErrType, "invalid indices for insertvalue")
		}
		if t != e.Type() {
			p.failAt(eoff, diag.ErrType, "insertvalue operand and field disagree in type: '%s' instead of '%s'", e.Type(), t)
		}
		in.Ops = p.ops2(v, e)
		in.Typ = v.Type()
	case "alloca":
		p.parseAlloca(in)
		p.defaultAlign(in)
	case "load":
		p.parseLoad(in, off)
		p.defaultAlign(in)
	case "store":
		p.parseStore(in, off)
		p.defaultAlign(in)
	case "fence":
		in.Op = OpFence
		p.parseScopeAndOrdering(in, false)
		switch in.Ordering {
		case Unordered:
			p.fail("fence cannot be unordered")
		case Monotonic:
			p.fail("fence cannot be monotonic")
		}
	case "cmpxchg":
		p.parseCmpXchg(in, off)
		p.defaultAlign(in)
	case "atomicrmw":
		p.parseAtomicRMW(in, off)
		p.defaultAlign(in)
	case "getelementptr":
		in.Op = OpGetElementPtr
		in.Flags, in.InRange = p.parseGEPFlags(off)
		if in.InRange != nil {
			p.failAt(off, diag.ErrSyntax, "expected type")
		}
		in.ElemType = p.parseType(false)
		p.expect(tComma, "',' after getelementptr's type")
		opOffs := p.gepOffs[:0]
		opOffs = append(opOffs, int(p.tok.start))
		in.Ops = p.ops1(p.parseTypeAndValue())
		for p.tok.kind == tComma {
			save, saveTok := p.lx.pos, p.tok
			p.next()
			if p.tok.kind == tMDVar {
				p.lx.pos, p.tok = save, saveTok
				break
			}
			opOffs = append(opOffs, int(p.tok.start))
			in.Ops = append(in.Ops, p.parseTypeAndValue())
		}
		p.gepOffs = opOffs
		rt, err, at := p.gepResultType(in.ElemType, in.Ops, false)
		if err != "" {
			p.failAt(opOffs[at], diag.ErrType, "%s", err)
		}
		in.Typ = rt
	case "call", "tail", "musttail", "notail":
		in.Op = OpCall
		switch kw {
		case "tail":
			in.Flags |= Tail
		case "musttail":
			in.Flags |= MustTail
		case "notail":
			in.Flags |= NoTail
		}
		if kw != "call" {
			p.expectIdent("call")
		}
		fmfOff := int(p.tok.start)
		in.FMF = p.parseFMF()
		p.parseCall(in, off)
		if in.FMF != 0 && !fmfAllowed(in.Typ) {
			p.failAt(fmfOff, diag.ErrType, "fast-math-flags specified for call without floating-point scalar or vector return type")
		}
	case "landingpad":
		in.Op = OpLandingPad
		in.Typ = p.parseType(false)
		if p.eat("cleanup") {
			in.Flags |= Cleanup
		}
		for {
			kind := Catch
			if p.eat("catch") {
			} else if p.eat("filter") {
				kind = Filter
			} else {
				break
			}
			in.Clauses = append(in.Clauses, kind)
			voff := int(p.tok.start)
			v := p.parseTypeAndValue()
			// a catch clause takes a non-array, a filter an array
			if _, isArr := v.Type().(*ArrayType); isArr && kind == Catch {
				p.failAt(voff, diag.ErrType, "'catch' clause has an invalid type")
			} else if !isArr && kind == Filter {
				p.failAt(voff, diag.ErrType, "'filter' clause has an invalid type")
			}
			in.Ops = append(in.Ops, v)
		}
	default:
		p.failAt(off, diag.ErrSyntax, "expected instruction opcode")
	}
	return in
}

// caseKey identifies a switch case value: equal keys exactly when constIntEqual.
type caseKey struct {
	val uint64
	big string // hex digits of Big, "" when the value fits Val
}

func keyOfCase(c *ConstInt) caseKey {
	if c.Big != nil {
		return caseKey{big: c.Big.Text(16) + "h"}
	}
	return caseKey{val: c.Val}
}

func constIntEqual(a, b *ConstInt) bool {
	if a.Big != nil || b.Big != nil {
		return a.Big != nil && b.Big != nil && a.Big.Cmp(b.Big) == 0
	}
	return a.Val == b.Val
}

// boolLike returns i1 or a vector of i1 shaped like t.
func (p *parser) boolLike(t Type) Type {
	if vt, ok := t.(*VectorType); ok {
		return p.m.VectorType(vt.Len, vt.Scalable, p.m.IntType(1))
	}
	return p.m.IntType(1)
}

func (p *parser) parseIndexList() []uint64 {
	var idx []uint64
	for p.tok.kind == tComma {
		save, saveTok := p.lx.pos, p.tok
		p.next()
		if p.tok.kind == tMDVar {
			if len(idx) == 0 {
				p.fail("expected index")
			}
			p.lx.pos, p.tok = save, saveTok
			break
		}
		idx = append(idx, uint64(p.uint32("index")))
	}
	if len(idx) == 0 {
		p.fail("expected ',' as start of index list")
	}
	return idx
}

func aggIndexType(t Type, idx []uint64) (Type, bool) {
	for _, i := range idx {
		switch tt := t.(type) {
		case *StructType:
			if i >= uint64(len(tt.Fields)) {
				return nil, false
			}
			t = tt.Fields[i]
		case *ArrayType:
			if i >= tt.Len {
				return nil, false
			}
			t = tt.Elem
		default:
			return nil, false
		}
	}
	return t, true
}

// parsePadParent parses "none" or a pad token value.
func (p *parser) parsePadParent() Value {
	if p.eat("none") {
		return &ConstNone{}
	}
	return p.parsePadRef()
}

func (p *parser) parsePadRef() Value {
	t := p.tok
	if t.kind != tLocal && t.kind != tLocalID {
		p.fail("expected scope value for catchswitch")
	}
	p.next()
	return p.localRef(t, Token)
}

func (p *parser) parseAlloca(in *Instruction) {
	in.Op = OpAlloca
	if p.eat("inalloca") {
		in.Flags |= InAlloca
	}
	if p.eat("swifterror") {
		in.Flags |= SwiftError
	}
	toff := int(p.tok.start)
	in.ElemType = p.parseType(false)
	if !isSizedOrOpaqueOK(in.ElemType) || in.ElemType == Token || in.ElemType == Label || in.ElemType == X86AMX {
		p.failAt(toff, diag.ErrType, "invalid type for alloca")
	}
	// an unsized type is reported as such first (checkSized, below or at the end)
	if p.sawTargetType && isSized(in.ElemType) && lacksTargetProp(in.ElemType, ttLocal, nil) {
		p.failAt(toff, diag.ErrType, "Alloca has illegal target extension type")
	}
	if _, ok := in.ElemType.(*PointerType); in.Flags&SwiftError != 0 && !ok {
		p.failAt(toff, diag.ErrVerify, "swifterror alloca must have pointer type")
	}
	// [, T count] [, align N [, addrspace(M)]... | , addrspace(M)] [, !md ...],
	// in this order (LLParser::parseAlloc)
	if p.tok.kind == tComma {
		p.next()
		if !p.isIdent("align") && !p.isIdent("addrspace") && p.tok.kind != tMDVar {
			coff := int(p.tok.start)
			n := p.parseTypeAndValue()
			if _, ok := n.Type().(*IntType); !ok {
				p.failAt(coff, diag.ErrType, "element count must have integer type")
			}
			in.Ops = p.ops1(n)
			if ci, one := n.(*ConstInt); in.Flags&SwiftError != 0 && !(one && ci.Big == nil && ci.Val == 1) {
				p.failAt(toff, diag.ErrVerify, "swifterror alloca must not be array allocation")
			}
			if p.tok.kind != tComma {
				in.Typ = p.m.PtrType(in.AddrSpace)
				p.checkSized(in, in.ElemType, toff, "Cannot allocate unsized type")
				return
			}
			// a comma followed by none of the parts below ends the
			// instruction (and what follows must be the next one)
			p.next()
		}
		switch {
		case p.eat("align"):
			in.Align = p.parseAlignValue(false)
			for p.tok.kind == tComma {
				p.next()
				if p.tok.kind == tMDVar {
					break
				}
				if !p.eat("addrspace") {
					p.fail("expected metadata or 'addrspace'")
				}
				in.AddrSpace = p.parseAddrSpace()
				in.HasAddrSpace = true
			}
		case p.eat("addrspace"):
			in.AddrSpace = p.parseAddrSpace()
			in.HasAddrSpace = true
		}
		if p.tok.kind == tMDVar {
			in.MD = append(in.MD, p.parseMDAttachment())
		}
	}
	for p.tok.kind == tComma {
		p.next()
		if p.tok.kind != tMDVar {
			p.fail("expected metadata after comma")
		}
		in.MD = append(in.MD, p.parseMDAttachment())
	}
	in.Typ = p.m.PtrType(in.AddrSpace)
	p.checkSized(in, in.ElemType, toff, "Cannot allocate unsized type")
}

func (p *parser) parseScopeAndOrdering(in *Instruction, atomic bool) {
	if p.eat("syncscope") {
		p.expect(tLParen, "'(' in syncscope")
		in.SyncScope, in.HasSyncScope = p.stringVal(), true
		p.expect(tRParen, "')' in syncscope")
	}
	in.Ordering = p.parseOrdering()
}

func (p *parser) parseOrdering() Ordering {
	if p.tok.kind != tIdent {
		p.fail("Expected ordering on atomic instruction")
	}
	var o Ordering
	switch string(p.text()) {
	case "unordered":
		o = Unordered
	case "monotonic":
		o = Monotonic
	case "acquire":
		o = Acquire
	case "release":
		o = Release
	case "acq_rel":
		o = AcqRel
	case "seq_cst":
		o = SeqCst
	default:
		p.fail("Expected ordering on atomic instruction")
	}
	p.next()
	return o
}

// parseMemTail parses [, align N] and attachments after a memory instruction.
// It returns the offset of the token where LLParser stands once it has read
// the alignment (the first attachment's name, or what follows the
// instruction), where it reports the errors it finds after that.
func (p *parser) parseMemTail(in *Instruction) int {
	after := -1
	for p.tok.kind == tComma {
		p.next()
		if p.eat("align") {
			in.Align = p.parseAlignValue(false)
			continue
		}
		if p.tok.kind == tMDVar {
			if after < 0 {
				after = int(p.tok.start)
			}
			in.MD = append(in.MD, p.parseMDAttachment())
			continue
		}
		p.fail("expected metadata after comma")
	}
	if after < 0 {
		after = int(p.tok.start)
	}
	return after
}

func (p *parser) parseLoad(in *Instruction, off int) {
	in.Op = OpLoad
	atomic := p.eat("atomic")
	if p.eat("volatile") {
		in.Flags |= Volatile
	}
	toff := int(p.tok.start)
	in.Typ = p.parseType(false)
	p.expect(tComma, "comma after load's type")
	poff := int(p.tok.start)
	ptr, pty := p.parseTypedValue()
	in.Ops = p.ops1(ptr)
	if atomic {
		p.parseScopeAndOrdering(in, true)
	}
	p.parseMemTail(in)
	// The checks in LLParser::parseLoad's order.
	if _, ok := pty.(*PointerType); !ok || !IsFirstClass(in.Typ) && in.Typ != Label && in.Typ != MetadataTy {
		p.failAt(poff, diag.ErrType, "load operand must be a pointer to a first class type")
	}
	if atomic && in.Align == 0 {
		p.failAt(poff, diag.ErrSyntax, "atomic load must have explicit non-zero alignment")
	}
	if atomic && (in.Ordering == Release || in.Ordering == AcqRel) {
		p.failAt(poff, diag.ErrSyntax, "atomic load cannot use Release ordering")
	}
	p.checkSized(in, in.Typ, toff, "loading unsized types is not allowed")
}

func (p *parser) parseStore(in *Instruction, off int) {
	in.Op = OpStore
	atomic := p.eat("atomic")
	if p.eat("volatile") {
		in.Flags |= Volatile
	}
	voff := int(p.tok.start)
	v, vty := p.parseTypedValue()
	p.expect(tComma, "',' after store operand")
	poff := int(p.tok.start)
	ptr, pty := p.parseTypedValue()
	in.Ops = p.ops2(v, ptr)
	if atomic {
		p.parseScopeAndOrdering(in, true)
	}
	p.parseMemTail(in)
	// The checks in LLParser::parseStore's order.
	if _, ok := pty.(*PointerType); !ok {
		p.failAt(poff, diag.ErrType, "store operand must be a pointer")
	}
	if vt := vty; !IsFirstClass(vt) && vt != Label && vt != MetadataTy {
		p.failAt(voff, diag.ErrType, "store operand must be a first class value")
	}
	if atomic && in.Align == 0 {
		p.failAt(voff, diag.ErrSyntax, "atomic store must have explicit non-zero alignment")
	}
	if atomic && (in.Ordering == Acquire || in.Ordering == AcqRel) {
		p.failAt(voff, diag.ErrSyntax, "atomic store cannot use Acquire ordering")
	}
	p.checkSized(in, vty, voff, "storing unsized types is not allowed")
}

func (p *parser) parseCmpXchg(in *Instruction, off int) {
	in.Op = OpCmpXchg
	if p.eat("weak") {
		in.Flags |= Weak
	}
	if p.eat("volatile") {
		in.Flags |= Volatile
	}
	poff := int(p.tok.start)
	ptr := p.parseTypeAndValue()
	p.expect(tComma, "',' after cmpxchg address")
	cmp := p.parseTypeAndValue()
	p.expect(tComma, "',' after cmpxchg cmp operand")
	noff := int(p.tok.start)
	nw := p.parseTypeAndValue()
	p.parseScopeAndOrdering(in, true)
	in.FailOrdering = p.parseOrdering()
	in.Ops = p.ops3(ptr, cmp, nw)
	after := p.parseMemTail(in)
	// The checks in LLParser::parseCmpXchg's order.
	if in.Ordering < Monotonic {
		p.failAt(after, diag.ErrSyntax, "invalid cmpxchg success ordering")
	}
	if in.FailOrdering < Monotonic || in.FailOrdering == Release || in.FailOrdering == AcqRel {
		p.failAt(after, diag.ErrSyntax, "invalid cmpxchg failure ordering")
	}
	if _, ok := ptr.Type().(*PointerType); !ok {
		p.failAt(poff, diag.ErrType, "cmpxchg operand must be a pointer")
	}
	if cmp.Type() != nw.Type() {
		p.failAt(noff, diag.ErrType, "compare value and new value type do not match")
	}
	in.Typ = p.m.LiteralStruct([]Type{cmp.Type(), p.m.IntType(1)}, false)
}

var rmwByName = func() map[string]RMWOp {
	m := map[string]RMWOp{}
	for i, n := range rmwNames {
		m[n] = RMWOp(i)
	}
	return m
}()

func (p *parser) parseAtomicRMW(in *Instruction, off int) {
	in.Op = OpAtomicRMW
	if p.eat("volatile") {
		in.Flags |= Volatile
	}
	if p.tok.kind != tIdent {
		p.fail("expected binary operation in atomicrmw")
	}
	op, ok := rmwByName[string(p.text())]
	if !ok {
		p.fail("expected binary operation in atomicrmw")
	}
	p.next()
	in.RMWOp = op
	ptrOff := int(p.tok.start)
	ptr := p.parseTypeAndValue()
	p.expect(tComma, "',' after atomicrmw address")
	valOff := int(p.tok.start)
	v := p.parseTypeAndValue()
	p.parseScopeAndOrdering(in, true)
	// LLParser reads the optional ", align N" before its checks
	if t := p.peek(); p.tok.kind == tComma && t.kind == tIdent && string(p.lx.src[t.start:t.end]) == "align" {
		p.next()
		p.next()
		in.Align = p.parseAlignValue(false)
	}
	atOff := int(p.tok.start)
	if p.tok.kind == tComma {
		atOff = int(p.peek().start)
	}
	p.checkAtomicRMW(in, ptr, v, atOff, ptrOff, valOff, off)
	in.Ops = p.ops2(ptr, v)
	in.Typ = v.Type()
	p.parseMemTail(in)
}

// parseCall parses the shared part of call, invoke and callbr:
// [cc] [ret attrs] [addrspace(N)] T callee(args) [fn attrs] [bundles].
func (p *parser) parseCall(in *Instruction, off int) {
	callLoc := int(p.tok.start)
	ci := &CallInfo{}
	in.Call = ci
	ci.CC = p.parseCC()
	p.parseAttrs(&ci.RetAttrs, attrRet, false, false)
	ci.AddrSpace = p.progAS
	if p.eat("addrspace") {
		ci.AddrSpace = p.parseAddrSpace()
		ci.HasAddrSpace = true
	}
	toff := int(p.tok.start)
	t := p.parseType(true)
	ft, explicit := t.(*FuncType)
	calleeTok := p.tok
	// arguments first need the callee; parse the callee after knowing its type
	var callee Value
	var calleeOff = int(calleeTok.start)
	if p.isIdent("asm") {
		callee = p.parseInlineAsm(p.m.PtrType(ci.AddrSpace))
	} else {
		callee = p.parseValue(p.m.PtrType(ci.AddrSpace))
	}
	p.expect(tLParen, "'(' in call")
	var args []Value
	dots := false
	for p.tok.kind != tRParen {
		if dots = p.tok.kind == tDots; dots {
			// "..." forwards the varargs of a musttail call; it is not an operand
			if in.Flags&MustTail == 0 {
				p.fail("unexpected ellipsis in argument list for non-musttail call")
			}
			if p.fn == nil || !p.fn.Sig.VarArg {
				p.fail("unexpected ellipsis in argument list for musttail call in non-varargs function")
			}
			p.next()
			break
		}
		aoff := int(p.tok.start)
		at := p.parseType(false)
		var as AttrSet
		p.parseAttrs(&as, attrParam, false, false)
		v := p.parseArgValue(at)
		p.checkAttrTypes(as, at, aoff)
		args = append(args, v)
		ci.ParamAttrs = append(ci.ParamAttrs, as)
		if p.tok.kind != tComma {
			break
		}
		p.next()
		if p.tok.kind == tRParen {
			p.fail("expected type")
		}
	}
	if !dots && p.tok.kind == tRParen && in.Flags&MustTail != 0 && p.fn != nil && p.fn.Sig.VarArg {
		p.fail("expected '...' at end of argument list for musttail call in varargs function")
	}
	p.expect(tRParen, "')' at end of argument list")
	if !explicit {
		// build the function type from the argument types
		ptypes := make([]Type, len(args))
		for i, a := range args {
			ptypes[i] = a.Type()
		}
		if t == Label || t == MetadataTy {
			p.failAt(toff, diag.ErrType, "invalid result type")
		}
		ft = p.m.FuncType(t, ptypes, false)
	} else {
		if len(args) < len(ft.Params) || len(args) > len(ft.Params) && !ft.VarArg {
			p.failAt(calleeOff, diag.ErrType, "invalid number of parameters")
		}
		for i, pt := range ft.Params {
			if args[i].Type() != pt {
				p.failAt(calleeOff, diag.ErrType, "invalid argument type")
			}
		}
	}
	if ia, ok := callee.(*InlineAsm); ok {
		ia.FnType = ft
		if msg := checkInlineAsm(ft, ia.Constraints); msg != "" {
			p.failAt(int(ia.off), diag.ErrSyntax, "%s", msg)
		}
	}
	if fg, ok := callee.(*fwdGlobal); ok {
		fg.calls++
		if !slices.Contains(fg.callTypes, ft) {
			fg.callTypes = append(fg.callTypes, ft)
		}
	}
	ci.FnType = ft
	p.parseAttrs(&ci.FnAttrs, attrFn, false, false)
	if p.tok.kind == tLBrack {
		p.next()
		for p.tok.kind != tRBrack {
			var b OperandBundle
			b.Tag = p.stringVal()
			p.expect(tLParen, "'(' in operand bundle")
			for p.tok.kind != tRParen {
				b.Inputs = append(b.Inputs, p.parseTypeAndArgValue())
				if p.tok.kind != tComma {
					break
				}
				p.next()
			}
			p.expect(tRParen, "')' in operand bundle")
			ci.Bundles = append(ci.Bundles, b)
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
		p.expect(tRBrack, "']' at end of operand bundles")
	}
	in.Ops = make([]Value, 0, len(args)+1)
	in.Ops = append(in.Ops, callee)
	in.Ops = append(in.Ops, args...)
	p.checkAttrTypes(ci.RetAttrs, ft.Ret, off)
	in.Typ = ft.Ret
	if name := p.lx.src[calleeTok.start+1 : calleeTok.end]; in.Op == OpCall && calleeTok.kind == tGlobal && (bytes.HasPrefix(name, []byte("llvm.dbg.")) || bytes.HasPrefix(name, []byte(`"llvm.dbg.`))) {
		p.sawDebugCall(p.nameOf(calleeTok), callLoc)
	}
}

// parseWrapFlags parses "nuw", "nsw", "nuw nsw" or "nsw nuw" (each once), as LLVM does.
func (p *parser) parseWrapFlags() Flags {
	var f Flags
	if p.eat("nuw") {
		f |= NUW
	}
	if p.eat("nsw") {
		f |= NSW
		if f&NUW == 0 && p.eat("nuw") {
			f |= NUW
		}
	}
	return f
}

func (p *parser) ops1(a Value) []Value {
	o := p.newOps(1)
	o[0] = a
	return o
}

func (p *parser) ops2(a, b Value) []Value {
	o := p.newOps(2)
	o[0], o[1] = a, b
	return o
}

func (p *parser) ops3(a, b, c Value) []Value {
	o := p.newOps(3)
	o[0], o[1], o[2] = a, b, c
	return o
}

// validShuffleMask reports whether m is a valid shufflevector mask for inputs of
// n/2 elements: poison, undef or zero, or constant indices below n (scalable
// vectors allow only zeroinitializer, poison and undef).
func validShuffleMask(m Value, n uint64, scalable bool) bool {
	check := func(e Constant) bool {
		switch e := e.(type) {
		case *ConstUndef, *ConstPoison, *ConstZero:
			return true
		case *ConstInt:
			return !scalable && e.Val < n || scalable && e.Val == 0
		}
		return false
	}
	switch m := m.(type) {
	case *ConstZero, *ConstUndef, *ConstPoison:
		return true
	case *ConstSplat:
		return check(m.Elem)
	case *ConstVector:
		if scalable {
			return false
		}
		for _, e := range m.Elems {
			if !check(e) {
				return false
			}
		}
		return true
	}
	return false
}

// invalidSelect returns SelectInst::areInvalidOperands's reason for a select
// of condition type c and value types t and f, or "".
func invalidSelect(c, t, f Type) string {
	if t != f {
		return "both values to select must have same type"
	}
	if t == Token {
		return "select values cannot have token type"
	}
	if cv, ok := c.(*VectorType); ok {
		if it, ok := cv.Elem.(*IntType); !ok || it.Bits != 1 {
			return "vector select condition element type must be i1"
		}
		tv, ok := t.(*VectorType)
		if !ok {
			return "selected values for vector select must be vectors"
		}
		if tv.Len != cv.Len || tv.Scalable != cv.Scalable {
			return "vector select requires selected vectors to have the same vector length as select condition"
		}
	} else if it, ok := c.(*IntType); !ok || it.Bits != 1 {
		return "select condition must be i1 or <n x i1>"
	}
	return ""
}
