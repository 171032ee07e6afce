// dump-alias-sets writes, for every op with tensor results, the alias set of each result as the
// printer names its values (the set's leader first, then values in the order they were joined),
// and for ops whose regions have tensor block arguments, the sets of those arguments.
// RUN: jopt %s -one-shot-bufferize="test-analysis-only dump-alias-sets" -allow-unregistered-dialect -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @chain
// CHECK: tensor.empty() {__opresult_alias_set_attr__ = {{\[\[}}"%inserted_0", "%inserted", "%0"]]}
// CHECK: tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted_0", "%inserted", "%0"]]}
// CHECK: tensor.insert {{.*}}__opresult_alias_set_attr__ = {{\[\[}}"%inserted_0", "%inserted", "%0"]]}
// CHECK: "other.op"(%inserted_0) {__inplace_operands_attr__ = ["false"], __opresult_alias_set_attr__ = {{\[\[}}"%1"]]}
func.func @chain(%f: f32, %i: index) -> f32 {
  %e = tensor.empty() : tensor<8xf32>
  %a = tensor.insert %f into %e[%i] : tensor<8xf32>
  %b = tensor.insert %f into %a[%i] : tensor<8xf32>
  %u = "other.op"(%b) : (tensor<8xf32>) -> tensor<8xf32>
  %x = tensor.extract %u[%i] : tensor<8xf32>
  return %x : f32
}

// -----

// CHECK-LABEL: func.func @region_args
// CHECK: ^bb0(%arg0: tensor<3xf32>, %arg1: index):
// CHECK: }) {__bbarg_alias_set_attr__ = {{\[\[\[\[}}"%arg0"]]]], __inplace_operands_attr__ = ["false"]}
func.func @region_args() {
  %e = tensor.empty() : tensor<3xf32>
  "other.region"(%e) ({
  ^bb0(%a: tensor<3xf32>, %n: index):
    "other.end"() : () -> ()
  }) : (tensor<3xf32>) -> ()
  return
}
