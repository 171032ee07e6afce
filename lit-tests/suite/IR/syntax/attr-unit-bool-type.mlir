// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Unit, type attributes and none.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a} : () -> ()
// CHECK-NEXT: "test.op"() {a = i32} : () -> ()
// CHECK-NEXT: "test.op"() {a = tensor<2xf32>} : () -> ()
// CHECK-NEXT: "test.op"() {a = !foo.bar} : () -> ()
// CHECK-NEXT: "test.op"() {a = (i32) -> ()} : () -> ()
// CHECK-NEXT: }

"test.op"() {a = unit} : () -> ()
"test.op"() {a = i32} : () -> ()
"test.op"() {a = tensor<2xf32>} : () -> ()
"test.op"() {a = !foo.bar} : () -> ()
"test.op"() {a = (i32) -> ()} : () -> ()
