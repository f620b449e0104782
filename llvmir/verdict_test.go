package llvmir

import (
	"bytes"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/internal/oracle"
)

// verdictCase is one small module on which Ferry must agree with llvm-as-22:
// both accept it (and then Ferry prints what llvm-dis-22 prints) or both reject it.
type verdictCase struct {
	name, src string
}

// checkVerdicts runs every case through Parse and llvm-as-22 (cached), requires
// the same verdict, and for accepted cases the same text as llvm-dis-22 outside
// comments. Cases are written by hand here; the verdicts come from the oracle.
// Each source gets a source_filename line, so that llvm-dis's text does not
// name its standard input.
func checkVerdicts(t *testing.T, cases []verdictCase) {
	checkVerdictsMode(t, cases, false)
}

// checkVerdictMessages is checkVerdicts that also requires, for rejected
// cases, llvm-as-22's message: the same line, column and text for a parser
// error, the same text for a verifier error (which llvm-as does not locate).
func checkVerdictMessages(t *testing.T, cases []verdictCase) {
	checkVerdictsMode(t, cases, true)
}

// checkVerdictMessagesNoPrint is checkVerdictMessages without comparing the
// printed text of accepted cases: for inputs whose canonical form llvm-as
// changes in ways Ferry does not reproduce.
func checkVerdictMessagesNoPrint(t *testing.T, cases []verdictCase) {
	checkVerdictsMode(t, cases, true, noPrint)
}

const noPrint = true

// llvmAsMessage extracts from llvm-as-22's stderr the located message
// "L:C: error: text", or for a verifier failure the first message line.
func llvmAsMessage(out string) (msg string, verifier bool) {
	if _, after, ok := strings.Cut(out, "does not verify as correct!\n"); ok {
		line, _, _ := strings.Cut(after, "\n")
		return line, true
	}
	if _, after, ok := strings.Cut(out, "<stdin>:"); ok {
		line, _, _ := strings.Cut(after, "\n")
		return line, false
	}
	return out, false
}

// llvmAsVerdict reports whether llvm-as-22 (the tool as, of version
// asVersion) accepts src, and its cached verdict text: "accept", or "reject"
// and its error on the next line.
func llvmAsVerdict(as, asVersion, src string) (bool, string) {
	v, _ := oracle.Cached([]string{"llvm-as-verdict", asVersion, src}, func() ([]byte, error) {
		if _, err := oracle.RunPath(as, []byte(src), "-", "-o", "/dev/null"); err != nil {
			return []byte("reject\n" + err.Error()), nil
		}
		return []byte("accept"), nil
	})
	return bytes.HasPrefix(v, []byte("accept")), string(v)
}

func checkVerdictsMode(t *testing.T, cases []verdictCase, exact bool, skipPrint ...bool) {
	cases = append([]verdictCase(nil), cases...)
	for i := range cases {
		cases[i].src = "source_filename = \"" + cases[i].name + ".ll\"\n" + cases[i].src
	}
	as := oracle.Tool(t, "llvm-as")
	asVersion := oracle.Version(as)
	type result struct {
		ferryErr error
		ferryOut []byte
		llvmOK   bool
		llvmMsg  string
	}
	res := make([]result, len(cases))
	var wg sync.WaitGroup
	work := make(chan int)
	for w := 0; w < runtime.NumCPU(); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				c := cases[i]
				r := &res[i]
				m, err := Parse(c.name+".ll", []byte(c.src))
				r.ferryErr = err
				if err == nil {
					r.ferryOut = Print(m)
				}
				r.llvmOK, r.llvmMsg = llvmAsVerdict(as, asVersion, c.src)
			}
		}()
	}
	for i := range cases {
		work <- i
	}
	close(work)
	wg.Wait()
	for i, c := range cases {
		r := res[i]
		ferryOK := r.ferryErr == nil
		if ferryOK != r.llvmOK {
			msg := "(accepted)"
			if r.ferryErr != nil {
				msg = diag.Render(r.ferryErr)
			}
			t.Errorf("%s: ferry accepts=%v, llvm-as-22 accepts=%v\nferry: %s\nllvm-as-22: %s\n%s", c.name, ferryOK, r.llvmOK, msg, strings.TrimSpace(r.llvmMsg), c.src)
			continue
		}
		if !ferryOK {
			if exact {
				want, verifier := llvmAsMessage(strings.TrimPrefix(r.llvmMsg, "reject\n"))
				var de *diag.Error
				if !errors.As(r.ferryErr, &de) {
					t.Errorf("%s: not a located error: %v", c.name, r.ferryErr)
					continue
				}
				have := fmt.Sprintf("%d:%d: error: %s", de.Line, de.Col, de.Msg)
				if verifier {
					have = de.Msg
				}
				if have != want {
					t.Errorf("%s: message differs from llvm-as-22's\nferry:      %s\nllvm-as-22: %s\n%s", c.name, have, want, c.src)
				}
			}
			continue
		}
		if len(skipPrint) > 0 && skipPrint[0] {
			continue
		}
		canon, err := oracle.Canon(t, []byte(c.src))
		if err != nil {
			t.Errorf("%s: llvm-as-22 | llvm-dis-22: %v", c.name, err)
			continue
		}
		if have, want := StripComments(r.ferryOut), StripComments(canon); !bytes.Equal(have, want) {
			t.Errorf("%s: printed text differs from llvm-dis-22 at %s\n--- have\n%s--- want\n%s", c.name, firstDiff(have, want), have, want)
		}
	}
}

