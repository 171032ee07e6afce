// The one-to-one arith lowerings carry the op's discardable attributes over to the llvm op; extf and
// truncf also carry their fastmath flags as a discardable #arith.fastmath attribute when the op has
// them (llvm.fpext and llvm.fptrunc take no fast-math flags in MLIR 22), the constrained truncf as
// well. Comparisons build their llvm op afresh and drop them.
// RUN: jopt %s -convert-arith-to-llvm | jfilecheck %s

// CHECK-LABEL: func.func @carried
func.func @carried(%a: i32, %f: f32, %d: f64, %v: vector<2x2xi32>) {
  // CHECK: llvm.add %arg0, %arg0 {tag = 1 : i64} : i32
  %0 = arith.addi %a, %a {tag = 1} : i32
  // CHECK: llvm.sitofp %arg0 {mark} : i32 to f32
  %1 = arith.sitofp %a {mark} : i32 to f32
  // CHECK: llvm.fadd %arg1, %arg1 {fastmathFlags = #llvm.fastmath<fast>, mark} : f32
  %2 = arith.addf %f, %f fastmath<fast> {mark} : f32
  // CHECK: llvm.fcmp "olt" %arg1, %arg1 : f32
  %3 = arith.cmpf olt, %f, %f {mark} : f32
  // CHECK: llvm.fpext %arg1 {fastmath = #arith.fastmath<nnan>} : f32 to f64
  %4 = arith.extf %f fastmath<nnan> : f32 to f64
  // CHECK: llvm.fpext %arg1 : f32 to f64
  %5 = arith.extf %f : f32 to f64
  // CHECK: llvm.fptrunc %arg2 {fastmath = #arith.fastmath<none>} : f64 to f32
  %6 = arith.truncf %d fastmath<none> : f64 to f32
  // CHECK: llvm.intr.experimental.constrained.fptrunc %arg2 downward ignore {fastmath = #arith.fastmath<fast>} : f64 to f32
  %7 = arith.truncf %d downward fastmath<fast> : f64 to f32
  // CHECK: llvm.mul %{{.*}}, %{{.*}} {row} : vector<2xi32>
  // CHECK: llvm.mul %{{.*}}, %{{.*}} {row} : vector<2xi32>
  %8 = arith.muli %v, %v {row} : vector<2x2xi32>
  return
}

// Comparisons of scalable vectors give scalable i1 vectors.
// CHECK-LABEL: func.func @scalable
func.func @scalable(%a: vector<[4]xf32>) -> vector<[4]xi1> {
  // CHECK: llvm.fcmp "olt" %arg0, %arg0 : vector<[4]xf32>
  %0 = arith.cmpf olt, %a, %a : vector<[4]xf32>
  return %0 : vector<[4]xi1>
}
