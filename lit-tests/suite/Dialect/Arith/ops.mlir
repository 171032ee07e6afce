// Every arith op round-trips through its custom form and through the generic form.
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | jfilecheck %s

// CHECK-LABEL: func.func @int_binary(%arg0: i32, %arg1: i32, %arg2: vector<4xi8>, %arg3: tensor<2x?xi64>, %arg4: index) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.subi %arg2, %arg2 overflow<nuw> : vector<4xi8>
// CHECK-NEXT: %3 = arith.muli %arg3, %arg3 overflow<nsw, nuw> : tensor<2x?xi64>
// CHECK-NEXT: %4 = arith.shli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %5 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.divui %arg0, %arg1 exact : i32
// CHECK-NEXT: %7 = arith.shrsi %arg0, %arg1 exact : i32
// CHECK-NEXT: %8 = arith.shrui %arg4, %arg4 : index
// CHECK-NEXT: %9 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %11 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %14 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %15 = arith.ori %arg0, %arg1 {tag = "or"} : i32
// CHECK-NEXT: %16 = arith.xori %arg2, %arg2 : vector<4xi8>
// CHECK-NEXT: %17 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %18 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %19 = arith.minsi %arg4, %arg4 : index
// CHECK-NEXT: %20 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
func.func @int_binary(%x: i32, %y: i32, %vx: vector<4xi8>, %tx: tensor<2x?xi64>, %ix: index) -> i32 {
  %0 = arith.addi %x, %y : i32
  %1 = arith.addi %x, %y overflow<nsw> : i32
  %2 = arith.subi %vx, %vx overflow<nuw> : vector<4xi8>
  %3 = arith.muli %tx, %tx overflow<nuw, nsw> : tensor<2x?xi64>
  %4 = arith.shli %x, %y overflow<nsw, nuw> : i32
  %5 = arith.divsi %x, %y : i32
  %6 = arith.divui %x, %y exact : i32
  %7 = arith.shrsi %x, %y exact : i32
  %8 = arith.shrui %ix, %ix : index
  %9 = arith.ceildivsi %x, %y : i32
  %10 = arith.ceildivui %x, %y : i32
  %11 = arith.floordivsi %x, %y : i32
  %12 = arith.remsi %x, %y : i32
  %13 = arith.remui %x, %y : i32
  %14 = arith.andi %x, %y : i32
  %15 = arith.ori %x, %y {tag = "or"} : i32
  %16 = arith.xori %vx, %vx : vector<4xi8>
  %17 = arith.maxsi %x, %y : i32
  %18 = arith.maxui %x, %y : i32
  %19 = arith.minsi %ix, %ix : index
  %20 = arith.minui %x, %y : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @float_binary(%arg0: f32, %arg1: f32, %arg2: vector<[4]xf16>, %arg3: tensor<*xbf16>) -> f32 {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.subf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %2 = arith.mulf %arg2, %arg2 fastmath<nnan,ninf> : vector<[4]xf16>
// CHECK-NEXT: %3 = arith.divf %arg3, %arg3 : tensor<*xbf16>
// CHECK-NEXT: %4 = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.minimumf %arg0, %arg1 fastmath<nsz> : f32
// CHECK-NEXT: %7 = arith.maxnumf %arg0, %arg1 : f32
// CHECK-NEXT: %8 = arith.minnumf %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.negf %arg0 : f32
// CHECK-NEXT: %10 = arith.negf %arg2 fastmath<reassoc,contract> : vector<[4]xf16>
// CHECK-NEXT: return %0 : f32
func.func @float_binary(%a: f32, %b: f32, %v: vector<[4]xf16>, %t: tensor<*xbf16>) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b fastmath<fast> : f32
  %2 = arith.mulf %v, %v fastmath<nnan,ninf> : vector<[4]xf16>
  %3 = arith.divf %t, %t : tensor<*xbf16>
  %4 = arith.remf %a, %b fastmath<none> : f32
  %5 = arith.maximumf %a, %b : f32
  %6 = arith.minimumf %a, %b fastmath<nsz> : f32
  %7 = arith.maxnumf %a, %b : f32
  %8 = arith.minnumf %a, %b : f32
  %9 = arith.negf %a : f32
  %10 = arith.negf %v fastmath<reassoc,contract> : vector<[4]xf16>
  return %0 : f32
}

// CHECK-LABEL: func.func @extended(%arg0: i64, %arg1: i64, %arg2: vector<3xi16>) {
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i64, i1
// CHECK-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg2, %arg2 : vector<3xi16>, vector<3xi1>
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i64
// CHECK-NEXT: %low_2, %high_3 = arith.mului_extended %arg2, %arg2 : vector<3xi16>
// CHECK-NEXT: return
func.func @extended(%x: i64, %y: i64, %v: vector<3xi16>) {
  %sum, %carry = arith.addui_extended %x, %y : i64, i1
  %s:2 = arith.addui_extended %v, %v : vector<3xi16>, vector<3xi1>
  %lo, %hi = arith.mulsi_extended %x, %y : i64
  %p:2 = arith.mului_extended %v, %v : vector<3xi16>
  return
}

// CHECK-LABEL: func.func @compare(%arg0: i32, %arg1: f64, %arg2: vector<2xi32>, %arg3: tensor<?xf32>, %arg4: i1) -> i1 {
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.cmpi uge, %arg2, %arg2 : vector<2xi32>
// CHECK-NEXT: %2 = arith.cmpi sle, %arg0, %arg0 : i32
// CHECK-NEXT: %3 = arith.cmpf oeq, %arg1, %arg1 : f64
// CHECK-NEXT: %4 = arith.cmpf uno, %arg3, %arg3 fastmath<fast> : tensor<?xf32>
// CHECK-NEXT: %5 = arith.cmpf true, %arg1, %arg1 : f64
// CHECK-NEXT: %6 = arith.select %arg4, %arg0, %arg0 : i32
// CHECK-NEXT: %7 = arith.select %1, %arg2, %arg2 : vector<2xi1>, vector<2xi32>
// CHECK-NEXT: %8 = arith.select %arg4, %arg2, %arg2 {note} : vector<2xi32>
// CHECK-NEXT: return %0 : i1
func.func @compare(%x: i32, %a: f64, %v: vector<2xi32>, %t: tensor<?xf32>, %c: i1) -> i1 {
  %0 = arith.cmpi eq, %x, %x : i32
  %1 = arith.cmpi uge, %v, %v : vector<2xi32>
  %2 = arith.cmpi "sle", %x, %x : i32
  %3 = arith.cmpf oeq, %a, %a : f64
  %4 = arith.cmpf uno, %t, %t fastmath<fast> : tensor<?xf32>
  %5 = arith.cmpf true, %a, %a : f64
  %6 = arith.select %c, %x, %x : i32
  %7 = arith.select %1, %v, %v : vector<2xi1>, vector<2xi32>
  %8 = arith.select %c, %v, %v {note} : vector<2xi32>
  return %0 : i1
}

// CHECK-LABEL: func.func @casts(%arg0: i8, %arg1: i32, %arg2: f16, %arg3: f32, %arg4: index, %arg5: vector<4xi32>, %arg6: memref<4xi32>) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg5 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT: %2 = arith.trunci %arg1 : i32 to i8
// CHECK-NEXT: %3 = arith.trunci %arg1 overflow<nuw> : i32 to i16
// CHECK-NEXT: %4 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT: %5 = arith.extf %arg2 fastmath<afn> : f16 to f64
// CHECK-NEXT: %6 = arith.truncf %arg3 : f32 to f16
// CHECK-NEXT: %7 = arith.truncf %arg3 toward_zero : f32 to bf16
// CHECK-NEXT: %8 = arith.truncf %arg3 to_nearest_away fastmath<arcp> : f32 to f8E4M3FN
// CHECK-NEXT: %9 = arith.sitofp %arg1 : i32 to f32
// CHECK-NEXT: %10 = arith.uitofp %arg0 : i8 to f16
// CHECK-NEXT: %11 = arith.fptosi %arg3 : f32 to i64
// CHECK-NEXT: %12 = arith.fptoui %arg2 : f16 to i8
// CHECK-NEXT: %13 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT: %14 = arith.index_castui %arg1 : i32 to index
// CHECK-NEXT: %15 = arith.index_cast %arg6 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT: %16 = arith.bitcast %arg1 : i32 to f32
// CHECK-NEXT: %17 = arith.bitcast %arg5 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %18 = arith.scaling_extf %arg2, %arg2 : f16, f16 to f32
// CHECK-NEXT: %19 = arith.scaling_truncf %arg3, %arg2 downward : f32, f16 to f16
// CHECK-NEXT: return
func.func @casts(%i8: i8, %i32: i32, %f16: f16, %f32: f32, %ix: index, %v: vector<4xi32>, %m: memref<4xi32>) {
  %0 = arith.extui %i8 : i8 to i32
  %1 = arith.extsi %v : vector<4xi32> to vector<4xi64>
  %2 = arith.trunci %i32 : i32 to i8
  %3 = arith.trunci %i32 overflow<nuw> : i32 to i16
  %4 = arith.extf %f16 : f16 to f32
  %5 = arith.extf %f16 fastmath<afn> : f16 to f64
  %6 = arith.truncf %f32 : f32 to f16
  %7 = arith.truncf %f32 toward_zero : f32 to bf16
  %8 = arith.truncf %f32 to_nearest_away fastmath<arcp> : f32 to f8E4M3FN
  %9 = arith.sitofp %i32 : i32 to f32
  %10 = arith.uitofp %i8 : i8 to f16
  %11 = arith.fptosi %f32 : f32 to i64
  %12 = arith.fptoui %f16 : f16 to i8
  %13 = arith.index_cast %ix : index to i32
  %14 = arith.index_castui %i32 : i32 to index
  %15 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %16 = arith.bitcast %i32 : i32 to f32
  %17 = arith.bitcast %v : vector<4xi32> to vector<4xf32>
  %18 = arith.scaling_extf %f16, %f16 : f16, f16 to f32
  %19 = arith.scaling_truncf %f32, %f16 downward : f32, f16 to f16
  return
}

// CHECK-LABEL: func.func @constants() {
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c-7_i8 = arith.constant -7 : i8
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_1 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x2xf64>
// CHECK-NEXT: %c42_i32_3 = arith.constant {marker} 42 : i32
// CHECK-NEXT: %true_4 = arith.constant true
// CHECK-NEXT: return
func.func @constants() {
  %0 = arith.constant 42 : i32
  %1 = arith.constant -7 : i8
  %2 = arith.constant 0 : index
  %3 = arith.constant 12 : index
  %4 = arith.constant true
  %5 = arith.constant false
  %6 = arith.constant 2.5 : f32
  %7 = arith.constant 0x7FC00000 : f32
  %8 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %9 = arith.constant dense<0.0> : tensor<2x2xf64>
  %10 = arith.constant {marker} 42 : i32
  %11 = arith.constant 1 : i1
  return
}
