// A single result keeps its attributes on the llvm.func (several results lose them). The
// C wrapper puts each argument's attributes on its parameter, a memref's on the pointer to its
// descriptor after the result pointer; result attributes follow only a result returned by value.
// Definitions and declarations alike.
// RUN: jopt %s -llvm-request-c-wrappers -convert-func-to-llvm | jfilecheck %s

func.func @by_value(%m: memref<4xi8> {my.note = 1 : i32}, %x: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) {
  return %x : i32
}
func.func @by_pointer(%x: f64 {my.flag}) -> (memref<2xf64> {my.res}) {
  %a = memref.alloc() : memref<2xf64>
  return %a : memref<2xf64>
}
func.func @two_results(%x: i8) -> (i8 {my.a}, i8 {my.b}) {
  return %x, %x : i8, i8
}
func.func private @ext_value(%m: memref<?xi16> {my.arg}) -> (f32 {my.ret = 2 : i64})
func.func private @ext_pointer(%m: memref<?xi16> {my.arg}) -> (memref<?xi16> {my.ret})

// CHECK: module {
// CHECK-NEXT: llvm.func @by_value(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: llvm.return %arg5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_by_value(%arg0: !llvm.ptr {my.note = 1 : i32}, %arg1: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.call @by_value(%1, %2, %3, %4, %5, %arg1) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i32) -> i32
// CHECK-NEXT: llvm.return %6 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @by_pointer(%arg0: f64 {my.flag}) -> (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {my.res}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf64>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %alloc : memref<2xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.return %0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_by_pointer(%arg0: !llvm.ptr, %arg1: f64 {my.flag}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @by_pointer(%arg1) : (f64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.store %0, %arg0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @two_results(%arg0: i8) -> !llvm.struct<(i8, i8)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i8, i8)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i8, i8)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(i8, i8)>
// CHECK-NEXT: llvm.return %2 : !llvm.struct<(i8, i8)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_two_results(%arg0: !llvm.ptr, %arg1: i8) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @two_results(%arg1) : (i8) -> !llvm.struct<(i8, i8)>
// CHECK-NEXT: llvm.store %0, %arg0 : !llvm.struct<(i8, i8)>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func private @ext_value(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> (f32 {my.ret = 2 : i64}) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %8 = llvm.call @_mlir_ciface_ext_value(%7) : (!llvm.ptr) -> f32
// CHECK-NEXT: llvm.return %8 : f32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_ext_value(!llvm.ptr {my.arg}) -> (f32 {my.ret = 2 : i64}) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT: llvm.func private @ext_pointer(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {my.ret}) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg2, %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg3, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg4, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: llvm.call @_mlir_ciface_ext_pointer(%1, %9) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: %10 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.return %10 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_ext_pointer(!llvm.ptr, !llvm.ptr {my.arg}) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT: }
