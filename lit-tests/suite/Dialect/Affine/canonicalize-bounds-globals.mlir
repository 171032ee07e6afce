// -canonicalize: affine maps simplified with the constant bounds and steps of the loops whose
// induction variables they use (floordiv/mod of a bounded or aligned value); loads of constant
// memref.globals fold; min/max merge whether the producer is a dim or a symbol (MLIR's pattern
// order); affine.parallel/for bounds compose; duplicate bounds drop.
// RUN: jopt %s '-allow-unregistered-dialect' '-canonicalize' | jfilecheck %s

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1, s0 * s1)>
// CHECK: #map1 = affine_map<()[s0, s1, s2] -> (-s1 + s2, 16, s0 * 3)>
// CHECK: #map2 = affine_map<()[s0, s1, s2] -> (-s0 + s1, -s2 + 5, 16)>
// CHECK: #map3 = affine_map<()[s0] -> (s0 + 16, s0 * 8)>
// CHECK: #map4 = affine_map<()[s0, s1, s2] -> (s2 + 8, s2 * 4, s1 + 16, s1 * 8, s0 + 7)>
// CHECK: #map5 = affine_map<()[s0, s1, s2] -> (s2 + 16, s2 * 8, s1 * 2, s0 + 1)>
// CHECK: #map6 = affine_map<()[s0, s1] -> (s1 + 7, s0 + 4)>
// CHECK: #map7 = affine_map<()[s0] -> (s0 - 2)>
// CHECK: #map8 = affine_map<()[s0] -> (s0 + 2)>
// CHECK: #map9 = affine_map<()[s0] -> (s0 + 16)>
// CHECK: #map10 = affine_map<()[s0] -> (s0 * 4)>
// CHECK: #map11 = affine_map<()[s0, s1] -> (32, s1 + 16, s0 + s1)>
// CHECK: #map12 = affine_map<(d0, d1) -> (((d0 + d1) mod 458313) floordiv 227)>
// CHECK-LABEL: func.func @pc() {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: affine.parallel (%arg0) = (0) to (4) {
// CHECK-NEXT: affine.parallel (%arg1) = (0) to (%arg0 * 5) {
// CHECK-NEXT: affine.store %cst, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dedup(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.min #map()[%arg0, %arg1]
// CHECK-NEXT: %1 = affine.max #map()[%arg0, %arg1]
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @merge(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.min #map1()[%arg2, %arg1, %arg0]
// CHECK-NEXT: %1 = affine.min #map2()[%arg1, %arg0, %arg3]
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @merge_multi(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %0 = affine.max #map3()[%arg0]
// CHECK-NEXT: %1 = affine.max #map4()[%arg2, %arg0, %arg1]
// CHECK-NEXT: %2 = affine.max #map5()[%0, %arg1, %arg0]
// CHECK-NEXT: %3 = affine.max #map6()[%arg2, %0]
// CHECK-NEXT: return %1, %2, %3 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forbounds(%arg0: index) {
// CHECK-NEXT: affine.for %arg1 = #map7()[%arg0] to #map8()[%arg0] {
// CHECK-NEXT: "foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = %arg0 to #map8()[%arg0] {
// CHECK-NEXT: "foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vec(%arg0: memref<1024xf32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to 1024 {
// CHECK-NEXT: %0 = affine.vector_load %arg0[%arg2 + 1] : memref<1024xf32>, vector<8xf32>
// CHECK-NEXT: affine.vector_store %0, %arg0[%arg2 + 1] : memref<1024xf32>, vector<8xf32>
// CHECK-NEXT: %1 = affine.vector_load %arg0[%arg2] : memref<1024xf32>, vector<8xf32>
// CHECK-NEXT: "prevent.dce"(%1) : (vector<8xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nofold(%arg0: memref<32xi8>, %arg1: memref<memref<?xi8>>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<32xi8> to memref<?xi8>
// CHECK-NEXT: affine.store %cast, %arg1[] : memref<memref<?xi8>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map9()[%arg0]
// CHECK-NEXT: %1 = affine.apply #map10()[%arg1]
// CHECK-NEXT: %2 = affine.min #map11()[%arg0, %arg1]
// CHECK-NEXT: %3 = affine.max #map11()[%arg0, %arg1]
// CHECK-NEXT: return %0, %1, %2, %3 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: memref.global "private" constant @g1 : memref<1x5x1xf32> = dense<{{\[\[\[}}6.250000e-02], [2.500000e-01], [3.750000e-01], [2.500000e-01], [6.250000e-02{{\]\]\]}}>
// CHECK-NEXT: memref.global "private" constant @g2 : memref<32x64xf32> = dense<0.000000e+00>
// CHECK-LABEL: func.func @glob() -> (f32, f32) {
// CHECK-NEXT: %cst = arith.constant 6.250000e-02 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.500000e-01 : f32
// CHECK-NEXT: return %cst, %cst_0 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @splat() -> memref<32x64xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<32x64xf32>
// CHECK-NEXT: affine.for %arg0 = 0 to 32 {
// CHECK-NEXT: affine.for %arg1 = 0 to 64 {
// CHECK-NEXT: affine.store %cst, %alloc[%arg0, %arg1] : memref<32x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %alloc : memref<32x64xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @simplify_with_operands(%arg0: index, %arg1: memref<?x32xf32>) {
// CHECK-NEXT: affine.for %arg2 = 0 to %arg0 step 32 {
// CHECK-NEXT: affine.for %arg3 = 0 to 32 {
// CHECK-NEXT: %0 = affine.load %arg1[0, 0] : memref<?x32xf32>
// CHECK-NEXT: "test.foo"(%0) : (f32) -> ()
// CHECK-NEXT: %1 = affine.load %arg1[%arg2 floordiv 32, %arg3 mod 16] : memref<?x32xf32>
// CHECK-NEXT: "test.foo"(%1) : (f32) -> ()
// CHECK-NEXT: %2 = affine.load %arg1[%arg2 floordiv 64, (%arg2 + %arg3) mod 64] : memref<?x32xf32>
// CHECK-NEXT: "test.foo"(%2) : (f32) -> ()
// CHECK-NEXT: %3 = affine.load %arg1[(%arg2 + %arg3) floordiv 16, %arg3 mod 16] : memref<?x32xf32>
// CHECK-NEXT: "test.foo"(%3) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = -1 to 32 {
// CHECK-NEXT: %0 = affine.load %arg1[%arg2 floordiv 32, %arg2 mod 32] : memref<?x32xf32>
// CHECK-NEXT: "test.foo"(%0) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to %arg0 step 128 {
// CHECK-NEXT: affine.for %arg3 = 0 to 32 step 32 {
// CHECK-NEXT: affine.for %arg4 = 0 to 128 {
// CHECK-NEXT: %0 = affine.apply #map12(%arg2, %arg4)
// CHECK-NEXT: "test.foo"(%0) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @pc() {
  %cst = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = memref.alloc() : memref<4xf32>
  affine.parallel (%i) = (%c0) to (%c0 + %c4) {
    %1 = affine.apply affine_map<(d0) -> (d0 * 5)>(%i)
    affine.parallel (%j) = (%c0) to (%1) {
      affine.store %cst, %0[%j] : memref<4xf32>
    }
  }
  return
}

func.func @dedup(%i0: index, %i1: index) -> (index, index) {
  %0 = affine.min affine_map<()[s0, s1] -> (s0 + s1, s0 * s1, s1 + s0, s0 * s1)> ()[%i0, %i1]
  %1 = affine.max affine_map<()[s0, s1] -> (s0 + s1, s0 * s1, s1 + s0, s0 * s1)> ()[%i0, %i1]
  return %0, %1: index, index
}

func.func @merge(%i0: index, %i1: index, %i2: index, %i3: index) -> (index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (16, d0 - s0)> (%i0)[%i1]
  %1 = affine.min affine_map<(d0)[s0] -> (3 * s0, d0)> (%0)[%i2]
  %2 = affine.min affine_map<(d0)[s0] -> (s0, 5 - d0)> (%i3)[%0]
  return %1, %2: index, index
}

func.func @merge_multi(%i0: index, %i1: index, %i2: index) -> (index, index, index) {
  %0 = affine.max affine_map<()[s0] -> (s0 + 16, s0 * 8)> ()[%i0]
  %1 = affine.max affine_map<()[s0] -> (s0 + 8, s0 * 4)> ()[%i1]
  %2 = affine.max affine_map<()[s0, s1, s2] -> (s0, 7 + s1, s2)> ()[%0, %i2, %1]
  %3 = affine.max affine_map<()[s0, s1, s2] -> (s0, s1 + 1, s2 * 2)> ()[%0, %0, %i1]
  %4 = affine.max affine_map<(d0)[s0] -> (s0 + 4, 7 + d0)> (%0)[%i2]
  return %2, %3, %4: index, index, index
}

func.func @forbounds(%N: index) {
  %u = affine.apply affine_map<(d0) -> (d0 + 2)>(%N)
  %l = affine.apply affine_map<(d0) -> (d0 - 2)>(%N)
  affine.for %i = %l to %u {
    "foo"() : () -> ()
  }
  affine.for %i = max affine_map<(d0) -> (d0, d0)>(%N) to min affine_map<(d0) -> (d0 + 2, d0 + 2)>(%N) {
    "foo"() : () -> ()
  }
  return
}

func.func @vec(%A : memref<1024xf32>, %u : index) {
  affine.for %i = 0 to 1024 {
    %idx = affine.apply affine_map<(d0, d1) -> (d0 + 1)> (%i, %u)
    %0 = affine.vector_load %A[%idx] : memref<1024xf32>, vector<8xf32>
    affine.vector_store %0, %A[%idx] : memref<1024xf32>, vector<8xf32>
    %copy = affine.apply affine_map<(d0) -> (d0)> (%i)
    %1 = affine.vector_load %A[%copy] : memref<1024xf32>, vector<8xf32>
    "prevent.dce"(%1) : (vector<8xf32>) -> ()
  }
  return
}

func.func @nofold(%arg : memref<32xi8>, %holder: memref<memref<?xi8>>) {
  %0 = memref.cast %arg : memref<32xi8> to memref<?xi8>
  affine.store %0, %holder[] : memref<memref<?xi8>>
  return
}

func.func @single(%i0: index, %i1: index) -> (index, index, index, index) {
  %0 = affine.min affine_map<()[s0] -> (s0 + 16)> ()[%i0]
  %1 = affine.max affine_map<()[s0] -> (s0 * 4)> ()[%i1]
  %2 = affine.min affine_map<()[s0, s1] -> (s0 + s1, s1 + 16, 32)> ()[%i0, %i1]
  %3 = affine.max affine_map<()[s0, s1] -> (s0 + s1, 32, s1 + 16)> ()[%i0, %i1]
  return %0, %1, %2, %3: index, index, index, index
}

memref.global "private" constant @g1 : memref<1x5x1xf32> = dense<[[[6.250000e-02], [2.500000e-01], [3.750000e-01], [2.500000e-01], [6.250000e-02]]]>
  memref.global "private" constant @g2 : memref<32x64xf32> = dense<0.000000e+00>
  func.func @glob() -> (f32, f32) {
    %m = memref.get_global @g1 : memref<1x5x1xf32>
    %v0 = affine.load %m[0, 0, 0] : memref<1x5x1xf32>
    %v1 = affine.load %m[0, 1, 0] : memref<1x5x1xf32>
    return %v0, %v1 : f32, f32
  }
  func.func @splat() -> memref<32x64xf32> {
    %m = memref.get_global @g2 : memref<32x64xf32>
    %s = memref.alloc() : memref<32x64xf32>
    affine.for %i = 0 to 32 {
      affine.for %j = 0 to 64 {
        %v = affine.load %m[%i, %j] : memref<32x64xf32>
        affine.store %v, %s[%i, %j] : memref<32x64xf32>
      }
    }
    return %s: memref<32x64xf32>
  }

func.func @simplify_with_operands(%N: index, %A: memref<?x32xf32>) {
  affine.for %i = 0 to %N step 32 {
    affine.for %ii = 0 to 32 {
      %x = affine.load %A[%ii floordiv 32, %i mod 32] : memref<?x32xf32>
      "test.foo"(%x) : (f32) -> ()
      %a = affine.load %A[(%i + %ii) floordiv 32, (%i + %ii) mod 16] : memref<?x32xf32>
      "test.foo"(%a) : (f32) -> ()
      %b = affine.load %A[(%i + %ii) floordiv 64, (%i + %ii) mod 64] : memref<?x32xf32>
      "test.foo"(%b) : (f32) -> ()
      %c = affine.load %A[(%i + %ii) floordiv 16, (%i + %ii) mod 16] : memref<?x32xf32>
      "test.foo"(%c) : (f32) -> ()
    }
  }
  affine.for %i = -1 to 32 {
    %x = affine.load %A[%i floordiv 32, %i mod 32] : memref<?x32xf32>
    "test.foo"(%x) : (f32) -> ()
  }
  affine.for %arg0 = 0 to %N step 128 {
    affine.for %arg4 = 0 to 32 step 32 {
      affine.for %arg5 = 0 to 128 {
        %x = affine.apply affine_map<(d0, d1, d2) -> (((d0 + d2) mod 458313) floordiv 227 + d1 floordiv 256)>(%arg0, %arg4, %arg5)
        "test.foo"(%x) : (index) -> ()
      }
    }
  }
  return
}
