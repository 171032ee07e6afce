// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// The 8-bit float types.

// CHECK: module {
// CHECK-NEXT: %0 = "test.op"() : () -> f8E5M2
// CHECK-NEXT: %1 = "test.op"() : () -> f8E4M3
// CHECK-NEXT: %2 = "test.op"() : () -> f8E4M3FN
// CHECK-NEXT: %3 = "test.op"() : () -> f8E5M2FNUZ
// CHECK-NEXT: %4 = "test.op"() : () -> f8E4M3FNUZ
// CHECK-NEXT: %5 = "test.op"() : () -> f8E4M3B11FNUZ
// CHECK-NEXT: %6 = "test.op"() : () -> f8E3M4
// CHECK-NEXT: %7 = "test.op"() : () -> f8E8M0FNU
// CHECK-NEXT: }

"test.op"() : () -> (f8E5M2)
"test.op"() : () -> (f8E4M3)
"test.op"() : () -> (f8E4M3FN)
"test.op"() : () -> (f8E5M2FNUZ)
"test.op"() : () -> (f8E4M3FNUZ)
"test.op"() : () -> (f8E4M3B11FNUZ)
"test.op"() : () -> (f8E3M4)
"test.op"() : () -> (f8E8M0FNU)
