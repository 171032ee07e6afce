// LLVM 22 spells "does not capture" captures(none): the llvm.nocapture parameter attribute and the
// pointer parameters of intrinsic declarations (LLVM 20's table says nocapture) print that way, after
// the other enum attributes, as mlir-translate 22 prints them. The import reads captures(none) back
// as llvm.nocapture.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s
// RUN: jtranslate --mlir-to-llvmir %s | jtranslate --import-llvm | jfilecheck %s --check-prefix=BACK

// CHECK-LABEL: define void @copy_into(ptr noalias captures(none) %0, ptr readonly captures(none) %1, i64 %2)
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %0, ptr %1, i64 %2, i1 false)
// CHECK: call void @llvm.memset.p0.i64(ptr %0, i8 0, i64 %2, i1 true)
// CHECK-LABEL: declare void @sink(ptr captures(none))
// CHECK: declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg)
// CHECK: declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)
// CHECK-NOT: nocapture

// BACK: llvm.func @copy_into(%arg0: !llvm.ptr {llvm.noalias, llvm.nocapture}, %arg1: !llvm.ptr {llvm.nocapture, llvm.readonly}, %arg2: i64)
// BACK: llvm.func @sink(!llvm.ptr {llvm.nocapture})

llvm.func @copy_into(%dst: !llvm.ptr {llvm.noalias, llvm.nocapture}, %src: !llvm.ptr {llvm.readonly, llvm.nocapture}, %n: i64) {
  "llvm.intr.memcpy"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %z = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memset"(%dst, %z, %n) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}

llvm.func @sink(!llvm.ptr {llvm.nocapture})
