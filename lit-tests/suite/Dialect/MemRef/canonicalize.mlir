// Folders and canonicalization patterns of memref ops, each with a case that must not fold.
// Expected output is mlir-opt 22's.
// RUN: jopt %s -canonicalize | jfilecheck %s

// memref.dim of a dynamic size reads the size operand of its producer; the alloc left with only a dealloc goes.
// CHECK-LABEL: func.func @dim_of_alloc(%arg0: index) -> index {
// CHECK-NEXT:    return %arg0 : index
// CHECK-NEXT:  }
func.func @dim_of_alloc(%n: index) -> index {
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<2x?xf32>
  %d = memref.dim %a, %c1 : memref<2x?xf32>
  memref.dealloc %a : memref<2x?xf32>
  return %d : index
}

// CHECK-LABEL: func.func @dim_of_alloca(%arg0: index) -> (index, memref<?xf32>) {
// CHECK-NEXT:    %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:    return %arg0, %alloca : index, memref<?xf32>
// CHECK-NEXT:  }
func.func @dim_of_alloca(%n: index) -> (index, memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloca(%n) : memref<?xf32>
  %d = memref.dim %a, %c0 : memref<?xf32>
  return %d, %a : index, memref<?xf32>
}

// CHECK-LABEL: func.func @dim_of_subview(%arg0: memref<?x?xf32>, %arg1: index) -> index {
// CHECK-NEXT:    return %arg1 : index
// CHECK-NEXT:  }
func.func @dim_of_subview(%m: memref<?x?xf32>, %s: index) -> index {
  %c1 = arith.constant 1 : index
  %v = memref.subview %m[0, 0] [4, %s] [1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1]>>
  %d = memref.dim %v, %c1 : memref<4x?xf32, strided<[?, 1]>>
  return %d : index
}

// An unknown index does not fold.
// CHECK-LABEL: func.func @dim_unknown_index(%arg0: memref<4x?xf32>, %arg1: index) -> index {
// CHECK-NEXT:    %dim = memref.dim %arg0, %arg1 : memref<4x?xf32>
// CHECK-NEXT:    return %dim : index
// CHECK-NEXT:  }
func.func @dim_unknown_index(%m: memref<4x?xf32>, %i: index) -> index {
  %d = memref.dim %m, %i : memref<4x?xf32>
  return %d : index
}

// CHECK-LABEL: func.func @cast_same(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:    return %arg0 : memref<4xf32>
// CHECK-NEXT:  }
func.func @cast_same(%m: memref<4xf32>) -> memref<4xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<4xf32>
  return %c : memref<4xf32>
}

// CHECK-LABEL: func.func @cast_chain(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:    return %arg0 : memref<4xf32>
// CHECK-NEXT:  }
func.func @cast_chain(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

// Accesses bypass any memref.cast of a ranked memref, even one to a more static type.
// CHECK-LABEL: func.func @cast_to_static_stays(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:    %0 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @cast_to_static_stays(%m: memref<?xf32>, %i: index) -> f32 {
  %a = memref.cast %m : memref<?xf32> to memref<4xf32>
  %v = memref.load %a[%i] : memref<4xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @accesses_through_cast(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:    %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:    memref.store %0, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:    memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @accesses_through_cast(%m: memref<4xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return %v : f32
}

// Constant sizes become static ones (alignment kept), with a cast back to the original type.
// CHECK-LABEL: func.func @alloc_const(%arg0: index) -> memref<?x4x?xf32> {
// CHECK-NEXT:    %alloc = memref.alloc(%arg0) {alignment = 16 : i64} : memref<3x4x?xf32>
// CHECK-NEXT:    %cast = memref.cast %alloc : memref<3x4x?xf32> to memref<?x4x?xf32>
// CHECK-NEXT:    return %cast : memref<?x4x?xf32>
// CHECK-NEXT:  }
func.func @alloc_const(%n: index) -> memref<?x4x?xf32> {
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c3, %n) {alignment = 16 : i64} : memref<?x4x?xf32>
  return %a : memref<?x4x?xf32>
}

// An alloc only stored into and deallocated is dead.
// CHECK-LABEL: func.func @dead_alloc(%arg0: f32, %arg1: index) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @dead_alloc(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// One that is read stays...
// CHECK-LABEL: func.func @alloc_read_stays(%arg0: index) -> f32 {
// CHECK-NEXT:    %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    %0 = memref.load %alloca[%arg0] : memref<4xf32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @alloc_read_stays(%i: index) -> f32 {
  %a = memref.alloca() : memref<4xf32>
  %v = memref.load %a[%i] : memref<4xf32>
  return %v : f32
}

