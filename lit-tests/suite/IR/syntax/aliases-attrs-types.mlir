// RUN: jopt %s --allow-unregistered-dialect  | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect  | jopt --allow-unregistered-dialect  | jfilecheck %s
// Attribute and type aliases: user aliases are resolved, builtin hints name maps and sets.

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {a = #map, b = #map, c = #map1} : () -> ()
// CHECK-NEXT: %0:2 = "test.op"() : () -> (tensor<4x4xf32>, tensor<4x4xf32>)
// CHECK-NEXT: "test.op"() {s = #set} : () -> ()
// CHECK-NEXT: %1 = "test.op"() : () -> memref<4xf32, #map>
// CHECK-NEXT: }

#m = affine_map<(d0) -> (d0 + 1)>
!t = tensor<4x4xf32>
"test.op"() {a = #m, b = #m, c = affine_map<(d0, d1) -> (d1)>} : () -> ()
"test.op"() : () -> (!t, !t)
"test.op"() {s = affine_set<(d0) : (d0 >= 0)>} : () -> ()
"test.op"() : () -> memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
