package llvmir

import "testing"

// Inline asm constraint strings are parsed and matched against the callee's
// function type as LLVM's InlineAsm::verify does; label constraints need
// callbr, one per indirect destination.
func TestInlineAsmVerdicts(t *testing.T) {
	fn := func(inst string) string {
		return "define void @f(i32 %x, ptr %p) {\n  " + inst + "\n  ret void\n}\n"
	}
	callbr := func(constraints, dests string) string {
		return "define void @f() {\n  callbr void asm \"\", \"" + constraints + "\"() to label %a [" + dests + "]\n\na:\n  ret void\n}\n"
	}
	checkVerdictMessages(t, []verdictCase{
		{"empty", fn(`call void asm "nop", ""()`)},
		{"letters-and-digit", fn(`call void asm "nop", "globals2.ll"()`)},
		{"input", fn(`call void asm "nop", "r"(i32 %x)`)},
		{"two-inputs-one-arg", fn(`call void asm "nop", "r,r"(i32 %x)`)},
		{"input-no-arg", fn(`call void asm "nop", "r"()`)},
		{"output", fn(`%a = call i32 asm "nop", "=r"()`)},
		{"output-input", fn(`%a = call i32 asm "nop", "=r,r"(i32 %x)`)},
		{"tied", fn(`%a = call i32 asm "nop", "=r,0"(i32 %x)`)},
		{"tied-to-input", fn(`%a = call i32 asm "nop", "=r,1"(i32 %x)`)},
		{"tied-twice", fn(`%a = call i32 asm "nop", "=r,0,0"(i32 %x, i32 %x)`)},
		{"output-after-input", fn(`%a = call i32 asm "nop", "r,=r"(i32 %x)`)},
		{"output-void", fn(`call void asm "nop", "=r"()`)},
		{"two-outputs-struct", fn(`%a = call { i32, i32 } asm "nop", "=r,=r"()`)},
		{"one-output-struct", fn(`%a = call { i32, i32 } asm "nop", "=r"()`)},
		{"two-outputs-scalar", fn(`%a = call i32 asm "nop", "=r,=r"()`)},
		{"clobber", fn(`call void asm "nop", "~{memory}"()`)},
		{"input-after-clobber", fn(`call void asm "nop", "~{memory},r"(i32 %x)`)},
		{"clobber-without-brace", fn(`call void asm "nop", "~memory"()`)},
		{"trailing-comma", fn(`call void asm "nop", "r,"(i32 %x)`)},
		{"leading-comma", fn(`call void asm "nop", ",r"(i32 %x)`)},
		{"indirect-output", fn(`call void asm "nop", "=*m"(ptr elementtype(i32) %p)`)},
		{"indirect-input", fn(`call void asm "nop", "*m"(ptr elementtype(i32) %p)`)},
		{"early-clobber", fn(`%a = call i32 asm "nop", "=&r"()`)},
		{"early-clobber-input", fn(`call void asm "nop", "&r"(i32 %x)`)},
		{"early-clobber-twice", fn(`%a = call i32 asm "nop", "=&&r"()`)},
		{"commutative", fn(`call void asm "nop", "%r"(i32 %x)`)},
		{"commutative-twice", fn(`call void asm "nop", "%%r"(i32 %x)`)},
		{"comment", fn(`call void asm "nop", "#r"(i32 %x)`)},
		{"open-brace", fn(`call void asm "nop", "{ax"(i32 %x)`)},
		{"register", fn(`call void asm "nop", "{ax}"(i32 %x)`)},
		{"bare-equals", fn(`call void asm "nop", "="()`)},
		{"bare-tilde", fn(`call void asm "nop", "~"()`)},
		{"bare-star", fn(`call void asm "nop", "*"()`)},
		{"caret", fn(`call void asm "nop", "^Rg"(i32 %x)`)},
		{"at", fn(`call void asm "nop", "@3abc"(i32 %x)`)},
		{"alternatives-tied", fn(`%a = call i32 asm "nop", "=r|m,0|0"(i32 %x)`)},
		{"alternatives-input-only", fn(`%a = call i32 asm "nop", "=r,0|0"(i32 %x)`)},
		{"alternatives-output-only", fn(`%a = call i32 asm "nop", "=r|m,0"(i32 %x)`)},
		{"label-in-call", fn(`call void asm "nop", "!i"()`)},
		{"label-after-clobber", fn(`call void asm "nop", "~{x},!i"()`)},
		{"indirect-output-after-clobber", fn(`call void asm "nop", "~{x},=*m"(ptr elementtype(i32) %p)`)},
		{"output-after-indirect-output", fn(`call void asm "nop", "=*m,=r"(ptr elementtype(i32) %p)`)},
		{"callbr-one-label", callbr("!i", "label %a")},
		{"callbr-two-labels-one-dest", callbr("!i,!i", "label %a")},
		{"callbr-no-label", callbr("", "label %a")},
	})
}
