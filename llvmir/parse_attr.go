package llvmir

import (
	"sort"

	"github.com/ferry-ir/ferry/diag"
)

// Where an attribute may appear (attrApplies).
const (
	attrFn    = 1
	attrParam = 2
	attrRet   = 4
)

// attribute argument shapes
const (
	attrEnum    = iota + 1 // keyword alone
	attrInt                // align N / align(N) / align=N, dereferenceable(N), alignstack(N)
	attrType               // byval(T) ... (type optional for some)
	attrArgs               // keyword(...) with raw argument text
	attrOptArgs            // uwtable, sanitize... with optional (...)
)

var attrKinds = map[string]uint8{}

func init() {
	for _, s := range []string{"alwaysinline", "builtin", "cold", "convergent", "disable_sanitizer_instrumentation",
		"fn_ret_thunk_extern", "hot", "hybrid_patchable", "immarg", "inreg", "inlinehint", "jumptable", "minsize",
		"mustprogress", "naked", "nest", "noalias", "nobuiltin", "nocallback", "nocapture", "nocf_check",
		"nocreateundeforpoison", "nodivergencesource", "noduplicate", "noext", "nofree", "noimplicitfloat", "noinline",
		"nomerge", "noprofile", "norecurse", "noredzone", "noreturn", "nosanitize_bounds", "nosanitize_coverage",
		"nosync", "noundef", "nounwind", "nonlazybind", "nonnull", "null_pointer_is_valid", "optforfuzzing",
		"optdebug", "optsize", "optnone", "presplitcoroutine", "readnone", "readonly", "returned", "returns_twice",
		"signext", "safestack", "sanitize_address", "sanitize_alloc_token", "sanitize_hwaddress", "sanitize_memtag",
		"sanitize_memory", "sanitize_numerical_stability", "sanitize_realtime", "sanitize_realtime_blocking",
		"sanitize_thread", "sanitize_type", "shadowcallstack", "skipprofile", "speculatable",
		"speculative_load_hardening", "ssp", "sspreq", "sspstrong", "strictfp", "swiftasync", "swifterror",
		"swiftself", "willreturn", "writable", "writeonly", "zeroext", "dead_on_unwind", "allocalign", "allocptr",
		"coro_only_destroy_when_complete", "coro_elide_safe", "noconvergent", "nonnull_pointer", "dead_on_return"} {
		// (no_sanitize_address, no_sanitize_hwaddress and sanitize_address_dyninit
		// are global variable properties, parsed there, not attributes)
		attrKinds[s] = attrEnum
	}
	for _, s := range []string{"align", "alignstack", "dereferenceable", "dereferenceable_or_null"} {
		attrKinds[s] = attrInt
	}
	for _, s := range []string{"byval", "byref", "preallocated", "inalloca", "sret", "elementtype"} {
		attrKinds[s] = attrType
	}
	for _, s := range []string{"allocsize", "vscale_range", "memory", "nofpclass", "range", "captures", "initializes",
		"allockind", "denormal_fpenv"} {
		attrKinds[s] = attrArgs
	}
	attrKinds["uwtable"] = attrOptArgs
}

// isAttrStart reports whether the current token starts an attribute.
func (p *parser) isAttrStart() bool {
	switch p.tok.kind {
	case tString:
		return true
	case tIdent:
		_, ok := attrKinds[string(p.text())]
		return ok || isLegacyMemKeyword(string(p.text()))
	}
	return false
}

