package mlir

import (
	"errors"
	"runtime"
	"sync"
)

// Parallel parsing of the body of a large top-level module. When the module's
// ops are isolated from above (functions, globals) and define no values, each can
// be parsed by a parser of its own: a byte scan splits the body at lines where
// every bracket is closed, and chunks of ops are parsed on GOMAXPROCS goroutines
// sharing the context, the aliases (read-only by then) and the distinct-attribute
// table. Any failure makes Parse start again sequentially, so diagnostics are
// exactly those of a sequential parse.

const parallelMinSize = 1 << 20

var debugParallel = false

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

// splitTopLevel returns the start offsets of the lines that begin top-level ops in
// the region body starting at from, and the offset of the region's closing brace;
// ok is false when the body cannot be split safely.
func splitTopLevel(buf []byte, from int) (starts []int, end int, ok bool) {
	depth := 0
	lineStart := true
	giveUp := from + (len(buf)-from)/8 // one op this large: nothing to split
	for i := from; i < len(buf); i++ {
		if i > giveUp && len(starts) < 2 {
			return nil, 0, false
		}
		c := buf[i]
		if lineStart && c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			lineStart = false
		} else {
			c = 0
		}
		if c != 0 && depth == 0 {
			switch c {
			case '}':
				return starts, i, len(starts) > 0
			case '%', '^', '#', '!':
				return nil, 0, false // values, blocks or aliases at module level
			case '/':
				// comment line
			default:
				starts = append(starts, i)
			}
		}
		switch c = buf[i]; c {
		case '\n':
			lineStart = true
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
				lineStart = true
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
	chunks := make([]chunk, n)
	per := (end - starts[0]) / n
	k := 0
	for i := 0; i < n; i++ {
		chunks[i].from = starts[k]
		target := starts[0] + per*(i+1)
		k++ // at least one op per chunk
		for k < len(starts) && (starts[k] < target || i == n-1) {
			k++
		}
		if k < len(starts) {
			chunks[i].to = starts[k]
		} else {
			chunks[i].to = end
			chunks = chunks[:i+1]
			break
		}
	}
	var wg sync.WaitGroup
	next := make(chan int, len(chunks))
	for i := range chunks {
		next <- i
	}
	close(next)
	dd := append([]string(nil), p.defaultDialect...)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				c := &chunks[i]
				q := &parser{
					ctx: p.ctx, src: p.src, buf: p.buf, lex: lexer{src: p.buf, pos: c.from},
					typeAliases: p.typeAliases, attrAliases: p.attrAliases,
					placeholderUses: map[*Value][]opUse{}, shared: p.shared,
					lineStarts: p.lineStarts, depth: p.depth, noParallel: true,
					defaultDialect: append([]string(nil), dd...), expansion: -1,
				}
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
					if debugParallel {
						println("stop", q.tok.start, c.to, q.tok.kind, string(p.buf[c.to-20:c.to+20]))
					}
					c.err = errRetrySequential // the split was not at an op boundary
				}
				if c.err == nil {
					c.err = q.popScope()
				}
				c.fixups = q.locFixups
			}
		}()
	}
	wg.Wait()
	for i := range chunks {
		if chunks[i].err != nil {
			if debugParallel {
				println("chunk", i, chunks[i].from, chunks[i].to, chunks[i].err.Error())
			}
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
