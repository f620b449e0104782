; comdats.ll: comdat definitions, their selection kinds, and what llvm-dis
; prints of them.

; Every selection kind; llvm-dis prints the comdats the module's functions
; are in first, then those of its global variables, each once.
$a = comdat any
$b = comdat exactmatch
$c = comdat largest
$d = comdat nodeduplicate
$e = comdat samesize
@a = global i32 0, comdat
@b = global i32 0, comdat($b)
@d = global i32 0, comdat($d)
@e = global i32 0, comdat($e)
define void @c() comdat($c) {
  ret void
}

; -----

; A comdat nothing is in is not printed.
$unused = comdat any
$used = comdat any
@x = global i32 0, comdat($used)

; -----

; Comdats print in order of first use.
$z = comdat any
$a = comdat any
@x = global i32 0, comdat($a)
@y = global i32 0, comdat($z)
@w = global i32 0, comdat($a)

; -----

; An unknown selection kind.
$a = comdat bogus

; -----

; A comdat is defined once.
$a = comdat any
$a = comdat largest

; -----

; A use of an undefined comdat.
@x = global i32 0, comdat($nope)
