; callconv.ll: calling conventions, by name and by number, and the verifier's
; rules for each (return type, parameter attributes, varargs, calls).

; Every named convention prints by name; numbered ones print as ccN.
declare ccc void @a()
declare fastcc void @b()
declare coldcc void @c()
declare cc 10 void @d()
declare cc 11 void @e()
declare x86_stdcallcc void @f()
declare cc 1023 void @g()
declare swifttailcc void @h()
declare tailcc void @i()
declare preserve_nonecc void @j()
declare amdgpu_kernel void @k()
declare spir_func void @l()
declare cc 103 void @m()
declare aarch64_sve_vector_pcs void @n()
declare riscv_vls_cc(128) void @o()
declare riscv_vls_cc(65536) void @p()
declare cc 124 void @q(i1)

; -----

; A convention lives in 10 bits: cc 1033 is coldcc, cc 1024 is ccc.
declare cc 1033 void @a()
declare cc 1024 void @b()
declare cc2000 void @c()

; -----

; The call site's convention wraps the same way.
declare void @a()
define void @f() {
  call cc 1032 void @a()
  ret void
}

; -----

; A convention number must fit 32 bits.
declare cc 4294967296 void @a()

; -----

; riscv_vls_cc takes a power of two from 32 to 65536.
declare riscv_vls_cc(3) void @a()

; -----

; riscv_vls_cc without a length is 128 bits, and llvm-as-22 then skips one
; more token: the return type is missing.
declare riscv_vls_cc void @a()

; -----

; Kernels return void.
define amdgpu_kernel i32 @k() {
  ret i32 0
}

; -----

; spir_kernel returns void too.
declare spir_kernel float @k()

; -----

; Shader conventions take no sret parameter.
declare amdgpu_ps void @s(ptr sret(i32))

; -----

; ... nor byval (spir_kernel may).
declare amdgpu_cs void @s(ptr byval(i32))
declare spir_kernel void @t(ptr byval(i32))

; -----

; amdgpu_cs takes no byval.
declare amdgpu_cs void @s(ptr byval(i32))

; -----

; ... nor inalloca.
declare amdgpu_kernel void @s(ptr inalloca(i32))

; -----

; ... nor preallocated.
declare amdgpu_vs void @s(ptr preallocated(i32))

; -----

; ... nor byref in the stack's address space.
declare amdgpu_hs void @s(ptr byref(i32))

; -----

; byref outside the alloca address space (A5) is fine.
target datalayout = "A5"
declare amdgpu_hs void @s(ptr byref(i32))

; -----

; byref in the alloca address space the datalayout names is not.
target datalayout = "A5"
declare amdgpu_gs void @s(ptr addrspace(5) byref(i32))

; -----

; fastcc functions are not variadic.
declare fastcc void @v(i32, ...)

; -----

; Nor coldcc, intel_ocl_bicc, ptx_kernel, ptx_device or the shader ones.
declare ptx_device void @v(...)

; -----

; tailcc, amdgpu_gfx and amdgpu_ls may be variadic.
declare tailcc void @a(...)
declare amdgpu_gfx void @b(...)
declare amdgpu_ls void @c(...)

; -----

; x86_intrcc's first parameter is byval.
declare x86_intrcc void @i(ptr, i32)

; -----

; ... which it is here; no parameter at all is fine too.
declare x86_intrcc void @i(ptr byval(i32), i32)
declare x86_intrcc void @j()

; -----

; amdgpu_gfx_whole_wave's first parameter is an i1.
declare amdgpu_gfx_whole_wave void @w(i32)

; -----

; ... which is not inreg.
declare amdgpu_gfx_whole_wave void @w(i1 inreg)

; -----

; ... and it is not variadic.
declare amdgpu_gfx_whole_wave void @w(i1, ...)

; -----

; Kernels cannot be called.
declare amdgpu_kernel void @k()
define void @f() {
  call amdgpu_kernel void @k()
  ret void
}

; -----

; Nor shaders, through a pointer and with invoke.
define void @f(ptr %p) personality ptr null {
  invoke amdgpu_ps void %p() to label %a unwind label %b
a:
  ret void
b:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}

; -----

; Calling a kernel with another convention is not a verifier error.
declare amdgpu_kernel void @k()
define void @f() {
  call void @k()
  call amdgpu_gfx void @k()
  ret void
}
