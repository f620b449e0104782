package mlir

import (
	"encoding/binary"
	"fmt"
	"strings"

	"github.com/ferry-ir/ferry/diag"
)

// Sparse elements attributes, `sparse<indices, values> : tensor<3x4xi32>`:
// indices is an N x rank list of i64 coordinates (a scalar stands for one index
// whose coordinates all equal it; a 1-D list is allowed for a 1-D type), values
// a list of N elements (a scalar is a splat), `sparse<>` holds none. Shapes and
// coordinates are checked as MLIR 22's SparseElementsAttr::verify does, with its
// messages, at the `sparse` keyword.

func (p *parser) parseSparseAttr(typ Type) (Attribute, error) {
	off := int(p.tok.start)
	p.next()
	if p.tok.kind != tLess {
		if p.tok.kind == tError {
			return nil, p.errHere("")
		}
		// MLIR's capital letter.
		return nil, p.src.Errorf(p.prevEnd(), diag.ErrSyntax, "Expected '<' after 'sparse'")
	}
	p.next()
	i64 := p.ctx.IntegerType(64, Signless)
	if p.tok.kind == tGreater {
		p.next()
		st, _, err := p.elementsLiteralType(typ, off)
		if err != nil {
			return nil, err
		}
		dims, _ := st.Dims()
		idx, err := p.denseFromLiteral(p.ctx.TensorType([]int64{0, int64(len(dims))}, i64, nil), tensorLiteral{empty: true}, off, off)
		if err != nil {
			return nil, err
		}
		vals, err := p.denseFromLiteral(p.ctx.TensorType([]int64{0}, st.ElementType(), nil), tensorLiteral{empty: true}, off, off)
		if err != nil {
			return nil, err
		}
		return p.ctx.InternAttr(&SparseElementsAttr{Type: st, Indices: idx, Values: vals}), nil
	}
	ilit, err := p.parseTensorLiteral()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tComma, "','"); err != nil {
		return nil, err
	}
	if p.tok.kind == tGreater {
		// Unlike dense<>, the values of a sparse literal cannot be empty.
		return nil, p.errHere("expected element literal of primitive type")
	}
	vlit, err := p.parseTensorLiteral()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tGreater, "'>'"); err != nil {
		return nil, err
	}
	st, toff, err := p.elementsLiteralType(typ, off)
	if err != nil {
		return nil, err
	}
	// Like MLIR, hex indices are refused only once the whole attribute is read.
	if ilit.hex != "" {
		return nil, p.src.Errorf(ilit.hexOff, diag.ErrType, "integer constant out of range for type")
	}
	dims, _ := st.Dims()
	ishape := ilit.shape
	if len(ishape) == 0 {
		ishape = []int64{1, int64(len(dims))}
	}
	idx, err := p.denseFromLiteral(p.ctx.TensorType(ishape, i64, nil), ilit, off, toff)
	if err != nil {
		return nil, err
	}
	vshape := vlit.shape
	if len(vshape) == 0 {
		vshape = []int64{ishape[0]}
	}
	vals, err := p.denseFromLiteral(p.ctx.TensorType(vshape, st.ElementType(), nil), vlit, off, toff)
	if err != nil {
		return nil, err
	}
	if msg := checkSparse(st, dims, ishape, vshape, idx.(*DenseElementsAttr)); msg != "" {
		return nil, p.src.Errorf(off, diag.ErrType, "%s", msg)
	}
	return p.ctx.InternAttr(&SparseElementsAttr{Type: st, Indices: idx, Values: vals}), nil
}

// checkSparse returns MLIR's complaint about a sparse literal's shapes or
// coordinates, or "".
func checkSparse(st ShapedType, dims, ishape, vshape []int64, idx *DenseElementsAttr) string {
	if len(vshape) != 1 {
		return "expected 1-d tensor for sparse element values"
	}
	rank := len(dims)
	shapesAgree := len(ishape) == 2 && ishape[1] == int64(rank) || len(ishape) == 1 && rank == 1
	if !shapesAgree || ishape[0] != vshape[0] {
		return fmt.Sprintf("expected shape ([%s]); inferred shape of indices literal ([%s]); inferred shape of values literal ([%s])",
			dimsString(dims), dimsString(ishape), dimsString(vshape))
	}
	n := ishape[0]
	coord := func(i int64) uint64 {
		if idx.Splat {
			i = 0
		}
		return binary.LittleEndian.Uint64(idx.Data[8*i:])
	}
	index := make([]uint64, rank)
	count := n
	if idx.Splat {
		count = 1
	}
	for i := int64(0); i < count; i++ {
		valid := true
		for d := range index {
			index[d] = coord(i*int64(rank) + int64(d))
			valid = valid && index[d] < uint64(dims[d])
		}
		if !valid {
			return fmt.Sprintf("sparse index #%d is not contained within the value shape, with index=[%s], and type='%s'", i, commaU64(index), st)
		}
	}
	return ""
}

// commaU64 joins coordinates with ", ", as MLIR prints an ArrayRef.
func commaU64(vs []uint64) string {
	var b strings.Builder
	for i, v := range vs {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprint(&b, v)
	}
	return b.String()
}
