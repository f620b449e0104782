package llvm

import (
	"github.com/ferry-ir/ferry/mlir"
)

// The PredOpTrait predicates of the ops (ODS reports a failure as "failed to
// verify that <summary>"), keyed by summary and written in Go from the
// TableGen records. A summary not listed here is not checked.
var predTraits = map[string]func(v *opView) bool{
	// x86vector.avx512.cvt.packed.f32_to_bf16 (AllElementCountsMatch).
	"all of {a, dst} have same element count": func(v *opView) bool {
		return sameElementCount(v.one("a"), v.one("dst"))
	},
	// llvm.intr.vector.extract / insert.
	"it is not extracting scalable from fixed-length vectors.": func(v *opView) bool {
		return !isScalableVec(v.one("res")) || isScalableVec(v.one("srcvec"))
	},
	"it is not inserting scalable into fixed-length vectors.": func(v *opView) bool {
		return !isScalableVec(v.one("srcvec")) || isScalableVec(v.one("dstvec"))
	},
	"vectors are not bigger than 2^17 bits.": func(v *opView) bool {
		for _, n := range [...]string{"srcvec", "dstvec", "res"} {
			if vectorBits(v.one(n)) > 131072 {
				return false
			}
		}
		return true
	},
	// llvm.intr.vector.interleave2.
	"result has twice as many elements as 'vec1'": func(v *opView) bool {
		r, ok1 := v.one("res").(*mlir.VectorType)
		a, ok2 := v.one("vec1").(*mlir.VectorType)
		return !ok1 || !ok2 || mlir.NumElements(r.Shape) == 2*mlir.NumElements(a.Shape) && r.Elem == a.Elem
	},
	// arm_neon.2d.sdot.
	"operand `a` should be 1-dimensional": func(v *opView) bool { return vecRank(v.one("a")) == 1 },
	"operand `b` should be 2-dimensional": func(v *opView) bool { return vecRank(v.one("b")) == 2 },
	"operand `b` should have 4 columns": func(v *opView) bool {
		b, ok := v.one("b").(*mlir.VectorType)
		return !ok || len(b.Shape) > 1 && b.Shape[1] == 4
	},
	"operand `b` should have as many rows as the size of operand `a`": func(v *opView) bool {
		a, ok1 := v.one("a").(*mlir.VectorType)
		b, ok2 := v.one("b").(*mlir.VectorType)
		return !ok1 || !ok2 || len(a.Shape) > 0 && len(b.Shape) > 0 && b.Shape[0] == a.Shape[0]
	},
}

// one returns the type of the single operand or result named name, or nil.
func (v *opView) one(name string) mlir.Type {
	if vals := v.valuesOf(name); len(vals) == 1 {
		return vals[0].Type
	}
	return nil
}

// sameElementCount: a and b hold as many elements when both are vectors.
func sameElementCount(a, b mlir.Type) bool {
	av, ok1 := a.(*mlir.VectorType)
	bv, ok2 := b.(*mlir.VectorType)
	return !ok1 || !ok2 || mlir.NumElements(av.Shape) == mlir.NumElements(bv.Shape)
}

// isScalableVec reports a scalable vector.
func isScalableVec(t mlir.Type) bool {
	v, ok := t.(*mlir.VectorType)
	return ok && len(v.Scalable) > 0 && v.Scalable[0]
}

// vecRank is the rank of a vector type, -1 for any other type.
func vecRank(t mlir.Type) int {
	if v, ok := t.(*mlir.VectorType); ok {
		return len(v.Shape)
	}
	return -1
}

// vectorBits is the (minimum) size in bits of a vector of integers or floats;
// 0 for anything else.
func vectorBits(t mlir.Type) int64 {
	v, ok := t.(*mlir.VectorType)
	if !ok {
		return 0
	}
	var w int
	switch e := v.Elem.(type) {
	case *mlir.IntegerType:
		w = e.Width
	case *mlir.FloatType:
		w = e.Kind.Width()
	}
	return mlir.NumElements(v.Shape) * int64(w)
}
