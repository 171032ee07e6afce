// Every cf op round-trips through its custom form and through the generic form.
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | jfilecheck %s

// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg1, %arg2 : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb4 {tag = "loop"}
// CHECK-NEXT: ^bb3(%2: i32):  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg0 weights([60, 40]), ^bb4, ^bb5(%2, %1 : i32, f32)
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: cf.assert %arg0, "must hold"
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: ^bb5(%3: i32, %4: f32):  // pred: ^bb3
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
func.func @branches(%c: i1, %x: i32, %y: f32) -> i32 {
  cf.br ^bb1(%x, %y : i32, f32)
^bb1(%a: i32, %b: f32):
  cf.cond_br %c, ^bb2, ^bb3(%a : i32)
^bb2:
  cf.br ^bb4 {tag = "loop"}
^bb3(%d: i32):
  cf.cond_br %c weights([60, 40]), ^bb4, ^bb5(%d, %b : i32, f32)
^bb4:
  cf.assert %c, "must hold"
  return %x : i32
^bb5(%e: i32, %f: f32):
  return %e : i32
}

// CHECK-LABEL: func.func @switches(%arg0: i32, %arg1: i64, %arg2: i1, %arg3: f32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT:   default: ^bb1(%arg3 : f32),
// CHECK-NEXT:   42: ^bb2,
// CHECK-NEXT:   4294967293: ^bb3(%arg0 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: f32):  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg1 : i64, [
// CHECK-NEXT:   default: ^bb2,
// CHECK-NEXT:   9000000000: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.switch %arg2 : i1, [
// CHECK-NEXT:   default: ^bb4]
// CHECK-NEXT: ^bb3(%1: i32):  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT:   default: ^bb5,
// CHECK-NEXT:   0: ^bb6,
// CHECK-NEXT:   7: ^bb7
// CHECK-NEXT: ] {tag}
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: return
// CHECK-NEXT: ^bb6:  // pred: ^bb3
// CHECK-NEXT: return
// CHECK-NEXT: ^bb7:  // pred: ^bb3
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switches(%flag: i32, %wide: i64, %bit: i1, %x: f32) {
  cf.switch %flag : i32, [
    default: ^bb1(%x : f32),
    42: ^bb2,
    -3: ^bb3(%flag : i32)
  ]
^bb1(%a: f32):
  cf.switch %wide : i64, [
    default: ^bb2,
    9000000000: ^bb4
  ]
^bb2:
  cf.switch %bit : i1, [
    default: ^bb4
  ]
^bb3(%b: i32):
  cf.switch %flag : i32, [
    default: ^bb5,
    0: ^bb6,
    7: ^bb7
  ] {tag}
^bb4:
  return
^bb5:
  return
^bb6:
  return
^bb7:
  return
}
