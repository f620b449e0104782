package llvmir

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/internal/oracle"
)

var mutantsN = flag.Int("mutants.n", 4000, "number of mutants for TestMutationVerdicts (-short: 300)")

// mutationCorpus returns the inputs that mutants are made from: the goldens'
// inputs and a few small llvm-stress modules.
func mutationCorpus(t *testing.T) map[string][]byte {
	corpus := map[string][]byte{}
	files, _ := filepath.Glob("testdata/*.ll")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		corpus[filepath.Base(f)] = b
	}
	for i := 0; i < 8; i++ {
		corpus[fmt.Sprintf("stress-%d", i)] = oracle.LLVMStress(t, 100+i, 15+5*i, false)
	}
	if oracle.Find("csmith") != "" && oracle.Find("clang") != "" {
		corpus["csmith-1003-O0"] = oracle.Csmith(t, 1003, "-O0")
		corpus["csmith-1003-O2-g"] = oracle.Csmith(t, 1003, "-O2", "-g")
	}
	return corpus
}

// mutate returns a deterministic mutant of src: a token deleted, duplicated,
// swapped with its neighbour or replaced by another token of the file, or a
// line deleted or duplicated.
func mutate(src []byte, r *rand.Rand) ([]byte, string) {
	lx := lexer{src: src}
	var toks []token
	for {
		tk := lx.next()
		if tk.kind == tEOF {
			break
		}
		toks = append(toks, tk)
		if tk.kind == tError {
			break
		}
	}
	if len(toks) < 2 {
		return src, "none"
	}
	i := r.Intn(len(toks) - 1)
	a := toks[i]
	var out []byte
	kind := r.Intn(6)
	switch kind {
	case 0: // delete token
		out = append(append(out, src[:a.start]...), src[a.end:]...)
		return out, fmt.Sprintf("delete %q", src[a.start:a.end])
	case 1: // duplicate token
		out = append(append(append(out, src[:a.end]...), ' '), src[a.start:]...)
		return out, fmt.Sprintf("duplicate %q", src[a.start:a.end])
	case 2: // swap with next
		b := toks[i+1]
		out = append(out, src[:a.start]...)
		out = append(out, src[b.start:b.end]...)
		out = append(out, src[a.end:b.start]...)
		out = append(out, src[a.start:a.end]...)
		out = append(out, src[b.end:]...)
		return out, fmt.Sprintf("swap %q %q", src[a.start:a.end], src[b.start:b.end])
	case 3: // replace by another token
		b := toks[r.Intn(len(toks))]
		out = append(out, src[:a.start]...)
		out = append(out, src[b.start:b.end]...)
		out = append(out, src[a.end:]...)
		return out, fmt.Sprintf("replace %q by %q", src[a.start:a.end], src[b.start:b.end])
	}
	lines := bytes.SplitAfter(src, []byte("\n"))
	j := r.Intn(len(lines))
	for k, l := range lines {
		if k == j {
			if kind == 4 {
				continue
			}
			out = append(out, l...)
		}
		out = append(out, l...)
	}
	if kind == 4 {
		return out, fmt.Sprintf("delete line %d", j+1)
	}
	return out, fmt.Sprintf("duplicate line %d", j+1)
}

type mutant struct {
	name, desc string
	src        []byte
	ferryOK    bool
	ferryErr   string
	llvmOK     bool
	llvmErr    string
}

// TestMutationVerdicts mutates corpus files and requires Ferry's accept/reject
// verdict to equal llvm-as-22's on at least 99% of the mutants, and Parse never
// to panic (an internal error counts as a disagreement and fails the test).
func TestMutationVerdicts(t *testing.T) {
	as := oracle.Tool(t, "llvm-as")
	asVersion := oracle.Version(as) // once: it runs the tool
	n := *mutantsN
	if testing.Short() && n > 300 {
		n = 300
	}
	corpus := mutationCorpus(t)
	names := make([]string, 0, len(corpus))
	for k := range corpus {
		names = append(names, k)
	}
	sort.Strings(names)
	seed := int64(1)
	if s := os.Getenv("FERRY_MUTANT_SEED"); s != "" {
		fmt.Sscan(s, &seed)
	}
	r := rand.New(rand.NewSource(seed))
	ms := make([]*mutant, n)
	for i := range ms {
		name := names[r.Intn(len(names))]
		src, desc := mutate(corpus[name], r)
		ms[i] = &mutant{name: name, desc: desc, src: src}
	}
	var wg sync.WaitGroup
	work := make(chan *mutant)
	for w := 0; w < runtime.NumCPU(); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for m := range work {
				_, err := Parse(m.name, m.src)
				m.ferryOK = err == nil
				if err != nil {
					m.ferryErr = err.Error()
				}
				m.llvmOK, m.llvmErr = llvmAsVerdict(as, asVersion, string(m.src))
			}
		}()
	}
	for _, m := range ms {
		work <- m
	}
	close(work)
	wg.Wait()
	agree, bothOK := 0, 0
	var bad []string
	for _, m := range ms {
		if m.ferryOK && m.llvmOK {
			bothOK++
		}
		if strings.Contains(m.ferryErr, "internal error") {
			t.Errorf("%s (%s): Parse failed internally: %s", m.name, m.desc, m.ferryErr)
		}
		if m.ferryOK == m.llvmOK {
			agree++
			continue
		}
		line := fmt.Sprintf("%s (%s): ferry ok=%v %s | llvm-as ok=%v %s", m.name, m.desc, m.ferryOK, firstLine(m.ferryErr), m.llvmOK, firstLine(strings.TrimPrefix(m.llvmErr, "reject\n")))
		bad = append(bad, line)
	}
	pct := 100 * float64(agree) / float64(len(ms))
	t.Logf("mutation verdicts: %d/%d agree with llvm-as-22 (%.2f%%); %d accepted by both, %d rejected by both", agree, len(ms), pct, bothOK, agree-bothOK)
	if os.Getenv("FERRY_MUTANT_LOG") != "" {
		os.WriteFile(os.Getenv("FERRY_MUTANT_LOG"), []byte(strings.Join(bad, "\n")+"\n"), 0o644)
	}
	if pct < 99 {
		for i, b := range bad {
			if i == 30 {
				break
			}
			t.Log(b)
		}
		t.Errorf("agreement %.2f%% is below 99%%", pct)
	}
	_ = errors.Is
	_ = diag.ErrSyntax
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		// llvm-as puts the diagnostic on the line after the command
		rest := s[i+1:]
		if j := strings.IndexByte(rest, '\n'); j >= 0 {
			rest = rest[:j]
		}
		return s[:i] + " :: " + rest
	}
	return s
}
