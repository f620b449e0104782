package mlir

import (
	"bytes"
	"errors"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
)

// Parallel parsing of the body of a large top-level module. When the module's
// ops are isolated from above (functions, globals) and define no values, each can
// be parsed by a parser of its own: a byte scan splits the body at lines where
// every bracket is closed, and chunks of ops are parsed on GOMAXPROCS goroutines
// sharing the context, the aliases (read-only by then) and the distinct-attribute
// table. Any failure makes Parse start again sequentially, so diagnostics are
// exactly those of a sequential parse.

const parallelMinSize = 1 << 20

var errRetrySequential = errors.New("mlir: retry parsing sequentially")

// sharedState is what parallel chunk parsers share.
type sharedState struct {
	mu       sync.Mutex
	distinct map[int64]*DistinctAttr
	// aliasDepth is the nesting depth of each alias's definition ("!name" for
	// types, "#name" for attributes): using an alias nests that deep.
	aliasDepth map[string]int
	// aliasSize is the expanded text size of each alias (see useAlias).
	aliasSize map[string]int64
}

// Line actions of scanBody's callback.
const (
	lineSkip  = iota // not a split point
	lineStart        // a split point
	lineEnd          // the region's closing brace: stop, ok when there were split points
	lineFail         // the body cannot be split
)

// scanBody walks the region body starting at from and calls line with the offset
// of the first character of every line at the body's top nesting level; it
// returns the split points and the offset where line returned lineEnd. Strings
// and comments are skipped. When no two split points were found by giveUp, it
// fails (one op that large: nothing to split).
func scanBody(buf []byte, from, giveUp int, line func(i int) int) (starts []int, end int, ok bool) {
	depth := 0
	atLineStart := true
	for i := from; i < len(buf); i++ {
		if i > giveUp && len(starts) < 2 {
			return nil, 0, false
		}
		c := buf[i]
		if atLineStart && c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			atLineStart = false
			if depth == 0 {
				switch line(i) {
				case lineStart:
					starts = append(starts, i)
				case lineEnd:
					return starts, i, len(starts) > 0
				case lineFail:
					return nil, 0, false
				}
			}
		}
		switch c {
		case '\n':
			atLineStart = true
		case '"':
			for i++; i < len(buf) && buf[i] != '"'; i++ {
				if buf[i] == '\\' {
					i++
				} else if buf[i] == '\n' {
					return nil, 0, false
				}
			}
		case '/':
			if i+1 < len(buf) && buf[i+1] == '/' {
				for i < len(buf) && buf[i] != '\n' {
					i++
				}
				atLineStart = true
			}
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}':
			depth--
		case '>':
			if i > 0 && buf[i-1] == '-' {
				continue
			}
			depth--
		}
		if depth < 0 {
			return nil, 0, false
		}
	}
	return nil, 0, false
}

// splitTopLevel returns the start offsets of the lines that begin top-level ops in
// the region body starting at from, and the offset of the region's closing brace;
// ok is false when the body cannot be split safely.
func splitTopLevel(buf []byte, from int) (starts []int, end int, ok bool) {
	return scanBody(buf, from, from+(len(buf)-from)/8, func(i int) int {
		switch buf[i] {
		case '}':
			return lineEnd
		case '%', '^', '#', '!':
			return lineFail // values, blocks or aliases at module level
		case '/':
			return lineSkip // comment line
		}
		return lineStart
	})
}

