package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// writeData is writeOutputWith for text given whole.
func writeData(path string, data []byte, w io.Writer) error {
	return writeOutputWith(path, w, func(out io.Writer) error {
		_, err := out.Write(data)
		return err
	})
}

func TestWriteOutputAtomic(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.ll")
	if err := os.WriteFile(p, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := writeData(p, []byte("new text\n"), nil); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(p)
	if string(got) != "new text\n" {
		t.Fatalf("have %q, want %q", got, "new text\n")
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Fatalf("temporary files left behind: %v", ents)
	}
	// A directory that does not exist: error, and nothing created.
	if err := writeData(filepath.Join(dir, "no", "such", "x.ll"), []byte("x"), nil); err == nil {
		t.Fatal("writing into a missing directory succeeded")
	}
	var buf bytes.Buffer
	if err := writeData("-", []byte("to stdout"), &buf); err != nil || buf.String() != "to stdout" {
		t.Fatalf("stdout output: %q, %v", buf.String(), err)
	}
}

// A printer that fails after writing part of its text leaves the old file as it
// was and no temporary file behind.
func TestWriteOutputWithFailingPrinter(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.mlir")
	if err := os.WriteFile(p, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	failure := errors.New("disk on fire")
	err := writeOutputWith(p, nil, func(w io.Writer) error {
		io.WriteString(w, "partial text")
		return failure
	})
	if !errors.Is(err, failure) {
		t.Fatalf("have error %v, want %v", err, failure)
	}
	if got, _ := os.ReadFile(p); string(got) != "old" {
		t.Fatalf("the old file became %q", got)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Fatalf("temporary files left behind: %v", ents)
	}
}
