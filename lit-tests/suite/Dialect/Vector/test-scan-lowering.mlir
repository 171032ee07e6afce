// -test-vector-scan-lowering: a vector.scan becomes one extract_strided_slice per position of the
// scanned dimension, each combined (by the kind's arith op) with the previous output (inclusive) or
// the previous input (exclusive, starting from the initial value broadcast or shape_cast to the
// slice) and inserted into a zero vector (an exclusive scan's last slice is then dead); the reduction
// result is the last output cast back.
// Scanning a scalable dimension is left alone.
// RUN: jopt %s -split-input-file --test-vector-scan-lowering | jfilecheck %s

// CHECK-LABEL: func.func @exclusive_max
// CHECK-SAME: (%[[V:.*]]: vector<2x3xf32>, %[[I:.*]]: vector<2xf32>)
// CHECK-NEXT: %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %[[S0:.*]] = vector.extract_strided_slice %[[V]] {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x3xf32> to vector<2x1xf32>
// CHECK-NEXT: %[[O0:.*]] = vector.shape_cast %[[I]] : vector<2xf32> to vector<2x1xf32>
// CHECK-NEXT: %[[R0:.*]] = vector.insert_strided_slice %[[O0]], %[[Z]] {offsets = [0, 0], strides = [1, 1]} : vector<2x1xf32> into vector<2x3xf32>
// CHECK-NEXT: %[[S1:.*]] = vector.extract_strided_slice %[[V]] {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x3xf32> to vector<2x1xf32>
// CHECK-NEXT: %[[O1:.*]] = arith.maximumf %[[O0]], %[[S0]] : vector<2x1xf32>
// CHECK-NEXT: %[[R1:.*]] = vector.insert_strided_slice %[[O1]], %[[R0]] {offsets = [0, 1], strides = [1, 1]} : vector<2x1xf32> into vector<2x3xf32>
// CHECK-NEXT: %[[O2:.*]] = arith.maximumf %[[O1]], %[[S1]] : vector<2x1xf32>
// CHECK-NEXT: %[[R2:.*]] = vector.insert_strided_slice %[[O2]], %[[R1]] {offsets = [0, 2], strides = [1, 1]} : vector<2x1xf32> into vector<2x3xf32>
// CHECK-NEXT: %[[RED:.*]] = vector.shape_cast %[[O2]] : vector<2x1xf32> to vector<2xf32>
// CHECK-NEXT: return %[[R2]], %[[RED]]
func.func @exclusive_max(%v: vector<2x3xf32>, %init: vector<2xf32>) -> (vector<2x3xf32>, vector<2xf32>) {
  %0:2 = vector.scan <maximumf>, %v, %init {inclusive = false, reduction_dim = 1} : vector<2x3xf32>, vector<2xf32>
  return %0#0, %0#1 : vector<2x3xf32>, vector<2xf32>
}

// -----

// CHECK-LABEL: func.func @inclusive_xor_0d_init
// CHECK: %[[S1:.*]] = vector.extract_strided_slice %{{.*}} {offsets = [1], sizes = [1], strides = [1]} : vector<2xi8> to vector<1xi8>
// CHECK-NEXT: %[[O1:.*]] = arith.xori %{{.*}}, %[[S1]] : vector<1xi8>
// CHECK: %[[E:.*]] = vector.extract %[[O1]][0] : i8 from vector<1xi8>
// CHECK-NEXT: %[[B:.*]] = vector.broadcast %[[E]] : i8 to vector<i8>
func.func @inclusive_xor_0d_init(%v: vector<2xi8>, %init: vector<i8>) -> (vector<2xi8>, vector<i8>) {
  %0:2 = vector.scan <xor>, %v, %init {inclusive = true, reduction_dim = 0} : vector<2xi8>, vector<i8>
  return %0#0, %0#1 : vector<2xi8>, vector<i8>
}

// -----

// CHECK-LABEL: func.func @scalable_dim
// CHECK: vector.scan <add>
func.func @scalable_dim(%v: vector<[4]xi32>, %init: vector<i32>) -> (vector<[4]xi32>, vector<i32>) {
  %0:2 = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 0} : vector<[4]xi32>, vector<i32>
  return %0#0, %0#1 : vector<[4]xi32>, vector<i32>
}
