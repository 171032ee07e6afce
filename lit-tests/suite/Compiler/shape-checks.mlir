// Run-time shape checks: where two dynamic sizes must agree, the compiled code checks them, stores
// the check's number in the function's error global when they differ, and goes on with the smaller
// size (nothing is read out of bounds); the messages are listed on the function.
// RUN: jopt %s --hlo-to-loops --canonicalize | jfilecheck %s

// CHECK: memref.global @__jmlir_shape_error_add : memref<i32> = dense<0>
// CHECK-LABEL: func.func @add(%arg0: memref<?xf32>, %arg1: memref<?xf32>) -> memref<?xf32>
// CHECK-SAME:    jmlir.shape_checks = ["{{.*}}shape-checks.mlir:22:8: 'stablehlo.add': the operands' sizes of dimension 0 differ"]
// CHECK-SAME:    jmlir.shape_error = "__jmlir_shape_error_add"
// CHECK:         %[[FLAG:.*]] = memref.get_global @__jmlir_shape_error_add : memref<i32>
// CHECK:         %[[A:.*]] = memref.dim %arg0, %c0
// CHECK:         %[[B:.*]] = memref.dim %arg1, %c0
// CHECK:         %[[EQ:.*]] = arith.cmpi eq, %[[A]], %[[B]] : index
// CHECK-NEXT:    scf.if %[[EQ]] {
// CHECK-NEXT:    } else {
// CHECK-NEXT:      memref.store %c1_i32, %[[FLAG]][] : memref<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[N:.*]] = arith.minui %[[A]], %[[B]] : index
// CHECK-NEXT:    %[[OUT:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
// CHECK-NEXT:    scf.for %{{.*}} = %c0 to %[[N]] step %c1 {
func.func @add(%x: tensor<?xf32>, %y: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.add %x, %y : tensor<?xf32>
  return %0 : tensor<?xf32>
}
