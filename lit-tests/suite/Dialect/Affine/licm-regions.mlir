// -affine-loop-invariant-code-motion with regions: affine.if with results that use iteration
// arguments, loops with results used later, dma/prefetch ops and scf.for with stores stay; loops that
// never run still lose their pure ops.
// RUN: jopt %s '-affine-loop-invariant-code-motion' | jfilecheck %s

// CHECK: #map = affine_map<(d0) -> (64, d0 * -64 + 1020)>
// CHECK: #set = affine_set<(d0) : (d0 - 10 >= 0)>
// CHECK-LABEL: func.func @if_results(%arg0: memref<1024xf32>) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = affine.for %arg1 = 0 to 10 step 2 iter_args(%arg2 = %cst) -> (f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg1] : memref<1024xf32>
// CHECK-NEXT: %2 = affine.if #set(%arg1) -> f32 {
// CHECK-NEXT: %4 = arith.addf %arg2, %1 : f32
// CHECK-NEXT: affine.yield %4 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = arith.addf %2, %cst_0 : f32
// CHECK-NEXT: affine.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inner_result(%arg0: memref<30x512xf32, 1>, %arg1: memref<30x1xf32, 1>) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.100000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 30 {
// CHECK-NEXT: %0 = affine.for %arg3 = 0 to 512 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT: %2 = affine.load %arg0[%arg2, %arg3] : memref<30x512xf32, 1>
// CHECK-NEXT: %3 = arith.addf %arg4, %2 : f32
// CHECK-NEXT: affine.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.mulf %0, %cst_0 : f32
// CHECK-NEXT: affine.store %1, %arg1[%arg2, 0] : memref<30x1xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @iter_operand(%arg0: memref<10xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.muli %c0, %c0 : index
// CHECK-NEXT: %1 = affine.for %arg1 = 0 to 11 iter_args(%arg2 = %c0) -> (index) {
// CHECK-NEXT: %2 = arith.addi %arg2, %0 : index
// CHECK-NEXT: affine.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @misc(%arg0: i32, %arg1: i32, %arg2: index, %arg3: memref<4090x2040xf32>) -> i32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xi32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<10x10xf32>
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: affine.store %0, %alloc[0] : memref<1xi32>
// CHECK-NEXT: affine.for %arg4 = 0 to 0 {
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %arg0, %alloc[0] : memref<1xi32>
// CHECK-NEXT: affine.for %arg4 = 0 to %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 10 {
// CHECK-NEXT: affine.for %arg5 = 0 to 10 {
// CHECK-NEXT: %2 = affine.load %alloc_0[%arg4, %arg5] : memref<10x10xf32>
// CHECK-NEXT: affine.prefetch %alloc_0[%arg4, %arg4], write, locality<0>, data : memref<10x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: affine.for %arg4 = 0 to 32 {
// CHECK-NEXT: affine.for %arg5 = 0 to 16 {
// CHECK-NEXT: affine.parallel (%arg6, %arg7) = (0, 0) to (min(128, 122), min(64, %arg4 * -64 + 2040)) {
// CHECK-NEXT: scf.for %arg8 = %c0 to %arg2 step %c1 {
// CHECK-NEXT: affine.store %cst, %arg3[%arg6 + 3968, %arg7 + %arg4 * 64] : memref<4090x2040xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg4) = (0) to (32) {
// CHECK-NEXT: affine.for %arg5 = 0 to 16 {
// CHECK-NEXT: affine.parallel (%arg6, %arg7) = (0, 0) to (min(128, 122), min(64, %arg4 * -64 + 2040)) {
// CHECK-NEXT: affine.store %cst, %arg3[%arg6 + 3968, %arg7 + %arg4 * 64] : memref<4090x2040xf32>
// CHECK-NEXT: affine.for %arg8 = 0 to min #map(%arg5) {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.load %alloc[0] : memref<1xi32>
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dma(%arg0: memref<1024xi32>, %arg1: memref<1xi32>) {
// CHECK-NEXT: %c320 = arith.constant 320 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xi32, 2>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<1xi32, 2>
// CHECK-NEXT: affine.for %arg2 = 0 to 320 {
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 64 {
// CHECK-NEXT: affine.dma_start %arg1[%c0], %alloc_0[%c0], %alloc[%c0], %c1 : memref<1xi32>, memref<1xi32, 2>, memref<1xi32, 2>
// CHECK-NEXT: affine.dma_wait %alloc[%c0], %c1 : memref<1xi32, 2>
// CHECK-NEXT: %0 = affine.load %alloc_0[0] : memref<1xi32, 2>
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @if_results(%buf: memref<1024xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %o = arith.constant 1.0 : f32
  %res = affine.for %i = 0 to 10 step 2 iter_args(%acc = %z) -> f32 {
    %t = affine.load %buf[%i] : memref<1024xf32>
    %n = affine.if affine_set<(d0): (d0 - 10 >= 0)>(%i) -> (f32) {
      %a = arith.addf %acc, %t : f32
      affine.yield %a : f32
    } else {
      affine.yield %acc : f32
    }
    %m = arith.addf %n, %o : f32
    affine.yield %m : f32
  }
  return %res : f32
}
func.func @inner_result(%in : memref<30x512xf32, 1>, %out : memref<30x1xf32, 1>) {
  %z = arith.constant 0.0 : f32
  %c = arith.constant 1.1 : f32
  affine.for %j = 0 to 30 {
    %s = affine.for %i = 0 to 512 iter_args(%acc = %z) -> (f32) {
      %t = affine.load %in[%j,%i] : memref<30x512xf32,1>
      %n = arith.addf %acc, %t : f32
      affine.yield %n : f32
    }
    %m = arith.mulf %s, %c : f32
    affine.store %m, %out[%j, 0] : memref<30x1xf32, 1>
  }
  return
}
func.func @iter_operand(%m : memref<10xindex>) {
  %s = arith.constant 0 : index
  %v = affine.for %i = 0 to 11 iter_args (%acc = %s) -> index {
    %p = arith.muli %s, %s : index
    %n = arith.addi %acc, %p : index
    affine.yield %n : index
  }
  return
}
func.func @misc(%x: i32, %y: i32, %n: index, %mm: memref<4090x2040xf32>) -> i32 {
  %alloc = memref.alloc() : memref<1xi32>
  %p = memref.alloc() : memref<10x10xf32>
  affine.for %i = 0 to 0 {
    %z = arith.addi %x, %y : i32
    affine.store %z, %alloc[0] : memref<1xi32>
  }
  affine.for %i = 0 to %n {
    affine.store %x, %alloc[0] : memref<1xi32>
  }
  affine.for %i0 = 0 to 10 {
    affine.for %i1 = 0 to 10 {
      %1 = affine.load %p[%i0, %i1] : memref<10x10xf32>
      affine.prefetch %p[%i0, %i0], write, locality<0>, data : memref<10x10xf32>
    }
  }
  %cst = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  affine.for %a = 0 to 32 {
    affine.for %b = 0 to 16 {
      affine.parallel (%q, %w) = (0, 0) to (min(128, 122), min(64, %a * -64 + 2040)) {
        scf.for %e = %c0 to %n step %c1 {
          affine.store %cst, %mm[%q + 3968, %w + %a * 64] : memref<4090x2040xf32>
        }
      }
    }
  }
  affine.parallel (%a) = (0) to (32) {
    affine.for %b = 0 to 16 {
      affine.parallel (%q, %w) = (0, 0) to (min(128, 122), min(64, %a * -64 + 2040)) {
        affine.for %e = 0 to min affine_map<(d0) -> (64, d0 * -64 + 1020)>(%b) {
          affine.store %cst, %mm[%q + 3968, %w + %a * 64] : memref<4090x2040xf32>
        }
      }
    }
  }
  %r = affine.load %alloc[0] : memref<1xi32>
  return %r : i32
}
func.func @dma(%arg0: memref<1024xi32>, %arg1: memref<1xi32>) {
  %c320 = arith.constant 320 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tag = memref.alloc() : memref<1xi32, 2>
  %buf = memref.alloc() : memref<1xi32, 2>
  affine.for %i = 0 to 64 {
    affine.dma_start %arg1[%c0], %buf[%c0], %tag[%c0], %c1 : memref<1xi32>, memref<1xi32, 2>, memref<1xi32, 2>
    affine.dma_wait %tag[%c0], %c1 : memref<1xi32, 2>
    affine.for %j = 0 to 320 {
      %3 = affine.load %buf[0] : memref<1xi32, 2>
      %4 = arith.addi %3, %3 : i32
    }
  }
  return
}
