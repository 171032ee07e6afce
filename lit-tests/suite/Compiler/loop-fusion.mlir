// Loop fusion: tanh(x * 2 + 1) with the constants broadcast to the run-time size of x is one loop
// nest writing one buffer; nothing else is allocated, and the size comes from the argument at run time.
// RUN: jopt %s --hlo-to-loops --canonicalize --cse | jfilecheck %s

// CHECK-LABEL: func.func @main(%arg0: memref<?xf32>) -> memref<?xf32> attributes {llvm.emit_c_interface}
// CHECK:         %[[N:.*]] = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %c0 to %[[N]] step %c1 {
// CHECK-NEXT:      %[[X:.*]] = memref.load %arg0[%[[I]]] : memref<?xf32>
// CHECK-NEXT:      %[[M:.*]] = arith.mulf %[[X]], %cst{{.*}} : f32
// CHECK-NEXT:      %[[A:.*]] = arith.addf %[[M]], %cst{{.*}} : f32
// CHECK-NEXT:      %[[T:.*]] = math.tanh %[[A]] : f32
// CHECK-NEXT:      memref.store %[[T]], %[[OUT]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[OUT]] : memref<?xf32>
// CHECK-NOT:     memref.alloc
func.func @main(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %c2 = stablehlo.constant dense<2.0> : tensor<f32>
  %c1 = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
  %b2 = stablehlo.dynamic_broadcast_in_dim %c2, %1, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
  %b1 = stablehlo.dynamic_broadcast_in_dim %c1, %1, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
  %2 = stablehlo.multiply %arg0, %b2 : tensor<?xf32>
  %3 = stablehlo.add %2, %b1 : tensor<?xf32>
  %4 = stablehlo.tanh %3 : tensor<?xf32>
  return %4 : tensor<?xf32>
}
