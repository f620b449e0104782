package llvmir

import "testing"

// Calls of intrinsics are checked against LLVM 22's intrinsic table
// (intrinsics_gen.go): signatures, ImmArg parameters, uses other than as a
// callee, and the declarations llvm-as makes for undeclared intrinsics.
func TestIntrinsicVerdicts(t *testing.T) {
	call := func(decl, inst string) string {
		return "declare " + decl + "\n\ndefine void @f(ptr %p, i1 %c, i32 %i, <4 x i32> %v) {\n  " + inst + "\n  ret void\n}\n"
	}
	undeclared := func(insts string) string {
		return "define void @f(ptr %p, i1 %c, i32 %i) {\n" + insts + "  ret void\n}\n"
	}
	checkVerdictMessages(t, []verdictCase{
		{"memcpy-ok", call("void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)", "call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 1, i1 false)")},
		{"memcpy-bad-return", call("i32 @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)", "%r = call i32 @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 1, i1 false)")},
		{"memcpy-len-i32", call("void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)", "call void @llvm.memcpy.p0.p0.i32(ptr %p, ptr %p, i32 1, i1 false)")},
		{"memcpy-too-few", call("void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64)", "call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 1)")},
		{"memcpy-old-five-arguments", call("void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1, i1)", "call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 1, i1 false, i1 false)")},
		{"memcpy-float-len", call("void @llvm.memcpy.p0.p0.f32(ptr, ptr, float, i1)", "call void @llvm.memcpy.p0.p0.f32(ptr %p, ptr %p, float 1.0, i1 false)")},
		{"memcpy-immarg-variable", call("void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)", "call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 1, i1 %c)")},
		{"memcpy-immarg-poison", call("void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)", "call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 1, i1 poison)")},
		{"memcpy-len-variable", call("void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)", "call void @llvm.memcpy.p0.p0.i32(ptr %p, ptr %p, i32 %i, i1 false)")},
		{"trap-with-arg", call("void @llvm.trap(i32)", "call void @llvm.trap(i32 1)")},
		{"trap-suffix-not-intrinsic", call("void @llvm.trap.x(i32)", "call void @llvm.trap.x(i32 1)")},
		{"unknown-declared", call("void @llvm.foo(i32)", "call void @llvm.foo(i32 1)")},
		{"ctpop-ok", call("i32 @llvm.ctpop.i32(i32)", "%r = call i32 @llvm.ctpop.i32(i32 1)")},
		{"ctpop-float", call("float @llvm.ctpop.f32(float)", "%r = call float @llvm.ctpop.f32(float 1.0)")},
		{"ctpop-mismatched-arg", call("i32 @llvm.ctpop.i32(i64)", "%r = call i32 @llvm.ctpop.i32(i64 1)")},
		{"ctpop-vector", call("<4 x i32> @llvm.ctpop.v4i32(<4 x i32>)", "%r = call <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %v)")},
		{"ctpop-in-unreachable-block", "declare float @llvm.ctpop.f32(float)\n\ndefine void @f() {\n  ret void\n\nu:\n  %r = call float @llvm.ctpop.f32(float 1.0)\n  ret void\n}\n"},
		{"sadd-overflow-ok", call("{ i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)", "%r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 1, i32 2)")},
		{"sadd-overflow-wrong-flag", call("{ i32, i8 } @llvm.sadd.with.overflow.i32(i32, i32)", "%r = call { i32, i8 } @llvm.sadd.with.overflow.i32(i32 1, i32 2)")},
		{"sadd-overflow-vector-flag", call("{ <4 x i32>, <4 x i1> } @llvm.sadd.with.overflow.v4i32(<4 x i32>, <4 x i32>)", "%r = call { <4 x i32>, <4 x i1> } @llvm.sadd.with.overflow.v4i32(<4 x i32> %v, <4 x i32> %v)")},
		{"sadd-overflow-scalar-flag-for-vector", call("{ <4 x i32>, i1 } @llvm.sadd.with.overflow.v4i32(<4 x i32>, <4 x i32>)", "%r = call { <4 x i32>, i1 } @llvm.sadd.with.overflow.v4i32(<4 x i32> %v, <4 x i32> %v)")},
		{"sadd-overflow-second-arg", call("{ i32, i1 } @llvm.sadd.with.overflow.i32(i32, i64)", "%r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 1, i64 2)")},
		{"x86-pmovmskb-ok", call("i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8>)", "%r = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> zeroinitializer)")},
		{"x86-pmovmskb-wrong-vector", call("i32 @llvm.x86.sse2.pmovmskb.128(<16 x i16>)", "%r = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i16> zeroinitializer)")},
		{"donothing-vararg", call("void @llvm.donothing(...)", "call void (...) @llvm.donothing()")},
		{"va-start-vararg", call("void @llvm.va_start.p0(ptr, ...)", "call void (ptr, ...) @llvm.va_start.p0(ptr %p)")},
		{"va-start-ok", call("void @llvm.va_start.p0(ptr)", "call void @llvm.va_start.p0(ptr %p)")},
		{"masked-load-current", call("<4 x i32> @llvm.masked.load.v4i32.p0(ptr, <4 x i1>, <4 x i32>)", "%r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, <4 x i1> zeroinitializer, <4 x i32> %v)")},
		{"masked-load-current-mask-width", call("<4 x i32> @llvm.masked.load.v4i32.p0(ptr, <8 x i1>, <4 x i32>)", "%r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, <8 x i1> zeroinitializer, <4 x i32> %v)")},
		{"masked-load-old-align-argument", call("<4 x i32> @llvm.masked.load.v4i32.p0(ptr, i32, <4 x i1>, <4 x i32>)", "%r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, i32 4, <4 x i1> zeroinitializer, <4 x i32> %v)")},
		{"masked-gather-old-align-argument", call("<4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr>, i32, <4 x i1>, <4 x i32>)", "%r = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> zeroinitializer, i32 4, <4 x i1> zeroinitializer, <4 x i32> %v)")},
		{"vector-reduce-ok", call("i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)", "%r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)")},
		{"vector-reduce-wrong-elem", call("i64 @llvm.vector.reduce.add.v4i32(<4 x i32>)", "%r = call i64 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)")},
		{"fptrunc-round-ok", call("half @llvm.fptrunc.round.f16.f32(float, metadata)", "%r = call half @llvm.fptrunc.round.f16.f32(float 1.0, metadata !\"round.downward\")")},
		{"address-taken-in-global", "declare void @llvm.trap()\n\n@g = global ptr @llvm.trap\n"},
		{"address-taken-as-argument", "declare void @llvm.trap()\n\ndeclare void @h(ptr)\n\ndefine void @f() {\n  call void @h(ptr @llvm.trap)\n  ret void\n}\n"},
		{"address-taken-unknown-llvm-name", "declare void @llvm.foo()\n\n@g = global ptr @llvm.foo\n"},
		{"called-through-other-type", "declare i32 @llvm.ctpop.i32(i32)\n\ndefine void @f() {\n  %r = call i64 @llvm.ctpop.i32(i64 1)\n  ret void\n}\n"},
		{"undeclared-unknown", undeclared("  call void @llvm.foo()\n")},
		{"undeclared-bad-signature", undeclared("  call void @llvm.trap(i32 1)\n")},
		{"undeclared-second-call-bad", undeclared("  call void @llvm.trap()\n  call void @llvm.trap(i32 1)\n")},
		{"undeclared-not-callee", undeclared("  call void @llvm.trap()\n") + "\n@g = global ptr @llvm.trap\n"},
		{"undeclared-unknown-not-callee", "@g = global ptr @llvm.foo\n"},
		{"undeclared-name-order", "@h = global ptr @llvm.trap\n@g = global ptr @llvm.foo\n"},
		{"undeclared-before-undefined", "@h = global ptr @x\n@g = global ptr @llvm.trap\n"},
		{"undeclared-ok", undeclared("  call void @llvm.trap()\n")},
		{"undeclared-two-overloads", undeclared("  %a = call i32 @llvm.ctpop.i32(i32 1)\n  %b = call i64 @llvm.ctpop.i64(i64 1)\n")},
		{"undeclared-overload-mismatch", undeclared("  %a = call i32 @llvm.ctpop.i32(i32 1)\n  %b = call i64 @llvm.ctpop.i32(i32 1)\n")},
		{"immarg-on-declaration", "declare void @llvm.foo.bar(i32 immarg)\n\ndefine void @f(i32 %i) {\n  call void @llvm.foo.bar(i32 %i)\n  ret void\n}\n"},
	})
}

