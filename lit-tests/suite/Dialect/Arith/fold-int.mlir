// Constant folding of the integer arith ops: exact two's-complement results at odd widths
// (i3, i5, i65, i128, index), every cmpi predicate, the extended ops, splat and dense vectors, and
// the cases MLIR leaves alone (division by zero, signed overflow, shifts by the width or more).
// RUN: jopt %s -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @addi_wraps(
// CHECK-DAG: %[[C_4_I3:.*]] = arith.constant -4 : i3
// CHECK-DAG: %[[C_18446744073709551616_I65:.*]] = arith.constant -18446744073709551616 : i65
// CHECK-DAG: %[[C_170141183460469231731687303715884105728_I128:.*]] = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK: return %[[C_4_I3]], %[[C_18446744073709551616_I65]], %[[C_170141183460469231731687303715884105728_I128]] : i3, i65, i128
func.func @addi_wraps() -> (i3, i65, i128) {
  %a = arith.constant 3 : i3
  %b = arith.constant 1 : i3
  %0 = arith.addi %a, %b : i3
  %c = arith.constant 18446744073709551615 : i65
  %d = arith.constant 1 : i65
  %1 = arith.addi %c, %d : i65
  %e = arith.constant 170141183460469231731687303715884105727 : i128
  %d128 = arith.constant 1 : i128
  %2 = arith.addi %e, %d128 : i128
  return %0, %1, %2 : i3, i65, i128
}

// CHECK-LABEL: func.func @subi_muli(
// CHECK-DAG: %[[C0_I7:.*]] = arith.constant 0 : i7
// CHECK-DAG: %[[C63_I7:.*]] = arith.constant 63 : i7
// CHECK-DAG: %[[C41_I7:.*]] = arith.constant 41 : i7
// CHECK: return %[[C63_I7]], %[[C41_I7]], %[[C0_I7]], %[[C0_I7]] : i7, i7, i7, i7
func.func @subi_muli(%x: i7) -> (i7, i7, i7, i7) {
  %a = arith.constant -64 : i7
  %b = arith.constant 1 : i7
  %0 = arith.subi %a, %b : i7
  %c = arith.constant 13 : i7
  %1 = arith.muli %c, %c : i7
  %2 = arith.subi %x, %x : i7
  %z = arith.constant 0 : i7
  %3 = arith.muli %x, %z : i7
  return %0, %1, %2, %3 : i7, i7, i7, i7
}

// CHECK-LABEL: func.func @divisions(
// CHECK-DAG: %[[C_3_I5:.*]] = arith.constant -3 : i5
// CHECK-DAG: %[[C4_I5:.*]] = arith.constant 4 : i5
// CHECK-DAG: %[[C5_I5:.*]] = arith.constant 5 : i5
// CHECK-DAG: %[[C_4_I5:.*]] = arith.constant -4 : i5
// CHECK-DAG: %[[C_1_I5:.*]] = arith.constant -1 : i5
// CHECK-DAG: %[[C3_I5:.*]] = arith.constant 3 : i5
// CHECK-DAG: %[[C0_I5:.*]] = arith.constant 0 : i5
// CHECK: return %[[C_3_I5]], %[[C4_I5]], %[[C_3_I5]], %[[C5_I5]], %[[C_4_I5]], %[[C_1_I5]], %[[C3_I5]], %[[C0_I5]] : i5, i5, i5, i5, i5, i5, i5, i5
func.func @divisions() -> (i5, i5, i5, i5, i5, i5, i5, i5) {
  %a = arith.constant -13 : i5
  %b = arith.constant 4 : i5
  %0 = arith.divsi %a, %b : i5
  %1 = arith.divui %a, %b : i5
  %2 = arith.ceildivsi %a, %b : i5
  %3 = arith.ceildivui %a, %b : i5
  %4 = arith.floordivsi %a, %b : i5
  %5 = arith.remsi %a, %b : i5
  %6 = arith.remui %a, %b : i5
  %m = arith.constant -16 : i5
  %n = arith.constant -1 : i5
  %7 = arith.remsi %m, %n : i5
  return %0, %1, %2, %3, %4, %5, %6, %7 : i5, i5, i5, i5, i5, i5, i5, i5
}

