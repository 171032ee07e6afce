// More llvm verifiers in MLIR 22's words: llvm.switch's case values against destinations, weights and
// the flag's type (and a missing case value reported at the token found), non-zero 'common' globals (-0.0 counts as zero),
// one landingpad/resume type per function, access group and alias scope attribute arrays.
// RUN: jopt %s -split-input-file -verify-diagnostics

llvm.func @weights(%flag: i8) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 1 vs 3}}
  llvm.switch %flag : i8, ^a [
    1: ^b,
    2: ^b
  ] {branch_weights = array<i32: 5>}
^a:
  llvm.return
^b:
  llvm.return
}

// -----

llvm.func @case_type(%flag: i16) {
  // expected-error@below {{expects case value type to match condition value type}}
  "llvm.switch"(%flag)[^a, ^b] <{case_operand_segments = array<i32: 0>, case_values = dense<7> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^a:
  llvm.return
^b:
  llvm.return
}

// -----

llvm.func @trailing_comma(%flag: i32) {
  llvm.switch %flag : i32, ^a [
    3: ^a,
  // expected-error@+1 {{custom op 'llvm.switch' expected integer value}}
  ]
^a:
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @one(1.0 : f32) : f32


// -----

llvm.mlir.global common @zeros(dense<0> : vector<3xi16>) : !llvm.array<3 x i16>
llvm.mlir.global common @negative_zero(-0.0 : f64) : f64

llvm.func @callee() -> i8
llvm.func @personality(...) -> i32
// expected-error@+1 {{'llvm.landingpad' should have a consistent result type inside a function}}
llvm.func @two_landingpad_types() attributes {personality = @personality} {
  %0 = llvm.invoke @callee() to ^ok unwind ^first : () -> i8
^ok:
  %1 = llvm.invoke @callee() to ^done unwind ^second : () -> i8
^first:
  %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
^second:
  %3 = llvm.landingpad cleanup : !llvm.struct<(ptr, i64)>
  llvm.return
^done:
  llvm.return
}

// -----

llvm.func @callee() -> i8
llvm.func @personality(...) -> i32
// expected-error@+1 {{'llvm.resume' should have a consistent input type inside a function}}
llvm.func @resume_type() attributes {personality = @personality} {
  %0 = llvm.invoke @callee() to ^ok unwind ^pad : () -> i8
^ok:
  llvm.return
^pad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %0 : i8
}

// -----

llvm.func @groups(%p: !llvm.ptr, %v: f32) {
  // expected-error@+1 {{'llvm.store' op attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  llvm.store %v, %p {access_groups = [1 : i32]} : f32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @scopes(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  %0 = llvm.atomicrmw add %p, %v monotonic {noalias_scopes = "none"} : !llvm.ptr, i32
  llvm.return
}
