// convert-to-llvm with dynamic=true takes the index width from the data layout above each op;
// without it, index stays 64 bits.
// RUN: jopt %s --convert-to-llvm=dynamic=true | jfilecheck %s

module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>>} {
  func.func @narrow(%i: index, %m: memref<?xf32>) -> index {
    %c = arith.constant 5 : index
    %s = arith.addi %i, %c : index
    %v = memref.load %m[%s] : memref<?xf32>
    return %s : index
  }
}

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
// CHECK-NEXT: llvm.func @narrow(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(5 : index) : i32
// CHECK-NEXT: %7 = llvm.add %arg0, %6 : i32
// CHECK-NEXT: %8 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %9 = llvm.getelementptr inbounds|nuw %8[%7] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT: %10 = llvm.load %9 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.return %7 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
