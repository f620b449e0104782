package interp

import (
	"errors"
	"io"
	"runtime"
	"testing"
)

const recursionLL = `define i32 @f(i32 %x) {
  %r = call i32 @f(i32 %x)
  ret i32 %r
}
define i32 @main() {
  %r = call i32 @f(i32 0)
  ret i32 %r
}
`

// recursionCost runs endless recursion to the default depth limit (50000) on a
// goroutine of its own and returns the growth of that goroutine's stack (read before
// it ends, so the stack has not shrunk), the bytes allocated on the heap during the
// run, and the verdict.
func recursionCost(t testing.TB) (stack, heap uint64, err error) {
	m := parse(t, []byte(recursionLL))
	done := make(chan struct{})
	go func() {
		defer close(done)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err = Run(m, nil, io.Discard, Limits{})
		runtime.ReadMemStats(&after)
		if after.StackInuse > before.StackInuse {
			stack = after.StackInuse - before.StackInuse
		}
		heap = after.TotalAlloc - before.TotalAlloc
	}()
	<-done
	return stack, heap, err
}

// Endless recursion with the default limits ends at the depth limit, and the frames
// that took are small: the Go stack of the interpreter (exec, callInst, doCall,
// call) and the registers. Before exec was split it took 17 KB a frame (850 MB).
func TestRecursionMemoryBounded(t *testing.T) {
	stack, heap, err := recursionCost(t)
	want := "limit exceeded: call depth limit of 50000 reached calling @f in @f at `%r = call @f (instruction 0 of block %#0)`"
	if err == nil || err.Error() != want {
		t.Fatalf("err = %v, want %s", err, want)
	}
	t.Logf("stack %d MiB (%d bytes a frame), heap allocated %d MiB (%d bytes a frame)", stack>>20, stack/50000, heap>>20, heap/50000)
	if stack+heap > 200<<20 {
		t.Errorf("the run took %d MiB of stack and %d MiB of heap, want less than 200 MiB together", stack>>20, heap>>20)
	}
}

// BenchmarkRecursionFrames measures what one call frame costs: endless recursion to
// the default depth limit (50000 frames), reported per frame.
func BenchmarkRecursionFrames(b *testing.B) {
	b.ReportAllocs()
	var stack, heap uint64
	for b.Loop() {
		s, h, err := recursionCost(b)
		if !errors.Is(err, ErrLimit) {
			b.Fatalf("err = %v, want the depth limit", err)
		}
		stack, heap = stack+s, heap+h
	}
	b.ReportMetric(float64(stack)/float64(b.N)/50000, "stack-B/frame")
	b.ReportMetric(float64(heap)/float64(b.N)/50000, "heap-B/frame")
}
