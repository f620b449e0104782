package llvmir

// Attribute upgrades (canon.go rule 4): the spellings of older LLVM that
// llvm-as-22 still reads, and what they become.

// memEffects accumulates the legacy memory keywords of one function
// attribute list (readnone, readonly, writeonly, argmemonly,
// inaccessiblememonly, inaccessiblemem_or_argmemonly): each one intersects
// the effects, which start as "anything" (LLParser's upgradeMemoryAttr).
type memEffects struct {
	mr  [6]uint8 // per location (memLocNames), a modRefNames value
	set bool
}

// legacyMemLoc is the location a legacy *only keyword restricts to.
var legacyMemLoc = map[string][]int{
	"argmemonly":                    {0},
	"inaccessiblememonly":           {1},
	"inaccessiblemem_or_argmemonly": {0, 1},
}

// isLegacyMemKeyword reports whether kw is one of the location keywords,
// which are attributes only in function attribute lists.
func isLegacyMemKeyword(kw string) bool {
	_, ok := legacyMemLoc[kw]
	return ok
}

// upgrade applies keyword kw and reports whether it is one of the legacy
// memory keywords.
func (me *memEffects) upgrade(kw string) bool {
	var access uint8
	switch kw {
	case "readnone":
		access = 0
	case "readonly":
		access = 1
	case "writeonly":
		access = 2
	default:
		locs, ok := legacyMemLoc[kw]
		if !ok {
			return false
		}
		if !me.set {
			me.reset()
		}
		var keep [6]bool
		for _, l := range locs {
			keep[l] = true
		}
		for i := range me.mr {
			if !keep[i] {
				me.mr[i] = 0
			}
		}
		return true
	}
	if !me.set {
		me.reset()
	}
	for i := range me.mr {
		me.mr[i] &= access
	}
	return true
}

func (me *memEffects) reset() {
	me.set = true
	for i := range me.mr {
		me.mr[i] = 3
	}
}

// apply replaces any memory(...) of set with the accumulated effects (LLVM
// adds them after the list, over an explicit memory attribute).
func (me *memEffects) apply(set *AttrSet) {
	if !me.set {
		return
	}
	set.Attrs = append(set.Attrs, Attr{Kind: "memory", Args: string(appendMemoryArgs(nil, me.mr)), HasArgs: true})
}

// isLegacyStringAttr reports whether a string attribute key is one llvm-dis
// rewrites (upgradeLegacyAttrs) or moves (implicit-section-name).
func isLegacyStringAttr(key string) bool {
	switch key {
	case "no-frame-pointer-elim", "no-frame-pointer-elim-non-leaf", "null-pointer-is-valid", "implicit-section-name":
		return true
	}
	return false
}

// upgradeLegacyAttrs rewrites the string attributes of older LLVM in one
// attribute list (LLVM's UpgradeAttributes, run when llvm-dis reads the
// bitcode): "no-frame-pointer-elim"="true" (or anything else) becomes
// "frame-pointer"="all" ("none"), "no-frame-pointer-elim-non-leaf" makes it
// "non-leaf" unless "no-frame-pointer-elim" is "true", and
// "null-pointer-is-valid"="true" becomes null_pointer_is_valid (any other
// value is dropped). The rewritten attributes go last, so that they replace
// an existing "frame-pointer" when the list is canonicalized.
func upgradeLegacyAttrs(set *AttrSet) {
	var nfpe, nonLeaf, npv *Attr
	for i := range set.Attrs {
		a := &set.Attrs[i]
		if !a.IsString {
			continue
		}
		switch a.Kind {
		case "no-frame-pointer-elim":
			nfpe = a
		case "no-frame-pointer-elim-non-leaf":
			nonLeaf = a
		case "null-pointer-is-valid":
			npv = a
		}
	}
	if nfpe == nil && nonLeaf == nil && npv == nil {
		return
	}
	var add []Attr
	if nfpe != nil || nonLeaf != nil {
		fp := "none"
		allFP := nfpe != nil && nfpe.Value == "true"
		if allFP {
			fp = "all"
		}
		if nonLeaf != nil && !allFP {
			fp = "non-leaf"
		}
		add = append(add, Attr{IsString: true, Kind: "frame-pointer", Value: fp, HasValue: true})
	}
	if npv != nil && npv.Value == "true" {
		add = append(add, Attr{Kind: "null_pointer_is_valid"})
	}
	kept := set.Attrs[:0:0]
	for _, a := range set.Attrs {
		if a.IsString && (a.Kind == "no-frame-pointer-elim" || a.Kind == "no-frame-pointer-elim-non-leaf" || a.Kind == "null-pointer-is-valid") {
			continue
		}
		kept = append(kept, a)
	}
	set.Attrs = append(kept, add...)
}

// upgradeAllLegacyAttrs runs upgradeLegacyAttrs on every attribute list of
// the module: groups, globals, functions and their parameters, calls.
func upgradeAllLegacyAttrs(m *Module) {
	up := func(s *AttrSet) {
		upgradeLegacyAttrs(s)
		canonAttrs(s)
	}
	for _, g := range m.AttrGroups {
		up(&g.Attrs)
	}
	for _, g := range m.Globals {
		up(&g.Attrs)
	}
	for _, f := range m.Funcs {
		up(&f.FnAttrs)
		up(&f.RetAttrs)
		for _, prm := range f.Params {
			up(&prm.Attrs)
		}
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if ci := in.Call; ci != nil {
					up(&ci.FnAttrs)
					up(&ci.RetAttrs)
					for i := range ci.ParamAttrs {
						up(&ci.ParamAttrs[i])
					}
				}
			}
		}
	}
}

// implicitSections moves a function's "implicit-section-name" attribute to
// its section, over any section written (as the bitcode reader does); an
// empty name leaves no section. An attribute group that holds the attribute
// is expanded into the function's own list without it.
func implicitSections(m *Module) {
	for _, f := range m.Funcs {
		name, found := "", false
		for _, a := range f.FnAttrs.Attrs {
			if a.IsString && a.Kind == "implicit-section-name" {
				name, found = a.Value, true
			}
		}
		inGroup := false
		for _, id := range f.FnAttrs.Groups {
			if g := m.AttrGroup(id); g != nil {
				for _, a := range g.Attrs.Attrs {
					if a.IsString && a.Kind == "implicit-section-name" {
						name, found, inGroup = a.Value, true, true
					}
				}
			}
		}
		if !found {
			continue
		}
		f.Section, f.HasSection = name, name != ""
		attrs := f.FnAttrs.Attrs
		if inGroup {
			attrs = flattenFnAttrs(m, f)
		}
		kept := make([]Attr, 0, len(attrs))
		for _, a := range attrs {
			if !(a.IsString && a.Kind == "implicit-section-name") {
				kept = append(kept, a)
			}
		}
		if inGroup {
			// the groups are merged into the function's own list
			f.FnAttrs.Groups = nil
		}
		f.FnAttrs.Attrs = kept
	}
}
