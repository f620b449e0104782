package llvmir

// resolveGlobals replaces every forward-referenced global placeholder by its
// definition, in every operand slot of the module.
func (p *parser) resolveGlobals() {
	r := func(v Value) Value {
		if f, ok := v.(*fwdGlobal); ok && f.def != nil {
			return f.def
		}
		return v
	}
	seenMD := make(map[*MDNode]bool)
	var cnst func(c Constant) Constant
	var md func(m Metadata)
	val := func(v Value) Value {
		switch c := v.(type) {
		case *fwdGlobal:
			return r(v)
		case *MetadataValue:
			md(c.MD)
			return v
		case Constant:
			return cnst(c)
		}
		return v
	}
	cnst = func(c Constant) Constant {
		switch c := c.(type) {
		case *fwdGlobal:
			return r(c).(Constant)
		case *ConstArray:
			for i, e := range c.Elems {
				c.Elems[i] = cnst(e)
			}
		case *ConstStruct:
			for i, e := range c.Fields {
				c.Fields[i] = cnst(e)
			}
		case *ConstVector:
			for i, e := range c.Elems {
				c.Elems[i] = cnst(e)
			}
		case *ConstSplat:
			c.Elem = cnst(c.Elem)
		case *ConstExpr:
			for i, e := range c.Ops {
				c.Ops[i] = cnst(e)
			}
		case *BlockAddress:
			c.Func = cnst(c.Func)
		case *DSOLocalEquivalent:
			c.Global = cnst(c.Global)
		case *NoCFI:
			c.Global = cnst(c.Global)
		case *PtrAuth:
			c.Ptr = cnst(c.Ptr)
			for i, e := range c.Args {
				c.Args[i] = cnst(e)
			}
		}
		return c
	}
	md = func(m Metadata) {
		switch m := m.(type) {
		case *ValueAsMD:
			m.Value = val(m.Value)
		case *DIArgList:
			for _, a := range m.Args {
				a.Value = val(a.Value)
			}
		case *MDNode:
			if seenMD[m] {
				return
			}
			seenMD[m] = true
			for _, o := range m.Ops {
				md(o)
			}
			for _, f := range m.Fields {
				if f.MD != nil {
					md(f.MD)
				}
			}
		}
	}
	m := p.m
	for _, g := range m.Globals {
		if g.Init != nil {
			g.Init = cnst(g.Init)
		}
	}
	for _, a := range m.Aliases {
		a.Aliasee = cnst(a.Aliasee)
	}
	for _, i := range m.IFuncs {
		i.Resolver = cnst(i.Resolver)
	}
	for _, n := range m.MDNodes {
		md(n)
	}
	for _, u := range m.UseListOrders {
		if u.Value != nil {
			u.Value = val(u.Value)
		}
		if u.Func != nil {
			u.Func = cnst(u.Func)
		}
	}
	for _, f := range m.Funcs {
		if f.Prefix != nil {
			f.Prefix = cnst(f.Prefix)
		}
		if f.Prologue != nil {
			f.Prologue = cnst(f.Prologue)
		}
		if f.Personality != nil {
			f.Personality = cnst(f.Personality)
		}
		for _, u := range f.UseListOrders {
			if u.Value != nil {
				u.Value = val(u.Value)
			}
			if u.Func != nil {
				u.Func = cnst(u.Func)
			}
		}
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				for i, o := range in.Ops {
					in.Ops[i] = val(o)
				}
				if in.Call != nil {
					for _, bu := range in.Call.Bundles {
						for i, o := range bu.Inputs {
							bu.Inputs[i] = val(o)
						}
					}
				}
				for _, rec := range in.Records {
					for _, a := range rec.Args {
						md(a)
					}
				}
				for _, a := range in.MD {
					md(a.Node)
				}
			}
		}
	}
}
