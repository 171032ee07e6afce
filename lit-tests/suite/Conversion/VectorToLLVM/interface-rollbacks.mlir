// convert-to-llvm with only the vector dialect's patterns leaves what MLIR 22's interface patterns
// do not handle: n-D bitcasts (unrolled only by convert-vector-to-llvm's vector-level rewrites),
// fixed-length vector.step, n-D fma, shape_cast, masks, and prints of integers narrower than 64 bits (their arith extension has
// no pattern, so the rewrite is rolled back). A poison position (-1) is lowered like any constant.
// RUN: jopt %s '--convert-to-llvm=filter-dialects=vector' -split-input-file | jfilecheck %s
// RUN: jopt %s -convert-vector-to-llvm -split-input-file | jfilecheck %s --check-prefix=PASS

// CHECK-LABEL: func.func @bitcast_2d
// CHECK-NEXT: %{{.*}} = vector.bitcast %{{.*}} : vector<2x4xf32> to vector<2x4xi32>
// PASS-LABEL: func.func @bitcast_2d
// PASS-NEXT: %[[SRC:.*]] = builtin.unrealized_conversion_cast %{{.*}} : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// PASS-NEXT: %[[P:.*]] = ub.poison : vector<2x4xi32>
// PASS-NEXT: %[[PC:.*]] = builtin.unrealized_conversion_cast %[[P]] : vector<2x4xi32> to !llvm.array<2 x vector<4xi32>>
// PASS-NEXT: %[[R0:.*]] = llvm.extractvalue %[[SRC]][0] : !llvm.array<2 x vector<4xf32>>
// PASS-NEXT: %[[B0:.*]] = llvm.bitcast %[[R0]] : vector<4xf32> to vector<4xi32>
// PASS-NEXT: %[[I0:.*]] = llvm.insertvalue %[[B0]], %[[PC]][0] : !llvm.array<2 x vector<4xi32>>
// PASS-NEXT: %[[R1:.*]] = llvm.extractvalue %[[SRC]][1] : !llvm.array<2 x vector<4xf32>>
// PASS-NEXT: %[[B1:.*]] = llvm.bitcast %[[R1]] : vector<4xf32> to vector<4xi32>
// PASS-NEXT: %{{.*}} = llvm.insertvalue %[[B1]], %[[I0]][1] : !llvm.array<2 x vector<4xi32>>
func.func @bitcast_2d(%v: vector<2x4xf32>) -> vector<2x4xi32> {
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<2x4xi32>
  return %0 : vector<2x4xi32>
}

// -----

// CHECK-LABEL: func.func @steps
// CHECK-NEXT: %[[S:.*]] = llvm.intr.stepvector : vector<[2]xi64>
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[S]] : vector<[2]xi64> to vector<[2]xindex>
// CHECK-NEXT: %{{.*}} = vector.step : vector<3xindex>
// PASS-LABEL: func.func @steps
// PASS: arith.constant dense<[0, 1, 2]> : vector<3xindex>
func.func @steps() -> (vector<[2]xindex>, vector<3xindex>) {
  %0 = vector.step : vector<[2]xindex>
  %1 = vector.step : vector<3xindex>
  return %0, %1 : vector<[2]xindex>, vector<3xindex>
}

// -----

// CHECK-LABEL: func.func @narrow_prints
// CHECK-NEXT: vector.print %{{.*}} : i8
// CHECK-NEXT: llvm.call @printI64(%{{.*}}) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// PASS-LABEL: func.func @narrow_prints
// PASS-NEXT: %{{.*}} = arith.extsi %{{.*}} : i8 to i64
func.func @narrow_prints(%a: i8, %b: i64) {
  vector.print %a : i8
  vector.print %b : i64
  return
}

// -----

// CHECK-LABEL: func.func @poison_lane
// CHECK-NEXT: %[[C:.*]] = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %[[E:.*]] = llvm.extractelement %{{.*}}[%[[C]] : i64] : vector<4xf32>
// CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: llvm.insertelement %[[E]], %{{.*}}[%[[C2]] : i64] : vector<4xf32>
// PASS-LABEL: func.func @poison_lane
// PASS-NEXT: %[[P:.*]] = ub.poison : vector<4xf32>
// PASS-NEXT: return %[[P]]
func.func @poison_lane(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.extract %v[-1] : f32 from vector<4xf32>
  %1 = vector.insert %0, %v[-1] : f32 into vector<4xf32>
  return %1 : vector<4xf32>
}

// -----

// n-D fma, shape_cast and fixed masks have no pattern in convert-to-llvm's vector interface.
// CHECK-LABEL: func.func @left_to_the_pass
// CHECK-NEXT: vector.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<2x4xf32>
// CHECK-NEXT: vector.shape_cast %{{.*}} : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT: vector.create_mask %{{.*}} : vector<4xi1>
// CHECK-NEXT: vector.constant_mask [2] : vector<4xi1>
// PASS-LABEL: func.func @left_to_the_pass
// PASS-NOT: vector.
func.func @left_to_the_pass(%v: vector<2x4xf32>, %n: index) -> (vector<2x4xf32>, vector<8xf32>, vector<4xi1>, vector<4xi1>) {
  %0 = vector.fma %v, %v, %v : vector<2x4xf32>
  %1 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  %2 = vector.create_mask %n : vector<4xi1>
  %3 = vector.constant_mask [2] : vector<4xi1>
  return %0, %1, %2, %3 : vector<2x4xf32>, vector<8xf32>, vector<4xi1>, vector<4xi1>
}
