package llvmir

import (
	"bytes"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/internal/oracle"
)

// iitTypeText writes the type of the descriptors at ds[*pos] as .ll text, or
// reports false for one that needs an overload (or is unknown).
func iitTypeText(b *strings.Builder, ds []iitDesc, pos *int) bool {
	if *pos >= len(ds) {
		return false
	}
	d := ds[*pos]
	*pos++
	switch d.kind {
	case dVoid:
		b.WriteString("void")
	case dMMX:
		b.WriteString("<1 x i64>")
	case dAMX:
		b.WriteString("x86_amx")
	case dToken:
		b.WriteString("token")
	case dMetadata:
		b.WriteString("metadata")
	case dSvcount:
		b.WriteString(`target("aarch64.svcount")`)
	case dFloat:
		b.WriteString(FloatKind(d.a).String())
	case dInt:
		fmt.Fprintf(b, "i%d", d.a)
	case dPointer:
		b.WriteString("ptr")
		if d.a != 0 {
			fmt.Fprintf(b, " addrspace(%d)", d.a)
		}
	case dVector:
		if d.b == 1 {
			fmt.Fprintf(b, "<vscale x %d x ", d.a)
		} else {
			fmt.Fprintf(b, "<%d x ", d.a)
		}
		if !iitTypeText(b, ds, pos) {
			return false
		}
		b.WriteString(">")
	case dStruct:
		b.WriteString("{ ")
		for i := range d.a {
			if i > 0 {
				b.WriteString(", ")
			}
			if !iitTypeText(b, ds, pos) {
				return false
			}
		}
		b.WriteString(" }")
		if d.a == 0 {
			return false
		}
	default:
		return false
	}
	return true
}

// intrinsicDecl returns a declaration of a non-overloaded intrinsic with its
// own signature, or "".
func intrinsicDecl(it *Intrinsic) string {
	if it.Overloaded || it.Sig == "" {
		return ""
	}
	ds, ok := decodeIIT(it.Sig)
	if !ok {
		return ""
	}
	var ret, params strings.Builder
	pos := 0
	if !iitTypeText(&ret, ds, &pos) {
		return ""
	}
	for n := 0; pos < len(ds); n++ {
		if n > 0 {
			params.WriteString(", ")
		}
		if ds[pos].kind == dVarArg {
			params.WriteString("...")
			pos++
			continue
		}
		if !iitTypeText(&params, ds, &pos) {
			return ""
		}
	}
	return "declare " + ret.String() + " @" + it.Name + "(" + params.String() + ")\n"
}

// Every intrinsic of LLVM 22 (all targets) that a declaration can name
// without overload types, declared with its own signature, prints with the
// attributes llvm-as-22 gives it, one module per name prefix (the target).
func TestIntrinsicDeclAttrsOracle(t *testing.T) {
	as := oracle.Tool(t, "llvm-as")
	oracle.Tool(t, "llvm-dis")
	intrinsicTable.once.Do(loadIntrinsics)
	byTarget := map[string][]string{}
	for name, it := range intrinsicTable.byName {
		if d := intrinsicDecl(it); d != "" {
			parts := strings.SplitN(name, ".", 3)
			target := parts[1]
			if len(parts) < 3 {
				target = "generic"
			}
			byTarget[target] = append(byTarget[target], d)
		}
	}
	var targets []string
	for k := range byTarget {
		targets = append(targets, k)
	}
	sort.Strings(targets)
	total, same := 0, 0
	for _, target := range targets {
		decls := byTarget[target]
		sort.Strings(decls)
		src := []byte(strings.Join(decls, "\n"))
		canon, err := oracle.Cached([]string{"canon22", oracle.Version(as), string(src)}, func() ([]byte, error) {
			return oracle.Canon(t, src)
		})
		if err != nil {
			t.Errorf("%s: llvm-as-22 rejects the declarations: %v", target, err)
			continue
		}
		m, err := Parse(target+".ll", src)
		if err != nil {
			t.Errorf("%s: %s", target, diag.Render(err))
			continue
		}
		have, want := StripComments(Print(m)), StripComments(canon)
		want = bytes.Replace(want, []byte("source_filename = \"<stdin>\"\n"), nil, 1)
		total += len(decls)
		if bytes.Equal(have, want) {
			same += len(decls)
			continue
		}
		t.Errorf("%s (%d declarations): differs from llvm-dis-22 at %s", target, len(decls), firstDiff(have, want))
		if dumpDir := os.Getenv("FERRY_INTRIN_DUMP"); dumpDir != "" {
			os.WriteFile(dumpDir+"/"+target+".have", have, 0o644)
			os.WriteFile(dumpDir+"/"+target+".want", want, 0o644)
		}
	}
	t.Logf("%d intrinsic declarations in %d targets", total, len(targets))
	if total < 5000 {
		t.Errorf("only %d intrinsics declared; the table or the decoder lost some", total)
	}
}
