// alloc/dealloc call malloc/free, alloca, globals and get_global, load/store through the
// strides, copy of contiguous memrefs as a memcpy.
// RUN: jopt %s -finalize-memref-to-llvm | jfilecheck %s

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
// CHECK-LABEL: func.func @f(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %c1 : index to i64
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.mul %3, %0 : i64
// CHECK-NEXT: %6 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %7 = llvm.getelementptr %6[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
// CHECK-NEXT: %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
// CHECK-NEXT: %10 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %0, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %3, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %3, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %4, %17[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %21 = llvm.alloca %19 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %22 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %21, %22[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %24 = llvm.insertvalue %21, %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %26 = llvm.insertvalue %25, %24[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.insertvalue %20, %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %29 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %30 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %31 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %32 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %33 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %34 = llvm.getelementptr %33[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %35 = llvm.ptrtoint %34 : !llvm.ptr to i64
// CHECK-NEXT: %36 = llvm.mlir.addressof @cst : !llvm.ptr
// CHECK-NEXT: %37 = llvm.getelementptr %36[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT: %38 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %39 = llvm.inttoptr %38 : i64 to !llvm.ptr
// CHECK-NEXT: %40 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %41 = llvm.insertvalue %39, %40[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %42 = llvm.insertvalue %37, %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %43 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %44 = llvm.insertvalue %43, %42[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %45 = llvm.insertvalue %29, %44[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %46 = llvm.insertvalue %30, %45[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %47 = llvm.insertvalue %30, %46[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %48 = llvm.insertvalue %31, %47[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %49 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %50 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %51 = llvm.mul %2, %50 overflow<nsw, nuw> : i64
// CHECK-NEXT: %52 = llvm.add %51, %1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %53 = llvm.getelementptr inbounds|nuw %49[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg1, %53 : f32, !llvm.ptr
// CHECK-NEXT: %54 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %55 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %56 = llvm.mul %0, %55 overflow<nsw, nuw> : i64
// CHECK-NEXT: %57 = llvm.add %56, %2 overflow<nsw, nuw> : i64
// CHECK-NEXT: %58 = llvm.getelementptr inbounds|nuw %54[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %59 = llvm.load %58 : !llvm.ptr -> f32
// CHECK-NEXT: %60 = llvm.extractvalue %48[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %61 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %62 = llvm.mul %2, %61 overflow<nsw, nuw> : i64
// CHECK-NEXT: %63 = llvm.add %62, %2 overflow<nsw, nuw> : i64
// CHECK-NEXT: %64 = llvm.getelementptr inbounds|nuw %60[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %65 = llvm.load %64 : !llvm.ptr -> f32
// CHECK-NEXT: %66 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %67 = llvm.extractvalue %28[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %68 = llvm.mul %66, %67 : i64
// CHECK-NEXT: %69 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %70 = llvm.getelementptr %69[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %71 = llvm.ptrtoint %70 : !llvm.ptr to i64
// CHECK-NEXT: %72 = llvm.mul %68, %71 : i64
// CHECK-NEXT: %73 = llvm.extractvalue %28[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %74 = llvm.extractvalue %28[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %75 = llvm.getelementptr %73[%74] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %76 = llvm.extractvalue %28[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %77 = llvm.extractvalue %28[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %78 = llvm.getelementptr %76[%77] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%78, %75, %72) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %79 = llvm.extractvalue %18[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.call @free(%79) : (!llvm.ptr) -> ()
// CHECK-NEXT: %80 = arith.addf %59, %65 : f32
// CHECK-NEXT: return %80 : f32
