package mlir

import (
	"bytes"
	"errors"
	"github.com/ferry-ir/ferry/diag"
	"strings"
	"unsafe"
)

// Limits on input, reported as diag.ErrLimit.
const (
	MaxNesting = 512       // nested regions, types, attributes, parentheses
	MaxRank    = 1 << 16   // dimensions of a shaped type
	MaxWidth   = 1<<24 - 1 // bits of an integer type (MLIR's limit)
	// MaxAliasExpansion bounds the text an alias definition stands for, in bytes,
	// once the aliases it uses are replaced by the text the printer spells out for
	// them (values the printer aliases itself, such as #llvm.di_* attributes, are
	// printed once and count for nothing). Without it 40 doubling aliases ("billion
	// laughs", !t1 = tuple<!t0, !t0>, ...) denote a type of 2^40 leaves that the
	// printer would spell out. Aliases of real modules stand for kilobytes.
	MaxAliasExpansion = 1 << 26
)

// ParseOptions tune Parse.
type ParseOptions struct {
	// NoImplicitModule returns the top-level op as read when the file holds exactly
	// one; by default ops are wrapped into a builtin.module unless the file holds a
	// single builtin.module, as mlir-opt does.
	NoImplicitModule bool
}

// Parse reads MLIR text and returns the top-level builtin.module: the module written
// in the file when it is the only top-level op, otherwise an implicit module holding
// every top-level op (as mlir-opt does). Errors are *diag.Error values
// (file:line:col: error: msg). Parse never panics.
func Parse(ctx *Context, filename string, src []byte) (*Operation, error) {
	m, _, err := ParseWithResources(ctx, filename, src)
	return m, err
}

// Resources are the dialect and external resources of a file, `{-# ... #-}`:
//
//	{-#
//	  dialect_resources: {
//	    builtin: {
//	      blob1: "0x04000000010203"
//	    }
//	  },
//	  external_resources: { ... }
//	#-}
//
// Values are kept as their source text (a string literal, true, false, ...).
// Printing keeps, as mlir-opt does, only the builtin blobs that the printed IR
// references through dense_resource, and every external resource.
type Resources struct {
	Sections []ResourceSection
}

// ResourceSection is `dialect_resources: {...}` or `external_resources: {...}`.
type ResourceSection struct {
	Key    string
	Groups []ResourceGroup
}

// ResourceGroup is the resources of one dialect or external owner.
type ResourceGroup struct {
	Name    string
	Entries []ResourceEntry
}

// ResourceEntry is `name: value`, Value being the value's source text.
type ResourceEntry struct {
	Name, Value string
}

// ParseWithResources is Parse that also returns the file's `{-# ... #-}` section.
func ParseWithResources(ctx *Context, filename string, src []byte) (m *Operation, res *Resources, err error) {
	m, res, err = parseWith(ctx, filename, src, false)
	if errors.Is(err, errRetrySequential) {
		m, res, err = parseWith(ctx, filename, src, true)
	}
	return m, res, err
}

func parseWith(ctx *Context, filename string, src []byte, sequential bool) (m *Operation, res *Resources, err error) {
	p := newParser(ctx, filename, src)
	p.noParallel = sequential
	defer func() {
		if r := recover(); r != nil {
			if pe, ok := r.(parseAbort); ok {
				m, res, err = nil, nil, pe.err
				return
			}
			panic(r)
		}
	}()
	m, err = p.parseTopLevel()
	if err != nil {
		return nil, nil, err
	}
	res = p.resources
	if m != nil {
		m.resources = res
		m.ctx = ctx
		m.src = p.src
	}
	return m, res, nil
}

// parseAbort is used internally to unwind deeply nested parses on a limit error.
type parseAbort struct{ err error }

