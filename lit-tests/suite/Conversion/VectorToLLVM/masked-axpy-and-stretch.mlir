// Two convert-vector-to-llvm cases checked against mlir-opt 22:
// - vector.outerproduct is maskable (its mask has the result's shape): the AXPY form (vector times
//   scalar) under vector.mask becomes the scalar splat, the fused multiply-add and an arith.select
//   that keeps the accumulator where the mask is off; a mask of another shape is rejected.
// - a broadcast that stretches a middle dimension is lowered at vector level with the full-size
//   ub.poison made before the rows' (each row's own poison is made before its extract), so after
//   constant hoisting the full-size poison comes first.
// RUN: jopt %s -convert-vector-to-llvm -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK-LABEL: func.func @masked_axpy(
// CHECK-SAME: %[[A:.*]]: vector<4xf32>, %[[S:.*]]: f32, %[[ACC:.*]]: vector<4xf32>, %[[M:.*]]: vector<4xi1>)
// CHECK: %[[P:.*]] = llvm.mlir.poison : vector<4xf32>
// CHECK: %[[I:.*]] = llvm.insertelement %[[S]], %[[P]]
// CHECK: %[[SPLAT:.*]] = llvm.shufflevector %[[I]], %[[P]] [0, 0, 0, 0]
// CHECK: %[[FMA:.*]] = llvm.intr.fmuladd(%[[A]], %[[SPLAT]], %[[ACC]])
// CHECK: %[[R:.*]] = arith.select %[[M]], %[[FMA]], %[[ACC]] : vector<4xi1>, vector<4xf32>
// CHECK: return %[[R]]
func.func @masked_axpy(%a: vector<4xf32>, %s: f32, %acc: vector<4xf32>, %m: vector<4xi1>) -> vector<4xf32> {
  %0 = vector.mask %m { vector.outerproduct %a, %s, %acc {kind = #vector.kind<add>} : vector<4xf32>, f32 } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @wrong_mask_shape(%a: vector<2xf32>, %b: vector<3xf32>, %acc: vector<2x3xf32>, %m: vector<3x2xi1>) -> vector<2x3xf32> {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<2x3xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.outerproduct %a, %b, %acc : vector<2xf32>, vector<3xf32> } : vector<3x2xi1> -> vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @stretch_middle(
// CHECK: %[[SRC:.*]] = builtin.unrealized_conversion_cast %{{.*}} : vector<2x1x3xi16> to !llvm.array<2 x array<1 x vector<3xi16>>>
// CHECK-NEXT: %[[FULL:.*]] = ub.poison : vector<2x4x3xi16>
// CHECK-NEXT: %[[FULLC:.*]] = builtin.unrealized_conversion_cast %[[FULL]] : vector<2x4x3xi16> to !llvm.array<2 x array<4 x vector<3xi16>>>
// CHECK-NEXT: %[[ROW:.*]] = ub.poison : vector<4x3xi16>
// CHECK-NEXT: %[[ROWC:.*]] = builtin.unrealized_conversion_cast %[[ROW]] : vector<4x3xi16> to !llvm.array<4 x vector<3xi16>>
// CHECK-NEXT: %[[E0:.*]] = llvm.extractvalue %[[SRC]][0, 0]
// CHECK-NEXT: llvm.insertvalue %[[E0]], %[[ROWC]][0]
func.func @stretch_middle(%v: vector<2x1x3xi16>) -> vector<2x4x3xi16> {
  %0 = vector.broadcast %v : vector<2x1x3xi16> to vector<2x4x3xi16>
  return %0 : vector<2x4x3xi16>
}
