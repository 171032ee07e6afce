// RUN: jopt %s --allow-unregistered-dialect --mlir-print-debuginfo | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect --mlir-print-debuginfo | jopt --allow-unregistered-dialect --mlir-print-debuginfo | jfilecheck %s
// Location aliases defined at the top are resolved when used; repeated locations share aliases.

// CHECK: module {
// CHECK-NEXT: "test.op"() : () -> () loc(#loc1)
// CHECK-NEXT: "test.op"() : () -> () loc(#loc3)
// CHECK-NEXT: "test.op"() : () -> () loc(#loc3)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations-aliases.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("defined.mlir":1:1)
// CHECK-NEXT: #loc2 = loc("outer.mlir":2:2)
// CHECK-NEXT: #loc3 = loc(callsite(#loc1 at #loc2))

#loc_a = loc("defined.mlir":1:1)
#loc_b = loc(callsite(#loc_a at "outer.mlir":2:2))
"test.op"() : () -> () loc(#loc_a)
"test.op"() : () -> () loc(#loc_b)
"test.op"() : () -> () loc(#loc_b)
