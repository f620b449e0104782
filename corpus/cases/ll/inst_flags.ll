; inst_flags.ll: instruction flags in every position, and where LLParser
; reports operand type errors (at the first operand).

; Flags that print back as written.
define i1 @f(i32 %a, i32 %b, float %x, i1 %c) {
  %s = icmp samesign ult i32 %a, %b
  %o = or disjoint i32 %a, %b
  %z = zext nneg i32 %a to i64
  %t = trunc nuw nsw i64 %z to i32
  %u = uitofp nneg i32 %a to double
  %sh = shl nuw nsw i32 %a, 1
  %sd = sdiv exact i32 %a, 2
  %sel = select nnan i1 %c, float %x, float %x
  %fc = fcmp fast oeq float %x, 1.0
  %fn = fneg nsz float %x
  ret i1 %s
}

; -----

; nuw and nsw appear once each.
define void @f(i32 %a) {
  %x = add nuw nsw nuw i32 %a, 1
  ret void
}

; -----

; In either order.
define void @f(i32 %a) {
  %x = add nsw nuw i32 %a, 1
  %y = sub nuw nsw i32 %a, 1
  ret void
}

; -----

; fast-math flags on a call that returns no float (reported at the flags).
define i32 @f() {
  %s = call nnan i32 @g()
  ret i32 %s
}
declare i32 @g()

; -----

; An integer fadd (reported at the first operand).
define void @f(i32 %a) {
  %x = fadd i32 %a, 1
  ret void
}

; -----

; A floating-point add.
define void @f() {
  %x = add float 1.0, 1.0
  ret void
}

; -----

; fneg of an integer.
define void @f(i32 %a) {
  %x = fneg i32 %a
  ret void
}

; -----

; icmp of floats.
define void @f() {
  %x = icmp eq float 1.0, 1.0
  ret void
}

; -----

; fcmp of integers.
define void @f(i32 %a) {
  %x = fcmp oeq i32 %a, 1
  ret void
}

; -----

; shufflevector operands of two types.
define void @f() {
  %v = shufflevector <2 x i32> undef, <3 x i32> undef, <2 x i32> zeroinitializer
  ret void
}

; -----

; An index out of a struct (reported at the aggregate).
define void @f({i32} %a) {
  %x = extractvalue {i32} %a, 1
  ret void
}

; -----

; extractvalue without indices.
define void @f({i32} %a) {
  %x = extractvalue {i32} %a
  ret void
}

; -----

; ... or with an attachment where the index should be.
define void @f({i32} %a) {
  %x = extractvalue {i32} %a, !foo !0
  ret void
}
!0 = !{}

; -----

; insertvalue's value has the field's type (reported at the value).
define void @f() {
  %x = insertvalue {i32} undef, i8 1, 0
  ret void
}

; -----

; An inrange whose end is not above its start (reported at the expression).
@g = global ptr getelementptr inrange(8, 4) (i8, ptr @x, i64 4)
@x = global [16 x i8] zeroinitializer

; -----

; inrange on a constant getelementptr.
@g = global ptr getelementptr inbounds inrange(-4, 8) (i8, ptr @x, i64 4)
@x = global [16 x i8] zeroinitializer

; -----

; select values of two types (reported at the condition).
define void @f() {
  %x = select i1 true, i32 1, i64 2
  ret void
}

; -----

; A select condition that is no i1.
define void @f() {
  %x = select i32 1, i32 1, i32 2
  ret void
}

; -----

; A vector condition selects vectors.
define void @f() {
  %x = select <2 x i1> zeroinitializer, i32 1, i32 2
  ret void
}

; -----

; A switch on a float (reported at the condition).
define void @f(float %x) {
  switch float %x, label %d [ ]
d:
  ret void
}

; -----

; indirectbr on an integer.
define void @f(i32 %p) {
  indirectbr i32 %p, [label %a]
a:
  ret void
}

; -----

; A PHI with an entry for a block that is no predecessor.
define void @f() {
entry:
  br label %b
b:
  %p = phi i32 [ 0, %entry ], [ 1, %entry ]
  ret void
}
