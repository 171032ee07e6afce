// Not a test on its own: the inputs (and expected errors) of call-intrinsic.mlir's last RUN line.
llvm.func @unknown(%x: f32) {
  // CHECK: error: could not find LLVM intrinsic: "llvm.no.such.thing"
  %0 = llvm.call_intrinsic "llvm.no.such.thing"(%x) : (f32) -> f32
  llvm.return
}

// -----

llvm.func @operand(%x: f32) {
  // CHECK: error: intrinsic call operand #0 has type float but "llvm.x86.sse.stmxcsr" expects ptr
  llvm.call_intrinsic "llvm.x86.sse.stmxcsr"(%x) : (f32) -> ()
  llvm.return
}

// -----

llvm.func @result(%p: !llvm.ptr) {
  // CHECK: error: intrinsic call returns i32 but "llvm.x86.sse.stmxcsr" actually returns void
  %0 = llvm.call_intrinsic "llvm.x86.sse.stmxcsr"(%p) : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @overload(%n: i32) {
  // CHECK: error: call intrinsic signature float (i32) to overloaded intrinsic "llvm.fabs" does not match any of the overloads
  %0 = llvm.call_intrinsic "llvm.fabs"(%n) : (i32) -> f32
  llvm.return
}
