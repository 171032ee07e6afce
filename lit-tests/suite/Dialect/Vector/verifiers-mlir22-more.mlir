// More vector verifier and parser errors with mlir-opt 22's wording: fma's float constraint, shuffle 0-D and
// scalable operands, poison positions, transfer map rank and custom-map requirements, alignment
// constraints, gather/scatter bases, contract's old mask operands and missing iterator_types, print's
// source constraint (an optional operand's message has no 'optional of'), shape_cast's scalable dims,
// vector.mask's region checks, scalable.insert/extract positions, deinterleave's trait order,
// to/from_elements counts and scalable results, step's rank.
// RUN: jopt %s -split-input-file -verify-diagnostics
func.func @f(%arg0: vector<4xi32>) {
  // expected-error@+1 {{'vector.fma' op operand #0 must be vector of floating-point values, but got 'vector<4xi32>'}}
  %1 = vector.fma %arg0, %arg0, %arg0 : vector<4xi32>
}
// -----
func.func @f(%arg0: vector<f32>, %arg1: vector<1xf32>) {
  // expected-error@+1 {{'vector.shuffle' op rank mismatch}}
  %1 = vector.shuffle %arg0, %arg1 [0, 1] : vector<f32>, vector<1xf32>
}
// -----
func.func @f(%arg0: vector<[2]xf32>, %arg1: vector<[2]xf32>) {
  // expected-error@+1 {{'vector.shuffle' op operand #0 must be fixed-length vector of any type values, but got 'vector<[2]xf32>'}}
  %1 = vector.shuffle %arg0, %arg1 [0, 1, 2, 3] : vector<[2]xf32>, vector<[2]xf32>
}
// -----
func.func @f(%arg0: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #3 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %1 = vector.extract %arg0[0, 0, -5] : f32 from vector<4x8x16xf32>
}
// -----
func.func @f(%a: f32, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #3 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %1 = vector.insert %a, %b[0, 0, -5] : f32 into vector<4x8x16xf32>
}
// -----
#map1 = affine_map<(d0, d1, d2) -> (d0, 0, 0)>
func.func @main(%m:  memref<1xi32>, %2: vector<1x32xi1>) -> vector<1x32xi32> {
  %0 = arith.constant 1 : index
  %1 = arith.constant 1 : i32
  // expected-error@+1 {{custom op 'vector.transfer_read' expected the same rank for the vector and the results of the permutation map}}
  %3 = vector.transfer_read %m[%0], %1, %2 { permutation_map = #map1 } : memref<1xi32>, vector<1x32xi32>
  return %3 : vector<1x32xi32>
}
// -----
#map1 = affine_map<(d0, d1, d2) -> (d0, 0, 0)>
func.func @w(%m:  memref<1xi32>, %2: vector<1x32xi32>) -> vector<1x32xi32> {
  %0 = arith.constant 1 : index
  %1 = arith.constant 1 : i32
  // expected-error@+1 {{custom op 'vector.transfer_write' expected the same rank for the vector and the results of the permutation map}}
  %3 = vector.transfer_write %2, %m[%0], %1 { permutation_map = #map1 } : vector<1x32xi32>, memref<1xi32>
  return %3 : vector<1x32xi32>
}
// -----
func.func @f(%arg0: memref<?x?xf32>) {
  %c3 = arith.constant 3 : index
  %cst = arith.constant 3.0 : f32
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %arg0[%c3], %cst { permutation_map = affine_map<()->(0)> } : memref<?x?xf32>, vector<128xf32>
}
// -----
func.func @f(%arg0: memref<?x?xf32>) {
  %c3 = arith.constant 3 : index
  %cst = arith.constant 3.0 : f32
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %arg0[%c3, %c3], %cst {permutation_map = affine_map<(d0, d1)->(1)>} : memref<?x?xf32>, vector<128xf32>
}
// -----
func.func @f(%arg0: memref<?x?x?xf32>) {
  %c1 = arith.constant 1 : i1
  %c3 = arith.constant 3 : index
  %cst = arith.constant 3.0 : f32
  // expected-note@+1 {{prior use here}}
  %mask = vector.broadcast %c1 : i1 to vector<3x8x7xi1>
  // expected-error@+1 {{use of value '%mask' expects different type than prior uses: 'vector<3x7xi1>' vs 'vector<3x8x7xi1>'}}
  %0 = vector.transfer_read %arg0[%c3, %c3, %c3], %cst, %mask {permutation_map = affine_map<(d0, d1, d2)->(d0, 0, d2)>} : memref<?x?x?xf32>, vector<3x8x7xf32>
}
// -----
func.func @f(%base: memref<4xi32>, %mask: vector<32xi1>, %pass: vector<1xi32>, %index: index) {
  // expected-error@+1 {{custom op 'vector.maskedload' 'vector.maskedload' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %val = vector.maskedload %base[%index], %mask, %pass { alignment = 3 } : memref<4xi32>, vector<32xi1>, vector<1xi32> into vector<1xi32>
  return
}
// -----
func.func @f(%base: memref<4xi32>, %mask: vector<32xi1>, %value: vector<1xi32>, %index: index) {
  // expected-error@+1 {{custom op 'vector.maskedstore' 'vector.maskedstore' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  vector.maskedstore %base[%index], %mask, %value { alignment = 0 } : memref<4xi32>, vector<32xi1>, vector<1xi32> into vector<1xi32>
  return
}
// -----
func.func @f(%base: vector<16xf32>, %indices: vector<16xi32>, %mask: vector<16xi1>, %pass_thru: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.gather' op operand #0 must be Tensor or MemRef of any type values, but got 'vector<16xf32>'}}
  %0 = vector.gather %base[%c0][%indices], %mask, %pass_thru : vector<16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
}
// -----
func.func @f(%base: memref<?xf32>, %indices: vector<16xi32>, %mask: vector<16xi1>, %pass_thru: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %base[%c0][%indices], %mask, %pass_thru : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<2x16xf32>
}
// -----
func.func @f(%base: memref<16xf32>, %indices: vector<16xi32>, %mask: vector<16xi1>, %pass_thru: vector<16xf32>, %c0 : index) {
  %0 = vector.gather %base[%c0][%indices], %mask, %pass_thru
    // expected-error@+1 {{custom op 'vector.gather' 'vector.gather' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
    { alignment = 0 } : memref<16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
}
// -----
func.func @f(%base: vector<16xf32>, %indices: vector<16xi32>, %mask: vector<16xi1>, %pass_thru: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  vector.scatter %base[%c0][%indices], %mask, %pass_thru
    // expected-error@+1 {{custom op 'into' is unknown (tried 'func.into' as well)}}
    : vector<16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
}
// -----
func.func @f(%base: memref<?xf32>, %indices: vector<16xi32>, %mask: vector<16xi1>, %value: vector<2x16xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  vector.scatter %base[%c0][%indices], %mask, %value : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<2x16xf32>
}
// -----
func.func @f(%base: memref<?xf32>, %indices: vector<16xi32>, %mask: vector<16xi1>, %value: vector<16xf32>, %c0: index) {
  // expected-error@+1 {{custom op 'vector.scatter' 'vector.scatter' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  vector.scatter %base[%c0][%indices], %mask, %value { alignment = 3 } : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
}
// -----
func.func @f(%base: memref<?xf32>, %mask: vector<16xi1>, %pass_thru: vector<17xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.expandload' op expected pass_thru of same type as result type}}
  %0 = vector.expandload %base[%c0], %mask, %pass_thru : memref<?xf32>, vector<16xi1>, vector<17xf32> into vector<16xf32>
}
// -----
func.func @f(%base: memref<?xf32>, %mask: vector<16xi1>, %pass_thru: vector<16xf32>, %c0: index) {
  // expected-error@+1 {{custom op 'vector.expandload' 'vector.expandload' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = vector.expandload %base[%c0], %mask, %pass_thru { alignment = 0 } : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
}

// -----

func.func @f(%arg0: memref<?xindex>) -> vector<3x4xindex> {
  %c3 = arith.constant 3 : index
  // expected-error@+1 {{custom op 'vector.transfer_read' expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %arg0[%c3], %c3 : memref<?xindex>, vector<3x4xindex>
  return %0 : vector<3x4xindex>
}
// -----
func.func @f(%arg0: memref<?xvector<2xindex>>) -> vector<2x3x4xindex> {
  %c3 = arith.constant 3 : index
  // expected-error@+1 {{custom op 'vector.transfer_read' expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %arg0[%c3], %c3 : memref<?xvector<2xindex>>, vector<2x3x4xindex>
  return %0 : vector<2x3x4xindex>
}
// -----
func.func @f(%arg0: memref<?xindex>, %arg1: vector<3x4xindex>) {
  %c3 = arith.constant 3 : index
  // expected-error@+1 {{custom op 'vector.transfer_write' expected a custom permutation_map when rank(source) != rank(destination)}}
  vector.transfer_write %arg1, %arg0[%c3, %c3] : vector<3x4xindex>, memref<?xindex>
}
// -----
func.func @f(%arg0: memref<?x?xf32>) {
  %c3 = arith.constant 3 : index
  %cst = arith.constant dense<3.0> : vector<128 x f32>
  // expected-error@+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %cst, %arg0[%c3] {permutation_map = affine_map<()->(0)>} : vector<128xf32>, memref<?x?xf32>
}
// -----
func.func @f(%a : vector<1x1x[2]xi32>, %b: vector<1x4x[4]xi32>) -> vector<1x4x[4]xi32> {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected size at idx=2 to match the corresponding base size from the input vector (2 vs 4)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 3, 0], strides = [1, 1, 1]} : vector<1x1x[2]xi32> into vector<1x4x[4]xi32>
  return %0 : vector<1x4x[4]xi32>
}
// -----
func.func @f(%a : vector<1x1x4xi32>, %b: vector<1x4x[4]xi32>) -> vector<1x4x[4]xi32> {
  // expected-error@+1 {{'vector.insert_strided_slice' op mismatching scalable flags (at source vector idx=2)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 3, 0], strides = [1, 1, 1]} : vector<1x1x4xi32> into vector<1x4x[4]xi32>
  return %0 : vector<1x4x[4]xi32>
}
// -----
func.func @f(%arg0 : vector<1x4x[4]xi32>) -> vector<1x1x[2]xi32> {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected size at idx=2 to match the corresponding base size from the input vector (2 vs 4)}}
  %1 = vector.extract_strided_slice %arg0 {offsets = [0, 3, 0], sizes = [1, 1, 2], strides = [1, 1, 1]} : vector<1x4x[4]xi32> to vector<1x1x[2]xi32>
  return %1 : vector<1x1x[2]xi32>
}
// -----
func.func @f(%arg0: memref<?x?xvector<2x3xf32>>, %c1: f32) {
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %vf0 = vector.broadcast %f0 : f32 to vector<2x3xf32>
  %mask = vector.broadcast %c1 : f32 to vector<2x3xi1>
  // expected-error@+1 {{custom op 'vector.transfer_read' does not support masks with vector element type}}
  %0 = vector.transfer_read %arg0[%c3, %c3], %vf0, %mask {permutation_map = affine_map<(d0, d1)->(d0, d1)>} : memref<?x?xvector<2x3xf32>>, vector<1x1x2x3xf32>
}

