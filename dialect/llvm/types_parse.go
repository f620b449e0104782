package llvm

import (
	"fmt"
	"math"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/mlir"
)

// typeMnemonics are the LLVM type keywords that may appear bare inside other LLVM
// types (`!llvm.struct<(ptr, array<2 x i8>)>`).
var typeMnemonics = map[string]bool{
	"ptr": true, "struct": true, "array": true, "func": true, "void": true, "token": true,
	"label": true, "metadata": true, "x86_amx": true, "ppc_fp128": true, "target": true,
}

// legacyTypes are the 2020 spellings `!llvm.i32`, `!llvm.float`, ... and what MLIR
// 22 writes instead.
var legacyTypes = map[string]string{
	"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64", "fp128": "f128",
	"x86_fp80": "f80", "x86_mmx": "vector<1xi64>", "vec": "vector<...>",
}

// Ptr returns !llvm.ptr in address space as.
func Ptr(ctx *mlir.Context, as uint32) *PointerType {
	if as != 0 {
		return ctx.InternType(&PointerType{AddrSpace: as}).(*PointerType)
	}
	// !llvm.ptr is the commonest type of all: keep it per context rather than
	// interning it by its printed form each time.
	d := dialectOf(ctx)
	if d == nil {
		return ctx.InternType(&PointerType{}).(*PointerType)
	}
	if p := d.ptr0.Load(); p != nil {
		return p
	}
	p := ctx.InternType(&PointerType{}).(*PointerType)
	d.ptr0.Store(p)
	return p
}

// Simple returns one of the parameterless types by mnemonic ("void", "token", ...).
func Simple(ctx *mlir.Context, kind string) *SimpleType {
	return ctx.InternType(&SimpleType{Kind: kind}).(*SimpleType)
}

// Array returns !llvm.array<n x elem>.
func Array(ctx *mlir.Context, n uint64, elem mlir.Type) *ArrayType {
	return ctx.InternType(&ArrayType{Len: n, Elem: elem}).(*ArrayType)
}

// Func returns !llvm.func<result (params)>.
func Func(ctx *mlir.Context, result mlir.Type, params []mlir.Type, varArg bool) *FuncType {
	return ctx.InternType(&FuncType{Result: result, Params: params, VarArg: varArg}).(*FuncType)
}

// LiteralStruct returns !llvm.struct<(body)> (packed: `packed (body)`).
func LiteralStruct(ctx *mlir.Context, body []mlir.Type, packed bool) *StructType {
	return ctx.InternType(&StructType{Body: body, Packed: packed, bodySet: true}).(*StructType)
}

// IdentifiedStruct returns the identified struct named name of ctx, creating it
// opaque (without a body) on first use. The LLVM dialect must be registered.
func IdentifiedStruct(ctx *mlir.Context, name string) *StructType {
	d := dialectOf(ctx)
	d.mu.Lock()
	defer d.mu.Unlock()
	if s := d.structs[name]; s != nil {
		return s
	}
	s := &StructType{Name: name, Identified: true, Opaque: true}
	d.structs[name] = s
	return s
}

// SetBody sets the body of an identified struct once; a second call must give the
// same body.
func (s *StructType) SetBody(body []mlir.Type, packed bool) error {
	if !s.Identified {
		return fmt.Errorf("llvm: cannot set the body of a literal struct")
	}
	if s.opaqueSet && !s.bodySet {
		return fmt.Errorf("identified type already used with a different body")
	}
	if s.bodySet {
		if s.Packed != packed || len(s.Body) != len(body) {
			return fmt.Errorf("identified type already used with a different body")
		}
		for i := range body {
			if s.Body[i] != body[i] {
				return fmt.Errorf("identified type already used with a different body")
			}
		}
		return nil
	}
	s.Body, s.Packed, s.Opaque, s.bodySet = body, packed, false, true
	return nil
}

// ParseType implements mlir.TypeParser.
func (d *Dialect) ParseType(p *mlir.DialectParser) (mlir.Type, error) {
	if p.Mnemonic == "" {
		off := p.Offset()
		if p.ParseOptionalPunct("<") {
			if s, ok := p.ParseOptionalString(); ok {
				return nil, p.Errorf(off, "the 2020 LLVM dialect type syntax !llvm<%q> is not supported; write the type in MLIR 22 syntax (opaque pointers are !llvm.ptr, integers i32, floats f32, structs !llvm.struct<(...)>)", s)
			}
		}
		return nil, p.Errorf(off, "expected an LLVM type mnemonic after !llvm")
	}
	m := p.Mnemonic
	if _, legacy := legacyTypes[m]; !typeMnemonics[m] && !legacy && !(len(m) > 1 && m[0] == 'i' && isDigits(m[1:])) {
		// MLIR reports an unknown mnemonic at the mnemonic.
		return nil, p.Errorf(p.Start()+len("!llvm."), "unknown LLVM type: %s", m)
	}
	switch m {
	case "void", "token", "label", "metadata", "x86_amx", "ppc_fp128":
		if err := p.SkipBody(); err != nil {
			return nil, err
		}
	}
	return d.parseTypeBody(&p.AsmParser, m, p.Start())
}

