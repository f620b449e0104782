; eh_funclets.ll: landingpad clauses and the funclet instructions.

; catch, filter and cleanup in one landingpad.
define void @f() personality ptr @p {
entry:
  invoke void @g() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup catch ptr @ti filter [1 x ptr] [ptr @ti]
  resume { ptr, i32 } %l
}
declare void @g()
declare i32 @p(...)
@ti = external global ptr

; -----

; A landingpad with no clause is a cleanup (a verifier error).
define void @f() personality ptr @p {
entry:
  invoke void @g() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 }
  resume { ptr, i32 } %l
}
declare void @g()
declare i32 @p(...)

; -----

; A filter takes an array (reported at its type).
define void @f() personality ptr @p {
entry:
  invoke void @g() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } filter ptr @ti
  resume { ptr, i32 } %l
}
declare void @g()
declare i32 @p(...)
@ti = external global ptr

; -----

; A catch does not.
define void @f() personality ptr @p {
entry:
  invoke void @g() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } catch [1 x ptr] zeroinitializer
  resume { ptr, i32 } %l
}
declare void @g()
declare i32 @p(...)

; -----

; catchswitch, catchpad and catchret.
define void @f() personality ptr @p {
entry:
  invoke void @g() to label %ok unwind label %cs
ok:
  ret void
cs:
  %s = catchswitch within none [label %h] unwind to caller
h:
  %c = catchpad within %s [ptr null, i32 64, ptr null]
  catchret from %c to label %ok
}
declare void @g()
declare i32 @p(...)

; -----

; A catchswitch has at least one handler.
define void @f() personality ptr @p {
entry:
  invoke void @g() to label %ok unwind label %cs
ok:
  ret void
cs:
  %s = catchswitch within none [] unwind to caller
}
declare void @g()
declare i32 @p(...)

; -----

; cleanuppad and cleanupret, unwinding to another cleanup.
define void @f() personality ptr @p {
entry:
  invoke void @g() to label %ok unwind label %cl
ok:
  ret void
cl:
  %c = cleanuppad within none []
  cleanupret from %c unwind label %cl2
cl2:
  %c2 = cleanuppad within none []
  cleanupret from %c2 unwind to caller
}
declare void @g()
declare i32 @p(...)
