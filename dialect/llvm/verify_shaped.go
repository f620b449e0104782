package llvm

import (
	"strconv"
	"strings"

	"github.com/ferry-ir/ferry/mlir"
)

// Container constraints of the intrinsic dialects (x86vector, arm_neon, amx),
// whose summaries ODS writes as
//
//	vector of 32-bit float or 64-bit float values of length 16/8
//	a vector with length 4 of 32-bit signless integer values
//	tile of 16-bit float or bfloat16 type values
//	memref of bfloat16 type or 16-bit float values

// ElementTyped is implemented by dialect types that hold elements of one type,
// such as !amx.tile; "tile of T values" constraints read it.
type ElementTyped interface {
	ElementType() mlir.Type
}

// containerPred returns the predicate of a container constraint; ok is false
// when s is not one. A nil predicate (with ok) means an element phrase is not
// known, and accepts every type.
func containerPred(s string) (typePred, bool) {
	var kind, elems string
	lengths := []int64(nil)
	fixed := false
	switch {
	case strings.HasPrefix(s, "vector of ") && strings.Contains(s, " values of length "):
		kind = "vector"
		body, lens, _ := strings.Cut(strings.TrimPrefix(s, "vector of "), " values of length ")
		elems = body
		for _, l := range strings.Split(lens, "/") {
			n, err := strconv.ParseInt(l, 10, 64)
			if err != nil {
				return nil, false
			}
			lengths = append(lengths, n)
		}
	case strings.HasPrefix(s, "a vector with length ") && strings.HasSuffix(s, " values"):
		kind, fixed = "vector", true
		rest := strings.TrimSuffix(strings.TrimPrefix(s, "a vector with length "), " values")
		l, body, ok := strings.Cut(rest, " of ")
		n, err := strconv.ParseInt(l, 10, 64)
		if !ok || err != nil {
			return nil, false
		}
		lengths, elems = []int64{n}, body
	case strings.HasPrefix(s, "tile of ") && strings.HasSuffix(s, " values"):
		kind, elems = "tile", strings.TrimSuffix(strings.TrimPrefix(s, "tile of "), " values")
	case strings.HasPrefix(s, "memref of ") && strings.HasSuffix(s, " values"):
		kind, elems = "memref", strings.TrimSuffix(strings.TrimPrefix(s, "memref of "), " values")
	default:
		return nil, false
	}
	var alts []typePred
	for _, e := range strings.Split(elems, " or ") {
		p := elementPhrasePred(e)
		if p == nil {
			return nil, true
		}
		alts = append(alts, p)
	}
	elemOK := anyOf(alts)
	switch kind {
	case "tile":
		// IsAMXTilePred: a tile of rank 2.
		return func(t mlir.Type) bool {
			et, ok := t.(ElementTyped)
			if r, ranked := t.(interface{ Rank() int }); ranked && r.Rank() != 2 {
				return false
			}
			return ok && elemOK(et.ElementType())
		}, true
	case "memref":
		return func(t mlir.Type) bool {
			switch m := t.(type) {
			case *mlir.MemRefType:
				return elemOK(m.Elem)
			case *mlir.UnrankedMemRefType:
				return elemOK(m.Elem)
			}
			return false
		}, true
	}
	return func(t mlir.Type) bool {
		v, ok := t.(*mlir.VectorType)
		if !ok || !elemOK(v.Elem) {
			return false
		}
		n := int64(1)
		for i, d := range v.Shape {
			if fixed && scalableDim(v, i) {
				return false
			}
			n *= d
		}
		for _, l := range lengths {
			if n == l {
				return true
			}
		}
		return false
	}, true
}

// elementPhrasePred reads the element phrases of ODS summaries: "32-bit float",
// "bfloat16 type", "8-bit signless integer", "any type".
func elementPhrasePred(p string) typePred {
	if bits, ok := strings.CutSuffix(p, "-bit float"); ok {
		var k mlir.FloatKind
		switch bits {
		case "16":
			k = mlir.F16
		case "32":
			k = mlir.F32
		case "64":
			k = mlir.F64
		default:
			return nil
		}
		return func(t mlir.Type) bool { f, ok := t.(*mlir.FloatType); return ok && f.Kind == k }
	}
	if p == "bfloat16 type" {
		return func(t mlir.Type) bool { f, ok := t.(*mlir.FloatType); return ok && f.Kind == mlir.BF16 }
	}
	return phrasePred(p)
}
