// convert-vector-to-llvm on 1-D transfers, as mlir-opt 22 lowers them: an out-of-bounds transfer
// gets a mask of the lanes below dim - index (lane indices compared in i32), an in-bounds one
// through a minor identity map becomes a plain or masked llvm load/store; a broadcast map loads
// one element and broadcasts it; a permuted map and dead reads are left alone / erased.
// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @static_oob(%arg0: memref<16xf32>, %arg1: index) -> vector<8xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<16xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %2 = arith.subi %c16, %arg1 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = llvm.mlir.poison : vector<8xi32>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %6 = llvm.insertelement %3, %4[%5 : i32] : vector<8xi32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32>
// CHECK-NEXT: %8 = arith.cmpi sgt, %7, %cst_0 : vector<8xi32>
// CHECK-NEXT: %9 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.getelementptr %9[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %11 = llvm.intr.masked.load %10, %8, %cst {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: return %11 : vector<8xf32>
// CHECK-LABEL: func.func @masked(%arg0: memref<?xi32>, %arg1: index, %arg2: vector<4xi1>) -> vector<4xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %cst = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xi32>
// CHECK-NEXT: %2 = arith.subi %dim, %arg1 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %8 = arith.cmpi sgt, %7, %cst_0 : vector<4xi32>
// CHECK-NEXT: %9 = arith.andi %8, %arg2 : vector<4xi1>
// CHECK-NEXT: %10 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.getelementptr %10[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %12 = llvm.intr.masked.load %11, %9, %cst {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT: return %12 : vector<4xi32>
// CHECK-LABEL: func.func @masked_inb(%arg0: memref<?xi32>, %arg1: index, %arg2: vector<4xi1>, %arg3: vector<4xi32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: llvm.intr.masked.store %arg3, %3, %arg2 {alignment = 4 : i32} : vector<4xi32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT: return
// CHECK-LABEL: func.func @twod(%arg0: memref<?x?xf64>, %arg1: index, %arg2: index, %arg3: vector<4xf64>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf64> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf64>
// CHECK-NEXT: %3 = arith.subi %dim, %arg2 : index
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: %5 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %7 = llvm.insertelement %4, %5[%6 : i32] : vector<4xi32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %9 = arith.cmpi sgt, %8, %cst : vector<4xi32>
// CHECK-NEXT: %10 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mul %1, %11 : i64
// CHECK-NEXT: %13 = llvm.add %12, %0 : i64
// CHECK-NEXT: %14 = llvm.getelementptr %10[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT: llvm.intr.masked.store %arg3, %14, %9 {alignment = 8 : i32} : vector<4xf64>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT: return
// CHECK-LABEL: func.func @bcast(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT: %6 = llvm.add %5, %0 : i64
// CHECK-NEXT: %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %10 = llvm.extractelement %8[%9 : i64] : vector<1xf32>
// CHECK-NEXT: %11 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %13 = llvm.insertelement %10, %11[%12 : i32] : vector<4xf32>
// CHECK-NEXT: %14 = llvm.shufflevector %13, %11 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: return %14 : vector<4xf32>
// CHECK-LABEL: func.func @perm(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %0 = arith.subi %dim, %arg2 : index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT: %2 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %4 = llvm.insertelement %1, %2[%3 : i32] : vector<4xi32>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %6 = arith.cmpi sgt, %5, %cst : vector<4xi32>
// CHECK-NEXT: %7 = vector.transfer_read %arg0[%arg1, %arg2], %cst_0, %6 {in_bounds = [true], permutation_map = #map} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: return %7 : vector<4xf32>
// CHECK-LABEL: func.func @cmask(%arg0: index) -> vector<4xi1> {
// CHECK-NEXT: %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %1 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %3 = llvm.insertelement %0, %1[%2 : i32] : vector<4xi32>
// CHECK-NEXT: %4 = llvm.shufflevector %3, %1 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %5 = arith.cmpi sgt, %4, %cst : vector<4xi32>
// CHECK-NEXT: return %5 : vector<4xi1>
// CHECK-LABEL: func.func @cmask_c() -> vector<4xi1> {
// CHECK-NEXT: %cst = arith.constant dense<[true, true, false, false]> : vector<4xi1>
// CHECK-NEXT: return %cst : vector<4xi1>
// CHECK-LABEL: func.func @zero_d(%arg0: memref<f32>) -> vector<f32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<f32> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<1xf32> to vector<f32>
// CHECK-NEXT: return %3 : vector<f32>

func.func @static_oob(%m: memref<16xf32>, %i: index) -> vector<8xf32> {
  %p = arith.constant 1.5 : f32
  %v = vector.transfer_read %m[%i], %p : memref<16xf32>, vector<8xf32>
  return %v : vector<8xf32>
}
func.func @masked(%m: memref<?xi32>, %i: index, %mk: vector<4xi1>) -> vector<4xi32> {
  %p = arith.constant 7 : i32
  %v = vector.transfer_read %m[%i], %p, %mk : memref<?xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @masked_inb(%m: memref<?xi32>, %i: index, %mk: vector<4xi1>, %w: vector<4xi32>) {
  vector.transfer_write %w, %m[%i], %mk {in_bounds = [true]} : vector<4xi32>, memref<?xi32>
  return
}
func.func @twod(%m: memref<?x?xf64>, %i: index, %j: index, %w: vector<4xf64>) {
  %p = arith.constant 0.0 : f64
  %v = vector.transfer_read %m[%i, %j], %p : memref<?x?xf64>, vector<4xf64>
  vector.transfer_write %w, %m[%i, %j] : vector<4xf64>, memref<?x?xf64>
  return
}
func.func @bcast(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %j], %p {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @perm(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @cmask(%n: index) -> vector<4xi1> {
  %m = vector.create_mask %n : vector<4xi1>
  return %m : vector<4xi1>
}
func.func @cmask_c() -> vector<4xi1> {
  %c2 = arith.constant 2 : index
  %m = vector.create_mask %c2 : vector<4xi1>
  return %m : vector<4xi1>
}
func.func @zero_d(%m: memref<f32>) -> vector<f32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[], %p : memref<f32>, vector<f32>
  return %v : vector<f32>
}
