// func.func, func.call and func.return: several results are packed in a struct, memref
// arguments are passed as their descriptor fields, llvm.emit_c_interface adds _mlir_ciface_ wrappers.
// RUN: jopt %s -convert-func-to-llvm | jfilecheck %s

func.func private @ext(i32, index) -> (i32, f32)
func.func @caller(%a: i32, %b: index) -> (i32, f32) attributes {llvm.emit_c_interface} {
  %r:2 = call @ext(%a, %b) : (i32, index) -> (i32, f32)
  return %r#0, %r#1 : i32, f32
}
func.func @mem(%m: memref<4x?xf32>, %u: memref<*xf32>) -> memref<4x?xf32> {
  return %m : memref<4x?xf32>
}
func.func @cif(%m: memref<4xf32>) -> f32 attributes {llvm.emit_c_interface} {
  %c = arith.constant 1.0 : f32
  return %c : f32
}

// CHECK-LABEL: llvm.func @ext(i32, i64) -> !llvm.struct<(i32, f32)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @caller(%arg0: i32, %arg1: i64) -> !llvm.struct<(i32, f32)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @ext(%arg0, %arg1) : (i32, i64) -> !llvm.struct<(i32, f32)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %4 = llvm.insertvalue %1, %3[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %5 = llvm.insertvalue %2, %4[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.return %5 : !llvm.struct<(i32, f32)>
// CHECK-LABEL: llvm.func @_mlir_ciface_caller(%arg0: !llvm.ptr, %arg1: i32, %arg2: i64) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @caller(%arg1, %arg2) : (i32, i64) -> !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.store %0, %arg0 : !llvm.struct<(i32, f32)>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func @mem(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.return %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-LABEL: llvm.func @cif(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> f32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: llvm.return %cst : f32
// CHECK-LABEL: llvm.func @_mlir_ciface_cif(%arg0: !llvm.ptr) -> f32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.call @cif(%1, %2, %3, %4, %5) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> f32
// CHECK-NEXT: llvm.return %6 : f32
