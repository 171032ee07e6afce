// RUN: jopt %s -split-input-file -verify-diagnostics
// Every op TensorFlow registers is checked against its registry entry (operand and result counts,
// element types allowed by its type attributes, one type per type attribute), also ops the tf
// dialect has no definition of; ops TensorFlow does not know stay unchecked.

func.func @registry_ok(%a: tensor<2xi32>, %b: tensor<2xf32>, %r: tensor<!tf_type.resource<tensor<f32>>>, %d: tensor<i32>) {
  %0:2 = "tf.ConcatOffset"(%d, %a, %a) : (tensor<i32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>)
  %1 = "tf.GatherV2"(%b, %a, %a) {batch_dims = 0 : i64} : (tensor<2xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  %2 = "tf.ReadVariableOp"(%r) : (tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32>
  %3 = "tf.NotAnOpTensorFlowKnows"(%a, %b) : (tensor<2xi32>, tensor<2xf32>) -> tensor<i1>
  %4 = "tf.All"(%3, %a) : (tensor<i1>, tensor<2xi32>) -> tensor<i1>
  return
}

// -----

func.func @type_not_allowed(%a: tensor<2xi32>) {
  // expected-error@+1 {{'tf.Sqrt' op operand #0 must be tensor of bfloat16, 16-bit float, 32-bit float, 64-bit float, complex type with 32-bit float elements or complex type with 64-bit float elements values, but got 'tensor<2xi32>'}}
  %0 = "tf.Sqrt"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return
}

// -----

func.func @one_type_per_attribute(%a: tensor<2xi32>, %b: tensor<2xf32>) {
  // expected-error@+1 {{'tf.AddN' op requires the values of type attribute 'T' to have one element type, but found 'f32' and 'i32'}}
  %0 = "tf.AddN"(%b, %a) : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  return
}

// -----

func.func @operand_count(%b: tensor<2xf32>) {
  // expected-error@+1 {{'tf.Atan2' op expected 2 operands, but found 1}}
  %0 = "tf.Atan2"(%b) : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @result_count(%b: tensor<2xf32>) {
  // expected-error@+1 {{'tf.Unique' op expected 2 results, but found 1}}
  %0 = "tf.Unique"(%b) : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @fixed_type(%b: tensor<2xf32>) {
  // expected-error@+1 {{'tf.LogicalAnd' op operand #0 must be tensor of bool values, but got 'tensor<2xf32>'}}
  %0 = "tf.LogicalAnd"(%b, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return
}

// -----

func.func @list_minimum(%i: tensor<i32>) {
  // expected-error@+1 {{'tf.ConcatOffset' op requires N to be at least 2, got 1}}
  %0 = "tf.ConcatOffset"(%i, %i) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return
}

// -----

func.func @index_type(%b: tensor<2xf32>, %s: tensor<2xf32>) {
  // expected-error@+1 {{'tf.GatherV2' op operand #1 must be tensor of 16-bit integer, 32-bit integer or 64-bit integer values, but got 'tensor<2xf32>'}}
  %0 = "tf.GatherV2"(%b, %s, %s) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return
}

// -----

// A list shorter than its registered minimum is left to the op's own verifier, as TensorFlow's
// ODS does: tf.EnqueueTPUEmbeddingArbitraryTensorBatch takes an empty list.
func.func @list_below_minimum(%s: tensor<!tf_type.string>) {
  "tf.EnqueueTPUEmbeddingArbitraryTensorBatch"(%s) {device_ordinal = -1 : i64} : (tensor<!tf_type.string>) -> ()
  return
}

// -----

func.func @stitch_none() -> tensor<2xf32> {
  // expected-error@+1 {{'tf.DynamicStitch' op requires attribute N with value >= 1}}
  %0 = "tf.DynamicStitch"() : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @einsum_three(%a: tensor<2xf32>) {
  // expected-error@+1 {{'tf.Einsum' op must have 1 or 2 operands}}
  %0 = "tf.Einsum"(%a, %a, %a) {equation = "i,i,i->"} : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
  return
}

// -----

func.func @offsets_count(%d: tensor<i32>, %s: tensor<2xi32>) {
  // expected-error@+1 {{'tf.ConcatOffset' op requires sizes of shapes and offsets to be the same, got sizes 3 and 2}}
  %0:2 = "tf.ConcatOffset"(%d, %s, %s, %s) : (tensor<i32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>)
  return
}