type parser struct {
	ctx *Context
	src *diag.Source
	lex lexer
	tok token
	buf []byte // source

	depth int
	high  int // the deepest depth reached, counting the aliases used (see useAlias)
	// expansion is the text the alias definition being parsed gains from the
	// aliases it uses (their expanded size less their names); -1 outside one.
	expansion int64

	typeAliases map[string]Type
	attrAliases map[string]Attribute
	locFixups   []locFixup
	resources   *Resources

	scopes []*valueScope
	// distinct attributes by their number in the file
	shared *sharedState

	noParallel bool // parse sequentially (set for the retry after a parallel failure)
	sawNested  bool // a region was opened below the first scope (parallel block chunks)
	// chunkMode: the parser of a chunk of blocks (parseBlocksParallel). Uses of
	// names it has not seen get a placeholder each, named after the use, and are
	// listed in fwdUses; the merge resolves them.
	chunkMode bool
	fwdUses   []opUse
	opStack   []*Operation // the ops of the blocks being parsed (parseBlockOps)
	// spareScope is the last scope popped, its tables cleared for the next
	spareScope *valueScope
	opSlab     []*Operation // blocks' op lists are carved from it
	// placeholders counts the forward references made: an op finished with
	// the count it began with has none among its operands.
	placeholders int
	succOps      []*Operation // the ops with successors (chunkMode)
	phSlab       []Value      // placeholders of chunkMode are carved from it
	// priorChunks are the chunks before this one (chunkMode): names they define
	// are found there once they are done.
	priorChunks  []blockChunk
	opLoc        Location // trailing location of the op being finished
	parallelDone bool

	defaultDialect []string

	placeholderUses map[*Value][]opUse

	kb      keyBuf  // interning key scratch
	tstack  []Type  // type lists being parsed
	dstack  []int64 // shapes being parsed
	sstack  []bool
	astack  []Attribute // attribute lists being parsed
	ustack  []UnresolvedOperand
	opNames map[string]string
	// dialect parsers' state across nested calls in this parse (AsmParser.State)
	dialectState map[any]any

	lineStarts []int32 // offsets of line starts, built on first use
	lastLine   int     // index in lineStarts of the line locAt found last
	locSlab    []FileLineColLoc

	valSlab  []*Value // operand lists are carved from it
	typeSlab []Type   // result type lists are carved from it

	scratchFree []*opScratch // op states to reuse
}

// valueList returns a slice of n value slots carved from a shared chunk.
func (p *parser) valueList(n int) []*Value { return carve(&p.valSlab, n) }

// carve returns n zero elements taken from *slab (refilled in chunks of 4096
// elements), with capacity n, or a slice of their own when n is large.
func carve[T any](slab *[]T, n int) []T {
	if n == 0 {
		return nil
	}
	if n > 256 {
		return make([]T, n)
	}
	if len(*slab) < n {
		*slab = make([]T, 4096)
	}
	l := (*slab)[:n:n]
	*slab = (*slab)[n:]
	return l
}

// locAt returns the FileLineColLoc of offset off, the default location of ops and
// block arguments as MLIR gives them.
func (p *parser) locAt(off int) Location {
	if p.lineStarts == nil {
		p.lineStarts = append(make([]int32, 0, len(p.buf)/40+1), 0)
		for i := 0; ; {
			nl := bytes.IndexByte(p.buf[i:], '\n')
			if nl < 0 {
				break
			}
			i += nl + 1
			p.lineStarts = append(p.lineStarts, int32(i))
		}
	}
	// Ops come in text order, mostly one a line: look at the line of the
	// previous op and the next two before searching the whole table.
	lo, hi := 0, len(p.lineStarts)
	for l := p.lastLine; l < p.lastLine+3 && l < len(p.lineStarts); l++ {
		if int(p.lineStarts[l]) > off {
			break
		}
		if l+1 == len(p.lineStarts) || int(p.lineStarts[l+1]) > off {
			lo, hi = l, l+1
			break
		}
	}
	for hi-lo > 1 {
		m := (lo + hi) / 2
		if int(p.lineStarts[m]) <= off {
			lo = m
		} else {
			hi = m
		}
	}
	// Default locations are distinct per op and are not interned (so two equal
	// ones may be different pointers); they are allocated in chunks.
	if len(p.locSlab) == 0 {
		p.locSlab = make([]FileLineColLoc, 1024)
	}
	p.lastLine = lo
	l := &p.locSlab[0]
	p.locSlab = p.locSlab[1:]
	*l = FileLineColLoc{File: p.src.Name, Line: uint32(lo + 1), Col: uint32(off - int(p.lineStarts[lo]) + 1)}
	return l
}

