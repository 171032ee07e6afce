// Folders and canonicalization patterns of tensor ops, each with a case that must not fold.
// Expected output is mlir-opt 22's.
// RUN: jopt %s -canonicalize | jfilecheck %s

// tensor.dim of a dynamic size reads the size operand of its producer.
// CHECK-LABEL: func.func @dim_of_empty(%arg0: index) -> index {
// CHECK-NEXT:    return %arg0 : index
// CHECK-NEXT:  }
func.func @dim_of_empty(%n: index) -> index {
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%n) : tensor<2x?xf32>
  %d = tensor.dim %e, %c1 : tensor<2x?xf32>
  return %d : index
}

// CHECK-LABEL: func.func @dim_of_generate(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:    return %arg1 : index
// CHECK-NEXT:  }
func.func @dim_of_generate(%m: index, %n: index) -> index {
  %c1 = arith.constant 1 : index
  %g = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index):
    %f = arith.constant 0.0 : f32
    tensor.yield %f : f32
  } : tensor<?x?xf32>
  %d = tensor.dim %g, %c1 : tensor<?x?xf32>
  return %d : index
}

// CHECK-LABEL: func.func @dim_of_slice(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT:    return %arg2 : index
// CHECK-NEXT:  }
func.func @dim_of_slice(%t: tensor<?x?xf32>, %o: index, %s: index) -> index {
  %c1 = arith.constant 1 : index
  %x = tensor.extract_slice %t[%o, 0] [4, %s] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
  %d = tensor.dim %x, %c1 : tensor<4x?xf32>
  return %d : index
}

// An unknown index does not fold.
// CHECK-LABEL: func.func @dim_unknown_index(%arg0: tensor<4x?xf32>, %arg1: index) -> index {
// CHECK-NEXT:    %dim = tensor.dim %arg0, %arg1 : tensor<4x?xf32>
// CHECK-NEXT:    return %dim : index
// CHECK-NEXT:  }
func.func @dim_unknown_index(%t: tensor<4x?xf32>, %i: index) -> index {
  %d = tensor.dim %t, %i : tensor<4x?xf32>
  return %d : index
}

// A cast that only loses static sizes is looked through.
// CHECK-LABEL: func.func @dim_through_cast(%arg0: tensor<4x?xf32>) -> index {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT:    return %dim : index
// CHECK-NEXT:  }
func.func @dim_through_cast(%t: tensor<4x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %a = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d = tensor.dim %a, %c1 : tensor<?x?xf32>
  return %d : index
}

// Row-major position in tensor.from_elements.
// CHECK-LABEL: func.func @extract_from_elements(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32) -> f32 {
// CHECK-NEXT:    return %arg2 : f32
// CHECK-NEXT:  }
func.func @extract_from_elements(%a: f32, %b: f32, %c: f32, %d: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %a, %b, %c, %d : tensor<2x2xf32>
  %e = tensor.extract %t[%c1, %c0] : tensor<2x2xf32>
  return %e : f32
}

// Unknown indices do not fold.
// CHECK-LABEL: func.func @extract_from_elements_unknown(%arg0: f32, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT:    %from_elements = tensor.from_elements %arg0, %arg1 : tensor<2xf32>
// CHECK-NEXT:    %extracted = tensor.extract %from_elements[%arg2] : tensor<2xf32>
// CHECK-NEXT:    return %extracted : f32
// CHECK-NEXT:  }
func.func @extract_from_elements_unknown(%a: f32, %b: f32, %i: index) -> f32 {
  %t = tensor.from_elements %a, %b : tensor<2xf32>
  %e = tensor.extract %t[%i] : tensor<2xf32>
  return %e : f32
}

// CHECK-LABEL: func.func @extract_of_cast(%arg0: tensor<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:    %extracted = tensor.extract %arg0[%arg1] : tensor<4xf32>
// CHECK-NEXT:    return %extracted : f32
// CHECK-NEXT:  }
func.func @extract_of_cast(%t: tensor<4xf32>, %i: index) -> f32 {
  %a = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %e = tensor.extract %a[%i] : tensor<?xf32>
  return %e : f32
}

// CHECK-LABEL: func.func @cast_same(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:    return %arg0 : tensor<4xf32>
// CHECK-NEXT:  }
func.func @cast_same(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<4xf32>
  return %c : tensor<4xf32>
}

// A round trip through a less static type is dropped...
// CHECK-LABEL: func.func @cast_chain(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:    return %arg0 : tensor<4xf32>
// CHECK-NEXT:  }
func.func @cast_chain(%t: tensor<4xf32>) -> tensor<4xf32> {
  %a = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %b = tensor.cast %a : tensor<?xf32> to tensor<4xf32>
  return %b : tensor<4xf32>
}

// ...but one through a more static type is a runtime check and stays.
// CHECK-LABEL: func.func @cast_chain_keeps_check(%arg0: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT:    %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:    %cast_0 = tensor.cast %cast : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:    return %cast_0 : tensor<?xf32>
// CHECK-NEXT:  }
func.func @cast_chain_keeps_check(%t: tensor<?xf32>) -> tensor<?xf32> {
  %a = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %b = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  return %b : tensor<?xf32>
}

// CHECK-LABEL: func.func @cast_chain_unranked(%arg0: tensor<4x?xf32>) -> tensor<?x8xf32> {
// CHECK-NEXT:    %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x8xf32>
// CHECK-NEXT:    return %cast : tensor<?x8xf32>
// CHECK-NEXT:  }
func.func @cast_chain_unranked(%t: tensor<4x?xf32>) -> tensor<?x8xf32> {
  %a = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  %b = tensor.cast %a : tensor<*xf32> to tensor<?x8xf32>
  return %b : tensor<?x8xf32>
}

