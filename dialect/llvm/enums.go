package llvm

import (
	"math/bits"
	"strings"
)

// enumIndex maps an enum record name ("FastmathFlags", "LinkageEnum") to its spec.
var enumIndex = func() map[string]*EnumSpec {
	m := make(map[string]*EnumSpec, len(enumSpecs))
	for i := range enumSpecs {
		m[enumSpecs[i].Record] = &enumSpecs[i]
	}
	return m
}()

// Enum returns the spec of the enum record name, or nil.
func Enum(record string) *EnumSpec { return enumIndex[record] }

// Stringify returns the printed form of v: the case string for plain enums; for bit
// enums the covered groups first, then the remaining bits in declaration order, joined
// by the separator ("nnan, ninf", "Public|FwdDecl"). ok is false when v has no name.
func (e *EnumSpec) Stringify(v int64) (s string, ok bool) {
	if !e.Bit {
		for _, c := range e.Cases {
			if c.Value == v {
				return c.Str, true
			}
		}
		return "", false
	}
	if v == 0 {
		for _, c := range e.Cases {
			if c.Value == 0 {
				return c.Str, true
			}
		}
		return "", false
	}
	u := uint64(v)
	var parts []string
	if e.Groups {
		for _, c := range e.Cases {
			cv := uint64(c.Value)
			if bits.OnesCount64(cv) > 1 && u&cv == cv {
				parts = append(parts, c.Str)
				u &^= cv
			}
		}
	}
	for _, c := range e.Cases {
		cv := uint64(c.Value)
		if bits.OnesCount64(cv) == 1 && u&cv != 0 {
			parts = append(parts, c.Str)
			u &^= cv
		}
	}
	if u != 0 {
		return "", false
	}
	return strings.Join(parts, e.Separator), true
}

// Symbolize parses one case string (a plain enum case, or one flag of a bit enum).
func (e *EnumSpec) Symbolize(s string) (int64, bool) {
	for _, c := range e.Cases {
		if c.Str == s {
			return c.Value, true
		}
	}
	return 0, false
}

// SymbolizeFlags parses a bit enum written as flags joined by the separator
// ("Public|Vector"), trimming spaces around each flag.
func (e *EnumSpec) SymbolizeFlags(s string) (int64, bool) {
	sep := strings.TrimSpace(e.Separator)
	var v int64
	for _, part := range strings.Split(s, sep) {
		x, ok := e.Symbolize(strings.TrimSpace(part))
		if !ok {
			return 0, false
		}
		v |= x
	}
	return v, true
}
