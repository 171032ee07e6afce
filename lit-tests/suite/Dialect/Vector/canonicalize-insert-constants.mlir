// vector.insert and insert_strided_slice of constants into dense constants fold to constants;
// constant insert positions become static; single-element reductions under vector.mask become an
// extract, the combination and a select on the mask lane (MLIR 22). The CHECK lines are mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK: func.func @insert_into_constants() -> (vector<4xi16>, vector<2x2xf32>, vector<2x3xi8>) {
// CHECK-NEXT: %cst = arith.constant dense<[10, 20, 30, -7]> : vector<4xi16>
// CHECK-NEXT: %cst_0 = arith.constant dense<{{\[\[}}0.000000e+00, 0.000000e+00], [1.000000e+00, 2.000000e+00]]> : vector<2x2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<{{\[\[}}5, 5, 5], [5, 1, 2]]> : vector<2x3xi8>
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : vector<4xi16>, vector<2x2xf32>, vector<2x3xi8>
// CHECK-NEXT: }
// CHECK: func.func @insert_dynamic_constant_position(%arg0: vector<4x4xf32>, %arg1: f32) -> vector<4x4xf32> {
// CHECK-NEXT: %0 = vector.insert %arg1, %arg0 [1, 3] : f32 into vector<4x4xf32>
// CHECK-NEXT: return %0 : vector<4x4xf32>
// CHECK-NEXT: }
// CHECK: func.func @masked_single_element_reductions(%arg0: vector<1xi32>, %arg1: i32, %arg2: vector<1xi1>, %arg3: vector<4x1xf32>, %arg4: vector<4xf32>, %arg5: vector<4x1xi1>) -> (i32, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg2[0] : i1 from vector<1xi1>
// CHECK-NEXT: %1 = vector.extract %arg0[0] : i32 from vector<1xi32>
// CHECK-NEXT: %2 = arith.maxsi %1, %arg1 : i32
// CHECK-NEXT: %3 = arith.select %0, %2, %arg1 : i32
// CHECK-NEXT: %4 = vector.shape_cast %arg5 : vector<4x1xi1> to vector<4xi1>
// CHECK-NEXT: %5 = vector.shape_cast %arg3 : vector<4x1xf32> to vector<4xf32>
// CHECK-NEXT: %6 = arith.addf %arg4, %5 : vector<4xf32>
// CHECK-NEXT: %7 = arith.select %4, %6, %5 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: return %3, %7 : i32, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @insert_into_constants() -> (vector<4xi16>, vector<2x2xf32>, vector<2x3xi8>) {
  %d = arith.constant dense<[10, 20, 30, 40]> : vector<4xi16>
  %x = arith.constant -7 : i16
  %a = vector.insert %x, %d [3] : i16 into vector<4xi16>
  %z = arith.constant dense<0.0> : vector<2x2xf32>
  %r = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %b = vector.insert %r, %z [1] : vector<2xf32> into vector<2x2xf32>
  %e = arith.constant dense<5> : vector<2x3xi8>
  %s = arith.constant dense<[[1, 2]]> : vector<1x2xi8>
  %c = vector.insert_strided_slice %s, %e {offsets = [1, 1], strides = [1, 1]} : vector<1x2xi8> into vector<2x3xi8>
  return %a, %b, %c : vector<4xi16>, vector<2x2xf32>, vector<2x3xi8>
}
func.func @insert_dynamic_constant_position(%v: vector<4x4xf32>, %x: f32) -> vector<4x4xf32> {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %0 = vector.insert %x, %v [%c1, %c3] : f32 into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}
func.func @masked_single_element_reductions(%v: vector<1xi32>, %acc: i32, %m: vector<1xi1>, %w: vector<4x1xf32>, %acc2: vector<4xf32>, %m2: vector<4x1xi1>) -> (i32, vector<4xf32>) {
  %0 = vector.mask %m { vector.reduction <maxsi>, %v, %acc : vector<1xi32> into i32 } : vector<1xi1> -> i32
  %1 = vector.mask %m2 { vector.multi_reduction <add>, %w, %acc2 [1] : vector<4x1xf32> to vector<4xf32> } : vector<4x1xi1> -> vector<4xf32>
  return %0, %1 : i32, vector<4xf32>
}
