// Verifier rules of the larger stablehlo ops (convolution, gather, scatter, collectives, dynamic
// shapes, composite), with stablehlo-opt's wording; one case per split.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @conv_groups(%a: tensor<1x8x8x6xf32>, %k: tensor<3x3x6x4xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error@+1 {{expects batch_group_count and feature_group_count not to be both greater than 1. Got 2 and 2 resp.}}
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 2 : i64, feature_group_count = 2 : i64} : (tensor<1x8x8x6xf32>, tensor<3x3x6x4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @conv_group_count_positive(%a: tensor<1x8x8x6xf32>, %k: tensor<3x3x6x4xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error@+1 {{'stablehlo.convolution' op attribute 'feature_group_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 0 : i64} : (tensor<1x8x8x6xf32>, tensor<3x3x6x4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @conv_layout_letter(%a: tensor<1x8x8x6xf32>, %k: tensor<3x3x6x4xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error@+1 {{Unexpected dimension c, expecting b, f}}
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [c, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x6xf32>, tensor<3x3x6x4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @gather_slice_size(%op: tensor<3x4xf32>, %idx: tensor<2x1xi32>) -> tensor<2x4xf32> {
  // expected-error@+2 {{slice size (5) is out of bounds for operand dimension (4) at index 1}}
  // expected-error@+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%op, %idx) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 5>} : (tensor<3x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @scatter_window_dims_sorted(%op: tensor<3x4xf32>, %idx: tensor<2x1xi32>, %upd: tensor<2xf32>) -> tensor<3x4xf32> {
  // expected-error@+1 {{Expects inserted_window_dims to be sorted; got: [1, 0].}}
  %0 = "stablehlo.scatter"(%op, %idx, %upd) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [1, 0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @all_reduce_replica_twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{replica id #1 seen more than once}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @all_to_all_split(%x: tensor<4x6xf32>) -> tensor<16x2xf32> {
  // expected-error@+2 {{split dimension has size 6, expected to be a multiple of split_count 4}}
  // expected-error@+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x6xf32>) -> tensor<16x2xf32>
  return %0 : tensor<16x2xf32>
}

// -----

func.func @dynamic_broadcast_hint(%x: tensor<?xf32>, %s: tensor<2xindex>) -> tensor<?x?xf32> {
  // expected-error@+1 {{hint for expanding dimension 3 does not refer to a valid operand dimension}}
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = array<i64: 1>, known_expanding_dimensions = array<i64: 3>} : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @composite_bad_name(%x: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{name must be a valid namespaced op name}}
  %0 = stablehlo.composite "nodot" %x {decomposition = @impl} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @impl(%x: tensor<f32>) -> tensor<f32>

// -----

func.func @infeed_needs_token(%t: !stablehlo.token) -> tensor<2xf32> {
  // expected-error@+1 {{last element of result types is expected to be of token type, but got 'tensor<2xf32>'}}
  %0 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @bitcast_widths(%x: tensor<4xf32>) -> tensor<4xf64> {
  // expected-error@+1 {{rank of smaller element type (1) should be 1 more than rank of larger element type (1), but 1 != 1 + 1.}}
  %0 = stablehlo.bitcast_convert %x : (tensor<4xf32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// Unlike XLA's mhlo, stablehlo.all_to_all has no tuple form: split_dimension is required.
func.func @all_to_all_needs_split(%a: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error@+1 {{'stablehlo.all_to_all' op requires attribute 'split_dimension'}}
  %0 = "stablehlo.all_to_all"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

// An alias joins an operand part and an output part of the same type.
func.func @alias_type_mismatch(%a: memref<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{shapes mismatch in the output_operand_alias attribute: operand part has type 'memref<4xf32>' and output part has type 'tensor<4xf32>'}}
  %0 = "stablehlo.custom_call"(%a) {call_target_name = "bar", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (memref<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @alias_operand_twice(%a: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  // expected-error@+1 {{buffer operand 0[] is used in output_operand_alias more than once}}
  %0:2 = "stablehlo.custom_call"(%a) {call_target_name = "bar", output_operand_aliases = [
      #stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>,
      #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 0, operand_tuple_indices = []>]} : (memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : memref<4xf32>, memref<4xf32>
}

// -----

func.func @alias_output_twice(%a: memref<4xf32>, %b: memref<4xf32>) -> memref<4xf32> {
  // expected-error@+1 {{buffer output [] is used in output_operand_alias more than once}}
  %0 = "stablehlo.custom_call"(%a, %b) {call_target_name = "bar", output_operand_aliases = [
      #stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>,
      #stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>]} : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @alias_output_missing(%a: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  // expected-error@+1 {{buffer output [1] is not used in output_operand_alias}}
  %0:2 = "stablehlo.custom_call"(%a) {call_target_name = "bar", output_operand_aliases = [
      #stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>]} : (memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : memref<4xf32>, memref<4xf32>
}

// -----

func.func @create_buffer_inputs(%a: tensor<4xf32>) -> memref<4xf32> {
  // expected-error@+1 {{CreateBuffer custom_call shouldn't have any inputs}}
  %0 = "stablehlo.custom_call"(%a) {call_target_name = "CreateBuffer"} : (tensor<4xf32>) -> memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @pin_to_tensor(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{Pin custom_call should have a memref output}}
  %0 = "stablehlo.custom_call"(%a) {call_target_name = "Pin"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @unpin_other_shape(%a: memref<4xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{Unpin custom_call should have compatible input and output types}}
  %0 = "stablehlo.custom_call"(%a) {call_target_name = "Unpin"} : (memref<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @mesh_not_a_symbol(%x: tensor<4x2xf32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{mesh must be a FlatSymbolRefAttr or MeshAttr}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = 3, axes = [0]>} : (tensor<4x2xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @ffi_config_is_a_dictionary() {
  // expected-error@+1 {{backend_config for api_version API_VERSION_TYPED_FFI must be a dictionary attribute}}
  "stablehlo.custom_call"() {api_version = 4 : i32, backend_config = "k=1", call_target_name = "f"} : () -> ()
  return
}

// -----

func.func @older_config_is_a_string() {
  // expected-error@+1 {{backend_config for api_version API_VERSION_ORIGINAL must be a string attribute}}
  "stablehlo.custom_call"() {api_version = 1 : i32, backend_config = {k = 1 : i32}, call_target_name = "f"} : () -> ()
  return
}

// -----

func.func @dynamic_iota_dim_past_rank(%s: tensor<1xi64>) -> tensor<?xf32> {
  // expected-error@+1 {{iota dimension cannot go beyond the output rank.}}
  %0 = stablehlo.dynamic_iota %s, dim = 1 : (tensor<1xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @dynamic_iota_constant_shape() -> tensor<3xf32> {
  %s = stablehlo.constant dense<[5]> : tensor<1xi64>
  // expected-error@+1 {{output shape [5] is incompatible with return type of operation 'tensor<3xf32>'}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// Element-wise ops take tensors, not buffers.
func.func @negate_buffer(%a: memref<4xf32>) -> memref<4xf32> {
  // expected-error-re@+1 {{operand #0 must be ranked tensor of {{.*}}, but got 'memref<4xf32>'}}
  %0 = "stablehlo.negate"(%a) : (memref<4xf32>) -> memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @if_buffer_result(%p: tensor<i1>, %a: memref<4xf32>) -> memref<4xf32> {
  // expected-error-re@+1 {{result #0 must be variadic of ranked tensor of {{.*}}, but got 'memref<4xf32>'}}
  %0 = "stablehlo.if"(%p) ({
    "stablehlo.return"(%a) : (memref<4xf32>) -> ()
  }, {
    "stablehlo.return"(%a) : (memref<4xf32>) -> ()
  }) : (tensor<i1>) -> memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @is_finite_of_ints(%a: tensor<4xi8>) -> tensor<4xi1> {
  // expected-error-re@+1 {{operand #0 must be ranked tensor of {{.*}}float values, but got 'tensor<4xi8>'}}
  %0 = "stablehlo.is_finite"(%a) : (tensor<4xi8>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @add_mixed_quantized(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xf32> {
  // expected-error@+1 {{all operands and results to be either quantized or non-quantized}}
  %0 = "stablehlo.add"(%a, %a) : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @add_per_axis_to_per_tensor(%a: tensor<2x!quant.uniform<i8:f32:0, {0.5:3, 0.5:3}>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>> {
  // expected-error@+1 {{result is not per_axis quantized but lhs or rhs are}}
  %0 = "stablehlo.add"(%a, %a) : (tensor<2x!quant.uniform<i8:f32:0, {0.5:3, 0.5:3}>>, tensor<2x!quant.uniform<i8:f32:0, {0.5:3, 0.5:3}>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  return %0 : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
}

// -----

func.func @add_axis_moves(%a: tensor<2x2x!quant.uniform<i8:f32:0, {0.5:3, 0.5:3}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:3, 0.5:3}>> {
  // expected-error@+1 {{quantization_dimension of lhs and result are not same}}
  %0 = "stablehlo.add"(%a, %a) : (tensor<2x2x!quant.uniform<i8:f32:0, {0.5:3, 0.5:3}>>, tensor<2x2x!quant.uniform<i8:f32:0, {0.5:3, 0.5:3}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:3, 0.5:3}>>
  return %0 : tensor<2x2x!quant.uniform<i8:f32:1, {0.5:3, 0.5:3}>>
}

// -----

func.func @add_expressed_types_differ(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f16, 0.5:3>> {
  // expected-error@+1 {{mismatched operands and result quantization expressed types}}
  %0 = "stablehlo.add"(%a, %a) : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f16, 0.5:3>>
  return %0 : tensor<2x!quant.uniform<i8:f16, 0.5:3>>
}

// -----

module attributes {
  stablehlo.dot = #stablehlo.dot<
      lhs_contracting_dimensions = [1],
      // expected-error@+2 {{duplicated `lhs_contracting_dimensions` entry}}
      // expected-error@+1 {{failed parsing dot dimension numbers}}
      lhs_contracting_dimensions = [0]
  >} {}

// -----

module attributes {
  // expected-error@+2 {{expected '>'}}
  // expected-error@+2 {{failed parsing gather dimension numbers}}
  stablehlo.gather = #stablehlo.gather<offset_dims = [1]
    index_vector_dim = 1>
} {}

// -----

func.func @layout_not_a_permutation(%a: tensor<2x3xf32>) {
  // expected-error@+1 {{incorrect layout dense<1> : tensor<2xindex> for type 'tensor<2x3xf32>', layout must be a permutation of [0, 2)}}
  "stablehlo.custom_call"(%a) {call_target_name = "f", operand_layouts = [dense<[1, 1]> : tensor<2xindex>], result_layouts = []} : (tensor<2x3xf32>) -> ()
  return
}

// -----

func.func @layouts_one_side(%a: tensor<2x3xf32>) {
  // expected-error@+1 {{Layout attributes should be specified for either both operands and results or none.}}
  "stablehlo.custom_call"(%a) {call_target_name = "f", operand_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> ()
  return
}

// -----

func.func @layout_count(%a: tensor<2x3xf32>) {
  // expected-error@+1 {{Number of operands must match the number of operand layouts, 1 != 0}}
  "stablehlo.custom_call"(%a) {call_target_name = "f", operand_layouts = [], result_layouts = []} : (tensor<2x3xf32>) -> ()
  return
}

// -----

func.func @token_layout(%t: !stablehlo.token) {
  // expected-error@+1 {{Only tensor types can have non-empty layout: operand #0 of type '!stablehlo.token' has layout dense<0> : tensor<1xindex>}}
  "stablehlo.custom_call"(%t) {call_target_name = "f", operand_layouts = [dense<[0]> : tensor<1xindex>], result_layouts = []} : (!stablehlo.token) -> ()
  return
}

// -----

func.func @default_api_config(%a: tensor<2xf32>) {
  // expected-error@+1 {{backend_config for api_version API_VERSION_ORIGINAL must be a string attribute.}}
  "stablehlo.custom_call"(%a) {call_target_name = "f", backend_config = {k = 1 : i32}} : (tensor<2xf32>) -> ()
  return
}

// -----

func.func @dynamic_pad_sizes(%a: tensor<4xf32>, %v: tensor<f32>, %p: tensor<3xi32>) {
  // expected-error@+1 {{padding operands size (3) must match operand rank (1)}}
  %0 = stablehlo.dynamic_pad %a, %v, %p, %p, %p : (tensor<4xf32>, tensor<f32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<?xf32>
  return
}

// -----

func.func @dynamic_pad_negative_interior(%a: tensor<4xf32>, %v: tensor<f32>, %p: tensor<1xi32>) {
  %i = stablehlo.constant dense<-2> : tensor<1xi32>
  // expected-error@+1 {{interior_padding must be non-negative, but got -2}}
  %0 = stablehlo.dynamic_pad %a, %v, %p, %p, %i : (tensor<4xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  return
}

// -----

func.func @dynamic_pad_result_size(%a: tensor<3xf32>, %v: tensor<f32>) {
  %p = stablehlo.constant dense<2> : tensor<1xi32>
  // expected-error@+1 {{expected output dimension at index 0 to equal 11, but got 3}}
  %0 = stablehlo.dynamic_pad %a, %v, %p, %p, %p : (tensor<3xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xf32>
  return
}

// -----

func.func @unknown_dot_algorithm(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = "stablehlo.dot_general"(%a, %a) <{
    dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>,
    // expected-error@+1 {{dot algorithm not known to be supported on any hardware: {lhs:f16, rhs:f32, accum:f32, lhs_components:1, rhs_components:1, primitive_ops:1, imprecise:0}}}
    algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f16, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>
  }> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @xor_of_floats(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error-re@+1 {{operand #0 must be ranked tensor of bool or {{.*}} integer values, but got 'tensor<4xf32>'}}
  %0 = "stablehlo.xor"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @ceil_of_ints(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error-re@+1 {{operand #0 must be ranked tensor of {{.*}}float{{.*}}, but got 'tensor<4xi32>'}}
  %0 = "stablehlo.ceil"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @shift_of_bools(%a: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error-re@+1 {{operand #0 must be ranked tensor of {{.*}}integer values, but got 'tensor<4xi1>'}}
  %0 = "stablehlo.shift_left"(%a, %a) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @update_slice_index_types(%a: tensor<4x4xf32>, %u: tensor<1x1xf32>, %i: tensor<i32>, %j: tensor<i64>) -> tensor<4x4xf32> {
  // expected-error@+2 {{failed to infer returned types}}
  // expected-error@+1 {{start indices must have same element type}}
  %0 = "stablehlo.dynamic_update_slice"(%a, %u, %i, %j) : (tensor<4x4xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i64>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @rng_state_grows(%s: tensor<3xui64>) -> (tensor<4xui64>, tensor<8xui32>) {
  // expected-error@+1 {{output state shape must be compatible with initial state shape. Got: 'tensor<3xui64>' and 'tensor<4xui64>'}}
  %0, %1 = "stablehlo.rng_bit_generator"(%s) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<3xui64>) -> (tensor<4xui64>, tensor<8xui32>)
  return %0, %1 : tensor<4xui64>, tensor<8xui32>
}

// -----

func.func @add_result_past_bound(%a: tensor<?xf32, #stablehlo.bounds<2>>) -> tensor<3xf32> {
  // expected-error@+2 {{failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) 'tensor<?xf32, #stablehlo.bounds<2>>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  %0 = "stablehlo.add"(%a, %a) : (tensor<?xf32, #stablehlo.bounds<2>>, tensor<?xf32, #stablehlo.bounds<2>>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
