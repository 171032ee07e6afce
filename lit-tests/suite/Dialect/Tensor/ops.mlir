// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | jfilecheck %s
// Every tensor op in its custom form: printed, reparsed and printed again, from both forms.

func.func @f(%t: tensor<?x4xf32>, %i: index, %j: index, %v: f32, %s: tensor<4xindex>, %u: tensor<*xf32>, %i8: tensor<4xi32>) {
  %0 = tensor.empty(%i) : tensor<?x4xf32>
  %1 = tensor.extract %t[%i, %j] : tensor<?x4xf32>
  %2 = tensor.insert %v into %t[%i, %j] : tensor<?x4xf32>
  %3 = tensor.from_elements %v, %v : tensor<2xf32>
  %4 = tensor.dim %t, %i : tensor<?x4xf32>
  %5 = tensor.rank %u : tensor<*xf32>
  %6 = tensor.cast %t : tensor<?x4xf32> to tensor<*xf32>
  %7 = tensor.reshape %t(%s) : (tensor<?x4xf32>, tensor<4xindex>) -> tensor<?x?x?x?xf32>
  %8 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%i, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  %9 = tensor.collapse_shape %8 [[0, 1], [2]] : tensor<?x2x4xf32> into tensor<?x4xf32>
  %10 = tensor.extract_slice %t[%i, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>
  %11 = tensor.insert_slice %10 into %t[%i, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<?x4xf32>
  %12 = tensor.pad %t low[1, %i] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x4xf32> to tensor<?x?xf32>
  %13 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x3xf32>
  %14 = tensor.splat %v[%i] : tensor<?x4xf32>
  %15 = tensor.bitcast %i8 : tensor<4xi32> to tensor<4xui32>
  %16 = tensor.concat dim(0) %t, %t : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %idx = tensor.empty() : tensor<2x3x1xindex>
  %src = tensor.empty() : tensor<4x5x6xf32>
  %17 = tensor.gather %src[%idx] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x1x6xf32>
  %18 = tensor.gather %src[%idx] gather_dims([1]) unique : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x6xf32>
  %19 = tensor.scatter %17 into %src[%idx] scatter_dims([1]) unique : (tensor<2x3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<4x5x6xf32>
  %20 = tensor.pad %t nofold low[1, 1] high[2, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x4xf32> to tensor<?x7xf32>
  return
}

// CHECK-LABEL: func.func @f(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: index, %arg3: f32, %arg4: tensor<4xindex>, %arg5: tensor<*xf32>, %arg6: tensor<4xi32>) {
// CHECK-NEXT: %0 = tensor.empty(%arg1) : tensor<?x4xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1, %arg2] : tensor<?x4xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg3 into %arg0[%arg1, %arg2] : tensor<?x4xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg3, %arg3 : tensor<2xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg1 : tensor<?x4xf32>
// CHECK-NEXT: %rank = tensor.rank %arg5 : tensor<*xf32>
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x4xf32> to tensor<*xf32>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg4) : (tensor<?x4xf32>, tensor<4xindex>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1], [2]] : tensor<?x2x4xf32> into tensor<?x4xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[%arg1, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<?x4xf32>
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, %arg1] high[2, 0] {
// CHECK-NEXT: ^bb0(%arg7: index, %arg8: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: %generated = tensor.generate %arg1 {
// CHECK-NEXT: ^bb0(%arg7: index, %arg8: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<?x3xf32>
// CHECK-NEXT: %splat = tensor.splat %arg3[%arg1] : tensor<?x4xf32>
// CHECK-NEXT: %1 = tensor.bitcast %arg6 : tensor<4xi32> to tensor<4xui32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: %2 = tensor.empty() : tensor<2x3x1xindex>
// CHECK-NEXT: %3 = tensor.empty() : tensor<4x5x6xf32>
// CHECK-NEXT: %gather = tensor.gather %3[%2] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x1x6xf32>
// CHECK-NEXT: %gather_0 = tensor.gather %3[%2] gather_dims([1]) unique : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x6xf32>
// CHECK-NEXT: %scatter = tensor.scatter %gather into %3[%2] scatter_dims([1]) unique : (tensor<2x3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<4x5x6xf32>
// CHECK-NEXT: %padded_1 = tensor.pad %arg0 nofold low[1, 1] high[2, 2] {
// CHECK-NEXT: ^bb0(%arg7: index, %arg8: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<?x4xf32> to tensor<?x7xf32>
