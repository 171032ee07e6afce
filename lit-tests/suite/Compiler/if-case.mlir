// stablehlo.if and stablehlo.case become scf.if (a case: a chain of them on the index) whose
// branches yield buffers: a branch computes its values into fresh buffers and yields them; a value
// it did not compute (an argument, a value from before the op) is copied; the selector is computed
// inline (no buffer). An index out of range (-1, 6) takes the last branch, as StableHLO says. A
// result nobody reads is freed after the op.
// The second input k is -3 (runner-main's filling): k < 0 holds, k + 3 < 0 does not; the cases run
// on k + 3 = 0, k + 4 = 1, k + 2 = -1 and k + 9 = 6.
// RUN: jopt %s --hlo-to-loops --canonicalize --cse | jfilecheck %s
// RUN: jopt %s '--hlo-to-llvm=runner-main=true runner-batch=2' | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main
// CHECK:         %[[K:.*]] = memref.load %arg1[] : memref<i32>
// CHECK-NEXT:    %[[P:.*]] = arith.cmpi slt, %[[K]], %c0_i32 : i32
// CHECK-NEXT:    %[[R0:.*]] = scf.if %[[P]] -> (memref<?x3xf32>) {
// CHECK-NEXT:      %[[N:.*]] = memref.alloc(%{{.*}}) : memref<?x3xf32>
// CHECK:             arith.negf
// CHECK:           scf.yield %[[N]] : memref<?x3xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[C:.*]] = memref.alloc(%{{.*}}) : memref<?x3xf32>
// CHECK:             %[[X:.*]] = memref.load %arg0
// CHECK-NEXT:        memref.store %[[X]], %[[C]]
// CHECK:           scf.yield %[[C]] : memref<?x3xf32>
// CHECK:         %[[I:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK-NEXT:    %[[E0:.*]] = arith.cmpi eq, %[[I]], %c0 : index
// CHECK-NEXT:    scf.if %[[E0]] -> (memref<?x3xf32>, memref<3xf32>) {
// CHECK:         } else {
// CHECK-NEXT:      %[[E1:.*]] = arith.cmpi eq, %[[I]], %c1 : index
// CHECK-NEXT:      scf.if %[[E1]] -> (memref<?x3xf32>, memref<3xf32>) {
// CHECK:         memref.dealloc %[[LAST:.*]]#0 : memref<?x3xf32>
// CHECK-NEXT:    return %{{.*}}, %[[LAST]]#1 : 
// OUT:      sizes = [2, 3] strides = [3, 1] data =
// OUT-NEXT: {{\[\[}}1.5,   -0.25,   1.25],
// OUT-NEXT: [-0.5,   1,   -0.75{{\]\]}}
// OUT:      sizes = [2, 3] strides = [3, 1] data =
// OUT-NEXT: {{\[\[}}-1.5,   0.25,   -1.25],
// OUT-NEXT: [0.5,   -1,   0.75{{\]\]}}
// OUT:      sizes = [2, 3] strides = [3, 1] data =
// OUT-NEXT: {{\[\[}}1.5,   0.25,   1.25],
// OUT-NEXT: [0.5,   1,   0.75{{\]\]}}
// OUT:      sizes = [3] strides = [1] data =
// OUT-NEXT: [1,  2,  3]
// OUT:      sizes = [2, 3] strides = [3, 1] data =
// OUT-NEXT: {{\[\[}}2.25,   0.0625,   1.5625],
// OUT-NEXT: [0.25,   1,   0.5625{{\]\]}}
// OUT:      sizes = [3] strides = [1] data =
// OUT-NEXT: [4,  5,  6]
// OUT:      sizes = [2, 3] strides = [3, 1] data =
// OUT-NEXT: {{\[\[}}1.5,   -0.25,   1.25],
// OUT-NEXT: [-0.5,   1,   -0.75{{\]\]}}
// OUT:      sizes = [3] strides = [1] data =
// OUT-NEXT: [7,  8,  9]
// OUT:      sizes = [3] strides = [1] data =
// OUT-NEXT: [7,  8,  9]
func.func @main(%x: tensor<?x3xf32>, %k: tensor<i32>) -> (tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<3xf32>, tensor<?x3xf32>, tensor<3xf32>, tensor<?x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %or0 = stablehlo.constant dense<0> : tensor<i32>
  %ir0 = stablehlo.add %k, %or0 : tensor<i32>
  %pr0 = stablehlo.compare LT, %ir0, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %r0 = "stablehlo.if"(%pr0) ({
    %n = stablehlo.negate %x : tensor<?x3xf32>
    stablehlo.return %n : tensor<?x3xf32>
  }, {
    stablehlo.return %x : tensor<?x3xf32>
  }) : (tensor<i1>) -> tensor<?x3xf32>
  %or1 = stablehlo.constant dense<3> : tensor<i32>
  %ir1 = stablehlo.add %k, %or1 : tensor<i32>
  %pr1 = stablehlo.compare LT, %ir1, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %r1 = "stablehlo.if"(%pr1) ({
    %n = stablehlo.negate %x : tensor<?x3xf32>
    stablehlo.return %n : tensor<?x3xf32>
  }, {
    stablehlo.return %x : tensor<?x3xf32>
  }) : (tensor<i1>) -> tensor<?x3xf32>
  %oc0 = stablehlo.constant dense<3> : tensor<i32>
  %ic0 = stablehlo.add %k, %oc0 : tensor<i32>
  %c0:2 = "stablehlo.case"(%ic0) ({
    %a = stablehlo.abs %x : tensor<?x3xf32>
    %c = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
    stablehlo.return %a, %c : tensor<?x3xf32>, tensor<3xf32>
  }, {
    %m = stablehlo.multiply %x, %x : tensor<?x3xf32>
    %c = stablehlo.constant dense<[4.0, 5.0, 6.0]> : tensor<3xf32>
    stablehlo.return %m, %c : tensor<?x3xf32>, tensor<3xf32>
  }, {
    %c = stablehlo.constant dense<[7.0, 8.0, 9.0]> : tensor<3xf32>
    stablehlo.return %r0, %c : tensor<?x3xf32>, tensor<3xf32>
  }) : (tensor<i32>) -> (tensor<?x3xf32>, tensor<3xf32>)
  %oc1 = stablehlo.constant dense<4> : tensor<i32>
  %ic1 = stablehlo.add %k, %oc1 : tensor<i32>
  %c1:2 = "stablehlo.case"(%ic1) ({
    %a = stablehlo.abs %x : tensor<?x3xf32>
    %c = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
    stablehlo.return %a, %c : tensor<?x3xf32>, tensor<3xf32>
  }, {
    %m = stablehlo.multiply %x, %x : tensor<?x3xf32>
    %c = stablehlo.constant dense<[4.0, 5.0, 6.0]> : tensor<3xf32>
    stablehlo.return %m, %c : tensor<?x3xf32>, tensor<3xf32>
  }, {
    %c = stablehlo.constant dense<[7.0, 8.0, 9.0]> : tensor<3xf32>
    stablehlo.return %r0, %c : tensor<?x3xf32>, tensor<3xf32>
  }) : (tensor<i32>) -> (tensor<?x3xf32>, tensor<3xf32>)
  %oc2 = stablehlo.constant dense<2> : tensor<i32>
  %ic2 = stablehlo.add %k, %oc2 : tensor<i32>
  %c2:2 = "stablehlo.case"(%ic2) ({
    %a = stablehlo.abs %x : tensor<?x3xf32>
    %c = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
    stablehlo.return %a, %c : tensor<?x3xf32>, tensor<3xf32>
  }, {
    %m = stablehlo.multiply %x, %x : tensor<?x3xf32>
    %c = stablehlo.constant dense<[4.0, 5.0, 6.0]> : tensor<3xf32>
    stablehlo.return %m, %c : tensor<?x3xf32>, tensor<3xf32>
  }, {
    %c = stablehlo.constant dense<[7.0, 8.0, 9.0]> : tensor<3xf32>
    stablehlo.return %r0, %c : tensor<?x3xf32>, tensor<3xf32>
  }) : (tensor<i32>) -> (tensor<?x3xf32>, tensor<3xf32>)
  %oc3 = stablehlo.constant dense<9> : tensor<i32>
  %ic3 = stablehlo.add %k, %oc3 : tensor<i32>
  %c3:2 = "stablehlo.case"(%ic3) ({
    %a = stablehlo.abs %x : tensor<?x3xf32>
    %c = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
    stablehlo.return %a, %c : tensor<?x3xf32>, tensor<3xf32>
  }, {
    %m = stablehlo.multiply %x, %x : tensor<?x3xf32>
    %c = stablehlo.constant dense<[4.0, 5.0, 6.0]> : tensor<3xf32>
    stablehlo.return %m, %c : tensor<?x3xf32>, tensor<3xf32>
  }, {
    %c = stablehlo.constant dense<[7.0, 8.0, 9.0]> : tensor<3xf32>
    stablehlo.return %r0, %c : tensor<?x3xf32>, tensor<3xf32>
  }) : (tensor<i32>) -> (tensor<?x3xf32>, tensor<3xf32>)
  return %r0, %r1, %c0#0, %c0#1, %c1#0, %c1#1, %c2#0, %c2#1, %c3#1 : tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<3xf32>, tensor<?x3xf32>, tensor<3xf32>, tensor<?x3xf32>, tensor<3xf32>, tensor<3xf32>
}
