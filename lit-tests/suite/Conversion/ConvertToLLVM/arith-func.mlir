// convert-to-llvm lowers arith, func and their index values in one conversion; no casts remain.
// RUN: jopt %s -convert-to-llvm | jfilecheck %s

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
  %18 = arith.minimumf %x, %cf : f32
  call @g(%a) : (i32) -> ()
  return %3, %1 : i32, index
}
func.func private @g(i32)

// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: i64, %arg2: f32, %arg3: vector<4xf32>) -> !llvm.struct<(i32, i64)> {
// CHECK-NEXT: %0 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %3 = llvm.mlir.constant(dense<2.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %4 = llvm.add %arg0, %0 overflow<nsw> : i32
// CHECK-NEXT: %5 = llvm.add %arg1, %1 : i64
// CHECK-NEXT: %6 = llvm.icmp "slt" %4, %0 : i32
// CHECK-NEXT: %7 = llvm.select %6, %4, %0 : i1, i32
// CHECK-NEXT: %8 = llvm.fadd %arg2, %2 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %9 = llvm.trunc %arg1 : i64 to i32
// CHECK-NEXT: %10 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %11 = llvm.intr.smax(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %12 = llvm.fneg %arg2 : f32
// CHECK-NEXT: %13 = llvm.fcmp "oeq" %arg2, %2 : f32
// CHECK-NEXT: %14 = llvm.fadd %arg3, %3 : vector<4xf32>
// CHECK-NEXT: %15 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %16 = llvm.sdiv %arg0, %0 : i32
// CHECK-NEXT: %17 = llvm.frem %arg2, %2 : f32
// CHECK-NEXT: %18 = llvm.intr.maxnum(%arg2, %2) : (f32, f32) -> f32
// CHECK-NEXT: %19 = llvm.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %20 = llvm.bitcast %arg2 : f32 to i32
// CHECK-NEXT: %21 = llvm.trunc %arg0 : i32 to i16
// CHECK-NEXT: %22 = llvm.intr.minimum(%arg2, %2) : (f32, f32) -> f32
// CHECK-NEXT: llvm.call @g(%arg0) : (i32) -> ()
// CHECK-NEXT: %23 = llvm.mlir.poison : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %24 = llvm.insertvalue %7, %23[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %25 = llvm.insertvalue %5, %24[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: llvm.return %25 : !llvm.struct<(i32, i64)>
// CHECK-LABEL: llvm.func @g(i32) attributes {sym_visibility = "private"}