// PHI incoming lists: one entry per incoming edge, so a terminator with several
// edges to a block (br with equal targets, switch cases, indirectbr and callbr
// destinations) needs as many entries for that predecessor, all with the same
// value.
func TestPHIEdgeVerdicts(t *testing.T) {
	fn := func(body string) string {
		return "@g = global i32 0\n\ndefine i32 @f(i1 %c, i32 %x, i32 %y, ptr %p) {\n" + body + "}\n"
	}
	brBoth := func(phi string) string {
		return fn("top:\n  br i1 %c, label %join, label %join\n\njoin:\n  %r = phi i32 " + phi + "\n  ret i32 %r\n")
	}
	sw := func(phi string) string {
		return fn("top:\n  br i1 %c, label %other, label %sw\n\nother:\n  br label %join\n\nsw:\n" +
			"  switch i32 %x, label %join [\n    i32 1, label %join\n    i32 5, label %join\n    i32 9, label %dead\n  ]\n\n" +
			"dead:\n  ret i32 0\n\njoin:\n  %r = phi i32 " + phi + "\n  ret i32 %r\n")
	}
	cases := []verdictCase{
		{"br-both-two-entries", brBoth("[ %x, %top ], [ %x, %top ]")},
		{"br-both-one-entry", brBoth("[ %x, %top ]")},
		{"br-both-three-entries", brBoth("[ %x, %top ], [ %x, %top ], [ %x, %top ]")},
		{"br-both-differing-values", brBoth("[ %x, %top ], [ %y, %top ]")},
		{"br-both-differing-constants", brBoth("[ 1, %top ], [ 2, %top ]")},
		{"br-both-equal-constants", brBoth("[ 7, %top ], [ 7, %top ]")},
		{"br-both-undef-undef", brBoth("[ undef, %top ], [ undef, %top ]")},
		{"br-both-undef-poison", brBoth("[ undef, %top ], [ poison, %top ]")},
		{"br-both-equal-constexprs", brBoth("[ ptrtoint (ptr @g to i32), %top ], [ ptrtoint (ptr @g to i32), %top ]")},
		{"br-both-wrong-block", brBoth("[ %x, %top ], [ %x, %join ]")},
		{"switch-all-edges", sw("[ %x, %sw ], [ %y, %other ], [ %x, %sw ], [ %x, %sw ]")},
		{"switch-grouped", sw("[ 3, %sw ], [ 3, %sw ], [ 3, %sw ], [ %y, %other ]")},
		{"switch-one-per-pred", sw("[ %x, %sw ], [ %y, %other ]")},
		{"switch-two-of-three", sw("[ %x, %sw ], [ %x, %sw ], [ %y, %other ]")},
		{"switch-differing", sw("[ %x, %sw ], [ %y, %other ], [ %x, %sw ], [ %y, %sw ]")},
		{"indirectbr-dup", fn("top:\n  indirectbr ptr %p, [label %join, label %join]\n\njoin:\n  %r = phi i32 [ %x, %top ], [ %x, %top ]\n  ret i32 %r\n")},
		{"indirectbr-dup-one-entry", fn("top:\n  indirectbr ptr %p, [label %join, label %join]\n\njoin:\n  %r = phi i32 [ %x, %top ]\n  ret i32 %r\n")},
		{"callbr-same-dest", fn("top:\n  callbr void asm \"\", \"!i\"() to label %join [label %join]\n\njoin:\n  %r = phi i32 [ %x, %top ], [ %x, %top ]\n  ret i32 %r\n")},
		{"callbr-same-dest-one-entry", fn("top:\n  callbr void asm \"\", \"!i\"() to label %join [label %join]\n\njoin:\n  %r = phi i32 [ %x, %top ]\n  ret i32 %r\n")},
		// an unreachable block is checked too
		{"unreachable-br-both-one-entry", fn("top:\n  ret i32 0\n\nu:\n  br i1 %c, label %join, label %join\n\njoin:\n  %r = phi i32 [ %x, %u ]\n  ret i32 %r\n")},
		{"unreachable-br-both-two-entries", fn("top:\n  ret i32 0\n\nu:\n  br i1 %c, label %join, label %join\n\njoin:\n  %r = phi i32 [ %x, %u ], [ %x, %u ]\n  ret i32 %r\n")},
	}
	checkVerdicts(t, cases)
}

