// -linalg-morph-ops moves linalg ops between their named, category (linalg.elementwise) and
// generic forms.
// RUN: jopt %s -linalg-morph-ops=named-to-category | jfilecheck %s --check-prefix=CATEGORY
// RUN: jopt %s -linalg-morph-ops=category-to-generic | jfilecheck %s --check-prefix=GENERIC
// RUN: jopt %s -linalg-morph-ops=named-to-generic | jfilecheck %s --check-prefix=GENERIC
// RUN: jopt %s -linalg-morph-ops=named-to-generic | jopt -linalg-morph-ops=generic-to-named | jfilecheck %s --check-prefix=NAMED

// CATEGORY-LABEL: func.func @ops
// CATEGORY: linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CATEGORY: linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// linalg.max's category kind is max_signed: MLIR 22 leaves it named.
// CATEGORY: linalg.max ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>)
// CATEGORY: linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg3, %arg0, %arg1 : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>)
// CATEGORY: linalg.matmul
// CATEGORY: linalg.elementwise kind=#linalg.elementwise_kind<negf> ins(%arg4 : memref<4x8xf32>) outs(%arg4 : memref<4x8xf32>)

// GENERIC-LABEL: func.func @ops
// GENERIC-NOT: linalg.exp
// GENERIC-NOT: linalg.elementwise
// GENERIC-NOT: linalg.matmul
// GENERIC: math.exp
// GENERIC: arith.addf
// GENERIC: arith.maximumf
// GENERIC: arith.select
// GENERIC: arith.subf
// GENERIC: arith.mulf
// GENERIC: arith.addf
// GENERIC: arith.negf

// NAMED-LABEL: func.func @ops
// NAMED: linalg.exp ins
// NAMED: linalg.add ins
// NAMED: linalg.sub ins
// NAMED: linalg.matmul ins
func.func @ops(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>, %p: tensor<4x8xi1>, %m: memref<4x8xf32>, %w: tensor<8x8xf32>)
    -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.exp ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.max ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = linalg.select ins(%p, %a, %b : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = linalg.matmul ins(%a, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.negf ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>)
  return %0, %1, %2, %3, %4, %5 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}
