// Transfers on memrefs of vectors take the minor identity over the dims beyond the element vector's
// (none for vector<5x24xi8> from vector<4x3xi32> elements), so in_bounds alone is accepted and the
// default map is elided; scalable outerproducts keep their scalable result dims (generic form).
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GEN

// CHECK-LABEL: func.func @xfer
// CHECK: vector.transfer_read %arg0[%arg2, %arg2], %arg3 {in_bounds = [false, true]} : memref<?x?xvector<4x3xf32>>, vector<1x1x4x3xf32>
// CHECK: vector.transfer_read %arg1[%arg2, %arg2], %arg4 : memref<?x?xvector<4x3xi32>>, vector<5x24xi8>
// CHECK: vector.transfer_write %{{.*}}, %arg0[%arg2, %arg2] : vector<1x1x4x3xf32>, memref<?x?xvector<4x3xf32>>
// GEN: #[[M:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// GEN: #[[E:.*]] = affine_map<(d0, d1) -> ()>
// GEN-LABEL: "func.func"
// GEN: in_bounds = [false, true], {{.*}}permutation_map = #[[M]]
// GEN: in_bounds = [], {{.*}}permutation_map = #[[E]]
func.func @xfer(%m: memref<?x?xvector<4x3xf32>>, %mi: memref<?x?xvector<4x3xi32>>, %i: index, %pad: vector<4x3xf32>, %padi: vector<4x3xi32>) {
  %0 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [false, true]} : memref<?x?xvector<4x3xf32>>, vector<1x1x4x3xf32>
  %1 = vector.transfer_read %mi[%i, %i], %padi : memref<?x?xvector<4x3xi32>>, vector<5x24xi8>
  vector.transfer_write %0, %m[%i, %i] {in_bounds = [false, false]} : vector<1x1x4x3xf32>, memref<?x?xvector<4x3xf32>>
  return
}

// CHECK-LABEL: func.func @outer
// GEN-LABEL: "func.func"
// GEN: "vector.outerproduct"(%arg0, %arg1) <{kind = #vector.kind<add>}> : (vector<[4]xf32>, vector<[8]xf32>) -> vector<[4]x[8]xf32>
// GEN: "vector.outerproduct"(%arg0, %arg2) <{kind = #vector.kind<add>}> : (vector<[4]xf32>, f32) -> vector<[4]xf32>
func.func @outer(%a: vector<[4]xf32>, %b: vector<[8]xf32>, %s: f32) {
  %0 = vector.outerproduct %a, %b : vector<[4]xf32>, vector<[8]xf32>
  %1 = vector.outerproduct %a, %s : vector<[4]xf32>, f32
  return
}
