// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Affine map and integer set attributes.

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1, d1 * 2)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (d0 floordiv 4, d0 mod s0, d0 ceildiv 2)>
// CHECK: #map2 = affine_map<() -> (0)>
// CHECK: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
// CHECK: module {
// CHECK-NEXT: "test.op"() {a = #map} : () -> ()
// CHECK-NEXT: "test.op"() {a = #map1} : () -> ()
// CHECK-NEXT: "test.op"() {a = #map2} : () -> ()
// CHECK-NEXT: "test.op"() {a = #set} : () -> ()
// CHECK-NEXT: }

"test.op"() {a = affine_map<(d0, d1) -> (d0 + d1, d1 * 2)>} : () -> ()
"test.op"() {a = affine_map<(d0)[s0] -> (d0 floordiv 4, d0 mod s0, d0 ceildiv 2)>} : () -> ()
"test.op"() {a = affine_map<() -> (0)>} : () -> ()
"test.op"() {a = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>} : () -> ()
