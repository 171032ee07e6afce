package org.jmlir.dialect.tf;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The inherent (ODS) attributes of the registered tf ops: what TensorFlow's op definitions declare as
 * the op's own attributes, which current TensorFlow stores as properties and prints in
 * {@code <{...}>} (e.g. {@code "tf.Cast"(%x) <{Truncate = false}> {device = ""}}). These are the
 * attributes of the op's registry entry (OpDef) that no argument takes its type or count from and
 * that {@link TfOpTable} does not derive, with the few differences of TensorFlow's hand-written op
 * definitions (tf.Placeholder declares no attribute; tf.While derives {@code output_shapes}; the
 * functional control flow ops add {@code is_stateless}, tf.While {@code shape_invariant}).
 * Ops of the table not listed here have none. TfInherentAttrsTest checks this list against the
 * op registry, and prints the list it expects when they disagree.
 */
final class TfInherentAttrs {
  private TfInherentAttrs() {}

  private static final String TABLE =
      """
      Const: value
      PreventGradient: message
      CheckNumerics: message
      LeakyRelu: alpha
      Equal: incompatible_shape_error
      NotEqual: incompatible_shape_error
      ApproximateEqual: tolerance
      BiasAdd: data_format
      BiasAddGrad: data_format
      LeakyReluGrad: alpha
      MatMul: transpose_a transpose_b grad_a grad_b
      BatchMatMul: adj_x adj_y grad_x grad_y
      BatchMatMulV2: adj_x adj_y grad_x grad_y
      BatchMatMulV3: adj_x adj_y grad_x grad_y
      Einsum: equation
      Conv2D: strides use_cudnn_on_gpu padding explicit_paddings data_format dilations
      Conv2DBackpropInput: strides use_cudnn_on_gpu padding explicit_paddings data_format dilations
      Conv2DBackpropFilter: strides use_cudnn_on_gpu padding explicit_paddings data_format dilations
      Conv3D: strides padding data_format dilations
      Conv3DBackpropInputV2: strides padding data_format dilations
      DepthwiseConv2dNative: strides padding explicit_paddings data_format dilations
      DepthwiseConv2dNativeBackpropInput: strides padding explicit_paddings data_format dilations
      DepthwiseConv2dNativeBackpropFilter: strides padding explicit_paddings data_format dilations
      MaxPool: ksize strides padding explicit_paddings data_format
      MaxPoolV2: padding data_format
      MaxPool3D: ksize strides padding data_format
      MaxPoolGrad: ksize strides padding explicit_paddings data_format
      AvgPool: ksize strides padding data_format
      AvgPool3D: ksize strides padding data_format
      AvgPoolGrad: ksize strides padding data_format
      FusedBatchNorm: epsilon exponential_avg_factor data_format is_training
      FusedBatchNormV2: epsilon exponential_avg_factor data_format is_training
      FusedBatchNormV3: epsilon exponential_avg_factor data_format is_training
      FusedBatchNormGradV3: epsilon data_format is_training
      LRN: depth_radius bias alpha beta
      Sum: keep_dims
      Mean: keep_dims
      Max: keep_dims
      Min: keep_dims
      Prod: keep_dims
      EuclideanNorm: keep_dims
      All: keep_dims
      Any: keep_dims
      Cumsum: exclusive reverse
      Cumprod: exclusive reverse
      Pack: axis
      Unpack: axis
      StridedSlice: begin_mask end_mask ellipsis_mask new_axis_mask shrink_axis_mask
      StridedSliceGrad: begin_mask end_mask ellipsis_mask new_axis_mask shrink_axis_mask
      Cast: Truncate
      Gather: validate_indices
      GatherV2: batch_dims
      Squeeze: squeeze_dims
      MirrorPad: mode
      OneHot: axis
      TopKV2: sorted
      SpaceToDepth: block_size data_format
      DepthToSpace: block_size data_format
      ResizeBilinear: align_corners half_pixel_centers
      ResizeNearestNeighbor: align_corners half_pixel_centers
      MatrixDiagPartV3: align
      MatrixInverse: adjoint
      Bucketize: boundaries
      FakeQuantWithMinMaxArgs: min max num_bits narrow_range
      FakeQuantWithMinMaxVars: num_bits narrow_range
      RandomUniform: seed seed2
      RandomStandardNormal: seed seed2
      TruncatedNormal: seed seed2
      RandomUniformInt: seed seed2
      If: then_branch else_branch is_stateless
      StatelessIf: then_branch else_branch is_stateless
      While: cond body parallel_iterations is_stateless shape_invariant
      StatelessWhile: cond body parallel_iterations is_stateless shape_invariant
      Case: branches is_stateless
      StatelessCase: branches is_stateless
      PartitionedCall: f config config_proto executor_type
      StatefulPartitionedCall: f config config_proto executor_type
      VarHandleOp: container shared_name debug_name allowed_devices
      AssignVariableOp: validate_shape
      DestroyResourceOp: ignore_lookup_error
      ResourceGather: batch_dims validate_indices
      ResourceApplyGradientDescent: use_locking
      ResourceApplyAdam: use_locking use_nesterov
      VariableV2: shape container shared_name
      Assign: validate_shape use_locking
      AssignAdd: use_locking
      AssignSub: use_locking
      Enter: frame_name is_constant parallel_iterations
      Assert: summarize
      Print: message first_n summarize
      PrintV2: output_stream end
      StringFormat: template placeholder summarize
      StringJoin: separator
      AsString: precision scientific shortest width fill
      EmptyTensorList: element_dtype
      TensorListReserve: element_dtype
      TensorListSetItem: resize_if_index_out_of_bounds
      TensorListStack: num_elements
      NonMaxSuppressionV4: pad_to_max_output_size
      CropAndResize: method extrapolation_value
      Dequantize: mode narrow_range axis
      QuantizeV2: mode round_mode narrow_range axis ensure_minimum_range
      EnsureShape: shape
      """;

  private static final Map<String, List<String>> BY_OP = parse();

  private static Map<String, List<String>> parse() {
    Map<String, List<String>> out = new HashMap<>(256);
    for (String line : TABLE.split("\n")) {
      int colon = line.indexOf(':');
      if (colon > 0) {
        out.put("tf." + line.substring(0, colon), List.of(line.substring(colon + 1).strip().split(" ")));
      }
    }
    return out;
  }

  /** The inherent attributes of {@code opName} ({@code "tf.Cast"}), empty when it has none. */
  static List<String> of(String opName) {
    return BY_OP.getOrDefault(opName, List.of());
  }
}
