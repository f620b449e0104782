package interp

import (
	"io"
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
)

// BenchmarkCsmith measures instructions per second running a csmith program's main.
func BenchmarkCsmith(b *testing.B) {
	for _, opt := range []string{"-O0", "-O2"} {
		b.Run(opt, func(b *testing.B) {
			ll := oracle.Csmith(b, 4, opt)
			m := parse(b, ll)
			b.ReportAllocs()
			var steps int64
			for b.Loop() {
				ma, err := NewMachine(m, io.Discard, Limits{})
				if err != nil {
					b.Fatal(err)
				}
				if _, err := ma.RunMain([]string{"prog"}); err != nil {
					b.Fatal(err)
				}
				steps += ma.Steps()
			}
			b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "insts/s")
		})
	}
}

// BenchmarkFreeInOrder allocates 100000 blocks and frees them in allocation order
// (what a program freeing an array of pointers does): linear since Free is lazy.
func BenchmarkFreeInOrder(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		m := NewMemory(0, false)
		as := make([]*Alloc, 100000)
		for k := range as {
			as[k], _ = m.Allocate("block", 16, 16, HeapAlloc, true)
		}
		for _, a := range as {
			m.Free(a)
		}
	}
}
