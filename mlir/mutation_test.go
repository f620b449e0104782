package mlir_test

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/internal/oracle"
	"github.com/ferry-ir/ferry/mlir"
)

// roughTokens splits MLIR text into tokens for mutation: runs of identifier
// characters, string literals, and single punctuation characters. Each token
// keeps the whitespace that precedes it, so joining them gives the text back.
func roughTokens(s string) []string {
	var toks []string
	i := 0
	ws := 0
	for i < len(s) {
		c := s[i]
		if c == ' ' || c == '\n' || c == '\t' {
			i++
			continue
		}
		start := i
		switch {
		case c == '"':
			j := i + 1
			for j < len(s) && s[j] != '"' && s[j] != '\n' {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			if j < len(s) {
				j++
			}
			i = j
		case isWordChar(c) || c == '%' || c == '^' || c == '#' || c == '!' || c == '@':
			j := i + 1
			for j < len(s) && isWordChar(s[j]) {
				j++
			}
			i = j
		case c == '-' && i+1 < len(s) && s[i+1] == '>':
			i += 2
		default:
			i++
		}
		toks = append(toks, s[ws:i])
		ws = i
		_ = start
	}
	return toks
}

func isWordChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '$'
}

// unregister renames the LLVM and DLTI dialects so that mlir-opt treats their ops,
// types and attributes as unregistered, like Ferry without dialect/llvm.
func unregister(s string) string {
	r := strings.NewReplacer(`"llvm.`, `"xl.`, `!llvm.`, `!xl.`, `#llvm.`, `#xl.`, `dlti.`, `xd.`, `llvm.`, `xl.`)
	return r.Replace(s)
}

// TestMutationVerdicts mutates generic-form inputs (delete, duplicate or swap
// tokens) and checks that Ferry accepts exactly the mutants mlir-opt-22
// --allow-unregistered-dialect accepts, and prints the accepted ones identically.
func TestMutationVerdicts(t *testing.T) {
	oracle.Tool(t, "mlir-opt")
	oracle.Tool(t, "mlir-translate")
	var inputs []string
	for seed := 1; seed <= 3; seed++ {
		ll := oracle.LLVMStress(t, 1000+seed, 12, false)
		imp, err := oracle.Run(t, "mlir-translate", ll, "--import-llvm")
		if err != nil {
			t.Fatal(err)
		}
		gen, err := oracle.Run(t, "mlir-opt", imp, "--mlir-print-op-generic")
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, unregister(string(gen)))
	}
	files, _ := filepath.Glob("testdata/oracle/*.mlir")
	for _, f := range files {
		b, _ := os.ReadFile(f)
		cases, _ := splitCases(string(b))
		inputs = append(inputs, cases...)
	}
	n := 400
	if testing.Short() {
		n = 60
	}
	rng := rand.New(rand.NewSource(22))
	agree, accepted, sameMsg, bothReject, checked := 0, 0, 0, 0, 0
	for k := 0; k < n; k++ {
		in := inputs[rng.Intn(len(inputs))]
		toks := roughTokens(in)
		if len(toks) < 2 {
			continue
		}
		i := rng.Intn(len(toks) - 1)
		var what string
		switch rng.Intn(4) {
		case 3:
			j := rng.Intn(len(toks))
			what = fmt.Sprintf("replace %q by %q", toks[i], toks[j])
			toks[i] = leadingSpace(toks[i]) + strings.TrimLeft(toks[j], " \n\t")
		case 0:
			what = fmt.Sprintf("delete %q", toks[i])
			toks = append(toks[:i:i], toks[i+1:]...)
		case 1:
			what = fmt.Sprintf("duplicate %q", toks[i])
			toks = append(toks[:i+1:i+1], toks[i:]...)
		default:
			what = fmt.Sprintf("swap %q %q", toks[i], toks[i+1])
			toks[i], toks[i+1] = toks[i+1], toks[i]
		}
		mut := strings.Join(toks, "")
		checked++
		want, werr := oracle.Run(t, "mlir-opt", []byte(mut), "--allow-unregistered-dialect", "--mlir-print-op-generic", "-")
		have, herr := ferryFmt(t, "<stdin>", []byte(mut), mlir.PrintOptions{Generic: true})
		switch {
		case werr != nil && herr != nil:
			agree++
			bothReject++
			// Compare the first diagnostic line (file:line:col: error: message).
			wl := strings.SplitN(werr.Error(), "\n", 3)
			hl := strings.SplitN(diag.Render(herr), "\n", 2)
			if len(wl) > 1 && wl[1] == hl[0] {
				sameMsg++
			} else if os.Getenv("FERRY_SHOW_MSG") != "" && len(wl) > 1 {
				t.Logf("message differs:\nhave %s\nwant %s", hl[0], wl[1])
			}
		case werr == nil && herr == nil:
			if have != string(want) {
				t.Errorf("mutant %d (%s): accepted by both, printed differently: %s\ninput: %s", k, what, firstDiff(have, string(want)), mut)
				continue
			}
			agree++
			accepted++
		case werr != nil:
			t.Errorf("mutant %d (%s): mlir-opt rejects, Ferry accepts:\n%s\ninput: %s", k, what, firstLines(werr.Error(), 4), mut)
		default:
			t.Errorf("mutant %d (%s): Ferry rejects, mlir-opt accepts:\n%s\ninput: %s", k, what, diag.Render(herr), mut)
		}
	}
	t.Logf("mutants: %d/%d verdicts agree with mlir-opt-22 (%d accepted by both); %d/%d rejections with the same first diagnostic line", agree, checked, accepted, sameMsg, bothReject)
}

func firstLines(s string, n int) string {
	l := strings.SplitN(s, "\n", n+1)
	if len(l) > n {
		l = l[:n]
	}
	return strings.Join(l, "\n")
}

func leadingSpace(s string) string {
	return s[:len(s)-len(strings.TrimLeft(s, " \n\t"))]
}
