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

// set records the address width of address space as.
func (w *addrWidths) set(as, width uint32) {
	if as == 0 {
		w.def = width
		return
	}
	if w.as == nil {
		w.as = map[uint32]uint32{}
	}
	w.as[as] = width
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

// parseDataLayout validates a datalayout string as LLVM 22's
// DataLayout::parseLayoutString does, returning its message for the first
// malformed specification (or ""), and reads the address widths of its pointer
// specifications p[<flags>][<as>][(<name>)]:<size>:<abi>[:<pref>[:<idx>]].
// The address width of a space is its index size <idx>, which defaults to the
// pointer size <size>; a later specification of the same space overrides an
// earlier one; a space without one takes address space 0's, whose default is
// 64 bits. Malformed specifications add no width, and the walk goes on past
// them, so that Verify on a module built in memory with a malformed datalayout
// still takes the widths of its well-formed pointer specifications.
func parseDataLayout(dl string) (addrWidths, string) {
	w := addrWidths{def: 64}
	if dl == "" {
		return w, ""
	}
	first := ""
	names := map[string]bool{}
	for _, spec := range strings.Split(dl, "-") {
		msg := "empty specification is not allowed"
		if spec != "" {
			msg = checkDataLayoutSpec(spec, names, &w)
		}
		if first == "" {
			first = msg
		}
	}
	return w, first
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

// checkDataLayoutSpec checks one specification of a datalayout string and
// records the address width of a well-formed pointer specification in w.
func checkDataLayoutSpec(spec string, names map[string]bool, w *addrWidths) string {
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
		as, width, msg := checkPointerSpec(rest, names)
		if msg == "" {
			w.set(as, width)
		}
		return msg
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
// after its 'p' and returns its address space <n> and address width (<idx>,
// or <size> without it).
func checkPointerSpec(rest string, names map[string]bool) (as, width uint32, msg string) {
	const form = "p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"
	comps := strings.Split(rest, ":")
	if len(comps) < 3 || len(comps) > 5 {
		return 0, 0, specFormat(form)
	}
	spec := comps[0]
	flags := false
	for spec != "" {
		ch := spec[0]
		if ch == 'e' || ch == 'u' {
			flags = true
		} else if ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' {
			return 0, 0, "'" + spec[:1] + "' is not a valid pointer specification flag"
		} else {
			break
		}
		spec = spec[1:]
	}
	num, name, hasName := spec, "", false
	if i := strings.IndexByte(spec, '('); i >= 0 {
		num, name, hasName = spec[:i], spec[i:], true
	}
	n := uint64(0)
	if num != "" {
		if msg := dlAddrSpace(num); msg != "" {
			return 0, 0, msg
		}
		n, _ = dlUint(num, 24)
	}
	if hasName {
		inner, ok := strings.CutPrefix(name, "(")
		if ok {
			inner, ok = strings.CutSuffix(inner, ")")
		}
		if !ok || inner == "" {
			return 0, 0, "Expected `( address space name )`"
		}
		if inner == "P" || inner == "G" || inner == "A" {
			return 0, 0, "Cannot use predefined address space names P/G/A in data layout"
		}
		if names[inner] {
			return 0, 0, "address space name `" + inner + "` already used"
		}
		names[inner] = true
	}
	if n == 0 && flags {
		return 0, 0, "address space 0 cannot be unstable or have external state"
	}
	bits, msg := dlSize(comps[1], "pointer size")
	if msg != "" {
		return 0, 0, msg
	}
	if _, msg := dlAlignPair(comps[2:min(len(comps), 4)], false); msg != "" {
		return 0, 0, msg
	}
	width = uint32(bits)
	if len(comps) > 4 {
		idx, msg := dlSize(comps[4], "index size")
		if msg != "" {
			return 0, 0, msg
		}
		if idx > bits {
			return 0, 0, "index size cannot be larger than the pointer size"
		}
		width = uint32(idx)
	}
	return uint32(n), width, ""
}
