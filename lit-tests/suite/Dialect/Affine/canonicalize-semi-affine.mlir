// -canonicalize on semi-affine maps (MLIR's simplifySemiAffine): a mod by a symbol of a multiple of
// it is 0 (products, sums of multiples, and x - x mod s), a floordiv/ceildiv of a multiple divides
// symbolically.
// RUN: jopt %s '-canonicalize' | jfilecheck %s

// CHECK: #map = affine_map<()[s0, s1] -> ((s0 + s1 * 3) mod s1)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 + 1)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 * 4)>
// CHECK: #map3 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK: #map4 = affine_map<()[s0, s1] -> ((s0 floordiv s1) mod s1)>
// CHECK-LABEL: func.func @semi_affine(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg0, %arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT: %2 = affine.apply #map2()[%arg0]
// CHECK-NEXT: %3 = affine.apply #map3()[%arg0, %arg2]
// CHECK-NEXT: %4 = affine.apply #map4()[%arg0, %arg1]
// CHECK-NEXT: return %c0, %c0, %c0, %0, %1, %2, %3, %4, %c0 : index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @semi_affine(%a: index, %b: index, %c: index) -> (index, index, index, index, index, index, index, index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> ((s0 - s0 mod s1) mod s1)>()[%a, %b]
  %1 = affine.apply affine_map<()[s0, s1, s2] -> ((s0 - (s0 - s2) mod s1 - s2) mod s1)>()[%a, %b, %c]
  %2 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1) mod s1)>()[%a, %b]
  %3 = affine.apply affine_map<()[s0, s1] -> ((s0 + s1 * 3) mod s1)>()[%a, %b]
  %4 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1 + s1) floordiv s1)>()[%a, %b]
  %5 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1 * 4) ceildiv s1)>()[%a, %b]
  %6 = affine.apply affine_map<()[s0, s1, s2] -> ((s0 * s1 + s2 * s1) floordiv s1)>()[%a, %b, %c]
  %7 = affine.apply affine_map<()[s0, s1] -> ((s0 floordiv s1) mod s1)>()[%a, %b]
  %8 = affine.apply affine_map<(d0)[s0] -> ((d0 * s0) mod s0)>(%c)[%a]
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, index, index, index, index, index
}
