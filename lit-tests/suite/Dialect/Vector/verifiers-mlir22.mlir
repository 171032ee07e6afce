// Verifier and parser errors of vector ops with mlir-opt 22's wording and order: broadcast, shuffle,
// extract/insert (0-D results and sources), outerproduct, transfers (permutation maps, vector element
// memrefs, masks), strided slices, contract's maps and result shape, masks, shape_cast, bitcast,
// reductions, transpose, load/store layouts and ranks, the enum attributes' two-part parse error.
// RUN: jopt %s -split-input-file -verify-diagnostics
func.func @a1(%arg0: f32) -> f32 {
  // expected-error@+1 {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.broadcast %arg0 : f32 to f32
}
// -----
func.func @a2(%arg0: vector<1xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %1 = vector.broadcast %arg0 : vector<1xf32> to vector<f32>
}
// -----
func.func @a3(%arg0: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. 1)}}
  %1 = vector.broadcast %arg0 : vector<4x8xf32> to vector<1x8xf32>
}
// -----
func.func @a4(%arg0: memref<4x8xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source type is not a vector}}
  %1 = vector.broadcast %arg0 : memref<4x8xf32> to vector<1x8xf32>
}
// -----
func.func @a5(%arg0: vector<2xf32>, %arg1: vector<2xi32>) {
  // expected-error@+1 {{'vector.shuffle' op failed to verify that second operand v2 and result have same element type}}
  %1 = vector.shuffle %arg0, %arg1 [0, 1] : vector<2xf32>, vector<2xi32>
}
// -----
func.func @a6(%arg0: vector<2xf32>, %arg1: vector<4x2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op rank mismatch}}
  %1 = vector.shuffle %arg0, %arg1 [0, 1] : vector<2xf32>, vector<4x2xf32>
}
// -----
func.func @a7(%arg0: vector<2x2xf32>, %arg1: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op dimension mismatch}}
  %1 = vector.shuffle %arg0, %arg1 [0, 1] : vector<2x2xf32>, vector<2x4xf32>
}
// -----
func.func @a8(%arg0: vector<2xf32>, %arg1: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #2 out of range}}
  %1 = vector.shuffle %arg0, %arg1 [0, 4] : vector<2xf32>, vector<2xf32>
}
// -----
func.func @a9(%arg0: vector<2xf32>, %arg1: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op invalid mask length}}
  %1 = vector.shuffle %arg0, %arg1 [] : vector<2xf32>, vector<2xf32>
}
// -----
func.func @a10(%arg0: index) {
  // expected-error@+1 {{custom op 'vector.extract' invalid kind of type specified: expected builtin.vector, but found 'index'}}
  %1 = vector.extract %arg0[] : index from index
}
// -----
func.func @a11(%arg0: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %1 = vector.extract %arg0[0, 0, 0, 0] : f32 from vector<4x8x16xf32>
}
// -----
func.func @a12(%arg0: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %1 = "vector.extract" (%arg0) <{static_position = array<i64: 0, 0, 0, 0>}> : (vector<4x8x16xf32>) -> (vector<16xf32>)
}
// -----
func.func @a13(%arg0: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %1 = vector.extract %arg0[0, 43, 0] : f32 from vector<4x8x16xf32>
}
// -----
func.func @a14(%arg0: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #3 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %1 = vector.extract %arg0[3, 7, 16] : f32 from vector<4x8x16xf32>
}
// -----
func.func @a15(%arg0: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #3 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %1 = vector.extract %arg0[0, 0, -2] : f32 from vector<4x8x16xf32>
}
// -----
func.func @a16(%a: f32, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %1 = vector.insert %a, %b[3, 3, 3, 3, 3, 3] : f32 into vector<4x8x16xf32>
}
// -----
func.func @a17(%a: vector<4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %1 = vector.insert %a, %b[3] : vector<4xf32> into vector<4x8x16xf32>
}
// -----
func.func @a18(%a: f32, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %1 = vector.insert %a, %b[3, 3] : f32 into vector<4x8x16xf32>
}
// -----
func.func @a19(%a: f32, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #3 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %1 = vector.insert %a, %b[0, 0, -2] : f32 into vector<4x8x16xf32>
}
// -----
func.func @a20(%a: f32, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %1 = vector.insert %a, %b[4, 7, 15] : f32 into vector<4x8x16xf32>
}
// -----
func.func @a21(%arg0: f32) {
  // expected-error@+1 {{custom op 'vector.outerproduct' expected at least 2 operands}}
  %1 = vector.outerproduct %arg0 : f32, f32
}
// -----
func.func @a22(%arg0: f32) {
  // expected-error@+1 {{custom op 'vector.outerproduct' expected vector type for operand #1}}
  %1 = vector.outerproduct %arg0, %arg0 : f32, f32
}
// -----
func.func @a23(%arg0: vector<4xf32>, %arg1: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %1 = vector.outerproduct %arg1, %arg1 : vector<4x8xf32>, vector<4x8xf32>
}
// -----
func.func @a24(%arg0: vector<4xf32>, %arg1: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #2}}
  %1 = vector.outerproduct %arg0, %arg1 : vector<4xf32>, vector<4x8xf32>
}
// -----
func.func @a25(%arg0: vector<4xf32>, %arg1: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 2-d vector result}}
  %1 = "vector.outerproduct" (%arg0, %arg1) : (vector<4xf32>, vector<8xf32>) -> (vector<8xf32>)
}
// -----
func.func @a26(%arg0: vector<4xf32>, %arg1: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %1 = "vector.outerproduct" (%arg0, %arg1) : (vector<4xf32>, vector<8xf32>) -> (vector<8x16xf32>)
}
// -----
func.func @a27(%arg0: vector<4xf32>, %arg1: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %1 = "vector.outerproduct" (%arg0, %arg1) : (vector<4xf32>, vector<8xf32>) -> (vector<4x16xf32>)
}
// -----
func.func @a28(%arg0: vector<4x8xf32>, %arg1: f32) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %1 = vector.outerproduct %arg0, %arg1 : vector<4x8xf32>, f32
}
// -----
func.func @a29(%arg0: vector<4xf32>, %arg1: f32) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector result}}
  %1 = "vector.outerproduct" (%arg0, %arg1) : (vector<4xf32>, f32) -> (vector<4x8xf32>)
}
// -----
func.func @a30(%arg0: vector<8xf32>, %arg1: f32) {
  // expected-error@+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %1 = "vector.outerproduct" (%arg0, %arg1) : (vector<8xf32>, f32) -> (vector<16xf32>)
}
// -----
func.func @a31(%arg0: vector<4xf32>, %arg1: vector<8xf32>, %arg2: vector<4x16xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %1 = "vector.outerproduct" (%arg0, %arg1, %arg2) : (vector<4xf32>, vector<8xf32>, vector<4x16xf32>) -> (vector<4x8xf32>)
}
// -----
func.func @b1(%arg0: memref<?x?xf32>) {
  %c3 = arith.constant 3 : index
  %cst = arith.constant 3.0 : f32
  // expected-error@+1 {{custom op 'vector.transfer_read' requires two types}}
  %0 = vector.transfer_read %arg0[%c3, %c3], %cst { permutation_map = affine_map<()->(0)> } : memref<?x?xf32>
}
// -----
func.func @b2(%arg0: vector<4x3xf32>) {
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %vf0 = vector.broadcast %f0 : f32 to vector<4x3xf32>
  // expected-error@+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %0 = vector.transfer_read %arg0[%c3, %c3], %vf0 : vector<4x3xf32>, vector<1x1x2x3xf32>
}
// -----
func.func @b3(%arg0: memref<4x3xf32>) {
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %vf0 = vector.broadcast %f0 : f32 to vector<4x3xf32>
  // expected-error@+1 {{custom op 'vector.transfer_read' requires vector type}}
  %0 = vector.transfer_read %arg0[%c3, %c3], %vf0 : memref<4x3xf32>, f32
}
// -----
func.func @b4(%arg0: memref<?x?xf32>) {
  %c3 = arith.constant 3 : index
  %cst = arith.constant 3.0 : f32
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %arg0[%c3, %c3, %c3], %cst { permutation_map = affine_map<()->(0)> } : memref<?x?xf32>, vector<128xf32>
}
// -----
func.func @b5(%arg0: memref<?x?xf32>) {
  %c3 = arith.constant 3 : index
  %cst = arith.constant 3.0 : f32
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %arg0[%c3, %c3], %cst {permutation_map = affine_map<(d0)->(d0)>} : memref<?x?xf32>, vector<128xf32>
}
// -----
func.func @b6(%arg0: memref<?x?xf32>) {
  %c3 = arith.constant 3 : index
  %cst = arith.constant 3.0 : f32
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %arg0[%c3, %c3], %cst {permutation_map = affine_map<(d0, d1)->(d0, d1)>} : memref<?x?xf32>, vector<128xf32>
}
// -----
func.func @b7(%arg0: memref<?x?xf32>) {
  %c3 = arith.constant 3 : index
  %cst = arith.constant 3.0 : f32
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %arg0[%c3, %c3], %cst {permutation_map = affine_map<(d0, d1)->(d0 + d1)>} : memref<?x?xf32>, vector<128xf32>
}
// -----
func.func @b8(%arg0: memref<?x?xf32>) {
  %c3 = arith.constant 3 : index
  %cst = arith.constant 3.0 : f32
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %arg0[%c3, %c3], %cst {permutation_map = affine_map<(d0, d1)->(d0 + 1)>} : memref<?x?xf32>, vector<128xf32>
}
// -----
func.func @b9(%arg0: memref<?x?x?xf32>) {
  %c3 = arith.constant 3 : index
  %cst = arith.constant 3.0 : f32
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %arg0[%c3, %c3, %c3], %cst {permutation_map = affine_map<(d0, d1, d2)->(d0, d0)>} : memref<?x?x?xf32>, vector<3x7xf32>
}
// -----
func.func @b10(%arg0: memref<?x?x?xf32>) {
  %c1 = arith.constant 1 : i1
  %c3 = arith.constant 3 : index
  %cst = arith.constant 3.0 : f32
  // expected-note@+1 {{prior use here}}
  %mask = vector.broadcast %c1 : i1 to vector<3x8x7xi1>
  // expected-error@+1 {{use of value '%mask' expects different type than prior uses: 'vector<3x7xi1>' vs 'vector<3x8x7xi1>'}}
  %0 = vector.transfer_read %arg0[%c3, %c3, %c3], %cst, %mask {permutation_map = affine_map<(d0, d1, d2)->(d0, 0, d2)>} : memref<?x?x?xf32>, vector<3x8x7xf32>
}
// -----
func.func @b11(%arg0: memref<?x?xvector<4x3xf32>>) {
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %vf0 = vector.broadcast %f0 : f32 to vector<4x3xf32>
  // expected-error@+1 {{'vector.transfer_read' op requires source vector element and vector result ranks to match.}}
  %0 = vector.transfer_read %arg0[%c3, %c3], %vf0 {permutation_map = affine_map<(d0, d1)->(d0, d1)>} : memref<?x?xvector<4x3xf32>>, vector<3xf32>
}
// -----
func.func @b12(%arg0: memref<?x?xvector<6xf32>>) {
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %vf0 = vector.broadcast %f0 : f32 to vector<6xf32>
  // expected-error@+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source}}
  %0 = vector.transfer_read %arg0[%c3, %c3], %vf0 : memref<?x?xvector<6xf32>>, vector<3xf32>
}
// -----
func.func @b13(%arg0: memref<?x?xvector<2x3xf32>>) {
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %vf0 = vector.broadcast %f0 : f32 to vector<2x3xf32>
  // expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d0, d1)> vs inBounds of size: 1}}
  %0 = vector.transfer_read %arg0[%c3, %c3], %vf0 {in_bounds = [true], permutation_map = affine_map<(d0, d1)->(d0, d1)>} : memref<?x?xvector<2x3xf32>>, vector<1x1x2x3xf32>
}
// -----
func.func @b14(%arg0: memref<?x?xvector<2x3xf32>>) {
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %vf0 = vector.broadcast %f0 : f32 to vector<2x3xf32>
  // expected-error@+1 {{block with no terminator, has %3 = "vector.transfer_read"(%arg0, %0, %0, %2) <{in_bounds = [false, true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (0, d1)>}> : (memref<?x?xvector<2x3xf32>>, index, index, vector<2x3xf32>) -> vector<1x1x2x3xf32>}}
  %0 = vector.transfer_read %arg0[%c3, %c3], %vf0 {in_bounds = [false, true], permutation_map = affine_map<(d0, d1)->(0, d1)>} : memref<?x?xvector<2x3xf32>>, vector<1x1x2x3xf32>
}
// -----
func.func @b15(%arg0: memref<?x?xvector<2x3xf32>>, %c1: i1) {
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %vf0 = vector.broadcast %f0 : f32 to vector<2x3xf32>
  %mask = vector.broadcast %c1 : i1 to vector<2x3xi1>
  // expected-error@+1 {{custom op 'vector.transfer_read' does not support masks with vector element type}}
  %0 = vector.transfer_read %arg0[%c3, %c3], %vf0, %mask {permutation_map = affine_map<(d0, d1)->(d0, d1)>} : memref<?x?xvector<2x3xf32>>, vector<1x1x2x3xf32>
}

