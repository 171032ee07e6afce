// RUN: jopt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// The tf_saved_model dialect checks its attributes: the module's semantics, exported names,
// argument and result paths, bound inputs and the session initializer.

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{unknown tf_saved_model dialect arg attribute 'tf_saved_model.bogus'}}
  func.func private @g(%x: tensor<i32> {tf_saved_model.bogus}) {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{unknown tf_saved_model dialect result attribute 'tf_saved_model.bogus'}}
  func.func private @g() -> (tensor<i32> {tf_saved_model.bogus}) {
    %c = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
    return %c : tensor<i32>
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{'tf_saved_model.bound_input' attribute should be a FlatSymbolRefAttr}}
  func.func @g(%x: tensor<i32> {tf_saved_model.bound_input = "w"}) attributes {tf_saved_model.exported_names = ["g"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{'tf_saved_model.bound_input' attribute must reference a valid symbol, got invalid symbol 'missing'}}
  func.func @g(%x: tensor<i32> {tf_saved_model.bound_input = @missing}) attributes {tf_saved_model.exported_names = ["g"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() {is_mutable, sym_name = "w", type = tensor<2xi32>, value = dense<0> : tensor<2xi32>} : () -> ()
  // expected-error@+1 {{bound input with type 'tensor<2xi32>' expected to have type 'tensor<!tf_type.resource<tensor<2xi32>>>'}}
  func.func @g(%x: tensor<2xi32> {tf_saved_model.bound_input = @w}) attributes {tf_saved_model.exported_names = ["g"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{unknown symbol operation}}
  "other.symbol"() {sym_name = "w"} : () -> ()
  func.func @g(%x: tensor<!tf_type.resource<tensor<i32>>> {tf_saved_model.bound_input = @w}) attributes {tf_saved_model.exported_names = ["g"]} {
    return
  }
}

// -----

// expected-error@+1 {{'tf_saved_model.exported_names' must be on an op whose immediate parent has attribute 'tf_saved_model.semantics'}}
func.func @g() attributes {tf_saved_model.exported_names = ["g"]} {
  return
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{'tf_saved_model.exported_names' must be on a 'func' or 'tf_saved_model.global_tensor' op}}
  "other.op"() {tf_saved_model.exported_names = ["x"]} : () -> ()
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{'tf_saved_model.exported_names' must be an array of strings}}
  func.func @g() attributes {tf_saved_model.exported_names = [1]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-note@+1 {{previously seen here}}
  func.func @a() attributes {tf_saved_model.exported_names = ["same"]} {
    return
  }
  // expected-error@+1 {{duplicate exported name 'same'}}
  func.func @b() attributes {tf_saved_model.exported_names = ["other", "same"]} {
    return
  }
}

// -----

// expected-error@+1 {{'tf_saved_model.semantics' must be on a module op}}
"other.op"() {tf_saved_model.semantics} : () -> ()

// -----

// expected-error@+1 {{unknown tf_saved_model dialect attribute 'tf_saved_model.bogus'}}
"other.op"() {tf_saved_model.bogus = 1 : i32} : () -> ()

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{'tf_saved_model.index_path' attribute should be an ArrayAttr}}
  func.func @g(%x: tensor<i32> {tf_saved_model.index_path = "0"}) attributes {tf_saved_model.exported_names = ["g"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // A 32-bit integer is no index.
  // expected-error@+1 {{'tf_saved_model.index_path' elements should be strings or 64-bit integers}}
  func.func @g(%x: tensor<i32> {tf_saved_model.index_path = [0 : i32]}) attributes {tf_saved_model.exported_names = ["g"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{all arguments should have 'tf_saved_model.index_path', 'tf_saved_model.bound_input' or 'tf.resource_name' attributes}}
  func.func @g(%x: tensor<i32> {tf_saved_model.index_path = [0]}, %y: tensor<i32>) attributes {tf_saved_model.exported_names = ["g"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{'tf.resource_name' attribute is not allowed unless it is being under construction}}
  func.func @g(%x: tensor<i32> {tf.resource_name = "r"}) attributes {tf_saved_model.exported_names = ["g"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() {sym_name = "w", type = tensor<i32>, value = dense<1> : tensor<i32>} : () -> ()
  // expected-error@+1 {{all 'tf_saved_model.index_path' arg attributes should precede all 'tf_saved_model.bound_input' arg attributes}}
  func.func @g(%w: tensor<!tf_type.resource<tensor<i32>>> {tf_saved_model.bound_input = @w}, %x: tensor<i32> {tf_saved_model.index_path = [0]}) attributes {tf_saved_model.exported_names = ["g"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() {is_mutable, sym_name = "w", type = tensor<i32>, value = dense<1> : tensor<i32>} : () -> ()
  // expected-error@+1 {{duplicate 'tf_saved_model.bound_input' binding}}
  func.func @g(%a: tensor<!tf_type.resource<tensor<i32>>> {tf_saved_model.bound_input = @w}, %b: tensor<!tf_type.resource<tensor<i32>>> {tf_saved_model.bound_input = @w}) attributes {tf_saved_model.exported_names = ["g"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{all results should have 'tf_saved_model.index_path' attributes}}
  func.func @g() -> tensor<i32> attributes {tf_saved_model.exported_names = ["g"]} {
    %c = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
    return %c : tensor<i32>
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-note@+1 {{references this exported function}}
  func.func @callee() attributes {tf_saved_model.exported_names = ["callee"]} {
    return
  }
  func.func @caller() attributes {tf_saved_model.exported_names = ["caller"]} {
    // expected-error@+1 {{exported function cannot be internally referenced}}
    "tf.PartitionedCall"() {f = @callee, config = "", config_proto = "", executor_type = ""} : () -> ()
    return
  }
}

// -----

// expected-error@+1 {{modules with 'tf_saved_model.semantics' must have analyzable symbol uses}}
module attributes {tf_saved_model.semantics} {
  "unknown.scope"() ({
    "unknown.end"() : () -> ()
  }) : () -> ()
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{exported function @g should be public}}
  func.func private @g() attributes {tf_saved_model.exported_names = ["g"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{non-exported function @g should be private}}
  func.func @g() {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() {is_mutable, sym_name = "w", type = tensor<i32>, value = dense<1> : tensor<i32>} : () -> ()
  // expected-error@+1 {{can only apply 'tf_saved_model' argument attributes to exported functions}}
  func.func private @g(%w: tensor<!tf_type.resource<tensor<i32>>> {tf_saved_model.bound_input = @w}) {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{'type' and 'value' attributes should have compatible tensor types}}
  "tf_saved_model.global_tensor"() {is_mutable, sym_name = "w", type = tensor<2x3xi32>, value = dense<1> : tensor<3x2xi32>} : () -> ()
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{'type' attribute for immutable 'tf_saved_model.global_tensor' should have a static shape}}
  "tf_saved_model.global_tensor"() {sym_name = "w", type = tensor<*xi32>, value = dense<1> : tensor<2xi32>} : () -> ()
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{'tf_saved_model.session_initializer' op the initializer function does not exist}}
  "tf_saved_model.session_initializer"() {initializers = [@nothing]} : () -> ()
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{'tf_saved_model.session_initializer' op the initializer function should have no output}}
  "tf_saved_model.session_initializer"() {initializers = [@init]} : () -> ()
  func.func private @init() -> tensor<i32> {
    %c = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
    return %c : tensor<i32>
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{'tf_saved_model.session_initializer' op the initializer function should be exported}}
  "tf_saved_model.session_initializer"() {initializers = [@init]} : () -> ()
  func.func private @init() {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{'tf_saved_model.session_initializer' op the initializer function should have only one exported names}}
  "tf_saved_model.session_initializer"() {initializers = [@init]} : () -> ()
  func.func @init() attributes {tf_saved_model.exported_names = ["i", "j"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  "tf_saved_model.session_initializer"() {initializers = []} : () -> ()
  // expected-error@+1 {{there must be no more than one session_initializer op}}
  "tf_saved_model.session_initializer"() {initializers = []} : () -> ()
}

// -----

module attributes {tf_saved_model.semantics} {
  "tf_saved_model.session_initializer"() {initializers = [@a, @b]} : () -> ()
  func.func @a() attributes {tf_saved_model.exported_names = ["a"], tf_saved_model.initializer_type = "init_op"} {
    return
  }
  // expected-error@+1 {{Attribute tf_saved_model.initializer_type should not have duplicate values. Found duplicate: "init_op"}}
  func.func @b() attributes {tf_saved_model.exported_names = ["b"], tf_saved_model.initializer_type = "init_op"} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{tf_saved_model.initializer_type should be one of 'restore_op' or 'init_op'. Got: other_op}}
  func.func @a() attributes {tf_saved_model.exported_names = ["a"], tf_saved_model.initializer_type = "other_op"} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{Attribute tf_saved_model.initializer_type should be a StringAttr.}}
  func.func @a() attributes {tf_saved_model.exported_names = ["a"], tf_saved_model.initializer_type = 1 : i32} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error@+1 {{Attribute tf_saved_model.initializer_type should be on a func::FuncOp.}}
  "other.op"() {tf_saved_model.initializer_type = "init_op"} : () -> ()
}
