// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// A block with arguments named twice by one terminator: the second edge goes through a new block
// at the end of the function, so that each phi has one value per predecessor.
llvm.func @sink(f64)
// CHECK-LABEL: define void @twice(i32 %0, double %1, double %2)
// CHECK:        switch i32 %0, label %[[DEF:[0-9]+]] [
// CHECK-NEXT:     i32 1, label %[[TARGET:[0-9]+]]
// CHECK-NEXT:     i32 2, label %[[EXTRA:[0-9]+]]
// CHECK-NEXT:   ]
// CHECK:      [[TARGET]]:
// CHECK-NEXT:   %[[P:[0-9]+]] = phi double [ %[[E:[0-9]+]], %[[EXTRA]] ], [ %1, %3 ]
// CHECK-NEXT:   call void @sink(double %[[P]])
// CHECK:      [[EXTRA]]:
// CHECK-NEXT:   %[[E]] = phi double [ %2, %3 ]
// CHECK-NEXT:   br label %[[TARGET]]
// CHECK-NEXT: }
llvm.func @twice(%k: i32, %a: f64, %b: f64) {
  llvm.switch %k : i32, ^def [
    1: ^target(%a : f64),
    2: ^target(%b : f64)
  ]
^def:
  llvm.return
^target(%v: f64):
  llvm.call @sink(%v) : (f64) -> ()
  llvm.return
}

// The same for a conditional branch; blocks without arguments need nothing.
// CHECK-LABEL: define void @both(i1 %0, double %1, double %2)
// CHECK: br i1 %0, label %[[T:[0-9]+]], label %[[X:[0-9]+]]
// CHECK: [[T]]:
// CHECK-NEXT: phi double [ %{{[0-9]+}}, %[[X]] ], [ %1, %3 ]
// CHECK: [[X]]:
// CHECK-NEXT: phi double [ %2, %3 ]
// CHECK-NEXT: br label %[[T]]
llvm.func @both(%c: i1, %a: f64, %b: f64) {
  llvm.cond_br %c, ^target(%a : f64), ^target(%b : f64)
^target(%v: f64):
  llvm.call @sink(%v) : (f64) -> ()
  llvm.return
}
