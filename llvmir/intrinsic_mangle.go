package llvmir

import "strconv"

// intrinsicTypes matches ft against it's signature as
// Intrinsic::getIntrinsicSignature does and returns the overload types (the
// types bound to the signature's overloaded slots, in slot order); ok is
// false when ft does not match. Unlike matchIntrinsic it knows nothing of
// older forms that AutoUpgrade rewrites.
func (m *Module) intrinsicTypes(it *Intrinsic, ft *FuncType) (tys []Type, ok bool) {
	if it.Sig == "" {
		return nil, false
	}
	ds, ok := decodeIIT(it.Sig)
	if !ok {
		return nil, false
	}
	mt := &intrinsicMatcher{m: m, ds: ds}
	if mt.matchAll(ft) != intrinsicMatch {
		return nil, false
	}
	return mt.slots, true
}

// mangledIntrinsicName is Intrinsic::getName: the base name, then for each
// overload type a '.' and the type's mangled form. ok is false when a type
// has no name to mangle (an unnamed identified struct), for which LLVM makes
// up a unique name instead.
func mangledIntrinsicName(it *Intrinsic, tys []Type) (name string, ok bool) {
	name, unnamed, ok := mangledName(it, tys)
	return name, ok && !unnamed
}

// mangledName is mangledIntrinsicName that also gives the name when a type
// is an unnamed identified struct ("s_s"), with unnamed set; ok is false for
// a type that has no mangled form.
func mangledName(it *Intrinsic, tys []Type) (name string, unnamed, ok bool) {
	if !it.Overloaded {
		return it.Name, false, true
	}
	b := []byte(it.Name)
	m := mangleState{}
	for _, t := range tys {
		b = append(b, '.')
		b = appendMangledType(b, t, &m)
	}
	return string(b), m.unnamed, !m.bad
}

// mangleState collects what appendMangledType met: an identified struct
// without a name, a type without a mangled form.
type mangleState struct{ unnamed, bad bool }

// appendMangledType appends LLVM's mangled form of t (getMangledTypeStr):
// p1, a4i32, v4f32, nxv2i64, sl_i32f32s (literal struct), s_name s
// (identified struct), f_isVoidi32f (function), tname_p0_3t (target
// extension type), f16 bf16 f32 f64 f80 f128 ppcf128 x86amx Metadata isVoid.
// ok records an identified struct without a name and a type without a
// mangled form.
func appendMangledType(b []byte, t Type, ok *mangleState) []byte {
	switch t := t.(type) {
	case *PointerType:
		b = append(b, 'p')
		return strconv.AppendUint(b, uint64(t.AddrSpace), 10)
	case *ArrayType:
		b = append(b, 'a')
		b = strconv.AppendUint(b, t.Len, 10)
		return appendMangledType(b, t.Elem, ok)
	case *StructType:
		if t.Name != "" || t.Numbered {
			b = append(b, "s_"...)
			if t.Numbered || t.Name == "" {
				ok.unnamed = true
			} else {
				b = append(b, t.Name...)
			}
		} else {
			b = append(b, "sl_"...)
			for _, f := range t.Fields {
				b = appendMangledType(b, f, ok)
			}
		}
		return append(b, 's')
	case *FuncType:
		b = append(b, "f_"...)
		b = appendMangledType(b, t.Ret, ok)
		for _, p := range t.Params {
			b = appendMangledType(b, p, ok)
		}
		if t.VarArg {
			b = append(b, "vararg"...)
		}
		return append(b, 'f')
	case *VectorType:
		if t.Scalable {
			b = append(b, "nx"...)
		}
		b = append(b, 'v')
		b = strconv.AppendUint(b, t.Len, 10)
		return appendMangledType(b, t.Elem, ok)
	case *TargetExtType:
		b = append(b, 't')
		b = append(b, t.Name...)
		for _, p := range t.Types {
			b = append(b, '_')
			b = appendMangledType(b, p, ok)
		}
		for _, n := range t.Ints {
			b = append(b, '_')
			b = strconv.AppendUint(b, uint64(n), 10)
		}
		return append(b, 't')
	case *IntType:
		b = append(b, 'i')
		return strconv.AppendUint(b, uint64(t.Bits), 10)
	case *FloatType:
		switch t.Kind {
		case Half:
			return append(b, "f16"...)
		case BFloat:
			return append(b, "bf16"...)
		case Float32:
			return append(b, "f32"...)
		case Float64:
			return append(b, "f64"...)
		case X86FP80:
			return append(b, "f80"...)
		case FP128:
			return append(b, "f128"...)
		case PPCFP128:
			return append(b, "ppcf128"...)
		}
	}
	switch t {
	case Void:
		return append(b, "isVoid"...)
	case MetadataTy:
		return append(b, "Metadata"...)
	case X86AMX:
		return append(b, "x86amx"...)
	}
	ok.bad = true
	return b
}
