// Host emulation of kernels with barriers inside scf.if and scf.while (uniform conditions: every
// thread of the block reaches the barrier), of a kernel with unstructured control flow (several
// blocks, cf.cond_br), and of gpu.printf (C's printf on the host, threads in order).
// RUN: jrun --gpu-emulate %s -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so | jfilecheck %s

// Rotation through workgroup memory inside scf.if.
// CHECK: sizes = [8] strides = [1] data =
// CHECK-NEXT: [1,  2,  3,  4,  5,  6,  7,  0]
// Doubling while element 0 is below 100 (scf.while with barriers): 7 rounds.
// CHECK: sizes = [8] strides = [1] data =
// CHECK-NEXT: [128,  256,  384,  512,  640,  768,  896,  0]
// Odd elements printed, even ones halved, by a kernel of four blocks.
// CHECK:      thread 1: odd 3
// CHECK-NEXT: thread 3: odd 1
// CHECK-NEXT: thread 5: odd 7
// CHECK-NEXT: thread 7: odd 5
// CHECK: sizes = [8] strides = [1] data =
// CHECK-NEXT: [0,  3,  3,  1,  2,  7,  1,  5]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rotate(%a: memref<8xi32>, %on: i1) workgroup(%tmp: memref<8xi32, #gpu.address_space<workgroup>>) kernel {
      %t = gpu.thread_id x
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      scf.if %on {
        %v = memref.load %a[%t] : memref<8xi32>
        memref.store %v, %tmp[%t] : memref<8xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        %n = arith.addi %t, %c1 : index
        %m = arith.remui %n, %c8 : index
        %w = memref.load %tmp[%m] : memref<8xi32, #gpu.address_space<workgroup>>
        memref.store %w, %a[%t] : memref<8xi32>
      }
      gpu.return
    }
    gpu.func @double(%a: memref<8xi32>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %limit = arith.constant 100 : i32
      scf.while : () -> () {
        %first = memref.load %a[%c0] : memref<8xi32>
        %go = arith.cmpi slt, %first, %limit : i32
        scf.condition(%go)
      } do {
        %v = memref.load %a[%t] : memref<8xi32>
        gpu.barrier
        %d = arith.addi %v, %v : i32
        memref.store %d, %a[%t] : memref<8xi32>
        gpu.barrier
        scf.yield
      }
      gpu.return
    }
    gpu.func @classify(%a: memref<8xi32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %a[%t] : memref<8xi32>
      %one = arith.constant 1 : i32
      %low = arith.andi %v, %one : i32
      %odd = arith.cmpi eq, %low, %one : i32
      cf.cond_br %odd, ^odd, ^even
    ^odd:
      %ti = arith.index_cast %t : index to i32
      gpu.printf "thread %d: odd %d\n", %ti, %v : i32, i32
      cf.br ^done
    ^even:
      %h = arith.shrsi %v, %one : i32
      memref.store %h, %a[%t] : memref<8xi32>
      cf.br ^done
    ^done:
      gpu.return
    }
  }
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %true = arith.constant true
    %a = memref.alloc() : memref<8xi32>
    scf.for %i = %c0 to %c8 step %c1 {
      %v = arith.index_cast %i : index to i32
      memref.store %v, %a[%i] : memref<8xi32>
    }
    gpu.launch_func @kernels::@rotate blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<8xi32>, %true : i1)
    %u = memref.cast %a : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    gpu.launch_func @kernels::@double blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<8xi32>)
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    scf.for %i = %c0 to %c8 step %c1 {
      %v = arith.index_cast %i : index to i32
      %three = arith.constant 3 : i32
      %x = arith.muli %v, %three : i32
      %m = arith.constant 8 : i32
      %y = arith.remsi %x, %m : i32
      memref.store %y, %a[%i] : memref<8xi32>
    }
    gpu.launch_func @kernels::@classify blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<8xi32>)
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    memref.dealloc %a : memref<8xi32>
    return
  }
}
