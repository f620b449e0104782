package mlir

import (
	"sort"
	"strconv"
)

// aliasState maps attributes and types to alias names, and lists the definitions
// to print, as MLIR's AliasState does.
type aliasState struct {
	attrs map[Attribute]string
	types map[Type]string
	defs  []aliasDef

	// collection state
	info  map[any]*aliasInfo
	order []any
	stack []*aliasInfo
}

type aliasDef struct {
	name     string
	key      any
	isType   bool
	deferred bool
}

type aliasInfo struct {
	name       string // base alias name, "" when the value has no alias
	isType     bool
	deferrable bool
	depth      int // alias depth (aliased values only)
	inner      int // contribution to an enclosing value: depth+1 if aliased, else max of children
	children   []*aliasInfo
	seq        int
}

// builtinAlias returns the alias MLIR's builtin dialect gives an attribute.
func builtinAlias(a Attribute) string {
	switch a.(type) {
	case Location:
		return "loc"
	case *AffineMapAttr:
		return "map"
	case *IntegerSetAttr:
		return "set"
	case *DistinctAttr:
		if _, unit := a.(*DistinctAttr).Ref.(*UnitAttr); !unit {
			return "distinct"
		}
	}
	return ""
}

func (p *printer) dialectAlias(key any) (string, bool) {
	if p.ctx == nil {
		return "", false
	}
	best := ""
	found := false
	for _, d := range p.ctx.order {
		ap, ok := d.(AliasProvider)
		if !ok {
			continue
		}
		var name string
		var kind AliasKind
		switch k := key.(type) {
		case Attribute:
			name, kind = ap.AttrAlias(k)
		case Type:
			name, kind = ap.TypeAlias(k)
		}
		switch kind {
		case AliasFinal:
			return sanitizeAlias(name), true
		case AliasOverridable:
			if !found {
				best, found = sanitizeAlias(name), true
			}
		}
	}
	return best, found
}

// sanitizeAlias makes name a valid alias identifier as MLIR does.
func sanitizeAlias(name string) string {
	if name == "" {
		return "_"
	}
	b := []byte(name)
	for i, c := range b {
		if !(isBareChar(c) || c == '-') || c == '.' && false {
			b[i] = '_'
		}
	}
	if isDigit(b[0]) {
		b = append([]byte{'_'}, b...)
	}
	return string(b)
}

// collectAliases runs the printer over op in collecting mode to find every
// attribute and type that gets an alias, then names and orders them.
func (p *printer) collectAliases(op *Operation) {
	st := &aliasState{info: map[any]*aliasInfo{}}
	p.aliases = nil
	p.collecting = true
	p.collect = st
	saved := p.buf
	p.buf = make([]byte, 0, 1<<12)
	p.printOp(op)
	p.buf = saved[:0]
	p.collecting = false
	p.collect = nil
	p.distinct = nil

	// Order: alias depth, types before attributes, then name; stable in visit order.
	var list []*aliasInfo
	keys := map[*aliasInfo]any{}
	for _, k := range st.order {
		in := st.info[k]
		if in.name != "" {
			list = append(list, in)
			keys[in] = k
		}
	}
	sort.SliceStable(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if a.depth != b.depth {
			return a.depth < b.depth
		}
		if a.isType != b.isType {
			return a.isType
		}
		return a.name < b.name
	})
	st.attrs = map[Attribute]string{}
	st.types = map[Type]string{}
	counts := map[string]int{}
	for _, in := range list {
		n := counts[in.name]
		counts[in.name]++
		name := in.name
		if n > 0 {
			if isDigit(name[len(name)-1]) {
				name += "_"
			}
			name += strconv.Itoa(n)
		}
		k := keys[in]
		if in.isType {
			st.types[k.(Type)] = name
		} else {
			st.attrs[k.(Attribute)] = name
		}
		st.defs = append(st.defs, aliasDef{name: name, key: k, isType: in.isType, deferred: in.deferrable})
	}
	st.info, st.order = nil, nil
	if len(st.defs) > 0 {
		p.aliases = st
	}
}

// visit records a use of key (an Attribute or Type) while collecting, and visits
// its elements by printing it in collecting mode.
func (p *printer) visit(key any, isType, deferrable bool) {
	st := p.collect
	if in, ok := st.info[key]; ok {
		if !deferrable {
			markNonDeferrable(in)
		}
		if n := len(st.stack); n > 0 {
			parent := st.stack[n-1]
			parent.children = append(parent.children, in)
		}
		return
	}
	in := &aliasInfo{isType: isType, deferrable: deferrable, seq: len(st.order)}
	if isType {
		if name, ok := p.dialectAlias(key); ok {
			in.name = name
		}
	} else {
		a := key.(Attribute)
		if name := builtinAlias(a); name != "" {
			in.name = name
		} else if name, ok := p.dialectAlias(key); ok {
			in.name = name
		}
	}
	st.info[key] = in
	st.order = append(st.order, key)
	if n := len(st.stack); n > 0 {
		parent := st.stack[n-1]
		parent.children = append(parent.children, in)
	}
	st.stack = append(st.stack, in)
	mark := len(p.buf)
	if isType {
		p.printTypeNoAlias(key.(Type))
	} else {
		a := key.(Attribute)
		if l, ok := a.(Location); ok {
			p.printLocBodyCollect(l)
		} else {
			p.printAttrNoAlias(a, true)
		}
	}
	p.buf = p.buf[:mark]
	st.stack = st.stack[:len(st.stack)-1]
	max := 0
	for _, c := range in.children {
		if c.inner > max {
			max = c.inner
		}
	}
	if in.name != "" {
		in.depth = max
		in.inner = max + 1
		if !in.deferrable {
			for _, c := range in.children {
				markNonDeferrable(c)
			}
		}
	} else {
		in.inner = max
	}
}

func markNonDeferrable(in *aliasInfo) {
	if !in.deferrable {
		return
	}
	in.deferrable = false
	for _, c := range in.children {
		markNonDeferrable(c)
	}
}

// visitLoc visits a location printed at an op (deferrable) or block argument.
func (p *printer) visitLoc(l Location, blockArg bool) {
	p.visit(Attribute(l), false, !blockArg)
}

func (p *printer) printLocBodyCollect(l Location) {
	switch l := l.(type) {
	case *NameLoc:
		if l.Child != nil {
			p.visit(Attribute(l.Child), false, p.collect.stack[len(p.collect.stack)-1].deferrable)
		}
	case *CallSiteLoc:
		d := p.collect.stack[len(p.collect.stack)-1].deferrable
		p.visit(Attribute(l.Callee), false, d)
		p.visit(Attribute(l.Caller), false, d)
	case *FusedLoc:
		d := p.collect.stack[len(p.collect.stack)-1].deferrable
		if l.Metadata != nil {
			p.visit(l.Metadata, false, d)
		}
		for _, c := range l.Locs {
			p.visit(Attribute(c), false, d)
		}
	}
}

// printAliasDefs prints `#name = value` lines, the deferred ones or the others.
func (p *printer) printAliasDefs(deferred bool) {
	if p.aliases == nil {
		return
	}
	for _, d := range p.aliases.defs {
		if d.deferred != deferred {
			continue
		}
		if d.isType {
			p.wb('!')
			p.ws(d.name)
			p.ws(" = ")
			p.printTypeNoAlias(d.key.(Type))
		} else {
			p.wb('#')
			p.ws(d.name)
			p.ws(" = ")
			p.printAttrNoAlias(d.key.(Attribute), true)
		}
		p.wb('\n')
	}
}
