package llvmir

import "math/big"

// tbaa checks an instruction's !tbaa attachment as LLVM's TBAAVerifier does,
// after the upgrade llvm-as applies to an old-style scalar tag (a type node
// !{!"name", !parent[, iN 0]} used as a tag stands for !{T, T, i64 0}). The
// new type format (a type node whose first operand is its parent) is checked
// only for the shape of its tag.
func (v *verifier) tbaa(in *Instruction, md Metadata) error {
	fail := func(msg string) error { return v.errAt(in.off, "%s", msg) }
	switch in.Op {
	case OpLoad, OpStore, OpCall, OpVAArg, OpAtomicRMW, OpCmpXchg:
	default:
		return fail("This instruction shall not have a TBAA access tag!")
	}
	tag, ok := md.(*MDNode)
	if !ok || tag.Kind != "" {
		return nil
	}
	ops := tag.Ops
	if len(ops) == 0 {
		return fail("Old-style TBAA is no longer allowed, use struct-path TBAA instead")
	}
	if _, isNode := ops[0].(*MDNode); !isNode || len(ops) < 3 {
		// the upgrade of an old-style scalar tag
		ops = []Metadata{tag, tag, &ValueAsMD{Value: &ConstInt{Typ: v.m.IntType(64)}}}
	}
	base, _ := ops[0].(*MDNode)
	access, _ := ops[1].(*MDNode)
	newFormat := access != nil && len(access.Ops) >= 3 && isMDNode(access.Ops[0])
	if newFormat {
		if len(ops) != 4 && len(ops) != 5 {
			return fail("Access tag metadata must have either 4 or 5 operands")
		}
		if mdConstInt(ops[3]) == nil {
			return fail("Access size field must be a constant")
		}
	} else if len(ops) >= 5 {
		return fail("Struct tag metadata must have either 3 or 4 operands")
	}
	immut := 3
	if newFormat {
		immut = 4
	}
	if len(ops) == immut+1 {
		ci := mdConstInt(ops[immut])
		if ci == nil {
			return fail("Immutability tag on struct tag metadata must be a constant")
		}
		if ci.Big != nil || ci.Val > 1 {
			return fail("Immutability part of the struct tag metadata must be either 0 or 1")
		}
	}
	if base == nil || access == nil {
		return fail("Malformed struct tag metadata: base and access-type should be non-null and point to Metadata nodes")
	}
	if newFormat {
		return nil
	}
	if !tbaaScalar(access, nil) {
		return fail("Access type node must be a valid scalar type")
	}
	off := mdConstInt(ops[2])
	if off == nil {
		return fail("Offset must be constant integer")
	}
	offset, width := constIntBig(off), off.Typ.Bits
	seenAccess := false
	path := map[*MDNode]bool{}
	for base != nil && !tbaaRoot(base) {
		if path[base] {
			return fail("Cycle detected in struct path")
		}
		path[base] = true
		bw, msg := tbaaBaseNode(base)
		if msg == tbaaSilent {
			return nil
		}
		if msg != "" {
			return fail(msg)
		}
		seenAccess = seenAccess || base == access
		if (tbaaScalar(base, nil) || base == access) && offset.Sign() != 0 {
			return fail("Offset not zero at the point of scalar access")
		}
		if bw != width && !(bw == 0 && offset.Sign() == 0) {
			return fail("Access bit-width not the same as description bit-width")
		}
		var next *MDNode
		next, msg = tbaaField(base, offset)
		if msg != "" {
			return fail(msg)
		}
		base = next
	}
	if !seenAccess {
		return fail("Did not see access type in access path!")
	}
	return nil
}

func isMDNode(md Metadata) bool {
	_, ok := md.(*MDNode)
	return ok
}

// constIntBig is c's value as a non-negative big integer (its bits read
// unsigned, as APInt's unsigned comparisons read them).
func constIntBig(c *ConstInt) *big.Int {
	if c.Big != nil {
		return new(big.Int).Set(c.Big)
	}
	return new(big.Int).SetUint64(c.Val)
}

// tbaaRoot: a node with fewer than two operands.
func tbaaRoot(n *MDNode) bool { return len(n.Ops) < 2 }

// tbaaScalar reports whether n is a scalar type node !{!"name", !parent[, iN 0]}
// whose parents up to the root are scalar nodes too.
func tbaaScalar(n *MDNode, seen map[*MDNode]bool) bool {
	if len(n.Ops) != 2 && len(n.Ops) != 3 {
		return false
	}
	if _, ok := n.Ops[0].(*MDString); !ok {
		return false
	}
	if len(n.Ops) == 3 {
		ci := mdConstInt(n.Ops[2])
		if ci == nil || ci.Big != nil && ci.Big.Sign() != 0 || ci.Big == nil && ci.Val != 0 {
			return false
		}
	}
	parent, ok := n.Ops[1].(*MDNode)
	if !ok {
		return false
	}
	if seen == nil {
		seen = map[*MDNode]bool{}
	}
	if seen[parent] {
		return false
	}
	seen[parent] = true
	return tbaaRoot(parent) || tbaaScalar(parent, seen)
}

// tbaaSilent stops the check of a tag without an error: LLVM's verifier
// gives up on an invalid two-operand base node without reporting it.
const tbaaSilent = "-"

// tbaaBaseNode checks a struct type node !{!"name", !T0, iN off0, ...} (old
// format) and returns the width of its offsets (0 for a scalar node).
func tbaaBaseNode(n *MDNode) (uint32, string) {
	if len(n.Ops) < 2 {
		return 0, "Base nodes must have at least two operands"
	}
	if len(n.Ops) == 2 {
		if tbaaScalar(n, nil) {
			return 0, ""
		}
		return 0, tbaaSilent
	}
	if len(n.Ops)%2 != 1 {
		return 0, "Struct tag nodes must have an odd number of operands!"
	}
	width := ^uint32(0)
	var prev *big.Int
	for i := 1; i+1 < len(n.Ops); i += 2 {
		if !isMDNode(n.Ops[i]) {
			return 0, "Incorrect field entry in struct type node!"
		}
		ci := mdConstInt(n.Ops[i+1])
		if ci == nil {
			return 0, "Offset entries must be constants!"
		}
		if width == ^uint32(0) {
			width = ci.Typ.Bits
		}
		if ci.Typ.Bits != width {
			return 0, "Bitwidth between the offsets and struct type entries must match"
		}
		off := constIntBig(ci)
		if prev != nil && prev.Cmp(off) > 0 {
			return 0, "Offsets must be increasing!"
		}
		prev = off
	}
	return width, ""
}

// tbaaField returns the field of base that holds offset, and subtracts the
// field's offset from offset.
func tbaaField(base *MDNode, offset *big.Int) (*MDNode, string) {
	if len(base.Ops) == 2 {
		p, _ := base.Ops[1].(*MDNode)
		return p, ""
	}
	for i := 1; i+1 < len(base.Ops); i += 2 {
		if constIntBig(mdConstInt(base.Ops[i+1])).Cmp(offset) > 0 {
			if i == 1 {
				return nil, "Could not find TBAA parent in struct type node"
			}
			offset.Sub(offset, constIntBig(mdConstInt(base.Ops[i-1])))
			p, _ := base.Ops[i-2].(*MDNode)
			return p, ""
		}
	}
	last := len(base.Ops) - 2
	offset.Sub(offset, constIntBig(mdConstInt(base.Ops[last+1])))
	p, _ := base.Ops[last].(*MDNode)
	return p, ""
}
