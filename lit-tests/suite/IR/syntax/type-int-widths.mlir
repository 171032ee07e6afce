// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Integer types: signless, signed and unsigned, of any width up to very wide ones.

// CHECK: module {
// CHECK-NEXT: %0 = "test.op"() : () -> i1
// CHECK-NEXT: %1 = "test.op"() : () -> i7
// CHECK-NEXT: %2 = "test.op"() : () -> si8
// CHECK-NEXT: %3 = "test.op"() : () -> ui16
// CHECK-NEXT: %4 = "test.op"() : () -> i64
// CHECK-NEXT: %5 = "test.op"() : () -> i1024
// CHECK-NEXT: %6 = "test.op"() : () -> si65535
// CHECK-NEXT: }

"test.op"() : () -> (i1)
"test.op"() : () -> (i7)
"test.op"() : () -> (si8)
"test.op"() : () -> (ui16)
"test.op"() : () -> (i64)
"test.op"() : () -> (i1024)
"test.op"() : () -> (si65535)
