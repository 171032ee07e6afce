// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Sparse element attributes.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()
// CHECK-NEXT: "test.op"() {a = sparse<1, 2.500000e+00> : tensor<4xf32>} : () -> ()
// CHECK-NEXT: "test.op"() {a = sparse<> : tensor<4xi1>} : () -> ()
// CHECK-NEXT: }

"test.op"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()
"test.op"() {a = sparse<[[1]], [2.5]> : tensor<4xf32>} : () -> ()
"test.op"() {a = sparse<> : tensor<4xi1>} : () -> ()
