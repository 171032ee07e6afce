// Ops TensorFlow's dialect declares with attribute-sized segments (ParseExample, ParseExampleV2,
// BatchFunction): the exporter splits operands and results by operandSegmentSizes/resultSegmentSizes
// to derive the number and type-list attributes, and the importer records the segments again from
// the op's registered arguments.
// RUN: jtranslate -mlir-to-graphdef %s -o %t.pbtxt
// RUN: jfilecheck %s --check-prefix=EXPORT < %t.pbtxt
// RUN: jtranslate -graphdef-to-mlir -tf-enable-shape-inference-on-import=false %t.pbtxt | jfilecheck %s --check-prefix=IMPORT

// EXPORT:      op: "ParseExample"
// EXPORT:        key: "Ndense"
// EXPORT-NEXT:   value {
// EXPORT-NEXT:     i: 2
// EXPORT:        key: "Nsparse"
// EXPORT-NEXT:   value {
// EXPORT-NEXT:     i: 1
// EXPORT:        key: "Tdense"
// EXPORT-NEXT:   value {
// EXPORT-NEXT:     list {
// EXPORT-NEXT:       type: DT_FLOAT
// EXPORT-NEXT:       type: DT_INT64
// EXPORT:        key: "sparse_types"
// EXPORT-NEXT:   value {
// EXPORT-NEXT:     list {
// EXPORT-NEXT:       type: DT_STRING

// IMPORT: "tf.ParseExample"
// IMPORT-SAME: Ndense = 2 : i64, Nsparse = 1 : i64, Tdense = [f32, i64]
// IMPORT-SAME: operandSegmentSizes = array<i32: 1, 1, 1, 2, 2>
// IMPORT-SAME: resultSegmentSizes = array<i32: 1, 1, 1, 2>
// IMPORT-SAME: sparse_types = [!tf_type.string]
func.func @main() -> tensor<*xf32> {
  %0 = tf_executor.graph {
    %s, %c = tf_executor.island wraps "tf.Const"() {device = "", value = dense<"a"> : tensor<4x!tf_type.string>} : () -> tensor<4x!tf_type.string>
    %n, %c1 = tf_executor.island wraps "tf.Const"() {device = "", value = dense<"b"> : tensor<4x!tf_type.string>} : () -> tensor<4x!tf_type.string>
    %k, %c2 = tf_executor.island wraps "tf.Const"() {device = "", value = dense<"k"> : tensor<!tf_type.string>} : () -> tensor<!tf_type.string>
    %d, %c3 = tf_executor.island wraps "tf.Const"() {device = "", value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
    %e, %c4 = tf_executor.island wraps "tf.Const"() {device = "", value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %r:5, %c5 = tf_executor.island wraps "tf.ParseExample"(%s, %n, %k, %k, %k, %d, %e) {dense_shapes = [#tf_type.shape<>, #tf_type.shape<>], device = "", operandSegmentSizes = array<i32: 1, 1, 1, 2, 2>, resultSegmentSizes = array<i32: 1, 1, 1, 2>} : (tensor<4x!tf_type.string>, tensor<4x!tf_type.string>, tensor<!tf_type.string>, tensor<!tf_type.string>, tensor<!tf_type.string>, tensor<f32>, tensor<i64>) -> (tensor<*xi64>, tensor<*x!tf_type.string>, tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
    tf_executor.fetch %r#3 : tensor<*xf32>
  }
  return %0 : tensor<*xf32>
}
