package verify

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/ferry-ir/ferry/internal/oracle"
	"github.com/ferry-ir/ferry/llvmir"
	"github.com/ferry-ir/ferry/verify/interp"
)

var (
	mutPrograms = flag.Int("mutprograms", 4, "csmith programs used for fault injection")
	mutPer      = flag.Int("mutper", 10, "mutants per program")
)

// mutation kinds.
const (
	mutSwapSub = iota
	mutFlipICmp
	mutConst
	mutDropFlag
	mutRedirect
	numMut
)

var mutNames = [...]string{"swap sub operands", "flip icmp predicate", "change a constant", "drop a flag", "redirect a branch"}

var inversePred = map[llvmir.Predicate]llvmir.Predicate{
	llvmir.ICmpEQ: llvmir.ICmpNE, llvmir.ICmpNE: llvmir.ICmpEQ,
	llvmir.ICmpSLT: llvmir.ICmpSGE, llvmir.ICmpSGE: llvmir.ICmpSLT, llvmir.ICmpSGT: llvmir.ICmpSLE, llvmir.ICmpSLE: llvmir.ICmpSGT,
	llvmir.ICmpULT: llvmir.ICmpUGE, llvmir.ICmpUGE: llvmir.ICmpULT, llvmir.ICmpUGT: llvmir.ICmpULE, llvmir.ICmpULE: llvmir.ICmpUGT,
}

// mutate applies mutation kind k at a random eligible site of m, reporting false
// when m has none.
func mutate(m *llvmir.Module, k int, r *rand.Rand) (string, bool) {
	type site struct {
		f  *llvmir.Function
		in *llvmir.Instruction
		op int
	}
	var sites []site
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				switch k {
				case mutSwapSub:
					if in.Op == llvmir.OpSub {
						sites = append(sites, site{f, in, 0})
					}
				case mutFlipICmp:
					if in.Op == llvmir.OpICmp {
						sites = append(sites, site{f, in, 0})
					}
				case mutConst:
					if in.Op.IsBinary() || in.Op == llvmir.OpICmp || in.Op == llvmir.OpStore {
						for i, o := range in.Ops {
							if c, ok := o.(*llvmir.ConstInt); ok && c.Typ.Bits > 1 && c.Typ.Bits <= 64 {
								sites = append(sites, site{f, in, i})
							}
						}
					}
				case mutDropFlag:
					if in.Flags&(llvmir.NSW|llvmir.NUW|llvmir.Exact|llvmir.InBounds|llvmir.NUSW|llvmir.Disjoint|llvmir.NNeg|llvmir.SameSign) != 0 {
						sites = append(sites, site{f, in, 0})
					}
				case mutRedirect:
					if in.Op == llvmir.OpBr && len(in.Blocks) == 2 {
						sites = append(sites, site{f, in, 0})
					}
				}
			}
		}
	}
	if len(sites) == 0 {
		return "", false
	}
	s := sites[r.Intn(len(sites))]
	in := s.in
	where := fmt.Sprintf("@%s %s", s.f.Name, in.Op)
	switch k {
	case mutSwapSub:
		in.Ops[0], in.Ops[1] = in.Ops[1], in.Ops[0]
	case mutFlipICmp:
		in.Pred = inversePred[in.Pred]
	case mutConst:
		c := in.Ops[s.op].(*llvmir.ConstInt)
		d := uint64(1 + r.Intn(3))
		in.Ops[s.op] = &llvmir.ConstInt{Typ: c.Typ, Val: (c.Val + d) & (1<<c.Typ.Bits - 1 | -uint64(c.Typ.Bits>>6))}
	case mutDropFlag:
		in.Flags &^= llvmir.NSW | llvmir.NUW | llvmir.Exact | llvmir.InBounds | llvmir.NUSW | llvmir.Disjoint | llvmir.NNeg | llvmir.SameSign
	case mutRedirect:
		// Send both edges of a conditional branch to the same successor: a valid
		// module whenever the other successor's phis do not mention this block twice.
		i := r.Intn(2)
		in.Blocks[1-i] = in.Blocks[i]
	}
	return where, true
}

type lliOut struct {
	out     []byte
	code    int
	timeout bool
	invalid bool
}

// runLLI runs lli-22 with a timeout, retrying once with a long one so that a loaded
// machine does not pass for an infinite loop.
func runLLI(t testing.TB, ll []byte) lliOut {
	// A module llvm-as-22 rejects is not a mutant to count (lli would refuse it).
	if _, err := oracle.Run(t, "llvm-as", ll, "-o", os.DevNull); err != nil {
		return lliOut{invalid: true}
	}
	r := runLLITimeout(t, ll, 10*time.Second)
	if r.timeout {
		r = runLLITimeout(t, ll, 90*time.Second)
	}
	return r
}

