// convert-vector-to-llvm as MLIR 22 on masks, steps and to_elements: constant_mask becomes an
// arith.constant of its i1 values (splat when all or none set), a fixed step the index constant and a
// scalable one LLVM's stepvector, a scalable create_mask stepvector < broadcast bound (arith.cmpi), an
// n-D to_elements is split into rows and only the elements used are extracted.
// RUN: jopt %s --convert-vector-to-llvm | jfilecheck %s

// CHECK-LABEL: func.func @create_mask_1d_scalable(
// CHECK-NEXT: %0 = llvm.intr.stepvector : vector<[4]xi32>
// CHECK-NEXT: %1 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %2 = llvm.mlir.poison : vector<[4]xi32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %4 = llvm.insertelement %1, %2[%3 : i32] : vector<[4]xi32>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<[4]xi32>
// CHECK-NEXT: %6 = arith.cmpi slt, %0, %5 : vector<[4]xi32>
// CHECK-NEXT: return %6 : vector<[4]xi1>
// CHECK-LABEL: func.func @constant_mask_0d(
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<i1>
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<i1>
// CHECK-NEXT: return %cst, %cst_0 : vector<i1>, vector<i1>
// CHECK-LABEL: func.func @constant_mask_1d(
// CHECK-NEXT: %cst = arith.constant dense<[true, true, true, true, false, false, false, false]> : vector<8xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : vector<[8]xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<true> : vector<[8]xi1>
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : vector<8xi1>, vector<[8]xi1>, vector<[8]xi1>
// CHECK-LABEL: func.func @constant_mask_2d(
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}true, true, false, false], [true, true, false, false], [false, false, false, false], [false, false, false, false]]> : vector<4x4xi1>
// CHECK-NEXT: return %cst : vector<4x4xi1>
// CHECK-LABEL: func.func @step(
// CHECK-NEXT: %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
// CHECK-NEXT: %0 = llvm.intr.stepvector : vector<[4]xi64>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : vector<[4]xi64> to vector<[4]xindex>
// CHECK-NEXT: return %cst, %1 : vector<4xindex>, vector<[4]xindex>
// CHECK-LABEL: func.func @to_elements(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %4 = llvm.extractelement %1[%3 : i64] : vector<2xf32>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %6 = llvm.extractelement %2[%5 : i64] : vector<2xf32>
// CHECK-NEXT: return %4, %6 : f32, f32
// CHECK-LABEL: func.func @to_elements_1d(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %2 = llvm.extractelement %arg0[%1 : i64] : vector<3xf32>
// CHECK-NEXT: %3 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %4 = llvm.extractelement %arg0[%3 : i64] : vector<3xf32>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.extractelement %0[%5 : i64] : vector<1xf32>
// CHECK-NEXT: return %2, %4, %6 : f32, f32, f32

func.func @create_mask_1d_scalable(%num_elems : index) -> vector<[4]xi1> {
  %v = vector.create_mask %num_elems : vector<[4]xi1>
  return %v: vector<[4]xi1>
}

func.func @constant_mask_0d() -> (vector<i1>, vector<i1>) {
  %0 = vector.constant_mask [0] : vector<i1>
  %1 = vector.constant_mask [1] : vector<i1>
  return %0, %1 : vector<i1>, vector<i1>
}

func.func @constant_mask_1d() -> (vector<8xi1>, vector<[8]xi1>, vector<[8]xi1>) {
  %0 = vector.constant_mask [4] : vector<8xi1>
  %1 = vector.constant_mask [0] : vector<[8]xi1>
  %2 = vector.constant_mask [8] : vector<[8]xi1>
  return %0, %1, %2 : vector<8xi1>, vector<[8]xi1>, vector<[8]xi1>
}

func.func @constant_mask_2d() -> vector<4x4xi1> {
  %v = vector.constant_mask [2, 2] : vector<4x4xi1>
  return %v: vector<4x4xi1>
}

func.func @step() -> (vector<4xindex>, vector<[4]xindex>) {
  %0 = vector.step : vector<4xindex>
  %1 = vector.step : vector<[4]xindex>
  return %0, %1 : vector<4xindex>, vector<[4]xindex>
}

func.func @to_elements(%a: vector<2x2xf32>) -> (f32, f32) {
  %0:4 = vector.to_elements %a : vector<2x2xf32>
  return %0#0, %0#3 : f32, f32
}

func.func @to_elements_1d(%a: vector<3xf32>, %z: vector<f32>) -> (f32, f32, f32) {
  %0:3 = vector.to_elements %a : vector<3xf32>
  %1 = vector.to_elements %z : vector<f32>
  return %0#0, %0#2, %1 : f32, f32, f32
}