// -----

func.func @f(%arg0: memref<?x?xf32>, %c3: index) {
  // expected-error@+1 {{custom op 'vector.transfer_write' requires two types}}
  vector.transfer_write %arg0, %arg0[%c3, %c3] : memref<?x?xf32>
}

// -----

func.func @f(%arg0: memref<vector<4x3xf32>>, %c3: index) {
  // expected-error@+1 {{custom op 'vector.transfer_write' requires vector type}}
  vector.transfer_write %arg0, %arg0[%c3, %c3] : memref<vector<4x3xf32>>, vector<4x3xf32>
}

// -----

func.func @f(%arg0: vector<4x3xf32>, %c3: index) {
  // expected-error@+1 {{custom op 'vector.transfer_write' requires memref or ranked tensor type}}
  vector.transfer_write %arg0, %arg0[%c3, %c3] : vector<4x3xf32>, f32
}

// -----

func.func @f(%arg0: memref<?x?xf32>, %c3: index) {
  %cst = arith.constant dense<3.0> : vector<128 x f32>
  // expected-error@+1 {{expected 5 operand types but had 4}}
  %0 = "vector.transfer_write"(%cst, %arg0, %c3, %c3, %c3) {permutation_map = affine_map<()->(0)>} : (vector<128xf32>, memref<?x?xf32>, index, index) -> ()
}

