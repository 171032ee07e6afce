// use-aligned-alloc: memref.alloc calls aligned_alloc(alignment, size); the alignment is the op's or
// the element's size rounded up to a power of two (at least 16), and the size is rounded up to a
// multiple of it unless the static part of the shape already is one. use-generic-functions names
// the _mlir_memref_to_llvm_* functions instead.
// RUN: jopt %s '-finalize-memref-to-llvm=use-aligned-alloc=1 use-generic-functions=1' | jfilecheck %s

func.func @a(%n: index) {
  %0 = memref.alloc(%n) {alignment = 32} : memref<?x4xf32>
  %1 = memref.alloc() : memref<2xf64>
  %3 = memref.alloc(%n) : memref<?xvector<4xf32>>
  memref.dealloc %3 : memref<?xvector<4xf32>>
  return
}

// CHECK-LABEL: module {
// CHECK-LABEL: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// CHECK-LABEL: llvm.func @_mlir_memref_to_llvm_aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-LABEL: func.func @a(%arg0: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mul %1, %0 : i64
// CHECK-NEXT: %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT: %7 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.sub %7, %8 : i64
// CHECK-NEXT: %10 = llvm.add %6, %9 : i64
// CHECK-NEXT: %11 = llvm.urem %10, %7 : i64
// CHECK-NEXT: %12 = llvm.sub %10, %11 : i64
// CHECK-NEXT: %13 = llvm.call @_mlir_memref_to_llvm_aligned_alloc(%7, %12) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %18 = llvm.insertvalue %17, %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %0, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %1, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %1, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %2, %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %26 = llvm.getelementptr %25[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT: %27 = llvm.ptrtoint %26 : !llvm.ptr to i64
// CHECK-NEXT: %28 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %29 = llvm.call @_mlir_memref_to_llvm_aligned_alloc(%28, %27) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %30 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %31 = llvm.insertvalue %29, %30[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %32 = llvm.insertvalue %29, %31[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %34 = llvm.insertvalue %33, %32[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %35 = llvm.insertvalue %23, %34[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %36 = llvm.insertvalue %24, %35[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %37 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %38 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %39 = llvm.getelementptr %38[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %40 = llvm.ptrtoint %39 : !llvm.ptr to i64
// CHECK-NEXT: %41 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %42 = llvm.call @_mlir_memref_to_llvm_aligned_alloc(%41, %40) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %43 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %44 = llvm.insertvalue %42, %43[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %45 = llvm.insertvalue %42, %44[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %46 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %47 = llvm.insertvalue %46, %45[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %48 = llvm.insertvalue %0, %47[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %49 = llvm.insertvalue %37, %48[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %50 = llvm.extractvalue %49[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @_mlir_memref_to_llvm_free(%50) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
