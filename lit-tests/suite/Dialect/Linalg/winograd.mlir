// The three Winograd transform ops print in their custom form; F(m, r) is the i32 enum fmr.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @transforms
// CHECK: linalg.winograd_filter_transform fmr(F_4_3) ins(%{{.*}} : tensor<3x3x3x8xf32>) outs(%{{.*}} : tensor<6x6x8x3xf32>) -> tensor<6x6x8x3xf32>
// CHECK: linalg.winograd_input_transform {tag} fmr(F_2_3) ins(%{{.*}} : tensor<1x6x6x8xf32>) outs(%{{.*}} : tensor<4x4x2x2x1x8xf32>) -> tensor<4x4x2x2x1x8xf32>
// CHECK: linalg.winograd_output_transform fmr(F_2_5) ins(%{{.*}} : tensor<6x1x3x4x1x3xf32>) outs(%{{.*}} : tensor<1x6x4x3xf32>) -> tensor<1x6x4x3xf32>
// GENERIC: "linalg.winograd_filter_transform"(%{{.*}}, %{{.*}}) <{fmr = 1 : i32}>
// GENERIC: "linalg.winograd_input_transform"(%{{.*}}, %{{.*}}) <{fmr = 0 : i32}> {tag}
// GENERIC: "linalg.winograd_output_transform"(%{{.*}}, %{{.*}}) <{fmr = 2 : i32}>
func.func @transforms(%f: tensor<3x3x3x8xf32>, %fo: tensor<6x6x8x3xf32>,
                      %i: tensor<1x6x6x8xf32>, %io: tensor<4x4x2x2x1x8xf32>,
                      %v: tensor<6x1x3x4x1x3xf32>, %vo: tensor<1x6x4x3xf32>)
    -> (tensor<6x6x8x3xf32>, tensor<4x4x2x2x1x8xf32>, tensor<1x6x4x3xf32>) {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<3x3x3x8xf32>) outs(%fo : tensor<6x6x8x3xf32>) -> tensor<6x6x8x3xf32>
  %1 = linalg.winograd_input_transform {tag} fmr("F_2_3") ins(%i : tensor<1x6x6x8xf32>) outs(%io : tensor<4x4x2x2x1x8xf32>) -> tensor<4x4x2x2x1x8xf32>
  %2 = linalg.winograd_output_transform fmr(F_2_5) ins(%v : tensor<6x1x3x4x1x3xf32>) outs(%vo : tensor<1x6x4x3xf32>) -> tensor<1x6x4x3xf32>
  return %0, %1, %2 : tensor<6x6x8x3xf32>, tensor<4x4x2x2x1x8xf32>, tensor<1x6x4x3xf32>
}

// A dynamic image size only fixes alpha; the tile counts stay dynamic.
// CHECK-LABEL: func.func @dynamic
// CHECK: linalg.winograd_input_transform fmr(F_4_3) ins(%{{.*}} : tensor<2x?x?x5xf32>) outs(%{{.*}} : tensor<6x6x?x?x2x5xf32>)
// CHECK: linalg.winograd_output_transform fmr(F_4_3) ins(%{{.*}} : tensor<6x6x?x2x2x2xf32>) outs(%{{.*}} : tensor<2x?x8x2xf32>)
func.func @dynamic(%i: tensor<2x?x?x5xf32>, %io: tensor<6x6x?x?x2x5xf32>, %v: tensor<6x6x?x2x2x2xf32>, %vo: tensor<2x?x8x2xf32>)
    -> (tensor<6x6x?x?x2x5xf32>, tensor<2x?x8x2xf32>) {
  %0 = linalg.winograd_input_transform fmr(F_4_3) ins(%i : tensor<2x?x?x5xf32>) outs(%io : tensor<6x6x?x?x2x5xf32>) -> tensor<6x6x?x?x2x5xf32>
  %1 = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<6x6x?x2x2x2xf32>) outs(%vo : tensor<2x?x8x2xf32>) -> tensor<2x?x8x2xf32>
  return %0, %1 : tensor<6x6x?x?x2x5xf32>, tensor<2x?x8x2xf32>
}
