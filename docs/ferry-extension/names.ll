; value and block names, including names MLIR cannot spell
define i32 @names(i32 %a, i32 %"b.c", i32 %0) {
entry:
  %sum = add i32 %a, %"b.c"
  %"odd name" = add i32 %sum, %0
  %1 = add i32 %"odd name", 1
  %x.y$z = add i32 %1, 2
  %-neg = add i32 %x.y$z, 3
  br label %"loop head"
"loop head":
  br label %"42"
"42":
  ret i32 %-neg
}
