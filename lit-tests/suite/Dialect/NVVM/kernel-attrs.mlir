// nvvm's checks of the attributes it attaches to functions and their arguments (MLIR 22's
// verifyOperationAttribute / verifyRegionArgAttribute wording).
// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK-LABEL: llvm.func @launch(%arg0: !llvm.ptr {llvm.byval = i64, nvvm.grid_constant}, %arg1: i32)
// CHECK-SAME: attributes {nvvm.cluster_dim = array<i32: 2, 1>, nvvm.kernel, nvvm.maxnreg = 64 : i32, nvvm.maxntid = array<i32: 128, 1, 1>}
llvm.func @launch(%p: !llvm.ptr {nvvm.grid_constant, llvm.byval = i64}, %n: i32)
    attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.maxnreg = 64 : i32, nvvm.cluster_dim = array<i32: 2, 1>} {
  llvm.return
}

// -----

// expected-error@+1 {{'nvvm.kernel' attribute attached to unexpected op}}
func.func @not_llvm() attributes {nvvm.kernel} {
  return
}

// -----

// expected-error@+1 {{'"nvvm.reqntid"' attribute must be integer array with maximum 3 index}}
llvm.func @four_dims() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 8, 8, 2, 2>} {
  llvm.return
}

// -----

// expected-error@+1 {{'"nvvm.maxntid"' attribute must be integer array with maximum 3 index}}
llvm.func @wide_dims() attributes {nvvm.maxntid = array<i64: 32>} {
  llvm.return
}

// -----

// expected-error@+1 {{'"nvvm.minctasm"' attribute must be integer constant}}
llvm.func @ctas() attributes {nvvm.minctasm = 2.0 : f32} {
  llvm.return
}

// -----

// expected-error@+1 {{'"nvvm.grid_constant"' attribute must be present only on kernel arguments}}
llvm.func @device_fn(%p: !llvm.ptr {llvm.byval = f32, nvvm.grid_constant}) {
  llvm.return
}

// -----

// expected-error@+1 {{'"nvvm.grid_constant"' must be a unit attribute}}
llvm.func @flag(%p: !llvm.ptr {llvm.byval = f32, nvvm.grid_constant = 1 : i32}) attributes {nvvm.kernel} {
  llvm.return
}

// -----

// expected-error@+1 {{'"nvvm.grid_constant"' attribute requires the argument to also have attribute 'llvm.byval'}}
llvm.func @no_byval(%n: i32, %p: !llvm.ptr {nvvm.grid_constant}) attributes {nvvm.kernel} {
  llvm.return
}
