package llvmir

import (
	"slices"
	"sort"
	"strconv"

	"github.com/ferry-ir/ferry/diag"
)

// mdRef returns the node !id, creating a placeholder filled by its definition.
func (p *parser) mdRef(t token) *MDNode {
	id := p.idOf(t)
	if n := p.mdByID[id]; n != nil {
		return n
	}
	n := &MDNode{ID: id}
	p.mdByID[id] = n
	p.mdRefPos[id] = int(t.start) + 1 // LLParser points at the number
	return n
}

func (p *parser) parseMDDef() {
	t := p.tok
	if t.kind != tMDID {
		p.fail("expected metadata id")
	}
	id := p.idOf(t)
	p.next()
	p.expect(tEqual, "'=' here")
	distinct := p.eat("distinct")
	n := p.mdByID[id]
	if n == nil {
		n = &MDNode{ID: id}
		p.mdByID[id] = n
	} else if p.mdDefined[id] {
		p.failAt(int(t.start), diag.ErrRedefined, "Metadata id is already used")
	}
	p.mdDefined[id] = true
	n.off = int32(t.start)
	p.distinct = distinct
	defer func() { p.distinct = false }()
	switch p.tok.kind {
	case tExclaim:
		p.next()
		if p.tok.kind != tLBrace {
			p.fail("expected '{' here")
		}
		p.parseGenericBody(n)
	case tMDVar:
		p.parseSpecialized(n)
	default:
		p.fail("expected metadata node")
	}
	n.Distinct = distinct
	p.m.MDNodes = append(p.m.MDNodes, n)
}

func (p *parser) parseGenericBody(n *MDNode) {
	p.enter()
	defer p.leave()
	p.inNode++
	defer func() { p.inNode-- }()
	p.expect(tLBrace, "'{'")
	n.Ops = make([]Metadata, 0, 4)
	for p.tok.kind != tRBrace {
		if p.isIdent("null") {
			p.next()
			n.Ops = append(n.Ops, &MDNull{})
		} else {
			n.Ops = append(n.Ops, p.parseMetadata())
		}
		if p.tok.kind != tComma {
			break
		}
		p.next()
		if p.tok.kind == tRBrace {
			p.fail("expected metadata operand")
		}
	}
	p.expect(tRBrace, "'}'")
}

// parseMetadata parses one metadata operand: !N, !{...}, !"s", !DIxxx(...),
// !DIArgList(...), or T v.
func (p *parser) parseMetadata() Metadata {
	p.enter()
	defer p.leave()
	switch p.tok.kind {
	case tMDID:
		t := p.tok
		p.next()
		return p.mdRef(t)
	case tExclaim:
		p.next()
		switch p.tok.kind {
		case tString:
			return &MDString{Value: p.stringVal()}
		case tLBrace:
			n := &MDNode{ID: -1}
			p.parseGenericBody(n)
			return n
		}
		p.fail("expected metadata")
	case tMDVar:
		if string(p.text()) == "!DIArgList" {
			p.next()
			p.expect(tLParen, "'('")
			al := &DIArgList{}
			for p.tok.kind != tRParen {
				v := p.parseTypeAndValue()
				al.Args = append(al.Args, &ValueAsMD{Value: v})
				if p.tok.kind != tComma {
					break
				}
				p.next()
			}
			p.expect(tRParen, "')'")
			return al
		}
		n := &MDNode{ID: -1}
		p.parseSpecialized(n)
		return n
	}
	if p.isIdent("metadata") {
		p.fail("invalid metadata-value-metadata roundtrip")
	}
	toff := int(p.tok.start)
	if !p.startsType() {
		p.fail("expected metadata operand") // LLParser::parseValueAsMetadata's word
	}
	t := p.parseType(false)
	if t == MetadataTy || t == Label {
		p.failAt(toff, diag.ErrType, "invalid type for metadata value")
	}
	return &ValueAsMD{Value: p.parseValue(t)}
}

