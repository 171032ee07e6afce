// -affine-loop-coalescing on affine.for nests: a band of normalized, perfectly nested loops whose
// bounds are defined above its outermost loop becomes one loop up to the product of the bounds
// (affine.apply, or affine.min for a multi-result bound); the induction variables come back as
// floordiv/mod of the running quotient. Loops with a non-zero lower bound or a step other than 1,
// and imperfect nests, stay as they are. The second loop's iteration arguments become its inits
// when those are defined above the band; an init from the outer loop's iteration argument ends the band.
// RUN: jopt %s -split-input-file -allow-unregistered-dialect -affine-loop-coalescing --cse --mlir-print-local-scope | jfilecheck %s

// CHECK-LABEL: func.func @c1() {
// CHECK-NEXT:   %0 = affine.apply affine_map<() -> (16)>()
// CHECK-NEXT:   %1 = affine.apply affine_map<() -> (64)>()
// CHECK-NEXT:   %2 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%0)[%1]
// CHECK-NEXT:   %3 = affine.apply affine_map<() -> (8)>()
// CHECK-NEXT:   %4 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%2)[%3]
// CHECK-NEXT:   affine.for %arg0 = 0 to %4 {
// CHECK-NEXT:     %5 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%arg0)[%3]
// CHECK-NEXT:     %6 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%arg0)[%3]
// CHECK-NEXT:     %7 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%6)[%1]
// CHECK-NEXT:     %8 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%6)[%1]
// CHECK-NEXT:     "test.foo"(%8, %7, %5) : (index, index, index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @c1() {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 64 {
      affine.for %k = 0 to 8 {
        "test.foo"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @c2(%arg0: memref<?x?xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:   %0 = affine.apply affine_map<()[s0] -> (s0)>()[%dim]
// CHECK-NEXT:   %1 = affine.apply affine_map<()[s0] -> (s0)>()[%dim_0]
// CHECK-NEXT:   %2 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%0)[%1]
// CHECK-NEXT:   %3 = affine.apply affine_map<() -> (64)>()
// CHECK-NEXT:   %4 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%2)[%3]
// CHECK-NEXT:   affine.for %arg1 = 0 to %4 {
// CHECK-NEXT:     %5 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%arg1)[%3]
// CHECK-NEXT:     %6 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%arg1)[%3]
// CHECK-NEXT:     %7 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%6)[%1]
// CHECK-NEXT:     %8 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%6)[%1]
// CHECK-NEXT:     "test.foo"(%8, %7, %5) : (index, index, index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @c2(%arg0: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %M = memref.dim %arg0, %c0 : memref<?x?xf32>
  %N = memref.dim %arg0, %c1 : memref<?x?xf32>
  affine.for %i = 0 to %M {
    affine.for %j = 0 to %N {
      affine.for %k = 0 to 64 {
        "test.foo"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @c3(%arg0: memref<?x?xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %0 = affine.min affine_map<()[s0] -> (s0, -s0)>()[%dim]
// CHECK-NEXT:   %1 = affine.apply affine_map<()[s0] -> (s0)>()[%dim]
// CHECK-NEXT:   %2 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%0)[%1]
// CHECK-NEXT:   %3 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%2)[%0]
// CHECK-NEXT:   affine.for %arg1 = 0 to %3 {
// CHECK-NEXT:     %4 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%arg1)[%0]
// CHECK-NEXT:     %5 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%arg1)[%0]
// CHECK-NEXT:     %6 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%5)[%1]
// CHECK-NEXT:     %7 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%5)[%1]
// CHECK-NEXT:     "test.foo"(%7, %6, %4) : (index, index, index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
#m = affine_map<()[s1] -> (s1, -s1)>
func.func @c3(%arg0: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %M = memref.dim %arg0, %c0 : memref<?x?xf32>
  affine.for %i = 0 to min #m()[%M] {
    affine.for %j = 0 to %M {
      affine.for %k = 0 to min #m()[%M] {
        "test.foo"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @c5(%arg0: index) {
// CHECK-NEXT:   affine.for %arg1 = 1 to 10 {
// CHECK-NEXT:     affine.for %arg2 = 0 to %arg0 {
// CHECK-NEXT:       "test.foo"(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   affine.for %arg1 = 0 to 10 step 2 {
// CHECK-NEXT:     %0 = affine.apply affine_map<()[s0] -> (s0)>()[%arg0]
// CHECK-NEXT:     %1 = affine.apply affine_map<() -> (4)>()
// CHECK-NEXT:     %2 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%0)[%1]
// CHECK-NEXT:     affine.for %arg2 = 0 to %2 {
// CHECK-NEXT:       %3 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%arg2)[%1]
// CHECK-NEXT:       %4 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%arg2)[%1]
// CHECK-NEXT:       "test.foo"(%arg1, %4, %3) : (index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @c5(%n: index) {
  affine.for %i = 1 to 10 {
    affine.for %j = 0 to %n {
      "test.foo"(%i, %j) : (index, index) -> ()
    }
  }
  affine.for %i = 0 to 10 step 2 {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to 4 {
        "test.foo"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @c6(%arg0: memref<?xf32>) {
// CHECK-NEXT:   affine.for %arg1 = 0 to 10 {
// CHECK-NEXT:     affine.for %arg2 = 0 to 3 {
// CHECK-NEXT:       %3 = affine.load %arg0[%arg1 + %arg2] : memref<?xf32>
// CHECK-NEXT:       affine.store %3, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.bar"(%arg1) : (index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = affine.apply affine_map<() -> (10)>()
// CHECK-NEXT:   %1 = affine.apply affine_map<() -> (3)>()
// CHECK-NEXT:   %2 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%0)[%1]
// CHECK-NEXT:   affine.for %arg1 = 0 to %2 {
// CHECK-NEXT:     %3 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%arg1)[%1]
// CHECK-NEXT:     %4 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%arg1)[%1]
// CHECK-NEXT:     %5 = affine.load %arg0[%4 + %3] : memref<?xf32>
// CHECK-NEXT:     affine.store %5, %arg0[%3] : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @c6(%m: memref<?xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 3 {
      %v = affine.load %m[%i + %j] : memref<?xf32>
      affine.store %v, %m[%j] : memref<?xf32>
    }
    "test.bar"(%i) : (index) -> ()
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 3 {
      %v = affine.load %m[%i + %j] : memref<?xf32>
      affine.store %v, %m[%j] : memref<?xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @ia(%arg0: memref<?xi64>) {
// CHECK-NEXT:   %c17 = arith.constant 17 : index
// CHECK-NEXT:   %0 = affine.apply affine_map<() -> (79)>()
// CHECK-NEXT:   %1 = affine.apply affine_map<() -> (64)>()
// CHECK-NEXT:   %2 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%0)[%1]
// CHECK-NEXT:   affine.for %arg1 = 0 to %2 {
// CHECK-NEXT:     %3 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%arg1)[%1]
// CHECK-NEXT:     %4 = arith.remui %3, %c17 : index
// CHECK-NEXT:     %5 = arith.index_cast %3 : index to i64
// CHECK-NEXT:     memref.store %5, %arg0[%4] : memref<?xi64>
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @ia(%alloc : memref<?xi64>) {
  %c17 = arith.constant 17 : index
  affine.for %arg0 = 0 to 79 {
    %0 = affine.for %arg1 = 0 to 64 iter_args(%arg2 = %alloc) -> (memref<?xi64>) {
      %1 = arith.remui %arg1, %c17 : index
      %2 = arith.index_cast %arg1 : index to i64
      memref.store %2, %arg2[%1] : memref<?xi64>
      affine.yield %arg2 : memref<?xi64>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @aia2(%arg0: memref<?xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:   %0 = affine.for %arg2 = 0 to 10 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:     %1 = affine.for %arg4 = 0 to 20 iter_args(%arg5 = %arg3) -> (f32) {
// CHECK-NEXT:       %2 = affine.load %arg0[%arg4] : memref<?xf32>
// CHECK-NEXT:       %3 = arith.addf %2, %arg5 : f32
// CHECK-NEXT:       affine.yield %3 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
func.func @aia2(%m: memref<?xf32>, %f: f32) -> f32 {
  %r = affine.for %i = 0 to 10 iter_args(%a = %f) -> f32 {
    %s = affine.for %j = 0 to 20 iter_args(%b = %a) -> f32 {
      %v = affine.load %m[%j] : memref<?xf32>
      %x = arith.addf %v, %b : f32
      affine.yield %x : f32
    }
    affine.yield %s : f32
  }
  return %r : f32
}
