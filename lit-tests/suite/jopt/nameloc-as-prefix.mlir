// --mlir-use-nameloc-as-prefix: values whose location holds a loc("name") (also inside fused and
// call-site locations) print as %name, uniqued, before the op's own result names.
// RUN: jopt %s --allow-unregistered-dialect --mlir-use-nameloc-as-prefix | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s --check-prefix=OFF

// CHECK:      func.func @f(%argname: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %sum = arith.addi %argname, %arg1 : i32
// CHECK-NEXT:   %sum_0 = arith.addi %sum, %arg1 : i32
// CHECK-NEXT:   %x_y = arith.muli %sum_0, %sum_0 : i32
// CHECK-NEXT:   %q = arith.muli %x_y, %sum_0 : i32
// CHECK-NEXT:   %k = arith.constant 1 : i32
// CHECK-NEXT:   %two:2 = "t.two"() : () -> (i32, i32)
// CHECK-NEXT:   cf.br ^bb1(%two#0 : i32)
// CHECK-NEXT: ^bb1(%blockarg: i32):
// CHECK-NEXT:   return %q : i32

// OFF: func.func @f(%arg0: i32, %arg1: i32) -> i32 {
// OFF: %c1_i32 = arith.constant 1 : i32
func.func @f(%a: i32 loc("argname"), %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32 loc("sum")
  %1 = arith.addi %0, %b : i32 loc("sum")
  %2 = arith.muli %1, %1 : i32 loc("x y"("file.mlir":1:2))
  %3 = arith.muli %2, %1 : i32 loc(fused["q"])
  %c = arith.constant 1 : i32 loc("k")
  %4:2 = "t.two"() : () -> (i32, i32) loc("two")
  cf.br ^bb1(%4#0 : i32)
^bb1(%z: i32 loc("blockarg")):
  return %3 : i32
}
