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