type opUse struct {
	op  *Operation
	idx int
}

type locFixup struct {
	name string
	off  int
	dst  *Location
}

// valueScope holds the SSA names of one region nesting level.
type valueScope struct {
	values    map[string]valueDef // other names, and forward references of any name
	numVals   []valueGroup        // defined names "0", "1", ... from numBase on: the common case, without hashing
	numBase   int
	argVals   []valueGroup // defined names "arg0", "arg1", ...
	parent    *valueScope  // names also defined (read-only), for a chunk of blocks parsed in parallel
	blocks    map[string]*blockDef
	isolated  bool
	fwdValues int // number of unresolved forward value references
}

type valueDef struct {
	vals valueGroup // defined values, empty until defined
	fwd  []*Value   // placeholders by result number, for forward references
	off  int        // offset of first forward use
}

// valueGroup is the values a name defines: n consecutive results of one op from
// v0 on, or a block argument. It holds v0's type, so that a use of the name's
// first value is resolved and checked without reading v0, which is mostly far
// away in memory; the zero group is "not defined".
type valueGroup struct {
	v0 *Value
	t0 Type
	n  int32
}

func groupOf(vals []*Value) valueGroup {
	if len(vals) == 0 {
		return valueGroup{}
	}
	return valueGroup{v0: vals[0], t0: vals[0].Type, n: int32(len(vals))}
}

func (g valueGroup) defined() bool { return g.v0 != nil }

// at returns value i (below n) of the group.
func (g valueGroup) at(i int) *Value {
	if i == 0 {
		return g.v0
	}
	return g.v0.owner.Results[int(g.v0.index)+i]
}

// typeAt returns the type of value i (below n).
func (g valueGroup) typeAt(i int) Type {
	if i == 0 {
		return g.t0
	}
	return g.at(i).Type
}

type blockDef struct {
	b       *Block
	defined bool
	off     int
}

func newParser(ctx *Context, filename string, src []byte) *parser {
	p := &parser{
		ctx:             ctx,
		src:             &diag.Source{Name: filename, Text: src},
		lex:             lexer{src: src},
		buf:             src,
		typeAliases:     map[string]Type{},
		attrAliases:     map[string]Attribute{},
		placeholderUses: map[*Value][]opUse{},
		expansion:       -1,
		shared:          &sharedState{},
	}
	p.next()
	return p
}

func (p *parser) next() { p.tok = p.lex.next() }

func (p *parser) text(t token) []byte { return p.buf[t.start:t.end] }

func (p *parser) tokText() string { return p.srcString(int(p.tok.start), int(p.tok.end)) }

// srcString returns the source bytes [a, b) as a string that shares the source
// buffer (Parse's input must not be modified afterwards).
func (p *parser) srcString(a, b int) string {
	if b > len(p.buf) {
		b = len(p.buf)
	}
	if b <= a || a < 0 {
		return ""
	}
	return unsafe.String(&p.buf[a], b-a)
}

// errHere reports an error at the current token.
func (p *parser) errHere(format string, args ...any) error {
	if p.tok.kind == tError {
		return p.src.Errorf(int(p.tok.start), diag.ErrSyntax, "%s", p.lex.err)
	}
	return p.src.Errorf(int(p.tok.start), diag.ErrSyntax, format, args...)
}

// expect consumes a token of kind k or fails with "expected <what>".
func (p *parser) expect(k tokKind, what string) error {
	if p.tok.kind != k {
		return p.errExpected(what)
	}
	p.next()
	return nil
}

// errUndefinedAlias reports the alias id, the current token, as undefined. MLIR
// reports it after reading the next token, so a lexer error there comes first.
func (p *parser) errUndefinedAlias(id string) error {
	p.next()
	if p.tok.kind == tError {
		return p.errHere("")
	}
	return p.src.Errorf(p.prevEnd(), diag.ErrUndefined, "undefined symbol alias id '%s'", id)
}

// errExpected reports "expected X". Like MLIR, an error at the start of a line
// that follows other tokens is reported at the end of the previous token.
func (p *parser) errExpected(what string) error {
	if p.tok.kind == tError {
		return p.errHere("")
	}
	return p.src.Errorf(p.prevEnd(), diag.ErrSyntax, "expected %s", what)
}

