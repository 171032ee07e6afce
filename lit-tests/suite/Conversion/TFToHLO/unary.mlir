// One HLO or CHLO op per unary TensorFlow op (float operands), CHLO kept (legalize-chlo=false).
// RUN: jopt %s "-xla-legalize-tf=legalize-chlo=false" | jfilecheck %s

// CHECK-LABEL: func.func @float_unary
// CHECK-NEXT: %[[V0:.*]] = mhlo.abs %arg0 : tensor<3xf32>
// CHECK-NEXT: %[[V1:.*]] = chlo.acos %[[V0]] : tensor<3xf32>
// CHECK-NEXT: %[[V2:.*]] = chlo.acosh %[[V1]] : tensor<3xf32>
// CHECK-NEXT: %[[V3:.*]] = chlo.asin %[[V2]] : tensor<3xf32>
// CHECK-NEXT: %[[V4:.*]] = chlo.asinh %[[V3]] : tensor<3xf32>
// CHECK-NEXT: %[[V5:.*]] = chlo.atan %[[V4]] : tensor<3xf32>
// CHECK-NEXT: %[[V6:.*]] = chlo.atanh %[[V5]] : tensor<3xf32>
// CHECK-NEXT: %[[V7:.*]] = mhlo.ceil %[[V6]] : tensor<3xf32>
// CHECK-NEXT: %[[V8:.*]] = chlo.cosh %[[V7]] : tensor<3xf32>
// CHECK-NEXT: %[[V9:.*]] = mhlo.cosine %[[V8]] : tensor<3xf32>
// CHECK-NEXT: %[[V10:.*]] = chlo.digamma %[[V9]] : tensor<3xf32>
// CHECK-NEXT: %[[V11:.*]] = mhlo.exponential %[[V10]] : tensor<3xf32>
// CHECK-NEXT: %[[V12:.*]] = mhlo.exponential_minus_one %[[V11]] : tensor<3xf32>
// CHECK-NEXT: %[[V13:.*]] = chlo.erf %[[V12]] : tensor<3xf32>
// CHECK-NEXT: %[[V14:.*]] = chlo.erfc %[[V13]] : tensor<3xf32>
// CHECK-NEXT: %[[V15:.*]] = chlo.erf_inv %[[V14]] : tensor<3xf32>
// CHECK-NEXT: %[[V16:.*]] = mhlo.floor %[[V15]] : tensor<3xf32>
// CHECK-NEXT: %[[V17:.*]] = chlo.lgamma %[[V16]] : tensor<3xf32>
// CHECK-NEXT: %[[V18:.*]] = mhlo.log %[[V17]] : tensor<3xf32>
// CHECK-NEXT: %[[V19:.*]] = mhlo.log_plus_one %[[V18]] : tensor<3xf32>
// CHECK-NEXT: %[[V20:.*]] = mhlo.negate %[[V19]] : tensor<3xf32>
// CHECK-NEXT: %[[V21:.*]] = mhlo.rsqrt %[[V20]] : tensor<3xf32>
// CHECK-NEXT: %[[V22:.*]] = mhlo.logistic %[[V21]] : tensor<3xf32>
// CHECK-NEXT: %[[V23:.*]] = chlo.sinh %[[V22]] : tensor<3xf32>
// CHECK-NEXT: %[[V24:.*]] = mhlo.sine %[[V23]] : tensor<3xf32>
// CHECK-NEXT: %[[V25:.*]] = mhlo.sqrt %[[V24]] : tensor<3xf32>
// CHECK-NEXT: %[[V26:.*]] = mhlo.tanh %[[V25]] : tensor<3xf32>
// CHECK-NEXT: %[[V27:.*]] = chlo.tan %[[V26]] : tensor<3xf32>
// CHECK-NEXT: %[[V28:.*]] = mhlo.sign %[[V27]] : tensor<3xf32>
// CHECK-NEXT: %[[V29:.*]] = mhlo.round_nearest_even %[[V28]] : tensor<3xf32>
// CHECK-NEXT: %[[V30:.*]] = mhlo.round_nearest_even %[[V29]] : tensor<3xf32>
// CHECK-NEXT: %[[V31:.*]] = chlo.square %[[V30]] : tensor<3xf32>
// CHECK-NEXT: %[[V32:.*]] = mhlo.cbrt %[[V31]] : tensor<3xf32>
// CHECK-NEXT: return %[[V32]]
func.func @float_unary(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "tf.Abs"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
  %1 = "tf.Acos"(%0) : (tensor<3xf32>) -> tensor<3xf32>
  %2 = "tf.Acosh"(%1) : (tensor<3xf32>) -> tensor<3xf32>
  %3 = "tf.Asin"(%2) : (tensor<3xf32>) -> tensor<3xf32>
  %4 = "tf.Asinh"(%3) : (tensor<3xf32>) -> tensor<3xf32>
  %5 = "tf.Atan"(%4) : (tensor<3xf32>) -> tensor<3xf32>
  %6 = "tf.Atanh"(%5) : (tensor<3xf32>) -> tensor<3xf32>
  %7 = "tf.Ceil"(%6) : (tensor<3xf32>) -> tensor<3xf32>
  %8 = "tf.Cosh"(%7) : (tensor<3xf32>) -> tensor<3xf32>
  %9 = "tf.Cos"(%8) : (tensor<3xf32>) -> tensor<3xf32>
  %10 = "tf.Digamma"(%9) : (tensor<3xf32>) -> tensor<3xf32>
  %11 = "tf.Exp"(%10) : (tensor<3xf32>) -> tensor<3xf32>
  %12 = "tf.Expm1"(%11) : (tensor<3xf32>) -> tensor<3xf32>
  %13 = "tf.Erf"(%12) : (tensor<3xf32>) -> tensor<3xf32>
  %14 = "tf.Erfc"(%13) : (tensor<3xf32>) -> tensor<3xf32>
  %15 = "tf.Erfinv"(%14) : (tensor<3xf32>) -> tensor<3xf32>
  %16 = "tf.Floor"(%15) : (tensor<3xf32>) -> tensor<3xf32>
  %17 = "tf.Lgamma"(%16) : (tensor<3xf32>) -> tensor<3xf32>
  %18 = "tf.Log"(%17) : (tensor<3xf32>) -> tensor<3xf32>
  %19 = "tf.Log1p"(%18) : (tensor<3xf32>) -> tensor<3xf32>
  %20 = "tf.Neg"(%19) : (tensor<3xf32>) -> tensor<3xf32>
  %21 = "tf.Rsqrt"(%20) : (tensor<3xf32>) -> tensor<3xf32>
  %22 = "tf.Sigmoid"(%21) : (tensor<3xf32>) -> tensor<3xf32>
  %23 = "tf.Sinh"(%22) : (tensor<3xf32>) -> tensor<3xf32>
  %24 = "tf.Sin"(%23) : (tensor<3xf32>) -> tensor<3xf32>
  %25 = "tf.Sqrt"(%24) : (tensor<3xf32>) -> tensor<3xf32>
  %26 = "tf.Tanh"(%25) : (tensor<3xf32>) -> tensor<3xf32>
  %27 = "tf.Tan"(%26) : (tensor<3xf32>) -> tensor<3xf32>
  %28 = "tf.Sign"(%27) : (tensor<3xf32>) -> tensor<3xf32>
  %29 = "tf.Round"(%28) : (tensor<3xf32>) -> tensor<3xf32>
  %30 = "tf.Rint"(%29) : (tensor<3xf32>) -> tensor<3xf32>
  %31 = "tf.Square"(%30) : (tensor<3xf32>) -> tensor<3xf32>
  %32 = "tf.Cbrt"(%31) : (tensor<3xf32>) -> tensor<3xf32>
  func.return %32 : tensor<3xf32>
}