// parseBlockOpsParallel parses the ops of the top-level module body in parallel;
// done is false when the body is not suitable (the caller parses sequentially).
func (p *parser) parseBlockOpsParallel(b *Block) (done bool, err error) {
	workers := runtime.GOMAXPROCS(0)
	if workers < 2 || p.tok.kind == tEOF {
		return false, nil
	}
	starts, end, ok := splitTopLevel(p.buf, int(p.tok.start))
	if !ok || len(starts) < 2*workers || starts[0] != int(p.tok.start) {
		return false, nil
	}
	p.locAt(0) // build the line table before sharing it
	// Chunks of about equal size.
	n := workers * 8
	if n > len(starts) {
		n = len(starts)
	}
	type chunk struct {
		from, to int
		ops      []*Operation
		fixups   []locFixup
		err      error
	}
	bounds := chunkBounds(starts, end, n)
	chunks := make([]chunk, len(bounds))
	for i, b := range bounds {
		chunks[i].from, chunks[i].to = b[0], b[1]
	}
	dd := append([]string(nil), p.defaultDialect...)
	runParallel(len(chunks), workers, func(i int) {
		c := &chunks[i]
		q := p.chunkParser(c.from, dd)
		q.next()
		q.pushScope(true)
		for q.tok.kind != tEOF && int(q.tok.start) < c.to {
			op, err := q.parseOperation()
			if err != nil {
				c.err = err
				break
			}
			c.ops = append(c.ops, op)
		}
		if c.err == nil && int(q.tok.start) != c.to {
			c.err = errRetrySequential // the split was not at an op boundary
		}
		if c.err == nil {
			c.err = q.popScope()
		}
		c.fixups = q.locFixups
	})
	for i := range chunks {
		if chunks[i].err != nil {
			return true, errRetrySequential
		}
	}
	for i := range chunks {
		for _, op := range chunks[i].ops {
			b.Append(op)
		}
		p.locFixups = append(p.locFixups, chunks[i].fixups...)
	}
	// Continue after the body.
	p.lex.pos = end
	p.next()
	return true, nil
}

// Parallel parsing of the blocks of a large function body. The labeled blocks of
// an isolated region are split at block labels into chunks, each parsed by a
// parser of its own into a scratch region, with the names the entry block defined
// visible. References to values and blocks another chunk defines stay forward
// references in their chunk; they are resolved once every chunk is done. Anything
// a sequential parse could report differently (an error, a definition repeated
// across chunks, a type mismatch between a use and its definition, an op with
// regions of its own) makes Parse start again sequentially.

// regionParallelMinSize is the body size from which the blocks of a region are
// parsed in parallel.
const regionParallelMinSize = 1 << 20

// splitBlocks returns the offsets of n or fewer block labels that start lines in
// the region body that continues at from (an offset at such a label), the first
// being from, and the offset of the region's closing brace; ok is false when the
// body cannot be split. The split points are the first labels after equally
// spaced offsets, found without scanning the body line by line: a label there
// might belong to a nested region or a multi-line attribute, but then the chunk
// parsers do not end where the next chunk starts and Parse starts again
// sequentially.
func splitBlocks(buf []byte, from, n, workers int) (starts []int, end int, ok bool) {
	if end, ok = guessRegionEnd(buf, from); !ok || end-from < regionParallelMinSize {
		if end, ok = regionEnd(buf, from, regionParallelMinSize, workers); !ok {
			return nil, 0, false
		}
	}
	starts = append(starts, from)
	for i := 1; i < n; i++ {
		at := nextLabelLine(buf, max(from+(end-from)*i/n, starts[len(starts)-1]+1), end)
		if at < 0 {
			break
		}
		if at > starts[len(starts)-1] {
			starts = append(starts, at)
		}
	}
	return starts, end, len(starts) > 1
}

// nextLabelLine returns the offset of the first line at or after from (and before
// end) whose first non-blank character is '^', or -1.
func nextLabelLine(buf []byte, from, end int) int {
	for i := from; i < end; {
		nl := bytes.IndexByte(buf[i:end], '\n')
		if nl < 0 {
			return -1
		}
		j := i + nl + 1
		for j < end && (buf[j] == ' ' || buf[j] == '\t') {
			j++
		}
		if j < end && buf[j] == '^' {
			return j
		}
		i = j
	}
	return -1
}

// guessRegionEnd returns the offset of the first '}' after from that starts a
// line indented as the line of from, a block label: where MLIR's printer closes
// the region, and hand-written text usually does too. A wrong guess (a brace of
// a multi-line attribute, or an unusual layout) only costs time: the chunk
// parsers do not end where the next chunk starts, or the last chunk does not
// end at the brace, and Parse starts again sequentially.
func guessRegionEnd(buf []byte, from int) (end int, ok bool) {
	ls := bytes.LastIndexByte(buf[:from], '\n') + 1
	for _, c := range buf[ls:from] {
		if c != ' ' && c != '\t' {
			return 0, false
		}
	}
	pat := make([]byte, 0, from-ls+2)
	pat = append(append(append(pat, '\n'), buf[ls:from]...), '}')
	i := bytes.Index(buf[from:], pat)
	if i < 0 {
		return 0, false
	}
	return from + i + len(pat) - 1, true
}

