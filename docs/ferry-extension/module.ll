; module-level text: datalayout, triple, source_filename, module asm, named metadata
source_filename = "m.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
module asm "  .globl foo"
module asm "foo: ret"
!llvm.ident = !{!0}
!llvm.module.flags = !{!1, !2, !5}
!llvm.dependent-libraries = !{!3}
!llvm.linker.options = !{!4}
!my.named = !{!6, !7}
!llvm.commandline = !{!8}
!0 = !{!"clang version 22"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{!"libm"}
!4 = !{!"-lfoo"}
!5 = !{i32 1, !"custom", !6}
!6 = !{!"x", i32 3}
!7 = distinct !{}
!8 = !{!"clang -O2 m.c"}