// -----

func.func @f(%arg0: memref<?x?xf32>, %c3: index, %cst: vector<128xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %cst, %arg0[%c3, %c3, %c3] {permutation_map = affine_map<()->(0)>} : vector<128xf32>, memref<?x?xf32>
}

// -----

func.func @f(%arg0: memref<?x?xf32>, %c3: index, %cst: vector<128xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires a permutation_map with input dims of the same rank as the source type}}
  vector.transfer_write %cst, %arg0[%c3, %c3] {permutation_map = affine_map<(d0)->(d0)>} : vector<128xf32>, memref<?x?xf32>
}

// -----

func.func @f(%arg0: memref<?x?xf32>, %c3: index, %cst: vector<128xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires a permutation_map with result dims of the same rank as the vector type}}
  vector.transfer_write %cst, %arg0[%c3, %c3] {permutation_map = affine_map<(d0, d1)->(d0, d1)>} : vector<128xf32>, memref<?x?xf32>
}

// -----

func.func @f(%arg0: memref<?x?xf32>, %c3: index, %cst: vector<128xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  vector.transfer_write %cst, %arg0[%c3, %c3] {permutation_map = affine_map<(d0, d1)->(d0 + d1)>} : vector<128xf32>, memref<?x?xf32>
}

// -----

