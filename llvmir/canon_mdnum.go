package llvmir

// Metadata numbering as llvm-dis-22 prints it. llvm-as uniques the nodes it
// parses and the bitcode writer keeps only the nodes something references;
// llvm-dis's slot tracker then numbers the rest in its own order:
//
//  1. a uniqued (non-distinct) node that names itself as an operand becomes
//     distinct (`!7 = !{!7}` => `distinct !{!0}`);
//  2. uniqued nodes with equal contents are one node (`!{i32 7}` twice), decided
//     operands first; nodes of a cycle are compared as they are (two equal
//     cycles stay two);
//  3. nodes are numbered depth first, each before its operands (specialized
//     nodes in LLVM's operand order, mdOperandOrder), from the roots in this
//     order: the attachments of each global variable, the operands of each named
//     metadata, then per function its attachments and per instruction its debug
//     records (location if a node, variable, assign ID, address, DILocation), the
//     metadata arguments of an intrinsic call and its attachments (in the
//     order sortAttachments gives them);
//  4. a DIExpression is never numbered: it is printed inline; inline nodes
//     (`!foo !{i32 1}`, `types: !{null}`) are numbered like the others;
//  5. nodes nothing reaches are dropped;
//  6. llvm-as also uniques a node when it creates it, while the nodes it names
//     later are still placeholders: `!11 = !{!12}` and `!12 = !{!12}` are
//     created equal (both name placeholder !12), so they are one node, which
//     then names itself (rule 1); a node that names an earlier node created
//     equal to another names that other node. sameAtCreation finds these.

// renumberMetadata applies the rules above to m.MDNodes and every reference.
func renumberMetadata(m *Module) {
	sortAttachments(m)
	r := mdRenumber{m: m, keys: map[string]*MDNode{}}
	r.key.m = m
	r.sameAtCreation()
	// pass 1: unique, operands first (gives every node a temporary ID)
	r.roots(r.unique)
	if r.count == 0 {
		m.MDNodes = nil
		return
	}
	// pass 2: number from the roots, each node before its operands
	nodes := make([]*MDNode, 0, r.count)
	r.roots(func(p *Metadata) { r.number(p, &nodes) })
	m.MDNodes = nodes
	for _, n := range nodes {
		n.canon = 0 // a later renumbering starts afresh
	}
}

type mdRenumber struct {
	m        *Module
	count    int // nodes reached
	keys     map[string]*MDNode
	key      printer
	keyReady bool
	tmp      int
}

// roots calls f on every metadata root of the module, in the slot tracker's order.
func (r *mdRenumber) roots(f func(*Metadata)) {
	m := r.m
	attach := func(mds []MDAttachment) {
		for i := range mds {
			f(&mds[i].Node)
		}
	}
	for _, g := range m.Globals {
		attach(g.MD)
	}
	for _, n := range m.NamedMD {
		for i := range n.Nodes {
			f(&n.Nodes[i])
		}
	}
	records := func(recs []*DebugRecord) {
		for _, d := range recs {
			for i := range d.Args {
				f(&d.Args[i]) // values and expressions are not numbered
			}
		}
	}
	for _, fn := range m.Funcs {
		attach(fn.MD)
		for _, b := range fn.Blocks {
			for _, in := range b.Insts {
				records(in.Records)
				if in.Op == OpCall {
					for _, o := range in.Ops {
						if mv, ok := o.(*MetadataValue); ok {
							f(&mv.MD)
						}
					}
				}
				attach(in.MD)
			}
			records(b.TrailingRecords)
		}
	}
}

