package llvmir

import "testing"

// Named non-struct types are aliases (uses print the aliased type); they
// cannot be forward referenced nor recursive.
func TestTypeAliasVerdicts(t *testing.T) {
	checkVerdictMessages(t, []verdictCase{
		{"alias-array-of-struct", "%t0 = type { i8 }\n%t1 = type [2 x %t0]\n@g = external global %t1\n"},
		{"alias-int", "%t1 = type i32\n@g = global %t1 5\n"},
		{"alias-ptr-in-signature", "%t1 = type ptr\n\ndefine %t1 @f(%t1 %x) {\n  ret %t1 %x\n}\n"},
		{"alias-of-alias", "%a = type i16\n%b = type [2 x %a]\n@g = global %b zeroinitializer\n"},
		{"alias-vector", "%t1 = type <4 x i32>\n@g = external global %t1\n"},
		{"alias-packed-struct", "%t1 = type <{ i32 }>\n@g = external global %t1\n"},
		{"alias-function-type", "%t1 = type i32 (i32)\n@g = external global ptr\n"},
		{"alias-label", "%t1 = type label\n"},
		{"alias-numbered", "%0 = type i32\n@g = external global %0\n"},
		{"alias-forward-reference", "%t1 = type %t2\n%t2 = type i32\n@g = global %t1 5\n"},
		{"alias-forward-from-struct", "%t2 = type { %t1 }\n%t1 = type i32\n@g = external global %t2\n"},
		{"alias-forward-from-global", "@g = external global %t1\n%t1 = type i32\n"},
		{"alias-self", "%t1 = type %t1\n"},
		{"alias-recursive", "%t1 = type [2 x %t1]\n"},
		{"alias-redefined", "%t1 = type i32\n%t1 = type i32\n"},
		{"alias-then-struct", "%t1 = type i32\n%t1 = type { i32 }\n"},
		{"struct-then-alias", "%t1 = type { i32 }\n%t1 = type i32\n"},
		{"alias-then-opaque", "%t1 = type i32\n%t1 = type opaque\n"},
		{"opaque-then-alias", "%t1 = type opaque\n%t1 = type i32\n"},
		{"alias-then-packed", "%t1 = type i32\n%t1 = type <{ i8 }>\n"},
		{"alias-void", "%t1 = type void\n"},
		{"alias-of-struct-binds-nothing", "%t1 = type opaque\n%t2 = type %t1\n@g = external global %t2\n"},
		{"alias-typed-pointer-suffix", "%t1 = type <4 x i32>*\n"},
		{"alias-scalable-in-global", "%t1 = type <vscale x 2 x i32>\n@g = external global [2 x %t1]\n"},
	})
}

