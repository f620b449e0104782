package llvmir

import "strings"

// Constraint kinds of an inline asm operand.
const (
	asmInput = iota
	asmOutput
	asmClobber
	asmLabel
)

// asmConstraint is what checkInlineAsm keeps of one parsed constraint.
type asmConstraint struct {
	kind     int
	indirect bool
	// matched: the input tied to this output, -1 for none; matchedAlt the
	// same per alternative, for a constraint with alternatives (a|b)
	matched    int
	matchedAlt []int
}

// checkInlineAsm validates an inline asm constraint string against the
// callee's function type as LLVM's InlineAsm::verify does (with
// InlineAsm::ParseConstraints), and returns its message or "".
func checkInlineAsm(ft *FuncType, constraints string) string {
	if ft.VarArg {
		return "inline asm cannot be variadic"
	}
	cs, ok := parseAsmConstraints(constraints)
	if !ok {
		return "failed to parse constraints"
	}
	outputs, inputs, clobbers, indirect, labels := 0, 0, 0, 0, 0
	for _, c := range cs {
		switch c.kind {
		case asmOutput:
			if inputs-indirect != 0 || clobbers != 0 || labels != 0 {
				return "output constraint occurs after input, clobber or label constraint"
			}
			if !c.indirect {
				outputs++
				continue
			}
			indirect++
			if clobbers != 0 {
				return "input constraint occurs after clobber constraint"
			}
			inputs++
		case asmInput:
			if clobbers != 0 {
				return "input constraint occurs after clobber constraint"
			}
			inputs++
		case asmClobber:
			clobbers++
		case asmLabel:
			if clobbers != 0 {
				return "label constraint occurs after clobber constraint"
			}
			labels++
		}
	}
	switch outputs {
	case 0:
		if ft.Ret != Void {
			return "inline asm without outputs must return void"
		}
	case 1:
		if _, isStruct := ft.Ret.(*StructType); isStruct {
			return "inline asm with one output cannot return struct"
		}
	default:
		st, isStruct := ft.Ret.(*StructType)
		if !isStruct || len(st.Fields) != outputs {
			return "number of output constraints does not match number of return struct elements"
		}
	}
	if len(ft.Params) != inputs {
		return "number of input constraints does not match number of parameters"
	}
	return ""
}

// parseAsmConstraints splits a constraint string at commas and parses each
// constraint; ok is false for an empty constraint, a trailing comma or a
// malformed constraint, as ParseConstraints returns no constraints then.
func parseAsmConstraints(s string) (cs []asmConstraint, ok bool) {
	for i := 0; i < len(s); {
		end := strings.IndexByte(s[i:], ',')
		if end < 0 {
			end = len(s)
		} else {
			end += i
		}
		if end == i {
			return nil, false
		}
		c, ok := parseAsmConstraint(s[i:end], cs)
		if !ok {
			return nil, false
		}
		cs = append(cs, c)
		i = end
		if i < len(s) {
			i++
			if i == len(s) {
				return nil, false
			}
		}
	}
	return cs, true
}

// parseAsmConstraint parses one constraint: a prefix (~ clobber, = output,
// ! label), *, modifiers (& early clobber, % commutative), then codes:
// {register}, a number naming the output an input is tied to, | between
// alternatives, ^xy, @N followed by N letters, or single letters. It may tie
// an earlier output in prev to this input.
func parseAsmConstraint(s string, prev []asmConstraint) (asmConstraint, bool) {
	c := asmConstraint{kind: asmInput, matched: -1}
	alts := strings.Count(s, "|") + 1
	i := 0
	switch s[0] {
	case '~':
		c.kind = asmClobber
		i++
		if i < len(s) && s[i] != '{' {
			return c, false
		}
	case '=':
		c.kind = asmOutput
		i++
	case '!':
		c.kind = asmLabel
		i++
	}
	if i < len(s) && s[i] == '*' {
		c.indirect = true
		i++
	}
	if i == len(s) {
		return c, false
	}
	early, commutative := false, false
modifiers:
	for {
		switch s[i] {
		case '&':
			if c.kind != asmOutput || early {
				return c, false
			}
			early = true
		case '%':
			if c.kind == asmClobber || commutative {
				return c, false
			}
			commutative = true
		case '#', '*':
			return c, false
		default:
			break modifiers
		}
		i++
		if i == len(s) {
			return c, false
		}
	}
	if alts > 1 {
		c.matchedAlt = make([]int, alts)
		for k := range c.matchedAlt {
			c.matchedAlt[k] = -1
		}
	}
	alt := 0
	for i < len(s) {
		switch ch := s[i]; {
		case ch == '{':
			end := strings.IndexByte(s[i+1:], '}')
			if end < 0 {
				return c, false
			}
			i += end + 2
		case ch >= '0' && ch <= '9':
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			n := 0
			for _, d := range s[i:j] {
				n = n*10 + int(d-'0')
				if n > 1<<20 {
					return c, false
				}
			}
			i = j
			if n >= len(prev) || prev[n].kind != asmOutput || c.kind != asmInput {
				return c, false
			}
			out := &prev[n]
			if alts > 1 {
				if alt >= len(out.matchedAlt) || out.matchedAlt[alt] != -1 {
					return c, false
				}
				out.matchedAlt[alt] = len(prev)
			} else {
				if out.matched != -1 && out.matched != len(prev) {
					return c, false
				}
				out.matched = len(prev)
			}
		case ch == '|':
			alt++
			i++
		case ch == '^':
			i = min(i+3, len(s))
		case ch == '@':
			i++
			if i >= len(s) || s[i] < '1' || s[i] > '9' {
				return c, false
			}
			i = min(i+1+int(s[i]-'0'), len(s))
		default:
			i++
		}
	}
	return c, true
}

// inlineAsmCall checks, as Verifier::verifyInlineAsmCall does, that label
// constraints (!i) come only with callbr, one for each indirect destination.
func (v *verifier) inlineAsmCall(in *Instruction) error {
	ia, ok := in.Ops[0].(*InlineAsm)
	if !ok {
		return nil
	}
	cs, _ := parseAsmConstraints(ia.Constraints)
	labels := 0
	for _, c := range cs {
		if c.kind == asmLabel {
			labels++
		}
	}
	switch {
	case in.Op == OpCallBr && labels != len(in.Blocks)-1:
		return v.errAt(in.off, "Number of label constraints does not match number of callbr dests")
	case in.Op != OpCallBr && labels > 0:
		return v.errAt(in.off, "Label constraints can only be used with callbr")
	}
	return nil
}
