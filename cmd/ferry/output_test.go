package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"syscall"
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

// An output path that is not a regular file is written in place: `-o /dev/null`
// must not replace the device by a file (it did, renaming the temporary file
// over it). A named pipe stands in for the device here, so that a regression
// cannot damage the machine's /dev/null.
func TestWriteOutputToPipe(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(p, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	got := make(chan []byte)
	go func() {
		f, err := os.Open(p)
		if err != nil {
			got <- nil
			return
		}
		b, _ := io.ReadAll(f)
		f.Close()
		got <- b
	}()
	if err := writeData(p, []byte("through the pipe\n"), nil); err != nil {
		t.Fatal(err)
	}
	if b := <-got; string(b) != "through the pipe\n" {
		t.Fatalf("the reader got %q", b)
	}
	fi, err := os.Lstat(p)
	if err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("the pipe was replaced: %v, %v", fi.Mode(), err)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Fatalf("temporary files left behind: %v", ents)
	}
}
