// A small func + arith example: bin/jopt examples/hello.mlir parses, verifies and prints it.
func.func @add_mul(%a: i32, %b: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %sum = arith.addi %a, %b : i32
  %prod = arith.muli %sum, %c2 : i32
  return %prod : i32
}

func.func @select_max(%x: f32, %y: f32) -> f32 {
  %gt = arith.cmpf ogt, %x, %y : f32
  %max = arith.select %gt, %x, %y : f32
  return %max : f32
}
