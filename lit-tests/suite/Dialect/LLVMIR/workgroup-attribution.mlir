// #llvm.mlir.workgroup_attribution<size, type> (MLIR 22's record of a GPU workgroup buffer passed
// as a pointer argument) parses and prints back as mlir-opt 22 prints it.
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK-LABEL: llvm.func @kernel_buffers
// CHECK-SAME: (!llvm.ptr {llvm.workgroup_attribution = #llvm.mlir.workgroup_attribution<256 : i64, f32>}
// CHECK-SAME: !llvm.ptr {llvm.workgroup_attribution = #llvm.mlir.workgroup_attribution<16 : i64, !llvm.array<4 x i16>>})
llvm.func @kernel_buffers(%tile: !llvm.ptr {llvm.workgroup_attribution = #llvm.mlir.workgroup_attribution<256 : i64, f32>}, %flags: !llvm.ptr {llvm.workgroup_attribution = #llvm.mlir.workgroup_attribution<16 : i64, !llvm.array<4 x i16>>})
