// vector.mask in its custom form: the masked op printed inline without its result, the implicit
// vector.yield elided, passthru after the mask; the generic form shows the region and the yield.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC
// RUN: jopt %s --mlir-print-op-generic | jopt | jfilecheck %s

// CHECK-LABEL: func.func @masked(
func.func @masked(%a: memref<?x?xf32>, %i: index, %m: vector<8xi1>, %pt: vector<8xf32>, %v: vector<8xf32>,
                  %m2: vector<4x8xi1>, %x: vector<4x8xf32>, %acc: vector<4xf32>, %t: tensor<?x?xf32>) {
  %pad = arith.constant 0.0 : f32
  // CHECK: %{{.*}} = vector.mask %arg2 { vector.transfer_read %arg0[%arg1, %arg1], %cst : memref<?x?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %0 = vector.mask %m { vector.transfer_read %a[%i, %i], %pad : memref<?x?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  // CHECK: vector.mask %arg2, %arg3 { vector.transfer_read %arg0[%arg1, %arg1], %cst {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %1 = vector.mask %m, %pt { vector.transfer_read %a[%i, %i], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  // CHECK: {{^    }}vector.mask %arg2 { vector.transfer_write %arg4, %arg0[%arg1, %arg1] : vector<8xf32>, memref<?x?xf32> } : vector<8xi1>{{$}}
  vector.mask %m { vector.transfer_write %v, %a[%i, %i] : vector<8xf32>, memref<?x?xf32> } : vector<8xi1>
  // CHECK: vector.mask %arg2 { vector.transfer_write %arg4, %arg8[%arg1, %arg1] : vector<8xf32>, tensor<?x?xf32> } : vector<8xi1> -> tensor<?x?xf32>
  %2 = vector.mask %m { vector.transfer_write %v, %t[%i, %i] : vector<8xf32>, tensor<?x?xf32> } : vector<8xi1> -> tensor<?x?xf32>
  // CHECK: vector.mask %arg2 { vector.reduction <add>, %arg4 : vector<8xf32> into f32 } {tag} : vector<8xi1> -> f32
  %3 = vector.mask %m { vector.reduction <add>, %v : vector<8xf32> into f32 } {tag} : vector<8xi1> -> f32
  // CHECK: vector.mask %arg5 { vector.multi_reduction <add>, %arg6, %arg7 [1] : vector<4x8xf32> to vector<4xf32> } : vector<4x8xi1> -> vector<4xf32>
  %4 = vector.mask %m2 { vector.multi_reduction <add>, %x, %acc [1] : vector<4x8xf32> to vector<4xf32> } : vector<4x8xi1> -> vector<4xf32>
  // A transposed read is masked in memory order.
  // CHECK: vector.mask %arg5 { vector.transfer_read %arg0[%arg1, %arg1], %cst {permutation_map = #map} : memref<?x?xf32>, vector<8x4xf32> } : vector<4x8xi1> -> vector<8x4xf32>
  %5 = vector.mask %m2 { vector.transfer_read %a[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32> } : vector<4x8xi1> -> vector<8x4xf32>
  // CHECK: vector.mask %arg2 { vector.yield %arg4 : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %6 = vector.mask %m { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  // CHECK: vector.mask %arg2 { vector.yield } : vector<8xi1>
  vector.mask %m { } : vector<8xi1>
  return
}

// GENERIC: "vector.mask"(%arg2) ({
// GENERIC-NEXT: "vector.transfer_read"(%arg0, %arg1, %arg1, %{{.*}}) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32) -> vector<8xf32>
// GENERIC-NEXT: "vector.yield"(%{{.*}}) : (vector<8xf32>) -> ()
// GENERIC-NEXT: }) : (vector<8xi1>) -> vector<8xf32>
// GENERIC: "vector.mask"(%arg2, %arg3) ({
// GENERIC: }) : (vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// GENERIC: "vector.mask"(%arg2) ({
// GENERIC-NEXT: "vector.transfer_write"
// GENERIC-NEXT: "vector.yield"() : () -> ()
// GENERIC-NEXT: }) : (vector<8xi1>) -> ()
// GENERIC: "vector.yield"(%arg4) : (vector<8xf32>) -> ()
// GENERIC-NEXT: }) : (vector<8xi1>) -> vector<8xf32>
// GENERIC-NEXT: "vector.mask"(%arg2) ({
// GENERIC-NEXT: "vector.yield"() : () -> ()
// GENERIC-NEXT: }) : (vector<8xi1>) -> ()
