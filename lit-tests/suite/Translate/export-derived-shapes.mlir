// Shape attributes that follow from result types are written back on export, as TensorFlow's
// registered ops derive them: PlaceholderWithDefault's shape, InfeedDequeueTuple's shapes and dtypes
// (an unranked result is unknown_rank, a dynamic dimension -1).
// RUN: jtranslate -mlir-to-graphdef %s | jfilecheck %s

func.func @main() {
  tf_executor.graph {
    %d, %c = tf_executor.island wraps "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32> loc("d")
    %u, %c1 = tf_executor.island wraps "tf.PlaceholderWithDefault"(%d) : (tensor<i32>) -> tensor<*xi32> loc("unranked")
    %s, %c2 = tf_executor.island wraps "tf.PlaceholderWithDefault"(%d) : (tensor<i32>) -> tensor<i32> loc("scalar")
    %t:3, %c3 = tf_executor.island wraps "tf.InfeedDequeueTuple"() : () -> (tensor<3xi32>, tensor<4x?xf32>, tensor<*xi16>) loc("feed")
    tf_executor.fetch
  }
  return
}

// CHECK:      name: "unranked"
// CHECK-NEXT: op: "PlaceholderWithDefault"
// CHECK:        key: "shape"
// CHECK-NEXT:   value {
// CHECK-NEXT:     shape {
// CHECK-NEXT:       unknown_rank: true
// CHECK:      name: "scalar"
// CHECK:        key: "shape"
// CHECK-NEXT:   value {
// CHECK-NEXT:     shape {
// CHECK-NEXT:     }
// CHECK:      name: "feed"
// CHECK-NEXT: op: "InfeedDequeueTuple"
// CHECK:        key: "dtypes"
// CHECK-NEXT:   value {
// CHECK-NEXT:     list {
// CHECK-NEXT:       type: DT_INT32
// CHECK-NEXT:       type: DT_FLOAT
// CHECK-NEXT:       type: DT_INT16
// CHECK:        key: "shapes"
// CHECK-NEXT:   value {
// CHECK-NEXT:     list {
// CHECK-NEXT:       shape {
// CHECK-NEXT:         dim {
// CHECK-NEXT:           size: 3
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       shape {
// CHECK-NEXT:         dim {
// CHECK-NEXT:           size: 4
// CHECK-NEXT:         }
// CHECK-NEXT:         dim {
// CHECK-NEXT:           size: -1
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       shape {
// CHECK-NEXT:         unknown_rank: true
