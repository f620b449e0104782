package mlir

import (
	"strconv"

	"github.com/ferry-ir/ferry/diag"
)

type resultName struct {
	name  string
	count int
	off   int
}

// parseOperation parses one operation with its result bindings and location.
func (p *parser) parseOperation() (*Operation, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	start := int(p.tok.start)
	var results []resultName
	numResults := 0
	if p.tok.kind == tPercentID {
		for {
			if p.tok.kind != tPercentID {
				return nil, p.errExpected("valid ssa identifier")
			}
			rn := resultName{name: p.srcString(int(p.tok.start)+1, int(p.tok.end)), count: 1, off: int(p.tok.start)}
			p.next()
			if p.tok.kind == tColon {
				p.next()
				if p.tok.kind != tInteger {
					return nil, p.errExpected("integer number of results")
				}
				n, err := strconv.Atoi(p.tokText())
				if err != nil || n < 1 || n > 1<<20 {
					return nil, p.errHere("expected named operation to have at least 1 result")
				}
				rn.count = n
				p.next()
			}
			results = append(results, rn)
			numResults += rn.count
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
		if err := p.expect(tEqual, "'=' after SSA name"); err != nil {
			return nil, err
		}
	}
	var op *Operation
	var err error
	opOff := int(p.tok.start)
	switch p.tok.kind {
	case tString:
		op, err = p.parseGenericOperation()
	case tBareID:
		if _, _, isInt := intTypeSpelling(p.buf[p.tok.start:p.tok.end]); isInt {
			return nil, p.errExpected("operation name in quotes")
		}
		op, err = p.parseCustomOperation(numResults)
	default:
		return nil, p.errExpected("operation name in quotes")
	}
	if err != nil {
		return nil, err
	}
	op.Offset = opOff
	if results != nil {
		if numResults != len(op.Results) {
			if len(op.Results) == 0 {
				return nil, p.src.Errorf(start, diag.ErrSyntax, "cannot name an operation with no results")
			}
			return nil, p.src.Errorf(start, diag.ErrSyntax, "operation defines %d results but was provided %d to bind", len(op.Results), numResults)
		}
		i := 0
		for _, rn := range results {
			vals := op.Results[i : i+rn.count]
			vals[0].Name = rn.name
			if err := p.defineValues(rn.name, vals, rn.off); err != nil {
				return nil, err
			}
			i += rn.count
		}
	}
	return op, nil
}

// finishOp builds the op from st, records placeholder uses and attaches regions.
func (p *parser) finishOp(st *OperationState, phStart int) (*Operation, error) {
	if st.Def != nil && st.Def.Create != nil {
		// Create sees the properties as written in `<{...}>`: MLIR converts only
		// those, and verifies inherent attributes given in the dictionary.
		if err := st.Def.Create(p.ctx, st); err != nil {
			return nil, p.src.Errorf(st.Offset, diag.ErrType, "%s", err)
		}
	}
	if st.Def.Has(HasProperties) && len(st.Attrs) > 0 && len(st.Def.Inherent) > 0 {
		// Inherent attributes given in the dictionary become properties.
		kept := st.Attrs[:0:0]
		for _, a := range st.Attrs {
			if containsString(st.Def.Inherent, a.Name) {
				st.Props = setNamed(st.Props, a.Name, a.Value)
			} else {
				kept = append(kept, a)
			}
		}
		st.Attrs = kept
	}
	op := NewOperation(st)
	if p.chunkMode && len(op.Successors) > 0 {
		p.succOps = append(p.succOps, op)
	}
	// A location alias defined later points at the op, not at st.
	for i := len(p.locFixups) - 1; i >= 0 && p.locFixups[i].dst == &p.opLoc; i-- {
		p.locFixups[i].dst = &op.Loc
	}
	if p.placeholders == phStart {
		// No forward reference since the op began: its operands are all
		// defined values, which are not read here (they are mostly far away).
		return op, nil
	}
	for i, v := range op.Operands {
		if v.index == -1 && v.owner == nil && v.block == nil {
			if p.chunkMode {
				p.fwdUses = append(p.fwdUses, opUse{op, i})
				continue
			}
			p.placeholderUses[v] = append(p.placeholderUses[v], opUse{op, i})
		}
	}
	return op, nil
}

func (p *parser) parseGenericOperation() (*Operation, error) {
	phStart := p.placeholders
	nameTok := p.tok
	name, ok := p.opNames[string(p.text(nameTok))]
	if !ok {
		name = unquote(p.text(nameTok))
		if p.opNames == nil {
			p.opNames = map[string]string{}
		}
		p.opNames[string(p.text(nameTok))] = name
	}
	if name == "" {
		return nil, p.src.Errorf(int(nameTok.start), diag.ErrSyntax, "empty operation name is invalid")
	}
	p.next()
	sc := p.getOpScratch()
	st := &sc.st
	*st = OperationState{Name: name, Offset: int(nameTok.start), Loc: p.locAt(int(nameTok.start))}
	st.Def = p.ctx.ops[name]
	if err := p.parseGenericOperationAfterName(st); err != nil {
		return nil, err
	}
	if ns, _, _ := cutDot(name); st.Def == nil && !p.ctx.AllowUnregistered && !p.ctx.allowsUnknownOps(ns) {
		// MLIR reports it when it creates the op, at the token after the name.
		off := int(nameTok.end)
		if ns == name || p.ctx.dialects[ns] != nil {
			off = int(nameTok.start)
		}
		return nil, p.unregisteredOpError(off, name)
	}
	op, err := p.finishOp(st, phStart)
	if err != nil {
		return nil, err
	}
	p.putOpScratch(sc)
	return op, nil
}

// opScratch is the state and hook parser of an op being parsed. NewOperation
// copies what it needs out of the state, so both are reused for the next op
// (parsers are per goroutine; nested regions take their own from the stack).
type opScratch struct {
	st OperationState
	ap OpAsmParser
}

func (p *parser) getOpScratch() *opScratch {
	if n := len(p.scratchFree); n > 0 {
		sc := p.scratchFree[n-1]
		p.scratchFree = p.scratchFree[:n-1]
		return sc
	}
	return new(opScratch)
}

// putOpScratch returns sc for reuse once its op is built (not after an error:
// a hook may still hold it).
func (p *parser) putOpScratch(sc *opScratch) {
	sc.st = OperationState{}
	sc.ap = OpAsmParser{}
	p.scratchFree = append(p.scratchFree, sc)
}

func (p *parser) unregisteredOpError(off int, name string) error {
	ns := name
	for i := 0; i < len(name); i++ {
		if name[i] == '.' {
			ns = name[:i]
			break
		}
	}
	if p.ctx.dialects[ns] != nil {
		return p.src.Errorf(off, diag.ErrSyntax, "unregistered operation '%s' found in dialect ('%s') that does not allow unknown operations", name, ns)
	}
	return p.src.Errorf(off, diag.ErrSyntax, "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used")
}

// parseGenericOperationAfterName parses `(operands) [succ] <{props}> (regions) {attrs} : fntype loc`.
func (p *parser) parseGenericOperationAfterName(st *OperationState) error {
	if err := p.expect(tLParen, "'(' to start operand list"); err != nil {
		return err
	}
	umark := len(p.ustack)
	defer func() { p.ustack = p.ustack[:umark] }()
	if p.tok.kind == tPercentID {
		for {
			u, err := p.parseOperandRef()
			if err != nil {
				return err
			}
			p.ustack = append(p.ustack, u)
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
	}
	if err := p.expect(tRParen, "')' to end operand list"); err != nil {
		return err
	}
	if p.tok.kind == tLSquare {
		p.next()
		for {
			b, err := p.parseSuccessorRef()
			if err != nil {
				return err
			}
			st.Successors = append(st.Successors, b)
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
		if err := p.expect(tRSquare, "',' or ']'"); err != nil {
			return err
		}
	}
	if p.tok.kind == tLess {
		p.next()
		if p.tok.kind != tLBrace {
			return p.errExpected("attribute value")
		}
		props, err := p.parseAttrDictEntries()
		if err != nil {
			return err
		}
		st.Props = props
		if err := p.expect(tGreater, "'>' to close properties"); err != nil {
			return err
		}
	}
	if p.tok.kind == tLParen {
		p.next()
		dd := ""
		if st.Def != nil {
			dd = st.Def.DefaultDialect
		}
		p.defaultDialect = append(p.defaultDialect, dd)
		defer func() { p.defaultDialect = p.defaultDialect[:len(p.defaultDialect)-1] }()
		for {
			r := &Region{}
			if err := p.parseRegionBody(r, nil, st.Def.Has(IsolatedFromAbove)); err != nil {
				return err
			}
			st.Regions = append(st.Regions, r)
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
		if err := p.expect(tRParen, "')' to end region list"); err != nil {
			return err
		}
	}
	if p.tok.kind == tLBrace {
		attrs, err := p.parseAttrDictEntries()
		if err != nil {
			return err
		}
		st.Attrs = attrs
	}
	if err := p.expect(tColon, "':' followed by operation type"); err != nil {
		return err
	}
	operands := p.ustack[umark:]
	typeOff := int(p.tok.start)
	t, err := p.parseType()
	if err != nil {
		return err
	}
	ft, ok := t.(*FunctionType)
	if !ok {
		return p.src.Errorf(typeOff, diag.ErrSyntax, "expected function type")
	}
	if len(ft.Inputs) != len(operands) {
		return p.src.Errorf(typeOff, diag.ErrSyntax, "expected %d operand type%s but had %d", len(operands), plural(len(operands)), len(ft.Inputs))
	}
	st.Operands = p.valueList(len(operands))
	for i, u := range operands {
		v, err := p.lookupValue(u.Name, u.Number, ft.Inputs[i], u.Offset)
		if err != nil {
			return err
		}
		st.Operands[i] = v
	}
	st.Types = ft.Results
	return p.parseOpLoc(st)
}

// parseOpLoc parses the optional trailing `loc(...)` of the op st is being built
// for. The location goes through p.opLoc, which finishOp knows, so that st does
// not escape.
func (p *parser) parseOpLoc(st *OperationState) error {
	p.opLoc = nil
	if err := p.parseTrailingLoc(&p.opLoc); err != nil {
		return err
	}
	if p.opLoc != nil {
		st.Loc = p.opLoc
	}
	return nil
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// parseTrailingLoc parses an optional `loc(...)` into *dst.
func (p *parser) parseTrailingLoc(dst *Location) error {
	if !p.isKeyword("loc") {
		return nil
	}
	return p.parseLocInto(dst)
}

// parseLocInto parses `loc(...)`; an alias reference not yet defined is resolved at
// the end of the file.
func (p *parser) parseLocInto(dst *Location) error {
	p.next()
	if err := p.expect(tLParen, "'(' in location"); err != nil {
		return err
	}
	if p.tok.kind == tHashID {
		name := string(p.buf[p.tok.start+1 : p.tok.end])
		off := int(p.tok.start)
		if a, ok := p.attrAliases[name]; ok {
			loc, ok := a.(Location)
			if !ok {
				return p.src.Errorf(off, diag.ErrType, "expected location, but found '%s'", a.String())
			}
			*dst = loc
		} else {
			p.locFixups = append(p.locFixups, locFixup{name: name, off: off, dst: dst})
		}
		p.next()
	} else {
		loc, err := p.parseLocBody()
		if err != nil {
			return err
		}
		*dst = loc
	}
	return p.expect(tRParen, "')' in location")
}

// parseLocBody parses the inside of loc(...).
func (p *parser) parseLocBody() (Location, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	switch p.tok.kind {
	case tHashID:
		name := string(p.buf[p.tok.start+1 : p.tok.end])
		a, ok := p.attrAliases[name]
		if !ok {
			return nil, p.errUndefinedAlias(name)
		}
		loc, ok := a.(Location)
		if !ok {
			return nil, p.errHere("expected location, but found '%s'", a.String())
		}
		p.next()
		return loc, nil
	case tString:
		s := unquote(p.text(p.tok))
		p.next()
		if p.tok.kind == tColon {
			p.next()
			line, err := p.parseLocNumber(lineNumber, true)
			if err != nil {
				return nil, err
			}
			if p.tok.kind != tColon {
				// MLIR 22 reads `"file":line` as column 0.
				return p.ctx.InternAttr(&FileLineColLoc{File: s, Line: line}).(Location), nil
			}
			p.next()
			col, err := p.parseLocNumber(colNumber, false)
			if err != nil {
				return nil, err
			}
			loc := &FileLineColLoc{File: s, Line: line, Col: col}
			if p.isKeyword("to") {
				p.next()
				loc.Range = true
				if p.tok.kind == tColon {
					p.next()
					c2, err := p.parseLocNumber(colNumber, false)
					if err != nil {
						return nil, err
					}
					loc.EndLine, loc.EndCol = line, c2
				} else {
					const afterTo = "either integer or `:` post `to` in FileLineColRange"
					if p.tok.kind != tInteger {
						return nil, p.errExpected(afterTo)
					}
					l2, err := p.parseLocNumber(lineNumber, true)
					if err != nil {
						return nil, err
					}
					if p.tok.kind != tColon {
						return nil, p.errExpected(afterTo)
					}
					p.next()
					c2, err := p.parseLocNumber(colNumber, false)
					if err != nil {
						return nil, err
					}
					loc.EndLine, loc.EndCol, loc.HasEndLine = l2, c2, true
				}
			}
			return p.ctx.InternAttr(loc).(Location), nil
		}
		var child Location
		if p.tok.kind == tLParen {
			p.next()
			c, err := p.parseLocBody()
			if err != nil {
				return nil, err
			}
			child = c
			if err := p.expect(tRParen, "')' after child location of NameLoc"); err != nil {
				return nil, err
			}
		}
		return p.ctx.NameLoc(s, child), nil
	case tBareID:
		switch p.tokText() {
		case "unknown":
			p.next()
			return p.ctx.UnknownLoc(), nil
		case "callsite":
			p.next()
			if err := p.expect(tLParen, "'(' in callsite location"); err != nil {
				return nil, err
			}
			callee, err := p.parseLocBody()
			if err != nil {
				return nil, err
			}
			if !p.isKeyword("at") {
				return nil, p.errExpected("'at' in callsite location")
			}
			p.next()
			caller, err := p.parseLocBody()
			if err != nil {
				return nil, err
			}
			if err := p.expect(tRParen, "')' in callsite location"); err != nil {
				return nil, err
			}
			return p.ctx.CallSiteLoc(callee, caller), nil
		case "fused":
			p.next()
			var meta Attribute
			if p.tok.kind == tLess {
				p.next()
				a, err := p.parseAttribute(nil)
				if err != nil {
					return nil, err
				}
				meta = a
				if err := p.expect(tGreater, "'>' after fused location metadata"); err != nil {
					return nil, err
				}
			}
			if err := p.expect(tLSquare, "'[' in fused location"); err != nil {
				return nil, err
			}
			var locs []Location
			for {
				l, err := p.parseLocBody()
				if err != nil {
					return nil, err
				}
				locs = append(locs, l)
				if p.tok.kind != tComma {
					break
				}
				p.next()
			}
			if err := p.expect(tRSquare, "']' in fused location"); err != nil {
				return nil, err
			}
			return p.ctx.FusedLoc(meta, locs), nil
		}
	}
	return nil, p.errExpected("location instance")
}

// The numbers of a file location, named as MLIR 22 names them in diagnostics.
const (
	lineNumber = "integer line number in FileLineColRange"
	colNumber  = "integer column number in FileLineColRange"
)

// parseLocNumber reads a line or column number of a file location. Like MLIR
// 22, a missing number is reported as a wrong token, and one beyond 32 bits at
// the end of the previous token for a line (atPrev) or at the number itself.
func (p *parser) parseLocNumber(what string, atPrev bool) (uint32, error) {
	if p.tok.kind != tInteger {
		return 0, p.errExpected(what)
	}
	v, err := strconv.ParseUint(p.tokText(), 0, 32)
	if err != nil {
		if atPrev {
			return 0, p.errExpected(what)
		}
		return 0, p.errHere("expected %s", what)
	}
	p.next()
	return uint32(v), nil
}

// UnresolvedOperand is a use of an SSA value read before its type is known:
// `%name` or `%name#Number`.
type UnresolvedOperand struct {
	Name   string
	Number int
	Offset int
}

func (p *parser) parseOperandRef() (UnresolvedOperand, error) {
	if p.tok.kind != tPercentID {
		return UnresolvedOperand{}, p.errExpected("SSA operand")
	}
	u := UnresolvedOperand{Name: p.srcString(int(p.tok.start)+1, int(p.tok.end)), Offset: int(p.tok.start)}
	p.next()
	if p.tok.kind == tHashID {
		// %x#1 lexes as %x then #1.
		num := p.buf[p.tok.start+1 : p.tok.end]
		n, err := strconv.Atoi(string(num))
		if err != nil || n < 0 {
			return u, p.errHere("invalid SSA value result number")
		}
		u.Number = n
		p.next()
	}
	return u, nil
}

func (p *parser) parseSuccessorRef() (*Block, error) {
	if p.tok.kind != tCaretID {
		return nil, p.errExpected("block name")
	}
	name := p.srcString(int(p.tok.start)+1, int(p.tok.end))
	off := int(p.tok.start)
	p.next()
	s := p.scopes[len(p.scopes)-1]
	if bd, ok := s.blocks[name]; ok {
		return bd.b, nil
	}
	b := &Block{Name: name}
	s.blocks[name] = &blockDef{b: b, off: off}
	return b, nil
}

// Argument is a region entry-block argument as custom parsers read it:
// `%arg0: i32 {llvm.noalias} loc(...)`.
type Argument struct {
	Value UnresolvedOperand
	Type  Type
	Attrs []NamedAttr
	Loc   Location

	locFixup int // 1 + index of a pending location-alias fixup, or 0
}

// parseRegionBody parses `{ blocks }` into r. entry, when non-nil, gives the entry
// block's arguments (already parsed by a custom parser).
func (p *parser) parseRegionBody(r *Region, entry []Argument, isolated bool) error {
	if err := p.enter(); err != nil {
		return err
	}
	defer p.leave()
	if p.tok.kind != tLBrace {
		return p.errExpected("'{' to begin a region")
	}
	p.next()
	p.pushScope(isolated)
	if entry != nil {
		b := r.AddBlock()
		for _, a := range entry {
			loc := a.Loc
			if loc == nil {
				loc = p.locAt(a.Value.Offset)
			}
			v := b.AddArgument(a.Type, loc)
			v.Name = a.Value.Name
			if a.locFixup > 0 && a.locFixup <= len(p.locFixups) {
				p.locFixups[a.locFixup-1].dst = &v.Loc
			}
			if err := p.defineValues(a.Value.Name, []*Value{v}, a.Value.Offset); err != nil {
				return err
			}
		}
		if p.tok.kind == tCaretID {
			return p.errHere("invalid block name in region with named arguments")
		}
		if err := p.parseBlockOps(b); err != nil {
			return err
		}
	} else if p.tok.kind != tRBrace && p.tok.kind != tCaretID {
		b := r.AddBlock()
		if err := p.parseBlockOps(b); err != nil {
			return err
		}
	}
	if done, err := p.parseBlocksParallel(r); err != nil {
		return err
	} else if !done {
		for p.tok.kind == tCaretID {
			if err := p.parseBlock(r); err != nil {
				return err
			}
		}
	}
	if p.tok.kind != tRBrace {
		return p.errExpected("'}' to end region")
	}
	p.next()
	if err := p.popScope(); err != nil {
		return err
	}
	for _, b := range r.Blocks {
		b.Parent = r
	}
	return nil
}

func (p *parser) parseBlock(r *Region) error {
	name := p.srcString(int(p.tok.start)+1, int(p.tok.end))
	off := int(p.tok.start)
	p.next()
	s := p.scopes[len(p.scopes)-1]
	bd, ok := s.blocks[name]
	if ok && bd.defined {
		return p.src.Errorf(off, diag.ErrRedefined, "redefinition of block '^%s'", name)
	}
	if !ok {
		bd = &blockDef{b: &Block{Name: name}, off: off}
		s.blocks[name] = bd
	}
	bd.defined = true
	b := bd.b
	b.Parent = r
	r.Blocks = append(r.Blocks, b)
	if p.tok.kind == tLParen {
		p.next()
		if p.tok.kind != tRParen {
			for {
				if p.tok.kind != tPercentID {
					return p.errExpected("SSA operand")
				}
				aname := p.srcString(int(p.tok.start)+1, int(p.tok.end))
				aoff := int(p.tok.start)
				p.next()
				if err := p.expect(tColon, "':' and type for SSA operand"); err != nil {
					return err
				}
				t, err := p.parseType()
				if err != nil {
					return err
				}
				v := b.AddArgument(t, p.locAt(aoff))
				v.Name = aname
				if err := p.parseTrailingLoc(&v.Loc); err != nil {
					return err
				}
				if err := p.defineValues(aname, []*Value{v}, aoff); err != nil {
					return err
				}
				if p.tok.kind != tComma {
					break
				}
				p.next()
			}
		}
		if err := p.expect(tRParen, "')'"); err != nil {
			return err
		}
	}
	if err := p.expect(tColon, "':' after block name"); err != nil {
		return err
	}
	return p.parseBlockOps(b)
}

func (p *parser) parseBlockOps(b *Block) error {
	if !p.noParallel && !p.parallelDone && len(p.scopes) == 2 && len(p.buf) >= parallelMinSize {
		p.parallelDone = true
		if done, err := p.parseBlockOpsParallel(b); done || err != nil {
			return err
		}
	}
	// The ops are gathered on a stack shared with nested blocks, then copied to
	// a list of the exact size carved from a slab (appending one by one left
	// the grown-out copies as garbage).
	base := len(p.opStack)
	defer func() { p.opStack = p.opStack[:base] }()
	for p.tok.kind != tCaretID && p.tok.kind != tRBrace && p.tok.kind != tEOF {
		op, err := p.parseOperation()
		if err != nil {
			return err
		}
		op.Block = b
		p.opStack = append(p.opStack, op)
	}
	if ops := p.opStack[base:]; len(b.Ops) == 0 {
		b.Ops = append(carve(&p.opSlab, len(ops))[:0], ops...)
	} else {
		b.Ops = append(b.Ops, ops...)
	}
	return nil
}

// parseCustomOperation parses an op in its custom form through its OpDef.Parse.
func (p *parser) parseCustomOperation(numResults int) (*Operation, error) {
	nameTok := p.tok
	def := p.ctx.ops[string(p.text(nameTok))]
	var name string
	if def != nil {
		name = def.Name
	} else {
		name = string(p.text(nameTok))
	}
	dd := "builtin"
	if n := len(p.defaultDialect); n > 0 {
		dd = p.defaultDialect[n-1]
	}
	_, _, dotted := cutDot(name)
	if def == nil && !dotted {
		def = p.ctx.ops[dd+"."+name]
	}
	if def == nil || def.Parse == nil {
		off := int(nameTok.start)
		if def != nil {
			return nil, p.src.Errorf(off, diag.ErrSyntax, "custom op '%s' has no custom assembly form", name)
		}
		if !dotted {
			return nil, p.src.Errorf(off, diag.ErrSyntax, "custom op '%s' is unknown (tried '%s.%s' as well)", name, dd, name)
		}
		ns, _, _ := cutDot(name)
		if p.ctx.dialects[ns] == nil {
			return nil, p.src.Errorf(off, diag.ErrSyntax, "Dialect `%s' not found for custom op '%s' ", ns, name)
		}
		return nil, p.src.Errorf(off, diag.ErrSyntax, "custom op '%s' is unknown", name)
	}
	p.next()
	phStart := p.placeholders
	sc := p.getOpScratch()
	st, ap := &sc.st, &sc.ap
	*st = OperationState{Name: def.Name, Def: def, Offset: int(nameTok.start), Loc: p.locAt(int(nameTok.start))}
	*ap = OpAsmParser{AsmParser: AsmParser{p: p, opName: def.Name}, numResults: numResults}
	p.defaultDialect = append(p.defaultDialect, def.DefaultDialect)
	err := def.Parse(ap, st)
	p.defaultDialect = p.defaultDialect[:len(p.defaultDialect)-1]
	if err != nil {
		return nil, err
	}
	if st.Def == nil {
		st.Def = def
	}
	if err := p.parseOpLoc(st); err != nil {
		return nil, err
	}
	op, err := p.finishOp(st, phStart)
	if err != nil {
		return nil, err
	}
	p.putOpScratch(sc)
	return op, nil
}
