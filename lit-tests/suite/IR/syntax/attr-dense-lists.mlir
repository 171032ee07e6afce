// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Dense element lists, nested by shape.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = dense<[1, 2, 3]> : tensor<3xi32>} : () -> ()
// CHECK-NEXT: "test.op"() {a = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>} : () -> ()
// CHECK-NEXT: "test.op"() {a = dense<[true, false, true]> : tensor<3xi1>} : () -> ()
// CHECK-NEXT: "test.op"() {a = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>} : () -> ()
// CHECK-NEXT: "test.op"() {a = dense<{{\[\[}}1, 2, 3]]> : tensor<1x3xi8>} : () -> ()
// CHECK-NEXT: "test.op"() {a = dense<> : tensor<0xi32>} : () -> ()
// CHECK-NEXT: }

"test.op"() {a = dense<[1, 2, 3]> : tensor<3xi32>} : () -> ()
"test.op"() {a = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>} : () -> ()
"test.op"() {a = dense<[true, false, true]> : tensor<3xi1>} : () -> ()
"test.op"() {a = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>} : () -> ()
"test.op"() {a = dense<[[1, 2, 3]]> : tensor<1x3xi8>} : () -> ()
"test.op"() {a = dense<> : tensor<0xi32>} : () -> ()
