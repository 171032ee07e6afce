// MLIR 22: linalg.fill takes a scalar exactly of the output's element type (no implicit
// conversion; its body yields the value as is), and the matmul family's
// cast = #linalg.type_fn<cast_unsigned> converts operands as unsigned when generalized.
// RUN: jopt %s -split-input-file -verify-diagnostics
// RUN: jopt %s -split-input-file -verify-diagnostics -linalg-generalize-named-ops 2>&1 | jfilecheck %s

func.func @narrower(%o: tensor<5xi64>, %v: i8) -> tensor<5xi64> {
  // expected-error@+1 {{'linalg.fill' op expected fill value type ('i8') to match output element type ('i64')}}
  %r = linalg.fill ins(%v : i8) outs(%o : tensor<5xi64>) -> tensor<5xi64>
  return %r : tensor<5xi64>
}

// -----

func.func @shaped_value(%o: memref<5x2xf32>, %v: memref<2xf32>) {
  // expected-error@+1 {{expected op with scalar input}}
  linalg.fill ins(%v : memref<2xf32>) outs(%o : memref<5x2xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @unsigned_matmul
// CHECK:       ^bb0(%[[A:.*]]: i8, %[[B:.*]]: f16, %[[C:.*]]: i32):
// CHECK-NEXT:    %[[X:.*]] = arith.extui %[[A]] : i8 to i32
// CHECK-NEXT:    %[[Y:.*]] = arith.fptoui %[[B]] : f16 to i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[X]], %[[Y]] : i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[C]], %[[M]] : i32
// CHECK-NEXT:    linalg.yield %[[S]] : i32
func.func @unsigned_matmul(%a: tensor<3x4xi8>, %b: tensor<4x5xf16>, %c: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %r = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<3x4xi8>, tensor<4x5xf16>) outs(%c : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %r : tensor<3x5xi32>
}
