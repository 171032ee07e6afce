// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Float attributes from hex bit patterns: NaN, infinity and values with no short decimal form.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = 0x7FC00000 : f32} : () -> ()
// CHECK-NEXT: "test.op"() {a = 0x7F800000 : f32} : () -> ()
// CHECK-NEXT: "test.op"() {a = 0xFF800000 : f32} : () -> ()
// CHECK-NEXT: "test.op"() {a = 0x7FF0000000000001 : f64} : () -> ()
// CHECK-NEXT: "test.op"() {a = 1.000000e+00 : f16} : () -> ()
// CHECK-NEXT: "test.op"() {a = 4.480000e+02 : f8E4M3FN} : () -> ()
// CHECK-NEXT: }

"test.op"() {a = 0x7FC00000 : f32} : () -> ()
"test.op"() {a = 0x7F800000 : f32} : () -> ()
"test.op"() {a = 0xFF800000 : f32} : () -> ()
"test.op"() {a = 0x7FF0000000000001 : f64} : () -> ()
"test.op"() {a = 0x3C00 : f16} : () -> ()
"test.op"() {a = 0x7E : f8E4M3FN} : () -> ()