// parseSpecialized parses !DIxxx(field: value, ...) into n.
func (p *parser) parseSpecialized(n *MDNode) {
	p.enter()
	defer p.leave()
	p.inNode++
	defer func() { p.inNode-- }()
	kindTok := p.tok
	kind := string(p.lx.src[kindTok.start+1 : kindTok.end])
	if !isSpecializedKind(kind) {
		p.fail("expected metadata type")
	}
	n.Kind = kind
	p.next()
	p.expect(tLParen, "'(' here")
	if kind == "DIExpression" {
		p.parseDIExpression(n)
		return
	}
	specs := mdKinds[kind]
	var seen uint64
	var order []int // table index of each field, to put them in llvm-dis order
	sorted := true
	for p.tok.kind != tRParen {
		if p.tok.kind != tLabel {
			p.fail("expected field label here")
		}
		var f MDField
		f.Name = string(p.text())
		idx := -1
		for i := range specs {
			if specs[i].name == f.Name {
				idx = i
			}
		}
		if idx < 0 {
			p.fail("invalid field '%s'", f.Name)
		}
		if seen&(1<<idx) != 0 {
			p.fail("field '%s' cannot be specified more than once", f.Name)
		}
		seen |= 1 << idx
		if len(order) > 0 && order[len(order)-1] > idx {
			sorted = false
		}
		order = append(order, idx)
		p.next()
		p.checkMDFieldValue(kind, f.Name, specs[idx].class)
		p.parseFieldValueClass(&f, specs[idx].class)
		n.Fields = append(n.Fields, f)
		if p.tok.kind != tComma {
			break
		}
		p.next()
	}
	if p.tok.kind != tRParen {
		p.fail("expected ')' here")
	}
	for i := range specs {
		if specs[i].required && seen&(1<<i) == 0 {
			p.fail("missing required field '%s'", specs[i].name)
		}
	}
	p.next()
	if !sorted {
		idx := make(map[string]int, len(order))
		for i, f := range n.Fields {
			idx[f.Name] = order[i]
		}
		sort.SliceStable(n.Fields, func(i, j int) bool { return idx[n.Fields[i].Name] < idx[n.Fields[j].Name] })
	}
	if (kind == "DICompileUnit" || kind == "DIAssignID") && !p.distinct {
		suffix := ""
		if kind == "DIAssignID" {
			suffix = "()"
		}
		p.failAt(int(kindTok.start), diag.ErrSyntax, "missing 'distinct', required for !%s%s", kind, suffix)
	}
	if kind == "DISubprogram" && !p.distinct && subprogramIsDefinition(n) {
		p.failAt(int(kindTok.start), diag.ErrSyntax, "missing 'distinct', required for !DISubprogram that is a Definition")
	}
}

// parseDIExpression parses the operations of !DIExpression(...): DW_OP_*
// keywords and unsigned integers.
func (p *parser) parseDIExpression(n *MDNode) {
	for p.tok.kind != tRParen {
		var f MDField
		switch p.tok.kind {
		case tIdent:
			s := p.text()
			if !bytesHasPrefix(s, "DW_OP_") && !bytesHasPrefix(s, "DW_ATE_") {
				p.fail("expected unsigned integer")
			}
			if bytesHasPrefix(s, "DW_OP_") && !dwarfOps[string(s)] {
				p.fail("invalid DWARF op '%s'", s)
			}
			if bytesHasPrefix(s, "DW_ATE_") && !dwarfATEs[string(s)] {
				p.fail("invalid DWARF attribute encoding '%s'", s)
			}
			f.Kind, f.Text = FieldText, string(s)
		case tInt:
			s := p.text()
			if s[0] == '-' {
				p.fail("expected unsigned integer")
			}
			if _, err := strconv.ParseUint(string(s), 10, 64); err != nil {
				p.fail("element too large, limit is 18446744073709551615")
			}
			f.Kind, f.Text = FieldText, string(s)
		default:
			p.fail("expected unsigned integer")
		}
		p.next()
		n.Fields = append(n.Fields, f)
		if p.tok.kind != tComma {
			break
		}
		p.next()
		if p.tok.kind == tRParen {
			p.fail("expected unsigned integer")
		}
	}
	p.expect(tRParen, "')' here")
}

func bytesHasPrefix(s []byte, prefix string) bool {
	return len(s) >= len(prefix) && string(s[:len(prefix)]) == prefix
}

// parseFieldValueClass parses a field value of the given class (md_table.go).
func (p *parser) parseFieldValueClass(f *MDField, class byte) {
	k := p.tok.kind
	switch class {
	case 'i':
		if k != tInt && !(k == tIdent && false) {
			p.fail("expected integer")
		}
	case 'b':
		if !p.isIdent("true") && !p.isIdent("false") {
			p.fail("expected 'true' or 'false'")
		}
	case 's':
		if k != tString && !p.isIdent("null") {
			p.fail("expected string constant")
		}
	case 'm':
		if k != tMDID && k != tExclaim && k != tMDVar && !p.isIdent("null") {
			p.fail("expected metadata node")
		}
	case 'e':
		if k != tIdent && k != tInt {
			p.fail("expected keyword or integer")
		}
		p.checkDIEnum(f.Name)
	case 'f':
		p.parseDIFlags(f)
		return
	case 'v':
		if k == tIdent && !isTypeKeyword(p.text()) && !p.isIdent("null") {
			p.fail("expected metadata operand")
		}
	}
	p.parseFieldValue(f)
}

