// memref.copy folds only casts between ranked memrefs that do not make the type more static:
// the cast to a less static type goes, the cast to a more static one and casts to unranked stay.
// RUN: jopt %s -canonicalize | jfilecheck %s

func.func @k(%a: memref<4xi8>, %b: memref<?xi8>, %e: memref<4xi8>, %f: memref<4xi8>) {
  %c = memref.cast %a : memref<4xi8> to memref<?xi8>
  %d = memref.cast %b : memref<?xi8> to memref<4xi8>
  memref.copy %c, %d : memref<?xi8> to memref<4xi8>
  %ue = memref.cast %e : memref<4xi8> to memref<*xi8>
  %uf = memref.cast %f : memref<4xi8> to memref<*xi8>
  memref.copy %ue, %uf : memref<*xi8> to memref<*xi8>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @k(%arg0: memref<4xi8>, %arg1: memref<?xi8>, %arg2: memref<4xi8>, %arg3: memref<4xi8>) {
// CHECK-NEXT: %cast = memref.cast %arg1 : memref<?xi8> to memref<4xi8>
// CHECK-NEXT: memref.copy %arg0, %cast : memref<4xi8> to memref<4xi8>
// CHECK-NEXT: %cast_0 = memref.cast %arg2 : memref<4xi8> to memref<*xi8>
// CHECK-NEXT: %cast_1 = memref.cast %arg3 : memref<4xi8> to memref<*xi8>
// CHECK-NEXT: memref.copy %cast_0, %cast_1 : memref<*xi8> to memref<*xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
