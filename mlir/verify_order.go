package mlir

// The order of MLIR's verifier (issue 10): an op's own invariants come before
// the ops of its regions; in a block, the ops that are isolated from above and
// hold regions (functions, globals) come after their other ops; a block's
// terminator is checked after its ops; the invariants over an op's regions
// (unique symbols and symbol uses of a symbol table, VerifyRegions) follow its
// regions' ops; dominance is checked last, once per op isolated from above,
// over everything nested in it that is not isolated itself. The first error
// is therefore mlir-opt's first diagnostic.
//
// A probing verifier (verify_parallel.go) checks the same rules in another
// order: it only tells whether there is an error. It checks each op's symbol
// uses with the op, since the symbol table's walk skips the regions that
// passed a probe.

// verifyRegionOps verifies the ops of r, a region of op, unless the parallel
// probe passed them, and the terminators of r's blocks.
func (v *verifier) verifyRegionOps(op *Operation, r *Region) error {
	def := op.Def
	terminated := def != nil && !def.Has(NoTerminator)
	for bi, b := range r.Blocks {
		if terminated && (bi == 0 || !def.Has(SingleBlock)) && len(b.Ops) == 0 {
			return v.opError(op, "empty block: expect at least a terminator")
		}
		if !v.probed[r] {
			if err := v.verifyBlockOps(b); err != nil {
				return err
			}
		}
		if terminated && (bi == 0 || !def.Has(SingleBlock)) {
			if t := b.Terminator(); t.Def != nil && !t.Def.Has(Terminator) {
				if v.probe {
					return errProbe
				}
				return v.opError(t, "block with no terminator, has "+genericOpString(t))
			}
		}
	}
	return nil
}

// isolatedRegionOp reports whether op holds regions and is isolated from above:
// MLIR verifies such ops after the other ops of their block.
func isolatedRegionOp(op *Operation) bool {
	return len(op.Regions) > 0 && op.Def.Has(IsolatedFromAbove)
}

// verifyBlockOps verifies the ops of b: those isolated from above with regions
// last.
func (v *verifier) verifyBlockOps(b *Block) error {
	isolated := false
	for _, inner := range b.Ops {
		if isolatedRegionOp(inner) {
			isolated = true
			continue
		}
		if err := v.verifyOp(inner); err != nil {
			return err
		}
	}
	if !isolated {
		return nil
	}
	for _, inner := range b.Ops {
		if isolatedRegionOp(inner) {
			if err := v.verifyOp(inner); err != nil {
				return err
			}
		}
	}
	return nil
}

// verifyRegionInvariants checks what MLIR checks of op once its regions are
// verified: the SymbolTable trait (unique symbols, then the symbol uses nested
// in the table), then the op's VerifyRegions. The root's nested symbol uses
// are checked even when it is no symbol table, as a probe checks every op's.
func (v *verifier) verifyRegionInvariants(op *Operation) error {
	def := op.Def
	if def.Has(SymbolTable) {
		if err := v.verifySymbolTable(op); err != nil {
			return err
		}
	}
	if v.probe {
		if err := v.symbolUses(op); err != nil {
			return err
		}
	} else if def.Has(SymbolTable) || op == v.root {
		if err := v.verifySymbolUsesIn(op); err != nil {
			return err
		}
	}
	if def != nil && def.VerifyRegions != nil {
		if err := def.VerifyRegions(op); err != nil {
			return v.fail(op, err)
		}
	}
	return nil
}

// symbolUses runs op's SymbolUses hook.
func (v *verifier) symbolUses(op *Operation) error {
	if op.Def == nil || op.Def.SymbolUses == nil {
		return nil
	}
	if err := op.Def.SymbolUses(op); err != nil {
		return v.fail(op, err)
	}
	return nil
}

// verifySymbolUsesIn checks the symbol uses of the ops nested in table, in
// MLIR's order: the ops of a region, then the regions they hold from the last
// one pushed (a stack of regions, so the last function's body comes first),
// without entering nested symbol tables (which check their own) nor the
// regions a probe passed.
func (v *verifier) verifySymbolUsesIn(table *Operation) error {
	work := append([]*Region(nil), table.Regions...)
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		if v.probed[r] {
			continue
		}
		for _, b := range r.Blocks {
			for _, op := range b.Ops {
				if err := v.symbolUses(op); err != nil {
					return err
				}
				if !op.Def.Has(SymbolTable) {
					work = append(work, op.Regions...)
				}
			}
		}
	}
	return nil
}

// verifyDominanceTree checks dominance in the regions of op and of the ops
// nested in them that are not isolated from above.
func (v *verifier) verifyDominanceTree(op *Operation) error {
	for _, r := range op.Regions {
		if v.probed[r] {
			continue
		}
		if op.Def != nil && !op.Def.Has(GraphRegion) {
			if err := v.verifyDominance(op, r); err != nil {
				return err
			}
		}
		for _, b := range r.Blocks {
			if err := v.nestedDominance(b); err != nil {
				return err
			}
		}
	}
	return nil
}

// nestedDominance checks dominance in the regions of the ops of b that are not
// isolated from above (those check their own).
func (v *verifier) nestedDominance(b *Block) error {
	for _, op := range b.Ops {
		if err := v.nestedDominanceOf(op); err != nil {
			return err
		}
	}
	return nil
}

// nestedDominanceOf checks dominance in the regions of op unless it has none or
// is isolated from above.
func (v *verifier) nestedDominanceOf(op *Operation) error {
	if len(op.Regions) == 0 || op.Def.Has(IsolatedFromAbove) {
		return nil
	}
	return v.verifyDominanceTree(op)
}
