; linkage.ll: linkage types, visibility and DLL storage, and the rules that tie
; them together (the parser's and the verifier's).

; Every linkage on a global variable.
@a = private global i32 0
@b = internal global i32 0
@c = available_externally global i32 0
@d = linkonce global i32 0
@e = weak global i32 0
@f = common global i32 0
@g = appending global [1 x i32] zeroinitializer
@h = extern_weak global i32
@i = linkonce_odr global i32 0
@j = weak_odr global i32 0
@k = external global i32

; -----

; A common global's initializer is zero.
@f = common global i32 1

; -----

; undef is not zero.
@f = common global i32 undef

; -----

; Zero aggregates, null and +0.0 are.
@a = common global [2 x i32] [i32 0, i32 0]
@b = common global ptr null
@c = common global double 0.0
@d = common global { i8, float } zeroinitializer

; -----

; -0.0 is not.
@c = common global double -0.0

; -----

; A common global is not constant.
@f = common constant i32 0

; -----

; Nor in a comdat.
$c = comdat any
@f = common global i32 0, comdat($c)

; -----

; Appending linkage is for arrays only.
@g = appending global i32 0

; -----

; A function is neither appending nor common.
define appending void @f() {
  ret void
}

; -----

; Not even declared so.
declare common void @f()

; -----

; extern_weak is for declarations.
define extern_weak void @f() {
  ret void
}

; -----

; Local linkage is for definitions.
declare internal void @f()

; -----

; A local symbol has default visibility (reported at the global's name).
@x = private hidden global i32 0

; -----

; ... at the linkage of a function.
define internal protected void @f() {
  ret void
}

; -----

; A local symbol has no DLL storage class.
@x = internal dllexport global i32 0

; -----

; Nor a local alias.
@g = global i32 0
@a = private dllimport alias i32, ptr @g

; -----

; Nor a local function.
define internal dllexport void @f() {
  ret void
}

; -----

; dllimport is for declarations.
@x = dllimport global i32 0

; -----

; ... and available_externally definitions.
@x = available_externally dllimport global i32 0
@y = extern_weak dllimport global i32
@z = dllexport global i32 0

; -----

; A function definition is not dllimport either.
define dllimport void @f() {
  ret void
}

; -----

; A declaration is in no comdat.
$c = comdat any
declare void @f() comdat($c)

; -----

; Nor is an external global.
$c = comdat any
@g = external global i32, comdat($c)

; -----

; Linkage, visibility and preemption print in llvm-dis's order.
@a = linkonce_odr hidden global i32 0
@b = dso_local protected global i32 0
@c = weak dso_local default global i32 0
define linkonce_odr hidden void @f() {
  ret void
}
