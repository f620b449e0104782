package llvmir

import (
	"os"
	"regexp"
	"testing"
)

// Debug info flags are known flag names or unsigned integers joined by '|';
// alloca's optional parts come in LLParser's order; sanitizer keywords are
// global variable properties, not attributes.
func TestFlagsAllocaSanitizerVerdicts(t *testing.T) {
	basic := func(flags string) string { return "!0 = !DIBasicType(name: \"x\", flags: " + flags + ")\n" }
	sp := func(flags string) string { return "!0 = distinct !DISubprogram(name: \"x\", spFlags: " + flags + ")\n" }
	alloca := func(inst string) string { return "define void @f() {\n  " + inst + "\n  ret void\n}\n" }
	checkVerdictMessagesNoPrint(t, []verdictCase{
		{"flag-zero-or-keyword", basic("DIFlagZero | alloca")},
		{"flag-keyword", basic("alloca")},
		{"flag-int", basic("3")},
		{"flag-negative", basic("-3")},
		{"flag-too-large", basic("4294967296")},
		{"flag-name-or-int", basic("DIFlagPublic | 3")},
		{"flag-trailing-bar", basic("DIFlagPublic |")},
		{"flag-sp-in-flags", basic("DISPFlagLocalToUnit")},
		{"flag-unknown", basic("DIFlagBogus")},
		{"flag-largest", basic("DIFlagLargest")},
		{"flag-indirect-virtual-base", basic("DIFlagIndirectVirtualBase")},
		{"spflag-di-flag", sp("DIFlagZero")},
		{"spflag-unknown", sp("DISPFlagBogus")},
		{"spflag-zero", sp("DISPFlagZero")},
		{"spflag-largest", sp("DISPFlagLargest")},
		{"spflag-int-or-name", sp("0 | DISPFlagLocalToUnit")},
		{"spflag-objc-direct", sp("DISPFlagObjCDirect")},
		{"alloca-align-twice", alloca("%c = alloca [4 x i32], align 2, align 4")},
		{"alloca-count-align-addrspace", alloca("%c = alloca i32, i32 2, align 4, addrspace(1)")},
		{"alloca-align-two-addrspaces", alloca("%c = alloca i32, align 4, addrspace(1), addrspace(2)")},
		{"alloca-align-addrspace-md", alloca("%c = alloca i32, align 4, addrspace(1), !x !{}")},
		{"alloca-addrspace-align", alloca("%c = alloca i32, addrspace(1), align 4")},
		{"alloca-count-count", alloca("%c = alloca i32, i32 2, i32 3")},
		{"alloca-count-trailing-comma", alloca("%c = alloca i32, i32 2,")},
		{"alloca-md-align", alloca("%c = alloca i32, !x !{}, align 4")},
		{"alloca-float-count", alloca("%c = alloca i32, float 2.0")},
		{"alloca-align-md-addrspace", alloca("%c = alloca i32, align 4, !x !{}, addrspace(1)")},
		{"sanitizer-in-group", "attributes #0 = { no_sanitize_address }\n"},
		{"sanitizer-on-function", "define void @f() no_sanitize_address {\n  ret void\n}\n"},
		{"sanitizer-twice-without-comma", "@san = global i32 0, no_sanitize_address, no_sanitize_hwaddress no_sanitize_hwaddress\n"},
		{"sanitizers-all", "@san = global i32 0, no_sanitize_address, sanitize_address_dyninit, sanitize_memtag, no_sanitize_hwaddress\n"},
		{"memtag-property-and-attribute", "@san = global i32 0, sanitize_memtag sanitize_memtag\n"},
		{"sanitizer-without-comma", "@san = global i32 0 no_sanitize_address\n"},
	})
}

// The flag names Ferry accepts are those of LLVM 22's DebugInfoFlags.def,
// without Zero (no flag) and Largest (only in C++).
func TestDIFlagNames(t *testing.T) {
	def, err := os.ReadFile("/usr/include/llvm-22/llvm/IR/DebugInfoFlags.def")
	if err != nil {
		t.Skipf("LLVM 22 headers absent (%v): apt-get install -y llvm-22-dev", err)
	}
	for _, c := range []struct {
		macro string
		names map[string]bool
	}{{"HANDLE_DI_FLAG", diFlagNames}, {"HANDLE_DISP_FLAG", dispFlagNames}} {
		want := map[string]bool{}
		for _, m := range regexp.MustCompile(`(?m)^`+c.macro+`\(.*, (\w+)\)`).FindAllSubmatch(def, -1) {
			if n := string(m[1]); n != "Zero" && n != "Largest" {
				want[n] = true
			}
		}
		if len(want) == 0 {
			t.Fatalf("no %s lines found", c.macro)
		}
		for n := range want {
			if !c.names[n] {
				t.Errorf("%s(%s) is missing from Ferry's table", c.macro, n)
			}
		}
		for n := range c.names {
			if !want[n] {
				t.Errorf("%s is in Ferry's table but not a %s", n, c.macro)
			}
		}
	}
}

