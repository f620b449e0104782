; datalayout_upgrade.ll: llvm-as-22 upgrades the datalayout string of an older
; LLVM for the target triple (UpgradeDataLayoutString, canon.go rule 3); the
; module keeps the upgraded string. Layouts that are already current stay.

; x86-64: the address spaces 270-272 and i128:128 are added.
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; -----

; x86-64 with the address spaces already: only i128:128 is added, after the i64 specification.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; -----

; x86-64 current layout: unchanged.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; -----

; i386: the address spaces go after p:32:32.
target datalayout = "e-m:e-p:32:32-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

; -----

; 32-bit MSVC: f80 becomes 16-byte aligned.
target datalayout = "e-m:x-p:32:32-i64:64-f80:32-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc"

; -----

; 32-bit MinGW: f80 keeps its alignment.
target datalayout = "e-m:x-p:32:32-i64:64-f80:32-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-gnu"

; -----

; Intel MCU: no i128:128.
target datalayout = "e-m:e-p:32:32-i64:32-f64:32-f128:32-n8:16:32-a:0:32-S32"
target triple = "i386-pc-elfiamcu"

; -----

; x86 with only "e": i128:128 is appended.
target datalayout = "e"
target triple = "x86_64-pc-linux-gnu"

; -----

; x86 big-endian layout: the address spaces, but no i128:128.
target datalayout = "E-m:e-i64:64-n32:64"
target triple = "x86_64"

; -----

; x86 with an m/p/i specification after another kind: no i128:128.
target datalayout = "e-m:e-f80:128-i64:64-n8:16:32:64"
target triple = "x86_64"

; -----

; AArch64: -Fn32 is appended, the address spaces inserted.
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; -----

; arm64 Darwin spelling.
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128"
target triple = "arm64-apple-macosx11.0.0"

; -----

; AArch64 current layout: unchanged.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; -----

; RISC-V 64: n64 becomes n32:64.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

; -----

; RISC-V 32: unchanged.
target datalayout = "e-m:e-p:32:32-i64:64-n32-S128"
target triple = "riscv32-unknown-linux-gnu"

; -----

; LoongArch 64: n64 becomes n32:64.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "loongarch64-unknown-linux-gnu"

; -----

; PowerPC 64: i128:128 after i64:64.
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

; -----

; PowerPC 64 little-endian.
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

; -----

; PowerPC 32: unchanged.
target datalayout = "E-m:e-p:32:32-Fn32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

; -----

; MIPS 64 (n64 ABI): i128:128.
target datalayout = "E-m:e-i8:8:32-i16:16:32-i64:64-n32:64-S128"
target triple = "mips64-unknown-linux-gnuabi64"

; -----

; MIPS 64 with the o32 mangling (m:m): unchanged.
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips64-unknown-linux-gnu"

; -----

; SPARC v9: i128:128.
target datalayout = "E-m:e-i64:64-n32:64-S128"
target triple = "sparcv9-unknown-linux-gnu"

; -----

; SPARC 32: i128:128 too.
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

; -----

; WebAssembly: i128:128.
target datalayout = "e-m:e-p:32:32-i64:64-n32:64-S128"
target triple = "wasm32-unknown-unknown"

; -----

; SystemZ: unchanged.
target datalayout = "E-m:e-i1:8:16-i8:8:16-i64:64-f128:64-a:8:16-n32:64"
target triple = "s390x-unknown-linux-gnu"

; -----

; AMDGCN: G1, the non-integral spaces 7-9, the sizes of p7, p8, p9 and m:e.
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5"
target triple = "amdgcn-amd-amdhsa"

; -----

; AMDGCN with ni:7:8 and the old p8: completed.
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-i64:64-v16:16-v24:32-n32:64-S32-A5-G1-ni:7:8"
target triple = "amdgcn-amd-amdhsa"

; -----

; AMDGCN current layout: unchanged.
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; -----

; R600: only G1 and m:e.
target datalayout = "e-p:32:32-p1:32:32-i64:64-v16:16-n32:64-S32-A5"
target triple = "r600--"

; -----

; AMDGCN without a datalayout string: one is made.
target datalayout = ""
target triple = "amdgcn-amd-amdhsa"

; -----

; SPIR: G1.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; -----

; SPIR-V 64 with an empty layout: G1.
target datalayout = ""
target triple = "spirv64-unknown-unknown"

; -----

; SPIR-V with G already: unchanged.
target datalayout = "e-i64:64-G1"
target triple = "spirv64-unknown-unknown"

; -----

; Logical SPIR-V: unchanged.
target datalayout = "e-i64:64-v16:16"
target triple = "spirv-unknown-vulkan1.3"

; -----

; NVPTX: unchanged.
target datalayout = "e-i64:64-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; -----

; No triple: nothing is upgraded.
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = ""

; -----

; The layout and the triple may come in either order.
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-i64:64-n8:16:32:64-S128"

; -----

; The verifier checks against the layout as written, not the upgraded one
; (llvm-dis upgrades it when it reads the bitcode): p7 has no specification
; there, so ptrtoaddr of a buffer fat pointer gives an i64, not the i32 the
; upgraded p7:160:256:256:32 would ask for.
target datalayout = "e-p:64:64-i64:64-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"
define i64 @fat(ptr addrspace(7) %p) {
  %a = ptrtoaddr ptr addrspace(7) %p to i64
  ret i64 %a
}

; -----

; An invalid layout is rejected before any upgrade.
target datalayout = "e-i64:64-n64-x"
target triple = "riscv64-unknown-linux-gnu"

; -----

; The same with an i32 result: rejected, as the layout as written has 64-bit
; addresses in address space 7.
target datalayout = "e-p:64:64-i64:64-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"
define i32 @fat32(ptr addrspace(7) %p) {
  %a = ptrtoaddr ptr addrspace(7) %p to i32
  ret i32 %a
}
