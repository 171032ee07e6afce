// convert-to-llvm, like mlir-opt 22, does not read the DLTI index width: index is i64.
// RUN: jopt %s -convert-to-llvm | jfilecheck %s

module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>> } {
  func.func @f(%a: index, %m: memref<4xf32>) -> index {
    %c = arith.constant 3 : index
    %0 = arith.addi %a, %c : index
    %1 = index.add %0, %a
    %v = memref.load %m[%1] : memref<4xf32>
    return %1 : index
  }
}

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
// CHECK-LABEL: llvm.func @f(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %7 = llvm.add %arg0, %6 : i64
// CHECK-NEXT: %8 = llvm.add %7, %arg0 : i64
// CHECK-NEXT: %9 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.getelementptr inbounds|nuw %9[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %11 = llvm.load %10 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.return %8 : i64
