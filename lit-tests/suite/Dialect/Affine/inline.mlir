// -inline with affine ops (MLIR's AffineInlinerInterface): affine ops inline into a function body
// (an affine scope) and into affine.for/if/parallel bodies; a callee body inlines into an affine
// region only when it is one block of effect-free ops and affine loads/stores whose dims and symbols
// stay valid there. Loops inside the callee, or an induction variable passed where the callee uses a
// symbol in a loop bound, keep the call; so does a call in an unknown op's region.
// RUN: jopt %s -allow-unregistered-dialect -inline -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @callee(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:   affine.for %arg2 = 0 to %arg1 {
// CHECK-NEXT:     %0 = affine.load %arg0[%arg2 + symbol(%arg1)] : memref<?xf32>
// CHECK-NEXT:     affine.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @caller(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:   affine.for %arg2 = 0 to %arg1 {
// CHECK-NEXT:     %0 = affine.load %arg0[%arg2 + symbol(%arg1)] : memref<?xf32>
// CHECK-NEXT:     affine.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:     func.call @callee(%arg0, %arg2) : (memref<?xf32>, index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.region"() ({
// CHECK-NEXT:     func.call @callee(%arg0, %arg1) : (memref<?xf32>, index) -> ()
// CHECK-NEXT:     "test.end"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @callee(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to %n {
    %v = affine.load %m[%i + symbol(%n)] : memref<?xf32>
    affine.store %v, %m[%i] : memref<?xf32>
  }
  %a = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
  return
}
func.func @caller(%m: memref<?xf32>, %n: index) {
  call @callee(%m, %n) : (memref<?xf32>, index) -> ()
  affine.for %i = 0 to 10 {
    func.call @callee(%m, %i) : (memref<?xf32>, index) -> ()
  }
  scf.for %i = %n to %n step %n {
    func.call @callee(%m, %i) : (memref<?xf32>, index) -> ()
  }
  "test.region"() ({
    func.call @callee(%m, %n) : (memref<?xf32>, index) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// CHECK: #map = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 - 5 >= 0)>
// CHECK-LABEL: func.func @body(%arg0: memref<?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:   %0 = affine.load %arg0[symbol(%arg1) + 1] : memref<?xf32>
// CHECK-NEXT:   affine.store %0, %arg0[symbol(%arg2) + 3] : memref<?xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @body_sym(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:   %0 = affine.load %arg0[symbol(%arg1)] : memref<?xf32>
// CHECK-NEXT:   affine.store %0, %arg0[0] : memref<?xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @body_dim(%arg0: memref<?xf32>) -> f32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:   %0 = affine.load %arg0[symbol(%dim) - 1] : memref<?xf32>
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @body_pure(%arg0: index) -> index {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT:   %1 = affine.apply #map()[%0]
// CHECK-NEXT:   return %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @body_call(%arg0: memref<?xf32>) {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   memref.store %cst, %arg0[%c0] : memref<?xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @caller(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:   affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:     %0 = affine.load %arg0[%arg2 + 1] : memref<?xf32>
// CHECK-NEXT:     affine.store %0, %arg0[symbol(%arg1) + 3] : memref<?xf32>
// CHECK-NEXT:     %1 = affine.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:     affine.store %1, %arg0[0] : memref<?xf32>
// CHECK-NEXT:     %2 = affine.load %arg0[symbol(%arg1)] : memref<?xf32>
// CHECK-NEXT:     affine.store %2, %arg0[0] : memref<?xf32>
// CHECK-NEXT:     affine.if #set(%arg2) {
// CHECK-NEXT:       %3 = affine.load %arg0[%arg2 + 1] : memref<?xf32>
// CHECK-NEXT:       affine.store %3, %arg0[symbol(%arg1) + 3] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.parallel (%arg3) = (0) to (4) {
// CHECK-NEXT:       %3 = affine.load %arg0[%arg3 + 1] : memref<?xf32>
// CHECK-NEXT:       affine.store %3, %arg0[%arg2 + 3] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @body(%m: memref<?xf32>, %i: index, %n: index) {
  %c3 = arith.constant 3 : index
  %v = affine.load %m[%i + 1] : memref<?xf32>
  affine.store %v, %m[symbol(%n) + symbol(%c3)] : memref<?xf32>
  return
}
func.func @body_sym(%m: memref<?xf32>, %s: index) {
  %v = affine.load %m[symbol(%s)] : memref<?xf32>
  affine.store %v, %m[0] : memref<?xf32>
  return
}
func.func @body_dim(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  %v = affine.load %m[symbol(%d) - 1] : memref<?xf32>
  return %v : f32
}
func.func @body_pure(%a: index) -> index {
  %0 = arith.addi %a, %a : index
  %1 = affine.apply affine_map<(d0) -> (d0 * 2)>(%0)
  return %1 : index
}
func.func @body_call(%m: memref<?xf32>) {
  %z = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  memref.store %z, %m[%c0] : memref<?xf32>
  return
}
func.func @caller(%m: memref<?xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    func.call @body(%m, %i, %n) : (memref<?xf32>, index, index) -> ()
    func.call @body_sym(%m, %i) : (memref<?xf32>, index) -> ()
    func.call @body_sym(%m, %n) : (memref<?xf32>, index) -> ()
    %f = func.call @body_dim(%m) : (memref<?xf32>) -> f32
    %x = func.call @body_pure(%i) : (index) -> index
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      func.call @body(%m, %i, %n) : (memref<?xf32>, index, index) -> ()
    }
    affine.parallel (%j) = (0) to (4) {
      func.call @body(%m, %j, %i) : (memref<?xf32>, index, index) -> ()
    }
  }
  return
}