// children calls f on each node-valued operand slot of n, in LLVM's operand order.
func mdChildren(n *MDNode, f func(*Metadata)) {
	if n.Kind == "" {
		for i := range n.Ops {
			f(&n.Ops[i])
		}
		return
	}
	order := mdOperandOrder[n.Kind]
	for _, name := range order {
		for i := range n.Fields {
			if n.Fields[i].Name == name && n.Fields[i].Kind == FieldMD {
				f(&n.Fields[i].MD)
			}
		}
	}
	for i := range n.Fields {
		fl := &n.Fields[i]
		if fl.Kind == FieldMD && !containsStr(order, fl.Name) {
			f(&fl.MD)
		}
	}
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// mdOperandOrder lists, for the kinds whose LLVM operand order differs from
// their printed field order, the node fields in operand order; the fields not
// listed follow in printed order.
var mdOperandOrder = map[string][]string{
	"DISubprogram":       {"file", "scope", "type", "unit", "declaration", "retainedNodes", "containingType", "templateParams"},
	"DIDerivedType":      {"file", "scope", "size", "baseType"},
	"DICompositeType":    {"file", "scope", "size", "baseType"},
	"DIBasicType":        {"file", "scope"},
	"DIStringType":       {"file", "scope"},
	"DISubroutineType":   {"file", "scope"},
	"DILexicalBlock":     {"file", "scope"},
	"DILexicalBlockFile": {"file", "scope"},
	"DINamespace":        {"file", "scope"},
	"DIModule":           {"file", "scope"},
}

// unique is pass 1 on one slot: it visits the node operands first, then
// replaces the node by an equal uniqued node seen before.
func (r *mdRenumber) unique(p *Metadata) {
	n, ok := (*p).(*MDNode)
	if !ok {
		return
	}
	if q := r.find(n); q != n {
		*p = q
		return
	}
	if n.canon != 0 {
		return
	}
	n.canon = 1
	r.count++
	n.ID = -1
	if n.Kind != "DIExpression" {
		r.tmp++
		n.ID = r.tmp
	}
	mdChildren(n, func(c *Metadata) {
		if cn, ok := (*c).(*MDNode); ok {
			*c = r.find(cn)
		}
		if *c == Metadata(n) && !n.Distinct {
			n.Distinct = true // rule 1
		}
		r.unique(c)
	})
	n.canon = 2
	if n.Distinct {
		return
	}
	if !r.keyReady {
		r.key.numberGlobals() // keys name unnamed globals by number
		r.keyReady = true
	}
	r.key.buf = r.key.buf[:0]
	r.key.mdBody(n)
	if q := r.keys[string(r.key.buf)]; q != nil {
		n.rep = q
		*p = q
		return
	}
	r.keys[string(r.key.buf)] = n
}

// number is pass 2 on one slot.
func (r *mdRenumber) number(p *Metadata, nodes *[]*MDNode) {
	n, ok := (*p).(*MDNode)
	if !ok {
		return
	}
	if q := r.find(n); q != n {
		*p = q
		n = q
	}
	if n.canon == 3 {
		return
	}
	n.canon = 3
	if n.Kind != "DIExpression" {
		n.ID = len(*nodes)
		*nodes = append(*nodes, n)
	}
	mdChildren(n, func(c *Metadata) { r.number(c, nodes) })
}

// find returns the node n was merged into, or n.
func (r *mdRenumber) find(n *MDNode) *MDNode {
	for {
		q := n.rep
		if q == nil {
			return n
		}
		n = q
	}
}

// sameAtCreation applies rule 6: in definition order, a uniqued node that
// names a node defined at or after it is compared, as llvm-as created it, with
// the earlier such nodes; equal ones are merged.
func (r *mdRenumber) sameAtCreation() {
	nodes := r.m.MDNodes
	const temp = 1 << 40 // placeholders print as !(temp+position)
	for i, n := range nodes {
		n.ID = i
	}
	// A node that names a later one is compared at creation, and so is every
	// earlier node it names, down to the leaves: an earlier operand may itself
	// have been created equal to another node, which the forward node then names
	// instead (canon 4 marks these; the sweep runs backwards as operands that are
	// not forward references come earlier).
	const needed = 4
	for i := len(nodes) - 1; i >= 0; i-- {
		n := nodes[i]
		if n.Distinct || n.Kind == "DIExpression" {
			continue
		}
		mark := n.canon == needed
		if !mark {
			mdChildren(n, func(c *Metadata) {
				if cn, ok := (*c).(*MDNode); ok && cn.ID >= i {
					mark = true
				}
			})
		}
		if mark {
			mdChildren(n, func(c *Metadata) {
				if cn, ok := (*c).(*MDNode); ok && cn.ID < i {
					cn.canon = needed
				}
			})
		}
	}
	var keys map[string]*MDNode
	for i, n := range nodes {
		forward := n.canon == needed
		n.canon = 0
		if n.Distinct || n.Kind == "DIExpression" {
			continue
		}
		mdChildren(n, func(c *Metadata) {
			if cn, ok := (*c).(*MDNode); ok {
				if j := cn.ID; j >= i && j < temp {
					cn.ID = temp + j
					forward = true
				}
			}
		})
		if !forward {
			continue
		}
		r.key.buf = r.key.buf[:0]
		if !r.keyReady {
			r.key.numberGlobals()
			r.keyReady = true
		}
		r.key.mdBody(n)
		mdChildren(n, func(c *Metadata) {
			if cn, ok := (*c).(*MDNode); ok {
				if cn.ID >= temp {
					cn.ID -= temp
				}
			}
		})
		if keys == nil {
			keys = map[string]*MDNode{}
		}
		if q := keys[string(r.key.buf)]; q != nil {
			n.rep = q
			n.ID = q.ID // later nodes name q where they name n
			continue
		}
		keys[string(r.key.buf)] = n
	}
}