// Values and blocks share a function's names; nested no_cfi is accepted; an
// alloca's count ends the instruction unless a comma follows.
func TestNameClashAndNoCFIVerdicts(t *testing.T) {
	fn := func(body string) string { return "define void @f(i32 %a) {\n" + body + "}\n" }
	const f = "define void @f() {\n  ret void\n}\n\n"
	checkVerdictMessagesNoPrint(t, []verdictCase{
		{"value-after-label", fn("CF:\n  %CF = add i32 1, 2\n  ret void\n")},
		{"branch-to-value", fn("  %CF = add i32 1, 2\n  br label %CF\n\nCF:\n  ret void\n")},
		{"value-in-referenced-block", fn("  br label %CF\n\nCF:\n  %CF = add i32 1, 2\n  ret void\n")},
		{"value-while-referenced", fn("  br label %CF\n  %CF = add i32 1, 2\n  ret void\n\nCF:\n  ret void\n")},
		{"label-after-value", fn("  %CF = add i32 1, 2\n  ret void\n\nCF:\n  ret void\n")},
		{"label-like-parameter", fn("  ret void\n\na:\n  ret void\n")},
		{"two-undefined-values", fn("  %x = add i32 %u, %v\n  ret void\n")},
		{"alloca-count-then-align-without-comma", fn("  %c = alloca [4 x i32], i32 2 align 4\n  ret void\n")},
		{"no-cfi-twice", f + "@g = global ptr no_cfi no_cfi @f\n"},
		{"no-cfi-thrice", f + "@g = global ptr no_cfi no_cfi no_cfi @f\n"},
		{"no-cfi-dso-local-equivalent", f + "@g = global ptr no_cfi dso_local_equivalent @f\n"},
		{"dso-local-equivalent-no-cfi", f + "@g = global ptr dso_local_equivalent no_cfi @f\n"},
	})
}

// Metadata operand lists may not end with a comma; a missing operand is
// "expected metadata operand".
func TestMetadataOperandVerdicts(t *testing.T) {
	checkVerdictMessages(t, []verdictCase{
		{"node-trailing-comma", "!0 = distinct !{!0, }\n"},
		{"node-leading-comma", "!0 = !{, }\n"},
		{"node-null-trailing-comma", "!0 = !{null, }\n"},
		{"node-keyword", "!0 = !{foo}\n"},
		{"node-bare-integer", "!0 = !{1}\n"},
		{"named-trailing-comma", "!n = !{!0, }\n!0 = !{}\n"},
		{"attachment-trailing-comma", "define void @f() {\n  ret void, !x !{i32 1, }\n}\n"},
		{"argument-bare-integer", "declare void @g(metadata)\n\ndefine void @f() {\n  call void @g(metadata 1)\n  ret void\n}\n"},
	})
}

// Aliasees, ifunc resolvers, the string attributes the verifier knows, and
// !llvm.ident / !llvm.commandline.
func TestGlobalAndStringAttrVerdicts(t *testing.T) {
	attr := func(a string) string {
		return "define void @f() #0 {\n  ret void\n}\n\nattributes #0 = { " + a + " }\n"
	}
	const resolve = "define ptr @resolve() {\n  ret ptr null\n}\n\n"
	checkVerdictMessagesNoPrint(t, []verdictCase{
		{"ifunc-through-alias-to-variable", "@ss = global i32 0\n@a4 = private alias i32, ptr @ss\n@if1 = internal ifunc void (), ptr @a4\n\n" + resolve},
		{"ifunc-through-alias-to-function", "@a4 = private alias ptr (), ptr @resolve\n@if1 = internal ifunc void (), ptr @a4\n\n" + resolve},
		{"ifunc-declared-resolver", "@if1 = internal ifunc void (), ptr @resolve\n\ndeclare ptr @resolve()\n"},
		{"alias-null", "@ss = global i32 0\n@a3 = weak_odr alias i32, ptr null\n"},
		{"alias-gep", "@ss = global i32 0\n@a3 = alias i32, ptr getelementptr (i8, ptr @ss, i64 1)\n"},
		{"frame-pointer-bad", attr(`"frame-pointer"="no-trapping-math"`)},
		{"frame-pointer-empty", attr(`"frame-pointer"`)},
		{"frame-pointer-all", attr(`"frame-pointer"="all"`)},
		{"frame-pointer-reserved", attr(`"frame-pointer"="reserved"`)},
		{"patchable-entry-word", attr(`"patchable-function-entry"="x"`)},
		{"patchable-prefix-signed", attr(`"patchable-function-prefix"="+1"`)},
		{"patchable-prefix-ok", attr(`"patchable-function-prefix"="12"`)},
		{"warn-stack-size-too-large", attr(`"warn-stack-size"="4294967296"`)},
		{"frame-pointer-inline", "define void @f() \"frame-pointer\"=\"x\" {\n  ret void\n}\n"},
		{"frame-pointer-on-declaration", "declare void @f() \"frame-pointer\"=\"x\"\n"},
		{"frame-pointer-on-call", "declare void @g()\n\ndefine void @f() {\n  call void @g() \"frame-pointer\"=\"x\"\n  ret void\n}\n"},
		{"ident-two-strings", "!llvm.ident = !{!0}\n\n!0 = !{!\"a\", !\"b\"}\n"},
		{"ident-integer", "!llvm.ident = !{!0}\n\n!0 = !{i32 1}\n"},
		{"ident-ok", "!llvm.ident = !{!0}\n\n!0 = !{!\"clang\"}\n"},
		{"commandline-integer", "!llvm.commandline = !{!0}\n\n!0 = !{i32 1}\n"},
		{"commandline-empty", "!llvm.commandline = !{!0}\n\n!0 = !{}\n"},
	})
}