// ptrtoaddr converts to the integer whose width is the address width (index
// size) of the pointer's address space in the datalayout, as an instruction and
// as a constant expression wherever llvm-as-22's verifier looks for constant
// expressions (instruction and bundle operands, initializers, aliasees; not
// metadata, prefix, prologue or personality).
func TestPtrToAddrVerdicts(t *testing.T) {
	inst := func(dl, from, to string) string {
		s := ""
		if dl != "" {
			s = "target datalayout = \"" + dl + "\"\n\n"
		}
		return s + "define " + to + " @f(" + from + " %p) {\n  %a = ptrtoaddr " + from + " %p to " + to + "\n  ret " + to + " %a\n}\n"
	}
	cases := []verdictCase{
		{"default-i64", inst("", "ptr", "i64")},
		{"default-i32", inst("", "ptr", "i32")},
		{"default-as3-i64", inst("", "ptr addrspace(3)", "i64")},
		{"default-vec-i64", inst("", "<2 x ptr>", "<2 x i64>")},
		{"default-vec-i32", inst("", "<2 x ptr>", "<2 x i32>")},
		{"default-scalable", inst("", "<vscale x 2 x ptr>", "<vscale x 2 x i64>")},
		{"vec-to-scalar", inst("", "<2 x ptr>", "i64")},
		{"scalar-to-vec", inst("", "ptr", "<2 x i64>")},
		{"vec-length", inst("", "<2 x ptr>", "<4 x i64>")},
		{"int-source", inst("", "i64", "i64")},
		{"ptr-dest", inst("", "ptr", "ptr")},
		{"p32-i32", inst("e-p:32:32", "ptr", "i32")},
		{"p32-i64", inst("e-p:32:32", "ptr", "i64")},
		{"p32-as5-follows-as0", inst("p:32:32", "ptr addrspace(5)", "i32")},
		{"idx-as0", inst("p:64:64:64:32", "ptr", "i32")},
		{"idx-as0-size", inst("p:64:64:64:32", "ptr", "i64")},
		{"idx-as1", inst("p1:64:64:64:32", "ptr addrspace(1)", "i32")},
		{"idx-as1-size", inst("p1:64:64:64:32", "ptr addrspace(1)", "i64")},
		{"idx-as1-leaves-as0", inst("p1:64:64:64:32", "ptr", "i64")},
		{"flags-u", inst("pu1:64:64:64:16", "ptr addrspace(1)", "i16")},
		{"flags-e", inst("pe2:64:64:64:16", "ptr addrspace(2)", "i16")},
		{"named-space", inst("p7(fat):160:256:256:32", "ptr addrspace(7)", "i32")},
		{"named-space-size", inst("p7(fat):160:256:256:32", "ptr addrspace(7)", "i160")},
		{"later-spec-wins", inst("p1:64:64:64:16-p1:32:32", "ptr addrspace(1)", "i32")},
		{"later-spec-wins-old", inst("p1:64:64:64:16-p1:32:32", "ptr addrspace(1)", "i16")},
		{"as-unlisted-follows-p0", inst("p1:16:16-p:8:8", "ptr addrspace(2)", "i8")},
		{"const-global-i64", "@g = global i64 ptrtoaddr (ptr @g to i64)\n"},
		{"const-global-i32", "@g = global i32 ptrtoaddr (ptr @g to i32)\n"},
		{"const-global-i32-p32", "target datalayout = \"p:32:32\"\n\n@g = global i32 ptrtoaddr (ptr @g to i32)\n"},
		{"const-nested-struct", "@g = global { i8, i32 } { i8 1, i32 ptrtoaddr (ptr @g to i32) }\n"},
		{"const-nested-struct-ok", "@g = global { i8, i64 } { i8 1, i64 ptrtoaddr (ptr @g to i64) }\n"},
		{"const-in-alias", "@g = global i32 0\n@a = alias i32, ptr inttoptr (i32 ptrtoaddr (ptr @g to i32) to ptr)\n"},
		{"const-in-alias-ok", "@g = global i32 0\n@a = alias i32, ptr inttoptr (i64 ptrtoaddr (ptr @g to i64) to ptr)\n"},
		{"const-operand", "@g = global i32 0\n\ndefine i32 @f() {\n  ret i32 ptrtoaddr (ptr @g to i32)\n}\n"},
		{"const-operand-ok", "@g = global i32 0\n\ndefine i64 @f() {\n  %r = add i64 ptrtoaddr (ptr @g to i64), 1\n  ret i64 %r\n}\n"},
		{"const-operand-nested", "@g = global i32 0\n\ndefine void @f(ptr %p) {\n  store <2 x i32> <i32 ptrtoaddr (ptr @g to i32), i32 1>, ptr %p, align 8\n  ret void\n}\n"},
		{"const-operand-in-expr", "@g = global i32 0\n\ndefine i32 @f() {\n  ret i32 add (i32 ptrtoaddr (ptr @g to i32), i32 1)\n}\n"},
		{"const-operand-unreachable", "@g = global i32 0\n\ndefine i32 @f() {\n  ret i32 0\n\nu:\n  ret i32 ptrtoaddr (ptr @g to i32)\n}\n"},
		{"const-bundle", "@g = global i32 0\n\ndeclare void @h()\n\ndefine void @f() {\n  call void @h() [ \"x\"(i32 ptrtoaddr (ptr @g to i32)) ]\n  ret void\n}\n"},
		{"const-bundle-ok", "@g = global i32 0\n\ndeclare void @h()\n\ndefine void @f() {\n  call void @h() [ \"x\"(i64 ptrtoaddr (ptr @g to i64)) ]\n  ret void\n}\n"},
		{"const-metadata-unchecked", "@g = global i32 0\n\n!n = !{!0}\n!0 = !{i32 ptrtoaddr (ptr @g to i32)}\n"},
		{"const-prefix-unchecked", "@g = global i32 0\n\ndefine void @f() prefix i32 ptrtoaddr (ptr @g to i32) {\n  ret void\n}\n"},
		{"const-prologue-unchecked", "@g = global i32 0\n\ndefine void @f() prologue i32 ptrtoaddr (ptr @g to i32) {\n  ret void\n}\n"},
		{"const-vec-expr", "@g = global i32 0\n@v = global <2 x i64> <i64 ptrtoaddr (ptr @g to i64), i64 1>\n"},
		{"const-bad-source", "@g = global i64 ptrtoaddr (i64 1 to i64)\n"},
	}
	checkVerdicts(t, cases)
}

