// The verifiers of llvm.atomicrmw, llvm.cmpxchg and llvm.landingpad in MLIR 22's words: value types per
// operation (floats for fadd/fmin..., byte-multiple power-of-two integers, pointers or floats for xchg
// and cmpxchg, 8-64 bit integers otherwise), orderings of at least monotonic, no release/acq_rel on
// failure, landingpad catch clauses that are constant addresses.
// RUN: jopt %s -split-input-file -verify-diagnostics

llvm.func @fmax_of_int(%p: !llvm.ptr, %v: i16) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fmax %p, %v acquire : !llvm.ptr, i16
  llvm.return
}

// -----

llvm.func @fsub_of_int_vector(%p: !llvm.ptr, %v: vector<2xi64>) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type for vector element}}
  %0 = llvm.atomicrmw fsub %p, %v seq_cst : !llvm.ptr, vector<2xi64>
  llvm.return
}

// -----

llvm.func @xchg_of_i24(%p: !llvm.ptr, %v: i24) {
  // expected-error@+1 {{'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, i24
  llvm.return
}

// -----

llvm.func @umin_of_i128(%p: !llvm.ptr, %v: i128) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw umin %p, %v monotonic : !llvm.ptr, i128
  llvm.return
}

// -----

llvm.func @add_unordered(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %v unordered : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @rmw_result_type(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{failed to verify that result #0 and operand #1 have the same type}}
  %0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i64
  llvm.return
}

// -----

llvm.func @cmpxchg_of_i2(%p: !llvm.ptr, %v: i2) {
  // expected-error@+1 {{'llvm.cmpxchg' op unexpected LLVM IR type}}
  %0 = llvm.cmpxchg %p, %v, %v seq_cst seq_cst : !llvm.ptr, i2
  llvm.return
}

// -----

llvm.func @cmpxchg_unordered_failure(%p: !llvm.ptr, %v: !llvm.ptr) {
  // expected-error@+1 {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %v, %v acquire unordered : !llvm.ptr, !llvm.ptr
  llvm.return
}

// -----

llvm.func @cmpxchg_release_failure(%p: !llvm.ptr, %v: i64) {
  // expected-error@+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %v, %v seq_cst release : !llvm.ptr, i64
  llvm.return
}

// -----

llvm.func @cmpxchg_operand_types(%p: !llvm.ptr, %a: i32, %b: i16) {
  // expected-error@+1 {{failed to verify that operand #1 and operand #2 have the same type}}
  %0 = "llvm.cmpxchg"(%p, %a, %b) <{failure_ordering = 2 : i64, success_ordering = 2 : i64}> : (!llvm.ptr, i32, i16) -> !llvm.struct<(i16, i1)>
  llvm.return
}

// -----

llvm.func @callee() -> i8
llvm.func @personality(...) -> i32
llvm.func @clause_from_argument(%arg: !llvm.ptr) attributes {personality = @personality} {
  %0 = llvm.invoke @callee() to ^ok unwind ^cleanup : () -> i8
^ok:
  llvm.return
^cleanup:
  // expected-error@+1 {{clause #1 is not a known constant - null, addressof, bitcast}}
  %1 = llvm.landingpad (catch %zero : !llvm.ptr) (catch %arg : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
^unused:
  %zero = llvm.mlir.zero : !llvm.ptr
  llvm.br ^cleanup
}

// -----

llvm.func @callee() -> i8
llvm.func @personality(...) -> i32
llvm.func @cast_of_local(%n: i32) attributes {personality = @personality} {
  %a = llvm.alloca %n x i8 : (i32) -> !llvm.ptr
  // expected-note@+1 {{global addresses expected as operand to bitcast used in clauses for landingpad}}
  %c = llvm.bitcast %a : !llvm.ptr to !llvm.ptr
  %0 = llvm.invoke @callee() to ^ok unwind ^cleanup : () -> i8
^ok:
  llvm.return
^cleanup:
  // expected-error@+1 {{constant clauses expected}}
  %1 = llvm.landingpad (catch %c : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @callee() -> i8
llvm.func @no_personality() {
  %0 = llvm.invoke @callee() to ^ok unwind ^cleanup : () -> i8
^ok:
  llvm.return
^cleanup:
  // expected-error@+1 {{llvm.landingpad needs to be in a function with a personality}}
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
