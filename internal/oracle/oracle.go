// Package oracle finds the LLVM 22 and MLIR 22 tools that judge Ferry's output, and
// generates test inputs with them (llvm-stress, csmith + clang), caching the results.
//
// Tests call Tool or one of the generators; when a tool is absent the test is skipped
// with a message that says how to install it, so `go test ./...` passes on a bare
// machine while CI, which installs the tools, runs every oracle for real.
package oracle

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/ferry-ir/ferry/internal/llvmenv"
)

// InstallHint is the command that installs every oracle tool.
const InstallHint = "apt-get update && apt-get install -y mlir-22-tools llvm-22 llvm-22-dev clang-22 csmith libcsmith-dev libmlir-22-dev llvm-22-doc"

// Bin22 and Bin14 are where Debian installs LLVM 22 and the preinstalled LLVM 14.
var (
	Bin22 = llvmenv.Or("FERRY_LLVM22_BIN", "/usr/lib/llvm-22/bin")
	Bin14 = llvmenv.Or("FERRY_LLVM14_BIN", "/usr/lib/llvm-14/bin")
)

// Find returns the path of tool name ("llvm-as", "mlir-opt", "csmith", "llvm-stress-14"),
// or "" when it is not installed. A "-14" suffix selects LLVM 14; other LLVM names are
// looked up in Bin22, and anything else on PATH.
func Find(name string) string {
	dir := Bin22
	if base, ok := strings.CutSuffix(name, "-14"); ok {
		name, dir = base, Bin14
	}
	p := filepath.Join(dir, name)
	if st, err := os.Stat(p); err == nil && !st.IsDir() {
		return p
	}
	if p, err := exec.LookPath(name); err == nil && !strings.HasPrefix(name, "llvm-") && !strings.HasPrefix(name, "mlir-") {
		return p
	}
	return ""
}

// Tool returns the path of tool name, or skips t with an install hint.
func Tool(t testing.TB, name string) string {
	t.Helper()
	p := Find(name)
	if p == "" {
		t.Skipf("oracle tool %s not found; install the oracles with: %s", name, InstallHint)
	}
	return p
}

// Run runs tool name with args and stdin, and returns its standard output. The error,
// if any, includes the tool's standard error.
func Run(t testing.TB, name string, stdin []byte, args ...string) ([]byte, error) {
	t.Helper()
	return RunPath(Tool(t, name), stdin, args...)
}

// RunPath runs the program at path with args and stdin.
func RunPath(path string, stdin []byte, args ...string) ([]byte, error) {
	return RunIn("", path, stdin, args...)
}

// RunIn is RunPath with the working directory dir ("" for the current one).
func RunIn(dir, path string, stdin []byte, args ...string) ([]byte, error) {
	if dir == "" && filepath.Base(path) == "csmith" {
		// csmith writes platform.info into its working directory on every run,
		// even for --version. CsmithClang passes its own directory, but Version
		// (the cache key of CsmithCanon) runs `csmith --version` through RunPath
		// with no directory, which from a test would drop platform.info into the
		// package's source directory; so do direct RunPath calls. Keep it in the
		// temporary directory instead.
		dir = os.TempDir()
	}
	cmd := exec.Command(path, args...)
	cmd.Dir = dir
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return out.Bytes(), fmt.Errorf("%s %s: %v\n%s", filepath.Base(path), strings.Join(args, " "), err, errb.String())
	}
	return out.Bytes(), nil
}

// Canon returns the canonical text of an LLVM IR module: llvm-as-22 | llvm-dis-22.
func Canon(t testing.TB, ll []byte) ([]byte, error) {
	t.Helper()
	Tool(t, "llvm-as")
	Tool(t, "llvm-dis")
	return CanonLL(ll)
}

// cacheDir holds generated inputs across test runs; FERRY_ORACLE_CACHE overrides it.
func cacheDir() string {
	if d := os.Getenv("FERRY_ORACLE_CACHE"); d != "" {
		return d
	}
	d, err := os.UserCacheDir()
	if err != nil {
		d = os.TempDir()
	}
	return filepath.Join(d, "ferry-oracle")
}

var cacheMu sync.Mutex

// Cached returns the bytes stored under the key made of parts, computing and storing
// them with gen on a miss. Keys should name the tool version, so that a tool upgrade
// regenerates inputs.
func Cached(parts []string, gen func() ([]byte, error)) ([]byte, error) {
	h := sha256.Sum256([]byte(strings.Join(parts, "\x00")))
	p := filepath.Join(cacheDir(), hex.EncodeToString(h[:12]))
	if b, err := os.ReadFile(p); err == nil {
		return b, nil
	}
	b, err := gen()
	if err != nil {
		return nil, err
	}
	cacheMu.Lock()
	defer cacheMu.Unlock()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err == nil {
		tmp := fmt.Sprintf("%s.%d.tmp", p, os.Getpid())
		if os.WriteFile(tmp, b, 0o644) == nil {
			os.Rename(tmp, p)
		}
	}
	return b, nil
}