// -----

#ca = [affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>, affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>]
#ct = {indexing_maps = #ca, iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
func.func @c(%arg0: vector<7x8x16x15xf32>, %arg1: vector<8x16x7x5xf32>, %arg2: vector<8x15x5xf32>) {
  %lhs_mask = vector.constant_mask [7, 8, 16, 15] : vector<7x8x16x15xi1>
  // expected-error@+1 {{custom op 'vector.contract' expected zero or exactly 2 vector mask operands}}
  %0 = vector.contract #ct %arg0, %arg1, %arg2, %lhs_mask : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
}
// -----
func.func @f(%arg0: vector<1x2xi32>, %arg1: vector<2xi32>, %arg2: vector<1xi32>) -> vector<1xi32> {
  // expected-error@+1 {{custom op 'vector.contract' expected "iterator_types" array attribute}}
  %0 = vector.contract {} %arg0, %arg1, %arg2 : vector<1x2xi32>, vector<2xi32> into vector<1xi32>
  return %0 : vector<1xi32>
}
// -----
func.func private @f(%arg0: tensor<8xf32>) {
  // expected-error@+1 {{'vector.print' op operand #0 must be , but got 'tensor<8xf32>'}}
  vector.print %arg0 : tensor<8xf32>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print str "Whoops!" punctuation <comma>
  return
}
// -----
func.func @f(%vec: vector<[4]xf32>) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %vec: vector<[4]xf32> str "Yay!"
  return
}
// -----
func.func @f(%arg0 : vector<15x[2]xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of scalable dims at source (1) and result (0)}}
  %0 = vector.shape_cast %arg0 : vector<15x[2]xf32> to vector<30xf32>
}
// -----
func.func @f(%arg0 : vector<2x[15]x[2]xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of scalable dims at source (2) and result (1)}}
  %0 = vector.shape_cast %arg0 : vector<2x[15]x[2]xf32> to vector<30x[2]xf32>
}
// -----
func.func @f(%arg0: vector<16xf32>, %arg1: f32) -> f32 {
  // expected-error@+1 {{expected ':'}}
  %0 = vector.reduction <add>, %arg0, %arg1, %arg1 : vector<16xf32> into f32
}
// -----
func.func @f(%arg0: vector<f32>) {
  // expected-error@+1 {{'vector.transpose' op vector result rank mismatch: 1}}
  %0 = vector.transpose %arg0, [] : vector<f32> to vector<100xf32>
}
// -----
func.func @f(%arg0: vector<f32>) {
  // expected-error@+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %arg0, [1] : vector<f32> to vector<f32>
}

