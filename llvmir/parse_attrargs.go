package llvmir

import (
	"slices"
	"strconv"
	"strings"

	"github.com/ferry-ir/ferry/diag"
)

// parseAttrArgs parses the parenthesized arguments of a structured attribute
// (the current token is '(') and returns them in llvm-dis's canonical form.
func (p *parser) parseAttrArgs(kw string) string {
	switch kw {
	case "memory":
		return p.parseMemoryArgs()
	case "nofpclass":
		return p.parseNoFPClassArgs()
	case "captures":
		return p.parseCapturesArgs()
	case "range":
		return p.parseRangeArgs()
	case "initializes":
		p.expect(tLParen, "'('")
		var b []byte
		prevHi := int64(0)
		for i := 0; ; i++ {
			off := int(p.tok.start)
			p.expect(tLParen, "'('")
			lo := p.signedInt()
			p.expect(tComma, "','")
			hi := p.signedInt()
			p.expect(tRParen, "')'")
			if lo >= hi || i > 0 && lo <= prevHi {
				p.failAt(off, diag.ErrSyntax, "Invalid (unordered or overlapping) range list")
			}
			prevHi = hi
			if i > 0 {
				b = append(b, ", "...)
			}
			b = append(b, '(')
			b = strconv.AppendInt(b, lo, 10)
			b = append(b, ", "...)
			b = strconv.AppendInt(b, hi, 10)
			b = append(b, ')')
			if !p.eatTok(tComma) {
				break
			}
		}
		p.expect(tRParen, "')'")
		return string(b)
	case "allocsize", "vscale_range":
		p.expect(tLParen, "'('")
		a := p.uint32("integer")
		s := strconv.FormatUint(uint64(a), 10)
		if p.eatTok(tComma) {
			b := p.uint32("integer")
			s += "," + strconv.FormatUint(uint64(b), 10)
		}
		p.expect(tRParen, "')'")
		return s
	case "uwtable":
		p.expect(tLParen, "'('")
		var s string
		switch {
		case p.eat("sync"):
			s = "sync"
		case p.eat("async"):
			s = ""
		default:
			p.fail("expected unwind table kind")
		}
		p.expect(tRParen, "')'")
		return s
	case "allockind":
		p.expect(tLParen, "'('")
		off := int(p.tok.start)
		s := p.stringVal()
		for _, part := range strings.Split(s, ",") {
			switch part {
			case "alloc", "realloc", "free", "uninitialized", "zeroed", "aligned":
			default:
				p.failAt(off, diag.ErrSyntax, "unknown allockind %s", part)
			}
		}
		p.expect(tRParen, "')'")
		return string(appendQuoted(nil, s))
	}
	return p.rawParenArgs()
}

var modRefNames = map[string]uint8{"none": 0, "read": 1, "write": 2, "readwrite": 3}
var modRefStr = [4]string{"none", "read", "write", "readwrite"}

// memory locations in LLVM's order; index 3 is "other" (the default).
var memLocNames = []string{"argmem", "inaccessiblemem", "errnomem", "", "target_mem0", "target_mem1"}

func (p *parser) parseMemoryArgs() string {
	p.expect(tLParen, "'('")
	var mr [6]uint8
	seenLoc := false
	for {
		loc := -1
		if p.tok.kind == tLabel {
			name := string(p.text())
			for i, n := range memLocNames {
				if n != "" && n == name {
					loc = i
				}
			}
			if loc < 0 {
				p.fail("expected memory location (argmem, inaccessiblemem, errnomem) or access kind (none, read, write, readwrite)")
			}
			p.next()
		} else if p.tok.kind == tIdent {
			if slices.Contains(memLocNames, string(p.text())) {
				p.next()
				p.fail("expected ':' after location")
			}
			if _, ok := modRefNames[string(p.text())]; !ok {
				p.fail("expected memory location (argmem, inaccessiblemem, errnomem) or access kind (none, read, write, readwrite)")
			}
		} else {
			p.fail("expected memory location (argmem, inaccessiblemem, errnomem) or access kind (none, read, write, readwrite)")
		}
		if p.tok.kind != tIdent {
			p.fail("expected access kind (none, read, write, readwrite)")
		}
		k, ok := modRefNames[string(p.text())]
		if !ok {
			p.fail("expected access kind (none, read, write, readwrite)")
		}
		p.next()
		if loc < 0 {
			if seenLoc {
				p.fail("default access kind must be specified first")
			}
			for i := range mr {
				mr[i] = k
			}
		} else {
			mr[loc] = k
		}
		seenLoc = true
		if !p.eatTok(tComma) {
			break
		}
	}
	p.expect(tRParen, "')'")
	return string(appendMemoryArgs(nil, mr))
}

// appendMemoryArgs appends the canonical text of memory(...)'s arguments for
// the access kinds of LLVM's memory locations (memLocNames order).
func appendMemoryArgs(b []byte, mr [6]uint8) []byte {
	other := mr[3]
	allSame := true
	for _, k := range mr {
		if k != other {
			allSame = false
		}
	}
	first := true
	if other != 0 || allSame {
		b = append(b, modRefStr[other]...)
		first = false
	}
	for i, k := range mr {
		if i == 3 || k == other {
			continue
		}
		if !first {
			b = append(b, ", "...)
		}
		first = false
		b = append(b, memLocNames[i]...)
		b = append(b, ": "...)
		b = append(b, modRefStr[k]...)
	}
	return b
}

