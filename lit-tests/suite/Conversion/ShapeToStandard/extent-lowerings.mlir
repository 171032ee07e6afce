// RUN: jopt %s -split-input-file -convert-shape-to-std | jfilecheck %s

// Index arithmetic becomes arith; the same ops on !shape.size have no lowering and stay.
// CHECK-LABEL: func.func @sizes_and_indices
// CHECK-SAME: (%[[I:.*]]: index, %[[J:.*]]: index, %[[S:.*]]: !shape.size)
// CHECK-NEXT: %[[P:.*]] = arith.muli %[[I]], %[[J]] : index
// CHECK-NEXT: %[[Q:.*]] = arith.addi %[[P]], %[[J]] : index
// CHECK-NEXT: %[[T:.*]] = shape.add %[[S]], %[[S]] : !shape.size, !shape.size -> !shape.size
// CHECK-NEXT: return %[[Q]], %[[T]]
func.func @sizes_and_indices(%i: index, %j: index, %s: !shape.size) -> (index, !shape.size) {
  %p = shape.mul %i, %j : index, index -> index
  %q = shape.add %p, %j : index, index -> index
  %t = shape.add %s, %s : !shape.size, !shape.size -> !shape.size
  return %q, %t : index, !shape.size
}

// -----

// The extents of a ranked tensor: constants for static sizes, tensor.dim for dynamic ones, cast
// to the op's extent tensor type. An extent of any other extent tensor is a tensor.extract.
// CHECK-LABEL: func.func @ranked_extents
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %arg0, %[[C1]] : tensor<4x?xi8>
// CHECK-NEXT: %[[E:.*]] = tensor.from_elements %[[C4]], %[[D]] : tensor<2xindex>
// CHECK-NEXT: %[[R:.*]] = tensor.cast %[[E]] : tensor<2xindex> to tensor<?xindex>
// CHECK-NEXT: %[[X:.*]] = tensor.extract %arg1[%arg2] : tensor<?xindex>
// CHECK-NEXT: return %[[R]], %[[X]]
func.func @ranked_extents(%t: tensor<4x?xi8>, %other: tensor<?xindex>, %k: index) -> (tensor<?xindex>, index) {
  %s = shape.shape_of %t : tensor<4x?xi8> -> tensor<?xindex>
  %e = shape.get_extent %other, %k : tensor<?xindex>, index -> index
  return %s, %e : tensor<?xindex>, index
}

// -----

// An extent taken straight from shape_of reads the tensor's dimension; the unused extent tensor
// stays behind, as in mlir-opt.
// CHECK-LABEL: func.func @extent_of_shape_of
// CHECK: tensor.from_elements
// CHECK-NEXT: tensor.cast
// CHECK-NEXT: %[[D:.*]] = tensor.dim %arg0, %arg1 : tensor<3x5xf16>
// CHECK-NEXT: return %[[D]]
func.func @extent_of_shape_of(%t: tensor<3x5xf16>, %k: index) -> index {
  %e = shape.dim %t, %k : tensor<3x5xf16>, index -> index
  return %e : index
}

// -----

// A folded size_to_index of a constant size: the size's own lowering and the folded value are
// two constants.
// CHECK-LABEL: func.func @folded_size
// CHECK-NEXT: %[[A:.*]] = arith.constant 7 : index
// CHECK-NEXT: %[[B:.*]] = arith.constant 7 : index
// CHECK-NEXT: return %[[B]] : index
func.func @folded_size() -> index {
  %s = shape.const_size 7
  %i = shape.size_to_index %s : !shape.size
  return %i : index
}

// -----

// shape.reduce becomes an scf.for over the extents, its body cloned with the index, the extent
// and the accumulators mapped.
// CHECK-LABEL: func.func @sum_of_extents
// CHECK:      %[[Z:.*]] = arith.constant 0 : index
// CHECK:      %[[N:.*]] = tensor.dim %arg0, %[[Z]]
// CHECK:      scf.for %[[IV:.*]] = %[[Z]] to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %arg1) -> (index)
// CHECK-NEXT:   %[[X:.*]] = tensor.extract %arg0[%[[IV]]]
// CHECK-NEXT:   %[[S:.*]] = arith.addi %[[ACC]], %[[X]] : index
// CHECK-NEXT:   scf.yield %[[S]] : index
func.func @sum_of_extents(%s: tensor<?xindex>, %init: index) -> index {
  %r = shape.reduce(%s, %init) : tensor<?xindex> -> index {
  ^bb0(%i: index, %x: index, %acc: index):
    %n = arith.addi %acc, %x : index
    shape.yield %n : index
  }
  return %r : index
}

// -----

// Two shapes are equal when their ranks match and every extent does.
// CHECK-LABEL: func.func @same_shapes
// CHECK: %[[EQ:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : index
// CHECK: scf.if %[[EQ]] -> (i1)
// CHECK:   scf.for
// CHECK: } else {
// CHECK:   %[[F:.*]] = arith.constant false
// CHECK:   scf.yield %[[F]] : i1
func.func @same_shapes(%a: tensor<?xindex>, %b: tensor<?xindex>) -> i1 {
  %r = shape.shape_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  return %r : i1
}