var versions sync.Map // tool path -> its version line

// Version returns the first line of `tool --version` that names a version, for cache
// keys and for test logs. Each tool is asked once per process.
func Version(path string) string {
	if v, ok := versions.Load(path); ok {
		return v.(string)
	}
	v := version(path)
	versions.Store(path, v)
	return v
}

func version(path string) string {
	out, _ := RunPath(path, nil, "--version")
	for _, l := range strings.Split(string(out), "\n") {
		if strings.Contains(l, "version") {
			return strings.TrimSpace(l)
		}
	}
	return strings.TrimSpace(string(out))
}

// LLVMStress returns the canonical text of `llvm-stress -seed=seed -size=size` from
// LLVM 22, or from LLVM 14 when v14 is set (typed pointers; not run through llvm-as).
func LLVMStress(t testing.TB, seed, size int, v14 bool) []byte {
	t.Helper()
	name := "llvm-stress"
	if v14 {
		name += "-14"
	}
	tool := Tool(t, name)
	args := []string{fmt.Sprintf("-seed=%d", seed), fmt.Sprintf("-size=%d", size), "-o", "-"}
	b, err := Cached(append([]string{"llvm-stress", Version(tool)}, args...), func() ([]byte, error) {
		out, err := RunPath(tool, nil, args...)
		if err != nil || v14 {
			return out, err
		}
		return Canon(t, out)
	})
	if err != nil {
		t.Fatalf("llvm-stress: %v", err)
	}
	return b
}

// Csmith returns the canonical LLVM IR that clang-22 makes, with the given flags
// (e.g. "-O2", "-g"), from the random C program csmith writes for seed. It
// skips the test when csmith or clang is absent and fails it on other errors.
func Csmith(t testing.TB, seed int, flags ...string) []byte {
	t.Helper()
	Tool(t, "csmith")
	Tool(t, "clang")
	b, err := CsmithCanon(seed, flags...)
	if err != nil {
		t.Fatalf("csmith seed %d: %v", seed, err)
	}
	return b
}

// CsmithCanon is Csmith for callers without a testing.TB (worker goroutines,
// corpus generators): the canonical text (llvm-as-22 | llvm-dis-22) of
// CsmithClang's output, cached by tool versions, seed and flags.
func CsmithCanon(seed int, flags ...string) ([]byte, error) {
	cs, clang, err := csmithTools()
	if err != nil {
		return nil, err
	}
	key := append([]string{"csmith", Version(cs), Version(clang), fmt.Sprint(seed)}, flags...)
	return Cached(key, func() ([]byte, error) {
		ll, err := CsmithClang(seed, flags...)
		if err != nil {
			return nil, err
		}
		return CanonLL(ll)
	})
}

// CsmithClang writes csmith's random C program for seed and compiles it with
// clang-22 and flags to LLVM IR, as clang prints it (not canonical, not
// cached). The program is compiled as csmithN.c in a temporary directory that a
// prefix map keeps out of source_filename and the debug info.
func CsmithClang(seed int, flags ...string) ([]byte, error) {
	cs, clang, err := csmithTools()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "ferry-csmith-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	src, err := RunIn(dir, cs, nil, "--seed", fmt.Sprint(seed))
	if err != nil {
		return nil, err
	}
	c := fmt.Sprintf("csmith%d.c", seed)
	if err := os.WriteFile(filepath.Join(dir, c), src, 0o644); err != nil {
		return nil, err
	}
	args := append([]string{"-S", "-emit-llvm", "-w", "-I/usr/include/csmith", "-fdebug-prefix-map=" + dir + "=/csmith", "-o", "-"}, flags...)
	return RunIn(dir, clang, nil, append(args, c)...)
}

func csmithTools() (cs, clang string, err error) {
	cs, clang = Find("csmith"), Find("clang")
	if cs == "" || clang == "" {
		return "", "", fmt.Errorf("csmith or clang-22 not found; install the oracles with: %s", InstallHint)
	}
	return cs, clang, nil
}

// CanonLL is Canon without a testing.TB: llvm-as-22 | llvm-dis-22.
func CanonLL(ll []byte) ([]byte, error) {
	as, dis := Find("llvm-as"), Find("llvm-dis")
	if as == "" || dis == "" {
		return nil, fmt.Errorf("llvm-as-22 or llvm-dis-22 not found; install the oracles with: %s", InstallHint)
	}
	bc, err := RunPath(as, ll, "-", "-o", "-")
	if err != nil {
		return nil, err
	}
	return RunPath(dis, bc, "-", "-o", "-")
}
