; uselistorder.ll: the use-list order directives (uselistorder in a function body
; or at top level, uselistorder label %bb in a function, uselistorder_bb at top
; level): the index list must be a permutation of at least two indexes that
; changes the order, and its length the number of uses the value has when the
; directive is read (constants are uniqued, metadata and PHI blocks are no uses).
; llvm-dis-22 drops the directives unless asked to keep them.

; Valid: the order of two uses of a local.
define i32 @f(i32 %x) {
  %a = add i32 %x, 1
  %b = add i32 %a, 2
  %c = add i32 %a, 3
  ret i32 %c
  uselistorder i32 %a, { 1, 0 }
}

; -----

; The identity permutation changes nothing.
define i32 @f(i32 %x) {
  %a = add i32 %x, 1
  %b = add i32 %a, 2
  %c = add i32 %a, 3
  ret i32 %c
  uselistorder i32 %a, { 0, 1 }
}

; -----

; An index out of range.
define i32 @f(i32 %x) {
  %a = add i32 %x, 1
  %b = add i32 %a, 2
  %c = add i32 %a, 3
  ret i32 %c
  uselistorder i32 %a, { 2, 0 }
}

; -----

; A repeated index.
define i32 @f(i32 %x) {
  %a = add i32 %x, 1
  %b = add i32 %a, 2
  %c = add i32 %a, 3
  ret i32 %c
  uselistorder i32 %a, { 1, 1, 0 }
}

; -----

; Three indexes for a value with two uses.
define i32 @f(i32 %x) {
  %a = add i32 %x, 1
  %b = add i32 %a, 2
  %c = add i32 %a, 3
  ret i32 %c
  uselistorder i32 %a, { 1, 2, 0 }
}

; -----

; A value with one use has no order to change.
define i32 @f(i32 %x) {
  %a = add i32 %x, 1
  %b = add i32 %a, 2
  ret i32 %b
  uselistorder i32 %a, { 1, 0 }
}

; -----

; A value with no uses.
define i32 @f(i32 %x) {
  %a = add i32 %x, 1
  ret i32 %x
  uselistorder i32 %a, { 1, 0 }
}

; -----

; An empty index list.
define i32 @f(i32 %x) {
  %a = add i32 %x, 1
  ret i32 %x
  uselistorder i32 %a, { }
}

; -----

; A single index.
define i32 @f(i32 %x) {
  %a = add i32 %a, 1
  ret i32 %x
  uselistorder i32 %a, { 0 }
}

; -----

; uselistorder_bb inside a function body is a parse error.
define void @f() {
0:
  br label %1
1:
  br label %1
  uselistorder_bb @f, %1, { 1, 0 }
}

; -----

; uselistorder_bb belongs at top level, also for a valid order.
define void @f(i1 %c) {
entry:
  br i1 %c, label %l, label %l
l:
  ret void
  uselistorder_bb @f, %l, { 1, 0 }
}

; -----

; uselistorder_bb naming a declaration.
declare void @g()
uselistorder_bb @g, %l, { 1, 0 }

; -----

; uselistorder_bb naming a function not yet defined.
uselistorder_bb @g, %l, { 1, 0 }
define void @g() {
l:
  ret void
}

; -----

; uselistorder_bb naming an argument, not a block.
define void @f(i1 %c) {
entry:
  br i1 %c, label %l, label %l
l:
  ret void
}
uselistorder_bb @f, %c, { 1, 0 }

; -----

; uselistorder_bb naming no value of the function.
define void @f(i1 %c) {
entry:
  br i1 %c, label %l, label %l
l:
  ret void
}
uselistorder_bb @f, %m, { 1, 0 }

; -----

; uselistorder_bb naming a global variable.
@v = global i32 0
uselistorder_bb @v, %m, { 1, 0 }

; -----

; Valid: the order of two uses of a global.
@g = global i32 0
define void @f() {
  store i32 1, ptr @g, align 4
  store i32 2, ptr @g, align 4
  ret void
}
uselistorder ptr @g, { 1, 0 }

; -----

; A top-level directive before the users sees no use.
@g = global i32 0
uselistorder ptr @g, { 1, 0 }
define void @f() {
  store i32 1, ptr @g, align 4
  store i32 2, ptr @g, align 4
  ret void
}

; -----

; A local value at top level.
uselistorder i32 %a, { 1, 0 }

; -----

; The comma after the value.
@g = global i32 0
uselistorder ptr @g { 1, 0 }

