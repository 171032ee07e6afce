// mhlo to HLO text: @main is the ENTRY computation, regions and called functions are
// computations printed before their users, instructions are named opcode.N.
// RUN: jtranslate -mlir-hlo-to-hlo-text %s | jfilecheck %s
// RUN: jtranslate -mlir-to-hlo -print-layouts %s | jfilecheck %s --check-prefix=LAYOUT

// CHECK: HloModule exported, entry_computation_layout={(f32[2,3]{1,0}, s32[])->(f32[3]{0}, pred[])}
// LAYOUT: ENTRY %main.{{[0-9]+}} (Arg_0.1: f32[2,3]{1,0}, Arg_1.2: s32[]) -> (f32[3]{0}, pred[])
module @exported {
  func.func @main(%a: tensor<2x3xf32>, %i: tensor<i32>) -> (tensor<3xf32>, tensor<i1>) {
    %zero = mhlo.constant dense<0.0> : tensor<f32>
    %r = mhlo.reduce(%a init: %zero) applies mhlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
    %c = mhlo.constant dense<[[1, -2], [3, 4]]> : tensor<2x2xi32>
    %lt = mhlo.compare LT, %i, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %n = mhlo.negate %r : tensor<3xf32>
    %t = mhlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    return %n, %lt : tensor<3xf32>, tensor<i1>
  }
}
// CHECK: %[[SUM:region_0\.[0-9]+]] (Arg_0.{{[0-9]+}}: f32[], Arg_1.{{[0-9]+}}: f32[]) -> f32[] {
// CHECK: ROOT %add.{{[0-9]+}} = f32[] add(f32[] %Arg_0.{{[0-9]+}}, f32[] %Arg_1.{{[0-9]+}})
// CHECK: ENTRY %main.{{[0-9]+}} (Arg_0.1: f32[2,3], Arg_1.2: s32[]) -> (f32[3], pred[]) {
// CHECK-NEXT: %Arg_0.1 = f32[2,3] parameter(0)
// CHECK-NEXT: %Arg_1.2 = s32[] parameter(1)
// CHECK-NEXT: %[[ZERO:constant\.[0-9]+]] = f32[] constant(0)
// CHECK-NEXT: %[[R:reduce\.[0-9]+]] = f32[3] reduce(f32[2,3] %Arg_0.1, f32[] %[[ZERO]]), dimensions={0}, to_apply=%[[SUM]]
// CHECK-NEXT: constant({ {1, -2}, {3, 4} })
// CHECK-NEXT: %[[LT:compare\.[0-9]+]] = pred[] compare(s32[] %Arg_1.2, s32[] %Arg_1.2), direction=LT
// CHECK-NEXT: %[[N:negate\.[0-9]+]] = f32[3] negate(f32[3] %[[R]])
// CHECK-NEXT: transpose(f32[2,3] %Arg_0.1), dimensions={1,0}
// CHECK-NEXT: ROOT %tuple.{{[0-9]+}} = (f32[3], pred[]) tuple(f32[3] %[[N]], pred[] %[[LT]])
// CHECK-NEXT: }
