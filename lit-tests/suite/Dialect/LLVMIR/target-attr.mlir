// #llvm.target as MLIR 22 reads it: a struct whose triple and chip may come in any order and are
// printed triple first, with optional features written stripped or as a full #llvm.target_features
// (printed stripped); the struct's parse errors (no parameter, a missing chip, an unknown or repeated
// name, a triple that is not a string, features without their '<').
// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK: llvm.target = #llvm.target<triple = "x86_64-pc-linux-gnu", chip = "znver3", features = <["+avx2", "-avx512f"]>>
module attributes {llvm.target = #llvm.target<chip = "znver3", features = #llvm.target_features<["+avx2", "-avx512f"]>, triple = "x86_64-pc-linux-gnu">} {
}

// -----

// CHECK: llvm.target = #llvm.target<triple = "nvptx64-nvidia-cuda", chip = "sm_90">
module attributes {llvm.target = #llvm.target<triple = "nvptx64-nvidia-cuda", chip = "sm_90">} {
}

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
module attributes {llvm.target = #llvm.target<>} {
}

// -----

// expected-error @+1 {{struct is missing required parameter: chip}}
module attributes {llvm.target = #llvm.target<triple = "riscv64">} {
}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: chip}}
module attributes {llvm.target = #llvm.target<chip = "a", chip = "b", triple = "c">} {
}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: cpu}}
module attributes {llvm.target = #llvm.target<triple = "c", cpu = "a">} {
}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_TargetAttr parameter 'triple' which is to be a `StringAttr`}}
module attributes {llvm.target = #llvm.target<triple = 64, chip = "a">} {
}

// -----

// expected-error @+2 {{expected '<'}}
// expected-error @+1 {{failed to parse LLVM_TargetAttr parameter 'features' which is to be a `TargetFeaturesAttr`}}
module attributes {llvm.target = #llvm.target<triple = "c", chip = "a", features = "+sse2">} {
}

// -----

// expected-error @+3 {{invalid kind of attribute specified}}
// expected-error @+2 {{failed to parse LLVM_TargetFeaturesAttr parameter 'features' which is to be a `::llvm::ArrayRef<StringAttr>`}}
// expected-error @+1 {{failed to parse LLVM_TargetAttr parameter 'features' which is to be a `TargetFeaturesAttr`}}
module attributes {llvm.target = #llvm.target<triple = "c", chip = "a", features = <["+sse2", 4]>>} {
}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_TargetAttr parameter 'features' which is to be a `TargetFeaturesAttr`}}
module attributes {llvm.target = #llvm.target<triple = "c", chip = "a", features = #llvm.fastmath<fast>>} {
}
