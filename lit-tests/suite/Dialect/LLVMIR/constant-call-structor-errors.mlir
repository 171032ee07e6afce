// More of mlir-opt 22's llvm errors: llvm.mlir.constant from an elements attribute (element counts
// through nested arrays, splats for scalable vectors, element kinds and float widths), global
// ctors/dtors data and definitions, and llvm.call's trailing types (the signature's own parse
// error comes first, then the call's, both at their places).
// RUN: jopt %s -split-input-file -verify-diagnostics

llvm.func @count_through_nested_arrays() {
  // expected-error@+1 {{'llvm.mlir.constant' op type and attribute have a different number of elements: 6 vs. 4}}
  %0 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : tensor<4xi16>) : !llvm.array<2 x array<3 x i16>>
  llvm.return
}

// -----

llvm.func @scalable_needs_splat() {
  // expected-error@+1 {{'llvm.mlir.constant' op scalable vector type requires a splat attribute}}
  %0 = llvm.mlir.constant(dense<[0, 1]> : vector<2xi32>) : vector<[2]xi32>
  llvm.return
}

// -----

llvm.func @int_elements_into_structs() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected integer element type for integer elements attribute}}
  %0 = llvm.mlir.constant(dense<[5, 6]> : tensor<2xi64>) : !llvm.array<2 x struct<(i64)>>
  llvm.return
}

// -----

llvm.func @float_elements_into_wrong_ints() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected integer type of width 32}}
  %0 = llvm.mlir.constant(dense<[1.0, 2.0]> : tensor<2xf32>) : !llvm.array<2 x i64>
  llvm.return
}

// -----

llvm.func @fini()

// expected-error@+1 {{'llvm.mlir.global_dtors' op 'fini' does not have a definition}}
llvm.mlir.global_dtors dtors = [@fini], priorities = [65535 : i32], data = [#llvm.zero]

// -----

llvm.func @init() {
  llvm.return
}

// expected-error@+1 {{data element must be symbol or #llvm.zero}}
llvm.mlir.global_ctors ctors = [@init], priorities = [1 : i32], data = [#llvm.undef]

// -----

llvm.func @h(i32) -> i32

llvm.func @direct_with_pointer_type(%a: i32) {
  // expected-error@+2 {{expected '('}}
  // expected-error@+1 {{custom op 'llvm.call' expected direct call to have 1 trailing types}}
  %0 = llvm.call @h(%a) : !llvm.ptr, (i32) -> i32
  llvm.return
}

// -----

llvm.func @indirect_without_signature(%f: !llvm.ptr, %a: i32) {
  // expected-error@+2 {{expected '('}}
  // expected-error@+1 {{custom op 'llvm.call' expected trailing function type}}
  llvm.call %f(%a) : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @indirect_void_result(%f: !llvm.ptr) {
  // expected-error@+1 {{custom op 'llvm.call' expected a non-void result type}}
  llvm.call %f() : !llvm.ptr, () -> !llvm.void
  llvm.return
}

// -----

llvm.func @callee_not_a_pointer(%f: i64) {
  // expected-error@+1 {{'llvm.call' op indirect call expects a pointer as callee: 'i64'}}
  llvm.call %f() : i64, () -> ()
  llvm.return
}
