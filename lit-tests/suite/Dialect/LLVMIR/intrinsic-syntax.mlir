// The constrained floating point casts: a rounding mode (none for fpext) and an exception
// behaviour, as bare keywords; a missing one is reported with the cases it may take. Also
// llvm.intr.assume with operand bundles.
// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK-LABEL: llvm.func @casts
llvm.func @casts(%x: f64, %i: i32, %v: vector<2xi32>) {
  // CHECK: llvm.intr.experimental.constrained.fptrunc %arg0 downward maytrap : f64 to f32
  %0 = llvm.intr.experimental.constrained.fptrunc %x downward maytrap : f64 to f32
  // CHECK: llvm.intr.experimental.constrained.sitofp %arg1 dynamic strict : i32 to f32
  %1 = llvm.intr.experimental.constrained.sitofp %i dynamic strict : i32 to f32
  // CHECK: llvm.intr.experimental.constrained.uitofp %arg2 tonearestaway ignore : vector<2xi32> to vector<2xf64>
  %2 = llvm.intr.experimental.constrained.uitofp %v tonearestaway ignore : vector<2xi32> to vector<2xf64>
  // CHECK: llvm.intr.experimental.constrained.fpext %{{.*}} ignore : f32 to f64
  %3 = llvm.intr.experimental.constrained.fpext %1 ignore : f32 to f64
  llvm.return
}

// -----

llvm.func @no_behaviour(%x: f64) {
  // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'fpExceptionBehavior' [ignore, maytrap, strict]}}
  %0 = llvm.intr.experimental.constrained.fptrunc %x upward : f64 to f32
  llvm.return
}

// -----

// llvm.intr.assume takes optional operand bundles; its attributes follow the type.
// CHECK-LABEL: llvm.func @assume
llvm.func @assume(%c: i1, %p: !llvm.ptr, %n: i64) {
  // CHECK: llvm.intr.assume %arg0 : i1
  llvm.intr.assume %c : i1
  // CHECK: llvm.intr.assume %arg0 ["align"(%arg1, %arg2 : !llvm.ptr, i64), "nonnull"(%arg1 : !llvm.ptr), "x"()] : i1 {tag}
  llvm.intr.assume %c ["align"(%p, %n : !llvm.ptr, i64), "nonnull"(%p : !llvm.ptr), "x"()] : i1 {tag}
  llvm.return
}
