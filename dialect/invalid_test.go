package dialect

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
)

// TestVerifyInvalidIntrinsicDialects: each case of testdata/invalid.mlir (ops of
// x86vector and amx with hand-written MLIR verifiers, and their type constraints)
// is rejected by Ferry with the first diagnostic line of its "// expected:"
// comment, `line:col: error: message`; when mlir-opt-22 is installed, its first
// diagnostic line must read the same.
func TestVerifyInvalidIntrinsicDialects(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "invalid.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	opt := oracle.Find("mlir-opt")
	if opt == "" {
		t.Log("mlir-opt-22 not found: checking Ferry against the expected lines only")
	}
	for i, c := range strings.Split(string(src), "\n// -----\n") {
		want := ""
		for _, l := range strings.Split(c, "\n") {
			if w, ok := strings.CutPrefix(l, "// expected: "); ok {
				want = w
			}
		}
		if want == "" {
			t.Fatalf("case %d: no '// expected:' line", i)
		}
		if opt != "" {
			_, err := oracle.RunPath(opt, []byte(c))
			if got := firstDiag(err); got != want {
				t.Errorf("case %d: mlir-opt-22 says %q, want %q", i, got, want)
			}
		}
		_, err := Parse(NewContext(), "invalid.mlir", []byte(c))
		if got := firstDiag(err); got != want {
			t.Errorf("case %d: Ferry says %q, want %q", i, got, want)
		}
	}
}

// firstDiag returns the first `line:col: error: ...` of a diagnostic text,
// without the file name, or "" when err is nil or has none.
func firstDiag(err error) string {
	if err == nil {
		return ""
	}
	for _, l := range strings.Split(err.Error(), "\n") {
		if i := strings.Index(l, ": error: "); i >= 0 {
			parts := strings.Split(l[:i], ":")
			if len(parts) >= 2 {
				msg, _, _ := strings.Cut(l[i:], " (and ") // diag.List's count of further errors
				return parts[len(parts)-2] + ":" + parts[len(parts)-1] + msg
			}
		}
	}
	return ""
}
