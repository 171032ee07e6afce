// RUN: jopt %s --allow-unregistered-dialect  | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect  | jopt --allow-unregistered-dialect  | jfilecheck %s
// File metadata: dialect resources are parsed and printed back.

// CHECK: module {
// CHECK-NEXT: "test.op"() {r = dense_resource<blob1> : tensor<2xi32>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT: dialect_resources: {
// CHECK-NEXT: builtin: {
// CHECK-NEXT: blob1: "0x040000000100000002000000"
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: #-}

"test.op"() {r = dense_resource<blob1> : tensor<2xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