// Constant sizes become static ones, with a cast back to the original type.
// CHECK-LABEL: func.func @empty_static(%arg0: index) -> tensor<?x?x4xf32> {
// CHECK-NEXT:    %0 = tensor.empty(%arg0) : tensor<3x?x4xf32>
// CHECK-NEXT:    %cast = tensor.cast %0 : tensor<3x?x4xf32> to tensor<?x?x4xf32>
// CHECK-NEXT:    return %cast : tensor<?x?x4xf32>
// CHECK-NEXT:  }
func.func @empty_static(%n: index) -> tensor<?x?x4xf32> {
  %c3 = arith.constant 3 : index
  %e = tensor.empty(%c3, %n) : tensor<?x?x4xf32>
  return %e : tensor<?x?x4xf32>
}

// CHECK-LABEL: func.func @slice_identity(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:    return %arg0 : tensor<4x8xf32>
// CHECK-NEXT:  }
func.func @slice_identity(%t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = tensor.extract_slice %t[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> to tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// A slice of part of the source stays.
// CHECK-LABEL: func.func @slice_not_identity(%arg0: tensor<4x8xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT:    %extracted_slice = tensor.extract_slice %arg0[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
// CHECK-NEXT:    return %extracted_slice : tensor<4x4xf32>
// CHECK-NEXT:  }
func.func @slice_not_identity(%t: tensor<4x8xf32>) -> tensor<4x4xf32> {
  %s = tensor.extract_slice %t[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  return %s : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @collapse_expand(%arg0: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT:    return %arg0 : tensor<8xf32>
// CHECK-NEXT:  }
func.func @collapse_expand(%t: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %c : tensor<8xf32>
}

// CHECK-LABEL: func.func @expand_collapse(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
// CHECK-NEXT:    return %arg0 : tensor<2x4xf32>
// CHECK-NEXT:  }
func.func @expand_collapse(%t: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  return %e : tensor<2x4xf32>
}

// Reshapes that do not return to the source type stay.
// CHECK-LABEL: func.func @expand_collapse_other_shape(%arg0: tensor<2x4xf32>) -> tensor<4x2xf32> {
// CHECK-NEXT:    %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} : tensor<2x4xf32> into tensor<8xf32>
// CHECK-NEXT:    %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1{{\]\]}} output_shape [4, 2] : tensor<8xf32> into tensor<4x2xf32>
// CHECK-NEXT:    return %expanded : tensor<4x2xf32>
// CHECK-NEXT:  }
func.func @expand_collapse_other_shape(%t: tensor<2x4xf32>) -> tensor<4x2xf32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [4, 2] : tensor<8xf32> into tensor<4x2xf32>
  return %e : tensor<4x2xf32>
}

// Static sizes, ranks and elements of constants fold to constants.
// CHECK-LABEL: func.func @dim_static(%arg0: tensor<4x?xf32>) -> index {
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    return %c4 : index
// CHECK-NEXT:  }
func.func @dim_static(%t: tensor<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<4x?xf32>
  return %d : index
}

// CHECK-LABEL: func.func @rank(%arg0: tensor<4x?xf32>) -> index {
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    return %c2 : index
// CHECK-NEXT:  }
func.func @rank(%t: tensor<4x?xf32>) -> index {
  %r = tensor.rank %t : tensor<4x?xf32>
  return %r : index
}

// CHECK-LABEL: func.func @extract_const() -> (i32, i32) {
// CHECK-NEXT:    %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    return %c20_i32, %c7_i32 : i32, i32
// CHECK-NEXT:  }
func.func @extract_const() -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant dense<[10, 20]> : tensor<2xi32>
  %s = arith.constant dense<7> : tensor<3xi32>
  %e = tensor.extract %t[%c1] : tensor<2xi32>
  %f = tensor.extract %s[%c0] : tensor<3xi32>
  return %e, %f : i32, i32
}

// Elements that are all constant make a dense constant (i1 elements included).
// CHECK-LABEL: func.func @from_elements_const() -> (tensor<2xi32>, tensor<3xi1>) {
// CHECK-NEXT:    %cst = arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[true, false, true]> : tensor<3xi1>
// CHECK-NEXT:    return %cst, %cst_0 : tensor<2xi32>, tensor<3xi1>
// CHECK-NEXT:  }
func.func @from_elements_const() -> (tensor<2xi32>, tensor<3xi1>) {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %t = arith.constant true
  %f = arith.constant false
  %0 = tensor.from_elements %a, %b : tensor<2xi32>
  %1 = tensor.from_elements %t, %f, %t : tensor<3xi1>
  return %0, %1 : tensor<2xi32>, tensor<3xi1>
}

// CHECK-LABEL: func.func @splat_const() -> tensor<2x2xf32> {
// CHECK-NEXT:    %cst = arith.constant dense<1.500000e+00> : tensor<2x2xf32>
// CHECK-NEXT:    return %cst : tensor<2x2xf32>
// CHECK-NEXT:  }
func.func @splat_const() -> tensor<2x2xf32> {
  %c = arith.constant 1.5 : f32
  %0 = tensor.splat %c : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// A reshaped constant is the constant with the new type.
// CHECK-LABEL: func.func @reshape_const() -> tensor<2x2xi32> {
// CHECK-NEXT:    %cst = arith.constant dense<{{\[\[}}1, 2], [3, 4{{\]\]}}> : tensor<2x2xi32>
// CHECK-NEXT:    return %cst : tensor<2x2xi32>
// CHECK-NEXT:  }
func.func @reshape_const() -> tensor<2x2xi32> {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
