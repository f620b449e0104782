package interp

import (
	"bytes"
	"math"
	"math/big"
)

// The C library's <ctype.h>, <stdlib.h> number parsing and <string.h> searching,
// as glibc in the "C" locale does them. clang inlines glibc's ctype macros into loads from the tables
// that __ctype_b_loc, __ctype_toupper_loc and __ctype_tolower_loc point to (indexed
// from -128, for EOF and signed chars); the functions are also provided.
func init() {
	for name, fn := range map[string]builtin{
		"__ctype_b_loc":       ctypeLoc(ctypeClass),
		"__ctype_toupper_loc": ctypeLoc(ctypeUpper),
		"__ctype_tolower_loc": ctypeLoc(ctypeLower),
		"isalpha":             ctypeIs(isAlpha),
		"isdigit":             ctypeIs(isDigit),
		"isalnum":             ctypeIs(isAlnum),
		"isspace":             ctypeIs(isSpace),
		"isupper":             ctypeIs(isUpper),
		"islower":             ctypeIs(isLower),
		"isxdigit":            ctypeIs(isXdigit),
		"ispunct":             ctypeIs(isPunct),
		"isprint":             ctypeIs(isPrint),
		"isgraph":             ctypeIs(isGraph),
		"iscntrl":             ctypeIs(isCntrl),
		"isblank":             ctypeIs(isBlank),
		"toupper":             ctypeMap(ctypeUpper),
		"tolower":             ctypeMap(ctypeLower),
		"strtol":              strtoBuiltin(true),
		"strtoll":             strtoBuiltin(true),
		"strtoul":             strtoBuiltin(false),
		"strtoull":            strtoBuiltin(false),
		"strstr":              strSearch(func(s, t []byte) int { return bytes.Index(s, t) }, 2),
		"strrchr": strSearch(func(s, t []byte) int {
			return bytes.LastIndexByte(append(s[:len(s):len(s)], 0), t[0])
		}, 1),
		"memchr": func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
			n := int64(args[2].X)
			if args[2].State != Defined || n < 0 {
				return Value{}, ub("memchr with a %s length", stateName(args[2].State))
			}
			if n == 0 {
				return Value{}, nil
			}
			b, err := m.mem.Bytes(args[0], n, cs.name)
			if err != nil {
				return Value{}, err
			}
			k := bytes.IndexByte(b, byte(args[1].X))
			if k < 0 {
				return Value{}, nil
			}
			return Value{X: args[0].X + uint64(k), Prov: args[0].Prov}, nil
		},
	} {
		libc[name] = fn
	}
}

// glibc's character class bits on a little-endian host (ctype.h's _ISbit: bits
// 0-7 are stored in the high byte of the 16-bit entry, 8-15 in the low byte).
const (
	isUpper  = 1 << 8
	isLower  = 1 << 9
	isAlpha  = 1 << 10
	isDigit  = 1 << 11
	isXdigit = 1 << 12
	isSpace  = 1 << 13
	isPrint  = 1 << 14
	isGraph  = 1 << 15
	isBlank  = 1 << 0
	isCntrl  = 1 << 1
	isPunct  = 1 << 2
	isAlnum  = 1 << 3
)

// The three tables: class bits (16-bit entries) and the case maps (32-bit).
const (
	ctypeClass = iota
	ctypeUpper
	ctypeLower
)

// ctypeEntry is entry c (-128 ≤ c ≤ 255) of table k in the "C" locale.
func ctypeEntry(k int, c int) uint64 {
	b := byte(c)
	ascii := c >= 0 && c < 128
	switch k {
	case ctypeUpper:
		if ascii && 'a' <= b && b <= 'z' {
			return uint64(b - 'a' + 'A')
		}
		return uint64(uint32(int32(c)))
	case ctypeLower:
		if ascii && 'A' <= b && b <= 'Z' {
			return uint64(b - 'A' + 'a')
		}
		return uint64(uint32(int32(c)))
	}
	if !ascii {
		return 0
	}
	var v uint64
	upper, lower, digit := 'A' <= b && b <= 'Z', 'a' <= b && b <= 'z', '0' <= b && b <= '9'
	if upper {
		v |= isUpper
	}
	if lower {
		v |= isLower
	}
	if upper || lower {
		v |= isAlpha
	}
	if digit {
		v |= isDigit
	}
	if digit || 'a' <= b && b <= 'f' || 'A' <= b && b <= 'F' {
		v |= isXdigit
	}
	if b == ' ' || '\t' <= b && b <= '\r' {
		v |= isSpace
	}
	if b >= ' ' && b < 0x7f {
		v |= isPrint
	}
	if b > ' ' && b < 0x7f {
		v |= isGraph
	}
	if b == ' ' || b == '\t' {
		v |= isBlank
	}
	if b < ' ' || b == 0x7f {
		v |= isCntrl
	}
	if b > ' ' && b < 0x7f && !upper && !lower && !digit {
		v |= isPunct
	}
	if upper || lower || digit {
		v |= isAlnum
	}
	return v
}

