// convert-vector-to-llvm folds masked memory ops whose mask is a constant before lowering, as
// mlir-opt 22 does: an all-true maskedload becomes a plain llvm.load, an all-false maskedstore or
// scatter disappears, and an all-false gather (even a 2-D one, before it is unrolled) is its
// pass-through.
// RUN: jopt %s -convert-vector-to-llvm -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @all_true_load(
// CHECK-NOT: masked
// CHECK: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr -> vector<2xf64>
func.func @all_true_load(%m: memref<?xf64>, %i: index, %p: vector<2xf64>) -> vector<2xf64> {
  %all = vector.constant_mask [2] : vector<2xi1>
  %0 = vector.maskedload %m[%i], %all, %p : memref<?xf64>, vector<2xi1>, vector<2xf64> into vector<2xf64>
  return %0 : vector<2xf64>
}

// -----

// CHECK-LABEL: func.func @all_false_stores(
// CHECK-NEXT: return
func.func @all_false_stores(%m: memref<?xi16>, %idx: vector<8xi32>, %v: vector<8xi16>) {
  %c0 = arith.constant 0 : index
  %none = vector.constant_mask [0] : vector<8xi1>
  vector.maskedstore %m[%c0], %none, %v : memref<?xi16>, vector<8xi1>, vector<8xi16>
  vector.scatter %m[%c0][%idx], %none, %v : memref<?xi16>, vector<8xi32>, vector<8xi1>, vector<8xi16>
  return
}

// -----

// CHECK-LABEL: func.func @all_false_gather_2d(
// CHECK-SAME: %{{.*}}: memref<?xf32>, %{{.*}}: vector<2x4xi32>, %[[P:.*]]: vector<2x4xf32>)
// CHECK-NEXT: return %[[P]] : vector<2x4xf32>
func.func @all_false_gather_2d(%m: memref<?xf32>, %idx: vector<2x4xi32>, %p: vector<2x4xf32>) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %none = vector.constant_mask [0, 0] : vector<2x4xi1>
  %0 = vector.gather %m[%c0][%idx], %none, %p : memref<?xf32>, vector<2x4xi32>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
