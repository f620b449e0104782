; A top-level uselistorder counts the uses the module has when it is read:
; after a new user of @g, the second directive needs three indexes (the
; counts taken for the first directive are not reused).
@g = global i32 0
@a = global ptr @g
@b = global ptr @g
uselistorder ptr @g, { 1, 0 }
@c = global ptr @g
uselistorder ptr @g, { 1, 0 }
; -----
; Directives one after another over an unchanged module each see every use:
; blocks (successor slots and a blockaddress), a global and an argument.
@ba = global ptr blockaddress(@f, %b)
define void @f(i32 %x, i1 %c) {
entry:
  %y = add i32 %x, %x
  br i1 %c, label %b, label %b
b:
  %z = load i32, ptr @g
  %w = load i32, ptr @g
  ret void
  uselistorder i32 %x, { 1, 0 }
  uselistorder label %b, { 2, 0, 1 }
  uselistorder ptr @g, { 1, 0 }
}
@g = global i32 0
uselistorder ptr @g, { 1, 0 }
uselistorder_bb @f, %b, { 1, 2, 0 }
; -----
; An alias named twice in an aliasee's constant expression is walked twice,
; as the verifier walks it (the walk is bounded: a chain of such aliases
; doubles it at every link); here it ends at a definition, valid.
@g0 = global i64 0
@a0 = alias i64, ptr @g0
@a1 = alias i64, ptr getelementptr (i8, ptr @a0, i64 ptrtoint (ptr @a0 to i64))
@a2 = alias i64, ptr getelementptr (i8, ptr @a1, i64 ptrtoint (ptr @a1 to i64))
; -----
; dso_local_equivalent through a chain of aliases to a function is valid,
; from any alias of the chain (the second use finds the first's answer).
define void @fn() {
  ret void
}
@a0 = alias void (), ptr @fn
@a1 = alias void (), ptr @a0
@a2 = alias void (), ptr @a1
@p = global [2 x ptr] [ptr dso_local_equivalent @a2, ptr dso_local_equivalent @a1]
; -----
; The same from a chain that ends at a global variable: rejected at the use
; of the second alias, whose answer the first use found.
@g = global i32 0
@b0 = alias i32, ptr @g
@b1 = alias i32, ptr @b0
@p = global [2 x ptr] [ptr @b1, ptr dso_local_equivalent @b0]
; -----
; A uselistorder directive before any block: the body has no block (the
; directive is not read).
define void @f(ptr %p) {
  uselistorder ptr %p, { 1, 0 }
  ret void
}
