// -test-vector-extract-strided-slice-lowering: a 1-D extract_strided_slice becomes extracts of the
// selected elements (from the offset on) inserted into a zero vector; n-D ones stay.
// -test-vector-break-down-bitcast: a 1-D bitcast to fewer elements of a source longer than 4 becomes
// one bitcast per slice of the source, inserted into a zero vector of the result type.
// RUN: jopt %s -split-input-file -test-vector-extract-strided-slice-lowering | jfilecheck %s --check-prefix=SLICE
// RUN: jopt %s -split-input-file -test-vector-break-down-bitcast | jfilecheck %s --check-prefix=CAST

// SLICE-LABEL: func.func @strided
// SLICE-SAME: (%[[V:.*]]: vector<8xi32>)
// SLICE-NEXT: %[[Z:.*]] = arith.constant dense<0> : vector<3xi32>
// SLICE-NEXT: %[[E0:.*]] = vector.extract %[[V]][5] : i32 from vector<8xi32>
// SLICE-NEXT: %[[E1:.*]] = vector.extract %[[V]][6] : i32 from vector<8xi32>
// SLICE-NEXT: %[[E2:.*]] = vector.extract %[[V]][7] : i32 from vector<8xi32>
// SLICE-NEXT: %[[I0:.*]] = vector.insert %[[E0]], %[[Z]] [0] : i32 into vector<3xi32>
// SLICE-NEXT: %[[I1:.*]] = vector.insert %[[E1]], %[[I0]] [1] : i32 into vector<3xi32>
// SLICE-NEXT: %[[I2:.*]] = vector.insert %[[E2]], %[[I1]] [2] : i32 into vector<3xi32>
// SLICE-NEXT: return %[[I2]]
func.func @strided(%v: vector<8xi32>) -> vector<3xi32> {
  %0 = vector.extract_strided_slice %v {offsets = [5], sizes = [3], strides = [1]} : vector<8xi32> to vector<3xi32>
  return %0 : vector<3xi32>
}

// -----

// SLICE-LABEL: func.func @two_d
// SLICE: vector.extract_strided_slice
// CAST-LABEL: func.func @two_d
// CAST-NEXT: %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<4xf32>
// CAST: %[[S0:.*]] = vector.extract_strided_slice %{{.*}} {offsets = [0], sizes = [4], strides = [1]} : vector<8xf16> to vector<4xf16>
// CAST-NEXT: %[[C0:.*]] = vector.bitcast %[[S0]] : vector<4xf16> to vector<2xf32>
// CAST-NEXT: %[[I0:.*]] = vector.insert_strided_slice %[[C0]], %[[Z]] {offsets = [0], strides = [1]} : vector<2xf32> into vector<4xf32>
// CAST-NEXT: %[[S1:.*]] = vector.extract_strided_slice %{{.*}} {offsets = [4], sizes = [4], strides = [1]} : vector<8xf16> to vector<4xf16>
// CAST-NEXT: %[[C1:.*]] = vector.bitcast %[[S1]] : vector<4xf16> to vector<2xf32>
// CAST-NEXT: vector.insert_strided_slice %[[C1]], %[[I0]] {offsets = [2], strides = [1]} : vector<2xf32> into vector<4xf32>
func.func @two_d(%v: vector<2x8xf16>, %w: vector<8xf16>) -> (vector<2x4xf16>, vector<4xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [0, 1], sizes = [2, 4], strides = [1, 1]} : vector<2x8xf16> to vector<2x4xf16>
  %1 = vector.bitcast %w : vector<8xf16> to vector<4xf32>
  return %0, %1 : vector<2x4xf16>, vector<4xf32>
}

// -----

// CAST-LABEL: func.func @casts
// CAST-SAME: (%[[A:.*]]: vector<16xi8>, %[[B:.*]]: vector<4xi8>)
// CAST-NEXT: %[[Z:.*]] = arith.constant dense<0> : vector<4xi32>
// CAST-NEXT: %[[S0:.*]] = vector.extract_strided_slice %[[A]] {offsets = [0], sizes = [4], strides = [1]} : vector<16xi8> to vector<4xi8>
// CAST-NEXT: vector.bitcast %[[S0]] : vector<4xi8> to vector<1xi32>
// CAST: vector.extract_strided_slice %[[A]] {offsets = [12], sizes = [4], strides = [1]} : vector<16xi8> to vector<4xi8>
// CAST: vector.insert_strided_slice %{{.*}}, %{{.*}} {offsets = [3], strides = [1]} : vector<1xi32> into vector<4xi32>
// CAST: %{{.*}} = vector.bitcast %[[B]] : vector<4xi8> to vector<1xi32>
func.func @casts(%a: vector<16xi8>, %b: vector<4xi8>) -> (vector<4xi32>, vector<1xi32>) {
  %0 = vector.bitcast %a : vector<16xi8> to vector<4xi32>
  %1 = vector.bitcast %b : vector<4xi8> to vector<1xi32>
  return %0, %1 : vector<4xi32>, vector<1xi32>
}
