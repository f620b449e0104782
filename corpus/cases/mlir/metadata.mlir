// metadata.mlir: the metadata-like attributes of memory ops and branches (tbaa,
// alias scopes, access groups, loop annotations, memory effects, dereferenceable):
// the constraints their parsers check in the attribute dictionary, the attribute
// parameters, DereferenceableOpInterface.

// A load with a tbaa tag.
#root = #llvm.tbaa_root<id = "r">
#td = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #td, access_type = #td, offset = 0>
llvm.func @f(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p {tbaa = [#tag]} : !llvm.ptr -> i32
  llvm.return %0 : i32
}

// -----

// Tbaa that is not an array of tags.
#root = #llvm.tbaa_root<id = "r">
llvm.func @f(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p {tbaa = [#root]} : !llvm.ptr -> i32
  llvm.return %0 : i32
}

// -----

// Alias scopes on a store.
#d = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#s = #llvm.alias_scope<id = distinct[1]<>, domain = #d>
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p {alias_scopes = [#s], noalias_scopes = [#s]} : i32, !llvm.ptr
  llvm.return
}

// -----

// Alias scopes holding a domain.
#d = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p {alias_scopes = [#d]} : i32, !llvm.ptr
  llvm.return
}

// -----

// Access groups on a load.
#g = #llvm.access_group<id = distinct[0]<>>
llvm.func @f(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p {access_groups = [#g]} : !llvm.ptr -> i32
  llvm.return %0 : i32
}

// -----

// Access groups not in an array.
#g = #llvm.access_group<id = distinct[0]<>>
llvm.func @f(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p {access_groups = #g} : !llvm.ptr -> i32
  llvm.return %0 : i32
}

// -----

// Access group with a non-distinct id.
#g = #llvm.access_group<id = 1>
llvm.func @f(%p: !llvm.ptr) -> i32 {
  llvm.return %p : !llvm.ptr
}

// -----

// Loop annotation on a branch.
#la = #llvm.loop_annotation<disableNonforced = true, mustProgress = true>
llvm.func @f() {
  llvm.br ^bb1 {loop_annotation = #la}
^bb1:
  llvm.return
}

// -----

// Loop annotation with vectorize options.
#v = #llvm.loop_vectorize<disable = false, width = 4 : i32>
#la = #llvm.loop_annotation<vectorize = #v>
llvm.func @f() {
  llvm.br ^bb1 {loop_annotation = #la}
^bb1:
  llvm.return
}

// -----

// Loop vectorize with an i64 width.
#v = #llvm.loop_vectorize<width = 4 : i64>
llvm.func @f() attributes {x = #v} {
  llvm.return
}

// -----

// Loop annotation that is not one.
llvm.func @f() {
  llvm.br ^bb1 {loop_annotation = 1 : i32}
^bb1:
  llvm.return
}

// -----

// Loop unroll with a count.
#u = #llvm.loop_unroll<count = 4 : i32, full = true>
llvm.func @f() attributes {x = #u} {
  llvm.return
}

// -----

// Tbaa type desc with no members.
#td = #llvm.tbaa_type_desc<id = "x", members = {}>
llvm.func @f() attributes {x = #td} {
  llvm.return
}

// -----

// Tbaa tag with an offset too large.
#root = #llvm.tbaa_root<id = "r">
#tag = #llvm.tbaa_tag<base_type = #root, access_type = #root, offset = 18446744073709551616>
llvm.func @f() attributes {x = #tag} {
  llvm.return
}

// -----

// Tbaa tag with constant.
#root = #llvm.tbaa_root<id = "r">
#tag = #llvm.tbaa_tag<base_type = #root, access_type = #root, offset = 0, constant = true>
llvm.func @f() attributes {x = #tag} {
  llvm.return
}

// -----

// Tbaa root without id.
#root = #llvm.tbaa_root
llvm.func @f() attributes {x = #root} {
  llvm.return
}

// -----

// Memory effects on a call.
llvm.func @g()
llvm.func @f() {
  llvm.call @g() {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} : () -> ()
  llvm.return
}

// -----

// Memory effects missing a field.
llvm.func @f() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read>} {
  llvm.return
}

// -----

// Alias scope with a string id.
#d = #llvm.alias_scope_domain<id = "dom">
#s = #llvm.alias_scope<id = "s", domain = #d>
llvm.func @f() attributes {x = #s} {
  llvm.return
}

// -----

// Alias scope with an integer id.
#d = #llvm.alias_scope_domain<id = distinct[0]<>>
#s = #llvm.alias_scope<id = 1, domain = #d>
llvm.func @f() attributes {x = #s} {
  llvm.return
}

// -----

// Tbaa on an add: not an inherent attribute.
#root = #llvm.tbaa_root<id = "r">
llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.add %a, %a {tbaa = [#root]} : i32
  llvm.return %0 : i32
}

// -----

// Dereferenceable on a load.
llvm.func @f(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.load %p {dereferenceable = #llvm.dereferenceable<bytes = 8>} : !llvm.ptr -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// Dereferenceable on a load of an integer.
llvm.func @f(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p {dereferenceable = #llvm.dereferenceable<bytes = 8>} : !llvm.ptr -> i32
  llvm.return %0 : i32
}

// -----

// Inttoptr to a vector of pointers with dereferenceable.
llvm.func @f(%v: vector<2xi64>) {
  %0 = llvm.inttoptr %v {dereferenceable = #llvm.dereferenceable<bytes = 8>} : vector<2xi64> to vector<2x!llvm.ptr>
  llvm.return
}

// -----

// Inttoptr to a pointer with dereferenceable.
llvm.func @f(%v: i64) {
  %0 = llvm.inttoptr %v {dereferenceable = #llvm.dereferenceable<bytes = 8, mayBeNull = true>} : i64 to !llvm.ptr
  llvm.return
}
