package mlir

// AffineMap is `(d0, d1)[s0] -> (d0 + s0, d1)`.
type AffineMap struct {
	NumDims, NumSymbols int
	Results             []AffineExpr
}

// IntegerSet is `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`; Eq[i] says whether
// Constraints[i] is an equality.
type IntegerSet struct {
	NumDims, NumSymbols int
	Constraints         []AffineExpr
	Eq                  []bool
}

// AffineExpr is a node of an affine expression: AffineDim, AffineSymbol,
// AffineConst or *AffineBinary.
type AffineExpr interface{ isAffine() }

// AffineDim is d<N>.
type AffineDim int

// AffineSymbol is s<N>.
type AffineSymbol int

// AffineConst is an integer constant.
type AffineConst int64

// AffineOp is the operator of an AffineBinary.
type AffineOp uint8

const (
	AffineAdd AffineOp = iota
	AffineMul
	AffineMod
	AffineFloorDiv
	AffineCeilDiv
)

// AffineBinary is `lhs op rhs`.
type AffineBinary struct {
	Op       AffineOp
	LHS, RHS AffineExpr
}

func (AffineDim) isAffine()     {}
func (AffineSymbol) isAffine()  {}
func (AffineConst) isAffine()   {}
func (*AffineBinary) isAffine() {}
