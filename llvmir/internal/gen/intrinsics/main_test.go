package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/internal/llvmenv"
)

// The committed table is what the generator writes from the installed LLVM 22,
// so a stale table fails go test as well as CI's go generate check.
func TestCommittedTableUpToDate(t *testing.T) {
	c := &config{
		include: llvmenv.Include(),
		tblgen:  llvmenv.Tblgen(),
		out:     t.TempDir(),
	}
	if _, err := os.Stat(filepath.Join(c.include, "llvm/IR/Intrinsics.td")); err != nil {
		t.Skipf("LLVM 22 headers absent (%v): apt-get install -y llvm-22-dev", err)
	}
	if _, err := os.Stat(c.tblgen); err != nil {
		t.Skipf("llvm-tblgen absent (%v): apt-get install -y llvm-22", err)
	}
	if err := run(c); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(c.out, outName))
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("..", "..", "..", outName))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("llvmir/%s is stale: run go generate in llvmir and commit", outName)
	}
	// spot checks of the rows the verifier relies on
	for _, row := range []string{
		"\nllvm.memcpy 000f040f0c0f1101 od ",
		"\nllvm.trap 00 d ",
		"\nllvm.sadd.with.overflow 15000f011c01010f070f07 o ",
	} {
		if !bytes.Contains(got, []byte(row)) {
			t.Errorf("table lacks the row %q", strings.TrimSpace(row))
		}
	}
}

// A missing LLVM install is reported with the package to install.
func TestMissingLLVMNamesPackage(t *testing.T) {
	dir := t.TempDir()
	_, err := generate(&config{include: dir, tblgen: filepath.Join(dir, "llvm-tblgen"), out: dir})
	if err == nil || !strings.Contains(err.Error(), "llvm-22-dev") {
		t.Errorf("no headers: have %v, want a hint naming llvm-22-dev", err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "llvm/IR"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "llvm/IR/Intrinsics.td"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = generate(&config{include: dir, tblgen: filepath.Join(dir, "llvm-tblgen"), out: dir})
	if err == nil || !strings.Contains(err.Error(), "apt-get install -y llvm-22") {
		t.Errorf("no tblgen: have %v, want a hint naming llvm-22", err)
	}
}

func TestGoName(t *testing.T) {
	for in, want := range map[string]string{"IIT_EXTEND_ARG": "iitExtendArg", "IIT_V2": "iitV2", "IIT_AARCH64_SVCOUNT": "iitAarch64Svcount"} {
		if got := goName(in); got != want {
			t.Errorf("goName(%q) = %q, want %q", in, got, want)
		}
	}
}
