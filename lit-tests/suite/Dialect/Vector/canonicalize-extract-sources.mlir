// vector.extract folds through its source (MLIR 22): a shuffle lane, a shape_cast, a strided slice,
// an inserted slice, from_elements; vector results of broadcasts and leading-unit shape_casts become
// broadcasts and shape_casts. The CHECK lines are mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK: func.func @extract_through_ops(%arg0: vector<8xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3x4xf32>, %arg3: vector<6x8xf32>, %arg4: vector<2x4xf32>) -> (f32, f32, vector<4xf32>, f32, f32) {
// CHECK-NEXT: %0 = vector.extract %arg1[1] : f32 from vector<3xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[1] : f32 from vector<8xf32>
// CHECK-NEXT: %2 = vector.extract %arg2[1, 1] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: %3 = vector.extract %arg3[3, 3] : f32 from vector<6x8xf32>
// CHECK-NEXT: %4 = vector.extract %arg4[1, 2] : f32 from vector<2x4xf32>
// CHECK-NEXT: return %0, %1, %2, %3, %4 : f32, f32, vector<4xf32>, f32, f32
// CHECK-NEXT: }
// CHECK: func.func @extract_from_elements(%arg0: i16, %arg1: i16, %arg2: i16, %arg3: i16, %arg4: i16, %arg5: i16) -> (i16, vector<3xi16>) {
// CHECK-NEXT: %0 = vector.from_elements %arg3, %arg4, %arg5 : vector<3xi16>
// CHECK-NEXT: return %arg5, %0 : i16, vector<3xi16>
// CHECK-NEXT: }
// CHECK: func.func @extract_to_broadcast_and_cast(%arg0: vector<1xi32>, %arg1: vector<12xi32>) -> (vector<5xi32>, vector<3x4xi32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<1xi32> to vector<5xi32>
// CHECK-NEXT: %1 = vector.shape_cast %arg1 : vector<12xi32> to vector<3x4xi32>
// CHECK-NEXT: return %0, %1 : vector<5xi32>, vector<3x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @extract_through_ops(%s: vector<8xf32>, %t: vector<3xf32>, %u: vector<2x3x4xf32>, %w: vector<6x8xf32>, %v: vector<2x4xf32>) -> (f32, f32, vector<4xf32>, f32, f32) {
  %0 = vector.shuffle %s, %t [9, 1, 2] : vector<8xf32>, vector<3xf32>
  %a = vector.extract %0[0] : f32 from vector<3xf32>
  %b = vector.extract %0[1] : f32 from vector<3xf32>
  %1 = vector.shape_cast %u : vector<2x3x4xf32> to vector<6x4xf32>
  %c = vector.extract %1[4] : vector<4xf32> from vector<6x4xf32>
  %2 = vector.extract_strided_slice %w {offsets = [1, 2], sizes = [3, 4], strides = [1, 1]} : vector<6x8xf32> to vector<3x4xf32>
  %d = vector.extract %2[2, 1] : f32 from vector<3x4xf32>
  %3 = vector.insert_strided_slice %v, %w {offsets = [3, 1], strides = [1, 1]} : vector<2x4xf32> into vector<6x8xf32>
  %e = vector.extract %3[4, 3] : f32 from vector<6x8xf32>
  return %a, %b, %c, %d, %e : f32, f32, vector<4xf32>, f32, f32
}
func.func @extract_from_elements(%a: i16, %b: i16, %c: i16, %d: i16, %e: i16, %f: i16) -> (i16, vector<3xi16>) {
  %0 = vector.from_elements %a, %b, %c, %d, %e, %f : vector<2x3xi16>
  %x = vector.extract %0[1, 2] : i16 from vector<2x3xi16>
  %y = vector.extract %0[1] : vector<3xi16> from vector<2x3xi16>
  return %x, %y : i16, vector<3xi16>
}
func.func @extract_to_broadcast_and_cast(%s: vector<1xi32>, %t: vector<12xi32>) -> (vector<5xi32>, vector<3x4xi32>) {
  %0 = vector.broadcast %s : vector<1xi32> to vector<2x5xi32>
  %a = vector.extract %0[1] : vector<5xi32> from vector<2x5xi32>
  %1 = vector.shape_cast %t : vector<12xi32> to vector<1x3x4xi32>
  %b = vector.extract %1[0] : vector<3x4xi32> from vector<1x3x4xi32>
  return %a, %b : vector<5xi32>, vector<3x4xi32>
}
