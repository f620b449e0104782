package llvmir

import (
	"strconv"
	"strings"
)

// addrWidths holds the address width in bits of each address space a datalayout
// string specifies, as LLVM's DataLayout::getAddressSizeInBits reports it.
type addrWidths struct {
	def uint32            // address space 0, and every space not listed
	as  map[uint32]uint32 // explicitly specified spaces other than 0
}

// parseAddrWidths reads the pointer specifications
// p[<flags>][<as>][(<name>)]:<size>:<abi>[:<pref>[:<idx>]] of a datalayout
// string. The address width of a space is its index size <idx>, which defaults to
// the pointer size <size>; a later specification of the same space overrides an
// earlier one; a space without one takes address space 0's, whose default is 64
// bits. Malformed components are skipped (the datalayout is not validated).
func parseAddrWidths(dl string) addrWidths {
	w := addrWidths{def: 64}
	for _, part := range strings.Split(dl, "-") {
		if len(part) < 2 || part[0] != 'p' {
			continue
		}
		s := part[1:]
		for len(s) > 0 && (s[0] == 'u' || s[0] == 'e') { // flags: unstable, external state
			s = s[1:]
		}
		i := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		as := uint64(0)
		if i > 0 {
			n, err := strconv.ParseUint(s[:i], 10, 32)
			if err != nil {
				continue
			}
			as = n
		}
		s = s[i:]
		if strings.HasPrefix(s, "(") {
			j := strings.IndexByte(s, ')')
			if j < 0 {
				continue
			}
			s = s[j+1:]
		}
		if !strings.HasPrefix(s, ":") {
			continue
		}
		f := strings.Split(s[1:], ":")
		if len(f) < 2 || len(f) > 4 {
			continue
		}
		bits := f[0]
		if len(f) == 4 {
			bits = f[3]
		}
		n, err := strconv.ParseUint(bits, 10, 32)
		if err != nil {
			continue
		}
		if as == 0 {
			w.def = uint32(n)
			continue
		}
		if w.as == nil {
			w.as = map[uint32]uint32{}
		}
		w.as[uint32(as)] = uint32(n)
	}
	return w
}

// of returns the address width in bits of address space as.
func (w addrWidths) of(as uint32) uint32 {
	if n, ok := w.as[as]; ok {
		return n
	}
	return w.def
}

// ptrToAddrOK reports whether ptrtoaddr may convert src (a pointer or vector of
// pointers) to dst: dst must be the integer type, or vector of it, whose width is
// the address width of src's address space ("PtrToAddr result must be address
// width"). The shape (pointer to integer, vector lengths) is the parser's check.
func (w addrWidths) ptrToAddrOK(src, dst Type) bool {
	sp, ok := ScalarType(src).(*PointerType)
	if !ok {
		return false
	}
	di, ok := ScalarType(dst).(*IntType)
	return ok && di.Bits == w.of(sp.AddrSpace)
}

// checkDataLayout validates a datalayout string as LLVM 22's
// DataLayout::parseLayoutString does and returns its message for the first
// malformed specification, or "".
func checkDataLayout(dl string) string {
	if dl == "" {
		return ""
	}
	names := map[string]bool{}
	for _, spec := range strings.Split(dl, "-") {
		if spec == "" {
			return "empty specification is not allowed"
		}
		if msg := checkDataLayoutSpec(spec, names); msg != "" {
			return msg
		}
	}
	return ""
}

func specFormat(form string) string {
	return `malformed specification, must be of the form "` + form + `"`
}

