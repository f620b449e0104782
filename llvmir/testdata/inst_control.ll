source_filename = "inst_control.ll"

declare i32 @__gxx_personality_v0(...)

declare void @may_throw(i32)

declare i32 @vararg(i32, ...)

define i32 @control(i32 %x, ptr %addr) personality ptr @__gxx_personality_v0 {
entry:
  switch i32 %x, label %default [
    i32 0, label %zero
    i32 1, label %one
    i32 -5, label %one
  ]

zero:
  br label %merge

one:
  %c = icmp eq i32 %x, 1
  br i1 %c, label %merge, label %ind

ind:
  indirectbr ptr %addr, [label %merge, label %zero]

default:
  invoke void @may_throw(i32 %x)
          to label %merge unwind label %lpad

merge:
  %p = phi i32 [ 0, %zero ], [ 1, %one ], [ 2, %ind ], [ %x, %default ]
  %v = call i32 (i32, ...) @vararg(i32 %p, i32 2, double 1.000000e+00)
  %t = tail call i32 (i32, ...) @vararg(i32 %p)
  ret i32 %v

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr null
          filter [1 x ptr] zeroinitializer
  resume { ptr, i32 } %lp

dead:
  unreachable
}

define void @funclets() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 1)
          to label %exit unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %handler] unwind label %cleanup

handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp to label %exit

cleanup:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller

exit:
  ret void
}

define void @unnamed(i32 %0, i32) {
  %3 = add i32 %0, %1
  br label %4

4:
  %5 = phi i32 [ %3, %2 ], [ %6, %4 ]
  %6 = add i32 %5, 1
  %7 = icmp ult i32 %6, 10
  br i1 %7, label %4, label %8

8:
  ret void
}

define i32 @callbr_test(i32 %x) {
entry:
  %r = callbr i32 asm "", "=r,r,!i"(i32 %x)
          to label %normal [label %other]

normal:
  ret i32 %r

other:
  ret i32 0
}

define void @vaarg_test(ptr %ap) {
  %v = va_arg ptr %ap, i32
  ret void
}

; A terminator with several edges to one block: one PHI entry per edge, the
; entries for one predecessor all carrying the same value.
define i32 @edges(i32 %x, i1 %c, ptr %a) {
entry:
  br i1 %c, label %sw, label %both

both:
  br i1 %c, label %out, label %out

sw:
  switch i32 %x, label %out [
    i32 3, label %out
    i32 4, label %ib
    i32 8, label %out
  ]

ib:
  indirectbr ptr %a, [label %out, label %out]

out:
  %r = phi i32 [ 7, %both ], [ %x, %sw ], [ 7, %both ], [ %x, %sw ], [ 0, %ib ], [ %x, %sw ], [ 0, %ib ]
  ret i32 %r
}
