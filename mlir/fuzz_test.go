package mlir_test

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/diag"
	"github.com/ferry-ir/ferry/mlir"
)

// FuzzParseMLIR: Parse never panics; what parses and verifies prints, and the
// printed text (custom and generic) parses back and prints identically.
func FuzzParseMLIR(f *testing.F) {
	for _, pat := range []string{"testdata/oracle/*.mlir", "testdata/golden/*.mlir"} {
		files, _ := filepath.Glob(pat)
		for _, file := range files {
			src, err := os.ReadFile(file)
			if err != nil {
				f.Fatal(err)
			}
			cases, _ := splitCases(string(src))
			for _, c := range cases {
				f.Add([]byte(c))
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		ctx := newCtx(t)
		m, err := mlir.Parse(ctx, "fuzz.mlir", src)
		if err != nil {
			diag.Render(err)
			return
		}
		if mlir.Verify(m) != nil {
			return
		}
		for _, opts := range []mlir.PrintOptions{{}, {Generic: true}, {Generic: true, DebugInfo: true}} {
			out := mlir.PrintString(m, opts)
			m2, err := mlir.Parse(newCtx(t), "fuzz.mlir", []byte(out))
			if err != nil && (ambiguousOpaque(out) || hasSplitOpaqueBody(m)) {
				// MLIR 22 prints such text too (`!A.A<><>`) and cannot read it back.
				return
			}
			if err != nil {
				t.Fatalf("printed text does not parse (%+v):\n%s\n%s", opts, out, diag.Render(err))
			}
			if err := mlir.Verify(m2); err != nil {
				t.Fatalf("printed text does not verify (%+v):\n%s\n%s", opts, out, diag.Render(err))
			}
			// Printing converges after one round: like MLIR, Ferry reads float literals
			// as doubles, so a value printed for a wider type (f80, f128) may change
			// once (mlir-opt-22 prints 0x1 : f128 as 6.475180e-4966, which reads back
			// as 0.0).
			out2 := mlir.PrintString(m2, opts)
			m3, err := mlir.Parse(newCtx(t), "fuzz.mlir", []byte(out2))
			if err != nil {
				t.Fatalf("second print does not parse (%+v):\n%s\n%s", opts, out2, diag.Render(err))
			}
			if out3 := mlir.PrintString(m3, opts); out3 != out2 && !opts.DebugInfo {
				t.Fatalf("print does not converge (%+v):\nsecond:\n%s\nthird:\n%s", opts, out2, out3)
			}
		}
	})
}

// ambiguousOpaque reports whether text holds a pretty dialect symbol whose body is
// several bracket groups (`!a.b<x><y>`): MLIR's pretty-form test only looks at the
// first and last characters, so it prints such data in a form it cannot parse.
func ambiguousOpaque(text string) bool {
	for i := 0; i < len(text); i++ {
		if text[i] != '!' && text[i] != '#' {
			continue
		}
		j := i + 1
		for j < len(text) && (isWordChar(text[j])) {
			j++
		}
		if j >= len(text) || text[j] != '<' {
			continue
		}
		depth := 0
		for ; j < len(text); j++ {
			switch text[j] {
			case '<':
				depth++
			case '>':
				if j > 0 && text[j-1] == '-' {
					continue
				}
				depth--
			}
			if depth == 0 {
				break
			}
		}
		k := j + 1
		for k < len(text) && text[k] == ' ' {
			k++
		}
		if j >= len(text) || k < len(text) && !strings.ContainsRune(",})]>:\n\tl", rune(text[k])) {
			return true
		}
	}
	return false
}

// hasSplitOpaqueBody reports whether the IR holds an opaque type or attribute
// whose data is an identifier followed by more than one bracket group or by text
// after its first group (`A<>,->`): MLIR 22 prints it in pretty form
// (`!A.A<>,->`), which it cannot read back, and Ferry prints it the same way.
func hasSplitOpaqueBody(root *mlir.Operation) bool {
	seen := map[uintptr]bool{}
	found := false
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		if found || !v.IsValid() {
			return
		}
		switch v.Kind() {
		case reflect.Pointer:
			if v.IsNil() || seen[v.Pointer()] {
				return
			}
			seen[v.Pointer()] = true
			switch x := v.Interface().(type) {
			case *mlir.OpaqueType:
				found = splitBody(x.Data)
				return
			case *mlir.OpaqueAttr:
				found = splitBody(x.Data)
				return
			}
			walk(v.Elem())
		case reflect.Interface:
			walk(v.Elem())
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if f := v.Field(i); f.CanInterface() {
					walk(f)
				}
			}
		case reflect.Slice, reflect.Array:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i))
			}
		}
	}
	walk(reflect.ValueOf(root))
	return found
}

// splitBody reports whether data, an identifier then `<...>`, has anything after
// its first balanced group.
func splitBody(data string) bool {
	i := 0
	for i < len(data) && isWordChar(data[i]) {
		i++
	}
	if i == len(data) || data[i] != '<' {
		return false
	}
	depth := 0
	for ; i < len(data); i++ {
		switch data[i] {
		case '<':
			depth++
		case '>':
			if data[i-1] == '-' {
				continue
			}
			depth--
		}
		if depth == 0 {
			return i != len(data)-1
		}
	}
	return false
}
