// hlo-gpu-device-buffers on hand-written host code: a buffer only kernels use becomes a gpu.alloc;
// a buffer host code reads between launches is copied back before the read and (written by the host)
// copied to the device again before the next launch; launches inside a loop see both copies current.
// RUN: jopt %s -hlo-gpu-device-buffers | jfilecheck %s

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill(%m: memref<?xf32>, %v: f32) kernel {
      %i = gpu.thread_id x
      memref.store %v, %m[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @read(%m: memref<?xf32>, %o: memref<?xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %m[%i] : memref<?xf32>
      memref.store %x, %o[%i] : memref<?xf32>
      gpu.return
    }
  }

  // CHECK-LABEL: func.func @temp
  // CHECK-SAME:    (%[[N:.*]]: index, %[[O:.*]]: memref<?xf32>)
  // CHECK:         %[[DO:.*]] = gpu.alloc  (%{{.*}}) : memref<?xf32>
  // CHECK:         %[[T:.*]] = gpu.alloc  (%[[N]]) : memref<?xf32>
  // CHECK-NOT:     memref.alloc
  // CHECK:         gpu.launch_func  @k::@fill {{.*}} args(%[[T]] : memref<?xf32>
  // The output argument: its device copy made current before the launch (it was on the host), and
  // copied back at the end (the kernel wrote it).
  // CHECK:         gpu.memcpy  %[[DO]], %[[O]]
  // CHECK-NEXT:    gpu.launch_func  @k::@read {{.*}} args(%[[T]] : memref<?xf32>, %[[DO]] : memref<?xf32>)
  // CHECK-NEXT:    gpu.dealloc  %[[T]] : memref<?xf32>
  // CHECK-NEXT:    gpu.memcpy  %[[O]], %[[DO]]
  // CHECK-NEXT:    gpu.dealloc  %[[DO]]
  // CHECK-NEXT:    return
  func.func @temp(%n: index, %o: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    %f = arith.constant 1.0 : f32
    %t = memref.alloc(%n) : memref<?xf32>
    gpu.launch_func @k::@fill blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%t : memref<?xf32>, %f : f32)
    gpu.launch_func @k::@read blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%t : memref<?xf32>, %o : memref<?xf32>)
    memref.dealloc %t : memref<?xf32>
    return
  }

  // CHECK-LABEL: func.func @host_between
  // CHECK:         %[[DO:.*]] = gpu.alloc  () : memref<4xf32>
  // CHECK:         %[[H:.*]] = memref.alloc() : memref<4xf32>
  // CHECK-NEXT:    %[[D:.*]] = gpu.alloc  () : memref<4xf32>
  // CHECK:         %[[DC:.*]] = memref.cast %[[D]] : memref<4xf32> to memref<?xf32>
  // CHECK-NEXT:    gpu.launch_func  @k::@fill {{.*}} args(%[[DC]] : memref<?xf32>
  // The host reads an element: the device copy comes back first.
  // CHECK-NEXT:    gpu.memcpy  %[[H]], %[[D]] : memref<4xf32>, memref<4xf32>
  // CHECK-NEXT:    %[[X:.*]] = memref.load %[[H]]
  // A read leaves both copies current: no copy before the host's store.
  // CHECK-NEXT:    memref.store %[[X]], %[[H]]
  // The host wrote: the device copy is refreshed before the next kernel reads it.
  // CHECK:         gpu.memcpy  %[[D]], %[[H]] : memref<4xf32>, memref<4xf32>
  // CHECK:         gpu.launch_func  @k::@read {{.*}} args(%{{.*}} : memref<?xf32>
  // The kernel only read it: no copy back before the dealloc.
  // CHECK-NEXT:    gpu.dealloc  %[[D]]
  // CHECK-NEXT:    memref.dealloc %[[H]]
  // CHECK-NEXT:    gpu.memcpy  %arg0, %[[DO]]
  // CHECK-NEXT:    gpu.dealloc  %[[DO]]
  func.func @host_between(%o: memref<4xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %f = arith.constant 1.0 : f32
    %h = memref.alloc() : memref<4xf32>
    %hc = memref.cast %h : memref<4xf32> to memref<?xf32>
    gpu.launch_func @k::@fill blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%hc : memref<?xf32>, %f : f32)
    %x = memref.load %h[%c0] : memref<4xf32>
    memref.store %x, %h[%c1] : memref<4xf32>
    %oc = memref.cast %o : memref<4xf32> to memref<?xf32>
    gpu.launch_func @k::@read blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%hc : memref<?xf32>, %oc : memref<?xf32>)
    memref.dealloc %h : memref<4xf32>
    return
  }

  // CHECK-LABEL: func.func @in_loop
  // CHECK:         %[[D:.*]] = gpu.alloc  () : memref<4xf32>
  // CHECK:         gpu.memcpy  %[[D]], %arg0
  // CHECK-NEXT:    scf.for
  // CHECK-NEXT:      %[[DC:.*]] = memref.cast %[[D]] : memref<4xf32> to memref<?xf32>
  // CHECK-NEXT:      gpu.launch_func  @k::@fill {{.*}} args(%[[DC]] : memref<?xf32>
  // The loop body leaves the host copy current too.
  // CHECK-NEXT:      gpu.memcpy  %arg0, %[[D]]
  // CHECK-NEXT:    }
  // CHECK-NEXT:    gpu.dealloc  %[[D]]
  // CHECK-NEXT:    return
  func.func @in_loop(%m: memref<4xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %f = arith.constant 1.0 : f32
    %mc = memref.cast %m : memref<4xf32> to memref<?xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      gpu.launch_func @k::@fill blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%mc : memref<?xf32>, %f : f32)
    }
    return
  }
}
