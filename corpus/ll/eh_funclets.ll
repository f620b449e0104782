; eh_funclets.ll: funclet-style exception handling as Windows uses it:
; catchswitch, catchpad, catchret, cleanuppad, cleanupret, and calls inside a
; funclet carrying the "funclet" operand bundle. mlir-translate-22 cannot import
; catchswitch.
source_filename = "eh_funclets.ll"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)

declare void @may_throw(i32)

define void @funclets() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 0)
          to label %cont unwind label %dispatch

dispatch:                                         ; preds = %entry
  %cs = catchswitch within none [label %handler] unwind label %cleanup

handler:                                          ; preds = %dispatch
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  call void @may_throw(i32 1) [ "funclet"(token %cp) ]
  catchret from %cp to label %cont

cleanup:                                          ; preds = %dispatch
  %cl = cleanuppad within none []
  call void @may_throw(i32 2) [ "funclet"(token %cl) ]
  cleanupret from %cl unwind to caller

cont:                                             ; preds = %handler, %entry
  ret void
}
