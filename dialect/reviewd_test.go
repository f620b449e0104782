package dialect

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/internal/oracle"
)

// TestUnregisteredSymbolParent: a symbol (llvm.func) whose parent is an
// unregistered op is accepted, as mlir-opt-22 accepts it (the parent might be
// a symbol table); a call in it finds the symbols of the enclosing registered
// symbol table, not those of the unregistered parent. The expected texts
// were taken from mlir-opt-22 --allow-unregistered-dialect, which is compared
// live when installed.
func TestUnregisteredSymbolParent(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"symbol in an unregistered op", `module {
  "test.op"() ({
    llvm.func @k() {
      llvm.return
    }
  }) : () -> ()
}
`, ``},
		{"call through an unregistered op", `module {
  llvm.func @g()
  "test.op"() ({
    llvm.func @k() {
      llvm.call @g() : () -> ()
      llvm.return
    }
  }) : () -> ()
}
`, ``},
		{"call to a symbol of the unregistered op", `module {
  "test.op"() ({
    llvm.func @k() {
      llvm.call @k() : () -> ()
      llvm.return
    }
  }) : () -> ()
}
`, `u.mlir:4:7: error: 'llvm.call' op 'k' does not reference a symbol in the current scope`},
	}
	opt := oracle.Find("mlir-opt")
	dir := t.TempDir()
	for _, c := range cases {
		got := ""
		ctx := NewContext()
		ctx.AllowUnregistered = true
		if _, err := Parse(ctx, "u.mlir", []byte(c.src)); err != nil {
			got, _, _ = strings.Cut(diag.Render(err), "\n")
		}
		if got != c.want {
			t.Errorf("%s: Ferry says %q, want %q", c.name, got, c.want)
		}
		if opt == "" {
			continue
		}
		path := filepath.Join(dir, "u.mlir")
		if err := os.WriteFile(path, []byte(c.src), 0o644); err != nil {
			t.Fatal(err)
		}
		oracleSays := ""
		if _, oerr := oracle.RunIn(dir, opt, nil, "--allow-unregistered-dialect", "u.mlir"); oerr != nil {
			_, stderr, _ := strings.Cut(oerr.Error(), "\n")
			oracleSays, _, _ = strings.Cut(stderr, "\n")
		}
		if oracleSays != c.want {
			t.Errorf("%s: mlir-opt-22 says %q, want %q", c.name, oracleSays, c.want)
		}
	}
}
