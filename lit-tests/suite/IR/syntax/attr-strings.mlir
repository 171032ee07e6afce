// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// String attributes with escapes.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = "plain"} : () -> ()
// CHECK-NEXT: "test.op"() {a = "tab\09and\0Anewline"} : () -> ()
// CHECK-NEXT: "test.op"() {a = "quote\22"} : () -> ()
// CHECK-NEXT: "test.op"() {a = "back\\slash"} : () -> ()
// CHECK-NEXT: "test.op"() {a = "typed" : i32} : () -> ()
// CHECK-NEXT: "test.op"() {a = ""} : () -> ()
// CHECK-NEXT: }

"test.op"() {a = "plain"} : () -> ()
"test.op"() {a = "tab\09and\0Anewline"} : () -> ()
"test.op"() {a = "quote\22"} : () -> ()
"test.op"() {a = "back\\slash"} : () -> ()
"test.op"() {a = "typed" : i32} : () -> ()
"test.op"() {a = ""} : () -> ()
