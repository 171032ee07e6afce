// A declaration of one of our runtime's library functions with another signature is not given a host body.
// RUN: jopt %s -gpu-emulate-on-host -verify-diagnostics -split-input-file

// expected-error @+1 {{cannot emulate on the host: 'mgpuCublasSgemm' is declared with another signature than jmlir's runtime gives it}}
func.func private @mgpuCublasSgemm(i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32)
