// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect --mlir-print-op-generic | jfilecheck %s --check-prefix=GEN

// Top-level ops are wrapped in an implicit module; values are renumbered,
// entry block arguments become %argN and attribute dictionaries are sorted.

// CHECK-LABEL: module {
// CHECK-NEXT:    %0 = "t.def"() : () -> i32
// CHECK-NEXT:    "t.region"() ({
// CHECK-NEXT:    ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:      %1:2 = "t.pair"(%arg0) : (i32) -> (i32, i32)
// CHECK-NEXT:      "t.br"(%1#1)[^bb1] : (i32) -> ()
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      %2 = "t.use"(%0) : (i32) -> i32
// CHECK-NEXT:      "t.two"() ({
// CHECK-NEXT:        %3 = "t.inner"() : () -> i32
// CHECK-NEXT:      }, {
// CHECK-NEXT:      }) : () -> ()
// CHECK-NEXT:    }) {"a b", z} : () -> ()
// CHECK-NEXT:  }

// The generic form numbers values uniquely across regions.
// GEN-LABEL: "builtin.module"() ({
// GEN:         ^bb0(%arg0: i32, %arg1: i32):
// GEN-NEXT:      %1:2 = "t.pair"(%arg0) : (i32) -> (i32, i32)
// GEN:         }) : () -> ()

%v = "t.def"() : () -> i32
"t.region"() ({
^entry(%a: i32, %b: i32):
  %p:2 = "t.pair"(%a) : (i32) -> (i32, i32)
  "t.br"(%p#1)[^next] : (i32) -> ()
^next:
  %u = "t.use"(%v) : (i32) -> i32
  "t.two"() ({
    %i = "t.inner"() : () -> i32
  }, {
  }) : () -> ()
}) {z, "a b"} : () -> ()