// dlUint parses a decimal number of at most bits bits (digits only, as
// StringRef::getAsInteger).
func dlUint(s string, bits int) (uint64, bool) {
	if s == "" {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil || n >= 1<<bits {
		return 0, false
	}
	return n, true
}

func dlAddrSpace(s string) string {
	if s == "" {
		return "address space component cannot be empty"
	}
	if _, ok := dlUint(s, 24); !ok {
		return "address space must be a 24-bit integer"
	}
	return ""
}

func dlSize(s, name string) (uint64, string) {
	if s == "" {
		return 0, name + " component cannot be empty"
	}
	n, ok := dlUint(s, 24)
	if !ok || n == 0 {
		return 0, name + " must be a non-zero 24-bit integer"
	}
	return n, ""
}

// dlAlign parses an alignment in bits; it returns it in bytes (1 for an
// allowed zero).
func dlAlign(s, name string, allowZero bool) (uint64, string) {
	if s == "" {
		return 0, name + " alignment component cannot be empty"
	}
	n, ok := dlUint(s, 16)
	if !ok {
		return 0, name + " alignment must be a 16-bit integer"
	}
	if n == 0 {
		if !allowZero {
			return 0, name + " alignment must be non-zero"
		}
		return 1, ""
	}
	if n%8 != 0 || (n/8)&(n/8-1) != 0 {
		return 0, name + " alignment must be a power of two times the byte width"
	}
	return n / 8, ""
}

// dlAlignPair parses <abi>[:<pref>] from comps (one or two components).
func dlAlignPair(comps []string, allowZeroABI bool) (abi uint64, msg string) {
	abi, msg = dlAlign(comps[0], "ABI", allowZeroABI)
	if msg != "" {
		return 0, msg
	}
	pref := abi
	if len(comps) > 1 {
		if pref, msg = dlAlign(comps[1], "preferred", false); msg != "" {
			return 0, msg
		}
	}
	if pref < abi {
		return 0, "preferred alignment cannot be less than the ABI alignment"
	}
	return abi, ""
}

func checkDataLayoutSpec(spec string, names map[string]bool) string {
	if rest, ok := strings.CutPrefix(spec, "ni"); ok {
		rest, ok = strings.CutPrefix(rest, ":")
		if !ok {
			return specFormat("ni:<address space>[:<address space>]...")
		}
		for _, s := range strings.Split(rest, ":") {
			if msg := dlAddrSpace(s); msg != "" {
				return msg
			}
			if n, _ := dlUint(s, 24); n == 0 {
				return "address space 0 cannot be non-integral"
			}
		}
		return ""
	}
	c, rest := spec[0], spec[1:]
	switch c {
	case 'p':
		return checkPointerSpec(rest, names)
	case 'i', 'f', 'v':
		comps := strings.Split(rest, ":")
		if len(comps) < 2 || len(comps) > 3 {
			return specFormat(string(c) + "<size>:<abi>[:<pref>]")
		}
		bits, msg := dlSize(comps[0], "size")
		if msg != "" {
			return msg
		}
		abi, msg := dlAlign(comps[1], "ABI", false)
		if msg != "" {
			return msg
		}
		if c == 'i' && bits == 8 && abi != 1 {
			return "i8 must be 8-bit aligned"
		}
		_, msg = dlAlignPair(comps[1:], false)
		return msg
	case 'a':
		comps := strings.Split(rest, ":")
		if len(comps) < 2 || len(comps) > 3 {
			return specFormat("a:<abi>[:<pref>]")
		}
		if comps[0] != "" {
			if n, ok := dlUint(comps[0], 32); !ok || n != 0 {
				return "size must be zero"
			}
		}
		_, msg := dlAlignPair(comps[1:], true)
		return msg
	case 's':
		return "" // deprecated, ignored
	case 'e', 'E':
		if rest != "" {
			return "malformed specification, must be just 'e' or 'E'"
		}
	case 'n':
		for _, s := range strings.Split(rest, ":") {
			if _, msg := dlSize(s, "size"); msg != "" {
				return msg
			}
		}
	case 'S':
		if rest == "" {
			return specFormat("S<size>")
		}
		_, msg := dlAlign(rest, "stack natural", false)
		return msg
	case 'F':
		if rest == "" {
			return specFormat("F<type><abi>")
		}
		if rest[0] != 'i' && rest[0] != 'n' {
			return "unknown function pointer alignment type '" + rest[:1] + "'"
		}
		_, msg := dlAlign(rest[1:], "ABI", false)
		return msg
	case 'P', 'A', 'G':
		if rest == "" {
			return specFormat(string(c) + "<address space>")
		}
		return dlAddrSpace(rest)
	case 'm':
		mode, ok := strings.CutPrefix(rest, ":")
		if !ok || mode == "" {
			return specFormat("m:<mangling>")
		}
		if len(mode) > 1 || !strings.Contains("elomwxa", mode) {
			return "unknown mangling mode"
		}
	default:
		return "unknown specifier '" + spec[:1] + "'"
	}
	return ""
}

// checkPointerSpec checks p[<flags>][<n>][(<name>)]:<size>:<abi>[:<pref>[:<idx>]]
// after its 'p'.
func checkPointerSpec(rest string, names map[string]bool) string {
	const form = "p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"
	comps := strings.Split(rest, ":")
	if len(comps) < 3 || len(comps) > 5 {
		return specFormat(form)
	}
	as := comps[0]
	flags := false
	for as != "" {
		ch := as[0]
		if ch == 'e' || ch == 'u' {
			flags = true
		} else if ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' {
			return "'" + as[:1] + "' is not a valid pointer specification flag"
		} else {
			break
		}
		as = as[1:]
	}
	num, name, hasName := as, "", false
	if i := strings.IndexByte(as, '('); i >= 0 {
		num, name, hasName = as[:i], as[i:], true
	}
	n := uint64(0)
	if num != "" {
		if msg := dlAddrSpace(num); msg != "" {
			return msg
		}
		n, _ = dlUint(num, 24)
	}
	if hasName {
		inner, ok := strings.CutPrefix(name, "(")
		if ok {
			inner, ok = strings.CutSuffix(inner, ")")
		}
		if !ok || inner == "" {
			return "Expected `( address space name )`"
		}
		if inner == "P" || inner == "G" || inner == "A" {
			return "Cannot use predefined address space names P/G/A in data layout"
		}
		if names[inner] {
			return "address space name `" + inner + "` already used"
		}
		names[inner] = true
	}
	if n == 0 && flags {
		return "address space 0 cannot be unstable or have external state"
	}
	bits, msg := dlSize(comps[1], "pointer size")
	if msg != "" {
		return msg
	}
	if _, msg := dlAlignPair(comps[2:min(len(comps), 4)], false); msg != "" {
		return msg
	}
	if len(comps) > 4 {
		idx, msg := dlSize(comps[4], "index size")
		if msg != "" {
			return msg
		}
		if idx > bits {
			return "index size cannot be larger than the pointer size"
		}
	}
	return ""
}
