// --tf-legalization-report lists every TensorFlow op left, with its location and reason;
// -xla-legalize-tf keeps them whatever allow-partial-conversion says (TensorFlow's pass always converts
// partially); -xla-legalize-tf-no-fallback without allow-partial-conversion makes each an error.
// RUN: jopt %s -xla-legalize-tf --tf-legalization-report=%t.txt | jfilecheck %s
// RUN: jfilecheck %s --check-prefix=REPORT < %t.txt
// RUN: not jopt %s -xla-legalize-tf-no-fallback 2>&1 | jfilecheck %s --check-prefix=ERR
// RUN: jopt %s "-xla-legalize-tf=allow-partial-conversion=false" | jfilecheck %s
// RUN: jopt %s --tf-legalization-report=- -xla-legalize-tf -o %t.out 2>&1 | jfilecheck %s --check-prefix=REPORT
// RUN: not jopt %s -xla-legalize-tf --tf-legalization-report=%t.missing/r.txt 2>&1 | jfilecheck %s --check-prefix=WRITE
// The flag may come before the pass: the report is written after every pass.
// WRITE: error: cannot write the TensorFlow legalization report to '{{.*}}r.txt'

// CHECK-LABEL: func.func @f
// CHECK: mhlo.tanh
// CHECK: "tf.UniqueWithCounts"
// CHECK: "tf.ConcatV2"

// REPORT: # TensorFlow legalization report: 3 of 5 TensorFlow ops did not legalize
// REPORT-NEXT: report.mlir:{{[0-9]+}}:20: tf.UniqueWithCounts: unsupported op: no legalization rule for 'tf.UniqueWithCounts'
// REPORT-NEXT: report.mlir:{{[0-9]+}}:8: tf.ConcatV2: unsupported attribute value: the axis operand is not a constant
// REPORT-NEXT: report.mlir:{{[0-9]+}}:8: tf.AddV2: dynamic shape not handled: unranked operand tensor<*xf32>
// REPORT-NEXT: # by op: tf.AddV2 1, tf.ConcatV2 1, tf.UniqueWithCounts 1

// ERR: error: failed to legalize operation 'tf.UniqueWithCounts': unsupported op: no legalization rule for 'tf.UniqueWithCounts'
// ERR: error: failed to legalize operation 'tf.ConcatV2': unsupported attribute value: the axis operand is not a constant
func.func @f(%x: tensor<4xf32>, %ax: tensor<i32>, %u: tensor<*xf32>) -> (tensor<?xf32>, tensor<8xf32>, tensor<*xf32>) {
  %0 = "tf.Tanh"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %y, %idx, %cnt = "tf.UniqueWithCounts"(%0) : (tensor<4xf32>) -> (tensor<?xf32>, tensor<4xi32>, tensor<?xi32>)
  %1 = "tf.ConcatV2"(%0, %0, %ax) : (tensor<4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<8xf32>
  %2 = "tf.AddV2"(%u, %u) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %3 = "tf.Identity"(%2) : (tensor<*xf32>) -> tensor<*xf32>
  func.return %y, %1, %3 : tensor<?xf32>, tensor<8xf32>, tensor<*xf32>
}