; -----

; The comma after the function.
define void @f() {
l:
  ret void
}
uselistorder_bb @f %l, { 1, 0 }

; -----

; An index wider than 32 bits.
@g = global i32 0
uselistorder ptr @g, { 4294967296, 0 }

; -----

; Valid: the uses of a constant (not counted by Ferry).
define void @f(ptr %p) {
  store i32 7, ptr %p, align 4
  store i32 7, ptr %p, align 4
  ret void
  uselistorder i32 7, { 1, 0 }
}

; -----

; The value is parsed with its type.
define i32 @f(i32 %x) {
  %a = add i32 %x, 1
  %b = add i32 %a, 2
  %c = add i32 %a, 3
  ret i32 %c
  uselistorder i64 %a, { 1, 0 }
}

; -----

; uselistorder_bb of the entry block, which has no uses.
define void @f(i1 %c) {
entry:
  br i1 %c, label %l, label %l
l:
  ret void
}
uselistorder_bb @f, %entry, { 1, 0 }

; -----

; Valid: a block's order inside its function, as llvm-dis prints it.
define void @f(i1 %c) {
entry:
  br i1 %c, label %l, label %l
l:
  ret void
  uselistorder label %l, { 1, 0 }
}

; -----

; Valid: uselistorder_bb at top level, for a block with two uses.
define void @f(i1 %c) {
entry:
  br i1 %c, label %l, label %l
l:
  ret void
}
uselistorder_bb @f, %l, { 1, 0 }

; -----

; uselistorder_bb is not allowed in a function body.
define void @f(i1 %c) {
entry:
  br i1 %c, label %l, label %l
l:
  ret void
  uselistorder_bb @f, %l, { 1, 0 }
}

; -----

; Nothing but directives after the first one.
define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 1
  %b = add i32 %a, %a
  br label %l
  uselistorder i32 %a, { 1, 0 }
l:
  ret i32 %b
}

; -----

; A PHI's incoming block is not a use of the block.
define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ 0, %entry ], [ 1, %a ]
  ret void
  uselistorder label %entry, { 1, 0 }
}

; -----

; A blockaddress constant is a use of its block (and one of its function).
define void @f(i1 %c) {
entry:
  br label %l
l:
  ret void
}
@ba = global ptr blockaddress(@f, %l)
uselistorder_bb @f, %l, { 1, 0 }

; -----

; Equal constant expressions are one constant: one use of @g here.
@g = global [2 x i32] zeroinitializer
@p = global ptr getelementptr (i8, ptr @g, i64 4)
@q = global ptr getelementptr (i8, ptr @g, i64 4)
uselistorder ptr @g, { 1, 0 }

; -----

; Valid: two different constant expressions use @g twice.
@g = global [2 x i32] zeroinitializer
@p = global ptr getelementptr (i8, ptr @g, i64 4)
@q = global ptr getelementptr (i8, ptr @g, i64 8)
uselistorder ptr @g, { 1, 0 }

; -----

; Valid: a struct constant holding @g twice uses it twice.
@g = global i32 0
@s = global { ptr, ptr } { ptr @g, ptr @g }
uselistorder ptr @g, { 1, 0 }

; -----

; A negative index.
@g = global i32 0
@a = global ptr @g
@b = global ptr @g
uselistorder ptr @g, { -1, 0 }

; -----

; Valid: a function's uses: calls and a global initializer.
declare void @h()
@fp = global ptr @h
define void @f() {
  call void @h()
  ret void
}
uselistorder ptr @h, { 1, 0 }

; -----

; Valid: uses of an argument.
define i32 @f(i32 %x) {
  %a = add i32 %x, 1
  %b = mul i32 %x, %a
  ret i32 %b
  uselistorder i32 %x, { 1, 0 }
}

; -----

; A top-level directive sees the uses before it only (one use of @g so far).
@g = global i32 0
@a = global ptr @g
uselistorder ptr @g, { 1, 0 }
@b = global ptr @g

; -----

; An undefined label in a function directive.
define void @f() {
entry:
  ret void
  uselistorder label %nowhere, { 1, 0 }
}

; -----

; Metadata is no use: one use of %a.
define i32 @f(i32 %x) {
  %a = add i32 %x, 1
  call void @llvm.foo(metadata i32 %a)
  ret i32 %a
  uselistorder i32 %a, { 1, 0 }
}
declare void @llvm.foo(metadata)

; -----