func.func @f(%arg0: memref<?x?xf32>, %c3: index, %cst: vector<128xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  vector.transfer_write %cst, %arg0[%c3, %c3] {permutation_map = affine_map<(d0, d1)->(d0 + 1)>} : vector<128xf32>, memref<?x?xf32>
}

// -----

func.func @f(%arg0: memref<?x?x?xf32>, %c3: index, %cst: vector<3x7xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  vector.transfer_write %cst, %arg0[%c3, %c3, %c3] {permutation_map = affine_map<(d0, d1, d2)->(d0, d0)>} : vector<3x7xf32>, memref<?x?x?xf32>
}

// -----

func.func @f(%arg0: memref<?xf32>, %arg1: vector<7xf32>, %c3: index) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %arg1, %arg0[%c3]
      {permutation_map = affine_map<(d0) -> (0)>}
      : vector<7xf32>, memref<?xf32>
}

// -----

func.func @f(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [100], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
}

// -----

func.func @f(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [2, 2, 2], strides = [1]} : vector<4x4xf32> into vector<4x8x16xf32>
}

// -----

func.func @f(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected source rank to be no greater than destination rank}}
  %1 = vector.insert_strided_slice %b, %a {offsets = [2, 2], strides = [1, 1, 1]} : vector<4x8x16xf32> into vector<4x4xf32>
}

// -----

func.func @f(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [100,100,100], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
}

// -----

func.func @f(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [2, 2, 2], strides = [100, 100]} : vector<4x4xf32> into vector<4x8x16xf32>
}

// -----

func.func @f(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [2, 7, 2], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
}

// -----

func.func @f(%arg0: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %1 = vector.extract_strided_slice %arg0 {offsets = [100], sizes = [2, 2], strides = [1, 1]} : vector<4x8x16xf32> to vector<2x2x16xf32>
}

// -----

func.func @f(%arg0: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets attribute of rank no greater than vector rank}}
  %1 = vector.extract_strided_slice %arg0 {offsets = [2, 2, 2, 2], sizes = [2, 2, 2, 2], strides = [1, 1, 1, 1]} : vector<4x8x16xf32> to vector<2x2x16xf32>
}

// -----

func.func @f(%arg0: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %1 = vector.extract_strided_slice %arg0 {offsets = [100], sizes = [100], strides = [100]} : vector<4x8x16xf32> to vector<100x8x16xf32>
}

// -----

func.func @f(%arg0: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sizes dimension 0 to be confined to [1, 5)}}
  %1 = vector.extract_strided_slice %arg0 {offsets = [2], sizes = [100], strides = [100]} : vector<4x8x16xf32> to vector<100x8x16xf32>
}

// -----

func.func @f(%arg0: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %1 = vector.extract_strided_slice %arg0 {offsets = [2], sizes = [1], strides = [100]} : vector<4x8x16xf32> to vector<1x8x16xf32>
}

// -----

