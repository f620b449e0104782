// Package bench holds bench/compare.sh, which compares the ferry CLI with the
// LLVM 22 and MLIR 22 tools, and the tests of that script.
package bench

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
)

func script(t *testing.T, env []string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command("bash", append([]string{"compare.sh"}, args...)...)
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func tools(t *testing.T) {
	for _, n := range []string{"llvm-stress", "llvm-as", "llvm-dis", "mlir-translate", "mlir-opt"} {
		oracle.Tool(t, n)
	}
}

// TestGenerate checks the inputs the script makes are exactly llvm-stress-22's
// module and mlir-translate-22's import of it, that the import is valid MLIR, and
// that a second run reuses them.
func TestGenerate(t *testing.T) {
	tools(t)
	dir := t.TempDir()
	env := []string{"FERRY_BENCH_SEED=7", "FERRY_BENCH_SIZE=3000", "FERRY_BENCH_DIR=" + dir}
	out, err := script(t, env, "--generate-only")
	if err != nil {
		t.Fatalf("compare.sh --generate-only: %v\n%s", err, out)
	}
	for _, w := range []string{"input stress-s7-n3000.ll: generated in ", "input stress-s7-n3000.mlir: generated in "} {
		if !strings.Contains(out, w) {
			t.Errorf("output lacks %q:\n%s", w, out)
		}
	}
	ll, err := os.ReadFile(filepath.Join(dir, "stress-s7-n3000.ll"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := oracle.Run(t, "llvm-stress", nil, "-seed=7", "-size=3000", "-o", "-")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(ll, want) {
		t.Errorf("the .ll input is not llvm-stress-22 -seed=7 -size=3000 (%d bytes, want %d)", len(ll), len(want))
	}
	mlir, err := os.ReadFile(filepath.Join(dir, "stress-s7-n3000.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	want, err = oracle.Run(t, "mlir-translate", ll, "-import-llvm", "-")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(mlir, want) {
		t.Errorf("the .mlir input is not mlir-translate-22 -import-llvm of the .ll input")
	}
	if _, err := oracle.Run(t, "mlir-opt", mlir, "-", "-o", os.DevNull); err != nil {
		t.Errorf("mlir-opt-22 rejects the .mlir input: %v", err)
	}
	if len(ll) < 100_000 {
		t.Errorf("the .ll input has %d bytes; -size=3000 should give about 200 KB", len(ll))
	}
	out, err = script(t, env, "--generate-only")
	if err != nil || strings.Count(out, ": cached (") != 2 {
		t.Errorf("second run did not reuse both inputs (%v):\n%s", err, out)
	}
}

// TestCompareReport runs the whole comparison on a small input: every reference
// tool has a measured row, and every ferry row is measured, "not available" (the
// command fails on a small example) or "FAILED" (it fails on the real input).
func TestCompareReport(t *testing.T) {
	tools(t)
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("go not on PATH: the script builds ferry")
	}
	dir := t.TempDir()
	out, err := script(t, []string{"FERRY_BENCH_SIZE=300", "FERRY_BENCH_RUNS=1", "FERRY_BENCH_DIR=" + dir})
	if err != nil {
		t.Fatalf("compare.sh: %v\n%s", err, out)
	}
	num := `\s+\d+\.\d\d\s+\d+\.\d\s+\d+\.\d$`
	for _, row := range []string{
		`fmt \.ll\s+llvm-as-22 \| llvm-dis-22` + num,
		`fmt \.mlir\s+mlir-opt-22` + num,
		`import-llvm\s+mlir-translate-22 -import-llvm` + num,
		`mlir-to-llvmir\s+mlir-translate-22 -mlir-to-llvmir` + num,
		`fmt \.ll\s+ferry fmt\s+(not available: .+|FAILED: .+|` + num[3:] + `)`,
		`fmt \.mlir\s+ferry fmt\s+(not available: .+|FAILED: .+|` + num[3:] + `)`,
		`import-llvm\s+ferry -import-llvm\s+(not available: .+|FAILED: .+|` + num[3:] + `)`,
		`mlir-to-llvmir\s+ferry -mlir-to-llvmir\s+(not available: .+|FAILED: .+|` + num[3:] + `)`,
	} {
		if !regexp.MustCompile(`(?m)^` + row).MatchString(out) {
			t.Errorf("report lacks a row matching %s:\n%s", row, out)
		}
	}
	if regexp.MustCompile(`(?m)^.*-22.*FAILED`).MatchString(out) {
		t.Errorf("a reference tool failed:\n%s", out)
	}
}

// TestMissingTools checks the script stops with an install hint when the LLVM 22
// tools are absent.
func TestMissingTools(t *testing.T) {
	out, err := script(t, []string{"FERRY_LLVM22_BIN=" + t.TempDir(), "FERRY_BENCH_DIR=" + t.TempDir()})
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 2 {
		t.Fatalf("want exit status 2, got %v:\n%s", err, out)
	}
	if !strings.Contains(out, "llvm-stress not found; install the oracles with:") || !strings.Contains(out, "apt-get install -y mlir-22-tools") {
		t.Errorf("no install hint:\n%s", out)
	}
}
