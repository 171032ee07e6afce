// -canonicalize of memref.dim, as mlir-opt 22: the folder reads a memref.view's size operands and a
// rank-reducing subview's (dropped dimensions are static units: the k-th dynamic result size is the
// k-th dynamic size operand); DimOfMemRefReshape loads the size from the reshape's shape operand,
// right after the reshape (index_cast for an integer shape), only where the index is known to
// dominate the reshape (defined before it in its block, a block argument, or from an enclosing region).
// RUN: jopt %s -canonicalize | jfilecheck %s

// CHECK: module {
// CHECK-LABEL: func.func @view(%arg0: memref<2048xi8>, %arg1: index, %arg2: index, %arg3: index) -> (index, index) {
// CHECK-NEXT: return %arg1, %arg2 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_rank_reducing(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> (index, index) {
// CHECK-NEXT: return %arg2, %arg3 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape(%arg0: memref<?xf32>, %arg1: memref<2xindex>) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c1] : memref<2xindex>
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_i32(%arg0: memref<?xf32>, %arg1: memref<2xi32>, %arg2: index) -> index {
// CHECK-NEXT: %0 = memref.load %arg1[%arg2] : memref<2xi32>
// CHECK-NEXT: %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT: %2 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: memref.store %2, %arg1[%arg2] : memref<2xi32>
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_index_after(%arg0: memref<?xf32>, %arg1: memref<2xindex>, %arg2: index) -> index {
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT: %0 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT: %dim = memref.dim %reshape, %0 : memref<?x?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_in_region(%arg0: memref<?xf32>, %arg1: memref<2xindex>, %arg2: index, %arg3: i1) -> index {
// CHECK-NEXT: %0 = scf.if %arg3 -> (index) {
// CHECK-NEXT: %1 = memref.load %arg1[%arg2] : memref<2xindex>
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_index_in_region(%arg0: memref<?xf32>, %arg1: memref<2xindex>, %arg2: index, %arg3: i1) -> index {
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT: %0 = scf.if %arg3 -> (index) {
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT: %dim = memref.dim %reshape, %1 : memref<?x?xf32>
// CHECK-NEXT: scf.yield %dim : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @view(%m: memref<2048xi8>, %a: index, %b: index, %o: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v = memref.view %m[%o][%a, %b] : memref<2048xi8> to memref<?x4x?xf32>
  %d = memref.dim %v, %c0 : memref<?x4x?xf32>
  %e = memref.dim %v, %c2 : memref<?x4x?xf32>
  return %d, %e : index, index
}
func.func @subview_rank_reducing(%m: memref<?x?x?xf32>, %o: index, %a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[%o, 0, %o] [1, %a, %b] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %d = memref.dim %s, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %e = memref.dim %s, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %d, %e : index, index
}
func.func @reshape(%m: memref<?xf32>, %s: memref<2xindex>) -> index {
  %c1 = arith.constant 1 : index
  %v = memref.reshape %m(%s) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %d = memref.dim %v, %c1 : memref<?x?xf32>
  return %d : index
}
func.func @reshape_i32(%m: memref<?xf32>, %s: memref<2xi32>, %i: index) -> index {
  %v = memref.reshape %m(%s) : (memref<?xf32>, memref<2xi32>) -> memref<?x?xf32>
  %z = arith.index_cast %i : index to i32
  memref.store %z, %s[%i] : memref<2xi32>
  %d = memref.dim %v, %i : memref<?x?xf32>
  return %d : index
}
func.func @reshape_index_after(%m: memref<?xf32>, %s: memref<2xindex>, %i: index) -> index {
  %v = memref.reshape %m(%s) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %j = arith.addi %i, %i : index
  %d = memref.dim %v, %j : memref<?x?xf32>
  return %d : index
}
func.func @reshape_in_region(%m: memref<?xf32>, %s: memref<2xindex>, %i: index, %c: i1) -> index {
  %r = scf.if %c -> index {
    %v = memref.reshape %m(%s) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
    %d = memref.dim %v, %i : memref<?x?xf32>
    scf.yield %d : index
  } else {
    scf.yield %i : index
  }
  return %r : index
}
func.func @reshape_index_in_region(%m: memref<?xf32>, %s: memref<2xindex>, %i: index, %c: i1) -> index {
  %v = memref.reshape %m(%s) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %r = scf.if %c -> index {
    %j = arith.addi %i, %i : index
    %d = memref.dim %v, %j : memref<?x?xf32>
    scf.yield %d : index
  } else {
    scf.yield %i : index
  }
  return %r : index
}