// CHECK-LABEL: func.func @predicates
// CHECK-NEXT: %[[F:.*]] = mhlo.is_finite %arg0 : (tensor<3xf32>) -> tensor<3xi1>
// CHECK-NEXT: %[[I:.*]] = chlo.is_inf %arg0 : tensor<3xf32> -> tensor<3xi1>
// CHECK-NEXT: %[[N:.*]] = mhlo.compare NE, %arg0, %arg0 : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
// CHECK-NEXT: return %[[F]], %[[I]], %[[N]]
func.func @predicates(%arg0: tensor<3xf32>) -> (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) {
  %0 = "tf.IsFinite"(%arg0) : (tensor<3xf32>) -> tensor<3xi1>
  %1 = "tf.IsInf"(%arg0) : (tensor<3xf32>) -> tensor<3xi1>
  %2 = "tf.IsNan"(%arg0) : (tensor<3xf32>) -> tensor<3xi1>
  func.return %0, %1, %2 : tensor<3xi1>, tensor<3xi1>, tensor<3xi1>
}

// CHECK-LABEL: func.func @integer_unary
// CHECK-NEXT: %[[I:.*]] = mhlo.not %arg0 : tensor<3xi32>
// CHECK-NEXT: %[[P:.*]] = mhlo.popcnt %[[I]] : tensor<3xi32>
// CHECK-NEXT: %[[C:.*]] = mhlo.convert %[[P]] : (tensor<3xi32>) -> tensor<3xui8>
// CHECK-NEXT: %[[N:.*]] = mhlo.not %arg1 : tensor<3xi1>
// CHECK-NEXT: return %[[C]], %[[N]]
func.func @integer_unary(%arg0: tensor<3xi32>, %arg1: tensor<3xi1>) -> (tensor<3xui8>, tensor<3xi1>) {
  %0 = "tf.Invert"(%arg0) : (tensor<3xi32>) -> tensor<3xi32>
  %1 = "tf.PopulationCount"(%0) : (tensor<3xi32>) -> tensor<3xui8>
  %2 = "tf.LogicalNot"(%arg1) : (tensor<3xi1>) -> tensor<3xi1>
  func.return %1, %2 : tensor<3xui8>, tensor<3xi1>
}

