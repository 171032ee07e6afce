// convert-math-to-libm loads its dependent dialects (arith, func, vector) before the pipeline runs,
// so a canonicalize after it in the same pipeline folds the per-element vector.insert chain it
// builds into one vector.from_elements, even though the input had no vector op.
// RUN: jopt %s -convert-math-to-libm -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @unrolled
func.func @unrolled(%v: vector<2xf32>) -> vector<2xf32> {
  // CHECK: %[[A:.*]] = vector.extract %arg0[0] : f32 from vector<2xf32>
  // CHECK: %[[RA:.*]] = call @tanhf(%[[A]]) : (f32) -> f32
  // CHECK: %[[B:.*]] = vector.extract %arg0[1] : f32 from vector<2xf32>
  // CHECK: %[[RB:.*]] = call @tanhf(%[[B]]) : (f32) -> f32
  // CHECK-NOT: vector.insert
  // CHECK: %[[R:.*]] = vector.from_elements %[[RA]], %[[RB]] : vector<2xf32>
  // CHECK: return %[[R]]
  %0 = math.tanh %v : vector<2xf32>
  return %0 : vector<2xf32>
}
