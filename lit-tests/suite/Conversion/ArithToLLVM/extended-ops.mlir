// addui_extended lowers to llvm.intr.uadd.with.overflow and its two struct fields; mulsi_extended multiplies sign-extended operands at twice the width.
// RUN: jopt %s --convert-arith-to-llvm | jfilecheck %s

func.func @f(%a : i8, %b : i8, %v : vector<3xi8>) -> (i8, i1, i8, i8, vector<3xi8>, vector<3xi1>, vector<3xi8>, vector<3xi8>) {
  %s, %o = arith.addui_extended %a, %b : i8, i1
  %l, %h = arith.mulsi_extended %a, %b : i8
  %vs, %vo = arith.addui_extended %v, %v : vector<3xi8>, vector<3xi1>
  %vl, %vh = arith.mulsi_extended %v, %v : vector<3xi8>
  return %s, %o, %l, %h, %vs, %vo, %vl, %vh : i8, i1, i8, i8, vector<3xi8>, vector<3xi1>, vector<3xi8>, vector<3xi8>
}

// CHECK-LABEL: func.func @f(%arg0: i8, %arg1: i8, %arg2: vector<3xi8>) -> (i8, i1, i8, i8, vector<3xi8>, vector<3xi1>, vector<3xi8>, vector<3xi8>) {
// CHECK-NEXT: %0 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i8, i8) -> !llvm.struct<(i8, i1)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i8, i1)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i8, i1)>
// CHECK-NEXT: %3 = llvm.sext %arg0 : i8 to i16
// CHECK-NEXT: %4 = llvm.sext %arg1 : i8 to i16
// CHECK-NEXT: %5 = llvm.mul %3, %4 : i16
// CHECK-NEXT: %6 = llvm.trunc %5 : i16 to i8
// CHECK-NEXT: %7 = llvm.mlir.constant(8 : i16) : i16
// CHECK-NEXT: %8 = llvm.lshr %5, %7 : i16
// CHECK-NEXT: %9 = llvm.trunc %8 : i16 to i8
// CHECK-NEXT: %10 = "llvm.intr.uadd.with.overflow"(%arg2, %arg2) : (vector<3xi8>, vector<3xi8>) -> !llvm.struct<(vector<3xi8>, vector<3xi1>)>
// CHECK-NEXT: %11 = llvm.extractvalue %10[0] : !llvm.struct<(vector<3xi8>, vector<3xi1>)>
// CHECK-NEXT: %12 = llvm.extractvalue %10[1] : !llvm.struct<(vector<3xi8>, vector<3xi1>)>
// CHECK-NEXT: %13 = llvm.sext %arg2 : vector<3xi8> to vector<3xi16>
// CHECK-NEXT: %14 = llvm.sext %arg2 : vector<3xi8> to vector<3xi16>
// CHECK-NEXT: %15 = llvm.mul %13, %14 : vector<3xi16>
// CHECK-NEXT: %16 = llvm.trunc %15 : vector<3xi16> to vector<3xi8>
// CHECK-NEXT: %17 = llvm.mlir.constant(dense<8> : vector<3xi16>) : vector<3xi16>
// CHECK-NEXT: %18 = llvm.lshr %15, %17 : vector<3xi16>
// CHECK-NEXT: %19 = llvm.trunc %18 : vector<3xi16> to vector<3xi8>
// CHECK-NEXT: return %1, %2, %6, %9, %11, %12, %16, %19 : i8, i1, i8, i8, vector<3xi8>, vector<3xi1>, vector<3xi8>, vector<3xi8>