// ...and so does one stored as a value.
// CHECK-LABEL: func.func @alloc_stored_elsewhere(%arg0: memref<1xmemref<4xf32>>, %arg1: index) {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.store %alloc, %arg0[%arg1] : memref<1xmemref<4xf32>>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @alloc_stored_elsewhere(%m: memref<1xmemref<4xf32>>, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %m[%i] : memref<1xmemref<4xf32>>
  return
}

// CHECK-LABEL: func.func @subview_identity(%arg0: memref<4x8xf32>) -> memref<4x8xf32> {
// CHECK-NEXT:    return %arg0 : memref<4x8xf32>
// CHECK-NEXT:  }
func.func @subview_identity(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  %s = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32>
  return %s : memref<4x8xf32>
}

// CHECK-LABEL: func.func @collapse_expand(%arg0: memref<8xf32>) -> memref<8xf32> {
// CHECK-NEXT:    return %arg0 : memref<8xf32>
// CHECK-NEXT:  }
func.func @collapse_expand(%m: memref<8xf32>) -> memref<8xf32> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %c = memref.collapse_shape %e [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  return %c : memref<8xf32>
}

// CHECK-LABEL: func.func @cast_chain_check(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT:    return %arg0 : memref<?xf32>
// CHECK-NEXT:  }
func.func @cast_chain_check(%m: memref<?xf32>) -> memref<?xf32> {
  %a = memref.cast %m : memref<?xf32> to memref<4xf32>
  %b = memref.cast %a : memref<4xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

// CHECK-LABEL: func.func @dim_of_cast2(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT:    return %dim : index
// CHECK-NEXT:  }
func.func @dim_of_cast2(%m: memref<4x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %a = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %d = memref.dim %a, %c1 : memref<?x?xf32>
  return %d : index
}

// A cast from an unranked memref is not bypassed.
// CHECK-LABEL: func.func @unranked(%arg0: memref<*xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:    %cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT:    %0 = memref.load %cast[%arg1] : memref<?xf32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @unranked(%m: memref<*xf32>, %i: index) -> f32 {
  %a = memref.cast %m : memref<*xf32> to memref<?xf32>
  %v = memref.load %a[%i] : memref<?xf32>
  return %v : f32
}

// Static sizes and ranks fold to constants.
// CHECK-LABEL: func.func @dim_static(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    return %c4 : index
// CHECK-NEXT:  }
func.func @dim_static(%m: memref<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<4x?xf32>
  return %d : index
}

// CHECK-LABEL: func.func @rank(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    return %c2 : index
// CHECK-NEXT:  }
func.func @rank(%m: memref<4x?xf32>) -> index {
  %r = memref.rank %m : memref<4x?xf32>
  return %r : index
}

// dim looks through any cast of a ranked memref, then folds.
// CHECK-LABEL: func.func @dim_of_cast(%arg0: memref<?xf32>) -> index {
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    return %c4 : index
// CHECK-NEXT:  }
func.func @dim_of_cast(%m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.cast %m : memref<?xf32> to memref<4xf32>
  %d = memref.dim %a, %c0 : memref<4xf32>
  return %d : index
}
