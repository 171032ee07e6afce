// RUN: jopt %s -split-input-file -canonicalize | jfilecheck %s

// Ops that only read memory or allocate their own result are dead when unused (MLIR's
// wouldOpBeTriviallyDead); a store is kept, and so is a load that is used.
// CHECK-LABEL: func.func @dead_ops(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:   memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
func.func @dead_ops(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = memref.alloc() : memref<8xf32>
  %2 = memref.alloca() : memref<8xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %3 = memref.load %m[%i] : memref<4xf32>
  return %3 : f32
}

// -----

// Ops with regions count their nested effects (RecursiveMemoryEffects): an unused scf.if that
// only loads goes, one that stores stays.
// CHECK-LABEL: func.func @nested_effects(%arg0: i1, %arg1: memref<4xf32>, %arg2: index, %arg3: f32) {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     memref.store %arg3, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @nested_effects(%c: i1, %m: memref<4xf32>, %i: index, %v: f32) {
  %0 = scf.if %c -> (f32) {
    %a = memref.load %m[%i] : memref<4xf32>
    scf.yield %a : f32
  } else {
    scf.yield %v : f32
  }
  scf.if %c {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  return
}
