// The module's DLTI data layout gives the func lowering its index width (32 here); arith and
// index ops are left for their own passes.
// RUN: jopt %s -convert-func-to-llvm | jfilecheck %s

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
// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> to memref<4xf32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %arg0 : i32 to index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %8 = arith.addi %7, %c3 : index
// CHECK-NEXT: %9 = index.add %8, %7
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : index to i32
// CHECK-NEXT: %11 = memref.load %6[%9] : memref<4xf32>
// CHECK-NEXT: llvm.return %10 : i32
