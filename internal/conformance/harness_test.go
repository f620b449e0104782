package conformance

// These tests prove the harness before any implementation exists: they run the
// checks with implementations made of the oracles themselves, which must pass 100%,
// and (in a child process, so that the failures do not fail this run) with
// deliberately wrong ones, whose failures must be reported exactly.

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
)

// llOracleFmt formats like Ferry's `fmt` should: llvm-as-22 | llvm-dis-22, run
// afresh (the harness's expectations come from its cache).
func llOracleFmt(_ string, src []byte) ([]byte, error) { return oracle.CanonLL(src) }

// llNoComments is llOracleFmt without any comment, removed by a crude rule
// independent of StripComments: lines starting with ';' go, and a label line is
// cut at its "; preds" or "; No predecessors!" comment.
func llNoComments(name string, src []byte) ([]byte, error) {
	out, err := llOracleFmt(name, src)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	for _, l := range strings.SplitAfter(string(out), "\n") {
		if strings.HasPrefix(l, ";") {
			continue
		}
		for _, c := range []string{"; preds = ", "; No predecessors!"} {
			if i := strings.Index(l, c); i > 0 && strings.Contains(l[:i], ":") && !strings.Contains(l[:i], "\"") {
				l = strings.TrimRight(l[:i], " ") + "\n"
			}
		}
		b.WriteString(l)
	}
	return b.Bytes(), nil
}

func mlirOracleFmt(_ string, src []byte, generic bool) ([]byte, error) {
	args := []string{"-"}
	if generic {
		args = append(args, "--mlir-print-op-generic")
	}
	return run("mlir-opt", src, args...)
}

var stdinLoc = regexp.MustCompile(`<stdin>:(\d+):(\d+): error: (.*)`)

// oracleAccept judges like Ferry's parser should: with the oracle's verdict
// (OracleVerdict, cached, so that warm runs are fast), and its diagnostic renamed
// from <stdin> to name (1:1 when the oracle gives no position, as for llvm-as's
// verifier errors).
func oracleAccept(lang Lang) func(name string, src []byte) error {
	judge := OracleVerdict(lang)
	return func(name string, src []byte) error {
		err := judge(name, src)
		if err == nil {
			return nil
		}
		if m := stdinLoc.FindStringSubmatch(err.Error()); m != nil {
			return fmt.Errorf("%s:%s:%s: error: %s", name, m[1], m[2], m[3])
		}
		return fmt.Errorf("%s:1:1: error: %s", name, firstLine(err.Error()))
	}
}

// TestOracleFmtIsExact: the oracle as the implementation is 100% exact on every
// LLVM IR corpus, with its comments and without.
func TestOracleFmtIsExact(t *testing.T) {
	for _, c := range LLCorpora() {
		CheckLL(t, c, llOracleFmt)
	}
	CheckLL(t, Handwritten(LL), llNoComments)
	CheckLL(t, LLVMStress22(), llNoComments)
}

// TestOracleMLIRFmtIsExact: mlir-opt-22 as the implementation is 100% exact on the
// imports of every LLVM IR corpus, in both forms, from either form of input.
func TestOracleMLIRFmtIsExact(t *testing.T) {
	for _, c := range MLIRCorpora() {
		CheckMLIR(t, c, mlirOracleFmt)
	}
}

// TestOracleVerdictsAgree: the oracle as the implementation agrees on every mutant,
// and its renamed diagnostics pass the located-error check.
func TestOracleVerdictsAgree(t *testing.T) {
	CheckVerdicts(t, Handwritten(LL), oracleAccept(LL))
	CheckVerdicts(t, LLVMStress22(), oracleAccept(LL))
	CheckVerdicts(t, ImportLLVM(LLVMStress22(), false), oracleAccept(MLIR))
}

