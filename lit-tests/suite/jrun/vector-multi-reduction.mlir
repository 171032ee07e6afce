// vector.multi_reduction (2-D over either dim, full, 3-D) lowered by -lower-vector-multi-reduction
// and JIT-run; the printed values are mlir-runner 22's for the same pipeline.
// RUN: jopt %s -lower-vector-multi-reduction -convert-vector-to-scf -convert-scf-to-cf -convert-vector-to-llvm -convert-to-llvm -reconcile-unrealized-casts | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s
// RUN: jopt %s -lower-vector-multi-reduction=lowering-strategy=inner-reduction -convert-vector-to-scf -convert-scf-to-cf -convert-vector-to-llvm -convert-to-llvm -reconcile-unrealized-casts | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: ( 5.5, 9, 12.5, 21.5 )
// CHECK-NEXT: ( 4, 8, 9 )
// CHECK-NEXT: -362880
// CHECK-NEXT: ( 114, 222 )

func.func @entry() {
  %v = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [-1.0, 0.5, 2.0, 9.0]]> : vector<3x4xf32>
  %acc4 = arith.constant dense<[0.5, 0.5, 0.5, 0.5]> : vector<4xf32>
  %acc3 = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %0 = vector.multi_reduction <add>, %v, %acc4 [0] : vector<3x4xf32> to vector<4xf32>
  vector.print %0 : vector<4xf32>
  %1 = vector.multi_reduction <maxnumf>, %v, %acc3 [1] : vector<3x4xf32> to vector<3xf32>
  vector.print %1 : vector<3xf32>
  %s = arith.constant 1.0 : f32
  %2 = vector.multi_reduction <mul>, %v, %s [0, 1] : vector<3x4xf32> to f32
  vector.print %2 : f32
  %i = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : vector<2x2x2xi32>
  %ia = arith.constant dense<[100, 200]> : vector<2xi32>
  %3 = vector.multi_reduction <add>, %i, %ia [0, 2] : vector<2x2x2xi32> to vector<2xi32>
  vector.print %3 : vector<2xi32>
  return
}
