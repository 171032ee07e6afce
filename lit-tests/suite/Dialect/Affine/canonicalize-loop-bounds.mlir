// -canonicalize: affine.for min/max bounds lose results that the constant ranges of the enclosing
// loops make redundant (and results whose range is one value become constants); floordiv/ceildiv/mod
// of loop induction variables fold from their ranges; delinearize_index and prefetch maps
// canonicalize.
// RUN: jopt %s '-allow-unregistered-dialect' '-canonicalize' | jfilecheck %s

// CHECK: #map = affine_map<()[s0] -> (3, s0)>
// CHECK: #map1 = affine_map<()[s0] -> (5, s0)>
// CHECK: #map2 = affine_map<(d0) -> (d0 * 4 + 3)>
// CHECK: #map3 = affine_map<(d0, d1) -> (-9, d0 * 4 - d1 * 4)>
// CHECK: #map4 = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK: #map5 = affine_map<(d0) -> (d0 * 2, 2)>
// CHECK: #map6 = affine_map<(d0)[s0] -> (d0, s0)>
// CHECK: #map7 = affine_map<()[s0] -> (s0 * ((-s0 + 40961) ceildiv 512))>
// CHECK: #map8 = affine_map<()[s0, s1, s2, s3] -> (s0 + s1 * 64 + s2 * 128 + s3)>
// CHECK-LABEL: func.func @divmod(%arg0: index, %arg1: memref<64xf32>, %arg2: index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg3 = 0 to 32 {
// CHECK-NEXT: affine.store %cst, %arg1[0] : memref<64xf32>
// CHECK-NEXT: affine.store %cst, %arg1[1] : memref<64xf32>
// CHECK-NEXT: affine.store %cst, %arg1[%arg3] : memref<64xf32>
// CHECK-NEXT: affine.store %cst, %arg1[0] : memref<64xf32>
// CHECK-NEXT: affine.store %cst, %arg1[0] : memref<64xf32>
// CHECK-NEXT: affine.store %cst, %arg1[%arg3 floordiv 16] : memref<64xf32>
// CHECK-NEXT: affine.store %cst, %arg1[%arg3 mod 16] : memref<64xf32>
// CHECK-NEXT: affine.store %cst, %arg1[(%arg3 mod 16) floordiv 15] : memref<64xf32>
// CHECK-NEXT: affine.store %cst, %arg1[%arg3 mod 31] : memref<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = -8 to 32 {
// CHECK-NEXT: affine.store %cst, %arg1[%arg3 floordiv 32] : memref<64xf32>
// CHECK-NEXT: affine.store %cst, %arg1[%arg3 mod 32] : memref<64xf32>
// CHECK-NEXT: affine.store %cst, %arg1[0] : memref<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 8 to 16 {
// CHECK-NEXT: affine.store %cst, %arg1[1] : memref<64xf32>
// CHECK-NEXT: affine.store %cst, %arg1[2] : memref<64xf32>
// CHECK-NEXT: affine.store %cst, %arg1[%arg3 mod 8] : memref<64xf32>
// CHECK-NEXT: affine.store %cst, %arg1[%arg3] : memref<64xf32>
// CHECK-NEXT: affine.store %cst, %arg1[0] : memref<64xf32>
// CHECK-NEXT: affine.store %cst, %arg1[1] : memref<64xf32>
// CHECK-NEXT: affine.store %cst, %arg1[0] : memref<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @minmaxb(%arg0: index) {
// CHECK-NEXT: affine.for %arg1 = 0 to min #map()[%arg0] {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = max #map1()[%arg0] to 10 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 1 {
// CHECK-NEXT: affine.for %arg2 = 0 to 2 {
// CHECK-NEXT: affine.for %arg3 = 0 to 32 step 16 {
// CHECK-NEXT: affine.for %arg4 = 0 to 32 step 16 {
// CHECK-NEXT: affine.for %arg5 = 0 to 2 {
// CHECK-NEXT: affine.for %arg6 = 0 to 16 step 16 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 2 {
// CHECK-NEXT: affine.for %arg2 = 5 to #map2(%arg1) {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 2 {
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: affine.for %arg3 = -10 to -9 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = -10 to min #map3(%arg1, %arg2) {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 2 {
// CHECK-NEXT: affine.for %arg2 = 0 to 1 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 8 {
// CHECK-NEXT: affine.for %arg2 = #map4(%arg1) to 10 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 4 {
// CHECK-NEXT: affine.for %arg2 = 0 to min #map5(%arg1) {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to min #map6(%arg1)[%arg0] {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @regr(%arg0: index) {
// CHECK-NEXT: %0 = affine.apply #map7()[%arg0]
// CHECK-NEXT: "test.foo"(%0) : (index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @prefetch_canonicalize(%arg0: memref<512xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 8 {
// CHECK-NEXT: affine.prefetch %arg0[%arg1 * 64], read, locality<3>, data : memref<512xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @delin(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (%arg1, %arg2) : index, index
// CHECK-NEXT: return %c0, %0#0, %c0, %c0, %0#1, %c0 : index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @delin2(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> (index, index, index, index) {
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = affine.apply #map8()[%arg2, %arg3, %arg4, %arg1]
// CHECK-NEXT: return %c-2, %c1, %c3, %0 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @divmod(%N: index, %A: memref<64xf32>, %unknown: index) {
  %cst = arith.constant 1.0 : f32
  affine.for %i = 0 to 32 {
    affine.store %cst, %A[%i floordiv 32] : memref<64xf32>
    affine.store %cst, %A[(%i + 1) ceildiv 32] : memref<64xf32>
    affine.store %cst, %A[%i mod 32] : memref<64xf32>
    affine.store %cst, %A[2 * %i floordiv 64] : memref<64xf32>
    affine.store %cst, %A[(%i mod 16) floordiv 16] : memref<64xf32>
    affine.store %cst, %A[%i floordiv 16] : memref<64xf32>
    affine.store %cst, %A[%i mod 16] : memref<64xf32>
    affine.store %cst, %A[(%i mod 16) floordiv 15] : memref<64xf32>
    affine.store %cst, %A[%i mod 31] : memref<64xf32>
  }
  affine.for %i = -8 to 32 {
    affine.store %cst, %A[%i floordiv 32] : memref<64xf32>
    affine.store %cst, %A[%i mod 32] : memref<64xf32>
    affine.store %cst, %A[2 + (%i - 96) floordiv 64] : memref<64xf32>
  }
  affine.for %i = 8 to 16 {
    affine.store %cst, %A[%i floordiv 8] : memref<64xf32>
    affine.store %cst, %A[(%i + 1) ceildiv 8] : memref<64xf32>
    affine.store %cst, %A[%i mod 8] : memref<64xf32>
    affine.store %cst, %A[%i mod 32] : memref<64xf32>
    affine.store %cst, %A[(%i mod 32) floordiv 16] : memref<64xf32>
    affine.store %cst, %A[(%i mod 16) floordiv 8] : memref<64xf32>
    affine.store %cst, %A[(%unknown mod 16) floordiv 16] : memref<64xf32>
  }
  return
}
#map0 = affine_map<(d0) -> (32, d0 * -32 + 32)>
#map1 = affine_map<(d0) -> (32, d0 * -32 + 64)>
#map3 = affine_map<(d0) -> (16, d0 * -16 + 32)>
func.func @minmaxb(%M: index) {
  affine.for %i = 0 to min affine_map<(d0) -> (3, 5, d0)>(%M) {
    "test.foo"() : () -> ()
  }
  affine.for %i = max affine_map<(d0) -> (3, 5, d0)>(%M) to 10 {
    "test.foo"() : () -> ()
  }
  affine.for %arg5 = 0 to 1 {
    affine.for %arg6 = 0 to 2 {
      affine.for %arg8 = 0 to min #map0(%arg5) step 16 {
        affine.for %arg9 = 0 to min #map1(%arg6) step 16 {
          affine.for %arg10 = 0 to 2 {
            affine.for %arg12 = 0 to min #map3(%arg10) step 16 {
              "test.foo"() : () -> ()
            }
          }
        }
      }
    }
  }
  affine.for %i = 0 to 2 {
    affine.for %j = max affine_map<(d0) -> (5, 4 * d0)> (%i) to affine_map<(d0) -> (4 * d0 + 3)>(%i) {
      "test.foo"() : () -> ()
    }
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 4 {
      affine.for %k = -10 to min affine_map<(d0, d1) -> (4 * d0 - 3 * d1, -9)>(%i, %j) {
        "test.foo"() : () -> ()
      }
      affine.for %k = -10 to min affine_map<(d0, d1) -> (4 * d0 - 3 * d1, -9, 4 * d0 - 4 * d1)>(%i, %j) {
        "test.foo"() : () -> ()
      }
    }
  }
  affine.for %i = 0 to 2 {
    affine.for %j = max affine_map<(d0) -> (d0 floordiv 2, 0)>(%i) to 1 {
      "test.foo"() : () -> ()
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = max affine_map<(d0) -> (d0 floordiv 2, 0)>(%i) to 10 {
      "test.foo"() : () -> ()
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to min affine_map<(d0) -> (2 * d0, 2)>(%i) {
      "test.foo"() : () -> ()
    }
    affine.for %j = 0 to min affine_map<(d0)[s0] -> (d0, s0)>(%i)[%M] {
      "test.foo"() : () -> ()
    }
  }
  return
}
func.func @regr(%arg0: index) {
  %0 = affine.apply affine_map<(d0) -> (-d0 + 40961)>(%arg0)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 * (s0 ceildiv 512))>(%arg0)[%0]
  "test.foo"(%1) : (index) -> ()
  return
}
func.func @prefetch_canonicalize(%arg0: memref<512xf32>) -> () {
  affine.for %arg3 = 0 to 8  {
    %1 = affine.apply affine_map<(d0) -> (d0 * 64)>(%arg3)
    affine.prefetch %arg0[%1], read, locality<3>, data : memref<512xf32>
  }
  return
}
func.func @delin(%arg0 : index, %arg1 : index, %arg2 : index) -> (index, index, index, index, index, index) {
  %c1 = arith.constant 1 : index
  %0:6 = affine.delinearize_index %arg0 into (1, %arg1, 1, 1, %arg2, %c1) : index, index, index, index, index, index
  return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : index, index, index, index, index, index
}
func.func @delin2(%arg0: index, %i : index, %t0 : index, %t1 : index, %t2 : index) -> (index, index, index, index) {
  %c22 = arith.constant -22 : index
  %0:3 = affine.delinearize_index %c22 into (3, 5) : index, index, index
  %1 = affine.apply affine_map<(d0)[s0, s1, s2] -> (d0 + s0 + s1 * 64 + s2 * 128)>(%i)[%t0, %t1, %t2]
  %2 = affine.delinearize_index %1 into (1024) : index
  return %0#0, %0#1, %0#2, %2 : index, index, index, index
}
