package verify_test

import (
	"fmt"

	"github.com/ferry-ir/ferry/llvmir"
	"github.com/ferry-ir/ferry/verify"
)

func ExampleRefines() {
	a, _ := llvmir.Parse("a.ll", []byte(`define i32 @f(i32 %x) {
  %r = sdiv i32 %x, 2
  ret i32 %r
}
`))
	b, _ := llvmir.Parse("b.ll", []byte(`define i32 @f(i32 %x) {
  %r = ashr i32 %x, 1
  ret i32 %r
}
`))
	rep, _ := verify.Refines(a, b, verify.Options{Seed: 1})
	fmt.Print(rep)
	// Output:
	// not a refinement: @f differs in result
	//   inputs: i32 -15
	//   source: returned i32 -7
	//   target: returned i32 -8
	//   reproduce: ferry verify --seed=1 --func=f a.ll b.ll
}
