package org.jmlir.dialect.tf;

/**
 * The registered tf ops, one per line, after TensorFlow's op registrations (REGISTER_OP) and its
 * tf_generated_ops.td: {@code Name(operands) -> (results) derived... | flags}. An operand or result
 * group is a name, with {@code *} when variadic and {@code ?} when optional. A derived attribute is
 * {@code attr=ref}: {@code x} the element type of {@code x}, {@code x*} the element types of a
 * variadic {@code x}, {@code #x} its size, {@code @x} the shape of {@code x}, {@code @x*} the shapes
 * of a variadic {@code x}, {@code x.dtype}/{@code x.shape} the subtype of resource {@code x}. Flags:
 * {@code pure} (no side effects), {@code comm} (commutative), {@code const} (constant-like),
 * {@code inv} (an involution: f(f(x)) = x).
 */
final class TfOpTable {
  private TfOpTable() {}

  static final String OPS =
      """
      Const() -> (output) dtype=output | pure const
      Placeholder() -> (output) dtype=output | pure
      PlaceholderWithDefault(input) -> (output) dtype=output shape=@output | pure
      InfeedDequeue() -> (output) dtype=output shape=@output
      InfeedDequeueTuple() -> (outputs*) dtypes=outputs* shapes=@outputs*
      Identity(input) -> (output) T=input | pure
      IdentityN(input*) -> (output*) T=input* | pure
      Snapshot(input) -> (output) T=input | pure
      StopGradient(input) -> (output) T=input | pure
      PreventGradient(input) -> (output) T=input | pure
      CheckNumerics(tensor) -> (output) T=tensor
      NoOp() -> () | pure
      Abs(x) -> (y) T=x | pure
      Acos(x) -> (y) T=x | pure
      Acosh(x) -> (y) T=x | pure
      Asin(x) -> (y) T=x | pure
      Asinh(x) -> (y) T=x | pure
      Atan(x) -> (y) T=x | pure
      Atanh(x) -> (y) T=x | pure
      Ceil(x) -> (y) T=x | pure
      Cos(x) -> (y) T=x | pure
      Cosh(x) -> (y) T=x | pure
      Digamma(x) -> (y) T=x | pure
      Erf(x) -> (y) T=x | pure
      Erfc(x) -> (y) T=x | pure
      Exp(x) -> (y) T=x | pure
      Expm1(x) -> (y) T=x | pure
      Floor(x) -> (y) T=x | pure
      Inv(x) -> (y) T=x | pure
      Invert(x) -> (y) T=x | pure inv
      IsFinite(x) -> (y) T=x | pure
      IsInf(x) -> (y) T=x | pure
      IsNan(x) -> (y) T=x | pure
      Lgamma(x) -> (y) T=x | pure
      Log(x) -> (y) T=x | pure
      Log1p(x) -> (y) T=x | pure
      LogicalNot(x) -> (y) | pure inv
      Neg(x) -> (y) T=x | pure inv
      Reciprocal(x) -> (y) T=x | pure inv
      Rint(x) -> (y) T=x | pure
      Round(x) -> (y) T=x | pure
      Rsqrt(x) -> (y) T=x | pure
      Sigmoid(x) -> (y) T=x | pure
      Sign(x) -> (y) T=x | pure
      Sin(x) -> (y) T=x | pure
      Sinh(x) -> (y) T=x | pure
      Sqrt(x) -> (y) T=x | pure
      Square(x) -> (y) T=x | pure
      Tan(x) -> (y) T=x | pure
      Tanh(x) -> (y) T=x | pure
      ZerosLike(x) -> (y) T=x | pure
      OnesLike(x) -> (y) T=x | pure
      Conj(input) -> (output) T=input | pure inv
      Real(input) -> (output) T=input Tout=output | pure
      Imag(input) -> (output) T=input Tout=output | pure
      ComplexAbs(x) -> (y) T=x Tout=y | pure
      Relu(features) -> (activations) T=features | pure
      Relu6(features) -> (activations) T=features | pure
      Elu(features) -> (activations) T=features | pure
      Selu(features) -> (activations) T=features | pure
      LeakyRelu(features) -> (activations) T=features | pure
      Softplus(features) -> (activations) T=features | pure
      Softsign(features) -> (activations) T=features | pure
      Softmax(logits) -> (softmax) T=logits | pure
      LogSoftmax(logits) -> (logsoftmax) T=logits | pure
      Add(x, y) -> (z) T=x | pure
      AddV2(x, y) -> (z) T=x | pure comm
      Sub(x, y) -> (z) T=x | pure
      Mul(x, y) -> (z) T=x | pure comm
      Div(x, y) -> (z) T=x | pure
      RealDiv(x, y) -> (z) T=x | pure
      DivNoNan(x, y) -> (z) T=x | pure
      MulNoNan(x, y) -> (z) T=x | pure
      FloorDiv(x, y) -> (z) T=x | pure
      FloorMod(x, y) -> (z) T=x | pure
      Mod(x, y) -> (z) T=x | pure
      TruncateDiv(x, y) -> (z) T=x | pure
      TruncateMod(x, y) -> (z) T=x | pure
      Maximum(x, y) -> (z) T=x | pure comm
      Minimum(x, y) -> (z) T=x | pure comm
      Pow(x, y) -> (z) T=x | pure
      SquaredDifference(x, y) -> (z) T=x | pure comm
      Atan2(y, x) -> (z) T=y | pure
      Xdivy(x, y) -> (z) T=x | pure
      Xlogy(x, y) -> (z) T=x | pure
      Xlog1py(x, y) -> (z) T=x | pure
      BitwiseAnd(x, y) -> (z) T=x | pure comm
      BitwiseOr(x, y) -> (z) T=x | pure comm
      BitwiseXor(x, y) -> (z) T=x | pure comm
      LeftShift(x, y) -> (z) T=x | pure
      RightShift(x, y) -> (z) T=x | pure
      Equal(x, y) -> (z) T=x | pure comm
      NotEqual(x, y) -> (z) T=x | pure comm
      Greater(x, y) -> (z) T=x | pure
      GreaterEqual(x, y) -> (z) T=x | pure
      Less(x, y) -> (z) T=x | pure
      LessEqual(x, y) -> (z) T=x | pure
      ApproximateEqual(x, y) -> (z) T=x | pure comm
      LogicalAnd(x, y) -> (z) | pure comm
      LogicalOr(x, y) -> (z) | pure comm
      AddN(inputs*) -> (sum) N=#inputs T=inputs* | pure comm
      BiasAdd(value, bias) -> (output) T=value | pure
      BiasAddV1(value, bias) -> (output) T=value | pure
      BiasAddGrad(out_backprop) -> (output) T=out_backprop | pure
      ReluGrad(gradients, features) -> (backprops) T=gradients | pure
      Relu6Grad(gradients, features) -> (backprops) T=gradients | pure
      EluGrad(gradients, outputs) -> (backprops) T=gradients | pure
      SeluGrad(gradients, outputs) -> (backprops) T=gradients | pure
      LeakyReluGrad(gradients, features) -> (backprops) T=gradients | pure
      SoftplusGrad(gradients, features) -> (backprops) T=gradients | pure
      SigmoidGrad(y, dy) -> (z) T=y | pure
      TanhGrad(y, dy) -> (z) T=y | pure
      RsqrtGrad(y, dy) -> (z) T=y | pure
      SqrtGrad(y, dy) -> (z) T=y | pure
      ReciprocalGrad(y, dy) -> (z) T=y | pure
      ClipByValue(t, clip_value_min, clip_value_max) -> (output) T=t | pure
      MatMul(a, b) -> (product) T=a | pure
      BatchMatMul(x, y) -> (output) T=x | pure
      BatchMatMulV2(x, y) -> (output) T=x | pure
      BatchMatMulV3(x, y) -> (output) Ta=x Tb=y Tout=output | pure
      Einsum(inputs*) -> (output) N=#inputs T=inputs* | pure
      Conv2D(input, filter) -> (output) T=input | pure
      Conv2DBackpropInput(input_sizes, filter, out_backprop) -> (output) T=filter | pure
      Conv2DBackpropFilter(input, filter_sizes, out_backprop) -> (output) T=input | pure
      Conv3D(input, filter) -> (output) T=input | pure
      Conv3DBackpropInputV2(input_sizes, filter, out_backprop) -> (output) T=filter Tshape=input_sizes | pure
      DepthwiseConv2dNative(input, filter) -> (output) T=input | pure
      DepthwiseConv2dNativeBackpropInput(input_sizes, filter, out_backprop) -> (output) T=filter | pure
      DepthwiseConv2dNativeBackpropFilter(input, filter_sizes, out_backprop) -> (output) T=input | pure
      MaxPool(input) -> (output) T=input | pure
      MaxPoolV2(input, ksize, strides) -> (output) T=input | pure
      MaxPool3D(input) -> (output) T=input | pure
      MaxPoolGrad(orig_input, orig_output, grad) -> (output) T=orig_input | pure
      AvgPool(value) -> (output) T=value | pure
      AvgPool3D(input) -> (output) T=input | pure
      AvgPoolGrad(orig_input_shape, grad) -> (output) T=grad | pure
      FusedBatchNorm(x, scale, offset, mean, variance) -> (y, batch_mean, batch_variance, reserve_space_1, reserve_space_2) T=x | pure
      FusedBatchNormV2(x, scale, offset, mean, variance) -> (y, batch_mean, batch_variance, reserve_space_1, reserve_space_2) T=x U=scale | pure
      FusedBatchNormV3(x, scale, offset, mean, variance) -> (y, batch_mean, batch_variance, reserve_space_1, reserve_space_2, reserve_space_3) T=x U=mean | pure
      FusedBatchNormGradV3(y_backprop, x, scale, reserve_space_1, reserve_space_2, reserve_space_3) -> (x_backprop, scale_backprop, offset_backprop, reserve_space_4, reserve_space_5) T=y_backprop U=reserve_space_1 | pure
      LRN(input) -> (output) T=input | pure
      L2Loss(t) -> (output) T=t | pure
      SoftmaxCrossEntropyWithLogits(features, labels) -> (loss, backprop) T=features | pure
      SparseSoftmaxCrossEntropyWithLogits(features, labels) -> (loss, backprop) T=features Tlabels=labels | pure
      Sum(input, reduction_indices) -> (output) T=input Tidx=reduction_indices | pure
      Mean(input, reduction_indices) -> (output) T=input Tidx=reduction_indices | pure
      Max(input, reduction_indices) -> (output) T=input Tidx=reduction_indices | pure
      Min(input, reduction_indices) -> (output) T=input Tidx=reduction_indices | pure
      Prod(input, reduction_indices) -> (output) T=input Tidx=reduction_indices | pure
      EuclideanNorm(input, reduction_indices) -> (output) T=input Tidx=reduction_indices | pure
      All(input, reduction_indices) -> (output) Tidx=reduction_indices | pure
      Any(input, reduction_indices) -> (output) Tidx=reduction_indices | pure
      ArgMax(input, dimension) -> (output) T=input Tidx=dimension output_type=output | pure
      ArgMin(input, dimension) -> (output) T=input Tidx=dimension output_type=output | pure
      Cumsum(x, axis) -> (out) T=x Tidx=axis | pure
      Cumprod(x, axis) -> (out) T=x Tidx=axis | pure
      Reshape(tensor, shape) -> (output) T=tensor Tshape=shape | pure
      Transpose(x, perm) -> (y) T=x Tperm=perm | pure
      ConjugateTranspose(x, perm) -> (y) T=x Tperm=perm | pure
      InvertPermutation(x) -> (y) T=x | pure
      ConcatV2(values*, axis) -> (output) N=#values T=values Tidx=axis | pure
      Concat(concat_dim, values*) -> (output) N=#values T=values | pure
      ConcatOffset(concat_dim, shape*) -> (offset*) N=#shape shape_type=shape | pure
      Pack(values*) -> (output) N=#values T=values | pure
      Unpack(value) -> (output*) T=value num=#output | pure
      Split(split_dim, value) -> (output*) T=value num_split=#output | pure
      SplitV(value, size_splits, split_dim) -> (output*) T=value Tlen=size_splits num_split=#output | pure
      Slice(input, begin, size) -> (output) T=input Index=begin | pure
      StridedSlice(input, begin, end, strides) -> (output) T=input Index=begin | pure
      StridedSliceGrad(shape, begin, end, strides, dy) -> (output) T=dy Index=shape | pure
      Shape(input) -> (output) T=input out_type=output | pure
      ShapeN(input*) -> (output*) N=#input T=input out_type=output | pure
      Size(input) -> (output) T=input out_type=output | pure
      Rank(input) -> (output) T=input | pure
      Fill(dims, value) -> (output) T=value index_type=dims | pure
      Cast(x) -> (y) SrcT=x DstT=y | pure
      ToBool(input) -> (output) T=input | pure
      Bitcast(input) -> (output) T=input type=output | pure
      Select(condition, t, e) -> (output) T=t | pure
      SelectV2(condition, t, e) -> (output) T=t | pure
      Where(input) -> (index) T=input | pure
      Gather(params, indices) -> (output) Tparams=params Tindices=indices | pure
      GatherV2(params, indices, axis) -> (output) Tparams=params Tindices=indices Taxis=axis | pure
      GatherNd(params, indices) -> (output) Tparams=params Tindices=indices | pure
      ScatterNd(indices, updates, shape) -> (output) T=updates Tindices=indices | pure
      TensorScatterUpdate(tensor, indices, updates) -> (output) T=tensor Tindices=indices | pure
      TensorScatterAdd(tensor, indices, updates) -> (output) T=tensor Tindices=indices | pure
      ExpandDims(input, dim) -> (output) T=input Tdim=dim | pure
      Squeeze(input) -> (output) T=input | pure
      Tile(input, multiples) -> (output) T=input Tmultiples=multiples | pure
      Pad(input, paddings) -> (output) T=input Tpaddings=paddings | pure
      PadV2(input, paddings, constant_values) -> (output) T=input Tpaddings=paddings | pure
      MirrorPad(input, paddings) -> (output) T=input Tpaddings=paddings | pure
      Range(start, limit, delta) -> (output) Tidx=start | pure
      LinSpace(start, stop, num) -> (output) T=start Tidx=num | pure
      OneHot(indices, depth, on_value, off_value) -> (output) T=on_value TI=indices | pure
      BroadcastTo(input, shape) -> (output) T=input Tidx=shape | pure
      BroadcastArgs(s0, s1) -> (r0) T=s0 | pure
      BroadcastGradientArgs(s0, s1) -> (r0, r1) T=s0 | pure
      ReverseV2(tensor, axis) -> (output) Tidx=axis T=tensor | pure
      TopKV2(input, k) -> (values, indices) T=input | pure
      Unique(x) -> (y, idx) T=x out_idx=idx | pure
      SpaceToBatchND(input, block_shape, paddings) -> (output) T=input Tblock_shape=block_shape Tpaddings=paddings | pure
      BatchToSpaceND(input, block_shape, crops) -> (output) T=input Tblock_shape=block_shape Tcrops=crops | pure
      SpaceToDepth(input) -> (output) T=input | pure
      DepthToSpace(input) -> (output) T=input | pure
      ResizeBilinear(images, size) -> (resized_images) T=images | pure
      ResizeNearestNeighbor(images, size) -> (resized_images) T=images | pure
      MatrixBandPart(input, num_lower, num_upper) -> (band) T=input Tindex=num_lower | pure
      MatrixDiag(diagonal) -> (output) T=diagonal | pure
      MatrixDiagPartV3(input, k, padding_value) -> (diagonal) T=input | pure
      MatrixInverse(input) -> (output) T=input | pure
      Cholesky(input) -> (output) T=input | pure
      Diag(diagonal) -> (output) T=diagonal | pure
      Bucketize(input) -> (output) T=input | pure
      FakeQuantWithMinMaxArgs(inputs) -> (outputs) | pure
      FakeQuantWithMinMaxVars(inputs, min, max) -> (outputs) | pure
      RandomUniform(shape) -> (output) T=shape dtype=output
      RandomStandardNormal(shape) -> (output) T=shape dtype=output
      TruncatedNormal(shape) -> (output) T=shape dtype=output
      RandomUniformInt(shape, minval, maxval) -> (output) T=shape Tout=minval
      StatelessRandomUniform(shape, seed) -> (output) T=shape Tseed=seed dtype=output | pure
      StatelessRandomNormal(shape, seed) -> (output) T=shape Tseed=seed dtype=output | pure
      If(cond, input*) -> (output*) Tcond=cond Tin=input* Tout=output* output_shapes=@output*
      StatelessIf(cond, input*) -> (output*) Tcond=cond Tin=input* Tout=output* output_shapes=@output*
      While(input*) -> (output*) T=input*
      StatelessWhile(input*) -> (output*) T=input*
      Case(branch_index, input*) -> (output*) Tin=input* Tout=output* output_shapes=@output*
      StatelessCase(branch_index, input*) -> (output*) Tin=input* Tout=output* output_shapes=@output*
      PartitionedCall(args*) -> (output*) Tin=args* Tout=output* | pure
      StatefulPartitionedCall(args*) -> (output*) Tin=args* Tout=output*
      LegacyCall(args*) -> (output*)
      VarHandleOp() -> (resource) dtype=resource.dtype shape=resource.shape
      ReadVariableOp(resource) -> (value) dtype=value
      AssignVariableOp(resource, value) -> () dtype=value
      AssignAddVariableOp(resource, value) -> () dtype=value
      AssignSubVariableOp(resource, value) -> () dtype=value
      VarIsInitializedOp(resource) -> (is_initialized)
      DestroyResourceOp(resource) -> ()
      ResourceGather(resource, indices) -> (output) dtype=output Tindices=indices
      ResourceApplyGradientDescent(var, alpha, delta) -> () T=alpha
      ResourceApplyAdam(var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad) -> () T=beta1_power
      VariableV2() -> (ref)
      Assign(ref, value) -> (output_ref) T=value
      AssignAdd(ref, value) -> (output_ref) T=value
      AssignSub(ref, value) -> (output_ref) T=value
      Switch(data, pred) -> (output_false, output_true) T=data | pure
      Merge(inputs*) -> (output, value_index) N=#inputs T=inputs | pure
      Enter(data) -> (output) T=data | pure
      Exit(data) -> (output) T=data | pure
      NextIteration(data) -> (output) T=data | pure
      LoopCond(input) -> (output) | pure
      Assert(condition, data*) -> () T=data*
      Print(input, data*) -> (output) T=input U=data*
      PrintV2(input) -> ()
      StringFormat(inputs*) -> (output) T=inputs* | pure
      StringJoin(inputs*) -> (output) N=#inputs | pure
      AsString(input) -> (output) T=input | pure
      EmptyTensorList(element_shape, max_num_elements) -> (handle) shape_type=element_shape | pure
      TensorListReserve(element_shape, num_elements) -> (handle) shape_type=element_shape | pure
      TensorListFromTensor(tensor, element_shape) -> (output_handle) element_dtype=tensor shape_type=element_shape | pure
      TensorListGetItem(input_handle, index, element_shape) -> (item) element_dtype=item | pure
      TensorListSetItem(input_handle, index, item) -> (output_handle) element_dtype=item | pure
      TensorListPushBack(input_handle, tensor) -> (output_handle) element_dtype=tensor | pure
      TensorListPopBack(input_handle, element_shape) -> (output_handle, tensor) element_dtype=tensor | pure
      TensorListStack(input_handle, element_shape) -> (tensor) element_dtype=tensor | pure
      TensorListLength(input_handle) -> (length) | pure
      TensorListElementShape(input_handle) -> (element_shape) shape_type=element_shape | pure
      NonMaxSuppressionV3(boxes, scores, max_output_size, iou_threshold, score_threshold) -> (selected_indices) T=boxes T_threshold=iou_threshold | pure
      NonMaxSuppressionV4(boxes, scores, max_output_size, iou_threshold, score_threshold) -> (selected_indices, valid_outputs) T=boxes T_threshold=iou_threshold | pure
      CropAndResize(image, boxes, box_ind, crop_size) -> (crops) T=image | pure
      Dequantize(input, min_range, max_range) -> (output) T=input dtype=output | pure
      QuantizeV2(input, min_range, max_range) -> (output, output_min, output_max) T=output | pure
      EnsureShape(input) -> (output) T=input | pure
      """;
}
