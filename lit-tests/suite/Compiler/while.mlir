// stablehlo.while becomes scf.while over buffers the loop owns: the initial values are copied in,
// each iteration yields fresh buffers (the limit, carried unchanged, is copied) and frees the ones
// it received; the condition's value is read after its fusion. Run: x doubled until i reaches 5.
// RUN: jopt %s --hlo-to-loops --canonicalize --cse | jfilecheck %s
// RUN: jopt %s '--hlo-to-llvm=runner-main=true runner-batch=3' | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main(%arg0: memref<?xf32>) -> (memref<?xf32>, memref<i32>)
// CHECK:         %[[X:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK:         %[[R:.*]]:3 = scf.while (%[[I:.*]] = %{{.*}}, %[[L:.*]] = %{{.*}}, %[[V:.*]] = %[[X]]) : (memref<i32>, memref<i32>, memref<?xf32>) -> (memref<i32>, memref<i32>, memref<?xf32>) {
// CHECK:           arith.cmpi slt
// CHECK:           scf.condition(%{{.*}}) %[[I]], %[[L]], %[[V]]
// CHECK:         } do {
// CHECK:         ^bb0(%[[BI:.*]]: memref<i32>, %[[BL:.*]]: memref<i32>, %[[BV:.*]]: memref<?xf32>):
// CHECK:           %[[NV:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK:             arith.addf
// CHECK:           memref.dealloc %[[BI]] : memref<i32>
// CHECK-NEXT:      memref.dealloc %[[BL]] : memref<i32>
// CHECK-NEXT:      memref.dealloc %[[BV]] : memref<?xf32>
// CHECK-NEXT:      scf.yield %{{.*}}, %{{.*}}, %[[NV]] : memref<i32>, memref<i32>, memref<?xf32>
// CHECK:         memref.dealloc %[[R]]#1 : memref<i32>
// CHECK-NEXT:    return %[[R]]#2, %[[R]]#0 : memref<?xf32>, memref<i32>

// Inputs -1.5, 0.25, -1.25 (runner-main's pattern), times 32.
// OUT: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// OUT-NEXT: [-48,  8,  -40]
// OUT: rank = 0 offset = 0 sizes = [] strides = [] data =
// OUT-NEXT: [5]
func.func @main(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<i32>) {
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %lim = stablehlo.constant dense<5> : tensor<i32>
  %r:3 = stablehlo.while(%i = %i0, %l = %lim, %v = %x) : tensor<i32>, tensor<i32>, tensor<?xf32>
    cond {
      %c = stablehlo.compare LT, %i, %l : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %i, %one : tensor<i32>
      %d = stablehlo.add %v, %v : tensor<?xf32>
      stablehlo.return %n, %l, %d : tensor<i32>, tensor<i32>, tensor<?xf32>
    }
  return %r#2, %r#0 : tensor<?xf32>, tensor<i32>
}
