package llvm

import (
	"fmt"
	"sync"

	"github.com/ferry-ir/ferry/mlir"
)

// opView splits an operation's flat operand, result, region and successor lists into
// the named slots of its OpSpec, as ODS accessors do. Slots are found by name with
// a scan of the spec's (short) slot lists; the view itself holds only offsets, so
// building one allocates nothing for ops without VariadicOfVariadic operands.
type opView struct {
	spec *OpSpec
	op   *mlir.Operation
	// offs holds, per category, the start of each slot in the op's flat list and
	// one past the last slot's end: operand slot k is
	// op.Operands[offs[k]:offs[k+1]], result slot k starts at offs[base[1]+k], and
	// so on for regions (base[2]) and successors (base[3]).
	offs   []int32
	base   [4]int
	inline [16]int32
	grps   [][][]*mlir.Value // per operand slot: VariadicOfVariadic groups, else nil
}

// Slot categories of an opView.
const (
	catOperands = iota
	catResults
	catRegions
	catSuccs
)

func slotIndex(slots []ValueSpec, name string) int {
	for i := range slots {
		if slots[i].Name == name {
			return i
		}
	}
	return -1
}

// slotOf returns the part of list (the op's flat list of category cat, whose
// slots are slots) that the slot named name holds, and whether there is such a
// slot.
func slotOf[T any](v *opView, cat int, slots []ValueSpec, list []T, name string) ([]T, bool) {
	k := slotIndex(slots, name)
	if k < 0 {
		return nil, false
	}
	i := v.base[cat] + k
	lo, hi := v.offs[i], v.offs[i+1]
	return list[lo:hi:hi], true
}

// slotValues returns the values of slot k of category cat (catOperands or
// catResults).
func (v *opView) slotValues(cat, k int) []*mlir.Value {
	i := v.base[cat] + k
	lo, hi := v.offs[i], v.offs[i+1]
	if cat == catOperands {
		return v.op.Operands[lo:hi:hi]
	}
	return v.op.Results[lo:hi:hi]
}

// operandSlot returns the operands of the slot named name, and whether the op has
// such a slot.
func (v *opView) operandSlot(name string) ([]*mlir.Value, bool) {
	return slotOf(v, catOperands, v.spec.Operands, v.op.Operands, name)
}

// resultSlot is operandSlot for results.
func (v *opView) resultSlot(name string) ([]*mlir.Value, bool) {
	return slotOf(v, catResults, v.spec.Results, v.op.Results, name)
}

// regionSlot is operandSlot for regions.
func (v *opView) regionSlot(name string) ([]*mlir.Region, bool) {
	return slotOf(v, catRegions, v.spec.Regions, v.op.Regions, name)
}

// succSlot is operandSlot for successors.
func (v *opView) succSlot(name string) ([]*mlir.Block, bool) {
	return slotOf(v, catSuccs, v.spec.Successors, v.op.Successors, name)
}

// groupSlot returns the groups of the VariadicOfVariadic operand slot named name,
// and whether the op has such a slot.
func (v *opView) groupSlot(name string) ([][]*mlir.Value, bool) {
	k := slotIndex(v.spec.Operands, name)
	if k < 0 || v.spec.Operands[k].Arity != VariadicOfVariadic {
		return nil, false
	}
	gs := v.grps[k]
	return gs, gs != nil
}

// operands returns the operands of the slot named name (nil when there is none).
func (v *opView) operands(name string) []*mlir.Value { vals, _ := v.operandSlot(name); return vals }

// succs returns the successors of the slot named name.
func (v *opView) succs(name string) []*mlir.Block { bs, _ := v.succSlot(name); return bs }

// groups returns the operand groups of the VariadicOfVariadic slot named name.
func (v *opView) groups(name string) [][]*mlir.Value { gs, _ := v.groupSlot(name); return gs }

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

