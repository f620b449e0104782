package llvmir

import "github.com/ferry-ir/ferry/diag"

// dsoEquivUse is a dso_local_equivalent constant and the offset of the
// global it names.
type dsoEquivUse struct {
	c   *DSOLocalEquivalent
	off int
}

// checkDSOLocalEquivs rejects a dso_local_equivalent of anything but a
// function, an alias of a function or an ifunc, as LLParser does once the
// global is defined (at the use).
func (p *parser) checkDSOLocalEquivs() {
	for _, u := range p.dsoEquivs {
		g := resolveFwd(u.c.Global)
		if a, ok := g.(*Alias); ok {
			g = aliasedObject(a)
		}
		switch g.(type) {
		case *Function, *IFunc:
		default:
			p.failAt(u.off, diag.ErrType, "expected a function, alias to function, or ifunc in dso_local_equivalent")
		}
	}
}

// aliasedObject returns what an alias stands for once aliases, casts and
// getelementptrs are looked through (GlobalAlias::getAliaseeObject), or nil.
func aliasedObject(a *Alias) Value {
	var c Value = a
	for range 1000 {
		switch x := resolveFwd(c).(type) {
		case *Global, *Function, *IFunc:
			return x
		case *Alias:
			c = x.Aliasee
		case *ConstExpr:
			if len(x.Ops) == 0 || (x.Op != OpBitCast && x.Op != OpAddrSpaceCast && x.Op != OpGetElementPtr) {
				return nil
			}
			c = x.Ops[0]
		default:
			return nil
		}
	}
	return nil
}

// blockAddrUse is a blockaddress constant and its offset.
type blockAddrUse struct {
	c   *BlockAddress
	off int
}

// checkEntryBlockAddrs rejects the address of an entry block used outside
// metadata (Verifier::visitFunction: "blockaddress may not be used with the
// entry block!").
func (p *parser) checkEntryBlockAddrs() {
	for _, u := range p.blockAddrs {
		b := u.c.Block
		if b == nil || b.Parent == nil || len(b.Parent.Blocks) == 0 || b.Parent.Blocks[0] != b {
			continue
		}
		p.failAt(u.off, diag.ErrVerify, "blockaddress may not be used with the entry block!")
	}
}
