// -gpu-emulate-on-host: a kernel becomes a private host function taking its arguments, the grid
// and block sizes and the dynamic shared memory size; blocks and threads are loops; a barrier
// splits the threads' loops; a value used after the barrier is kept in a per-thread array and
// workgroup memory is allocated per block; launch_func becomes a call, gpu.alloc/memcpy/dealloc
// memref ops, and the gpu module, waits and the container attribute go away.
// RUN: jopt %s -split-input-file -gpu-emulate-on-host -verify-diagnostics | jfilecheck %s

// CHECK-LABEL: module {
// CHECK: func.func private @__gpu_emu_kernels_k(%[[A:.*]]: memref<8xf32>, %[[GX:.*]]: index, %[[GY:.*]]: index, %[[GZ:.*]]: index, %[[BX:.*]]: index, %[[BY:.*]]: index, %[[BZ:.*]]: index, %[[SH:.*]]: index) {
// CHECK: scf.for %[[BIDZ:.*]] = %{{.*}} to %[[GZ]]
// CHECK: scf.for %[[BIDY:.*]] = %{{.*}} to %[[GY]]
// CHECK: scf.for %[[BIDX:.*]] = %{{.*}} to %[[GX]]
// CHECK: %[[SPILL:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK: %[[TILE:.*]] = memref.alloc() : memref<8xf32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[BZ]]
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[BY]]
// CHECK: scf.for %[[TX:.*]] = %{{.*}} to %[[BX]]
// CHECK: %[[V:.*]] = memref.load %[[A]][%[[TX]]] : memref<8xf32>
// CHECK: memref.store %[[V]], %[[TILE]][%[[TX]]] : memref<8xf32>
// CHECK: memref.store %[[V]], %[[SPILL]][%{{.*}}] : memref<?xf32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[BZ]]
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[BY]]
// CHECK: scf.for %[[TX2:.*]] = %{{.*}} to %[[BX]]
// CHECK: %[[OTHER:.*]] = memref.load %[[TILE]]
// CHECK: %[[MINE:.*]] = memref.load %[[SPILL]]
// CHECK: arith.addf %[[OTHER]], %[[MINE]] : f32
// CHECK: memref.dealloc %[[TILE]] : memref<8xf32>
// CHECK: memref.dealloc %[[SPILL]] : memref<?xf32>
// CHECK: func.func @host(%[[H:.*]]: memref<8xf32>)
// CHECK: %[[D:.*]] = memref.alloc() : memref<8xf32>
// CHECK: memref.copy %[[H]], %[[D]] : memref<8xf32> to memref<8xf32>
// CHECK: call @__gpu_emu_kernels_k(%[[D]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<8xf32>, index, index, index, index, index, index, index) -> ()
// CHECK: memref.dealloc %[[D]] : memref<8xf32>
// CHECK-NOT: gpu.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<8xf32>) workgroup(%tile: memref<8xf32, #gpu.address_space<workgroup>>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %a[%t] : memref<8xf32>
      memref.store %v, %tile[%t] : memref<8xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %n = arith.addi %t, %c1 : index
      %j = arith.remui %n, %c8 : index
      %o = memref.load %tile[%j] : memref<8xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %o, %v : f32
      memref.store %s, %a[%t] : memref<8xf32>
      gpu.return
    }
  }
  func.func @host(%h: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<8xf32>
    %t2 = gpu.memcpy async [%t1] %d, %h : memref<8xf32>, memref<8xf32>
    %t3 = gpu.launch_func async [%t2] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%d : memref<8xf32>)
    %t4 = gpu.dealloc async [%t3] %d : memref<8xf32>
    gpu.wait [%t4]
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<8xf32>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %x = arith.cmpi eq, %t, %c0 : index
      cf.cond_br %x, ^bb1, ^bb2
    ^bb1:
      %w = arith.constant 32 : i32
      %f = arith.constant 1.0 : f32
      // expected-error@+1 {{cannot emulate on the host: shuffles and reductions in kernels of more than one block are not supported}}
      %s, %ok = gpu.shuffle xor %f, %w, %w : f32
      cf.br ^bb2
    ^bb2:
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<8xf32>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      cf.br ^bb1
    ^bb1:
      scf.for %i = %c0 to %n step %c1 {
        // expected-error@+1 {{cannot emulate on the host: gpu.barrier inside 'scf.for' in a kernel of more than one block is not supported}}
        gpu.barrier
      }
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<8xf32>) kernel {
      %t = gpu.thread_id x
      // expected-error@+1 {{cannot emulate on the host: a value of type memref<1xf32, strided<[1], offset: ?>> is live across gpu.barrier (only scalars can be kept per thread)}}
      %v = memref.subview %a[%t] [1] [1] : memref<8xf32> to memref<1xf32, strided<[1], offset: ?>>
      gpu.barrier
      %c0 = arith.constant 0 : index
      %x = memref.load %v[%c0] : memref<1xf32, strided<[1], offset: ?>>
      gpu.return
    }
  }
}