// Of several string attributes with one key, the last counts: inline ones
// first, then groups in the order referenced.
func TestStringAttrOverrideVerdicts(t *testing.T) {
	fn := func(attrs, groups string) string {
		return "define void @f() " + attrs + " {\n  ret void\n}\n\n" + groups
	}
	checkVerdictMessagesNoPrint(t, []verdictCase{
		{"inline-bad-group-good", fn(`"frame-pointer"="x" #0`, "attributes #0 = { \"frame-pointer\"=\"all\" }\n")},
		{"inline-good-group-bad", fn(`"frame-pointer"="all" #0`, "attributes #0 = { \"frame-pointer\"=\"x\" }\n")},
		{"groups-bad-then-good", fn("#0 #1", "attributes #0 = { \"frame-pointer\"=\"x\" }\nattributes #1 = { \"frame-pointer\"=\"all\" }\n")},
		{"groups-good-then-bad", fn("#1 #0", "attributes #0 = { \"frame-pointer\"=\"x\" }\nattributes #1 = { \"frame-pointer\"=\"all\" }\n")},
		{"in-group-empty-then-good", fn("#0", "attributes #0 = { \"frame-pointer\" \"frame-pointer\"=\"all\" }\n")},
		{"in-group-good-then-empty", fn("#0", "attributes #0 = { \"frame-pointer\"=\"all\" \"frame-pointer\" }\n")},
	})
	checkVerdicts(t, []verdictCase{
		{"in-group-last-value-printed", fn("#0", "attributes #0 = { \"a\"=\"2\" \"a\"=\"1\" }\n")},
	})
}

// The keyword fields LLParser checks itself: emission kinds, name table
// kinds and checksum kinds.
func TestDIEnumVerdicts(t *testing.T) {
	cu := func(field string) string {
		return "!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, " + field + ")\n!1 = !DIFile(filename: \"a\", directory: \"b\")\n"
	}
	file := func(kind string) string {
		return "!1 = !DIFile(filename: \"a\", directory: \"b\", checksumkind: " + kind + ", checksum: \"00\")\n"
	}
	checkVerdictMessagesNoPrint(t, []verdictCase{
		{"emission-full", cu("emissionKind: FullDebug")},
		{"emission-directives", cu("emissionKind: DebugDirectivesOnly")},
		{"emission-keyword", cu("emissionKind: file")},
		{"emission-3", cu("emissionKind: 3")},
		{"emission-7", cu("emissionKind: 7")},
		{"name-table-apple", cu("nameTableKind: Apple")},
		{"name-table-keyword", cu("nameTableKind: var")},
		{"name-table-5", cu("nameTableKind: 5")},
		{"checksum-md5", file("CSK_MD5")},
		{"checksum-sha256", file("CSK_SHA256")},
		{"checksum-unknown", file("CSK_X")},
		{"checksum-integer", file("1")},
	})
}

