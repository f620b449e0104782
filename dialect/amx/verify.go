package amx

import (
	"fmt"

	"github.com/ferry-ir/ferry/dialect/llvm"
	"github.com/ferry-ir/ferry/mlir"
)

// The hand-written rules of the amx ops, with mlir-opt-22's messages: tiles fit
// the AMX registers (at most 16 rows of at most 64 bytes, a row a multiple of 4
// bytes), multiplications have matching shapes and element types, loads and
// stores index their memref fully and, without an explicit stride, need a memref
// of rank 2 or more with unit innermost stride.
func init() {
	llvm.RegisterOpVerifier("amx.tile_zero", func(op *mlir.Operation) error {
		return verifyTileSize(tileOf(op.Results[0].Type))
	})
	llvm.RegisterOpVerifier("amx.tile_load", func(op *mlir.Operation) error {
		return verifyTileAccess(op, op.Results[0].Type)
	})
	llvm.RegisterOpVerifier("amx.tile_store", func(op *mlir.Operation) error {
		return verifyTileAccess(op, op.Operands[len(op.Operands)-1-storeStrides(op)].Type)
	})
	llvm.RegisterOpVerifier("amx.tile_mulf", func(op *mlir.Operation) error { return verifyMul(op, 1, mulFTypes) })
	llvm.RegisterOpVerifier("amx.tile_muli", func(op *mlir.Operation) error { return verifyMul(op, 2, mulITypes) })
}

func tileOf(t mlir.Type) *TileType {
	tt, _ := t.(*TileType)
	return tt
}

const (
	maxRows    = 16
	bitsPerRow = 64 * 8
)

func verifyTileSize(t *TileType) error {
	if t == nil || len(t.Shape) != 2 {
		return nil
	}
	col := t.Shape[1] * int64(elemBits(t.Elem))
	if t.Shape[0] > maxRows {
		return fmt.Errorf("bad row height: %d", t.Shape[0])
	}
	if col > bitsPerRow || col&0x1f != 0 {
		return fmt.Errorf("bad column width: %d", col>>3)
	}
	return nil
}

func elemBits(t mlir.Type) int {
	switch t := t.(type) {
	case *mlir.IntegerType:
		return t.Width
	case *mlir.FloatType:
		switch t.Kind {
		case mlir.F16, mlir.BF16:
			return 16
		case mlir.F32:
			return 32
		}
	}
	return 0
}

// storeStrides is 1 when a tile_store has the optional stride operand:
// operands are base, indices..., val, [stride], sized by operandSegmentSizes.
func storeStrides(op *mlir.Operation) int {
	if s := segments(op); len(s) == 4 {
		return int(intElem(s[3]))
	}
	return 0
}

// segments returns the entries of op's operandSegmentSizes, or nil.
func segments(op *mlir.Operation) []mlir.Attribute {
	if a, ok := op.Attr("operandSegmentSizes").(*mlir.DenseArrayAttr); ok {
		return a.Elems
	}
	return nil
}

// verifyTileAccess checks tile_load and tile_store: op's operands begin with the
// memref and its indices.
func verifyTileAccess(op *mlir.Operation, tile mlir.Type) error {
	mt, ok := op.Operands[0].Type.(*mlir.MemRefType)
	if !ok {
		return nil
	}
	rank := len(mt.Shape)
	var indices, strides int
	if s := segments(op); len(s) >= 3 {
		indices = int(intElem(s[1]))
		strides = int(intElem(s[len(s)-1]))
	}
	if indices != rank {
		return fmt.Errorf("requires %d indices", rank)
	}
	if err := verifyTileSize(tileOf(tile)); err != nil {
		return err
	}
	if strides == 0 {
		if rank < 2 {
			return fmt.Errorf("requires at least 2D memref")
		}
		if s, ok := innermostStride(mt); !ok || s != 1 {
			return fmt.Errorf("requires memref with unit innermost stride")
		}
	}
	return nil
}

func intElem(a mlir.Attribute) int64 {
	n, _ := a.(*mlir.IntegerAttr)
	if n == nil {
		return 0
	}
	return n.Val
}

