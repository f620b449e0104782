; instructions.ll: one function per instruction class, with every flag that class
; takes: wrap and exact flags, disjoint, fast-math flags, samesign, nneg, GEP
; no-wrap flags, volatile and aligned memory access, and terminators.
source_filename = "instructions.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct = type { i8, [3 x i16], { i32, double } }

@g = global i32 0

; Integer binary operators and their flags.
define i32 @int_binops(i32 %a, i32 %b) {
entry:
  %add = add i32 %a, %b
  %add.nuw = add nuw i32 %add, 1
  %add.nsw = add nsw i32 %add.nuw, 2
  %add.both = add nuw nsw i32 %add.nsw, 3
  %sub = sub nsw i32 %add.both, %b
  %mul = mul nuw i32 %sub, %a
  %udiv = udiv exact i32 %mul, 4
  %sdiv = sdiv i32 %udiv, %b
  %urem = urem i32 %sdiv, 7
  %srem = srem i32 %urem, -3
  %shl = shl nuw nsw i32 %srem, 2
  %lshr = lshr exact i32 %shl, 1
  %ashr = ashr i32 %lshr, %b
  %and = and i32 %ashr, 255
  %or = or disjoint i32 %and, 256
  %xor = xor i32 %or, -1
  ret i32 %xor
}

; Floating-point operators with fast-math flags.
define double @fp_binops(double %x, double %y, float %f) {
entry:
  %fadd = fadd double %x, %y
  %fsub = fsub nnan double %fadd, 1.000000e+00
  %fmul = fmul ninf nsz double %fsub, %y
  %fdiv = fdiv arcp contract double %fmul, 3.000000e+00
  %frem = frem reassoc afn double %fdiv, %x
  %fneg = fneg fast double %frem
  %ext = fpext float %f to double
  %r = fadd double %fneg, %ext
  ret double %r
}

; Comparisons, select and freeze.
define i1 @compare(i32 %a, i32 %b, double %x, ptr %p) {
entry:
  %eq = icmp eq i32 %a, %b
  %ult = icmp samesign ult i32 %a, %b
  %sge = icmp sge i32 %a, 0
  %peq = icmp ne ptr %p, null
  %oeq = fcmp oeq double %x, 0.000000e+00
  %uno = fcmp nnan uno double %x, %x
  %t = fcmp true double %x, %x
  %sel = select i1 %eq, i1 %ult, i1 %sge
  %sel.fp = select nsz i1 %oeq, double %x, double 1.000000e+00
  %fr = freeze i1 %uno
  %and1 = and i1 %sel, %peq
  %and2 = and i1 %and1, %fr
  %and3 = and i1 %and2, %t
  ret i1 %and3
}

; Conversions.
define i64 @casts(i32 %a, double %x, ptr %p, i64 %n) {
entry:
  %trunc = trunc nuw nsw i64 %n to i16
  %zext = zext nneg i16 %trunc to i32
  %sext = sext i32 %a to i64
  %fptrunc = fptrunc double %x to float
  %fptoui = fptoui float %fptrunc to i32
  %fptosi = fptosi double %x to i64
  %uitofp = uitofp nneg i32 %zext to double
  %sitofp = sitofp i64 %sext to float
  %ptoi = ptrtoint ptr %p to i64
  %itop = inttoptr i64 %n to ptr
  %asc = addrspacecast ptr %itop to ptr addrspace(1)
  %bc = bitcast double %uitofp to i64
  %bcv = bitcast <2 x i32> <i32 1, i32 2> to i64
  %s1 = add i64 %fptosi, %ptoi
  %s2 = add i64 %s1, %bc
  %s3 = add i64 %s2, %bcv
  %u = zext i32 %fptoui to i64
  %s5 = add i64 %s3, %u
  %sf = fptosi float %sitofp to i64
  %s6 = add i64 %s5, %sf
  store i32 0, ptr addrspace(1) %asc, align 4
  ret i64 %s6
}

