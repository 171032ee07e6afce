// RUN: jopt %s -strip-debuginfo -mlir-print-debuginfo -mlir-print-local-scope | jfilecheck %s

// CHECK-LABEL: func.func @f(%arg0: i32 loc(unknown)) -> i32 {
// CHECK-NEXT:    arith.addi %arg0, %arg0 : i32 loc(unknown)
// CHECK-NEXT:    return %{{.*}} : i32 loc(unknown)
// CHECK-NEXT:  } loc(unknown)
// CHECK-NEXT:  } loc(unknown)
func.func @f(%a: i32 loc("arg")) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("x")
  return %0 : i32 loc(fused["a", "b"])
} loc("fn")
