// gpu.printf as vprintf: the format in an internal constant global (one per distinct format,
// created at the module's start), the arguments (floats as f64) stored in a stack struct.
// RUN: jopt %s -convert-gpu-to-nvvm | jfilecheck %s

gpu.module @m {
  gpu.func @k(%x: f32, %i: i32, %b: i8) kernel {
    gpu.printf "hello\n"
    gpu.printf "x=%f i=%d b=%d\n", %x, %i, %b : f32, i32, i8
    gpu.printf "hello\n"
    gpu.return
  }
}

// CHECK: gpu.module @m {
// CHECK-NEXT: llvm.mlir.global internal constant @printfFormat_1("x=%f i=%d b=%d\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @printfFormat_0("hello\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT: llvm.func @k(%arg0: f32, %arg1: i32, %arg2: i8) attributes {gpu.kernel, nvvm.kernel} {
// CHECK-NEXT: %0 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
// CHECK-NEXT: %1 = llvm.getelementptr %0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.alloca %2 x !llvm.struct<()> : (i64) -> !llvm.ptr
// CHECK-NEXT: %4 = llvm.call @vprintf(%1, %3) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT: %5 = llvm.mlir.addressof @printfFormat_1 : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i8>
// CHECK-NEXT: %7 = llvm.fpext %arg0 : f32 to f64
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.alloca %8 x !llvm.struct<(f64, i32, i8)> : (i64) -> !llvm.ptr
// CHECK-NEXT: %10 = llvm.getelementptr %9[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, i32, i8)>
// CHECK-NEXT: llvm.store %7, %10 : f64, !llvm.ptr
// CHECK-NEXT: %11 = llvm.getelementptr %9[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, i32, i8)>
// CHECK-NEXT: llvm.store %arg1, %11 : i32, !llvm.ptr
// CHECK-NEXT: %12 = llvm.getelementptr %9[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, i32, i8)>
// CHECK-NEXT: llvm.store %arg2, %12 : i8, !llvm.ptr
// CHECK-NEXT: %13 = llvm.call @vprintf(%6, %9) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT: %14 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
// CHECK-NEXT: %15 = llvm.getelementptr %14[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %17 = llvm.alloca %16 x !llvm.struct<()> : (i64) -> !llvm.ptr
// CHECK-NEXT: %18 = llvm.call @vprintf(%15, %17) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
