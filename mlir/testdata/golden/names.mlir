// SSA and block names are kept with KeepNames.
"foo.func"() ({
^entry(%a: i32, %b: i32):
  %sum = "foo.add"(%a, %b) : (i32, i32) -> i32
  %pair:2 = "foo.split"(%sum) : (i32) -> (i32, i32)
  "foo.br"(%pair#1)[^loop] : (i32) -> ()
^loop(%i: i32):
  %next = "foo.inc"(%i) : (i32) -> i32
  "foo.cond_br"(%next)[^loop, ^exit] : (i32) -> ()
^exit:
  "foo.ret"(%pair#0) : (i32) -> ()
}) : () -> ()
// -----
module @m {
  %x = "foo.c"() : () -> i64
  %0 = builtin.unrealized_conversion_cast %x : i64 to i32
}
