func.func @f0(%a: i32, %b: i32) -> i32 {
  %v0 = arith.addi %b, %b : i32
  %v1 = arith.addi %b, %a : i32
  %v2 = arith.xori %b, %a : i32
  %v3 = arith.subi %v1, %b : i32
  %v4 = arith.muli %v2, %a : i32
  %v5 = arith.muli %a, %v3 : i32
  %v6 = arith.muli %v4, %v2 : i32
  %v7 = arith.addi %v4, %v0 : i32
  %v8 = arith.subi %v0, %v7 : i32
  %v9 = arith.addi %v0, %v0 : i32
  return %v9 : i32
}
func.func @f1(%a: i32, %b: i32) -> i32 {
  %v0 = arith.muli %a, %a : i32
  %v1 = arith.xori %a, %a : i32
  %v2 = arith.muli %v0, %b : i32
  %v3 = arith.subi %b, %b : i32
  %v4 = arith.xori %v0, %a : i32
  %v5 = arith.muli %v1, %b : i32
  %v6 = arith.xori %v2, %b : i32
  %v7 = arith.xori %v2, %a : i32
  %v8 = arith.xori %b, %v2 : i32
  %v9 = arith.xori %v2, %v5 : i32
  return %v9 : i32
}
func.func @f2(%a: i32, %b: i32) -> i32 {
  %v0 = arith.subi %a, %b : i32
  %v1 = arith.addi %v0, %a : i32
  %v2 = arith.xori %v0, %a : i32
  %v3 = arith.subi %v1, %a : i32
  %v4 = arith.addi %v0, %v1 : i32
  %v5 = arith.muli %v1, %a : i32
  %v6 = arith.muli %v1, %b : i32
  %v7 = arith.xori %v5, %v3 : i32
  %v8 = arith.subi %v6, %v2 : i32
  %v9 = arith.xori %b, %v7 : i32
  return %v9 : i32
}
func.func @f3(%a: i32, %b: i32) -> i32 {
  %v0 = arith.subi %b, %a : i32
  %v1 = arith.xori %a, %a : i32
  %v2 = arith.xori %v0, %b : i32
  %v3 = arith.addi %v0, %v2 : i32
  %v4 = arith.xori %v0, %v3 : i32
  %v5 = arith.addi %v0, %b : i32
  %v6 = arith.subi %v0, %v2 : i32
  %v7 = arith.addi %v0, %a : i32
  %v8 = arith.subi %v7, %v6 : i32
  %v9 = arith.xori %a, %v1 : i32
  return %v9 : i32
}
func.func @f4(%a: i32, %b: i32) -> i32 {
  %v0 = arith.subi %b, %b : i32
  %v1 = arith.addi %a, %a : i32
  %v2 = arith.muli %v1, %v0 : i32
  %v3 = arith.muli %b, %v2 : i32
  %v4 = arith.addi %v3, %v1 : i32
  %v5 = arith.xori %b, %v1 : i32
  %v6 = arith.subi %v0, %a : i32
  %v7 = arith.subi %v2, %v0 : i32
  %v8 = arith.subi %v7, %v0 : i32
  %v9 = arith.subi %v5, %v3 : i32
  return %v9 : i32
}
func.func @f5(%a: i32, %b: i32) -> i32 {
  %v0 = arith.subi %b, %b : i32
  %v1 = arith.addi %b, %a : i32
  %v2 = arith.subi %v1, %b : i32
  %v3 = arith.addi %v0, %b : i32
  %v4 = arith.xori %v1, %v0 : i32
  %v5 = arith.xori %a, %v4 : i32
  %v6 = arith.xori %a, %v2 : i32
  %v7 = arith.subi %v6, %v2 : i32
  %v8 = arith.xori %v2, %v2 : i32
  %v9 = arith.addi %v8, %v0 : i32
  return %v9 : i32
}
func.func @f6(%a: i32, %b: i32) -> i32 {
  %v0 = arith.xori %b, %b : i32
  %v1 = arith.subi %v0, %b : i32
  %v2 = arith.xori %v0, %v0 : i32
  %v3 = arith.subi %v0, %v0 : i32
  %v4 = arith.subi %v0, %b : i32
  %v5 = arith.muli %v0, %v0 : i32
  "test.op_crash"(%v5) {note = "marker"} : (i32) -> ()
  %v6 = arith.xori %v0, %v1 : i32
  %v7 = arith.addi %v5, %v2 : i32
  %v8 = arith.subi %v4, %v0 : i32
  %v9 = arith.xori %v2, %v7 : i32
  return %v9 : i32
}
func.func @f7(%a: i32, %b: i32) -> i32 {
  %v0 = arith.muli %a, %a : i32
  %v1 = arith.muli %v0, %b : i32
  %v2 = arith.addi %b, %b : i32
  %v3 = arith.muli %v1, %b : i32
  %v4 = arith.addi %a, %b : i32
  %v5 = arith.subi %v0, %b : i32
  %v6 = arith.subi %v1, %a : i32
  %v7 = arith.subi %v5, %v3 : i32
  %v8 = arith.muli %v7, %b : i32
  %v9 = arith.addi %v1, %v3 : i32
  return %v9 : i32
}
func.func @f8(%a: i32, %b: i32) -> i32 {
  %v0 = arith.xori %b, %b : i32
  %v1 = arith.xori %b, %a : i32
  %v2 = arith.addi %a, %v0 : i32
  %v3 = arith.xori %v0, %v2 : i32
  %v4 = arith.xori %v2, %v0 : i32
  %v5 = arith.subi %v4, %b : i32
  %v6 = arith.subi %v4, %v3 : i32
  %v7 = arith.subi %v0, %v0 : i32
  %v8 = arith.muli %v7, %v5 : i32
  %v9 = arith.addi %v0, %v7 : i32
  return %v9 : i32
}
func.func @f9(%a: i32, %b: i32) -> i32 {
  %v0 = arith.subi %b, %a : i32
  %v1 = arith.muli %a, %b : i32
  %v2 = arith.subi %v0, %v1 : i32
  %v3 = arith.subi %v1, %b : i32
  %v4 = arith.subi %v0, %v1 : i32
  %v5 = arith.muli %v1, %v4 : i32
  %v6 = arith.subi %v2, %v2 : i32
  %v7 = arith.addi %v2, %v4 : i32
  %v8 = arith.subi %v3, %v2 : i32
  %v9 = arith.subi %v2, %v0 : i32
  return %v9 : i32
}