// parseAttrs parses a run of attributes. inGroup selects the `key=value` forms of
// attribute groups; fn permits #N references. It stops at the first token that
// does not start an attribute. In function headers (fnHeader), `align N` is left
// for the caller (function alignment).
func (p *parser) parseAttrs(set *AttrSet, where uint8, inGroup, fnHeader bool) {
	fn := where == attrFn
	// function lists, attribute groups and global variables take the legacy
	// memory keywords (canon_attrs.go)
	fnLike := fn || where == 0
	var me memEffects
	for {
		if p.tok.kind == tAttrID {
			if where != 0 && (!fn || inGroup) {
				p.fail("unexpected attribute group reference")
			}
			set.Groups = append(set.Groups, p.attrGroupRef())
			continue
		}
		if !p.isAttrStart() {
			p.endAttrs(set, &me)
			return
		}
		if p.tok.kind == tString {
			a := Attr{IsString: true, Kind: p.stringVal()}
			if isLegacyStringAttr(a.Kind) {
				p.legacyAttrs = true
			}
			if p.tok.kind == tEqual {
				p.next()
				a.Value, a.HasValue = p.stringVal(), true
			}
			set.Attrs = append(set.Attrs, a)
			continue
		}
		kw := string(p.text())
		// nocapture is no attribute kind of LLVM 22: only parameter and
		// return lists read it (as captures(none)); it ends other lists
		if fnHeader && kw == "align" || !fnLike && isLegacyMemKeyword(kw) || fnLike && kw == "nocapture" {
			p.endAttrs(set, &me)
			return
		}
		kind := attrKinds[kw]
		off := int(p.tok.start)
		if kw == "nocapture" && where == attrRet {
			p.failAt(off, diag.ErrVerify, "Attribute 'captures(none)' does not apply to function return values")
		}
		if fnLike && me.upgrade(kw) {
			// function-level memory keywords of old IR become memory(...)
			p.next()
			continue
		}
		if kw == "builtin" && fnHeader {
			p.failAt(off, diag.ErrSyntax, "'builtin' attribute not valid on function")
		}
		p.sawStrictFP = p.sawStrictFP || kw == "strictfp"
		// LLParser reads the attribute's value before it checks where it is
		misplaced := ""
		if ap, ok := attrApplies[kw]; ok && where != 0 && ap&where == 0 && !(inGroup && kw == "align") {
			switch where {
			case attrFn:
				misplaced = "this attribute does not apply to functions"
			case attrParam:
				misplaced = "this attribute does not apply to parameters"
			default:
				misplaced = "this attribute does not apply to return values"
			}
		}
		p.next()
		a := Attr{Kind: kw}
		if kw == "nocapture" {
			if misplaced != "" {
				p.failAt(off, diag.ErrSyntax, "%s", misplaced)
			}
			// LLVM 22 upgrades nocapture to captures(none).
			a = Attr{Kind: "captures", Args: "none", HasArgs: true}
			set.Attrs = append(set.Attrs, a)
			continue
		}
		switch kind {
		case attrInt:
			if inGroup && p.tok.kind == tEqual {
				p.next()
				a.Int, a.HasInt = p.uint("attribute value"), true
			} else if p.tok.kind == tLParen {
				// LLParser reports a bad align at the '(' and a bad
				// alignstack at its number
				if kw == "align" {
					off = int(p.tok.start)
				}
				p.next()
				if kw == "alignstack" {
					off = int(p.tok.start)
				}
				a.Int, a.HasInt = p.uint("attribute value"), true
				p.expect(tRParen, "')'")
			} else if kw == "align" && p.tok.kind == tInt {
				off = int(p.tok.start)
				a.Int, a.HasInt = p.uint("alignment"), true
			} else if kw == "align" {
				p.fail("expected integer")
			} else {
				p.fail("expected '('")
			}
			if (kw == "align" || kw == "alignstack") && (a.Int == 0 || a.Int&(a.Int-1) != 0) {
				msg := "alignment is not a power of two"
				if kw == "alignstack" {
					msg = "stack alignment is not a power of two"
				}
				p.failAt(off, diag.ErrSyntax, "%s", msg)
			}
		case attrType:
			if p.tok.kind == tLParen {
				p.next()
				a.Type = p.parseType(false)
				p.expect(tRParen, "')'")
			} else {
				p.fail("expected '('")
			}
		case attrArgs, attrOptArgs:
			if p.tok.kind == tLParen {
				a.Args, a.HasArgs = p.parseAttrArgs(kw), true
				if a.Args == "" && kw == "uwtable" {
					a.HasArgs = false
				}
			} else if kind == attrArgs {
				p.fail("expected '('")
			}
		}
		if misplaced != "" {
			p.failAt(off, diag.ErrSyntax, "%s", misplaced)
		}
		set.Attrs = append(set.Attrs, a)
	}
}

