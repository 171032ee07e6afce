// An external function with llvm.emit_c_interface becomes a private definition that calls
// the declared _mlir_ciface_ function with its descriptors on the stack.
// RUN: jopt %s -convert-func-to-llvm | jfilecheck %s

func.func @bare(%m: memref<4x8xf32>) -> f32 {
  %c = arith.constant 1 : index
  %v = memref.load %m[%c, %c] : memref<4x8xf32>
  return %v : f32
}
func.func private @decl(memref<2xf32>) attributes {llvm.emit_c_interface}
func.func @multi(%a: i32) -> (i32, i32) attributes {llvm.emit_c_interface} {
  return %a, %a : i32, i32
}

// CHECK-LABEL: llvm.func @bare(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x8xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %9 = memref.load %8[%c1, %c1] : memref<4x8xf32>
// CHECK-NEXT: llvm.return %9 : f32
// CHECK-LABEL: llvm.func private @decl(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: llvm.call @_mlir_ciface_decl(%7) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func @_mlir_ciface_decl(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-LABEL: llvm.func @multi(%arg0: i32) -> !llvm.struct<(i32, i32)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.return %2 : !llvm.struct<(i32, i32)>
// CHECK-LABEL: llvm.func @_mlir_ciface_multi(%arg0: !llvm.ptr, %arg1: i32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @multi(%arg1) : (i32) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.store %0, %arg0 : !llvm.struct<(i32, i32)>, !llvm.ptr
// CHECK-NEXT: llvm.return
