package org.jmlir.dialect.hlo;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.BaseMemRefType;

/**
 * XLA's {@code lmhlo} dialect (mlir_hlo's lhlo_ops.td, the "late" buffer form of mhlo): every op
 * reads its input memrefs and writes its output memrefs (the last operands), returns nothing, and
 * carries mhlo's attributes ({@code #mhlo.conv}, {@code #mhlo<comparison_direction EQ>}, dense
 * {@code i64} elements). Ops print in the generic form, as XLA's do, except {@code lmhlo.convolution},
 * which has mhlo's {@code dim_numbers = ..., window = {...}} syntax. Ops whose ODS has several
 * same-sized variadic groups ({@code reduce}, {@code reduce_window}, {@code sort}, the collectives)
 * take one operand list here; their verifier checks that it splits evenly.
 */
public final class LmhloOps {
  private LmhloOps() {}

  public static final String NAMESPACE = "lmhlo";

  /** Any memref (XLA's LHLO_Buffer). */
  static final TypeConstraint BUFFER = new TypeConstraint("memref of any type values", t -> t instanceof BaseMemRefType);

  private static final AttrConstraint I64_ELEMENTS = HloAttrs.ELEMENTS;

  private static final class LmhloOp extends Operation {}

  /** The dialect itself. */
  public static final class LmhloDialect extends Dialect {
    public LmhloDialect() {
      super(NAMESPACE);
    }

    @Override
    public List<OpDef> operations() {
      return ALL;
    }
  }

  private static OpSpec.Builder op(String mnemonic) {
    return OpSpec.define(NAMESPACE + "." + mnemonic, LmhloOp::new);
  }

  private static final List<String> UNARY =
      List.of(
          "abs", "bitcast_convert", "cbrt", "ceil", "count_leading_zeros", "convert", "cosine", "exponential", "exponential_minus_one",
          "floor", "imag", "is_finite", "log", "logistic", "log_plus_one", "negate", "not", "popcnt", "real", "round_nearest_afz",
          "round_nearest_even", "rsqrt", "sqrt", "sign", "sine", "tanh", "copy", "reshape", "bitcast");

  /** The unary ops whose input and output have the same type (SameTypeOperands); the others only the same shape. */
  private static final List<String> SAME_TYPE_UNARY =
      List.of(
          "cbrt", "ceil", "count_leading_zeros", "cosine", "exponential", "exponential_minus_one", "floor", "log", "logistic",
          "log_plus_one", "negate", "not", "popcnt", "round_nearest_afz", "round_nearest_even", "rsqrt", "sqrt", "sign", "sine",
          "tanh");

  private static final List<String> BINARY =
      List.of(
          "add", "and", "atan2", "complex", "divide", "maximum", "minimum", "multiply", "or", "power", "remainder", "shift_left",
          "shift_right_arithmetic", "shift_right_logical", "subtract", "xor");

  /** The ops, in lhlo_ops.td's order (declared after the tables above: static fields initialize in order). */
  public static final List<OpDef> ALL = declare();

