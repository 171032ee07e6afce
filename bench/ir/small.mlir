// A 10-line input for the start-up benchmark (bench/ir/run.sh).
func.func @f(%a: i32, %b: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %s = arith.addi %a, %b : i32
  %p = arith.muli %s, %c2 : i32
  %q = arith.subi %p, %a : i32
  %r = arith.xori %q, %b : i32
  %t = arith.andi %r, %c2 : i32
  return %t : i32
}
