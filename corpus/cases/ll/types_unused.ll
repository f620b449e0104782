; types_unused.ll: llvm-dis prints only the identified struct types the module
; uses, in the order LLVM's TypeFinder meets them (globals, aliases, ifuncs,
; functions and their instructions, named metadata; each type depth first),
; numbered types first and renumbered from 0 (canon.go rule 2).

; A named struct that nothing uses is not printed.
%unused = type { i32 }
define void @f() {
  ret void
}

; -----

; An unused opaque struct is not printed either.
%op = type opaque
@g = global i32 0

; -----

; A struct used only by another unused struct goes with it.
%Outer = type { %Inner }
%Inner = type { i8 }
@g = global i8 0

; -----

; Used structs print in order of first use, not of definition: the global
; comes first, then the function's signature.
%B = type { i16 }
%A = type { i8 }
@g = global %A zeroinitializer
declare void @use(%B)

; -----

; A struct's fields are walked depth first, before the next use.
%Top = type { %Mid, %Other }
%Other = type { i64 }
%Mid = type { %Leaf, i8 }
%Leaf = type { i32 }
%Late = type { i1 }
@g = global %Top zeroinitializer
@h = global %Late zeroinitializer

; -----

; Numbered types are renumbered from 0 in order of use and printed before the
; named ones.
%Named = type { i8 }
%1 = type { i16 }
%0 = type { i32 }
%2 = type { i64 }
@a = global %Named zeroinitializer
@b = global %1 zeroinitializer
@c = global %0 zeroinitializer

; -----

; A gap in the numbering left by an unused type closes.
%0 = type { i8 }
%1 = type { i16 }
%2 = type { i32 }
@a = global %2 zeroinitializer
@b = global %0 zeroinitializer

; -----

; A type used only in a constant expression (a GEP's source type) is used.
%E = type { i8, i32 }
@p = global ptr getelementptr (%E, ptr null, i32 1)

; -----

; Types used by an alias's value type and aliasee, and an ifunc's value type.
%AV = type { i8 }
%IV = type { i16 }
@g = global [2 x %AV] zeroinitializer
@a = alias %AV, ptr @g
@i = ifunc %IV (), ptr @r
define ptr @r() {
  ret ptr null
}

; -----

; Instruction uses: result types, allocas, GEP source types, call attributes
; (byval) and constant operands, in instruction order.
%R = type { i8 }
%Al = type { i16 }
%Gp = type { i32 }
%By = type { i64 }
%Cs = type { float }
declare void @callee(ptr)
define %R @body(ptr %p) {
  %a = alloca %Al
  %q = getelementptr %Gp, ptr %p, i32 0, i32 0
  call void @callee(ptr byval(%By) %p)
  store %Cs zeroinitializer, ptr %p
  ret %R zeroinitializer
}

; -----

; Attribute types on a declaration (sret, byval, elementtype) are uses.
%Sr = type { i8, i8 }
%Bv = type { i32 }
declare void @d(ptr sret(%Sr), ptr byval(%Bv))

; -----

; A type seen only in metadata attached to an instruction, or in named
; metadata, is printed too (named metadata last).
%InMD = type { i8 }
%InNamed = type { i16 }
define void @m() {
  ret void, !foo !1
}
!named = !{!0}
!0 = !{%InNamed zeroinitializer}
!1 = !{%InMD zeroinitializer}

; -----

; A type named by a type alias only is unused (aliases do not exist in LLVM).
%S = type { i8 }
%Alias = type %S
@g = global i8 0

; -----

; An opaque struct used as a global's type is printed as opaque.
%O = type opaque
@ext = external global %O

; -----

; A recursive struct (through a pointer-free path is not allowed, but
; through ptr nothing recurses): each printed once.
%List = type { ptr, %Node }
%Node = type { i32 }
@head = global %List zeroinitializer

; -----

; A use of an undefined struct is still an error.
@g = global %Nope zeroinitializer

; -----

; A redefinition is still an error, used or not.
%T = type { i8 }
%T = type { i16 }

; -----

; Types used in a function's personality and prefix data.
%Pre = type { i8 }
declare i32 @pers(...)
define void @withpre() prefix %Pre zeroinitializer personality ptr @pers {
  ret void
}
