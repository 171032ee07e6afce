// topological-sort: in graph regions of registered ops (here the module body) ops move after the
// definitions of the values they or their nested ops use, otherwise keeping their order; a cycle is
// broken at its first op; regions with SSA dominance and unregistered ops' regions are left alone.
// RUN: jopt %s --allow-unregistered-dialect -split-input-file -topological-sort | jfilecheck %s

// CHECK: module {
// CHECK-NEXT: %0 = "foo.a"() : () -> i32
// CHECK-NEXT: func.func @f() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: %1 = "foo.b"(%0) : (i32) -> i32
// CHECK-NEXT: %2 = "foo.c"(%1) : (i32) -> i32
// CHECK-NEXT: "foo.region"() ({
// CHECK-NEXT: %5 = "foo.y"(%6) : (i32) -> i32
// CHECK-NEXT: %6 = "foo.x"(%2) : (i32) -> i32
// CHECK-NEXT: "foo.yield"(%5) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: %3 = "foo.cyc"(%4) : (i32) -> i32
// CHECK-NEXT: %4 = "foo.cyc2"(%3) : (i32) -> i32

%2 = "foo.c"(%1) : (i32) -> i32
%1 = "foo.b"(%0) : (i32) -> i32
%0 = "foo.a"() : () -> i32
"foo.region"() ({
  %y = "foo.y"(%x) : (i32) -> i32
  %x = "foo.x"(%2) : (i32) -> i32
  "foo.yield"(%y) : (i32) -> ()
}) : () -> ()
%4 = "foo.cyc"(%5) : (i32) -> i32
%5 = "foo.cyc2"(%4) : (i32) -> i32
func.func @f() { return }

// -----

// CHECK: module {
// CHECK-NEXT: %0 = "foo.def"() : () -> i32
// CHECK-NEXT: %1 = "foo.self"() ({
// CHECK-NEXT: %2 = "foo.inner"() : () -> i32
// CHECK-NEXT: "foo.use"(%2) : (i32) -> ()
// CHECK-NEXT: "foo.term"() : () -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: "foo.region"() ({
// CHECK-NEXT: "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT: "foo.term"() : () -> ()
// CHECK-NEXT: }) : () -> ()

"foo.region"() ({
  "foo.use"(%late) : (i32) -> ()
  "foo.term"() : () -> ()
}) : () -> ()
%late = "foo.def"() : () -> i32
%self = "foo.self"() ({
  %in = "foo.inner"() : () -> i32
  "foo.use"(%in) : (i32) -> ()
  "foo.term"() : () -> ()
}) : () -> i32
