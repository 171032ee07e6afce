package org.jmlir.dialect.linalg;

/**
 * The structured ops of the linalg dialect. {@link #syntax} says how an op is written: the generic
 * form, the named-op form ({@code ins(...) outs(...) -> types}, region implicit), or one of the
 * forms of the ops with their own syntax (transpose, broadcast, reduce, map).
 */
public enum OpKind {
  GENERIC("generic", Syntax.GENERIC, 0),
  MATMUL("matmul", Syntax.NAMED, 3),
  BATCH_MATMUL("batch_matmul", Syntax.NAMED, 3),
  MATVEC("matvec", Syntax.NAMED, 3),
  CONV_2D_NHWC_HWCF("conv_2d_nhwc_hwcf", Syntax.NAMED, 3),
  CONV_2D_NCHW_FCHW("conv_2d_nchw_fchw", Syntax.NAMED, 3),
  DEPTHWISE_CONV_2D_NHWC_HWC("depthwise_conv_2d_nhwc_hwc", Syntax.NAMED, 3),
  POOLING_NHWC_MAX("pooling_nhwc_max", Syntax.NAMED, 3),
  POOLING_NHWC_SUM("pooling_nhwc_sum", Syntax.NAMED, 3),
  FILL("fill", Syntax.NAMED, 2),
  COPY("copy", Syntax.NAMED, 2),
  ELEMENTWISE("elementwise", Syntax.NAMED, -1),
  TRANSPOSE("transpose", Syntax.TRANSPOSE, 2),
  BROADCAST("broadcast", Syntax.BROADCAST, 2),
  REDUCE("reduce", Syntax.REDUCE, -1),
  MAP("map", Syntax.MAP, -1),
  VECMAT("vecmat", Syntax.NAMED, 3),
  DOT("dot", Syntax.NAMED, 3),
  POOLING_NHWC_MIN("pooling_nhwc_min", Syntax.NAMED, 3),
  CONV_1D_NWC_WCF("conv_1d_nwc_wcf", Syntax.NAMED, 3),
  CONV_3D_NDHWC_DHWCF("conv_3d_ndhwc_dhwcf", Syntax.NAMED, 3),
  POOLING_NDHWC_MAX("pooling_ndhwc_max", Syntax.NAMED, 3),
  POOLING_NDHWC_MIN("pooling_ndhwc_min", Syntax.NAMED, 3),
  POOLING_NDHWC_SUM("pooling_ndhwc_sum", Syntax.NAMED, 3),
  DEPTHWISE_CONV_1D_NWC_WC("depthwise_conv_1d_nwc_wc", Syntax.NAMED, 3),
  DEPTHWISE_CONV_1D_NWC_WCM("depthwise_conv_1d_nwc_wcm", Syntax.NAMED, 3),
  DEPTHWISE_CONV_2D_NHWC_HWCM("depthwise_conv_2d_nhwc_hwcm", Syntax.NAMED, 3),
  DEPTHWISE_CONV_3D_NDHWC_DHWC("depthwise_conv_3d_ndhwc_dhwc", Syntax.NAMED, 3),
  DEPTHWISE_CONV_3D_NDHWC_DHWCM("depthwise_conv_3d_ndhwc_dhwcm", Syntax.NAMED, 3),
  CONV_1D("conv_1d", Syntax.NAMED, 3),
  CONV_1D_NCW_FCW("conv_1d_ncw_fcw", Syntax.NAMED, 3),
  POOLING_NWC_SUM("pooling_nwc_sum", Syntax.NAMED, 3),
  POOLING_NWC_MAX("pooling_nwc_max", Syntax.NAMED, 3),
  POOLING_NWC_MIN("pooling_nwc_min", Syntax.NAMED, 3),
  POOLING_NWC_MAX_UNSIGNED("pooling_nwc_max_unsigned", Syntax.NAMED, 3),
  POOLING_NWC_MIN_UNSIGNED("pooling_nwc_min_unsigned", Syntax.NAMED, 3),
  POOLING_NCW_SUM("pooling_ncw_sum", Syntax.NAMED, 3),
  POOLING_NCW_MAX("pooling_ncw_max", Syntax.NAMED, 3),
  // The element-wise named ops (MLIR's OpDSL unary/binary/ternary ops): identity maps, all loops
  // parallel, the body of linalg.elementwise with the given kind.
  ADD("add", Syntax.NAMED, 3, "add"),
  SUB("sub", Syntax.NAMED, 3, "sub"),
  MUL("mul", Syntax.NAMED, 3, "mul"),
  DIV("div", Syntax.NAMED, 3, "div"),
  DIV_UNSIGNED("div_unsigned", Syntax.NAMED, 3, "div_unsigned"),
  MAX("max", Syntax.NAMED, 3, "max_signed"),
  MIN("min", Syntax.NAMED, 3, "min_signed"),
  POWF("powf", Syntax.NAMED, 3, "powf"),
  EXP("exp", Syntax.NAMED, 2, "exp"),
  LOG("log", Syntax.NAMED, 2, "log"),
  ABS("abs", Syntax.NAMED, 2, "abs"),
  CEIL("ceil", Syntax.NAMED, 2, "ceil"),
  FLOOR("floor", Syntax.NAMED, 2, "floor"),
  NEGF("negf", Syntax.NAMED, 2, "negf"),
  RECIPROCAL("reciprocal", Syntax.NAMED, 2, "reciprocal"),
  ROUND("round", Syntax.NAMED, 2, "round"),
  SQRT("sqrt", Syntax.NAMED, 2, "sqrt"),
  RSQRT("rsqrt", Syntax.NAMED, 2, "rsqrt"),
  SQUARE("square", Syntax.NAMED, 2, "square"),
  TANH("tanh", Syntax.NAMED, 2, "tanh"),
  ERF("erf", Syntax.NAMED, 2, "erf"),
  SELECT("select", Syntax.NAMED, 4, "select"),
  // The other OpDSL ops of MLIR 22's LinalgNamedStructuredOps.yaml (the _q ones take two scalar zero points).
  CONV_2D("conv_2d", Syntax.NAMED, 3),
  CONV_3D("conv_3d", Syntax.NAMED, 3),
  CONV_2D_NHWC_FHWC("conv_2d_nhwc_fhwc", Syntax.NAMED, 3),
  CONV_2D_NHWC_HWCF_Q("conv_2d_nhwc_hwcf_q", Syntax.NAMED, 5),
  CONV_2D_NHWC_FHWC_Q("conv_2d_nhwc_fhwc_q", Syntax.NAMED, 5),
  CONV_2D_NCHW_FCHW_Q("conv_2d_nchw_fchw_q", Syntax.NAMED, 5),
  CONV_2D_NGCHW_FGCHW("conv_2d_ngchw_fgchw", Syntax.NAMED, 3),
  CONV_2D_NGCHW_GFCHW("conv_2d_ngchw_gfchw", Syntax.NAMED, 3),
  CONV_2D_NGCHW_GFCHW_Q("conv_2d_ngchw_gfchw_q", Syntax.NAMED, 5),
  CONV_2D_NHWGC_GFHWC("conv_2d_nhwgc_gfhwc", Syntax.NAMED, 3),
  CONV_2D_NHWGC_GFHWC_Q("conv_2d_nhwgc_gfhwc_q", Syntax.NAMED, 5),
  CONV_3D_NDHWC_DHWCF_Q("conv_3d_ndhwc_dhwcf_q", Syntax.NAMED, 5),
  CONV_3D_NCDHW_FCDHW("conv_3d_ncdhw_fcdhw", Syntax.NAMED, 3),
  DEPTHWISE_CONV_1D_NCW_CW("depthwise_conv_1d_ncw_cw", Syntax.NAMED, 3),
  DEPTHWISE_CONV_2D_NCHW_CHW("depthwise_conv_2d_nchw_chw", Syntax.NAMED, 3),
  DEPTHWISE_CONV_2D_NHWC_HWC_Q("depthwise_conv_2d_nhwc_hwc_q", Syntax.NAMED, 5),
  DEPTHWISE_CONV_2D_NHWC_HWCM_Q("depthwise_conv_2d_nhwc_hwcm_q", Syntax.NAMED, 5),
  DEPTHWISE_CONV_3D_NCDHW_CDHW("depthwise_conv_3d_ncdhw_cdhw", Syntax.NAMED, 3),
  POOLING_NCHW_SUM("pooling_nchw_sum", Syntax.NAMED, 3),
  POOLING_NCHW_MAX("pooling_nchw_max", Syntax.NAMED, 3),
  POOLING_NHWC_MAX_UNSIGNED("pooling_nhwc_max_unsigned", Syntax.NAMED, 3),
  POOLING_NHWC_MIN_UNSIGNED("pooling_nhwc_min_unsigned", Syntax.NAMED, 3),
  QUANTIZED_MATMUL("quantized_matmul", Syntax.NAMED, 5),
  QUANTIZED_BATCH_MATMUL("quantized_batch_matmul", Syntax.NAMED, 5),
  MMT4D("mmt4d", Syntax.NAMED, 3),
  BATCH_MMT4D("batch_mmt4d", Syntax.NAMED, 3),
  BATCH_MATVEC("batch_matvec", Syntax.NAMED, 3),
  BATCH_VECMAT("batch_vecmat", Syntax.NAMED, 3),
  // An ODS op like matmul: optional indexing_maps, printed only when not the default.
  BATCH_REDUCE_MATMUL("batch_reduce_matmul", Syntax.NAMED, 3),
  // linalg.contract: a matmul-like body over any projected-permutation maps (MLIR 22's ContractOp).
  CONTRACT("contract", Syntax.NAMED, 3);

