// External resources that no handler reads are kept and printed back after the top-level op, after
// the dialect resources, as mlir-opt 22's fallback resource map does (groups without entries dropped).
// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s

// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       r1: "0x0400000001000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     foo: {
// CHECK-NEXT:       a: "x\0Ay",
// CHECK-NEXT:       b: true,
// CHECK-NEXT:       d: "0x01000000AB"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
"t.x"() {a = dense_resource<r1> : tensor<1xi32>} : () -> ()
{-#
  dialect_resources: { builtin: { r1: "0x0400000001000000" } },
  external_resources: {
    foo: { a: "x\0Ay", b: true, d: "0x01000000AB" },
    bar: {}
  }
#-}