// Scalable vectors may be array elements and struct fields; such a struct is
// sized only when all its fields are one scalable vector type, and sizes are
// taken at parse time (a struct defined later is still opaque).
func TestSizedTypeVerdicts(t *testing.T) {
	fn := func(body string) string {
		return "define void @f(ptr %p) {\n" + body + "  ret void\n}\n"
	}
	checkVerdictMessages(t, []verdictCase{
		{"array-of-scalable-type", "%s = type { [2 x <vscale x 2 x i32>] }\n\ndeclare void @h(%s)\n"},
		{"struct-mixed-scalable-type", "%s = type { i32, <vscale x 2 x i32> }\n\ndeclare void @h(%s)\n"},
		{"global-array-of-scalable", "@g = external global [2 x <vscale x 2 x i32>]\n"},
		{"global-struct-of-scalable", "@g = external global { i32, <vscale x 2 x i32> }\n"},
		{"global-svcount-array", "@g = global [2 x target(\"aarch64.svcount\")] zeroinitializer\n"},
		{"alloca-array-of-scalable", fn("  %a = alloca [2 x <vscale x 2 x i32>], align 8\n")},
		{"alloca-homogeneous-struct", fn("  %a = alloca { <vscale x 2 x i32>, <vscale x 2 x i32> }, align 8\n")},
		{"alloca-mixed-scalable", fn("  %a = alloca { i32, <vscale x 2 x i32> }\n")},
		{"alloca-differing-scalable", fn("  %a = alloca { <vscale x 2 x i32>, <vscale x 4 x i16> }\n")},
		{"alloca-nested-scalable", fn("  %a = alloca { { <vscale x 2 x i32> } }\n")},
		{"alloca-struct-of-scalable-array", fn("  %a = alloca { [2 x <vscale x 2 x i32>] }\n")},
		{"alloca-array-of-mixed", fn("  %a = alloca [2 x { i32, <vscale x 2 x i32> }]\n")},
		{"alloca-opaque", "%s = type opaque\n\n" + fn("  %a = alloca %s\n")},
		{"alloca-opaque-field", "%s = type { %o }\n%o = type opaque\n\n" + fn("  %a = alloca %s\n")},
		{"alloca-defined-later", fn("  %a = alloca %s\n") + "\n%s = type { i32 }\n"},
		{"alloca-target-unsized", fn("  %a = alloca target(\"a\")\n")},
		{"alloca-x86-amx", fn("  %a = alloca x86_amx\n")},
		{"alloca-token", fn("  %a = alloca token\n")},
		{"load-array-of-scalable", fn("  %a = load [2 x <vscale x 2 x i32>], ptr %p, align 8\n")},
		{"load-mixed-scalable", fn("  %a = load { i32, <vscale x 2 x i32> }, ptr %p\n")},
		{"load-opaque", "%s = type opaque\n\n" + fn("  %a = load %s, ptr %p\n")},
		{"load-opaque-field", "%s = type { %o }\n%o = type opaque\n\n" + fn("  %a = load %s, ptr %p\n")},
		{"load-function-type", fn("  %a = load void (), ptr %p\n")},
		{"load-label", fn("  %a = load label, ptr %p\n")},
		{"load-metadata", fn("  %a = load metadata, ptr %p\n")},
		{"load-token", fn("  %a = load token, ptr %p\n")},
		{"load-target-unsized", fn("  %a = load target(\"a\"), ptr %p\n")},
		{"load-target-unsized-aligned", fn("  %a = load target(\"a\"), ptr %p, align 4\n")},
		{"load-svcount-struct", fn("  %a = load { target(\"aarch64.svcount\") }, ptr %p\n")},
		{"load-from-int", "define void @f(i32 %p) {\n  %a = load i32, i32 %p\n  ret void\n}\n"},
		{"load-atomic-no-align", fn("  %a = load atomic i32, ptr %p release\n")},
		{"load-atomic-release", fn("  %a = load atomic i32, ptr %p release, align 4\n")},
		{"store-to-int", "define void @f(i32 %v) {\n  store i32 %v, i32 %v\n  ret void\n}\n"},
		{"store-mixed-scalable", "define void @f(ptr %p, { i32, <vscale x 2 x i32> } %v) {\n  store { i32, <vscale x 2 x i32> } %v, ptr %p\n  ret void\n}\n"},
		{"store-array-of-scalable", "define void @f(ptr %p, [2 x <vscale x 2 x i32>] %v) {\n  store [2 x <vscale x 2 x i32>] %v, ptr %p, align 8\n  ret void\n}\n"},
		{"store-target-unsized", "define void @f(ptr %p, target(\"a\") %v) {\n  store target(\"a\") %v, ptr %p\n  ret void\n}\n"},
		{"store-target-unsized-aligned", "define void @f(ptr %p, target(\"a\") %v) {\n  store target(\"a\") %v, ptr %p, align 4\n  ret void\n}\n"},
		{"store-atomic-no-align", "define void @f(ptr %p, i32 %v) {\n  store atomic i32 %v, ptr %p acquire\n  ret void\n}\n"},
		{"store-atomic-acquire", "define void @f(ptr %p, i32 %v) {\n  store atomic i32 %v, ptr %p acquire, align 4\n  ret void\n}\n"},
		{"gep-array-of-scalable", fn("  %a = getelementptr [2 x <vscale x 2 x i32>], ptr %p, i64 0, i64 1\n")},
		{"gep-homogeneous-struct", fn("  %a = getelementptr { <vscale x 2 x i32>, <vscale x 2 x i32> }, ptr %p, i64 0, i32 1\n")},
		{"gep-homogeneous-struct-no-index", fn("  %a = getelementptr { <vscale x 2 x i32>, <vscale x 2 x i32> }, ptr %p\n")},
		{"gep-mixed-scalable", fn("  %a = getelementptr { i32, <vscale x 2 x i32> }, ptr %p, i64 0, i32 1\n")},
		{"gep-through-array-to-scalable-struct", fn("  %a = getelementptr [2 x { <vscale x 2 x i32>, <vscale x 2 x i32> }], ptr %p, i64 0, i64 0, i32 1\n")},
		{"gep-opaque-field", "%s = type { %o }\n%o = type opaque\n\n" + fn("  %a = getelementptr %s, ptr %p, i64 1\n")},
		{"gep-defined-later", fn("  %a = getelementptr %s, ptr %p, i64 1\n") + "\n%s = type { i32 }\n"},
		{"gep-index-not-int", fn("  %a = getelementptr i32, ptr %p, ptr %p\n")},
		{"gep-base-not-pointer", "define void @f(i32 %x) {\n  %a = getelementptr i32, i32 %x, i64 1\n  ret void\n}\n"},
		{"gep-bad-struct-index", fn("  %a = getelementptr { i32 }, ptr %p, i64 0, i32 1\n")},
		{"const-gep-scalable-vector", "@g = global ptr getelementptr (<vscale x 2 x i32>, ptr null, i64 1)\n"},
		{"const-gep-array-of-scalable", "@g = global ptr getelementptr ([2 x <vscale x 2 x i32>], ptr null, i64 1)\n"},
		{"const-gep-homogeneous-struct", "@g = global ptr getelementptr ({ <vscale x 2 x i32>, <vscale x 2 x i32> }, ptr null, i64 1)\n"},
		{"const-gep-mixed-scalable", "@g = global ptr getelementptr ({ i32, <vscale x 2 x i32> }, ptr null, i64 1)\n"},
		{"extractvalue-array-of-scalable", "define void @f([2 x <vscale x 2 x i32>] %v) {\n  %e = extractvalue [2 x <vscale x 2 x i32>] %v, 1\n  ret void\n}\n"},
		{"param-mixed-scalable", "define void @f({ i32, <vscale x 2 x i32> } %x) {\n  ret void\n}\n"},
	})
}

