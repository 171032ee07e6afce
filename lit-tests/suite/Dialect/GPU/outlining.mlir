// -gpu-kernel-outlining: each launch body becomes a kernel in its own gpu.module after the function;
// values from above become arguments in order of first use; ids and sizes become gpu ops.
// RUN: jopt %s -gpu-kernel-outlining -split-input-file | jfilecheck %s
// RUN: jopt %s -gpu-launch-sink-index-computations -gpu-kernel-outlining -split-input-file | jfilecheck %s --check-prefix=SINK

// CHECK: module attributes {gpu.container_module}
// CHECK-LABEL: func.func @saxpy
// CHECK-SAME: (%[[X:.*]]: memref<?xf32>, %[[Y:.*]]: memref<?xf32>, %[[A:.*]]: f32, %[[N:.*]]: index)
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[C128:.*]] = arith.constant 128 : index
// CHECK: gpu.launch_func  @saxpy_kernel::@saxpy_kernel blocks in (%[[N]], %[[C1]], %[[C1]]) threads in (%[[C128]], %[[C1]], %[[C1]])  args(%[[X]] : memref<?xf32>, %[[A]] : f32, %[[Y]] : memref<?xf32>)
// CHECK: %[[T:.*]] = gpu.wait async
// CHECK: gpu.launch_func async [%[[T]]] @saxpy_kernel_0::@saxpy_kernel
// CHECK: gpu.module @saxpy_kernel {
// CHECK-NEXT: gpu.func @saxpy_kernel(%[[KX:.*]]: memref<?xf32>, %[[KA:.*]]: f32, %[[KY:.*]]: memref<?xf32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
// CHECK-NEXT: %[[BX:.*]] = gpu.block_id  x
// CHECK-NEXT: gpu.block_id  y
// CHECK-NEXT: gpu.block_id  z
// CHECK-NEXT: %[[TX:.*]] = gpu.thread_id  x
// CHECK-NEXT: gpu.thread_id  y
// CHECK-NEXT: gpu.thread_id  z
// CHECK-NEXT: gpu.grid_dim  x
// CHECK-NEXT: gpu.grid_dim  y
// CHECK-NEXT: gpu.grid_dim  z
// CHECK-NEXT: %[[BDX:.*]] = gpu.block_dim  x
// CHECK-NEXT: gpu.block_dim  y
// CHECK-NEXT: gpu.block_dim  z
// CHECK-NEXT: %[[I:.*]] = arith.muli %[[BX]], %[[BDX]] : index
// CHECK-NEXT: %[[J:.*]] = arith.addi %[[I]], %[[TX]] : index
// CHECK-NEXT: memref.load %[[KX]][%[[J]]]
// CHECK-NEXT: arith.mulf %{{.*}}, %[[KA]]
// CHECK: memref.store %{{.*}}, %[[KY]][%[[J]]]
// CHECK-NEXT: gpu.return
// CHECK: gpu.module @saxpy_kernel_0 {
// CHECK-NEXT: gpu.func @saxpy_kernel() kernel attributes {known_block_size = array<i32: 128, 1, 1>, known_grid_size = array<i32: 1, 1, 1>}
func.func @saxpy(%x: memref<?xf32>, %y: memref<?xf32>, %a: f32, %n: index) {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %i = arith.muli %bx, %sx : index
    %j = arith.addi %i, %tx : index
    %xv = memref.load %x[%j] : memref<?xf32>
    %ax = arith.mulf %xv, %a : f32
    %yv = memref.load %y[%j] : memref<?xf32>
    %r = arith.addf %ax, %yv : f32
    memref.store %r, %y[%j] : memref<?xf32>
    gpu.terminator
  }
  %t = gpu.wait async
  %done = gpu.launch async [%t] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  gpu.wait [%done]
  return
}

// -----

// Constants used inside stay arguments unless they are sunk first; branches keep their blocks.
// CHECK-LABEL: func.func @branchy
// CHECK: gpu.launch_func  @branchy_kernel::@branchy_kernel {{.*}} args(%{{.*}} : memref<?xf32>, %{{.*}} : index, %{{.*}} : i1)
// CHECK: gpu.func @branchy_kernel(%{{.*}}: memref<?xf32>, %{{.*}}: index, %{{.*}}: i1) kernel {
// CHECK: cf.cond_br %{{.*}}, ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK-NEXT: memref.store
// CHECK-NEXT: gpu.return
// CHECK: ^bb2:
// CHECK-NEXT: gpu.return
// SINK-LABEL: func.func @branchy
// SINK: gpu.launch_func  @branchy_kernel::@branchy_kernel {{.*}} args(%{{.*}} : memref<?xf32>, %{{.*}} : i1)
// SINK: gpu.func @branchy_kernel(%[[M:.*]]: memref<?xf32>, %{{.*}}: i1) kernel {
// SINK: gpu.block_dim  z
// SINK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// SINK-NEXT: %[[D:.*]] = memref.dim %[[M]], %[[C0]] : memref<?xf32>
// SINK-NEXT: memref.load %[[M]][%[[D]]]
func.func @branchy(%buf: memref<?xf32>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %buf, %c0 : memref<?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    %v = memref.load %buf[%d] : memref<?xf32>
    cf.cond_br %c, ^a, ^b
  ^a:
    memref.store %v, %buf[%d] : memref<?xf32>
    gpu.terminator
  ^b:
    gpu.terminator
  }
  return
}

// -----

// Clusters, dynamic shared memory and attributions carry over; the launch's module/function names are used.
// CHECK-LABEL: func.func @clustered
// CHECK: gpu.launch_func  @mine::@body clusters in ({{.*}}) blocks in ({{.*}}) threads in ({{.*}})  dynamic_shared_memory_size %{{.*}} args(
// CHECK: gpu.module @mine {
// CHECK-NEXT: gpu.func @body(%{{.*}}: memref<?xindex>, %{{.*}}: index) workgroup(%{{.*}} : memref<4xf32, #gpu.address_space<workgroup>>) private(%{{.*}} : memref<1xf32, #gpu.address_space<private>>) kernel
// CHECK: %[[CID:.*]] = gpu.cluster_id  x
// CHECK: gpu.cluster_dim  z
// CHECK-NEXT: memref.store %[[CID]]
func.func @clustered(%buf: memref<?xindex>) {
  %c1 = arith.constant 1 : index
  %s = arith.constant 128 : i32
  gpu.launch clusters(%cx, %cy, %cz) in (%a = %c1, %b = %c1, %c = %c1)
             blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1)
             dynamic_shared_memory_size %s module(@mine) function(@body)
             workgroup(%w : memref<4xf32, #gpu.address_space<workgroup>>)
             private(%p : memref<1xf32, #gpu.address_space<private>>) {
    memref.store %cx, %buf[%c1] : memref<?xindex>
    gpu.terminator
  }
  return
}
