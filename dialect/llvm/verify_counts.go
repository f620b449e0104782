package llvm

import (
	"fmt"

	"github.com/ferry-ir/ferry/mlir"
)

// The count traits MLIR's generated op classes list before OpInvariants, checked
// in their order (regions, results, successors, operands, then the segment
// sizes), with their messages. A slot that is not Single makes its list
// variadic: the trait then only asks for the Single slots ("N or more").

// countOf returns the number of Single slots and whether a slot is variable.
func countOf(slots []ValueSpec) (fixed int, variable bool) {
	for i := range slots {
		if slots[i].Arity == Single {
			fixed++
		} else {
			variable = true
		}
	}
	return fixed, variable
}

// verifyCounts checks the count traits of s on op, then its segment sizes.
func verifyCounts(s *OpSpec, op *mlir.Operation) error {
	if n, v := countOf(s.Regions); v {
		if n > 0 && len(op.Regions) < n {
			return fmt.Errorf("expected %d or more regions", n)
		}
	} else if len(op.Regions) != n {
		switch n {
		case 0:
			return fmt.Errorf("requires zero regions")
		case 1:
			return fmt.Errorf("requires one region")
		}
		return fmt.Errorf("expected %d regions", n)
	}
	if n, v := countOf(s.Results); v {
		if n > 0 && len(op.Results) < n {
			return fmt.Errorf("expected %d or more results", n)
		}
	} else if len(op.Results) != n {
		switch n {
		case 0:
			return fmt.Errorf("requires zero results")
		case 1:
			return fmt.Errorf("requires one result")
		}
		return fmt.Errorf("expected %d results", n)
	}
	if n, v := countOf(s.Successors); v {
		if n > 0 && len(op.Successors) < n {
			return fmt.Errorf("requires at least %d successors but found %d", n, len(op.Successors))
		}
	} else if len(op.Successors) != n {
		if n == 1 {
			return fmt.Errorf("requires 1 successor but found %d", len(op.Successors))
		}
		return fmt.Errorf("requires %d successors but found %d", n, len(op.Successors))
	}
	if n, v := countOf(s.Operands); v {
		if n > 0 && len(op.Operands) < n {
			return fmt.Errorf("expected %d or more operands, but found %d", n, len(op.Operands))
		}
	} else if len(op.Operands) != n {
		switch n {
		case 0:
			return fmt.Errorf("requires zero operands")
		case 1:
			return fmt.Errorf("requires a single operand")
		}
		return fmt.Errorf("expected %d operands, but found %d", n, len(op.Operands))
	}
	if s.sized[0] {
		if err := verifySegmentSizes(op, "operandSegmentSizes", "operand", len(op.Operands)); err != nil {
			return err
		}
	}
	if s.sized[1] {
		if err := verifySegmentSizes(op, "resultSegmentSizes", "result", len(op.Results)); err != nil {
			return err
		}
	}
	return nil
}

// verifySegmentSizes is the AttrSized{Operand,Result}Segments trait: the sizes
// are not negative and add up to the number of values (a missing property
// counts as all zeros).
func verifySegmentSizes(op *mlir.Operation, name, what string, n int) error {
	total := int64(0)
	if d, ok := op.Attr(name).(*mlir.DenseArrayAttr); ok {
		for _, e := range d.Elems {
			ia, ok := e.(*mlir.IntegerAttr)
			if !ok {
				continue
			}
			if ia.Val < 0 {
				return fmt.Errorf("'%s' attribute cannot have negative elements", name)
			}
			total += ia.Val
		}
	}
	if total != int64(n) {
		return fmt.Errorf("%s count (%d) does not match with the total size (%d) specified in attribute '%s'", what, n, total, name)
	}
	return nil
}

// verifyOptionalGroups: an Optional slot holds at most one value (MLIR checks it
// with the slot's types, in OpInvariants).
func verifyOptionalGroup(vs *ValueSpec, what string, start, n int) error {
	if vs.Arity == Optional && n > 1 {
		return fmt.Errorf("%s group starting at #%d requires 0 or 1 element, but found %d", what, start, n)
	}
	return nil
}
