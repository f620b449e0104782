package interp

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"testing"
)

// types2to40 declares %t40, a struct of 2^40 bytes in 41 lines: %tN+1 = { %tN, %tN }.
var types2to40 = func() string {
	s := "%t0 = type { i8 }\n"
	for i := range 40 {
		s += fmt.Sprintf("%%t%d = type { %%t%d, %%t%d }\n", i+1, i, i)
	}
	return s
}()

// TestVerdicts runs small modules that end in each kind of verdict and checks the
// exact message, exit status and output.
func TestVerdicts(t *testing.T) {
	tests := []struct {
		name   string
		ll     string
		code   int
		out    string
		kind   error
		msg    string
		limits Limits
	}{
		{name: "sdiv overflow", ll: `
define i32 @main() {
  %q = sdiv i32 -2147483648, -1
  ret i32 %q
}`, code: 1, kind: ErrUB, msg: "undefined behaviour: sdiv overflow (INT_MIN / -1) in @main at `%q = sdiv (instruction 0 of block %#0)`"},
		{name: "branch on poison", ll: `
define i32 @main() {
  %x = add nsw i32 2147483647, 1
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}`, code: 1, kind: ErrUB, msg: "undefined behaviour: branch on poison in @main at `br (instruction 2 of block %#0)`"},
		{name: "unreachable", ll: `
define i32 @main() {
  unreachable
}`, code: 1, kind: ErrUB, msg: "undefined behaviour: unreachable executed in @main at `unreachable (instruction 0 of block %#0)`"},
		{name: "inbounds gep out of bounds is poison", ll: `
@a = global [4 x i32] zeroinitializer
define i32 @main() {
  %p = getelementptr inbounds [4 x i32], ptr @a, i64 0, i64 5
  %v = load i32, ptr %p
  ret i32 %v
}`, code: 1, kind: ErrUB, msg: "undefined behaviour: load through a poison pointer in @main at `%v = load (instruction 1 of block %#0)`"},
		{name: "plain gep out of bounds then load", ll: `
@a = global [4 x i32] zeroinitializer
define i32 @main() {
  %p = getelementptr [4 x i32], ptr @a, i64 0, i64 4
  %v = load i32, ptr %p
  ret i32 %v
}`, code: 1, kind: ErrUB, msg: "undefined behaviour: load of 4 bytes at offset 16 of @a, out of bounds (size 16) in @main at `%v = load (instruction 1 of block %#0)`"},
		{name: "use after free", ll: `
declare ptr @malloc(i64)
declare void @free(ptr)
define i32 @main() {
  %p = call ptr @malloc(i64 4)
  store i32 7, ptr %p
  call void @free(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}`, code: 1, kind: ErrUB, msg: "undefined behaviour: load of heap block #1 after its lifetime ended (use after free or return) in @main at `%v = load (instruction 3 of block %#0)`"},
		{name: "double free", ll: `
declare ptr @malloc(i64)
declare void @free(ptr)
define i32 @main() {
  %p = call ptr @malloc(i64 4)
  call void @free(ptr %p)
  call void @free(ptr %p)
  ret i32 0
}`, code: 1, kind: ErrUB, msg: "undefined behaviour: free of heap block #1, already freed (double free) in @main at `call @free (instruction 2 of block %#0)`"},
		{name: "step limit", ll: `
define i32 @main() {
entry:
  br label %loop
loop:
  br label %loop
}`, code: 1, kind: ErrLimit, limits: Limits{Steps: 1000}, msg: "limit exceeded: step limit of 1000 instructions reached in @main at `br (instruction 0 of block %loop)`"},
		{name: "depth limit", ll: `
define i32 @f(i32 %n) {
  %r = call i32 @f(i32 %n)
  ret i32 %r
}
define i32 @main() {
  %r = call i32 @f(i32 1)
  ret i32 %r
}`, code: 1, kind: ErrLimit, limits: Limits{Depth: 100}, msg: "limit exceeded: call depth limit of 100 reached calling @f in @f at `%r = call @f (instruction 0 of block %#0)`"},
		{name: "misaligned load is UB when checked", ll: `
@a = global [2 x i64] zeroinitializer
define i32 @main() {
  %p = getelementptr i8, ptr @a, i64 4
  %v = load i64, ptr %p, align 8
  %r = trunc i64 %v to i32
  ret i32 %r
}`, code: 1, kind: ErrUB, limits: Limits{CheckAlignment: true}, msg: "undefined behaviour: load with align 8 from misaligned address 0x10024 in @main at `%v = load (instruction 1 of block %#0)`"},
		{name: "misaligned load runs by default, as under lli", ll: `
@a = global [2 x i64] [i64 0, i64 7]
define i32 @main() {
  %p = getelementptr i8, ptr @a, i64 4
  %v = load i64, ptr %p, align 8
  %s = lshr i64 %v, 32
  %r = trunc i64 %s to i32
  ret i32 %r
}`, code: 7},
		{name: "saturating float to int", ll: `
declare i8 @llvm.fptosi.sat.i8.f64(double)
declare i8 @llvm.fptoui.sat.i8.f64(double)
define i32 @main() {
  %a = call i8 @llvm.fptosi.sat.i8.f64(double 1.0e10)
  %b = call i8 @llvm.fptosi.sat.i8.f64(double 0x7FF8000000000000)
  %c = call i8 @llvm.fptoui.sat.i8.f64(double -3.5)
  %d = call i8 @llvm.fptosi.sat.i8.f64(double -3.5)
  %a1 = zext i8 %a to i32
  %b1 = zext i8 %b to i32
  %c1 = zext i8 %c to i32
  %d1 = sext i8 %d to i32
  %s1 = add i32 %a1, %b1
  %s2 = add i32 %s1, %c1
  %s3 = add i32 %s2, %d1
  ret i32 %s3
}`, code: 124}, // 127 + 0 + 0 - 3
		{name: "is.fpclass", ll: `
declare i1 @llvm.is.fpclass.f64(double, i32)
define i32 @main() {
  %negzero = call i1 @llvm.is.fpclass.f64(double -0.0, i32 32)
  %sub = call i1 @llvm.is.fpclass.f64(double 4.9406564584124654e-324, i32 128)
  %qnan = call i1 @llvm.is.fpclass.f64(double 0x7FF8000000000000, i32 2)
  %notinf = call i1 @llvm.is.fpclass.f64(double 1.0, i32 516)
  %a = zext i1 %negzero to i32
  %b = zext i1 %sub to i32
  %c = zext i1 %qnan to i32
  %d = zext i1 %notinf to i32
  %b2 = shl i32 %b, 1
  %c2 = shl i32 %c, 2
  %d2 = shl i32 %d, 3
  %r1 = or i32 %a, %b2
  %r2 = or i32 %r1, %c2
  %r3 = or i32 %r2, %d2
  ret i32 %r3
}`, code: 7},
		{name: "is.fpclass on a vector", ll: `
declare <4 x i1> @llvm.is.fpclass.v4f32(<4 x float>, i32)
define i32 @main() {
  %r = call <4 x i1> @llvm.is.fpclass.v4f32(<4 x float> <float -0.0, float 1.0, float 0x7FF8000000000000, float 0x7FF0000000000000>, i32 544)
  %b = bitcast <4 x i1> %r to i4
  %z = zext i4 %b to i32
  ret i32 %z
}`, code: 9}, // 544 is -0 and +inf: lanes 0 and 3, as lli-22 says
		{name: "fptosi.sat and fptoui.sat on vectors", ll: `
declare <4 x i8> @llvm.fptosi.sat.v4i8.v4f64(<4 x double>)
declare <2 x i16> @llvm.fptoui.sat.v2i16.v2f32(<2 x float>)
define i32 @main() {
  %v = call <4 x i8> @llvm.fptosi.sat.v4i8.v4f64(<4 x double> <double 1.0e10, double 0x7FF8000000000000, double -3.5, double -1.0e10>)
  %w = call <2 x i16> @llvm.fptoui.sat.v2i16.v2f32(<2 x float> <float -3.5, float 7.0e5>)
  %b = bitcast <4 x i8> %v to i32
  %c = bitcast <2 x i16> %w to i32
  %x = xor i32 %b, %c
  %h = lshr i32 %x, 24
  %l = and i32 %x, 255
  %s = add i32 %h, %l
  %m = lshr i32 %x, 8
  %m2 = and i32 %m, 255
  %s2 = add i32 %s, %m2
  ret i32 %s2
}`, code: 254}, // as lli-22 says
		{name: "memory limit", ll: `
declare ptr @malloc(i64)
define i32 @main() {
  %p = call ptr @malloc(i64 2097152)
  ret i32 0
}`, code: 1, kind: ErrLimit, limits: Limits{Memory: 1 << 20}, msg: "limit exceeded: memory limit of 1048576 bytes exceeded allocating 2097152 bytes for heap block #1 in @main at `%p = call @malloc (instruction 0 of block %#0)`"},
		{name: "alloca size overflowing int64 is the memory limit", ll: `
define i32 @main() {
  %a = alloca [4294967295 x [4294967295 x i64]]
  ret i32 0
}`, code: 1, kind: ErrLimit, msg: "limit exceeded: memory limit of 1073741824 bytes exceeded allocating at least 9223372036854775807 bytes for %a in @main at `%a = alloca (instruction 0 of block %#0)`"},
		{name: "alloca count times size overflowing int64", ll: `
define i32 @main() {
  %a = alloca [1048576 x i64], i64 1152921504606846976
  ret i32 0
}`, code: 1, kind: ErrLimit, msg: "limit exceeded: memory limit of 1073741824 bytes exceeded allocating at least 9223372036854775807 bytes for %a in @main at `%a = alloca (instruction 0 of block %#0)`"},
		{name: "struct of 2^40 bytes built from shared parts", ll: types2to40 + `
define i32 @main() {
  %a = alloca %t40
  ret i32 0
}`, code: 1, kind: ErrLimit, limits: Limits{Memory: 1 << 26}, msg: "limit exceeded: memory limit of 67108864 bytes exceeded allocating 1099511627776 bytes for %a in @main at `%a = alloca (instruction 0 of block %#0)`"},
		{name: "zeroinitializer of 2^40 lanes", ll: types2to40 + `
define i32 @main() {
  %a = alloca i8
  store %t40 zeroinitializer, ptr %a
  ret i32 0
}`, code: 1, kind: ErrLimit, msg: "limit exceeded: memory limit of 1073741824 bytes exceeded allocating 70368744177664 bytes for a value of type %t40 in @main at `store (instruction 1 of block %#0)`"},
		{name: "a huge extra parameter of main", ll: types2to40 + `
define i32 @main(i32 %c, ptr %v, ptr %e, %t40 %x) {
  ret i32 0
}`, code: 1, kind: ErrLimit, msg: "limit exceeded: memory limit of 1073741824 bytes exceeded allocating 70368744177664 bytes for a value of type %t40 in @main"},
		{name: "load of more lanes than the memory limit holds", ll: `
define i32 @main() {
  %a = alloca [16777216 x i8]
  %v = load [16777216 x i8], ptr %a
  ret i32 0
}`, code: 1, kind: ErrLimit, limits: Limits{Memory: 1 << 26}, msg: "limit exceeded: memory limit of 67108864 bytes exceeded allocating 1073741824 bytes for a value of type [16777216 x i8] in @main at `%v = load (instruction 1 of block %#0)`"},
		{name: "an alloca of another function keeps its name", ll: `
define ptr @f() {
  %x = alloca i32
  ret ptr %x
}
define i32 @main() {
  %p = call ptr @f()
  %v = load i32, ptr %p
  ret i32 %v
}`, code: 1, kind: ErrUB, msg: "undefined behaviour: load of %x in @f after its lifetime ended (use after free or return) in @main at `%v = load (instruction 1 of block %#0)`"},
		{name: "an alloca of the function is not located twice", ll: `
define i32 @main() {
  %x = alloca i32
  %q = getelementptr i8, ptr %x, i64 2
  %v = load i32, ptr %q
  ret i32 %v
}`, code: 1, kind: ErrUB, msg: "undefined behaviour: load of 4 bytes at offset 2 of %x in @main, out of bounds (size 4) at `%v = load (instruction 2 of block %#0)`"},
		{name: "frames count against the memory limit", ll: `
define i32 @f(i32 %x) {
  %r = call i32 @f(i32 %x)
  ret i32 %r
}
define i32 @main() {
  %r = call i32 @f(i32 0)
  ret i32 %r
}`, code: 1, kind: ErrLimit, limits: Limits{Memory: 1 << 20}, msg: "limit exceeded: memory limit of 1048576 bytes exceeded allocating 2176 bytes for the frame of @f in @f at `%r = call @f (instruction 0 of block %#0)`"},
		{name: "inline assembly runs only when executed", ll: `
define i32 @main() {
  %c = call i1 asm "", "=r,0"(i1 false)
  br i1 %c, label %a, label %b
a:
  call void asm sideeffect "ud2", ""()
  ret i32 1
b:
  %p = call { i32, i32 } asm "", "=r,=r,1,0"(i32 4, i32 5)
  %x = extractvalue { i32, i32 } %p, 0
  ret i32 %x
}`, code: 5},
		{name: "inline assembly with instructions", ll: `
define i32 @main() {
  call void asm sideeffect "ud2", "~{memory}"()
  ret i32 0
}`, code: 1, kind: ErrUnsupported, msg: "unsupported: inline assembly \"ud2\" in @main at `call (instruction 0 of block %#0)`"},
		{name: "empty inline assembly with an untied output", ll: `
define i32 @main() {
  %x = call i32 asm "", "=r"()
  ret i32 %x
}`, code: 1, kind: ErrUnsupported, msg: "unsupported: inline assembly with an output not tied to an input (constraints \"=r\") in @main at `%x = call (instruction 0 of block %#0)`"},
		{name: "output limit", ll: `
@s = constant [5 x i8] c"abcd\00"
declare i32 @puts(ptr)
define i32 @main() {
entry:
  br label %l
l:
  %r = call i32 @puts(ptr @s)
  br label %l
}`, code: 1, out: "abcd\nabcd\n", kind: ErrLimit, limits: Limits{Output: 12}, msg: "limit exceeded: output limit of 12 bytes exceeded in @main at `%r = call @puts (instruction 0 of block %l)`"},
		{name: "printf output held in memory counts against the memory limit", ll: `
@f = constant [71 x i8] c"%99999d%99999d%99999d%99999d%99999d%99999d%99999d%99999d%99999d%99999d\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %r = call i32 (ptr, ...) @printf(ptr @f, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10)
  ret i32 0
}`, code: 1, kind: ErrLimit, limits: Limits{Memory: 500000}, msg: "limit exceeded: memory limit of 500000 bytes exceeded allocating 500059 bytes for the formatted output of printf in @main at `%r = call @printf (instruction 0 of block %#0)`"},
		{name: "bulk memory operations count against the step limit", ll: `
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
define i32 @main() {
entry:
  %a = alloca [1048576 x i8]
  br label %l
l:
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 1048576, i1 false)
  br label %l
}`, code: 1, kind: ErrLimit, limits: Limits{Steps: 200000}, msg: "limit exceeded: step limit of 200000 instructions reached in @main at `call @llvm.memset.p0.i64 (instruction 0 of block %l)`"},
		{name: "an instruction on many lanes costs a step per lane", ll: `
define i32 @main() {
entry:
  br label %l
l:
  %v = phi <64 x i32> [ zeroinitializer, %entry ], [ %w, %l ]
  %w = add <64 x i32> %v, splat (i32 1)
  br label %l
}`, code: 1, kind: ErrLimit, limits: Limits{Steps: 200}, msg: "limit exceeded: step limit of 200 instructions reached in @main at `%w = add (instruction 1 of block %l)`"},
		{name: "a global of 100 MB of zeroinitializer", ll: `
@g = global [104857600 x i8] zeroinitializer
define i32 @main() {
  %p = getelementptr i8, ptr @g, i64 104857599
  %v = load i8, ptr %p
  %r = zext i8 %v to i32
  ret i32 %r
}`, code: 0},
		{name: "a global holding a 16 MB array and a field", ll: `
@g = global { [16777216 x i8], i32, [2 x i16] } { [16777216 x i8] zeroinitializer, i32 7, [2 x i16] [i16 undef, i16 3] }
define i32 @main() {
  %p = getelementptr { [16777216 x i8], i32, [2 x i16] }, ptr @g, i64 0, i32 1
  %v = load i32, ptr %p
  %q = getelementptr { [16777216 x i8], i32, [2 x i16] }, ptr @g, i64 0, i32 2, i64 1
  %w = load i16, ptr %q
  %x = zext i16 %w to i32
  %r = add i32 %v, %x
  ret i32 %r
}`, code: 10},
		{name: "an undef global", ll: `
@g = global [4 x i32] [i32 1, i32 undef, i32 3, i32 4]
define i32 @main() {
  %p = getelementptr i32, ptr @g, i64 1
  %v = load i32, ptr %p
  ret i32 %v
}`, code: 1, kind: ErrUB, msg: "undefined behaviour: main returned undef in @main"},
		{name: "exit in a callee", ll: `
@s = constant [3 x i8] c"hi\00"
declare i32 @puts(ptr)
declare void @exit(i32)
define void @f() {
  %x = call i32 @puts(ptr @s)
  call void @exit(i32 259)
  unreachable
}
define i32 @main() {
  call void @f()
  ret i32 0
}`, code: 3, out: "hi\n"},
		{name: "abort", ll: `
declare void @abort()
define i32 @main() {
  call void @abort()
  unreachable
}`, code: 134, kind: ErrAbort, msg: "aborted: abort() called in @main at `call @abort (instruction 0 of block %#0)`"},
		{name: "switch, phi and select", ll: `
define i32 @main() {
entry:
  switch i32 3, label %d [ i32 1, label %a
                           i32 3, label %b ]
a:
  br label %d
b:
  br label %d
d:
  %p = phi i32 [ 10, %entry ], [ 11, %a ], [ 12, %b ]
  %s = select i1 true, i32 %p, i32 0
  ret i32 %s
}`, code: 12},
		{name: "phis are simultaneous", ll: `
define i32 @main() {
entry:
  br label %loop
loop:
  %a = phi i32 [ 1, %entry ], [ %b, %loop ]
  %b = phi i32 [ 2, %entry ], [ %a, %loop ]
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %c = icmp eq i32 %j, 3
  br i1 %c, label %done, label %loop
done:
  %r = mul i32 %a, 10
  %s = add i32 %r, %b
  ret i32 %s
}`, code: 12}, // a and b swap on every edge: (1,2) (2,1) (1,2); sequential phis would give 22
		{name: "indirectbr", ll: `
define i32 @main() {
entry:
  indirectbr ptr blockaddress(@main, %two), [label %one, label %two]
one:
  ret i32 1
two:
  ret i32 2
}`, code: 2},
		{name: "invoke, resume, landingpad", ll: `
declare i32 @__gxx_personality_v0(...)
define void @thrower() personality ptr @__gxx_personality_v0 {
  resume { ptr, i32 } { ptr null, i32 7 }
}
define i32 @main() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @thrower() to label %ok unwind label %lp
ok:
  ret i32 0
lp:
  %e = landingpad { ptr, i32 } cleanup
  %sel = extractvalue { ptr, i32 } %e, 1
  ret i32 %sel
}`, code: 7},
		{name: "landingpad after a phi catches", ll: `
@ti = constant i8 0
declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare i32 @__gxx_personality_v0(...)
define void @thrower() {
  %x = call ptr @__cxa_allocate_exception(i64 4)
  call void @__cxa_throw(ptr %x, ptr @ti, ptr null)
  unreachable
}
define i32 @main() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @thrower() to label %next unwind label %lp
next:
  invoke void @thrower() to label %ok unwind label %lp
ok:
  ret i32 0
lp:
  %w = phi i32 [ 10, %entry ], [ 20, %next ]
  %e = landingpad { ptr, i32 } catch ptr @ti
  %sel = extractvalue { ptr, i32 } %e, 1
  %r = add i32 %w, %sel
  ret i32 %r
}`, code: 11}, // caught at the first invoke: 10 + the type's selector 1
		{name: "gep inbounds one past the end is fine", ll: `
@a = global [4 x i32] zeroinitializer
define i32 @main() {
  %p = getelementptr inbounds [4 x i32], ptr @a, i64 0, i64 4
  %q = getelementptr inbounds i32, ptr %p, i64 -4
  %d = ptrtoint ptr %p to i64
  %e = ptrtoint ptr %q to i64
  %s = sub i64 %d, %e
  %r = trunc i64 %s to i32
  ret i32 %r
}`, code: 16},
		{name: "gep nuw with a negative offset is poison", ll: `
@a = global [4 x i32] zeroinitializer
define i32 @main() {
  %p = getelementptr nuw i8, ptr @a, i64 -1
  %c = icmp eq ptr %p, null
  %r = zext i1 %c to i32
  ret i32 %r
}`, code: 1, kind: ErrUB, msg: "undefined behaviour: main returned poison in @main"},
		{name: "gep nusw wrapping is poison", ll: `
define i32 @main() {
  %p = getelementptr nusw i8, ptr inttoptr (i64 -1 to ptr), i64 1
  %c = icmp eq ptr %p, null
  %r = zext i1 %c to i32
  ret i32 %r
}`, code: 1, kind: ErrUB, msg: "undefined behaviour: main returned poison in @main"},
		{name: "big-endian layout", ll: `
target datalayout = "E-m:e-p:64:64-i64:64-n32:64-S128"
define i32 @main() {
  %a = alloca i32
  store i32 287454020, ptr %a
  %b = load i8, ptr %a
  %r = zext i8 %b to i32
  ret i32 %r
}`, code: 0x11},
		{name: "inttoptr of ptrtoint reaches the object", ll: `
@g = global i32 9
define i32 @main() {
  %i = ptrtoint ptr @g to i64
  %j = add i64 %i, 0
  %p = inttoptr i64 %j to ptr
  %v = load i32, ptr %p
  ret i32 %v
}`, code: 9},
		{name: "freeze poison is a fixed value", ll: `
define i32 @main() {
  %f = freeze i32 poison
  %c = icmp eq i32 %f, %f
  %r = zext i1 %c to i32
  ret i32 %r
}`, code: 1},
		{name: "vector ops and poison lanes", ll: `
define i32 @main() {
  %v = add nsw <2 x i8> <i8 127, i8 1>, <i8 1, i8 1>
  %e = extractelement <2 x i8> %v, i32 1
  %r = zext i8 %e to i32
  ret i32 %r
}`, code: 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := parse(t, []byte(tc.ll))
			var out bytes.Buffer
			code, err := Run(m, []string{"prog"}, &out, tc.limits)
			if code != tc.code || out.String() != tc.out {
				t.Errorf("exit %d output %q, want %d %q (err %v)", code, out.String(), tc.code, tc.out, err)
			}
			if tc.kind == nil {
				if err != nil {
					t.Fatalf("unexpected error %v", err)
				}
				return
			}
			if !errors.Is(err, tc.kind) || err.Error() != tc.msg {
				t.Fatalf("have error\n  %v\nwant\n  %s", err, tc.msg)
			}
		})
	}
}

