// -affine-expand-index-ops (greedy: constants uniqued at the function entry) and -lower-affine (in place)
// turn the index ops into arith: suffix products of the basis (nsw, nuw when known non-negative),
// floordivsi/divsi and a sign-corrected remsi per result, nsw multiply-adds for a linearization.
// RUN: jopt %s -affine-expand-index-ops | jfilecheck %s
// RUN: jopt %s -lower-affine | jfilecheck %s --check-prefix=LOWER

// CHECK-LABEL: func.func @f(
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.muli %arg4, %c4 overflow<nsw> : index
// CHECK-NEXT: %1 = arith.muli %arg0, %0 overflow<nsw> : index
// CHECK-NEXT: %2 = arith.muli %arg1, %arg4 overflow<nsw> : index
// CHECK-NEXT: %3 = arith.addi %1, %2 overflow<nsw> : index
// CHECK-NEXT: %4 = arith.addi %3, %arg2 overflow<nsw> : index
// CHECK-NEXT: %5 = arith.muli %arg0, %c5 overflow<nsw> : index
// CHECK-NEXT: %6 = arith.addi %5, %arg1 overflow<nsw> : index
// CHECK-NEXT: %7 = arith.muli %arg4, %c4 overflow<nsw, nuw> : index
// CHECK-NEXT: %8 = arith.remsi %arg0, %7 : index
// CHECK-NEXT: %9 = arith.cmpi slt, %8, %c0 : index
// CHECK-NEXT: %10 = arith.addi %8, %7 overflow<nsw> : index
// CHECK-NEXT: %11 = arith.select %9, %10, %8 : index
// CHECK-NEXT: %12 = arith.divsi %11, %arg4 : index
// CHECK-NEXT: %13 = arith.floordivsi %arg1, %c8 : index
// CHECK-NEXT: return %4, %6, %12, %13 : index, index, index, index

// LOWER-LABEL: func.func @f(
// LOWER-NEXT: %c4 = arith.constant 4 : index
// LOWER-NEXT: %0 = arith.muli %arg4, %c4 overflow<nsw> : index
// LOWER-NEXT: %1 = arith.muli %arg0, %0 overflow<nsw> : index
// LOWER-NEXT: %2 = arith.muli %arg1, %arg4 overflow<nsw> : index
// LOWER-NEXT: %3 = arith.addi %1, %2 overflow<nsw> : index
// LOWER-NEXT: %4 = arith.addi %3, %arg2 overflow<nsw> : index
// LOWER-NEXT: %c5 = arith.constant 5 : index
// LOWER-NEXT: %5 = arith.muli %arg0, %c5 overflow<nsw> : index
// LOWER-NEXT: %6 = arith.addi %5, %arg1 overflow<nsw> : index
// LOWER-NEXT: %c4_0 = arith.constant 4 : index
// LOWER-NEXT: %7 = arith.muli %arg4, %c4_0 overflow<nsw, nuw> : index
// LOWER-NEXT: %c0 = arith.constant 0 : index
// LOWER-NEXT: %8 = arith.floordivsi %arg0, %7 : index
// LOWER-NEXT: %9 = arith.remsi %arg0, %7 : index
// LOWER-NEXT: %10 = arith.cmpi slt, %9, %c0 : index
// LOWER-NEXT: %11 = arith.addi %9, %7 overflow<nsw> : index
// LOWER-NEXT: %12 = arith.select %10, %11, %9 : index
// LOWER-NEXT: %13 = arith.divsi %12, %arg4 : index
// LOWER-NEXT: %14 = arith.remsi %arg0, %arg4 : index
// LOWER-NEXT: %15 = arith.cmpi slt, %14, %c0 : index
// LOWER-NEXT: %16 = arith.addi %14, %arg4 overflow<nsw> : index
// LOWER-NEXT: %17 = arith.select %15, %16, %14 : index
// LOWER-NEXT: %c8 = arith.constant 8 : index
// LOWER-NEXT: %c0_1 = arith.constant 0 : index
// LOWER-NEXT: %18 = arith.floordivsi %arg1, %c8 : index
// LOWER-NEXT: %19 = arith.remsi %arg1, %c8 : index
// LOWER-NEXT: %20 = arith.cmpi slt, %19, %c0_1 : index
// LOWER-NEXT: %21 = arith.addi %19, %c8 overflow<nsw> : index
// LOWER-NEXT: %22 = arith.select %20, %21, %19 : index
// LOWER-NEXT: %23 = arith.muli %arg0, %arg4 overflow<nsw> : index
// LOWER-NEXT: %24 = arith.addi %23, %arg1 overflow<nsw> : index
// LOWER-NEXT: return %4, %6, %13, %18 : index, index, index, index

func.func @f(%i: index, %j: index, %k: index, %a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.linearize_index [%i, %j, %k] by (%a, 4, %b) : index
  %1 = affine.linearize_index disjoint [%i, %j] by (3, 5) : index
  %2:3 = affine.delinearize_index %i into (%a, 4, %b) : index, index, index
  %3:2 = affine.delinearize_index %j into (4, 8) : index, index
  %4 = affine.linearize_index [%i, %j] by (%b) : index
  return %0, %1, %2#1, %3#0 : index, index, index, index
}
