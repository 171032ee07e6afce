// i64 muli, cmpi, maxsi/minui, extsi/trunci, sitofp and uitofp emulated on i32 halves (only in
// functions named emu_*, chosen with function-prefix) print what the native ops print.
// RUN: jopt %s --convert-vector-to-llvm --convert-func-to-llvm --convert-arith-to-llvm | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s
// RUN: jopt %s --test-arith-emulate-wide-int="function-prefix=emu_" --convert-vector-to-llvm --convert-func-to-llvm --convert-arith-to-llvm | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s
// RUN: jopt %s --test-arith-emulate-wide-int="function-prefix=emu_" | jfilecheck %s --check-prefix=IR

// IR-LABEL: func.func @emu_ops(
// IR: arith.mului_extended
// IR-NOT: arith.{{[a-z_]+}} {{.*}} : i64
// IR: return
func.func @emu_ops(%a : i64, %b : i64, %n : i32) -> (i64, i1, i1, i64, i64, i64, i32, f32, f32) {
  %0 = arith.muli %a, %b : i64
  %1 = arith.cmpi slt, %a, %b : i64
  %2 = arith.cmpi uge, %a, %b : i64
  %3 = arith.maxsi %a, %b : i64
  %4 = arith.minui %a, %b : i64
  %5 = arith.extsi %n : i32 to i64
  %6 = arith.trunci %0 : i64 to i32
  %7 = arith.sitofp %a : i64 to f32
  %8 = arith.uitofp %b : i64 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i64, i1, i1, i64, i64, i64, i32, f32, f32
}

func.func @show(%a : i64, %b : i64, %n : i32) {
  %r:9 = func.call @emu_ops(%a, %b, %n) : (i64, i64, i32) -> (i64, i1, i1, i64, i64, i64, i32, f32, f32)
  vector.print %r#0 : i64 punctuation <comma>
  vector.print %r#1 : i1 punctuation <comma>
  vector.print %r#2 : i1 punctuation <comma>
  vector.print %r#3 : i64 punctuation <comma>
  vector.print %r#4 : i64 punctuation <comma>
  vector.print %r#5 : i64 punctuation <comma>
  vector.print %r#6 : i32 punctuation <comma>
  vector.print %r#7 : f32 punctuation <comma>
  vector.print %r#8 : f32
  return
}

func.func @entry() {
  %a0 = arith.constant 3 : i64
  %b0 = arith.constant 5 : i64
  %n0 = arith.constant -7 : i32
  func.call @show(%a0, %b0, %n0) : (i64, i64, i32) -> ()
  %a1 = arith.constant -4294967296 : i64
  %b1 = arith.constant 4294967297 : i64
  %n1 = arith.constant 2147483647 : i32
  func.call @show(%a1, %b1, %n1) : (i64, i64, i32) -> ()
  %a2 = arith.constant 123456789012 : i64
  %b2 = arith.constant -987654321 : i64
  %n2 = arith.constant -2147483648 : i32
  func.call @show(%a2, %b2, %n2) : (i64, i64, i32) -> ()
  return
}

// CHECK: 15, 1, 0, 5, 3, -7, 15, 3, 5
// CHECK-NEXT: -4294967296, 1, 1, 4294967297, 4294967297, 2147483647, 0, -4.29497e+09, 4.29497e+09
// CHECK-NEXT: 7194577391479740460, 0, 0, 123456789012, 123456789012, -2147483648, -533407700, 1.23457e+11, 1.84467e+19
