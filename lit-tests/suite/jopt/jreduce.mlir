// jreduce (mlir-reduce's command line): a test script decides what is interesting (non-zero exit).
// RUN: jreduce %S/Inputs/seeded-failure.mlir --allow-unregistered-dialect --test=%S/Inputs/has-crash-marker.sh | jfilecheck %s
// RUN: jreduce %S/Inputs/seeded-failure.mlir --allow-unregistered-dialect -reduction-tree='traversal-mode=0 test=%S/Inputs/has-crash-marker.sh' -o %t.tree.mlir
// RUN: jfilecheck %s --input-file=%t.tree.mlir
// The script may run jopt: interesting while test-mlir-reducer still fails on the marker.
// RUN: jreduce %s --allow-unregistered-dialect --test=%S/Inputs/fails-on-marker.sh | jfilecheck %s --check-prefix=SMALL
// -opt-reduction-pass only tries the given pipeline.
// RUN: jreduce %s --allow-unregistered-dialect -opt-reduction-pass='opt-pass=symbol-dce test=%S/Inputs/has-crash-marker.sh' | jfilecheck %s --check-prefix=OPT
// An input the script does not find interesting is an error.
// RUN: echo 'func.func @f() { return }' > %t.boring.mlir
// RUN: not jreduce %t.boring.mlir --test=%S/Inputs/has-crash-marker.sh 2>&1 | jfilecheck %s --check-prefix=BORING

// CHECK:      func.func @f6(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = ub.poison : i32
// CHECK-NEXT:   "test.op_crash"(%0) : (i32) -> ()
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-NOT: func.func

// SMALL-NOT:  @unused
// SMALL:      func.func @work
// SMALL-NEXT:   ub.poison
// SMALL-NEXT:   "test.op_crash"
// SMALL-NOT:  arith

// OPT-NOT: @unused
// OPT: arith.muli
// OPT: "test.op_crash"

// BORING: jreduce: the input is not interesting: '{{.*}}has-crash-marker.sh' exited with status 0 on it
func.func private @unused(%a: i32) -> i32 {
  return %a : i32
}
func.func @work(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  "test.op_crash"(%1) : (i32) -> ()
  return %0 : i32
}
