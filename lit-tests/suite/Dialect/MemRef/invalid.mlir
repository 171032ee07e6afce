// Verifier rules of memref ops, one case per split, with mlir-opt 22's messages.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @alloc_sizes(%n: index) {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%n) : memref<4xf32>
  return
}
// -----
func.func @alloc_symbols(%n: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc()[%n] : memref<4xf32>
  return
}
// -----
func.func @cast_incompatible(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}
// -----
func.func @cast_element(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}
// -----
func.func @load_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}
// -----
func.func @store_indices(%m: memref<4x4xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}
// -----
// expected-note@+1 {{prior use here}}
func.func @store_type(%m: memref<4xf32>, %v: i32, %i: index) {
  // expected-error@+1 {{use of value '%v' expects different type than prior uses: 'f32' vs 'i32'}}
  memref.store %v, %m[%i] : memref<4xf32>
  return
}
// -----
func.func @expand_groups(%m: memref<8xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.expand_shape %m [[0], [1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  return
}
// -----
func.func @expand_size(%m: memref<8xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim size (8) must equal reassociation group size (4)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 2] : memref<8xf32> into memref<2x2xf32>
  return
}
// -----
func.func @expand_bounds(%m: memref<8xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 3 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4, 1] : memref<8xf32> into memref<2x4xf32>
  return
}
// -----
func.func @collapse_size(%m: memref<2x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim size (6) must equal reassociation group size (8)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x4xf32> into memref<6xf32>
  return
}
// -----
func.func @collapse_contiguous(%m: memref<2x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[1, 0]] : memref<2x4xf32> into memref<8xf32>
  return
}
// -----
func.func @subview_rank(%m: memref<4x4xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 1}}
  %0 = memref.subview %m[0] [2] [1] : memref<4x4xf32> to memref<2xf32>
  return
}
// -----
func.func @subview_type(%m: memref<4x4xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x2xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32>
  return
}
// -----
func.func @dealloc_unranked_ok(%m: memref<*xf32>) {
  memref.dealloc %m : memref<*xf32>
  return
}
func.func @copy_shape(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  return
}
// -----
func.func @copy_element(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<4xi32>
  return
}
// -----
memref.global "private" @g : memref<4xf32> = dense<0.0>
func.func @get_global_type() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<5xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<5xf32>
  return
}
// -----
func.func @get_global_missing() {
  // expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<5xf32>
  return
}
// -----
// expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([4])}}
memref.global "private" @bad : memref<4xf32> = dense<[1.0, 2.0]>
// -----
func.func @view_type(%m: memref<16xi8>, %o: index) {
  // expected-error@+1 {{unsupported map for result memref type 'memref<4xi32, strided<[1], offset: 1>>'}}
  %0 = memref.view %m[%o][] : memref<16xi8> to memref<4xi32, strided<[1], offset: 1>>
  return
}
// -----
func.func @reinterpret(%m: memref<4xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 1], strides: [1] : memref<4xf32> to memref<4xf32>
  return
}
// -----
func.func @transpose_perm(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<4x8xf32> to memref<4x8xf32>
  return
}
// -----
func.func @rank_zero_dim(%m: memref<f32>) {
  %c = arith.constant 0 : index
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = memref.dim %m, %c : memref<f32>
  return
}
// -----
func.func @alloca_scope_result() {
  // expected-error@+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = memref.alloca_scope -> f32 {
    %c = arith.constant 0 : i32
    // expected-note@+1 {{region branch point}}
    memref.alloca_scope.return %c : i32
  }
  return
}
// -----
func.func @atomic_rmw_kind(%m: memref<4xi32>, %v: f32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xi32>) -> f32
  return
}
// -----
func.func @alloc_strided_symbols(%s: index) {
  // A strided layout needs one symbol operand per dynamic offset or stride.
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 1}}
  %a = memref.alloc()[%s] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  return
}
