// The device mapping attributes that scf.forall uses print as mlir-opt prints them.
// RUN: jopt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK: mappings = [#gpu.thread<x>, #gpu.block<linear_dim_3>, #gpu.warp<z>, #gpu.warpgroup<y>, #gpu.lane<x>, #gpu.memory_space<workgroup>]
"test.op"() {mappings = [#gpu.thread<x>, #gpu.block<linear_dim_3>, #gpu.warp<z>, #gpu.warpgroup<y>, #gpu.lane<x>, #gpu.memory_space<workgroup>]} : () -> ()

// -----

// expected-error@+2 {{expected ::mlir::gpu::MappingId to be one of: x, y, z, linear_dim_0, linear_dim_1, linear_dim_2, linear_dim_3, linear_dim_4, linear_dim_5, linear_dim_6, linear_dim_7, linear_dim_8, linear_dim_9}}
// expected-error@+1 {{failed to parse GPUThreadMappingAttr parameter 'thread' which is to be a `::mlir::gpu::MappingId`}}
"test.op"() {m = #gpu.thread<w>} : () -> ()
