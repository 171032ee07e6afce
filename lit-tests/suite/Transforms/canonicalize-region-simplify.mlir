// RUN: jopt %s -allow-unregistered-dialect -split-input-file -canonicalize | jfilecheck %s

// The default region simplification (normal): unreachable blocks and region DCE only, no block
// merging; expected output is mlir-opt 22's.

// Normal region simplification keeps identical blocks and redundant arguments.
// CHECK-LABEL: func.func @merge_blocks(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.use"(%arg2) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @merge_blocks(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%a) : (i32) -> ()
  return
^bb2:
  "test.use"(%b) : (i32) -> ()
  return
}

// -----

// Normal: an unused block argument of a non-entry block goes, with the operands that fed it.
// CHECK-LABEL: func.func @dead_arg(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   "test.side"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @dead_arg(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  "test.side"() : () -> ()
  return
}

// -----

// Entry block arguments of nested regions stay.
// CHECK-LABEL: func.func @nested_entry_args(%arg0: i32) {
// CHECK-NEXT:   "test.region"() ({
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     "test.done"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @nested_entry_args(%a: i32) {
  "test.region"() ({
  ^bb0(%x: i32):
    "test.done"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Unreachable blocks in nested regions are erased too.
// CHECK-LABEL: func.func @nested_unreachable() {
// CHECK-NEXT:   "test.region"() ({
// CHECK-NEXT:     "test.done"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @nested_unreachable() {
  "test.region"() ({
    "test.done"() : () -> ()
  ^bb1:
    "test.dead"() : () -> ()
    "test.done"() : () -> ()
  }) : () -> ()
  return
}