// TestStepCosts checks what instructions cost against the step limit: one step, plus
// one per extra lane, per 64-bit word of a wide integer (w*(1+w/128) for
// multiplication and division), and per 16 bytes a library call goes over or
// writes.
func TestStepCosts(t *testing.T) {
	tests := []struct {
		name, body string
		steps      int64
	}{
		{"scalar add", "%r = add i32 %x, 1", 1},
		{"vector add", "%r = add <64 x i32> zeroinitializer, splat (i32 1)", 64},
		{"wide add", "%r = add i8192 1, 2", 128},
		{"wide mul", "%r = mul i8192 1, 2", 256},
		{"wide udiv", "%r = udiv i65536 1, 2", 1024 * 9},
		{"load of an aggregate", "%a = alloca [10 x i32]\n  store [10 x i32] zeroinitializer, ptr %a\n  %r = load [10 x i32], ptr %a", 1 + 10 + 10},
		{"memset of 1 KiB", "%a = alloca [1024 x i8]\n  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 1024, i1 false)", 1 + 1 + 1024/16},
		{"printf of 63 bytes", "%r = call i32 (ptr, ...) @printf(ptr @fmt, i32 7)", 1 + (5+63)/16},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := parse(t, []byte("@fmt = constant [5 x i8] c\"%63d\\00\"\ndeclare i32 @printf(ptr, ...)\ndeclare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\ndefine void @f(i32 %x) {\n  "+tc.body+"\n  ret void\n}\n"))
			ma, err := NewMachine(m, io.Discard, Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := ma.Call(ma.Func("f"), []Value{Int(1, 32)}); err != nil {
				t.Fatal(err)
			}
			if got := ma.Steps() - 1; got != tc.steps { // ret is one step
				t.Fatalf("%d steps, want %d", got, tc.steps)
			}
		})
	}
}
