// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Strided layouts and distinct attributes.

// CHECK: #distinct = distinct[0]<42 : i32>
// CHECK: module {
// CHECK-NEXT: "test.op"() {a = strided<[1]>} : () -> ()
// CHECK-NEXT: "test.op"() {a = strided<[?, 1], offset: ?>} : () -> ()
// CHECK-NEXT: "test.op"() {a = distinct[1]<>} : () -> ()
// CHECK-NEXT: "test.op"() {a = [#distinct, #distinct]} : () -> ()
// CHECK-NEXT: }

"test.op"() {a = strided<[1]>} : () -> ()
"test.op"() {a = strided<[?, 1], offset: ?>} : () -> ()
"test.op"() {a = distinct[0]<unit>} : () -> ()
"test.op"() {a = [distinct[1]<42 : i32>, distinct[1]<42 : i32>]} : () -> ()
