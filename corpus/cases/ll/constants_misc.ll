; constants_misc.ll: blockaddress, dso_local_equivalent and no_cfi.

; blockaddress of a block that is not the entry.
define void @f() {
entry:
  %p = call ptr @g(ptr blockaddress(@f, %bb))
  br label %bb
bb:
  ret void
}
declare ptr @g(ptr)

; -----

; The entry block's address may not be used.
define void @f() {
entry:
  ret void
}
@x = global ptr blockaddress(@f, %entry)

; -----

; Not even by an instruction of its own function.
define void @f() {
entry:
  %p = call ptr @g(ptr blockaddress(@f, %entry))
  ret void
}
declare ptr @g(ptr)

; -----

; Forward references to a function's blocks.
@x = global ptr blockaddress(@f, %b)
define void @f() {
e:
  br label %b
b:
  ret void
}

; -----

; dso_local_equivalent and no_cfi of functions.
@x = global ptr dso_local_equivalent @g
@y = global ptr no_cfi @g
declare void @g()

; -----

; dso_local_equivalent of a variable (reported at its name, once defined).
@x = global ptr dso_local_equivalent @v
@v = global i32 0

; -----

; ... of an alias of a function, or of an ifunc, is fine.
@x = global ptr dso_local_equivalent @a
@y = global ptr dso_local_equivalent @i
@a = alias void (), ptr @g
@i = ifunc void (), ptr @r
declare void @g()
define ptr @r() {
  ret ptr null
}

; -----

; ... of an alias of a variable is not.
@x = global ptr dso_local_equivalent @a
@a = alias i32, ptr @v
@v = global i32 0