// segmentOffsets stores in offs (len(slots)+1 entries) where each slot's values
// start among n values, and n at the end. key names the
// operandSegmentSizes/resultSegmentSizes property when the op has one ("" when
// not), sizesAttr is its value: absent, every segment is empty (as in MLIR,
// whose properties start zeroed); its errors are mlir-opt-22's, of type
// segmentError.
func segmentOffsets(offs []int32, slots []ValueSpec, n int, sizesAttr mlir.Attribute, key string) error {
	if key != "" {
		var sizes []int64
		if d, ok := sizesAttr.(*mlir.DenseArrayAttr); ok {
			sizes = make([]int64, 0, len(d.Elems))
			for _, e := range d.Elems {
				ia, ok := e.(*mlir.IntegerAttr)
				if !ok {
					return segmentError(fmt.Sprintf("'%s' attribute must be an array of integers", key))
				}
				sizes = append(sizes, ia.Val)
			}
		}
		total := int64(0)
		for _, r := range sizes {
			if r < 0 {
				return segmentError(fmt.Sprintf("'%s' attribute cannot have negative elements", key))
			}
			total += r
		}
		if total != int64(n) || total < 0 {
			what := "operand"
			if key == "resultSegmentSizes" {
				what = "result"
			}
			return segmentError(fmt.Sprintf("%s count (%d) does not match with the total size (%d) specified in attribute '%s'", what, n, total, key))
		}
		if len(sizes) != len(slots) {
			// Refused when the op was created (convertSegmentSizes).
			return segmentError(fmt.Sprintf("'%s' attribute must have %d elements", key, len(slots)))
		}
		at := 0
		for i, r := range sizes {
			offs[i] = int32(at)
			at += int(r)
		}
		offs[len(slots)] = int32(n)
		return nil
	}
	fixed, variable, nv := 0, -1, 0
	for i, s := range slots {
		if s.Arity == Single {
			fixed++
			continue
		}
		nv++
		if variable >= 0 {
			// Several variable-length slots without sizes: share equally
			// (SameVariadicOperandSize).
			variable = -2
			continue
		}
		if variable == -1 {
			variable = i
		}
	}
	var each int
	switch {
	case variable == -1:
		if n != fixed {
			return fmt.Errorf("expected %d values, have %d", fixed, n)
		}
	case variable >= 0:
		if n < fixed {
			return fmt.Errorf("expected at least %d values, have %d", fixed, n)
		}
		each = n - fixed
	default:
		rest := n - fixed
		if rest < 0 || rest%nv != 0 {
			return fmt.Errorf("cannot split %d values among %d variadic groups", rest, nv)
		}
		each = rest / nv
	}
	at := 0
	for i, s := range slots {
		offs[i] = int32(at)
		if s.Arity == Single {
			at++
		} else {
			at += each
		}
	}
	offs[len(slots)] = int32(at)
	return nil
}

// segmentAttr returns the operand (or, with results, result) segment sizes
// attribute and true when the spec has AttrSizedOperandSegments (or
// AttrSizedResultSegments), without looking the attribute up otherwise.
func segmentAttr(spec *OpSpec, op *mlir.Operation, results bool) (mlir.Attribute, string) {
	if results {
		if !spec.sized[1] {
			return nil, ""
		}
		return op.Attr("resultSegmentSizes"), "resultSegmentSizes"
	}
	if !spec.sized[0] {
		return nil, ""
	}
	return op.Attr("operandSegmentSizes"), "operandSegmentSizes"
}

// segmentError is an error of the segment sizes property, reported as is.
type segmentError string

func (e segmentError) Error() string { return string(e) }

// newOpView splits op's lists among the slots of spec.
func newOpView(spec *OpSpec, op *mlir.Operation) (*opView, error) {
	v := &opView{}
	if err := v.init(spec, op); err != nil {
		return nil, err
	}
	return v, nil
}

var viewPool = sync.Pool{New: func() any { return new(opView) }}

// getView is newOpView from a pool; release returns the view. The slices its
// accessors return alias op's lists and stay valid after release, except groups.
func getView(spec *OpSpec, op *mlir.Operation) (*opView, error) {
	v := viewPool.Get().(*opView)
	if err := v.init(spec, op); err != nil {
		v.release()
		return nil, err
	}
	return v, nil
}

// release returns a view from getView to the pool.
func (v *opView) release() {
	*v = opView{}
	viewPool.Put(v)
}

