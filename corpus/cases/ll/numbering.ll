; numbering.ll: numbered globals, arguments, instructions and blocks: numbers may
; skip ahead but never go back or repeat; llvm-dis renumbers them densely.

; Valid: numbered globals may skip numbers (printed @0, @1).
@0 = global i32 0
@2 = global i32 1

; -----

; A numbered global below the next number.
@1 = global i32 0
@0 = global i32 1

; -----

; Valid: numbered instructions may skip numbers.
define void @f() {
  %0 = add i32 1, 2
  %2 = add i32 1, 2
  ret void
}

; -----

; Valid: numbered blocks may skip numbers.
define void @f() {
0:
  br label %2
2:
  ret void
}

; -----

; Valid: numbered arguments may skip numbers.
define void @f(i32 %0, i32 %2) {
  ret void
}

; -----

; Valid: an instruction number after the arguments may skip.
define void @f(i32 %0, i32 %1) {
  %3 = add i32 1, 2
  ret void
}

; -----

; Valid: numbered globals referenced by number.
@0 = global i32 0
@1 = global i32 1
@2 = global i32 2
@g = global ptr @0

; -----

; Valid: numbered functions may skip numbers.
define void @0() {
  ret void
}
define void @5() {
  ret void
}

; -----

; Valid: an unnamed global after a skip takes the next number.
@3 = global i32 0
@ = global i32 0

; -----

; A numbered function below the next global number.
@1 = global i32 0
define void @0() {
  ret void
}

; -----

; A numbered declaration below the next global number.
@1 = global i32 0
declare void @0()

; -----

; A numbered alias below the next global number.
@1 = global i32 0
@0 = alias i32, ptr @1

; -----

; A numbered ifunc below the next global number.
define ptr @r() {
  ret ptr null
}
@1 = global i32 0
@0 = ifunc void (), ptr @r

; -----

; A numbered instruction below the next number.
define void @f() {
  %1 = add i32 1, 2
  %0 = add i32 1, 2
  ret void
}

; -----

; A numbered block below the next number.
define void @f() {
1:
  br label %0
0:
  ret void
}

; -----

; A numbered argument below the next number (reported at its type).
define void @f(i32 %1, i32 %0) {
  ret void
}

; -----

; Valid: an unnamed instruction after numbered ones takes the next number.
define void @f() {
  %5 = add i32 1, 2
  %6 = add i32 1, 2
  add i32 1, 2
  ret void
}

; -----

; A global number used twice.
@0 = global i32 0
@0 = global i32 0

; -----

; Valid: a forward reference to a numbered global that skips numbers.
@p = global ptr @3
@3 = global i32 0

; -----

; A numbered global referenced and never defined.
@p = global ptr @3

; -----

; The unnamed entry block takes %0: a first label of 3 is fine.
define void @f() {
  br label %3
3:
  ret void
}

; -----

; Valid: globals, aliases and functions share one numbering.
@0 = global i32 0
@1 = alias i32, ptr @0
define void @2() {
  ret void
}

; -----

; An instruction number used twice.
define void @f() {
  %0 = alloca i32, align 4
  %0 = alloca i32, align 4
  ret void
}

; -----

; Valid: the unnamed entry block is %0, so the first instruction may be %1 and a block %2.
define void @f() {
  %1 = add i32 1, 2
  br label %2
2:
  ret void
}

; -----

; The unnamed entry block took %0: an instruction numbered %0 comes too late.
define void @f() {
  %0 = add i32 1, 2
  br label %0
0:
  ret void
}

; -----

; The unnamed argument took %0: an instruction numbered %0 comes too late.
define i32 @f(i32 %a, i32) {
entry:
  %0 = add i32 %a, %1
  %x = add i32 %0, 1
  %2 = add i32 %x, 1
  ret i32 %2
}

; -----

; Valid: an unnamed argument after %3 is %4.
define void @f(i32 %3, i32) {
  ret void
}

; -----

; An instruction may not reuse an argument's number (the entry block is %1).
define void @f(i32 %0) {
  %0 = add i32 1, 2
  ret void
}

; -----

; After %5 the entry block is %6: an instruction numbered %6 comes too late.
define i32 @f(i32 %5) {
  %6 = add i32 %5, 1
  add i32 %6, 1
  ret i32 %6
}

; -----

; After %5 the entry block is %6 and the unnamed add %7: %6 comes too late.
define i32 @f(i32 %5) {
  add i32 %5, 1
  %6 = add i32 %5, 1
  ret i32 %6
}

; -----

; Valid: a numbered function called before its definition, numbers skipped.
define void @f() {
  call void @3()
  ret void
}
define void @3() {
  ret void
}

; -----

; A numbered global referenced and never defined, a higher one defined.
@0 = global ptr @1
@2 = global i32 0

; -----

; Valid: @"" is an unnamed global, @0.
@"" = global i32 0
@1 = global ptr @0
