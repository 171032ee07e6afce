// A #gpu.select_object naming a target no object has cannot be embedded.
// RUN: not jtranslate --mlir-to-llvmir %s 2>&1 | jfilecheck %s

// CHECK: gpu-select-object-invalid.mlir:[[@LINE+3]]:3: error: the requested target object couldn't be found
// CHECK: gpu-select-object-invalid.mlir:[[@LINE+2]]:3: error: LLVM Translation failed for operation: gpu.binary
module attributes {gpu.container_module} {
  gpu.binary @mod1 <#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target, bin = "AB">]
}
