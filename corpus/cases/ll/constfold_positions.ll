; constfold_positions.ll: constants fold wherever they are created: instruction and
; PHI operands, metadata, aliases, aggregate initializers.

; Folding applies to instruction operands.
@g = global i32 0
define i64 @f() {
  %x = add i64 ptrtoint (ptr getelementptr (i8, ptr @g, i64 0) to i64), trunc (i128 5 to i64)
  ret i64 %x
}

; -----

; Folding applies to PHI incoming values.
@g = global i32 0
define i64 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i64 [ add (i64 ptrtoint (ptr @g to i64), i64 0), %entry ], [ sub (i64 9, i64 4), %a ]
  ret i64 %p
}

; -----

; zeroinitializer operands of instructions are canonical.
define void @f(ptr %p) {
  store i32 zeroinitializer, ptr %p, align 4
  store ptr zeroinitializer, ptr %p, align 8
  ret void
}

; -----

; Folding applies to metadata values.
@g = global i32 0
!named = !{!0}
!0 = !{ptr getelementptr (i8, ptr @g, i64 0), i32 zeroinitializer, i64 add (i64 1, i64 2)}

; -----

; Folding applies to alias targets, forward references included.
@a = alias i32, getelementptr (i32, ptr @late, i64 0)
@late = global i32 0

; -----

; An alias of a folded integer offset.
@a = alias i8, getelementptr (i8, ptr @late, i64 add (i64 2, i64 3))
@late = global [8 x i8] zeroinitializer

; -----

; A select operand folds.
define ptr @f(i1 %c) {
  %s = select i1 %c, ptr zeroinitializer, ptr inttoptr (i64 0 to ptr)
  ret ptr %s
}

; -----

; An instruction GEP on a vector base keeps its scalar index (only constant GEPs splat).
define <2 x ptr> @f(<2 x ptr> %v) {
  %g = getelementptr i8, <2 x ptr> %v, i64 1
  ret <2 x ptr> %g
}

; -----

; Folding applies inside aggregate initializers.
@g = global i32 0
@x = global { i64, ptr } { i64 add (i64 ptrtoint (ptr @g to i64), i64 0), ptr getelementptr (i8, ptr @g, i64 0) }

; -----

; A struct whose fields fold to zero is zeroinitializer.
@x = global { i64, ptr } { i64 sub (i64 3, i64 3), ptr inttoptr (i64 0 to ptr) }

; -----

; A switch case value may be a folded expression.
@g = global i32 0
define void @f(i64 %x) {
  switch i64 %x, label %d [
    i64 add (i64 2, i64 3), label %d
  ]
d:
  ret void
}

; -----

; An ifunc resolver written as a zero GEP is the function.
@i = ifunc void (), ptr getelementptr (i8, ptr @r, i64 0)
define ptr @r() {
  ret ptr null
}

; -----

; An alias through two addrspacecasts is the global.
@a = alias i32, addrspacecast (ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1)) to ptr)
@g = global i32 0

; -----

; The verifier sees the folded aliasee: a zero GEP of null is null, not an expression.
@a = alias i32, getelementptr (i8, ptr null, i64 0)

; -----

; The verifier sees the folded aliasee: inttoptr of 0 is null.
@a = alias i32, inttoptr (i64 0 to ptr)

; -----

; The verifier sees the folded resolver: inttoptr of 0 is not a function.
@i = ifunc void (), ptr inttoptr (i64 0 to ptr)

; -----

; A switch case value may be zeroinitializer or a cast that folds to an integer.
define void @f(i32 %x) {
  switch i32 %x, label %d [
    i32 zeroinitializer, label %d
    i32 trunc (i64 4294967297 to i32), label %d
  ]
d:
  ret void
}

; -----

; Case values are compared after folding: sub (5, 5) duplicates 0.
define void @f(i32 %x) {
  switch i32 %x, label %d [
    i32 0, label %d
    i32 sub (i32 5, i32 5), label %d
  ]
d:
  ret void
}

; -----

; A case value that stays an expression is rejected.
@g = global i32 0
define void @f(i32 %x) {
  switch i32 %x, label %d [
    i32 ptrtoint (ptr @g to i32), label %d
  ]
d:
  ret void
}

; -----

; An instruction GEP's struct index may be an expression that folds to an integer.
%S = type { i32, i64 }
define ptr @f(ptr %p) {
  %g = getelementptr %S, ptr %p, i64 0, i32 add (i32 0, i32 1)
  ret ptr %g
}

; -----

; A shufflevector instruction's mask may hold expressions that fold to integers.
define <2 x i32> @f(<2 x i32> %v) {
  %s = shufflevector <2 x i32> %v, <2 x i32> poison, <2 x i32> <i32 add (i32 0, i32 1), i32 0>
  ret <2 x i32> %s
}
