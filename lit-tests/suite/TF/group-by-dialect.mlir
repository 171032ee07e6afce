// RUN: jopt %s -allow-unregistered-dialect -tf-group-by-dialect -split-input-file | jfilecheck %s

// Runs of one dialect become calls of new functions @<dialect><n>; glue and func ops stay. <n>
// counts every run boundary, an empty run before the first op included. The run's outside
// inputs become arguments, its values used later results.
// CHECK-LABEL: func.func @mixed(%arg0: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: %[[G:.*]] = "glue.start"() : () -> i1
// CHECK-NEXT: %[[T:.*]]:2 = call @tf1(%arg0) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
// CHECK-NEXT: %[[A:.*]] = call @arith2(%[[T]]#0, %[[T]]#1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: return %[[A]] : tensor<2xf32>
// CHECK-LABEL: func.func @tf1(%arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) attributes {dialect = "tf"} {
// CHECK-NEXT: %[[N:.*]] = "tf.Neg"(%arg0)
// CHECK-NEXT: %[[E:.*]] = "tf.Exp"(%[[N]])
// CHECK-NEXT: return %[[N]], %[[E]] : tensor<2xf32>, tensor<2xf32>
// CHECK-LABEL: func.func @arith2(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> tensor<2xf32> attributes {dialect = "arith"} {
// CHECK-NEXT: arith.addf %arg0, %arg1
func.func @mixed(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %g = "glue.start"() : () -> i1
  %0 = "tf.Neg"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
  %1 = "tf.Exp"(%0) : (tensor<2xf32>) -> tensor<2xf32>
  %2 = arith.addf %0, %1 : tensor<2xf32>
  return %2 : tensor<2xf32>
}

// -----

// Inside an op's region, ops of another dialect are grouped first; the op itself then joins the
// run of its own dialect, taking the values its region uses.
// CHECK-LABEL: func.func @nested(%arg0: f32) {
// CHECK-NEXT: call @outer3(%arg0) : (f32) -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func @inner1(%arg0: f32) attributes {dialect = "inner"} {
// CHECK-NEXT: "inner.x"(%arg0)
// CHECK-LABEL: func.func @outer3(%arg0: f32) attributes {dialect = "outer"} {
// CHECK-NEXT: "outer.op"() ({
// CHECK-NEXT: "outer.y"() : () -> ()
// CHECK-NEXT: func.call @inner1(%arg0) : (f32) -> ()
func.func @nested(%arg0: f32) {
  "outer.op"() ({
    "outer.y"() : () -> ()
    "inner.x"(%arg0) : (f32) -> ()
  }) : () -> ()
  return
}

// -----

// A function with a dialect attribute is one this pass made: left alone.
// CHECK-LABEL: func.func @made() attributes {dialect = "x"} {
// CHECK-NEXT: "x.a"() : () -> ()
// CHECK-NEXT: return
func.func @made() attributes {dialect = "x"} {
  "x.a"() : () -> ()
  return
}
