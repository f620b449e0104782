// A trailing comma in a struct body: MLIR expects a keyword at the `)`.
llvm.mlir.global external @g() : !llvm.struct<(i32, )>

// -----

// An array element that is neither a type nor a keyword.
llvm.mlir.global external @g() : !llvm.array<2 x 3>

// -----

// An unknown bare keyword nested in an LLVM type is an unknown LLVM type.
llvm.mlir.global external @g() : !llvm.struct<(foo)>

// -----

// A missing parameter of a nested function type.
llvm.func @f(!llvm.func<void (, )>)

// -----

// Valid neighbour: nested types of every kind still parse.
llvm.mlir.global external @g() : !llvm.struct<"s", (i32, ptr, array<2 x f32>, struct<(i8)>, vector<2xi32>)>

// -----

// A function_type that is a type attribute, but not of a function type: the
// attribute's constraint, not a missing attribute.
"llvm.func"() <{sym_name = "f", function_type = i32}> ({}) : () -> ()

// -----

// var_callee_type is TypeAttrOf<LLVM_FunctionType> too.
llvm.func @g(i32, ...)
llvm.func @f(%a: i32) {
  "llvm.call"(%a) <{callee = @g, var_callee_type = i32, operandSegmentSizes = array<i32: 1, 0>, op_bundle_sizes = array<i32>}> : (i32) -> ()
  llvm.return
}

// -----

// Valid neighbour: a var_callee_type of function type.
llvm.func @g(i32, ...)
llvm.func @f(%a: i32) {
  "llvm.call"(%a) <{callee = @g, var_callee_type = !llvm.func<void (i32, ...)>, operandSegmentSizes = array<i32: 1, 0>, op_bundle_sizes = array<i32>}> : (i32) -> ()
  llvm.return
}

// -----

// case_values is stored as a DenseIntElementsAttr: an array attribute does not
// convert to it.
llvm.func @f(%a: i32) {
  "llvm.switch"(%a)[^a, ^a] <{case_operand_segments = array<i32: 0>, case_values = [1], operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^a:
  llvm.return
}

// -----

// Nor does a dense attribute of floats.
llvm.func @f(%a: i32) {
  "llvm.switch"(%a)[^a, ^a] <{case_operand_segments = array<i32: 0>, case_values = dense<1.0> : vector<1xf32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^a:
  llvm.return
}

// -----

// Valid neighbour: a dense tensor of the condition's type converts.
llvm.func @f(%a: i32) {
  "llvm.switch"(%a)[^a, ^a] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : tensor<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^a:
  llvm.return
}

// -----

// A splat of four billion case values is counted, not decoded (Ferry ran out
// of memory).
llvm.func @f(%a: i32) {
  "llvm.switch"(%a)[^a, ^a] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : tensor<4000000000xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^a:
  llvm.return
}

// -----

// Index case values count as values; their type is the condition's or not.
llvm.func @f(%a: i32) {
  "llvm.switch"(%a)[^a, ^a] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xindex>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^a:
  llvm.return
}

// -----

// The predicate of llvm.icmp is a string attribute: a bare keyword is no
// attribute value.
llvm.func @f(%a: i32) {
  %0 = llvm.icmp eq %a, %a : i32
  llvm.return
}

// -----

// Another attribute than a string is of the wrong kind.
llvm.func @f(%a: f32) {
  %0 = llvm.fcmp 1 %a, %a : f32
  llvm.return
}

// -----

// Valid neighbour: the string predicates.
llvm.func @f(%a: i32, %b: f32) {
  %0 = llvm.icmp "eq" %a, %a : i32
  %1 = llvm.fcmp "oeq" %b, %b : f32
  llvm.return
}

// -----

// An empty fastmath flag list: MLIR asks for a keyword or a string.
llvm.func @f(%a: f32) {
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<>} : f32
  llvm.return
}

// -----

// The fastmath flags are separated by commas only: `|` ends the list.
llvm.func @f(%a: f32) {
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<nnan|ninf>} : f32
  llvm.return
}

// -----

// Valid neighbour: comma-separated flags, a quoted one among them.
llvm.func @f(%a: f32) {
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<nnan, "ninf">} : f32
  llvm.return
}