; Valid: three uses, a rotation.
define i32 @f(i32 %x) {
  %a = add i32 %x, 1
  %b = add i32 %a, %a
  %c = add i32 %b, %a
  ret i32 %c
  uselistorder i32 %a, { 2, 0, 1 }
}

; -----

; Valid: a global used in a later function, directive inside that function.
@g = global i32 0
define void @f() {
  store i32 1, ptr @g, align 4
  store i32 2, ptr @g, align 4
  ret void
  uselistorder ptr @g, { 1, 0 }
}

; -----

; Valid: a forward-referenced global's uses count once it is defined.
define void @f() {
  store i32 1, ptr @g, align 4
  store i32 2, ptr @g, align 4
  ret void
}
@g = global i32 0
uselistorder ptr @g, { 1, 0 }

; -----

; A directive naming a global before its definition: the placeholder has the uses.
define void @f() {
  store i32 1, ptr @g, align 4
  store i32 2, ptr @g, align 4
  ret void
  uselistorder ptr @g, { 1, 0 }
}
@g = global i32 0

; -----

; Valid: an alias and a call use a function.
define void @f() {
  ret void
}
@a = alias void (), ptr @f
define void @g() {
  call void @f()
  ret void
}
uselistorder ptr @f, { 1, 0 }

; -----

; Valid: an ifunc resolver and a personality use a function.
define ptr @r() {
  ret ptr null
}
@i = ifunc void (), ptr @r
define void @g() personality ptr @r {
  ret void
}
uselistorder ptr @r, { 1, 0 }

; -----

; A blockaddress uses its block, not its function: @f has one use (the call).
define void @f() {
entry:
  br label %l
l:
  ret void
}
@b = global ptr blockaddress(@f, %l)
define void @g() {
  call void @f()
  ret void
}
uselistorder ptr @f, { 2, 1, 0 }

; -----

; Valid: a splat of a global uses it once per element (and prints as a vector).
@g = global i32 0
@v = global <2 x ptr> splat (ptr @g)
uselistorder ptr @g, { 1, 0 }

; -----

; Valid: a constant expression inside a function and one in a global are one constant.
@g = global [4 x i8] zeroinitializer
@p = global ptr getelementptr (i8, ptr @g, i64 1)
define ptr @f() {
  ret ptr getelementptr (i8, ptr @g, i64 1)
}
define ptr @h() {
  ret ptr @g
}
uselistorder ptr @g, { 1, 0 }

; -----

; Valid: operand bundle inputs are uses.
declare void @k()
define void @f(i32 %x) {
  call void @k() [ "foo"(i32 %x) ]
  %y = add i32 %x, 1
  ret void
  uselistorder i32 %x, { 1, 0 }
}

; -----

; Valid: an instruction used by a PHI twice.
define i32 @f(i1 %c, i32 %x) {
entry:
  %a = add i32 %x, 1
  br i1 %c, label %m, label %m
m:
  %p = phi i32 [ %a, %entry ], [ %a, %entry ]
  ret i32 %p
  uselistorder i32 %a, { 1, 0 }
}

; -----

; Valid: a switch uses its default and case blocks.
define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 1, label %d ]
d:
  ret void
  uselistorder label %d, { 1, 0 }
}

; -----

; A function-level directive may not name a block of another function.
define void @f(i1 %c) {
entry:
  br i1 %c, label %l, label %l
l:
  ret void
}
define void @g() {
entry:
  ret void
  uselistorder label %l, { 1, 0 }
}

; -----

; A block at top level is a function-local name.
uselistorder label %x, { 1, 0 }

; -----

; A global named as a label.
define void @f() {
  ret void
  uselistorder label @g, { 1, 0 }
}

; -----

; Valid syntax, but the entry block has no uses.
define void @f() {
entry:
  ret void
  uselistorder label %entry, { 1, 0 }
}

; -----

; Valid: numbered globals inside constant expressions.
@0 = global [4 x i8] zeroinitializer
@1 = global ptr getelementptr (i8, ptr @0, i64 1)
@2 = global ptr getelementptr (i8, ptr @0, i64 2)
uselistorder ptr @0, { 1, 0 }

; -----

; Equal constant expressions over a numbered global are one constant.
@0 = global [4 x i8] zeroinitializer
@1 = global ptr getelementptr (i8, ptr @0, i64 1)
@2 = global ptr getelementptr (i8, ptr @0, i64 1)
uselistorder ptr @0, { 1, 0 }
