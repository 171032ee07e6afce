// nvvm.shfl.sync and nvvm.redux.sync: custom form, #nvvm<shfl_kind>/#nvvm<redux_kind> in the
// generic form, and MLIR 22's verifier wording.
// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s
// RUN: jopt %s -split-input-file -verify-diagnostics -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

// CHECK-LABEL: llvm.func @ok
// GENERIC-LABEL: "llvm.func"
llvm.func @ok(%m: i32, %v: f32, %i: i32, %o: i32, %c: i32) {
  // CHECK: nvvm.shfl.sync  bfly %arg0, %arg1, %arg3, %arg4 : f32 -> f32
  // GENERIC: "nvvm.shfl.sync"(%arg0, %arg1, %arg3, %arg4) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
  %0 = nvvm.shfl.sync bfly %m, %v, %o, %c : f32 -> f32
  // CHECK: nvvm.shfl.sync  up %arg0, %arg2, %arg3, %arg4 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  // GENERIC: <{kind = #nvvm<shfl_kind up>, return_value_and_is_valid}>
  %1 = nvvm.shfl.sync up %m, %i, %o, %c {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  // CHECK: nvvm.redux.sync  umax %arg2, %arg0 : i32 -> i32
  // GENERIC: "nvvm.redux.sync"(%arg2, %arg0) <{abs = false, kind = #nvvm<redux_kind umax>, nan = false}> : (i32, i32) -> i32
  %2 = nvvm.redux.sync umax %i, %m : i32 -> i32
  // CHECK: nvvm.redux.sync  fmax %arg1, %arg0 {abs = true, nan = true} : f32 -> f32
  %3 = "nvvm.redux.sync"(%v, %m) <{abs = true, kind = #nvvm<redux_kind fmax>, nan = true}> : (f32, i32) -> f32
  llvm.return
}

// -----

llvm.func @pair(%m: i32, %v: f32, %o: i32, %c: i32) {
  // expected-error@+1 {{'nvvm.shfl.sync' op expected return type to be a two-element struct}}
  %0 = nvvm.shfl.sync bfly %m, %v, %o, %c {return_value_and_is_valid} : f32 -> f32
  llvm.return
}

// -----

llvm.func @type(%m: i32, %v: f32, %o: i32, %c: i32) {
  // expected-error@+1 {{'nvvm.shfl.sync' op expected return type to be of type 'f32' but got 'i32' instead}}
  %0 = nvvm.shfl.sync bfly %m, %v, %o, %c : f32 -> i32
  llvm.return
}

// -----

llvm.func @valid(%m: i32, %v: f32, %o: i32, %c: i32) {
  // expected-error@+1 {{'nvvm.shfl.sync' op expected second element in the returned struct to be of type 'i1' but got 'i32' instead}}
  %0 = nvvm.shfl.sync bfly %m, %v, %o, %c {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i32)>
  llvm.return
}

// -----

llvm.func @kind(%v: i32) {
  // expected-error@+2 {{expected ::mlir::NVVM::ShflKind to be one of: bfly, up, down, idx}}
  // expected-error@+1 {{failed to parse ShflKindAttr parameter 'value' which is to be a `::mlir::NVVM::ShflKind`}}
  %0 = nvvm.shfl.sync sideways %v, %v, %v, %v : i32 -> i32
  llvm.return
}

// -----

llvm.func @redux_type(%v: f32, %m: i32) {
  // expected-error@+1 {{'nvvm.redux.sync' op 'add' redux kind unsupported with 'f32' type. Only supported type is 'i32'.}}
  %0 = nvvm.redux.sync add %v, %m : f32 -> f32
  llvm.return
}

// -----

llvm.func @redux_abs(%v: i32) {
  // expected-error@+1 {{'nvvm.redux.sync' op abs attribute is supported only for f32 type}}
  %0 = nvvm.redux.sync max %v, %v {abs = true} : i32 -> i32
  llvm.return
}

// -----

// The result and the value have one type (a trait checked before the kind).
llvm.func @redux_result_type(%v: i32) {
  // expected-error@+1 {{'nvvm.redux.sync' op failed to verify that all of {res, val} have same type}}
  %0 = nvvm.redux.sync umin %v, %v : i32 -> f32
  llvm.return
}
