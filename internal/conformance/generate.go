package conformance

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
)

const installHint = oracle.InstallHint

// tool returns the path of an oracle tool, or a *missingTool error.
func tool(name string) (string, error) {
	if p := oracle.Find(name); p != "" {
		return p, nil
	}
	return "", &missingTool{name}
}

// run runs the tool name with stdin and args.
func run(name string, stdin []byte, args ...string) ([]byte, error) {
	p, err := tool(name)
	if err != nil {
		return nil, err
	}
	return oracle.RunPath(p, stdin, args...)
}

// cached runs gen under a cache key made of the versions of tools and parts.
func cached(tools []string, parts []string, gen func() ([]byte, error)) ([]byte, error) {
	key := []string{}
	for _, name := range tools {
		p, err := tool(name)
		if err != nil {
			return nil, err
		}
		key = append(key, oracle.Version(p))
	}
	return oracle.Cached(append(key, parts...), gen)
}

// CanonLL returns the canonical text of an LLVM IR module, llvm-as-22 | llvm-dis-22,
// cached by content.
func CanonLL(src []byte) ([]byte, error) {
	return cached([]string{"llvm-as", "llvm-dis"}, []string{"canon-ll", string(src)}, func() ([]byte, error) {
		return oracle.CanonLL(src)
	})
}

// CanonMLIR returns what mlir-opt-22 prints for src, in the generic form when
// generic is set, cached by content. Unregistered dialects are allowed, so that
// Ferry's own ferry.* operations pass.
func CanonMLIR(src []byte, generic bool) ([]byte, error) {
	args := []string{"--allow-unregistered-dialect", "-"}
	if generic {
		args = append(args, "--mlir-print-op-generic")
	}
	return cached([]string{"mlir-opt"}, append([]string{"canon-mlir", string(src)}, args...), func() ([]byte, error) {
		return run("mlir-opt", src, args...)
	})
}

// stressSizes are the -size values llvm-stress inputs cycle through.
var stressSizes = []int{10, 25, 50, 100, 200, 400, 800, 1500, 3000, 5000}

// LLVMStress22 is the corpus of 320 modules from LLVM 22's llvm-stress, in
// canonical text: seeds 1 to 320, sizes cycling from 10 to 5,000 instructions.
// Names read "s<seed>-n<size>.ll".
func LLVMStress22() Corpus { return stressCorpus("llvm-stress-22", false, 320, 8) }

// LLVMStress14 is the corpus of 120 modules from the preinstalled LLVM 14's
// llvm-stress, as LLVM 14 prints them (typed pointers): legacy input that LLVM 22
// upgrades. Names read "s<seed>-n<size>.ll".
func LLVMStress14() Corpus { return stressCorpus("llvm-stress-14", true, 120, 4) }

func stressCorpus(name string, v14 bool, full, small int) Corpus {
	return Corpus{Name: name, Lang: LL, load: func(t testing.TB, lv Level) ([]Input, error) {
		bin, tools := "llvm-stress", []string{"llvm-stress", "llvm-as", "llvm-dis"}
		if v14 {
			bin, tools = "llvm-stress-14", []string{"llvm-stress-14"}
		}
		for _, tl := range tools {
			if _, err := tool(tl); err != nil {
				return nil, err
			}
		}
		return parallelMap(pick(lv, small, full), func(i int) (Input, error) {
			seed, size := i+1, stressSizes[i%len(stressSizes)]
			src, err := stress(bin, v14, seed, size)
			n := fmt.Sprintf("s%d-n%d.ll", seed, size)
			return Input{Name: n, File: n, Line: 1, Src: src}, err
		})
	}}
}

// stress returns llvm-stress output for seed and size, canonical for LLVM 22. The
// cache key is the one oracle.LLVMStress uses, so both share the cache.
func stress(bin string, v14 bool, seed, size int) ([]byte, error) {
	p, err := tool(bin)
	if err != nil {
		return nil, err
	}
	args := []string{fmt.Sprintf("-seed=%d", seed), fmt.Sprintf("-size=%d", size), "-o", "-"}
	return oracle.Cached(append([]string{"llvm-stress", oracle.Version(p)}, args...), func() ([]byte, error) {
		out, err := oracle.RunPath(p, nil, args...)
		if err != nil || v14 {
			return out, err
		}
		return oracle.CanonLL(out)
	})
}

