; eh.ll: exception handling. Itanium style: invoke, landingpad with catch, filter
; and cleanup clauses, resume. Funclet-style EH is in eh_funclets.ll.
source_filename = "eh.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant ptr
@_ZTId = external constant ptr

declare i32 @__gxx_personality_v0(...)

declare void @may_throw(i32)

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #0

define i32 @itanium(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 %x)
          to label %ok unwind label %lpad

ok:                                               ; preds = %entry
  invoke void @may_throw(i32 1)
          to label %done unwind label %cleanup

lpad:                                             ; preds = %entry
  %lp = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
          filter [1 x ptr] [ptr @_ZTId]
  %exn = extractvalue { ptr, i32 } %lp, 0
  %sel = extractvalue { ptr, i32 } %lp, 1
  %tid = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi)
  %match = icmp eq i32 %sel, %tid
  br i1 %match, label %catch, label %rethrow

catch:                                            ; preds = %lpad
  %obj = call ptr @__cxa_begin_catch(ptr %exn)
  %v = load i32, ptr %obj, align 4
  call void @__cxa_end_catch()
  ret i32 %v

rethrow:                                          ; preds = %lpad
  resume { ptr, i32 } %lp

cleanup:                                          ; preds = %ok
  %lp2 = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp2

done:                                             ; preds = %ok
  ret i32 0
}

attributes #0 = { nounwind memory(none) }
