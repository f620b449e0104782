package conformance

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
)

var update = flag.Bool("update", false, "rewrite the golden outputs of corpus/c and corpus/cpp from lli-22")

// TestPrograms compiles each hand-written C and C++ program with clang-22 at -O0 and
// -O2, runs the IR under lli-22, and checks its output against the golden file
// beside the source (rewritten with -update, which first requires that both levels
// print the same). The interpreter is later checked against the same goldens.
func TestPrograms(t *testing.T) {
	lli := oracle.Tool(t, "lli")
	oracle.Tool(t, "clang")
	progs, err := programFiles()
	if err != nil {
		t.Fatal(err)
	}
	if len(progs) < 10 {
		t.Errorf("%d programs under corpus/c and corpus/cpp, want at least 10", len(progs))
	}
	for _, p := range progs {
		t.Run(p.Name, func(t *testing.T) {
			t.Parallel()
			var outs [][]byte
			for _, opt := range programFlags {
				ll, err := CompileProgram(p.Path, opt)
				if err != nil {
					t.Fatalf("clang-22 %s: %v", opt, err)
				}
				f := filepath.Join(t.TempDir(), "prog.ll")
				if err := os.WriteFile(f, ll, 0o644); err != nil {
					t.Fatal(err)
				}
				out, err := oracle.RunPath(lli, nil, f)
				if err != nil {
					t.Fatalf("lli-22 on %s at %s: %v", p.Name, opt, err)
				}
				outs = append(outs, out)
				if !*update && string(out) != string(p.Want) {
					t.Errorf("%s at %s under lli-22 prints:\n%s\nwant (%s):\n%s", p.Name, opt, out, filepath.Base(p.Golden), p.Want)
				}
			}
			if *update {
				if string(outs[0]) != string(outs[1]) {
					t.Fatalf("%s prints differently at -O0 and -O2; not deterministic?\n-O0:\n%s\n-O2:\n%s", p.Name, outs[0], outs[1])
				}
				if len(strings.TrimSpace(string(outs[0]))) == 0 {
					t.Fatalf("%s prints nothing", p.Name)
				}
				if err := os.WriteFile(p.Golden, outs[0], 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// TestProgramsCorpus checks the Programs corpus holds every program at both levels,
// with its golden output attached, and that the features each program is about
// reach the IR.
func TestProgramsCorpus(t *testing.T) {
	ins := Programs().Inputs(t)
	byName := map[string]Input{}
	for _, in := range ins {
		byName[in.Name] = in
		if len(in.Want) == 0 {
			t.Errorf("%s has no golden output", in.Name)
		}
	}
	for name, marks := range map[string][]string{
		"c/atomics.c.O0.ll":          {"atomicrmw add", "cmpxchg", "fence seq_cst", "load atomic", "store atomic"},
		"c/varargs.c.O0.ll":          {"@llvm.va_start", "@llvm.va_copy", "@llvm.va_end"},
		"c/vectors.c.O0.ll":          {"shufflevector", "<4 x float>", "extractelement", "sitofp <4 x i32>"},
		"c/inline_asm.c.O0.ll":       {"asm sideeffect", "bswap", "=&r"},
		"c/control.c.O0.ll":          {"indirectbr", "blockaddress", "switch i32"},
		"c/unions_bitfields.c.O0.ll": {"packed", "ashr", "<{ i8, i32, i16, i64 }>"},
		"c/float.c.O0.ll":            {"x86_fp80", "fcmp", "@llvm.fmuladd", "fptosi", "uitofp"},
		"c/funcptr.c.O2.ll":          {"@qsort", "call i32 %"},
		"cpp/exceptions.cpp.O0.ll":   {"invoke", "landingpad", "cleanup", "resume", "@__cxa_throw", "@__gxx_personality_v0"},
		"cpp/classes.cpp.O0.ll":      {"@_ZTV", "@llvm.global_ctors", "linkonce_odr"},
	} {
		in, ok := byName[name]
		if !ok {
			t.Errorf("no input %s in the programs corpus", name)
			continue
		}
		for _, m := range marks {
			if !strings.Contains(string(in.Src), m) {
				t.Errorf("%s lacks %q: the program no longer exercises what it is for", name, m)
			}
		}
	}
}
