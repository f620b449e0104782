package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/internal/llvmenv"
)

// The committed tables are what the generator writes from the installed LLVM 22,
// so a stale table fails go test as well as CI's go generate check.
func TestCommittedTablesUpToDate(t *testing.T) {
	c := &config{
		include: llvmenv.Include(),
		tblgen:  llvmenv.Tblgen(),
		out:     t.TempDir(),
	}
	if _, err := os.Stat(filepath.Join(c.include, "llvm/IR/Attributes.inc")); err != nil {
		t.Skipf("LLVM 22 headers absent (%v): apt-get install -y llvm-22 llvm-22-dev", err)
	}
	if _, err := os.Stat(c.tblgen); err != nil {
		t.Skipf("llvm-tblgen absent (%v): apt-get install -y llvm-22", err)
	}
	if err := run(c); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"attr_order.go", "attr_applies.go"} {
		got, err := os.ReadFile(filepath.Join(c.out, name))
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join("..", "..", "..", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("llvmir/%s is stale: run go generate in llvmir and commit", name)
		}
	}
}

// A missing LLVM install is reported with the package to install.
func TestMissingLLVMNamesPackage(t *testing.T) {
	dir := t.TempDir()
	_, err := files(&config{include: dir, tblgen: filepath.Join(dir, "llvm-tblgen"), out: dir})
	if err == nil || !strings.Contains(err.Error(), "llvm-22-dev") {
		t.Errorf("no headers: have %v, want a hint naming llvm-22-dev", err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "llvm/IR"), 0o755); err != nil {
		t.Fatal(err)
	}
	inc := "ATTRIBUTE_ENUM(Cold,cold)\n"
	if err := os.WriteFile(filepath.Join(dir, "llvm/IR/Attributes.inc"), []byte(inc), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "llvm/IR/Attributes.td"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = files(&config{include: dir, tblgen: filepath.Join(dir, "llvm-tblgen"), out: dir})
	if err == nil || !strings.Contains(err.Error(), "install llvm-22 ") {
		t.Errorf("no llvm-tblgen: have %v, want a hint naming llvm-22", err)
	}
}

// The two sources must agree on the keywords, and the hand-kept extras must not
// shadow a keyword LLVM defines again.
func TestSameKeywords(t *testing.T) {
	if err := sameKeywords([]string{"cold", "align"}, map[string]string{"cold": "attrFn", "align": "attrParam"}); err != nil {
		t.Errorf("agreeing sources refused: %v", err)
	}
	if err := sameKeywords([]string{"cold"}, map[string]string{"cold": "attrFn", "hot": "attrFn"}); err == nil || !strings.Contains(err.Error(), "hot") {
		t.Errorf("keyword only in .td: have %v", err)
	}
	if err := sameKeywords([]string{"cold", "nocapture"}, map[string]string{"cold": "attrFn", "nocapture": "attrParam"}); err == nil || !strings.Contains(err.Error(), "extraApplies") {
		t.Errorf("extra keyword back in LLVM: have %v", err)
	}
}
