// convert-vector-to-llvm on expandload/compressstore (the masked intrinsics, an op alignment as the
// pointer's llvm.align) and interleave/deinterleave: fixed 1-D ones become shufflevectors, scalable ones
// the interleave2/deinterleave2 intrinsics, n-D ones are unrolled row by row over a zero constant first.
// RUN: jopt %s --convert-vector-to-llvm | jfilecheck %s

// CHECK-LABEL: func.func @compressed
// CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[E:.*]] = "llvm.intr.masked.expandload"(%[[P]], %arg1, %arg2) <{arg_attrs = [{llvm.align = 8 : i64}, {}, {}]}> : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK: %[[Q:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: "llvm.intr.masked.compressstore"(%[[E]], %[[Q]], %arg1) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
func.func @compressed(%m: memref<?xf32>, %mask: vector<4xi1>, %v: vector<4xf32>, %i: index) -> vector<4xf32> {
  %0 = vector.expandload %m[%i], %mask, %v {alignment = 8} : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i], %mask, %0 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func.func @zips
// CHECK: %[[Z:.*]] = builtin.unrealized_conversion_cast %arg2 : vector<f32> to vector<1xf32>
// CHECK: %[[W:.*]] = builtin.unrealized_conversion_cast %arg1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK: %[[CST:.*]] = arith.constant dense<0.000000e+00> : vector<2x8xf32>
// CHECK: %[[ACC:.*]] = builtin.unrealized_conversion_cast %[[CST]] : vector<2x8xf32> to !llvm.array<2 x vector<8xf32>>
// CHECK: %[[I:.*]] = llvm.shufflevector %arg0, %arg0 [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>
// CHECK: %[[PO:.*]] = llvm.mlir.poison : vector<8xf32>
// CHECK: %[[EV:.*]] = llvm.shufflevector %[[I]], %[[PO]] [0, 2, 4, 6] : vector<8xf32>
// CHECK: %[[OD:.*]] = llvm.shufflevector %[[I]], %[[PO]] [1, 3, 5, 7] : vector<8xf32>
// CHECK: %[[R0:.*]] = llvm.extractvalue %[[W]][0] : !llvm.array<2 x vector<4xf32>>
// CHECK: %[[R1:.*]] = llvm.extractvalue %[[W]][0] : !llvm.array<2 x vector<4xf32>>
// CHECK: %[[S0:.*]] = llvm.shufflevector %[[R0]], %[[R1]] [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>
// CHECK: %[[A0:.*]] = llvm.insertvalue %[[S0]], %[[ACC]][0] : !llvm.array<2 x vector<8xf32>>
// CHECK: llvm.insertvalue %{{.*}}, %[[A0]][1] : !llvm.array<2 x vector<8xf32>>
// CHECK: llvm.shufflevector %[[Z]], %[[Z]] [0, 1] : vector<1xf32>
func.func @zips(%v: vector<4xf32>, %w: vector<2x4xf32>, %z: vector<f32>) -> (vector<4xf32>, vector<4xf32>, vector<2x8xf32>, vector<2xf32>) {
  %0 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %1, %2 = vector.deinterleave %0 : vector<8xf32> -> vector<4xf32>
  %3 = vector.interleave %w, %w : vector<2x4xf32> -> vector<2x8xf32>
  %4 = vector.interleave %z, %z : vector<f32> -> vector<2xf32>
  return %1, %2, %3, %4 : vector<4xf32>, vector<4xf32>, vector<2x8xf32>, vector<2xf32>
}

// CHECK-LABEL: func.func @scalable_zips
// CHECK: %[[I:.*]] = "llvm.intr.vector.interleave2"(%arg0, %arg0) : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[8]xf32>
// CHECK: %[[D:.*]] = "llvm.intr.vector.deinterleave2"(%[[I]]) : (vector<[8]xf32>) -> !llvm.struct<(vector<[4]xf32>, vector<[4]xf32>)>
// CHECK: %[[A:.*]] = llvm.extractvalue %[[D]][0] : !llvm.struct<(vector<[4]xf32>, vector<[4]xf32>)>
// CHECK: %[[B:.*]] = llvm.extractvalue %[[D]][1] : !llvm.struct<(vector<[4]xf32>, vector<[4]xf32>)>
// CHECK: return %[[A]], %[[B]]
func.func @scalable_zips(%s: vector<[4]xf32>) -> (vector<[4]xf32>, vector<[4]xf32>) {
  %0 = vector.interleave %s, %s : vector<[4]xf32> -> vector<[8]xf32>
  %1, %2 = vector.deinterleave %0 : vector<[8]xf32> -> vector<[4]xf32>
  return %1, %2 : vector<[4]xf32>, vector<[4]xf32>
}
