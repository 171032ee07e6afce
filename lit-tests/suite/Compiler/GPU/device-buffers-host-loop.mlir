// hlo-gpu-device-buffers: a host loop nest that fills a buffer a kernel then reads (an im2col before a
// product) is one host use: the buffer goes to the device once, after the loop, not at the end of
// every iteration.
// RUN: jopt %s -hlo-gpu-device-buffers | jfilecheck %s

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @read(%m: memref<?xf32>, %o: memref<?xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %m[%i] : memref<?xf32>
      memref.store %x, %o[%i] : memref<?xf32>
      gpu.return
    }
  }

  // CHECK-LABEL: func.func @fill_then_read
  // CHECK:         %[[H:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
  // CHECK-NEXT:    %[[D:.*]] = gpu.alloc  (%{{.*}}) : memref<?xf32>
  // CHECK:         scf.for
  // CHECK-NEXT:      scf.for
  // CHECK-NOT:         gpu.memcpy
  // CHECK:             memref.store
  // CHECK-NEXT:      }
  // CHECK-NEXT:    }
  // CHECK:         gpu.memcpy  %[[D]], %[[H]]
  // CHECK:         gpu.launch_func  @k::@read {{.*}} args(%[[D]] : memref<?xf32>
  func.func @fill_then_read(%n: index, %o: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %f = arith.constant 1.0 : f32
    %t = memref.alloc(%n) : memref<?xf32>
    scf.for %i = %c0 to %n step %c2 {
      scf.for %j = %c0 to %c2 step %c1 {
        %k = arith.addi %i, %j : index
        memref.store %f, %t[%k] : memref<?xf32>
      }
    }
    gpu.launch_func @k::@read blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%t : memref<?xf32>, %o : memref<?xf32>)
    memref.dealloc %t : memref<?xf32>
    return
  }
}
