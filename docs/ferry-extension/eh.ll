; Itanium EH: invoke with call-site attributes and bundles, landingpad clauses, resume; global attribute group
@ti = external global ptr
@ga = global i32 0 #1
declare i32 @__gxx_personality_v0(...)
declare float @g(i32)
define float @f() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke float @g(i32 1) #0 [ "deopt"(i32 2) ]
          to label %ok unwind label %lp, !prof !0
ok:
  ret float %r
lp:
  %l = landingpad { ptr, i32 } cleanup catch ptr @ti filter [1 x ptr] [ptr @ti]
  resume { ptr, i32 } %l
}
attributes #0 = { cold nounwind }
attributes #1 = { "bss-section"="b" }
!0 = !{!"branch_weights", i32 9, i32 1}
