// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// index and none.

// CHECK: module {
// CHECK-NEXT: %0 = "test.op"() : () -> index
// CHECK-NEXT: %1 = "test.op"() : () -> none
// CHECK-NEXT: }

"test.op"() : () -> (index)
"test.op"() : () -> (none)
