// gpu.binary and gpu.launch_func to LLVM IR (MLIR 22's #gpu.select_object translation): each binary
// becomes an embedded object (PTX null-terminated), a module handle, and load/unload functions in the
// global constructors/destructors; each launch packs its arguments into a stack struct and calls the
// mgpu* runtime on its stream, or on a stream of its own that it synchronizes and destroys.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// CHECK: %[[EMPTY:[0-9]+]] = type {}
// CHECK: %[[ARGS:[0-9]+]] = type { i64, ptr, i32 }
// CHECK: %[[ONE:[0-9]+]] = type { i32 }
// CHECK: @bin_binary = internal constant [4 x i8] c"AB\00C", align 8
// CHECK-NEXT: @bin_module = internal global ptr null
// CHECK-NEXT: @ptx_binary = internal constant [4 x i8] c"PTX\00", align 8
// CHECK-NEXT: @ptx_module = internal global ptr null
// CHECK-NEXT: @fat_binary = internal constant [3 x i8] c"FAT", align 8
// CHECK-NEXT: @fat_module = internal global ptr null
// CHECK-NEXT: @llvm.global_ctors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 123, ptr @bin_load, ptr null }, { i32, ptr, ptr } { i32 123, ptr @ptx_load, ptr null }, { i32, ptr, ptr } { i32 123, ptr @fat_load, ptr null }]
// CHECK-NEXT: @llvm.global_dtors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 123, ptr @bin_unload, ptr null }, { i32, ptr, ptr } { i32 123, ptr @ptx_unload, ptr null }, { i32, ptr, ptr } { i32 123, ptr @fat_unload, ptr null }]
// CHECK-NEXT: @bin_k0_name = private unnamed_addr constant [3 x i8] c"k0\00", align 1
// CHECK-NEXT: @ptx_k1_name = private unnamed_addr constant [3 x i8] c"k1\00", align 1
// CHECK-NEXT: @fat_k2_name = private unnamed_addr constant [3 x i8] c"k2\00", align 1
// CHECK-NOT: _name =

// CHECK: define void @main(ptr %[[S:[0-9]+]], i64 %[[N:[0-9]+]], i32 %[[M:[0-9]+]]) {
// CHECK-NEXT: %[[E:[0-9]+]] = alloca %[[EMPTY]], align 8
// CHECK-NEXT: %[[EA:[0-9]+]] = alloca ptr, i64 0, align 8
// CHECK-NEXT: %[[H:[0-9]+]] = load ptr, ptr @bin_module, align 8
// CHECK-NEXT: %[[F:[0-9]+]] = call ptr @mgpuModuleGetFunction(ptr %[[H]], ptr @bin_k0_name)
// CHECK-NEXT: %[[ST:[0-9]+]] = call ptr @mgpuStreamCreate()
// CHECK-NEXT: call void @mgpuLaunchKernel(ptr %[[F]], i64 1, i64 %[[N]], i64 1, i64 %[[N]], i64 1, i64 1, i32 0, ptr %[[ST]], ptr %[[EA]], ptr null, i64 0)
// CHECK-NEXT: call void @mgpuStreamSynchronize(ptr %[[ST]])
// CHECK-NEXT: call void @mgpuStreamDestroy(ptr %[[ST]])
// CHECK-NEXT: %[[A:[0-9]+]] = alloca %[[ARGS]], align 8
// CHECK-NEXT: %[[AA:[0-9]+]] = alloca ptr, i64 3, align 8
// CHECK-NEXT: %[[F0:[0-9]+]] = getelementptr inbounds nuw %[[ARGS]], ptr %[[A]], i32 0, i32 0
// CHECK-NEXT: store i64 %[[N]], ptr %[[F0]], align 4
// CHECK-NEXT: %[[P0:[0-9]+]] = getelementptr ptr, ptr %[[AA]], i32 0
// CHECK-NEXT: store ptr %[[F0]], ptr %[[P0]], align 8
// CHECK-NEXT: %[[F1:[0-9]+]] = getelementptr inbounds nuw %[[ARGS]], ptr %[[A]], i32 0, i32 1
// CHECK-NEXT: store ptr %[[S]], ptr %[[F1]], align 8
// CHECK-NEXT: %[[P1:[0-9]+]] = getelementptr ptr, ptr %[[AA]], i32 1
// CHECK-NEXT: store ptr %[[F1]], ptr %[[P1]], align 8
// CHECK-NEXT: %[[F2:[0-9]+]] = getelementptr inbounds nuw %[[ARGS]], ptr %[[A]], i32 0, i32 2
// CHECK-NEXT: store i32 %[[M]], ptr %[[F2]], align 4
// CHECK-NEXT: %[[P2:[0-9]+]] = getelementptr ptr, ptr %[[AA]], i32 2
// CHECK-NEXT: store ptr %[[F2]], ptr %[[P2]], align 8
// CHECK-NEXT: %[[H1:[0-9]+]] = load ptr, ptr @ptx_module, align 8
// CHECK-NEXT: %[[K1:[0-9]+]] = call ptr @mgpuModuleGetFunction(ptr %[[H1]], ptr @ptx_k1_name)
// CHECK-NEXT: call void @mgpuLaunchKernel(ptr %[[K1]], i64 1, i64 %[[N]], i64 1, i64 %[[N]], i64 1, i64 1, i32 %[[M]], ptr %[[S]], ptr %[[AA]], ptr null, i64 3)
// CHECK-NEXT: %[[C:[0-9]+]] = alloca %[[ONE]], align 8
// CHECK-NEXT: %[[CA:[0-9]+]] = alloca ptr, i64 1, align 8
// CHECK:      %[[K2:[0-9]+]] = call ptr @mgpuModuleGetFunction(ptr %{{[0-9]+}}, ptr @fat_k2_name)
// CHECK-NEXT: %[[ST2:[0-9]+]] = call ptr @mgpuStreamCreate()
// CHECK-NEXT: call void @mgpuLaunchClusterKernel(ptr %[[K2]], i64 1, i64 1, i64 %[[N]], i64 1, i64 %[[N]], i64 1, i64 %[[N]], i64 1, i64 1, i32 0, ptr %[[ST2]], ptr %[[CA]], ptr null)
// A second launch of the same kernel reuses its name.
// CHECK: call ptr @mgpuModuleGetFunction(ptr %{{[0-9]+}}, ptr @bin_k0_name)
// CHECK: ret void

