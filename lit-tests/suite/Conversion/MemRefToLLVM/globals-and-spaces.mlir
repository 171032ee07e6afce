// A rank-0 global holds a scalar; alignment, nontemporal and memory space 1 (an addrspacecast
// after malloc) carry over.
// RUN: jopt %s -finalize-memref-to-llvm | jfilecheck %s

memref.global "private" @scalar : memref<f32> = dense<2.5>
memref.global @aligned : memref<2xi64> = dense<[1, 2]> {alignment = 16}
func.func @f(%a: memref<4x4xf32>, %i: index, %j: index) -> f32 {
  %b = memref.alloca(%i) {alignment = 32} : memref<?xf32>
  %s = memref.get_global @scalar : memref<f32>
  %v = memref.load %s[] : memref<f32>
  memref.store %v, %a[%i, %j] {nontemporal = true} : memref<4x4xf32>
  %w = memref.load %b[%j] : memref<?xf32>
  %c = memref.alloc(%i) : memref<3x?xi8, 1>
  return %w : f32
}

// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.mlir.global private @scalar(2.500000e+00 : f32) {addr_space = 0 : i32} : f32
// CHECK-NEXT: llvm.mlir.global external @aligned(dense<[1, 2]> : tensor<2xi64>) {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<2 x i64>
// CHECK-LABEL: func.func @f(%arg0: memref<4x4xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.alloca %2 x f32 {alignment = 32 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %3, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %13 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %14 = llvm.getelementptr %13[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %15 = llvm.ptrtoint %14 : !llvm.ptr to i64
// CHECK-NEXT: %16 = llvm.mlir.addressof @scalar : !llvm.ptr
// CHECK-NEXT: %17 = llvm.getelementptr %16[0] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %18 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %19 = llvm.inttoptr %18 : i64 to !llvm.ptr
// CHECK-NEXT: %20 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %21 = llvm.insertvalue %19, %20[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %22 = llvm.insertvalue %17, %21[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %23 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %24 = llvm.insertvalue %23, %22[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %25 = llvm.extractvalue %24[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %26 = llvm.load %25 : !llvm.ptr -> f32
// CHECK-NEXT: %27 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %29 = llvm.mul %2, %28 overflow<nsw, nuw> : i64
// CHECK-NEXT: %30 = llvm.add %29, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT: %31 = llvm.getelementptr inbounds|nuw %27[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %26, %31 {nontemporal} : f32, !llvm.ptr
// CHECK-NEXT: %32 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = llvm.getelementptr inbounds|nuw %32[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %34 = llvm.load %33 : !llvm.ptr -> f32
// CHECK-NEXT: %35 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %36 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %37 = llvm.mul %2, %35 : i64
// CHECK-NEXT: %38 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %39 = llvm.getelementptr %38[%37] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %40 = llvm.ptrtoint %39 : !llvm.ptr to i64
// CHECK-NEXT: %41 = llvm.call @malloc(%40) : (i64) -> !llvm.ptr
// CHECK-NEXT: %42 = llvm.addrspacecast %41 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %43 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %44 = llvm.insertvalue %42, %43[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %45 = llvm.insertvalue %42, %44[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %46 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %47 = llvm.insertvalue %46, %45[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %48 = llvm.insertvalue %35, %47[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %49 = llvm.insertvalue %2, %48[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %50 = llvm.insertvalue %2, %49[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %51 = llvm.insertvalue %36, %50[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: return %34 : f32
