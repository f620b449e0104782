; Windows EH funclets
declare i32 @__CxxFrameHandler3(...)
declare void @g()
define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %ok unwind label %dispatch
ok:
  ret void
dispatch:
  %cs = catchswitch within none [label %handler] unwind label %cleanup
handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  call void @g() [ "funclet"(token %cp) ]
  catchret from %cp to label %ok
cleanup:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller
}