func.func @f(%arg0: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %1 = vector.extract_strided_slice %arg0 {offsets = [2], sizes = [3], strides = [1]} : vector<4x8x16xf32> to vector<3x8x16xf32>
}

// -----

func.func @f(%arg0: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x8x16xf32>'}}
  %1 = vector.extract_strided_slice %arg0 {offsets = [2], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<3x1xf32>
}

// -----

#ca = [affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>]
#ct = {indexing_maps = #ca, iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
func.func @c(%arg0: vector<7x8x16x15xf32>, %arg1: vector<8x16x7x5xf32>, %arg2: vector<8x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract #ct %arg0, %arg1, %arg2 : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
}

// -----

#ca = [affine_map<(b0, f0, f1, c0, c1) -> (c0, c0, c1, f0)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>]
#ct = {indexing_maps = #ca, iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
func.func @c(%arg0: vector<7x8x16x15xf32>, %arg1: vector<8x16x7x5xf32>, %arg2: vector<8x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to be a projected permutation of its inputs}}
  %0 = vector.contract #ct %arg0, %arg1, %arg2 : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
}

// -----

#ca = [affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>, affine_map<(b0, f0, f1, c0, c1)[s0] -> (b0, s0, c0, f1)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>]
#ct = {indexing_maps = #ca, iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
func.func @c(%arg0: vector<7x8x16x15xf32>, %arg1: vector<8x16x7x5xf32>, %arg2: vector<8x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 1 to have no symbols}}
  %0 = vector.contract #ct %arg0, %arg1, %arg2 : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
}

// -----

#ca = [affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>, affine_map<(b0, f0, f1, c1) -> (b0, f0, f1)>]
#ct = {indexing_maps = #ca, iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
func.func @c(%arg0: vector<7x8x16x15xf32>, %arg1: vector<8x16x7x5xf32>, %arg2: vector<8x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 2 to have 5 number of inputs}}
  %0 = vector.contract #ct %arg0, %arg1, %arg2 : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
}

// -----

#ca = [affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, f1)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>]
#ct = {indexing_maps = #ca, iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
func.func @c(%arg0: vector<7x8x16x15xf32>, %arg1: vector<8x16x7x5xf32>, %arg2: vector<8x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 1 to have 4 number of outputs}}
  %0 = vector.contract #ct %arg0, %arg1, %arg2 : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
}

// -----

#ca = [affine_map<(b0, f0, f1, b1, b2) -> (b1, b0, b2, f0)>, affine_map<(b0, f0, f1, b1, b2) -> (b0, b2, b1, f1)>, affine_map<(b0, f0, f1, b1, b2) -> (b0, f0, f1)>]
#ct = {indexing_maps = #ca, iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
func.func @c(%arg0: vector<7x8x16x15xf32>, %arg1: vector<8x16x7x5xf32>, %arg2: vector<8x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract #ct %arg0, %arg1, %arg2 : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
}

// -----

#ca = [affine_map<(b0, f0, f1, c0, c1) -> (c1, b0, c0, f0)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>]
#ct = {indexing_maps = #ca, iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
func.func @c(%arg0: vector<7x8x16x15xf32>, %arg1: vector<8x16x7x5xf32>, %arg2: vector<8x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract #ct %arg0, %arg1, %arg2 : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
}

// -----

#ca = [affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>, affine_map<(b0, f0, f1, c0, c1) -> (f1, c1, c0, b0)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>]
#ct = {indexing_maps = #ca, iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
func.func @c(%arg0: vector<7x8x16x15xf32>, %arg1: vector<8x16x7x5xf32>, %arg2: vector<8x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid batch dimension map}}
  %0 = vector.contract #ct %arg0, %arg1, %arg2 : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
}

// -----

#ca = [affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>]
#ct = {indexing_maps = #ca, iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
func.func @c(%arg0: vector<7x8x16x15xf32>, %arg1: vector<8x16x7x5xf32>, %arg2: vector<88x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<8x15x5xf32>'}}
  %0 = vector.contract #ct %arg0, %arg1, %arg2 : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<88x15x5xf32>
}

// -----

#ca = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
#ct = {indexing_maps = #ca, iterator_types = ["parallel", "parallel", "reduction"]}
func.func @c(%arg0: vector<4x3xi32>, %arg1: vector<3x7xf32>, %arg2: vector<4x7xf32>) -> vector<4x7xf32> {
  // expected-error@+1 {{'vector.contract' op failed to verify that lhs and rhs have same element type}}
  %0 = vector.contract #ct %arg0, %arg1, %arg2 : vector<4x3xi32>, vector<3x7xf32> into vector<4x7xf32>
}

// -----

