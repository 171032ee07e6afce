// arith-expand fails when an op it must expand has no applicable pattern: a truncf to bf16 with an
// explicit rounding mode is illegal under include-bf16 but only the default mode is expanded.
// Malformed options are rejected as mlir-opt words them.
// RUN: not jopt %s -arith-expand=include-bf16 2>&1 | jfilecheck %s
// RUN: jopt %s -arith-expand | jfilecheck %s --check-prefix=KEEP
// RUN: not jopt %s -arith-expand=include-bf16=maybe 2>&1 | jfilecheck %s --check-prefix=BADVALUE
// RUN: not jopt %s -arith-expand=include-bf17 2>&1 | jfilecheck %s --check-prefix=NOSUCH

// CHECK: error: failed to legalize operation 'arith.truncf' that was explicitly marked illegal
// CHECK-NEXT: %0 = arith.truncf %x downward : f32 to bf16
// CHECK: note: see current operation: %0 = "arith.truncf"(%arg0) <{roundingmode = 1 : i32}> : (f32) -> bf16

// KEEP: %0 = arith.truncf %arg0 downward : f32 to bf16

// BADVALUE: for the --include-bf16 option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// NOSUCH: <unknown>:0: error: <Pass-Options-Parser>: no such option include-bf17

func.func @rounding(%x: f32) -> bf16 {
  %0 = arith.truncf %x downward : f32 to bf16
  return %0 : bf16
}
