// Every cmpi/cmpf predicate, rounding mode and a range of fast-math flag sets print by name and
// survive the generic form (stored as integers and #arith.fastmath).
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | jfilecheck %s

// CHECK-LABEL: func.func @p(%arg0: i32, %arg1: f64, %arg2: memref<4xindex>) {
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg0 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %arg0 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %arg0 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %arg0 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %arg0 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg0 : i32
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %arg0 : i32
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg0, %arg0 : i32
// CHECK-NEXT: %9 = arith.cmpi uge, %arg0, %arg0 : i32
// CHECK-NEXT: %10 = arith.cmpf false, %arg1, %arg1 : f64
// CHECK-NEXT: %11 = arith.cmpf oeq, %arg1, %arg1 : f64
// CHECK-NEXT: %12 = arith.cmpf ogt, %arg1, %arg1 : f64
// CHECK-NEXT: %13 = arith.cmpf oge, %arg1, %arg1 : f64
// CHECK-NEXT: %14 = arith.cmpf olt, %arg1, %arg1 : f64
// CHECK-NEXT: %15 = arith.cmpf ole, %arg1, %arg1 : f64
// CHECK-NEXT: %16 = arith.cmpf one, %arg1, %arg1 : f64
// CHECK-NEXT: %17 = arith.cmpf ord, %arg1, %arg1 : f64
// CHECK-NEXT: %18 = arith.cmpf ueq, %arg1, %arg1 : f64
// CHECK-NEXT: %19 = arith.cmpf ugt, %arg1, %arg1 : f64
// CHECK-NEXT: %20 = arith.cmpf uge, %arg1, %arg1 : f64
// CHECK-NEXT: %21 = arith.cmpf ult, %arg1, %arg1 : f64
// CHECK-NEXT: %22 = arith.cmpf ule, %arg1, %arg1 : f64
// CHECK-NEXT: %23 = arith.cmpf une, %arg1, %arg1 : f64
// CHECK-NEXT: %24 = arith.cmpf uno, %arg1, %arg1 : f64
// CHECK-NEXT: %25 = arith.cmpf true, %arg1, %arg1 : f64
// CHECK-NEXT: %26 = arith.truncf %arg1 to_nearest_even : f64 to f32
// CHECK-NEXT: %27 = arith.truncf %arg1 downward : f64 to f32
// CHECK-NEXT: %28 = arith.truncf %arg1 upward : f64 to f32
// CHECK-NEXT: %29 = arith.truncf %arg1 toward_zero : f64 to f32
// CHECK-NEXT: %30 = arith.truncf %arg1 to_nearest_away : f64 to f32
// CHECK-NEXT: %31 = arith.mulf %arg1, %arg1 : f64
// CHECK-NEXT: %32 = arith.mulf %arg1, %arg1 fastmath<reassoc> : f64
// CHECK-NEXT: %33 = arith.mulf %arg1, %arg1 fastmath<nnan> : f64
// CHECK-NEXT: %34 = arith.mulf %arg1, %arg1 fastmath<ninf> : f64
// CHECK-NEXT: %35 = arith.mulf %arg1, %arg1 fastmath<nsz> : f64
// CHECK-NEXT: %36 = arith.mulf %arg1, %arg1 fastmath<arcp> : f64
// CHECK-NEXT: %37 = arith.mulf %arg1, %arg1 fastmath<contract> : f64
// CHECK-NEXT: %38 = arith.mulf %arg1, %arg1 fastmath<afn> : f64
// CHECK-NEXT: %39 = arith.mulf %arg1, %arg1 fastmath<fast> : f64
// CHECK-NEXT: %40 = arith.mulf %arg1, %arg1 fastmath<nnan,ninf,nsz> : f64
// CHECK-NEXT: %41 = arith.mulf %arg1, %arg1 fastmath<reassoc,afn> : f64
// CHECK-NEXT: %42 = arith.index_castui %arg2 : memref<4xindex> to memref<4xi32>
// CHECK-NEXT: %cst = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_0 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT: %cst_1 = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT: %cst_2 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi8>
// CHECK-NEXT: return
func.func @p(%a: i32, %f: f64, %m: memref<4xindex>) {
  %ci_eq = arith.cmpi eq, %a, %a : i32
  %ci_ne = arith.cmpi ne, %a, %a : i32
  %ci_slt = arith.cmpi slt, %a, %a : i32
  %ci_sle = arith.cmpi sle, %a, %a : i32
  %ci_sgt = arith.cmpi sgt, %a, %a : i32
  %ci_sge = arith.cmpi sge, %a, %a : i32
  %ci_ult = arith.cmpi ult, %a, %a : i32
  %ci_ule = arith.cmpi ule, %a, %a : i32
  %ci_ugt = arith.cmpi ugt, %a, %a : i32
  %ci_uge = arith.cmpi uge, %a, %a : i32
  %cf_false = arith.cmpf false, %f, %f : f64
  %cf_oeq = arith.cmpf oeq, %f, %f : f64
  %cf_ogt = arith.cmpf ogt, %f, %f : f64
  %cf_oge = arith.cmpf oge, %f, %f : f64
  %cf_olt = arith.cmpf olt, %f, %f : f64
  %cf_ole = arith.cmpf ole, %f, %f : f64
  %cf_one = arith.cmpf one, %f, %f : f64
  %cf_ord = arith.cmpf ord, %f, %f : f64
  %cf_ueq = arith.cmpf ueq, %f, %f : f64
  %cf_ugt = arith.cmpf ugt, %f, %f : f64
  %cf_uge = arith.cmpf uge, %f, %f : f64
  %cf_ult = arith.cmpf ult, %f, %f : f64
  %cf_ule = arith.cmpf ule, %f, %f : f64
  %cf_une = arith.cmpf une, %f, %f : f64
  %cf_uno = arith.cmpf uno, %f, %f : f64
  %cf_true = arith.cmpf true, %f, %f : f64
  %t_to_nearest_even = arith.truncf %f to_nearest_even : f64 to f32
  %t_downward = arith.truncf %f downward : f64 to f32
  %t_upward = arith.truncf %f upward : f64 to f32
  %t_toward_zero = arith.truncf %f toward_zero : f64 to f32
  %t_to_nearest_away = arith.truncf %f to_nearest_away : f64 to f32
  %fm0 = arith.mulf %f, %f fastmath<none> : f64
  %fm1 = arith.mulf %f, %f fastmath<reassoc> : f64
  %fm2 = arith.mulf %f, %f fastmath<nnan> : f64
  %fm3 = arith.mulf %f, %f fastmath<ninf> : f64
  %fm4 = arith.mulf %f, %f fastmath<nsz> : f64
  %fm5 = arith.mulf %f, %f fastmath<arcp> : f64
  %fm6 = arith.mulf %f, %f fastmath<contract> : f64
  %fm7 = arith.mulf %f, %f fastmath<afn> : f64
  %fm8 = arith.mulf %f, %f fastmath<fast> : f64
  %fm9 = arith.mulf %f, %f fastmath<nnan,ninf,nsz> : f64
  %fm10 = arith.mulf %f, %f fastmath<reassoc,afn> : f64
  %ic = arith.index_castui %m : memref<4xindex> to memref<4xi32>
  %h = arith.constant 0x7FF0000000000000 : f64
  %h2 = arith.constant -0.0 : f16
  %v = arith.constant dense<[true, false]> : vector<2xi1>
  %s = arith.constant dense<"0x01020304"> : tensor<4xi8>
  return
}
