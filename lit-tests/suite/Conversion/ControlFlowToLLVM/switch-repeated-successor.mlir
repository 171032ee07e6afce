// A cf.switch that names one block for several cases (and the default) converts that block once;
// every case of the llvm.switch then branches to the converted block.
// RUN: jopt %s -convert-cf-to-llvm | jfilecheck %s

func.func @shared_target(%sel: i32, %x: index, %y: index) -> index {
  cf.switch %sel : i32, [
    default: ^bb1(%x : index),
    3: ^bb2(%y : index),
    7: ^bb1(%y : index),
    9: ^bb1(%x : index)
  ]
^bb1(%p: index):
  return %p : index
^bb2(%q: index):
  return %q : index
}

// CHECK-LABEL: func.func @shared_target(
// CHECK: llvm.switch %arg0 : i32, ^bb1(%[[X:.*]] : i64) [
// CHECK-NEXT: 3: ^bb2(%[[Y:.*]] : i64),
// CHECK-NEXT: 7: ^bb1(%[[Y]] : i64),
// CHECK-NEXT: 9: ^bb1(%[[X]] : i64)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%{{.*}}: i64):  // 3 preds: ^bb0, ^bb0, ^bb0