func (p *parser) parseFieldValue(f *MDField) {
	switch p.tok.kind {
	case tInt:
		f.Kind, f.Text = FieldText, string(p.text())
		p.next()
		return
	case tString:
		f.Kind, f.MD = FieldMD, &MDString{Value: p.stringVal()}
		return
	case tMDID, tExclaim, tMDVar:
		f.Kind, f.MD = FieldMD, p.parseMetadata()
		return
	case tIdent:
		s := p.text()
		if string(s) == "null" {
			p.next()
			f.Kind, f.MD = FieldMD, &MDNull{}
			return
		}
		if isTypeKeyword(s) {
			f.Kind, f.MD = FieldMD, p.parseMetadata()
			return
		}
		f.Kind, f.Text = FieldText, p.parseBarList(func() {
			if p.tok.kind != tIdent && p.tok.kind != tInt {
				p.fail("expected field value")
			}
		})
		return
	}
	p.fail("expected field value")
}

func isTypeKeyword(s []byte) bool {
	if len(s) > 1 && s[0] == 'i' && isDigit(s[1]) {
		return true
	}
	switch string(s) {
	case "ptr", "half", "bfloat", "float", "double", "fp128", "x86_fp80", "ppc_fp128", "target", "token":
		return true
	}
	return false
}

func isSpecializedKind(k string) bool {
	_, ok := mdKinds[k]
	return ok || k == "DIExpression"
}

func (p *parser) parseNamedMD() {
	t := p.tok
	name := string(unescape(p.lx.src[t.start+1 : t.end]))
	p.next()
	p.expect(tEqual, "'=' here")
	p.expect(tExclaim, "'!' here")
	p.expect(tLBrace, "'{' here")
	nm := &NamedMD{Name: name, off: int32(t.start)}
	for p.tok.kind != tRBrace {
		if p.tok.kind == tMDVar && string(p.text()) == "!DIExpression" {
			nm.Nodes = append(nm.Nodes, p.parseMetadata())
		} else if p.tok.kind == tMDID {
			nm.Nodes = append(nm.Nodes, p.parseMetadata())
		} else if p.tok.kind == tExclaim {
			p.next() // '!' and no node number (LLParser's parseMDNodeID)
			p.fail("expected integer")
		} else {
			p.fail("Expected '!' here")
		}
		if p.tok.kind != tComma {
			break
		}
		if p.next(); p.tok.kind == tRBrace {
			p.fail("Expected '!' here")
		}
	}
	p.expect(tRBrace, "'}' here")
	for _, old := range p.m.NamedMD {
		if old.Name == name {
			old.Nodes = append(old.Nodes, nm.Nodes...)
			return
		}
	}
	p.m.NamedMD = append(p.m.NamedMD, nm)
}

func (p *parser) parseMDAttachment() MDAttachment {
	t := p.tok
	kind := string(unescape(p.lx.src[t.start+1 : t.end]))
	p.next()
	var md Metadata
	switch p.tok.kind {
	case tMDID, tExclaim, tMDVar:
		md = p.parseMetadata()
	default:
		p.fail("expected metadata node")
	}
	if _, ok := md.(*MDNode); !ok {
		p.failAt(int(t.start), diag.ErrSyntax, "expected metadata node")
	}
	return MDAttachment{Kind: kind, Node: md}
}

func (p *parser) parseDebugRecord() *DebugRecord {
	t := p.tok
	p.sawDebugRecord(int(t.start))
	var r DebugRecord
	switch string(p.lx.src[t.start+1 : t.end]) {
	case "dbg_value":
		r.Kind = DbgValue
	case "dbg_declare":
		r.Kind = DbgDeclare
	case "dbg_assign":
		r.Kind = DbgAssign
	case "dbg_label":
		r.Kind = DbgLabel
	case "dbg_declare_value":
		r.Kind = DbgDeclareValue
	default:
		// the record type is the token after the '#'
		p.failAt(int(t.start)+1, diag.ErrSyntax, "expected debug record type here")
	}
	p.next()
	p.expect(tLParen, "'(' here")
	for p.tok.kind != tRParen {
		r.Args = append(r.Args, p.parseMetadata())
		if p.tok.kind != tComma {
			break
		}
		p.next()
	}
	p.expect(tRParen, "')' here")
	want := 4
	switch r.Kind {
	case DbgAssign:
		want = 7
	case DbgLabel:
		want = 2
	}
	if len(r.Args) != want {
		p.failAt(int(t.start), diag.ErrSyntax, "expected %d operands to #%s", want, p.lx.src[t.start+1:t.end])
	}
	return &r
}

