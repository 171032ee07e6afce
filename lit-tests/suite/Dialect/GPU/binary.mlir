// gpu.binary and #gpu.object round-trip with mlir-opt 22's forms: the format keyword (none for
// fatbin), optional properties. We print two spaces before the objects, as mlir-opt does for a
// binary that -gpu-module-to-binary made (it prints one after parsing one).
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s

module attributes {gpu.container_module} {
  // CHECK: gpu.binary @isa  [#gpu.object<#nvvm.target<chip = "sm_80">, properties = {O = 2 : i32}, assembly = ".version 7.0\0A">]
  gpu.binary @isa [#gpu.object<#nvvm.target<chip = "sm_80">, properties = {O = 2 : i32}, assembly = ".version 7.0\0A">]
  // CHECK: gpu.binary @bin  [#gpu.object<#nvvm.target, bin = "\00\01">, #gpu.object<#nvvm.target<chip = "sm_90">, "x">]
  gpu.binary @bin [#gpu.object<#nvvm.target, bin = "\00\01">, #gpu.object<#nvvm.target<chip = "sm_90">, fatbin = "x">]
  // CHECK: gpu.binary @llvm  [#gpu.object<#nvvm.target, offload = "BC\C0\DE">]
  gpu.binary @llvm [#gpu.object<#nvvm.target, offload = "BC\C0\DE">]
  // The offloading handler: #gpu.select_object by index or target; without one it is the default
  // and is not printed.
  // CHECK: gpu.binary @by_index <#gpu.select_object<1 : i64>> [#gpu.object<#nvvm.target, "a">, #gpu.object<#nvvm.target, "b">]
  gpu.binary @by_index <#gpu.select_object<1>> [#gpu.object<#nvvm.target, "a">, #gpu.object<#nvvm.target, "b">]
  // CHECK: gpu.binary @by_target <#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target<chip = "sm_90">, "a">]
  gpu.binary @by_target <#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target<chip = "sm_90">, "a">]
  // CHECK: gpu.binary @default  [#gpu.object<#nvvm.target, "a">]
  gpu.binary @default <#gpu.select_object> [#gpu.object<#nvvm.target, "a">]
}
