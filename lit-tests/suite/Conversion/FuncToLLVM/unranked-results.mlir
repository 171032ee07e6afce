// An unranked memref crossing a return is copied to the heap (its descriptor lives on the callee's
// stack); a call result of unranked type is copied back to the caller's stack and the heap copy freed.
// Each copy computes its own size from the rank.
// RUN: jopt %s -convert-func-to-llvm | jfilecheck %s

func.func private @produce(%m: memref<*xf32>) -> (memref<*xf32>, i1, memref<*xi8>)

func.func @forward(%m: memref<*xf32>, %k: memref<*xi8>) -> (memref<*xf32>, memref<*xi8>) {
  return %m, %k : memref<*xf32>, memref<*xi8>
}

func.func @caller(%m: memref<*xf32>) -> i1 {
  %a, %flag, %b = call @produce(%m) : (memref<*xf32>) -> (memref<*xf32>, i1, memref<*xi8>)
  %r = memref.rank %b : memref<*xi8>
  return %flag : i1
}

// CHECK-LABEL: module {
// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @produce(i64, !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, i1, struct<(i64, ptr)>)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @forward(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg0, %3[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg1, %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %10 = llvm.mul %7, %9 : i64
// CHECK-NEXT: %11 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %12 = llvm.mul %7, %11 : i64
// CHECK-NEXT: %13 = llvm.add %12, %6 : i64
// CHECK-NEXT: %14 = llvm.mul %13, %8 : i64
// CHECK-NEXT: %15 = llvm.add %10, %14 : i64
// CHECK-NEXT: %16 = llvm.call @malloc(%15) : (i64) -> !llvm.ptr
// CHECK-NEXT: %17 = llvm.extractvalue %5[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%16, %17, %15) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %18 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %19 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %20 = llvm.insertvalue %19, %18[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %21 = llvm.insertvalue %16, %20[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %22 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %23 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %24 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %26 = llvm.mul %23, %25 : i64
// CHECK-NEXT: %27 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %28 = llvm.mul %23, %27 : i64
// CHECK-NEXT: %29 = llvm.add %28, %22 : i64
// CHECK-NEXT: %30 = llvm.mul %29, %24 : i64
// CHECK-NEXT: %31 = llvm.add %26, %30 : i64
// CHECK-NEXT: %32 = llvm.call @malloc(%31) : (i64) -> !llvm.ptr
// CHECK-NEXT: %33 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%32, %33, %31) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %34 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %35 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %36 = llvm.insertvalue %35, %34[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %37 = llvm.insertvalue %32, %36[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %38 = llvm.mlir.poison : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %39 = llvm.insertvalue %21, %38[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %40 = llvm.insertvalue %37, %39[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: llvm.return %40 : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @caller(%arg0: i64, %arg1: !llvm.ptr) -> i1 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.call @produce(%3, %4) : (i64, !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, i1, struct<(i64, ptr)>)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[0] : !llvm.struct<(struct<(i64, ptr)>, i1, struct<(i64, ptr)>)>
// CHECK-NEXT: %7 = llvm.extractvalue %5[1] : !llvm.struct<(struct<(i64, ptr)>, i1, struct<(i64, ptr)>)>
// CHECK-NEXT: %8 = llvm.extractvalue %5[2] : !llvm.struct<(struct<(i64, ptr)>, i1, struct<(i64, ptr)>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %11 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %12 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %13 = llvm.mul %10, %12 : i64
// CHECK-NEXT: %14 = llvm.extractvalue %6[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %15 = llvm.mul %10, %14 : i64
// CHECK-NEXT: %16 = llvm.add %15, %9 : i64
// CHECK-NEXT: %17 = llvm.mul %16, %11 : i64
// CHECK-NEXT: %18 = llvm.add %13, %17 : i64
// CHECK-NEXT: %19 = llvm.alloca %18 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %20 = llvm.extractvalue %6[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%19, %20, %18) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.call @free(%20) : (!llvm.ptr) -> ()
// CHECK-NEXT: %21 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %22 = llvm.extractvalue %6[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %21[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %24 = llvm.insertvalue %19, %23[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %26 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %27 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %28 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %29 = llvm.mul %26, %28 : i64
// CHECK-NEXT: %30 = llvm.extractvalue %8[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %31 = llvm.mul %26, %30 : i64
// CHECK-NEXT: %32 = llvm.add %31, %25 : i64
// CHECK-NEXT: %33 = llvm.mul %32, %27 : i64
// CHECK-NEXT: %34 = llvm.add %29, %33 : i64
// CHECK-NEXT: %35 = llvm.alloca %34 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %36 = llvm.extractvalue %8[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%35, %36, %34) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.call @free(%36) : (!llvm.ptr) -> ()
// CHECK-NEXT: %37 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %38 = llvm.extractvalue %8[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %39 = llvm.insertvalue %38, %37[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %40 = llvm.insertvalue %35, %39[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %41 = builtin.unrealized_conversion_cast %40 : !llvm.struct<(i64, ptr)> to memref<*xi8>
// CHECK-NEXT: %42 = memref.rank %41 : memref<*xi8>
// CHECK-NEXT: llvm.return %7 : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