// vscale_range's bounds are powers of two, the minimum at most the maximum;
// a swifterror alloca allocates one pointer.
func TestVScaleRangeAndSwiftErrorVerdicts(t *testing.T) {
	fn := func(attrs string) string { return "define void @f() " + attrs + " {\n  ret void\n}\n" }
	alloca := func(inst string) string { return "define void @f(i32 %n) {\n  " + inst + "\n  ret void\n}\n" }
	checkVerdictMessagesNoPrint(t, []verdictCase{
		{"vscale-1", fn("vscale_range(1)")},
		{"vscale-116", fn("vscale_range(116)")},
		{"vscale-0", fn("vscale_range(0)")},
		{"vscale-2-4", fn("vscale_range(2,4)")},
		{"vscale-4-2", fn("vscale_range(4,2)")},
		{"vscale-2-3", fn("vscale_range(2,3)")},
		{"vscale-2-unbounded", fn("vscale_range(2,0)")},
		{"vscale-3-unbounded", fn("vscale_range(3,0)")},
		{"vscale-in-group", "define void @f() #0 {\n  ret void\n}\n\nattributes #0 = { vscale_range(3) }\n"},
		{"vscale-on-call", "declare void @g()\n\ndefine void @f() {\n  call void @g() vscale_range(3)\n  ret void\n}\n"},
		{"swifterror-8", alloca("%sw = alloca swifterror ptr, i32 8")},
		{"swifterror-1", alloca("%sw = alloca swifterror ptr, i32 1")},
		{"swifterror-variable", alloca("%sw = alloca swifterror ptr, i32 %n")},
	})
}

// blockaddress names a block of a function defined earlier only by its name:
// llvm-as takes the address of a numbered block only while parsing its
// function or before it is defined. A forward one names a block of the
// function as a branch would, with the same messages (at the constant) when
// the block is missing or is a value; a function that never gets a body is
// reported at its name. Also a branch to a number an instruction then takes.
func TestBlockAddressVerdicts(t *testing.T) {
	g := "define void @g() {\n  br label %1\n\n1:\n  ret void\n\nnamed:\n  ret void\n}\n"
	use := func(ba string) string {
		return "define void @f(ptr %p) {\n  store ptr " + ba + ", ptr %p, align 8\n  ret void\n}\n"
	}
	checkVerdictMessages(t, []verdictCase{
		{"numbered-after-definition", g + use("blockaddress(@g, %1)")},
		{"named-after-definition", g + use("blockaddress(@g, %named)")},
		{"numbered-before-definition", use("blockaddress(@g, %1)") + g},
		{"numbered-global-after-definition", g + "@x = global ptr blockaddress(@g, %1)\n"},
		{"numbered-global-before-definition", "@x = global ptr blockaddress(@g, %1)\n" + g},
		{"numbered-own-function", "define void @h(ptr %p) {\n  br label %1\n\n1:\n  store ptr blockaddress(@h, %1), ptr %p, align 8\n  ret void\n}\n"},
		{"numbered-missing-after-definition", g + use("blockaddress(@g, %7)")},
		{"named-missing-after-definition", g + use("blockaddress(@g, %nope)")},
		{"declaration", "declare void @g()\n" + use("blockaddress(@g, %1)")},
		{"numbered-missing-before-definition", use("blockaddress(@g, %7)") + g},
		{"named-missing-before-definition", use("blockaddress(@g, %nope)") + g},
		{"never-defined", use("blockaddress(@g, %1)")},
		{"global-missing-before-definition", "@x = global ptr blockaddress(@g, %nope)\n" + g},
		{"declared-after-use", use("blockaddress(@g, %1)") + "declare void @g()\n"},
		{"variable-defined-before", "@v = global i32 0\n" + use("blockaddress(@v, %1)")},
		{"variable-defined-after", use("blockaddress(@v, %1)") + "@v = global i32 0\n"},
		{"param-before-definition", use("blockaddress(@k, %0)") + "define void @k(i32 %0) {\n  br label %1\n\n1:\n  ret void\n}\n"},
		{"instruction-before-definition", use("blockaddress(@k, %1)") + "define i32 @k() {\n  %1 = add i32 1, 2\n  ret i32 %1\n}\n"},
		{"prefix-own-function", "define void @k() prefix ptr blockaddress(@k, %1) {\n  br label %1\n\n1:\n  ret void\n}\n"},
		{"branch-to-instruction-number", "define i32 @k() {\n  br label %2\n\n1:\n  %2 = add i32 1, 2\n  ret i32 %2\n}\n"},
		{"branch-to-unnamed-instruction", "define i32 @k() {\n  br label %2\n\n1:\n  add i32 1, 2\n  ret i32 0\n}\n"},
		{"two-uses-before-definition", use("blockaddress(@g, %1)") + "define void @h(ptr %p) {\n  store ptr blockaddress(@g, %named), ptr %p, align 8\n  ret void\n}\n" + g},
	})
}
