// Checks MLIR 22 makes while parsing or verifying llvm ops: llvm.fence only orders at acquire or
// stronger (reported before the enclosing block's missing terminator), an operand bundle needs as
// many types as operands (a parse error at the bundle list, named bundle #0 whichever it is), and access groups / alias scopes on
// memory ops are checked when the attribute dictionary is parsed (before later parse errors).
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @fence_unordered() {
  // expected-error@+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence unordered
}

// -----

llvm.func @fence_ok() {
  llvm.fence syncscope("agent") acquire
  llvm.fence seq_cst
  llvm.return
}

// -----

llvm.func @callee()
llvm.func @two_types_one_operand(%a: i64) {
  // expected-error@+1 {{custom op 'llvm.call' expected 1 types for operand bundle operands for operand bundle #0, but actually got 2}}
  llvm.call @callee() ["ok"(%a : i64), "bad"(%a : i64, i64)] : () -> ()
  llvm.return
}

// -----

llvm.func @callee()
llvm.func @one_type_two_operands(%a: i64) {
  // expected-error@+1 {{custom op 'llvm.call' expected 2 types for operand bundle operands for operand bundle #0, but actually got 1}}
  llvm.call @callee() ["bad"(%a, %a : i64)] : () -> ()
  llvm.return
}

// -----

llvm.func @groups_at_parse(%p : !llvm.ptr, %v : i64) {
  // expected-error@+1 {{custom op 'llvm.atomicrmw' 'llvm.atomicrmw' op attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  %0 = llvm.atomicrmw add %p, %v monotonic {access_groups = ["group"]} : !llvm.ptr, i64
  llvm.return
}
// Never reached: the parse stopped above.
llvm.unknown_op_after

// -----

llvm.func @scopes_at_parse(%p : !llvm.ptr, %v : i64) {
  // expected-error@+1 {{custom op 'llvm.store' 'llvm.store' op attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  llvm.store %v, %p {noalias_scopes = 3 : i64} : i64, !llvm.ptr
  llvm.return
}
llvm.unknown_op_after
