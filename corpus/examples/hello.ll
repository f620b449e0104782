; hello.ll: Ferry's README example. main prints a greeting, sums 1..10 in a loop
; whose counter and sum are phis, and names the sum's parity with a switch.
; The file is llvm-dis-22 canonical outside comments (corpus/ll tests check it).
source_filename = "hello.ll"

@.greeting = private unnamed_addr constant [14 x i8] c"hello, ferry\0A\00", align 1
@.sum = private unnamed_addr constant [10 x i8] c"sum = %d\0A\00", align 1
@.even = private unnamed_addr constant [6 x i8] c"even\0A\00", align 1
@.odd = private unnamed_addr constant [5 x i8] c"odd\0A\00", align 1

declare i32 @printf(ptr noundef, ...)

define i32 @main() {
entry:
  %0 = call i32 (ptr, ...) @printf(ptr noundef @.greeting)
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i32 [ 1, %entry ], [ %i.next, %loop ]
  %sum = phi i32 [ 0, %entry ], [ %sum.next, %loop ]
  %sum.next = add nsw i32 %sum, %i
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp sgt i32 %i.next, 10
  br i1 %done, label %exit, label %loop

exit:                                             ; preds = %loop
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.sum, i32 noundef %sum.next)
  %parity = srem i32 %sum.next, 2
  switch i32 %parity, label %odd [
    i32 0, label %even
  ]

even:                                             ; preds = %exit
  %2 = call i32 (ptr, ...) @printf(ptr noundef @.even)
  br label %ret

odd:                                              ; preds = %exit
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.odd)
  br label %ret

ret:                                              ; preds = %odd, %even
  ret i32 0
}
