// The arith canonicalization patterns and value-returning folds: constants move to the right of
// commutative ops (and cmpi swaps its predicate), add/sub/mul constant chains merge (overflow flags
// intersected), x-x, x^x, x&x, x|x, x&~x, select identities and rewrites, cast chains, extended ops
// with unused results, negf pairs, and cmpf of an int-to-float conversion becoming a cmpi.
// RUN: jopt %s -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @commutative_constants_right(
// CHECK-DAG: %[[CST:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-DAG: %[[C5_I32:.*]] = arith.constant 5 : i32
// CHECK: %[[V0:.*]] = arith.addi %arg0, %[[C5_I32]] : i32
// CHECK: %[[V1:.*]] = arith.mulf %arg1, %[[CST]] : f32
// CHECK: %[[V2:.*]] = arith.cmpi sgt, %arg0, %[[C5_I32]] : i32
// CHECK: %[[V3:.*]] = arith.andi %arg0, %[[C5_I32]] : i32
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]] : i32, f32, i1, i32
func.func @commutative_constants_right(%x: i32, %f: f32) -> (i32, f32, i1, i32) {
  %c = arith.constant 5 : i32
  %0 = arith.addi %c, %x : i32
  %cf = arith.constant 2.0 : f32
  %1 = arith.mulf %cf, %f : f32
  %2 = arith.cmpi slt, %c, %x : i32
  %3 = arith.andi %c, %x : i32
  return %0, %1, %2, %3 : i32, f32, i1, i32
}

