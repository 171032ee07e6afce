// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s
// RUN: jopt %s -convert-to-llvm | jfilecheck %s --check-prefix=CONV
// RUN: jopt %s -gpu-to-llvm | jfilecheck %s --check-prefix=CONV

// A vector.mask whose region only yields folds to the yielded value, whatever the mask: in the
// greedy first phase of convert-vector-to-llvm (the dead mask constant goes too) and in the
// dialect conversion's fold-first step.
// CHECK-LABEL: func.func @only_yields
// CHECK-NEXT:    return %arg0 : vector<6xi16>
// CONV-LABEL:  llvm.func @only_yields
// CONV-NOT:    vector.mask
// CONV:        llvm.return %arg0 : vector<6xi16>
func.func @only_yields(%v: vector<6xi16>, %m: vector<6xi1>) -> vector<6xi16> {
  %r = vector.mask %m { vector.yield %v : vector<6xi16> } : vector<6xi1> -> vector<6xi16>
  return %r : vector<6xi16>
}

// CHECK-LABEL: func.func @all_true_only_yields
// CHECK-NEXT:    return %arg0 : vector<3xf64>
// CONV-LABEL:  llvm.func @all_true_only_yields
// CONV-NOT:    vector.mask
func.func @all_true_only_yields(%v: vector<3xf64>) -> vector<3xf64> {
  %t = arith.constant dense<true> : vector<3xi1>
  %r = vector.mask %t { vector.yield %v : vector<3xf64> } : vector<3xi1> -> vector<3xf64>
  return %r : vector<3xf64>
}
