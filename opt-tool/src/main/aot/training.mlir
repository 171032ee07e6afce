// AOT training input: exercises parsing, verification and printing of common syntax.
#map = affine_map<(d0) -> (d0 + 1)>
!t = tensor<4xf32>
module {
  func.func @f(%a: i32, %b: i32, %t: !t) -> i32 attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : index
    %f = arith.constant 1.5 : f32
    %d = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : !t
    %c3 = arith.constant 3 : i32
    %c5 = arith.constant 5 : i32
    %fold = arith.muli %c3, %c5 : i32
    %ffold = arith.addf %f, %f : f32
    %0 = arith.addi %a, %fold : i32
    %1 = arith.muli %0, %c0 overflow<nsw> : i32
    %2 = arith.cmpi slt, %1, %b : i32
    %3 = arith.select %2, %1, %0 : i32
    %4 = arith.addf %t, %d : !t
    %5 = "test.op"(%3) {attr = #map, s = "str", arr = [1, 2], u} : (i32) -> i32 loc("name")
    cf.br ^bb1(%5 : i32)
  ^bb1(%x: i32):
    return %x : i32
  }
  func.func private @decl(memref<?x4xf32>, vector<4xi8>) -> (i1, index)
}
