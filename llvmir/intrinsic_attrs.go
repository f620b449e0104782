package llvmir

import (
	"slices"
	"strconv"
	"strings"
	"sync"
)

// The attributes llvm-as-22 gives an intrinsic's declaration
// (Intrinsic::getAttributes), from the tables that internal/gen/intrinsics
// reads out of LLVM's own intrinsic emitter: a function attribute set, and
// attribute sets for some parameters and the return value. They replace
// whatever attributes the source wrote on the declaration (AutoUpgrade's
// UpgradeIntrinsicFunction sets them on every declaration whose type matches
// the intrinsic's signature); call sites keep theirs.

// attrTokenSets holds the generated sets split into tokens, and the function
// attribute sets built once (they do not depend on the declaration's type).
var attrTokenSets struct {
	once     sync.Once
	argSets  [][]string
	fnSets   [][]Attr
	argLists [][][2]int
}

func loadAttrTables() {
	t := &attrTokenSets
	for _, line := range strings.Split(strings.TrimSuffix(intrinsicArgAttrSets, "\n"), "\n") {
		t.argSets = append(t.argSets, strings.Fields(line))
	}
	for _, line := range strings.Split(strings.TrimSuffix(intrinsicFnAttrSets, "\n"), "\n") {
		var as []Attr
		for _, tok := range strings.Fields(line) {
			as = append(as, attrOfToken(tok, nil))
		}
		set := AttrSet{Attrs: as}
		canonAttrs(&set)
		t.fnSets = append(t.fnSets, set.Attrs)
	}
	for _, line := range strings.Split(strings.TrimSuffix(intrinsicArgAttrLists, "\n"), "\n") {
		var l [][2]int
		for _, f := range strings.Fields(line) {
			i, s, _ := strings.Cut(f, ":")
			a, err1 := strconv.Atoi(i)
			b, err2 := strconv.Atoi(s)
			if err1 != nil || err2 != nil || b >= len(t.argSets) {
				panic("llvmir: malformed intrinsic attribute list " + line)
			}
			l = append(l, [2]int{a, b})
		}
		t.argLists = append(t.argLists, l)
	}
}

// attrOfToken builds one attribute of a generated set: a keyword, align:N,
// captures:none, memory:N (MemoryEffects, two bits per location) or
// range:LO:HI, the range in the bit width of t's scalar type as LLVM's APInt
// with implicit truncation makes it.
func attrOfToken(tok string, t Type) Attr {
	kind, arg, _ := strings.Cut(tok, ":")
	switch kind {
	case "align":
		n, _ := strconv.ParseUint(arg, 10, 64)
		return Attr{Kind: kind, Int: n, HasInt: true}
	case "captures":
		return Attr{Kind: kind, Args: arg, HasArgs: true}
	case "memory":
		n, _ := strconv.ParseUint(arg, 10, 32)
		var mr [6]uint8
		for i := range mr {
			mr[i] = uint8(n>>(2*i)) & 3
		}
		return Attr{Kind: kind, Args: string(appendMemoryArgs(nil, mr)), HasArgs: true}
	case "range":
		lo, hi, _ := strings.Cut(arg, ":")
		bits := uint32(64)
		if it, ok := ScalarType(t).(*IntType); ok {
			bits = it.Bits
		}
		b := append([]byte{'i'}, strconv.FormatUint(uint64(bits), 10)...)
		b = append(b, ' ')
		b = appendTruncSigned(b, lo, bits)
		b = append(b, ", "...)
		b = appendTruncSigned(b, hi, bits)
		return Attr{Kind: kind, Args: string(b), HasArgs: true}
	}
	return Attr{Kind: kind}
}

// appendTruncSigned appends the decimal value v truncated to bits and read
// back as signed, as APInt prints a range bound.
func appendTruncSigned(b []byte, v string, bits uint32) []byte {
	n, _ := strconv.ParseInt(v, 10, 64)
	if bits < 64 {
		sh := 64 - bits
		n = n << sh >> sh
	}
	return strconv.AppendInt(b, n, 10)
}

// setIntrinsicAttrs gives f, a declaration of it whose type matches its
// signature, exactly the attributes llvm-as gives it.
func setIntrinsicAttrs(f *Function, it *Intrinsic) {
	t := &attrTokenSets
	t.once.Do(loadAttrTables)
	f.FnAttrs, f.RetAttrs = AttrSet{}, AttrSet{}
	for _, p := range f.Params {
		p.Attrs = AttrSet{}
	}
	if it.fnAttrs >= 0 && int(it.fnAttrs) < len(t.fnSets) {
		f.FnAttrs.Attrs = slices.Clone(t.fnSets[it.fnAttrs])
	}
	if int(it.argAttrs) >= len(t.argLists) {
		return
	}
	for _, e := range t.argLists[it.argAttrs] {
		var set *AttrSet
		var ty Type
		switch {
		case e[0] == 0:
			set, ty = &f.RetAttrs, f.Sig.Ret
		case e[0]-1 < len(f.Params):
			set, ty = &f.Params[e[0]-1].Attrs, f.Params[e[0]-1].Typ
		default:
			continue
		}
		for _, tok := range t.argSets[e[1]] {
			set.Attrs = append(set.Attrs, attrOfToken(tok, ty))
		}
		canonAttrs(set)
	}
}
