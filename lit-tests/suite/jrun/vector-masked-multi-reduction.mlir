// Masked multi_reductions (over either dim of a 2-D vector) JIT-run; the printed values are
// mlir-runner 22's for the same pipeline.
// RUN: jopt %s -lower-vector-multi-reduction -convert-vector-to-scf -convert-scf-to-cf -convert-vector-to-llvm -convert-to-llvm -reconcile-unrealized-casts | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: ( 6.5, 8.5, 10.5, 0.5 )
// CHECK-NEXT: ( 10, 20, 30 )

func.func @entry() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [-1.0, 0.5, 2.0, 9.0]]> : vector<3x4xf32>
  %m = vector.create_mask %c2, %c3 : vector<3x4xi1>
  %acc4 = arith.constant dense<0.5> : vector<4xf32>
  %acc3 = arith.constant dense<[10.0, 20.0, 30.0]> : vector<3xf32>
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %acc4 [0] : vector<3x4xf32> to vector<4xf32> } : vector<3x4xi1> -> vector<4xf32>
  vector.print %0 : vector<4xf32>
  %1 = vector.mask %m { vector.multi_reduction <maxnumf>, %v, %acc3 [1] : vector<3x4xf32> to vector<3xf32> } : vector<3x4xi1> -> vector<3xf32>
  vector.print %1 : vector<3xf32>
  return
}
