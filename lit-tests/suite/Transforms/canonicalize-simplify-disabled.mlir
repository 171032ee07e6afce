// RUN: jopt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(canonicalize{region-simplify=disabled})' | jfilecheck %s

// Disabled: only the sweep of unreachable blocks at the start of each iteration runs; the dead
// block argument stays (it goes with region-simplify=normal).
// CHECK-LABEL: func.func @dead_arg(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   "test.side"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.other"() : () -> ()
// CHECK-NEXT:   cf.br ^bb1(%arg2 : i32)
// CHECK-NEXT: }
func.func @dead_arg(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  "test.side"() : () -> ()
  return
^bb2:
  "test.other"() : () -> ()
  cf.br ^bb1(%b : i32)
^bb3:
  "test.dead"() : () -> ()
  return
}
