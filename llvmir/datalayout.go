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
