"foo.x"() : () -> ()
// -----
"builtin.x"() {a = !foo.t} : () -> ()
// -----
module attributes {a.b = #foo.t} {}
// -----
module attributes {a.b = #foo.t<1, "x">} {}
// -----
module attributes {a.b = [1, "s", @sym, dense<1> : vector<2xi8>]} {
  module @inner {
  }
  %0 = builtin.unrealized_conversion_cast to i32
}
// -----
foo.bar
// -----
module {
  "foo.x"() : () -> ()
}