#ca = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>]
#ct = {indexing_maps = #ca, iterator_types = ["parallel", "parallel", "reduction"]}
func.func @c(%arg0: vector<2x1xf32>, %arg1: vector<1x3xf32>, %arg2: vector<2x3xf32>) -> vector<3x2xf32> {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<3x2xf32>'}}
  %0 = vector.contract #ct %arg0, %arg1, %arg2 : vector<2x1xf32>, vector<1x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// -----

func.func @f(%arg0 : vector<1x2xi32>, %arg1 : vector<2xi32>, %arg2 : vector<1xi32>) {
  // expected-error@+1 {{'vector.contract' op expected all dimensions to be either a LHS or a RHS dimension}}
  %result = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d1)>],
    iterator_types = ["reduction", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<1x2xi32>, vector<2xi32> into vector<1xi32>
  return
}

// -----

func.func @f(%c1: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %0 = vector.create_mask : vector<i1>
}

// -----

func.func @f(%c1: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %0 = vector.create_mask %c1, %c1, %c1 : vector<i1>
}

// -----

func.func @f(%c2: index, %c3: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %c3, %c2 : vector<4x3x7xi1>
}

// -----

func.func @f() {
  // expected-error@+1 {{array attr must have length 1 for 0-D vectors}}
  %0 = vector.constant_mask [] : vector<i1>
}

// -----

func.func @f() {
  // expected-error@+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %0 = vector.constant_mask [2] : vector<i1>
}

// -----

func.func @f() {
  // expected-error@+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [3, 2, 7] : vector<4x3xi1>
}

// -----

func.func @f() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [-1, 2] : vector<4x3xi1>
}

// -----

func.func @f() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [3, 4] : vector<4x3xi1>
}

// -----

func.func @f() {
  // expected-error@+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [0, 2] : vector<4x3xi1>
}

// -----

func.func @f() {
  // expected-error@+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2] : vector<[8]xi1>
}

// -----

func.func @f(%arg0 : f32) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = vector.print %arg0 : f32
}

// -----

func.func @f(%arg0 : vector<5x1x3x2xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %arg0 : vector<5x1x3x2xf32> to vector<15x2xi32>
}

// -----

func.func @f(%arg0 : vector<5x1x3x2xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (30) and result (20)}}
  %0 = vector.shape_cast %arg0 : vector<5x1x3x2xf32> to vector<10x2xf32>
}

// -----

func.func @f(%arg0 : vector<5x1x3x2xf32>) {
  // expected-error@+1 {{block with no terminator, has %0 = "vector.shape_cast"(%arg0) : (vector<5x1x3x2xf32>) -> vector<2x15xf32>}}
  %0 = vector.shape_cast %arg0 : vector<5x1x3x2xf32> to vector<2x15xf32>
}

// -----

func.func @f(%arg0 : vector<15x2xf32>) {
  // expected-error@+1 {{block with no terminator, has %0 = "vector.shape_cast"(%arg0) : (vector<15x2xf32>) -> vector<5x2x3x1xf32>}}
  %0 = vector.shape_cast %arg0 : vector<15x2xf32> to vector<5x2x3x1xf32>
}

// -----

func.func @f(%arg0 : vector<5x1x3x2xf32>) {
  // expected-error@+1 {{custom op 'vector.bitcast' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.bitcast %arg0 : vector<5x1x3x2xf32> to f32
}

// -----

func.func @f(%arg0 : vector<1xf32>) {
  // expected-error@+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %arg0 : vector<1xf32> to vector<f32>
}

// -----

func.func @f(%arg0 : vector<f32>) {
  // expected-error@+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %arg0 : vector<f32> to vector<1xf32>
}

// -----

func.func @f(%arg0 : vector<5x1x3x2xf32>) {
  // expected-error@+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %arg0 : vector<5x1x3x2xf32> to vector<5x3x2xf32>
}

// -----

func.func @f(%arg0 : vector<5x1x3x2xf32>) {
  // expected-error@+1 {{'vector.bitcast' op dimension size mismatch at: 1}}
  %0 = vector.bitcast %arg0 : vector<5x1x3x2xf32> to vector<5x2x3x2xf32>
}

// -----

func.func @f(%arg0 : vector<5x1x3x2xf32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %arg0 : vector<5x1x3x2xf32> to vector<5x1x3x3xf16>
}

// -----

func.func @f(%arg0: vector<16xf32>) {
  // expected-error@+2 {{custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  // expected-error@+1 {{custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  %0 = vector.reduction <joho>, %arg0 : vector<16xf32> into f32
}

// -----

func.func @f(%arg0: vector<16xf32>) {
  // expected-error@+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %arg0 : vector<16xf32> into i32
}

// -----

func.func @f(%arg0: vector<16xf32>) {
  // expected-error@+1 {{expected '<'}}
  %0 = vector.reduction 1234, %arg0 : vector<16xf32> into i32
}

// -----

