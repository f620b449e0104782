package main

import (
	"bytes"
	"github.com/ferry-ir/ferry/internal/oracle"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// ferry runs the CLI in-process and returns its exit status, stdout and stderr.
func ferry(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestFmtLL(t *testing.T) {
	src := "source_filename = \"t.ll\"\n\ndefine i32 @f(i32 %a) {\nentry:\n  %s = add nsw i32 %a, 1\n  ret i32 %s\n}\n"
	code, out, errs := ferry(t, src, "fmt", "-x", "ll", "-")
	if code != 0 {
		t.Fatalf("exit %d, stderr:\n%s", code, errs)
	}
	if out != src {
		t.Fatalf("canonical input not reproduced:\nhave %q\nwant %q", out, src)
	}
}

func TestFmtMLIR(t *testing.T) {
	src := "llvm.func @f(%arg0: i32) -> i32 {\n  %0 = llvm.add %arg0, %arg0 : i32\n  llvm.return %0 : i32\n}\n"
	want := "module {\n  llvm.func @f(%arg0: i32) -> i32 {\n    %0 = llvm.add %arg0, %arg0 : i32\n    llvm.return %0 : i32\n  }\n}\n\n" // mlir-opt-22 ends a file with a blank line
	code, out, errs := ferry(t, src, "fmt", "-x", "mlir")
	if code != 0 {
		t.Fatalf("exit %d, stderr:\n%s", code, errs)
	}
	if out != want {
		t.Fatalf("have %q\nwant %q", out, want)
	}
}

func TestFmtErrorsAreLocatedAndWriteNothing(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.ll")
	os.WriteFile(bad, []byte("define i32 @f() {\n  %x = add i32 1, %y\n  ret i32 %x\n}\n"), 0o644)
	outPath := filepath.Join(dir, "out.ll")
	code, out, errs := ferry(t, "", "fmt", bad, "-o", outPath)
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	want := bad + ":2:19: error: use of undefined value '%y'\n  %x = add i32 1, %y\n                  ^\n"
	if errs != want || out != "" {
		t.Fatalf("stderr:\nhave %q\nwant %q\nstdout %q", errs, want, out)
	}
	if _, err := os.Stat(outPath); !os.IsNotExist(err) {
		t.Fatalf("output file exists after an error: %v", err)
	}

	badMLIR := filepath.Join(dir, "bad.mlir")
	os.WriteFile(badMLIR, []byte("module {\n  %0 = llvm.add %a, %a : i32\n}\n"), 0o644)
	code, _, errs = ferry(t, "", "fmt", badMLIR)
	if code != 1 || !strings.HasPrefix(errs, badMLIR+":2:17: error: use of undeclared SSA value name\n  %0 = llvm.add %a, %a : i32\n                ^\n") {
		t.Fatalf("exit %d, stderr:\n%s", code, errs)
	}
}

func TestDetectLanguage(t *testing.T) {
	for _, c := range []struct{ path, src, want string }{
		{"x.ll", "", "ll"},
		{"x.mlir", "", "mlir"},
		{"-", "; ModuleID\n", "ll"},
		{"-", "\n  module asm \"nop\"\n", "ll"},
		{"-", "module {\n}\n", "mlir"},
		{"-", "// comment\n", "mlir"},
		{"-", "define void @f() {\n", "ll"},
		{"-", "llvm.func @f()\n", "mlir"},
		{"-", "#loc = loc(unknown)\n", "mlir"},
		{"-", "@g = global i32 0\n", "ll"},
	} {
		got, err := detectLanguage(c.path, []byte(c.src))
		if err != nil || got != c.want {
			t.Errorf("detectLanguage(%q, %q) = %q, %v; want %q", c.path, c.src, got, err, c.want)
		}
	}
	if _, err := detectLanguage("-", []byte("%x = foo\n")); err == nil {
		t.Error("ambiguous input detected without -x")
	}
}

func TestUnknownSubcommandOptions(t *testing.T) {
	code, _, errs := ferry(t, "", "fmt", "--frobnicate", "x.ll")
	if code != 1 || errs != "ferry: unknown option --frobnicate (see `ferry help`)\n" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	code, _, errs = ferry(t, "", "-import-llvm", "x.ll")
	if code != 1 || errs != "ferry: -import-llvm is not available yet (see the README's status table)\n" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
}

func TestRunHelloAgreesWithLLI(t *testing.T) {
	const hello = "../../corpus/examples/hello.ll"
	code, out, errs := ferry(t, "", "run", hello)
	if code != 0 || out != "hello, ferry\nsum = 55\nodd\n" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	lli := oracle.Tool(t, "lli")
	want, err := oracle.RunPath(lli, nil, hello)
	if err != nil {
		t.Fatal(err)
	}
	if out != string(want) {
		t.Fatalf("ferry run and lli-22 differ:\nferry %q\nlli   %q", out, want)
	}
}

func TestRunOptions(t *testing.T) {
	code, _, errs := ferry(t, "", "run", "--max-steps=abc", "x.ll")
	if code != 1 || errs != "ferry: option -max-steps wants a positive number, have \"abc\"\n" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	code, _, errs = ferry(t, "", "run")
	if code != 1 || errs != "ferry: run: no input file\n" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	// A step limit ends an endless loop with a verdict instead of a hang.
	loop := "define i32 @main() {\nentry:\n  br label %l\n\nl:\n  br label %l\n}\n"
	code, _, errs = ferry(t, loop, "run", "--max-steps=1000", "-")
	if code == 0 || !strings.Contains(errs, "limit") {
		t.Fatalf("endless loop: exit %d, stderr %q", code, errs)
	}
}

func TestVerify(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.ll")
	b := filepath.Join(dir, "b.ll")
	os.WriteFile(a, []byte("define i32 @f(i32 %x, i32 %y) {\n  %d = sub i32 %x, %y\n  ret i32 %d\n}\n"), 0o644)
	os.WriteFile(b, []byte("define i32 @f(i32 %x, i32 %y) {\n  %d = sub i32 %y, %x\n  ret i32 %d\n}\n"), 0o644)
	code, out, errs := ferry(t, "", "verify", a, a)
	if code != 0 || !strings.HasPrefix(out, "equivalent: 1 functions") {
		t.Fatalf("a against itself: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	code, out, _ = ferry(t, "", "verify", "--seed=3", a, b)
	if code != 1 || !strings.HasPrefix(out, "not a refinement: @f differs in ") || !strings.Contains(out, "reproduce: ferry verify --seed=3 --func=f "+a+" "+b+"\n") {
		t.Fatalf("swapped sub operands: exit %d, stdout %q", code, out)
	}
	code, _, errs = ferry(t, "", "verify", a)
	if code != 1 || !strings.Contains(errs, "verify wants two files") {
		t.Fatalf("one file: exit %d, stderr %q", code, errs)
	}
}