// prevEnd returns the offset MLIR reports "wrong token" errors at: the current
// token moved back over blanks to the end of the previous text, skipping blank
// lines and trailing `//` comments (MLIR's emitWrongTokenError heuristic).
func (p *parser) prevEnd() int {
	loc := int(p.tok.start)
	if p.tok.kind == tEOF && loc > 0 {
		loc--
	}
	orig := loc
	end := loc
	for {
		for end > 0 && (p.buf[end-1] == ' ' || p.buf[end-1] == '\t') {
			end--
		}
		if end == 0 {
			return orig
		}
		if c := p.buf[end-1]; c != '\n' && c != '\r' {
			return end
		}
		end--
		// The previous line; a `//` on it starts a comment to skip.
		ls := end
		for ls > 0 && p.buf[ls-1] != '\n' && p.buf[ls-1] != '\r' {
			ls--
		}
		// MLIR searches from the newline character itself (drop_front keeps it).
		from := ls
		if from > 0 {
			from--
		}
		for i := from; i+1 < end; i++ {
			if p.buf[i] == '/' && p.buf[i+1] == '/' {
				end = i
				break
			}
		}
	}
}

func (p *parser) enter() error {
	p.depth++
	if p.depth > MaxNesting {
		return p.src.Errorf(int(p.tok.start), diag.ErrLimit, "nesting deeper than %d levels", MaxNesting)
	}
	p.high = max(p.high, p.depth)
	return nil
}

// useAlias accounts for the use of an alias (key "!name" or "#name") at the current
// depth, at which its type or attribute stands in for one parsed here: the value
// nests as deep as the alias's definition did. Without this, a chain of aliases
// would build values nested far deeper than MaxNesting, which the printer expands
// into text that no longer parses.
//
// Inside an alias definition it also adds the used alias's expanded size, so no
// alias stands for more than MaxAliasExpansion bytes of text (aliases are
// top-level, so a use outside one adds nothing that was not already bounded).
func (p *parser) useAlias(key string, off, end int) error {
	d := p.depth - 1 + p.shared.aliasDepth[key]
	if d > MaxNesting {
		return p.src.Errorf(off, diag.ErrLimit, "nesting deeper than %d levels", MaxNesting)
	}
	p.high = max(p.high, d)
	if p.expansion >= 0 {
		if n := p.shared.aliasSize[key]; n > 0 {
			p.expansion += n - int64(end-off)
		}
		if p.expansion > MaxAliasExpansion {
			return p.src.Errorf(off, diag.ErrLimit, "alias expands to more than %d bytes of text", MaxAliasExpansion)
		}
	}
	return nil
}

func (p *parser) leave() { p.depth-- }

// parseTopLevel parses the whole file.
func (p *parser) parseTopLevel() (*Operation, error) {
	top := &Region{}
	blk := top.AddBlock()
	p.pushScope(false)
	for {
		switch p.tok.kind {
		case tEOF:
			if err := p.popScope(); err != nil {
				return nil, err
			}
			if err := p.resolveLocFixups(); err != nil {
				return nil, err
			}
			return p.finishModule(top, blk)
		case tHashID, tBangID:
			// Alias definition: #name = attr, !name = type.
			if err := p.parseAliasDef(); err != nil {
				return nil, err
			}
		case tFileMetadataBegin:
			if err := p.parseFileMetadata(); err != nil {
				return nil, err
			}
		default:
			op, err := p.parseOperation()
			if err != nil {
				return nil, err
			}
			blk.Append(op)
		}
	}
}

func (p *parser) finishModule(top *Region, blk *Block) (*Operation, error) {
	if len(blk.Ops) == 1 && blk.Ops[0].Name == "builtin.module" {
		op := blk.Ops[0]
		op.Block = nil
		return op, nil
	}
	st := &OperationState{Name: "builtin.module", Def: p.ctx.OpDef("builtin.module"), Offset: 0}
	st.Loc = p.ctx.FileLineColLoc(p.src.Name, 0, 0)
	st.Regions = []*Region{top}
	return NewOperation(st), nil
}

