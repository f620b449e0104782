; eh_rules.ll: the verifier's rules for exception-handling instructions.

; A cleanupret names a cleanuppad.
define void @f() personality ptr @p {
entry:
  invoke void @g() to label %ok unwind label %cs
ok:
  ret void
cs:
  %s = catchswitch within none [label %h] unwind to caller
h:
  %c = catchpad within %s []
  cleanupret from %c unwind to caller
}
declare void @g()
declare i32 @p(...)

; -----

; A catchret names a catchpad.
define void @f() personality ptr @p {
entry:
  invoke void @g() to label %ok unwind label %cl
ok:
  ret void
cl:
  %c = cleanuppad within none []
  catchret from %c to label %ok
}
declare void @g()
declare i32 @p(...)

; -----

; A catchswitch handler begins with a catchpad.
define void @f() personality ptr @p {
entry:
  invoke void @g() to label %ok unwind label %cs
ok:
  ret void
cs:
  %s = catchswitch within none [label %ok] unwind to caller
}
declare void @g()
declare i32 @p(...)

; -----

; A landingpad reached by its invoke (valid).
define void @f() personality ptr @p {
entry:
  invoke void @g() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
declare void @g()
declare i32 @p(...)

; -----

; An invoke unwinds to an EH pad.
define void @f() personality ptr @p {
entry:
  invoke void @g() to label %ok unwind label %ok
ok:
  ret void
}
declare void @g()
declare i32 @p(...)

; -----

; No EH pad in the entry block.
define void @f() personality ptr @p {
entry:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
declare i32 @p(...)

; -----

; A landingpad block is reached only along unwind edges.
define void @f() personality ptr @p {
entry:
  br label %lp
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
declare i32 @p(...)

; -----

; A landingpad of another type (valid).
define void @f() personality ptr @p {
entry:
  invoke void @g() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad i32 cleanup
  ret void
}
declare void @g()
declare i32 @p(...)

; -----

; resume needs a personality.
define void @f() {
  resume i32 0
}

; -----

; resume with a personality (its block still needs a terminator path).
define void @f() personality ptr @p {
  resume i32 0
}
declare i32 @p(...)
