package llvmir

import "testing"

// !tbaa attachments are checked as LLVM's TBAAVerifier checks them, after
// llvm-as's upgrade of old-style scalar tags. (Printing is not compared: an
// upgraded tag prints as a new node.)
func TestTBAAVerdicts(t *testing.T) {
	const root = "!0 = !{!\"root\"}\n!1 = !{!\"int\", !0, i64 0}\n"
	fn := func(inst, md string) string {
		return "define void @f(ptr %p, i32 %x) {\n  " + inst + "\n  ret void\n}\n\n" + md
	}
	load := func(md string) string { return fn("%a = load i32, ptr %p, align 4, !tbaa !2", root+md) }
	checkVerdictMessagesNoPrint(t, []verdictCase{
		{"on-add", fn("%a = add i32 %x, 1, !tbaa !2", root+"!2 = !{!1, !1, i64 0}\n")},
		{"on-alloca", fn("%a = alloca i32, align 4, !tbaa !2", root+"!2 = !{!1, !1, i64 0}\n")},
		{"on-load", load("!2 = !{!1, !1, i64 0}\n")},
		{"on-store", fn("store i32 %x, ptr %p, align 4, !tbaa !2", root+"!2 = !{!1, !1, i64 0}\n")},
		{"on-call", fn("call void @f(ptr %p, i32 %x), !tbaa !2", root+"!2 = !{!1, !1, i64 0}\n")},
		{"on-atomicrmw", fn("%a = atomicrmw add ptr %p, i32 1 seq_cst, align 4, !tbaa !2", root+"!2 = !{!1, !1, i64 0}\n")},
		{"on-va-arg", fn("%a = va_arg ptr %p, i32, !tbaa !2", root+"!2 = !{!1, !1, i64 0}\n")},
		{"two-operands", load("!2 = !{!1, !1}\n")},
		{"five-operands", load("!2 = !{!1, !1, i64 0, i64 0, i64 0}\n")},
		{"offset-i32", load("!2 = !{!1, !1, i32 0}\n")},
		{"offset-not-zero", load("!2 = !{!1, !1, i64 4}\n")},
		{"offset-not-constant", load("!2 = !{!1, !1, !\"x\"}\n")},
		{"immutable-2", load("!2 = !{!1, !1, i64 0, i64 2}\n")},
		{"immutable-1", load("!2 = !{!1, !1, i64 0, i64 1}\n")},
		{"immutable-not-constant", load("!2 = !{!1, !1, i64 0, !\"x\"}\n")},
		{"access-not-node", load("!2 = !{!1, !\"x\", i64 0}\n")},
		{"old-style-scalar-tag", fn("%a = load i32, ptr %p, align 4, !tbaa !1", root)},
		{"old-style-root-tag", fn("%a = load i32, ptr %p, align 4, !tbaa !0", root)},
		{"old-style-string-base", load("!2 = !{!\"x\", !1, i64 0}\n")},
		{"struct-field-0", load("!2 = !{!3, !1, i64 0}\n!3 = !{!\"s\", !1, i64 0, !1, i64 4}\n")},
		{"struct-field-4", load("!2 = !{!3, !1, i64 4}\n!3 = !{!\"s\", !1, i64 0, !1, i64 4}\n")},
		{"struct-past-last-field", load("!2 = !{!3, !1, i64 8}\n!3 = !{!\"s\", !1, i64 0, !1, i64 4}\n")},
		{"struct-decreasing-offsets", load("!2 = !{!3, !1, i64 0}\n!3 = !{!\"s\", !1, i64 4, !1, i64 0}\n")},
		{"struct-before-first-field", load("!2 = !{!3, !1, i64 1}\n!3 = !{!\"s\", !1, i64 2, !1, i64 4}\n")},
		{"struct-even-operands", load("!2 = !{!3, !1, i64 0}\n!3 = !{!\"s\", !1, i64 0, !1}\n")},
		{"struct-field-not-node", load("!2 = !{!3, !1, i64 0}\n!3 = !{!\"s\", !\"x\", i64 0}\n")},
		{"struct-offset-not-constant", load("!2 = !{!3, !1, i64 0}\n!3 = !{!\"s\", !1, !\"x\"}\n")},
		{"struct-mixed-widths", load("!2 = !{!3, !1, i64 0}\n!3 = !{!\"s\", !1, i64 0, !1, i32 4}\n")},
		{"struct-cycle", load("!2 = !{!3, !1, i64 0}\n!3 = !{!\"s\", !3, i64 0}\n")},
		{"access-type-not-in-path", load("!2 = !{!1, !3, i64 0}\n!3 = !{!\"char\", !0, i64 0}\n")},
		{"empty-root", fn("%a = load i32, ptr %p, align 4, !tbaa !2", "!0 = !{}\n!1 = !{!\"int\", !0, i64 0}\n!2 = !{!1, !1, i64 0}\n")},
		{"scalar-without-offset", fn("%a = load i32, ptr %p, align 4, !tbaa !2", "!0 = !{!\"root\"}\n!1 = !{!\"int\", !0}\n!2 = !{!1, !1, i64 0}\n")},
		{"scalar-offset-i32", fn("%a = load i32, ptr %p, align 4, !tbaa !2", "!0 = !{!\"root\"}\n!1 = !{!\"int\", !0, i32 0}\n!2 = !{!1, !1, i64 0}\n")},
		{"new-format-ok", load("!2 = !{!3, !3, i64 0, i64 4}\n!3 = !{!0, i64 4, !\"int\"}\n")},
		{"new-format-three-operands", load("!2 = !{!3, !3, i64 0}\n!3 = !{!0, i64 4, !\"int\"}\n")},
		{"new-format-size-not-constant", load("!2 = !{!3, !3, i64 0, !\"x\"}\n!3 = !{!0, i64 4, !\"int\"}\n")},
	})
}
