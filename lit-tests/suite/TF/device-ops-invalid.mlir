// RUN: jopt %s -split-input-file -verify-diagnostics
// The rules of the tf_device dialect, with TensorFlow's wording.

func.func @too_few_replicas(%a: tensor<f32>) {
  // expected-error@+1 {{'tf_device.replicate' expects 'n' to be at least 2, got 1}}
  tf_device.replicate([%a] as %x: tensor<f32>) {n = 1 : i32} {
  }
  return
}

// -----

func.func @group_size(%a: tensor<f32>) {
  // expected-error@+1 {{'tf_device.replicate' expects number of operands for replicated input 0 to be 'n' (2), got 3}}
  tf_device.replicate([%a, %a, %a] as %x: tensor<f32>) {n = 2 : i32} {
  }
  return
}

// -----

func.func @two_blocks() {
  // expected-error@+1 {{custom op 'tf_device.replicate' expects a single block region}}
  tf_device.replicate {n = 2 : i32} {
    cf.br ^bb1
  ^bb1:
    tf_device.return
  }
  return
}

// -----

func.func @wrong_terminator() {
  // expected-error@+1 {{custom op 'tf_device.replicate' expects a tf_device.return terminator}}
  tf_device.replicate {n = 2 : i32} {
    func.return
  }
  return
}

// -----

func.func @generic_n() {
  // expected-error@+1 {{'tf_device.replicate' op attribute 'n' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 2}}
  "tf_device.replicate"() ({
    tf_device.return
  }) {n = 1 : i32, operandSegmentSizes = array<i32: 0, 0>} : () -> ()
  return
}

// -----

func.func @device_count() {
  // expected-error@+1 {{'tf_device.replicate' op expects number of devices (2) to be equal to 'n' (3)}}
  tf_device.replicate {n = 3 : i32, devices = {CORE = ["/d:0", "/d:1"]}} {
  }
  return
}

// -----

func.func @result_count(%a: tensor<f32>) {
  // expected-error@+1 {{'tf_device.replicate' op expects number of results (3) to be equal to 'n' * number of terminator operands (2 * 1)}}
  %0:3 = "tf_device.replicate"() ({
    tf_device.return %a : tensor<f32>
  }) {n = 2 : i32, operandSegmentSizes = array<i32: 0, 0>} : () -> (tensor<f32>, tensor<f32>, tensor<f32>)
  return
}

// -----

func.func @result_type(%a: tensor<f32>) {
  // expected-error@+1 {{'tf_device.replicate' op incompatible types for result 1 and terminator operand 0}}
  %0:2 = "tf_device.replicate"() ({
    tf_device.return %a : tensor<f32>
  }) {n = 2 : i32, operandSegmentSizes = array<i32: 0, 0>} : () -> (tensor<f32>, tensor<i32>)
  return
}

// -----

// The block's own check (a terminator last) comes before the launch's terminator-kind region check.
func.func @launch_terminator() {
  "tf_device.launch"() ({
    // expected-error@+1 {{block with no terminator, has "tf.NoOp"() : () -> ()}}
    "tf.NoOp"() : () -> ()
  }) {device = ""} : () -> ()
  return
}

// -----

// The terminator kind is a region trait: checked after the ops in the region, after their parents' own checks.
func.func @launch_foreign_terminator() {
  // expected-error@+2 {{'tf_device.launch' op expects regions to end with 'tf_device.return', found 'llvm.unreachable'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'tf_device.return'}}
  "tf_device.launch"() ({
    llvm.unreachable
  }) {device = ""} : () -> ()
  return
}

// -----

func.func @replicate_func_return() {
  "tf_device.replicate"() ({
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }) {n = 2 : i32, operandSegmentSizes = array<i32: 0, 0>} : () -> ()
  return
}

// -----

func.func @launch_device() {
  // expected-error@+1 {{'tf_device.launch' op requires attribute 'device'}}
  "tf_device.launch"() ({
    tf_device.return
  }) : () -> ()
  return
}

// -----

func.func @no_region() {
  // expected-error@+1 {{'tf_device.parallel_execute' op must have at least one region.}}
  "tf_device.parallel_execute"() : () -> ()
  return
}

// -----

func.func @one_region_is_enough() -> tensor<i32> {
  %0 = "tf_device.parallel_execute"() ({
    %c = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    tf_device.return %c : tensor<i32>
  }) : () -> tensor<i32>
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@one_region_is_enough) returns 1}}
  return
}

// -----

func.func @blockless_region() {
  // expected-error@+1 {{'tf_device.parallel_execute' op region #1 ('regions') failed to verify constraint: region with 1 blocks}}
  "tf_device.parallel_execute"() ({
    tf_device.return
  }, {
  }) : () -> ()
  return
}

// -----

func.func @replicate_operand_type(%a: tensor<*xi1>) {
  // expected-error@+1 {{'tf_device.replicate' op expects operand 0 ('tensor<*xi1>') and block argument 0 ('tensor<*xi32>') to have compatible types}}
  "tf_device.replicate"(%a, %a) ({
  ^bb0(%x: tensor<*xi32>):
    tf_device.return
  }) {n = 2 : i32, operandSegmentSizes = array<i32: 2, 0>} : (tensor<*xi1>, tensor<*xi1>) -> ()
  return
}

// -----

func.func @output_types(%a: tensor<f32>) {
  // expected-error@+1 {{'tf_device.parallel_execute' op output types must be a concatenated list of output types for each regions.}}
  %0 = "tf_device.parallel_execute"() ({
    tf_device.return %a : tensor<f32>
  }, {
    tf_device.return
  }) : () -> tensor<i32>
  return
}

// -----

func.func @output_count(%a: tensor<f32>) {
  // expected-error@+1 {{'tf_device.parallel_execute' op number of output types (2) must match the total number of outputs from all regions (1).}}
  %0:2 = "tf_device.parallel_execute"() ({
    tf_device.return %a : tensor<f32>
  }, {
    tf_device.return
  }) : () -> (tensor<f32>, tensor<f32>)
  return
}

// -----

func.func @return_parent() {
  // expected-error@+1 {{'tf_device.return' op expects parent op to be one of 'tf_device.cluster, tf_device.launch, tf_device.parallel_execute, tf_device.replicate'}}
  tf_device.return
}

// -----

func.func @cluster_func_undefined(%arg0: tensor<i32>) -> tensor<i32> {
  // expected-error@+1 {{'func' attribute refers to an undefined function: nowhere}}
  %0 = "tf_device.cluster_func"(%arg0) {func = @nowhere} : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

"tf_saved_model.asset"() {filename = "f", sym_name = "data"} : () -> ()
func.func @cluster_func_not_func(%arg0: tensor<i32>) -> tensor<i32> {
  // expected-error@+1 {{'func' attribute refers to an undefined function: data}}
  %0 = "tf_device.cluster_func"(%arg0) {func = @data} : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
