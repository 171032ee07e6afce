// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Integer attributes: widths, signs, hex input, i1 and index.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = 42 : i64} : () -> ()
// CHECK-NEXT: "test.op"() {a = -7 : i8} : () -> ()
// CHECK-NEXT: "test.op"() {a = 255 : ui8} : () -> ()
// CHECK-NEXT: "test.op"() {a = -1 : si16} : () -> ()
// CHECK-NEXT: "test.op"() {a = 16 : i32} : () -> ()
// CHECK-NEXT: "test.op"() {a = true} : () -> ()
// CHECK-NEXT: "test.op"() {a = false} : () -> ()
// CHECK-NEXT: "test.op"() {a = 7 : index} : () -> ()
// CHECK-NEXT: "test.op"() {a = 170141183460469231731687303715884105727 : i128} : () -> ()
// CHECK-NEXT: }

"test.op"() {a = 42} : () -> ()
"test.op"() {a = -7 : i8} : () -> ()
"test.op"() {a = 255 : ui8} : () -> ()
"test.op"() {a = -1 : si16} : () -> ()
"test.op"() {a = 0x10 : i32} : () -> ()
"test.op"() {a = true} : () -> ()
"test.op"() {a = false} : () -> ()
"test.op"() {a = 7 : index} : () -> ()
"test.op"() {a = 170141183460469231731687303715884105727 : i128} : () -> ()
