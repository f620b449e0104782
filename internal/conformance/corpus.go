package conformance

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

// Lang is the language of a corpus's inputs.
type Lang uint8

const (
	LL   Lang = iota // LLVM IR text (.ll)
	MLIR             // MLIR text (.mlir)
)

func (l Lang) String() string {
	if l == MLIR {
		return "mlir"
	}
	return "ll"
}

// Ext is the file extension of the language, with its dot.
func (l Lang) Ext() string { return "." + l.String() }

// Input is one named entry of a corpus.
type Input struct {
	// Name names the subtest: unique within the corpus, a file path for hand-written
	// inputs ("ll/atomics.ll", or "ll/atomics.ll/case2" for the second case of a file
	// split by "; -----"), a description for generated ones ("s12-n800.ll").
	Name string
	// File is the file name to give the implementation, the one its diagnostics
	// should name; it ends in ".ll" or ".mlir".
	File string
	// Line is the line of File on which Src starts (1 unless File is split in cases).
	Line int
	// Src is the input text.
	Src []byte
	// Want is the standard output the program prints when run, when known (the C
	// and C++ programs under corpus/); nil otherwise.
	Want []byte
}

// Skips maps an input name, or a path.Match pattern over names, to the reason the
// input is skipped. Every entry needs a reason: an empty one fails the test.
type Skips map[string]string

// Corpus is a named list of inputs in one language. The list is computed on first
// use (generation may run external tools) and trimmed according to the level.
type Corpus struct {
	Name string
	Lang Lang

	load  func(t testing.TB, lv Level) ([]Input, error)
	skips Skips
	// agreement is the share of inputs and mutants on which CheckVerdicts
	// requires agreement with the oracle; 0 means MinAgreement.
	agreement float64
}

// Skip returns a copy of c that skips the inputs matched by s.
func (c Corpus) Skip(s Skips) Corpus {
	m := Skips{}
	for k, v := range c.skips {
		m[k] = v
	}
	for k, v := range s {
		m[k] = v
	}
	c.skips = m
	return c
}

// skipReason returns the reason input name is skipped, or "".
func (c Corpus) skipReason(t testing.TB, name string) string {
	keys := make([]string, 0, len(c.skips))
	for k := range c.skips {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		ok, err := path.Match(k, name)
		if err != nil {
			t.Fatalf("skip list of %s: bad pattern %q: %v", c.Name, k, err)
		}
		if ok || k == name {
			r := c.skips[k]
			if strings.TrimSpace(r) == "" {
				t.Fatalf("skip list of %s: entry %q has no reason", c.Name, k)
			}
			return r
		}
	}
	return ""
}

// Inputs returns the corpus's inputs at the current level, generating them if needed.
// It skips t when a tool the corpus needs is absent, and fails it when generation
// fails. The generation time is logged.
func (c Corpus) Inputs(t testing.TB) []Input {
	t.Helper()
	lv := CurrentLevel()
	start := time.Now()
	ins, err := c.load(t, lv)
	if err != nil {
		var miss *missingTool
		if errors.As(err, &miss) {
			t.Skip(miss.Error())
		}
		t.Fatalf("corpus %s: %v", c.Name, err)
	}
	if len(ins) == 0 {
		t.Fatalf("corpus %s (%s) is empty: a check over no input proves nothing", c.Name, lv)
	}
	t.Logf("corpus %s (%s): %d inputs in %v", c.Name, lv, len(ins), time.Since(start).Round(time.Millisecond))
	return ins
}

// Level is how much of each corpus the tests run.
type Level uint8

const (
	Small  Level = iota // a handful of inputs per corpus
	Sample              // about a fifth of each corpus
	Full                // everything
)

func (l Level) String() string {
	return [...]string{"small", "sample", "full"}[l]
}

// CurrentLevel reads FERRY_CORPUS (small, sample, full); without it the level is
// small under -short, full when CI=true, and sample otherwise.
func CurrentLevel() Level {
	switch strings.ToLower(os.Getenv("FERRY_CORPUS")) {
	case "small":
		return Small
	case "sample":
		return Sample
	case "full", "all":
		return Full
	}
	if testing.Testing() && testing.Short() {
		return Small
	}
	if os.Getenv("CI") == "true" {
		return Full
	}
	return Sample
}

