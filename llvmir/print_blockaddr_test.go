package llvmir

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
)

// blockAddrModule writes a module of n functions whose values and blocks are
// all unnamed. Block k of function i stores the address of an unnamed block of
// a later function (llvm-as takes the address of a numbered block only before
// its function is defined), so that printing each function names blocks of
// others, and a global table takes addresses before any function is printed.
func blockAddrModule(n, blocks int) []byte {
	var b bytes.Buffer
	b.WriteString("source_filename = \"ba.ll\"\n\n")
	fmt.Fprintf(&b, "@tab = global [2 x ptr] [ptr blockaddress(@f%d, %%%d), ptr blockaddress(@f0, %%3)]\n", n-1, 2+blocks)
	for i := range n {
		fmt.Fprintf(&b, "\ndefine i32 @f%d(ptr %%0) {\n  %%2 = load i32, ptr %%0, align 4\n  br label %%3\n", i)
		for k := range blocks {
			fmt.Fprintf(&b, "\n%d:\n", 3+k)
			if k < blocks-1 {
				if i == n-1 {
					fmt.Fprintf(&b, "  br label %%%d\n", 4+k)
					continue
				}
				other := i + 1 + k*7%(n-1-i)
				fmt.Fprintf(&b, "  store ptr blockaddress(@f%d, %%%d), ptr %%0, align 8\n", other, 3+(k*5+i)%blocks)
				fmt.Fprintf(&b, "  br label %%%d\n", 4+k)
			} else {
				b.WriteString("  ret i32 %2\n")
			}
		}
		b.WriteString("}\n")
	}
	return b.Bytes()
}

// Unnamed blocks named by blockaddress constants in globals and in other
// functions print with their own function's numbers, as llvm-dis-22 prints
// them (comments included).
func TestPrintBlockAddressOracle(t *testing.T) {
	src := blockAddrModule(40, 6)
	canon, err := oracle.Canon(t, src)
	if err != nil {
		t.Fatalf("llvm-as-22 | llvm-dis-22: %v", err)
	}
	if i := bytes.IndexByte(canon, '\n'); bytes.HasPrefix(canon, []byte("; ModuleID")) && i >= 0 {
		canon = canon[i+1:]
	}
	m, err := Parse("ba.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	if have := Print(m); !bytes.Equal(have, canon) {
		t.Errorf("printed text differs from llvm-dis-22 at %s", firstDiff(have, canon))
	}
	if !bytes.Contains(canon, []byte("blockaddress(@f39, %8)")) {
		t.Errorf("the module lost its blockaddress to the last function's last block:\n%s", canon)
	}
}

// BenchmarkPrintBlockAddress prints a module of 2000 functions of 64 unnamed
// blocks, each block but the last storing the address of an unnamed block of
// another function.
func BenchmarkPrintBlockAddress(b *testing.B) {
	m, err := Parse("ba.ll", blockAddrModule(2000, 64))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		Print(m)
	}
}