func runLLITimeout(t testing.TB, ll []byte, timeout time.Duration) lliOut {
	lli := oracle.Tool(t, "lli")
	dir := t.TempDir()
	p := filepath.Join(dir, "m.ll")
	os.WriteFile(p, ll, 0o644)
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, lli, p)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	r := lliOut{out: out.Bytes()}
	if ctx.Err() != nil {
		r.timeout = true
		return r
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		r.code = ee.ExitCode()
	}
	return r
}

// TestMutants injects faults into csmith programs and measures how many of the
// mutants whose behaviour under lli-22 differs from the original's are flagged by
// Refines; it also checks that no module is flagged against itself or against its
// printed form (ferry fmt).
func TestMutants(t *testing.T) {
	oracle.Tool(t, "lli")
	oracle.Tool(t, "csmith")
	var mu sync.Mutex
	var differ, caught, same, flaggedSame, total int
	var missed, flaggedNotes []string
	t.Run("group", func(t *testing.T) {
		for seed := 1; seed <= *mutPrograms; seed++ {
			opt := []string{"-O0", "-O2"}[seed%2]
			t.Run(fmt.Sprintf("seed%d%s", seed, opt), func(t *testing.T) {
				t.Parallel()
				ll := oracle.Csmith(t, seed, opt)
				orig := parse(t, string(ll))
				base := runLLI(t, ll)
				if base.timeout || base.invalid {
					t.Skip("lli-22 does not finish on the original")
				}
				opts := Options{Seed: int64(seed), Inputs: 4, MainLimits: limitsFor(orig)}
				// A module against itself and against its printed form.
				printed := llvmir.Print(orig)
				for _, other := range [][]byte{ll, printed} {
					rep, err := Refines(orig, parse(t, string(other)), opts)
					if err != nil || !rep.Equivalent() {
						t.Fatalf("module flagged against itself or its printed form: %v %v", rep, err)
					}
				}
				r := rand.New(rand.NewSource(int64(seed)))
				for k := 0; k < *mutPer; k++ {
					kind := k % numMut
					mod := parse(t, string(ll))
					where, ok := mutate(mod, kind, r)
					if !ok {
						continue
					}
					text := llvmir.Print(mod)
					res := runLLI(t, text)
					if res.invalid {
						continue
					}
					mutant, err := llvmir.Parse("mutant.ll", text)
					if err != nil {
						t.Errorf("%s: llvm-as-22 accepts the mutant, llvmir.Parse does not: %v", where, err)
						continue
					}
					rep, err := Refines(orig, mutant, opts)
					if err != nil {
						t.Errorf("%s: Refines: %v", where, err)
						continue
					}
					if kind == mutDropFlag && !rep.Equivalent() {
						// Dropping a poison-generating flag always gives a refinement.
						t.Errorf("%s: dropping a flag was flagged:\n%s", where, rep)
					}
					behaves := res.timeout || res.code != base.code || !bytes.Equal(res.out, base.out)
					mu.Lock()
					total++
					if behaves {
						differ++
						if !rep.Equivalent() {
							caught++
						} else {
							missed = append(missed, fmt.Sprintf("seed %d%s %s at %s", seed, opt, mutNames[kind], where))
						}
					} else {
						same++
						if !rep.Equivalent() {
							flaggedSame++
							flaggedNotes = append(flaggedNotes, fmt.Sprintf("seed %d%s %s at %s: %s differs in %s", seed, opt, mutNames[kind], where, rep.Diff.Func, rep.Diff.Why))
						}
					}
					mu.Unlock()
				}
			})
		}
	})
	if differ == 0 {
		t.Skip("no mutant changed behaviour")
	}
	rate := float64(caught) / float64(differ)
	t.Logf("%d valid mutants; %d change lli-22's behaviour, %d of them flagged (%.1f%%); %d behave the same, %d of those flagged (differences main does not show)", total, differ, caught, 100*rate, same, flaggedSame)
	for _, m := range flaggedNotes {
		t.Logf("flagged, same under lli: %s", m)
	}
	for _, m := range missed {
		t.Logf("missed: %s", m)
	}
	if rate < 0.95 {
		t.Fatalf("detection rate %.1f%% below 95%%", 100*rate)
	}
}

func limitsFor(m *llvmir.Module) (l interp.Limits) {
	l.Steps = 4e8
	return l
}
