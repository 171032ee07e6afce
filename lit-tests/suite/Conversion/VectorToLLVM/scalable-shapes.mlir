// convert-vector-to-llvm's vector-level rewrites on shapes MLIR 22 handles beyond fixed 1-D/2-D:
// shape_casts whose scalable dimension is in the common trailing part move whole rows, casts from or
// to 0-D move their one element; 2-D extract_strided_slice of whole scalable rows; n-D
// insert_strided_slice row by row or through the destination's sub-vector; constant masks with some
// leading rows of a scalable mask set; vector.vscale.
// RUN: jopt %s -convert-vector-to-llvm -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @cast_rows
// CHECK: %[[SRC:.*]] = builtin.unrealized_conversion_cast %{{.*}} : vector<2x2x[4]xf32> to !llvm.array<2 x array<2 x vector<[4]xf32>>>
// CHECK: %[[P:.*]] = ub.poison : vector<4x[4]xf32>
// CHECK: %[[PC:.*]] = builtin.unrealized_conversion_cast %[[P]]
// CHECK: %[[R0:.*]] = llvm.extractvalue %[[SRC]][0, 0]
// CHECK-NEXT: %[[A0:.*]] = llvm.insertvalue %[[R0]], %[[PC]][0] : !llvm.array<4 x vector<[4]xf32>>
// CHECK-NEXT: %[[R1:.*]] = llvm.extractvalue %[[SRC]][0, 1]
// CHECK-NEXT: %[[A1:.*]] = llvm.insertvalue %[[R1]], %[[A0]][1]
// CHECK-NEXT: %[[R2:.*]] = llvm.extractvalue %[[SRC]][1, 0]
// CHECK-NEXT: %[[A2:.*]] = llvm.insertvalue %[[R2]], %[[A1]][2]
// CHECK-NEXT: %[[R3:.*]] = llvm.extractvalue %[[SRC]][1, 1]
// CHECK-NEXT: llvm.insertvalue %[[R3]], %[[A2]][3]
func.func @cast_rows(%v: vector<2x2x[4]xf32>) -> vector<4x[4]xf32> {
  %0 = vector.shape_cast %v : vector<2x2x[4]xf32> to vector<4x[4]xf32>
  return %0 : vector<4x[4]xf32>
}

// -----

// CHECK-LABEL: func.func @cast_0d
// CHECK: %[[P:.*]] = ub.poison : vector<f32>
// CHECK-NEXT: %[[PC:.*]] = builtin.unrealized_conversion_cast %[[P]] : vector<f32> to vector<1xf32>
// CHECK: %[[E:.*]] = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<1xf32>
// CHECK: llvm.insertelement %[[E]], %[[PC]][%{{.*}} : i64] : vector<1xf32>
func.func @cast_0d(%v: vector<1x1xf32>) -> vector<f32> {
  %0 = vector.shape_cast %v : vector<1x1xf32> to vector<f32>
  return %0 : vector<f32>
}

// -----

// CHECK-LABEL: func.func @slices
// CHECK: %[[SRC:.*]] = builtin.unrealized_conversion_cast %{{.*}} : vector<4x[8]xf32> to !llvm.array<4 x vector<[8]xf32>>
// CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<2x[8]xf32>
// CHECK: %[[ZC:.*]] = builtin.unrealized_conversion_cast %[[Z]]
// CHECK: %[[R1:.*]] = llvm.extractvalue %[[SRC]][1]
// CHECK-NEXT: %[[I0:.*]] = llvm.insertvalue %[[R1]], %[[ZC]][0]
// CHECK-NEXT: %[[R2:.*]] = llvm.extractvalue %[[SRC]][2]
// CHECK-NEXT: llvm.insertvalue %[[R2]], %[[I0]][1]
func.func @slices(%v: vector<4x[8]xf32>) -> vector<2x[8]xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [1, 0], sizes = [2, 8], strides = [1, 1]} : vector<4x[8]xf32> to vector<2x[8]xf32>
  return %0 : vector<2x[8]xf32>
}

// -----

// CHECK-LABEL: func.func @insert_rows
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %{{.*}} : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK: %[[S:.*]] = builtin.unrealized_conversion_cast %{{.*}} : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK: %[[S0:.*]] = llvm.extractvalue %[[S]][0]
// CHECK-NEXT: %[[D1:.*]] = llvm.extractvalue %[[D]][1]
// CHECK-NEXT: %[[W0:.*]] = llvm.shufflevector %[[S0]], %[[S0]] [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT: %[[M0:.*]] = llvm.shufflevector %[[W0]], %[[D1]] [4, 0, 1, 7] : vector<4xf32>
// CHECK-NEXT: %[[A0:.*]] = llvm.insertvalue %[[M0]], %[[D]][1]
// CHECK-NEXT: %[[S1:.*]] = llvm.extractvalue %[[S]][1]
// CHECK-NEXT: %[[D2:.*]] = llvm.extractvalue %[[D]][2]
// CHECK: llvm.insertvalue %{{.*}}, %[[A0]][2]
func.func @insert_rows(%s: vector<2x2xf32>, %d: vector<3x4xf32>) -> vector<3x4xf32> {
  %0 = vector.insert_strided_slice %s, %d {offsets = [1, 1], strides = [1, 1]} : vector<2x2xf32> into vector<3x4xf32>
  return %0 : vector<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @insert_lower_rank
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %{{.*}} : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK: %[[ROW:.*]] = llvm.extractvalue %[[D]][1, 2]
// CHECK: llvm.shufflevector
// CHECK: llvm.insertvalue %{{.*}}, %[[D]][1, 2]
func.func @insert_lower_rank(%s: vector<2xf32>, %d: vector<2x3x4xf32>) -> vector<2x3x4xf32> {
  %0 = vector.insert_strided_slice %s, %d {offsets = [1, 2, 1], strides = [1]} : vector<2xf32> into vector<2x3x4xf32>
  return %0 : vector<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @masks
// CHECK-DAG: %[[T:.*]] = arith.constant dense<true> : vector<[4]xi1>
// CHECK-DAG: %[[F:.*]] = arith.constant dense<false> : vector<3x[4]xi1>
// CHECK: %[[FC:.*]] = builtin.unrealized_conversion_cast %[[F]]
// CHECK: %[[I0:.*]] = llvm.insertvalue %[[T]], %[[FC]][0] : !llvm.array<3 x vector<[4]xi1>>
// CHECK-NEXT: llvm.insertvalue %[[T]], %[[I0]][1] : !llvm.array<3 x vector<[4]xi1>>
func.func @masks() -> vector<3x[4]xi1> {
  %0 = vector.constant_mask [2, 4] : vector<3x[4]xi1>
  return %0 : vector<3x[4]xi1>
}

// -----

// CHECK-LABEL: func.func @vscale
// CHECK-NEXT: %[[V:.*]] = "llvm.intr.vscale"() : () -> i64
// CHECK-NEXT: %[[I:.*]] = builtin.unrealized_conversion_cast %[[V]] : i64 to index
// CHECK-NEXT: return %[[I]] : index
func.func @vscale() -> index {
  %0 = vector.vscale
  return %0 : index
}