// csmithFlags are the clang-22 flag sets csmith programs are compiled with, in turn.
var csmithFlags = [][]string{{"-O0"}, {"-O2"}, {"-O3"}, {"-O2", "-g"}}

// Csmith is the corpus of 64 random C programs from csmith (seeds 1 to 64) compiled
// by clang-22, in canonical text; seed k uses flag set (k-1) mod 4 of -O0, -O2,
// -O3, -O2 -g, so 16 programs per set. Names read "s<seed>-O2g.ll".
func Csmith() Corpus {
	return Corpus{Name: "csmith", Lang: LL, load: func(t testing.TB, lv Level) ([]Input, error) {
		for _, tl := range []string{"csmith", "clang", "llvm-as", "llvm-dis"} {
			if _, err := tool(tl); err != nil {
				return nil, err
			}
		}
		return parallelMap(pick(lv, 4, 64), func(i int) (Input, error) {
			seed, flags := i+1, csmithFlags[i%len(csmithFlags)]
			src, err := oracle.CsmithCanon(seed, flags...)
			n := fmt.Sprintf("s%d%s.ll", seed, strings.ReplaceAll(strings.Join(flags, ""), "-g", "g"))
			return Input{Name: n, File: n, Line: 1, Src: src}, err
		})
	}}
}

// programFlags are the optimization levels the hand-written programs are compiled at.
var programFlags = []string{"-O0", "-O2"}

// Programs is the corpus of the hand-written C and C++ programs under corpus/c and
// corpus/cpp, compiled by clang-22 at -O0 and -O2, in canonical text. Each input's
// Want is the program's expected standard output, from the golden file beside it
// ("x.c" has "x.out"). Names read "c/x.c.O2.ll".
func Programs() Corpus {
	return Corpus{Name: "programs", Lang: LL, load: func(t testing.TB, lv Level) ([]Input, error) {
		for _, tl := range []string{"clang", "llvm-as", "llvm-dis"} {
			if _, err := tool(tl); err != nil {
				return nil, err
			}
		}
		progs, err := programFiles()
		if err != nil {
			return nil, err
		}
		return parallelMap(len(progs)*len(programFlags), func(i int) (Input, error) {
			p, opt := progs[i/len(programFlags)], programFlags[i%len(programFlags)]
			src, err := CompileProgram(p.Path, opt)
			if err != nil {
				return Input{}, err
			}
			n := p.Name + "." + strings.TrimPrefix(opt, "-") + ".ll"
			return Input{Name: n, File: n, Line: 1, Src: src, Want: p.Want}, nil
		})
	}}
}

// Program is one hand-written C or C++ program under corpus/.
type Program struct {
	Name   string // "c/atomics.c"
	Path   string // absolute path of the source
	Golden string // absolute path of the expected output ("atomics.out")
	Want   []byte // its content; nil when the golden file does not exist yet
}

// programFiles lists corpus/c/*.c and corpus/cpp/*.cpp.
func programFiles() ([]Program, error) {
	root, err := Root()
	if err != nil {
		return nil, err
	}
	var ps []Program
	for _, g := range []string{"c/*.c", "cpp/*.cpp"} {
		files, _ := filepath.Glob(filepath.Join(root, "corpus", g))
		sort.Strings(files)
		for _, f := range files {
			golden := strings.TrimSuffix(f, filepath.Ext(f)) + ".out"
			want, _ := os.ReadFile(golden)
			ps = append(ps, Program{
				Name:   filepath.Base(filepath.Dir(f)) + "/" + filepath.Base(f),
				Path:   f,
				Golden: golden,
				Want:   want,
			})
		}
	}
	return ps, nil
}