// Target extension type parameters may be any type, void included.
func TestTargetExtTypeParamVerdicts(t *testing.T) {
	decl := func(ty string) string { return "declare void @f(target(\"ferry.t\"" + ty + "))\n" }
	checkVerdicts(t, []verdictCase{
		{"void", decl(", void")},
		{"void-ints", decl(", void, i32, 0, 1")},
		{"void-twice", decl(", void, void")},
		{"label", decl(", label")},
		{"metadata", decl(", metadata")},
		{"token", decl(", token")},
		{"func", decl(", void (i32)")},
		{"void-in-struct", decl(", { void }")},
		{"void-in-array", decl(", [2 x void]")},
		{"void-ptr", decl(", void*")},
		{"void-after-int", decl(", 1, void")},
	})
}

// Metadata call arguments: "metadata !..." and "metadata T v" (a value wrapped
// as metadata, function-local or constant).
func TestMetadataArgVerdicts(t *testing.T) {
	call := func(arg string) string {
		return "declare void @llvm.ferry.md(metadata)\n\ndefine void @f(i32 %x) {\n  call void @llvm.ferry.md(metadata " + arg + ")\n  ret void\n}\n"
	}
	checkVerdicts(t, []verdictCase{
		{"local", call("i32 %x")},
		{"const", call("i64 7")},
		{"null", call("ptr null")},
		{"string", call(`!"s"`)},
		{"node", call("!0") + "\n!0 = !{}\n"},
		{"metadata-metadata", call("metadata !{}")},
		{"label", call("label %x")},
		{"undefined-local", call("i32 %nope")},
		{"wrong-type-local", call("i64 %x")},
		{"non-intrinsic", "declare void @h(metadata)\n\ndefine void @f(i32 %x) {\n  call void @h(metadata i32 %x)\n  ret void\n}\n"},
		{"arglist", call("!DIArgList(i32 %x, i32 1)")},
		// a node's operands are never function-local, wherever the node is
		{"node-local", call("!{i32 %x}")},
		{"node-arglist-local", call("!{!DIArgList(i32 %x)}")},
		{"attachment-local", "define void @f(i32 %x) {\n  ret void, !ferry !{i32 %x}\n}\n"},
		{"toplevel-node-local", "!0 = !{i32 %x}\n"},
		// metadata is a value only in call arguments, bundle inputs and pad arguments
		// (a node in a bundle prints as an address in llvm-dis-22: not compared)
		{"bundle", "define void @f(i32 %x) {\n  call void @f(i32 0) [ \"ferry\"(metadata i32 %x, metadata i64 7) ]\n  ret void\n}\n"},
		{"bundle-node-local", "define void @f(i32 %x) {\n  call void @f(i32 0) [ \"ferry\"(metadata !{i32 %x}) ]\n  ret void\n}\n"},
		// (metadata pad arguments parse too, but llvm-as | llvm-dis turns them into
		// unrelated pointers, so there is no text to compare with)
		{"select", "define void @f(i1 %c) {\n  %s = select i1 %c, metadata !0, metadata !0\n  ret void\n}\n\n!0 = !{}\n"},
		{"freeze-value", "define void @f() {\n  %s = freeze metadata i32 0\n  ret void\n}\n"},
		{"store", "define void @f(ptr %p) {\n  store metadata !0, ptr %p\n  ret void\n}\n\n!0 = !{}\n"},
		{"ret", "define void @f() {\n  ret metadata i32 0\n}\n"},
	})
}

