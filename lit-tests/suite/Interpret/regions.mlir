// Ops that run a region: variadic reduce (argmax), reduce_window with padding and base dilation,
// scatter (add), select_and_scatter, sort (stable, two operands), map, while, if, case and calls.
// RUN: jtranslate --interpret -split-input-file %s | jfilecheck %s

// argmax over each row: (value, index) pairs reduced together (the index as f32 here).
// CHECK: tensor<2xf32> {
// CHECK-NEXT: [5.000000e+00, 9.000000e+00]
// CHECK: tensor<2xf32> {
// CHECK-NEXT: [1.000000e+00, 0.000000e+00]
func.func @main() -> (tensor<2xf32>, tensor<2xf32>) {
  %v = stablehlo.constant dense<[[1.0, 5.0, 2.0], [9.0, 3.0, 9.0]]> : tensor<2x3xf32>
  %i = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r:2 = "stablehlo.reduce"(%v, %i, %ninf, %zero) ({
    ^bb0(%av: tensor<f32>, %ai: tensor<f32>, %bv: tensor<f32>, %bi: tensor<f32>):
      %gt = stablehlo.compare GT, %bv, %av : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %mv = stablehlo.select %gt, %bv, %av : tensor<i1>, tensor<f32>
      %mi = stablehlo.select %gt, %bi, %ai : tensor<i1>, tensor<f32>
      stablehlo.return %mv, %mi : tensor<f32>, tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>)
  return %r#0, %r#1 : tensor<2xf32>, tensor<2xf32>
}

// -----

// reduce_window sums windows of 2 with stride 1 over [1, 2, 3] padded by one init value (0) on
// each side: [0+1, 1+2, 2+3, 3+0]. With base dilation 2, [1, _, 2, _, 3] with holes of init values.
// CHECK: tensor<4xi32> {
// CHECK-NEXT: [1, 3, 5, 3]
// CHECK: tensor<4xi32> {
// CHECK-NEXT: [1, 2, 2, 3]
func.func @main() -> (tensor<4xi32>, tensor<4xi32>) {
  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.reduce_window"(%a, %zero) ({
    ^bb0(%x: tensor<i32>, %y: tensor<i32>):
      %s = stablehlo.add %x, %y : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<3xi32>, tensor<i32>) -> tensor<4xi32>
  %m = "stablehlo.reduce_window"(%a, %zero) ({
    ^bb0(%x: tensor<i32>, %y: tensor<i32>):
      %s = stablehlo.add %x, %y : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, base_dilations = array<i64: 2>} : (tensor<3xi32>, tensor<i32>) -> tensor<4xi32>
  return %r, %m : tensor<4xi32>, tensor<4xi32>
}

// -----

// scatter adds updates at indices 1 and 1 again, and 3: both updates of index 1 land.
// CHECK: tensor<4xi32> {
// CHECK-NEXT: [0, 30, 0, 5]
func.func @main() -> tensor<4xi32> {
  %a = stablehlo.constant dense<0> : tensor<4xi32>
  %idx = stablehlo.constant dense<[[1], [1], [3]]> : tensor<3x1xi64>
  %upd = stablehlo.constant dense<[10, 20, 5]> : tensor<3xi32>
  %r = "stablehlo.scatter"(%a, %idx, %upd) ({
    ^bb0(%x: tensor<i32>, %y: tensor<i32>):
      %s = stablehlo.add %x, %y : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4xi32>, tensor<3x1xi64>, tensor<3xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}

// -----

// select_and_scatter: each window of 2 (stride 2) picks its largest element, which gets the source.
// CHECK: tensor<4xi32> {
// CHECK-NEXT: [0, 7, 8, 0]
func.func @main() -> tensor<4xi32> {
  %a = stablehlo.constant dense<[1, 5, 9, 2]> : tensor<4xi32>
  %src = stablehlo.constant dense<[7, 8]> : tensor<2xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.select_and_scatter"(%a, %src, %zero) ({
    ^bb0(%x: tensor<i32>, %y: tensor<i32>):
      %ge = stablehlo.compare GE, %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %ge : tensor<i1>
  }, {
    ^bb0(%x: tensor<i32>, %y: tensor<i32>):
      %s = stablehlo.add %x, %y : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}

// -----

// sort by the first operand's keys, stably: equal keys keep their order; the second operand follows.
// CHECK: tensor<5xi32> {
// CHECK-NEXT: [1, 2, 2, 3, 3]
// CHECK: tensor<5xi32> {
// CHECK-NEXT: [40, 10, 50, 20, 30]
func.func @main() -> (tensor<5xi32>, tensor<5xi32>) {
  %k = stablehlo.constant dense<[2, 3, 3, 1, 2]> : tensor<5xi32>
  %v = stablehlo.constant dense<[10, 20, 30, 40, 50]> : tensor<5xi32>
  %r:2 = "stablehlo.sort"(%k, %v) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
      %lt = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<5xi32>, tensor<5xi32>) -> (tensor<5xi32>, tensor<5xi32>)
  return %r#0, %r#1 : tensor<5xi32>, tensor<5xi32>
}

// -----

// A while loop summing 1..4, then if/case choosing by value, and a call.
// CHECK: tensor<i64> {10}
// CHECK: tensor<i64> {100}
// CHECK: tensor<i64> {-2}
func.func @main() -> (tensor<i64>, tensor<i64>, tensor<i64>) {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %four = stablehlo.constant dense<4> : tensor<i64>
  %r:2 = "stablehlo.while"(%zero, %zero) ({
    ^bb0(%i: tensor<i64>, %s: tensor<i64>):
      %lt = stablehlo.compare LT, %i, %four : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
  }, {
    ^bb0(%i: tensor<i64>, %s: tensor<i64>):
      %n = stablehlo.add %i, %one : tensor<i64>
      %t = stablehlo.add %s, %n : tensor<i64>
      stablehlo.return %n, %t : tensor<i64>, tensor<i64>
  }) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  %big = stablehlo.compare GT, %r#1, %four : (tensor<i64>, tensor<i64>) -> tensor<i1>
  %c = "stablehlo.if"(%big) ({
    %h = stablehlo.constant dense<100> : tensor<i64>
    stablehlo.return %h : tensor<i64>
  }, {
    stablehlo.return %zero : tensor<i64>
  }) : (tensor<i1>) -> tensor<i64>
  %idx = stablehlo.constant dense<7> : tensor<i32>
  %k = "stablehlo.case"(%idx) ({
    stablehlo.return %one : tensor<i64>
  }, {
    %m = func.call @negate_twice(%one) : (tensor<i64>) -> tensor<i64>
    stablehlo.return %m : tensor<i64>
  }) : (tensor<i32>) -> tensor<i64>
  return %r#1, %c, %k : tensor<i64>, tensor<i64>, tensor<i64>
}

// An out-of-range case index runs the last branch.
func.func private @negate_twice(%x: tensor<i64>) -> tensor<i64> {
  %n = stablehlo.negate %x : tensor<i64>
  %d = stablehlo.add %n, %n : tensor<i64>
  return %d : tensor<i64>
}
