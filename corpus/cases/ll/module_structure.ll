; module_structure.ll: module-level entities: module asm, target strings,
; source_filename, and the names of globals and functions.

; module asm strings join into one text, printed a line at a time: a
; trailing newline gives no line, and an empty string adds nothing.
module asm "a\22b\5C\0A"
module asm ""

; -----

; An empty module asm alone prints nothing.
module asm ""

; -----

; A newline inside splits the line.
module asm "x\0Ay"
module asm "z"

; -----

; Target triple and datalayout, source_filename with an escape.
source_filename = "a\22b"
target datalayout = "E-m:e"
target triple = "mips-unknown-linux-gnu"

; -----

; A function is defined once.
define void @f() {
  ret void
}
define void @f() {
  ret void
}

; -----

; Nor declared twice.
declare void @f()
declare i32 @f()

; -----

; A function does not take a global variable's name.
@g = global i32 0
declare void @g()

; -----

; A global variable does not take a function's name.
declare void @g()
@g = global i32 0

; -----

; llvm.* functions are intrinsics, which are never defined.
define void @llvm.foo() {
  ret void
}

; -----

; A global variable may be named llvm.*.
@llvm.foo = global i32 0

; -----

; Quoted and escaped names.
@"\01foo" = global i32 0
@"foo bar" = global i32 0
@"a\22b" = global i32 0
@-x = global i32 0
@.x = global i32 0
@$x = global i32 0
define void @"\5C"() {
"quoted label":
  br label %"1x"
"1x":
  %"a b" = add i32 0, 0
  ret void
}
