// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Vector types: fixed, scalable, 0-d.

// CHECK: module {
// CHECK-NEXT: %0 = "test.op"() : () -> vector<4xf32>
// CHECK-NEXT: %1 = "test.op"() : () -> vector<2x3xi8>
// CHECK-NEXT: %2 = "test.op"() : () -> vector<[4]xf32>
// CHECK-NEXT: %3 = "test.op"() : () -> vector<2x[4]xi1>
// CHECK-NEXT: %4 = "test.op"() : () -> vector<f32>
// CHECK-NEXT: }

"test.op"() : () -> (vector<4xf32>)
"test.op"() : () -> (vector<2x3xi8>)
"test.op"() : () -> (vector<[4]xf32>)
"test.op"() : () -> (vector<2x[4]xi1>)
"test.op"() : () -> (vector<f32>)
