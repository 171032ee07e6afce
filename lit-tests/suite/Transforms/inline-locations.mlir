// Inlined ops get call-site locations, chained through each level of inlining, as mlir-opt 22.
// RUN: jopt %s -inline='default-pipeline=' -mlir-print-debuginfo | jfilecheck %s

// CHECK-LABEL: func.func @top
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32 loc([[INNER:#loc[0-9]+]])
// CHECK-DAG: [[CALLEE:#loc[0-9]+]] = loc("callee.mlir":3:8)
// CHECK-DAG: [[OUTER:#loc[0-9]+]] = loc("outer.mlir":2:8)
// CHECK-DAG: [[TOP:#loc[0-9]+]] = loc("top.mlir":5:8)
// CHECK-DAG: [[MID:#loc[0-9]+]] = loc(callsite([[OUTER]] at [[TOP]]))
// CHECK-DAG: [[INNER]] = loc(callsite([[CALLEE]] at [[MID]]))

func.func private @callee(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32 loc("callee.mlir":3:8)
  return %0 : i32 loc("callee.mlir":4:3)
} loc("callee.mlir":1:1)

func.func private @outer(%x: i32) -> i32 {
  %0 = call @callee(%x) : (i32) -> i32 loc("outer.mlir":2:8)
  return %0 : i32
}

func.func @top(%x: i32) -> i32 {
  %0 = call @outer(%x) : (i32) -> i32 loc("top.mlir":5:8)
  return %0 : i32
}
