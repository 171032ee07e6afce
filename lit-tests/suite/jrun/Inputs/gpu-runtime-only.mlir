// Device memory without kernels: the mgpu* runtime alone also needs a device.
module {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @main() {
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.return
  }
}
