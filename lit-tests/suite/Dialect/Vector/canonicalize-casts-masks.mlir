// Folds of bitcast and shape_cast of splat constants, create_mask of constants (clamped; scalable
// dims only when negative or vscale * size), shape_cast of broadcasts (a shape_cast of the source when
// it has as many elements) and of order-preserving transposes (MLIR 22). The CHECK lines are mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK: func.func @constant_casts() -> (vector<2xf32>, vector<2xi32>, vector<2x3xi8>, vector<4xi1>, vector<[4]xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<-0.00785732269> : vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<-33686019> : vector<2xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<7> : vector<2x3xi8>
// CHECK-NEXT: %cst_2 = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %cst_3 = arith.constant dense<false> : vector<[4]xi1>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : vector<2xf32>, vector<2xi32>, vector<2x3xi8>, vector<4xi1>, vector<[4]xi1>
// CHECK-NEXT: }
// CHECK: func.func @vscale_mask() -> vector<2x[4]xi1> {
// CHECK-NEXT: %0 = vector.constant_mask [1, 4] : vector<2x[4]xi1>
// CHECK-NEXT: return %0 : vector<2x[4]xi1>
// CHECK-NEXT: }
// CHECK: func.func @shape_cast_sources(%arg0: vector<4xf32>, %arg1: vector<1x6x1xf32>) -> (vector<4xf32>, vector<6xf32>) {
// CHECK-NEXT: %0 = vector.shape_cast %arg1 : vector<1x6x1xf32> to vector<6xf32>
// CHECK-NEXT: return %arg0, %0 : vector<4xf32>, vector<6xf32>
// CHECK-NEXT: }
// CHECK: func.func @shape_cast_of_broadcast(%arg0: vector<3xf32>, %arg1: vector<1xf32>) -> (vector<3x1xf32>, vector<4x1xf32>) {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<3xf32> to vector<3x1xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : vector<1xf32> to vector<4x1xf32>
// CHECK-NEXT: return %0, %1 : vector<3x1xf32>, vector<4x1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @constant_casts() -> (vector<2xf32>, vector<2xi32>, vector<2x3xi8>, vector<4xi1>, vector<[4]xi1>) {
  %h = arith.constant dense<-1.0> : vector<4xf16>
  %a = vector.bitcast %h : vector<4xf16> to vector<2xf32>
  %i = arith.constant dense<-3> : vector<8xi8>
  %b = vector.bitcast %i : vector<8xi8> to vector<2xi32>
  %s = arith.constant dense<7> : vector<6xi8>
  %c = vector.shape_cast %s : vector<6xi8> to vector<2x3xi8>
  %c9 = arith.constant 9 : index
  %d = vector.create_mask %c9 : vector<4xi1>
  %m = arith.constant -4 : index
  %e = vector.create_mask %m : vector<[4]xi1>
  return %a, %b, %c, %d, %e : vector<2xf32>, vector<2xi32>, vector<2x3xi8>, vector<4xi1>, vector<[4]xi1>
}
func.func @vscale_mask() -> vector<2x[4]xi1> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %n = arith.muli %vs, %c4 : index
  %0 = vector.create_mask %c1, %n : vector<2x[4]xi1>
  return %0 : vector<2x[4]xi1>
}
func.func @shape_cast_sources(%v: vector<4xf32>, %w: vector<1x6x1xf32>) -> (vector<4xf32>, vector<6xf32>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  %a = vector.shape_cast %0 : vector<1x4xf32> to vector<4xf32>
  %1 = vector.transpose %w, [2, 1, 0] : vector<1x6x1xf32> to vector<1x6x1xf32>
  %b = vector.shape_cast %1 : vector<1x6x1xf32> to vector<6xf32>
  return %a, %b : vector<4xf32>, vector<6xf32>
}
func.func @shape_cast_of_broadcast(%v: vector<3xf32>, %w: vector<1xf32>) -> (vector<3x1xf32>, vector<4x1xf32>) {
  %0 = vector.broadcast %v : vector<3xf32> to vector<1x3xf32>
  %a = vector.shape_cast %0 : vector<1x3xf32> to vector<3x1xf32>
  %1 = vector.broadcast %w : vector<1xf32> to vector<1x4xf32>
  %b = vector.shape_cast %1 : vector<1x4xf32> to vector<4x1xf32>
  return %a, %b : vector<3x1xf32>, vector<4x1xf32>
}