// TestCorpusSizes checks each corpus has its documented size at the current level
// and the levels below it (at the full level: at least 300 llvm-stress-22
// modules, 100 llvm-stress-14 modules and 60 csmith programs).
func TestCorpusSizes(t *testing.T) {
	for _, tc := range []struct {
		c                   Corpus
		small, sample, full int
	}{
		{LLVMStress22(), 8, 64, 320},
		{LLVMStress14(), 4, 24, 120},
		{Csmith(), 4, 12, 64},
	} {
		for lv, want := range map[Level]int{Small: tc.small, Sample: tc.sample, Full: tc.full} {
			if lv > CurrentLevel() {
				continue // generating more than the level asks for would be slow
			}
			ins, err := tc.c.load(t, lv)
			var miss *missingTool
			if errors.As(err, &miss) {
				t.Skip(err)
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(ins) != want {
				t.Errorf("%s at %s: %d inputs, want %d", tc.c.Name, lv, len(ins), want)
			}
			names := map[string]bool{}
			for _, in := range ins {
				if names[in.Name] || len(in.Src) == 0 || !strings.HasSuffix(in.File, ".ll") {
					t.Errorf("%s: bad or repeated input %q (%d bytes, file %q)", tc.c.Name, in.Name, len(in.Src), in.File)
				}
				names[in.Name] = true
			}
		}
	}
}

// TestStressVariety checks the llvm-stress corpora vary seeds and sizes up to 5,000
// instructions, that LLVM 14's modules use typed pointers and LLVM 22's opaque ones.
func TestStressVariety(t *testing.T) {
	ins22 := LLVMStress22().Inputs(t)
	if ins22[0].Name != "s1-n10.ll" || ins22[len(ins22)-1].Name != fmt.Sprintf("s%d-n%d.ll", len(ins22), stressSizes[(len(ins22)-1)%len(stressSizes)]) {
		t.Errorf("llvm-stress-22 names: first %s, last %s", ins22[0].Name, ins22[len(ins22)-1].Name)
	}
	if bytes.Contains(ins22[0].Src, []byte("i8*")) || !bytes.Contains(ins22[0].Src, []byte("ptr ")) {
		t.Errorf("llvm-stress-22 input %s is not in opaque-pointer form", ins22[0].Name)
	}
	ins14 := LLVMStress14().Inputs(t)
	if !bytes.Contains(ins14[0].Src, []byte("i8*")) {
		t.Errorf("llvm-stress-14 input %s has no typed pointer", ins14[0].Name)
	}
	if CurrentLevel() == Full {
		big := ins22[len(stressSizes)-1]
		if n := bytes.Count(big.Src, []byte("\n  ")); n < 3000 {
			t.Errorf("%s has %d instruction lines, want thousands", big.Name, n)
		}
	}
}

// TestSkipList checks skip entries skip by name and by pattern, and that an entry
// without a reason is refused.
func TestSkipList(t *testing.T) {
	c := Literal("lit", LL, Input{Name: "a.ll"}, Input{Name: "b/c.ll"}).Skip(Skips{"b/*": "known bug 12"})
	if r := c.skipReason(t, "b/c.ll"); r != "known bug 12" {
		t.Errorf("skipReason(b/c.ll) = %q", r)
	}
	if r := c.skipReason(t, "a.ll"); r != "" {
		t.Errorf("skipReason(a.ll) = %q", r)
	}
	out := selfcheck(t, "noreason")
	if !strings.Contains(out, `entry "a.ll" has no reason`) {
		t.Errorf("an entry without a reason was accepted:\n%s", out)
	}
}

// selfTestEnv selects a deliberately failing check in the child process.
const selfTestEnv = "FERRY_CONFORMANCE_SELFTEST"

// literalModule is a small module whose canonical text the wrong formatters alter.
const literalModule = `; a comment the implementation need not print
define i32 @f(i32 %x) {
entry:
  %a = add nsw i32 %x, 1
  br label %next

next:
  %b = mul i32 %a, 2
  ret i32 %b
}
`

// TestSelfcheck runs in the child process only: it is the failing test whose
// report TestHarnessReportsFailures reads.
func TestSelfcheck(t *testing.T) {
	mode := os.Getenv(selfTestEnv)
	if mode == "" {
		t.Skip("runs only as the child of TestHarnessReportsFailures")
	}
	lit := Literal("lit", LL, Input{Name: "m.ll", Src: []byte(literalModule)})
	litMLIR := ImportLLVM(lit, false)
	switch mode {
	case "onechar": // no comments, and one character changed on the line of the mul
		CheckLL(t, lit, func(name string, src []byte) ([]byte, error) {
			out, err := llNoComments(name, src)
			return bytes.Replace(out, []byte("mul i32 %a, 2"), []byte("mul i32 %a, 3"), 1), err
		})
	case "invalid": // output llvm-as-22 rejects
		CheckLL(t, lit, func(name string, src []byte) ([]byte, error) {
			out, err := oracle.CanonLL(src)
			return bytes.Replace(out, []byte("ret i32 %b"), []byte("ret i64 %b"), 1), err
		})
	case "error":
		CheckLL(t, lit, func(name string, src []byte) ([]byte, error) {
			return nil, fmt.Errorf("%s:1:1: error: not implemented", name)
		})
	case "panic":
		CheckLL(t, lit, func(name string, src []byte) ([]byte, error) { panic("boom in fmt") })
	case "mlir-generic": // only the generic form is wrong
		CheckMLIR(t, litMLIR, func(name string, src []byte, generic bool) ([]byte, error) {
			out, err := mlirOracleFmt(name, src, generic)
			if generic {
				out = bytes.Replace(out, []byte(`"llvm.mul"`), []byte(`"llvm.add"`), 1)
			}
			return out, err
		})
	case "unlocated":
		CheckVerdicts(t, lit, func(name string, src []byte) error {
			if err := oracleAccept(LL)(name, src); err != nil {
				return errors.New("something is wrong somewhere")
			}
			return nil
		})
	case "acceptall":
		CheckVerdicts(t, lit, func(string, []byte) error { return nil })
	case "rejectall":
		CheckVerdicts(t, Handwritten(LL), func(name string, src []byte) error {
			return fmt.Errorf("%s:1:1: error: no", name)
		})
	case "verdictpanic":
		CheckVerdicts(t, lit, func(name string, src []byte) error {
			if strings.Contains(name, ".m3.") {
				panic("boom in parse")
			}
			return oracleAccept(LL)(name, src)
		})
	case "noreason":
		CheckLL(t, Literal("lit", LL, Input{Name: "a.ll", Src: []byte(literalModule)}).Skip(Skips{"a.ll": " "}), llOracleFmt)
	default:
		t.Fatalf("unknown self-test mode %q", mode)
	}
}

// selfcheck runs TestSelfcheck in a child test process in the given mode and
// returns its output, failing t unless the child failed.
func selfcheck(t *testing.T, mode string) string {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestSelfcheck$", "-test.v", "-test.count=1")
	cmd.Env = append(os.Environ(), selfTestEnv+"="+mode, "FERRY_MUTANTS=10")
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		t.Fatalf("self-test %s: the child test passed or did not run (%v):\n%s", mode, err, out)
	}
	return string(out)
}

