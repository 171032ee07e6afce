// vector.mask's verifier and parser errors, with mlir-opt 22's wording.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @result_type(%m: vector<16xi1>, %v: vector<16xf32>) {
  // expected-error@+1 {{'vector.mask' op expects result type to match maskable operation result type}}
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<16xf32> into f32 } : vector<16xi1> -> vector<16xf32>
  return
}

// -----

func.func @mask_shape(%m: vector<8xi1>, %v: vector<16xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<16xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<16xf32> into f32 } : vector<8xi1> -> f32
  return
}

// -----

func.func @contract_mask(%m: vector<4x4xi1>, %a: vector<4x16xf32>, %b: vector<16x4xf32>, %c: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4x4x16xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x16xf32>, vector<16x4xf32> into vector<4x4xf32> } : vector<4x4xi1> -> vector<4x4xf32>
  return
}

// -----

func.func @passthru_unsupported(%m: vector<16xi1>, %v: vector<16xf32>, %p: f32) {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %p { vector.reduction <add>, %v : vector<16xf32> into f32 } : vector<16xi1> -> f32
  return
}

// -----

func.func @not_maskable(%m: vector<16xi1>, %v: vector<16xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { %a = arith.addf %v, %v : vector<16xf32>
    vector.yield %a : vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  return
}

// -----

func.func @yield_count(%m: vector<16xi1>, %v: vector<16xf32>) {
  // expected-error@+1 {{'vector.mask' op expects number of results to match mask region yielded values}}
  vector.mask %m { vector.yield %v : vector<16xf32> } : vector<16xi1>
  return
}

// -----

func.func @passthru_no_result(%m: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error@+1 {{custom op 'vector.mask' expects a result if passthru operand is provided}}
  vector.mask %m, %p { vector.yield } : vector<16xi1>
  return
}

// -----

func.func @two_ops(%m: vector<16xi1>, %v: vector<16xf32>) {
  // expected-error@+1 {{'vector.mask' op expects only one operation to mask}}
  %0 = vector.mask %m { %1 = vector.reduction <add>, %v : vector<16xf32> into f32
    %2 = vector.reduction <add>, %v : vector<16xf32> into f32
    vector.yield %2 : f32 } : vector<16xi1> -> f32
  return
}

// -----

func.func @yield_other(%m: vector<16xi1>, %v: vector<16xf32>) {
  // expected-error@+1 {{'vector.mask' op expects all the results from the MaskableOpInterface to match all the values returned by the terminator}}
  %0 = vector.mask %m { %1 = vector.reduction <add>, %v : vector<16xf32> into f32
    vector.yield %v : vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  return
}

// -----

func.func @passthru_type(%m: vector<16xi1>, %a: memref<?xf32>, %i: index, %pad: f32, %p: vector<16xf32>) {
  // expected-error@+1 {{'vector.mask' op expects passthru type to match result type}}
  %0 = "vector.mask"(%m, %pad) ({
    %1 = vector.transfer_read %a[%i], %pad : memref<?xf32>, vector<16xf32>
    vector.yield %1 : vector<16xf32>
  }) : (vector<16xi1>, f32) -> vector<16xf32>
  return
}

// -----

func.func @no_yield(%m: vector<16xi1>, %v: vector<16xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a terminator within the mask region}}
  "vector.mask"(%m) ({
    "func.return"() : () -> ()
  }) : (vector<16xi1>) -> ()
  return
}
