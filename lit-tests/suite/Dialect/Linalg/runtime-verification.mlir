// generate-runtime-verification on linalg ops: a non-empty iteration domain guards checks that every
// operand dimension, at the first and the last iteration, is not negative and fits the operand.
// RUN: jopt %s -generate-runtime-verification | jfilecheck %s

// A 1-d stencil read at i and i + 2 (the input must be two longer), and a transpose on buffers.
func.func @stencil(%a: tensor<?xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i + 2)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : tensor<?xf32>) outs(%o : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @transpose(%a: memref<?x4xf32>, %b: memref<4x?xf32>) {
  linalg.transpose ins(%a : memref<?x4xf32>) outs(%b : memref<4x?xf32>) permutation = [1, 0]
  return
}

// CHECK-LABEL: func.func @stencil(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = tensor.dim %arg1, %c0_0 : tensor<?xf32>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %0 = index.cmp slt(%c0_3, %dim_1)
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: %2 = index.sub %dim_1, %c1
// CHECK-NEXT: %3 = affine.apply #map()[%2]
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %4 = index.mins %3, %c2
// CHECK-NEXT: %5 = index.cmp sge(%4, %c0_2)
// CHECK-NEXT: cf.assert %5, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 + 2)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) {...} -> tensor<?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #0\0ALocation: loc(\22{{.*}}runtime-verification.mlir\22:7:8)"
// CHECK-NEXT: %6 = index.maxs %3, %c2
// CHECK-NEXT: %7 = index.add %6, %c1
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %dim_5 = tensor.dim %arg0, %c0_4 : tensor<?xf32>
// CHECK-NEXT: %8 = index.cmp sle(%7, %dim_5)
// CHECK-NEXT: cf.assert %8, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 + 2)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) {...} -> tensor<?xf32>\0A^ dimension #0 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22{{.*}}runtime-verification.mlir\22:7:8)"
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %9 = index.mins %2, %c0_6
// CHECK-NEXT: %10 = index.cmp sge(%9, %c0_2)
// CHECK-NEXT: cf.assert %10, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 + 2)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) {...} -> tensor<?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #1\0ALocation: loc(\22{{.*}}runtime-verification.mlir\22:7:8)"
// CHECK-NEXT: %11 = index.maxs %2, %c0_6
// CHECK-NEXT: %12 = index.add %11, %c1
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %dim_8 = tensor.dim %arg1, %c0_7 : tensor<?xf32>
// CHECK-NEXT: %13 = index.cmp eq(%12, %dim_8)
// CHECK-NEXT: cf.assert %13, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 + 2)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) {...} -> tensor<?xf32>\0A^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22{{.*}}runtime-verification.mlir\22:7:8)"
// CHECK-NEXT: }
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<?xf32>
// CHECK-NEXT: return %1 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose(%arg0: memref<?x4xf32>, %arg1: memref<4x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c1 : memref<4x?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = index.cmp slt(%c0_3, %c4)
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %1 = index.cmp slt(%c0_4, %dim)
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: %c4_5 = arith.constant 4 : index
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %3 = index.sub %dim, %c1_2
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %4 = index.mins %3, %c0_6
// CHECK-NEXT: %5 = index.cmp sge(%4, %c0_1)
// CHECK-NEXT: cf.assert %5, "ERROR: Runtime op verification failed\0Alinalg.transpose ins(%arg0 : memref<?x4xf32>) outs(%arg1 : memref<4x?xf32>) permutation = [1, 0] \0A^ unexpected negative result on dimension #0 of input/output operand #0\0ALocation: loc(\22{{.*}}runtime-verification.mlir\22:16:3)"
// CHECK-NEXT: %6 = index.maxs %3, %c0_6
// CHECK-NEXT: %7 = index.add %6, %c1_2
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %dim_8 = memref.dim %arg0, %c0_7 : memref<?x4xf32>
// CHECK-NEXT: %8 = index.cmp eq(%7, %dim_8)
// CHECK-NEXT: cf.assert %8, "ERROR: Runtime op verification failed\0Alinalg.transpose ins(%arg0 : memref<?x4xf32>) outs(%arg1 : memref<4x?xf32>) permutation = [1, 0] \0A^ dimension #0 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22{{.*}}runtime-verification.mlir\22:16:3)"
// CHECK-NEXT: %c0_9 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: cf.assert %true, "ERROR: Runtime op verification failed\0Alinalg.transpose ins(%arg0 : memref<?x4xf32>) outs(%arg1 : memref<4x?xf32>) permutation = [1, 0] \0A^ unexpected negative result on dimension #1 of input/output operand #0\0ALocation: loc(\22{{.*}}runtime-verification.mlir\22:16:3)"
// CHECK-NEXT: %idx3_10 = index.constant 3
// CHECK-NEXT: %idx4 = index.constant 4
// CHECK-NEXT: %c1_11 = arith.constant 1 : index
// CHECK-NEXT: %c4_12 = arith.constant 4 : index
// CHECK-NEXT: %true_13 = index.bool.constant true
// CHECK-NEXT: cf.assert %true_13, "ERROR: Runtime op verification failed\0Alinalg.transpose ins(%arg0 : memref<?x4xf32>) outs(%arg1 : memref<4x?xf32>) permutation = [1, 0] \0A^ dimension #1 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22{{.*}}runtime-verification.mlir\22:16:3)"
// CHECK-NEXT: %c0_14 = arith.constant 0 : index
// CHECK-NEXT: %c3_15 = arith.constant 3 : index
// CHECK-NEXT: %idx0_16 = index.constant 0
// CHECK-NEXT: %true_17 = index.bool.constant true
// CHECK-NEXT: cf.assert %true_17, "ERROR: Runtime op verification failed\0Alinalg.transpose ins(%arg0 : memref<?x4xf32>) outs(%arg1 : memref<4x?xf32>) permutation = [1, 0] \0A^ unexpected negative result on dimension #0 of input/output operand #1\0ALocation: loc(\22{{.*}}runtime-verification.mlir\22:16:3)"
// CHECK-NEXT: %idx3_18 = index.constant 3
// CHECK-NEXT: %idx4_19 = index.constant 4
// CHECK-NEXT: %c0_20 = arith.constant 0 : index
// CHECK-NEXT: %c4_21 = arith.constant 4 : index
// CHECK-NEXT: %true_22 = index.bool.constant true
// CHECK-NEXT: cf.assert %true_22, "ERROR: Runtime op verification failed\0Alinalg.transpose ins(%arg0 : memref<?x4xf32>) outs(%arg1 : memref<4x?xf32>) permutation = [1, 0] \0A^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22{{.*}}runtime-verification.mlir\22:16:3)"
// CHECK-NEXT: %c0_23 = arith.constant 0 : index
// CHECK-NEXT: %9 = index.mins %3, %c0_23
// CHECK-NEXT: %10 = index.cmp sge(%9, %c0_1)
// CHECK-NEXT: cf.assert %10, "ERROR: Runtime op verification failed\0Alinalg.transpose ins(%arg0 : memref<?x4xf32>) outs(%arg1 : memref<4x?xf32>) permutation = [1, 0] \0A^ unexpected negative result on dimension #1 of input/output operand #1\0ALocation: loc(\22{{.*}}runtime-verification.mlir\22:16:3)"
// CHECK-NEXT: %11 = index.maxs %3, %c0_23
// CHECK-NEXT: %12 = index.add %11, %c1_2
// CHECK-NEXT: %c1_24 = arith.constant 1 : index
// CHECK-NEXT: %dim_25 = memref.dim %arg1, %c1_24 : memref<4x?xf32>
// CHECK-NEXT: %13 = index.cmp eq(%12, %dim_25)
// CHECK-NEXT: cf.assert %13, "ERROR: Runtime op verification failed\0Alinalg.transpose ins(%arg0 : memref<?x4xf32>) outs(%arg1 : memref<4x?xf32>) permutation = [1, 0] \0A^ dimension #1 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22{{.*}}runtime-verification.mlir\22:16:3)"
// CHECK-NEXT: }
// CHECK-NEXT: linalg.transpose ins(%arg0 : memref<?x4xf32>) outs(%arg1 : memref<4x?xf32>) permutation = [1, 0]
// CHECK-NEXT: return
// CHECK-NEXT: }