// init is newOpView into a view the caller owns.
func (v *opView) init(spec *OpSpec, op *mlir.Operation) error {
	v.spec, v.op = spec, op
	v.base = [4]int{0, len(spec.Operands) + 1, 0, 0}
	v.base[2] = v.base[1] + len(spec.Results) + 1
	v.base[3] = v.base[2] + len(spec.Regions) + 1
	total := v.base[3] + len(spec.Successors) + 1
	if total <= len(v.inline) {
		v.offs = v.inline[:total]
	} else {
		v.offs = make([]int32, total)
	}
	if len(op.Operands) > 1<<30 || len(op.Results) > 1<<30 {
		return fmt.Errorf("too many values")
	}
	sizes, key := segmentAttr(spec, op, false)
	if err := segmentOffsets(v.offs[:v.base[1]], spec.Operands, len(op.Operands), sizes, key); err != nil {
		if _, ok := err.(segmentError); ok {
			return err
		}
		return fmt.Errorf("operands: %v", err)
	}
	for k, s := range spec.Operands {
		if s.Arity != VariadicOfVariadic {
			continue
		}
		if v.grps == nil {
			v.grps = make([][][]*mlir.Value, len(spec.Operands))
		}
		lo, hi := v.offs[k], v.offs[k+1]
		vals := op.Operands[lo:hi:hi]
		gs, ok := op.Attr(s.Segments).(*mlir.DenseArrayAttr)
		if !ok {
			return fmt.Errorf("operand group %s: missing %s", s.Name, s.Segments)
		}
		j := 0
		groups := make([][]*mlir.Value, 0, len(gs.Elems))
		for _, e := range gs.Elems {
			ia, ok := e.(*mlir.IntegerAttr)
			if !ok {
				return fmt.Errorf("operand group %s: missing %s", s.Name, s.Segments)
			}
			g := ia.Val
			if g < 0 || g > int64(len(vals)-j) {
				return fmt.Errorf("operand group %s: %s does not match the operands", s.Name, s.Segments)
			}
			groups = append(groups, vals[j:j+int(g):j+int(g)])
			j += int(g)
		}
		if j != len(vals) {
			return fmt.Errorf("operand group %s: %s does not match the operands", s.Name, s.Segments)
		}
		if len(groups) > 0 {
			v.grps[k] = groups
		}
	}
	sizes, key = segmentAttr(spec, op, true)
	if err := segmentOffsets(v.offs[v.base[1]:v.base[2]], spec.Results, len(op.Results), sizes, key); err != nil {
		if _, ok := err.(segmentError); ok {
			return err
		}
		return fmt.Errorf("results: %v", err)
	}
	if err := segmentOffsets(v.offs[v.base[2]:v.base[3]], spec.Regions, len(op.Regions), nil, ""); err != nil {
		return fmt.Errorf("regions: %v", err)
	}
	if err := segmentOffsets(v.offs[v.base[3]:], spec.Successors, len(op.Successors), nil, ""); err != nil {
		return fmt.Errorf("successors: %v", err)
	}
	return nil
}

// convertSegmentSizes refuses, as MLIR's property conversion does when an op is
// created, an operandSegmentSizes property that is not a DenseI32ArrayAttr with
// one size per operand slot.
func convertSegmentSizes(ctx *mlir.Context, s *OpSpec, st *mlir.OperationState) error {
	if !hasSegments(s) {
		return nil
	}
	for _, n := range st.Props {
		if n.Name != "operandSegmentSizes" {
			continue
		}
		msg := ""
		if d, ok := n.Value.(*mlir.DenseArrayAttr); !ok || !isIntOfWidth(d.Elem, 32) {
			msg = "expected DenseI32ArrayAttr for key `value`"
		} else if len(d.Elems) != len(s.Operands) {
			msg = fmt.Sprintf("size mismatch in attribute conversion: %d vs %d", len(d.Elems), len(s.Operands))
		}
		if msg != "" {
			return fmt.Errorf("invalid properties %s for op %s: %s", ctx.Dictionary(st.Props), s.Name, msg)
		}
	}
	return nil
}
