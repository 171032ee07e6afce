// RUN: jopt %s --allow-unregistered-dialect --mlir-print-debuginfo | jfilecheck %s

// Every op gets the location of its name; locations print as #loc aliases
// after the module, numbered in the order the ops are met (the implicit module
// first, at line 0 column 0). Block argument locations print inline, and their
// alias is defined before the module.

// CHECK:      #loc3 = loc({{.*}}print-debuginfo-aliases.mlir":{{[0-9]+}}:6)
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "t.a"() : () -> i32 loc(#loc1)
// CHECK-NEXT:   "t.r"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc({{.*}}print-debuginfo-aliases.mlir":{{[0-9]+}}:6)):
// CHECK-NEXT:     "t.b"(%arg0) : (i32) -> () loc(#loc4)
// CHECK-NEXT:   }) : () -> () loc(#loc2)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc({{.*}}print-debuginfo-aliases.mlir":0:0)
// CHECK-NEXT: #loc1 = loc({{.*}}print-debuginfo-aliases.mlir":{{[0-9]+}}:6)
// CHECK-NEXT: #loc2 = loc({{.*}}print-debuginfo-aliases.mlir":{{[0-9]+}}:1)
// CHECK-NEXT: #loc4 = loc({{.*}}print-debuginfo-aliases.mlir":{{[0-9]+}}:3)
// CHECK-NOT:  #loc

%a = "t.a"() : () -> i32
"t.r"() ({
^bb0(%x: i32):
  "t.b"(%x) : (i32) -> ()
}) : () -> ()