// CHECK-LABEL: func.func @no_fold_ub(
// CHECK-DAG: %[[C8_I8:.*]] = arith.constant 8 : i8
// CHECK-DAG: %[[C0_I8:.*]] = arith.constant 0 : i8
// CHECK-DAG: %[[C_128_I8:.*]] = arith.constant -128 : i8
// CHECK-DAG: %[[C_1_I8:.*]] = arith.constant -1 : i8
// CHECK-DAG: %[[C7_I8:.*]] = arith.constant 7 : i8
// CHECK: %[[V0:.*]] = arith.divsi %[[C7_I8]], %[[C0_I8]] : i8
// CHECK: %[[V1:.*]] = arith.divui %[[C7_I8]], %[[C0_I8]] : i8
// CHECK: %[[V2:.*]] = arith.remsi %[[C7_I8]], %[[C0_I8]] : i8
// CHECK: %[[V3:.*]] = arith.divsi %[[C_128_I8]], %[[C_1_I8]] : i8
// CHECK: %[[V4:.*]] = arith.floordivsi %[[C_128_I8]], %[[C_1_I8]] : i8
// CHECK: %[[V5:.*]] = arith.ceildivsi %[[C_128_I8]], %[[C_1_I8]] : i8
// CHECK: %[[V6:.*]] = arith.shli %[[C7_I8]], %[[C8_I8]] : i8
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]] : i8, i8, i8, i8, i8, i8, i8
func.func @no_fold_ub(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %m = arith.constant -128 : i8
  %n = arith.constant -1 : i8
  %c = arith.constant 7 : i8
  %0 = arith.divsi %c, %z : i8
  %1 = arith.divui %c, %z : i8
  %2 = arith.remsi %c, %z : i8
  %3 = arith.divsi %m, %n : i8
  %4 = arith.floordivsi %m, %n : i8
  %5 = arith.ceildivsi %m, %n : i8
  %w = arith.constant 8 : i8
  %6 = arith.shli %c, %w : i8
  return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i8, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @bitwise_shifts(
// CHECK-DAG: %[[C2056_I13:.*]] = arith.constant 2056 : i13
// CHECK-DAG: %[[C_326_I13:.*]] = arith.constant -326 : i13
// CHECK-DAG: %[[C_2382_I13:.*]] = arith.constant -2382 : i13
// CHECK-DAG: %[[C_2752_I13:.*]] = arith.constant -2752 : i13
// CHECK-DAG: %[[C_32_I13:.*]] = arith.constant -32 : i13
// CHECK-DAG: %[[C224_I13:.*]] = arith.constant 224 : i13
// CHECK: return %[[C2056_I13]], %[[C_326_I13]], %[[C_2382_I13]], %[[C_2752_I13]], %[[C_32_I13]], %[[C224_I13]] : i13, i13, i13, i13, i13, i13
func.func @bitwise_shifts() -> (i13, i13, i13, i13, i13, i13) {
  %a = arith.constant -1000 : i13
  %b = arith.constant 2730 : i13
  %s = arith.constant 5 : i13
  %0 = arith.andi %a, %b : i13
  %1 = arith.ori %a, %b : i13
  %2 = arith.xori %a, %b : i13
  %3 = arith.shli %b, %s : i13
  %4 = arith.shrsi %a, %s : i13
  %5 = arith.shrui %a, %s : i13
  return %0, %1, %2, %3, %4, %5 : i13, i13, i13, i13, i13, i13
}

// CHECK-LABEL: func.func @min_max(
// CHECK-DAG: %[[C7_I9:.*]] = arith.constant 7 : i9
// CHECK-DAG: %[[C_5_I9:.*]] = arith.constant -5 : i9
// CHECK: return %[[C7_I9]], %[[C_5_I9]], %[[C_5_I9]], %[[C7_I9]] : i9, i9, i9, i9
func.func @min_max() -> (i9, i9, i9, i9) {
  %a = arith.constant -5 : i9
  %b = arith.constant 7 : i9
  %0 = arith.maxsi %a, %b : i9
  %1 = arith.minsi %a, %b : i9
  %2 = arith.maxui %a, %b : i9
  %3 = arith.minui %a, %b : i9
  return %0, %1, %2, %3 : i9, i9, i9, i9
}

// CHECK-LABEL: func.func @cmpi_all(
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK: return %[[FALSE]], %[[TRUE]], %[[TRUE]], %[[TRUE]], %[[FALSE]], %[[FALSE]], %[[FALSE]], %[[FALSE]], %[[TRUE]], %[[TRUE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @cmpi_all() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant -3 : i6
  %b = arith.constant 5 : i6
  %0 = arith.cmpi eq, %a, %b : i6
  %1 = arith.cmpi ne, %a, %b : i6
  %2 = arith.cmpi slt, %a, %b : i6
  %3 = arith.cmpi sle, %a, %b : i6
  %4 = arith.cmpi sgt, %a, %b : i6
  %5 = arith.cmpi sge, %a, %b : i6
  %6 = arith.cmpi ult, %a, %b : i6
  %7 = arith.cmpi ule, %a, %b : i6
  %8 = arith.cmpi ugt, %a, %b : i6
  %9 = arith.cmpi uge, %a, %b : i6
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @extended(
// CHECK-DAG: %[[C3_I4:.*]] = arith.constant 3 : i4
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[C4_I4:.*]] = arith.constant 4 : i4
// CHECK-DAG: %[[C_2_I4:.*]] = arith.constant -2 : i4
// CHECK-DAG: %[[C5_I4:.*]] = arith.constant 5 : i4
// CHECK: return %[[C3_I4]], %[[TRUE]], %[[C4_I4]], %[[C_2_I4]], %[[C4_I4]], %[[C5_I4]] : i4, i1, i4, i4, i4, i4
func.func @extended() -> (i4, i1, i4, i4, i4, i4) {
  %a = arith.constant 7 : i4
  %b = arith.constant 12 : i4
  %0:2 = arith.addui_extended %a, %b : i4, i1
  %1:2 = arith.mulsi_extended %a, %b : i4
  %2:2 = arith.mului_extended %a, %b : i4
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1 : i4, i1, i4, i4, i4, i4
}

// CHECK-LABEL: func.func @vectors(
// CHECK-DAG: %[[CST:.*]] = arith.constant dense<[1, 0, 1, 1]> : vector<4xi3>
// CHECK-DAG: %[[CST_0:.*]] = arith.constant dense<[1, 2, 3, -4]> : vector<4xi3>
// CHECK-DAG: %[[CST_1:.*]] = arith.constant dense<[-4, -3, -2, -1]> : vector<4xi3>
// CHECK-DAG: %[[CST_2:.*]] = arith.constant dense<1> : vector<4xi3>
// CHECK-DAG: %[[CST_3:.*]] = arith.constant dense<[true, true, false, true]> : vector<4xi1>
// CHECK: %[[V0:.*]] = arith.divsi %[[CST_0]], %[[CST]] : vector<4xi3>
// CHECK: return %[[CST_1]], %[[CST_2]], %[[CST_3]], %[[V0]] : vector<4xi3>, vector<4xi3>, vector<4xi1>, vector<4xi3>
func.func @vectors() -> (vector<4xi3>, vector<4xi3>, vector<4xi1>, vector<4xi3>) {
  %a = arith.constant dense<[1, 2, 3, -4]> : vector<4xi3>
  %b = arith.constant dense<3> : vector<4xi3>
  %0 = arith.addi %a, %b : vector<4xi3>
  %1 = arith.muli %b, %b : vector<4xi3>
  %2 = arith.cmpi slt, %a, %b : vector<4xi3>
  %z = arith.constant dense<[1, 0, 1, 1]> : vector<4xi3>
  %3 = arith.divsi %a, %z : vector<4xi3>
  return %0, %1, %2, %3 : vector<4xi3>, vector<4xi3>, vector<4xi1>, vector<4xi3>
}

// CHECK-LABEL: func.func @index_ops(
// CHECK-DAG: %[[C9223372036854775807:.*]] = arith.constant 9223372036854775807 : index
// CHECK-DAG: %[[C_9223372036854775808:.*]] = arith.constant -9223372036854775808 : index
// CHECK: return %[[C_9223372036854775808]], %[[C9223372036854775807]] : index, index
func.func @index_ops() -> (index, index) {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %0 = arith.addi %a, %b : index
  %1 = arith.ceildivui %a, %b : index
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @floordivsi_dense_last_element(
// CHECK-DAG: %[[CST:.*]] = arith.constant dense<[3, 0]> : vector<2xi8>
// CHECK-DAG: %[[CST_0:.*]] = arith.constant dense<[7, -128]> : vector<2xi8>
// CHECK-DAG: %[[CST_1:.*]] = arith.constant dense<[7, -43]> : vector<2xi8>
// CHECK: %[[V0:.*]] = arith.floordivsi %[[CST_0]], %[[CST]] : vector<2xi8>
// CHECK: return %[[CST_1]], %[[V0]] : vector<2xi8>, vector<2xi8>
func.func @floordivsi_dense_last_element() -> (vector<2xi8>, vector<2xi8>) {
  %a = arith.constant dense<[7, -128]> : vector<2xi8>
  %b = arith.constant dense<[0, 3]> : vector<2xi8>
  %0 = arith.floordivsi %a, %b : vector<2xi8>
  %c = arith.constant dense<[3, 0]> : vector<2xi8>
  %1 = arith.floordivsi %a, %c : vector<2xi8>
  return %0, %1 : vector<2xi8>, vector<2xi8>
}
