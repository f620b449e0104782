; aliases, ifuncs, uselistorder
@g = global i32 0
@a1 = hidden alias i32, ptr @g
@a2 = internal thread_local(initialexec) alias i32, ptr @g
@a3 = weak dllexport alias i32, getelementptr (i8, ptr @g, i64 0), partition "p"
@a4 = alias i32, addrspacecast (ptr @g to ptr addrspace(1))
@i1 = dso_local ifunc void (), ptr @resolver
@i2 = internal ifunc void (), ptr @resolver, partition "q"
define internal ptr @resolver() {
  ret ptr null
}
define i32 @f() {
  %x = load i32, ptr @g
  %y = load i32, ptr @g
  %z = add i32 %x, %y
  ret i32 %z
}
uselistorder ptr @g, { 1, 0, 2, 3, 4, 5 }
