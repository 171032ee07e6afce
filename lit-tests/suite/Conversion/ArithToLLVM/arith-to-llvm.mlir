// Every arith op that has an llvm counterpart lowers to it; flags carry over, index values take i64
// through unrealized casts placed after their definitions.
// RUN: jopt %s -convert-arith-to-llvm | jfilecheck %s

func.func @f(%a: i32, %b: index, %x: f32, %v: vector<4xf32>) -> (i32, index) {
  %c = arith.constant 3 : i32
  %ci = arith.constant 5 : index
  %cf = arith.constant 1.5 : f32
  %cv = arith.constant dense<2.0> : vector<4xf32>
  %0 = arith.addi %a, %c overflow<nsw> : i32
  %1 = arith.addi %b, %ci : index
  %2 = arith.cmpi slt, %0, %c : i32
  %3 = arith.select %2, %0, %c : i32
  %4 = arith.addf %x, %cf fastmath<fast> : f32
  %5 = arith.index_cast %b : index to i32
  %6 = arith.extsi %a : i32 to i64
  %7 = arith.maxsi %a, %c : i32
  %8 = arith.negf %x : f32
  %9 = arith.cmpf oeq, %x, %cf : f32
  %10 = arith.addf %v, %cv : vector<4xf32>
  %11 = arith.index_castui %a : i32 to index
  %12 = arith.divsi %a, %c : i32
  %13 = arith.remf %x, %cf : f32
  %14 = arith.maxnumf %x, %cf : f32
  %15 = arith.uitofp %a : i32 to f32
  %16 = arith.bitcast %x : f32 to i32
  %17 = arith.trunci %6 : i64 to i16
  %18 = arith.minimumf %x, %cf fastmath<nnan,reassoc> : f32
  %19 = arith.index_cast %11 : index to i64
  return %3, %1 : i32, index
}

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: index, %arg2: f32, %arg3: vector<4xf32>) -> (i32, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %2 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %4 = llvm.mlir.constant(dense<2.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %5 = llvm.add %arg0, %1 overflow<nsw> : i32
// CHECK-NEXT: %6 = llvm.add %0, %2 : i64
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// CHECK-NEXT: %8 = llvm.icmp "slt" %5, %1 : i32
// CHECK-NEXT: %9 = llvm.select %8, %5, %1 : i1, i32
// CHECK-NEXT: %10 = llvm.fadd %arg2, %3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %11 = llvm.trunc %0 : i64 to i32
// CHECK-NEXT: %12 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %13 = llvm.intr.smax(%arg0, %1) : (i32, i32) -> i32
// CHECK-NEXT: %14 = llvm.fneg %arg2 : f32
// CHECK-NEXT: %15 = llvm.fcmp "oeq" %arg2, %3 : f32
// CHECK-NEXT: %16 = llvm.fadd %arg3, %4 : vector<4xf32>
// CHECK-NEXT: %17 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %18 = llvm.sdiv %arg0, %1 : i32
// CHECK-NEXT: %19 = llvm.frem %arg2, %3 : f32
// CHECK-NEXT: %20 = llvm.intr.maxnum(%arg2, %3) : (f32, f32) -> f32
// CHECK-NEXT: %21 = llvm.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %22 = llvm.bitcast %arg2 : f32 to i32
// CHECK-NEXT: %23 = llvm.trunc %arg0 : i32 to i16
// CHECK-NEXT: %24 = llvm.intr.minimum(%arg2, %3) {fastmathFlags = #llvm.fastmath<nnan, reassoc>} : (f32, f32) -> f32
// CHECK-NEXT: return %9, %7 : i32, index
