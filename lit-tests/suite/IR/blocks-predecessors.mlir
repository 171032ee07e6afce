// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s

// Blocks are renamed ^bbN in order; labels carry predecessor comments. The
// label of an entry block without arguments is not printed.

// CHECK:      "test.cfg"() ({
// CHECK-NEXT:   "test.cond_br"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.br"()[^bb3] : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.br"()[^bb3] : () -> ()
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   "test.ret"() : () -> ()
// CHECK-NEXT: ^bb4:  // no predecessors
// CHECK-NEXT:   "test.ret"() : () -> ()
"test.cfg"() ({
^start:
  "test.cond_br"()[^then, ^else] : () -> ()
^then:
  "test.br"()[^join] : () -> ()
^else:
  "test.br"()[^join] : () -> ()
^join:
  "test.ret"() : () -> ()
^dead:
  "test.ret"() : () -> ()
}) : () -> ()