// regionEnd returns the offset of the '}' that closes the region whose body
// starts at from, at a line start: the first point where more brackets have
// closed than opened since from, with strings and comments skipped as scanBody
// skips them. ok is false when there is no such brace, or when it comes within
// minSize bytes (a region too small to split). The body is scanned in rounds of
// doubling size, each in pieces on workers goroutines, so a region is scanned in
// time proportional to its size, however long the rest of the file is. Pieces
// start at line starts, where no string or comment is open (a string holding a
// newline makes the region unsplittable).
func regionEnd(buf []byte, from, minSize, workers int) (end int, ok bool) {
	type piece struct {
		from, to int
		delta    int   // depth at the end of the piece, relative to its start
		lows     []int // lows[k]: where the depth first fell to -(k+1)
		bad      bool  // a string spans lines
	}
	// lineAfter returns the start of the line after the one holding i.
	lineAfter := func(i int) int {
		if i >= len(buf) {
			return len(buf)
		}
		if nl := bytes.IndexByte(buf[i:], '\n'); nl >= 0 {
			return i + nl + 1
		}
		return len(buf)
	}
	depth, at := 0, from
	for round, window := 0, minSize; at < len(buf); round, window = round+1, window*2 {
		k := workers
		if round == 0 {
			k = 1 // the first minSize bytes: is the region large at all?
		}
		var pieces []piece
		for i := 1; i <= k; i++ {
			to := lineAfter(at + window*i/k)
			if i > 1 && to <= pieces[len(pieces)-1].to {
				continue
			}
			start := at
			if len(pieces) > 0 {
				start = pieces[len(pieces)-1].to
			}
			pieces = append(pieces, piece{from: start, to: to})
		}
		runParallel(len(pieces), workers, func(i int) {
			pc := &pieces[i]
			pc.delta, pc.lows, pc.bad = bracketDepth(buf, pc.from, pc.to)
		})
		for _, pc := range pieces {
			if depth < len(pc.lows) {
				end = pc.lows[depth]
				return end, round > 0 && buf[end] == '}'
			}
			if pc.bad {
				return 0, false
			}
			depth += pc.delta
		}
		at = pieces[len(pieces)-1].to
	}
	return 0, false
}

// bracketDepth scans buf[from:to] and returns the bracket depth at its end
// relative to from, and where the depth first fell to -1, -2, ...; bad reports
// a string that spans lines (after the last low point, where it matters).
func bracketDepth(buf []byte, from, to int) (delta int, lows []int, bad bool) {
	depth := 0
	for i := from; i < to; i++ {
		switch bracketClass[buf[i]] {
		case 0:
			continue
		case classOpen:
			depth++
			continue
		case classArrow:
			if i > 0 && buf[i-1] == '-' {
				continue
			}
		case classQuote:
			for i++; i < len(buf) && buf[i] != '"'; i++ {
				if buf[i] == '\\' {
					i++
				} else if buf[i] == '\n' {
					return depth, lows, true
				}
			}
			continue
		case classSlash:
			if i+1 < len(buf) && buf[i+1] == '/' {
				if nl := bytes.IndexByte(buf[i:to], '\n'); nl >= 0 {
					i += nl
				} else {
					i = to
				}
			}
			continue
		}
		depth-- // classClose, or a '>' that does not end "->"
		if -depth > len(lows) {
			lows = append(lows, i)
		}
	}
	return depth, lows, false
}

// The byte classes bracketDepth tells apart; most bytes are none of them.
const (
	classOpen = 1 + iota
	classClose
	classArrow // '>', which closes unless it ends "->"
	classQuote
	classSlash
)

var bracketClass = [256]uint8{
	'(': classOpen, '[': classOpen, '{': classOpen, '<': classOpen,
	')': classClose, ']': classClose, '}': classClose, '>': classArrow,
	'"': classQuote, '/': classSlash,
}

// blockChunk is the part of a region body one worker parses.
type blockChunk struct {
	from, to int
	q        *parser
	r        Region      // the chunk's blocks, in order
	done     atomic.Bool // q's names are final: later chunks may look them up
	// numBase and numVals are the chunk's table of numeric names, published
	// with done (read without chasing q's pointers).
	numBase int
	numVals []valueGroup
	err     error
}

