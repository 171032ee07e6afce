// use-bare-ptr-memref-call-conv: a static memref argument is one pointer and its descriptor
// is rebuilt from constants; no C wrappers.
// RUN: jopt %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 | jfilecheck %s

func.func @bare(%m: memref<4x8xf32>) -> f32 {
  %c = arith.constant 1 : index
  %v = memref.load %m[%c, %c] : memref<4x8xf32>
  return %v : f32
}
func.func private @decl(memref<2xf32>) attributes {llvm.emit_c_interface}
func.func @multi(%a: i32) -> (i32, i32) attributes {llvm.emit_c_interface} {
  return %a, %a : i32, i32
}

// CHECK-LABEL: llvm.func @bare(%arg0: !llvm.ptr) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x8xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %14 = memref.load %13[%c1, %c1] : memref<4x8xf32>
// CHECK-NEXT: llvm.return %14 : f32
// CHECK-LABEL: llvm.func @decl(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-LABEL: llvm.func @multi(%arg0: i32) -> !llvm.struct<(i32, i32)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.return %2 : !llvm.struct<(i32, i32)>
