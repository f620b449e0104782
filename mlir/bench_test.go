package mlir_test

import (
	"bytes"
	"io"
	"os"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
	"github.com/ferry-ir/ferry/mlir"
)

// bigInput returns a generic-form LLVM-dialect module of about 15 MB
// (llvm-stress-22 -size=140000, imported and printed generic by MLIR 22), or the
// file named by FERRY_BIG_MLIR.
func bigInput(b *testing.B) []byte {
	if f := os.Getenv("FERRY_BIG_MLIR"); f != "" {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		return src
	}
	tr := oracle.Tool(b, "mlir-translate")
	opt := oracle.Tool(b, "mlir-opt")
	ll := oracle.LLVMStress(b, 8, 140000, false)
	src, err := oracle.Cached([]string{"big-generic-mlir", oracle.Version(opt), "8", "140000"}, func() ([]byte, error) {
		imp, err := oracle.RunPath(tr, ll, "--import-llvm")
		if err != nil {
			return nil, err
		}
		return oracle.RunPath(opt, imp, "--mlir-print-op-generic")
	})
	if err != nil {
		b.Fatal(err)
	}
	return src
}

func BenchmarkParse(b *testing.B) {
	src := bigInput(b)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := mlir.Parse(newCtx(b), "big.mlir", src); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkVerify(b *testing.B) {
	src := bigInput(b)
	m, err := mlir.Parse(newCtx(b), "big.mlir", src)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := mlir.Verify(m); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPrintGeneric(b *testing.B) {
	src := bigInput(b)
	m, err := mlir.Parse(newCtx(b), "big.mlir", src)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := mlir.Print(io.Discard, m, mlir.PrintOptions{Generic: true}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFmt is parse + verify + print, what `ferry fmt --mlir-print-op-generic`
// does; compare with `mlir-opt-22 --mlir-print-op-generic` on the same file.
func BenchmarkFmt(b *testing.B) {
	src := bigInput(b)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	var out bytes.Buffer
	for i := 0; i < b.N; i++ {
		out.Reset()
		m, err := mlir.Parse(newCtx(b), "big.mlir", src)
		if err != nil {
			b.Fatal(err)
		}
		if err := mlir.Verify(m); err != nil {
			b.Fatal(err)
		}
		if err := mlir.Print(&out, m, mlir.PrintOptions{Generic: true}); err != nil {
			b.Fatal(err)
		}
	}
}
