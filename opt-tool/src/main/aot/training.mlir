// AOT training input: the common small case (func + arith, parse, canonicalize, print). Kept small on
// purpose: every class the training loads is preloaded at each start, so breadth here costs every run.
func.func @f(%a: i32, %b: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  %six = arith.muli %c2, %c3 : i32
  %sum = arith.addi %a, %b : i32
  %same = arith.addi %sum, %c0 : i32
  %prod = arith.muli %same, %six : i32
  %cmp = arith.cmpi eq, %prod, %prod : i32
  %sel = arith.select %cmp, %prod, %a : i32
  return %sel : i32
}
func.func @g(%x: f32) -> f32 {
  %c = arith.constant 1.5 : f32
  %y = arith.addf %x, %c : f32
  %z = arith.mulf %y, %c fastmath<fast> : f32
  return %z : f32
}
