// convert-math-to-funcs on inputs of our own: ipowi, fpowi and (with convert-ctlz) ctlz become calls of
// outlined linkonce_odr functions appended in the order the ops come; vectors unroll per element. The
// expected text is mlir-opt 22's for the same input and options.
// RUN: jopt %s -convert-math-to-funcs=convert-ctlz | jfilecheck %s
// RUN: jopt %s -convert-math-to-funcs | jfilecheck %s --check-prefix=NOCTLZ
// RUN: jopt %s "-convert-math-to-funcs=min-width-of-fpowi-exponent=32" | jfilecheck %s --check-prefix=W32

func.func @powers(%i: i8, %j: i8, %x: f64, %k: i16, %l: i64) -> (i8, f64, f64) {
  %0 = math.ipowi %i, %j : i8
  %1 = math.fpowi %x, %k : f64, i16
  %2 = math.fpowi %x, %l : f64, i64
  %3 = math.ipowi %j, %i : i8
  return %0, %1, %2 : i8, f64, f64
}

func.func @zeros(%a: i64, %v: vector<2x2xi32>) -> (i64, vector<2x2xi32>) {
  %0 = math.ctlz %a : i64
  %1 = math.ctlz %v : vector<2x2xi32>
  return %0, %1 : i64, vector<2x2xi32>
}

// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @powers(%arg0: i8, %arg1: i8, %arg2: f64, %arg3: i16, %arg4: i64) -> (i8, f64, f64) {
// CHECK-NEXT:     %0 = call @__mlir_math_ipowi_i8(%arg0, %arg1) : (i8, i8) -> i8
// CHECK-NEXT:     %1 = call @__mlir_math_fpowi_f64_i16(%arg2, %arg3) : (f64, i16) -> f64
// CHECK-NEXT:     %2 = call @__mlir_math_fpowi_f64_i64(%arg2, %arg4) : (f64, i64) -> f64
// CHECK-NEXT:     %3 = call @__mlir_math_ipowi_i8(%arg1, %arg0) : (i8, i8) -> i8
// CHECK-NEXT:     return %0, %1, %2 : i8, f64, f64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @zeros(%arg0: i64, %arg1: vector<2x2xi32>) -> (i64, vector<2x2xi32>) {
// CHECK-NEXT:     %0 = call @__mlir_math_ctlz_i64(%arg0) : (i64) -> i64
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT:     %1 = vector.extract %arg1[0, 0] : i32 from vector<2x2xi32>
// CHECK-NEXT:     %2 = call @__mlir_math_ctlz_i32(%1) : (i32) -> i32
// CHECK-NEXT:     %3 = vector.insert %2, %cst [0, 0] : i32 into vector<2x2xi32>
// CHECK-NEXT:     %4 = vector.extract %arg1[0, 1] : i32 from vector<2x2xi32>
// CHECK-NEXT:     %5 = call @__mlir_math_ctlz_i32(%4) : (i32) -> i32
// CHECK-NEXT:     %6 = vector.insert %5, %3 [0, 1] : i32 into vector<2x2xi32>
// CHECK-NEXT:     %7 = vector.extract %arg1[1, 0] : i32 from vector<2x2xi32>
// CHECK-NEXT:     %8 = call @__mlir_math_ctlz_i32(%7) : (i32) -> i32
// CHECK-NEXT:     %9 = vector.insert %8, %6 [1, 0] : i32 into vector<2x2xi32>
// CHECK-NEXT:     %10 = vector.extract %arg1[1, 1] : i32 from vector<2x2xi32>
// CHECK-NEXT:     %11 = call @__mlir_math_ctlz_i32(%10) : (i32) -> i32
// CHECK-NEXT:     %12 = vector.insert %11, %9 [1, 1] : i32 into vector<2x2xi32>
// CHECK-NEXT:     return %0, %12 : i64, vector<2x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @__mlir_math_ipowi_i8(%arg0: i8, %arg1: i8) -> i8 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0_i8 : i8
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %c1_i8 : i8
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.cmpi sle, %arg1, %c0_i8 : i8
// CHECK-NEXT:     cf.cond_br %1, ^bb3, ^bb12(%c1_i8, %arg0, %arg1 : i8, i8, i8)
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %2 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT:     cf.cond_br %2, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %3 = arith.divsi %c1_i8, %c0_i8 : i8
// CHECK-NEXT:     return %3 : i8
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %4 = arith.cmpi eq, %arg0, %c1_i8 : i8
// CHECK-NEXT:     cf.cond_br %4, ^bb6, ^bb7
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     return %c1_i8 : i8
// CHECK-NEXT:   ^bb7:  // pred: ^bb5
// CHECK-NEXT:     %5 = arith.cmpi eq, %arg0, %c-1_i8 : i8
// CHECK-NEXT:     cf.cond_br %5, ^bb8, ^bb11
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     %6 = arith.andi %arg1, %c1_i8 : i8
// CHECK-NEXT:     %7 = arith.cmpi ne, %6, %c0_i8 : i8
// CHECK-NEXT:     cf.cond_br %7, ^bb9, ^bb10
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     return %c-1_i8 : i8
// CHECK-NEXT:   ^bb10:  // pred: ^bb8
// CHECK-NEXT:     return %c1_i8 : i8
// CHECK-NEXT:   ^bb11:  // pred: ^bb7
// CHECK-NEXT:     return %c0_i8 : i8
// CHECK-NEXT:   ^bb12(%8: i8, %9: i8, %10: i8):  // 2 preds: ^bb2, ^bb16
// CHECK-NEXT:     %11 = arith.andi %10, %c1_i8 : i8
// CHECK-NEXT:     %12 = arith.cmpi ne, %11, %c0_i8 : i8
// CHECK-NEXT:     cf.cond_br %12, ^bb13, ^bb14(%8 : i8)
// CHECK-NEXT:   ^bb13:  // pred: ^bb12
// CHECK-NEXT:     %13 = arith.muli %8, %9 : i8
// CHECK-NEXT:     cf.br ^bb14(%13 : i8)
// CHECK-NEXT:   ^bb14(%14: i8):  // 2 preds: ^bb12, ^bb13
// CHECK-NEXT:     %15 = arith.shrui %10, %c1_i8 : i8
// CHECK-NEXT:     %16 = arith.cmpi eq, %15, %c0_i8 : i8
// CHECK-NEXT:     cf.cond_br %16, ^bb15, ^bb16
// CHECK-NEXT:   ^bb15:  // pred: ^bb14
// CHECK-NEXT:     return %14 : i8
// CHECK-NEXT:   ^bb16:  // pred: ^bb14
// CHECK-NEXT:     %17 = arith.muli %9, %9 : i8
// CHECK-NEXT:     cf.br ^bb12(%14, %17, %15 : i8, i8, i8)
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @__mlir_math_fpowi_f64_i16(%arg0: f64, %arg1: i16) -> f64 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:     %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:     %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT:     %c-32768_i16 = arith.constant -32768 : i16
// CHECK-NEXT:     %c32767_i16 = arith.constant 32767 : i16
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0_i16 : i16
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %cst : f64
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.cmpi sle, %arg1, %c0_i16 : i16
// CHECK-NEXT:     %2 = arith.cmpi eq, %arg1, %c-32768_i16 : i16
// CHECK-NEXT:     %3 = arith.subi %c0_i16, %arg1 : i16
// CHECK-NEXT:     %4 = arith.select %1, %3, %arg1 : i16
// CHECK-NEXT:     %5 = arith.select %2, %c32767_i16, %4 : i16
// CHECK-NEXT:     cf.br ^bb3(%cst, %arg0, %5 : f64, f64, i16)
// CHECK-NEXT:   ^bb3(%6: f64, %7: f64, %8: i16):  // 2 preds: ^bb2, ^bb6
// CHECK-NEXT:     %9 = arith.andi %8, %c1_i16 : i16
// CHECK-NEXT:     %10 = arith.cmpi ne, %9, %c0_i16 : i16
// CHECK-NEXT:     cf.cond_br %10, ^bb4, ^bb5(%6 : f64)
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %11 = arith.mulf %6, %7 : f64
// CHECK-NEXT:     cf.br ^bb5(%11 : f64)
// CHECK-NEXT:   ^bb5(%12: f64):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:     %13 = arith.shrui %8, %c1_i16 : i16
// CHECK-NEXT:     %14 = arith.cmpi eq, %13, %c0_i16 : i16
// CHECK-NEXT:     cf.cond_br %14, ^bb7(%12 : f64), ^bb6
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %15 = arith.mulf %7, %7 : f64
// CHECK-NEXT:     cf.br ^bb3(%12, %15, %13 : f64, f64, i16)
// CHECK-NEXT:   ^bb7(%16: f64):  // pred: ^bb5
// CHECK-NEXT:     cf.cond_br %2, ^bb8, ^bb9(%16 : f64)
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     %17 = arith.mulf %16, %arg0 : f64
// CHECK-NEXT:     cf.br ^bb9(%17 : f64)
// CHECK-NEXT:   ^bb9(%18: f64):  // 2 preds: ^bb7, ^bb8
// CHECK-NEXT:     cf.cond_br %1, ^bb10, ^bb11(%18 : f64)
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     %19 = arith.divf %cst, %18 : f64
// CHECK-NEXT:     cf.br ^bb11(%19 : f64)
// CHECK-NEXT:   ^bb11(%20: f64):  // 2 preds: ^bb9, ^bb10
// CHECK-NEXT:     return %20 : f64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @__mlir_math_fpowi_f64_i64(%arg0: f64, %arg1: i64) -> f64 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:     %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT:     %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0_i64 : i64
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %cst : f64
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.cmpi sle, %arg1, %c0_i64 : i64
// CHECK-NEXT:     %2 = arith.cmpi eq, %arg1, %c-9223372036854775808_i64 : i64
// CHECK-NEXT:     %3 = arith.subi %c0_i64, %arg1 : i64
// CHECK-NEXT:     %4 = arith.select %1, %3, %arg1 : i64
// CHECK-NEXT:     %5 = arith.select %2, %c9223372036854775807_i64, %4 : i64
// CHECK-NEXT:     cf.br ^bb3(%cst, %arg0, %5 : f64, f64, i64)
// CHECK-NEXT:   ^bb3(%6: f64, %7: f64, %8: i64):  // 2 preds: ^bb2, ^bb6
// CHECK-NEXT:     %9 = arith.andi %8, %c1_i64 : i64
// CHECK-NEXT:     %10 = arith.cmpi ne, %9, %c0_i64 : i64
// CHECK-NEXT:     cf.cond_br %10, ^bb4, ^bb5(%6 : f64)
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %11 = arith.mulf %6, %7 : f64
// CHECK-NEXT:     cf.br ^bb5(%11 : f64)
// CHECK-NEXT:   ^bb5(%12: f64):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:     %13 = arith.shrui %8, %c1_i64 : i64
// CHECK-NEXT:     %14 = arith.cmpi eq, %13, %c0_i64 : i64
// CHECK-NEXT:     cf.cond_br %14, ^bb7(%12 : f64), ^bb6
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %15 = arith.mulf %7, %7 : f64
// CHECK-NEXT:     cf.br ^bb3(%12, %15, %13 : f64, f64, i64)
// CHECK-NEXT:   ^bb7(%16: f64):  // pred: ^bb5
// CHECK-NEXT:     cf.cond_br %2, ^bb8, ^bb9(%16 : f64)
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     %17 = arith.mulf %16, %arg0 : f64
// CHECK-NEXT:     cf.br ^bb9(%17 : f64)
// CHECK-NEXT:   ^bb9(%18: f64):  // 2 preds: ^bb7, ^bb8
// CHECK-NEXT:     cf.cond_br %1, ^bb10, ^bb11(%18 : f64)
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     %19 = arith.divf %cst, %18 : f64
// CHECK-NEXT:     cf.br ^bb11(%19 : f64)
// CHECK-NEXT:   ^bb11(%20: f64):  // 2 preds: ^bb9, ^bb10
// CHECK-NEXT:     return %20 : f64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @__mlir_math_ctlz_i64(%arg0: i64) -> i64 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:     %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT:     %1 = scf.if %0 -> (i64) {
// CHECK-NEXT:       scf.yield %c64_i64 : i64
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:       %c64 = arith.constant 64 : index
// CHECK-NEXT:       %c0_i64_0 = arith.constant 0 : i64
// CHECK-NEXT:       %2:2 = scf.for %arg1 = %c1 to %c64 step %c1 iter_args(%arg2 = %arg0, %arg3 = %c0_i64_0) -> (i64, i64) {
// CHECK-NEXT:         %3 = arith.cmpi slt, %arg2, %c0_i64 : i64
// CHECK-NEXT:         %4:2 = scf.if %3 -> (i64, i64) {
// CHECK-NEXT:           scf.yield %arg2, %arg3 : i64, i64
// CHECK-NEXT:         } else {
// CHECK-NEXT:           %5 = arith.addi %arg3, %c1_i64 : i64
// CHECK-NEXT:           %6 = arith.shli %arg2, %c1_i64 : i64
// CHECK-NEXT:           scf.yield %6, %5 : i64, i64
// CHECK-NEXT:         }
// CHECK-NEXT:         scf.yield %4#0, %4#1 : i64, i64
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %2#1 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @__mlir_math_ctlz_i32(%arg0: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:     %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT:     %1 = scf.if %0 -> (i32) {
// CHECK-NEXT:       scf.yield %c32_i32 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       %c32 = arith.constant 32 : index
// CHECK-NEXT:       %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:       %2:2 = scf.for %arg1 = %c1 to %c32 step %c1 iter_args(%arg2 = %arg0, %arg3 = %c0_i32_0) -> (i32, i32) {
// CHECK-NEXT:         %3 = arith.cmpi slt, %arg2, %c0_i32 : i32
// CHECK-NEXT:         %4:2 = scf.if %3 -> (i32, i32) {
// CHECK-NEXT:           scf.yield %arg2, %arg3 : i32, i32
// CHECK-NEXT:         } else {
// CHECK-NEXT:           %5 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT:           %6 = arith.shli %arg2, %c1_i32 : i32
// CHECK-NEXT:           scf.yield %6, %5 : i32, i32
// CHECK-NEXT:         }
// CHECK-NEXT:         scf.yield %4#0, %4#1 : i32, i32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %2#1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// NOCTLZ:      %0 = math.ctlz %arg0 : i64
// NOCTLZ-NEXT: %1 = math.ctlz %arg1 : vector<2x2xi32>
// NOCTLZ-NOT:  __mlir_math_ctlz

// W32-LABEL: func.func @powers(%arg0: i8, %arg1: i8, %arg2: f64, %arg3: i16, %arg4: i64) -> (i8, f64, f64) {
// W32-NEXT: %0 = call @__mlir_math_ipowi_i8(%arg0, %arg1) : (i8, i8) -> i8
// W32-NEXT: %1 = math.fpowi %arg2, %arg3 : f64, i16
// W32-NEXT: %2 = call @__mlir_math_fpowi_f64_i64(%arg2, %arg4) : (f64, i64) -> f64
// W32-NEXT: %3 = call @__mlir_math_ipowi_i8(%arg1, %arg0) : (i8, i8) -> i8
// W32-NEXT: return %0, %1, %2 : i8, f64, f64
// W32-NOT: __mlir_math_fpowi_f64_i16
