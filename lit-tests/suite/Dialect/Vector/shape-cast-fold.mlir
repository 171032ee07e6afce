// vector.shape_cast folds: a cast to its own type is its source, a cast of a cast casts the first
// source. The output is mlir-opt 22's.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: vector<2x3xf32>) -> (vector<6xf32>, vector<2x3xf32>) {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
// CHECK-NEXT: return %0, %arg0 : vector<6xf32>, vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%v: vector<2x3xf32>) -> (vector<6xf32>, vector<2x3xf32>) {
  %0 = vector.shape_cast %v : vector<2x3xf32> to vector<3x2xf32>
  %1 = vector.shape_cast %0 : vector<3x2xf32> to vector<6xf32>
  %2 = vector.shape_cast %v : vector<2x3xf32> to vector<2x3xf32>
  return %1, %2 : vector<6xf32>, vector<2x3xf32>
}
