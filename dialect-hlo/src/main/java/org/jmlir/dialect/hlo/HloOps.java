package org.jmlir.dialect.hlo;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/**
 * The op table of the HLO dialects, declared once and instantiated per namespace: {@link #STABLEHLO}
 * and {@link #MHLO} hold the same definitions under {@code stablehlo.} and {@code mhlo.} (mhlo adds
 * a few ops of its own). Each op follows StableHLO's ODS (StablehloOps.td): operand, result and
 * attribute names, traits and assembly format; verifiers and type inference live in
 * {@link HloVerifiers}.
 */
public final class HloOps {
  private final String ns;
  private final AttrConstraint dims;
  private final Map<String, OpDef> defs = new LinkedHashMap<>();

  /** The transcendental ops that carry a {@code result_accuracy}. */
  private static final List<String> WITH_ACCURACY =
      List.of("cbrt", "cosine", "exponential", "exponential_minus_one", "log", "log_plus_one", "logistic", "rsqrt", "sine", "sqrt", "tan", "tanh");

  private static final List<String> UNARY =
      List.of(
          "abs", "cbrt", "ceil", "convert", "count_leading_zeros", "cosine", "exponential", "exponential_minus_one", "floor", "imag", "log",
          "log_plus_one", "logistic", "not", "negate", "popcnt", "real", "round_nearest_afz", "round_nearest_even", "rsqrt", "sign", "sine",
          "sqrt", "tan", "tanh", "uniform_quantize", "uniform_dequantize");

  private static final List<String> BINARY =
      List.of(
          "add", "atan2", "divide", "maximum", "minimum", "multiply", "power", "remainder", "shift_left", "shift_right_arithmetic",
          "shift_right_logical", "subtract", "and", "or", "xor");

  /** Whether {@code def} is one of the commutative binary ops (StableHLO's IsCommutative or MLIR's Commutative). */
  public static boolean isCommutative(org.jmlir.ir.OpDef def) {
    String n = def.name();
    return COMMUTATIVE.contains(n.substring(n.indexOf('.') + 1));
  }

  private static final List<String> COMMUTATIVE = List.of("add", "maximum", "minimum", "multiply", "and", "or", "xor");

  // Declared after the tables above: static fields initialize in order.
  public static final HloOps STABLEHLO = new HloOps("stablehlo");
  public static final HloOps MHLO = new HloOps("mhlo");

  private HloOps(String ns) {
    this.ns = ns;
    this.dims = HloAttrs.dimsOf(ns);
    declare();
  }

  /** The namespace ({@code stablehlo} or {@code mhlo}). */
  public String namespace() {
    return ns;
  }

  /** The def of {@code ns.mnemonic}, or null. */
  public OpDef def(String mnemonic) {
    return defs.get(mnemonic);
  }

  /** Every op of the dialect. */
  public List<OpDef> all() {
    return Collections.unmodifiableList(new ArrayList<>(defs.values()));
  }

  /** The ops of {@code namespace}: stablehlo or mhlo. */
  public static HloOps of(String namespace) {
    return switch (namespace) {
      case "stablehlo" -> STABLEHLO;
      case "mhlo" -> MHLO;
      default -> throw new IllegalArgumentException("not an HLO dialect: " + namespace);
    };
  }

  // ---- declaring -----------------------------------------------------------------------------

  private OpSpec.Builder op(String mnemonic, Supplier<? extends Operation> factory) {
    OpSpec.Builder b = OpSpec.define(ns + "." + mnemonic, factory).verifier(HloVerifiers.forOp(mnemonic));
    if (ns.equals("mhlo") && MhloSyntax.GENERIC_IN_CURRENT_XLA.contains(mnemonic)) {
      b.extension(org.jmlir.ir.print.GenericFormChoice.class, MhloSyntax.CHOICE);
    }
    return b;
  }

  private void add(OpSpec.Builder b) {
    OpDef d = b.build();
    defs.put(d.name().substring(ns.length() + 1), d);
  }

  /** A collective op: replica groups and an optional channel. */
  private OpSpec.Builder collective(String mnemonic) {
    // Only StableHLO has mesh-axes replica groups; XLA's mhlo keeps the tensor form.
    return op(mnemonic, HloOp::new).attr("replica_groups", ns.equals("stablehlo") ? HloAttrs.REPLICA_GROUPS : HloAttrs.ELEMENTS).optionalAttr("channel_handle", HloAttrs.CHANNEL_HANDLE);
  }

  /**
   * all_to_all's split/concat/count: required in StableHLO, optional in XLA's mhlo (whose tuple
   * form, one result per operand of the same type, carries only the replica groups).
   */
  private OpSpec.Builder allToAll(OpSpec.Builder b) {
    for (String n : List.of("split_dimension", "concat_dimension", "split_count")) {
      AttrConstraint c = n.equals("split_count") ? HloAttrs.I64_POSITIVE : HloAttrs.I64_NON_NEGATIVE;
      if (ns.equals("mhlo")) {
        b.optionalAttr(n, c);
      } else {
        b.attr(n, c);
      }
    }
    return b;
  }

