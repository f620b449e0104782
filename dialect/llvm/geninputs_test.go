package llvm

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
)

// -geninputs regenerates testdata/intrinsics.mlir: one function per llvm.intr.* op,
// built from the op's row in the generated table, kept when mlir-opt-22 accepts it.
// The inputs are ours (generated); mlir-opt only judges them.
var genInputs = flag.Bool("geninputs", false, "regenerate testdata/intrinsics.mlir from the op table (needs mlir-opt-22)")

// typeProfile chooses the types of an op's generic instance.
type typeProfile struct {
	elem   string // i32 or f32
	vector bool
}

func (p typeProfile) scalar(elem string) string {
	if p.vector {
		return "vector<4x" + elem + ">"
	}
	return elem
}

// typeFor picks a type satisfying the constraint summary c under profile p.
func typeFor(c string, p typeProfile) string {
	switch {
	case strings.Contains(c, "token"):
		return "!llvm.token"
	case strings.Contains(c, "metadata"):
		return "!llvm.metadata"
	case strings.Contains(c, "aggregate") || strings.Contains(c, "structure"):
		return "!llvm.struct<(i32, i1)>"
	case strings.Contains(c, "vector of 1-bit"):
		return "vector<4xi1>"
	case strings.HasPrefix(c, "1-bit"):
		return p.scalar("i1")
	case strings.HasPrefix(c, "8-bit"):
		return "i8"
	case strings.HasPrefix(c, "32-bit"):
		return "i32"
	case strings.HasPrefix(c, "64-bit"):
		return "i64"
	case strings.Contains(c, "vector of LLVM pointer"):
		if strings.HasPrefix(c, "LLVM pointer") {
			return "!llvm.ptr"
		}
		return "vector<4x!llvm.ptr>"
	case strings.HasPrefix(c, "LLVM pointer"):
		return "!llvm.ptr"
	case strings.HasPrefix(c, "LLVM dialect-compatible vector of floating"):
		return "vector<4xf32>"
	case strings.HasPrefix(c, "LLVM dialect-compatible vector of signless integer"):
		return "vector<4xi32>"
	case strings.HasPrefix(c, "floating"):
		return p.scalar("f32")
	case strings.HasPrefix(c, "signless integer") || strings.HasPrefix(c, "integer"):
		return p.scalar("i32")
	case strings.Contains(c, "vector type"):
		return "vector<4x" + p.elem + ">"
	}
	return p.scalar(p.elem)
}

// attrFor returns a value for a required attribute, or "" to leave it out.
func attrFor(a AttrSpec) string {
	switch a.Def {
	case "I1Attr":
		return "false"
	case "I8Attr":
		return "0 : i8"
	case "I32Attr":
		return "0 : i32"
	case "I64Attr":
		return "0 : i64"
	case "APIntAttr":
		return "0 : i32"
	case "F64Attr":
		return "0.000000e+00 : f64"
	case "StrAttr":
		return `"x"`
	case "TypeAttr":
		return "i32"
	case "DenseI32ArrayAttr":
		return "array<i32>"
	case "FPExceptionBehaviorAttr":
		return "#llvm.fpExceptionBehavior<ignore>"
	case "ValidRoundingModeAttr":
		return "#llvm.round_mode<tonearest>"
	}
	return "0 : i64"
}

func genericInstance(o *OpSpec, p typeProfile) string {
	var args, argTypes, operands, results, props []string
	n := 0
	for _, v := range o.Operands {
		if v.Arity == VariadicOfVariadic {
			continue
		}
		if v.Arity != Single && v.Arity != Optional {
			continue
		}
		t := typeFor(v.Constraint, p)
		args = append(args, fmt.Sprintf("%%a%d: %s", n, t))
		operands = append(operands, fmt.Sprintf("%%a%d", n))
		argTypes = append(argTypes, t)
		n++
	}
	for _, r := range o.Results {
		if r.Arity == Single {
			results = append(results, typeFor(r.Constraint, p))
		}
	}
	for _, a := range o.Attrs {
		if a.Optional || a.Default != "" {
			continue
		}
		props = append(props, a.Name+" = "+attrFor(a))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "llvm.func @%s(%s) {\n  ", strings.ReplaceAll(strings.TrimPrefix(o.Name, "llvm.intr."), ".", "_"), strings.Join(args, ", "))
	if len(results) > 0 {
		b.WriteString("%r = ")
	}
	fmt.Fprintf(&b, "%q(%s)", o.Name, strings.Join(operands, ", "))
	if len(props) > 0 {
		fmt.Fprintf(&b, " <{%s}>", strings.Join(props, ", "))
	}
	res := strings.Join(results, ", ")
	if len(results) != 1 {
		res = "(" + res + ")"
	}
	fmt.Fprintf(&b, " : (%s) -> %s\n  llvm.return\n}\n", strings.Join(argTypes, ", "), res)
	return b.String()
}

func TestGenerateIntrinsicInputs(t *testing.T) {
	if !*genInputs {
		t.Skip("run with -geninputs to regenerate testdata/intrinsics.mlir")
	}
	opt := oracle.Tool(t, "mlir-opt")
	profiles := []typeProfile{{"i32", false}, {"f32", false}, {"i32", true}, {"f32", true}}
	var intr []*OpSpec
	for i := range opSpecs {
		if opSpecs[i].Intrinsic {
			intr = append(intr, &opSpecs[i])
		}
	}
	found := make([]string, len(intr))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	for i, o := range intr {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			for _, p := range profiles {
				src := genericInstance(o, p)
				if _, err := oracle.RunPath(opt, []byte(src)); err == nil {
					found[i] = src
					return
				}
			}
		}()
	}
	wg.Wait()
	var out []string
	var missing []string
	for i, src := range found {
		if src == "" {
			missing = append(missing, intr[i].Name)
			continue
		}
		out = append(out, src)
	}
	t.Logf("generated %d of %d intrinsics; no instance for: %s", len(out), len(intr), strings.Join(missing, " "))
	text := "// Generated by TestGenerateIntrinsicInputs (-geninputs): one generic instance per\n// llvm.intr.* op, each accepted by mlir-opt-22. Do not edit.\n\n" + strings.Join(out, "\n// -----\n\n")
	if err := os.WriteFile(filepath.Join("testdata", "intrinsics.mlir"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
