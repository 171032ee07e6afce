package org.jmlir.conversion.tftohlo;

import java.util.Set;

/**
 * TensorFlow's op lists for its tf2xla kernel fallback (legalization_op_config): the ops always
 * legalized by the MLIR rules, the ops of the fallback allow-list, and the ops that use the
 * fallback with {@code prefer-tf2xla}. (The sparse-core and TPU embedding ops of the allow-list
 * are left out: nothing here legalizes them.)
 */
final class Tf2XlaOps {
  private Tf2XlaOps() {}

  static final Set<String> MLIR_ALWAYS = names("""
      FusedBatchNormV3 FusedBatchNormGradV3 XlaReduceScatter Mod MatrixDiagPartV3 Abs Atan AvgPool3D BiasAddGrad Ceil
      CheckNumerics Cos Tan DiagPart Einsum Exp Expm1 FakeQuantWithMinMaxArgs Floor IFFT Imag IsFinite IsInf IsNan Lgamma
      Log1p LogSoftmax MatrixBandPart MaxPool3DGrad PreventGradient RandomShuffle Real Reciprocal Relu Relu6 ReluGrad Rsqrt
      Select Sigmoid Sign Softmax Sqrt Tanh XlaConvV2 XlaDot XlaDotV2 XlaDynamicSlice XlaEinsum XlaReduceWindow
      XlaReplicaId XlaRngBitGenerator XlaSelectAndScatter XlaSort XlaVariadicReduceV2 XlaVariadicSort RiscAdd RiscDot
      Const Assert CrossReplicaSum InfeedDequeueTuple OutfeedEnqueueTuple XlaSharding IfRegion WhileRegion CaseRegion
      Yield""");

  static final Set<String> FALLBACK = names("""
      Acosh Acos AddN AddV2 Angle AdjustContrastv2 AdjustHue AdjustSaturation ApproximateEqual ApproxTopK ArgMax ArgMin
      Asinh Asin Atan2 Atanh BatchMatMulV2 BatchMatMulV3 BatchToSpace BesselI0e BesselI1e Betainc BiasAdd BitwiseAnd
      BitwiseOr BitwiseXor Bucketize Case Cast ClipByValue Cholesky CollectiveReduceV2 ComplexAbs ConjugateTranspose
      ConcatV2 Conv Cosh Cross CumulativeLogsumexp DataFormatDimMap DataFormatVecPermute DepthToSpace
      DepthwiseConv2dNativeBackpropFilter DepthwiseConv2dNativeBackpropInput Diag Digamma DivNoNan DynamicPartition
      EluGrad Elu EnsureShape Equal Erfc Erfinv Erf ExtractImagePatches FFT2D FFT3D FFT FakeParam
      FakeQuantWithMinMaxArgsGradient FakeQuantWithMinMaxVarsGradient FakeQuantWithMinMaxVarsPerChannel
      FakeQuantWithMinMaxVarsPerChannelGradient FloorDiv FloorMod Greater HSVToRGB IFFT2D IFFT3D IRFFT2D IRFFT3D Igamma
      Igammac IgammaGradA InplaceAdd InTopKV2 Invert Inv KthOrderStatistic LRN LRNGrad LeakyReluGrad LeakyRelu LeftShift
      Less ListDiff LogicalAnd LogicalNot Log LowerBound MakeUnique MatMul MatrixDiagV3 MatrixInverse MatrixSetDiagV3
      MatrixSolve MatrixTriangularSolve MaxPool3DGradGrad MaxPoolGrad MaxPoolGradGrad MirrorPad MirrorPadGrad Mul
      Multinomial Ndtri Neg NextAfter NonMaxSuppressionV4 NotEqual Pad ParameterizedTruncatedNormal PlaceholderWithDefault
      Polygamma PopulationCount Pow Qr QuantizeAndDequantize QuantizeAndDequantizeV2 QuantizeAndDequantizeV3
      QuantizeAndDequantizeV4 RFFT2D RFFT3D RGBToHSV RandomUniformInt RandomUniform RealDiv ReciprocalGrad Relu6Grad
      ResizeBilinear ResizeBilinearGrad ResizeNearestNeighbor ResizeNearestNeighborGrad ReverseSequence RightShift Rint
      Roll Round SegmentSumV2 SegmentProdV2 SegmentMinV2 SegmentMaxV2 SelectV2 SelfAdjointEigV2 SeluGrad Selu
      SigmoidGrad Sin Slice SoftplusGrad SoftsignGrad Softsign SpaceToBatchND SpaceToBatch SpaceToDepth SparseToDense
      Square StatelessMultinomial StatelessParameterizedTruncatedNormal StatelessRandomGetAlg StatelessRandomGetKeyCounter
      StatelessRandomGetKeyCounterAlg StatelessRandomNormal StatelessRandomNormalV2 StatelessRandomUniform
      StatelessRandomUniformFullInt StatelessRandomUniformFullIntV2 StatelessRandomUniformV2 StatelessRandomUniformInt
      StatelessRandomUniformIntV2 StatelessTruncatedNormal StatelessTruncatedNormalV2 StridedSlice Sub Svd Tan
      TensorScatterAdd TensorScatterSub TopKUnique TopKWithUnique Transpose TridiagonalSolve TridiagonalMatMul
      TruncateDiv TruncatedNormal TruncateMod Unique Unpack UpperBound Where XlaBroadcastHelper XlaCallModule
      XlaCustomCallV2 XlaDynamicUpdateSlice XlaKeyValueSort XlaPad XlaSetBound XlaSetDynamicDimensionSize
      XlaSpmdFullToShardShape XlaSpmdShardToFullShape XlaSvd""");