  /** StableHLO's element-type constraint of element-wise op {@code m} (mhlo: {@code fallback}). */
  private TypeConstraint elementwise(String m, TypeConstraint fallback) {
    if (!ns.equals("stablehlo")) {
      return fallback;
    }
    return switch (m) {
      case "and", "or", "xor", "not" -> HloTypes.PRED_OR_INT_TENSOR;
      case "shift_left", "shift_right_arithmetic", "shift_right_logical", "popcnt", "count_leading_zeros" -> HloTypes.INT_TENSOR;
      case "floor", "ceil", "round_nearest_afz", "round_nearest_even" -> HloTypes.FLOAT_OR_QUANTIZED_TENSOR;
      default -> fallback;
    };
  }

  private AttrConstraint enumOf(HloEnum e) {
    return HloAttrs.enumOf(ns, e);
  }

  private static final String SAME_TYPE_UNARY = "$operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))";
  private static final String FUNCTIONAL = "operands attr-dict `:` functional-type(operands, results)";

  private void declare() {
    TypeConstraint t = HloTypes.TENSOR;
    TypeConstraint any = HloTypes.ANY;
    // StableHLO's element-wise ops and if/case results take no buffers (memref).
    TypeConstraint value = ns.equals("stablehlo") ? HloTypes.NOT_BUFFER : any;
    // Element-wise.
    for (String m : UNARY) {
      OpSpec.Builder b =
          op(m, UnaryElementwiseOp::new)
              .operand("operand", elementwise(m, value))
              .result("result", elementwise(m, value))
              .traits(Trait.PURE)
              .traits(Trait.ELEMENTWISE, Trait.SAME_OPERANDS_AND_RESULT_SHAPE)
              .customDirective("SameOperandsAndResultType", HloDirectives.sameOperandsAndResultType(List.of("operand"), "result"))
              .format(SAME_TYPE_UNARY);
      if (WITH_ACCURACY.contains(m)) {
        b.optionalAttr("result_accuracy", HloAttrs.of("ResultAccuracy attribute", ResultAccuracyAttr.class));
      }
      add(b);
    }
    add(
        op("is_finite", UnaryElementwiseOp::new)
            .operand("x", ns.equals("stablehlo") ? HloTypes.FLOAT_TENSOR : any)
            .result("y", HloTypes.PRED_TENSOR)
            .traits(Trait.PURE)
            .traits(Trait.ELEMENTWISE)
            .format(FUNCTIONAL));
    for (String m : BINARY) {
      OpSpec.Builder b =
          op(m, BinaryElementwiseOp::new)
              .operand("lhs", elementwise(m, value))
              .operand("rhs", elementwise(m, value))
              .result("result", elementwise(m, value))
              .traits(Trait.PURE)
              .traits(Trait.ELEMENTWISE, Trait.SAME_OPERANDS_AND_RESULT_SHAPE)
              .customDirective(
                  "SameOperandsAndResultType", HloDirectives.sameOperandsAndResultType(List.of("lhs", "rhs"), "result"))
              .format("$lhs `,` $rhs attr-dict `:` custom<SameOperandsAndResultType>(type($lhs), type($rhs), type($result))");
      if (COMMUTATIVE.contains(m) && !ns.equals("stablehlo")) {
        // StableHLO's commutativity is its own trait (hlo::OpTrait::IsCommutative): no constant-to-the-right
        // folding and no commutative CSE, unlike MLIR's Commutative that mhlo's ops carry.
        b.traits(Trait.COMMUTATIVE);
      }
      add(b);
    }
    add(
        op("complex", BinaryElementwiseOp::new)
            .operand("lhs", any)
            .operand("rhs", any)
            .result("result", any)
            .traits(Trait.PURE)
            .traits(Trait.ELEMENTWISE)
            .customDirective("ComplexOpType", HloDirectives.COMPLEX_TYPE)
            .format("operands attr-dict `:` custom<ComplexOpType>(type($lhs), type($rhs), type($result))"));
    add(
        op("compare", CompareOp::new)
            .operand("lhs", any)
            .operand("rhs", any)
            .result("result", any)
            .attr("comparison_direction", enumOf(HloEnum.COMPARISON_DIRECTION))
            .optionalAttr("compare_type", enumOf(HloEnum.COMPARISON_TYPE))
            .traits(Trait.PURE)
            .traits(Trait.ELEMENTWISE, Trait.SAME_OPERANDS_AND_RESULT_SHAPE)
            .format(
                "$comparison_direction `,` $lhs `,` $rhs (`,` $compare_type^)? attr-dict `:` functional-type(operands, results)"));
    add(
        op("select", SelectOp::new)
            .operand("pred", any)
            .operand("on_true", any)
            .operand("on_false", any)
            .result("result", any)
            .traits(Trait.PURE)
            .customDirective("SelectOpType", HloDirectives.SELECT_TYPE)
            .format("operands attr-dict `:` custom<SelectOpType>(type($pred), type($on_true), type($on_false), type($result))"));
    add(
        op("clamp", ClampOp::new)
            .operand("min", any)
            .operand("operand", any)
            .operand("max", any)
            .result("result", any)
            .traits(Trait.PURE)
            .customDirective(
                "SameOperandsAndResultType",
                HloDirectives.sameOperandsAndResultType(List.of("min", "operand", "max"), "result"))
            .format(
                "$min `,` $operand `,` $max attr-dict `:` custom<SameOperandsAndResultType>(type($min), type($operand), type($max), type($result))"));
    // Constants and shapes.
    add(
        op("constant", ConstantOp::new)
            .attr("value", HloAttrs.ELEMENTS)
            .result("output", HloTypes.STATIC_TENSOR)
            .traits(Trait.PURE)
            .traits(Trait.CONSTANT_LIKE)
            .assembly(HloAssemblies.CONSTANT)
            .resultNamer(HloAssemblies::nameConstant));
    add(
        op("iota", IotaOp::new)
            .attr("iota_dimension", HloAttrs.I64_NON_NEGATIVE)
            .result("output", HloTypes.STATIC_TENSOR)
            .traits(Trait.PURE)
            .format("`dim` `=` $iota_dimension attr-dict `:` type($output)"));
    add(
        op("dynamic_iota", HloOp::new)
            .operand("output_shape", HloTypes.STATIC_DIMENSION_TENSOR)
            .attr("iota_dimension", HloAttrs.I64_NON_NEGATIVE)
            .result("result", any)
            .traits(Trait.NO_MEMORY_EFFECT)
            .format("$output_shape `,` `dim` `=` $iota_dimension attr-dict `:` functional-type(operands, results)"));
    add(op("create_token", HloOp::new).result("output", any).traits(Trait.PURE).format("attr-dict `:` type(results)"));
    add(op("replica_id", HloOp::new).result("result", any).traits(Trait.PURE).format("attr-dict `:` type(results)"));
    add(op("partition_id", HloOp::new).result("result", any).traits(Trait.PURE).format("attr-dict `:` type(results)"));
    add(op("after_all", HloOp::new).variadicOperand("inputs", any).result("result", any).traits(Trait.PURE).assembly(HloAssemblies.AFTER_ALL));
    add(op("reshape", ReshapeOp::new).operand("operand", any).result("result", HloTypes.STATIC_OR_BOUNDED_TENSOR).traits(Trait.PURE).format(FUNCTIONAL));
    add(
        op("dynamic_reshape", HloOp::new)
            .operand("operand", any)
            .operand("output_shape", HloTypes.STATIC_DIMENSION_TENSOR)
            .result("result", any)
            .traits(Trait.NO_MEMORY_EFFECT)
            .format(FUNCTIONAL));
    add(op("bitcast_convert", UnaryElementwiseOp::new).operand("operand", any).result("result", any).traits(Trait.PURE).format(FUNCTIONAL));
    add(
        op("broadcast", BroadcastOp::new)
            .operand("operand", any)
            .attr("broadcast_sizes", dims)
            .result("result", any)
            .traits(Trait.PURE)
            .format("$operand `,` `sizes` `=` $broadcast_sizes attr-dict `:` functional-type(operands, results)"));
    add(
        op("broadcast_in_dim", BroadcastInDimOp::new)
            .operand("operand", any)
            .attr("broadcast_dimensions", dims)
            .result("result", HloTypes.STATIC_OR_BOUNDED_TENSOR)
            .traits(Trait.PURE)
            .format("$operand `,` `dims` `=` $broadcast_dimensions attr-dict `:` functional-type(operands, results)"));
    add(
        op("dynamic_broadcast_in_dim", HloOp::new)
            .operand("operand", any)
            .operand("output_dimensions", HloTypes.STATIC_DIMENSION_TENSOR)
            .attr("broadcast_dimensions", dims)
            .optionalAttr("known_expanding_dimensions", dims)
            .optionalAttr("known_nonexpanding_dimensions", dims)
            .result("result", any)
            .traits(Trait.NO_MEMORY_EFFECT)
            .format(
                "$operand `,` $output_dimensions `,` `dims` `=` $broadcast_dimensions attr-dict `:` functional-type(operands, results)"));
    add(
        op("transpose", TransposeOp::new)
            .operand("operand", any)
            .attr("permutation", dims)
            .result("result", any)
            .traits(Trait.PURE)
            .format("$operand `,` `dims` `=` $permutation attr-dict `:` functional-type(operands, results)"));
    add(
        op("slice", SliceOp::new)
            .operand("operand", any)
            .attr("start_indices", dims)
            .attr("limit_indices", dims)
            .attr("strides", dims)
            .result("result", any)
            .traits(Trait.PURE)
            .customDirective("SliceRanges", HloDirectives.SLICE_RANGES)
            .format("$operand custom<SliceRanges>($start_indices, $limit_indices, $strides) attr-dict `:` functional-type(operands, results)"));
    add(
        op("dynamic_slice", DynamicSliceOp::new)
            .operand("operand", any)
            .variadicOperand("start_indices", any)
            .attr("slice_sizes", dims)
            .result("result", any)
            .traits(Trait.PURE)
            .customDirective("VariadicOperandWithAttribute", HloDirectives.variadicOperandWithAttribute("start_indices"))
            .format(
                "$operand `,` custom<VariadicOperandWithAttribute>($start_indices) `sizes` `=` $slice_sizes attr-dict `:` functional-type(operands, results)"));
    add(
        op("dynamic_update_slice", HloOp::new)
            .operand("operand", any)
            .operand("update", any)
            .variadicOperand("start_indices", any)
            .result("result", any)
            .traits(Trait.PURE)
            .format(FUNCTIONAL));
    add(
        op("real_dynamic_slice", HloOp::new)
            .operand("operand", any)
            .operand("start_indices", any)
            .operand("limit_indices", any)
            .operand("strides", any)
            .result("result", any)
            .traits(Trait.NO_MEMORY_EFFECT)
            .format(FUNCTIONAL));
    add(
        op("concatenate", ConcatenateOp::new)
            .variadicOperand("inputs", any)
            .attr("dimension", HloAttrs.I64_NON_NEGATIVE)
            .result("result", any)
            .traits(Trait.PURE)
            .customDirective("VariadicOperandWithAttribute", HloDirectives.variadicOperandWithAttribute("inputs"))
            .format("custom<VariadicOperandWithAttribute>($inputs) `dim` `=` $dimension attr-dict `:` functional-type(operands, results)"));
    add(
        op("pad", PadOp::new)
            .operand("operand", any)
            .operand("padding_value", HloTypes.SCALAR_TENSOR)
            .attr("edge_padding_low", dims)
            .attr("edge_padding_high", dims)
            .attr("interior_padding", dims)
            .result("result", any)
            .traits(Trait.PURE)
            .format(
                "$operand `,` $padding_value `,` `low` `=` $edge_padding_low `,` `high` `=` $edge_padding_high `,` `interior` `=` $interior_padding attr-dict `:` functional-type(operands, results)"));
    add(
        op("dynamic_pad", HloOp::new)
            .operand("operand", any)
            .operand("padding_value", any)
            .operand("edge_padding_low", any)
            .operand("edge_padding_high", any)
            .operand("interior_padding", any)
            .result("result", any)
            .traits(Trait.NO_MEMORY_EFFECT)
            .format(FUNCTIONAL));
    add(
        op("reverse", ReverseOp::new)
            .operand("operand", any)
            .attr("dimensions", dims)
            .result("result", any)
            .traits(Trait.PURE)
            .customDirective("SameOperandsAndResultType", HloDirectives.sameOperandsAndResultType(List.of("operand"), "result"))
            .format("$operand `,` `dims` `=` $dimensions attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))"));
    add(
        op("get_dimension_size", HloOp::new)
            .operand("operand", any)
            .attr("dimension", HloAttrs.I64_NON_NEGATIVE)
            .result("result", any)
            .traits(Trait.PURE)
            .format("$operand `,` `dim` `=` $dimension attr-dict `:` functional-type(operands, results)"));
    add(
        op("set_dimension_size", HloOp::new)
            .operand("operand", any)
            .operand("size", any)
            .attr("dimension", HloAttrs.I64_NON_NEGATIVE)
            .result("result", any)
            .traits(Trait.PURE)
            .format("$operand `,` $size `,` `dim` `=` $dimension attr-dict `:` functional-type(operands, results)"));
    add(
        op("get_tuple_element", GetTupleElementOp::new)
            .operand("operand", any)
            .attr("index", HloAttrs.I32_NON_NEGATIVE)
            .result("result", any)
            .traits(Trait.PURE)
            .format("$operand `[` $index `]` attr-dict `:` functional-type(operands, results)"));
    add(
        op("tuple", TupleOp::new)
            .variadicOperand("val", any)
            .result("result", any)
            .traits(Trait.PURE)
            .customDirective("TupleOpType", HloDirectives.TUPLE_TYPE)
            .format("$val attr-dict `:` custom<TupleOpType>(type($val), type($result))"));
    add(
        op("optimization_barrier", HloOp::new)
            .variadicOperand("operand", any)
            .variadicResult("result", any)
            .traits(Trait.NO_MEMORY_EFFECT)
            .assembly(HloAssemblies.OPTIMIZATION_BARRIER));
    add(
        op("reduce_precision", HloOp::new)
            .operand("operand", any)
            .attr("exponent_bits", HloAttrs.I32_POSITIVE)
            .attr("mantissa_bits", HloAttrs.I32_NON_NEGATIVE)
            .result("output", any)
            .traits(Trait.PURE)
            .customDirective("ExponentMantissa", HloDirectives.EXPONENT_MANTISSA)
            .customDirective("SameOperandsAndResultType", HloDirectives.sameOperandsAndResultType(List.of("operand"), "output"))
            .format(
                "$operand `,` `format` `=` custom<ExponentMantissa>($exponent_bits, $mantissa_bits) attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($output))"));
    // Linear algebra.
    OpSpec.Builder dot =
        op("dot", DotOp::new)
            .operand("lhs", any)
            .operand("rhs", any)
            .optionalAttr("precision_config", HloAttrs.enumArrayOf(HloEnum.PRECISION))
            .result("result", any)
            .traits(Trait.PURE);
    // XLA's mhlo.dot has no assembly format (hlo_ops.td): mhlo-opt prints it in generic form.
    if (ns.equals("stablehlo")) {
      dot.customDirective("PrecisionConfig", HloDirectives.precisionConfig(ns))
          .format("$lhs `,` $rhs `` custom<PrecisionConfig>($precision_config) attr-dict `:` functional-type(operands, results)");
    }
    add(dot);
    add(
        op("dot_general", DotGeneralOp::new)
            .operand("lhs", any)
            .operand("rhs", any)
            .attr("dot_dimension_numbers", HloAttrs.of("Attribute that models the dimension information for dot.", DotDimensionNumbersAttr.class))
            .optionalAttr("precision_config", HloAttrs.enumArrayOf(HloEnum.PRECISION))
            .optionalAttr("algorithm", HloAttrs.of("dot algorithm attribute", DotAlgorithmAttr.class))
            .result("result", any)
            .traits(Trait.PURE)
            .customDirective("DotDimensionNumbers", HloDirectives.dotDimensionNumbers(ns, "dot_dimension_numbers"))
            .customDirective("PrecisionConfigAndAlgorithm", HloDirectives.precisionConfigAndAlgorithm(ns))
            .format(
                "$lhs `,` $rhs `,` custom<DotDimensionNumbers>($dot_dimension_numbers) `` custom<PrecisionConfigAndAlgorithm>($precision_config, $algorithm) attr-dict `:` functional-type(operands, results)"));
    add(
        op("einsum", HloOp::new)
            .operand("lhs", any)
            .operand("rhs", any)
            .attr("einsum_config", HloAttrs.STRING)
            .result("result", any)
            .traits(Trait.PURE)
            .format("$lhs `,` $rhs `,` `config` `=` $einsum_config attr-dict `:` functional-type(operands, results)"));
    add(
        op("unary_einsum", HloOp::new)
            .operand("operand", any)
            .attr("einsum_config", HloAttrs.STRING)
            .result("result", any)
            .traits(Trait.PURE)
            .format("$operand `,` `config` `=` $einsum_config attr-dict `:` functional-type(operands, results)"));
    add(
        op("convolution", ConvolutionOp::new)
            .operand("lhs", any)
            .operand("rhs", any)
            .optionalAttr("window_strides", dims)
            .optionalAttr("padding", HloAttrs.ELEMENTS)
            .optionalAttr("lhs_dilation", dims)
            .optionalAttr("rhs_dilation", dims)
            .optionalAttr("window_reversal", AttrConstraint.of("i1 dense array attribute", a -> a instanceof org.jmlir.ir.attr.DenseArrayAttr))
            .attr("dimension_numbers", HloAttrs.of("Structure of dimension information for conv op", ConvDimensionNumbersAttr.class))
            .attr("feature_group_count", HloAttrs.I64_POSITIVE)
            .attr("batch_group_count", HloAttrs.I64_POSITIVE)
            .optionalAttr("precision_config", HloAttrs.enumArrayOf(HloEnum.PRECISION))
            .result("result", any)
            .traits(Trait.PURE)
            .customDirective("ConvolutionDimensions", HloDirectives.convolutionDimensions(ns))
            .customDirective("WindowAttributes", HloDirectives.WINDOW_ATTRIBUTES)
            .format(
                "`(`operands`)` `dim_numbers` `=` custom<ConvolutionDimensions>($dimension_numbers) `,` `window` `=` `{` custom<WindowAttributes>($window_strides, $padding, $lhs_dilation, $rhs_dilation, $window_reversal) `}` attr-dict `:` functional-type(operands, results)"));
    add(
        op("dynamic_conv", ConvolutionOp::new)
            .operand("lhs", any)
            .operand("rhs", any)
            .operand("padding", any)
            .optionalAttr("window_strides", dims)
            .optionalAttr("lhs_dilation", dims)
            .optionalAttr("rhs_dilation", dims)
            .optionalAttr("window_reversal", AttrConstraint.of("i1 dense array attribute", a -> a instanceof org.jmlir.ir.attr.DenseArrayAttr))
            .attr("dimension_numbers", HloAttrs.of("Structure of dimension information for conv op", ConvDimensionNumbersAttr.class))
            .attr("feature_group_count", HloAttrs.I64_POSITIVE)
            .attr("batch_group_count", HloAttrs.I64_POSITIVE)
            .optionalAttr("precision_config", HloAttrs.enumArrayOf(HloEnum.PRECISION))
            .result("result", any)
            .traits(Trait.PURE));
    add(
        op("cholesky", HloOp::new)
            .operand("a", any)
            .optionalAttr("lower", HloAttrs.BOOL)
            .result("result", any)
            .traits(Trait.PURE)
            .customDirective("SameOperandsAndResultType", HloDirectives.sameOperandsAndResultType(List.of("a"), "result"))
            .format("$a (`,` `lower` `=` $lower^)? attr-dict `:` custom<SameOperandsAndResultType>(type($a), type($result))"));
    add(
        op("triangular_solve", HloOp::new)
            .operand("a", any)
            .operand("b", any)
            .attr("left_side", HloAttrs.BOOL)
            .attr("lower", HloAttrs.BOOL)
            .attr("unit_diagonal", HloAttrs.BOOL)
            .attr("transpose_a", enumOf(HloEnum.TRANSPOSE))
            .result("result", any)
            .traits(Trait.PURE));
    add(
        op("fft", HloOp::new)
            .operand("operand", any)
            .attr("fft_type", enumOf(HloEnum.FFT_TYPE))
            .attr("fft_length", dims)
            .result("result", any)
            .traits(Trait.PURE)
            .format("$operand `,` `type` `=` $fft_type `,` `length` `=` $fft_length attr-dict `:` functional-type(operands, results)"));
    for (String m : List.of("batch_norm_grad", "batch_norm_inference", "batch_norm_training")) {
      OpSpec.Builder b = op(m, HloOp::new).operand("operand", any).operand("scale", any);
      switch (m) {
        case "batch_norm_grad" -> b.operand("mean", any).operand("variance", any).operand("grad_output", any);
        case "batch_norm_inference" -> b.operand("offset", any).operand("mean", any).operand("variance", any);
        default -> b.operand("offset", any);
      }
      b.attr("epsilon", AttrConstraint.of("32-bit float attribute", a -> a instanceof org.jmlir.ir.attr.FloatAttr))
          .attr("feature_index", HloAttrs.I64_NON_NEGATIVE)
          .traits(Trait.PURE);
      switch (m) {
        case "batch_norm_grad" -> b.result("grad_operand", any).result("grad_scale", any).result("grad_offset", any);
        case "batch_norm_inference" -> b.result("result", any);
        default -> b.result("output", any).result("batch_mean", any).result("batch_var", any);
      }
      add(b);
    }
    // Gathers, scatters, windows, reductions.
    add(
        op("gather", GatherOp::new)
            .operand("operand", any)
            .operand("start_indices", any)
            .attr("dimension_numbers", HloAttrs.of("Attribute that models the dimension information for gather", GatherDimensionNumbersAttr.class))
            .attr("slice_sizes", dims)
            .optionalAttr("indices_are_sorted", HloAttrs.BOOL)
            .result("result", any)
            .traits(Trait.PURE));
    add(
        op("dynamic_gather", GatherOp::new)
            .operand("operand", any)
            .operand("start_indices", any)
            .operand("slice_sizes", any)
            .attr("dimension_numbers", HloAttrs.of("Attribute that models the dimension information for gather", GatherDimensionNumbersAttr.class))
            .optionalAttr("indices_are_sorted", HloAttrs.BOOL)
            .result("result", any)
            .traits(Trait.PURE));
    add(
        op("scatter", ScatterOp::new)
            .variadicOperand("inputs", any) // inputs, scatter_indices, updates (SameVariadicOperandSize)
            .attr("scatter_dimension_numbers", HloAttrs.of("Attribute that models the dimension information for scatter", ScatterDimensionNumbersAttr.class))
            .optionalAttr("indices_are_sorted", HloAttrs.BOOL)
            .optionalAttr("unique_indices", HloAttrs.BOOL)
            .variadicResult("results", any)
            .sizedRegion("update_computation", 1)
            .traits(Trait.RECURSIVE_MEMORY_EFFECTS));
    add(
        op("select_and_scatter", HloOp::new)
            .operand("operand", any)
            .operand("source", any)
            .operand("init_value", any)
            .optionalAttr("window_dimensions", dims)
            .optionalAttr("window_strides", dims)
            .optionalAttr("padding", HloAttrs.ELEMENTS)
            .result("result", any)
            .sizedRegion("select", 1)
            .sizedRegion("scatter", 1)
            .traits(Trait.RECURSIVE_MEMORY_EFFECTS));
    add(
        op("reduce", ReduceOp::new)
            .variadicOperand("inputs", any) // inputs then init_values (SameVariadicOperandSize)
            .attr("dimensions", dims)
            .variadicResult("results", any)
            .sizedRegion("body", 1)
            .traits(Trait.RECURSIVE_MEMORY_EFFECTS)
            .assembly(HloAssemblies.REDUCE));
    add(
        op("reduce_window", ReduceWindowOp::new)
            .variadicOperand("inputs", any) // inputs then init_values (SameVariadicOperandSize)
            .attr("window_dimensions", dims)
            .optionalAttr("window_strides", dims)
            .optionalAttr("base_dilations", dims)
            .optionalAttr("window_dilations", dims)
            .optionalAttr("padding", HloAttrs.ELEMENTS)
            .variadicResult("results", any)
            .sizedRegion("body", 1)
            .traits(Trait.RECURSIVE_MEMORY_EFFECTS));
    add(
        op("map", HloOp::new)
            .variadicOperand("inputs", any)
            .attr("dimensions", dims)
            .result("result", any)
            .sizedRegion("computation", 1)
            .traits(Trait.RECURSIVE_MEMORY_EFFECTS, Trait.SAME_OPERANDS_AND_RESULT_SHAPE));
    add(
        op("sort", SortOp::new)
            .variadicOperand("inputs", any)
            .optionalAttr("dimension", HloAttrs.I64)
            .optionalAttr("is_stable", HloAttrs.BOOL)
            .variadicResult("results", any)
            .sizedRegion("comparator", 1)
            .traits(Trait.RECURSIVE_MEMORY_EFFECTS, Trait.SAME_OPERANDS_AND_RESULT_SHAPE));
    // Control flow.
    add(op("return", ReturnOp::new).variadicOperand("results", any).traits(Trait.PURE).traits(Trait.TERMINATOR, Trait.RETURN_LIKE).format("$results attr-dict (`:` type($results)^)?"));
    add(
        op("if", IfOp::new)
            .operand("pred", any)
            .variadicResult("results", value)
            .sizedRegion("true_branch", 1)
            .sizedRegion("false_branch", 1)
            .traits(Trait.RECURSIVE_MEMORY_EFFECTS, Trait.SINGLE_BLOCK));
    add(
        op("case", CaseOp::new)
            .operand("index", any)
            .variadicResult("results", any)
            .variadicRegion("branches")
            .traits(Trait.RECURSIVE_MEMORY_EFFECTS, Trait.SINGLE_BLOCK));
    add(
        op("while", WhileOp::new)
            .variadicOperand("operand", any)
            .variadicResult("results", any)
            .sizedRegion("cond", 1)
            .sizedRegion("body", 1)
            .traits(Trait.RECURSIVE_MEMORY_EFFECTS, Trait.SINGLE_BLOCK)
            // OpAsmOpInterface: both regions' arguments are named iterArg, so the printed names of
            // the condition's and the body's arguments agree.
            .blockArgNamer((o, names) -> {
              for (org.jmlir.ir.Region region : o.regions()) {
                if (!region.isEmpty()) {
                  for (org.jmlir.ir.Value a : region.front().arguments()) {
                    names.setName(a, "iterArg");
                  }
                }
              }
            })
            .assembly(HloAssemblies.WHILE));
    // Communication and side effects.
    add(
        op("infeed", HloOp::new)
            .operand("token", any)
            .defaultAttr("infeed_config", HloAttrs.STRING, ctx -> org.jmlir.ir.attr.StringAttr.get(ctx, ""))
            .optionalAttr("layout", HloAttrs.ARRAY)
            .variadicResult("results", any));
    add(
        op("outfeed", HloOp::new)
            .variadicOperand("inputs", any)
            .operand("token", any)
            .defaultAttr("outfeed_config", HloAttrs.STRING, ctx -> org.jmlir.ir.attr.StringAttr.get(ctx, ""))
            .result("result", any));
    add(
        op("send", HloOp::new)
            .variadicOperand("inputs", any)
            .operand("token", any)
            .attr("channel_handle", HloAttrs.CHANNEL_HANDLE)
            .optionalAttr("is_host_transfer", HloAttrs.BOOL)
            .optionalAttr("source_target_pairs", HloAttrs.ELEMENTS)
            .result("result", any));
    add(
        op("recv", HloOp::new)
            .operand("token", any)
            .attr("channel_handle", HloAttrs.CHANNEL_HANDLE)
            .optionalAttr("is_host_transfer", HloAttrs.BOOL)
            .optionalAttr("source_target_pairs", HloAttrs.ELEMENTS)
            .variadicResult("results", any));
    add(
        collective("all_gather")
            .variadicOperand("operands", any)
            .attr("all_gather_dim", HloAttrs.I64_NON_NEGATIVE)
            .optionalAttr("use_global_device_ids", AttrConstraint.UNIT)
            .variadicResult("results", any));
    add(
        collective("all_reduce")
            .variadicOperand("operands", any)
            .optionalAttr("use_global_device_ids", AttrConstraint.UNIT)
            .variadicResult("results", any)
            .sizedRegion("computation", 1));
    add(
        collective("reduce_scatter")
            .operand("operand", any)
            .attr("scatter_dimension", HloAttrs.I64_NON_NEGATIVE)
            .optionalAttr("use_global_device_ids", AttrConstraint.UNIT)
            .result("result", any)
            .sizedRegion("computation", 1));
    add(
        allToAll(collective("all_to_all").variadicOperand("operands", any)).variadicResult("results", any));
    add(
        collective("collective_broadcast")
            .variadicOperand("operands", any)
            .optionalAttr("has_dynamic_root", AttrConstraint.UNIT)
            .variadicResult("results", any));
    add(
        collective("collective_reduce")
            .variadicOperand("operands", any)
            .optionalAttr("use_global_device_ids", AttrConstraint.UNIT)
            .optionalAttr("has_dynamic_root", AttrConstraint.UNIT)
            .variadicResult("results", any)
            .sizedRegion("computation", 1));
    add(
        op("collective_permute", HloOp::new)
            .operand("operand", any)
            .attr("source_target_pairs", HloAttrs.ELEMENTS)
            .optionalAttr("channel_handle", HloAttrs.CHANNEL_HANDLE)
            .result("result", any));
    add(op("cross-replica-sum", HloOp::new).operand("operand", any).attr("replica_groups", HloAttrs.ELEMENTS).result("result", any));
    add(op("async_start", HloOp::new).variadicOperand("operands", any).result("result", any).sizedRegion("body", 1));
    add(op("async_done", HloOp::new).operand("operand", any).result("result", any));
    add(
        op("custom_call", CustomCallOp::new)
            .variadicOperand("inputs", any)
            .attr("call_target_name", HloAttrs.STRING)
            .optionalAttr("has_side_effect", HloAttrs.BOOL)
            .optionalAttr("backend_config", AttrConstraint.of("string attribute or dictionary of named attribute values", a -> a instanceof org.jmlir.ir.attr.StringAttr || a instanceof org.jmlir.ir.attr.DictionaryAttr))
            .optionalAttr("api_version", HloAttrs.I32)
            .optionalAttr("called_computations", HloAttrs.ARRAY)
            .optionalAttr("operand_layouts", HloAttrs.ARRAY)
            .optionalAttr("result_layouts", HloAttrs.ARRAY)
            .optionalAttr("output_operand_aliases", HloAttrs.ARRAY)
            .optionalAttr("result_tilings", HloAttrs.ARRAY)
            .variadicResult("results", any)
            .customDirective("CustomCallTarget", HloDirectives.CUSTOM_CALL_TARGET)
            .format("custom<CustomCallTarget>($call_target_name) `(` $inputs `)` attr-dict `:` functional-type(operands, results)"));
    add(
        op("composite", HloOp::new)
            .variadicOperand("inputs", any)
            .attr("name", HloAttrs.STRING)
            .optionalAttr("composite_attributes", HloAttrs.DICTIONARY)
            .attr("decomposition", AttrConstraint.FLAT_SYMBOL_REF)
            .optionalAttr("version", HloAttrs.I32)
            .variadicResult("results", any)
            .addInterface(org.jmlir.ir.verify.SymbolUserOpInterface.class, HloVerifiers::verifyCompositeSymbols)
            .format("$name operands attr-dict `:` functional-type(operands, results)"));
    add(
        op("rng", HloOp::new)
            .operand("a", HloTypes.SCALAR_PRED_INT_FLOAT_TENSOR)
            .operand("b", HloTypes.SCALAR_PRED_INT_FLOAT_TENSOR)
            .operand("shape", HloTypes.STATIC_DIMENSION_TENSOR)
            .attr("rng_distribution", enumOf(HloEnum.RNG_DISTRIBUTION))
            .result("result", any)
            .format("$a `,` $b `,` $shape `,` `distribution` `=` $rng_distribution attr-dict `:` functional-type(operands, results)"));
    add(
        op("rng_bit_generator", HloOp::new)
            .attr("rng_algorithm", enumOf(HloEnum.RNG_ALGORITHM))
            .operand("initial_state", any)
            .result("output_state", any)
            .result("output", any)
            .traits(Trait.PURE)
            .format("$initial_state `,` `algorithm` `=` $rng_algorithm attr-dict `:` functional-type(operands, results)"));
    add(
        op("torch_index_select", HloOp::new)
            .operand("operand", any)
            .operand("index", any)
            .attr("dim", HloAttrs.I64)
            .attr("batch_dims", HloAttrs.I64)
            .result("result", any)
            .traits(Trait.PURE));
    if (ns.equals("mhlo")) {
      declareMhloOnly();
    }
  }

