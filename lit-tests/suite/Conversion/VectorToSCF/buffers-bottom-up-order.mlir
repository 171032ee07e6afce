// convert-vector-to-scf applies its patterns bottom-up, as MLIR 22's pass does (the greedy driver's
// default): the last transfer in the block is buffered first, so each later-buffered transfer's
// alloca lands above it at the start of the allocation scope. The read's buffer (2x3) therefore
// ends up above the write's (4x5), each followed by its own mask buffer.
// RUN: jopt %s -convert-vector-to-scf | jfilecheck %s

// CHECK-LABEL: func.func @read_then_write(
// CHECK: scf.for
// CHECK-NEXT: %[[RD:.*]] = memref.alloca() : memref<vector<2x3xf32>>
// CHECK-NEXT: %[[RDM:.*]] = memref.alloca() : memref<vector<2x3xi1>>
// CHECK-NEXT: %[[WR:.*]] = memref.alloca() : memref<vector<4x5xf32>>
// CHECK-NEXT: %[[WRM:.*]] = memref.alloca() : memref<vector<4x5xi1>>
// CHECK: memref.store %{{.*}}, %[[RDM]][]
// CHECK: vector.type_cast %[[RD]]
// CHECK: memref.store %{{.*}}, %[[WRM]][]
// CHECK: memref.store %{{.*}}, %[[WR]][]
func.func @read_then_write(%src: memref<?x?xf32>, %dst: memref<?x?xf32>, %n: index,
                           %m1: vector<2x3xi1>, %m2: vector<4x5xi1>, %v: vector<4x5xf32>) -> vector<2x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 1.5 : f32
  %init = arith.constant dense<0.0> : vector<2x3xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (vector<2x3xf32>) {
    %x = vector.transfer_read %src[%i, %c0], %pad, %m1 {in_bounds = [true, true]} : memref<?x?xf32>, vector<2x3xf32>
    vector.transfer_write %v, %dst[%c0, %i], %m2 {in_bounds = [true, true]} : vector<4x5xf32>, memref<?x?xf32>
    scf.yield %x : vector<2x3xf32>
  }
  return %r : vector<2x3xf32>
}
