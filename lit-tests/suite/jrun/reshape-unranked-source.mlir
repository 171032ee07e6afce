// memref.reshape whose source and result are both unranked (finalize-memref-to-llvm): the source's
// pointers and offset are read through its descriptor pointer into the new stack descriptor, whose rank
// is the shape operand's length. Before, the op stayed unconverted and jrun reported the leftover cast.
// RUN: jopt %s -pass-pipeline="builtin.module(func.func(convert-scf-to-cf,convert-arith-to-llvm),finalize-memref-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)" | jrun -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so | jfilecheck %s

// CHECK: rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2],
// CHECK-NEXT:  [3,   4,   5],
// CHECK-NEXT:  [6,   7,   8],
// CHECK-NEXT:  [9,   10,   11]]
// CHECK: rank = 3 offset = 2 sizes = [2, 1, 5] strides = [5, 5, 1] data =
// CHECK-NEXT: {{\[\[\[}}2,    3,    4,    5,    6]],
// CHECK-NEXT: {{^ \[\[}}7,    8,    9,    10,    11]]]

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @reshape(%src : memref<*xf32>, %shape : memref<?xindex>) -> memref<*xf32> {
  %r = memref.reshape %src(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  return %r : memref<*xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c12 = arith.constant 12 : index
  %buf = memref.alloc() : memref<12xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %buf[%i] : memref<12xf32>
  }
  %u = memref.cast %buf : memref<12xf32> to memref<*xf32>
  %s2 = memref.alloc(%c2) : memref<?xindex>
  memref.store %c4, %s2[%c0] : memref<?xindex>
  memref.store %c3, %s2[%c1] : memref<?xindex>
  %r2 = call @reshape(%u, %s2) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  call @printMemrefF32(%r2) : (memref<*xf32>) -> ()
  // The source's offset carries over: a view starting at element 2.
  %view = memref.reinterpret_cast %buf to offset: [2], sizes: [10], strides: [1] : memref<12xf32> to memref<10xf32, strided<[1], offset: 2>>
  %uv = memref.cast %view : memref<10xf32, strided<[1], offset: 2>> to memref<*xf32>
  %s3 = memref.alloc(%c3) : memref<?xindex>
  memref.store %c2, %s3[%c0] : memref<?xindex>
  memref.store %c1, %s3[%c1] : memref<?xindex>
  memref.store %c5, %s3[%c2] : memref<?xindex>
  %r3 = call @reshape(%uv, %s3) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  call @printMemrefF32(%r3) : (memref<*xf32>) -> ()
  memref.dealloc %s3 : memref<?xindex>
  memref.dealloc %s2 : memref<?xindex>
  memref.dealloc %buf : memref<12xf32>
  return
}