// parseBlocksParallel parses the labeled blocks of region r (whose scope is the
// innermost, with the entry block parsed) in parallel; done is false when the
// body is not suitable and the caller parses it sequentially.
func (p *parser) parseBlocksParallel(r *Region) (done bool, err error) {
	workers := runtime.GOMAXPROCS(0)
	if workers < 2 || p.noParallel || p.tok.kind != tCaretID || len(p.buf)-int(p.tok.start) < regionParallelMinSize {
		return false, nil
	}
	scope := p.scopes[len(p.scopes)-1]
	if !scope.isolated {
		return false, nil
	}
	starts, end, ok := splitBlocks(p.buf, int(p.tok.start), workers*4, workers)
	if !ok || end-starts[0] < regionParallelMinSize || len(starts) < workers {
		return false, nil
	}
	p.locAt(0) // build the line table before sharing it
	chunks := make([]blockChunk, len(starts))
	for i, at := range starts {
		chunks[i].from, chunks[i].to = at, end
		if i+1 < len(starts) {
			chunks[i].to = starts[i+1]
		}
	}
	dd := append([]string(nil), p.defaultDialect...)
	runParallel(len(chunks), workers, func(i int) { chunks[i].parse(p, scope, dd, chunks[:i]) })
	for i := range chunks {
		if chunks[i].err != nil {
			return true, errRetrySequential
		}
	}
	if !p.mergeBlockChunks(r, scope, chunks) {
		return true, errRetrySequential
	}
	parallelBlockMerges.Add(1)
	p.lex.pos = end
	p.next()
	return true, nil
}

// chunkParser returns a parser for the part of p's input starting at from, on a
// goroutine of its own: it shares p's context, aliases, line table and shared
// state, and parses sequentially.
func (p *parser) chunkParser(from int, dd []string) *parser {
	return &parser{
		ctx: p.ctx, src: p.src, buf: p.buf, lex: lexer{src: p.buf, pos: from},
		typeAliases: p.typeAliases, attrAliases: p.attrAliases,
		placeholderUses: map[*Value][]opUse{}, shared: p.shared,
		lineStarts: p.lineStarts, depth: p.depth, noParallel: true,
		defaultDialect: append([]string(nil), dd...), expansion: -1,
	}
}

// chunkBounds groups the split points starts (the last part ending at end) into
// at most n chunks of about equal size, each of at least one part.
func chunkBounds(starts []int, end, n int) [][2]int {
	var out [][2]int
	per := (end - starts[0]) / n
	k := 0
	for i := 0; i < n && k < len(starts); i++ {
		from := starts[k]
		target := starts[0] + per*(i+1)
		k++
		for k < len(starts) && (starts[k] < target || i == n-1) {
			k++
		}
		to := end
		if k < len(starts) {
			to = starts[k]
		}
		out = append(out, [2]int{from, to})
	}
	return out
}

// largeRegionOps is the number of ops from which a region's blocks are worked
// on by several goroutines (verified, printed, searched for aliases).
const largeRegionOps = 4096

// largeRegion returns the number of ops in the blocks of r, and whether r is
// worth working on with workers goroutines: at least largeRegionOps ops
// in at least 4 blocks per worker, and more than one worker.
func largeRegion(r *Region, workers int) (total int, large bool) {
	if workers < 2 || len(r.Blocks) < 4*workers {
		return 0, false
	}
	for _, b := range r.Blocks {
		total += len(b.Ops)
	}
	return total, total >= largeRegionOps
}

// manyRegionOps reports whether enough of ops hold regions (functions of a
// module) for their insides to be worked on by workers goroutines, one op each.
func manyRegionOps(ops []*Operation, workers int) bool {
	if workers < 2 {
		return false
	}
	heavy := 0
	for _, o := range ops {
		if len(o.Regions) > 0 {
			if heavy++; heavy >= 4*workers {
				return true
			}
		}
	}
	return false
}

// runParallel calls f(0..n-1) on workers goroutines and waits for them.
func runParallel(n, workers int, f func(i int)) {
	var wg sync.WaitGroup
	next := make(chan int, n)
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				f(i)
			}
		}()
	}
	wg.Wait()
}

// parallelBlockMerges counts the region bodies parsed in parallel (for tests).
var parallelBlockMerges atomic.Int64