func (p *parser) parseAliasDef() error {
	isType := p.tok.kind == tBangID
	tok := p.tok
	name := string(p.buf[tok.start+1 : tok.end])
	for i := 0; i < len(name); i++ {
		if name[i] == '.' {
			if isType {
				return p.src.Errorf(int(tok.start), diag.ErrSyntax, "type names with a '.' are reserved for dialect-defined names")
			}
			return p.src.Errorf(int(tok.start), diag.ErrSyntax, "attribute names with a '.' are reserved for dialect-defined names")
		}
	}
	p.next()
	if err := p.expect(tEqual, "'=' in type alias definition"); err != nil {
		if !isType {
			return p.errExpected("'=' in attribute alias definition")
		}
		return err
	}
	// Record how deep the definition nests and how much text it stands for,
	// aliases it uses included.
	outer := p.high
	p.high = p.depth
	p.expansion = 0
	start := int(p.tok.start)
	defer func() { p.high = max(outer, p.high); p.expansion = -1 }()
	if p.shared.aliasDepth == nil {
		p.shared.aliasDepth = map[string]int{}
		p.shared.aliasSize = map[string]int64{}
	}
	if isType {
		if _, dup := p.typeAliases[name]; dup {
			return p.src.Errorf(int(tok.start), diag.ErrRedefined, "redefinition of type alias id '%s'", name)
		}
		t, err := p.parseType()
		if err != nil {
			return err
		}
		p.typeAliases[name] = t
		p.shared.aliasDepth["!"+name] = p.high - p.depth
		p.shared.aliasSize["!"+name] = p.expandedSize(t, start)
		return nil
	}
	if _, dup := p.attrAliases[name]; dup {
		return p.src.Errorf(int(tok.start), diag.ErrRedefined, "redefinition of attribute alias id '%s'", name)
	}
	a, err := p.parseAttribute(nil)
	if err != nil {
		return err
	}
	p.attrAliases[name] = a
	p.shared.aliasDepth["#"+name] = p.high - p.depth
	p.shared.aliasSize["#"+name] = p.expandedSize(a, start)
	return nil
}

// expandedSize is what a use of the alias just defined (from start) adds to the
// printed text: nothing when the printer prints the value through an alias of its
// own (#di_file, #loc, #map: it is spelled out once), else the definition's text
// with the aliases it uses expanded.
func (p *parser) expandedSize(v any, start int) int64 {
	if a, ok := v.(Attribute); ok && builtinAlias(a) != "" {
		return 0
	}
	if _, ok := (&printer{ctx: p.ctx}).dialectAlias(v); ok {
		return 0
	}
	return int64(p.prevEnd()-start) + p.expansion
}

// parseFileMetadata parses `{-# key: { group: { name: value, ... }, ... }, ... #-}`,
// with MLIR's comma-separated lists: possibly empty, no trailing comma.
func (p *parser) parseFileMetadata() error {
	if p.resources != nil {
		return p.errHere("file metadata may only appear once")
	}
	res := &Resources{}
	p.next()
	err := p.parseMetadataList(tFileMetadataEnd, "'#-}'", func() error {
		koff := int(p.tok.start)
		if p.tok.kind != tBareID {
			return p.errHere("expected identifier key in file metadata dictionary")
		}
		key := p.tokText()
		p.next()
		if err := p.expect(tColon, "':'"); err != nil {
			return err
		}
		if key != "dialect_resources" && key != "external_resources" {
			return p.src.Errorf(koff, diag.ErrSyntax, "unknown key '%s' in file metadata dictionary", key)
		}
		sec := ResourceSection{Key: key}
		if err := p.expect(tLBrace, "'{'"); err != nil {
			return err
		}
		entryKey := "identifier key for 'resource' entry"
		if key == "external_resources" {
			entryKey = "identifier key for 'external_resources' entry"
		}
		err := p.parseMetadataList(tRBrace, "'}'", func() error {
			goff := int(p.tok.start)
			if p.tok.kind != tBareID {
				return p.errHere("expected identifier key for 'resource' entry")
			}
			gname := p.tokText()
			p.next()
			if err := p.expect(tColon, "':'"); err != nil {
				return err
			}
			if err := p.expect(tLBrace, "'{'"); err != nil {
				return err
			}
			if key == "dialect_resources" && gname != "builtin" && p.ctx.dialects[gname] == nil {
				return p.src.Errorf(goff, diag.ErrUndefined, "dialect '%s' is unknown", gname)
			}
			grp := ResourceGroup{Name: gname}
			err := p.parseMetadataList(tRBrace, "'}'", func() error {
				var name string
				switch p.tok.kind {
				case tString:
					name = unquote(p.text(p.tok))
				case tBareID:
					name = p.tokText()
				default:
					return p.errHere("expected %s", entryKey)
				}
				p.next()
				if err := p.expect(tColon, "':'"); err != nil {
					return err
				}
				if err := p.checkResourceValue(key, gname, name); err != nil {
					return err
				}
				switch p.tok.kind {
				case tString, tBareID, tInteger:
				default:
					return p.errExpected("resource value")
				}
				grp.Entries = append(grp.Entries, ResourceEntry{Name: name, Value: string(p.text(p.tok))})
				p.next()
				return nil
			})
			sec.Groups = append(sec.Groups, grp)
			return err
		})
		res.Sections = append(res.Sections, sec)
		return err
	})
	if err != nil {
		return err
	}
	p.resources = res
	return nil
}

