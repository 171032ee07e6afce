// Implicit terminators created by the custom parsers carry their op's location, and induction
// variables carry their own; the generic form with debug info shows both.
// RUN: jopt %s --mlir-print-debuginfo --mlir-print-op-generic | jfilecheck %s

func.func @implicit_terminators(%c: i1, %lb: index) {
  scf.if %c {
  }
  scf.for %i = %lb to %lb step %lb {
  }
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
  }
  scf.forall (%i) in (4) {
  }
  return
}

// CHECK: #loc2 = loc("{{.*}}debuginfo.mlir":5:33)
// CHECK-NEXT: #loc3 = loc("{{.*}}debuginfo.mlir":5:41)
// CHECK-NEXT: #loc6 = loc("{{.*}}debuginfo.mlir":8:11)
// CHECK-NEXT: #loc8 = loc("{{.*}}debuginfo.mlir":10:17)
// CHECK-NEXT: #loc10 = loc("{{.*}}debuginfo.mlir":12:15)
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (i1, index) -> (), sym_name = "implicit_terminators"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1 loc("{{.*}}debuginfo.mlir":5:33), %arg1: index loc("{{.*}}debuginfo.mlir":5:41)):
// CHECK-NEXT: "scf.if"(%arg0) ({
// CHECK-NEXT: "scf.yield"() : () -> () loc(#loc4)
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (i1) -> () loc(#loc4)
// CHECK-NEXT: "scf.for"(%arg1, %arg1, %arg1) ({
// CHECK-NEXT: ^bb0(%arg4: index loc("{{.*}}debuginfo.mlir":8:11)):
// CHECK-NEXT: "scf.yield"() : () -> () loc(#loc5)
// CHECK-NEXT: }) : (index, index, index) -> () loc(#loc5)
// CHECK-NEXT: "scf.parallel"(%arg1, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
// CHECK-NEXT: ^bb0(%arg3: index loc("{{.*}}debuginfo.mlir":10:17)):
// CHECK-NEXT: "scf.reduce"() : () -> () loc(#loc7)
// CHECK-NEXT: }) : (index, index, index) -> () loc(#loc7)
// CHECK-NEXT: "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// CHECK-NEXT: ^bb0(%arg2: index loc("{{.*}}debuginfo.mlir":12:15)):
// CHECK-NEXT: "scf.forall.in_parallel"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> () loc(#loc9)
// CHECK-NEXT: }) : () -> () loc(#loc9)
// CHECK-NEXT: "func.return"() : () -> () loc(#loc11)
// CHECK-NEXT: }) : () -> () loc(#loc1)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}debuginfo.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}debuginfo.mlir":5:1)
// CHECK-NEXT: #loc4 = loc("{{.*}}debuginfo.mlir":6:3)
// CHECK-NEXT: #loc5 = loc("{{.*}}debuginfo.mlir":8:3)
// CHECK-NEXT: #loc7 = loc("{{.*}}debuginfo.mlir":10:3)
// CHECK-NEXT: #loc9 = loc("{{.*}}debuginfo.mlir":12:3)
// CHECK-NEXT: #loc11 = loc("{{.*}}debuginfo.mlir":14:3)
