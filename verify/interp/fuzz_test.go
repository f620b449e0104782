package interp

import (
	"io"
	"strings"
	"testing"

	"github.com/ferry-ir/ferry/llvmir"
)

// FuzzRun parses arbitrary text and runs main (and every other function on zero
// arguments) with small limits: whatever the module, the interpreter must end with a
// result or an *Error, never an internal error (a recovered panic).
func FuzzRun(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		m, err := llvmir.Parse("fuzz.ll", []byte(src))
		if err != nil {
			return
		}
		lim := Limits{Steps: 10000, Memory: 1 << 20, Depth: 50}
		if _, err := Run(m, []string{"p"}, io.Discard, lim); err != nil && strings.Contains(err.Error(), "internal error") {
			t.Fatalf("Run: %v", err)
		}
		ma, err := NewMachine(m, io.Discard, lim)
		if err != nil {
			if strings.Contains(err.Error(), "internal error") {
				t.Fatalf("NewMachine: %v", err)
			}
			return
		}
		for _, fn := range m.Funcs {
			f := ma.Func(fn.Name)
			if f == nil || f.Sig == nil || fn.Decl {
				continue
			}
			args := make([]Value, len(f.Sig.Params))
			for i, p := range f.Sig.Params {
				args[i] = ZeroValue(p)
			}
			ma.Reset()
			if _, err := ma.Call(f, args); err != nil && strings.Contains(err.Error(), "internal error") {
				t.Fatalf("Call @%s: %v", fn.Name, err)
			}
		}
	})
}

func fuzzSeeds() []string {
	return []string{
		"define i32 @main() {\n  %q = sdiv i32 -2147483648, -1\n  ret i32 %q\n}\n",
		"@a = global [4 x i32] zeroinitializer\ndefine i32 @main() {\n  %p = getelementptr inbounds [4 x i32], ptr @a, i64 0, i64 5\n  %v = load i32, ptr %p\n  ret i32 %v\n}\n",
		"define <4 x i32> @v(<4 x i32> %a, <4 x i32> %b) {\n  %s = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 5, i32 poison, i32 7>\n  %t = add nsw <4 x i32> %s, %b\n  ret <4 x i32> %t\n}\n",
		"define { i32, i1 } @o(i32 %a) {\n  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 1)\n  ret { i32, i1 } %r\n}\ndeclare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)\n",
		"define i128 @w(i128 %a) {\n  %b = mul i128 %a, 340282366920938463463374607431768211455\n  %c = bitcast i128 %b to <2 x double>\n  %d = bitcast <2 x double> %c to i128\n  ret i128 %d\n}\n",
		"define half @h(half %a, bfloat %b) {\n  %c = fpext bfloat %b to float\n  %d = fptrunc float %c to half\n  %e = fadd half %a, %d\n  ret half %e\n}\n",
		"define x86_fp80 @x(x86_fp80 %a) {\n  %b = fmul x86_fp80 %a, 0xK4000C000000000000000\n  %c = fptosi x86_fp80 %b to i64\n  %d = sitofp i64 %c to fp128\n  %e = fpext x86_fp80 %b to fp128\n  %f = fsub fp128 %d, %e\n  %g = fptrunc fp128 %f to x86_fp80\n  ret x86_fp80 %g\n}\n",
	}
}

// TestFuzzSeeds makes sure every fuzz seed is a valid module, so that fuzzing
// starts from programs the interpreter really runs.
func TestFuzzSeeds(t *testing.T) {
	for i, s := range fuzzSeeds() {
		if _, err := llvmir.Parse("seed.ll", []byte(s)); err != nil {
			t.Errorf("seed %d: %v", i, err)
		}
	}
}