  /** How an op kind is written. */
  public enum Syntax {
    GENERIC,
    NAMED,
    TRANSPOSE,
    BROADCAST,
    REDUCE,
    MAP
  }

  final String mnemonic;
  final Syntax syntax;
  /** Block arguments of the implicit region (-1: as many as operands). */
  final int regionArgs;

  /** For the element-wise named ops: the linalg.elementwise kind their body computes, else null. */
  final String elementwiseKind;

  OpKind(String mnemonic, Syntax syntax, int regionArgs) {
    this(mnemonic, syntax, regionArgs, null);
  }

  OpKind(String mnemonic, Syntax syntax, int regionArgs, String elementwiseKind) {
    this.mnemonic = mnemonic;
    this.syntax = syntax;
    this.regionArgs = regionArgs;
    this.elementwiseKind = elementwiseKind;
  }

  public String opName() {
    return "linalg." + mnemonic;
  }

  /** Ops with an {@code indexing_maps} property (the others compute their maps). */
  boolean hasMapsProperty() {
    return this == GENERIC || this == MATMUL || this == BATCH_MATMUL || this == BATCH_REDUCE_MATMUL || this == ELEMENTWISE || this == CONTRACT;
  }

  /** The OpDSL ops whose maps MLIR memoizes as {@code linalg.memoized_indexing_maps}. */
  boolean memoizesMaps() {
    return switch (this) {
      case MATVEC, VECMAT, DOT, CONV_2D_NHWC_HWCF, CONV_2D_NCHW_FCHW, DEPTHWISE_CONV_2D_NHWC_HWC, POOLING_NHWC_MAX, POOLING_NHWC_MIN, POOLING_NHWC_SUM, CONV_1D_NWC_WCF, CONV_3D_NDHWC_DHWCF, POOLING_NDHWC_MAX, POOLING_NDHWC_MIN, POOLING_NDHWC_SUM, DEPTHWISE_CONV_1D_NWC_WC, DEPTHWISE_CONV_1D_NWC_WCM, DEPTHWISE_CONV_2D_NHWC_HWCM, DEPTHWISE_CONV_3D_NDHWC_DHWC, DEPTHWISE_CONV_3D_NDHWC_DHWCM, CONV_1D, CONV_1D_NCW_FCW, POOLING_NWC_SUM, POOLING_NWC_MAX, POOLING_NWC_MIN, POOLING_NWC_MAX_UNSIGNED, POOLING_NWC_MIN_UNSIGNED, POOLING_NCW_SUM, POOLING_NCW_MAX -> true;
      default -> spatialDims() >= 0 && ordinal() >= CONV_2D.ordinal() && this != BATCH_REDUCE_MATMUL;
    };
  }

