// Input fusion: a reduce computes its element-wise producer (exp(x - 1)) inside its own loops; the
// exp's value is never stored. A value with two data uses gets a buffer, freed after its last reader.
// RUN: jopt %s --hlo-to-loops --canonicalize --cse | jfilecheck %s

// CHECK-LABEL: func.func @sum_exp(%arg0: memref<?x8xf32>) -> memref<?xf32>
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK-NEXT:      %[[S:.*]] = scf.for %[[J:.*]] = %c0 to %c8 step %c1 iter_args(%[[ACC:.*]] = %cst{{.*}}) -> (f32) {
// CHECK-NEXT:        %[[X:.*]] = memref.load %arg0[%[[I]], %[[J]]] : memref<?x8xf32>
// CHECK-NEXT:        %[[D:.*]] = arith.subf %[[X]], %cst{{.*}} : f32
// CHECK-NEXT:        %[[E:.*]] = math.exp %[[D]] : f32
// CHECK-NEXT:        %[[R:.*]] = arith.addf %[[ACC]], %[[E]] : f32
// CHECK-NEXT:        scf.yield %[[R]] : f32
// CHECK-NEXT:      }
// CHECK-NEXT:      memref.store %[[S]], %[[OUT]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[OUT]]
func.func @sum_exp(%x: tensor<?x8xf32>) -> tensor<?xf32> {
  %c1 = stablehlo.constant dense<1.0> : tensor<8xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %one = stablehlo.broadcast_in_dim %c1, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
  %two = stablehlo.broadcast_in_dim %one, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8xf32>
  %s0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x8xf32>) -> tensor<i32>
  %s1 = stablehlo.reshape %s0 : (tensor<i32>) -> tensor<1xi32>
  %c8 = stablehlo.constant dense<8> : tensor<1xi32>
  %sh = stablehlo.concatenate %s1, %c8, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %b = stablehlo.dynamic_broadcast_in_dim %two, %sh, dims = [0, 1] : (tensor<1x8xf32>, tensor<2xi32>) -> tensor<?x8xf32>
  %d = stablehlo.subtract %x, %b : tensor<?x8xf32>
  %e = stablehlo.exponential %d : tensor<?x8xf32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x8xf32>, tensor<f32>) -> tensor<?xf32>
  return %s : tensor<?xf32>
}

// CHECK-LABEL: func.func @two_uses
// CHECK:         %[[E:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK:           math.exp
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK:           %[[V:.*]] = memref.load %[[E]]
// CHECK-NEXT:      arith.mulf %[[V]], %[[V]] : f32
// CHECK:         memref.dealloc %[[E]] : memref<?xf32>
// CHECK-NEXT:    return %[[OUT]]
func.func @two_uses(%x: tensor<?xf32>) -> tensor<?xf32> {
  %e = stablehlo.exponential %x : tensor<?xf32>
  %m = stablehlo.multiply %e, %e : tensor<?xf32>
  return %m : tensor<?xf32>
}
