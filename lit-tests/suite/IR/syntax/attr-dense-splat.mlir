// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Dense splats of every element kind.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = dense<1> : tensor<4xi32>} : () -> ()
// CHECK-NEXT: "test.op"() {a = dense<1.500000e+00> : tensor<2x2xf32>} : () -> ()
// CHECK-NEXT: "test.op"() {a = dense<true> : vector<8xi1>} : () -> ()
// CHECK-NEXT: "test.op"() {a = dense<(1.000000e+00,2.000000e+00)> : tensor<3xcomplex<f32>>} : () -> ()
// CHECK-NEXT: "test.op"() {a = dense<"s"> : tensor<2x!foo.str>} : () -> ()
// CHECK-NEXT: }

"test.op"() {a = dense<1> : tensor<4xi32>} : () -> ()
"test.op"() {a = dense<1.5> : tensor<2x2xf32>} : () -> ()
"test.op"() {a = dense<true> : vector<8xi1>} : () -> ()
"test.op"() {a = dense<(1.0, 2.0)> : tensor<3xcomplex<f32>>} : () -> ()
"test.op"() {a = dense<"s"> : tensor<2x!foo.str>} : () -> ()
