// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Dense elements written as hex blobs.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = dense<[1, 2]> : tensor<2xi32>} : () -> ()
// CHECK-NEXT: "test.op"() {a = dense<1.000000e+00> : tensor<4xf32>} : () -> ()
// CHECK-NEXT: "test.op"() {a = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi8>} : () -> ()
// CHECK-NEXT: }

"test.op"() {a = dense<"0x0100000002000000"> : tensor<2xi32>} : () -> ()
"test.op"() {a = dense<"0x0000803F"> : tensor<4xf32>} : () -> ()
"test.op"() {a = dense<"0x01020304"> : tensor<2x2xi8>} : () -> ()
