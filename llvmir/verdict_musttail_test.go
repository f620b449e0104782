package llvmir

import "testing"

// musttail calls are checked as LLVM's verifier checks them: varargs, return
// type and calling convention first, then the ret that must follow, then the
// prototypes and ABI-impacting attributes (or, for tailcc and swifttailcc, the
// attributes they cannot pass).
func TestMustTailVerdicts(t *testing.T) {
	fn := func(decl, def, body string) string {
		return decl + "\ndefine " + def + " {\n" + body + "}\n"
	}
	checkVerdictMessages(t, []verdictCase{
		{"same-prototype", fn("declare i32 @g(i32, ptr)", "i32 @f(i32 %x, ptr %p)", "  %r = musttail call i32 @g(i32 %x, ptr %p)\n  ret i32 %r\n")},
		{"void", fn("declare void @g(i32)", "void @f(i32 %x)", "  musttail call void @g(i32 %x)\n  ret void\n")},
		{"void-result-unused", fn("declare i32 @g()", "i32 @f()", "  %r = musttail call i32 @g()\n  ret i32 undef\n")},
		{"result-poison", fn("declare i32 @g()", "i32 @f()", "  %r = musttail call i32 @g()\n  ret i32 poison\n")},
		{"through-bitcast", fn("declare ptr @g()", "ptr @f()", "  %r = musttail call ptr @g()\n  %b = bitcast ptr %r to ptr\n  ret ptr %b\n")},
		{"varargs-forwarded", fn("declare void @g(i32, ...)", "void @f(i32 %x, ...)", "  musttail call void (i32, ...) @g(i32 %x, ...)\n  ret void\n")},
		{"byval-same", fn("declare void @g(ptr)", "void @f(ptr byval(i32) align 4 %p)", "  musttail call void @g(ptr byval(i32) align 4 %p)\n  ret void\n")},
		{"align-alone-ignored", fn("declare void @g(ptr)", "void @f(ptr align 4 %p)", "  musttail call void @g(ptr align 8 %p)\n  ret void\n")},
		{"mismatched-varargs", fn("declare void @g(...)", "void @f()", "  musttail call void (...) @g()\n  ret void\n")},
		{"mismatched-return", fn("declare i32 @g()", "void @f()", "  %r = musttail call i32 @g()\n  ret void\n")},
		{"mismatched-cc", fn("declare fastcc void @g()", "void @f()", "  musttail call fastcc void @g()\n  ret void\n")},
		{"result-not-returned", fn("declare i32 @g()", "i32 @f()", "  %r = musttail call i32 @g()\n  ret i32 0\n")},
		{"bitcast-not-returned", fn("declare ptr @g()", "ptr @f()", "  %r = musttail call ptr @g()\n  %b = bitcast ptr %r to ptr\n  ret ptr %r\n")},
		{"bitcast-of-other", fn("declare ptr @g()", "ptr @f()", "  %r = musttail call ptr @g()\n  %b = bitcast ptr null to ptr\n  ret ptr %b\n")},
		{"not-before-ret", fn("declare void @g()", "void @f()", "  musttail call void @g()\n  call void @g()\n  ret void\n")},
		{"parameter-count", fn("declare void @g(i32)", "void @f()", "  musttail call void @g(i32 0)\n  ret void\n")},
		{"parameter-type", fn("declare void @g(i8)", "void @f(i32 %x)", "  musttail call void @g(i8 0)\n  ret void\n")},
		{"parameter-addrspace", fn("declare void @g(ptr addrspace(1))", "void @f(ptr %x)", "  musttail call void @g(ptr addrspace(1) null)\n  ret void\n")},
		{"byval-dropped", fn("declare void @g(ptr)", "void @f(ptr byval(i32) %x)", "  musttail call void @g(ptr %x)\n  ret void\n")},
		{"byval-type", fn("declare void @g(ptr)", "void @f(ptr byval(i32) %x)", "  musttail call void @g(ptr byval(i64) %x)\n  ret void\n")},
		{"byval-align", fn("declare void @g(ptr)", "void @f(ptr byval(i32) align 4 %x)", "  musttail call void @g(ptr byval(i32) align 8 %x)\n  ret void\n")},
		{"inreg-added", fn("declare void @g(ptr)", "void @f(ptr %x)", "  musttail call void @g(ptr inreg %x)\n  ret void\n")},
		{"swiftself-added", fn("declare void @g(ptr)", "void @f(ptr %x)", "  musttail call void @g(ptr swiftself %x)\n  ret void\n")},
		{"inline-asm", "define void @f() {\n  musttail call void asm \"\", \"\"()\n  ret void\n}\n"},
		{"tailcc-other-prototype", fn("declare tailcc void @g(i32)", "tailcc void @f()", "  musttail call tailcc void @g(i32 0)\n  ret void\n")},
		{"tailcc-sret-byval", fn("declare tailcc void @g(ptr, ptr)", "tailcc void @f(ptr sret(i32) %p)", "  musttail call tailcc void @g(ptr sret(i32) %p, ptr byval(i32) %p)\n  ret void\n")},
		{"tailcc-varargs", fn("declare tailcc void @g(...)", "tailcc void @f(...)", "  musttail call tailcc void (...) @g(...)\n  ret void\n")},
		{"tailcc-inreg-callee", fn("declare tailcc void @g(ptr)", "tailcc void @f(ptr %p)", "  musttail call tailcc void @g(ptr inreg %p)\n  ret void\n")},
		{"tailcc-inreg-caller", fn("declare tailcc void @g(ptr)", "tailcc void @f(ptr inreg %p)", "  musttail call tailcc void @g(ptr inreg %p)\n  ret void\n")},
		{"tailcc-byref", fn("declare tailcc void @g(ptr)", "tailcc void @f(ptr %p)", "  musttail call tailcc void @g(ptr byref(i32) %p)\n  ret void\n")},
		{"tailcc-preallocated-caller", fn("declare tailcc void @g(ptr)", "tailcc void @f(ptr preallocated(i32) %p)", "  musttail call tailcc void @g(ptr %p)\n  ret void\n")},
		{"swifttailcc-inalloca", fn("declare swifttailcc void @g(ptr)", "swifttailcc void @f(ptr %p)", "  musttail call swifttailcc void @g(ptr inalloca(i32) %p)\n  ret void\n")},
	})
}
