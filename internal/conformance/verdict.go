package conformance

import (
	"fmt"
	"hash/fnv"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// MinAgreement is the share of mutants on which CheckVerdicts requires the
// implementation and the oracle to agree.
const MinAgreement = 0.99

// mutantsPerInput returns FERRY_MUTANTS, or 5, 10 or 20 by level.
func mutantsPerInput() int {
	if n, err := strconv.Atoi(os.Getenv("FERRY_MUTANTS")); err == nil && n > 0 {
		return n
	}
	return [...]int{5, 10, 20}[CurrentLevel()]
}

// OracleVerdict is the default judge of CheckVerdicts: llvm-as-22 for LLVM IR,
// mlir-opt-22 for MLIR (no unregistered dialects), nil when it accepts src. Verdicts
// are cached by content.
func OracleVerdict(lang Lang) func(name string, src []byte) error {
	name, args := "llvm-as", []string{"-", "-o", os.DevNull}
	if lang == MLIR {
		name, args = "mlir-opt", []string{"-", "-o", os.DevNull}
	}
	return func(_ string, src []byte) error {
		v, err := cached([]string{name}, append([]string{"verdict", string(src)}, args...), func() ([]byte, error) {
			if _, err := run(name, src, args...); err != nil {
				if _, missing := err.(*missingTool); missing {
					return nil, err
				}
				return []byte("reject " + err.Error()), nil
			}
			return []byte("accept"), nil
		})
		if err != nil {
			return err
		}
		if s := string(v); s != "accept" {
			return fmt.Errorf("%s", strings.TrimPrefix(s, "reject "))
		}
		return nil
	}
}

// disagreement is one mutant on which implementation and oracle differ.
type disagreement struct {
	test, name  string
	src         []byte
	have, want  error
	lang        Lang
	haveAccepts bool
}

// CheckVerdicts checks accept, the implementation's parser and verifier, against an
// oracle over the inputs of c and their mutants (Mutants, FERRY_MUTANTS per input,
// seeded by the input's name). The oracle is OracleVerdict(c.Lang) unless one is
// given. It requires that
//
//   - accept and the oracle agree (both accept, or both reject) on at least
//     MinAgreement of all inputs and mutants; the disagreements are listed, each
//     with its input saved to a file and a command that reproduces it;
//   - accept never panics (each panic fails, with the input saved and a reproducer);
//   - every error accept returns is located: its first line reads
//     "NAME:LINE:COL: error: ..." with NAME the name accept was given and LINE
//     within the input.
//
// Mutant k of input "x.ll" is named "x.m<k>.ll"; the input itself is checked too.
func CheckVerdicts(t *testing.T, c Corpus, accept func(name string, src []byte) error, oracle ...func(name string, src []byte) error) {
	t.Helper()
	judge := OracleVerdict(c.Lang)
	if len(oracle) > 0 {
		judge = oracle[0]
	} else if _, err := tool(map[Lang]string{LL: "llvm-as", MLIR: "mlir-opt"}[c.Lang]); err != nil {
		t.Skip(err.Error())
	}
	ins := c.Inputs(t)
	per := mutantsPerInput()
	var (
		mu       sync.Mutex
		total    int
		accepted int // by the oracle
		disagree []disagreement
	)
	t.Run(c.Name, func(t *testing.T) {
		for _, in := range ins {
			t.Run(in.Name, func(t *testing.T) {
				if r := c.skipReason(t, in.Name); r != "" {
					t.Skip("skip list: " + r)
				}
				t.Parallel()
				h := fnv.New64a()
				h.Write([]byte(in.Name))
				srcs := append([][]byte{in.Src}, MutantsLang(in.Src, c.Lang, int64(h.Sum64()), per)...)
				ext := c.Lang.Ext()
				for k, src := range srcs {
					name := in.File
					if k > 0 {
						name = fmt.Sprintf("%s.m%d%s", strings.TrimSuffix(in.File, ext), k, ext)
					}
					mi := Input{Name: name, File: name, Line: 1, Src: src}
					var have error
					_, ok, _ := protect(t, mi, c.Lang, func() ([]byte, error) {
						have = accept(name, src)
						return nil, nil
					})
					if !ok {
						continue
					}
					if have != nil {
						if msg := checkLocated(name, src, have); msg != "" {
							t.Errorf("%s", msg)
						}
					}
					want := judge(name, src)
					if _, missing := want.(*missingTool); missing {
						t.Skip(want.Error())
					}
					mu.Lock()
					total++
					if want == nil {
						accepted++
					}
					if (have == nil) != (want == nil) {
						disagree = append(disagree, disagreement{test: t.Name(), name: name, src: src, have: have, want: want, lang: c.Lang, haveAccepts: have == nil})
					}
					mu.Unlock()
				}
			})
		}
	})
	if total == 0 {
		return
	}
	// Subtests ran in parallel: sort, so that the report does not depend on timing.
	sort.Slice(disagree, func(i, j int) bool { return disagree[i].name < disagree[j].name })
	need := MinAgreement
	if c.agreement > 0 {
		need = c.agreement
	}
	agree := float64(total-len(disagree)) / float64(total)
	summary := fmt.Sprintf("%s: implementation and oracle agree on %d of %d inputs and mutants (%.2f%%, need %.1f%%); the oracle accepts %d",
		c.Name, total-len(disagree), total, 100*agree, 100*need, accepted)
	if agree >= need {
		t.Log(summary)
		for _, d := range disagree {
			t.Logf("disagreement on %s: %s", d.name, d.describe())
		}
		return
	}
	var b strings.Builder
	b.WriteString(summary)
	for i, d := range disagree {
		if i == 10 {
			fmt.Fprintf(&b, "\n... and %d more", len(disagree)-10)
			break
		}
		fmt.Fprintf(&b, "\n%s: %s\n  %s", d.name, d.describe(), strings.ReplaceAll(saveRepro(d.test, d.src, d.lang), "\n", "\n  "))
	}
	t.Error(b.String())
}

func (d disagreement) describe() string {
	if d.haveAccepts {
		return "the implementation accepts, the oracle rejects: " + errorLine(d.want.Error())
	}
	return "the implementation rejects, the oracle accepts: " + firstLine(d.have.Error())
}

var locRE = regexp.MustCompile(`^(.*):(\d+):(\d+): error: `)

// errorLine returns the first line of a tool's error output that says "error:"
// (the tools' own first line is the command and its exit status), or the first line.
func errorLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, "error:") {
			return strings.TrimSpace(l)
		}
	}
	return firstLine(s)
}

// checkLocated returns "" when err's first line is "name:line:col: error: ..." with
// line within src, and a complaint otherwise.
func checkLocated(name string, src []byte, err error) string {
	first := firstLine(err.Error())
	m := locRE.FindStringSubmatch(first)
	if m == nil {
		return fmt.Sprintf("%s: error is not located (want %q): %s", name, name+":LINE:COL: error: ...", first)
	}
	if m[1] != name {
		return fmt.Sprintf("%s: error names file %q, want %q: %s", name, m[1], name, first)
	}
	line, _ := strconv.Atoi(m[2])
	col, _ := strconv.Atoi(m[3])
	if lines := strings.Count(string(src), "\n") + 1; line < 1 || line > lines || col < 1 {
		return fmt.Sprintf("%s: error position %d:%d is outside the input (%d lines): %s", name, line, col, lines, first)
	}
	return ""
}