  private static List<OpDef> declare() {
    List<OpDef> all = new ArrayList<>();
    all.add(op("constant").attr("value", HloAttrs.ELEMENTS).operand("output", BUFFER).build());
    all.add(op("iota").attr("iota_dimension", HloAttrs.I64).operand("output", BUFFER).build());
    for (String m : UNARY) {
      OpSpec.Builder b = op(m).operand("input", BUFFER).operand("output", BUFFER);
      if (SAME_TYPE_UNARY.contains(m)) {
        b.traits(Trait.SAME_TYPE_OPERANDS, Trait.ELEMENTWISE);
      } else if (!m.equals("reshape") && !m.equals("bitcast")) {
        b.traits(Trait.SAME_OPERANDS_SHAPE);
      }
      all.add(b.build());
    }
    for (String m : BINARY) {
      OpSpec.Builder b = op(m).operand("lhs", BUFFER).operand("rhs", BUFFER).operand("out", BUFFER).optionalAttr("broadcast_dimensions", I64_ELEMENTS);
      b.traits(m.equals("complex") ? new Trait[] {Trait.SAME_OPERANDS_SHAPE} : new Trait[] {Trait.SAME_TYPE_OPERANDS, Trait.ELEMENTWISE});
      all.add(b.build());
    }
    all.add(grouped(op("reduce"), 3).attr("dimensions", I64_ELEMENTS).sizedRegion("body", 1).build());
    all.add(
        grouped(op("reduce_window"), 3)
            .attr("window_dimensions", I64_ELEMENTS)
            .optionalAttr("window_strides", I64_ELEMENTS)
            .optionalAttr("base_dilations", I64_ELEMENTS)
            .optionalAttr("window_dilations", I64_ELEMENTS)
            .optionalAttr("padding", I64_ELEMENTS)
            .sizedRegion("body", 1)
            .build());
    all.add(op("case").operand("index", BUFFER).variadicRegion("branches").build());
    all.add(op("while").variadicOperand("cond_val", BUFFER).optionalAttr("trip_count", HloAttrs.I64).sizedRegion("cond", 1).sizedRegion("body", 1).build());
    all.add(
        op("custom_call")
            .variadicOperand("args", BUFFER)
            .variadicOperand("output", BUFFER)
            .attr("call_target_name", HloAttrs.STRING)
            .optionalAttr("has_side_effect", HloAttrs.BOOL)
            .optionalAttr("backend_config", AttrConstraint.ANY)
            .optionalAttr("api_version", AttrConstraint.ANY)
            .optionalAttr("target_arg_mapping", AttrConstraint.ANY)
            .region("target")
            .build());
    all.add(
        op("compare")
            .operand("lhs", BUFFER)
            .operand("rhs", BUFFER)
            .operand("out", BUFFER)
            .optionalAttr("broadcast_dimensions", I64_ELEMENTS)
            .attr("comparison_direction", AttrConstraint.ANY)
            .optionalAttr("compare_type", AttrConstraint.ANY)
            .build());
    all.add(
        op("slice")
            .operand("operand", BUFFER)
            .operand("output", BUFFER)
            .attr("start_indices", I64_ELEMENTS)
            .attr("limit_indices", I64_ELEMENTS)
            .attr("strides", I64_ELEMENTS)
            .build());
    all.add(op("dynamic_slice").operand("operand", BUFFER).variadicOperand("start_indices", BUFFER).operand("output", BUFFER).attr("slice_sizes", I64_ELEMENTS).build());
    all.add(op("dynamic-update-slice").operand("operand", BUFFER).operand("update", BUFFER).variadicOperand("start_indices", BUFFER).operand("output", BUFFER).build());
    all.add(withBatchNorm(op("batch_norm_grad"), "operand", "scale", "mean", "variance", "grad_output", "grad_operand", "grad_scale", "grad_offset"));
    all.add(withBatchNorm(op("batch_norm_inference"), "operand", "scale", "offset", "mean", "variance", "output"));
    all.add(withBatchNorm(op("batch_norm_training"), "operand", "scale", "offset", "output", "batch_mean", "batch_var"));
    all.add(op("broadcast").operand("operand", BUFFER).operand("output", BUFFER).attr("broadcast_sizes", I64_ELEMENTS).build());
    all.add(op("broadcast_in_dim").operand("operand", BUFFER).operand("output", BUFFER).attr("broadcast_dimensions", I64_ELEMENTS).build());
    all.add(op("clamp").operand("min", BUFFER).operand("operand", BUFFER).operand("max", BUFFER).operand("output", BUFFER).build());
    all.add(op("concatenate").variadicOperand("val", BUFFER).operand("output", BUFFER).attr("dimension", HloAttrs.I64).build());
    all.add(
        convolution(op("convolution").operand("lhs", BUFFER).operand("rhs", BUFFER).operand("output", BUFFER))
            .customDirective("ConvolutionDimensions", HloDirectives.convolutionDimensions("mhlo"))
            .customDirective("WindowAttributes", HloDirectives.WINDOW_ATTRIBUTES)
            .format(
                "`(`operands`)` `dim_numbers` `=` custom<ConvolutionDimensions>($dimension_numbers) `,` `window` `=` `{` custom<WindowAttributes>($window_strides, $padding, $lhs_dilation, $rhs_dilation, $window_reversal) `}` attr-dict `:` functional-type(operands, results)")
            .build());
    all.add(dot(op("dot")));
    all.add(op("gather").operand("operand", BUFFER).operand("start_indices", BUFFER).attr("dimension_numbers", AttrConstraint.ANY).attr("slice_sizes", I64_ELEMENTS).operand("output", BUFFER).build());
    all.add(
        op("scatter")
            .operand("operand", BUFFER)
            .operand("scatter_indices", BUFFER)
            .operand("updates", BUFFER)
            .operand("output", BUFFER)
            .attr("scatter_dimension_numbers", AttrConstraint.ANY)
            .optionalAttr("indices_are_sorted", HloAttrs.BOOL)
            .optionalAttr("unique_indices", HloAttrs.BOOL)
            .sizedRegion("update_computation", 1)
            .build());
    all.add(op("select").operand("pred", BUFFER).operand("on_true", BUFFER).operand("on_false", BUFFER).operand("output", BUFFER).traits(Trait.ELEMENTWISE).build());
    all.add(
        op("select_and_scatter")
            .operand("operand", BUFFER)
            .operand("source", BUFFER)
            .operand("init_value", BUFFER)
            .operand("out", BUFFER)
            .optionalAttr("window_dimensions", I64_ELEMENTS)
            .optionalAttr("window_strides", I64_ELEMENTS)
            .optionalAttr("padding", I64_ELEMENTS)
            .sizedRegion("select", 1)
            .sizedRegion("scatter", 1)
            .build());
    all.add(op("reverse").operand("operand", BUFFER).attr("dimensions", I64_ELEMENTS).operand("output", BUFFER).build());
    all.add(
        op("pad")
            .operand("operand", BUFFER)
            .operand("padding_value", BUFFER)
            .attr("edge_padding_low", I64_ELEMENTS)
            .attr("edge_padding_high", I64_ELEMENTS)
            .attr("interior_padding", I64_ELEMENTS)
            .operand("output", BUFFER)
            .build());
    all.add(op("transpose").operand("operand", BUFFER).attr("permutation", I64_ELEMENTS).operand("output", BUFFER).build());
    all.add(
        op("reduce_precision")
            .operand("operand", BUFFER)
            .operand("output", BUFFER)
            .attr("exponent_bits", HloAttrs.I32)
            .attr("mantissa_bits", HloAttrs.I32)
            .traits(Trait.SAME_TYPE_OPERANDS)
            .build());
    all.add(collective(op("all_gather")).attr("all_gather_dimension", HloAttrs.I64).build());
    all.add(collective(op("all_reduce")).sizedRegion("computation", 1).build());
    all.add(collective(op("reduce_scatter")).attr("scatter_dimension", HloAttrs.I64).sizedRegion("computation", 1).build());
    all.add(collective(op("all_to_all")).optionalAttr("split_dimension", HloAttrs.I64).build());
    all.add(
        op("collective_permute")
            .operand("operand", BUFFER)
            .operand("output", BUFFER)
            .attr("source_target_pairs", I64_ELEMENTS)
            .optionalAttr("channel_id", AttrConstraint.ANY)
            .traits(Trait.SAME_TYPE_OPERANDS)
            .build());
    all.add(op("fft").operand("operand", BUFFER).operand("output", BUFFER).attr("fft_type", AttrConstraint.ANY).attr("fft_length", I64_ELEMENTS).build());
    all.add(op("cholesky").operand("a", BUFFER).operand("output", BUFFER).optionalAttr("lower", HloAttrs.BOOL).traits(Trait.SAME_OPERANDS_ELEMENT_TYPE).build());
    all.add(op("infeed").variadicOperand("outputs", BUFFER).optionalAttr("config", HloAttrs.STRING).build());
    all.add(op("outfeed").variadicOperand("inputs", BUFFER).optionalAttr("config", HloAttrs.STRING).build());
    all.add(op("replica_id").operand("output", BUFFER).build());
    all.add(op("partition_id").operand("output", BUFFER).build());
    OpSpec.Builder solve = op("triangular_solve").operand("a", BUFFER).operand("b", BUFFER).operand("output", BUFFER);
    for (String a : List.of("left_side", "lower", "unit_diagonal")) {
      solve.attr(a, HloAttrs.BOOL);
    }
    for (String a : List.of("transpose_a", "layout_a", "layout_b", "layout_output")) {
      solve.attr(a, AttrConstraint.ANY);
    }
    all.add(solve.traits(Trait.SAME_OPERANDS_ELEMENT_TYPE).build());
    all.add(op("map").variadicOperand("inputs", BUFFER).operand("output", BUFFER).attr("dimensions", I64_ELEMENTS).sizedRegion("computation", 1).build());
    all.add(op("rng_get_and_update_state").operand("state", BUFFER).attr("delta", HloAttrs.I64).build());
    all.add(grouped(op("sort"), 2).optionalAttr("dimension", HloAttrs.I64).optionalAttr("is_stable", HloAttrs.BOOL).sizedRegion("comparator", 1).build());
    all.add(op("fusion").sizedRegion("region", 1).build());
    all.add(op("terminator").variadicOperand("operands", TypeConstraint.ANY).traits(Trait.TERMINATOR, Trait.RETURN_LIKE).build());
    all.add(
        op("real_dynamic_slice")
            .operand("operand", BUFFER)
            .operand("start_indices", BUFFER)
            .operand("limit_indices", BUFFER)
            .operand("strides", BUFFER)
            .operand("output", BUFFER)
            .build());
    all.add(
        op("dynamic_broadcast_in_dim")
            .operand("operand", BUFFER)
            .operand("output_dimensions", BUFFER)
            .operand("output", BUFFER)
            .attr("broadcast_dimensions", I64_ELEMENTS)
            .build());
    all.add(dot(op("dot_general")));
    all.add(
        op("dynamic_gather")
            .operand("operand", BUFFER)
            .operand("start_indices", BUFFER)
            .operand("slice_sizes", BUFFER)
            .attr("dimension_numbers", AttrConstraint.ANY)
            .operand("output", BUFFER)
            .build());
    all.add(
        op("dynamic_pad")
            .operand("operand", BUFFER)
            .operand("padding_value", BUFFER)
            .operand("edge_padding_low", BUFFER)
            .operand("edge_padding_high", BUFFER)
            .operand("interior_padding", BUFFER)
            .operand("output", BUFFER)
            .build());
    all.add(op("dynamic_bitcast").operand("operand", BUFFER).operand("shape", BUFFER).operand("output", BUFFER).build());
    all.add(op("dynamic_iota").operand("shape", BUFFER).attr("iota_dimension", HloAttrs.I64).operand("output", BUFFER).build());
    all.add(convolution(op("dynamic_conv").operand("lhs", BUFFER).operand("rhs", BUFFER).operand("d_padding", BUFFER).operand("output", BUFFER)).build());
    all.add(op("dynamic_reshape").operand("operand", BUFFER).operand("shape", BUFFER).operand("output", BUFFER).build());
    return List.copyOf(all);
  }

