package llvm

import (
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
	"github.com/ferry-ir/ferry/mlir"
)

// benchInput is MLIR 22's text for a csmith program (-O2): the realistic input of
// `ferry fmt`.
func benchInput(b *testing.B) []byte {
	b.Helper()
	canon, err := canonMLIR2(b, oracle.Csmith(b, 1, "-O2"))
	if err != nil {
		b.Skip(err)
	}
	return canon
}

func canonMLIR2(b *testing.B, ll []byte) ([]byte, error) {
	translate := oracle.Tool(b, "mlir-translate")
	opt := oracle.Tool(b, "mlir-opt")
	imported, err := oracle.RunPath(translate, ll, "--import-llvm")
	if err != nil {
		return nil, err
	}
	return oracle.RunPath(opt, imported)
}

func BenchmarkParse(b *testing.B) {
	src := benchInput(b)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		ctx := newContext(b)
		ctx.AllowUnregistered = true
		if _, err := mlir.Parse(ctx, "bench.mlir", src); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkVerify(b *testing.B) {
	src := benchInput(b)
	ctx := newContext(b)
	ctx.AllowUnregistered = true
	m, err := mlir.Parse(ctx, "bench.mlir", src)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := mlir.Verify(m); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPrint(b *testing.B) {
	src := benchInput(b)
	ctx := newContext(b)
	ctx.AllowUnregistered = true
	m, err := mlir.Parse(ctx, "bench.mlir", src)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		_ = mlir.PrintString(m, mlir.PrintOptions{Context: ctx})
	}
}
