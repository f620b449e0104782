package llvmir

// Attr is one attribute. Enum attributes (nounwind) have only Kind; integer
// attributes (align 8, dereferenceable(16), alignstack(4)) set Int and HasInt;
// type attributes (byval(T), sret(T), elementtype(T)) set Type; attributes with
// structured arguments (memory(...), range(...), nofpclass(...), captures(...),
// allocsize(...), vscale_range(...), uwtable(...), allockind(...), ...) keep the
// text between the parentheses in Args, exactly as printed. String attributes
// ("key"="value") have IsString, Kind = key, and Value/HasValue.
type Attr struct {
	Kind     string
	IsString bool
	Value    string
	HasValue bool
	Int      uint64
	HasInt   bool
	Type     Type
	Args     string
	HasArgs  bool
}

// AttrSet is the attribute list of a function, return value, parameter or call
// site: inline attributes in order, then references to attribute groups (#N).
type AttrSet struct {
	Attrs  []Attr
	Groups []int
}

// Empty reports whether the set has no attributes and no group references.
func (s AttrSet) Empty() bool { return len(s.Attrs) == 0 && len(s.Groups) == 0 }

// Has reports whether the set contains the enum or string attribute kind inline.
// It does not look into groups; see Module.HasFnAttr.
func (s AttrSet) Has(kind string) bool { return s.Get(kind) != nil }

// Get returns the inline attribute of the given kind, or nil. Like Has, it does
// not look into groups.
func (s AttrSet) Get(kind string) *Attr {
	for i := range s.Attrs {
		if s.Attrs[i].Kind == kind {
			return &s.Attrs[i]
		}
	}
	return nil
}

// HasAttr reports whether s, or one of the groups it references, holds kind.
func (m *Module) HasAttr(s AttrSet, kind string) bool {
	if s.Has(kind) {
		return true
	}
	for _, id := range s.Groups {
		if g := m.AttrGroup(id); g != nil && g.Attrs.Has(kind) {
			return true
		}
	}
	return false
}

// AttrGroup is attributes #ID = { ... }.
type AttrGroup struct {
	ID    int
	Attrs AttrSet
}
