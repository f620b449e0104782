package llvm

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
	"github.com/ferry-ir/ferry/mlir"
)

// verifyText parses and verifies src with Ferry.
func verifyText(t testing.TB, name, src string) error {
	ctx := newContext(t)
	m, err := mlir.Parse(ctx, name, []byte(src))
	if err != nil {
		return err
	}
	return mlir.Verify(m)
}

// TestVerifyValid: every golden input verifies.
func TestVerifyValid(t *testing.T) {
	for _, file := range []string{"ops.mlir", "types.mlir", "attrs.mlir", "intrinsics.mlir"} {
		src, err := os.ReadFile(filepath.Join("testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		for i, c := range splitCases(string(src)) {
			if err := verifyText(t, file, c); err != nil {
				t.Errorf("%s case %d: %v", file, i, err)
			}
		}
	}
}

// TestVerifyInvalid: each case of testdata/invalid.mlir is rejected by
// mlir-opt-22 and by Ferry, with the same first line of the message (the
// `// expected:` comment of the case, checked against mlir-opt when installed).
func TestVerifyInvalid(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "invalid.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	opt := oracle.Find("mlir-opt")
	for i, c := range splitCases(string(src)) {
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
			out, err := oracle.RunPath(opt, []byte(c))
			if err == nil {
				t.Errorf("case %d: mlir-opt-22 accepts it:\n%s", i, out)
			} else if !strings.Contains(err.Error(), want) {
				t.Errorf("case %d: mlir-opt-22 says\n%v\nwant %q", i, err, want)
			}
		}
		err := verifyText(t, "invalid.mlir", c)
		if err == nil {
			t.Errorf("case %d: Ferry accepts it (want %q)", i, want)
			continue
		}
		if !strings.Contains(err.Error(), want) {
			t.Errorf("case %d: Ferry says\n%v\nwant %q", i, err, want)
		}
	}
}
