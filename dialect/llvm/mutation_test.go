package llvm

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
)

var mutations = flag.Int("mutations", 1500, "number of mutated inputs in TestMutationVerdicts")

// mutationFloor is the number of mutated inputs on which Ferry and mlir-opt-22
// must agree (accept or reject); raise it as the verifier grows.
var mutationFloor = 1500

// mutationFiles are the golden inputs TestMutationVerdicts mutates.
var mutationFiles = []string{"ops.mlir", "intrinsics.mlir", "intrinsics_extra.mlir"}

var mutationSeed = flag.Int64("mutation-seed", 1, "seed of TestMutationVerdicts (the floor holds for seed 1)")

var (
	typeToken = regexp.MustCompile(`\b(i1|i8|i16|i32|i64|f32|f64)\b|!llvm\.ptr`)
	intToken  = regexp.MustCompile(`\b[0-9]+\b`)
	valToken  = regexp.MustCompile(`%[0-9a-z_]+`)
)

// mutate changes one thing in src: a type, an integer, an operand, or a line.
func mutate(r *rand.Rand, src string) string {
	lines := strings.Split(src, "\n")
	var body []int
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "%") || strings.HasPrefix(strings.TrimSpace(l), "llvm.") || strings.HasPrefix(strings.TrimSpace(l), "\"llvm.") {
			body = append(body, i)
		}
	}
	if len(body) == 0 {
		return src
	}
	i := body[r.Intn(len(body))]
	l := lines[i]
	replaceOne := func(re *regexp.Regexp, with func(string) string) string {
		locs := re.FindAllStringIndex(l, -1)
		if len(locs) == 0 {
			return l
		}
		loc := locs[r.Intn(len(locs))]
		return l[:loc[0]] + with(l[loc[0]:loc[1]]) + l[loc[1]:]
	}
	switch r.Intn(4) {
	case 0:
		types := []string{"i1", "i8", "i32", "i64", "f32", "f64", "!llvm.ptr", "vector<4xi32>"}
		lines[i] = replaceOne(typeToken, func(string) string { return types[r.Intn(len(types))] })
	case 1:
		ints := []string{"0", "1", "2", "7", "64", "255"}
		lines[i] = replaceOne(intToken, func(string) string { return ints[r.Intn(len(ints))] })
	case 2:
		vals := valToken.FindAllString(src, -1)
		if len(vals) > 0 {
			lines[i] = replaceOne(valToken, func(string) string { return vals[r.Intn(len(vals))] })
		}
	default:
		lines = append(lines[:i], lines[i+1:]...)
	}
	return strings.Join(lines, "\n")
}

// TestMutationVerdicts mutates golden inputs and checks that Ferry (parse and
// verify) accepts exactly the mutants mlir-opt-22 accepts.
func TestMutationVerdicts(t *testing.T) {
	opt := oracle.Tool(t, "mlir-opt")
	var cases []string
	for _, f := range mutationFiles {
		src, err := os.ReadFile(filepath.Join("testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, splitCases(string(src))...)
	}
	r := rand.New(rand.NewSource(*mutationSeed))
	type result struct {
		src        string
		ferry, mlr bool
	}
	results := make([]result, *mutations)
	for i := range results {
		results[i].src = mutate(r, cases[r.Intn(len(cases))])
	}
	version := oracle.Version(opt)
	var wg sync.WaitGroup
	sem := make(chan struct{}, 4)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			h := sha256.Sum256([]byte(results[i].src))
			verdict, err := oracle.Cached([]string{"mlir-opt-verdict", version, hex.EncodeToString(h[:])}, func() ([]byte, error) {
				if _, err := oracle.RunPath(opt, []byte(results[i].src)); err != nil {
					return []byte("reject"), nil
				}
				return []byte("accept"), nil
			})
			results[i].mlr = err == nil && string(verdict) == "accept"
		}()
	}
	wg.Wait()
	agree := 0
	shown := 0
	for i := range results {
		err := verifyText(t, "mutant.mlir", results[i].src)
		results[i].ferry = err == nil
		if results[i].ferry == results[i].mlr {
			agree++
			continue
		}
		if shown < 8 {
			shown++
			msg := "Ferry accepts, mlir-opt-22 rejects"
			if !results[i].ferry {
				msg = "Ferry rejects (" + err.Error() + "), mlir-opt-22 accepts"
			}
			t.Logf("disagreement: %s:\n%s", msg, results[i].src)
		}
	}
	t.Logf("Ferry and mlir-opt-22 agree on %d of %d mutants", agree, len(results))
	if agree < mutationFloor {
		t.Errorf("agreement dropped below the floor: %d < %d", agree, mutationFloor)
	}
}
