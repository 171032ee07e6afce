// Vector memory ops under constant masks (MLIR 22): all-true masked/expanding loads and stores become
// vector.load/store, all-false ones are their pass-through or nothing (gather, scatter too); memref.casts
// of the base are bypassed; an all-true transfer mask is dropped. The CHECK lines are mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK: func.func @masked_memory(%arg0: memref<8xi16>, %arg1: vector<8xi16>, %arg2: vector<8xi16>, %arg3: vector<8xindex>) -> (vector<8xi16>, vector<8xi16>, vector<8xi16>, vector<8xi16>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.load %arg0[%c0] : memref<8xi16>, vector<8xi16>
// CHECK-NEXT: %1 = vector.load %arg0[%c0] : memref<8xi16>, vector<8xi16>
// CHECK-NEXT: vector.store %arg2, %arg0[%c0] : memref<8xi16>, vector<8xi16>
// CHECK-NEXT: return %0, %arg1, %1, %arg1 : vector<8xi16>, vector<8xi16>, vector<8xi16>, vector<8xi16>
// CHECK-NEXT: }
// CHECK: func.func @casts_and_full_masks(%arg0: memref<4x4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.load %arg0[%c0, %c0] : memref<4x4xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %0, %arg0[%c0, %c0] : memref<4x4xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.maskedload %arg0[%c0, %c0], %arg2, %arg1 : memref<4x4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true]} : memref<4x4xf32>, vector<4xf32>
// CHECK-NEXT: vector.transfer_write %2, %arg0[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, memref<4x4xf32>
// CHECK-NEXT: return %1, %2 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @masked_memory(%m: memref<8xi16>, %p: vector<8xi16>, %v: vector<8xi16>, %idx: vector<8xindex>) -> (vector<8xi16>, vector<8xi16>, vector<8xi16>, vector<8xi16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %all = vector.constant_mask [8] : vector<8xi1>
  %none = vector.constant_mask [0] : vector<8xi1>
  %z = arith.constant 0 : index
  %empty = vector.create_mask %z : vector<8xi1>
  %a = vector.maskedload %m[%c0], %all, %p : memref<8xi16>, vector<8xi1>, vector<8xi16> into vector<8xi16>
  %b = vector.maskedload %m[%c0], %none, %p : memref<8xi16>, vector<8xi1>, vector<8xi16> into vector<8xi16>
  %c = vector.expandload %m[%c0], %all, %p : memref<8xi16>, vector<8xi1>, vector<8xi16> into vector<8xi16>
  %d = vector.gather %m[%c0][%idx], %empty, %p : memref<8xi16>, vector<8xindex>, vector<8xi1>, vector<8xi16> into vector<8xi16>
  vector.maskedstore %m[%c0], %all, %v : memref<8xi16>, vector<8xi1>, vector<8xi16>
  vector.maskedstore %m[%c2], %none, %v : memref<8xi16>, vector<8xi1>, vector<8xi16>
  vector.compressstore %m[%c0], %none, %v : memref<8xi16>, vector<8xi1>, vector<8xi16>
  vector.scatter %m[%c0][%idx], %none, %v : memref<8xi16>, vector<8xindex>, vector<8xi1>, vector<8xi16>
  return %a, %b, %c, %d : vector<8xi16>, vector<8xi16>, vector<8xi16>, vector<8xi16>
}
func.func @casts_and_full_masks(%m: memref<4x4xf32>, %v: vector<4xf32>, %mask: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %0 = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %a = vector.load %0[%c0, %c0] : memref<?x?xf32>, vector<4xf32>
  vector.store %a, %0[%c0, %c0] : memref<?x?xf32>, vector<4xf32>
  %b = vector.maskedload %0[%c0, %c0], %mask, %v : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %t = arith.constant dense<true> : vector<4xi1>
  %c = vector.transfer_read %m[%c0, %c0], %pad, %t {in_bounds = [true]} : memref<4x4xf32>, vector<4xf32>
  vector.transfer_write %c, %m[%c0, %c0], %t {in_bounds = [true]} : vector<4xf32>, memref<4x4xf32>
  return %b, %c : vector<4xf32>, vector<4xf32>
}
