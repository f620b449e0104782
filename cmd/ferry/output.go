package main

import (
	"io"
	"os"
	"path/filepath"
)

// writeOutput writes data to path atomically: to a temporary file in the same
// directory, renamed over path only when everything was written, so an error never
// leaves a partial file. Path "-" or "" means w.
func writeOutput(path string, data []byte, w io.Writer) error {
	if path == "" || path == "-" {
		_, err := w.Write(data)
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".ferry-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	if _, err := f.Write(data); err != nil {
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
