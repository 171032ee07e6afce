// math.absi, math.ctlz and math.cttz carry an i1 flag operand in llvm and MLIR 22 does not unroll
// them over an n-D vector: they stay (ctpop, flagless, is unrolled row by row).
// RUN: jopt %s -convert-math-to-llvm | jfilecheck %s

// CHECK-LABEL: func.func @nd
func.func @nd(%v: vector<2x3xi16>, %w: vector<3xi16>) -> (vector<2x3xi16>, vector<2x3xi16>, vector<2x3xi16>, vector<3xi16>) {
  // CHECK: math.absi %{{.*}} : vector<2x3xi16>
  %0 = math.absi %v : vector<2x3xi16>
  // CHECK: math.ctlz %{{.*}} : vector<2x3xi16>
  %1 = math.ctlz %v : vector<2x3xi16>
  // CHECK: math.cttz %{{.*}} : vector<2x3xi16>
  %2 = math.cttz %v : vector<2x3xi16>
  // CHECK: "llvm.intr.abs"(%arg1) <{is_int_min_poison = false}> : (vector<3xi16>) -> vector<3xi16>
  %3 = math.absi %w : vector<3xi16>
  return %0, %1, %2, %3 : vector<2x3xi16>, vector<2x3xi16>, vector<2x3xi16>, vector<3xi16>
}
