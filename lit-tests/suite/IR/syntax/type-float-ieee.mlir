// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// IEEE and x87 float types.

// CHECK: module {
// CHECK-NEXT: %0 = "test.op"() : () -> f16
// CHECK-NEXT: %1 = "test.op"() : () -> bf16
// CHECK-NEXT: %2 = "test.op"() : () -> f32
// CHECK-NEXT: %3 = "test.op"() : () -> f64
// CHECK-NEXT: %4 = "test.op"() : () -> f80
// CHECK-NEXT: %5 = "test.op"() : () -> f128
// CHECK-NEXT: %6 = "test.op"() : () -> tf32
// CHECK-NEXT: }

"test.op"() : () -> (f16)
"test.op"() : () -> (bf16)
"test.op"() : () -> (f32)
"test.op"() : () -> (f64)
"test.op"() : () -> (f80)
"test.op"() : () -> (f128)
"test.op"() : () -> (tf32)
