package conformance

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync/atomic"
	"testing"
)

// Cases is the corpus of hand-written regression cases of language lang under
// corpus/cases/ll or corpus/cases/mlir: small files, one feature or rule each,
// split in cases by "; -----" (LL) or "// -----" (MLIR), in the style of a
// compiler's own regression tests. Unlike Handwritten, a case may be valid or
// invalid: the oracle decides, and CheckCases compares.
//
// The mutants of these cases are held to CasesAgreement, not MinAgreement.
func Cases(lang Lang) Corpus {
	return Corpus{Name: "cases-" + lang.String(), Lang: lang, agreement: CasesAgreement, load: func(t testing.TB, lv Level) ([]Input, error) {
		root, err := Root()
		if err != nil {
			return nil, err
		}
		files, _ := filepath.Glob(filepath.Join(root, "corpus", "cases", lang.String(), "*"+lang.Ext()))
		sort.Strings(files)
		var ins []Input
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				return nil, err
			}
			ins = append(ins, SplitCases(filepath.Base(f), src, lang)...)
		}
		return ins, nil
	}}
}

// CasesAgreement is the share of the hand-written cases and their mutants on which
// CheckVerdicts requires the implementation and the oracle to agree.
const CasesAgreement = 0.995

// CheckCases runs every case of c through format (the implementation's parse,
// verify and print) and the oracle (llvm-as-22 | llvm-dis-22 for LL, mlir-opt-22
// for MLIR), in parallel subtests named "<corpus>/<file>/case<k>", and requires:
//
//   - for a case the oracle accepts: format accepts it and prints the oracle's
//     text byte for byte, comments aside;
//   - for a case the oracle rejects: format rejects it, and its first diagnostic is
//     the oracle's first one: "LINE:COL: error: message" equal for a parse error;
//     for an LLVM verifier error, which llvm-as-22 does not locate, the message
//     text equal (Ferry's is located as well).
//
// The counts are logged; the test is skipped when the oracle is absent.
func CheckCases(t *testing.T, c Corpus, format func(name string, src []byte) ([]byte, error)) {
	t.Helper()
	oracleTool := map[Lang]string{LL: "llvm-as", MLIR: "mlir-opt"}[c.Lang]
	if _, err := tool(oracleTool); err != nil {
		t.Skip(err.Error())
	}
	ins := c.Inputs(t)
	judge := OracleVerdict(c.Lang)
	st := &tally{name: c.Name}
	var valid, invalid atomic.Int64 // the oracle's verdicts
	t.Run(c.Name, func(t *testing.T) {
		for _, in := range ins {
			t.Run(in.Name, func(t *testing.T) {
				st.total.Add(1)
				if r := c.skipReason(t, in.Name); r != "" {
					st.skipped.Add(1)
					t.Skip("skip list: " + r)
				}
				t.Parallel()
				where := fmt.Sprintf("%s (corpus/cases/%s/%s:%d)", in.Name, c.Lang, in.File, in.Line)
				verdict := judge(in.File, in.Src)
				have, ok, herr := protect(t, in, c.Lang, func() ([]byte, error) { return format(in.File, in.Src) })
				if !ok {
					st.failed.Add(1)
					return
				}
				if verdict == nil {
					valid.Add(1)
					if herr != nil {
						st.failed.Add(1)
						t.Errorf("%s: the oracle accepts, Ferry rejects: %s", where, firstLine(herr.Error()))
						return
					}
					var want []byte
					var err error
					if c.Lang == LL {
						// llvm-dis names the module after its standard input unless
						// the source names it (and llvm-as takes the name first only).
						src := append([]byte("source_filename = \"<stdin>\"\n"), in.Src...)
						if have, ok, herr = protect(t, in, c.Lang, func() ([]byte, error) { return format(in.File, src) }); !ok || herr != nil {
							st.failed.Add(1)
							t.Errorf("%s: Ferry rejects the case once it is named: %v", where, herr)
							return
						}
						want, err = CanonLL(src)
					} else {
						want, err = CanonMLIR(in.Src, false)
					}
					if err != nil {
						t.Fatalf("%s: oracle: %v", where, err)
					}
					if d := Diff(have, want, c.Lang, oracleTool+"-22"); d != "" {
						st.differ.Add(1)
						t.Errorf("%s: output differs: %s", where, d)
						return
					}
					st.exact.Add(1)
					return
				}
				invalid.Add(1)
				want, verifier := OracleMessage(c.Lang, verdict.Error())
				if herr == nil {
					st.invalid.Add(1)
					t.Errorf("%s: the oracle rejects, Ferry accepts\noracle: %s", where, want)
					return
				}
				hline := firstLine(herr.Error())
				m := locRE.FindStringSubmatch(hline)
				if m == nil {
					st.failed.Add(1)
					t.Errorf("%s: Ferry's error is not located: %s", where, hline)
					return
				}
				hline, _, _ = strings.Cut(hline, " (and ") // diag.List's count of further errors
				msg := hline[len(m[0]):]
				hmsg := strings.TrimPrefix(hline, m[1]+":")
				if verifier {
					hmsg = msg
				}
				if hmsg != want {
					st.differ.Add(1)
					t.Errorf("%s: first diagnostic differs\nferry:  %s\noracle: %s", where, hmsg, want)
					return
				}
				st.exact.Add(1)
			})
		}
	})
	t.Log(st)
	t.Logf("%s: the oracle accepts %d cases and rejects %d", c.Name, valid.Load(), invalid.Load())
}

// OracleMessage extracts the first diagnostic from an oracle's error output (as
// OracleVerdict returns it): "LINE:COL: error: message" for a located error,
// or, for an LLVM verifier failure (llvm-as-22's "does not verify as correct!"),
// the first message line alone, with verifier set.
func OracleMessage(lang Lang, out string) (msg string, verifier bool) {
	if lang == LL {
		if _, after, ok := strings.Cut(out, "does not verify as correct!\n"); ok {
			line, _, _ := strings.Cut(after, "\n")
			return line, true
		}
	}
	if _, after, ok := strings.Cut(out, "<stdin>:"); ok {
		line, _, _ := strings.Cut(after, "\n")
		return line, false
	}
	return errorLine(out), false
}
