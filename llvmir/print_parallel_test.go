package llvmir

import (
	"bytes"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
)

// Printing a large function's blocks in two halves at once gives the same
// text as printing them in one go, with Print (halves in one buffer) and with
// Fprint (second half in its own buffer). The threshold is lowered so that
// every function with two blocks or more takes the parallel path.
func TestParallelPrintSame(t *testing.T) {
	srcs := testdataLL(t)
	if !testing.Short() {
		for seed := 1; seed <= 4; seed++ {
			srcs = append(srcs, oracle.LLVMStress(t, seed, 3000, false))
		}
	}
	saved := parallelPrintMin
	defer func() { parallelPrintMin = saved }()
	checked := 0
	for i, src := range srcs {
		m, err := Parse("x.ll", src)
		if err != nil {
			continue // the error cases among testdata
		}
		parallelPrintMin = 1 << 62
		want := Print(m)
		parallelPrintMin = 1
		if have := Print(m); !bytes.Equal(have, want) {
			t.Errorf("input %d: parallel Print differs at %s", i, firstDiff(have, want))
		}
		var buf bytes.Buffer
		if err := Fprint(&buf, m); err != nil || !bytes.Equal(buf.Bytes(), want) {
			t.Errorf("input %d: parallel Fprint differs (err %v) at %s", i, err, firstDiff(buf.Bytes(), want))
		}
		checked++
	}
	if checked < 10 {
		t.Fatalf("only %d modules checked", checked)
	}
}

// blockaddress constants naming unnamed blocks of other functions print the
// same in parallel (the other functions are numbered before the halves start).
func TestParallelPrintBlockAddress(t *testing.T) {
	src := []byte(`define void @f(ptr %p) {
  store ptr blockaddress(@g, %1), ptr %p, align 8
  br label %1

1:
  store ptr blockaddress(@g, %2), ptr %p, align 8
  br label %2

2:
  store ptr blockaddress(@g, %1), ptr %p, align 8
  ret void
}

define void @g() {
  br label %1

1:
  br label %2

2:
  ret void
}
`)
	m, err := Parse("x.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	saved := parallelPrintMin
	defer func() { parallelPrintMin = saved }()
	parallelPrintMin = 1 << 62
	want := Print(m)
	parallelPrintMin = 1
	if have := Print(m); !bytes.Equal(have, want) {
		t.Errorf("parallel Print differs at %s", firstDiff(have, want))
	}
	if !bytes.Contains(want, []byte("blockaddress(@g, %2)")) {
		t.Errorf("blockaddress not printed with its block number:\n%s", want)
	}
}