var fpClassNames = []struct {
	name string
	mask uint32
}{
	{"all", 1023}, {"nan", 3}, {"snan", 1}, {"qnan", 2}, {"inf", 516}, {"ninf", 4}, {"pinf", 512},
	{"zero", 96}, {"nzero", 32}, {"pzero", 64}, {"sub", 144}, {"nsub", 16}, {"psub", 128},
	{"norm", 264}, {"nnorm", 8}, {"pnorm", 256},
}

func (p *parser) parseNoFPClassArgs() string {
	p.expect(tLParen, "'('")
	var mask uint32
	if p.tok.kind == tInt {
		off := int(p.tok.start)
		v := p.uint("mask")
		if v == 0 || v > 1023 {
			p.failAt(off, diag.ErrSyntax, "invalid mask value for 'nofpclass'")
		}
		mask = uint32(v)
	} else {
		for p.tok.kind == tIdent {
			found := false
			for _, n := range fpClassNames {
				if n.name == string(p.text()) {
					mask |= n.mask
					found = true
				}
			}
			if !found {
				break
			}
			p.next()
		}
		if mask == 0 {
			p.fail("expected nofpclass test mask")
		}
	}
	p.expect(tRParen, "expected ')'")
	var parts []string
	for _, n := range fpClassNames {
		if mask&n.mask == n.mask {
			parts = append(parts, n.name)
			mask &^= n.mask
		}
	}
	return strings.Join(parts, " ")
}

// capture components: address_is_null=1, address=3, read_provenance=4, provenance=12
func (p *parser) parseCaptureComponents() uint8 {
	// 'none' may not come with another component: LLParser reports it at the
	// component after a 'none', or right after a 'none' that follows one
	var c uint8
	seen := false
	for {
		isNone := p.tok.kind == tIdent && string(p.text()) == "none"
		if seen && c == 0 && !isNone {
			p.fail("cannot use 'none' with other component")
		}
		if p.tok.kind != tIdent {
			p.fail("expected one of 'none', 'address', 'address_is_null', 'provenance' or 'read_provenance'")
		}
		switch string(p.text()) {
		case "none":
		case "address":
			c |= 3
		case "address_is_null":
			c |= 1
		case "provenance":
			c |= 12
		case "read_provenance":
			c |= 4
		default:
			p.fail("expected one of 'none', 'address', 'address_is_null', 'provenance' or 'read_provenance'")
		}
		p.next()
		if isNone && seen {
			p.fail("cannot use 'none' with other component")
		}
		seen = true
		if p.tok.kind != tComma {
			break
		}
		// a comma followed by "ret:" ends this list
		save, saveTok := p.lx.pos, p.tok
		p.next()
		if p.tok.kind == tLabel {
			p.lx.pos, p.tok = save, saveTok
			break
		}
	}
	return c
}

func captureStr(c uint8) string {
	if c == 0 {
		return "none"
	}
	var parts []string
	switch {
	case c&3 == 3:
		parts = append(parts, "address")
	case c&1 != 0:
		parts = append(parts, "address_is_null")
	}
	switch {
	case c&12 == 12:
		parts = append(parts, "provenance")
	case c&4 != 0:
		parts = append(parts, "read_provenance")
	}
	return strings.Join(parts, ", ")
}

func (p *parser) parseCapturesArgs() string {
	p.expect(tLParen, "'('")
	other := uint8(0)
	ret := uint8(0)
	hasRet := false
	if p.tok.kind == tLabel && string(p.text()) == "ret" {
		p.next()
		ret = p.parseCaptureComponents()
		hasRet = true
	} else {
		other = p.parseCaptureComponents()
		ret = other
		if p.eatTok(tComma) {
			if p.tok.kind != tLabel || string(p.text()) != "ret" {
				p.fail("expected 'ret:'")
			}
			p.next()
			ret = p.parseCaptureComponents()
			hasRet = true
		}
	}
	p.expect(tRParen, "')'")
	_ = hasRet
	if ret == other {
		return captureStr(other)
	}
	if other == 0 {
		// no components besides the return value's: printed without "none, "
		return "ret: " + captureStr(ret)
	}
	return captureStr(other) + ", ret: " + captureStr(ret)
}

func (p *parser) parseRangeArgs() string {
	p.expect(tLParen, "'('")
	off := int(p.tok.start)
	t := p.parseType(false)
	it, ok := ScalarType(t).(*IntType)
	if !ok {
		p.failAt(off, diag.ErrType, "the range must have integer type!")
	}
	lo := p.parseIntConst(it)
	p.expect(tComma, "','")
	hi := p.parseIntConst(it)
	p.expect(tRParen, "')'")
	if constIntEqual(lo, hi) {
		p.failAt(off, diag.ErrSyntax, "the range represent the empty set but limits aren't 0!")
	}
	b := appendType(nil, t)
	b = append(b, ' ')
	b = appendIntConst(b, lo)
	b = append(b, ", "...)
	b = appendIntConst(b, hi)
	return string(b)
}
