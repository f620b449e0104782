package llvmir

import "testing"

// !llvm.module.flags is checked as Verifier::visitModuleFlags does, and its
// errors point at the offending flag's node.
func TestModuleFlagVerdicts(t *testing.T) {
	flags := func(nodes ...string) string {
		s := "!llvm.module.flags = !{"
		for i := range nodes {
			if i > 0 {
				s += ", "
			}
			s += "!" + string(rune('0'+i))
		}
		s += "}\n\n"
		for i, n := range nodes {
			s += "!" + string(rune('0'+i)) + " = " + n + "\n"
		}
		return s
	}
	checkVerdictMessages(t, []verdictCase{
		{"error-ok", flags(`!{i32 1, !"a", i32 1}`)},
		{"behavior-0", flags(`!{i32 1, !"b", i32 1}`, `!{i32 0, !"a", i32 1}`)},
		{"behavior-9", flags(`!{i32 9, !"a", i32 1}`)},
		{"behavior-i64", flags(`!{i64 1, !"a", i32 1}`)},
		{"behavior-not-int", flags(`!{!"x", !"a", i32 1}`)},
		{"two-operands", flags(`!{i32 1, !"a"}`)},
		{"id-not-string", flags(`!{i32 1, i32 2, i32 1}`)},
		{"warning-ok", flags(`!{i32 2, !"a", !"b"}`)},
		{"override-ok", flags(`!{i32 4, !"a", null}`)},
		{"require-not-pair", flags(`!{i32 3, !"a", i32 1}`)},
		{"require-first-not-string", flags(`!{i32 3, !"a", !{i32 1, i32 2}}`)},
		{"require-absent", flags(`!{i32 3, !"a", !{!"b", i32 2}}`)},
		{"require-present", "!llvm.module.flags = !{!0, !2}\n\n!0 = !{i32 3, !\"a\", !1}\n!1 = !{!\"b\", i32 2}\n!2 = !{i32 1, !\"b\", i32 2}\n"},
		{"require-other-value", flags(`!{i32 1, !"b", i32 3}`, `!{i32 3, !"a", !{!"b", i32 2}}`)},
		{"append-not-node", flags(`!{i32 5, !"a", i32 1}`)},
		{"append-unique-not-node", flags(`!{i32 6, !"a", i32 1}`)},
		{"append-ok", "!llvm.module.flags = !{!0}\n\n!0 = !{i32 5, !\"a\", !1}\n!1 = !{i32 1}\n"},
		{"max-not-int", flags(`!{i32 7, !"a", !"x"}`)},
		{"min-not-int", flags(`!{i32 8, !"a", !"x"}`)},
		{"min-negative", flags(`!{i32 8, !"a", i32 -1}`)},
		{"min-ok", flags(`!{i32 8, !"a", i32 3}`)},
		{"duplicate-id", flags(`!{i32 1, !"a", i32 1}`, `!{i32 2, !"a", i32 1}`)},
		{"wchar-size-string", flags(`!{i32 1, !"wchar_size", !"x"}`)},
		{"pic-level-upgraded-to-min", flags(`!{i32 1, !"PIC Level", !"x"}`)},
		{"linker-options", flags(`!{i32 1, !"Linker Options", i32 1}`)},
		{"semantic-interposition-string", flags(`!{i32 1, !"SemanticInterposition", !"x"}`)},
		{"flag-not-node", "!llvm.module.flags = !{!\"x\"}\n"},
		{"flag-not-reference", "!llvm.module.flags = !{i32 1}\n"},
		{"flag-bare-exclaim", "!llvm.module.flags = !{!}\n"},
	})
}