// -----

func.func @f(%t0: tensor<?xf32>, %t1: tensor<?xf32>, %idx: index, %val: vector<16xf32>, %m0: vector<16xi1>) {
  // expected-error@+1 {{'vector.mask' op expects only one operation to mask}}
  vector.mask %m0 {
    vector.transfer_write %val, %t0[%idx] : vector<16xf32>, tensor<?xf32>
    vector.transfer_write %val, %t1[%idx] : vector<16xf32>, tensor<?xf32>
  } : vector<16xi1>
  return
}
// -----
func.func @f(%a: vector<8xi32>, %m0: vector<16xi1>) -> i32 {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<8xi1>' mask for the maskable operation}}
  %0 = vector.mask %m0 { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<16xi1> -> i32
  return %0 : i32
}
// -----
func.func @f(%t0: tensor<f32>, %m0: vector<i1>) -> vector<f32> {
  %ft0 = arith.constant 0.0 : f32
  // expected-error@+1 {{'vector.mask' op operand #0 must be vector of 1-bit signless integer values, but got 'vector<i1>'}}
  %0 = vector.mask %m0 { vector.transfer_read %t0[], %ft0 : tensor<f32>, vector<f32> } : vector<i1> -> vector<f32>
  return %0 : vector<f32>
}
// -----
// expected-note@+1 {{prior use here}}
func.func @f(%t0: tensor<?xf32>, %idx: index, %m0: vector<16xi1>, %pt0: vector<16xi32>) -> vector<16xf32> {
  %ft0 = arith.constant 0.0 : f32
  // expected-error@+1 {{use of value '%pt0' expects different type than prior uses: 'vector<16xf32>' vs 'vector<16xi32>'}}
  %0 = vector.mask %m0, %pt0 { vector.transfer_read %t0[%idx], %ft0 : tensor<?xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  return %0 : vector<16xf32>
}
// -----
func.func @f(%val: vector<16xf32>, %t0: tensor<?xf32>, %idx: index, %m0: vector<16xi1>, %pt0: vector<16xf32>) {
  // expected-error@+1 {{'vector.mask' op expects result type to match maskable operation result type}}
  vector.mask %m0, %pt0 { vector.transfer_write %val, %t0[%idx] : vector<16xf32>, tensor<?xf32> } : vector<16xi1> -> vector<16xf32>
  return
}
// -----
func.func @f(%a : vector<3x4xf32>) -> vector<3x4xf32> {
   %m0 = vector.constant_mask [2, 2] : vector<3x4xi1>
   // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
   %0 = vector.mask %m0 { arith.addf %a, %a : vector<3x4xf32> } : vector<3x4xi1> -> vector<3x4xf32>
   return %0 : vector<3x4xf32>
}
// -----
func.func @f(%mask : vector<8xi1>, %passthru : vector<8xi32>) {
  // expected-error@+1 {{custom op 'vector.mask' expects a result if passthru operand is provided}}
  vector.mask %mask, %passthru { } : vector<8xi1>
  return
}
// -----
func.func @f(%t: tensor<?xf32>, %idx: index, %m: vector<16xi1>, %ext: vector<16xf32>) -> vector<16xf32> {
  %ft0 = arith.constant 0.0 : f32
  // expected-error@+1 {{'vector.mask' op expects all the results from the MaskableOpInterface to match all the values returned by the terminator}}
  %0 = vector.mask %m {
    %1 =vector.transfer_read %t[%idx], %ft0 : tensor<?xf32>, vector<16xf32>
    vector.yield %ext : vector<16xf32>
  } : vector<16xi1> -> vector<16xf32>
  return %0 : vector<16xf32>
}
// -----
func.func @f(%mask : vector<8xi1>, %passthru : vector<8xi32>) {
  // expected-error@+1 {{custom op 'vector.mask' expects a result if passthru operand is provided}}
  vector.mask %mask, %passthru { } : vector<8xi1> -> ()
  return
}
// -----
func.func @f(%t: tensor<?xf32>, %idx: index, %m: vector<16xi1>, %ext: vector<16xf32>) -> (vector<16xf32>, vector<16xf32>) {
  %ft0 = arith.constant 0.0 : f32
  // expected-error@+1 {{'vector.mask' op expects number of results to match maskable operation number of results}}
  %0:2 = vector.mask %m {
    %1 =vector.transfer_read %t[%idx], %ft0 : tensor<?xf32>, vector<16xf32>
    vector.yield %1, %ext : vector<16xf32>, vector<16xf32>
  } : vector<16xi1> -> (vector<16xf32>, vector<16xf32>)
  return %0#0, %0#1 : vector<16xf32>, vector<16xf32>
}
// -----
func.func @f(%subv: vector<4xi32>, %vec: vector<[16]xi32>) {
  // expected-error@+1 {{'vector.scalable.insert' op failed to verify that position is a multiple of the source length.}}
  %0 = vector.scalable.insert %subv, %vec[2] : vector<4xi32> into vector<[16]xi32>
}
// -----
func.func @f(%vec: vector<[16]xf32>) {
  // expected-error@+1 {{'vector.scalable.extract' op failed to verify that position is a multiple of the result length.}}
  %0 = vector.scalable.extract %vec[5] : vector<4xf32> from vector<[16]xf32>
}
// -----
func.func @f(%arg0: vector<16x32xsi8>, %arg1: vector<32x16xsi8>, %arg2: vector<16x16xsi32>) -> vector<16x16xsi32> {
  // expected-error@+1 {{'vector.contract' op only supports signless integer types}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>],
    iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<16x32xsi8>, vector<32x16xsi8> into vector<16x16xsi32>
  return %0: vector<16x16xsi32>
}
// -----
func.func @f(%src : memref<?xf32>) {
  %idx = arith.constant 0 : index
  %0 = vector.load %src[%idx] : memref<?xf32>, vector<[4]xf32>
  %1 = vector.load %src[%idx] : memref<?xf32>, vector<4xf32>
  // expected-error@+1 {{'vector.outerproduct' op expected either both or only #2 operand dim to be scalable}}
  %op = vector.outerproduct %0, %1 : vector<[4]xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%src : memref<?xf32>, %lhs : vector<[4]x[4]xf32>, %rhs : vector<[4]xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %op = vector.outerproduct %lhs, %rhs : vector<[4]x[4]xf32>, vector<[4]xf32>
}
// -----
func.func @f(%vec : vector<f32>) {
  // expected-error@+1 {{'vector.deinterleave' op operand #0 must be vector of any type values, but got 'vector<f32>'}}
  %0, %1 = vector.deinterleave %vec : vector<f32> -> vector<f32>
  return
}
// -----
func.func @f(%vec : vector<1xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0, %1 = vector.deinterleave %vec : vector<1xf32> -> vector<1xf32>
  return
}
// -----
func.func @f(%vec : vector<4xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0, %1 = "vector.deinterleave" (%vec) : (vector<4xf32>) -> (vector<8xf32>, vector<8xf32>)
  return
}
// -----
func.func @f(%vec : vector<4xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0, %1 = "vector.deinterleave" (%vec) : (vector<4xf32>) -> (vector<4xf32>, vector<2xf32>)
  return
}
// -----
func.func @f(%vec : vector<2x[4]xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that all of {res1, res2} have same type}}
  %0, %1 = "vector.deinterleave" (%vec) : (vector<2x[4]xf32>) -> (vector<2x[2]xf32>, vector<2x[1]xf32>)
  return
}
// -----
func.func @f(%a: vector<1x1x2xf32>) {
  // expected-error@+1 {{operation defines 2 results but was provided 4 to bind}}
  %0:4 = vector.to_elements %a : vector<1x1x2xf32>
  return
}
// -----
func.func @f(%a: vector<2xf32>) -> i32 {
  // expected-note@+1 {{prior use here}}
  %0:2 = vector.to_elements %a : vector<2xf32>
  // expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i32' vs 'f32'}}
  return %0#0 : i32
}
// -----
func.func @f(%a: f32) {
  // expected-error@+1 {{custom op 'vector.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  vector.from_elements %a : vector<2xf32>
  return
}
// -----
// expected-note@+1 {{prior use here}}
func.func @f(%a: f32, %b: i32) {
  // expected-error@+1 {{use of value '%b' expects different type than prior uses: 'f32' vs 'i32'}}
  vector.from_elements %a, %b : vector<2xf32>
  return
}
// -----
func.func @f(%a: f32, %b: i32) {
  // expected-error@+1 {{custom op 'vector.from_elements' 'dest' must be fixed-length vector of any type values, but got 'vector<[2]xf32>'}}
  vector.from_elements %a, %b : vector<[2]xf32>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<f32>'}}
  vector.step : vector<f32>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<2x4xf32>'}}
  vector.step : vector<2x4xf32>
  return
}
// -----
func.func @f(%memref: memref<4xi32>, %c0: index) {
  // expected-error@+1 {{custom op 'vector.load' 'vector.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %val = vector.load %memref[%c0] { alignment = 3 } : memref<4xi32>, vector<4xi32>
  return
}
// -----
func.func @f(%memref: memref<4xi32>, %val: vector<4xi32>, %c0: index) {
  // expected-error@+1 {{custom op 'vector.store' 'vector.store' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  vector.store %val, %memref[%c0] { alignment = 0 } : memref<4xi32>, vector<4xi32>
  return
}
