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
	var memo map[*Alias]Value
	for _, u := range p.dsoEquivs {
		g := resolveFwd(u.c.Global)
		if a, ok := g.(*Alias); ok {
			if memo == nil {
				memo = map[*Alias]Value{}
			}
			g = aliasedObject(a, len(p.m.Aliases), memo)
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
// A chain of aliases is as long as the module has aliases (n), or a cycle;
// memo holds the answers for the aliases met on earlier walks (each alias of
// a chain is then walked once, however many uses name one of them).
func aliasedObject(a *Alias, n int, memo map[*Alias]Value) Value {
	var path []*Alias
	obj := func() Value {
		var c Value = a
		for {
			switch x := resolveFwd(c).(type) {
			case *Global, *Function, *IFunc:
				return x
			case *Alias:
				if r, ok := memo[x]; ok {
					return r
				}
				if path = append(path, x); len(path) > n {
					return nil // round a cycle
				}
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
	}()
	for _, x := range path {
		memo[x] = obj
	}
	return obj
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
