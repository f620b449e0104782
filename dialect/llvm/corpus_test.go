package llvm

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
	"github.com/ferry-ir/ferry/mlir"
)

var (
	corpusSize   = flag.Int("corpus", 40, "number of llvm-stress modules in TestCorpus")
	corpusCsmith = flag.Int("csmith", 3, "number of csmith programs in TestCorpus (each at -O2, -O0, -O3 -ffast-math and -O1 -g)")
)

// corpusFloor is the number of corpus modules that must round-trip byte for byte
// (custom form, generic form). It is a floor: raise it as Ferry improves; the test
// fails when the count drops.
var corpusFloor = [2]int{52, 52}

// canonMLIR returns mlir-opt-22's printing (custom or generic) of
// mlir-translate-22 -import-llvm over ll: what MLIR 22 itself writes for the
// module.
func canonMLIR(t *testing.T, ll []byte, generic bool) ([]byte, error) {
	translate := oracle.Tool(t, "mlir-translate")
	opt := oracle.Tool(t, "mlir-opt")
	h := sha256.Sum256(ll)
	key := []string{"canon-mlir", oracle.Version(translate), hex.EncodeToString(h[:]), fmt.Sprint(generic)}
	return oracle.Cached(key, func() ([]byte, error) {
		imported, err := oracle.RunPath(translate, ll, "--import-llvm")
		if err != nil {
			return nil, err
		}
		args := []string{}
		if generic {
			args = append(args, "--mlir-print-op-generic")
		}
		return oracle.RunPath(opt, imported, args...)
	})
}

type corpusCase struct {
	name string
	ll   func(t *testing.T) []byte
}

func corpusCases() []corpusCase {
	var cs []corpusCase
	for i := 1; i <= *corpusSize; i++ {
		seed, size := i, 20+(i*37)%200
		cs = append(cs, corpusCase{fmt.Sprintf("llvm-stress-s%d-n%d", seed, size), func(t *testing.T) []byte { return oracle.LLVMStress(t, seed, size, false) }})
	}
	for i := 1; i <= *corpusCsmith; i++ {
		seed := i
		cs = append(cs, corpusCase{fmt.Sprintf("csmith-%d-O2", seed), func(t *testing.T) []byte { return oracle.Csmith(t, seed, "-O2") }})
		cs = append(cs, corpusCase{fmt.Sprintf("csmith-%d-O0", seed), func(t *testing.T) []byte { return oracle.Csmith(t, seed, "-O0") }})
		cs = append(cs, corpusCase{fmt.Sprintf("csmith-%d-O3-fast", seed), func(t *testing.T) []byte { return oracle.Csmith(t, seed, "-O3", "-ffast-math") }})
		cs = append(cs, corpusCase{fmt.Sprintf("csmith-%d-g", seed), func(t *testing.T) []byte { return oracle.Csmith(t, seed, "-O1", "-g") }})
	}
	return cs
}

// ferryPrint parses text with Ferry (dialects it lacks, such as dlti, kept as
// text) and prints it in custom or generic form.
func ferryPrint(t testing.TB, name string, text []byte, generic bool) (string, error) {
	ctx := newContext(t)
	ctx.AllowUnregistered = true
	m, err := mlir.Parse(ctx, name, text)
	if err != nil {
		return "", err
	}
	if err := mlir.Verify(m); err != nil {
		return "", err
	}
	return mlir.PrintString(m, mlir.PrintOptions{Context: ctx, Generic: generic}), nil
}

// TestCorpus is issue 3's goal: for modules no one here wrote (llvm-stress-22 and
// csmith + clang-22), MLIR 22's own text (mlir-translate -import-llvm, then
// mlir-opt) is read and printed back by Ferry byte for byte, in custom form and
// in generic form (--mlir-print-op-generic).
func TestCorpus(t *testing.T) {
	oracle.Tool(t, "mlir-translate")
	okC, okG, n := 0, 0, 0
	for _, c := range corpusCases() {
		ll := c.ll(t)
		n++
		for _, generic := range []bool{false, true} {
			canon, err := canonMLIR(t, ll, generic)
			if err != nil {
				t.Logf("%s: oracle failed: %v", c.name, err)
				continue
			}
			have, err := ferryPrint(t, c.name, canon, generic)
			switch {
			case err != nil:
				t.Logf("%s (generic=%v): %v", c.name, generic, err)
			case same(have, string(canon)):
				if generic {
					okG++
				} else {
					okC++
				}
			default:
				t.Logf("%s (generic=%v):\n%s", c.name, generic, diffLines(string(canon), have))
			}
		}
	}
	t.Logf("corpus: %d modules; byte-exact: %d custom, %d generic", n, okC, okG)
	if okC < corpusFloor[0] || okG < corpusFloor[1] {
		t.Errorf("byte-exact modules dropped below the floor %v: have %d custom, %d generic", corpusFloor, okC, okG)
	}
}
