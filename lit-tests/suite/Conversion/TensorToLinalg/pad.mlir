// -convert-tensor-to-linalg turns tensor.pad into tensor.empty + linalg.fill + tensor.insert_slice
// (sizes folded as MLIR's createOrFold does, constant pads made static first), a computed body into
// tensor.generate, and a pad that pads nothing into its source.
// RUN: jopt %s -split-input-file -convert-tensor-to-linalg -cse | jfilecheck %s

// CHECK-LABEL: func.func @mixed_pads(
// CHECK-SAME:    %[[SRC:.*]]: tensor<?x5xf32>, %[[N:.*]]: index, %[[V:.*]]: f32)
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[D0:.*]] = tensor.dim %[[SRC]], %[[C0]] : tensor<?x5xf32>
// CHECK-NEXT:    %[[A:.*]] = arith.addi %[[D0]], %[[N]] : index
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:    %[[S0:.*]] = arith.addi %[[A]], %[[C3]] : index
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 7 : index
// CHECK-NEXT:    %[[S1:.*]] = arith.addi %[[N]], %[[C7]] : index
// CHECK-NEXT:    %[[E:.*]] = tensor.empty(%[[S0]], %[[S1]]) : tensor<?x?xf32>
// CHECK-NEXT:    %[[F:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[E]] : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:    %[[R:.*]] = tensor.insert_slice %[[SRC]] into %[[F]][%[[N]], 2] [%[[D0]], 5] [1, 1] : tensor<?x5xf32> into tensor<?x?xf32>
// CHECK-NEXT:    return %[[R]]
func.func @mixed_pads(%src: tensor<?x5xf32>, %n: index, %v: f32) -> tensor<?x?xf32> {
  %c2 = arith.constant 2 : index
  %r = tensor.pad %src low[%n, %c2] high[3, %n] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x5xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @constant_in_body(
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<4x6xi16>
// CHECK-NEXT:    %[[K:.*]] = arith.constant 7 : i16
// CHECK-NEXT:    %[[F:.*]] = linalg.fill ins(%[[K]] : i16) outs(%[[E]] : tensor<4x6xi16>) -> tensor<4x6xi16>
// CHECK-NEXT:    tensor.insert_slice %{{.*}} into %[[F]][1, 3] [2, 2] [1, 1] : tensor<2x2xi16> into tensor<4x6xi16>
func.func @constant_in_body(%src: tensor<2x2xi16>) -> tensor<4x6xi16> {
  %r = tensor.pad %src low[1, 3] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %k = arith.constant 7 : i16
    tensor.yield %k : i16
  } : tensor<2x2xi16> to tensor<4x6xi16>
  return %r : tensor<4x6xi16>
}

// -----

// CHECK-LABEL: func.func @computed(
// CHECK:         %[[G:.*]] = tensor.generate  {
// CHECK-NEXT:    ^bb0(%[[I:.*]]: index, %[[J:.*]]: index):
// CHECK-NEXT:      %[[X:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:      tensor.yield %[[X]] : i32
// CHECK-NEXT:    } : tensor<3x3xi32>
// CHECK-NEXT:    tensor.insert_slice %{{.*}} into %[[G]][1, 1] [1, 1] [1, 1] : tensor<1x1xi32> into tensor<3x3xi32>
func.func @computed(%src: tensor<1x1xi32>) -> tensor<3x3xi32> {
  %r = tensor.pad %src low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %x = arith.index_cast %i : index to i32
    tensor.yield %x : i32
  } : tensor<1x1xi32> to tensor<3x3xi32>
  return %r : tensor<3x3xi32>
}

// -----

// CHECK-LABEL: func.func @nothing(
// CHECK-SAME:    %[[SRC:.*]]: tensor<2x3xf32>
// CHECK-NEXT:    return %[[SRC]]
func.func @nothing(%src: tensor<2x3xf32>, %v: f32) -> tensor<2x3xf32> {
  %r = tensor.pad %src low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x3xf32> to tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
