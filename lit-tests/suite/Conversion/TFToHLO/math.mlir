// The remaining binary ops, the activations and TensorFlow's small formulas, CHLO kept so the
// broadcasts show.
// RUN: jopt %s "-xla-legalize-tf=legalize-chlo=false" -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @binary_more
// CHECK-NEXT: chlo.broadcast_add %arg0, %arg1 : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: chlo.broadcast_atan2 %arg0, %arg1
// CHECK-NEXT: chlo.broadcast_divide %arg0, %arg1
// CHECK-NEXT: chlo.broadcast_next_after %arg0, %arg1
// CHECK-NEXT: chlo.broadcast_polygamma %arg0, %arg1
// CHECK-NEXT: chlo.broadcast_zeta %arg0, %arg1
// CHECK-NEXT: chlo.broadcast_remainder %arg0, %arg1
func.func @binary_more(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0 = "tf.Add"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %1 = "tf.Atan2"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %2 = "tf.RealDiv"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %3 = "tf.NextAfter"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %4 = "tf.Polygamma"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %5 = "tf.Zeta"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %6 = "tf.TruncateMod"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  func.return %0, %1, %2, %3, %4, %5, %6 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @activations
// Relu: max(0, x) with a scalar zero.
// CHECK: %[[Z:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[RELU:.*]] = chlo.broadcast_maximum %[[Z]], %arg0 {broadcast_dimensions = array<i64>} : (tensor<f32>, tensor<?x3xf32>) -> tensor<?x3xf32>
// Relu6: clamp(0, x, 6).
// CHECK: %[[SIX:.*]] = mhlo.constant dense<6.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[RELU6:.*]] = mhlo.clamp %{{.*}}, %arg0, %[[SIX]] : (tensor<f32>, tensor<?x3xf32>, tensor<f32>) -> tensor<?x3xf32>
// Elu: x > 0 ? x : expm1(x).
// CHECK: %[[GT:.*]] = chlo.broadcast_compare %arg0, %{{.*}} {broadcast_dimensions = array<i64>, comparison_direction = #chlo<comparison_direction GT>}
// CHECK-NEXT: %[[EM:.*]] = mhlo.exponential_minus_one %arg0
// CHECK-NEXT: %[[ELU:.*]] = chlo.broadcast_select %[[GT]], %arg0, %[[EM]]
// Selu: scale * (x > 0 ? x : alpha * expm1(x)).
// CHECK: mhlo.constant dense<1.75809932> : tensor<f32>
// CHECK: mhlo.constant dense<1.05070102> : tensor<f32>
// CHECK: %[[SELU:.*]] = chlo.broadcast_select
// LeakyRelu with its alpha.
// CHECK: %[[A:.*]] = mhlo.constant dense<1.000000e-01> : tensor<f32>
// CHECK-NEXT: %[[AX:.*]] = chlo.broadcast_multiply %arg0, %[[A]]
// CHECK: %[[LEAKY:.*]] = chlo.broadcast_select %{{.*}}, %arg0, %[[AX]]
// Softplus: max(x, 0) + log1p(exp(-|x|)).
// CHECK: %[[M:.*]] = chlo.broadcast_maximum %arg0, %{{.*}}
// CHECK-NEXT: %[[ABS:.*]] = mhlo.abs %arg0
// CHECK-NEXT: %[[NEG:.*]] = mhlo.negate %[[ABS]]
// CHECK-NEXT: %[[EXP:.*]] = mhlo.exponential %[[NEG]]
// CHECK-NEXT: %[[L1P:.*]] = mhlo.log_plus_one %[[EXP]]
// CHECK-NEXT: %[[SP:.*]] = mhlo.add %[[M]], %[[L1P]]
// Softsign: x / (1 + |x|).
// CHECK: %[[ONE:.*]] = mhlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[ABS2:.*]] = mhlo.abs %arg0
// CHECK-NEXT: %[[DEN:.*]] = chlo.broadcast_add %[[ONE]], %[[ABS2]]
// CHECK-NEXT: %[[SS:.*]] = mhlo.divide %arg0, %[[DEN]]
// CHECK-NEXT: return %[[RELU]], %[[RELU6]], %[[ELU]], %[[SELU]], %[[LEAKY]], %[[SP]], %[[SS]]
func.func @activations(%x: tensor<?x3xf32>) -> (tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>) {
  %0 = "tf.Relu"(%x) : (tensor<?x3xf32>) -> tensor<?x3xf32>
  %1 = "tf.Relu6"(%x) : (tensor<?x3xf32>) -> tensor<?x3xf32>
  %2 = "tf.Elu"(%x) : (tensor<?x3xf32>) -> tensor<?x3xf32>
  %3 = "tf.Selu"(%x) : (tensor<?x3xf32>) -> tensor<?x3xf32>
  %4 = "tf.LeakyRelu"(%x) {alpha = 0.1 : f32} : (tensor<?x3xf32>) -> tensor<?x3xf32>
  %5 = "tf.Softplus"(%x) : (tensor<?x3xf32>) -> tensor<?x3xf32>
  %6 = "tf.Softsign"(%x) : (tensor<?x3xf32>) -> tensor<?x3xf32>
  func.return %0, %1, %2, %3, %4, %5, %6 : tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>
}

// -----

// Integer FloorDiv corrects the truncating quotient when the signs differ and it is inexact.
// CHECK-LABEL: func.func @floor_div_mod
// CHECK: %[[Q:.*]] = chlo.broadcast_divide %arg0, %arg1
// CHECK: %[[P:.*]] = chlo.broadcast_multiply %[[Q]], %arg1
// CHECK: %[[INEXACT:.*]] = chlo.broadcast_compare %[[P]], %arg0 {comparison_direction = #chlo<comparison_direction NE>}
// CHECK: %[[FIX:.*]] = chlo.broadcast_and %[[INEXACT]], %{{.*}}
// CHECK: %[[QM1:.*]] = chlo.broadcast_subtract %[[Q]], %{{.*}}
// CHECK: %[[FD:.*]] = chlo.broadcast_select %[[FIX]], %[[QM1]], %[[Q]]
// FloorMod adds the divisor to a remainder whose sign differs from it.
// CHECK: %[[R:.*]] = chlo.broadcast_remainder %arg0, %arg1
// CHECK: %[[RA:.*]] = chlo.broadcast_add %arg1, %[[R]]
// CHECK: %[[FM:.*]] = chlo.broadcast_select %{{.*}}, %[[RA]], %[[R]]
// Float FloorDiv is floor(x / y); TruncateDiv picks ceil for negative quotients.
// CHECK: %[[FQ:.*]] = chlo.broadcast_divide %arg2, %arg3
// CHECK-NEXT: %[[FF:.*]] = mhlo.floor %[[FQ]]
// CHECK: %[[TQ:.*]] = chlo.broadcast_divide %arg2, %arg3
// CHECK: mhlo.ceil %[[TQ]]
// CHECK: %[[TD:.*]] = chlo.broadcast_select
// CHECK: return %[[FD]], %[[FM]], %[[FF]], %[[TD]]
func.func @floor_div_mod(%a: tensor<4xi32>, %b: tensor<4xi32>, %x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = "tf.FloorDiv"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = "tf.FloorMod"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %2 = "tf.FloorDiv"(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = "tf.TruncateDiv"(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %0, %1, %2, %3 : tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// x / y and x * y that give 0 where y is 0; Xlogy gives 0 where x is 0.
// CHECK-LABEL: func.func @no_nan
// CHECK: %[[Z:.*]] = chlo.broadcast_compare %arg1, %{{.*}} {{{.*}}comparison_direction = #chlo<comparison_direction EQ>}
// CHECK: %[[D:.*]] = chlo.broadcast_divide %arg0, %arg1
// CHECK: %[[R0:.*]] = chlo.broadcast_select %[[Z]], %{{.*}}, %[[D]]
// CHECK: %[[M:.*]] = chlo.broadcast_multiply %arg0, %arg1
// CHECK: %[[R1:.*]] = chlo.broadcast_select %{{.*}}, %{{.*}}, %[[M]]
// CHECK: %[[LOG:.*]] = mhlo.log %arg1
// CHECK: %[[XL:.*]] = chlo.broadcast_multiply %arg0, %[[LOG]]
// CHECK: %[[R2:.*]] = chlo.broadcast_select %{{.*}}, %{{.*}}, %[[XL]]
// CHECK: %[[SQD:.*]] = chlo.broadcast_subtract %arg0, %arg1
// CHECK: %[[SQ:.*]] = mhlo.multiply %[[SQD]], %[[SQD]]
// CHECK: return %[[R0]], %[[R1]], %[[R2]], %[[SQ]]
func.func @no_nan(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = "tf.DivNoNan"(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "tf.MulNoNan"(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = "tf.Xlogy"(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = "tf.SquaredDifference"(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// The gradients: y' = dy * f(y) or a selection on the features.
// CHECK-LABEL: func.func @gradients
// CHECK: %[[RG:.*]] = chlo.broadcast_select %{{.*}}, %arg0, %{{.*}}
// CHECK: %[[R6:.*]] = chlo.broadcast_and
// CHECK: %[[R6G:.*]] = chlo.broadcast_select %[[R6]], %arg0
// CHECK: %[[OM:.*]] = chlo.broadcast_subtract %{{.*}}, %arg1
// CHECK: %[[SY:.*]] = mhlo.multiply %arg0, %arg1
// CHECK: %[[SG:.*]] = mhlo.multiply %[[SY]], %[[OM]]
// CHECK: %[[YY:.*]] = mhlo.multiply %arg1, %arg1
// CHECK: %[[OM2:.*]] = chlo.broadcast_subtract %{{.*}}, %[[YY]]
// CHECK: %[[TG:.*]] = mhlo.multiply %arg0, %[[OM2]]
// CHECK: %[[Y3:.*]] = mhlo.multiply
// CHECK: mhlo.constant dense<-5.000000e-01>
// CHECK: %[[RSG:.*]] = mhlo.multiply %arg0
// CHECK: mhlo.constant dense<5.000000e-01>
// CHECK: %[[SQG:.*]] = mhlo.divide %{{.*}}, %arg1
// CHECK: return %[[RG]], %[[R6G]], %[[SG]], %[[TG]], %[[RSG]], %[[SQG]]
func.func @gradients(%dy: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = "tf.ReluGrad"(%dy, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "tf.Relu6Grad"(%dy, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = "tf.SigmoidGrad"(%y, %dy) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = "tf.TanhGrad"(%y, %dy) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %4 = "tf.RsqrtGrad"(%y, %dy) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %5 = "tf.SqrtGrad"(%y, %dy) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %0, %1, %2, %3, %4, %5 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @misc
// Reciprocal and Inv: 1 / x.
// CHECK: %[[ONE:.*]] = mhlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[REC:.*]] = chlo.broadcast_divide %[[ONE]], %arg0
// CHECK: %[[INV:.*]] = chlo.broadcast_divide %{{.*}}, %arg0
// ClipByValue: min(max(x, lo), hi).
// CHECK: %[[LO:.*]] = chlo.broadcast_maximum %arg0, %arg1
// CHECK-NEXT: %[[CL:.*]] = chlo.broadcast_minimum %[[LO]], %arg2
// L2Loss: sum(x * x) / 2.
// CHECK: %[[SQ:.*]] = mhlo.multiply %arg0, %arg0
// CHECK: %[[S:.*]] = mhlo.reduce(%[[SQ]] init: %{{.*}}) applies mhlo.add across dimensions = [0]
// CHECK: %[[L2:.*]] = mhlo.divide %[[S]], %{{.*}} : tensor<f32>
// AddN: a chain of additions.
// CHECK: %[[A1:.*]] = mhlo.add %arg0, %arg0
// CHECK-NEXT: %[[A2:.*]] = mhlo.add %[[A1]], %arg0
// Assert and NoOp are dropped.
// CHECK-NOT: tf.Assert
// CHECK-NOT: tf.NoOp
// CHECK: return %[[REC]], %[[INV]], %[[CL]], %[[L2]], %[[A2]]
func.func @misc(%x: tensor<4xf32>, %lo: tensor<f32>, %hi: tensor<f32>, %c: tensor<i1>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>) {
  %0 = "tf.Reciprocal"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "tf.Inv"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "tf.ClipByValue"(%x, %lo, %hi) : (tensor<4xf32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  %3 = "tf.L2Loss"(%x) : (tensor<4xf32>) -> tensor<f32>
  %4 = "tf.AddN"(%x, %x, %x) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "tf.Assert"(%c, %x) {summarize = 3 : i64} : (tensor<i1>, tensor<4xf32>) -> ()
  "tf.NoOp"() : () -> ()
  func.return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>
}

// -----

// SelectV2 broadcasts all three operands; Select with a vector condition picks rows.
// CHECK-LABEL: func.func @selects
// CHECK-NEXT: %[[S2:.*]] = chlo.broadcast_select %arg0, %arg1, %arg2 : (tensor<i1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[B:.*]] = "mhlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<2xi1>) -> tensor<2x3xi1>
// CHECK-NEXT: %[[S1:.*]] = mhlo.select %[[B]], %arg1, %arg2
// CHECK-NEXT: return %[[S2]], %[[S1]]
func.func @selects(%c: tensor<i1>, %a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %v: tensor<2xi1>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = "tf.SelectV2"(%c, %a, %b) : (tensor<i1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "tf.Select"(%v, %a, %b) : (tensor<2xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}
