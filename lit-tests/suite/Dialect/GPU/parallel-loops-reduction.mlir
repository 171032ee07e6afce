// -convert-parallel-loops-to-gpu turns the scf.reduce of a thread-mapped loop into gpu.all_reduce
// with the reduction's body (its init value is dropped, as mlir-opt 22 drops it); the result is
// used inside the launch. A reduction whose result is used after the loop nest stays unconverted.
// RUN: jopt %s -split-input-file -convert-parallel-loops-to-gpu | jfilecheck %s

// CHECK-LABEL: func.func @rows
// CHECK:      gpu.launch blocks(%[[B:.*]], %{{.*}}, %{{.*}}) in ({{.*}}) threads(%[[T:.*]], %{{.*}}, %{{.*}}) in ({{.*}}) {
// CHECK-NEXT:   %[[R:.*]] = affine.apply #map1(%[[B]])[%c1, %c0]
// CHECK-NEXT:   %[[C:.*]] = affine.apply #map1(%[[T]])[%c1, %c0]
// CHECK-NEXT:   %[[X:.*]] = memref.load %arg0[%[[R]], %[[C]]] : memref<8x64xf32>
// CHECK-NEXT:   %[[S:.*]] = gpu.all_reduce  %[[X]] {
// CHECK-NEXT:   ^bb0(%[[L:.*]]: f32, %[[Q:.*]]: f32):
// CHECK-NEXT:     %[[A:.*]] = arith.addf %[[L]], %[[Q]] : f32
// CHECK-NEXT:     gpu.yield %[[A]] : f32
// CHECK-NEXT:   } : (f32) -> f32
// CHECK-NEXT:   memref.store %[[S]], %arg1[%[[R]]] : memref<8xf32>
// CHECK-NEXT:   gpu.terminator
func.func @rows(%a: memref<8x64xf32>, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%b) = (%c0) to (%c8) step (%c1) {
    %r = scf.parallel (%i) = (%c0) to (%c64) step (%c1) init (%zero) -> f32 {
      %x = memref.load %a[%b, %i] : memref<8x64xf32>
      scf.reduce(%x : f32) {
      ^bb0(%l: f32, %q: f32):
        %s = arith.addf %l, %q : f32
        scf.reduce.return %s : f32
      }
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    memref.store %r, %out[%b] : memref<8xf32>
    scf.reduce
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

// CHECK-LABEL: func.func @result_outside
// CHECK:       scf.parallel
// CHECK-NOT:   gpu.launch
func.func @result_outside(%a: memref<64xf32>, %out: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%c64) step (%c1) init (%zero) -> f32 {
    %x = memref.load %a[%i] : memref<64xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %q: f32):
      %s = arith.addf %l, %q : f32
      scf.reduce.return %s : f32
    }
  } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  memref.store %r, %out[%c0] : memref<1xf32>
  return
}
