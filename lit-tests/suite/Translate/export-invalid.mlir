// What the exporter refuses, with TensorFlow's wording; -split-input-file translates each chunk on
// its own and fails if any fails.
// RUN: not jtranslate -mlir-to-graphdef -split-input-file %s 2>&1 | jfilecheck %s

// CHECK: Graph export failed: Failed precondition: entry function `main` must be present
func.func @not_main() {
  return
}

// -----

// CHECK: Functions must be of a single Graph with single op Islands: only single block functions are supported.
func.func @main() {
  cf.br ^bb1
^bb1:
  return
}

// -----

// A body with nothing but its return has no graph (a body of plain ops would be wrapped in one).
// CHECK: Functions must be of a single Graph with single op Islands: first op in function is not a tf_executor.graph.
func.func @main() {
  return
}

// -----

// CHECK: Functions must be of a single Graph with single op Islands: function does not only contain a single tf_executor.graph.
func.func @main() {
  tf_executor.graph {
    tf_executor.fetch
  }
  %c = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  return
}
