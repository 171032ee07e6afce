// mhlo -> StableHLO -> mhlo: ops, tokens, bounds, enums and dimension numbers change namespace, in
// op results, block arguments and function types alike.
// RUN: jopt %s --hlo-legalize-to-stablehlo | jfilecheck %s
// RUN: jopt %s --hlo-legalize-to-stablehlo | jopt --stablehlo-legalize-to-hlo | jfilecheck %s --check-prefix=BACK

// CHECK-LABEL: func.func @ops(%arg0: tensor<4xf32>, %arg1: !stablehlo.token, %arg2: tensor<?xf32, #stablehlo.bounds<8>>) -> (tensor<4xi1>, !stablehlo.token)
// BACK-LABEL: func.func @ops(%arg0: tensor<4xf32>, %arg1: !mhlo.token, %arg2: tensor<?xf32, #mhlo.{{.*}}8{{.*}}>) -> (tensor<4xi1>, !mhlo.token)
func.func @ops(%a: tensor<4xf32>, %t: !mhlo.token, %b: tensor<?xf32, #mhlo.type_extensions<bounds = [8]>>) -> (tensor<4xi1>, !mhlo.token) {
  // CHECK: %[[ADD:.*]] = stablehlo.add %arg0, %arg0 : tensor<4xf32>
  // BACK: %[[ADD:.*]] = mhlo.add %arg0, %arg0 : tensor<4xf32>
  %0 = mhlo.add %a, %a : tensor<4xf32>
  // CHECK: stablehlo.compare LT, %[[ADD]], %arg0, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // BACK: mhlo.compare LT, %[[ADD]], %arg0, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = mhlo.compare LT, %0, %a, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK: stablehlo.after_all %arg1 : !stablehlo.token
  %2 = mhlo.after_all %t : !mhlo.token
  // CHECK: stablehlo.abs %arg2 : tensor<?xf32, #stablehlo.bounds<8>>
  %3 = mhlo.abs %b : tensor<?xf32, #mhlo.type_extensions<bounds = [8]>>
  return %1, %2 : tensor<4xi1>, !mhlo.token
}

// CHECK-LABEL: func.func @regions
func.func @regions(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %p: tensor<i1>) -> tensor<f32> {
  // CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0]
  // BACK: mhlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0]
  %0 = mhlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %z = mhlo.constant dense<0.0> : tensor<f32>
  // CHECK: "stablehlo.if"(%arg2) ({
  // CHECK: stablehlo.return
  // CHECK-NOT: mhlo.
  %1 = "mhlo.if"(%p) ({
    "mhlo.return"(%z) : (tensor<f32>) -> ()
  }, {
    %2 = mhlo.reduce(%0 init: %z) applies mhlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    "mhlo.return"(%2) : (tensor<f32>) -> ()
  }) : (tensor<i1>) -> tensor<f32>
  return %1 : tensor<f32>
}
