// RUN: jopt %s -allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s -allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 | jfilecheck %s --check-prefix=ELIDE

// CHECK-LABEL: "test.dense"
// CHECK-SAME: a = dense<(1,2)> : tensor<2xcomplex<i16>>
// CHECK-SAME: b = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>
// CHECK-SAME: c = dense<[1, 2]> : tensor<2xi32>
// CHECK-SAME: d = dense<true> : tensor<3xi1>
// CHECK-SAME: e = dense<["a", "b"]> : tensor<2x!foo.string>
// CHECK-SAME: f = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi8>
// CHECK-SAME: g = dense<5> : tensor<i32>
// CHECK-SAME: h = dense<> : tensor<0xi32>
// CHECK-SAME: i = dense<1.500000e+00> : vector<2xf16>
// CHECK-SAME: j = dense<7> : tensor<2xi32>
"test.dense"() {a = dense<(1,2)> : tensor<2xcomplex<i16>>, b = dense<[(1.0,2.0),(3.0,4.0)]> : tensor<2xcomplex<f32>>, c = dense<"0x0100000002000000"> : tensor<2xi32>, d = dense<true> : tensor<3xi1>, e = dense<["a","b"]> : tensor<2x!foo.string>, f = dense<[[1,2],[3,4]]> : tensor<2x2xi8>, g = dense<5> : tensor<i32>, h = dense<[]> : tensor<0xi32>, i = dense<1.5> : vector<2xf16>, j = dense<[7, 7]> : tensor<2xi32>} : () -> ()
// ELIDE: "test.dense"() {a = dense<(1,2)> : tensor<2xcomplex<i16>>
// ELIDE-SAME: d = dense<true> : tensor<3xi1>
// ELIDE-SAME: f = dense_resource<__elided__> : tensor<2x2xi8>
// ELIDE-SAME: j = dense<7> : tensor<2xi32>

// More than 100 elements print as hex: i1 bit-packed, narrow integers one byte each.
// CHECK: "test.hex"() {a = dense<"0x49922449922449922449922409"> : tensor<101xi1>}
"test.hex"() {a = dense<[true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false]> : tensor<101xi1>} : () -> ()

// CHECK: "test.arrays"() {a = array<i32: 1, 2>, b = array<i1: true, false>, c = array<f32: 1.000000e+00, 2.500000e+00>, d = array<i64>}
"test.arrays"() {a = array<i32: 1, 2>, b = array<i1: true, false>, c = array<f32: 1.0, 2.5>, d = array<i64>} : () -> ()

// CHECK: "test.sparse"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = strided<[?, 1], offset: ?>, c = strided<[4, 1]>}
"test.sparse"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = strided<[?, 1], offset: ?>, c = strided<[4, 1]>} : () -> ()
