package verify

import (
	"testing"

	"github.com/ferry-ir/ferry/internal/oracle"
)

// BenchmarkRefines measures `ferry verify` on a csmith module against itself: every
// function on 16 inputs, then main.
func BenchmarkRefines(b *testing.B) {
	for _, opt := range []string{"-O0", "-O2"} {
		b.Run(opt, func(b *testing.B) {
			ll := oracle.Csmith(b, 4, opt)
			x, y := parse(b, string(ll)), parse(b, string(ll))
			b.ReportAllocs()
			runs := 0
			for b.Loop() {
				rep, err := Refines(x, y, Options{Inputs: 16})
				if err != nil || !rep.Equivalent() {
					b.Fatal(rep, err)
				}
				runs += rep.Runs
			}
			b.ReportMetric(float64(runs)/b.Elapsed().Seconds(), "runs/s")
		})
	}
}

// BenchmarkEqual measures module equivalence of a csmith module and its printed form.
func BenchmarkEqual(b *testing.B) {
	ll := oracle.Csmith(b, 4, "-O0")
	x, y := parse(b, string(ll)), parse(b, string(ll))
	b.ReportAllocs()
	for b.Loop() {
		if ok, d := Equal(x, y, EqualOptions{}); !ok {
			b.Fatal(d)
		}
	}
}
