// RUN: jopt %s --allow-unregistered-dialect --mlir-print-debuginfo | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect --mlir-print-debuginfo | jopt --allow-unregistered-dialect --mlir-print-debuginfo | jfilecheck %s
// Block argument locations and op locations inside regions.

// CHECK: #loc2 = loc("arg.mlir":1:1)
// CHECK-NEXT: #loc3 = loc("arg.mlir":1:2)
// CHECK-NEXT: module {
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: ^bb0(%arg0: i32 loc("arg.mlir":1:1), %arg1: f32 loc("arg.mlir":1:2)):
// CHECK-NEXT: "test.use"(%arg0, %arg1) : (i32, f32) -> () loc(#loc4)
// CHECK-NEXT: }) : () -> () loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations-block-args.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("region.mlir":9:9)
// CHECK-NEXT: #loc4 = loc("use.mlir":2:3)

"test.region"() ({
^bb0(%a: i32 loc("arg.mlir":1:1), %b: f32 loc("arg.mlir":1:2)):
  "test.use"(%a, %b) : (i32, f32) -> () loc("use.mlir":2:3)
}) : () -> () loc("region.mlir":9:9)