// Only intrinsics (names starting "llvm.") take metadata, token or x86_amx or
// return token or x86_amx; only direct calls of them pass metadata or tokens;
// indirect calls return neither token nor x86_amx.
func TestIntrinsicOnlyTypeVerdicts(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"decl-metadata", "declare void @h(metadata)\n"},
		{"decl-token", "declare void @h(token)\n"},
		{"decl-amx", "declare void @h(x86_amx)\n"},
		{"decl-ret-token", "declare token @h()\n"},
		{"decl-ret-amx", "declare x86_amx @h()\n"},
		{"def-metadata", "define void @f(metadata %m) {\n  ret void\n}\n"},
		{"intrinsic-metadata", "declare void @llvm.ferry.h(metadata, token, x86_amx)\n"},
		{"intrinsic-ret-token", "declare token @llvm.ferry.h()\n"},
		{"reserved-prefix-only", "declare void @\"llvm.\"(metadata)\n\ndefine void @f() {\n  call void @\"llvm.\"(metadata !\"x\")\n  ret void\n}\n"},
		{"indirect-metadata", "define void @f(ptr %p) {\n  call void %p(metadata !\"x\")\n  ret void\n}\n"},
		{"indirect-token-arg", "define void @f(ptr %p) {\n  call void %p(token none)\n  ret void\n}\n"},
		{"indirect-ret-token", "define void @f(ptr %p) {\n  %t = call token %p()\n  ret void\n}\n"},
		{"decl-dx-type", "declare void @h(target(\"dx.RawBuffer\", i8, 0, 0))\n"},
		{"decl-dx-any", "declare void @h(target(\"dx.ferry\"))\n"},
		{"decl-dx-padding", "declare void @h(target(\"dx.Padding\", 4))\n"},
		{"decl-ret-dx", "declare target(\"dx.ferry\") @h()\n"},
		{"decl-spirv-type", "declare void @h(target(\"spirv.Event\"))\n"},
		{"intrinsic-dx", "declare void @llvm.ferry.h(target(\"dx.ferry\"))\n"},
		{"indirect-dx-arg", "define void @f(ptr %p, target(\"spirv.Event\") %e) {\n  call void %p(target(\"spirv.Event\") %e)\n  ret void\n}\n"},
		{"direct-ret-token", "declare token @llvm.ferry.t()\n\ndefine void @f() {\n  %t = call token @llvm.ferry.t()\n  ret void\n}\n"},
	})
}