// parseDIFlags parses a flags or spFlags field as LLParser's parseDIFlags and
// parseDISPFlags do: unsigned integers and known flag names joined by '|'.
func (p *parser) parseDIFlags(f *MDField) {
	prefix, names, what := "DIFlag", diFlagNames, "debug info flag"
	if f.Name == "spFlags" {
		prefix, names, what = "DISPFlag", dispFlagNames, "subprogram debug info flag"
	}
	f.Kind, f.Text = FieldText, p.parseBarList(func() {
		switch {
		case p.tok.kind == tInt && p.text()[0] != '-':
			if _, err := strconv.ParseUint(string(p.text()), 10, 32); err != nil {
				p.fail("expected 32-bit integer (too large)")
			}
		case p.tok.kind == tIdent && bytesHasPrefix(p.text(), prefix):
			if !names[string(p.text()[len(prefix):])] {
				p.fail("invalid %s '%s'", what, p.text())
			}
		default:
			p.fail("expected debug info flag")
		}
	})
}

// parseBarList parses a list of one-token items joined by '|' (a flags
// field), calling check to accept or fail on each item's token, and returns
// the items joined by " | ", as they print.
func (p *parser) parseBarList(check func()) string {
	var b []byte
	for {
		check()
		b = append(b, p.text()...)
		p.next()
		if p.tok.kind != tBar {
			return string(b)
		}
		p.next()
		b = append(b, " | "...)
	}
}

// diFlagNames and dispFlagNames are the flag names (after DIFlag and
// DISPFlag) that LLVM 22's DINode::getFlag and DISubprogram::getFlag know
// (llvm/IR/DebugInfoFlags.def; TestDIFlagNames compares): Zero and Largest
// are not among them, as they name no flag (or name it only in C++).
var diFlagNames = map[string]bool{
	"Private": true, "Protected": true, "Public": true, "FwdDecl": true, "AppleBlock": true,
	"ReservedBit4": true, "Virtual": true, "Artificial": true, "Explicit": true, "Prototyped": true,
	"ObjcClassComplete": true, "ObjectPointer": true, "Vector": true, "StaticMember": true,
	"LValueReference": true, "RValueReference": true, "ExportSymbols": true,
	"SingleInheritance": true, "MultipleInheritance": true, "VirtualInheritance": true,
	"IntroducedVirtual": true, "BitField": true, "NoReturn": true, "TypePassByValue": true,
	"TypePassByReference": true, "EnumClass": true, "Thunk": true, "NonTrivial": true,
	"BigEndian": true, "LittleEndian": true, "AllCallsDescribed": true, "NameIsSimplified": true,
	"IndirectVirtualBase": true,
}

var dispFlagNames = map[string]bool{
	"Virtual": true, "PureVirtual": true, "LocalToUnit": true, "Definition": true, "Optimized": true,
	"Pure": true, "Elemental": true, "Recursive": true, "MainSubprogram": true, "Deleted": true,
	"ObjCDirect": true,
}

// startsType reports whether the current token can begin a type.
func (p *parser) startsType() bool {
	switch p.tok.kind {
	case tLBrace, tLess, tLBrack, tLocal, tLocalID:
		return true
	case tIdent:
		s := p.text()
		if isTypeKeyword(s) {
			return true
		}
		switch string(s) {
		case "void", "label", "metadata", "x86_amx", "opaque":
			return true
		}
	}
	return false
}

// diEnums are the keyword sets of DI fields whose keywords LLParser checks
// itself, with its word for a wrong one and the largest integer allowed.
var diEnums = map[string]struct {
	names    []string
	expected string
	limit    uint64
}{
	"emissionKind":  {[]string{"NoDebug", "FullDebug", "LineTablesOnly", "DebugDirectivesOnly"}, "emission kind", 3},
	"nameTableKind": {[]string{"Default", "GNU", "None", "Apple"}, "nameTable kind", 3},
}

// checkDIEnum checks the value of an enumerated DI field at the current token.
func (p *parser) checkDIEnum(field string) {
	if field == "checksumkind" {
		switch {
		case p.tok.kind != tIdent:
			// LLParser quotes the text of the token before, the field name
			p.fail("invalid checksum kind 'checksumkind'")
		case !slices.Contains([]string{"CSK_MD5", "CSK_SHA1", "CSK_SHA256"}, string(p.text())):
			p.fail("invalid checksum kind '%s'", p.text())
		}
		return
	}
	e, ok := diEnums[field]
	if !ok {
		return
	}
	if p.tok.kind == tInt {
		if n, err := strconv.ParseUint(string(p.text()), 10, 64); err == nil && n > e.limit {
			p.fail("value for '%s' too large, limit is %d", field, e.limit)
		}
		return
	}
	if !slices.Contains(e.names, string(p.text())) {
		p.fail("expected %s", e.expected)
	}
}
