// 1-D vector ops lower to llvm vector instructions: broadcast as insertelement + zero shuffle,
// extract/insert with i64 constant or converted dynamic positions, fma as llvm.intr.fmuladd.
// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s

// CHECK: func.func @f(%{{.*}}: f32, %{{.*}}: vector<4xf32>, %{{.*}}: index) -> (vector<4xf32>, f32, vector<4xf32>, f32, vector<4xf32>) {
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>, f32, vector<4xf32>, f32, vector<4xf32>

func.func @f(%b: f32, %v: vector<4xf32>, %i: index) -> (vector<4xf32>, f32, vector<4xf32>, f32, vector<4xf32>) {
  %0 = vector.broadcast %b : f32 to vector<4xf32>
  %2 = vector.extract %v[2] : f32 from vector<4xf32>
  %3 = vector.insert %b, %v[1] : f32 into vector<4xf32>
  %5 = vector.extract %v[%i] : f32 from vector<4xf32>
  %6 = vector.fma %v, %v, %v : vector<4xf32>
  return %0, %2, %3, %5, %6 : vector<4xf32>, f32, vector<4xf32>, f32, vector<4xf32>
}
