// Errors MLIR 22 reports while parsing llvm ops and types, with its wording: a type another one is
// inferred from is checked first (atomicrmw's and cmpxchg's value type, "custom op ... 'val' must
// be"), icmp's operands are checked by the verifier with their full constraint, a pointer's address
// space must be an integer (an old typed pointer gets two errors), debug-info attributes need their
// required parameters, and a generic llvm.call starts from MLIR's property defaults (no operand
// segments, op_bundle_sizes required); #llvm.fenv (newer than MLIR 22) is unknown.
// RUN: jopt %s -split-input-file -verify-diagnostics

llvm.func @rmw_struct(%p: !llvm.ptr, %s: !llvm.struct<(i32)>) {
  // expected-error@+1 {{custom op 'llvm.atomicrmw' 'val' must be floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type, but got '!llvm.struct<(i32)>'}}
  %0 = llvm.atomicrmw xchg %p, %s monotonic : !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @cmpxchg_float(%p: !llvm.ptr, %f: f64) {
  // expected-error@+1 {{custom op 'llvm.cmpxchg' 'val' must be signless integer or LLVM pointer type, but got 'f64'}}
  %0 = llvm.cmpxchg %p, %f, %f seq_cst seq_cst : !llvm.ptr, f64
  llvm.return
}

// -----

llvm.func @icmp_array(%a: !llvm.array<2 x i8>) {
  // expected-error@+1 {{'llvm.icmp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got '!llvm.array<2 x i8>'}}
  %0 = llvm.icmp "ne" %a, %a : !llvm.array<2 x i8>
  llvm.return
}

// -----

llvm.func @typed_pointer(%p: !llvm.ptr) {
  // expected-error@+2 {{expected integer value}}
  // expected-error@+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
  %0 = llvm.load %p : !llvm.ptr<f32> -> f32
  llvm.return
}

// -----

// expected-error@+1 {{struct is missing required parameter: isOptimized}}
#cu = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C, file = #llvm.di_file<"x.c" in "/">, emissionKind = Full>

// -----

// expected-error@+1 {{struct is missing required parameter: id}}
#cu = #llvm.di_compile_unit<sourceLanguage = DW_LANG_C, file = #llvm.di_file<"x.c" in "/">, isOptimized = true, emissionKind = Full>

// -----

// expected-error@+1 {{struct is missing required parameter: scope}}
#var = #llvm.di_local_variable<name = "v", line = 3>

// -----

// expected-error@+1 {{struct is missing required parameter: type}}
#gv = #llvm.di_global_variable<name = "g", file = #llvm.di_file<"x.c" in "/">, line = 4>

// -----

llvm.func @callee(i32) -> i32

llvm.func @generic_call_without_segments(%a: i32) -> i32 {
  // expected-error@+1 {{'llvm.call' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "llvm.call"(%a) <{callee = @callee}> : (i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @nothing()

llvm.func @generic_call_without_bundle_sizes() {
  // expected-error@+1 {{'llvm.call' op requires attribute 'op_bundle_sizes'}}
  "llvm.call"() <{callee = @nothing}> : () -> ()
  llvm.return
}

// -----

llvm.func @generic_call_without_callee() {
  // expected-error@+1 {{'llvm.call' op must have either a `callee` attribute or at least an operand}}
  "llvm.call"() <{operandSegmentSizes = array<i32: 0, 0>, op_bundle_sizes = array<i32>}> : () -> ()
  llvm.return
}

// -----

// Floating-point environment attributes came after MLIR 22: mlir-opt 22 does not know them.
llvm.func @fenv_unknown(%a: f32) -> f32 {
  // expected-error@+1 {{unknown attribute `fenv` in dialect `llvm`}}
  %0 = llvm.fadd %a, %a {fenv = #llvm.fenv<rounding_mode = upward>} : f32
  llvm.return %0 : f32
}
