// A launch whose kernel module has no gpu.binary (not serialized) fails to translate, located at the
// launch, with mlir-translate 22's wording.
// RUN: not jtranslate --mlir-to-llvmir %s 2>&1 | jfilecheck %s

// CHECK: gpu-launch-no-binary.mlir:[[@LINE+9]]:5: error: Couldn't find the binary holding the kernel: "mod1"
// CHECK: gpu-launch-no-binary.mlir:[[@LINE+8]]:5: error: LLVM Translation failed for operation: gpu.launch_func
module attributes {gpu.container_module} {
  gpu.module @mod1 {
    llvm.func @k0() attributes {gpu.kernel} {
      llvm.return
    }
  }
  llvm.func @main(%n: i64) {
    gpu.launch_func @mod1::@k0 blocks in (%n, %n, %n) threads in (%n, %n, %n) : i64
    llvm.return
  }
}
