// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Opaque dialect attributes under -allow-unregistered-dialect.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = #foo<"bar">} : () -> ()
// CHECK-NEXT: "test.op"() {a = #foo.baz} : () -> ()
// CHECK-NEXT: "test.op"() {a = #foo.qux<[1, 2]>} : () -> ()
// CHECK-NEXT: }

"test.op"() {a = #foo<"bar">} : () -> ()
"test.op"() {a = #foo.baz} : () -> ()
"test.op"() {a = #foo.qux<[1, 2]>} : () -> ()