  /**
   * The number of spatial dims of a strided op added after the first OpDSL set (its
   * {@code strides}/{@code dilations} length), 0 for the unstrided ones, -1 for the others.
   */
  int spatialDims() {
    return switch (this) {
      case DEPTHWISE_CONV_1D_NCW_CW -> 1;
      case CONV_2D_NHWC_FHWC, CONV_2D_NHWC_HWCF_Q, CONV_2D_NHWC_FHWC_Q, CONV_2D_NCHW_FCHW_Q, CONV_2D_NGCHW_FGCHW, CONV_2D_NGCHW_GFCHW,
          CONV_2D_NGCHW_GFCHW_Q, CONV_2D_NHWGC_GFHWC, CONV_2D_NHWGC_GFHWC_Q, DEPTHWISE_CONV_2D_NCHW_CHW, DEPTHWISE_CONV_2D_NHWC_HWC_Q,
          DEPTHWISE_CONV_2D_NHWC_HWCM_Q, POOLING_NCHW_SUM, POOLING_NCHW_MAX, POOLING_NHWC_MAX_UNSIGNED, POOLING_NHWC_MIN_UNSIGNED -> 2;
      case CONV_3D_NDHWC_DHWCF_Q, CONV_3D_NCDHW_FCDHW, DEPTHWISE_CONV_3D_NCDHW_CDHW -> 3;
      case CONV_2D, CONV_3D, QUANTIZED_MATMUL, QUANTIZED_BATCH_MATMUL, MMT4D, BATCH_MMT4D, BATCH_MATVEC, BATCH_VECMAT, BATCH_REDUCE_MATMUL -> 0;
      default -> -1;
    };
  }

