; ptrauth.ll: the constant ptrauth (ptr base, i32 key [, i64 disc [, ptr addrdisc
; [, ptr deactivation symbol]]]): LLParser's operand checks (each reported at the
; keyword), the verifier's check of the deactivation symbol, and llvm-dis dropping
; the trailing null operands.

; valid ptrauth minimal
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 0)

; -----

; valid full
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 2, i64 1234, ptr @p, ptr @g)

; -----

; key not i32
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i64 0)

; -----

; base not ptr
@p = global ptr ptrauth (i32 1, i32 0)

; -----

; disc not i64
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 0, i32 1)

; -----

; addr disc not ptr
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 0, i64 1, i64 2)

; -----

; key not constant int
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 ptrtoint (ptr @g to i32))

; -----

; disc not constant int
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 0, i64 ptrtoint (ptr @g to i64))

; -----

; base in addrspace 1
@g = addrspace(1) global i32 0
@p = global ptr addrspace(1) ptrauth (ptr addrspace(1) @g, i32 0)

; -----

; deactivation symbol not ptr
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 0, i64 0, ptr null, i64 0)

; -----

; deactivation symbol null is allowed
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 0, i64 0, ptr null, ptr null)

; -----

; deactivation symbol a constant expr
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 0, i64 0, ptr null, ptr getelementptr (i8, ptr @g, i64 1))

; -----

; key too big
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 4294967295)

; -----

; too many
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 0, i64 0, ptr null, ptr null, ptr null)

; -----

; addr disc in addrspace 1
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 0, i64 0, ptr addrspace(1) null)

; -----

; type mismatch of the whole
@g = global i32 0
@p = global i32 ptrauth (ptr @g, i32 0)

; -----

; in function
@g = global i32 0
define ptr @f() {
  ret ptr ptrauth (ptr @g, i32 1, i64 2)
}

; -----

; base is undef
@p = global ptr ptrauth (ptr undef, i32 0)

; -----

; key undef
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 undef)

; -----

; deactivation symbol inttoptr
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 0, i64 0, ptr null, ptr inttoptr (i64 1 to ptr))

; -----

; vector ptr base
@g = global i32 0
@p = global <2 x ptr> ptrauth (<2 x ptr> zeroinitializer, i32 0)

; -----

; The key is required.
@g = global i32 0
@p = global ptr ptrauth (ptr @g)

; -----

; Valid: the base a forward reference.
@p = global ptr ptrauth (ptr @g, i32 1)
@g = global i32 0

; -----

; Valid: a zero discriminator kept when an address discriminator follows.
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 1, i64 0, ptr @p)

; -----

; Valid: zeroinitializer is an integer constant for the key.
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 zeroinitializer)

; -----

; Verifier: the deactivation symbol undef is neither global nor null.
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 0, i64 0, ptr null, ptr undef)

; -----

; Valid: a ptrauth constant inside a struct initializer.
@g = global i32 0
@s = global { ptr, i32 } { ptr ptrauth (ptr @g, i32 3, i64 5), i32 1 }

; -----

; Verifier: a bad deactivation symbol inside an instruction operand.
@g = global i32 0
define ptr @f() {
  ret ptr ptrauth (ptr @g, i32 0, i64 0, ptr null, ptr getelementptr (i8, ptr @g, i64 1))
}

; -----

; The discriminator must be i64, not i32 zeroinitializer.
@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 0, i32 zeroinitializer)

; -----

; An alias to a ptrauth constant.
@g = global i32 0
@a = alias i32, ptr ptrauth (ptr @g, i32 0)

; -----

; Valid: a vector holding a ptrauth constant.
@g = global i32 0
@v = global <2 x ptr> <ptr ptrauth (ptr @g, i32 0), ptr @g>

; -----

; Valid: ptrauth of a function, called through.
declare void @h()
define void @f() {
  call void ptrauth (ptr @h, i32 0)()
  ret void
}