// parse parses the blocks of c with a parser of its own.
func (c *blockChunk) parse(p *parser, scope *valueScope, dd []string, prior []blockChunk) {
	q := p.chunkParser(c.from, dd)
	q.high, q.chunkMode, q.priorChunks = p.depth, true, prior
	c.q = q
	defer c.done.Store(true)
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(parseAbort); !ok {
				panic(r)
			}
			c.err = errRetrySequential
		}
	}()
	// The chunk sees what the entry block defined; it defines the rest itself.
	// About one numbered value per 64 bytes of text: the table is allocated
	// once rather than grown.
	s := &valueScope{values: map[string]valueDef{}, blocks: map[string]*blockDef{}, isolated: true, parent: scope,
		numVals: make([]valueGroup, 0, (c.to-c.from)/64)}
	q.scopes = []*valueScope{s}
	defer func() { c.numBase, c.numVals = s.numBase, s.numVals }() // before done
	q.next()
	for q.tok.kind == tCaretID && int(q.tok.start) < c.to {
		if err := q.parseBlock(&c.r); err != nil {
			c.err = err
			return
		}
	}
	if int(q.tok.start) != c.to || len(q.scopes) != 1 || q.sawNested {
		c.err = errRetrySequential
	}
}

// lookupPrior finds %name#num among the names of the earlier chunks that are
// done; ok is false when none defines it (yet). Backward references across chunks
// then need no placeholder. Errors are those of a sequential parse's lookup (and
// make Parse start again sequentially anyway).
func (p *parser) lookupPrior(name string, num int, t Type, off int) (v *Value, ok bool, err error) {
	n, arg, numeric := numericName(name)
	for j := len(p.priorChunks) - 1; j >= 0; j-- {
		c := &p.priorChunks[j]
		if !c.done.Load() {
			continue
		}
		var g valueGroup
		if numeric && !arg {
			// The common case, without the parent's tables (already searched).
			if i := n - c.numBase; i >= 0 && i < len(c.numVals) {
				g = c.numVals[i]
			}
		} else {
			g = c.q.scopes[0].definedName(name, n, arg, numeric)
		}
		if !g.defined() {
			continue
		}
		v, err := p.pickResult(g, name, num, t, off)
		return v, true, err
	}
	return nil, false, nil
}

// numberIndex finds the values of numeric names ("%12") among the tables of
// several scopes: when their ranges of numbers do not overlap (the usual case,
// numbers growing through a body), in the one scope whose range holds the
// number; otherwise in one table merged from all.
type numberIndex struct {
	ranges []*valueScope // the scopes defining numbers, by first number
	merged []valueGroup  // nil when the ranges do not overlap
}

// indexNumbers indexes the numeric names of scopes; false when two define the
// same number.
func indexNumbers(scopes []*valueScope) (numberIndex, bool) {
	var x numberIndex
	size := 0
	for _, s := range scopes {
		if len(s.numVals) > 0 {
			x.ranges = append(x.ranges, s)
			size = max(size, s.numBase+len(s.numVals))
		}
	}
	sort.Slice(x.ranges, func(i, j int) bool { return x.ranges[i].numBase < x.ranges[j].numBase })
	for i := 1; i < len(x.ranges); i++ {
		if prev := x.ranges[i-1]; prev.numBase+len(prev.numVals) > x.ranges[i].numBase {
			x.merged = make([]valueGroup, size)
			for _, s := range x.ranges {
				if !mergeGroups(x.merged[s.numBase:], s.numVals) {
					return x, false
				}
			}
			break
		}
	}
	return x, true
}

// lookup returns the values of %n, or the zero group.
func (x *numberIndex) lookup(n int) valueGroup {
	if x.merged != nil {
		if n < len(x.merged) {
			return x.merged[n]
		}
		return valueGroup{}
	}
	i := sort.Search(len(x.ranges), func(i int) bool { return x.ranges[i].numBase > n }) - 1
	if i < 0 || n-x.ranges[i].numBase >= len(x.ranges[i].numVals) {
		return valueGroup{}
	}
	return x.ranges[i].numVals[n-x.ranges[i].numBase]
}

// mergeGroups copies the defined groups of tab into dst (at the same
// positions); false when dst already has one there.
func mergeGroups(dst, tab []valueGroup) bool {
	for i, g := range tab {
		if g.defined() {
			if dst[i].defined() {
				return false
			}
			dst[i] = g
		}
	}
	return true
}

