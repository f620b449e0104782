package conformance

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestStripComments(t *testing.T) {
	for _, tc := range []struct {
		name string
		lang Lang
		src  string
		want []Line
	}{
		{"whole comment lines go, blank lines stay", LL,
			"; ModuleID = 'x'\nsource_filename = \"x\"\n\n; Function Attrs: nounwind\ndefine void @f() {\n",
			[]Line{{2, `source_filename = "x"`}, {3, ""}, {5, "define void @f() {"}}},
		{"preds comment and its padding go", LL,
			"bb1:                                              ; preds = %bb0, %entry\n  ret void\n",
			[]Line{{1, "bb1:"}, {2, "  ret void"}}},
		{"semicolons in strings and quoted names stay", LL,
			"@\"a;b\" = global [3 x i8] c\"x;y\" ; trailing\n!0 = !{!\"p;q\"}\n%\"t;\" = type { i8 }\n",
			[]Line{{1, `@"a;b" = global [3 x i8] c"x;y"`}, {2, `!0 = !{!"p;q"}`}, {3, `%"t;" = type { i8 }`}}},
		{"a backslash does not escape a quote in LLVM IR", LL,
			"@s = constant [1 x i8] c\"\\\" ; c\n",
			[]Line{{1, `@s = constant [1 x i8] c"\"`}}},
		{"trailing blanks without a comment stay", LL,
			"  ret void  \n",
			[]Line{{1, "  ret void  "}}},
		{"no final newline", LL,
			"ret void ; x",
			[]Line{{1, "ret void"}}},
		{"MLIR comments and escaped quotes", MLIR,
			"// header\nmodule {\n  llvm.mlir.global @s(\"a\\\"//b\") : !llvm.array<4 x i8> // tail\n}\n",
			[]Line{{2, "module {"}, {3, `  llvm.mlir.global @s("a\"//b") : !llvm.array<4 x i8>`}, {4, "}"}}},
		{"a semicolon is not an MLIR comment", MLIR,
			"a ; b\n",
			[]Line{{1, "a ; b"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if d := cmp.Diff(tc.want, StripComments([]byte(tc.src), tc.lang)); d != "" {
				t.Errorf("StripComments(%q) (-want +have):\n%s", tc.src, d)
			}
		})
	}
}

func TestDiff(t *testing.T) {
	want := "; ModuleID = 'm'\ndefine i32 @f(i32 %x) {\nentry:\n  %a = add i32 %x, 1\n  %b = mul i32 %a, 2\n  ret i32 %b\n}\n"
	// The implementation prints no comments, so its line numbers are one less.
	have := "define i32 @f(i32 %x) {\nentry:\n  %a = add i32 %x, 1\n  %b = mul i32 %a, 3\n  ret i32 %b\n}\n"
	got := Diff([]byte(have), []byte(want), LL, "llvm-dis-22")
	exp := "first difference at line 4 of the output, line 5 of llvm-dis-22's:\n" +
		"      1     define i32 @f(i32 %x) {\n" +
		"      2     entry:\n" +
		"      3       %a = add i32 %x, 1\n" +
		"want  5       %b = mul i32 %a, 2\n" +
		"have  4       %b = mul i32 %a, 3\n" +
		"                               ^ column 20\n"
	if got != exp {
		t.Errorf("Diff:\n%s\nwant:\n%s", got, exp)
	}
	if d := Diff([]byte(have), []byte(have+"; trailing comment\n"), LL, "x"); d != "" {
		t.Errorf("texts equal outside comments differ:\n%s", d)
	}
	short := Diff([]byte("a\n"), []byte("a\nb\n"), LL, "x")
	if !strings.Contains(short, "line end of the output, line 2 of x's") || !strings.Contains(short, "have  (end of text)") {
		t.Errorf("missing line not reported:\n%s", short)
	}
}

func TestSplitCases(t *testing.T) {
	src := "a\n; -----\nb\nc\n; -----\nd\n"
	got := SplitCases("f.ll", []byte(src), LL)
	want := []Input{
		{Name: "f.ll/case1", File: "f.ll", Line: 1, Src: []byte("a\n")},
		{Name: "f.ll/case2", File: "f.ll", Line: 3, Src: []byte("b\nc\n")},
		{Name: "f.ll/case3", File: "f.ll", Line: 6, Src: []byte("d\n")},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("SplitCases (-want +have):\n%s", d)
	}
	one := SplitCases("g.mlir", []byte("x\n; -----\n"), MLIR)
	if len(one) != 1 || one[0].Name != "g.mlir" || string(one[0].Src) != "x\n; -----\n" {
		t.Errorf("an MLIR file is split at an LLVM IR separator: %+v", one)
	}
}

func TestTokens(t *testing.T) {
	texts := func(src string, lang Lang) []string {
		var out []string
		for _, tk := range Tokens([]byte(src), lang) {
			out = append(out, src[tk.Start:tk.End])
		}
		return out
	}
	ll := `%x = add nsw i32 %y, -1 ; c;d` + "\n" + `@"q r" = global [2 x i8] c"a;" , !dbg !7`
	want := []string{"%x", "=", "add", "nsw", "i32", "%y", ",", "-1", `@"q r"`, "=", "global", "[", "2", "x", "i8", "]", `c"a;"`, ",", "!dbg", "!7"}
	if d := cmp.Diff(want, texts(ll, LL)); d != "" {
		t.Errorf("LLVM IR tokens (-want +have):\n%s", d)
	}
	ml := `%0 = llvm.mlir.constant("a\"b") : !llvm.ptr // c` + "\n^bb1(%1: i32):"
	want = []string{"%0", "=", "llvm.mlir.constant", "(", `"a\"b"`, ")", ":", "!llvm.ptr", "^bb1", "(", "%1", ":", "i32", ")", ":"}
	if d := cmp.Diff(want, texts(ml, MLIR)); d != "" {
		t.Errorf("MLIR tokens (-want +have):\n%s", d)
	}
}

func TestDetectLang(t *testing.T) {
	for src, want := range map[string]Lang{
		"; c\ndefine void @f() {\n}\n":                  LL,
		"%T = type { i8 }\n":                            LL,
		"module {\n  llvm.func @f()\n}\n":               MLIR,
		"// c\n#loc = loc(unknown)\n":                   MLIR,
		"\"builtin.module\"() ({\n}) : () -> ()\n":      MLIR,
		"llvm.func @f() {\n  llvm.return\n}\n":          MLIR,
		"source_filename = \"x\"\ntarget triple = \"\"": LL,
	} {
		if have := DetectLang([]byte(src)); have != want {
			t.Errorf("DetectLang(%q) = %v, want %v", src, have, want)
		}
	}
}

func TestMutants(t *testing.T) {
	src := []byte("define i32 @f(i32 %x) { ; comment\n  %a = add i32 %x, 1\n  ret i32 %a\n}\n")
	ms := Mutants(src, 7, 25)
	if len(ms) != 25 {
		t.Fatalf("got %d mutants, want 25", len(ms))
	}
	if d := cmp.Diff(ms, Mutants(src, 7, 25)); d != "" {
		t.Errorf("same seed, different mutants:\n%s", d)
	}
	if cmp.Equal(ms, Mutants(src, 8, 25)) {
		t.Errorf("seeds 7 and 8 give the same mutants")
	}
	base := tokenTexts(src)
	seen := map[string]bool{}
	for _, m := range ms {
		if bytes.Equal(m, src) || seen[string(m)] {
			t.Errorf("mutant equal to the input or repeated:\n%s", m)
		}
		seen[string(m)] = true
		if !bytes.Contains(m, []byte("; comment")) {
			t.Errorf("mutant touched a comment:\n%s", m)
		}
		if !oneEdit(base, tokenTexts(m)) {
			t.Errorf("mutant is not one token deletion, duplication or swap of the input:\n%s", m)
		}
	}
	if ms := Mutants([]byte("; only a comment\n"), 1, 5); ms != nil {
		t.Errorf("mutants of a text without tokens: %q", ms)
	}
}

func tokenTexts(src []byte) []string {
	var out []string
	for _, tk := range Tokens(src, LL) {
		out = append(out, string(src[tk.Start:tk.End]))
	}
	return out
}

// oneEdit reports whether b is a with one token deleted, one token duplicated in
// place, or two tokens swapped. Deletion may merge two neighbours into one token
// ("%x ," -> "%x,"), so deletions compare the concatenated texts.
func oneEdit(a, b []string) bool {
	join := func(s []string) string { return strings.Join(s, "") }
	for i := range a {
		del := append(append([]string{}, a[:i]...), a[i+1:]...)
		if join(del) == join(b) {
			return true
		}
		dup := append(append(append([]string{}, a[:i+1]...), a[i]), a[i+1:]...)
		if join(dup) == join(b) {
			return true
		}
		for j := i + 1; j < len(a); j++ {
			sw := append([]string{}, a...)
			sw[i], sw[j] = sw[j], sw[i]
			if join(sw) == join(b) {
				return true
			}
		}
	}
	return false
}

func TestCheckLocated(t *testing.T) {
	src := []byte("a\nb\nc\n")
	for err, want := range map[string]string{
		"x.ll:2:3: error: bad":              "",
		"x.ll:2:3: error: bad\n  b\n    ^":  "",
		"bad":                               "error is not located",
		"y.ll:2:3: error: bad":              `error names file "y.ll", want "x.ll"`,
		"x.ll:9:1: error: bad":              "outside the input",
		"x.ll:2:3: warning: not an error":   "error is not located",
		"<stdin>:2:3: error: wrong file":    `names file "<stdin>"`,
		"x.ll:0:3: error: line zero":        "outside the input",
		"x.ll:4:1: error: at end after \\n": "",
	} {
		have := checkLocated("x.ll", src, fmt.Errorf("%s", err))
		if want == "" && have != "" || want != "" && !strings.Contains(have, want) {
			t.Errorf("checkLocated(%q) = %q, want %q", err, have, want)
		}
	}
}

func TestReproCommand(t *testing.T) {
	got := ReproCommand("TestX/handwritten-ll/ll/a.b.ll/case2")
	want := `go test -count=1 -run '^TestX$/^handwritten-ll$/^ll$/^a\.b\.ll$/^case2$' .`
	if got != want {
		t.Errorf("ReproCommand = %s, want %s", got, want)
	}
}

func TestErrorLine(t *testing.T) {
	in := "llvm-as - -o /dev/null: exit status 1\n/usr/lib/llvm-22/bin/llvm-as: <stdin>:3:7: error: expected type\n  %x = \n"
	if got, want := errorLine(in), "/usr/lib/llvm-22/bin/llvm-as: <stdin>:3:7: error: expected type"; got != want {
		t.Errorf("errorLine = %q, want %q", got, want)
	}
	if got := errorLine("just this\nand that"); got != "just this" {
		t.Errorf("errorLine without an error line = %q", got)
	}
}