// pick returns the count of inputs to use at level lv, out of full.
func pick(lv Level, small, full int) int {
	switch lv {
	case Small:
		return min(small, full)
	case Sample:
		return max(min(small, full), full/5)
	}
	return full
}

// Root returns the repository's root directory: the nearest directory above the
// working directory that holds Ferry's go.mod.
func Root() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && bytes.Contains(b, []byte("module github.com/ferry-ir/ferry")) {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("conformance: not inside the Ferry repository (no go.mod found)")
		}
		dir = parent
	}
}

// Handwritten is the corpus of hand-written files of language lang under corpus/:
// examples/, ll/ (or mlir/) and regressions/. A file holding several cases separated
// by a line "; -----" (LL) or "// -----" (MLIR) gives one input per case. Its
// mutants are held to CasesAgreement.
func Handwritten(lang Lang) Corpus {
	return Corpus{Name: "handwritten-" + lang.String(), Lang: lang, agreement: CasesAgreement, load: func(t testing.TB, lv Level) ([]Input, error) {
		root, err := Root()
		if err != nil {
			return nil, err
		}
		var ins []Input
		for _, dir := range []string{"examples", lang.String(), "regressions"} {
			files, _ := filepath.Glob(filepath.Join(root, "corpus", dir, "*"+lang.Ext()))
			sort.Strings(files)
			for _, f := range files {
				src, err := os.ReadFile(f)
				if err != nil {
					return nil, err
				}
				ins = append(ins, SplitCases(dir+"/"+filepath.Base(f), src, lang)...)
			}
		}
		return ins, nil
	}}
}

// SplitCases splits a file into its cases at lines "; -----" (LL) or "// -----"
// (MLIR). A file without separators is one input named name; otherwise case k
// (1-based) is named name+"/case"+k, and each case keeps its starting line.
func SplitCases(name string, src []byte, lang Lang) []Input {
	sep := "; -----"
	if lang == MLIR {
		sep = "// -----"
	}
	lines := bytes.SplitAfter(src, []byte("\n"))
	var ins []Input
	start, startLine := 0, 1
	off := 0
	flush := func(end, nextLine int) {
		ins = append(ins, Input{File: name, Line: startLine, Src: src[start:end]})
		start, startLine = -1, nextLine
	}
	for i, l := range lines {
		if strings.TrimSpace(string(l)) == sep {
			flush(off, i+2)
			start = off + len(l)
		}
		off += len(l)
	}
	flush(len(src), 0)
	if len(ins) == 1 {
		ins[0].Name = name
		return ins
	}
	for i := range ins {
		ins[i].Name = fmt.Sprintf("%s/case%d", name, i+1)
	}
	return ins
}

// missingTool is the error a loader returns when a tool it needs is not installed.
type missingTool struct{ name string }

func (m *missingTool) Error() string {
	return fmt.Sprintf("oracle tool %s not found; install the oracles with: %s", m.name, installHint)
}

// parallelMap runs f(i) for i in [0, n) on up to NumCPU goroutines and returns
// the results in order, or the first error by index.
func parallelMap[T any](n int, f func(i int) (T, error)) ([]T, error) {
	out := make([]T, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	next := make(chan int)
	workers := min(runtime.NumCPU(), n)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i], errs[i] = f(i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// Literal is a corpus of the given inputs, for a package's own small cases and for
// the harness's tests. Inputs without a File use their Name; Line defaults to 1.
func Literal(name string, lang Lang, ins ...Input) Corpus {
	return Corpus{Name: name, Lang: lang, load: func(testing.TB, Level) ([]Input, error) {
		out := make([]Input, len(ins))
		for i, in := range ins {
			if in.File == "" {
				in.File = in.Name
			}
			if in.Line == 0 {
				in.Line = 1
			}
			out[i] = in
		}
		return out, nil
	}}
}