  /** The ops only XLA's mhlo has. */
  private void declareMhloOnly() {
    TypeConstraint any = HloTypes.ANY;
    defs.put("scan", org.jmlir.dialect.chlo.ScanOp.MHLO_DEF);
    add(op("copy", UnaryElementwiseOp::new).operand("operand", any).optionalAttr("cross_program_prefetch_index", HloAttrs.I32).result("result", any).traits(Trait.PURE)
        .customDirective("SameOperandsAndResultType", HloDirectives.sameOperandsAndResultType(List.of("operand"), "result"))
        .format(SAME_TYPE_UNARY));
    add(op("add_dependency", HloOp::new).operand("operand", any).operand("token", any).result("result", any).traits(Trait.PURE).format(FUNCTIONAL));
    add(op("xla.rng_get_and_update_state", HloOp::new).attr("delta", HloAttrs.I64).result("result", any));
    add(op("fusion", HloOp::new).variadicOperand("inputs", any).optionalAttr("fusion_kind", enumOf(HloEnum.FUSION_KIND)).optionalAttr("output_operand_aliases", HloAttrs.ARRAY).variadicResult("results", any).sizedRegion("fused_computation", 1));
    add(op("domain", HloOp::new).operand("operand", any).attr("kind", enumOf(HloEnum.KIND)).attr("entry_metadata", HloAttrs.STRING).attr("exit_metadata", HloAttrs.STRING).result("result", any).traits(Trait.PURE));
    // XLA's layout-changing reinterpretation; HLO layouts ride along as source_layout/result_layout.
    add(op("bitcast", HloOp::new).operand("operand", any).result("result", any).traits(Trait.PURE));
    add(op("stochastic_convert", HloOp::new).operand("operand", any).operand("random", any).result("result", any).traits(Trait.PURE));
    add(op("erf", UnaryElementwiseOp::new).operand("operand", any).result("result", any).traits(Trait.PURE)
        .customDirective("SameOperandsAndResultType", HloDirectives.sameOperandsAndResultType(List.of("operand"), "result"))
        .format(SAME_TYPE_UNARY));
    add(op("topk", HloOp::new).operand("operand", any).attr("k", HloAttrs.I64).optionalAttr("largest", HloAttrs.BOOL).result("values", any).result("indices", any).traits(Trait.PURE));
    add(op("ragged_dot", HloOp::new).operand("lhs", any).operand("rhs", any).operand("group_sizes", any).attr("ragged_dot_dimension_numbers", HloAttrs.ANY).optionalAttr("precision_config", HloAttrs.enumArrayOf(HloEnum.PRECISION)).result("result", any).traits(Trait.PURE));
    add(op("minimum_broadcast_shapes", HloOp::new).variadicOperand("shapes", any).variadicResult("results", any).traits(Trait.PURE));
    add(op("compute_reshape_shape", HloOp::new).operand("num_elements", any).operand("dynamic_shape", any).result("result", any).traits(Trait.PURE).format(FUNCTIONAL));
    add(op("cstr_reshapable", HloOp::new).operand("num_elements", any).operand("dynamic_shape", any).result("result", any).traits(Trait.PURE).format(FUNCTIONAL));
    add(op("async_update", HloOp::new).operand("bundle", any).result("result", any));
  }
}
