// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// nvvm attributes on llvm.func, as MLIR 22's NVVM translation amends functions: nvvm.kernel is the
// ptx_kernel calling convention, launch bounds and register hints are string attributes (arrays
// joined by commas, cluster_max_blocks named maxclusterrank), also on declarations, and an
// argument's nvvm.grid_constant is a parameter string attribute.

// CHECK: define ptx_kernel void @kern(ptr byval(i64) "nvvm.grid_constant" %0, i32 %1) #[[KERN:[0-9]+]] {
llvm.func @kern(%p: !llvm.ptr {llvm.byval = i64, nvvm.grid_constant}, %n: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 2, 1>, nvvm.cluster_max_blocks = 4 : i32, nvvm.blocksareclusters, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  llvm.return
}

// CHECK: declare void @helper() #[[HELPER:[0-9]+]]
llvm.func @helper() attributes {nvvm.minctasm = 2 : i32, nvvm.maxnreg = 40 : i32, nvvm.maxntid = array<i32: 32>}

// CHECK: define void @plain() {
llvm.func @plain() {
  llvm.return
}

// CHECK: attributes #[[KERN]] = { "nvvm.blocksareclusters" "nvvm.cluster_dim"="2,1,1" "nvvm.maxclusterrank"="4" "nvvm.reqntid"="64,2,1" }
// CHECK: attributes #[[HELPER]] = { "nvvm.maxnreg"="40" "nvvm.maxntid"="32" "nvvm.minctasm"="2" }
