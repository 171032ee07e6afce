// i16 arithmetic emulated on i8 halves prints what the native i16 ops print (both RUN lines share the
// CHECK lines); the emulated function holds no i16 arith op any more.
// RUN: jopt %s --convert-scf-to-cf --convert-cf-to-llvm --convert-vector-to-llvm --convert-func-to-llvm --convert-arith-to-llvm | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s
// RUN: jopt %s --test-arith-emulate-wide-int="widest-int-supported=8" --convert-scf-to-cf --convert-cf-to-llvm --convert-vector-to-llvm --convert-func-to-llvm --convert-arith-to-llvm | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s
// RUN: jopt %s --test-arith-emulate-wide-int="widest-int-supported=8" | jfilecheck %s --check-prefix=IR

// IR-LABEL: func.func @emulate_all(
// IR-NOT: arith.{{[a-z]+}} {{.*}} : i16
// IR: return
func.func @emulate_all(%a : i16, %b : i16, %s : i16, %f : f32, %g : f32) -> (i16, i16, i16, i16, i16, i16, i16, i16, i16, i16) {
  %k = arith.constant 4660 : i16
  %0 = arith.addi %a, %b : i16
  %1 = arith.subi %a, %b : i16
  %2 = arith.andi %a, %k : i16
  %3 = arith.ori %a, %b : i16
  %4 = arith.xori %a, %b : i16
  %5 = arith.shli %a, %s : i16
  %6 = arith.shrui %a, %s : i16
  %7 = arith.shrsi %a, %s : i16
  %8 = arith.fptoui %f : f32 to i16
  %9 = arith.fptosi %g : f32 to i16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i16, i16, i16, i16, i16, i16, i16, i16, i16, i16
}

func.func @check(%a : i16, %b : i16, %s : i16, %f : f32, %g : f32) {
  %r:10 = func.call @emulate_all(%a, %b, %s, %f, %g) : (i16, i16, i16, f32, f32) -> (i16, i16, i16, i16, i16, i16, i16, i16, i16, i16)
  vector.print %r#0 : i16 punctuation <comma>
  vector.print %r#1 : i16 punctuation <comma>
  vector.print %r#2 : i16 punctuation <comma>
  vector.print %r#3 : i16 punctuation <comma>
  vector.print %r#4 : i16 punctuation <comma>
  vector.print %r#5 : i16 punctuation <comma>
  vector.print %r#6 : i16 punctuation <comma>
  vector.print %r#7 : i16 punctuation <comma>
  vector.print %r#8 : i16 punctuation <comma>
  vector.print %r#9 : i16
  return
}

// CHECK: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
// CHECK-NEXT: 0, 2, 0, -1, -2, 2, 0, 0, 3, -3
// CHECK-NEXT: -32767, 32767, 0, -32767, -32767, 0, 1, -1, 255, -255
// CHECK-NEXT: 255, 345, 36, -1, -257, 22528, 0, 0, 1000, -1000
// CHECK-NEXT: 253, -257, 4660, -1, -255, -512, 255, -1, 1234, 32767
// CHECK-NEXT: -11111, -29735, 4144, -19335, -27559, -32312, 1543, 1543, 0, 0
// CHECK-NEXT: 512, 0, 0, 256, 0, 256, 256, 256, 32767, -32768
// CHECK-NEXT: -2, 0, 4660, -1, 0, -128, 511, -1, 17, -17
// CHECK-NEXT: 256, 144, 0, 248, 240, -32768, 0, 0, 4096, -4096
func.func @entry() {
  %a0 = arith.constant 0 : i16
  %b0 = arith.constant 0 : i16
  %s0 = arith.constant 0 : i16
  %f0 = arith.constant 0.0 : f32
  %g0 = arith.constant 0.0 : f32
  func.call @check(%a0, %b0, %s0, %f0, %g0) : (i16, i16, i16, f32, f32) -> ()
  %a1 = arith.constant 1 : i16
  %b1 = arith.constant -1 : i16
  %s1 = arith.constant 1 : i16
  %f1 = arith.constant 3.5 : f32
  %g1 = arith.constant -3.5 : f32
  func.call @check(%a1, %b1, %s1, %f1, %g1) : (i16, i16, i16, f32, f32) -> ()
  %a2 = arith.constant -32768 : i16
  %b2 = arith.constant 1 : i16
  %s2 = arith.constant 15 : i16
  %f2 = arith.constant 255.9 : f32
  %g2 = arith.constant -255.9 : f32
  func.call @check(%a2, %b2, %s2, %f2, %g2) : (i16, i16, i16, f32, f32) -> ()
  %a3 = arith.constant 300 : i16
  %b3 = arith.constant -45 : i16
  %s3 = arith.constant 9 : i16
  %f3 = arith.constant 1000.25 : f32
  %g3 = arith.constant -1000.25 : f32
  func.call @check(%a3, %b3, %s3, %f3, %g3) : (i16, i16, i16, f32, f32) -> ()
  %a4 = arith.constant -2 : i16
  %b4 = arith.constant 255 : i16
  %s4 = arith.constant 8 : i16
  %f4 = arith.constant 1234.0 : f32
  %g4 = arith.constant 32767.0 : f32
  func.call @check(%a4, %b4, %s4, %f4, %g4) : (i16, i16, i16, f32, f32) -> ()
  %a5 = arith.constant 12345 : i16
  %b5 = arith.constant -23456 : i16
  %s5 = arith.constant 3 : i16
  %f5 = arith.constant 0.5 : f32
  %g5 = arith.constant -0.5 : f32
  func.call @check(%a5, %b5, %s5, %f5, %g5) : (i16, i16, i16, f32, f32) -> ()
  %a6 = arith.constant 256 : i16
  %b6 = arith.constant 256 : i16
  %s6 = arith.constant 0 : i16
  %f6 = arith.constant 32767.0 : f32
  %g6 = arith.constant -32768.0 : f32
  func.call @check(%a6, %b6, %s6, %f6, %g6) : (i16, i16, i16, f32, f32) -> ()
  %a7 = arith.constant -1 : i16
  %b7 = arith.constant -1 : i16
  %s7 = arith.constant 7 : i16
  %f7 = arith.constant 17.0 : f32
  %g7 = arith.constant -17.0 : f32
  func.call @check(%a7, %b7, %s7, %f7, %g7) : (i16, i16, i16, f32, f32) -> ()
  %a8 = arith.constant 200 : i16
  %b8 = arith.constant 56 : i16
  %s8 = arith.constant 12 : i16
  %f8 = arith.constant 4096.5 : f32
  %g8 = arith.constant -4096.5 : f32
  func.call @check(%a8, %b8, %s8, %f8, %g8) : (i16, i16, i16, f32, f32) -> ()
  return
}
