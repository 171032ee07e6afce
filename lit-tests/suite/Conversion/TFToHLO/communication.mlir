// -xla-legalize-tf-communication: host transfers become mhlo.send / mhlo.recv ordered by a token
// threaded through calls and mhlo.if / mhlo.while; channel ids count from 1 for the whole run.
// RUN: jopt %s -split-input-file -verify-diagnostics -xla-legalize-tf-communication | jfilecheck %s

// Two operands and one result: two sends on the created token, joined, then one recv.
// CHECK-LABEL: func @two_in_one_out
// CHECK-NEXT: %[[T:.*]] = mhlo.create_token : !mhlo.token
// CHECK-NEXT: %[[S0:.*]] = "mhlo.send"(%arg0, %[[T]]) <{channel_handle = #mhlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> {mhlo.frontend_attributes = {_xla_host_transfer_handler_name = "tf_rendezvous", _xla_host_transfer_rendezvous = "out_dtoh_0"}, mhlo.sharding = "\08\01\1A\01\01\22\01\00"} : (tensor<f32>, !mhlo.token) -> !mhlo.token
// CHECK-NEXT: %[[S1:.*]] = "mhlo.send"(%arg1, %[[T]]) <{channel_handle = #mhlo.channel_handle<handle = 2, type = 2>
// CHECK-SAME: _xla_host_transfer_rendezvous = "out_dtoh_1"
// CHECK-NEXT: %[[J:.*]] = mhlo.after_all %[[S0]], %[[S1]] : !mhlo.token
// CHECK-NEXT: %[[R:.*]]:2 = "mhlo.recv"(%[[J]]) <{channel_handle = #mhlo.channel_handle<handle = 3, type = 3>, is_host_transfer = true}>
// CHECK-SAME: _xla_host_transfer_rendezvous = "in_htod_0"
// CHECK-SAME: (!mhlo.token) -> (tensor<i8>, !mhlo.token)
// CHECK-NEXT: return %[[R]]#0 : tensor<i8>
func.func @two_in_one_out(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i8> {
  %0 = "tf._XlaHostComputeMlir"(%a, %b) {send_key = "out", recv_key = "in", host_mlir_module = ""} : (tensor<f32>, tensor<f32>) -> tensor<i8>
  func.return %0 : tensor<i8>
}

// -----

// A called private function takes and returns the token; a called public one is cloned for its
// callers (private, renamed) and keeps its own signature, creating its token.
// CHECK-LABEL: func @top
// CHECK: %[[T:.*]] = mhlo.create_token
// CHECK: %[[C:.*]] = call @helper(%[[T]]) : (!mhlo.token) -> !mhlo.token
// CHECK: call @shared_0(%arg0, %[[C]]) : (tensor<i32>, !mhlo.token) -> (tensor<i32>, !mhlo.token)
// CHECK: func private @helper(%[[HT:.*]]: !mhlo.token) -> !mhlo.token
// CHECK-NOT: create_token
// CHECK: %[[HS:.*]] = "mhlo.send"(%{{.*}}, %[[HT]])
// CHECK: return %[[HS]] : !mhlo.token
// CHECK: func @shared(%arg0: tensor<i32>) -> tensor<i32>
// CHECK: mhlo.create_token
// CHECK: func private @shared_0(%arg0: tensor<i32>, %arg1: !mhlo.token) -> (tensor<i32>, !mhlo.token)
// CHECK: %[[R:.*]]:2 = "mhlo.recv"(%arg1)
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @top(%x: tensor<i32>) -> tensor<i32> {
  func.call @helper() : () -> ()
  %0 = func.call @shared(%x) : (tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}
func.func private @helper() {
  %c = mhlo.constant dense<1> : tensor<i32>
  "tf.XlaSendToHost"(%c) {key = "k"} : (tensor<i32>) -> ()
  func.return
}
func.func @shared(%x: tensor<i32>) -> tensor<i32> {
  %0 = "tf.XlaRecvFromHost"() {key = "r", shape = #tf_type.shape<>} : () -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

// mhlo.if gets a token result; its branches use the token before it and return theirs.
// CHECK-LABEL: func @branch
// CHECK: %[[T:.*]] = mhlo.create_token
// CHECK: %[[IF:.*]]:2 = "mhlo.if"(%arg0) ({
// CHECK-NEXT: %[[S:.*]] = "mhlo.send"(%arg1, %[[T]])
// CHECK-NEXT: mhlo.return %arg1, %[[S]] : tensor<f32>, !mhlo.token
// CHECK-NEXT: }, {
// CHECK-NEXT: mhlo.return %arg1, %[[T]] : tensor<f32>, !mhlo.token
// CHECK-NEXT: }) : (tensor<i1>) -> (tensor<f32>, !mhlo.token)
// CHECK-NEXT: "mhlo.send"(%arg1, %[[IF]]#1)
func.func @branch(%p: tensor<i1>, %x: tensor<f32>) -> tensor<f32> {
  %0 = "mhlo.if"(%p) ({
    "tf.XlaSendToHost"(%x) {key = "a"} : (tensor<f32>) -> ()
    "mhlo.return"(%x) : (tensor<f32>) -> ()
  }, {
    "mhlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<i1>) -> tensor<f32>
  "tf.XlaSendToHost"(%x) {key = "b"} : (tensor<f32>) -> ()
  func.return %0 : tensor<f32>
}

// -----

// mhlo.while carries the token as an extra value; the condition keeps returning its predicate.
// CHECK-LABEL: func @loop
// CHECK: %[[T:.*]] = mhlo.create_token
// CHECK: %[[W:.*]]:2 = mhlo.while(%[[V:.*]] = %arg0, %[[WT:.*]] = %[[T]]) : tensor<f32>, !mhlo.token
// CHECK: cond {
// CHECK: %[[C:.*]] = mhlo.compare LT, %[[V]], %[[V]]
// CHECK-NEXT: mhlo.return %[[C]] : tensor<i1>
// CHECK: } do {
// CHECK-NEXT: %[[S:.*]] = "mhlo.send"(%[[V]], %[[WT]])
// CHECK-NEXT: mhlo.return %[[V]], %[[S]] : tensor<f32>, !mhlo.token
// CHECK: return %[[W]]#0
func.func @loop(%x: tensor<f32>) -> tensor<f32> {
  %0 = "mhlo.while"(%x) ({
  ^bb0(%a: tensor<f32>):
    %c = "mhlo.compare"(%a, %a) {comparison_direction = #mhlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "mhlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<f32>):
    "tf.XlaSendToHost"(%a) {key = "w"} : (tensor<f32>) -> ()
    "mhlo.return"(%a) : (tensor<f32>) -> ()
  }) : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// Manual sharding for a host compute that asks for it.
// CHECK-LABEL: func @manual
// CHECK: "mhlo.send"
// CHECK-SAME: mhlo.sharding = "\08\04"
func.func @manual(%x: tensor<i32>) {
  "tf._XlaHostComputeMlir"(%x) {send_key = "s", recv_key = "r", host_mlir_module = "", manual_sharding = true} : (tensor<i32>) -> ()
  func.return
}

// -----

func.func @inside_sort(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "mhlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    // expected-error@+1 {{'tf.XlaSendToHost' op expects ancestor(s) to be of ['mhlo.if', 'func.func']}}
    "tf.XlaSendToHost"(%a) {key = "x"} : (tensor<f32>) -> ()
    %c = "mhlo.compare"(%a, %b) {comparison_direction = #mhlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "mhlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
