// RUN: jopt %s -split-input-file -tf-functional-control-flow-to-cfg | jfilecheck %s

// tf.If: branch on the predicate into blocks that call the branch functions; the results meet as
// arguments of the block holding what followed the op.
func.func private @pick_a(tensor<f32>) -> tensor<f32>
func.func private @pick_b(tensor<f32>) -> tensor<f32>

// CHECK-LABEL: func.func @choose
// CHECK: %[[B:.*]] = "tf.ToBool"(%arg0) : (tensor<2xi1>) -> tensor<i1>
// CHECK-NEXT: %[[P:.*]] = tensor.extract %[[B]][] : tensor<i1>
// CHECK-NEXT: cf.cond_br %[[P]], ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK-NEXT: %[[A:.*]] = call @pick_a(%arg1)
// CHECK-NEXT: cf.br ^bb3(%[[A]] : tensor<f32>)
// CHECK: ^bb2:
// CHECK-NEXT: %[[C:.*]] = call @pick_b(%arg1)
// CHECK-NEXT: cf.br ^bb3(%[[C]] : tensor<f32>)
// CHECK: ^bb3(%[[R:.*]]: tensor<f32>):
// CHECK-NEXT: "tf.After"(%[[R]])
func.func @choose(%c: tensor<2xi1>, %x: tensor<f32>) -> tensor<f32> {
  %r = "tf.If"(%c, %x) {then_branch = @pick_a, else_branch = @pick_b, is_stateless = true} : (tensor<2xi1>, tensor<f32>) -> tensor<f32>
  %s = "tf.After"(%r) : (tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

// -----

// tf.While: a condition block and a body block looping back; values are cast with tf.Cast where a
// function's types differ from the loop's.
func.func private @more(tensor<*xi32>) -> tensor<i1>
func.func private @step(tensor<*xi32>) -> tensor<*xi32>

// CHECK-LABEL: func.func @loop
// CHECK: %[[IN:.*]] = "tf.Cast"(%arg0) <{Truncate = false}> : (tensor<i32>) -> tensor<*xi32>
// CHECK-NEXT: cf.br ^bb1(%[[IN]] : tensor<*xi32>)
// CHECK: ^bb1(%[[V:.*]]: tensor<*xi32>):
// CHECK-NEXT: %[[K:.*]] = call @more(%[[V]])
// CHECK-NEXT: %[[KB:.*]] = "tf.ToBool"(%[[K]])
// CHECK-NEXT: %[[P:.*]] = tensor.extract %[[KB]][]
// CHECK-NEXT: cf.cond_br %[[P]], ^bb2(%[[V]] : tensor<*xi32>), ^bb3(%[[V]] : tensor<*xi32>)
// CHECK: ^bb2(%[[BV:.*]]: tensor<*xi32>):
// CHECK-NEXT: %[[N:.*]] = call @step(%[[BV]])
// CHECK-NEXT: cf.br ^bb1(%[[N]] : tensor<*xi32>)
// CHECK: ^bb3(%[[E:.*]]: tensor<*xi32>):
// CHECK-NEXT: %[[OUT:.*]] = "tf.Cast"(%[[E]]) <{Truncate = false}> : (tensor<*xi32>) -> tensor<i32>
// CHECK-NEXT: return %[[OUT]] : tensor<i32>
func.func @loop(%x: tensor<i32>) -> tensor<i32> {
  %r = "tf.While"(%x) {cond = @more, body = @step, is_stateless = true} : (tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}
