"foo.a"() ({
^bb0(%a: i32):
  %x = "foo.b"(%a) : (i32) -> i32
  "foo.r"(%x)[^bb1, ^bb1] : (i32) -> ()
^bb1:
  %y:2 = "foo.c"() ({
    ^bb0(%q: i32):
    %z = "foo.d"() : () -> i32
    %c = "foo.x"() : () -> i64
    "foo.br"(%c)[^bb1] : (i64) -> ()
    ^bb1(%w: i64):
    "foo.e"(%w) : (i64) -> ()
  }) : () -> (i32, i32)
  "foo.f"(%y#1, %x, %y#0) : (i32, i32, i32) -> ()
  "foo.br"(%y#0)[^bb2] : (i32) -> ()
^bb2(%k: i32):
  "foo.end"() : () -> ()
^bb3:
  "foo.br"()[^bb2] : () -> ()
}) {b = 1, a = 2.5 : f32, c = "s"} : () -> ()
// -----
"foo.empty"() ({}) : () -> ()
"foo.emptyblock"() ({
^bb0:
}) : () -> ()
"foo.tworegions"() ({
  "foo.x"() : () -> ()
}, {
  %0 = "foo.y"() : () -> i1
}) : () -> ()
// -----
%0 = "foo.x"() : () -> i32
"foo.f"() ({
  %1 = "foo.y"(%0) : (i32) -> i32
}) : () -> ()
%2 = "foo.fwd"(%3) : (i32) -> i32
%3 = "foo.def"() : () -> i32
// -----
module @named attributes {foo.attr = 1} {
  "foo.x"() : () -> ()
}
// -----
module {
}
// -----
module {
  module @inner {
    "foo.x"() : () -> ()
  }
}
// -----
%0, %1:2, %2 = "foo.multi"() : () -> (i32, i32, i32, i32)
"foo.use"(%1#1, %2) : (i32, i32) -> ()
// -----
%0 = "foo.x"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to i64
%2:2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> (f32, f32)
// -----
"foo.props"() <{b = 2, a = 1}> {z = 3, y} : () -> ()
