// replica_id and partition_id compiled: compiled code runs as one process, replica 0 of partition 0,
// as the interpreter's default run (both are ui32, compiled as bits); the collectives stay named
// errors.
// RUN: jopt %s --hlo-to-llvm=runner-main=true | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jtranslate --interpret %s --args="[dense<[-6, 1, -5]> : tensor<3xi32>]" | jfilecheck %s --check-prefix=INTERP

// CHECK:      sizes = [3] strides = [1] data =
// CHECK-NEXT: [-6,  1,  -5]
// CHECK:      rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [0]
// INTERP:      tensor<3xi32> {
// INTERP-NEXT:   [-6, 1, -5]
// INTERP:      tensor<ui32> {0}

func.func @main(%x: tensor<3xi32>) -> (tensor<3xi32>, tensor<ui32>) {
  %r = stablehlo.replica_id : tensor<ui32>
  %p = stablehlo.partition_id : tensor<ui32>
  %s = stablehlo.add %r, %p : tensor<ui32>
  %i = stablehlo.bitcast_convert %s : (tensor<ui32>) -> tensor<i32>
  %b = stablehlo.broadcast_in_dim %i, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %0 = stablehlo.add %x, %b : tensor<3xi32>
  return %0, %p : tensor<3xi32>, tensor<ui32>
}
