// vector.from_elements canonicalization (MLIR 22): one value repeated is a broadcast; elements
// extracted in order from one vector, covering a trailing block of it, are a shape_cast of that block.
// The CHECK lines are mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK: func.func @splat_elements(%arg0: i64, %arg1: i64) -> (vector<3xi64>, vector<2x2xi64>, vector<i64>, vector<2xi64>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : i64 to vector<3xi64>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : i64 to vector<2x2xi64>
// CHECK-NEXT: %2 = vector.broadcast %arg0 : i64 to vector<i64>
// CHECK-NEXT: %3 = vector.from_elements %arg0, %arg1 : vector<2xi64>
// CHECK-NEXT: return %0, %1, %2, %3 : vector<3xi64>, vector<2x2xi64>, vector<i64>, vector<2xi64>
// CHECK-NEXT: }
// CHECK: func.func @elements_of_one_vector(%arg0: vector<3x2xf16>, %arg1: vector<4xf16>) -> (vector<2xf16>, vector<2x2xf16>, vector<2xf16>) {
// CHECK-NEXT: %0 = vector.extract %arg0[2] : vector<2xf16> from vector<3x2xf16>
// CHECK-NEXT: %1 = vector.extract %arg1[0] : f16 from vector<4xf16>
// CHECK-NEXT: %2 = vector.extract %arg1[1] : f16 from vector<4xf16>
// CHECK-NEXT: %3 = vector.shape_cast %arg1 : vector<4xf16> to vector<2x2xf16>
// CHECK-NEXT: %4 = vector.from_elements %2, %1 : vector<2xf16>
// CHECK-NEXT: return %0, %3, %4 : vector<2xf16>, vector<2x2xf16>, vector<2xf16>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @splat_elements(%x: i64, %y: i64) -> (vector<3xi64>, vector<2x2xi64>, vector<i64>, vector<2xi64>) {
  %a = vector.from_elements %x, %x, %x : vector<3xi64>
  %b = vector.from_elements %y, %y, %y, %y : vector<2x2xi64>
  %c = vector.from_elements %x : vector<i64>
  %d = vector.from_elements %x, %y : vector<2xi64>
  return %a, %b, %c, %d : vector<3xi64>, vector<2x2xi64>, vector<i64>, vector<2xi64>
}
func.func @elements_of_one_vector(%v: vector<3x2xf16>, %w: vector<4xf16>) -> (vector<2xf16>, vector<2x2xf16>, vector<2xf16>) {
  %0 = vector.extract %v[2, 0] : f16 from vector<3x2xf16>
  %1 = vector.extract %v[2, 1] : f16 from vector<3x2xf16>
  %a = vector.from_elements %0, %1 : vector<2xf16>
  %2 = vector.extract %w[0] : f16 from vector<4xf16>
  %3 = vector.extract %w[1] : f16 from vector<4xf16>
  %4 = vector.extract %w[2] : f16 from vector<4xf16>
  %5 = vector.extract %w[3] : f16 from vector<4xf16>
  %b = vector.from_elements %2, %3, %4, %5 : vector<2x2xf16>
  %c = vector.from_elements %3, %2 : vector<2xf16>
  return %a, %b, %c : vector<2xf16>, vector<2x2xf16>, vector<2xf16>
}