func.func @f(%arg0: vector<16xf32>, %arg1: f32) {
  // expected-error@+1 {{expected ':'}}
  %0 = vector.reduction <add>, %arg0, %arg1, %arg1 : vector<16xf32> into f32
}

// -----

func.func @f(%arg0: vector<4x16xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %arg0 : vector<4x16xf32> into f32
}

// -----

func.func @f(%arg0: vector<4x16xf32>, %acc: vector<16xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<16xf32>' is incompatible with source type 'vector<4x16xf32>'}}
  %0 = vector.multi_reduction <mul>, %arg0, %acc [1] : vector<4x16xf32> to vector<16xf32>
}

// -----

func.func @f(%arg0: vector<4x16x11xf32>) {
  // expected-error@+1 {{'vector.transpose' op vector result rank mismatch: 1}}
  %0 = vector.transpose %arg0, [2, 1, 0] : vector<4x16x11xf32> to vector<100xf32>
}

// -----

func.func @f(%arg0: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition length mismatch: 3}}
  %0 = vector.transpose %arg0, [2, 0, 1] : vector<4x4xf32> to vector<4x4xf32>
}

// -----

func.func @f(%arg0: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition index out of range: 2}}
  %0 = vector.transpose %arg0, [2, 0] : vector<4x4xf32> to vector<4x4xf32>
}

// -----

func.func @f(%arg0: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.transpose' op duplicate position index: 0}}
  %0 = vector.transpose %arg0, [0, 0] : vector<4x4xf32> to vector<4x4xf32>
}

// -----

func.func @f(%arg0: vector<11x7x3x2xi32>) {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 0}}
  %0 = vector.transpose %arg0, [3, 0, 1, 2] : vector<11x7x3x2xi32> to vector<2x3x7x11xi32>
}

// -----

func.func @f(%arg0: memref<4x3xf32, affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s0 + d1 * s1 + s2)>>) {
  // expected-error@+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %arg0: memref<4x3xf32, affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s0 + d1 * s1 + s2)>> to memref<vector<4x3xf32>>
}

// -----

func.func @f(%memref : memref<200x100xf32, affine_map<(d0, d1) -> (200*d0 + 2*d1)>>, %i : index, %j : index, %value : vector<8xf32>) {
  // expected-error@+1 {{'vector.store' op most minor memref dim must have unit stride}}
  vector.store %value, %memref[%i, %j] : memref<200x100xf32, affine_map<(d0, d1) -> (200*d0 + 2*d1)>>, vector<8xf32>
  return
}

// -----

func.func @f(%memref : memref<200x100xvector<4xf32>>, %i : index, %j : index, %value : vector<8xf32>) {
  // expected-error@+1 {{'vector.store' op base memref and valueToStore vector types should match}}
  vector.store %value, %memref[%i, %j] : memref<200x100xvector<4xf32>>, vector<8xf32>
}

// -----

func.func @f(%base : memref<?xf64>, %value : vector<16xf32>, %c0: index) {
  // expected-error@+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %value, %base[%c0] : memref<?xf64>, vector<16xf32>
}

// -----

func.func @f(%base : memref<?xf32>, %value : vector<16xf32>) {
  // expected-error@+1 {{'vector.store' op requires 1 indices}}
  vector.store %value, %base[] : memref<?xf32>, vector<16xf32>
}

// -----

func.func @f(%base: memref<?xf64>, %mask: vector<16xi1>, %pass: vector<16xf32>, %c0: index) {
  // expected-error@+1 {{'vector.maskedload' op base and result element type should match}}
  %0 = vector.maskedload %base[%c0], %mask, %pass : memref<?xf64>, vector<16xi1>, vector<16xf32> into vector<16xf32>
}

// -----

func.func @f(%base: memref<?xf32>, %mask: vector<15xi1>, %pass: vector<16xf32>, %c0: index) {
  // expected-error@+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %0 = vector.maskedload %base[%c0], %mask, %pass : memref<?xf32>, vector<15xi1>, vector<16xf32> into vector<16xf32>
}

// -----

func.func @f(%base: memref<?xf32>, %mask: vector<16xi1>, %pass: vector<16xi32>, %c0: index) {
  // expected-error@+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = vector.maskedload %base[%c0], %mask, %pass : memref<?xf32>, vector<16xi1>, vector<16xi32> into vector<16xf32>
}

// -----

func.func @f(%base: memref<?xf32>, %mask: vector<16xi1>, %pass: vector<16xf32>) {
  // expected-error@+1 {{'vector.maskedload' op requires 1 indices}}
  %0 = vector.maskedload %base[], %mask, %pass : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
}

// -----

func.func @f(%base: memref<?xf64>, %mask: vector<16xi1>, %value: vector<16xf32>, %c0: index) {
  // expected-error@+1 {{'vector.maskedstore' op base and valueToStore element type should match}}
  vector.maskedstore %base[%c0], %mask, %value : memref<?xf64>, vector<16xi1>, vector<16xf32>
}

