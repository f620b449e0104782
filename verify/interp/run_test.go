package interp

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ferry-ir/ferry/internal/oracle"
	"github.com/ferry-ir/ferry/llvmir"
)

// lliTimeout bounds each lli-22 run; csmith programs that run longer are skipped.
const lliTimeout = 20 * time.Second

// lliResult runs lli-22 on ll and returns its stdout and exit status.
func lliResult(t testing.TB, ll []byte, args ...string) ([]byte, int) {
	t.Helper()
	lli := oracle.Tool(t, "lli")
	dir := t.TempDir()
	p := filepath.Join(dir, "prog.ll")
	if err := os.WriteFile(p, ll, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), lliTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, lli, append([]string{p}, args...)...)
	var out bytes.Buffer
	cmd.Stdout = &out
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Skipf("lli-22 did not finish within %v; no reference output", lliTimeout)
	}
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
		if code < 0 {
			code = 128 + 6 // killed by a signal (SIGABRT is the one we model)
		}
	} else if err != nil {
		t.Fatalf("lli: %v", err)
	}
	return out.Bytes(), code
}

// clangLL compiles C source to canonical LLVM IR with clang-22.
func clangLL(t testing.TB, src []byte, flags ...string) []byte {
	t.Helper()
	clang := oracle.Tool(t, "clang")
	dir := t.TempDir()
	c := filepath.Join(dir, "prog.c")
	if bytes.Contains(src, []byte("#include <cstdio>")) {
		c = filepath.Join(dir, "prog.cpp")
	}
	if err := os.WriteFile(c, src, 0o644); err != nil {
		t.Fatal(err)
	}
	args := append([]string{"-S", "-emit-llvm", "-w", "-o", "-"}, flags...)
	out, err := oracle.RunPath(clang, nil, append(args, c)...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func parse(t testing.TB, ll []byte) *llvmir.Module {
	t.Helper()
	m, err := llvmir.Parse("prog.ll", ll)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return m
}

// runBoth runs ll under lli-22 and under Run and fails when stdout or the exit
// status differ.
func runBoth(t *testing.T, ll []byte, lim Limits) {
	t.Helper()
	want, wantCode := lliResult(t, ll)
	m := parse(t, ll)
	var got bytes.Buffer
	code, err := Run(m, []string{"prog.ll"}, &got, lim)
	if err != nil && !errors.Is(err, ErrAbort) {
		t.Fatalf("Run: %v (stdout so far %d bytes, lli printed %q)", err, got.Len(), tail(want))
	}
	if !bytes.Equal(got.Bytes(), want) {
		t.Fatalf("stdout differs from lli-22:\n got: %q\nwant: %q", tail(got.Bytes()), tail(want))
	}
	if code != wantCode {
		t.Fatalf("exit status %d, lli-22 gives %d", code, wantCode)
	}
}

func tail(b []byte) string {
	s := string(b)
	if len(s) > 400 {
		s = "..." + s[len(s)-400:]
	}
	return strings.TrimSpace(s)
}

// skipC lists programs the interpreter cannot run, with the reason; for them Run
// must end with ErrUnsupported.
var skipC = map[string]string{
	"inline_asm.c": "inline assembly is native code; Run reports ErrUnsupported",
}

// TestCPrograms runs the C programs of testdata/*.c at -O0 and -O2 and compares
// with lli-22 (clang-22 22.1.x).
func TestCPrograms(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.c")
	more, _ := filepath.Glob("../../corpus/c/*.c")
	files = append(files, more...)
	cpp, _ := filepath.Glob("testdata/*.cpp")
	files = append(files, cpp...)
	if len(files) == 0 {
		t.Skip("no C programs")
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, opt := range []string{"-O0", "-O2"} {
			t.Run(filepath.Base(f)+opt, func(t *testing.T) {
				ll := clangLL(t, src, opt)
				if reason, ok := skipC[filepath.Base(f)]; ok {
					_, err := Run(parse(t, ll), []string{"prog.ll"}, io.Discard, Limits{Steps: 5e8})
					if !errors.Is(err, ErrUnsupported) {
						t.Fatalf("want ErrUnsupported, have %v", err)
					}
					t.Skip(reason)
				}
				runBoth(t, ll, Limits{Steps: 5e8})
			})
		}
	}
}
