; target_ext.ll: target extension types: the parameters LLVM 22 requires of the
; types it knows, and the properties by name (zeroinitializer, globals, allocas,
; sized layout).

; zeroinitializer of target type without zeroinit property
define void @f() {
  %x = freeze target("foo") zeroinitializer
  ret void
}

; -----

; null of a target type
@g = global target("foo") zeroinitializer

; -----

; global of target type no property
@g = external global target("foo")

; -----

; alloca of target type
define void @f() {
  %a = alloca target("foo"), align 8
  ret void
}

; -----

; spirv event zeroinit
@g = global target("spirv.Event") zeroinitializer

; -----

; aarch64 svcount alloca
define void @f() {
  %a = alloca target("aarch64.svcount"), align 2
  ret void
}

; -----

; aarch64 svcount zero
define target("aarch64.svcount") @f() {
  ret target("aarch64.svcount") zeroinitializer
}

; -----

; aarch64 svcount with params
define void @f(target("aarch64.svcount", i32) %x) {
  ret void
}

; -----

; riscv vector tuple
define void @f(target("riscv.vector.tuple", <vscale x 8 x i8>, 2) %x) {
  ret void
}

; -----

; riscv vector tuple wrong param count
define void @f(target("riscv.vector.tuple", <vscale x 8 x i8>) %x) {
  ret void
}

; -----

; amdgcn named barrier global
@g = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison

; -----

; target type poison
define target("foo") @f() {
  ret target("foo") poison
}

; -----

; target type undef global
@g = global target("foo") undef

; -----

; target type as struct member in alloca
define void @f() {
  %a = alloca {target("foo")}, align 8
  ret void
}

; -----

; target type load
define void @f(ptr %p) {
  %a = load target("foo"), ptr %p
  ret void
}

; -----

; null of target type
define target("foo") @f() {
  ret target("foo") null
}

; -----

; spirv.Image null
define target("spirv.Image") @f() {
  ret target("spirv.Image") null
}

; -----

; spirv params type then int
define void @f(target("spirv.Image", void, 0, 1, 0, 0, 0, 0, 0, 0) %x) {
  ret void
}

; -----

; int param before type
define void @f(target("foo", 1, i32) %x) {
  ret void
}

; -----

; dx.RawBuffer
define void @f(target("dx.RawBuffer", i8, 0, 0) %x) {
  ret void
}

; -----

; target type in vector
define void @f(<2 x target("foo")> %x) {
  ret void
}

; -----

; target type in array global
@g = global [2 x target("spirv.Event")] zeroinitializer

; -----

; target type in array non-zeroinit
@g = global [2 x target("foo")] zeroinitializer

; -----

; aarch64.svcount in struct global
@g = global { target("aarch64.svcount") } zeroinitializer

; -----

; null spirv.Event
define target("spirv.Event") @f() {
  ret target("spirv.Event") null
}

; -----

; null svcount
define target("aarch64.svcount") @f() {
  ret target("aarch64.svcount") null
}

; -----

; alloca of target type no CanBeLocal
define void @f() {
  %a = alloca target("foo"), align 8
  ret void
}

; -----

; alloca of amdgcn.named.barrier
define void @f() {
  %a = alloca target("amdgcn.named.barrier", 0), align 8
  ret void
}

; -----

; global svcount
@g = external global target("aarch64.svcount")

; -----

; global riscv tuple
@g = external global target("riscv.vector.tuple", <vscale x 8 x i8>, 2)

; -----

; amdgcn barrier bad params
@g = external addrspace(3) global target("amdgcn.named.barrier")

; -----

; global array of foo
@g = external global [2 x target("foo")]

; -----

; global struct of foo
@g = external global {target("foo")}

; -----

; alloca array of foo
define void @f() {
  %a = alloca [2 x target("foo")], align 8
  ret void
}

; -----

; dx padding
@g = external global target("dx.Padding", 4)

; -----

; spirv.Padding
define void @f() {
  %a = alloca target("spirv.Padding", 4), align 8
  ret void
}

; -----

; global foo with init zero
@g = global target("spirv.Event") zeroinitializer

; -----

; global foo poison
@g = global target("foo") poison

; -----

; spirv.Type
@g = external global target("spirv.Type", i32, 1, 4, 4)

; -----

; spirv.VulkanBuffer
@g = external global target("spirv.VulkanBuffer", i32, 1, 0)

; -----

; dx.RawBuffer zeroinit
@g = global target("dx.RawBuffer", i8, 0, 0) zeroinitializer

; -----

; amdgcn barrier two ints
@g = external addrspace(3) global target("amdgcn.named.barrier", 0, 1)

; -----

; riscv tuple zero
define target("riscv.vector.tuple", <vscale x 8 x i8>, 2) @f() {
  ret target("riscv.vector.tuple", <vscale x 8 x i8>, 2) zeroinitializer
}

; -----

; nested target type in struct zeroinit local
define void @f() {
  %a = freeze {target("foo")} zeroinitializer
  ret void
}

; -----

; Valid: a riscv.vector.tuple of another element type.
define void @f(target("riscv.vector.tuple", <vscale x 4 x i8>, 3) %x) {
  ret void
}

; -----

; Valid: riscv.vector.tuple with a scalar type parameter (only the counts are checked).
define void @f(target("riscv.vector.tuple", i32, 2) %x) {
  ret void
}

; -----

; Valid: amdgcn.named.barrier in a struct global.
@g = internal addrspace(3) global { target("amdgcn.named.barrier", 0) } poison

; -----

; A struct holding amdgcn.named.barrier cannot be allocated.
define void @f() {
  %a = alloca { i32, target("amdgcn.named.barrier", 0) }, align 4
  ret void
}

; -----

; Valid: an unknown target type as a parameter and result.
declare target("my.type", i32, 7) @g(target("my.type", i32, 7))

; -----

; A negative integer parameter.
declare void @g(target("my.type", -1))

; -----

; Valid: a target type with only a name.
declare void @g(target("x"))

; -----

; A target type without a name.
declare void @g(target())

; -----

; Valid: dx types as global values (no zero value, undef is fine).
@g = global target("dx.RawBuffer", i8, 0, 0) poison

; -----

; Valid: spirv.Event zeroinitializer in a function.
define target("spirv.Event") @f() {
  ret target("spirv.Event") zeroinitializer
}

; -----

; A vector of a target type.
declare void @g(<2 x target("spirv.Event")>)

; -----

; Valid: an array of target types.
declare void @g([2 x target("spirv.Event")])

; -----

; Loading an unsized target type.
define void @f(ptr %p) {
  %v = load target("foo"), ptr %p, align 4
  ret void
}

; -----

; An integer parameter wider than 32 bits.
declare void @g(target("my.type", 4294967296))
