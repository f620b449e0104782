; declaration parameter names, dso_local_equivalent, vector-of-pointer constants, select !prof, target types with parameters
declare void @decl(i32 %named)
declare void @fn()
declare void @take(ptr, <2 x ptr>)
@a = global i32 0
define i32 @f(i1 %c, i32 %x) {
  call void @take(ptr dso_local_equivalent @fn, <2 x ptr> <ptr @a, ptr null>)
  %s = select i1 %c, i32 %x, i32 1, !prof !0
  %t = alloca target("aarch64.svcount")
  ret i32 %s
}
!0 = !{!"branch_weights", i32 3, i32 5}