// CHECK-LABEL: func.func @complex
// CHECK-NEXT: %[[C:.*]] = chlo.broadcast_complex %arg0, %arg1 : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xcomplex<f32>>
// CHECK-NEXT: %[[J:.*]] = chlo.conj %[[C]] : tensor<3xcomplex<f32>> -> tensor<3xcomplex<f32>>
// CHECK-NEXT: %[[RE:.*]] = mhlo.real %[[J]] : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
// CHECK-NEXT: %[[IM:.*]] = mhlo.imag %[[J]] : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
// CHECK-NEXT: %[[AB:.*]] = mhlo.abs %[[J]] : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
// CHECK-NEXT: %[[AI:.*]] = mhlo.imag %[[J]] : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
// CHECK-NEXT: %[[AR:.*]] = mhlo.real %[[J]] : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
// CHECK-NEXT: %[[AN:.*]] = mhlo.atan2 %[[AI]], %[[AR]] : tensor<3xf32>
func.func @complex(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0 = "tf.Complex"(%arg0, %arg1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xcomplex<f32>>
  %1 = "tf.Conj"(%0) : (tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  %2 = "tf.Real"(%1) : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  %3 = "tf.Imag"(%1) : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  %4 = "tf.ComplexAbs"(%1) : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  %5 = "tf.Angle"(%1) : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  func.return %2, %3, %4, %5 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}

// Identities forward their operand.
// CHECK-LABEL: func.func @identities
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0
func.func @identities(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0 = "tf.Identity"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
  %1 = "tf.StopGradient"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
  %2 = "tf.Snapshot"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
  %3 = "tf.PreventGradient"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
  %4 = "tf.CheckNumerics"(%arg0) {message = "bad"} : (tensor<3xf32>) -> tensor<3xf32>
  %5 = "tf.EnsureShape"(%arg0) {shape = #tf_type.shape<3>} : (tensor<3xf32>) -> tensor<3xf32>
  %6:2 = "tf.IdentityN"(%arg0, %arg0) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  func.return %0, %1, %2, %3, %4, %5, %6#1 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}

// CHECK-LABEL: func.func @const_cast
// CHECK-NEXT: %[[C:.*]] = mhlo.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: %[[F:.*]] = mhlo.convert %[[C]] : (tensor<2xi32>) -> tensor<2xf32>
// CHECK-NEXT: %[[B:.*]] = mhlo.bitcast_convert %[[F]] : (tensor<2xf32>) -> tensor<2xi32>
// CHECK-NEXT: return %[[B]]
func.func @const_cast() -> tensor<2xi32> {
  %0 = "tf.Const"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %1 = "tf.Cast"(%0) {Truncate = false} : (tensor<2xi32>) -> tensor<2xf32>
  %2 = "tf.Bitcast"(%1) : (tensor<2xf32>) -> tensor<2xi32>
  func.return %2 : tensor<2xi32>
}

