// A truncf with a rounding mode becomes LLVM's constrained fptrunc (exceptions ignored); tf32 has
// no llvm type, so its ops stay; floats LLVM lacks travel as integers, which select and bitcast
// accept; a bitcast between types that lower alike (memrefs) disappears; the signed and unsigned
// divisions expand on 1-D vectors too.
// RUN: jopt %s -convert-arith-to-llvm -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @rounding
func.func @rounding(%x: f64) -> (f32, f32, f32) {
  // CHECK: llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f64 to f32
  %0 = arith.truncf %x to_nearest_even : f64 to f32
  // CHECK: llvm.intr.experimental.constrained.fptrunc %arg0 towardzero ignore : f64 to f32
  %1 = arith.truncf %x toward_zero : f64 to f32
  // CHECK: llvm.intr.experimental.constrained.fptrunc %arg0 downward ignore : f64 to f32
  %2 = arith.truncf %x downward : f64 to f32
  return %0, %1, %2 : f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @formats
func.func @formats(%c: i1, %a: f4E2M1FN, %b: f4E2M1FN, %m: memref<?xi16>) -> (f4E2M1FN, memref<?xbf16>) {
  // CHECK-DAG: %[[B:.*]] = builtin.unrealized_conversion_cast %arg2 : f4E2M1FN to i4
  // CHECK-DAG: %[[A:.*]] = builtin.unrealized_conversion_cast %arg1 : f4E2M1FN to i4
  // CHECK: arith.constant 2.000000e+00 : tf32
  %t = arith.constant 2.0 : tf32
  // CHECK: arith.addf %arg1, %arg2 : f4E2M1FN
  %s = arith.addf %a, %b : f4E2M1FN
  // CHECK: llvm.select %arg0, %[[A]], %[[B]] : i1, i4
  %0 = arith.select %c, %a, %b : f4E2M1FN
  // CHECK-NOT: llvm.bitcast
  %1 = arith.bitcast %m : memref<?xi16> to memref<?xbf16>
  return %0, %1 : f4E2M1FN, memref<?xbf16>
}

// -----

// CHECK-LABEL: func.func @vector_divisions
func.func @vector_divisions(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  // CHECK: %[[Q:.*]] = llvm.sdiv %arg0, %arg1 : vector<4xi32>
  // CHECK: %[[P:.*]] = llvm.mul %[[Q]], %arg1 : vector<4xi32>
  // CHECK: %[[NE:.*]] = llvm.icmp "ne" %arg0, %[[P]] : vector<4xi32>
  // CHECK: %[[Z:.*]] = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
  // CHECK: llvm.icmp "slt" %arg0, %[[Z]] : vector<4xi32>
  // CHECK: llvm.icmp "slt" %arg1, %[[Z]] : vector<4xi32>
  // CHECK: llvm.icmp "ne" %{{.*}}, %{{.*}} : vector<4xi1>
  // CHECK: llvm.and %[[NE]], %{{.*}} : vector<4xi1>
  // CHECK: llvm.mlir.constant(dense<-1> : vector<4xi32>) : vector<4xi32>
  // CHECK: llvm.select %{{.*}}, %{{.*}}, %[[Q]] : vector<4xi1>, vector<4xi32>
  %0 = arith.floordivsi %a, %b : vector<4xi32>
  return %0 : vector<4xi32>
}