  static final Set<String> PREFERRED = names("""
      All AllToAll Any AvgPool AvgPool3DGrad AvgPoolGrad BatchToSpaceND Bitcast BroadcastTo CollectivePermute Complex
      ConcatV2 Conj Conv2D Conv2DBackpropFilter Conv2DBackpropInput Conv3D Conv3DBackpropFilterV2 Conv3DBackpropInputV2
      Cumprod Cumsum DepthwiseConv2dNative Div DynamicStitch _EagerConst Empty ExpandDims FakeQuantWithMinMaxVars Fill
      FusedBatchNorm FusedBatchNormGrad FusedBatchNormGradV2 FusedBatchNormV2 _FusedConv2D GatherNd GatherV2 GreaterEqual
      Identity IdentityN InplaceUpdate InvertPermutation IRFFT L2Loss LegacyCall LessEqual LinSpace LogicalOr Max Maximum
      MaxPool MaxPool3D Mean Min Minimum MulNoNan OneHot OnesLike Pack PadV2 ParallelDynamicStitch PartitionedCall Prod
      Qr RandomStandardNormal RandomUniform Range Reshape ReverseV2 RFFT RsqrtGrad ScatterNd Shape Sinh Size Slice
      SoftmaxCrossEntropyWithLogits Softplus SparseMatMul SparseSoftmaxCrossEntropyWithLogits Split SplitV SqrtGrad
      SquaredDifference Squeeze StatelessParameterizedTruncatedNormal StatefulPartitionedCall StopGradient StridedSlice
      StridedSliceGrad Sum TanhGrad TensorScatterUpdate Tile TopKV2 _UnaryOpsComposition UnsortedSegmentMax
      UnsortedSegmentMin UnsortedSegmentProd UnsortedSegmentSum Xdivy XlaAllReduce XlaGather Xlog1py Xlogy ZerosLike
      Zeta""");

  private static Set<String> names(String text) {
    return Set.of(java.util.Arrays.stream(text.trim().split("\\s+")).map(n -> "tf." + n).distinct().toArray(String[]::new));
  }

  /** Whether TensorFlow's pass lowers {@code op} through the fallback (with those options). */
  static boolean usesFallback(String op, boolean preferTf2xla) {
    return !MLIR_ALWAYS.contains(op) && (FALLBACK.contains(op) || preferTf2xla && PREFERRED.contains(op));
  }
}
