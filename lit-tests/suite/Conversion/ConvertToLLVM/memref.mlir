// convert-to-llvm lowers memref, func and arith together.
// RUN: jopt %s -convert-to-llvm | jfilecheck %s

memref.global "private" constant @cst : memref<2x3xf32> = dense<1.0>
memref.global @buf : memref<4xi32> = uninitialized
func.func @f(%n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?x4xf32>
  %b = memref.alloca() : memref<8xf32>
  %g = memref.get_global @cst : memref<2x3xf32>
  memref.store %v, %a[%c1, %c0] : memref<?x4xf32>
  %x = memref.load %a[%n, %c1] : memref<?x4xf32>
  %y = memref.load %g[%c1, %c1] : memref<2x3xf32>
  %d = memref.dim %a, %c0 : memref<?x4xf32>
  %cast = memref.cast %b : memref<8xf32> to memref<?xf32>
  memref.copy %b, %b : memref<8xf32> to memref<8xf32>
  memref.dealloc %a : memref<?x4xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.mlir.global private constant @cst(dense<1.000000e+00> : tensor<2x3xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT: llvm.mlir.global external @buf() {addr_space = 0 : i32} : !llvm.array<4 x i32> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<4 x i32>
// CHECK-NEXT: llvm.return %0 : !llvm.array<4 x i32>
// CHECK-LABEL: llvm.func @f(%arg0: i64, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.mul %2, %arg0 : i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT: %8 = llvm.call @malloc(%7) : (i64) -> !llvm.ptr
// CHECK-NEXT: %9 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %arg0, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %2, %14[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %2, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %3, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %20 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %21 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %20, %21[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %20, %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %24 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %25 = llvm.insertvalue %24, %23[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %18, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %19, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %29 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %31 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %32 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %33 = llvm.getelementptr %32[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
// CHECK-NEXT: %35 = llvm.mlir.addressof @cst : !llvm.ptr
// CHECK-NEXT: %36 = llvm.getelementptr %35[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT: %37 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %38 = llvm.inttoptr %37 : i64 to !llvm.ptr
// CHECK-NEXT: %39 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %40 = llvm.insertvalue %38, %39[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %41 = llvm.insertvalue %36, %40[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %42 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %43 = llvm.insertvalue %42, %41[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %44 = llvm.insertvalue %28, %43[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %45 = llvm.insertvalue %29, %44[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %46 = llvm.insertvalue %29, %45[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %47 = llvm.insertvalue %30, %46[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %48 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %49 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %50 = llvm.mul %1, %49 overflow<nsw, nuw> : i64
// CHECK-NEXT: %51 = llvm.add %50, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT: %52 = llvm.getelementptr inbounds|nuw %48[%51] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg1, %52 : f32, !llvm.ptr
// CHECK-NEXT: %53 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %54 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %55 = llvm.mul %arg0, %54 overflow<nsw, nuw> : i64
// CHECK-NEXT: %56 = llvm.add %55, %1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %57 = llvm.getelementptr inbounds|nuw %53[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %58 = llvm.load %57 : !llvm.ptr -> f32
// CHECK-NEXT: %59 = llvm.extractvalue %47[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %60 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %61 = llvm.mul %1, %60 overflow<nsw, nuw> : i64
// CHECK-NEXT: %62 = llvm.add %61, %1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %63 = llvm.getelementptr inbounds|nuw %59[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %64 = llvm.load %63 : !llvm.ptr -> f32
// CHECK-NEXT: %65 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %66 = llvm.extractvalue %27[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %67 = llvm.mul %65, %66 : i64
// CHECK-NEXT: %68 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %69 = llvm.getelementptr %68[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %70 = llvm.ptrtoint %69 : !llvm.ptr to i64
// CHECK-NEXT: %71 = llvm.mul %67, %70 : i64
// CHECK-NEXT: %72 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %73 = llvm.extractvalue %27[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %74 = llvm.getelementptr %72[%73] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %75 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %76 = llvm.extractvalue %27[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %77 = llvm.getelementptr %75[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%77, %74, %71) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %78 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.call @free(%78) : (!llvm.ptr) -> ()
// CHECK-NEXT: %79 = llvm.fadd %58, %64 : f32
// CHECK-NEXT: llvm.return %79 : f32