// -----

func.func @f(%base: memref<?xf32>, %mask: vector<15xi1>, %value: vector<16xf32>, %c0: index) {
  // expected-error@+1 {{'vector.maskedstore' op expected valueToStore shape to match mask shape}}
  vector.maskedstore %base[%c0], %mask, %value : memref<?xf32>, vector<15xi1>, vector<16xf32>
}

// -----

func.func @f(%base: memref<?xf32>, %mask: vector<16xi1>, %value: vector<16xf32>, %c0: index) {
  // expected-error@+1 {{'vector.maskedstore' op requires 1 indices}}
  vector.maskedstore %base[%c0, %c0], %mask, %value : memref<?xf32>, vector<16xi1>, vector<16xf32>
}

// -----

func.func @f(%m: memref<4x8xf32>, %i: index) {
 // expected-error@+1 {{'vector.load' op destination memref has lower rank than the result vector}}
 %0 = vector.load %m[%i, %i] : memref<4x8xf32>, vector<2x2x8xf32>
 return
}
// -----
func.func @f(%m: memref<4x8xf64>, %i: index) {
 // expected-error@+1 {{'vector.load' op base and result element types should match}}
 %0 = vector.load %m[%i, %i] : memref<4x8xf64>, vector<8xf32>
 return
}
// -----
func.func @f(%m: memref<4x8xf32, strided<[8, 2]>>, %i: index) {
 %0 = vector.load %m[%i, %i] : memref<4x8xf32, strided<[8, 2]>>, vector<1xf32>
 // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
 %1 = vector.load %m[%i, %i] : memref<4x8xf32, strided<[8, 2]>>, vector<2xf32>
 return
}
// -----
func.func @f(%m: memref<4x8xf32>, %i: index, %v: vector<2x2x8xf32>) {
 // expected-error@+1 {{'vector.store' op source memref has lower rank than the vector to store}}
 vector.store %v, %m[%i, %i] : memref<4x8xf32>, vector<2x2x8xf32>
 return
}
// -----
func.func @f(%m: memref<4x8xvector<4xf32>>, %i: index) {
 // expected-error@+1 {{'vector.load' op base memref and result vector types should match}}
 %0 = vector.load %m[%i, %i] : memref<4x8xvector<4xf32>>, vector<8xf32>
 return
}

// -----

func.func @a(%arg0: vector<[4]xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch ([4] vs. 4)}}
  %1 = vector.broadcast %arg0 : vector<[4]xf32> to vector<2x4xf32>
  return
}
// -----
func.func @a(%arg0: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. [4])}}
  %1 = vector.broadcast %arg0 : vector<4xf32> to vector<2x[4]xf32>
  return
}
// -----
func.func @a(%arg0: vector<1xf32>) {
  %1 = vector.broadcast %arg0 : vector<1xf32> to vector<2x[4]xf32>
  return
}
// -----
func.func @a(%arg0: vector<[1]xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch ([1] vs. 4)}}
  %1 = vector.broadcast %arg0 : vector<[1]xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f() {
  // expected-error@+2 {{custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
  // expected-error@+1 {{custom op 'vector.print' failed to parse Vector_PrintPunctuation parameter 'value' which is to be a `::mlir::vector::PrintPunctuation`}}
  vector.print punctuation <foo>
  return
}
// -----
func.func @f(%a: vector<2xf32>) {
  // expected-error@+2 {{expected ::mlir::vector::IteratorType to be one of: parallel, reduction}}
  // expected-error@+1 {{failed to parse Vector_IteratorTypeEnum parameter 'value' which is to be a `::mlir::vector::IteratorType`}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = [#vector.iterator_type<foo>]} %a, %a, %a : vector<2xf32>, vector<2xf32> into f32
  return
}

// -----

func.func @a(%v: vector<f32>) {
  // expected-error@+1 {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = vector.extract %v[] : vector<f32> from vector<f32>
  return
}
// -----
func.func @b(%v: vector<2x3xf32>) {
  // expected-error@+1 {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = vector.extract %v[0, 1] : vector<f32> from vector<2x3xf32>
  return
}
// -----
func.func @c(%v: vector<f32>, %w: vector<f32>) {
  // expected-error@+1 {{expected a scalar instead of a 0-d vector as the source operand}}
  %0 = vector.insert %v, %w[] : vector<f32> into vector<f32>
  return
}
// -----
func.func @d(%v: vector<f32>) {
  %0 = vector.broadcast %v : vector<f32> to vector<f32>
  %1 = vector.shape_cast %v : vector<f32> to vector<1xf32>
  %2 = vector.extract %v[] : f32 from vector<f32>
  return
}
