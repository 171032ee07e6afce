// -tfxla-verify-legalization: every op of a function must be legal for the TF->HLO target (mhlo,
// arith, func, tensor, shape; chlo only with legalize-chlo=false); an mhlo op must have static or
// bounded results. The IR is unchanged.
// RUN: jopt %s "-tfxla-verify-legalization=legalize-chlo=true" -verify-diagnostics -split-input-file | jfilecheck %s
// With legalize-chlo=false the chlo chunk passes and is printed (the other chunks still fail).
// RUN: not jopt %s "-tfxla-verify-legalization=legalize-chlo=false" -split-input-file 2>/dev/null | jfilecheck %s --check-prefix=NOCHLO
// NOCHLO-LABEL: func @chlo_left
// NOCHLO-NEXT: chlo.broadcast_add

// CHECK-LABEL: func @legal
// CHECK: mhlo.add
// CHECK: tensor.cast
func.func @legal(%a: tensor<4xf32>, %b: tuple<tensor<f32>>, %n: tensor<?xf32, #mhlo.type_extensions<bounds = [4]>>) -> tensor<?xf32> {
  %0 = mhlo.add %a, %a : tensor<4xf32>
  %1 = mhlo.get_tuple_element %b[0] : (tuple<tensor<f32>>) -> tensor<f32>
  %2 = mhlo.abs %n : tensor<?xf32, #mhlo.type_extensions<bounds = [4]>>
  %3 = tensor.cast %2 : tensor<?xf32, #mhlo.type_extensions<bounds = [4]>> to tensor<?xf32>
  "tf.XlaSendToHost"(%0) {key = "k"} : (tensor<4xf32>) -> ()
  func.return %3 : tensor<?xf32>
}

// -----

func.func @tf_left(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{Could not legalize op: tf.Neg}}
  %0 = "tf.Neg"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{Could not legalize op: tf.Abs}}
  %1 = "tf.Abs"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %1 : tensor<4xf32>
}

// -----

func.func @chlo_left(%a: tensor<4xf32>, %b: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{Could not legalize op: chlo.broadcast_add}}
  %0 = chlo.broadcast_add %a, %b : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @dynamic_mhlo(%a: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{Node `mhlo.negate` must have compile-time constant inputs and outputs.}}
  %0 = mhlo.negate %a : tensor<?xf32>
  // The walk stops at the first dynamic mhlo op: no error here.
  %1 = "tf.Neg"(%0) : (tensor<?xf32>) -> tensor<?xf32>
  func.return %1 : tensor<?xf32>
}