// optnone's companions are checked through attribute groups too, and inline
// asm keywords come at most once each, in LLParser's order.
func TestOptnoneAndAsmKeywordVerdicts(t *testing.T) {
	fn := func(attrs, group string) string {
		s := "define void @f() " + attrs + " {\n  ret void\n}\n"
		if group != "" {
			s += "\nattributes #0 = { " + group + " }\n"
		}
		return s
	}
	asm := func(kws string) string {
		return "define void @f() {\n  call void asm " + kws + " \"nop\", \"\"()\n  ret void\n}\n"
	}
	checkVerdictMessages(t, []verdictCase{
		{"optnone-inline-ok", fn("noinline optnone", "")},
		{"optnone-inline-alone", fn("optnone", "")},
		{"optnone-group-ok", fn("#0", "noinline optnone")},
		{"optnone-group-alone", fn("#0", "optnone")},
		{"optnone-group-noinline-inline", fn("noinline #0", "optnone")},
		{"optnone-group-optsize", fn("#0", "noinline optnone optsize")},
		{"optnone-group-minsize", fn("#0", "noinline optnone minsize")},
		{"optnone-group-optdebug", fn("#0", "noinline optnone optdebug")},
		{"optnone-declaration", "declare void @f() #0\n\nattributes #0 = { optnone }\n"},
		{"asm-all-keywords", asm("sideeffect alignstack inteldialect unwind")},
		{"asm-keyword-twice", asm("alignstack alignstack")},
		{"asm-keywords-out-of-order", asm("alignstack sideeffect")},
	})
}

// Input that ends inside a function body.
func TestEndOfFileVerdicts(t *testing.T) {
	checkVerdictMessages(t, []verdictCase{
		{"eof-after-brace", "define void @f() {\n"},
		{"eof-after-equals", "define void @f() {\n  %x = "},
		{"eof-after-label", "define void @f() {\nb:\n"},
		{"eof-after-ret", "define void @f() {\n  ret void\n"},
	})
}

// A function type's parameter list may not end with a comma.
func TestFunctionTypeVerdicts(t *testing.T) {
	checkVerdictMessages(t, []verdictCase{
		{"call-type-trailing-comma", "declare void @g(i32, ...)\n\ndefine void @v(i32 %x, ...) {\n  call void (i32, ) @g(i32 %x)\n  ret void\n}\n"},
		{"call-type-varargs", "declare void @g(i32, ...)\n\ndefine void @v(i32 %x, ...) {\n  call void (i32, ...) @g(i32 %x)\n  ret void\n}\n"},
		{"declare-trailing-comma", "declare void @v(i32, )\n"},
		{"global-type-trailing-comma", "@p = external global ptr\n@q = global ptr @p, !x !{void (i32, )* null}\n"},
	})
}
