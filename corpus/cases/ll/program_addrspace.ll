; program_addrspace.ll: a datalayout with a program address space (P1): functions
; and calls that name no address space take it, aliases and ifuncs live in their
; target's address space, and references must match.

; Valid: an alias of a function in program address space 1.
target datalayout = "P1"
define void @f() addrspace(1) {
  ret void
}
@a = alias void (), ptr addrspace(1) @f

; -----

; Valid: an ifunc whose resolver is in program address space 1.
target datalayout = "P1"
define ptr addrspace(1) @r() addrspace(1) {
  ret ptr addrspace(1) null
}
@i = ifunc void (), ptr addrspace(1) @r

; -----

; Valid: a function declared without addrspace gets the program address space.
target datalayout = "P1"
declare void @f()
@p = global ptr addrspace(1) @f

; -----

; A function in the program address space referenced as ptr (address space 0).
target datalayout = "P1"
declare void @f()
@p = global ptr @f

; -----

; Valid: a call through the program address space.
target datalayout = "P1"
declare void @f()
define void @g() {
  call void @f()
  ret void
}

; -----

; An ifunc resolver in address space 0 while the program address space is 1.
target datalayout = "P1"
define ptr @r() addrspace(0) {
  ret ptr null
}
@i = ifunc void (), ptr @r

; -----

; Valid: an alias in address space 1 of a global in address space 1.
@g = addrspace(1) global i32 0
@a = alias i32, ptr addrspace(1) @g

; -----

; Valid: alias of a forward-declared function in P1.
target datalayout = "P1"
@a = alias void (), ptr addrspace(1) @f
define void @f() {
  ret void
}

; -----

; Alias type mismatch with the program address space.
target datalayout = "P1"
@a = alias void (), ptr @f
define void @f() {
  ret void
}

; -----

; Valid: an ifunc in P1 with a forward resolver.
target datalayout = "P1"
@i = ifunc void (), ptr addrspace(1) @r
define ptr addrspace(1) @r() {
  ret ptr addrspace(1) null
}

; -----

; Valid: blockaddress in P1.
target datalayout = "P1"
define void @f() {
entry:
  br label %l
l:
  ret void
}
@b = global ptr addrspace(1) blockaddress(@f, %l)

; -----

; Valid: an alias with an explicit addrspace on the alias.
target datalayout = "P1"
define void @f() {
  ret void
}
@a = alias void (), ptr addrspace(1) @f
@b = alias void (), ptr addrspace(1) @a

; -----

; Valid: dso_local_equivalent in P1.
target datalayout = "P1"
declare void @f()
@p = global ptr addrspace(1) dso_local_equivalent @f

; -----

; Valid: an ifunc resolver returning a pointer in address space 0, in P1.
target datalayout = "P1"
define ptr @r() {
  ret ptr null
}
@i = ifunc void (), ptr addrspace(1) @r

; -----

; Valid: an indirect call in P1.
target datalayout = "P1"
define void @g(ptr addrspace(1) %fp) {
  call addrspace(1) void %fp()
  ret void
}

; -----

; A call through a pointer of address space 0 in P1.
target datalayout = "P1"
define void @g(ptr %fp) {
  call void %fp()
  ret void
}

; -----

; A call in P1 to a function declared in address space 0.
target datalayout = "P1"
declare void @h() addrspace(0)
define void @f() {
  call void @h()
  ret void
}

; -----

; Valid: an explicit call addrspace(0) to it.
target datalayout = "P1"
declare void @h() addrspace(0)
define void @f() {
  call addrspace(0) void @h()
  ret void
}

; -----

; Valid: an invoke in P1.
target datalayout = "P1"
declare void @h()
define void @f() personality ptr addrspace(1) @p {
  invoke void @h() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
declare i32 @p(...)

; -----

; The datalayout may not follow a function.
define void @f() {
  ret void
}
target datalayout = "P1"
