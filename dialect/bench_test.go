package dialect

import (
	"io"
	"os"
	"testing"

	"github.com/ferry-ir/ferry/mlir"
)

// BenchmarkFmtBig is `ferry fmt` (parse, verify, print) of the .mlir file named by
// FERRY_BIG_MLIR, for example the 15 MB module `bash bench/compare.sh
// --generate-only` makes (mlir-translate-22 -import-llvm of llvm-stress-22
// -seed=1 -size=200000): go test ./dialect -run '^$' -bench FmtBig -benchmem.
func BenchmarkFmtBig(b *testing.B) {
	path := os.Getenv("FERRY_BIG_MLIR")
	if path == "" {
		b.Skip("set FERRY_BIG_MLIR to a .mlir file")
	}
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		opts mlir.PrintOptions
	}{{"custom", mlir.PrintOptions{}}, {"generic", mlir.PrintOptions{Generic: true}}} {
		b.Run(tc.name, func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				op, err := Parse(NewContext(), path, src)
				if err != nil {
					b.Fatal(err)
				}
				if err := mlir.Print(io.Discard, op, tc.opts); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkFmtBigPhases splits BenchmarkFmtBig into its phases: parse (without
// verification), verify, and print in each form, on one parsed module.
func BenchmarkFmtBigPhases(b *testing.B) {
	path := os.Getenv("FERRY_BIG_MLIR")
	if path == "" {
		b.Skip("set FERRY_BIG_MLIR to a .mlir file")
	}
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("parse", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if _, err := mlir.Parse(NewContext(), path, src); err != nil {
				b.Fatal(err)
			}
		}
	})
	op, err := Parse(NewContext(), path, src)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("verify", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if err := mlir.Verify(op); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, tc := range []struct {
		name string
		opts mlir.PrintOptions
	}{{"print-custom", mlir.PrintOptions{}}, {"print-generic", mlir.PrintOptions{Generic: true}}} {
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if err := mlir.Print(io.Discard, op, tc.opts); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
