// RUN: jopt %s -allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s -allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=14 | jfilecheck %s --check-prefix=ELIDE
// RUN: jopt %s -allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=1 | jfilecheck %s --check-prefix=ALL
// RUN: jopt %s -allow-unregistered-dialect --mlir-print-local-scope | jfilecheck %s --check-prefix=LOCAL
// The builtin blobs the IR refers to are printed back after the module, in order of first use,
// unused ones dropped, keys that are not identifiers quoted, hex in upper case (mlir-opt 22).
// --mlir-elide-resource-strings-if-larger=N leaves out a blob whose quoted text is longer than N
// but keeps the braces; a local-scope print has no metadata section.

// CHECK: "t.op"() {a = dense_resource<b2> : tensor<2xi32>, b = dense_resource<b1> : tensor<1xi8>} : () -> ()
// CHECK-NEXT: "t.op"() {a = dense_resource<"q x"> : tensor<1xi8>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       b2: "0x040000000100000002000000",
// CHECK-NEXT:       b1: "0x01000000AB",
// CHECK-NEXT:       "q x": "0x01000000AB"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-EMPTY:
// CHECK-NOT: {{.}}

// ELIDE:      builtin: {
// ELIDE-NEXT:   b1: "0x01000000AB",
// ELIDE-NEXT:   "q x": "0x01000000AB"
// ELIDE-NEXT: }

// ALL:      {-#
// ALL-EMPTY:
// ALL-NEXT: #-}

// LOCAL: "t.op"() {a = dense_resource<"q x"> : tensor<1xi8>} : () -> ()
// LOCAL-NEXT: }
// LOCAL-NOT: {{.}}

"t.op"() {a = dense_resource<b2> : tensor<2xi32>, b = dense_resource<b1> : tensor<1xi8>} : () -> ()
"t.op"() {a = dense_resource<"q x"> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      unused: "0x0400000001000000",
      b1: "0x01000000ab",
      "q x": "0x01000000ab",
      b2: "0x040000000100000002000000"
    }
  }
#-}
