package llvmir

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/internal/oracle"
)

var (
	stressN = flag.Int("stress.n", 300, "number of llvm-stress-22 modules for TestLLVMStress (-short: 30)")
	csmithN = flag.Int("csmith.n", 16, "number of csmith programs per flag set for TestCsmith (-short: 3)")
)

// firstDiff describes where two texts first differ, line by line.
func firstDiff(have, want []byte) string {
	hl := strings.Split(string(have), "\n")
	wl := strings.Split(string(want), "\n")
	for i := 0; i < len(hl) || i < len(wl); i++ {
		var h, w string
		if i < len(hl) {
			h = hl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if h != w {
			c := 0
			for c < len(h) && c < len(w) && h[c] == w[c] {
				c++
			}
			lo := max(0, c-60)
			return fmt.Sprintf("line %d col %d:\nhave: ...%s\nwant: ...%s", i+1, c+1, h[lo:min(len(h), c+60)], w[lo:min(len(w), c+60)])
		}
	}
	return "no difference"
}

// checkRoundTrip parses canonical text and requires Print to give it back byte
// for byte outside comments.
func checkRoundTrip(t *testing.T, name string, canon []byte) bool {
	t.Helper()
	m, err := Parse(name, canon)
	if err != nil {
		t.Errorf("%s: parse: %s", name, diag.Render(err))
		return false
	}
	printed := PrintWith(m, PrintOptions{UseListOrder: true}) // directives only where the oracle printed them
	have := StripComments(printed)
	want := StripComments(canon)
	if !bytes.Equal(have, want) {
		t.Errorf("%s: printed text differs from llvm-dis-22 at %s", name, firstDiff(have, want))
		return false
	}
	// Stretch goal: the comments too (all but the ModuleID line).
	if i := bytes.IndexByte(canon, '\n'); bytes.HasPrefix(canon, []byte("; ModuleID")) && i >= 0 {
		canon = canon[i+1:]
	}
	commentsTotal++
	if bytes.Equal(printed, canon) {
		commentsExact++
	} else if *showComments {
		t.Logf("%s: comments differ at %s", name, firstDiff(printed, canon))
	}
	return true
}

var (
	commentsExact, commentsTotal int
	showComments                 = flag.Bool("comments", false, "log the first comment difference of each oracle module")
)

// TestLLVMStress: Print(Parse(x)) == x for llvm-dis-22 canonical llvm-stress-22
// modules of varied seeds and sizes (up to 5000 instructions).
func TestLLVMStress(t *testing.T) {
	oracle.Tool(t, "llvm-stress")
	oracle.Tool(t, "llvm-as")
	n := *stressN
	if testing.Short() && n > 30 {
		n = 30
	}
	sizes := []int{10, 50, 100, 300, 1000, 5000}
	ok := 0
	for i := 0; i < n; i++ {
		seed := i*7919 + 1
		size := sizes[i%len(sizes)]
		src := oracle.LLVMStress(t, seed, size, false)
		if checkRoundTrip(t, fmt.Sprintf("stress-seed%d-size%d.ll", seed, size), src) {
			ok++
		}
	}
	t.Logf("llvm-stress-22: %d/%d modules byte-exact (%d/%d with comments too)", ok, n, commentsExact, commentsTotal)
}

// TestCsmith: Print(Parse(x)) == x for clang-22 output on csmith programs at
// -O0, -O2, -O3 and -O2 -g.
func TestCsmith(t *testing.T) {
	oracle.Tool(t, "csmith")
	oracle.Tool(t, "clang")
	n := *csmithN
	if testing.Short() && n > 3 {
		n = 3
	}
	flagSets := [][]string{{"-O0"}, {"-O2"}, {"-O3"}, {"-O2", "-g"}}
	ok, total := 0, 0
	for _, fs := range flagSets {
		for i := 0; i < n; i++ {
			seed := 1000 + i
			src := oracle.Csmith(t, seed, fs...)
			total++
			if checkRoundTrip(t, fmt.Sprintf("csmith-%d%s.ll", seed, strings.Join(fs, "")), src) {
				ok++
			}
		}
	}
	t.Logf("csmith: %d/%d modules byte-exact (%d/%d with comments too, cumulative)", ok, total, commentsExact, commentsTotal)
}

// TestUseListOrderOracle round-trips csmith modules printed by llvm-dis-22 with
// -preserve-ll-uselistorder, which carry uselistorder directives.
func TestUseListOrderOracle(t *testing.T) {
	_, clang := oracle.Tool(t, "csmith"), oracle.Tool(t, "clang")
	as, dis := oracle.Tool(t, "llvm-as"), oracle.Tool(t, "llvm-dis")
	// csmith seeds whose clang -O2 output has non-default use-list orders
	seeds, directives := []int{7, 1008}, 0
	for _, seed := range seeds {
		ul, err := oracle.Cached([]string{"uselistorder", "csmithclang", oracle.Version(as), oracle.Version(clang), fmt.Sprint(seed)}, func() ([]byte, error) {
			src, err := oracle.CsmithClang(seed, "-O2")
			if err != nil {
				return nil, err
			}
			bc, err := oracle.RunPath(as, src, "-preserve-bc-uselistorder", "-", "-o", "-")
			if err != nil {
				return nil, err
			}
			return oracle.RunPath(dis, bc, "-preserve-ll-uselistorder", "-", "-o", "-")
		})
		if err != nil {
			t.Fatal(err)
		}
		directives += bytes.Count(ul, []byte("uselistorder"))
		checkRoundTrip(t, fmt.Sprintf("csmith-%d-O2-uselistorder.ll", seed), ul)
	}
	if directives == 0 {
		t.Errorf("no uselistorder directive was exercised")
	}
	t.Logf("%d uselistorder directives round-tripped", directives)
}

// TestClangFeatures compiles the hand-written C and C++ programs of
// testdata/src with clang-22 at several optimization levels and requires the
// canonical text to round-trip exactly, comments included.
func TestClangFeatures(t *testing.T) {
	clang := oracle.Tool(t, "clang")
	oracle.Tool(t, "llvm-as")
	srcs, _ := filepath.Glob("testdata/src/*.c*")
	flagSets := [][]string{{"-O0"}, {"-O2"}, {"-O3"}, {"-O0", "-g"}, {"-O2", "-g"}}
	for _, src := range srcs {
		code, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		for _, fs := range flagSets {
			name := filepath.Base(src) + strings.Join(fs, "")
			canon, err := oracle.Cached(append([]string{"clang-features", oracle.Version(clang), string(code)}, fs...), func() ([]byte, error) {
				dir := t.TempDir()
				base := filepath.Base(src)
				if err := os.WriteFile(filepath.Join(dir, base), code, 0o644); err != nil {
					return nil, err
				}
				args := append([]string{"-S", "-emit-llvm", "-w", "-fdebug-prefix-map=" + dir + "=/src", "-o", "-"}, fs...)
				if strings.HasSuffix(base, ".cpp") {
					args = append(args, "-x", "c++")
				}
				ll, err := oracle.RunIn(dir, clang, nil, append(args, base)...)
				if err != nil {
					return nil, err
				}
				return oracle.Canon(t, ll)
			})
			if err != nil {
				t.Skipf("%s: clang cannot compile it here: %v", name, err)
			}
			if checkRoundTrip(t, name+".ll", canon) {
				m, _ := Parse(name, canon)
				if i := bytes.IndexByte(canon, '\n'); !bytes.Equal(Print(m), canon[i+1:]) {
					t.Errorf("%s: comments differ at %s", name, firstDiff(Print(m), canon[i+1:]))
				}
			}
		}
	}
}

// TestDIFieldOrder feeds specialized metadata nodes with their fields in
// reverse order to llvm-dis-22 and to Ferry, and requires the same field order
// in both outputs (values may differ: llvm-dis numbers inline nodes).
func TestDIFieldOrder(t *testing.T) {
	as, dis := oracle.Tool(t, "llvm-as"), oracle.Tool(t, "llvm-dis")
	src, err := os.ReadFile("testdata/noncanon/di_fields_reversed.ll")
	if err != nil {
		t.Fatal(err)
	}
	bc, err := oracle.RunPath(as, src, "--disable-verify", "-", "-o", "-")
	if err != nil {
		t.Fatal(err)
	}
	canon, err := oracle.RunPath(dis, bc, "-", "-o", "-")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Parse("di_fields_reversed.ll", src)
	if err != nil {
		t.Fatal(diag.Render(err))
	}
	fieldOrder := func(text []byte) map[string][]string {
		out := map[string][]string{}
		for _, line := range strings.Split(string(text), "\n") {
			i := strings.Index(line, "!DI")
			if i < 0 || !strings.HasPrefix(line, "!") {
				continue
			}
			kind := line[i+1 : i+strings.IndexByte(line[i:], '(')]
			var names []string
			for _, f := range strings.Split(line[i:], ", ") {
				if j := strings.Index(f, ": "); j >= 0 {
					f = f[:j]
					if k := strings.LastIndexByte(f, '('); k >= 0 {
						f = f[k+1:]
					}
					names = append(names, f)
				}
			}
			out[kind+"#"+fmt.Sprint(len(out))] = names
			_ = kind
		}
		return out
	}
	have, want := fieldOrder(Print(m)), fieldOrder(canon)
	// compare, per kind, the relative order of the fields both print
	byKind := func(m map[string][]string) map[string][]string {
		r := map[string][]string{}
		for k, v := range m {
			kind := k[:strings.IndexByte(k, '#')]
			if _, ok := r[kind]; !ok || len(v) > len(r[kind]) {
				r[kind] = v
			}
		}
		return r
	}
	hk, wk := byKind(have), byKind(want)
	checked := 0
	for kind, wnames := range wk {
		hnames := hk[kind]
		in := map[string]bool{}
		for _, n := range hnames {
			in[n] = true
		}
		var common []string
		for _, n := range wnames {
			if in[n] {
				common = append(common, n)
			}
		}
		var hcommon []string
		inW := map[string]bool{}
		for _, n := range common {
			inW[n] = true
		}
		for _, n := range hnames {
			if inW[n] {
				hcommon = append(hcommon, n)
			}
		}
		if strings.Join(common, ",") != strings.Join(hcommon, ",") {
			t.Errorf("%s: field order %v, llvm-dis-22 has %v", kind, hcommon, common)
		}
		checked++
	}
	if checked < 20 {
		t.Errorf("only %d kinds compared", checked)
	}
}

// TestTypedPointerUpgrade: typed-pointer modules from llvm-stress-14 print as
// llvm-as-22 | llvm-dis-22 prints them after upgrading to opaque pointers.
func TestTypedPointerUpgrade(t *testing.T) {
	oracle.Tool(t, "llvm-stress-14")
	as := oracle.Tool(t, "llvm-as")
	asVersion := oracle.Version(as)
	n, ok := 60, 0
	if testing.Short() {
		n = 8
	}
	for i := 0; i < n; i++ {
		seed, size := 9000+i*17, []int{30, 200, 1000}[i%3]
		src := oracle.LLVMStress(t, seed, size, true)
		canon, err := oracle.Cached([]string{"canon22", asVersion, string(src)}, func() ([]byte, error) {
			return oracle.Canon(t, src)
		})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		name := fmt.Sprintf("stress14-seed%d-size%d.ll", seed, size)
		m, err := Parse(name, src)
		if err != nil {
			t.Errorf("%s: %s", name, diag.Render(err))
			continue
		}
		have, want := StripComments(Print(m)), StripComments(canon)
		// llvm-dis names its input; the typed-pointer text has no source_filename of its own
		want = bytes.Replace(want, []byte("source_filename = \"<stdin>\"\n"), nil, 1)
		if !bytes.Equal(have, want) {
			t.Errorf("%s: upgraded text differs from llvm-dis-22 at %s", name, firstDiff(have, want))
			continue
		}
		ok++
	}
	t.Logf("llvm-stress-14 typed-pointer modules: %d/%d print as llvm-dis-22 after upgrade", ok, n)
}
