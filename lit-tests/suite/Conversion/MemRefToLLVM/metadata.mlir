// reinterpret_cast builds a descriptor from the source's pointers; extract_strided_metadata
// and extract_aligned_pointer_as_index read one; dynamic offsets go through a GEP.
// RUN: jopt %s -finalize-memref-to-llvm | jfilecheck %s

func.func @f(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %s: memref<8x8xf32>, %i: index) -> f32 {
  %r = memref.reinterpret_cast %s to offset: [%i], sizes: [4, %i], strides: [%i, 1] : memref<8x8xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %c1 = arith.constant 1 : index
  %v = memref.load %r[%c1, %i] : memref<4x?xf32, strided<[?, 1], offset: ?>>
  %w = memref.load %m[%i, %c1] : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %s : memref<8x8xf32> -> index
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %d = memref.dim %m, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %x = arith.addf %v, %w : f32
  return %x : f32
}

// CHECK-LABEL: func.func @f(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg1: memref<8x8xf32>, %arg2: index) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<8x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %1, %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %1, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %1, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %c1 : index to i64
// CHECK-NEXT: %16 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.extractvalue %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.getelementptr %16[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %19 = llvm.extractvalue %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.mul %15, %19 overflow<nsw, nuw> : i64
// CHECK-NEXT: %21 = llvm.add %20, %1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %22 = llvm.getelementptr inbounds|nuw %18[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %23 = llvm.load %22 : !llvm.ptr -> f32
// CHECK-NEXT: %24 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.getelementptr %24[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %27 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.mul %1, %27 overflow<nsw, nuw> : i64
// CHECK-NEXT: %29 = llvm.add %28, %15 overflow<nsw, nuw> : i64
// CHECK-NEXT: %30 = llvm.getelementptr inbounds|nuw %26[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %31 = llvm.load %30 : !llvm.ptr -> f32
// CHECK-NEXT: %32 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %33 = llvm.ptrtoint %32 : !llvm.ptr to i64
// CHECK-NEXT: %34 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %35 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %36 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %37 = llvm.insertvalue %34, %36[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %38 = llvm.insertvalue %35, %37[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %39 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %40 = llvm.insertvalue %39, %38[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %41 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %42 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %43 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %44 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %45 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %46 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %47 = arith.addf %23, %31 : f32
// CHECK-NEXT: return %47 : f32
