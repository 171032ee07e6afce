// An allocation yielded out of affine.if (or shape.assuming) aliases the op's result, so buffer-hoisting
// moves it to where that result is used, as MLIR 22 does through their RegionBranchOpInterface.
// RUN: jopt %s -split-input-file -buffer-hoisting | jfilecheck %s

#never = affine_set<() : (0 >= 0)>
func.func @yielded(%in: memref<8xf32>) -> memref<8xf32> {
  %r = affine.if #never() -> memref<8xf32> {
    %a = memref.alloc() : memref<8xf32>
    affine.yield %a : memref<8xf32>
  } else {
    affine.yield %in : memref<8xf32>
  }
  return %r : memref<8xf32>
}

// CHECK-LABEL: func.func @yielded(%arg0: memref<8xf32>) -> memref<8xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %0 = affine.if #set() -> memref<8xf32> {
// CHECK-NEXT: affine.yield %alloc : memref<8xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %arg0 : memref<8xf32>

// -----

func.func @assuming(%w: !shape.witness) -> memref<3xi8> {
  %r = shape.assuming %w -> memref<3xi8> {
    %a = memref.alloc() : memref<3xi8>
    shape.assuming_yield %a : memref<3xi8>
  }
  return %r : memref<3xi8>
}

// CHECK-LABEL: func.func @assuming(%arg0: !shape.witness) -> memref<3xi8> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xi8>
// CHECK-NEXT: %0 = shape.assuming %arg0 -> (memref<3xi8>) {
// CHECK-NEXT: shape.assuming_yield %alloc : memref<3xi8>
