package llvm

import (
	"fmt"

	"github.com/ferry-ir/ferry/mlir"
)

// opView splits an operation's flat operand, result, region and successor lists into
// the named slots of its OpSpec, as ODS accessors do.
type opView struct {
	spec     *OpSpec
	op       *mlir.Operation
	operands map[string][]*mlir.Value
	groups   map[string][][]*mlir.Value // VariadicOfVariadic operands
	results  map[string][]*mlir.Value
	regions  map[string][]*mlir.Region
	succs    map[string][]*mlir.Block
}

func (s *OpSpec) hasTrait(kind string) bool {
	for _, t := range s.Traits {
		if t.Kind == kind {
			return true
		}
	}
	return false
}

// attrSpec returns the inherent attribute named name, or nil.
func (s *OpSpec) attrSpec(name string) *AttrSpec {
	for i := range s.Attrs {
		if s.Attrs[i].Name == name {
			return &s.Attrs[i]
		}
	}
	return nil
}

// denseI32 returns the elements of an array<i32: ...> attribute.
func denseI32(a mlir.Attribute) ([]int64, bool) {
	d, ok := a.(*mlir.DenseArrayAttr)
	if !ok {
		return nil, false
	}
	out := make([]int64, len(d.Elems))
	for i, e := range d.Elems {
		ia, ok := e.(*mlir.IntegerAttr)
		if !ok {
			return nil, false
		}
		out[i] = ia.Val
	}
	return out, true
}

// segmentSizes computes how many values each slot holds. sizesAttr is the
// operandSegmentSizes/resultSegmentSizes property when the op has one.
func segmentSizes(slots []ValueSpec, n int, sizesAttr mlir.Attribute, attrSized bool) ([]int, error) {
	sizes := make([]int, len(slots))
	if attrSized {
		raw, ok := denseI32(sizesAttr)
		if !ok || len(raw) != len(slots) {
			return nil, fmt.Errorf("segment sizes attribute must have %d elements", len(slots))
		}
		total := 0
		for i, r := range raw {
			if r < 0 {
				return nil, fmt.Errorf("negative segment size")
			}
			sizes[i] = int(r)
			total += int(r)
		}
		if total != n {
			return nil, fmt.Errorf("segment sizes add up to %d, the op has %d", total, n)
		}
		return sizes, nil
	}
	fixed, variable := 0, -1
	for i, s := range slots {
		if s.Arity == Single {
			sizes[i] = 1
			fixed++
			continue
		}
		if variable >= 0 {
			// Several variable-length slots without sizes: share equally
			// (SameVariadicOperandSize).
			variable = -2
			continue
		}
		variable = i
	}
	switch {
	case variable == -1:
		if n != fixed {
			return nil, fmt.Errorf("expected %d values, have %d", fixed, n)
		}
	case variable >= 0:
		if n < fixed {
			return nil, fmt.Errorf("expected at least %d values, have %d", fixed, n)
		}
		sizes[variable] = n - fixed
	default:
		nv := 0
		for _, s := range slots {
			if s.Arity != Single {
				nv++
			}
		}
		rest := n - fixed
		if rest < 0 || rest%nv != 0 {
			return nil, fmt.Errorf("cannot split %d values among %d variadic groups", rest, nv)
		}
		for i, s := range slots {
			if s.Arity != Single {
				sizes[i] = rest / nv
			}
		}
	}
	return sizes, nil
}

func newOpView(spec *OpSpec, op *mlir.Operation) (*opView, error) {
	v := &opView{spec: spec, op: op,
		operands: map[string][]*mlir.Value{}, groups: map[string][][]*mlir.Value{},
		results: map[string][]*mlir.Value{}, regions: map[string][]*mlir.Region{}, succs: map[string][]*mlir.Block{}}
	sizes, err := segmentSizes(spec.Operands, len(op.Operands), op.Attr("operandSegmentSizes"), spec.hasTrait("AttrSizedOperandSegments"))
	if err != nil {
		return nil, fmt.Errorf("operands: %v", err)
	}
	i := 0
	for k, s := range spec.Operands {
		vals := op.Operands[i : i+sizes[k]]
		i += sizes[k]
		v.operands[s.Name] = vals
		if s.Arity == VariadicOfVariadic {
			gs, ok := denseI32(op.Attr(s.Segments))
			if !ok {
				return nil, fmt.Errorf("operand group %s: missing %s", s.Name, s.Segments)
			}
			j := 0
			for _, g := range gs {
				if g < 0 || j+int(g) > len(vals) {
					return nil, fmt.Errorf("operand group %s: %s does not match the operands", s.Name, s.Segments)
				}
				v.groups[s.Name] = append(v.groups[s.Name], vals[j:j+int(g)])
				j += int(g)
			}
			if j != len(vals) {
				return nil, fmt.Errorf("operand group %s: %s does not match the operands", s.Name, s.Segments)
			}
		}
	}
	sizes, err = segmentSizes(spec.Results, len(op.Results), op.Attr("resultSegmentSizes"), spec.hasTrait("AttrSizedResultSegments"))
	if err != nil {
		return nil, fmt.Errorf("results: %v", err)
	}
	i = 0
	for k, s := range spec.Results {
		v.results[s.Name] = op.Results[i : i+sizes[k]]
		i += sizes[k]
	}
	sizes, err = segmentSizes(spec.Regions, len(op.Regions), nil, false)
	if err != nil {
		return nil, fmt.Errorf("regions: %v", err)
	}
	i = 0
	for k, s := range spec.Regions {
		v.regions[s.Name] = op.Regions[i : i+sizes[k]]
		i += sizes[k]
	}
	sizes, err = segmentSizes(spec.Successors, len(op.Successors), nil, false)
	if err != nil {
		return nil, fmt.Errorf("successors: %v", err)
	}
	i = 0
	for k, s := range spec.Successors {
		v.succs[s.Name] = op.Successors[i : i+sizes[k]]
		i += sizes[k]
	}
	return v, nil
}