// source_filename and target lines only open a module; the datalayout that
// ptrtoaddr is checked against cannot change after the first definition.
func TestHeaderPlacementVerdicts(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"header-any-order", "target triple = \"x86_64-unknown-linux-gnu\"\n; a comment\ntarget datalayout = \"p:32:32\"\n\n@g = global i32 ptrtoaddr (ptr @g to i32)\n"},
		{"header-repeated", "target datalayout = \"p:16:16\"\ntarget datalayout = \"p:32:32\"\n\n@g = global i32 ptrtoaddr (ptr @g to i32)\n"},
		{"datalayout-after-global", "@g = global i32 0\ntarget datalayout = \"p:32:32\"\n"},
		{"triple-after-function", "declare void @f()\n\ntarget triple = \"x86_64-unknown-linux-gnu\"\n"},
		{"source-after-type", "%t = type { i8 }\n\nsource_filename = \"x\"\n"},
		{"target-after-module-asm", "module asm \"nop\"\ntarget triple = \"x86_64-unknown-linux-gnu\"\n"},
		{"target-after-metadata", "!0 = !{}\ntarget triple = \"x86_64-unknown-linux-gnu\"\n"},
		{"target-after-attributes", "attributes #0 = { nounwind }\ntarget triple = \"x86_64-unknown-linux-gnu\"\n"},
		{"target-after-comdat", "$c = comdat any\ntarget triple = \"x86_64-unknown-linux-gnu\"\n"},
	})
}

// Verify applies the ptrtoaddr rule to a module changed in memory: the same
// module is valid under a 32-bit datalayout and invalid under the default one.
func TestVerifyPtrToAddrInMemory(t *testing.T) {
	src := "target datalayout = \"p:32:32\"\n\n@g = global i32 0\n@h = global i32 ptrtoaddr (ptr @g to i32)\n\n" +
		"define i32 @f(ptr %p) {\n  %a = ptrtoaddr ptr %p to i32\n  ret i32 %a\n}\n"
	m, err := Parse("mem.ll", []byte(src))
	if err != nil {
		t.Fatal(diag.Render(err))
	}
	if err := Verify(m); err != nil {
		t.Fatalf("Verify: %v", err)
	}
	m.DataLayout = ""
	err = Verify(m)
	if err == nil || !strings.Contains(err.Error(), "PtrToAddr result must be address width") {
		t.Fatalf("Verify under the default datalayout: %v, want the address width error", err)
	}
	m.Funcs = nil // the initializer alone is checked too
	if err := Verify(m); err == nil {
		t.Fatal("Verify accepted the ptrtoaddr initializer under the default datalayout")
	}
}
