// Contractions that no layout pattern takes are unrolled one dimension at a time, as mlir-opt 22's
// ContractionOpLowering does: a reduction over two dimensions into a scalar chains 1-D dot products
// through the accumulator; a column-major matmul (k, n) x (m, k) -> (n, m) unrolls its free lhs
// dimension first (result rows gathered at a non-leading index), then the rhs's. With
// vector-contract-lowering=llvmintr the same unrolling stands in for the dot lowering.
// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s
// RUN: jopt %s -convert-vector-to-llvm=vector-contract-lowering=llvmintr | jfilecheck %s --check-prefix=INTR

func.func @sum2d(%a: vector<2x3xi32>, %b: vector<2x3xi32>, %c: i32) -> i32 {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xi32>, vector<2x3xi32> into i32
  return %0 : i32
}

// CHECK-LABEL: func.func @sum2d(
// CHECK: %[[L0:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<3xi32>>
// CHECK: %[[R0:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<3xi32>>
// CHECK: %[[M0:.*]] = arith.muli %[[L0]], %[[R0]] : vector<3xi32>
// CHECK: %[[S0:.*]] = "llvm.intr.vector.reduce.add"(%[[M0]]) : (vector<3xi32>) -> i32
// CHECK: %[[A0:.*]] = llvm.add %arg2, %[[S0]] : i32
// CHECK: %[[M1:.*]] = arith.muli %{{.*}}, %{{.*}} : vector<3xi32>
// CHECK: %[[S1:.*]] = "llvm.intr.vector.reduce.add"(%[[M1]]) : (vector<3xi32>) -> i32
// CHECK: %[[A1:.*]] = llvm.add %[[A0]], %[[S1]] : i32
// CHECK: return %[[A1]] : i32

func.func @colmajor(%a: vector<2x3xf32>, %b: vector<4x2xf32>, %c: vector<3x4xf32>) -> vector<3x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, i)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<4x2xf32> into vector<3x4xf32>
  return %0 : vector<3x4xf32>
}

// 12 dot products of two elements each, no contraction left.
// CHECK-LABEL: func.func @colmajor(
// CHECK-COUNT-12: "llvm.intr.vector.reduce.fadd"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NOT: vector.contract
// CHECK: return

// INTR-LABEL: func.func @sum2d(
// INTR-COUNT-2: "llvm.intr.vector.reduce.add"
// INTR-LABEL: func.func @colmajor(
// INTR-COUNT-12: "llvm.intr.vector.reduce.fadd"
// INTR-NOT: vector.contract
