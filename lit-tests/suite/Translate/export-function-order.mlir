// The library lists functions by name, as TensorFlow writes its function library, whatever the
// module order and the calls (an op named after a function, a tf.LegacyCall, a gradient): @outer
// comes first in the module and calls @middle, which calls @leaf, whose gradient is @grad; @lonely
// is called by nothing.
// RUN: jtranslate -mlir-to-graphdef %s | jfilecheck %s

func.func @main() {
  tf_executor.graph {
    %c = tf_executor.island wraps "tf.LegacyCall"() {f = @outer} : () -> ()
    tf_executor.fetch
  }
  func.return
}
func.func private @outer() {
  tf_executor.graph {
    %c = tf_executor.island wraps "tf.LegacyCall"() {f = @middle} : () -> ()
    tf_executor.fetch
  }
  func.return
}
func.func private @lonely() {
  tf_executor.graph {
    tf_executor.fetch
  }
  func.return
}
func.func private @middle() {
  tf_executor.graph {
    %c = tf_executor.island wraps "tf.leaf"() : () -> ()
    tf_executor.fetch
  }
  func.return
}
func.func private @leaf() attributes {tf.gradient = @grad} {
  tf_executor.graph {
    tf_executor.fetch
  }
  func.return
}
func.func private @grad() {
  tf_executor.graph {
    tf_executor.fetch
  }
  func.return
}

// CHECK:      library {
// CHECK-NEXT:   function {
// CHECK-NEXT:     signature {
// CHECK-NEXT:       name: "grad"
// CHECK:        function {
// CHECK-NEXT:     signature {
// CHECK-NEXT:       name: "leaf"
// CHECK:        function {
// CHECK-NEXT:     signature {
// CHECK-NEXT:       name: "lonely"
// CHECK:        function {
// CHECK-NEXT:     signature {
// CHECK-NEXT:       name: "middle"
// CHECK:        function {
// CHECK-NEXT:     signature {
// CHECK-NEXT:       name: "outer"
// CHECK:        gradient {
// CHECK-NEXT:     function_name: "leaf"
// CHECK-NEXT:     gradient_func: "grad"
