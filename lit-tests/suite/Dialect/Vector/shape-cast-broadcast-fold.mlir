// -canonicalize rewrites a vector.shape_cast of a vector.broadcast into one broadcast to the cast's
// type when the broadcast's source is a scalar or also broadcasts to that type (MLIR 22's
// ShapeCastBroadcastFolder); otherwise both stay. mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK-NEXT: func.func @s(%arg0: f32) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT: return %0 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @v(%arg0: vector<3xf32>) -> vector<8x3xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<3xf32> to vector<8x3xf32>
// CHECK-NEXT: return %0 : vector<8x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @no(%arg0: vector<3xf32>) -> vector<6x2xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<3xf32> to vector<4x3xf32>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<4x3xf32> to vector<6x2xf32>
// CHECK-NEXT: return %1 : vector<6x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unit(%arg0: vector<1xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<1xf32> to vector<2x3xf32>
// CHECK-NEXT: return %0 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @s(%a: f32) -> vector<2x4xf32> {
  %b = vector.broadcast %a : f32 to vector<8xf32>
  %c = vector.shape_cast %b : vector<8xf32> to vector<2x4xf32>
  return %c : vector<2x4xf32>
}
func.func @v(%a: vector<3xf32>) -> vector<8x3xf32> {
  %b = vector.broadcast %a : vector<3xf32> to vector<2x4x3xf32>
  %c = vector.shape_cast %b : vector<2x4x3xf32> to vector<8x3xf32>
  return %c : vector<8x3xf32>
}
func.func @no(%a: vector<3xf32>) -> vector<6x2xf32> {
  %b = vector.broadcast %a : vector<3xf32> to vector<4x3xf32>
  %c = vector.shape_cast %b : vector<4x3xf32> to vector<6x2xf32>
  return %c : vector<6x2xf32>
}
func.func @unit(%a: vector<1xf32>) -> vector<2x3xf32> {
  %b = vector.broadcast %a : vector<1xf32> to vector<6xf32>
  %c = vector.shape_cast %b : vector<6xf32> to vector<2x3xf32>
  return %c : vector<2x3xf32>
}