// CompileProgram compiles a C or C++ file with clang-22 (clang++ semantics for
// .cpp) at optimization opt ("-O0", "-O2") and returns the canonical LLVM IR,
// cached by the source's content. The module names the file by its base name.
func CompileProgram(path, opt string) ([]byte, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	base := filepath.Base(path)
	args := []string{"-S", "-emit-llvm", "-w", opt, "-o", "-"}
	if strings.HasSuffix(base, ".cpp") {
		args = append(args, "-x", "c++", "-std=c++17")
	} else {
		args = append(args, "-std=c17")
	}
	args = append(args, base)
	return cached([]string{"clang", "llvm-as", "llvm-dis"}, append([]string{"program", base, string(src)}, args...), func() ([]byte, error) {
		clang, err := tool("clang")
		if err != nil {
			return nil, err
		}
		ll, err := oracle.RunIn(filepath.Dir(path), clang, nil, args...)
		if err != nil {
			return nil, err
		}
		return oracle.CanonLL(ll)
	})
}

// ImportLLVM is the MLIR corpus made from an LLVM IR corpus: the mlir-opt-22
// canonical text of `mlir-translate-22 -import-llvm` of each input, or its generic
// form (--mlir-print-op-generic) when generic is set. Inputs that mlir-translate-22
// rejects are left out and logged. Names are the base's, ending in ".mlir".
func ImportLLVM(base Corpus, generic bool) Corpus {
	name := base.Name + "-mlir"
	if generic {
		name += "-generic"
	}
	return Corpus{Name: name, Lang: MLIR, load: func(t testing.TB, lv Level) ([]Input, error) {
		for _, tl := range []string{"mlir-translate", "mlir-opt"} {
			if _, err := tool(tl); err != nil {
				return nil, err
			}
		}
		ins, err := base.load(t, lv)
		if err != nil {
			return nil, err
		}
		type res struct {
			in  Input
			err error
		}
		rs, err := parallelMap(len(ins), func(i int) (res, error) {
			in := ins[i]
			mlir, err := importLLVM(in.Src, generic)
			n := strings.TrimSuffix(in.Name, ".ll") + ".mlir"
			f := strings.TrimSuffix(in.File, ".ll") + ".mlir"
			return res{Input{Name: n, File: f, Line: 1, Src: mlir}, err}, nil
		})
		if err != nil {
			return nil, err
		}
		out := make([]Input, 0, len(rs))
		for i, r := range rs {
			if r.err != nil {
				t.Logf("corpus %s: left out %s: %v", name, ins[i].Name, errorLine(r.err.Error()))
				continue
			}
			out = append(out, r.in)
		}
		return out, nil
	}}
}

func importLLVM(ll []byte, generic bool) ([]byte, error) {
	args := []string{"-"}
	if generic {
		args = append(args, "--mlir-print-op-generic")
	}
	return cached([]string{"mlir-translate", "mlir-opt"}, append([]string{"import-llvm", string(ll)}, args...), func() ([]byte, error) {
		m, err := run("mlir-translate", ll, "-import-llvm", "-")
		if err != nil {
			return nil, err
		}
		return run("mlir-opt", m, args...)
	})
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// LLCorpora lists every LLVM IR corpus: hand-written, llvm-stress 22 and 14,
// csmith, and the C/C++ programs.
func LLCorpora() []Corpus {
	return []Corpus{Handwritten(LL), LLVMStress22(), LLVMStress14(), Csmith(), Programs()}
}

// MLIRCorpora lists every MLIR corpus: hand-written MLIR, and the imports of the
// hand-written LLVM IR, llvm-stress-22, csmith and the programs, the random
// ones in both the custom and the generic form.
func MLIRCorpora() []Corpus {
	return []Corpus{
		Handwritten(MLIR),
		ImportLLVM(Handwritten(LL), false),
		ImportLLVM(LLVMStress22(), false), ImportLLVM(LLVMStress22(), true),
		ImportLLVM(Csmith(), false), ImportLLVM(Csmith(), true),
		ImportLLVM(Programs(), false),
	}
}
