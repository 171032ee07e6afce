// Verifier and parser errors of llvm ops and types, one case per split.
// RUN: jopt %s -split-input-file -verify-diagnostics

llvm.func @add_float(%a: f32) -> f32 {
  // expected-error@+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.add %a, %a : f32
  llvm.return %0 : f32
}

// -----

llvm.func @fadd_int(%a: i32) -> i32 {
  // expected-error@+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fadd %a, %a : i32
  llvm.return %0 : i32
}

// -----

llvm.func @load_from_int(%a: i64) {
  // expected-error@+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i64'}}
  %0 = "llvm.load"(%a) : (i64) -> i32
  llvm.return
}

// -----

llvm.func @gep_struct_out_of_bounds(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @gep_struct_dynamic(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @extract_out_of_range(%s: !llvm.struct<(i32, f32)>) {
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, f32)>
  // mlir-opt 22 reports it at the token after the type.
  // expected-error@+1 {{position out of bounds: 2}}
  llvm.return
}

// -----

// expected-note@+1 {{prior use here}}
llvm.func @icmp_mixed(%a: i32, %b: i64) {
  // expected-error@+1 {{use of value '%b' expects different type than prior uses: 'i32' vs 'i64'}}
  %0 = llvm.icmp "eq" %a, %b : i32
  llvm.return
}

// -----

llvm.func @bad_predicate(%a: i32) {
  // expected-error@+1 {{'less' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "less" %a, %a : i32
  llvm.return
}

// -----

llvm.func @select_mismatch(%c: i1, %a: i32, %b: i64) {
  // expected-error@+1 {{'llvm.select' op failed to verify that all of {trueValue, falseValue, res} have same type}}
  %0 = "llvm.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  llvm.return
}

// -----

// expected-error@+1 {{unknown LLVM type: pointer}}
llvm.func @unknown_type(!llvm.pointer)

// -----

// expected-error@+1 {{struct without a body only allowed in a recursive struct}}
llvm.func @bodiless(!llvm.struct<"node">)

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @return_mismatch() -> i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  // expected-error@+1 {{'llvm.return' op mismatching result types}}
  llvm.return %0 : i64
}

// -----

// expected-error@+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @decl_internal(i32)

// -----

// expected-error@+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
llvm.func @noalias_int(%a: i32 {llvm.noalias}) {
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal constant @short("abc") : !llvm.array<2 x i8>

// -----

// expected-note@+1 {{prior use here}}
llvm.func @cmpxchg_types(%p: !llvm.ptr, %a: i32, %b: i64) {
  // expected-error@+1 {{use of value '%b' expects different type than prior uses: 'i32' vs 'i64'}}
  %0 = llvm.cmpxchg %p, %a, %b acq_rel monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @bad_loop_param(%c: i1) {
  // expected-error@+1 {{duplicate or unknown struct parameter name: nonsense}}
  llvm.cond_br %c, ^bb1, ^bb1 {loop_annotation = #llvm.loop_annotation<nonsense = true>}
^bb1:
  llvm.return
}

// -----

// An argument list mixes named and unnamed arguments.
// expected-error@+1 {{custom op 'llvm.func' expected SSA identifier}}
llvm.func @unnamed_after_named(%p: !llvm.ptr, i32)

// -----

// expected-error@+1 {{custom op 'llvm.func' expected type instead of SSA identifier}}
llvm.func @named_after_unnamed(i32, %x: i32)

// -----

llvm.func @scalable_shuffle(%v: vector<[4]xf32>) {
  // expected-error@+1 {{'llvm.shufflevector' op expected a splat operation for scalable vectors}}
  %0 = llvm.shufflevector %v, %v [0, 1] : vector<[4]xf32>
  llvm.return
}

// -----

// The calling convention is always a property of llvm.func: given again in the dictionary, twice.
// expected-error@+1 {{custom op 'llvm.func' attribute 'CConv' occurs more than once in the attribute list}}
llvm.func @cconv_twice() attributes {CConv = #llvm.cconv<fastcc>}
