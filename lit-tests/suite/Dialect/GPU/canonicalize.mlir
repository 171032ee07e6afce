// gpu canonicalization: redundant waits, dead copies into fresh buffers, casts folded into
// memcpy/memset, dims of gpu.alloc, and ids along size-1 launch dimensions.
// RUN: jopt %s -canonicalize -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @waits
// A wait on a dependency-free wait's token drops that token first, so %forwarded stays a wait of its own.
// CHECK-NEXT: %[[T:.*]] = gpu.wait async
// CHECK-NEXT: %{{.*}}, %{{.*}} = gpu.alloc async [%[[T]]] () : memref<8xf32>
// CHECK-NEXT: %[[T2:.*]] = gpu.wait async
// CHECK-NEXT: %{{.*}}, %{{.*}} = gpu.alloc async [%[[T2]]] () : memref<8xf32>
// CHECK-NEXT: return
func.func @waits() -> (memref<8xf32>, memref<8xf32>) {
  %unused = gpu.wait async
  gpu.wait []
  %t = gpu.wait async
  %a, %ta = gpu.alloc async [%t] () : memref<8xf32>
  gpu.wait [%t]
  %forwarded = gpu.wait async [%t]
  %b, %tb = gpu.alloc async [%forwarded] () : memref<8xf32>
  gpu.wait [%forwarded]
  return %a, %b : memref<8xf32>, memref<8xf32>
}

// CHECK-LABEL: func.func @dead_copy
// CHECK-NOT: gpu.memcpy
func.func @dead_copy(%src: memref<4xf32>) {
  %dst = memref.alloc() : memref<4xf32>
  gpu.memcpy %dst, %src : memref<4xf32>, memref<4xf32>
  memref.dealloc %dst : memref<4xf32>
  return
}

// CHECK-LABEL: func.func @live_copy
// CHECK: gpu.memcpy
func.func @live_copy(%src: memref<4xf32>, %i: index) -> f32 {
  %dst = memref.alloc() : memref<4xf32>
  gpu.memcpy %dst, %src : memref<4xf32>, memref<4xf32>
  %v = memref.load %dst[%i] : memref<4xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @casts(
// CHECK-SAME: %[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>, %[[F:.*]]: f32)
// CHECK-NEXT: gpu.memcpy  %[[A]], %[[B]] : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: gpu.memset  %[[A]], %[[F]] : memref<4xf32>, f32
func.func @casts(%a: memref<4xf32>, %b: memref<4xf32>, %f: f32) {
  %ca = memref.cast %a : memref<4xf32> to memref<?xf32>
  %cb = memref.cast %b : memref<4xf32> to memref<?xf32>
  gpu.memcpy %ca, %cb : memref<?xf32>, memref<?xf32>
  gpu.memset %ca, %f : memref<?xf32>, f32
  return
}

// -----

// CHECK-LABEL: func.func @dim_of_alloc(
// CHECK-SAME: %{{.*}}: index, %[[M:.*]]: index)
// CHECK-NEXT: return %[[M]] : index
func.func @dim_of_alloc(%n: index, %m: index) -> index {
  %buf = gpu.alloc(%n, %m) : memref<?x4x?xf32>
  %c2 = arith.constant 2 : index
  %d = memref.dim %buf, %c2 : memref<?x4x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @unit_dims
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in {{.*}} threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in
// CHECK-NEXT: memref.store %[[TX]], %{{.*}}[%[[C0]], %[[TX]]]
func.func @unit_dims(%buf: memref<1x32xindex>) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %row = arith.addi %bx, %ty : index
    memref.store %tx, %buf[%row, %tx] : memref<1x32xindex>
    gpu.terminator
  }
  return
}
