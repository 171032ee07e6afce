// A small func + arith example. `bin/jopt examples/hello.mlir -canonicalize` parses, verifies,
// canonicalizes and prints it: constants fold, x + 0 disappears, and comparing a value with itself
// becomes a constant.
func.func @add_mul(%a: i32, %b: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  %six = arith.muli %c2, %c3 : i32
  %sum = arith.addi %a, %b : i32
  %same = arith.addi %sum, %c0 : i32
  %prod = arith.muli %same, %six : i32
  return %prod : i32
}

func.func @select_max(%x: f32, %y: f32) -> f32 {
  %gt = arith.cmpf ogt, %x, %y : f32
  %max = arith.select %gt, %x, %y : f32
  return %max : f32
}

func.func @always_true(%v: i64) -> i1 {
  %eq = arith.cmpi eq, %v, %v : i64
  return %eq : i1
}
