; phi.ll: PHI nodes: no incoming values at all (valid syntax, and valid in a
; block without predecessors), the incoming list against the predecessors, token
; and label types, and PHI placement; the verifier's messages verbatim.

; Valid: a PHI with no incoming values in an unreachable block without predecessors.
define void @f() {
entry:
  ret void
dead:
  %p = phi i32
  unreachable
}

; -----

; A PHI with no incoming values in a block with a predecessor.
define void @f() {
entry:
  br label %b
b:
  %p = phi i32
  ret void
}

; -----

; A PHI with no incoming values in the entry block.
define i32 @f() {
entry:
  %p = phi i32
  ret i32 %p
}

; -----

; Valid: an empty PHI with fast-math flags, used in its own block.
define float @f() {
entry:
  ret float 0.0
dead:
  %p = phi nnan float
  %q = fadd float %p, %p
  unreachable
}

; -----

; Valid: an empty PHI followed by metadata.
define void @f() {
entry:
  ret void
dead:
  %p = phi i32, !foo !0
  unreachable
}
!0 = !{}

; -----

; An empty PHI with a trailing comma and no metadata.
define void @f() {
entry:
  ret void
dead:
  %p = phi i32,
  unreachable
}

; -----

; A comma after the incoming list must begin another entry or metadata.
define void @f(i1 %c) {
entry:
  br label %b
b:
  %p = phi i32 [ 0, %entry ], 5
  ret void
}

; -----

; Valid: an unreachable block with a PHI entry from another unreachable block.
define void @f() {
entry:
  ret void
a:
  br label %b
b:
  %p = phi i32 [ 1, %a ]
  unreachable
}

; -----

; A PHI entry from a block that is not a predecessor.
define void @f() {
entry:
  br label %b
a:
  unreachable
b:
  %p = phi i32 [ 1, %a ]
  ret void
}

; -----

; A PHI of type label.
define void @f() {
entry:
  ret void
dead:
  %p = phi label
  unreachable
}

; -----

; A PHI of token type with no entries.
define void @f() {
entry:
  ret void
dead:
  %p = phi token
  unreachable
}

; -----

; PHIs must come first in their block.
define void @f() {
entry:
  ret void
dead:
  %x = add i32 1, 2
  %p = phi i32
  unreachable
}

; -----

; A token PHI with an entry.
define void @f() {
entry:
  br label %b
b:
  %p = phi token [ none, %entry ]
  ret void
}

; -----

; Valid: a PHI that uses itself, in a loop.
define i32 @f() {
entry:
  br label %l
l:
  %p = phi i32 [ 0, %entry ], [ %q, %l ]
  %q = add i32 %p, 1
  br label %l
}

; -----

; A PHI value of the wrong type.
define void @f() {
entry:
  br label %b
b:
  %p = phi i32 [ 0.0, %entry ]
  ret void
}

; -----

; Valid: a PHI with metadata after its entries.
define void @f() {
entry:
  br label %b
b:
  %p = phi i32 [ 0, %entry ], !foo !0
  ret void
}
!0 = !{}

; -----

; A PHI entry naming a value that is not a block.
define void @f(i32 %x) {
entry:
  br label %b
b:
  %p = phi i32 [ 0, %x ]
  ret void
}

; -----

; Valid: PHIs in a block reached twice from one switch.
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %b [ i32 1, label %b ]
b:
  %p = phi i32 [ 1, %entry ], [ 1, %entry ]
  ret i32 %p
}

; -----

; A PHI with entries for the same block carrying different values.
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %b [ i32 1, label %b ]
b:
  %p = phi i32 [ 1, %entry ], [ 2, %entry ]
  ret i32 %p
}

; -----

; Valid: an empty PHI of a struct type in an unreachable block.
define void @f() {
entry:
  ret void
dead:
  %p = phi { i32, float }
  unreachable
}
