// dynamic_slice, dynamic_update_slice and real_dynamic_slice are computed element by element where
// they are used (loop fusion): a dynamic start index is clamped so that the slice lies inside the
// operand (here -3, from the second input, becomes 0; 4 becomes 3 for an update of 2 columns in 5);
// the update covers its window, the operand shows elsewhere; real_dynamic_slice's size is
// ceil((limit - start) / stride), computed at run time.
// RUN: jopt %s --hlo-to-loops --canonicalize --cse | jfilecheck %s
// RUN: jopt %s '--hlo-to-llvm=runner-main=true runner-batch=3' | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main
// CHECK:         %[[S:.*]] = memref.load %arg1[] : memref<i32>
// CHECK-NEXT:    %[[SI:.*]] = arith.index_cast %[[S]] : i32 to index
// CHECK-NEXT:    %[[LO:.*]] = arith.maxsi %[[SI]], %c0 : index
// CHECK-NEXT:    %[[C:.*]] = arith.minsi %[[LO]], %{{.*}} : index
// CHECK:         scf.if
// CHECK:           memref.load %{{.*}} : memref<1x2xf32>
// CHECK:         } else {
// CHECK:           memref.load %arg0
// CHECK:         memref.alloc(%{{.*}}) : memref<?x2xf32>
// The input, 3 rows: (-1.5, 0.25, -1.25, 0.5, -1) (0.75, -0.75, 1, -0.5, 1.25) (-0.25, 1.5, 0, -1.5, 0.25)
// OUT:      sizes = [2, 3] strides = [3, 1] data =
// OUT-NEXT: {{\[\[}}0.75,   -0.75,   1],
// OUT-NEXT:  [-0.25,   1.5,   0]]
// OUT:      sizes = [3, 5] strides = [5, 1] data =
// OUT-NEXT: {{\[\[}}-1.5,   0.25,   -1.25,   0.5,   -1],
// OUT-NEXT:  [0.75,   -0.75,   1,   10,   20],
// OUT-NEXT:  [-0.25,   1.5,   0,   -1.5,   0.25]]
// OUT:      sizes = [2, 2] strides = [2, 1] data =
// OUT-NEXT: {{\[\[}}-0.75,   -0.5],
// OUT-NEXT:  [1.5,   -1.5]]
func.func @main(%x: tensor<?x5xf32>, %start: tensor<i32>) -> (tensor<2x3xf32>, tensor<?x5xf32>, tensor<?x2xf32>) {
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c4 = stablehlo.constant dense<4> : tensor<i32>
  %ds = stablehlo.dynamic_slice %x, %c1, %start, sizes = [2, 3] : (tensor<?x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %u = stablehlo.constant dense<[[10.0, 20.0]]> : tensor<1x2xf32>
  %dus = stablehlo.dynamic_update_slice %x, %u, %c1, %c4 : (tensor<?x5xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<?x5xf32>
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x5xf32>) -> tensor<i32>
  %n1 = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %five = stablehlo.constant dense<5> : tensor<1xi32>
  %limit = stablehlo.concatenate %n1, %five, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %s = stablehlo.constant dense<[1, 1]> : tensor<2xi32>
  %st = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %r = stablehlo.real_dynamic_slice %x, %s, %limit, %st : (tensor<?x5xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x2xf32>
  return %ds, %dus, %r : tensor<2x3xf32>, tensor<?x5xf32>, tensor<?x2xf32>
}
