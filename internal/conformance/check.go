package conformance

import (
	"fmt"
	"os"
	"regexp"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"testing"
)

// tally counts the outcomes of one check over a corpus.
type tally struct {
	name                                           string
	total, exact, differ, failed, invalid, skipped atomic.Int64
}

func (s *tally) String() string {
	run := s.total.Load() - s.skipped.Load()
	return fmt.Sprintf("%s: %d of %d exact (%d differ, %d errors or panics, %d outputs the oracle rejects, %d skipped)",
		s.name, s.exact.Load(), run, s.differ.Load(), s.failed.Load(), s.invalid.Load(), s.skipped.Load())
}

// CheckLL runs format on every input of c, in parallel subtests named
// "<corpus>/<input>", and checks that its output
//
//   - equals the canonical text llvm-as-22 | llvm-dis-22 of the input byte for byte,
//     comments aside (see StripComments); a difference is reported with its first
//     differing line and the lines before it;
//   - is accepted by llvm-as-22.
//
// An error or a panic from format fails the input (a panic with the input saved to
// a file and a command that reproduces it). The summary ("N of M exact") is logged
// on t. The test is skipped when the LLVM 22 tools are absent.
func CheckLL(t *testing.T, c Corpus, format func(name string, src []byte) ([]byte, error)) {
	t.Helper()
	if _, err := tool("llvm-as"); err != nil {
		t.Skip(err.Error())
	}
	ins := c.Inputs(t)
	st := &tally{name: c.Name}
	t.Run(c.Name, func(t *testing.T) {
		for _, in := range ins {
			t.Run(in.Name, func(t *testing.T) {
				st.total.Add(1)
				if r := c.skipReason(t, in.Name); r != "" {
					st.skipped.Add(1)
					t.Skip("skip list: " + r)
				}
				t.Parallel()
				want, err := CanonLL(in.Src)
				if err != nil {
					t.Fatalf("the corpus is wrong: llvm-as-22 rejects input %s: %v", in.Name, err)
				}
				have, ok, err := protect(t, in, LL, func() ([]byte, error) { return format(in.File, in.Src) })
				if !ok || err != nil {
					st.failed.Add(1)
					if ok {
						t.Errorf("%s: implementation failed on a valid input: %v", in.Name, err)
					}
					return
				}
				exact := true
				if d := Diff(have, want, LL, "llvm-dis-22"); d != "" {
					exact = false
					st.differ.Add(1)
					t.Errorf("%s: output differs from llvm-as-22 | llvm-dis-22: %s", in.Name, d)
				}
				if _, err := run("llvm-as", have, "-", "-o", os.DevNull); err != nil {
					exact = false
					st.invalid.Add(1)
					t.Errorf("%s: llvm-as-22 rejects the output: %v", in.Name, err)
				}
				if exact {
					st.exact.Add(1)
				}
			})
		}
	})
	t.Log(st)
}

// CheckMLIR runs format on every input of c twice, for the custom form and for the
// generic form (generic=true), and checks that each output
//
//   - equals what mlir-opt-22 prints for the input (with --mlir-print-op-generic
//     for the generic form), byte for byte outside comments;
//   - is accepted by mlir-opt-22 (unregistered dialects allowed, for ferry.* ops).
//
// Errors and panics fail the input as in CheckLL; the summaries of both forms are
// logged on t.
func CheckMLIR(t *testing.T, c Corpus, format func(name string, src []byte, generic bool) ([]byte, error)) {
	t.Helper()
	if _, err := tool("mlir-opt"); err != nil {
		t.Skip(err.Error())
	}
	ins := c.Inputs(t)
	sts := [2]*tally{{name: c.Name + " (custom form)"}, {name: c.Name + " (generic form)"}}
	t.Run(c.Name, func(t *testing.T) {
		for _, in := range ins {
			t.Run(in.Name, func(t *testing.T) {
				for _, st := range sts {
					st.total.Add(1)
				}
				if r := c.skipReason(t, in.Name); r != "" {
					for _, st := range sts {
						st.skipped.Add(1)
					}
					t.Skip("skip list: " + r)
				}
				t.Parallel()
				for g, st := range sts {
					generic := g == 1
					form := "custom"
					if generic {
						form = "generic"
					}
					want, err := CanonMLIR(in.Src, generic)
					if err != nil {
						t.Fatalf("the corpus is wrong: mlir-opt-22 rejects input %s: %v", in.Name, err)
					}
					have, ok, err := protect(t, in, MLIR, func() ([]byte, error) { return format(in.File, in.Src, generic) })
					if !ok || err != nil {
						st.failed.Add(1)
						if ok {
							t.Errorf("%s (%s form): implementation failed on a valid input: %v", in.Name, form, err)
						}
						continue
					}
					exact := true
					if d := Diff(have, want, MLIR, "mlir-opt-22"); d != "" {
						exact = false
						st.differ.Add(1)
						t.Errorf("%s (%s form): output differs from mlir-opt-22: %s", in.Name, form, d)
					}
					if _, err := run("mlir-opt", have, "--allow-unregistered-dialect", "-", "-o", os.DevNull); err != nil {
						exact = false
						st.invalid.Add(1)
						t.Errorf("%s (%s form): mlir-opt-22 rejects the output: %v", in.Name, form, err)
					}
					if exact {
						st.exact.Add(1)
					}
				}
			})
		}
	})
	t.Log(sts[0])
	t.Log(sts[1])
}

// protect calls f, turning a panic into a test failure that names a saved copy of
// the input and a command reproducing it. ok is false after a panic.
func protect(t testing.TB, in Input, lang Lang, f func() ([]byte, error)) (out []byte, ok bool, err error) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			ok = false
			t.Errorf("%s: implementation panicked: %v\n%s\n%s", in.Name, r, debug.Stack(), saveRepro(t.Name(), in.Src, lang))
		}
	}()
	out, err = f()
	return out, true, err
}

// saveRepro saves src to a file that outlives the test and returns a message naming
// it and a one-line command that reruns the failing subtest.
func saveRepro(test string, src []byte, lang Lang) string {
	f, err := os.CreateTemp("", "ferry-repro-*"+lang.Ext())
	saved := "(could not save the input: " + fmt.Sprint(err) + ")"
	if err == nil {
		_, err = f.Write(src)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err == nil {
			saved = f.Name()
		}
	}
	return fmt.Sprintf("input saved to %s\nreproduce: %s", saved, ReproCommand(test))
}

// ReproCommand returns the go test command that runs exactly the (sub)test named
// name, from the directory of the package under test.
func ReproCommand(name string) string {
	parts := strings.Split(name, "/")
	for i, p := range parts {
		parts[i] = "^" + regexp.QuoteMeta(p) + "$"
	}
	return fmt.Sprintf("go test -count=1 -run '%s' .", strings.Join(parts, "/"))
}
