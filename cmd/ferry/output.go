package main

import (
	"io"
	"os"
	"path/filepath"
)

// writeOutputWith lets print write the output to path atomically: to a temporary
// file in the same directory, renamed over path only when print and the file
// succeeded, so an error never leaves a partial file. Path "-" or "" means w,
// which gets the text as print writes it. Printers stream through it, so a large
// output is never held whole in memory. A path that names something other than
// a regular file (/dev/null, a named pipe) is written in place, as the LLVM
// tools write it: renaming over it would replace the device or pipe by a file.
func writeOutputWith(path string, w io.Writer, print func(io.Writer) error) error {
	if path == "" || path == "-" {
		return print(w)
	}
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() && !fi.IsDir() {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		if err := print(f); err != nil {
			f.Close()
			return err
		}
		return f.Close()
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".ferry-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	if err := print(f); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Chmod(tmp, 0o644); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// readInput reads path, or in when path is "-".
func readInput(path string, in io.Reader) ([]byte, error) {
	if path == "-" {
		return io.ReadAll(in)
	}
	return os.ReadFile(path)
}
