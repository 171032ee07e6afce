// -affine-loop-invariant-code-motion: innermost loops first, body ops that use neither the induction
// variable, the iteration arguments nor a value that stays move before the loop; loads/stores move
// when no other op in the loop writes the memref (nor reads it, for a store);
// memref.store/memref.copy count as writes; side-effecting ops stay.
// RUN: jopt %s '-affine-loop-invariant-code-motion' | jfilecheck %s

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: #set = affine_set<(d0, d1) : (d1 - d0 >= 0)>
// CHECK-LABEL: func.func @both() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %cst, %cst_0 : f32
// CHECK-NEXT: affine.for %arg0 = 0 to 10 {
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg0 = 0 to 10 {
// CHECK-NEXT: affine.store %0, %alloc[%arg0] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @apply_store() -> memref<10xf32> {
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: affine.for %arg0 = 0 to 10 {
// CHECK-NEXT: %0 = affine.apply #map(%arg0)
// CHECK-NEXT: affine.store %cst, %alloc[%0] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %alloc : memref<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inner_reduction(%arg0: memref<10xindex>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 30 {
// CHECK-NEXT: %0 = affine.for %arg2 = 0 to 10 iter_args(%arg3 = %arg1) -> (index) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg2] : memref<10xindex>
// CHECK-NEXT: %2 = arith.addi %arg3, %1 : index
// CHECK-NEXT: affine.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 20 {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nothing() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<11xf32>
// CHECK-NEXT: affine.for %arg0 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg0] : memref<10xf32>
// CHECK-NEXT: %1 = affine.load %alloc_0[%arg0] : memref<11xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %alloc[%arg0] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @in_if() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: %cst = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: affine.for %arg0 = 0 to 10 {
// CHECK-NEXT: %0 = affine.apply #map(%arg0)
// CHECK-NEXT: affine.if #set(%arg0, %0) {
// CHECK-NEXT: %1 = arith.addf %cst, %cst : f32
// CHECK-NEXT: affine.store %1, %alloc[%arg0] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg0 = 0 to 10 {
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: affine.if #set(%arg0, %arg0) {
// CHECK-NEXT: %0 = arith.addf %cst, %cst : f32
// CHECK-NEXT: %1 = affine.load %alloc[%arg0] : memref<10xf32>
// CHECK-NEXT: affine.if #set(%arg0, %arg0) {
// CHECK-NEXT: affine.store %0, %alloc[%arg1] : memref<10xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = affine.load %alloc[%arg0] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @stores() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %cst, %cst_0 : f32
// CHECK-NEXT: %1 = arith.mulf %cst, %cst : f32
// CHECK-NEXT: affine.for %arg0 = 0 to 10 {
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: affine.store %1, %alloc[%arg1] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg0] : memref<10xf32>
// CHECK-NEXT: %2 = affine.load %alloc[%arg0] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg0 = 0 to 10 {
// CHECK-NEXT: %2 = affine.load %alloc[%arg0] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg0 = 0 to 10 {
// CHECK-NEXT: %2 = affine.load %alloc[%arg0] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @side_effects(%arg0: memref<10xf32>, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.divsi %c0, %c0 : index
// CHECK-NEXT: %1 = affine.for %arg2 = 0 to 4 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT: %2 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %2 = affine.load %arg0[%c0] : memref<10xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %arg0[%c0] : memref<10xf32>
// CHECK-NEXT: func.call @ext() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (10) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: scf.for %arg3 = %arg2 to %arg2 step %arg2 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @ext()
// CHECK-NEXT: }

func.func @both() {
  %m = memref.alloc() : memref<10xf32>
  %a = arith.constant 7.0 : f32
  %b = arith.constant 8.0 : f32
  affine.for %i = 0 to 10 {
    %v = arith.addf %a, %b : f32
    affine.for %j = 0 to 10 {
      affine.store %v, %m[%i] : memref<10xf32>
    }
  }
  return
}
func.func @apply_store() -> memref<10xf32> {
  %a = arith.constant 7.0 : f32
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %t = affine.apply affine_map<(d1) -> (d1 + 1)>(%i)
    affine.store %a, %m[%t] : memref<10xf32>
  }
  return %m : memref<10xf32>
}
func.func @inner_reduction(%m : memref<10xindex>) {
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 30 {
      %v = affine.for %k = 0 to 10 iter_args (%acc = %j) -> index {
        %l = affine.load %m[%k] : memref<10xindex>
        %n = arith.addi %acc, %l : index
        affine.yield %n : index
      }
    }
  }
  return
}
func.func @nothing() {
  %m1 = memref.alloc() : memref<10xf32>
  %m2 = memref.alloc() : memref<11xf32>
  affine.for %i = 0 to 10 {
    %x = affine.load %m1[%i] : memref<10xf32>
    %y = affine.load %m2[%i] : memref<11xf32>
    %z = arith.addf %x, %y : f32
    affine.store %z, %m1[%i] : memref<10xf32>
  }
  return
}
func.func @in_if() {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 8.0 : f32
  affine.for %i = 0 to 10 {
    %t = affine.apply affine_map<(d1) -> (d1 + 1)>(%i)
    affine.if affine_set<(d0, d1) : (d1 - d0 >= 0)> (%i, %t) {
      %s = arith.addf %c, %c : f32
      affine.store %s, %m[%i] : memref<10xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if affine_set<(d0, d1) : (d1 - d0 >= 0)> (%i, %i) {
        %s = arith.addf %c, %c : f32
        %l = affine.load %m[%i] : memref<10xf32>
        affine.if affine_set<(d0, d1) : (d1 - d0 >= 0)> (%i, %i) {
          affine.store %s, %m[%j] : memref<10xf32>
        } else {
          %l2 = affine.load %m[%i] : memref<10xf32>
        }
      }
    }
  }
  return
}
func.func @stores() {
  %m = memref.alloc() : memref<10xf32>
  %a = arith.constant 7.0 : f32
  %b = arith.constant 8.0 : f32
  affine.for %i = 0 to 10 {
    %v = arith.addf %a, %b : f32
    affine.for %j = 0 to 10 {
      %w = arith.mulf %a, %a : f32
      affine.store %w, %m[%j] : memref<10xf32>
      affine.store %v, %m[%i] : memref<10xf32>
      %l = affine.load %m[%i] : memref<10xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %l1 = affine.load %m[%j] : memref<10xf32>
      %l2 = affine.load %m[%i] : memref<10xf32>
    }
  }
  return
}
func.func @side_effects(%m: memref<10xf32>, %f: f32) {
  affine.for %i = 0 to 10 {
    %c0 = arith.constant 0 : index
    %v = affine.load %m[%c0] : memref<10xf32>
    %a = memref.alloc() : memref<4xf32>
    memref.store %f, %m[%c0] : memref<10xf32>
    func.call @ext() : () -> ()
    %d = arith.divsi %c0, %c0 : index
    %r = affine.for %k = 0 to 4 iter_args(%x = %f) -> f32 {
      %y = arith.addf %x, %x : f32
      affine.yield %y : f32
    }
  }
  affine.for %i = 0 to 10 {
    affine.parallel (%p) = (0) to (10) {
      %c = arith.constant 1.0 : f32
    }
    scf.for %s = %i to %i step %i {
      %c = arith.constant 1.0 : f32
    }
  }
  return
}
func.func private @ext()