  /** The length of the {@code strides}/{@code dilations} attributes (0: the op has none). */
  public int stridesRank() {
    return switch (this) {
      case CONV_1D_NWC_WCF, CONV_1D_NCW_FCW, DEPTHWISE_CONV_1D_NWC_WC, DEPTHWISE_CONV_1D_NWC_WCM, POOLING_NWC_SUM, POOLING_NWC_MAX, POOLING_NWC_MIN,
          POOLING_NWC_MAX_UNSIGNED, POOLING_NWC_MIN_UNSIGNED, POOLING_NCW_SUM, POOLING_NCW_MAX -> 1;
      case CONV_2D_NHWC_HWCF, CONV_2D_NCHW_FCHW, DEPTHWISE_CONV_2D_NHWC_HWC, DEPTHWISE_CONV_2D_NHWC_HWCM, POOLING_NHWC_MAX, POOLING_NHWC_MIN, POOLING_NHWC_SUM -> 2;
      case CONV_3D_NDHWC_DHWCF, POOLING_NDHWC_MAX, POOLING_NDHWC_MIN, POOLING_NDHWC_SUM, DEPTHWISE_CONV_3D_NDHWC_DHWC, DEPTHWISE_CONV_3D_NDHWC_DHWCM -> 3;
      default -> Math.max(spatialDims(), 0);
    };
  }

  /** The ops whose body subtracts two scalar zero points before multiplying (the _q convolutions and quantized matmuls). */
  boolean isQuantized() {
    return regionArgs == 5;
  }

  public boolean isConvOrPool() {
    return switch (this) {
      case CONV_2D_NHWC_HWCF, CONV_2D_NCHW_FCHW, DEPTHWISE_CONV_2D_NHWC_HWC, POOLING_NHWC_MAX, POOLING_NHWC_MIN, POOLING_NHWC_SUM, CONV_1D_NWC_WCF, CONV_3D_NDHWC_DHWCF, POOLING_NDHWC_MAX, POOLING_NDHWC_MIN, POOLING_NDHWC_SUM, DEPTHWISE_CONV_1D_NWC_WC, DEPTHWISE_CONV_1D_NWC_WCM, DEPTHWISE_CONV_2D_NHWC_HWCM, DEPTHWISE_CONV_3D_NDHWC_DHWC, DEPTHWISE_CONV_3D_NDHWC_DHWCM, CONV_1D, CONV_1D_NCW_FCW, POOLING_NWC_SUM, POOLING_NWC_MAX, POOLING_NWC_MIN, POOLING_NWC_MAX_UNSIGNED, POOLING_NWC_MIN_UNSIGNED, POOLING_NCW_SUM, POOLING_NCW_MAX -> true;
      default -> false;
    };
  }

  /** Whether the operands are split by {@code operandSegmentSizes} (ins and outs). */
  boolean hasSegments() {
    return syntax == Syntax.GENERIC || syntax == Syntax.NAMED;
  }
}
