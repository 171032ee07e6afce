// -convert-linalg-to-std: each linalg op on buffers becomes a call of its library function (a generic's
// library_call, a named op's mangled name with its unary/binary fn attribute, op_has_no_registered_library_name
// otherwise), memref operands cast to fully dynamic strided layouts; a private declaration with
// llvm.emit_c_interface goes before the module's last op unless the symbol exists.
// RUN: jopt %s -split-input-file -convert-linalg-to-std | jfilecheck %s

func.func private @printMemrefF32(memref<*xf32>)
func.func @fill_and_matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<?x?xf32>)
  linalg.matmul {tag = #linalg.binary_fn<max_signed>} ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}

// CHECK-LABEL: func.func private @printMemrefF32(memref<*xf32>)
// CHECK-NEXT: func.func private @linalg_fill_f32_viewsxsxf32(f32, memref<?x?xf32, strided<[?, ?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-NEXT: func.func private @linalg_matmul_max_signed_viewsxsxf32_viewsxsxf32_viewsxsxf32(memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-NEXT: func.func @fill_and_matmul(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cast = memref.cast %arg2 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: call @linalg_fill_f32_viewsxsxf32(%cst, %cast) : (f32, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT: %cast_0 = memref.cast %arg0 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_1 = memref.cast %arg1 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_2 = memref.cast %arg2 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: call @linalg_matmul_max_signed_viewsxsxf32_viewsxsxf32_viewsxsxf32(%cast_0, %cast_1, %cast_2) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @spaces(%x: memref<8xi16, 2>, %y: memref<8xi16, 5>, %z: memref<3x?xf64, strided<[?, 1], offset: 4>>) {
  linalg.copy ins(%x : memref<8xi16, 2>) outs(%y : memref<8xi16, 5>)
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"], library_call = "my_kernel"}
    ins(%y : memref<8xi16, 5>) outs(%x : memref<8xi16, 2>) {
  ^bb0(%p: i16, %q: i16):
    linalg.yield %p : i16
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%z : memref<3x?xf64, strided<[?, 1], offset: 4>>) {
  ^bb0(%q: f64):
    linalg.yield %q : f64
  }
  linalg.copy ins(%x : memref<8xi16, 2>) outs(%y : memref<8xi16, 5>)
  return
}

// CHECK-LABEL: func.func private @linalg_copy_view8xi16as2_view8xi16as5(memref<8xi16, strided<[?], offset: ?>, 2>, memref<8xi16, strided<[?], offset: ?>, 5>) attributes {llvm.emit_c_interface}
// CHECK-NEXT: func.func private @my_kernel(memref<8xi16, strided<[?], offset: ?>, 5>, memref<8xi16, strided<[?], offset: ?>, 2>) attributes {llvm.emit_c_interface}
// CHECK-NEXT: func.func private @op_has_no_registered_library_name(memref<3x?xf64, strided<[?, ?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-NEXT: func.func @spaces(%arg0: memref<8xi16, 2>, %arg1: memref<8xi16, 5>, %arg2: memref<3x?xf64, strided<[?, 1], offset: 4>>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8xi16, 2> to memref<8xi16, strided<[?], offset: ?>, 2>
// CHECK-NEXT: %cast_0 = memref.cast %arg1 : memref<8xi16, 5> to memref<8xi16, strided<[?], offset: ?>, 5>
// CHECK-NEXT: call @linalg_copy_view8xi16as2_view8xi16as5(%cast, %cast_0) : (memref<8xi16, strided<[?], offset: ?>, 2>, memref<8xi16, strided<[?], offset: ?>, 5>) -> ()
// CHECK-NEXT: %cast_1 = memref.cast %arg1 : memref<8xi16, 5> to memref<8xi16, strided<[?], offset: ?>, 5>
// CHECK-NEXT: %cast_2 = memref.cast %arg0 : memref<8xi16, 2> to memref<8xi16, strided<[?], offset: ?>, 2>
// CHECK-NEXT: call @my_kernel(%cast_1, %cast_2) : (memref<8xi16, strided<[?], offset: ?>, 5>, memref<8xi16, strided<[?], offset: ?>, 2>) -> ()
// CHECK-NEXT: %cast_3 = memref.cast %arg2 : memref<3x?xf64, strided<[?, 1], offset: 4>> to memref<3x?xf64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: call @op_has_no_registered_library_name(%cast_3) : (memref<3x?xf64, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT: %cast_4 = memref.cast %arg0 : memref<8xi16, 2> to memref<8xi16, strided<[?], offset: ?>, 2>
// CHECK-NEXT: %cast_5 = memref.cast %arg1 : memref<8xi16, 5> to memref<8xi16, strided<[?], offset: ?>, 5>
// CHECK-NEXT: call @linalg_copy_view8xi16as2_view8xi16as5(%cast_4, %cast_5) : (memref<8xi16, strided<[?], offset: ?>, 2>, memref<8xi16, strided<[?], offset: ?>, 5>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @linalg_copy_view4xi64_view4xi64(memref<4xi64, strided<[?], offset: ?>>, memref<4xi64, strided<[?], offset: ?>>)
func.func @declared(%a: memref<4xi64>, %b: memref<4xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    linalg.copy ins(%a : memref<4xi64>) outs(%b : memref<4xi64>)
  }
  linalg.transpose ins(%a : memref<4xi64>) outs(%b : memref<4xi64>) permutation = [0]
  linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%a, %a : memref<4xi64>, memref<4xi64>) outs(%b : memref<4xi64>)
  return
}

// CHECK-LABEL: func.func private @linalg_copy_view4xi64_view4xi64(memref<4xi64, strided<[?], offset: ?>>, memref<4xi64, strided<[?], offset: ?>>)
// CHECK-NEXT: func.func private @op_has_no_registered_library_name(memref<4xi64, strided<[?], offset: ?>>, memref<4xi64, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-NEXT: func.func private @linalg_elementwise_view4xi64_view4xi64_view4xi64(memref<4xi64, strided<[?], offset: ?>>, memref<4xi64, strided<[?], offset: ?>>, memref<4xi64, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-NEXT: func.func @declared(%arg0: memref<4xi64>, %arg1: memref<4xi64>, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK-NEXT: %cast_4 = memref.cast %arg0 : memref<4xi64> to memref<4xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_5 = memref.cast %arg1 : memref<4xi64> to memref<4xi64, strided<[?], offset: ?>>
// CHECK-NEXT: func.call @linalg_copy_view4xi64_view4xi64(%cast_4, %cast_5) : (memref<4xi64, strided<[?], offset: ?>>, memref<4xi64, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xi64> to memref<4xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %arg1 : memref<4xi64> to memref<4xi64, strided<[?], offset: ?>>
// CHECK-NEXT: call @op_has_no_registered_library_name(%cast, %cast_0) : (memref<4xi64, strided<[?], offset: ?>>, memref<4xi64, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT: %cast_1 = memref.cast %arg0 : memref<4xi64> to memref<4xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_2 = memref.cast %arg0 : memref<4xi64> to memref<4xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_3 = memref.cast %arg1 : memref<4xi64> to memref<4xi64, strided<[?], offset: ?>>
// CHECK-NEXT: call @linalg_elementwise_view4xi64_view4xi64_view4xi64(%cast_1, %cast_2, %cast_3) : (memref<4xi64, strided<[?], offset: ?>>, memref<4xi64, strided<[?], offset: ?>>, memref<4xi64, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
