package mlir

import (
	"strconv"

	"github.com/ferry-ir/ferry/diag"
)

// IsIdentity reports whether m is (d0, ..., dn) -> (d0, ..., dn).
func (m *AffineMap) IsIdentity() bool {
	if m.NumSymbols != 0 || len(m.Results) != m.NumDims {
		return false
	}
	for i, r := range m.Results {
		if d, ok := r.(AffineDim); !ok || int(d) != i {
			return false
		}
	}
	return true
}

// parseAffineMapOrSet parses `(d0, ...)[s0, ...] -> (exprs)` or, when set,
// `(d0)[s0] : (constraints)`. Like MLIR, it reads whichever of the two the
// text holds and only then reports a kind other than the one wanted.
func (p *parser) parseAffineMapOrSet(set bool) (*AffineMap, *IntegerSet, error) {
	start := int(p.tok.start)
	names := map[string]AffineExpr{}
	nd, ns := 0, 0
	parseIDs := func(close tokKind, sym bool, closeMsg string) error {
		p.next()
		if p.tok.kind == close {
			p.next()
			return nil
		}
		for {
			if p.tok.kind != tBareID {
				return p.errExpected("bare identifier")
			}
			name := p.tokText()
			if _, dup := names[name]; dup {
				return p.errHere("redefinition of identifier '%s'", name)
			}
			if sym {
				names[name] = AffineSymbol(ns)
				ns++
			} else {
				names[name] = AffineDim(nd)
				nd++
			}
			p.next()
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
		return p.expect(close, closeMsg)
	}
	if p.tok.kind != tLParen {
		return nil, nil, p.errExpected("'(' in dimensional identifier list")
	}
	if err := parseIDs(tRParen, false, "')' in dimensional identifier list"); err != nil {
		return nil, nil, err
	}
	if p.tok.kind == tLSquare {
		if err := parseIDs(tRSquare, true, "']' in symbol list"); err != nil {
			return nil, nil, err
		}
	}
	switch p.tok.kind {
	case tColon:
		p.next()
		s, err := p.parseConstraints(names, nd, ns)
		if err != nil {
			return nil, nil, err
		}
		if !set {
			return nil, nil, p.src.Errorf(start, diag.ErrSyntax, "expected AffineMap, but got IntegerSet")
		}
		return nil, s, nil
	case tArrow:
		p.next()
		m, err := p.parseMapResults(names, nd, ns)
		if err != nil {
			return nil, nil, err
		}
		if set {
			return nil, nil, p.src.Errorf(start, diag.ErrSyntax, "expected IntegerSet, but got AffineMap")
		}
		return m, nil, nil
	}
	return nil, nil, p.errExpected("'->' or ':'")
}

// parseConstraints parses the `(constraints)` of an integer set, after its ':'.
func (p *parser) parseConstraints(names map[string]AffineExpr, nd, ns int) (*IntegerSet, error) {
	if err := p.expect(tLParen, "'(' in integer set constraint list"); err != nil {
		return nil, err
	}
	s := &IntegerSet{NumDims: nd, NumSymbols: ns}
	universe := p.tok.kind == tRParen
	if universe {
		// `()` is the universe set, which MLIR builds as `0 == 0`.
		s.Constraints, s.Eq = []AffineExpr{AffineConst(0)}, []bool{true}
	}
	for !universe {
		lhs, err := p.parseAffineExpr(names)
		if err != nil {
			return nil, err
		}
		// `>=`, `==` and `<=` are two tokens each.
		first := p.tok.kind
		if first == tGreater || first == tEqual || first == tLess {
			p.next()
		}
		if p.tok.kind != tEqual || first != tGreater && first != tEqual && first != tLess {
			return nil, p.errHere("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")
		}
		p.next()
		rhs, err := p.parseAffineExpr(names)
		if err != nil {
			return nil, err
		}
		if first == tLess {
			// lhs <= rhs  ==>  rhs >= lhs
			lhs, rhs = rhs, lhs
		}
		// lhs op rhs  ==>  lhs - rhs op 0
		c := constraintSum(lhs, affineMul(rhs, AffineConst(-1)))
		s.Constraints = append(s.Constraints, c)
		s.Eq = append(s.Eq, first == tEqual)
		if p.tok.kind != tComma {
			break
		}
		p.next()
	}
	if err := p.expect(tRParen, "')' in integer set constraint list"); err != nil {
		return nil, err
	}
	return s, nil
}

// parseMapResults parses the `(exprs)` of an affine map, after its '->'.
func (p *parser) parseMapResults(names map[string]AffineExpr, nd, ns int) (*AffineMap, error) {
	if err := p.expect(tLParen, "'(' in affine map range"); err != nil {
		return nil, err
	}
	m := &AffineMap{NumDims: nd, NumSymbols: ns}
	if p.tok.kind != tRParen {
		for {
			e, err := p.parseAffineExpr(names)
			if err != nil {
				return nil, err
			}
			m.Results = append(m.Results, e)
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
	}
	if err := p.expect(tRParen, "')' in affine map range"); err != nil {
		return nil, err
	}
	return m, nil
}

func (p *parser) parseAffineExpr(names map[string]AffineExpr) (AffineExpr, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	lhs, err := p.parseAffineTerm(names, false)
	if err != nil {
		return nil, err
	}
	for p.tok.kind == tPlus || p.tok.kind == tMinus {
		neg := p.tok.kind == tMinus
		p.next()
		rhs, err := p.parseAffineTerm(names, true)
		if err != nil {
			return nil, err
		}
		if neg {
			rhs = affineMul(rhs, AffineConst(-1))
		}
		lhs = affineAdd(lhs, rhs)
	}
	return canonicalAdd(lhs), nil
}

// canonicalAdd rewrites a chain of additions as MLIR's simplification leaves it:
// like dimension and symbol terms combined, dimensions first, then symbols (each
// by position), then the other terms in order, the constant last.
func canonicalAdd(e AffineExpr) AffineExpr {
	b, ok := e.(*AffineBinary)
	if !ok || b.Op != AffineAdd {
		return e
	}
	var terms []AffineExpr
	var flatten func(AffineExpr)
	flatten = func(x AffineExpr) {
		if a, ok := x.(*AffineBinary); ok && a.Op == AffineAdd {
			flatten(a.LHS)
			flatten(a.RHS)
			return
		}
		terms = append(terms, x)
	}
	flatten(e)
	dims := map[int]int64{}
	syms := map[int]int64{}
	var other []AffineExpr
	var cst int64
	maxDim, maxSym := -1, -1
	for _, t := range terms {
		base, coeff := t, int64(1)
		if m, ok := t.(*AffineBinary); ok && m.Op == AffineMul {
			if c, ok := m.RHS.(AffineConst); ok {
				base, coeff = m.LHS, int64(c)
			}
		}
		switch x := base.(type) {
		case AffineConst:
			cst += int64(x) * coeff
		case AffineDim:
			dims[int(x)] += coeff
			if int(x) > maxDim {
				maxDim = int(x)
			}
		case AffineSymbol:
			syms[int(x)] += coeff
			if int(x) > maxSym {
				maxSym = int(x)
			}
		default:
			other = append(other, t)
		}
	}
	var out AffineExpr
	add := func(x AffineExpr) {
		if out == nil {
			out = x
		} else {
			out = &AffineBinary{Op: AffineAdd, LHS: out, RHS: x}
		}
	}
	term := func(base AffineExpr, c int64) {
		switch c {
		case 0:
		case 1:
			add(base)
		default:
			add(&AffineBinary{Op: AffineMul, LHS: base, RHS: AffineConst(c)})
		}
	}
	for i := 0; i <= maxDim; i++ {
		term(AffineDim(i), dims[i])
	}
	for i := 0; i <= maxSym; i++ {
		term(AffineSymbol(i), syms[i])
	}
	for _, o := range other {
		add(o)
	}
	if cst != 0 || out == nil {
		add(AffineConst(cst))
	}
	return out
}

// parseAffineTerm parses a product or quotient; afterOp says that it is the
// right operand of a '+' or '-', which MLIR's diagnostics tell apart.
func (p *parser) parseAffineTerm(names map[string]AffineExpr, afterOp bool) (AffineExpr, error) {
	lhs, err := p.parseAffineUnary(names, afterOp)
	if err != nil {
		return nil, err
	}
	for {
		var op AffineOp
		switch {
		case p.tok.kind == tStar:
			op = AffineMul
		case p.isKeyword("floordiv"):
			op = AffineFloorDiv
		case p.isKeyword("ceildiv"):
			op = AffineCeilDiv
		case p.isKeyword("mod"):
			op = AffineMod
		default:
			return lhs, nil
		}
		off := int(p.tok.start)
		opName := p.tokText()
		p.next()
		rhs, err := p.parseAffineUnary(names, true)
		if err != nil {
			return nil, err
		}
		_, lc := lhs.(AffineConst)
		_, rc := rhs.(AffineConst)
		if op == AffineMul && !lc && !rc && !isSymbolic(lhs) && !isSymbolic(rhs) {
			return nil, p.src.Errorf(off, diag.ErrSyntax, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic")
		}
		if op != AffineMul && !rc && !isSymbolic(rhs) {
			return nil, p.src.Errorf(off, diag.ErrSyntax, "non-affine expression: right operand of %s has to be either a constant or symbolic", opName)
		}
		if op == AffineMul {
			lhs = affineMul(lhs, rhs)
		} else {
			lhs = affineBin(op, lhs, rhs)
		}
	}
}

func isSymbolic(e AffineExpr) bool {
	switch x := e.(type) {
	case AffineDim:
		return false
	case *AffineBinary:
		return isSymbolic(x.LHS) && isSymbolic(x.RHS)
	}
	return true
}

// parseAffineUnary parses an operand; afterOp says that it follows a binary
// operator, which MLIR names in the diagnostic for a missing operand.
func (p *parser) parseAffineUnary(names map[string]AffineExpr, afterOp bool) (AffineExpr, error) {
	switch p.tok.kind {
	case tMinus:
		p.next()
		e, err := p.parseAffineUnary(names, afterOp)
		if err != nil {
			return nil, err
		}
		return affineMul(e, AffineConst(-1)), nil
	case tLParen:
		p.next()
		if p.tok.kind == tRParen {
			return nil, p.errHere("no expression inside parentheses")
		}
		e, err := p.parseAffineExpr(names)
		if err != nil {
			return nil, err
		}
		return e, p.expect(tRParen, "')'")
	case tInteger:
		v, err := strconv.ParseInt(p.tokText(), 0, 64)
		if err != nil {
			return nil, p.errHere("constant too large for index")
		}
		p.next()
		return AffineConst(v), nil
	case tBareID:
		e, ok := names[p.tokText()]
		if !ok || p.tokText() == "symbol" {
			return nil, p.errUndeclared()
		}
		p.next()
		return e, nil
	case tPlus, tStar:
		if !afterOp {
			return nil, p.errHere("missing left operand of binary operator")
		}
	}
	if afterOp {
		return nil, p.errHere("missing right operand of binary operator")
	}
	return nil, p.errHere("expected affine expression")
}

// errUndeclared reports a bare identifier that is no dimension or symbol name,
// at the end of the previous token as MLIR does. `symbol` is MLIR's keyword for
// an SSA symbol operand, which attributes cannot hold.
func (p *parser) errUndeclared() error {
	if p.tokText() != "symbol" {
		return p.src.Errorf(p.prevEnd(), diag.ErrUndefined, "use of undeclared identifier")
	}
	p.next()
	if p.tok.kind != tLParen {
		return p.errExpected("'(' at start of SSA symbol")
	}
	p.next()
	return p.src.Errorf(p.prevEnd(), diag.ErrSyntax, "unexpected ssa identifier")
}

func affineAdd(l, r AffineExpr) AffineExpr {
	lc, lok := l.(AffineConst)
	rc, rok := r.(AffineConst)
	if lok && rok {
		return lc + rc
	}
	if lok && !rok {
		l, r = r, l
		lc, rc, rok = rc, lc, true
	}
	if rok && rc == 0 {
		return l
	}
	// (x + c1) + c2 -> x + (c1 + c2)
	if rok {
		if b, ok := l.(*AffineBinary); ok && b.Op == AffineAdd {
			if c1, ok := b.RHS.(AffineConst); ok {
				return affineAdd(b.LHS, c1+rc)
			}
		}
	}
	return &AffineBinary{Op: AffineAdd, LHS: l, RHS: r}
}

// constraintSum adds the two sides of a constraint with the reorderings of
// MLIR's sum simplification that affineAdd leaves to canonicalAdd: a symbolic
// or constant left side goes right of a dimensional one, and the constant of
// a left sum moves to the end.
func constraintSum(l, r AffineExpr) AffineExpr {
	_, lc := l.(AffineConst)
	_, rc := r.(AffineConst)
	if lc && rc {
		return affineAdd(l, r)
	}
	if lc || isSymbolic(l) && !isSymbolic(r) {
		l, r = r, l
		rc = lc
	}
	if b, ok := l.(*AffineBinary); ok && b.Op == AffineAdd && !rc {
		if c, ok := b.RHS.(AffineConst); ok {
			return constraintSum(constraintSum(b.LHS, r), c)
		}
	}
	return affineAdd(l, r)
}

func affineMul(l, r AffineExpr) AffineExpr {
	lc, lok := l.(AffineConst)
	rc, rok := r.(AffineConst)
	if lok && rok {
		return lc * rc
	}
	if lok && !rok {
		l, r = r, l
		rc, rok = lc, true
	}
	if rok {
		if rc == 1 {
			return l
		}
		if rc == 0 {
			return AffineConst(0)
		}
		// (x * c1) * c2 -> x * (c1 * c2)
		if b, ok := l.(*AffineBinary); ok && b.Op == AffineMul {
			if c1, ok := b.RHS.(AffineConst); ok {
				return affineMul(b.LHS, c1*rc)
			}
		}
		return &AffineBinary{Op: AffineMul, LHS: l, RHS: r}
	}
	// Like MLIR, the symbolic factor goes right, and so does the constant of
	// a product on the left: (d0 * 2) * s0 is (d0 * s0) * 2.
	if isSymbolic(l) && !isSymbolic(r) {
		l, r = r, l
	}
	if b, ok := l.(*AffineBinary); ok && b.Op == AffineMul {
		if c1, ok := b.RHS.(AffineConst); ok {
			return affineMul(affineMul(b.LHS, r), c1)
		}
	}
	return &AffineBinary{Op: AffineMul, LHS: l, RHS: r}
}

func affineBin(op AffineOp, l, r AffineExpr) AffineExpr {
	lc, lok := l.(AffineConst)
	rc, rok := r.(AffineConst)
	if lok && rok && rc != 0 {
		switch op {
		case AffineFloorDiv:
			q := lc / rc
			if (lc%rc != 0) && ((lc < 0) != (rc < 0)) {
				q--
			}
			return q
		case AffineCeilDiv:
			q := lc / rc
			if (lc%rc != 0) && ((lc < 0) == (rc < 0)) {
				q++
			}
			return q
		case AffineMod:
			m := lc % rc
			if m < 0 {
				if rc < 0 {
					m -= rc
				} else {
					m += rc
				}
			}
			return m
		}
	}
	if rok && rc == 1 && op != AffineMod {
		return l
	}
	return &AffineBinary{Op: op, LHS: l, RHS: r}
}
