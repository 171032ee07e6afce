// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s

// A use before its definition in the same region resolves to the later definition.
// Nested regions are numbered after all values of the enclosing region.

// CHECK:      "test.graph"() ({
// CHECK-NEXT:   "test.use"(%1) : (i32) -> ()
// CHECK-NEXT:   %1 = "test.def"() : () -> i32
// CHECK-NEXT: }) : () -> ()
"test.graph"() ({
  "test.use"(%later) : (i32) -> ()
  %later = "test.def"() : () -> i32
}) : () -> ()

// Multi-result groups print as %name:N and uses as %name#i.
// CHECK:      %0:3 = "test.triple"() : () -> (i32, i32, i32)
// CHECK-NEXT: "test.sink"(%0#2, %0#0) : (i32, i32) -> ()
%t:3 = "test.triple"() : () -> (i32, i32, i32)
"test.sink"(%t#2, %t#0) : (i32, i32) -> ()
