// Node names on export: a location's name up to '@' (what follows names the function it came
// from), characters TensorFlow does not allow in node names become '.', an empty name falls back
// to the op's name. Entry-function inputs and outputs are tensor names: their node part names the
// _Arg and _Retval nodes, made unique first, so ops named like them get TensorFlow's
// "_<hash>_<counter>" suffix; the _Retval names themselves only get a counter.
// RUN: jtranslate -mlir-to-graphdef %s | jfilecheck %s

func.func @main(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    attributes {tf.entry_function = {inputs = "feed:0", outputs = "out:1,out:0"}} {
  %0:2 = tf_executor.graph {
    %a, %ca = tf_executor.island wraps "tf.Neg"(%arg0) {device = ""} : (tensor<3xf32>) -> tensor<3xf32> loc("out@inlined_fn")
    %b, %cb = tf_executor.island wraps "tf.Neg"(%a) {device = ""} : (tensor<3xf32>) -> tensor<3xf32> loc("bad name{1}")
    %c, %cc = tf_executor.island wraps "tf.Neg"(%b) {device = ""} : (tensor<3xf32>) -> tensor<3xf32> loc("@only_function")
    %d, %cd = tf_executor.island wraps "tf.Neg"(%c) {device = ""} : (tensor<3xf32>) -> tensor<3xf32> loc(fused["Neg:", "feed"])
    tf_executor.fetch %d, %a : tensor<3xf32>, tensor<3xf32>
  }
  func.return %0#0, %0#1 : tensor<3xf32>, tensor<3xf32>
}

// CHECK:      name: "feed"
// CHECK-NEXT: op: "_Arg"
// CHECK:      name: "out_443668986_2"
// CHECK-NEXT: op: "Neg"
// CHECK-NEXT: input: "feed"
// CHECK:      name: "bad.name.1."
// CHECK-NEXT: op: "Neg"
// CHECK-NEXT: input: "out_443668986_2"
// CHECK:      name: "tf.Neg"
// CHECK-NEXT: op: "Neg"
// CHECK-NEXT: input: "bad.name.1."
// CHECK:      name: "feed_443668986_1"
// CHECK-NEXT: op: "Neg"
// CHECK-NEXT: input: "tf.Neg"
// CHECK:      name: "out"
// CHECK-NEXT: op: "_Retval"
// CHECK-NEXT: input: "feed_443668986_1"
// CHECK:      name: "out1"
// CHECK-NEXT: op: "_Retval"
// CHECK-NEXT: input: "out_443668986_2"