// mergeBlockChunks appends the chunks' blocks to r and resolves the references
// between chunks (and from the entry block, parsed in scope); false when a
// sequential parse would fail or could differ.
func (p *parser) mergeBlockChunks(r *Region, scope *valueScope, chunks []blockChunk) bool {
	// Every definition: the entry block's, then each chunk's own (a chunk
	// redefining a name of the entry block fails in its own defineValues).
	// Numeric names are found by number, without hashing.
	scopes := make([]*valueScope, 0, len(chunks)+1)
	scopes = append(scopes, scope)
	for i := range chunks {
		scopes = append(scopes, chunks[i].q.scopes[0])
	}
	nums, ok := indexNumbers(scopes)
	if !ok {
		return false
	}
	argLen := 0
	for _, s := range scopes {
		argLen = max(argLen, len(s.argVals))
	}
	args := make([]valueGroup, argLen)
	named := map[string]valueGroup{}
	blocks := map[string]*Block{}
	addScope := func(s *valueScope) bool {
		if !mergeGroups(args, s.argVals) {
			return false
		}
		for name, vd := range s.values {
			if !vd.vals.defined() {
				continue
			}
			if named[name].defined() {
				return false
			}
			named[name] = vd.vals
		}
		for name, bd := range s.blocks {
			if bd.defined {
				if blocks[name] != nil {
					return false
				}
				blocks[name] = bd.b
			}
		}
		return true
	}
	for _, s := range scopes {
		if !addScope(s) {
			return false
		}
	}
	lookup := func(name string) valueGroup {
		if n, arg, ok := numericName(name); ok {
			if !arg {
				return nums.lookup(n)
			}
			if n < len(args) {
				return args[n]
			}
			return valueGroup{}
		}
		return named[name]
	}
	// The entry block's forward references.
	for name, vd := range scope.values {
		if vd.vals.defined() || vd.fwd == nil {
			continue
		}
		g := lookup(name)
		if !g.defined() {
			return false
		}
		for num, ph := range vd.fwd {
			if ph == nil {
				continue
			}
			if num >= int(g.n) || ph.Type != g.typeAt(num) {
				return false
			}
			p.replacePlaceholder(ph, g.at(num))
		}
		delete(scope.values, name)
	}
	scope.fwdValues = 0
	// The chunks' references to names they did not define, on GOMAXPROCS
	// goroutines (each chunk's uses are operands of its own ops).
	var bad atomic.Bool
	runParallel(len(chunks), runtime.GOMAXPROCS(0), func(i int) {
		for _, u := range chunks[i].q.fwdUses {
			ph := u.op.Operands[u.idx]
			g := lookup(ph.Name)
			num := int(ph.num)
			if num >= int(g.n) || ph.Type != g.typeAt(num) {
				bad.Store(true)
				return
			}
			u.op.Operands[u.idx] = g.at(num)
		}
	})
	if bad.Load() {
		return false
	}
	// Blocks used before (or away from) their definition.
	remap := map[*Block]*Block{}
	unresolved := func(bs map[string]*blockDef) bool {
		for name, bd := range bs {
			if bd.defined {
				continue
			}
			b := blocks[name]
			if b == nil {
				return false
			}
			remap[bd.b] = b
		}
		return true
	}
	if !unresolved(scope.blocks) {
		return false
	}
	for i := range chunks {
		if !unresolved(chunks[i].q.scopes[0].blocks) {
			return false
		}
	}
	for name, bd := range scope.blocks {
		if !bd.defined {
			delete(scope.blocks, name)
		}
	}
	remapOp := func(op *Operation) {
		for i, s := range op.Successors {
			if to, ok := remap[s]; ok {
				op.Successors[i] = to
			}
		}
	}
	if len(remap) > 0 {
		for _, b := range r.Blocks { // the entry block's
			for _, op := range b.Ops {
				remapOp(op)
			}
		}
	}
	for i := range chunks {
		for _, b := range chunks[i].r.Blocks {
			b.Parent = r
			r.Blocks = append(r.Blocks, b)
		}
		if len(remap) > 0 {
			for _, op := range chunks[i].q.succOps {
				remapOp(op)
			}
		}
		p.locFixups = append(p.locFixups, chunks[i].q.locFixups...)
		p.high = max(p.high, chunks[i].q.high)
	}
	return true
}
