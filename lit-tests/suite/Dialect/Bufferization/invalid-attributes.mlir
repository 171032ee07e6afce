// The bufferization dialect's attributes are checked as in MLIR 22: on ops only
// bufferization.manual_deallocation (and only where something is allocated or freed); on function
// arguments writable (a bool, not on declarations), access (none / read / write / read-write) and
// buffer_layout (a memref layout); any other name is rejected (MLIR names buffer_layout in that message).
// RUN: jopt %s -split-input-file -verify-diagnostics

// expected-error @below {{attribute 'bufferization.buffer_layout' not supported as a region arg attribute by the bufferization dialect}}
func.func @unknown_arg_attr(%arg0: tensor<?xf32> {bufferization.something = 1}) {
  return
}

// -----

// expected-error @below {{'bufferization.access' is expected to be a string attribute}}
func.func @access_not_string(%arg0: tensor<?xf32> {bufferization.access = 1}) {
  return
}

// -----

// expected-error @below {{invalid value for 'bufferization.access'}}
func.func @access_value(%arg0: tensor<?xf32> {bufferization.access = "often"}) {
  return
}

// -----

// expected-error @below {{'bufferization.buffer_layout' is expected to be a memref layout attribute}}
func.func @layout_not_layout(%arg0: tensor<?xf32> {bufferization.buffer_layout = 3}) {
  return
}

// -----

// expected-error @below {{'bufferization.writable' is expected to be a boolean attribute}}
func.func @writable_not_bool(%arg0: tensor<?xf32> {bufferization.writable = 2}) {
  return
}

// -----

// expected-error @below {{'bufferization.writable' is invalid on external functions}}
func.func private @writable_declaration(%arg0: tensor<?xf32> {bufferization.writable = true})

// -----

func.func @manual_on_load(%m: memref<2xf32>, %i: index) -> f32 {
  // expected-error @below {{'memref.load' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %0 = memref.load %m[%i] {bufferization.manual_deallocation} : memref<2xf32>
  return %0 : f32
}

// -----

func.func @other_op_attr(%t: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @below {{attribute '"bufferization.escape"' not supported as an op attribute by the bufferization dialect}}
  %0 = tensor.extract_slice %t[0] [4] [1] {bufferization.escape = [true]} : tensor<8xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @valid(%arg0: tensor<?xf32> {bufferization.writable = true, bufferization.access = "read",
                                       bufferization.buffer_layout = strided<[1], offset: ?>}) {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  memref.dealloc %0 {bufferization.manual_deallocation} : memref<2xf32>
  return
}
