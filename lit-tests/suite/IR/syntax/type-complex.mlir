// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Complex types of float and integer elements.

// CHECK: module {
// CHECK-NEXT: %0 = "test.op"() : () -> complex<f32>
// CHECK-NEXT: %1 = "test.op"() : () -> complex<f64>
// CHECK-NEXT: %2 = "test.op"() : () -> complex<i8>
// CHECK-NEXT: }

"test.op"() : () -> (complex<f32>)
"test.op"() : () -> (complex<f64>)
"test.op"() : () -> (complex<i8>)