  /**
   * {@code groups} same-sized operand groups (inputs, init values, outputs) held as one list, as
   * SameVariadicOperandSize keeps them without a segment attribute.
   */
  private static OpSpec.Builder grouped(OpSpec.Builder b, int groups) {
    return b.variadicOperand("operands", BUFFER)
        .predicate(
            "operands split into " + groups + " groups of the same size",
            op -> op.numOperands() % groups == 0);
  }

  private static OpSpec.Builder collective(OpSpec.Builder b) {
    return grouped(b, 2)
        .attr("replica_groups", I64_ELEMENTS)
        .optionalAttr("constrain_layout", HloAttrs.BOOL)
        .optionalAttr("channel_id", AttrConstraint.ANY)
        .optionalAttr("use_global_device_ids", HloAttrs.BOOL);
  }

  private static OpDef withBatchNorm(OpSpec.Builder b, String... operands) {
    for (String o : operands) {
      b.operand(o, BUFFER);
    }
    return b.attr("epsilon", AttrConstraint.FLOAT).attr("feature_index", HloAttrs.I64).build();
  }

  private static OpSpec.Builder convolution(OpSpec.Builder b) {
    return b.optionalAttr("window_strides", I64_ELEMENTS)
        .optionalAttr("padding", I64_ELEMENTS)
        .optionalAttr("lhs_dilation", I64_ELEMENTS)
        .optionalAttr("rhs_dilation", I64_ELEMENTS)
        .optionalAttr("window_reversal", AttrConstraint.ANY)
        .attr("dimension_numbers", AttrConstraint.ANY)
        .attr("feature_group_count", HloAttrs.I64_POSITIVE)
        .attr("batch_group_count", HloAttrs.I64_POSITIVE)
        .optionalAttr("precision_config", AttrConstraint.ANY);
  }

  private static OpDef dot(OpSpec.Builder b) {
    return b.operand("lhs", BUFFER)
        .operand("rhs", BUFFER)
        .attr("dot_dimension_numbers", AttrConstraint.ANY)
        .optionalAttr("precision_config", AttrConstraint.ANY)
        .operand("output", BUFFER)
        .build();
  }
}