// CHECK: define internal void @bin_load() section ".text.startup" {
// CHECK-NEXT: entry:
// CHECK-NEXT:   %0 = call ptr @mgpuModuleLoad(ptr @bin_binary, i64 4)
// CHECK-NEXT:   store ptr %0, ptr @bin_module, align 8
// CHECK-NEXT:   ret void
// CHECK: declare ptr @mgpuModuleLoad(ptr, i64)
// CHECK: define internal void @bin_unload() section ".text.startup" {
// CHECK-NEXT: entry:
// CHECK-NEXT:   %0 = load ptr, ptr @bin_module, align 8
// CHECK-NEXT:   call void @mgpuModuleUnload(ptr %0)
// CHECK: define internal void @ptx_load() section ".text.startup" {
// CHECK-NEXT: entry:
// CHECK-NEXT:   %0 = call ptr @mgpuModuleLoadJIT(ptr @ptx_binary, i32 3)
// CHECK: declare ptr @mgpuModuleLoadJIT(ptr, i32)
// CHECK: define internal void @fat_load() section ".text.startup" {
// CHECK-NEXT: entry:
// CHECK-NEXT:   %0 = call ptr @mgpuModuleLoad(ptr @fat_binary, i64 3)
// CHECK: declare void @mgpuLaunchKernel(ptr, i64, i64, i64, i64, i64, i64, i32, ptr, ptr, ptr, i64)
// CHECK: declare void @mgpuLaunchClusterKernel(ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i32, ptr, ptr, ptr)
module attributes {gpu.container_module} {
  // A kernel module left in the IR is skipped.
  gpu.module @unused {
    llvm.func @k() attributes {gpu.kernel} {
      llvm.return
    }
  }
  gpu.binary @bin [#gpu.object<#nvvm.target, bin = "AB\00C">]
  gpu.binary @ptx <#gpu.select_object<1>> [#gpu.object<#nvvm.target, "X">, #gpu.object<#nvvm.target<chip = "sm_90">, properties = {O = 3 : i32}, assembly = "PTX">]
  gpu.binary @fat <#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target, "X">, #gpu.object<#nvvm.target<chip = "sm_90">, "FAT">]
  llvm.func @main(%s: !llvm.ptr, %n: i64, %m: i32) {
    %c1 = llvm.mlir.constant(1 : index) : i64
    gpu.launch_func @bin::@k0 blocks in (%c1, %n, %c1) threads in (%n, %c1, %c1) : i64
    gpu.launch_func <%s : !llvm.ptr> @ptx::@k1 blocks in (%c1, %n, %c1) threads in (%n, %c1, %c1) : i64 dynamic_shared_memory_size %m args(%n : i64, %s : !llvm.ptr, %m : i32)
    gpu.launch_func @fat::@k2 clusters in (%c1, %c1, %n) blocks in (%c1, %n, %c1) threads in (%n, %c1, %c1) : i64 args(%m : i32)
    gpu.launch_func @bin::@k0 blocks in (%c1, %n, %c1) threads in (%n, %c1, %c1) : i64
    llvm.return
  }
}
