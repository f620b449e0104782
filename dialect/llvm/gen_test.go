package llvm

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
)

// TestGeneratedUpToDate regenerates the tables into a temporary directory and
// compares them with the committed ones: the generator is deterministic and the
// tables are not stale (CI checks the same with go generate and git diff).
func TestGeneratedUpToDate(t *testing.T) {
	oracle.Tool(t, "llvm-tblgen")
	if testing.Short() {
		t.Skip("runs llvm-tblgen")
	}
	dir := t.TempDir()
	cmd := exec.Command("go", "run", "./internal/gen", "-out", dir)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("generator: %v\n%s", err, stderr.String())
	}
	for _, name := range []string{"ops_gen.go", "attrs_gen.go", "enums_gen.go", "dwarf_gen.go"} {
		have, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(have, want) {
			t.Errorf("%s is stale: run go generate in dialect/llvm", name)
		}
	}
}
