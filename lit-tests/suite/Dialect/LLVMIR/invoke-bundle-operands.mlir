// llvm.invoke with operand bundles, as mlir-opt 22 parses it: the bundle operands are placed right
// after the callee's arguments while the segment sizes keep the order callee, normal destination,
// unwind destination, bundles. A bundle operand thus feeds the normal destination: the types
// mismatch (an error from the destination check), or, when they agree, the operands print swapped.
// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s

llvm.func @target(i32)
llvm.func @personality(...) -> i32

// CHECK-LABEL: llvm.func @agreeing_types
// CHECK-SAME: (%[[A:.*]]: i32, %[[N:.*]]: i16, %[[T:.*]]: i16)
// CHECK: llvm.invoke @target(%[[A]]) to ^{{.*}}(%[[T]] : i16) unwind ^{{.*}} ["tag"(%[[N]] : i16)] : (i32) -> ()
llvm.func @agreeing_types(%a: i32, %n: i16, %t: i16) attributes {personality = @personality} {
  llvm.invoke @target(%a) to ^ok(%n : i16) unwind ^bad ["tag"(%t : i16)] : (i32) -> ()
^ok(%x: i16):
  llvm.return
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @target(i32)
llvm.func @personality(...) -> i32

llvm.func @other_types(%a: i32, %n: i16, %t: i64) attributes {personality = @personality} {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  llvm.invoke @target(%a) to ^ok(%n : i16) unwind ^bad ["tag"(%t : i64)] : (i32) -> ()
^ok(%x: i16):
  llvm.return
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}
