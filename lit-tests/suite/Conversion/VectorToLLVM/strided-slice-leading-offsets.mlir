// convert-vector-to-llvm on extract_strided_slice with offsets for the leading dims only, as
// mlir-opt 22 lowers it: one offset on a fixed-size n-D vector is a shuffle of whole rows (so the
// rows are copied into a poison array), and several offsets on a scalable vector are taken row by
// row (each leading row extracted, sliced at a lower rank, inserted into a zero vector).
// RUN: jopt %s -convert-vector-to-llvm -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @middle_rows(
// CHECK: %[[SRC:.*]] = builtin.unrealized_conversion_cast %{{.*}} : vector<5x3xi8> to !llvm.array<5 x vector<3xi8>>
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.poison : !llvm.array<3 x vector<3xi8>>
// CHECK-NEXT: %[[R1:.*]] = llvm.extractvalue %[[SRC]][1]
// CHECK-NEXT: %[[A:.*]] = llvm.insertvalue %[[R1]], %[[P]][0]
// CHECK-NEXT: %[[R2:.*]] = llvm.extractvalue %[[SRC]][2]
// CHECK-NEXT: %[[B:.*]] = llvm.insertvalue %[[R2]], %[[A]][1]
// CHECK-NEXT: %[[R3:.*]] = llvm.extractvalue %[[SRC]][3]
// CHECK-NEXT: llvm.insertvalue %[[R3]], %[[B]][2]
func.func @middle_rows(%v: vector<5x3xi8>) -> vector<3x3xi8> {
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [3], strides = [1]} : vector<5x3xi8> to vector<3x3xi8>
  return %0 : vector<3x3xi8>
}

// -----

// CHECK-LABEL: func.func @scalable_plane_row(
// CHECK: %[[SRC:.*]] = builtin.unrealized_conversion_cast %{{.*}} : vector<2x3x[2]xf64> to !llvm.array<2 x array<3 x vector<[2]xf64>>>
// CHECK: arith.constant dense<0.000000e+00> : vector<1x[2]xf64>
// CHECK: arith.constant dense<0.000000e+00> : vector<1x1x[2]xf64>
// CHECK: %[[ROW:.*]] = llvm.extractvalue %[[SRC]][1, 2]
// CHECK: llvm.insertvalue %[[ROW]], %{{.*}}[0] : !llvm.array<1 x vector<[2]xf64>>
func.func @scalable_plane_row(%v: vector<2x3x[2]xf64>) -> vector<1x1x[2]xf64> {
  %0 = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [1, 1], strides = [1, 1]} : vector<2x3x[2]xf64> to vector<1x1x[2]xf64>
  return %0 : vector<1x1x[2]xf64>
}