// TestHarnessReportsFailures runs the wrong implementations and checks each failure
// is reported, at the right place, with the right summary.
func TestHarnessReportsFailures(t *testing.T) {
	if _, err := tool("llvm-as"); err != nil {
		t.Skip(err)
	}
	if _, err := tool("mlir-opt"); err != nil {
		t.Skip(err)
	}
	llvmAs, _ := tool("llvm-as")
	for _, tc := range []struct {
		mode string
		want []string
	}{
		{"onechar", []string{
			"--- FAIL: TestSelfcheck/lit/m.ll",
			// The output lacks the ModuleID comment line, so its lines are one up.
			"m.ll: output differs from llvm-as-22 | llvm-dis-22: first difference at line 9 of the output, line 10 of llvm-dis-22's:\n" +
				"      6       br label %next\n" +
				"      7     \n" +
				"      8     next:\n" +
				"want  10      %b = mul i32 %a, 2\n" +
				"have  9       %b = mul i32 %a, 3\n",
			"^ column 20",
			"lit: 0 of 1 exact (1 differ, 0 errors or panics, 0 outputs the oracle rejects, 0 skipped)",
		}},
		{"invalid", []string{
			"m.ll: llvm-as-22 rejects the output",
			"<stdin>:11:11: error: '%b' defined with type 'i32' but expected 'i64'",
			"have  11      ret i64 %b",
			"lit: 0 of 1 exact (1 differ, 0 errors or panics, 1 outputs the oracle rejects, 0 skipped)",
		}},
		{"error", []string{
			"m.ll: implementation failed on a valid input: m.ll:1:1: error: not implemented",
			"lit: 0 of 1 exact (0 differ, 1 errors or panics",
		}},
		{"panic", []string{
			"m.ll: implementation panicked: boom in fmt",
			"input saved to ",
			`reproduce: go test -count=1 -run '^TestSelfcheck$/^lit$/^m\.ll$' .`,
		}},
		{"mlir-generic", []string{
			"m.mlir (generic form): output differs from mlir-opt-22",
			`want  `, `"llvm.mul"`,
			`have  `, `"llvm.add"`,
			"lit-mlir (custom form): 1 of 1 exact",
			"lit-mlir (generic form): 0 of 1 exact (1 differ",
		}},
		{"unlocated", []string{
			`: error is not located (want "m.m`, `.ll:LINE:COL: error: ...")`,
			"lit: implementation and oracle agree on 11 of 11 inputs and mutants (100.00%, need 99.0%)",
		}},
		{"acceptall", []string{
			"the implementation accepts, the oracle rejects: " + llvmAs + ": <stdin>:",
			"reproduce: go test -count=1 -run '^TestSelfcheck$/^lit$/^m\\.ll$' .",
			"input saved to ",
		}},
		{"rejectall", []string{
			// The inputs themselves are valid, and some mutants are: rejecting
			// everything cannot reach 99%.
			"handwritten-ll: implementation and oracle agree on ",
			"the implementation rejects, the oracle accepts: examples/hello.ll:1:1: error: no",
		}},
		{"verdictpanic", []string{
			"m.m3.ll: implementation panicked: boom in parse",
			"lit: implementation and oracle agree on 10 of 10 inputs and mutants",
		}},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			out := selfcheck(t, tc.mode)
			for _, w := range tc.want {
				if !containsLines(out, w) {
					t.Errorf("the report lacks %q; it reads:\n%s", w, out)
				}
			}
			if tc.mode == "panic" {
				checkSaved(t, out, literalModule)
			}
		})
	}
}

// containsLines reports whether out holds want, where a want of several lines must
// match consecutive lines of out up to their indentation (go test indents the
// continuation lines of a message).
func containsLines(out, want string) bool {
	ws := strings.Split(strings.TrimSuffix(want, "\n"), "\n")
	if len(ws) == 1 {
		return strings.Contains(out, want)
	}
	lines := strings.Split(out, "\n")
	for i := range lines {
		ok := i+len(ws) <= len(lines) && strings.HasSuffix(lines[i], ws[0])
		for k := 1; ok && k < len(ws); k++ {
			ok = strings.HasSuffix(lines[i+k], ws[k]) && strings.TrimSpace(strings.TrimSuffix(lines[i+k], ws[k])) == ""
		}
		if ok {
			return true
		}
	}
	return false
}

// checkSaved checks the file the report names holds the input.
func checkSaved(t *testing.T, out, want string) {
	t.Helper()
	m := regexp.MustCompile(`input saved to (\S+)`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no saved input in:\n%s", out)
	}
	defer os.Remove(m[1])
	got, err := os.ReadFile(m[1])
	if err != nil || string(got) != want {
		t.Errorf("saved input %s = %q, %v; want the input", m[1], got, err)
	}
}
