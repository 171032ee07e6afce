// Shape casts between shapes that regroup elements (gcd slices, single elements, unit dimensions)
// keep the elements' row-major order when run (the values mlir-runner 22 prints).
// RUN: jopt %s -convert-vector-to-scf -convert-scf-to-cf -convert-vector-to-llvm -convert-to-llvm -reconcile-unrealized-casts | jrun -e main -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

func.func @main() {
  %v = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]> : vector<12xi32>
  %a = vector.shape_cast %v : vector<12xi32> to vector<2x6xi32>
  vector.print %a : vector<2x6xi32>
  %b = vector.shape_cast %a : vector<2x6xi32> to vector<3x4xi32>
  vector.print %b : vector<3x4xi32>
  %c = vector.shape_cast %b : vector<3x4xi32> to vector<4x3xi32>
  vector.print %c : vector<4x3xi32>
  %d = vector.shape_cast %c : vector<4x3xi32> to vector<12xi32>
  vector.print %d : vector<12xi32>
  %f = arith.constant dense<[[1.5, -2.0, 3.25]]> : vector<1x3xf32>
  %g = vector.shape_cast %f : vector<1x3xf32> to vector<3xf32>
  vector.print %g : vector<3xf32>
  %h = vector.shape_cast %g : vector<3xf32> to vector<3x1xf32>
  vector.print %h : vector<3x1xf32>
  return
}

// CHECK: ( ( 1, 2, 3, 4, 5, 6 ), ( 7, 8, 9, 10, 11, 12 ) )
// CHECK-NEXT: ( ( 1, 2, 3, 4 ), ( 5, 6, 7, 8 ), ( 9, 10, 11, 12 ) )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( 4, 5, 6 ), ( 7, 8, 9 ), ( 10, 11, 12 ) )
// CHECK-NEXT: ( 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 )
// CHECK-NEXT: ( 1.5, -2, 3.25 )
// CHECK-NEXT: ( ( 1.5 ), ( -2 ), ( 3.25 ) )