// parsePretty parses a type nested in an LLVM type: an LLVM type without its
// `!llvm.` prefix, or any other type.
func (d *Dialect) parsePretty(p *mlir.AsmParser) (mlir.Type, error) {
	kw := p.PeekKeyword()
	if typeMnemonics[kw] {
		off := p.Offset()
		p.ParseOptionalKeyword(kw)
		return d.parseTypeBody(p, kw, off)
	}
	if t, ok, err := p.ParseOptionalType(); err != nil || ok {
		return t, err
	}
	// Neither a type nor a mnemonic: MLIR's dispatchParse then reads a
	// keyword, and reports at the token either an unknown one or none.
	if kw != "" {
		return nil, p.Errorf(p.Offset(), "unknown LLVM type: %s", kw)
	}
	return nil, p.EmitError("expected valid keyword")
}

func (d *Dialect) parseTypeBody(p *mlir.AsmParser, mnemonic string, off int) (mlir.Type, error) {
	ctx := p.Context()
	switch mnemonic {
	case "void", "token", "label", "metadata", "x86_amx", "ppc_fp128":
		return Simple(ctx, mnemonic), nil
	case "ptr":
		if !p.ParseOptionalPunct("<") {
			return Ptr(ctx, 0), nil
		}
		var as int64
		numOff := p.Offset()
		if n, ok, err := p.ParseOptionalInteger(); err != nil {
			return nil, err
		} else if ok {
			// MLIR reads an unsigned (parseInteger<unsigned>): -1 wraps to
			// 4294967295, a number outside what fits is "integer value too
			// large" at the number.
			x, fits := fitInteger(n, "unsigned")
			if !fits {
				return nil, p.Errorf(numOff, "integer value too large")
			}
			as = x
		} else {
			// Legacy typed pointer !llvm.ptr<T> or !llvm.ptr<T, N>: the pointee
			// is dropped, as LLVM 22 does when it upgrades typed pointers.
			if _, err := d.parsePretty(p); err != nil {
				return nil, err
			}
			if p.ParseOptionalPunct(",") {
				n, err := p.ParseInteger()
				if err != nil {
					return nil, err
				}
				if n < 0 || n > math.MaxUint32 {
					return nil, p.Errorf(off, "invalid address space")
				}
				as = n
			}
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return Ptr(ctx, uint32(as)), nil
	case "array":
		off := p.Offset() // MLIR reports an invalid body at the `<`
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		// MLIR reads the size with parseInteger<uint64_t>: -1 is 2^64-1.
		n, err := p.ParseUint64()
		if err != nil {
			return nil, err
		}
		if err := p.ExpectKeyword("x"); err != nil {
			return nil, err
		}
		elem, err := d.parsePretty(p)
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		if !IsValidElementType(elem) {
			return nil, p.ErrorfKind(off, diag.ErrType, "invalid array element type: '%s'", elem)
		}
		return Array(ctx, uint64(n), elem), nil
	case "func":
		lt := p.Offset() // MLIR's LLVMFunctionType::verify reports at the `<`
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		res, err := d.parsePretty(p)
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct("("); err != nil {
			return nil, err
		}
		var params []mlir.Type
		varArg := false
		if !p.ParseOptionalPunct(")") {
			for {
				if p.ParseOptionalPunct("...") {
					varArg = true
					break
				}
				t, err := d.parsePretty(p)
				if err != nil {
					return nil, err
				}
				params = append(params, t)
				if !p.ParseOptionalPunct(",") {
					break
				}
			}
			if err := p.ParsePunct(")"); err != nil {
				return nil, err
			}
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		if err := verifyFuncType(res, params); err != nil {
			return nil, p.ErrorfKind(lt, diag.ErrType, "%v", err)
		}
		return Func(ctx, res, params, varArg), nil
	case "struct":
		return d.parseStruct(p, p.Offset())
	case "target":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		name, err := p.ParseString()
		if err != nil {
			return nil, err
		}
		t := &TargetExtType{Name: name}
		for p.ParseOptionalPunct(",") {
			numOff := p.Offset()
			if n, ok, err := p.ParseOptionalInteger(); err != nil {
				return nil, err
			} else if ok {
				x, fits := fitInteger(n, "unsigned")
				if !fits {
					return nil, p.Errorf(numOff, "integer value too large")
				}
				t.IntParams = append(t.IntParams, uint32(x))
				continue
			}
			if len(t.IntParams) > 0 {
				return nil, p.Errorf(p.Offset(), "failed to parse parameter list for target extension type")
			}
			ty, err := d.parsePretty(p)
			if err != nil {
				return nil, err
			}
			t.TypeParams = append(t.TypeParams, ty)
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return ctx.InternType(t), nil
	}
	if modern, ok := legacyTypes[mnemonic]; ok {
		return nil, p.Errorf(off, "!llvm.%s is the 2020 LLVM dialect spelling; MLIR 22 writes %s", mnemonic, modern)
	}
	if len(mnemonic) > 1 && mnemonic[0] == 'i' && isDigits(mnemonic[1:]) {
		return nil, p.Errorf(off, "!llvm.%s is the 2020 LLVM dialect spelling; MLIR 22 writes the builtin type %s", mnemonic, mnemonic)
	}
	return nil, p.Errorf(off, "unknown LLVM type: %s", mnemonic)
}

// verifyFuncType is LLVMFunctionType::verify: the result is not a function, a
// label or metadata; no argument is void or a function.
func verifyFuncType(res mlir.Type, params []mlir.Type) error {
	switch r := res.(type) {
	case *FuncType:
		return fmt.Errorf("invalid function result type: '%s'", res)
	case *SimpleType:
		if r.Kind == "label" || r.Kind == "metadata" {
			return fmt.Errorf("invalid function result type: '%s'", res)
		}
	}
	for _, a := range params {
		if _, ok := a.(*FuncType); ok || isVoid(a) {
			return fmt.Errorf("invalid function argument type: '%s'", a)
		}
	}
	return nil
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func (d *Dialect) parseStruct(p *mlir.AsmParser, off int) (mlir.Type, error) {
	ctx := p.Context()
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	name, named := p.ParseOptionalString()
	var st *StructType
	if named {
		st = IdentifiedStruct(ctx, name)
		if closeOff := p.Offset(); p.ParseOptionalPunct(">") {
			if !parsingStructs(p)[name] {
				return nil, p.Errorf(closeOff, "struct without a body only allowed in a recursive struct")
			}
			return st, nil
		}
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
		if opOff := p.Offset(); p.ParseOptionalKeyword("opaque") {
			if err := p.ParsePunct(">"); err != nil {
				return nil, err
			}
			if st.bodySet {
				return nil, p.Errorf(opOff, "redeclaring defined struct as opaque")
			}
			st.opaqueSet = true
			return st, nil
		}
	}
	if !named && p.PeekKeyword() == "opaque" {
		return nil, p.Errorf(p.Offset(), "only identified structs can be opaque")
	}
	packed := p.ParseOptionalKeyword("packed")
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	// MLIR reports an invalid element of a literal struct at the `<`, of an
	// identified one at its first element.
	elemOff := off
	if named {
		elemOff = p.Offset()
	}
	var body []mlir.Type
	if named {
		inner := parsingStructs(p)
		if !inner[name] {
			inner[name] = true
			defer delete(inner, name)
		}
	}
	if !p.ParseOptionalPunct(")") {
		for {
			t, err := d.parsePretty(p)
			if err != nil {
				return nil, err
			}
			if !IsValidElementType(t) {
				return nil, p.ErrorfKind(elemOff, diag.ErrType, "invalid LLVM structure element type: '%s'", t)
			}
			body = append(body, t)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return nil, err
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if !named {
		return LiteralStruct(ctx, body, packed), nil
	}
	if err := st.SetBody(body, packed); err != nil {
		return nil, p.Errorf(elemOff, "%v", err)
	}
	return st, nil
}

// structsKey keys the set of identified structs whose bodies are being parsed.
type structsKey struct{}

// parsingStructs returns the names of the identified structs whose bodies this
// parse is reading: `!llvm.struct<"a">` may only refer back to one of them.
func parsingStructs(p *mlir.AsmParser) map[string]bool {
	st := p.State()
	m, _ := st[structsKey{}].(map[string]bool)
	if m == nil {
		m = map[string]bool{}
		st[structsKey{}] = m
	}
	return m
}

// IsValidElementType reports whether t may be an element of an LLVM array or
// struct: any type except void, label, metadata, function types and tokens.
func IsValidElementType(t mlir.Type) bool {
	switch t := t.(type) {
	case *SimpleType:
		return t.Kind != "void" && t.Kind != "label" && t.Kind != "metadata" && t.Kind != "token"
	case *FuncType, *mlir.FunctionType:
		return false
	}
	return true
}
