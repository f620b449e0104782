package llvmir

import (
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Intrinsic is one LLVM 22 intrinsic, from the table generated from LLVM's
// Intrinsics*.td (intrinsics_gen.go).
type Intrinsic struct {
	// Name is the base name, without the type suffixes of an overloaded
	// intrinsic's mangled name: "llvm.memcpy" for "llvm.memcpy.p0.p0.i64".
	Name string
	// Sig is the type signature in LLVM's IIT codes (the iit* constants):
	// the return type, then each parameter type. Empty when LLVM has no
	// encoding for it (a few WebAssembly reference types).
	Sig string
	// Overloaded intrinsics take type suffixes in their names.
	Overloaded bool
	// NoDefaultAttrs is DisableDefaultAttributes: the declaration does not
	// get nocallback, nofree, nosync and willreturn by default.
	NoDefaultAttrs bool
	// Props are the intrinsic's properties as in Intrinsics.td, by class:
	// "IntrNoMem", "IntrArgMemOnly", "ImmArg:3" (parameter 3, from 0),
	// "NoUndef:ret" (the return value), "Align:0:16", "Range:ret:BITS:LOWER:UPPER"
	// (fields after the parameter number in name order). The attributes llvm-as puts on an intrinsic's declaration
	// derive from them.
	Props []string
	// fnAttrs and argAttrs are the line numbers of the intrinsic's
	// function attribute set (-1 for none) and of its argument attribute
	// list in the generated tables (see intrinsicAttrs).
	fnAttrs, argAttrs int32
}

var intrinsicTable struct {
	once   sync.Once
	byName map[string]*Intrinsic
}

func loadIntrinsics() {
	sets := strings.Split(intrinsicPropSets, "\n")
	propSets := make([][]string, len(sets))
	for i, s := range sets {
		if s != "" {
			propSets[i] = strings.Split(s, ",")
		}
	}
	rows := strings.Split(strings.TrimSuffix(intrinsicRows, "\n"), "\n")
	byName := make(map[string]*Intrinsic, len(rows))
	all := make([]Intrinsic, len(rows))
	for i, row := range rows {
		f := strings.Fields(row)
		if len(f) != 6 {
			panic("llvmir: malformed intrinsic row " + row)
		}
		it := &all[i]
		it.Name = f[0]
		if f[1] != "-" {
			b := make([]byte, len(f[1])/2)
			for j := range b {
				v, err := strconv.ParseUint(f[1][2*j:2*j+2], 16, 8)
				if err != nil {
					panic("llvmir: malformed intrinsic row " + row)
				}
				b[j] = byte(v)
			}
			it.Sig = string(b)
		}
		it.Overloaded = strings.Contains(f[2], "o")
		it.NoDefaultAttrs = strings.Contains(f[2], "d")
		n, err := strconv.Atoi(f[3])
		if err != nil || n >= len(propSets) {
			panic("llvmir: malformed intrinsic row " + row)
		}
		it.Props = propSets[n]
		fa, err1 := strconv.Atoi(f[4])
		aa, err2 := strconv.Atoi(f[5])
		if err1 != nil || err2 != nil {
			panic("llvmir: malformed intrinsic row " + row)
		}
		it.fnAttrs, it.argAttrs = int32(fa), int32(aa)
		byName[it.Name] = it
	}
	intrinsicTable.byName = byName
}

// LookupIntrinsic returns the intrinsic a function named name is, or nil, as
// LLVM's Function::lookupIntrinsicID: the longest intrinsic name that is name
// or a prefix of name ending before a '.'; a longer name must be the mangled
// name of an overloaded intrinsic.
func LookupIntrinsic(name string) *Intrinsic {
	if !strings.HasPrefix(name, "llvm.") {
		return nil
	}
	intrinsicTable.once.Do(loadIntrinsics)
	for s := name; len(s) > len("llvm"); {
		if it := intrinsicTable.byName[s]; it != nil {
			if len(s) < len(name) && !it.Overloaded {
				return nil
			}
			return it
		}
		i := strings.LastIndexByte(s, '.')
		if i < 0 {
			break
		}
		s = s[:i]
	}
	return nil
}

// ImmArgs returns the parameters that must be immediate constants (ImmArg).
func (it *Intrinsic) ImmArgs() []int {
	var r []int
	for _, p := range it.Props {
		if n, ok := strings.CutPrefix(p, "ImmArg:"); ok {
			if i, err := strconv.Atoi(n); err == nil {
				r = append(r, i)
			}
		}
	}
	return r
}

// iitKind is the kind of one decoded IIT type descriptor.
type iitKind uint8

const (
	dVoid iitKind = iota
	dVarArg
	dMMX
	dAMX
	dToken
	dMetadata
	dFloat        // a: FloatKind
	dInt          // a: width
	dVector       // a: length, b: 1 if scalable; the element type follows
	dPointer      // a: address space
	dStruct       // a: number of fields; the fields follow
	dArgument     // a: overload slot, b: argument kind (akAny...)
	dExtendArg    // a: slot
	dTruncArg     // a: slot
	dOneNthElts   // a: slot, b: n
	dSameVecWidth // a: slot; the element type follows
	dVecOfAnyPtrsToElt
	dVecElement
	dSubdivide2
	dSubdivide4
	dVecOfBitcastsToInt
	dSvcount
)

// Argument kinds of dArgument (IITDescriptor::ArgKind).
const (
	akAny        = 0
	akAnyInteger = 1
	akAnyFloat   = 2
	akAnyVector  = 3
	akAnyPointer = 4
	akMatchType  = 7
)

// iitDesc is one decoded descriptor. For dVecOfAnyPtrsToElt, a is the new
// overload slot and b the slot of the reference type.
type iitDesc struct {
	kind iitKind
	a, b uint32
}

var iitVectorLens = map[byte]uint32{
	iitV1: 1, iitV2: 2, iitV3: 3, iitV4: 4, iitV6: 6, iitV8: 8, iitV10: 10, iitV16: 16, iitV32: 32,
	iitV64: 64, iitV128: 128, iitV256: 256, iitV512: 512, iitV1024: 1024, iitV2048: 2048, iitV4096: 4096,
}

// decodeIIT turns an IIT signature into descriptors, in order: one type
// after another, each composite type followed by its parts. ok is false for a
// code it does not know.
func decodeIIT(sig string) (out []iitDesc, ok bool) {
	i := 0
	next := func() uint32 {
		if i >= len(sig) {
			ok = false
			return 0
		}
		i++
		return uint32(sig[i-1])
	}
	ok = true
	var one func(scalable bool)
	one = func(scalable bool) {
		if !ok {
			return
		}
		c := sig[i]
		i++
		switch c {
		case iitDone:
			out = append(out, iitDesc{kind: dVoid})
		case iitVararg:
			out = append(out, iitDesc{kind: dVarArg})
		case iitMmx:
			out = append(out, iitDesc{kind: dMMX})
		case iitAmx:
			out = append(out, iitDesc{kind: dAMX})
		case iitToken:
			out = append(out, iitDesc{kind: dToken})
		case iitMetadata:
			out = append(out, iitDesc{kind: dMetadata})
		case iitF16:
			out = append(out, iitDesc{kind: dFloat, a: uint32(Half)})
		case iitBf16:
			out = append(out, iitDesc{kind: dFloat, a: uint32(BFloat)})
		case iitF32:
			out = append(out, iitDesc{kind: dFloat, a: uint32(Float32)})
		case iitF64:
			out = append(out, iitDesc{kind: dFloat, a: uint32(Float64)})
		case iitF128:
			out = append(out, iitDesc{kind: dFloat, a: uint32(FP128)})
		case iitPpcf128:
			out = append(out, iitDesc{kind: dFloat, a: uint32(PPCFP128)})
		case iitI1, iitI2, iitI4, iitI8, iitI16, iitI32, iitI64, iitI128:
			w := map[byte]uint32{iitI1: 1, iitI2: 2, iitI4: 4, iitI8: 8, iitI16: 16, iitI32: 32, iitI64: 64, iitI128: 128}[c]
			out = append(out, iitDesc{kind: dInt, a: w})
		case iitAarch64Svcount:
			out = append(out, iitDesc{kind: dSvcount})
		case iitScalableVec:
			one(true)
		case iitPtr:
			out = append(out, iitDesc{kind: dPointer})
		case iitAnyptr:
			out = append(out, iitDesc{kind: dPointer, a: next()})
		case iitExternref:
			out = append(out, iitDesc{kind: dPointer, a: 10})
		case iitFuncref:
			out = append(out, iitDesc{kind: dPointer, a: 20})
		case iitArg:
			info := next()
			out = append(out, iitDesc{kind: dArgument, a: info >> 3, b: info & 7})
		case iitExtendArg, iitTruncArg, iitVecElement, iitSubdivide2Arg, iitSubdivide4Arg, iitVecOfBitcastsToInt:
			k := map[byte]iitKind{iitExtendArg: dExtendArg, iitTruncArg: dTruncArg, iitVecElement: dVecElement,
				iitSubdivide2Arg: dSubdivide2, iitSubdivide4Arg: dSubdivide4, iitVecOfBitcastsToInt: dVecOfBitcastsToInt}[c]
			out = append(out, iitDesc{kind: k, a: next() >> 3})
		case iitSameVecWidthArg:
			out = append(out, iitDesc{kind: dSameVecWidth, a: next() >> 3})
			one(false)
		case iitOneNthEltsVecArg:
			slot := next()
			out = append(out, iitDesc{kind: dOneNthElts, a: slot, b: next()})
		case iitVecOfAnyptrsToElt:
			slot := next()
			out = append(out, iitDesc{kind: dVecOfAnyPtrsToElt, a: slot, b: next()})
		case iitEmptystruct:
			out = append(out, iitDesc{kind: dStruct})
		case iitStruct:
			n := next() + 2
			out = append(out, iitDesc{kind: dStruct, a: n})
			for range n {
				if i >= len(sig) {
					ok = false
					return
				}
				one(false)
			}
		default:
			if n, isVec := iitVectorLens[c]; isVec {
				s := uint32(0)
				if scalable {
					s = 1
				}
				out = append(out, iitDesc{kind: dVector, a: n, b: s})
				if i >= len(sig) {
					ok = false
					return
				}
				one(false)
				return
			}
			ok = false
		}
	}
	for ok && i < len(sig) {
		one(false)
	}
	return out, ok
}

// Results of matchIntrinsic, in Verifier::visitIntrinsicCall's words.
const (
	intrinsicMatch     = ""
	intrinsicBadRet    = "Intrinsic has incorrect return type!"
	intrinsicBadArg    = "Intrinsic has incorrect argument type!"
	intrinsicNotVarArg = "Intrinsic was not defined with variable arguments!"
	intrinsicCallVar   = "Callsite was not defined with variable arguments!"
)

// intrinsicMatcher matches a function type against decoded descriptors as
// LLVM's Intrinsic::matchIntrinsicSignature: overloaded types are bound in
// slot order as they are met; a descriptor that refers to a slot not yet
// bound is checked again once all types have been seen.
type intrinsicMatcher struct {
	m        *Module
	ds       []iitDesc
	slots    []Type
	deferred []deferredMatch
}

type deferredMatch struct {
	t   Type
	pos int
}

// matchIntrinsic checks ft against it's signature and returns one of the
// intrinsic* messages ("" for a match). An intrinsic without an encoded
// signature matches anything.
func (m *Module) matchIntrinsic(it *Intrinsic, ft *FuncType) string {
	if it.Sig == "" {
		return intrinsicMatch
	}
	ds, ok := decodeIIT(it.Sig)
	if !ok {
		return intrinsicMatch
	}
	if slices.Contains(upgradedArity[it.Name], len(ft.Params)) {
		return intrinsicMatch
	}
	mt := &intrinsicMatcher{m: m, ds: ds}
	return mt.matchAll(ft)
}

// matchAll matches ft against the matcher's descriptors, binding the
// overload slots, and returns one of the intrinsic* messages.
func (mt *intrinsicMatcher) matchAll(ft *FuncType) string {
	ds := mt.ds
	pos := 0
	if mt.mismatch(ft.Ret, &pos, false) {
		return intrinsicBadRet
	}
	nRet := len(mt.deferred)
	for _, pt := range ft.Params {
		if mt.mismatch(pt, &pos, false) {
			return intrinsicBadArg
		}
	}
	for i := 0; i < len(mt.deferred); i++ {
		d := mt.deferred[i]
		p := d.pos
		if mt.mismatch(d.t, &p, true) {
			if i < nRet {
				return intrinsicBadRet
			}
			return intrinsicBadArg
		}
	}
	// matchIntrinsicVarArg, then all descriptors must have been used
	rest := ds[pos:]
	switch {
	case ft.VarArg && (len(rest) != 1 || rest[0].kind != dVarArg):
		return intrinsicNotVarArg
	case ft.VarArg:
		return intrinsicMatch
	case len(rest) > 0:
		return intrinsicCallVar
	}
	return intrinsicMatch
}

// undeclaredOldArity reports whether ft is an older form of it (upgradedArity)
// that llvm-as-22 does not upgrade when the intrinsic is called by its bare
// name (no type suffix) without a declaration: only the masked memory
// intrinsics, lifetime markers and llvm.dbg.value keep their old forms there;
// for the others it is an invalid signature.
func undeclaredOldArity(it *Intrinsic, ft *FuncType) bool {
	if !slices.Contains(upgradedArity[it.Name], len(ft.Params)) {
		return false
	}
	return !strings.HasPrefix(it.Name, "llvm.masked.") && !strings.HasPrefix(it.Name, "llvm.lifetime.") && it.Name != "llvm.dbg.value"
}

// upgradedArity lists intrinsics whose calls with an older number of
// arguments llvm-as-22 rewrites to the current form (AutoUpgrade) before it
// verifies them, with those older numbers: forms with an alignment, offset or
// is-zero-poison argument more or less. Such calls are not checked; their
// other calls are.
var upgradedArity = map[string][]int{
	"llvm.memcpy": {5}, "llvm.memmove": {5}, "llvm.memset": {5},
	"llvm.masked.load": {4}, "llvm.masked.store": {4}, "llvm.masked.gather": {4}, "llvm.masked.scatter": {4},
	"llvm.ctlz": {1}, "llvm.cttz": {1}, "llvm.objectsize": {2, 3},
	"llvm.lifetime.start": {2}, "llvm.lifetime.end": {2},
	"llvm.ptr.annotation": {4}, "llvm.dbg.value": {4},
}

// mismatch reports whether t fails the descriptor at *pos, and advances *pos
// past it (and its parts).
func (mt *intrinsicMatcher) mismatch(t Type, pos *int, deferred bool) bool {
	if *pos >= len(mt.ds) {
		return true
	}
	start := *pos
	d := mt.ds[*pos]
	*pos++
	deferCheck := func() bool {
		mt.deferred = append(mt.deferred, deferredMatch{t, start})
		return false
	}
	m := mt.m
	switch d.kind {
	case dVoid:
		return t != Void
	case dVarArg:
		return true
	case dMMX:
		v, ok := t.(*VectorType)
		return !ok || v.Scalable || v.Len != 1 || v.Elem != m.IntType(64)
	case dAMX:
		return t != X86AMX
	case dToken:
		return t != Token
	case dMetadata:
		return t != MetadataTy
	case dFloat:
		f, ok := t.(*FloatType)
		return !ok || uint32(f.Kind) != d.a
	case dInt:
		it, ok := t.(*IntType)
		return !ok || it.Bits != d.a
	case dSvcount:
		tt, ok := t.(*TargetExtType)
		return !ok || tt.Name != "aarch64.svcount" || len(tt.Types) != 0 || len(tt.Ints) != 0
	case dVector:
		v, ok := t.(*VectorType)
		if !ok || v.Len != uint64(d.a) || v.Scalable != (d.b == 1) {
			mt.skip(pos)
			return true
		}
		return mt.mismatch(v.Elem, pos, deferred)
	case dPointer:
		p, ok := t.(*PointerType)
		return !ok || p.AddrSpace != d.a
	case dStruct:
		st, ok := t.(*StructType)
		if !ok || st.Name != "" || st.Numbered || st.Packed || uint32(len(st.Fields)) != d.a {
			for range d.a {
				mt.skip(pos)
			}
			return true
		}
		for _, f := range st.Fields {
			if mt.mismatch(f, pos, deferred) {
				return true
			}
		}
		return false
	case dArgument:
		if int(d.a) < len(mt.slots) {
			return t != mt.slots[d.a]
		}
		if int(d.a) > len(mt.slots) || d.b == akMatchType {
			return deferred || deferCheck()
		}
		mt.slots = append(mt.slots, t)
		switch d.b {
		case akAnyInteger:
			_, ok := ScalarType(t).(*IntType)
			return !ok
		case akAnyFloat:
			_, ok := ScalarType(t).(*FloatType)
			return !ok
		case akAnyVector:
			_, ok := t.(*VectorType)
			return !ok
		case akAnyPointer:
			_, ok := t.(*PointerType)
			return !ok
		}
		return false
	case dExtendArg, dTruncArg:
		if int(d.a) >= len(mt.slots) {
			return deferred || deferCheck()
		}
		ref := mt.slots[d.a]
		resize := func(bits uint32) uint32 {
			if d.kind == dExtendArg {
				return bits * 2
			}
			return bits / 2
		}
		switch r := ref.(type) {
		case *VectorType:
			e, ok := r.Elem.(*IntType)
			if !ok {
				// LLVM 22 extends or truncates float elements too
				return t != mt.resizedFloatVector(r, d.kind == dExtendArg)
			}
			return t != m.VectorType(r.Len, r.Scalable, m.IntType(resize(e.Bits)))
		case *IntType:
			return t != m.IntType(resize(r.Bits))
		}
		return true
	case dOneNthElts:
		if int(d.a) >= len(mt.slots) {
			return deferred || deferCheck()
		}
		r, ok := mt.slots[d.a].(*VectorType)
		if !ok || d.b == 0 || r.Len%uint64(d.b) != 0 {
			return true
		}
		return t != m.VectorType(r.Len/uint64(d.b), r.Scalable, r.Elem)
	case dSameVecWidth:
		if int(d.a) >= len(mt.slots) {
			// LLVM defers the check and skips one descriptor, the element type
			*pos++
			return deferred || deferCheck()
		}
		r, rv := mt.slots[d.a].(*VectorType)
		v, tv := t.(*VectorType)
		if rv != tv {
			mt.skip(pos)
			return true
		}
		elem := t
		if tv {
			if r.Len != v.Len || r.Scalable != v.Scalable {
				mt.skip(pos)
				return true
			}
			elem = v.Elem
		}
		return mt.mismatch(elem, pos, deferred)
	case dVecOfAnyPtrsToElt:
		if int(d.b) >= len(mt.slots) {
			if deferred {
				return true
			}
			mt.slots = append(mt.slots, t)
			return deferCheck()
		}
		if !deferred {
			mt.slots = append(mt.slots, t)
		}
		r, rok := mt.slots[d.b].(*VectorType)
		v, vok := t.(*VectorType)
		if !rok || !vok || r.Len != v.Len || r.Scalable != v.Scalable {
			return true
		}
		_, isPtr := v.Elem.(*PointerType)
		return !isPtr
	case dVecElement:
		if int(d.a) >= len(mt.slots) {
			return deferred || deferCheck()
		}
		r, ok := mt.slots[d.a].(*VectorType)
		return !ok || t != r.Elem
	case dSubdivide2, dSubdivide4:
		if int(d.a) >= len(mt.slots) {
			return deferred || deferCheck()
		}
		r, ok := mt.slots[d.a].(*VectorType)
		if !ok {
			return true
		}
		e, ok := r.Elem.(*IntType)
		if !ok {
			return true
		}
		n := uint32(2)
		if d.kind == dSubdivide4 {
			n = 4
		}
		return t != m.VectorType(r.Len*uint64(n), r.Scalable, m.IntType(e.Bits/n))
	case dVecOfBitcastsToInt:
		if int(d.a) >= len(mt.slots) {
			return deferred || deferCheck()
		}
		r, ok := mt.slots[d.a].(*VectorType)
		if !ok {
			return true
		}
		bits := scalarBits(r.Elem)
		if bits == 0 {
			return true
		}
		return t != m.VectorType(r.Len, r.Scalable, m.IntType(bits))
	}
	return true
}

// skip advances *pos past one whole type's descriptors.
func (mt *intrinsicMatcher) skip(pos *int) {
	if *pos >= len(mt.ds) {
		return
	}
	d := mt.ds[*pos]
	*pos++
	switch d.kind {
	case dVector, dSameVecWidth:
		mt.skip(pos)
	case dStruct:
		for range d.a {
			mt.skip(pos)
		}
	}
}

// resizedFloatVector is r with float elements of twice (or half) the width:
// half <-> float <-> double.
func (mt *intrinsicMatcher) resizedFloatVector(r *VectorType, extend bool) Type {
	f, ok := r.Elem.(*FloatType)
	if !ok {
		return nil
	}
	var e Type
	switch {
	case extend && f.Kind == Half:
		e = FloatTy
	case extend && f.Kind == Float32:
		e = DoubleTy
	case !extend && f.Kind == Float32:
		e = HalfTy
	case !extend && f.Kind == Float64:
		e = FloatTy
	default:
		return nil
	}
	return mt.m.VectorType(r.Len, r.Scalable, e)
}

// scalarBits is the width in bits of an integer, float or pointer-free
// scalar type, 0 for others.
func scalarBits(t Type) uint32 {
	switch t := t.(type) {
	case *IntType:
		return t.Bits
	case *FloatType:
		return uint32(t.Kind.Bits())
	}
	return 0
}