; Memory: alloca, load, store, getelementptr with its flags.
define i32 @memory(ptr %p, i64 %i) {
entry:
  %a = alloca i32, align 4
  %arr = alloca [4 x i32], i32 2, align 16
  %in.as = alloca i64, align 8, addrspace(5)
  store i32 1, ptr %a, align 4
  store volatile i32 2, ptr %arr, align 16
  %v = load i32, ptr %a, align 4
  %vv = load volatile i32, ptr %arr, align 16
  %nt = load i32, ptr %p, align 4, !nontemporal !0
  %gep = getelementptr %struct, ptr %p, i64 %i, i32 1, i64 2
  %gep.ib = getelementptr inbounds %struct, ptr %p, i64 1, i32 2, i32 1
  %gep.nusw = getelementptr nusw i8, ptr %p, i64 %i
  %gep.nuw = getelementptr nuw i8, ptr %p, i64 4
  %gep.all = getelementptr inbounds nuw i32, ptr %p, i64 %i
  %gep.vec = getelementptr i32, ptr %p, <2 x i64> <i64 0, i64 1>
  %gep.ir = getelementptr inbounds i8, ptr %p, i64 8
  %l1 = load i16, ptr %gep, align 2
  %l2 = load double, ptr %gep.ib, align 8
  %l3 = load i8, ptr %gep.nusw, align 1
  %l4 = load i32, ptr %gep.nuw, align 4
  %l5 = load i32, ptr %gep.all, align 4
  %p0 = extractelement <2 x ptr> %gep.vec, i64 0
  store i16 %l1, ptr %p0, align 2
  store i8 %l3, ptr %gep.ir, align 1
  store double %l2, ptr addrspace(5) %in.as, align 8
  %s1 = add i32 %v, %vv
  %s2 = add i32 %s1, %nt
  %s3 = add i32 %s2, %l4
  %s4 = add i32 %s3, %l5
  ret i32 %s4
}

; Aggregates: extractvalue and insertvalue.
define { i32, float } @aggregates({ i32, { float, ptr } } %agg, [2 x i8] %arr) {
entry:
  %x = extractvalue { i32, { float, ptr } } %agg, 0
  %y = extractvalue { i32, { float, ptr } } %agg, 1, 0
  %b = extractvalue [2 x i8] %arr, 1
  %z = zext i8 %b to i32
  %sum = add i32 %x, %z
  %r0 = insertvalue { i32, float } poison, i32 %sum, 0
  %r1 = insertvalue { i32, float } %r0, float %y, 1
  ret { i32, float } %r1
}

; Terminators: br, switch, indirectbr, unreachable, and phi.
define i32 @control(i32 %x, ptr %target) {
entry:
  %c = icmp slt i32 %x, 0
  br i1 %c, label %neg, label %dispatch

neg:                                              ; preds = %entry
  unreachable

dispatch:                                         ; preds = %entry
  switch i32 %x, label %default [
    i32 0, label %zero
    i32 1, label %one
    i32 7, label %one
  ]

zero:                                             ; preds = %dispatch
  indirectbr ptr %target, [label %one, label %default]

one:                                              ; preds = %zero, %dispatch, %dispatch
  %v = phi i32 [ 10, %dispatch ], [ 10, %dispatch ], [ 20, %zero ]
  br label %default

default:                                          ; preds = %one, %zero, %dispatch
  %r = phi i32 [ %v, %one ], [ 0, %dispatch ], [ -1, %zero ]
  ret i32 %r
}

; Calls: tail kinds, calling conventions, fast-math on calls, varargs and va_arg.
declare i32 @callee(i32)

declare fastcc double @fcallee(double)

declare i32 @varfn(i32, ...)

define i32 @calls(i32 %x, double %d, ptr %ap) {
entry:
  %a = call i32 @callee(i32 %x)
  %b = tail call i32 @callee(i32 %a)
  %c = notail call i32 @callee(i32 %b)
  %d1 = call nnan fastcc double @fcallee(double %d)
  %e = call i32 (i32, ...) @varfn(i32 1, i32 %c, double %d1)
  %fp = load ptr, ptr %ap, align 8
  %f = call i32 %fp(i32 %e)
  %va = va_arg ptr %ap, i32
  %s = add i32 %f, %va
  ret i32 %s
}

define i32 @musttail(i32 %x) {
entry:
  %r = musttail call i32 @callee(i32 %x)
  ret i32 %r
}

!0 = !{i32 1}
