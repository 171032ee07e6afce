// printMemrefVector4x4xf32 (MLIR's runner utils): a 2-D memref whose elements are vector<4x4xf32>,
// each printed as MLIR's vector printer nests it (rows joined by ",   ", the last by ",  "), after a
// ranked header; a strided view prints its own offset and strides. Values are mlir-runner 22's.
// RUN: jopt %s -convert-vector-to-llvm -test-lower-to-llvm | jrun -e entry --entry-point-result=void --shared-libs=libmlir_runner_utils.so | jfilecheck %s --match-full-lines

// CHECK:      Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [1, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}((0.5, -2, 3, 4),   (5, 6, 7, 8),   (9, 10, 11, 12),  (13, 14, 15, 1e+10)),   ((0.25, 0.25, 0.25, 0.25),   (0.25, 0.25, 0.25, 0.25),   (0.25, 0.25, 0.25, 0.25),  (0.25, 0.25, 0.25, 0.25))]]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 1 sizes = [1, 1] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}((0.25, 0.25, 0.25, 0.25),   (0.25, 0.25, 0.25, 0.25),   (0.25, 0.25, 0.25, 0.25),  (0.25, 0.25, 0.25, 0.25))]]
// CHECK-EMPTY:

func.func private @printMemrefVector4x4xf32(memref<?x?xvector<4x4xf32>, strided<[?, ?], offset: ?>>) attributes { llvm.emit_c_interface }

func.func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant dense<[[0.5, -2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 1.0e10]]> : vector<4x4xf32>
  %b = arith.constant dense<0.25> : vector<4x4xf32>
  %m = memref.alloc() : memref<1x2xvector<4x4xf32>>
  memref.store %a, %m[%c0, %c0] : memref<1x2xvector<4x4xf32>>
  memref.store %b, %m[%c0, %c1] : memref<1x2xvector<4x4xf32>>
  %all = memref.cast %m : memref<1x2xvector<4x4xf32>> to memref<?x?xvector<4x4xf32>, strided<[?, ?], offset: ?>>
  call @printMemrefVector4x4xf32(%all) : (memref<?x?xvector<4x4xf32>, strided<[?, ?], offset: ?>>) -> ()
  %s = memref.subview %m[0, 1] [1, 1] [1, 1] : memref<1x2xvector<4x4xf32>> to memref<1x1xvector<4x4xf32>, strided<[2, 1], offset: 1>>
  %sc = memref.cast %s : memref<1x1xvector<4x4xf32>, strided<[2, 1], offset: 1>> to memref<?x?xvector<4x4xf32>, strided<[?, ?], offset: ?>>
  call @printMemrefVector4x4xf32(%sc) : (memref<?x?xvector<4x4xf32>, strided<[?, ?], offset: ?>>) -> ()
  memref.dealloc %m : memref<1x2xvector<4x4xf32>>
  return
}
