// Element-wise TensorFlow ops: unary ops map to one HLO op, binary ops broadcast through CHLO,
// which -xla-legalize-tf lowers (legalize-chlo=true, the default) or keeps (legalize-chlo=false).
// RUN: jopt %s -xla-legalize-tf -split-input-file | jfilecheck %s
// RUN: jopt %s "-xla-legalize-tf=legalize-chlo=false" -split-input-file | jfilecheck %s --check-prefix=CHLO

// CHECK-LABEL: func.func @unary
// CHECK-NEXT: %[[A:.*]] = mhlo.abs %arg0 : tensor<4xf32>
// CHECK-NEXT: %[[E:.*]] = mhlo.exponential %[[A]] : tensor<4xf32>
// CHECK-NEXT: %[[L:.*]] = mhlo.log %[[E]] : tensor<4xf32>
// CHECK-NEXT: %[[S:.*]] = mhlo.logistic %[[L]] : tensor<4xf32>
// CHECK-NEXT: %[[T:.*]] = mhlo.tanh %[[S]] : tensor<4xf32>
// CHECK-NEXT: %[[N:.*]] = mhlo.negate %[[T]] : tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = mhlo.rsqrt %[[N]] : tensor<4xf32>
// CHECK-NEXT: %[[F:.*]] = mhlo.floor %[[R]] : tensor<4xf32>
// CHECK-NEXT: %[[C:.*]] = mhlo.ceil %[[F]] : tensor<4xf32>
// CHECK-NEXT: %[[Q:.*]] = mhlo.sqrt %[[C]] : tensor<4xf32>
// CHECK-NEXT: %[[RO:.*]] = mhlo.round_nearest_even %[[Q]] : tensor<4xf32>
// CHECK-NEXT: return %[[RO]]
func.func @unary(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tf.Abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "tf.Exp"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "tf.Log"(%1) : (tensor<4xf32>) -> tensor<4xf32>
  %3 = "tf.Sigmoid"(%2) : (tensor<4xf32>) -> tensor<4xf32>
  %4 = "tf.Tanh"(%3) : (tensor<4xf32>) -> tensor<4xf32>
  %5 = "tf.Neg"(%4) : (tensor<4xf32>) -> tensor<4xf32>
  %6 = "tf.Rsqrt"(%5) : (tensor<4xf32>) -> tensor<4xf32>
  %7 = "tf.Floor"(%6) : (tensor<4xf32>) -> tensor<4xf32>
  %8 = "tf.Ceil"(%7) : (tensor<4xf32>) -> tensor<4xf32>
  %9 = "tf.Sqrt"(%8) : (tensor<4xf32>) -> tensor<4xf32>
  %10 = "tf.Round"(%9) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %10 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @same_shape_binary
// CHECK-NEXT: %[[A:.*]] = mhlo.add %arg0, %arg1 : tensor<2xi32>
// CHECK-NEXT: %[[S:.*]] = mhlo.subtract %[[A]], %arg1 : tensor<2xi32>
// CHECK-NEXT: %[[M:.*]] = mhlo.multiply %[[S]], %arg1 : tensor<2xi32>
// CHECK-NEXT: %[[D:.*]] = mhlo.divide %[[M]], %arg1 : tensor<2xi32>
// CHECK-NEXT: %[[MX:.*]] = mhlo.maximum %[[D]], %arg1 : tensor<2xi32>
// CHECK-NEXT: %[[MN:.*]] = mhlo.minimum %[[MX]], %arg1 : tensor<2xi32>
// CHECK-NEXT: %[[R:.*]] = mhlo.remainder %[[MN]], %arg1 : tensor<2xi32>
// CHECK-NEXT: %[[SL:.*]] = mhlo.shift_left %[[R]], %arg1 : tensor<2xi32>
// CHECK-NEXT: %[[SR:.*]] = mhlo.shift_right_arithmetic %[[SL]], %arg1 : tensor<2xi32>
// CHECK-NEXT: %[[AND:.*]] = mhlo.and %[[SR]], %arg1 : tensor<2xi32>
// CHECK-NEXT: %[[OR:.*]] = mhlo.or %[[AND]], %arg1 : tensor<2xi32>
// CHECK-NEXT: %[[X:.*]] = mhlo.xor %[[OR]], %arg1 : tensor<2xi32>
// CHECK-NEXT: return %[[X]]
func.func @same_shape_binary(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tf.AddV2"(%arg0, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %1 = "tf.Sub"(%0, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %2 = "tf.Mul"(%1, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %3 = "tf.Div"(%2, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %4 = "tf.Maximum"(%3, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %5 = "tf.Minimum"(%4, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %6 = "tf.Mod"(%5, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %7 = "tf.LeftShift"(%6, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %8 = "tf.RightShift"(%7, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %9 = "tf.BitwiseAnd"(%8, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %10 = "tf.BitwiseOr"(%9, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %11 = "tf.BitwiseXor"(%10, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  func.return %11 : tensor<2xi32>
}

// -----

// Unsigned right shifts are logical.
// CHECK-LABEL: func.func @shift_right_unsigned
// CHECK-NEXT: mhlo.shift_right_logical %arg0, %arg1 : tensor<4xui8>
func.func @shift_right_unsigned(%arg0: tensor<4xui8>, %arg1: tensor<4xui8>) -> tensor<4xui8> {
  %0 = "tf.RightShift"(%arg0, %arg1) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  func.return %0 : tensor<4xui8>
}

// -----

// CHECK-LABEL: func.func @static_broadcast
// CHECK-NEXT: %[[B:.*]] = "mhlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<2xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: %[[P:.*]] = mhlo.power %[[B]], %arg1 : tensor<3x2xf32>
// CHECK-NEXT: return %[[P]]
// CHLO-LABEL: func.func @static_broadcast
// CHLO-NEXT: chlo.broadcast_power %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
func.func @static_broadcast(%arg0: tensor<2xf32>, %arg1: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %0 = "tf.Pow"(%arg0, %arg1) : (tensor<2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

// Dynamic shapes broadcast at run time under a shape constraint.
// CHECK-LABEL: func.func @dynamic_broadcast
// CHECK-DAG: %[[LS:.*]] = shape.shape_of %arg0 : tensor<?xf32> -> tensor<1xindex>
// CHECK-DAG: %[[RS:.*]] = shape.shape_of %arg1 : tensor<?x?xf32> -> tensor<2xindex>
// CHECK: %[[W:.*]] = shape.cstr_broadcastable %[[LS]], %[[RS]]
// CHECK: shape.assuming %[[W]] -> (tensor<?x?xf32>)
// Inside the region the extents come from a second pair of shape_of ops (no CSE here).
// CHECK-NEXT: %[[LS2:.*]] = shape.shape_of %arg0 : tensor<?xf32> -> tensor<1xindex>
// CHECK-NEXT: %[[RS2:.*]] = shape.shape_of %arg1 : tensor<?x?xf32> -> tensor<2xindex>
// CHECK-NEXT: %[[X:.*]] = shape.broadcast %[[LS2]], %[[RS2]] : tensor<1xindex>, tensor<2xindex> -> tensor<2xindex>
// CHECK: %[[L:.*]] = "mhlo.dynamic_broadcast_in_dim"(%arg0, %[[X]]) <{broadcast_dimensions = dense<1> : tensor<1xi64>}>
// CHECK: %[[R:.*]] = "mhlo.dynamic_broadcast_in_dim"(%arg1, %[[X]]) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}>
// CHECK: %[[S:.*]] = mhlo.subtract %[[L]], %[[R]] : tensor<?x?xf32>
// CHECK: shape.assuming_yield %[[S]]
func.func @dynamic_broadcast(%arg0: tensor<?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = "tf.Sub"(%arg0, %arg1) : (tensor<?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// Unranked operands: the CHLO op cannot be lowered, so with legalize-chlo the TensorFlow op stays.
// CHECK-LABEL: func.func @unranked
// CHECK-NEXT: "tf.AddV2"(%arg0, %arg1)
// CHLO-LABEL: func.func @unranked
// CHLO-NEXT: chlo.broadcast_add %arg0, %arg1 : (tensor<1xi32>, tensor<*xi32>) -> tensor<*xi32>
func.func @unranked(%arg0: tensor<1xi32>, %arg1: tensor<*xi32>) -> tensor<*xi32> {
  %0 = "tf.AddV2"(%arg0, %arg1) : (tensor<1xi32>, tensor<*xi32>) -> tensor<*xi32>
  func.return %0 : tensor<*xi32>
}

// -----

// CHECK-LABEL: func.func @compare
// CHECK-NEXT: %[[G:.*]] = mhlo.compare GT, %arg0, %arg1 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
// CHECK-NEXT: %[[GE:.*]] = mhlo.compare GE, %arg0, %arg1
// CHECK-NEXT: %[[L:.*]] = mhlo.compare LT, %arg0, %arg1
// CHECK-NEXT: %[[LE:.*]] = mhlo.compare LE, %arg0, %arg1
// CHECK-NEXT: %[[EQ:.*]] = mhlo.compare EQ, %arg0, %arg1
// CHECK-NEXT: %[[NE:.*]] = mhlo.compare NE, %arg0, %arg1
// CHECK-NEXT: %[[A:.*]] = mhlo.and %[[G]], %[[GE]] : tensor<2xi1>
// CHECK-NEXT: %[[O:.*]] = mhlo.or %[[L]], %[[LE]] : tensor<2xi1>
// CHECK-NEXT: %[[N:.*]] = mhlo.not %[[EQ]] : tensor<2xi1>
// CHLO-LABEL: func.func @compare
// CHLO: chlo.broadcast_compare %arg0, %arg1 {comparison_direction = #chlo<comparison_direction GT>}
func.func @compare(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>) -> (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>) {
  %0 = "tf.Greater"(%arg0, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %1 = "tf.GreaterEqual"(%arg0, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %2 = "tf.Less"(%arg0, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %3 = "tf.LessEqual"(%arg0, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %4 = "tf.Equal"(%arg0, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %5 = "tf.NotEqual"(%arg0, %arg1) {incompatible_shape_error = true} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %6 = "tf.LogicalAnd"(%0, %1) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  %7 = "tf.LogicalOr"(%2, %3) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  %8 = "tf.LogicalNot"(%4) : (tensor<2xi1>) -> tensor<2xi1>
  func.return %6, %7, %8, %5 : tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>
}

// -----

// Equal that tolerates a shape mismatch (incompatible_shape_error = false) is not legalized.
// CHECK-LABEL: func.func @equal_tolerant
// CHECK-NEXT: "tf.Equal"
func.func @equal_tolerant(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>) -> tensor<2xi1> {
  %0 = "tf.Equal"(%arg0, %arg1) {incompatible_shape_error = false} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// Identity forwards its operand, whatever its type.
// CHECK-LABEL: func.func @string
// CHECK-NEXT: return %arg0
func.func @string(%arg0: tensor<2x!tf_type.string>) -> tensor<2x!tf_type.string> {
  %0 = "tf.Identity"(%arg0) : (tensor<2x!tf_type.string>) -> tensor<2x!tf_type.string>
  func.return %0 : tensor<2x!tf_type.string>
}
