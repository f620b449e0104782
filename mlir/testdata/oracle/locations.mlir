"foo.a"() : () -> () loc("file.c":1:2)
"foo.b"() : () -> () loc(unknown)
"foo.c"() : () -> () loc("name")
"foo.d"() : () -> () loc("name"("f.c":3:4))
"foo.e"() : () -> () loc(callsite("callee" at "caller.c":5:6))
"foo.f"() : () -> () loc(fused["a.c":1:1, "b.c":2:2])
"foo.g"() : () -> () loc(fused<"meta">["a.c":1:1])
"foo.h"() : () -> () loc(#l1)
"foo.i"() {x = loc("attr.c":9:9)} : () -> ()
"foo.j"() : () -> () loc("range.c":1:2 to 3:4)
"foo.k"() : () -> () loc("range.c":1:2 to :8)
"foo.r"() ({
^bb0(%a: i32 loc("arg.c":1:1), %b: i64):
  "foo.t"() : () -> () loc(callsite("x" at "y.c":3:3))
}) : () -> ()
#l1 = loc("alias.c":10:11)
#l2 = loc(fused[#l1, "z.c":1:1])
// -----
"foo.t"() : () -> () loc(callsite(#l1 at #l2))
#l1 = loc("a.c":1:1)
#l2 = loc("b.c":2:2)
// -----
"foo.t"() : () -> () loc("y.c":33)
"foo.u"() : () -> () loc(callsite("x" at "y.c":33))
