// Data-dependent sizes as XLA compiles them: set_dimension_size gives a bounded dynamic type, cast
// back to TensorFlow's result type; XlaSetBound is TensorFlow's SetBound custom call.
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s

// CHECK-LABEL: func @set_size
// CHECK: %[[S:.*]] = "mhlo.set_dimension_size"(%arg0, %arg1) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32, #mhlo.bounds<4>>
// CHECK: %[[C:.*]] = tensor.cast %[[S]] : tensor<?xf32, #mhlo.bounds<4>> to tensor<?xf32>
// CHECK: return %[[C]]

// CHECK-LABEL: func @set_bound
// CHECK: %[[R:.*]] = mhlo.custom_call @SetBound(%arg0) {backend_config = "", mhlo.literal = dense<16> : tensor<i32>} : (tensor<i32>) -> tensor<i32>
// CHECK: return %[[R]]

// A boolean input is its own predicate; the running count places each true index; false ones go
// to a spare row that is sliced off.
// CHECK-LABEL: func @where_bool
// CHECK: %[[ONES:.*]] = mhlo.convert %arg0 : (tensor<3xi1>) -> tensor<3xi32>
// CHECK: "mhlo.reduce_window"(%[[ONES]]
// CHECK: %[[ROWS:.*]] = mhlo.select %arg0
// CHECK: "mhlo.scatter"
// CHECK: (tensor<4x1xi64>, tensor<3x1xi32>, tensor<3x1xi64>) -> tensor<4x1xi64>
// CHECK: %[[BUF:.*]] = "mhlo.slice"(%{{.*}}) <{limit_indices = dense<[3, 1]> : tensor<2xi64>, start_indices = dense<0> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}>
// CHECK: %[[N:.*]] = mhlo.reduce(%[[ONES]] init: %{{.*}}) applies mhlo.add across dimensions = [0]
// CHECK: "mhlo.set_dimension_size"(%[[BUF]], %[[N]]) <{dimension = 0 : i64}> : (tensor<3x1xi64>, tensor<i32>) -> tensor<?x1xi64, #mhlo.bounds<3, ?>>

// CHECK-LABEL: func @where_dynamic
// CHECK: "tf.Where"
func.func @set_size(%x: tensor<4xf32>, %n: tensor<i32>) -> tensor<?xf32> {
  %d = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.XlaSetDynamicDimensionSize"(%x, %d, %n) : (tensor<4xf32>, tensor<i32>, tensor<i32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}
func.func @set_bound(%x: tensor<i32>) -> tensor<i32> {
  %b = "tf.Const"() {value = dense<16> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.XlaSetBound"(%x, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}
func.func @where_bool(%x: tensor<3xi1>) -> tensor<?x1xi64> {
  %0 = "tf.Where"(%x) : (tensor<3xi1>) -> tensor<?x1xi64>
  func.return %0 : tensor<?x1xi64>
}
func.func @where_dynamic(%x: tensor<?xi1>) -> tensor<?x1xi64> {
  %0 = "tf.Where"(%x) : (tensor<?xi1>) -> tensor<?x1xi64>
  func.return %0 : tensor<?x1xi64>
}

// Unique's indices have the input's extent: a less static declared type gets a cast.
// CHECK-LABEL: func @unique_dynamic_indices
// CHECK: %[[I:.*]] = tensor.cast %{{.*}} : tensor<5xi32> to tensor<?xi32>
// CHECK: return %{{.*}}, %[[I]] : tensor<?xf32>, tensor<?xi32>
func.func @unique_dynamic_indices(%arg0: tensor<5xf32>) -> (tensor<?xf32>, tensor<?xi32>) {
  %0, %1 = "tf.Unique"(%arg0) : (tensor<5xf32>) -> (tensor<?xf32>, tensor<?xi32>)
  func.return %0, %1 : tensor<?xf32>, tensor<?xi32>
}
