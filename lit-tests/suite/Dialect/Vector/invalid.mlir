// Verifier errors of vector ops, with mlir-opt 22's wording, one case per split.
// RUN: jopt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
func.func @a(%v: vector<4xf32>) { %0 = vector.broadcast %v : vector<4xf32> to vector<3xf32>
  return }

// -----

// expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
func.func @a(%v: vector<2x4xf32>) { %0 = vector.broadcast %v : vector<2x4xf32> to vector<4xf32>
  return }

// -----

// expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
func.func @a(%v: vector<4xf32>) { %0 = vector.extract %v[1, 2] : f32 from vector<4xf32>
  return }

// -----

// expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
func.func @a(%v: vector<4xf32>) { %0 = vector.extract %v[7] : f32 from vector<4xf32>
  return }

// -----

// expected-error@+2 {{'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'f32'}}
// expected-error@+1 {{'vector.extract' op failed to infer returned types}}
func.func @a(%v: vector<2x4xf32>) { %0 = vector.extract %v[1] : f32 from vector<2x4xf32>
  return }

// -----

// expected-error@+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
func.func @a(%v: vector<4xf32>, %f: f32) { %0 = vector.insert %f, %v[1, 2] : f32 into vector<4xf32>
  return }

// -----

// expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
func.func @a(%v: vector<4xf32>, %f: f32) { %0 = vector.insert %f, %v[9] : f32 into vector<4xf32>
  return }

// -----

// expected-error@+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
func.func @a(%v: vector<2x4xf32>, %f: f32) { %0 = vector.insert %f, %v[1] : f32 into vector<2x4xf32>
  return }

// -----

// expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (4) and result (5)}}
func.func @a(%v: vector<4xf32>) { %0 = vector.shape_cast %v : vector<4xf32> to vector<5xf32>
  return }

// -----

// expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
func.func @a(%v: vector<4xf32>) { %0 = vector.bitcast %v : vector<4xf32> to vector<3xi32>
  return }

// -----

// expected-error@+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
func.func @a(%v: vector<4xf32>) { %0 = vector.reduction <add>, %v : vector<4xf32> into f64
  return }

// -----

// expected-error@+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'maxnumf'}}
func.func @a(%v: vector<4xi32>) { %0 = vector.reduction <maxnumf>, %v : vector<4xi32> into i32
  return }

// -----

// expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
func.func @a(%i: index) { %0 = vector.create_mask %i, %i : vector<4xi1>
  return }

// -----

// expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
func.func @a() { %0 = vector.constant_mask [5] : vector<4xi1>
  return }

// -----

// expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 0}}
func.func @a(%v: vector<2x4xf32>) { %0 = vector.transpose %v, [0, 0] : vector<2x4xf32> to vector<4x2xf32>
  return }

// -----

// expected-error@+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
func.func @a(%v: vector<4xf32>) { %0 = vector.extract_strided_slice %v {offsets = [3], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  return }

// -----

// expected-error@+1 {{'vector.load' op requires 2 indices}}
func.func @a(%m: memref<?x?xf32>, %i: index) { %0 = vector.load %m[%i] : memref<?x?xf32>, vector<4xf32>
  return }

// -----

// expected-error@+1 {{'vector.load' op base and result element types should match}}
func.func @a(%m: memref<?xf32>, %i: index) { %0 = vector.load %m[%i] : memref<?xf32>, vector<4xi32>
  return }

// -----

func.func @a(%v: vector<4xf32>) { vector.print %v : vector<4xf32> punctuation <comma>
  return }

// -----

// expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
func.func @a(%v: vector<4xf32>) { vector.print %v : vector<4xf32> str "x"
  return }

// -----

// expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
func.func @a(%v: vector<4xf32>) { %0 = vector.broadcast %v : vector<4xf32> to vector<2x4xi32>
  return }

// -----

// expected-error@+1 {{'vector.transfer_read' op requires 1 indices}}
func.func @a(%m: memref<?xf32>, %i: index, %f: f32) { %0 = vector.transfer_read %m[%i, %i], %f : memref<?xf32>, vector<4xf32>
  return }

// -----

// expected-note@+2 {{prior use here}}
// expected-error@+1 {{use of value '%f' expects different type than prior uses: 'f32' vs 'i32'}}
func.func @a(%m: memref<?xf32>, %i: index, %f: i32) { %0 = vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32>
  return }

// -----

func.func @step_not_index() -> vector<4xi32> {
  // expected-error @+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'}}
  %0 = vector.step : vector<4xi32>
  return %0 : vector<4xi32>
}
