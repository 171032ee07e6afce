// interpreter.run_parallel runs one program per process (replicas x partitions), each on its own
// thread; the collectives meet across them. A plain call is the single process (0, 0).
// RUN: jtranslate --interpret -split-input-file %s | jfilecheck %s

// all_reduce over replicas {0, 1} and {2}; all_gather concatenates; replica_id names each process.
// CHECK-COUNT-2: tensor<2xi64> {
// CHECK-NEXT: [11, 22]
// CHECK: tensor<2xi64> {
// CHECK-NEXT: [100, 200]
// CHECK: tensor<2xui32> {
// CHECK-NEXT: [0, 1]
func.func @sum(%x: tensor<2xi64>) -> tensor<2xi64> {
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}
func.func @ids() -> tensor<1xui32> {
  %id = stablehlo.replica_id : tensor<ui32>
  %r = "stablehlo.reshape"(%id) : (tensor<ui32>) -> tensor<1xui32>
  return %r : tensor<1xui32>
}
func.func @gather_ids() -> tensor<2xui32> {
  %id = func.call @ids() : () -> tensor<1xui32>
  %g = "stablehlo.all_gather"(%id) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1xui32>) -> tensor<2xui32>
  return %g : tensor<2xui32>
}
func.func @main() -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xui32>) {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[10, 20]> : tensor<2xi64>
  %c = stablehlo.constant dense<[100, 200]> : tensor<2xi64>
  %r:3 = "interpreter.run_parallel"(%a, %b, %c) {programs = [[@sum], [@sum], [@sum]]}
      : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
  %g:2 = "interpreter.run_parallel"() {programs = [[@gather_ids], [@gather_ids]]} : () -> (tensor<2xui32>, tensor<2xui32>)
  return %r#0, %r#1, %r#2, %g#1 : tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xui32>
}

// -----

// collective_permute sends process 0's operand to 1 and 1's to 2; process 0 receives nothing (zeros).
// CHECK: tensor<i32> {0}
// CHECK: tensor<i32> {5}
// CHECK: tensor<i32> {6}
func.func @shift(%x: tensor<i32>) -> tensor<i32> {
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}
func.func @main() -> (tensor<i32>, tensor<i32>, tensor<i32>) {
  %a = stablehlo.constant dense<5> : tensor<i32>
  %b = stablehlo.constant dense<6> : tensor<i32>
  %c = stablehlo.constant dense<7> : tensor<i32>
  %r:3 = "interpreter.run_parallel"(%a, %b, %c) {programs = [[@shift], [@shift], [@shift]]}
      : (tensor<i32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>)
  return %r#0, %r#1, %r#2 : tensor<i32>, tensor<i32>, tensor<i32>
}

// -----

// A single process: all_reduce is the identity, replica_id and partition_id are 0.
// CHECK: tensor<2xf32> {
// CHECK-NEXT: [1.000000e+00, 2.000000e+00]
// CHECK: tensor<ui32> {0}
func.func @main() -> (tensor<2xf32>, tensor<ui32>) {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %r = "stablehlo.all_reduce"(%a) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  %p = stablehlo.partition_id : tensor<ui32>
  return %r, %p : tensor<2xf32>, tensor<ui32>
}
