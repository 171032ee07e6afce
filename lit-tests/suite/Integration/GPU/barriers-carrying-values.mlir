// Host emulation of barriers inside control flow that carries values per thread: an scf.for with
// iter_args, an scf.while whose condition (thread 0's) and body exchange values through workgroup
// memory, and an scf.if with results. Each thread's loop-carried values stay its own.
// RUN: jrun --gpu-emulate %s -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so | jfilecheck %s

// scf.for, 3 iterations of v[t] = v[t] + v[t+1 mod 8] from v[t] = t.
// CHECK: sizes = [8] strides = [1] data =
// CHECK-NEXT: [12,  20,  28,  36,  44,  44,  28,  12]
// scf.while, while thread 0's counter is below 2: x[t] = 2 x[t] - x[t-1 mod 8] from x[t] = 10 t; the
// counter is carried too (the while's second result).
// CHECK: sizes = [8] strides = [1] data =
// CHECK-NEXT: [-220,  110,  40,  50,  60,  70,  80,  90]
// CHECK: sizes = [8] strides = [1] data =
// CHECK-NEXT: [2,  2,  2,  2,  2,  2,  2,  2]
// scf.if with a result, a barrier in its then-branch: the neighbour two threads on, plus 100.
// CHECK: sizes = [8] strides = [1] data =
// CHECK-NEXT: [102,  103,  104,  105,  106,  107,  100,  101]
func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %for = memref.alloc() : memref<8xi32>
  %while = memref.alloc() : memref<8xi32>
  %count = memref.alloc() : memref<8xi32>
  %if = memref.alloc() : memref<8xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<8xi32, #gpu.address_space<workgroup>>) {
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : index
    %three = arith.constant 3 : index
    %seven = arith.constant 7 : index
    %eight = arith.constant 8 : index
    %next = arith.addi %tx, %one : index
    %n1 = arith.remui %next, %eight : index
    %prev = arith.addi %tx, %seven : index
    %p1 = arith.remui %prev, %eight : index
    %t32 = arith.index_cast %tx : index to i32
    %v = scf.for %s = %c0 to %three step %one iter_args(%acc = %t32) -> (i32) {
      memref.store %acc, %sh[%tx] : memref<8xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %w = memref.load %sh[%n1] : memref<8xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %sum = arith.addi %acc, %w : i32
      scf.yield %sum : i32
    }
    memref.store %v, %for[%tx] : memref<8xi32>
    %ten = arith.constant 10 : i32
    %x0 = arith.muli %t32, %ten : i32
    %z = arith.constant 0 : i32
    %x, %n = scf.while (%xi = %x0, %i = %z) : (i32, i32) -> (i32, i32) {
      %two = arith.constant 2 : i32
      %go = arith.cmpi slt, %i, %two : i32
      scf.condition(%go) %xi, %i : i32, i32
    } do {
    ^bb0(%xa: i32, %ia: i32):
      memref.store %xa, %sh[%tx] : memref<8xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %l = memref.load %sh[%p1] : memref<8xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %d = arith.addi %xa, %xa : i32
      %r = arith.subi %d, %l : i32
      %i1 = arith.constant 1 : i32
      %ib = arith.addi %ia, %i1 : i32
      scf.yield %r, %ib : i32, i32
    }
    memref.store %x, %while[%tx] : memref<8xi32>
    memref.store %n, %count[%tx] : memref<8xi32>
    %true = arith.constant true
    %hundred = arith.constant 100 : i32
    %r = scf.if %true -> (i32) {
      %t100 = arith.addi %t32, %hundred : i32
      memref.store %t100, %sh[%tx] : memref<8xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %two = arith.constant 2 : index
      %j = arith.addi %tx, %two : index
      %jj = arith.remui %j, %eight : index
      %got = memref.load %sh[%jj] : memref<8xi32, #gpu.address_space<workgroup>>
      scf.yield %got : i32
    } else {
      scf.yield %t32 : i32
    }
    memref.store %r, %if[%tx] : memref<8xi32>
    gpu.terminator
  }
  %a = memref.cast %for : memref<8xi32> to memref<*xi32>
  func.call @printMemrefI32(%a) : (memref<*xi32>) -> ()
  %b = memref.cast %while : memref<8xi32> to memref<*xi32>
  func.call @printMemrefI32(%b) : (memref<*xi32>) -> ()
  %c = memref.cast %count : memref<8xi32> to memref<*xi32>
  func.call @printMemrefI32(%c) : (memref<*xi32>) -> ()
  %d = memref.cast %if : memref<8xi32> to memref<*xi32>
  func.call @printMemrefI32(%d) : (memref<*xi32>) -> ()
  return
}
