// transform.structured.vectorize on matched linalg ops: the static path, masked vector sizes, and
// the silenceable failure on an op that is not a linalg op.
// RUN: jopt %s -split-input-file -transform-interpreter -verify-diagnostics | jfilecheck %s

// CHECK-LABEL: func.func @sub_static
// CHECK:         %[[L:.*]] = vector.transfer_read %{{.*}} : tensor<2x16xi32>, vector<2x16xi32>
// CHECK:         %[[R:.*]] = vector.transfer_read %{{.*}} : tensor<2x16xi32>, vector<2x16xi32>
// CHECK:         %[[D:.*]] = arith.subi %[[L]], %[[R]] : vector<2x16xi32>
// CHECK:         vector.transfer_write %[[D]], %{{.*}} : vector<2x16xi32>, tensor<2x16xi32>
// CHECK:         transform.structured.vectorize %{{.*}} : !transform.any_op
func.func @sub_static(%a: tensor<2x16xi32>, %b: tensor<2x16xi32>, %o: tensor<2x16xi32>) -> tensor<2x16xi32> {
  %0 = linalg.sub ins(%a, %b : tensor<2x16xi32>, tensor<2x16xi32>) outs(%o : tensor<2x16xi32>) -> tensor<2x16xi32>
  return %0 : tensor<2x16xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["linalg.sub"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %s : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @fill_dynamic
// CHECK:         %[[N:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?xf64>
// CHECK:         %[[M:.*]] = vector.create_mask %[[N]] : vector<16xi1>
// CHECK:         vector.mask %[[M]] { vector.transfer_write {{.*}} : vector<16xf64>, tensor<?xf64> } : vector<16xi1> -> tensor<?xf64>
// CHECK:         transform.structured.vectorize %{{.*}} vector_sizes [16] : !transform.any_op
func.func @fill_dynamic(%v: f64, %o: tensor<?xf64>) -> tensor<?xf64> {
  %0 = linalg.fill ins(%v : f64) outs(%o : tensor<?xf64>) -> tensor<?xf64>
  return %0 : tensor<?xf64>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["linalg.fill"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %f vector_sizes [16] : !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_linalg(%x: f32) -> f32 {
  // expected-error @below {{Unsupported Op, cannot vectorize}}
  %0 = arith.negf %x : f32
  return %0 : f32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %n = transform.structured.match ops{["arith.negf"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %n : !transform.any_op
    transform.yield
  }
}
