// -xla-legalize-tf-collective: XLA and collective all-reduces become mhlo.all_reduce with replica
// groups, channel handles where partitions take part (counted from 10000, last op first), the
// reducer as the body and the division of Mean / Div; the group is recorded on the module.
// RUN: jopt %s -split-input-file -verify-diagnostics -xla-legalize-tf-collective -xla-legalize-tf | jfilecheck %s

// CHECK: module attributes {tf2xla.collective_info.group_key = 0 : i32, tf2xla.collective_info.group_size = 4 : i32}
// CHECK-LABEL: func.func @xla_all_reduce
// CHECK: %[[A:.*]] = "mhlo.all_reduce"(%arg0) <{channel_handle = #mhlo.channel_handle<handle = 10001, type = 1>, replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>}> ({
// CHECK-NEXT: ^bb0(%[[X:.*]]: tensor<f32>, %[[Y:.*]]: tensor<f32>):
// CHECK-NEXT: %[[S:.*]] = mhlo.add %[[X]], %[[Y]] : tensor<f32>
// CHECK-NEXT: mhlo.return %[[S]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<3xf32>) -> tensor<3xf32>
// Mean divides by the size of one group.
// CHECK: %[[TWO:.*]] = mhlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[M:.*]] = "mhlo.all_reduce"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>}> ({
// CHECK: mhlo.add
// CHECK: %[[B:.*]] = "mhlo.broadcast_in_dim"(%[[TWO]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<3xf32>
// CHECK-NEXT: %[[MEAN:.*]] = mhlo.divide %[[M]], %[[B]] : tensor<3xf32>
// CHECK: return %[[A]], %[[MEAN]]
func.func @xla_all_reduce(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %g = "tf.Const"() {value = dense<[[0, 1], [2, 3]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %0 = "tf.XlaAllReduce"(%x, %g) {reduce_op = "Add", mode = "CrossReplicaAndPartition"} : (tensor<3xf32>, tensor<2x2xi32>) -> tensor<3xf32>
  %1 = "tf.XlaAllReduce"(%x, %g) {reduce_op = "Mean", mode = "CrossReplica"} : (tensor<3xf32>, tensor<2x2xi32>) -> tensor<3xf32>
  func.return %0, %1 : tensor<3xf32>, tensor<3xf32>
}

// -----

// CollectiveReduceV2 with constant groups: one group of group_size replicas, always a channel.
// CHECK: module attributes {tf2xla.collective_info.group_key = 5 : i32, tf2xla.collective_info.group_size = 3 : i32}
// CHECK-LABEL: func.func @collective_reduce
// CHECK: "mhlo.all_reduce"(%arg0) <{channel_handle = #mhlo.channel_handle<handle = 10000, type = 1>, replica_groups = dense<{{\[\[}}0, 1, 2]]> : tensor<1x3xi64>}>
// CHECK: mhlo.maximum
func.func @collective_reduce(%x: tensor<i32>) -> tensor<i32> {
  %size = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %key = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
  %instance = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.CollectiveReduceV2"(%x, %size, %key, %instance) {merge_op = "Max", final_op = "Id"} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

// Groups from CollectiveAssignGroupV2: its assignment is the replica groups (key 0, no channel).
// CHECK: module attributes {tf2xla.collective_info.group_key = 0 : i32, tf2xla.collective_info.group_size = 2 : i32}
// CHECK-LABEL: func.func @assigned
// CHECK-NOT: tf.CollectiveAssignGroupV2
// CHECK: "mhlo.all_reduce"(%arg0) <{replica_groups = dense<{{\[\[}}0], [1]]> : tensor<2x1xi64>}>
// CHECK: mhlo.multiply
func.func @assigned(%x: tensor<f32>) -> tensor<f32> {
  %a = "tf.Const"() {value = dense<[[0], [1]]> : tensor<2x1xi32>} : () -> tensor<2x1xi32>
  %rank = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %base = "tf.Const"() {value = dense<7> : tensor<i32>} : () -> tensor<i32>
  %instance = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %size, %key = "tf.CollectiveAssignGroupV2"(%a, %rank, %base) : (tensor<2x1xi32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
  %0 = "tf.CollectiveReduceV2"(%x, %size, %key, %instance) {merge_op = "Mul", final_op = "Id"} : (tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// Two different group sizes in one module: the op visited second (the earlier one) is an error;
// as in TensorFlow's greedy rewrite it stays and the pass goes on (the module is still printed).
// CHECK-LABEL: func @inconsistent
// CHECK: "tf.CollectiveReduceV2"
// CHECK: "mhlo.all_reduce"
// CHECK-SAME{LITERAL}: replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>
func.func @inconsistent(%x: tensor<f32>) -> tensor<f32> {
  %key = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %s1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %s4 = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %instance = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.CollectiveReduceV2' op module already contains an attribute tf2xla.collective_info.group_size=4, overwritting to a new value 1 is not allowed.}}
  %0 = "tf.CollectiveReduceV2"(%x, %s1, %key, %instance) {merge_op = "Add", final_op = "Id"} : (tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<f32>
  %1 = "tf.CollectiveReduceV2"(%x, %s4, %key, %instance) {merge_op = "Add", final_op = "Id"} : (tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<f32>
  %2 = "tf.AddV2"(%0, %1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  func.return %2 : tensor<f32>
}

// -----

// A tuple operand is refused with the operand constraint of tf.XlaAllReduce.
func.func @bad_type(%x: tuple<tensor<f32>>) -> tuple<tensor<f32>> {
  %g = "tf.Const"() {value = dense<[[0, 1]]> : tensor<1x2xi32>} : () -> tensor<1x2xi32>
  // expected-error@+1 {{'tf.XlaAllReduce' op operand #0 must be tensor of bfloat16 or 16-bit float or 32-bit float or 32-bit integer or 32-bit unsigned integer values, but got 'tuple<tensor<f32>>'}}
  %0 = "tf.XlaAllReduce"(%x, %g) {reduce_op = "Add", mode = "CrossReplica"} : (tuple<tensor<f32>>, tensor<1x2xi32>) -> tuple<tensor<f32>>
  func.return %0 : tuple<tensor<f32>>
}
