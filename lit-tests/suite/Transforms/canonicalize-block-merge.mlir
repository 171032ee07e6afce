// RUN: jopt %s -allow-unregistered-dialect -split-input-file --pass-pipeline='builtin.module(func.func(canonicalize{region-simplify=aggressive}))' | jfilecheck %s

// region-simplify=aggressive: identical blocks merge and redundant block arguments go (MLIR 22's
// mergeIdenticalBlocks / dropRedundantArguments); expected output is mlir-opt 22's.

// Aggressive: identical blocks are merged; the operand that differs becomes a block argument.
// CHECK-LABEL: func.func @merge_blocks(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   "test.use"(%0) : (i32) -> ()
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

// Aggressive: blocks whose operands are the same on every edge share one argument.
// CHECK-LABEL: func.func @merge_blocks_pruned(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   "test.use"(%0, %0) : (i32, i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @merge_blocks_pruned(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%a, %a) : (i32, i32) -> ()
  return
^bb2:
  "test.use"(%b, %b) : (i32, i32) -> ()
  return
}

// -----

// Aggressive: an argument every predecessor feeds the same value is dropped.
// CHECK-LABEL: func.func @redundant_args(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:   "test.use"(%arg1, %0) : (i32, i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @redundant_args(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  "test.use"(%x, %y) : (i32, i32) -> ()
  return
}

// -----

// Blocks with different op sequences or a region are not merged.
// CHECK-LABEL: func.func @no_merge(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.other"(%arg1) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @no_merge(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%a) : (i32) -> ()
  return
^bb2:
  "test.other"(%a) : (i32) -> ()
  return
}

// -----

// Values defined inside the blocks are matched by position.
// CHECK-LABEL: func.func @merge_internal_values(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   %1 = "test.op"(%0) : (i32) -> i32
// CHECK-NEXT:   %2 = "test.op"(%1, %0) : (i32, i32) -> i32
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
func.func @merge_internal_values(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = "test.op"(%a) : (i32) -> i32
  %1 = "test.op"(%0, %a) : (i32, i32) -> i32
  return %1 : i32
^bb2:
  %2 = "test.op"(%b) : (i32) -> i32
  %3 = "test.op"(%2, %b) : (i32, i32) -> i32
  return %3 : i32
}

// -----

// Aggressive: two of three switch targets are identical and merge into one block.
// CHECK-LABEL: func.func @merge_switch_targets(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1(%arg1 : i32),
// CHECK-NEXT:     1: ^bb1(%arg2 : i32),
// CHECK-NEXT:     2: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:   "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.other"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @merge_switch_targets(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  "test.use"(%a) : (i32) -> ()
  return
^bb2:
  "test.use"(%b) : (i32) -> ()
  return
^bb3:
  "test.other"() : () -> ()
  return
}
