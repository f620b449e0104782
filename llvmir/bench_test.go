package llvmir

import (
	"bufio"
	"os"
	"testing"

	"github.com/llir/llvm/asm"

	"github.com/ferry-ir/ferry/internal/oracle"
)

func benchInput(b *testing.B, size int) []byte {
	return oracle.LLVMStress(b, 1, size, false)
}

// BenchmarkParse parses a 5000-instruction llvm-stress-22 module.
func BenchmarkParse(b *testing.B) {
	src := benchInput(b, 5000)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("bench.ll", src); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPrint prints the same module.
func BenchmarkPrint(b *testing.B) {
	src := benchInput(b, 5000)
	m, err := Parse("bench.ll", src)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		Print(m)
	}
}

// BenchmarkLex lexes the same module.
func BenchmarkLex(b *testing.B) {
	src := benchInput(b, 5000)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		lx := lexer{src: src}
		for lx.next().kind != tEOF {
		}
	}
}

// BenchmarkParsePrintBig is parse+print of the 15 MB module
// `llvm-stress-22 -seed=1 -size=200000`, to compare with llvm-as-22 | llvm-dis-22.
func BenchmarkParsePrintBig(b *testing.B) {
	src := benchInput(b, 200000)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		m, err := Parse("big.ll", src)
		if err != nil {
			b.Fatal(err)
		}
		Print(m)
	}
}

// BenchmarkLLIRParsePrintBig is llir/llvm's parse+print of the same-size
// llvm-stress-14 module (llir cannot read LLVM 22 text).
func BenchmarkLLIRParsePrintBig(b *testing.B) {
	src := oracle.LLVMStress(b, 1, 200000, true)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		m, err := asm.ParseBytes("big14.ll", src)
		if err != nil {
			b.Fatal(err)
		}
		_ = m.String()
	}
}

// BenchmarkParsePrintBig14 is Ferry on the llvm-stress-14 module llir reads.
func BenchmarkParsePrintBig14(b *testing.B) {
	src := oracle.LLVMStress(b, 1, 200000, true)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		m, err := Parse("big14.ll", src)
		if err != nil {
			b.Fatal(err)
		}
		Print(m)
	}
}

// TestBigOnce parses and prints the file named by FERRY_BIG once, for measuring
// wall time and peak memory from outside (e.g. /usr/bin/time -v).
func TestBigOnce(t *testing.T) {
	path := os.Getenv("FERRY_BIG")
	if path == "" {
		t.Skip("set FERRY_BIG to a .ll file")
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(os.Getenv("FERRY_BIG_OUT"))
	if err != nil {
		f, _ = os.Create(os.DevNull)
	}
	defer f.Close()
	bw := bufio.NewWriterSize(f, 1<<16)
	if err := Fprint(bw, m); err != nil {
		t.Fatal(err)
	}
	bw.Flush()
}

// TestLLIRBigOnce parses and prints the file named by FERRY_LLIR_BIG with
// llir/llvm, for timing from outside next to TestBigOnce.
func TestLLIRBigOnce(t *testing.T) {
	path := os.Getenv("FERRY_LLIR_BIG")
	if path == "" {
		t.Skip("set FERRY_LLIR_BIG to a typed-pointer .ll file")
	}
	m, err := asm.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	_ = m.String()
}