// parseMetadataList parses `elem, ..., elem end` or `end` alone, as MLIR's
// comma-separated lists of file metadata: no trailing comma.
func (p *parser) parseMetadataList(end tokKind, endName string, elem func() error) error {
	if p.tok.kind != end {
		for {
			if err := elem(); err != nil {
				return err
			}
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
	}
	return p.expect(end, "',' or "+endName)
}

// checkResourceValue checks the value token of resource entry name of group
// gname in section key as mlir-opt-22 does: builtin dialect resources are hex
// blobs, external ones strings (blobs when they start with "0x") or booleans;
// a blob is hex digits whose first 4 bytes give its alignment.
func (p *parser) checkResourceValue(key, gname, name string) error {
	at := int(p.tok.start)
	isString := p.tok.kind == tString
	var str string
	if isString {
		str = unquote(p.text(p.tok))
	}
	switch {
	case key == "external_resources" && !isString:
		if p.isKeyword("true") || p.isKeyword("false") {
			return nil
		}
		return p.src.Errorf(at, diag.ErrSyntax, "expected string value for key '%s'", name)
	case key == "external_resources" && !strings.HasPrefix(str, "0x"):
		return nil
	case key == "dialect_resources" && gname != "builtin":
		return nil
	}
	hex, ok := strings.CutPrefix(str, "0x")
	if !isString || !ok || len(hex)%2 != 0 {
		return p.src.Errorf(at, diag.ErrSyntax, "expected hex string blob for key '%s'", name)
	}
	for i := 0; i < len(hex); i++ {
		if !isHexDigit(hex[i]) {
			return p.src.Errorf(at, diag.ErrSyntax, "expected hex string blob for key '%s'", name)
		}
	}
	if len(hex) < 8 {
		return p.src.Errorf(at, diag.ErrSyntax, "expected hex string blob for key '%s' to encode alignment in first 4 bytes", name)
	}
	return nil
}

func (p *parser) resolveLocFixups() error {
	for _, f := range p.locFixups {
		a, ok := p.attrAliases[f.name]
		if !ok {
			return p.src.Errorf(f.off, diag.ErrUndefined, "operation location alias was never defined")
		}
		loc, ok := a.(Location)
		if !ok {
			return p.src.Errorf(f.off, diag.ErrType, "expected location, but found '%s'", a.String())
		}
		*f.dst = loc
	}
	p.locFixups = nil
	return nil
}

// ---- SSA scopes ----

func (p *parser) pushScope(isolated bool) {
	if len(p.scopes) > 0 {
		p.sawNested = true
	}
	s := p.spareScope
	p.spareScope = nil
	if s == nil {
		s = &valueScope{values: map[string]valueDef{}, blocks: map[string]*blockDef{}}
	}
	s.isolated = isolated
	p.scopes = append(p.scopes, s)
}

// popScope checks that every forward reference of the innermost scope was defined.
func (p *parser) popScope() error {
	s := p.scopes[len(p.scopes)-1]
	p.scopes = p.scopes[:len(p.scopes)-1]
	// Undefined blocks.
	var firstErr error
	firstOff := -1
	for name, bd := range s.blocks {
		if !bd.defined && (firstOff < 0 || bd.off < firstOff) {
			firstOff = bd.off
			firstErr = p.src.Errorf(bd.off, diag.ErrUndefined, "reference to an undefined block")
			_ = name
		}
	}
	if s.fwdValues > 0 {
		check := func(vd valueDef) {
			if !vd.vals.defined() && vd.fwd != nil && (firstOff < 0 || vd.off < firstOff) {
				firstOff = vd.off
				firstErr = p.src.Errorf(vd.off, diag.ErrUndefined, "use of undeclared SSA value name")
			}
		}
		for _, vd := range s.values {
			check(vd)
		}
	}
	if firstErr == nil {
		// The next scope reuses the tables (the names of a function's values
		// are not needed once its body is parsed).
		clear(s.values)
		clear(s.blocks)
		clear(s.numVals)
		clear(s.argVals)
		*s = valueScope{values: s.values, blocks: s.blocks, numVals: s.numVals[:0], argVals: s.argVals[:0]}
		p.spareScope = s
	}
	return firstErr
}

// lookupValue finds %name#num with type t, creating a forward reference in the
// innermost scope when undefined.
// numericName returns n when name is a decimal number without leading zeros
// (below 1<<22), and whether it is prefixed by "arg".
func numericName(name string) (n int, arg, ok bool) {
	if len(name) > 3 && name[0] == 'a' && name[1] == 'r' && name[2] == 'g' {
		name, arg = name[3:], true
	}
	if name == "" || len(name) > 7 || name[0] == '0' && len(name) > 1 {
		return 0, false, false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c < '0' || c > '9' {
			return 0, false, false
		}
		n = n*10 + int(c-'0')
	}
	return n, arg, true
}

// defined returns the values bound to name in s (or in its parent).
func (s *valueScope) defined(name string) valueGroup {
	n, arg, ok := numericName(name)
	return s.definedName(name, n, arg, ok)
}

// definedName is defined with numericName(name) already known.
func (s *valueScope) definedName(name string, n int, arg, ok bool) valueGroup {
	if ok {
		if arg {
			if n < len(s.argVals) && s.argVals[n].defined() {
				return s.argVals[n]
			}
		} else if i := n - s.numBase; i >= 0 && i < len(s.numVals) && s.numVals[i].defined() {
			return s.numVals[i]
		}
	} else if g := s.values[name].vals; g.defined() {
		return g
	}
	if s.parent != nil {
		return s.parent.definedName(name, n, arg, ok)
	}
	return valueGroup{}
}

// define binds name to vals in s.
func (s *valueScope) define(name string, vals []*Value) {
	g := groupOf(vals)
	if n, arg, ok := numericName(name); ok {
		tab := &s.argVals
		if !arg {
			// The table starts at the first number defined (a chunk of blocks
			// parsed in parallel starts far from 0).
			tab = &s.numVals
			if len(s.numVals) == 0 {
				s.numBase = n
			}
			if n < s.numBase {
				grown := make([]valueGroup, len(s.numVals)+s.numBase-n)
				copy(grown[s.numBase-n:], s.numVals)
				s.numVals, s.numBase = grown, n
			}
			n -= s.numBase
		}
		if n >= len(*tab) {
			if n < cap(*tab) {
				*tab = (*tab)[:n+1]
			} else {
				grown := make([]valueGroup, n+1, 2*n+16)
				copy(grown, *tab)
				*tab = grown
			}
		}
		(*tab)[n] = g
		return
	}
	vd := s.values[name]
	vd.vals = g
	vd.fwd = nil
	s.values[name] = vd
}

func (p *parser) lookupValue(name string, num int, t Type, off int) (*Value, error) {
	for i := len(p.scopes) - 1; i >= 0; i-- {
		s := p.scopes[i]
		if g := s.defined(name); g.defined() {
			return p.pickResult(g, name, num, t, off)
		}
		if s.isolated {
			break
		}
	}
	if p.chunkMode {
		if v, ok, err := p.lookupPrior(name, num, t, off); ok {
			return v, err
		}
	}
	return p.forwardRef(name, num, t, off)
}

// pickResult returns result num of the values g defined for name, for a use
// expecting type t (nil: any).
func (p *parser) pickResult(g valueGroup, name string, num int, t Type, off int) (*Value, error) {
	if num >= int(g.n) {
		return nil, p.src.Errorf(off, diag.ErrUndefined, "reference to invalid result number")
	}
	if have := g.typeAt(num); t != nil && have != t {
		return nil, p.typeMismatch(name, t, have, off)
	}
	return g.at(num), nil
}

func (p *parser) typeMismatch(name string, t, have Type, off int) error {
	return p.src.Errorf(off, diag.ErrType, "use of value '%%%s' expects different type than prior uses: '%s' vs '%s'", name, t.String(), have.String())
}

// forwardRef returns the placeholder for a use of %name#num before its definition.
func (p *parser) forwardRef(name string, num int, t Type, off int) (*Value, error) {
	p.placeholders++
	if p.chunkMode && len(p.scopes) == 1 {
		if num >= 1<<20 {
			return nil, p.src.Errorf(off, diag.ErrLimit, "result number too large")
		}
		if len(p.phSlab) == 0 {
			p.phSlab = make([]Value, 256)
		}
		ph := &p.phSlab[0]
		p.phSlab = p.phSlab[1:]
		*ph = Value{Type: t, Name: name, index: -1, num: int32(num)}
		return ph, nil
	}
	s := p.scopes[len(p.scopes)-1]
	vd, ok := s.values[name]
	if !ok || vd.fwd == nil {
		vd = valueDef{off: off}
		s.fwdValues++
	}
	defer func() { s.values[name] = vd }()
	if num >= 1<<20 {
		return nil, p.src.Errorf(off, diag.ErrLimit, "result number too large")
	}
	for len(vd.fwd) <= num {
		vd.fwd = append(vd.fwd, nil)
	}
	if vd.fwd[num] == nil {
		vd.fwd[num] = &Value{Type: t, index: -1}
	} else if vd.fwd[num].Type != t {
		return nil, p.typeMismatch(name, t, vd.fwd[num].Type, off)
	}
	return vd.fwd[num], nil
}

// defineValues binds name to vals in the innermost scope, resolving forward references.
func (p *parser) defineValues(name string, vals []*Value, off int) error {
	s := p.scopes[len(p.scopes)-1]
	if s.defined(name).defined() {
		return p.src.Errorf(off, diag.ErrRedefined, "redefinition of SSA value '%%%s'", name)
	}
	// Names in nested regions may not redefine the names of enclosing regions.
	for i := len(p.scopes) - 2; i >= 0; i-- {
		if p.scopes[i].defined(name).defined() {
			return p.src.Errorf(off, diag.ErrRedefined, "redefinition of SSA value '%%%s'", name)
		}
		if p.scopes[i].isolated {
			break
		}
	}
	if s.fwdValues > 0 {
		if vd, ok := s.values[name]; ok && vd.fwd != nil {
			// Resolve forward references.
			for num, ph := range vd.fwd {
				if ph == nil {
					continue
				}
				if num >= len(vals) {
					return p.src.Errorf(vd.off, diag.ErrUndefined, "use of undeclared SSA value name")
				}
				if ph.Type != vals[num].Type {
					return p.src.Errorf(off, diag.ErrType, "definition of SSA value '%%%s#%d' has type %s", name, num, vals[num].Type.String())
				}
				p.replacePlaceholder(ph, vals[num])
			}
			delete(s.values, name)
			s.fwdValues--
		}
	}
	s.define(name, vals)
	return nil
}

// replacePlaceholder rewires every use of the placeholder ph to v. Placeholders
// record their users in a side list.
func (p *parser) replacePlaceholder(ph, v *Value) {
	if ph.owner == nil && ph.block == nil && ph.index == -1 {
		for _, u := range p.placeholderUses[ph] {
			if u.op != nil {
				u.op.Operands[u.idx] = v
			}
		}
		delete(p.placeholderUses, ph)
	}
}

func (p *parser) isKeyword(kw string) bool {
	return p.tok.kind == tBareID && string(p.buf[p.tok.start:p.tok.end]) == kw
}