// innermostStride is the stride of a memref's last dimension, as MLIR's
// getStridesAndOffset computes it: 1 for the identity layout, the last entry of
// a strided layout, the coefficient of the last dimension of a single-result
// linear affine map. ok is false when the layout has no strided form.
func innermostStride(mt *mlir.MemRefType) (int64, bool) {
	switch l := mt.Layout.(type) {
	case nil:
		return 1, true
	case *mlir.StridedLayoutAttr:
		if len(l.Strides) == 0 {
			return 0, false
		}
		return l.Strides[len(l.Strides)-1], true
	case *mlir.AffineMapAttr:
		m := l.Map
		if m.IsIdentity() {
			return 1, true
		}
		if len(m.Results) != 1 || m.NumDims == 0 {
			return 0, false
		}
		return coefficient(m.Results[0], mlir.AffineDim(m.NumDims-1))
	}
	return 0, false
}

// coefficient returns the constant factor of dimension d in the linear
// expression e; ok is false when e is not linear in d with a constant factor.
func coefficient(e mlir.AffineExpr, d mlir.AffineDim) (int64, bool) {
	switch e := e.(type) {
	case mlir.AffineDim:
		if e == d {
			return 1, true
		}
		return 0, true
	case mlir.AffineSymbol, mlir.AffineConst:
		return 0, true
	case *mlir.AffineBinary:
		l, lok := coefficient(e.LHS, d)
		r, rok := coefficient(e.RHS, d)
		if !lok || !rok {
			return 0, false
		}
		switch e.Op {
		case mlir.AffineAdd:
			return l + r, true
		case mlir.AffineMul:
			if c, ok := e.RHS.(mlir.AffineConst); ok {
				return l * int64(c), true
			}
			if c, ok := e.LHS.(mlir.AffineConst); ok {
				return r * int64(c), true
			}
			if l == 0 && r == 0 {
				return 0, true
			}
			return 0, false // a symbolic factor: a dynamic stride
		}
		if l == 0 && r == 0 {
			return 0, true
		}
		return 0, false
	}
	return 0, false
}

// verifyMul checks the three tiles of a multiplication: each fits,
// acc (M x N) = lhs (M x K) * rhs (K x N), K and N in units of 1<<scale elements,
// and typesOK accepts the element types of lhs, rhs and acc.
func verifyMul(op *mlir.Operation, scale uint, typesOK func(a, b, c mlir.Type) bool) error {
	a, b, c := tileOf(op.Operands[0].Type), tileOf(op.Operands[1].Type), tileOf(op.Operands[2].Type)
	for _, t := range []*TileType{a, b, c} {
		if err := verifyTileSize(t); err != nil {
			return err
		}
	}
	if a == nil || b == nil || c == nil {
		return nil
	}
	if len(a.Shape) == 2 && len(b.Shape) == 2 && len(c.Shape) == 2 {
		am, ak := a.Shape[0], a.Shape[1]>>scale
		bk, bn := b.Shape[0], b.Shape[1]>>scale
		cm, cn := c.Shape[0], c.Shape[1]
		if cm != am || cn != bn || ak != bk {
			return fmt.Errorf("bad mult shape: %d x %d x %d", cm, cn, ak)
		}
	}
	if !typesOK(a.Elem, b.Elem, c.Elem) {
		return fmt.Errorf("unsupported type combination")
	}
	return nil
}

// mulFTypes: tile_mulf multiplies two tiles of the same 16-bit float into f32.
func mulFTypes(a, b, c mlir.Type) bool { return elemBits(a) == 16 && a == b && isF32(c) }

func isF32(t mlir.Type) bool {
	f, ok := t.(*mlir.FloatType)
	return ok && f.Kind == mlir.F32
}

// mulITypes: tile_muli multiplies 8-bit integers into i32.
func mulITypes(a, b, c mlir.Type) bool {
	return elemBits(a) == 8 && elemBits(b) == 8 && elemBits(c) == 32
}

// ElementType returns the tile's element type (llvm.ElementTyped).
func (t *TileType) ElementType() mlir.Type { return t.Elem }