// ctypeTable returns the address of the pointer to table k (entry 0 of the table is
// at the pointer), making both once per run.
func (m *Machine) ctypeTable(k int) (Value, error) {
	if a := m.ctype[k]; a != nil && !a.Freed {
		return Value{X: a.Base, Prov: a}, nil
	}
	width := int64(2)
	if k != ctypeClass {
		width = 4
	}
	tab, err := m.mem.Allocate([]string{"glibc's ctype class table", "glibc's toupper table", "glibc's tolower table"}[k], 384*width, 16, GlobalAlloc, true)
	if err != nil {
		return Value{}, err
	}
	elem := &Type{Kind: KInt, Bits: int(width * 8)}
	m.layout.Complete(elem)
	for c := -128; c < 256; c++ {
		m.mem.encode(tab, int64(c+128)*width, elem, Value{X: ctypeEntry(k, c) & mask(elem.Bits)})
	}
	tab.ReadOnly = true
	cell, err := m.mem.Allocate("the pointer to "+tab.Name, m.mem.PtrBytes, 16, GlobalAlloc, true)
	if err != nil {
		return Value{}, err
	}
	m.mem.encode(cell, 0, m.ptrType(), Value{X: tab.Base + uint64(128*width), Prov: tab})
	cell.ReadOnly = true
	m.ctype[k] = cell
	return Value{X: cell.Base, Prov: cell}, nil
}

func ctypeLoc(k int) builtin {
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		return m.ctypeTable(k)
	}
}

// ctypeArg is the int argument of a ctype function: EOF or an unsigned char.
func ctypeArg(cs *callSite, args []Value) (int, error) {
	if len(args) < 1 || args[0].State != Defined {
		return 0, ub("%s of an undefined character", cs.name)
	}
	c := int(int32(args[0].X))
	if c < -128 || c > 255 {
		return 0, ub("%s(%d): not EOF or an unsigned char", cs.name, c)
	}
	return c, nil
}

func ctypeIs(bits uint64) builtin {
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		c, err := ctypeArg(cs, args)
		if err != nil {
			return Value{}, err
		}
		return Int(ctypeEntry(ctypeClass, c)&bits, 32), nil
	}
}

func ctypeMap(k int) builtin {
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		c, err := ctypeArg(cs, args)
		if err != nil {
			return Value{}, err
		}
		return Int(ctypeEntry(k, c), 32), nil
	}
}

// strtoBuiltin is strtol/strtoll (signed) or strtoul/strtoull: glibc's parsing of
// an integer in base 2 to 36 (0: by prefix), clamped on overflow, with *endptr set
// to the first unparsed character (the start when nothing was parsed). errno is
// not modelled.
func strtoBuiltin(signed bool) builtin {
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		if len(args) < 3 || args[2].State != Defined {
			return Value{}, ub("%s with an undefined base", cs.name)
		}
		s, err := m.mem.CString(args[0], cs.name)
		if err != nil {
			return Value{}, err
		}
		base := int(int32(args[2].X))
		if base < 0 || base == 1 || base > 36 {
			return Int(0, 64), m.setEndptr(args[1], args[0], 0) // EINVAL
		}
		v, n := strtoInt(s, base, signed)
		if err := m.setEndptr(args[1], args[0], n); err != nil {
			return Value{}, err
		}
		return Int(v, 64), nil
	}
}

func (m *Machine) setEndptr(endptr, s Value, n int) error {
	if endptr.State == Defined && endptr.X == 0 {
		return nil
	}
	return m.mem.Store(m.ptrType(), endptr, Value{X: s.X + uint64(n), Prov: s.Prov})
}

// strtoInt parses s as strtol (signed) or strtoul does, returning the 64-bit result
// and the number of bytes consumed (0 when there are no digits).
func strtoInt(s []byte, base int, signed bool) (uint64, int) {
	i := len(s) - len(bytes.TrimLeft(s, " \t\n\v\f\r"))
	neg := false
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	digit := func(b byte) int {
		switch {
		case '0' <= b && b <= '9':
			return int(b - '0')
		case 'a' <= b && b <= 'z':
			return int(b-'a') + 10
		case 'A' <= b && b <= 'Z':
			return int(b-'A') + 10
		}
		return 36
	}
	hexPrefix := i+2 < len(s) && s[i] == '0' && s[i+1]|0x20 == 'x' && digit(s[i+2]) < 16
	switch {
	case (base == 0 || base == 16) && hexPrefix:
		base, i = 16, i+2
	case base == 0 && i < len(s) && s[i] == '0':
		base = 8
	case base == 0:
		base = 10
	}
	start := i
	v := new(big.Int)
	b := big.NewInt(int64(base))
	for i < len(s) && digit(s[i]) < base {
		v.Mul(v, b).Add(v, big.NewInt(int64(digit(s[i]))))
		i++
	}
	if i == start {
		return 0, 0
	}
	if signed {
		if neg {
			v.Neg(v)
		}
		switch {
		case v.Cmp(big.NewInt(math.MaxInt64)) > 0:
			return math.MaxInt64, i
		case v.Cmp(big.NewInt(math.MinInt64)) < 0:
			return 1 << 63, i
		}
		return uint64(v.Int64()), i
	}
	if !v.IsUint64() {
		return math.MaxUint64, i
	}
	if neg {
		return -v.Uint64(), i
	}
	return v.Uint64(), i
}

// strSearch is strstr (second argument a string) or strrchr (a character): find
// returns the offset of the match in the first string, or -1 (the result is null).
func strSearch(find func(s, t []byte) int, strArg int) builtin {
	return func(m *Machine, fr *frame, cs *callSite, args []Value) (Value, error) {
		s, err := m.mem.CString(args[0], cs.name)
		if err != nil {
			return Value{}, err
		}
		t := []byte{byte(args[1].X)}
		if strArg == 2 {
			if t, err = m.mem.CString(args[1], cs.name); err != nil {
				return Value{}, err
			}
		}
		k := find(s, t)
		if k < 0 {
			return Value{}, nil
		}
		return Value{X: args[0].X + uint64(k), Prov: args[0].Prov}, nil
	}
}
