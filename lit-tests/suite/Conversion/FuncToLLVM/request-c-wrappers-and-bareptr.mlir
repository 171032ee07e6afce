// -llvm-request-c-wrappers marks every func.func with llvm.emit_c_interface, so each gets its
// _mlir_ciface_ wrapper; a function marked llvm.bareptr takes and returns bare pointers (it returns
// the allocated pointer), and a call to it passes the aligned pointer and rebuilds the result's
// descriptor from its static shape. Unranked results are copied to the heap on return.
// RUN: jopt %s -finalize-memref-to-llvm -llvm-request-c-wrappers -convert-func-to-llvm -reconcile-unrealized-casts | jfilecheck %s

func.func private @ext(%a: memref<?x?xf32>, %b: memref<f32>)
func.func private @ret2() -> (memref<?x?xf32>, memref<f32>)
func.func @use() {
  %0:2 = call @ret2() : () -> (memref<?x?xf32>, memref<f32>)
  call @ext(%0#0, %0#1) : (memref<?x?xf32>, memref<f32>) -> ()
  return
}
func.func @callee(%arg0: memref<?xf32>, %arg1: index) {
  %0 = memref.load %arg0[%arg1] : memref<?xf32>
  return
}
func.func @other(%arg0: memref<?xf32>, %arg1: index) attributes { llvm.emit_c_interface } {
  %0 = memref.load %arg0[%arg1] : memref<?xf32>
  return
}
func.func @rv_caller(%arg0: memref<4x3xf32>) {
  %0 = call @rv(%arg0) : (memref<4x3xf32>) -> memref<*xf32>
  %1:2 = call @rv2(%arg0) : (memref<4x3xf32>) -> (memref<*xf32>, memref<*xf32>)
  return
}
func.func @rv(%arg0: memref<4x3xf32>) -> memref<*xf32> attributes { llvm.emit_c_interface } {
  %0 = memref.cast %arg0: memref<4x3xf32> to memref<*xf32>
  return %0 : memref<*xf32>
}
func.func @rv2(%arg0: memref<4x3xf32>) -> (memref<*xf32>, memref<*xf32>) attributes { llvm.emit_c_interface } {
  %0 = memref.cast %arg0 : memref<4x3xf32> to memref<*xf32>
  return %0, %0 : memref<*xf32>, memref<*xf32>
}
func.func @bare(%arg0: memref<4x3xf32>, %arg1 : index, %arg2 : index, %arg3 : f32) -> (memref<4x3xf32>) attributes { llvm.bareptr } {
  memref.store %arg3, %arg0[%arg1, %arg2] : memref<4x3xf32>
  return %arg0 : memref<4x3xf32>
}
func.func @bare_multi(%arg0: memref<4x3xf32>, %arg1 : index, %arg2 : index, %arg3 : f32) -> (f32, memref<4x3xf32>) attributes { llvm.bareptr } {
  %0 = memref.load %arg0[%arg1, %arg2] : memref<4x3xf32>
  return %0, %arg0 : f32, memref<4x3xf32>
}
func.func @bare_caller(%arg0: memref<4x3xf32>, %i: index, %v: f32) {
  %0 = call @bare(%arg0, %i, %i, %v) : (memref<4x3xf32>, index, index, f32) -> memref<4x3xf32>
  return
}

// CHECK-LABEL: module {
// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func private @ext(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %10 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg7, %10[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg8, %11[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg9, %12[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %15 = llvm.alloca %14 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %13, %15 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
// CHECK-NEXT: llvm.call @_mlir_ciface_ext(%9, %15) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_ext(!llvm.ptr, !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-LABEL: llvm.func private @ret2() -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(ptr, ptr, i64)>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(ptr, ptr, i64)>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.call @_mlir_ciface_ret2(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(ptr, ptr, i64)>)>
// CHECK-NEXT: llvm.return %2 : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(ptr, ptr, i64)>)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_ret2(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-LABEL: llvm.func @use() attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @ret2() : () -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(ptr, ptr, i64)>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(ptr, ptr, i64)>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(ptr, ptr, i64)>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %1[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %1[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %11 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %12 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: llvm.call @ext(%3, %4, %5, %6, %7, %8, %9, %10, %11, %12) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_use() attributes {llvm.emit_c_interface} {
// CHECK-NEXT: llvm.call @use() : () -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @callee(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.getelementptr inbounds|nuw %6[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.load %7 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_callee(%arg0: !llvm.ptr, %arg1: i64) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @callee(%1, %2, %3, %4, %5, %arg1) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @other(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.getelementptr inbounds|nuw %6[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.load %7 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_other(%arg0: !llvm.ptr, %arg1: i64) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @other(%1, %2, %3, %4, %5, %arg1) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @rv_caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.call @rv(%8, %9, %10, %11, %12, %13, %14) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %17 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %18 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %20 = llvm.mul %17, %19 : i64
// CHECK-NEXT: %21 = llvm.extractvalue %15[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %22 = llvm.mul %17, %21 : i64
// CHECK-NEXT: %23 = llvm.add %22, %16 : i64
// CHECK-NEXT: %24 = llvm.mul %23, %18 : i64
// CHECK-NEXT: %25 = llvm.add %20, %24 : i64
// CHECK-NEXT: %26 = llvm.alloca %25 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %27 = llvm.extractvalue %15[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%26, %27, %25) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.call @free(%27) : (!llvm.ptr) -> ()
// CHECK-NEXT: %28 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %29 = llvm.extractvalue %15[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %28[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %31 = llvm.insertvalue %26, %30[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %32 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %33 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %34 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %35 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %36 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %37 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %38 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %39 = llvm.call @rv2(%32, %33, %34, %35, %36, %37, %38) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %40 = llvm.extractvalue %39[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %41 = llvm.extractvalue %39[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %42 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %43 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %44 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %45 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %46 = llvm.mul %43, %45 : i64
// CHECK-NEXT: %47 = llvm.extractvalue %40[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %48 = llvm.mul %43, %47 : i64
// CHECK-NEXT: %49 = llvm.add %48, %42 : i64
// CHECK-NEXT: %50 = llvm.mul %49, %44 : i64
// CHECK-NEXT: %51 = llvm.add %46, %50 : i64
// CHECK-NEXT: %52 = llvm.alloca %51 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %53 = llvm.extractvalue %40[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%52, %53, %51) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.call @free(%53) : (!llvm.ptr) -> ()
// CHECK-NEXT: %54 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %55 = llvm.extractvalue %40[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %56 = llvm.insertvalue %55, %54[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %57 = llvm.insertvalue %52, %56[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %58 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %59 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %60 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %61 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %62 = llvm.mul %59, %61 : i64
// CHECK-NEXT: %63 = llvm.extractvalue %41[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %64 = llvm.mul %59, %63 : i64
// CHECK-NEXT: %65 = llvm.add %64, %58 : i64
// CHECK-NEXT: %66 = llvm.mul %65, %60 : i64
// CHECK-NEXT: %67 = llvm.add %62, %66 : i64
// CHECK-NEXT: %68 = llvm.alloca %67 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %69 = llvm.extractvalue %41[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%68, %69, %67) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.call @free(%69) : (!llvm.ptr) -> ()
// CHECK-NEXT: %70 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %71 = llvm.extractvalue %41[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %72 = llvm.insertvalue %71, %70[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %73 = llvm.insertvalue %68, %72[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_rv_caller(%arg0: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.call @rv_caller(%1, %2, %3, %4, %5, %6, %7) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @rv(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(i64, ptr)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %10 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %11 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %13 = llvm.insertvalue %9, %12[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %15 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %16 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %17 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %18 = llvm.mul %15, %17 : i64
// CHECK-NEXT: %19 = llvm.extractvalue %13[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %20 = llvm.mul %15, %19 : i64
// CHECK-NEXT: %21 = llvm.add %20, %14 : i64
// CHECK-NEXT: %22 = llvm.mul %21, %16 : i64
// CHECK-NEXT: %23 = llvm.add %18, %22 : i64
// CHECK-NEXT: %24 = llvm.call @malloc(%23) : (i64) -> !llvm.ptr
// CHECK-NEXT: %25 = llvm.extractvalue %13[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%24, %25, %23) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %26 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %27 = llvm.extractvalue %13[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %28 = llvm.insertvalue %27, %26[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %29 = llvm.insertvalue %24, %28[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: llvm.return %29 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_rv(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.call @rv(%1, %2, %3, %4, %5, %6, %7) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT: llvm.store %8, %arg0 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @rv2(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %10 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %11 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %13 = llvm.insertvalue %9, %12[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %15 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %16 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %17 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %18 = llvm.mul %15, %17 : i64
// CHECK-NEXT: %19 = llvm.extractvalue %13[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %20 = llvm.mul %15, %19 : i64
// CHECK-NEXT: %21 = llvm.add %20, %14 : i64
// CHECK-NEXT: %22 = llvm.mul %21, %16 : i64
// CHECK-NEXT: %23 = llvm.add %18, %22 : i64
// CHECK-NEXT: %24 = llvm.call @malloc(%23) : (i64) -> !llvm.ptr
// CHECK-NEXT: %25 = llvm.extractvalue %13[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%24, %25, %23) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %26 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %27 = llvm.extractvalue %13[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %28 = llvm.insertvalue %27, %26[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %29 = llvm.insertvalue %24, %28[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %31 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %32 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %33 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %34 = llvm.mul %31, %33 : i64
// CHECK-NEXT: %35 = llvm.extractvalue %13[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %36 = llvm.mul %31, %35 : i64
// CHECK-NEXT: %37 = llvm.add %36, %30 : i64
// CHECK-NEXT: %38 = llvm.mul %37, %32 : i64
// CHECK-NEXT: %39 = llvm.add %34, %38 : i64
// CHECK-NEXT: %40 = llvm.call @malloc(%39) : (i64) -> !llvm.ptr
// CHECK-NEXT: %41 = llvm.extractvalue %13[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%40, %41, %39) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %42 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %43 = llvm.extractvalue %13[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %44 = llvm.insertvalue %43, %42[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %45 = llvm.insertvalue %40, %44[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %46 = llvm.mlir.poison : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %47 = llvm.insertvalue %29, %46[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %48 = llvm.insertvalue %45, %47[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: llvm.return %48 : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_rv2(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.call @rv2(%1, %2, %3, %4, %5, %6, %7) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: llvm.store %8, %arg0 : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @bare(%arg0: !llvm.ptr, %arg1: i64, %arg2: i64, %arg3: f32) -> !llvm.ptr attributes {llvm.bareptr, llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %15 = llvm.mul %arg1, %14 overflow<nsw, nuw> : i64
// CHECK-NEXT: %16 = llvm.add %15, %arg2 overflow<nsw, nuw> : i64
// CHECK-NEXT: %17 = llvm.getelementptr inbounds|nuw %13[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg3, %17 : f32, !llvm.ptr
// CHECK-NEXT: %18 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.return %18 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @bare_multi(%arg0: !llvm.ptr, %arg1: i64, %arg2: i64, %arg3: f32) -> !llvm.struct<(f32, ptr)> attributes {llvm.bareptr, llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %15 = llvm.mul %arg1, %14 overflow<nsw, nuw> : i64
// CHECK-NEXT: %16 = llvm.add %15, %arg2 overflow<nsw, nuw> : i64
// CHECK-NEXT: %17 = llvm.getelementptr inbounds|nuw %13[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %18 = llvm.load %17 : !llvm.ptr -> f32
// CHECK-NEXT: %19 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.mlir.poison : !llvm.struct<(f32, ptr)>
// CHECK-NEXT: %21 = llvm.insertvalue %18, %20[0] : !llvm.struct<(f32, ptr)>
// CHECK-NEXT: %22 = llvm.insertvalue %19, %21[1] : !llvm.struct<(f32, ptr)>
// CHECK-NEXT: llvm.return %22 : !llvm.struct<(f32, ptr)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @bare_caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: f32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.call @bare(%8, %arg7, %arg7, %arg8) : (!llvm.ptr, i64, i64, f32) -> !llvm.ptr
// CHECK-NEXT: %10 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %18 = llvm.insertvalue %17, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %20 = llvm.insertvalue %19, %18[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %22 = llvm.insertvalue %21, %20[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_bare_caller(%arg0: !llvm.ptr, %arg1: i64, %arg2: f32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.call @bare_caller(%1, %2, %3, %4, %5, %6, %7, %arg1, %arg2) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, f32) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