// CHECK-LABEL: func.func @add_sub_constants(
// CHECK-DAG: %[[C_120_I8:.*]] = arith.constant -120 : i8
// CHECK-DAG: %[[C50_I8:.*]] = arith.constant 50 : i8
// CHECK-DAG: %[[C_50_I8:.*]] = arith.constant -50 : i8
// CHECK-DAG: %[[C_106_I8:.*]] = arith.constant -106 : i8
// CHECK: %[[V0:.*]] = arith.addi %arg0, %[[C_106_I8]] overflow<nsw> : i8
// CHECK: %[[V1:.*]] = arith.addi %arg0, %[[C_50_I8]] : i8
// CHECK: %[[V2:.*]] = arith.subi %[[C_106_I8]], %arg0 : i8
// CHECK: %[[V3:.*]] = arith.addi %arg0, %[[C50_I8]] : i8
// CHECK: %[[V4:.*]] = arith.subi %[[C_50_I8]], %arg0 : i8
// CHECK: %[[V5:.*]] = arith.subi %arg0, %[[C_106_I8]] : i8
// CHECK: %[[V6:.*]] = arith.subi %[[C50_I8]], %arg0 : i8
// CHECK: %[[V7:.*]] = arith.subi %[[C_106_I8]], %arg0 : i8
// CHECK: %[[V8:.*]] = arith.addi %arg0, %[[C_50_I8]] : i8
// CHECK: %[[V9:.*]] = arith.muli %arg0, %[[C_120_I8]] : i8
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]] : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
func.func @add_sub_constants(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %c1 = arith.constant 100 : i8
  %c2 = arith.constant 50 : i8
  %a = arith.addi %x, %c1 overflow<nsw> : i8
  %0 = arith.addi %a, %c2 overflow<nsw, nuw> : i8
  %s = arith.subi %x, %c1 : i8
  %1 = arith.addi %s, %c2 : i8
  %t = arith.subi %c1, %x : i8
  %2 = arith.addi %t, %c2 : i8
  %3 = arith.subi %a, %c2 : i8
  %4 = arith.subi %c2, %a : i8
  %5 = arith.subi %s, %c2 : i8
  %6 = arith.subi %t, %c2 : i8
  %7 = arith.subi %c2, %s : i8
  %8 = arith.subi %c2, %t : i8
  %m = arith.muli %x, %c1 : i8
  %9 = arith.muli %m, %c2 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @add_sub_identities(
// CHECK-DAG: %[[C0_I16:.*]] = arith.constant 0 : i16
// CHECK: %[[V0:.*]] = arith.subi %arg0, %arg1 : i16
// CHECK: %[[V1:.*]] = arith.subi %[[C0_I16]], %arg1 : i16
// CHECK: return %arg0, %arg0, %arg1, %[[V0]], %[[V1]] : i16, i16, i16, i16, i16
func.func @add_sub_identities(%a: i16, %b: i16) -> (i16, i16, i16, i16, i16) {
  %s = arith.subi %a, %b : i16
  %0 = arith.addi %s, %b : i16
  %p = arith.addi %a, %b : i16
  %1 = arith.subi %p, %b : i16
  %2 = arith.subi %p, %a : i16
  %m1 = arith.constant -1 : i16
  %n = arith.muli %b, %m1 : i16
  %3 = arith.addi %a, %n : i16
  %4 = arith.subi %s, %a : i16
  return %0, %1, %2, %3, %4 : i16, i16, i16, i16, i16
}

// CHECK-LABEL: func.func @bitwise_identities(
// CHECK-DAG: %[[C_1_I4:.*]] = arith.constant -1 : i4
// CHECK-DAG: %[[C0_I4:.*]] = arith.constant 0 : i4
// CHECK: return %arg0, %arg0, %[[C0_I4]], %[[C0_I4]], %[[C_1_I4]], %arg0, %arg0 : i4, i4, i4, i4, i4, i4, i4
func.func @bitwise_identities(%x: i4, %y: i4) -> (i4, i4, i4, i4, i4, i4, i4) {
  %ones = arith.constant -1 : i4
  %zero = arith.constant 0 : i4
  %0 = arith.andi %x, %x : i4
  %1 = arith.ori %x, %x : i4
  %2 = arith.xori %x, %x : i4
  %not = arith.xori %x, %ones : i4
  %3 = arith.andi %x, %not : i4
  %4 = arith.ori %x, %not : i4
  %xy = arith.xori %x, %y : i4
  %5 = arith.xori %xy, %y : i4
  %6 = arith.ori %x, %zero : i4
  return %0, %1, %2, %3, %4, %5, %6 : i4, i4, i4, i4, i4, i4, i4
}

// CHECK-LABEL: func.func @div_identities(
// CHECK-DAG: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK: %[[V0:.*]] = arith.muli %arg0, %arg1 overflow<nsw> : i32
// CHECK: %[[V1:.*]] = arith.divui %[[V0]], %arg1 : i32
// CHECK: return %arg0, %[[C0_I32]], %arg0, %[[V1]] : i32, i32, i32, i32
func.func @div_identities(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %one = arith.constant 1 : i32
  %0 = arith.divsi %x, %one : i32
  %1 = arith.remui %x, %one : i32
  %m = arith.muli %x, %y overflow<nsw> : i32
  %2 = arith.divsi %m, %y : i32
  %3 = arith.divui %m, %y : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @cmpi_patterns(
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK: %[[V0:.*]] = arith.cmpi eq, %arg1, %arg2 : i8
// CHECK: %[[V1:.*]] = arith.cmpi sge, %arg1, %arg2 : i8
// CHECK: return %[[TRUE]], %[[FALSE]], %[[V0]], %arg3, %[[V1]], %arg3 : i1, i1, i1, i1, i1, i1
func.func @cmpi_patterns(%x: i32, %a: i8, %b: i8, %p: i1) -> (i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi sle, %x, %x : i32
  %1 = arith.cmpi ult, %x, %x : i32
  %ea = arith.extsi %a : i8 to i32
  %eb = arith.extsi %b : i8 to i32
  %2 = arith.cmpi eq, %ea, %eb : i32
  %e = arith.extui %p : i1 to i32
  %z = arith.constant 0 : i32
  %3 = arith.cmpi ne, %e, %z : i32
  %c = arith.cmpi slt, %a, %b : i8
  %t = arith.constant true
  %4 = arith.xori %c, %t : i1
  %5 = arith.cmpi eq, %p, %t : i1
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @select_patterns(
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[V0:.*]] = arith.select %arg0, %arg2, %arg4 : i32
// CHECK: %[[V1:.*]] = arith.xori %arg0, %[[TRUE]] : i1
// CHECK: %[[V2:.*]] = arith.extui %arg0 : i1 to i32
// CHECK: %[[V3:.*]] = arith.xori %arg0, %[[TRUE]] : i1
// CHECK: %[[V4:.*]] = arith.extui %[[V3]] : i1 to i32
// CHECK: %[[V5:.*]] = arith.select %arg0, %arg3, %arg2 : i32
// CHECK: return %arg2, %arg2, %[[V0]], %[[V1]], %[[V2]], %[[V4]], %arg0, %[[V5]] : i32, i32, i32, i1, i32, i32, i1, i32
func.func @select_patterns(%c: i1, %d: i1, %x: i32, %y: i32, %z: i32) -> (i32, i32, i32, i1, i32, i32, i1, i32) {
  %t = arith.constant true
  %0 = arith.select %t, %x, %y : i32
  %1 = arith.select %c, %x, %x : i32
  %s = arith.select %c, %x, %y : i32
  %2 = arith.select %c, %s, %z : i32
  %f = arith.constant false
  %3 = arith.select %c, %f, %t : i1
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %4 = arith.select %c, %one, %zero : i32
  %5 = arith.select %c, %zero, %one : i32
  %6 = arith.select %c, %t, %f : i1
  %nc = arith.xori %c, %t : i1
  %7 = arith.select %nc, %x, %y : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i1, i32, i32, i1, i32
}

// CHECK-LABEL: func.func @cast_patterns(
// CHECK-DAG: %[[C16_I32:.*]] = arith.constant 16 : i32
// CHECK: %[[V0:.*]] = arith.index_cast %arg0 : i8 to index
// CHECK: %[[V1:.*]] = arith.extui %arg0 : i8 to i64
// CHECK: %[[V2:.*]] = arith.extsi %arg0 : i8 to i16
// CHECK: %[[V3:.*]] = arith.shrui %arg1, %[[C16_I32]] : i32
// CHECK: %[[V4:.*]] = arith.trunci %[[V3]] : i32 to i16
// CHECK: %[[V5:.*]] = arith.sitofp %arg1 : i32 to f16
// CHECK: %[[V6:.*]] = arith.index_castui %arg0 : i8 to index
// CHECK: %[[V7:.*]] = arith.bitcast %arg3 : f32 to i32
// CHECK: return %[[V0]], %arg2, %[[V1]], %[[V2]], %[[V4]], %[[V5]], %[[V6]], %[[V7]] : index, index, i64, i16, i16, f16, index, i32
func.func @cast_patterns(%x: i8, %y: i32, %i: index, %f: f32) -> (index, index, i64, i16, i16, f16, index, i32) {
  %e = arith.extsi %x : i8 to i32
  %0 = arith.index_cast %e : i32 to index
  %c = arith.index_cast %i : index to i8
  %1 = arith.index_cast %c : i8 to index
  %u = arith.extui %x : i8 to i16
  %2 = arith.extsi %u : i16 to i64
  %w = arith.extsi %x : i8 to i64
  %3 = arith.trunci %w : i64 to i16
  %sh = arith.constant 16 : i32
  %r = arith.shrsi %y, %sh : i32
  %4 = arith.trunci %r : i32 to i16
  %sf = arith.sitofp %y : i32 to f32
  %5 = arith.truncf %sf : f32 to f16
  %b1 = arith.bitcast %f : f32 to i32
  %b2 = arith.bitcast %b1 : i32 to f32
  %6 = arith.index_castui %u : i16 to index
  %7 = arith.bitcast %b2 : f32 to i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, i64, i16, i16, f16, index, i32
}

// CHECK-LABEL: func.func @extended_patterns(
// CHECK-DAG: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK: %[[V0:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK: %[[V1:.*]] = arith.cmpi slt, %arg0, %[[C0_I32]] : i32
// CHECK: %[[V2:.*]] = arith.extsi %[[V1]] : i1 to i32
// CHECK: %[[V3:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK: return %[[V0]], %[[V2]], %[[V3]], %arg0 : i32, i32, i32, i32
func.func @extended_patterns(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %0:2 = arith.mulsi_extended %x, %y : i32
  %one = arith.constant 1 : i32
  %1:2 = arith.mulsi_extended %x, %one : i32
  %2:2 = arith.addui_extended %x, %y : i32, i1
  return %0#0, %1#1, %2#0, %1#0 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @float_patterns(
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[C4_I8:.*]] = arith.constant 4 : i8
// CHECK: %[[V0:.*]] = arith.mulf %arg0, %arg1 : f32
// CHECK: %[[V1:.*]] = arith.divf %arg0, %arg1 : f32
// CHECK: %[[V2:.*]] = arith.cmpi sle, %arg2, %[[C4_I8]] : i8
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[FALSE]], %[[TRUE]], %[[TRUE]] : f32, f32, i1, i1, i1, i1
func.func @float_patterns(%x: f32, %y: f32, %i: i8, %u: i32) -> (f32, f32, i1, i1, i1, i1) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y : f32
  %0 = arith.mulf %nx, %ny : f32
  %1 = arith.divf %nx, %ny : f32
  %fi = arith.sitofp %i : i8 to f32
  %c = arith.constant 4.5 : f32
  %2 = arith.cmpf olt, %fi, %c : f32
  %big = arith.constant 300.0 : f32
  %3 = arith.cmpf ogt, %fi, %big : f32
  %fu = arith.uitofp %u : i32 to f32
  %m = arith.constant -1.5 : f32
  %4 = arith.cmpf uge, %fu, %m : f32
  %5 = arith.cmpf ord, %fi, %c : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, i1, i1, i1, i1
}
