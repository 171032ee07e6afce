// vector.contract with vector-contract-lowering=outerproduct: matmuls in several layouts, matvec,
// batch (unrolled), mixed-type (i8 and f16 operands, wider accumulators), masked (vector.mask with
// 2-D and 3-D create_mask) and a non-add kind, JIT-run; the printed values are mlir-runner 22's.
// RUN: jopt %s -convert-vector-to-scf -convert-scf-to-cf -convert-vector-to-llvm=vector-contract-lowering=outerproduct -convert-to-llvm -reconcile-unrealized-casts | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: ( ( ( 4 ) ), ( ( 9 ) ) )
// CHECK-NEXT: ( ( 7, 11, 6, 3 ), ( 16, 23, 15, 12 ) )
// CHECK-NEXT: ( ( 7.5, 10 ), ( 8, 10 ), ( 10, 14 ) )
// CHECK-NEXT: ( 15, 25, 32, 38 )
// CHECK-NEXT: ( 11, 19, 30, 40 )
// CHECK-NEXT: ( ( 1, 2, 3, 0 ), ( 4, 5, 9, 0 ) )
// CHECK-NEXT: ( ( ( 2 ) ), ( ( 1 ) ) )
// CHECK-NEXT: ( ( 6, 9, 3, 4 ), ( 12, 18, 6, 10 ) )
// CHECK-NEXT: ( ( 320, 323 ), ( -9956, -9949 ) )
// CHECK-NEXT: ( ( ( 3 ) ), ( ( 8 ) ) )
// CHECK-NEXT: ( ( 8.5, 11.25 ), ( 16.75, 22.25 ) )
// CHECK-NEXT: ( ( 2.5, 3.25 ), ( 4.75, 6.25 ) )

#bmm = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>]
#mt = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
#tt = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>]
#mv = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>]
#mm = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
func.func @entry() {
  %ba = arith.constant dense<[[[1.0, 2.0]], [[3.0, 4.0]]]> : vector<2x1x2xf32>
  %bb = arith.constant dense<[[[1.0], [1.0]], [[2.0], [0.5]]]> : vector<2x2x1xf32>
  %bc = arith.constant dense<1.0> : vector<2x1x1xf32>
  %2 = vector.contract {indexing_maps = #bmm, iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %ba, %bb, %bc : vector<2x1x2xf32>, vector<2x2x1xf32> into vector<2x1x1xf32>
  vector.print %2 : vector<2x1x1xf32>
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %b = arith.constant dense<[[1, 0, 2], [0, 1, 3], [1, 1, 1], [2, 2, -1]]> : vector<4x3xi32>
  %c = arith.constant dense<0> : vector<2x4xi32>
  %3 = vector.contract {indexing_maps = #mt, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xi32>, vector<4x3xi32> into vector<2x4xi32>
  vector.print %3 : vector<2x4xi32>
  %ta = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : vector<3x2xf32>
  %tb = arith.constant dense<[[1.0, 0.0, 2.0], [0.5, 1.0, 1.0], [1.0, 1.0, 1.0]]> : vector<3x3xf32>
  %tc = arith.constant dense<0.0> : vector<3x2xf32>
  %4 = vector.contract {indexing_maps = #tt, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %ta, %tb, %tc : vector<3x2xf32>, vector<3x3xf32> into vector<3x2xf32>
  vector.print %4 : vector<3x2xf32>
  %v = arith.constant dense<[1.0, -1.0, 2.0]> : vector<3xf32>
  %vc = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : vector<4xf32>
  %bf = arith.sitofp %b : vector<4x3xi32> to vector<4x3xf32>
  %5 = vector.contract {indexing_maps = #mv, iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %bf, %v, %vc : vector<4x3xf32>, vector<3xf32> into vector<4xf32>
  vector.print %5 : vector<4xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %mm = vector.create_mask %c3, %c2 : vector<4x3xi1>
  %6 = vector.mask %mm { vector.contract {indexing_maps = #mv, iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %bf, %v, %vc : vector<4x3xf32>, vector<3xf32> into vector<4xf32> } : vector<4x3xi1> -> vector<4xf32>
  vector.print %6 : vector<4xf32>
  %m3 = vector.create_mask %c2, %c3, %c2 : vector<2x4x3xi1>
  %7 = vector.mask %m3 { vector.contract {indexing_maps = #mt, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xi32>, vector<4x3xi32> into vector<2x4xi32> } : vector<2x4x3xi1> -> vector<2x4xi32>
  vector.print %7 : vector<2x4xi32>
  %bm = vector.create_mask %c2, %c2, %c2, %c2 : vector<2x1x1x2xi1>
  %mb = vector.constant_mask [1, 1, 1, 1] : vector<2x1x1x2xi1>
  %8 = vector.mask %mb { vector.contract {indexing_maps = #bmm, iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %ba, %bb, %bc : vector<2x1x2xf32>, vector<2x2x1xf32> into vector<2x1x1xf32> } : vector<2x1x1x2xi1> -> vector<2x1x1xf32>
  vector.print %8 : vector<2x1x1xf32>
  %9 = vector.contract {indexing_maps = #mt, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxsi>} %a, %b, %c : vector<2x3xi32>, vector<4x3xi32> into vector<2x4xi32>
  vector.print %9 : vector<2x4xi32>
  call @mixed() : () -> ()
  return
}

func.func @mixed() {
  %ia = arith.constant dense<[[1, 2, 3], [3, 4, -100]]> : vector<2x3xi8>
  %ib = arith.constant dense<[[5, 6], [7, 8], [100, 100]]> : vector<3x2xi8>
  %ic = arith.constant dense<1> : vector<2x2xi32>
  %1 = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %ia, %ib, %ic : vector<2x3xi8>, vector<3x2xi8> into vector<2x2xi32>
  vector.print %1 : vector<2x2xi32>
  %ba = arith.constant dense<[[[1.0, 2.0]], [[3.0, 4.0]]]> : vector<2x1x2xf32>
  %bb = arith.constant dense<[[[1.0], [1.0]], [[2.0], [0.5]]]> : vector<2x2x1xf32>
  %bc = arith.constant dense<0.0> : vector<2x1x1xf32>
  %2 = vector.contract {indexing_maps = #bmm, iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %ba, %bb, %bc : vector<2x1x2xf32>, vector<2x2x1xf32> into vector<2x1x1xf32>
  vector.print %2 : vector<2x1x1xf32>
  %ha = arith.constant dense<[[1.5, 2.0], [3.0, 4.0]]> : vector<2x2xf16>
  %hc = arith.constant dense<0.25> : vector<2x2xf32>
  %3 = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %ha, %ha, %hc : vector<2x2xf16>, vector<2x2xf16> into vector<2x2xf32>
  vector.print %3 : vector<2x2xf32>
  %m = vector.constant_mask [2, 2, 1] : vector<2x2x2xi1>
  %4 = vector.mask %m { vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %ha, %ha, %hc : vector<2x2xf16>, vector<2x2xf16> into vector<2x2xf32> } : vector<2x2x2xi1> -> vector<2x2xf32>
  vector.print %4 : vector<2x2xf32>
  return
}
