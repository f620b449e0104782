; beyond_mlir.ll: valid LLVM 22 IR that mlir-translate-22 -import-llvm rejects,
; kept together so the other files import: ptrtoaddr, a no_cfi constant, and
; metadata (a string, a value, a node) passed as call arguments, and callbr
; (asm goto).
source_filename = "beyond_mlir.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@nocfi = global ptr no_cfi @addr

define i64 @addr(ptr %p) {
entry:
  %a = ptrtoaddr ptr %p to i64
  %v = ptrtoaddr <2 x ptr> zeroinitializer to <2 x i64>
  call void @llvm.ferry.md(metadata !"a string", metadata i64 %a, metadata !0)
  ret i64 %a
}

; callbr: an asm goto that may jump to %taken.
define i32 @asm_goto(i32 %x) {
entry:
  callbr void asm "testl $0, $0; jne ${1:l}", "r,!i"(i32 %x)
          to label %fallthrough [label %taken]

fallthrough:                                      ; preds = %entry
  ret i32 0

taken:                                            ; preds = %entry
  ret i32 1
}

; Unknown intrinsic
declare void @llvm.ferry.md(metadata, metadata, metadata)

!0 = !{i32 1, !"node"}
