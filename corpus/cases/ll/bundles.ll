; bundles.ll: operand bundles on calls and the verifier's rules for the tags it
; knows (deopt, funclet, gc-transition, cfguardtarget, ptrauth, kcfi,
; preallocated, gc-live, convergencectrl); other tags are free.

; bundle "deopt"(), "deopt"()
define void @f(i32 %x) {
  call void @g() [ "deopt"(), "deopt"() ]
  ret void
}
declare void @g()
; -----
; bundle "gc-transition"(), "gc-transition"()
define void @f(i32 %x) {
  call void @g() [ "gc-transition"(), "gc-transition"() ]
  ret void
}
declare void @g()
; -----
; bundle "funclet"(), "funclet"()
define void @f(i32 %x) {
  call void @g() [ "funclet"(), "funclet"() ]
  ret void
}
declare void @g()
; -----
; bundle "funclet"(token none, token none)
define void @f(i32 %x) {
  call void @g() [ "funclet"(token none, token none) ]
  ret void
}
declare void @g()
; -----
; bundle "funclet"(token none)
define void @f(i32 %x) {
  call void @g() [ "funclet"(token none) ]
  ret void
}
declare void @g()
; -----
; bundle "cfguardtarget"(ptr null), "cfguardtarget"(ptr null)
define void @f(i32 %x) {
  call void @g() [ "cfguardtarget"(ptr null), "cfguardtarget"(ptr null) ]
  ret void
}
declare void @g()
; -----
; bundle "cfguardtarget"()
define void @f(i32 %x) {
  call void @g() [ "cfguardtarget"() ]
  ret void
}
declare void @g()
; -----
; bundle "ptrauth"(i32 0, i64 0), "ptrauth"(i32 0, i64 0)
define void @f(i32 %x) {
  call void @g() [ "ptrauth"(i32 0, i64 0), "ptrauth"(i32 0, i64 0) ]
  ret void
}
declare void @g()
; -----
; bundle "ptrauth"(i32 0)
define void @f(i32 %x) {
  call void @g() [ "ptrauth"(i32 0) ]
  ret void
}
declare void @g()
; -----
; bundle "ptrauth"(i64 0, i64 0)
define void @f(i32 %x) {
  call void @g() [ "ptrauth"(i64 0, i64 0) ]
  ret void
}
declare void @g()
; -----
; bundle "ptrauth" on a direct call
define void @f(i32 %x) {
  call void @g() [ "ptrauth"(i32 %x, i64 0) ]
  ret void
}
declare void @g()
; -----
; bundle "ptrauth"(i32 0, i32 0)
define void @f(i32 %x) {
  call void @g() [ "ptrauth"(i32 0, i32 0) ]
  ret void
}
declare void @g()
; -----
; bundle "kcfi"(i32 1), "kcfi"(i32 1)
define void @f(i32 %x) {
  call void @g() [ "kcfi"(i32 1), "kcfi"(i32 1) ]
  ret void
}
declare void @g()
; -----
; bundle "kcfi"()
define void @f(i32 %x) {
  call void @g() [ "kcfi"() ]
  ret void
}
declare void @g()
; -----
; bundle "kcfi"(i64 1)
define void @f(i32 %x) {
  call void @g() [ "kcfi"(i64 1) ]
  ret void
}
declare void @g()
; -----
; bundle "preallocated"(token none)
define void @f(i32 %x) {
  call void @g() [ "preallocated"(token none) ]
  ret void
}
declare void @g()
; -----
; bundle "preallocated"(), "preallocated"()
define void @f(i32 %x) {
  call void @g() [ "preallocated"(), "preallocated"() ]
  ret void
}
declare void @g()
; -----
; bundle "gc-live"(), "gc-live"()
define void @f(i32 %x) {
  call void @g() [ "gc-live"(), "gc-live"() ]
  ret void
}
declare void @g()
; -----
; bundle "convergencectrl"(), "convergencectrl"()
define void @f(i32 %x) {
  call void @g() [ "convergencectrl"(), "convergencectrl"() ]
  ret void
}
declare void @g()
; -----
; bundle "convergencectrl"(i32 0)
define void @f(i32 %x) {
  call void @g() [ "convergencectrl"(i32 0) ]
  ret void
}
declare void @g()
; -----
; bundle "foo"(), "foo"()
define void @f(i32 %x) {
  call void @g() [ "foo"(), "foo"() ]
  ret void
}
declare void @g()
; -----
; bundle "align"(ptr null)
define void @f(i32 %x) {
  call void @g() [ "align"(ptr null) ]
  ret void
}
declare void @g()
; -----
; bundle "deopt"(token none)
define void @f(i32 %x) {
  call void @g() [ "deopt"(token none) ]
  ret void
}
declare void @g()
; -----
; ptrauth on an indirect call
define void @f(ptr %p) {
  call void %p() [ "ptrauth"(i32 0, i64 0) ]
  ret void
}

; -----

; A funclet bundle names the funclet pad the call is in.
define void @f() personality ptr @p {
entry:
  invoke void @g() to label %ok unwind label %cl
ok:
  ret void
cl:
  %c = cleanuppad within none []
  call void @g() [ "funclet"(token %c) ]
  cleanupret from %c unwind to caller
}
declare void @g()
declare i32 @p(...)
