// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Opaque dialect types under -allow-unregistered-dialect.

// CHECK: module {
// CHECK-NEXT: %0 = "test.op"() : () -> !foo<"bar">
// CHECK-NEXT: %1 = "test.op"() : () -> !foo.baz
// CHECK-NEXT: %2 = "test.op"() : () -> !foo.qux<1, [2], "x">
// CHECK-NEXT: }

"test.op"() : () -> (!foo<"bar">)
"test.op"() : () -> (!foo.baz)
"test.op"() : () -> (!foo.qux<1, [2], "x">)
