package llvm

import (
	"strconv"
	"strings"

	"github.com/ferry-ir/ferry/mlir"
)

// LLVM dialect types. Each is created through the context (interned), so == compares
// them; identified structs are unique per name in a context.
//
//	!llvm.ptr  !llvm.ptr<1>                         PointerType
//	!llvm.struct<(i32, ptr)>  !llvm.struct<packed (i8)>  literal StructType
//	!llvm.struct<"S", (i32)>  !llvm.struct<"S", opaque>  identified StructType
//	!llvm.array<4 x i32>                           ArrayType
//	!llvm.func<i32 (ptr, ...)>                     FuncType
//	!llvm.void !llvm.token !llvm.label !llvm.metadata !llvm.x86_amx !llvm.ppc_fp128
//	!llvm.target<"name", i32, 1>                   TargetExtType

// PointerType is !llvm.ptr in an address space.
type PointerType struct {
	mlir.DialectTypeBase
	AddrSpace uint32
}

// StructType is a literal or identified struct. Identified structs have a Name;
// their body may be set once after creation (recursive types) and Opaque marks a
// body that was never set.
type StructType struct {
	mlir.DialectTypeBase
	Name       string
	Identified bool
	Packed     bool
	Opaque     bool
	Body       []mlir.Type
	bodySet    bool
	// opaqueSet: declared `opaque` explicitly; MLIR then refuses a body.
	opaqueSet bool
}

// ArrayType is !llvm.array<N x T>.
type ArrayType struct {
	mlir.DialectTypeBase
	Len  uint64
	Elem mlir.Type
}

// FuncType is !llvm.func<R (P...)>, VarArg for a trailing `...`.
type FuncType struct {
	mlir.DialectTypeBase
	Result mlir.Type
	Params []mlir.Type
	VarArg bool
}

// SimpleType is one of the parameterless types; Kind is its mnemonic ("void",
// "token", "label", "metadata", "x86_amx", "ppc_fp128").
type SimpleType struct {
	mlir.DialectTypeBase
	Kind string
}

// TargetExtType is !llvm.target<"name", types..., ints...>.
type TargetExtType struct {
	mlir.DialectTypeBase
	Name       string
	TypeParams []mlir.Type
	IntParams  []uint32
}

func (*PointerType) Namespace() string   { return "llvm" }
func (*StructType) Namespace() string    { return "llvm" }
func (*ArrayType) Namespace() string     { return "llvm" }
func (*FuncType) Namespace() string      { return "llvm" }
func (*SimpleType) Namespace() string    { return "llvm" }
func (*TargetExtType) Namespace() string { return "llvm" }

func (t *PointerType) String() string   { return "!llvm." + typeBody(t) }
func (t *StructType) String() string    { return "!llvm." + typeBody(t) }
func (t *ArrayType) String() string     { return "!llvm." + typeBody(t) }
func (t *FuncType) String() string      { return "!llvm." + typeBody(t) }
func (t *SimpleType) String() string    { return "!llvm." + typeBody(t) }
func (t *TargetExtType) String() string { return "!llvm." + typeBody(t) }

// typeOut is what printing an LLVM type needs: text, and nested non-LLVM types.
type typeOut interface {
	WriteString(s string)
	PrintType(t mlir.Type)
}

// stringOut prints into a builder, nested types by their String method.
type stringOut struct{ b *strings.Builder }

func (o stringOut) WriteString(s string) { o.b.WriteString(s) }
func (o stringOut) PrintType(t mlir.Type) {
	o.b.WriteString(t.String())
}

// typeBody returns what follows `!llvm.` for t.
func typeBody(t mlir.Type) string {
	var b strings.Builder
	printTypeBody(stringOut{&b}, t, nil)
	return b.String()
}

// isLLVMType reports whether t is a type of this dialect.
func isLLVMType(t mlir.Type) bool {
	switch t.(type) {
	case *PointerType, *StructType, *ArrayType, *FuncType, *SimpleType, *TargetExtType:
		return true
	}
	return false
}

// printPretty prints t the way LLVM types print their nested types: LLVM types
// without the `!llvm.` prefix, other types in full (custom<PrettyLLVMType>).
func printPretty(out typeOut, t mlir.Type, stack []string) {
	if st, ok := t.(*SimpleType); ok && st.Kind == "ppc_fp128" {
		// A TypeDef with a generated printer: MLIR 22 prints it in full even
		// when nested.
		out.PrintType(t)
		return
	}
	if isLLVMType(t) && IsCompatibleType(t) {
		printTypeBody(out, t, stack)
		return
	}
	out.PrintType(t)
}

// printFull prints t as a type of its own: an LLVM type with its `!llvm.`
// prefix, other types in full.
func printFull(out typeOut, t mlir.Type, stack []string) {
	if isLLVMType(t) {
		out.WriteString("!llvm.")
		printTypeBody(out, t, stack)
		return
	}
	out.PrintType(t)
}

// printTypeBody prints t after `!llvm.`. stack holds the identified structs being
// printed, so a recursive reference prints as struct<"Name">.
func printTypeBody(out typeOut, t mlir.Type, stack []string) {
	switch t := t.(type) {
	case *PointerType:
		out.WriteString("ptr")
		if t.AddrSpace != 0 {
			out.WriteString("<" + strconv.FormatUint(uint64(t.AddrSpace), 10) + ">")
		}
	case *SimpleType:
		out.WriteString(t.Kind)
	case *ArrayType:
		out.WriteString("array<" + strconv.FormatUint(t.Len, 10) + " x ")
		printPretty(out, t.Elem, stack)
		out.WriteString(">")
	case *FuncType:
		out.WriteString("func<")
		printPretty(out, t.Result, stack)
		out.WriteString(" (")
		for i, p := range t.Params {
			if i > 0 {
				out.WriteString(", ")
			}
			printPretty(out, p, stack)
		}
		if t.VarArg {
			if len(t.Params) > 0 {
				out.WriteString(", ")
			}
			out.WriteString("...")
		}
		out.WriteString(")>")
	case *StructType:
		out.WriteString("struct<")
		if t.Identified {
			out.WriteString(quoteString(t.Name))
			for _, s := range stack {
				if s == t.Name {
					out.WriteString(">")
					return
				}
			}
			if t.Opaque {
				out.WriteString(", opaque>")
				return
			}
			out.WriteString(", ")
			stack = append(stack, t.Name)
		}
		if t.Packed {
			out.WriteString("packed ")
		}
		out.WriteString("(")
		for i, e := range t.Body {
			if i > 0 {
				out.WriteString(", ")
			}
			printPretty(out, e, stack)
		}
		out.WriteString(")>")
	case *TargetExtType:
		out.WriteString("target<" + quoteString(t.Name))
		for _, p := range t.TypeParams {
			// MLIR 22 prints the type parameters with printType, not
			// custom<PrettyLLVMType>: LLVM types in full (!llvm.void, !llvm.ptr),
			// at any depth, while a struct being printed still reads
			// !llvm.struct<"Name">.
			out.WriteString(", ")
			printFull(out, p, stack)
		}
		for _, p := range t.IntParams {
			out.WriteString(", " + strconv.FormatUint(uint64(p), 10))
		}
		out.WriteString(">")
	default:
		out.PrintType(t)
	}
}