// rawParenArgs consumes a balanced (...) and returns its inner text with the
// canonical spacing: tokens separated by single spaces, none after '(' or before
// ')' and ',', and none before ':'.
func (p *parser) rawParenArgs() string {
	depth := 0
	var b []byte
	prev := tLParen
	for {
		k := p.tok.kind
		switch k {
		case tEOF:
			p.fail("expected ')'")
		case tLParen:
			depth++
		case tRParen:
			depth--
		}
		if depth == 0 {
			p.next()
			return string(b)
		}
		if !(depth == 1 && k == tLParen && prev == tLParen && len(b) == 0) {
			if len(b) > 0 && prev != tLParen && k != tRParen && k != tComma && k != tColon {
				b = append(b, ' ')
			}
			if k == tLabel {
				b = append(b, p.text()...)
				b = append(b, ':')
			} else {
				b = append(b, p.text()...)
			}
		}
		prev = k
		if k == tLabel {
			prev = tColon
		}
		p.next()
	}
}

func (p *parser) attrGroupRef() int {
	t := p.tok
	id := p.idOf(t)
	p.next()
	if p.attrGroups[id] == nil {
		if _, ok := p.attrRefs[id]; !ok {
			p.attrRefs[id] = int(t.start)
		}
	}
	return id
}

func (p *parser) parseAttrGroup() {
	p.next() // attributes
	t := p.expect(tAttrID, "attribute group id")
	id := p.idOf(t)
	p.expect(tEqual, "'='")
	p.expect(tLBrace, "'{'")
	g := p.attrGroups[id]
	redefined := g != nil
	if g == nil {
		g = &AttrGroup{ID: id}
		p.attrGroups[id] = g
	}
	if p.tok.kind == tRBrace {
		p.fail("attribute group has no attributes")
	}
	for p.tok.kind != tRBrace {
		start := p.tok.start
		if p.isAttrStart() {
			p.parseAttrs(&g.Attrs, attrFn, true, false)
		}
		if p.tok.start == start {
			// no attribute, or one that ends a function's list (nocapture)
			p.fail("unterminated attribute group")
		}
	}
	p.next()
	canonAttrs(&g.Attrs)
	if !redefined {
		p.m.AttrGroups = append(p.m.AttrGroups, g)
	}
}

var attrRank = func() map[string]int {
	m := make(map[string]int, len(attrOrder))
	for i, k := range attrOrder {
		m[k] = i
	}
	return m
}()

// attrLess orders attributes as LLVM does: keyword attributes by their
// AttrKind rank, then string attributes by key. Attributes of one kind are
// equal, so that a stable sort keeps them in source order and the dedup
// after it keeps the last, as LLVM's AttrBuilder does.
func attrLess(a, b *Attr) bool {
	if a.IsString != b.IsString {
		return !a.IsString
	}
	if a.IsString {
		return a.Kind < b.Kind
	}
	return attrRank[a.Kind] < attrRank[b.Kind]
}

// canonAttrs sorts an attribute set into LLVM's order and drops repeated
// attributes (the last one wins, as in LLVM's AttrBuilder).
func canonAttrs(set *AttrSet) {
	as := set.Attrs
	for i := 1; i < len(as); i++ {
		if !attrLess(&as[i-1], &as[i]) {
			sort.SliceStable(as, func(i, j int) bool { return attrLess(&as[i], &as[j]) })
			k := 0
			for i := range as {
				if k > 0 && as[k-1].Kind == as[i].Kind && as[k-1].IsString == as[i].IsString {
					as[k-1] = as[i]
					continue
				}
				as[k] = as[i]
				k++
			}
			set.Attrs = as[:k]
			return
		}
	}
}

// endAttrs ends an attribute list: the legacy memory keywords become one
// memory(...), and the list is put in LLVM's order.
func (p *parser) endAttrs(set *AttrSet, me *memEffects) {
	me.apply(set)
	canonAttrs(set)
}
