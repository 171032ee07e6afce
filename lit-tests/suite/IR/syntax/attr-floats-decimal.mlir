// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Float attributes in decimal: shortest round-trip printing.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = 1.000000e+00 : f64} : () -> ()
// CHECK-NEXT: "test.op"() {a = 1.000000e-01 : f32} : () -> ()
// CHECK-NEXT: "test.op"() {a = -2.500000e+10 : f64} : () -> ()
// CHECK-NEXT: "test.op"() {a = 3.000000e+00 : f16} : () -> ()
// CHECK-NEXT: "test.op"() {a = 1.500000e+00 : bf16} : () -> ()
// CHECK-NEXT: "test.op"() {a = 1.000000e-300 : f64} : () -> ()
// CHECK-NEXT: "test.op"() {a = 0.000000e+00 : f32} : () -> ()
// CHECK-NEXT: "test.op"() {a = -0.000000e+00 : f64} : () -> ()
// CHECK-NEXT: }

"test.op"() {a = 1.0} : () -> ()
"test.op"() {a = 0.1 : f32} : () -> ()
"test.op"() {a = -2.5e10 : f64} : () -> ()
"test.op"() {a = 3.0 : f16} : () -> ()
"test.op"() {a = 1.5 : bf16} : () -> ()
"test.op"() {a = 1.0e-300 : f64} : () -> ()
"test.op"() {a = 0.0 : f32} : () -> ()
"test.op"() {a = -0.0 : f64} : () -> ()
