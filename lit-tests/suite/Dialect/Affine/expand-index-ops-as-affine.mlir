// -affine-expand-index-ops-as-affine: a delinearization becomes one floordiv/mod affine.apply per
// result over the suffix products of the basis (the outer bound unused), a linearization one apply
// summing each index times its stride; producer applies compose in, constants fold into the maps,
// and operands that are no valid symbols (loop induction variables, apply results in a loop) are dims.
// RUN: jopt %s -affine-expand-index-ops-as-affine -split-input-file | jfilecheck %s

// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 360)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> ((s0 mod 360) floordiv 30)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 mod 30)>
// CHECK-LABEL: func.func @static_basis(
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT:     %2 = affine.apply #map2()[%arg0]
// CHECK-NEXT:     return %0, %1, %2 : index, index, index
func.func @static_basis(%x: index) -> (index, index, index) {
  %1:3 = affine.delinearize_index %x into (7, 12, 30) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}

// -----

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s2 floordiv (s0 * s1))>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1, s2] -> ((s2 mod (s0 * s1)) floordiv s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1, s2] -> ((s2 mod (s0 * s1)) mod s1)>
// CHECK-LABEL: func.func @dynamic_basis(
// CHECK:      %dim_0 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %dim_0, %arg0]
// CHECK-NEXT: %1 = affine.apply #map1()[%dim, %dim_0, %arg0]
// CHECK-NEXT: %2 = affine.apply #map2()[%dim, %dim_0, %arg0]
func.func @dynamic_basis(%x: index, %m: memref<?x?x?xf32>) -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.dim %m, %c1 : memref<?x?x?xf32>
  %b = memref.dim %m, %c2 : memref<?x?x?xf32>
  %1:3 = affine.delinearize_index %x into (%a, %b) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}

// -----

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s0 * 54 + s1 * 9 + s2)>
// CHECK-LABEL: func.func @linearize_static(
// CHECK-NEXT: %0 = affine.apply #map()[%arg0, %arg1, %arg2]
// CHECK-NEXT: return %0 : index
func.func @linearize_static(%a: index, %b: index, %c: index) -> index {
  %0 = affine.linearize_index [%a, %b, %c] by (4, 6, 9) : index
  return %0 : index
}

// -----

// CHECK: #map = affine_map<()[s0, s1, s2, s3] -> (s1 * s2 + s3 + s0 * (s2 * 3))>
// CHECK-LABEL: func.func @linearize_mixed(
// CHECK-NEXT: %0 = affine.apply #map()[%arg0, %arg1, %arg4, %arg2]
func.func @linearize_mixed(%a: index, %b: index, %c: index, %d: index, %e: index) -> index {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (%d, 3, %e) : index
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @trivial(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %arg0, %c0 : index, index
func.func @trivial(%x: index) -> (index, index) {
  %1 = affine.delinearize_index %x into () : index
  %0 = affine.linearize_index [] by () : index
  return %1, %0 : index, index
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 floordiv s0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 mod s0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1)[s0] -> (d1 * s0 + s0 + d0 * (s0 * 3))>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-LABEL: func.func @in_loop(
// CHECK-NEXT:   affine.for %arg2 = 0 to 100 {
// CHECK-NEXT:     %0 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:     %1 = affine.apply #map1(%arg2)[%arg1]
// CHECK-NEXT:     %2 = affine.apply #map2(%1, %arg2)[%arg1]
// CHECK-NEXT:     %3 = affine.apply #map3(%arg2, %0)
// CHECK-NEXT:     memref.store %2, %arg0[%3] : memref<?xindex>
func.func @in_loop(%m: memref<?xindex>, %n: index) {
  affine.for %i = 0 to 100 {
    %1:2 = affine.delinearize_index %i into (%n) : index, index
    %2 = affine.linearize_index [%1#1, %i, %n] by (3, %n) : index
    %3 = affine.linearize_index disjoint [%i, %1#0] by (4, 1) : index
    memref.store %2, %m[%3] : memref<?xindex>
  }
  return
}