// LookupIntrinsic finds the longest intrinsic name that the name is, or that
// prefixes it at a '.', and accepts a longer name only for an overloaded one.
func TestLookupIntrinsic(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"llvm.memcpy.p0.p0.i64", "llvm.memcpy"},
		{"llvm.memcpy.inline.p0.p0.i64", "llvm.memcpy.inline"},
		{"llvm.memcpy", "llvm.memcpy"},
		{"llvm.trap", "llvm.trap"},
		{"llvm.trap.x", ""},
		{"llvm.foo", ""},
		{"llvm", ""},
		{"memcpy", ""},
		{"llvm.x86.sse2.pmovmskb.128", "llvm.x86.sse2.pmovmskb.128"},
		{"llvm.x86.sse2.pmovmskb", ""},
	} {
		got := ""
		if it := LookupIntrinsic(c.name); it != nil {
			got = it.Name
		}
		if got != c.want {
			t.Errorf("LookupIntrinsic(%q) = %q, want %q", c.name, got, c.want)
		}
	}
	it := LookupIntrinsic("llvm.memcpy.p0.p0.i64")
	if it == nil || !it.Overloaded || !it.NoDefaultAttrs || len(it.ImmArgs()) != 1 || it.ImmArgs()[0] != 3 {
		t.Errorf("llvm.memcpy: %+v, want overloaded, default attributes disabled, ImmArg 3", it)
	}
}
