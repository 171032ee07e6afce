// -linalg-vectorize leaves ops it cannot vectorize unchanged: complex elements (no vector of them)
// and a body with a region op.
// RUN: jopt %s -linalg-vectorize | jfilecheck %s

func.func @c(%a: tensor<4xcomplex<f32>>, %o: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %r = linalg.map { complex.exp } ins(%a : tensor<4xcomplex<f32>>) outs(%o : tensor<4xcomplex<f32>>)
  return %r : tensor<4xcomplex<f32>>
}
func.func @v(%a: memref<4xf32>, %o: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%o : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %c = arith.constant true
    %r = scf.if %c -> f32 {
      scf.yield %x : f32
    } else {
      scf.yield %y : f32
    }
    linalg.yield %r : f32
  }
  return
}

// CHECK-LABEL: func.func @c(
// CHECK-NEXT: %mapped = linalg.map { complex.exp } ins(%arg0 : tensor<4xcomplex<f32>>) outs(%arg1 : tensor<4xcomplex<f32>>)
// CHECK-LABEL: func.func @v(
// CHECK-NEXT: linalg.generic
// CHECK-NOT: vector.
