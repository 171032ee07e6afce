// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Dense string elements.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = dense<["a", "bc"]> : tensor<2x!foo.string>} : () -> ()
// CHECK-NEXT: "test.op"() {a = dense<"x"> : tensor<3x!foo.string>} : () -> ()
// CHECK-NEXT: }

"test.op"() {a = dense<["a", "bc"]> : tensor<2x!foo.string>} : () -> ()
"test.op"() {a = dense<"x"> : tensor<3x!foo.string>} : () -> ()
