// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// The 6- and 4-bit float types.

// CHECK: module {
// CHECK-NEXT: %0 = "test.op"() : () -> f6E2M3FN
// CHECK-NEXT: %1 = "test.op"() : () -> f6E3M2FN
// CHECK-NEXT: %2 = "test.op"() : () -> f4E2M1FN
// CHECK-NEXT: }

"test.op"() : () -> (f6E2M3FN)
"test.op"() : () -> (f6E3M2FN)
"test.op"() : () -> (f4E2M1FN)
