; aliases.ll: aliases and ifuncs, their linkages and what they may point to.

; Aliases of globals, of aliases, of constant expressions.
@g = global i32 0
@a = alias i32, ptr @g
@b = internal alias i32, ptr @g
@c = weak_odr hidden alias i32, ptr @a
@d = alias i8, getelementptr (i8, ptr @g, i64 1)
@e = alias i32, ptr addrspacecast (ptr addrspace(1) @h to ptr)
@h = addrspace(1) global i32 0

; -----

; Properties of an alias: thread_local, unnamed_addr, dso_local, partition.
@g = global i32 0
@a = thread_local alias i32, ptr @g
@b = unnamed_addr alias i32, ptr @g
@c = dso_local alias i32, ptr @g, partition "x"

; -----

; An alias is not common (reported at its name).
@g = global i32 0
@a = common alias i32, ptr @g

; -----

; Nor appending.
@g = global i32 0
@a = appending alias i32, ptr @g

; -----

; Nor extern_weak.
@g = global i32 0
@a = extern_weak alias i32, ptr @g

; -----

; An alias points to a definition.
@g = external global i32
@a = alias i32, ptr @g

; -----

; Through a constant expression too.
@a = alias i8, getelementptr (i8, ptr @g, i64 1)
@g = external global i32

; -----

; A function declaration is no definition.
@a = alias i32, ptr @f
declare void @f()

; -----

; An available_externally global is none for the linker.
@g = available_externally global i32 0
@a = alias i32, ptr @g

; -----

; An available_externally alias points to an available_externally object.
@g = external global i32
@a = available_externally alias i32, ptr @g

; -----

; ... itself, as here (or an available_externally alias).
@g = available_externally global i32 0
@a = available_externally alias i32, ptr @g
@b = available_externally alias i32, ptr @a

; -----

; A getelementptr of one is not.
@g = available_externally global i32 0
@b = available_externally alias i8, getelementptr (i8, ptr @g, i64 1)

; -----

; An alias does not point to an interposable (weak) alias.
@a = alias i32, ptr @b
@b = weak alias i32, ptr @g
@g = global i32 0

; -----

; Nor to a linkonce one.
@a = alias i32, ptr @b
@b = linkonce alias i32, ptr @g
@g = global i32 0

; -----

; weak_odr and linkonce_odr aliases are not interposable.
@a = alias i32, ptr @b
@b = weak_odr alias i32, ptr @c
@c = linkonce_odr alias i32, ptr @g
@g = global i32 0

; -----

; An alias is a global value or a constant expression.
@a = alias i32, ptr null

; -----

; An ifunc and its resolver.
@i = ifunc void (), ptr @r
define ptr @r() {
  ret ptr null
}

; -----

; The resolver returns a pointer.
@i = ifunc void (), ptr @r
define i32 @r() {
  ret i32 0
}

; -----

; ifunc linkages.
@i = internal ifunc void (), ptr @r
@j = weak ifunc void (), ptr @r
@k = linkonce_odr ifunc void (), ptr @r
@l = private ifunc void (), ptr @r
define ptr @r() {
  ret ptr null
}

; -----

; An ifunc is not available_externally.
@i = available_externally ifunc void (), ptr @r
define ptr @r() {
  ret ptr null
}

; -----

; Nor common.
@i = common ifunc void (), ptr @r
define ptr @r() {
  ret ptr null
}

; -----

; Nor appending.
@i = appending ifunc void (), ptr @r
define ptr @r() {
  ret ptr null
}
