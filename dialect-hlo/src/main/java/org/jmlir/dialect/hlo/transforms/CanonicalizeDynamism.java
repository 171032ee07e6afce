package org.jmlir.dialect.hlo.transforms;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code --stablehlo-canonicalize-dynamism} (StableHLO's StablehloCanonicalizeDynamism): dynamic ops
 * whose shape operands are constants become their static forms (dynamic_broadcast_in_dim,
 * dynamic_conv, dynamic_gather, dynamic_iota, dynamic_pad, dynamic_reshape, real_dynamic_slice to
 * slice or dynamic_slice), and custom calls drop the shape operands named by
 * {@code indices_of_shape_operands} once they are constants matching static results.
 */
public final class CanonicalizeDynamism extends Pass {
  public CanonicalizeDynamism(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "stablehlo-canonicalize-dynamism";
  }

  @Override
  public String summary() {
    return "Canonicalizes StableHLO operations with dynamic shapes to their static counterparts";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    Errors failed = new Errors();
    List<RewritePattern> patterns = List.of(
        pattern("stablehlo.custom_call", (op, r) -> customCall(op, r, failed)),
        pattern("stablehlo.dynamic_broadcast_in_dim", CanonicalizeDynamism::broadcast),
        pattern("stablehlo.dynamic_conv", CanonicalizeDynamism::conv),
        pattern("stablehlo.dynamic_gather", CanonicalizeDynamism::gather),
        pattern("stablehlo.dynamic_iota", CanonicalizeDynamism::iota),
        pattern("stablehlo.dynamic_pad", CanonicalizeDynamism::pad),
        pattern("stablehlo.dynamic_reshape", CanonicalizeDynamism::reshape),
        pattern("stablehlo.real_dynamic_slice", CanonicalizeDynamism::realDynamicSlice));
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns), GreedyRewriteConfig.DEFAULT);
    if (failed.any) {
      pc.signalFailure();
    }
  }

  @FunctionalInterface
  interface Body {
    boolean apply(Operation op, PatternRewriter rewriter);
  }

  /** A pattern rooted at ops named {@code root} whose match-and-rewrite is {@code body}. */
  static RewritePattern pattern(String root, Body body) {
    return new RewritePattern(root, 1) {
      @Override
      public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
        return body.apply(op, rewriter);
      }
    };
  }

  /** The integer values of a constant 1-D shape operand, or null when it is not a constant. */
  static long[] constantInts(Value v) {
    if (!(OperationFolder.constantValue(v) instanceof DenseIntOrFPElementsAttr d)
        || !(d.type().elementType() instanceof IntegerType)) {
      return null;
    }
    long[] out = new long[(int) d.numElements()];
    for (int i = 0; i < out.length; i++) {
      out[i] = ConstFold.element(d, d.isSplat() ? 0 : i).longValue();
    }
    return out;
  }

  private static boolean isStatic(Type t) {
    return t instanceof RankedTensorType r && r.hasStaticShape();
  }

  /** Replaces {@code op} by a new op {@code name} keeping its results' types and discardable attributes. */
  private static void replace(PatternRewriter r, Operation op, String name, List<Value> operands, List<NamedAttribute> inherent) {
    OperationState s = new OperationState(op.context(), name, op.location());
    s.addOperands(operands);
    s.addTypes(op.resultTypes());
    for (NamedAttribute a : inherent) {
      s.addAttribute(a.name(), a.value());
    }
    for (NamedAttribute a : op.attributes().entries()) {
      s.addAttribute(a.name(), a.value());
    }
    r.replaceOpWithNewOp(op, s);
  }

  private static List<NamedAttribute> inherent(Operation op, String... names) {
    List<NamedAttribute> out = new ArrayList<>();
    for (String n : names) {
      Attribute a = op.inherentAttr(n);
      if (a != null) {
        out.add(new NamedAttribute(n, a));
      }
    }
    return out;
  }

  private static boolean broadcast(Operation op, PatternRewriter r) {
    if (!isStatic(op.operand(0).type()) || constantInts(op.operand(1)) == null || !isStatic(op.result(0).type())) {
      return false;
    }
    replace(r, op, "stablehlo.broadcast_in_dim", List.of(op.operand(0)), inherent(op, "broadcast_dimensions"));
    return true;
  }

  private static boolean conv(Operation op, PatternRewriter r) {
    long[] padding = constantInts(op.operand(2));
    if (padding == null) {
      return false;
    }
    MLIRContext ctx = op.context();
    RankedTensorType padType = RankedTensorType.get(ctx, new long[] {padding.length / 2, 2}, IntegerType.get(ctx, 64));
    BigInteger[] values = new BigInteger[padding.length];
    for (int i = 0; i < values.length; i++) {
      values[i] = BigInteger.valueOf(padding[i]);
    }
    List<NamedAttribute> attrs = inherent(op, "window_strides");
    attrs.add(new NamedAttribute("padding", ConstFold.dense(ctx, padType, values)));
    attrs.addAll(inherent(op, "lhs_dilation", "rhs_dilation", "window_reversal", "dimension_numbers",
        "feature_group_count", "batch_group_count", "precision_config"));
    replace(r, op, "stablehlo.convolution", List.of(op.operand(0), op.operand(1)), attrs);
    return true;
  }

  private static boolean gather(Operation op, PatternRewriter r) {
    long[] sizes = constantInts(op.operand(2));
    if (sizes == null) {
      return false;
    }
    List<NamedAttribute> attrs = inherent(op, "dimension_numbers");
    attrs.add(new NamedAttribute("slice_sizes", HloAttrs.i64Array(op.context(), sizes)));
    attrs.addAll(inherent(op, "indices_are_sorted"));
    replace(r, op, "stablehlo.gather", List.of(op.operand(0), op.operand(1)), attrs);
    return true;
  }

  private static boolean iota(Operation op, PatternRewriter r) {
    if (constantInts(op.operand(0)) == null || !isStatic(op.result(0).type())) {
      return false;
    }
    replace(r, op, "stablehlo.iota", List.of(), inherent(op, "iota_dimension"));
    return true;
  }

  private static boolean pad(Operation op, PatternRewriter r) {
    long[] low = constantInts(op.operand(2));
    long[] high = constantInts(op.operand(3));
    long[] interior = constantInts(op.operand(4));
    if (low == null || high == null || interior == null) {
      return false;
    }
    MLIRContext ctx = op.context();
    replace(r, op, "stablehlo.pad", List.of(op.operand(0), op.operand(1)), List.of(
        new NamedAttribute("edge_padding_low", HloAttrs.i64Array(ctx, low)),
        new NamedAttribute("edge_padding_high", HloAttrs.i64Array(ctx, high)),
        new NamedAttribute("interior_padding", HloAttrs.i64Array(ctx, interior))));
    return true;
  }

  private static boolean reshape(Operation op, PatternRewriter r) {
    if (constantInts(op.operand(1)) == null || !isStatic(op.result(0).type())) {
      return false;
    }
    replace(r, op, "stablehlo.reshape", List.of(op.operand(0)), List.of());
    return true;
  }

  /**
   * real_dynamic_slice with constant starts, limits and strides is a slice; with unit strides and
   * limits computed as {@code start + constant} it is a dynamic_slice of those constant sizes.
   */
  private static boolean realDynamicSlice(Operation op, PatternRewriter r) {
    MLIRContext ctx = op.context();
    long[] start = constantInts(op.operand(1));
    long[] limit = constantInts(op.operand(2));
    long[] strides = constantInts(op.operand(3));
    if (start != null && limit != null && strides != null) {
      replace(r, op, "stablehlo.slice", List.of(op.operand(0)), List.of(
          new NamedAttribute("start_indices", HloAttrs.i64Array(ctx, start)),
          new NamedAttribute("limit_indices", HloAttrs.i64Array(ctx, limit)),
          new NamedAttribute("strides", HloAttrs.i64Array(ctx, strides))));
      return true;
    }
    if (strides == null || !allOnes(strides)) {
      return false;
    }
    Operation add = op.operand(2).definingOp();
    if (add == null || !add.name().equals("stablehlo.add") || add.operand(0) != op.operand(1)) {
      return false;
    }
    long[] sizes = constantInts(add.operand(1));
    if (sizes == null || !(op.operand(1).type() instanceof RankedTensorType startType)) {
      return false;
    }
    List<Value> operands = new ArrayList<>();
    operands.add(op.operand(0));
    Type element = startType.elementType();
    r.setInsertionPoint(op);
    for (int i = 0; i < sizes.length; i++) {
      OperationState s = new OperationState(ctx, "stablehlo.slice", op.location());
      s.addOperand(op.operand(1));
      s.addType(RankedTensorType.get(ctx, new long[] {1}, element));
      s.addAttribute("start_indices", HloAttrs.i64Array(ctx, new long[] {i}));
      s.addAttribute("limit_indices", HloAttrs.i64Array(ctx, new long[] {i + 1}));
      s.addAttribute("strides", HloAttrs.i64Array(ctx, new long[] {1}));
      Operation slice = r.create(s);
      OperationState reshape = new OperationState(ctx, "stablehlo.reshape", op.location());
      reshape.addOperand(slice.result(0));
      reshape.addType(RankedTensorType.get(ctx, new long[0], element));
      operands.add(r.create(reshape).result(0));
    }
    replace(r, op, "stablehlo.dynamic_slice", operands, List.of(new NamedAttribute("slice_sizes", HloAttrs.i64Array(ctx, sizes))));
    return true;
  }

  private static boolean allOnes(long[] v) {
    for (long x : v) {
      if (x != 1) {
        return false;
      }
    }
    return true;
  }

  /** custom_call with indices_of_shape_operands: checked, and dropped when the shapes are constants. */
  private static boolean customCall(Operation op, PatternRewriter r, Errors failed) {
    Attribute attr = op.attr("indices_of_shape_operands");
    if (attr == null) {
      return false;
    }
    if (!(attr instanceof DenseIntOrFPElementsAttr d) || d.type().rank() != 1) {
      return error(op, "indices_of_shape_operands: must have rank = 1", failed);
    }
    if (!(d.type().elementType() instanceof IntegerType it && it.width() == 64)) {
      return error(op, "indices_of_shape_operands: must have i64 element type", failed);
    }
    if (d.numElements() != op.numResults()) {
      return error(op, "indices_of_shape_operands: number of elements (" + d.numElements()
          + ") must be equal to the number of operation results (" + op.numResults() + ")", failed);
    }
    List<Integer> indices = new ArrayList<>();
    for (int i = 0; i < d.numElements(); i++) {
      long index = ConstFold.element(d, d.isSplat() ? 0 : i).longValue();
      if (index < 0 || index >= op.numOperands()) {
        return error(op, "indices_of_shape_operands: index #" + i + " (" + index
            + ") must be within bounds for operation operands (from 0 to " + op.numOperands() + ")", failed);
      }
      indices.add((int) index);
    }
    for (int i = 0; i < indices.size(); i++) {
      long[] shape = constantInts(op.operand(indices.get(i)));
      if (shape == null || !isStatic(op.result(i).type())) {
        return false;
      }
      long[] result = ((ShapedType) op.result(i).type()).shape();
      if (!ShapedType.compatibleDims(shape, result)) {
        return error(op, "refinement #" + i + " (" + java.util.Arrays.toString(shape) + ") must be compatible with operation result #"
            + i + " ('" + org.jmlir.ir.ods.Texts.type(op.result(i).type()) + "')", failed);
      }
    }
    List<Value> operands = new ArrayList<>();
    List<Attribute> layouts = new ArrayList<>();
    ArrayAttr operandLayouts = op.attr("operand_layouts") instanceof ArrayAttr a ? a : null;
    for (int i = 0; i < op.numOperands(); i++) {
      if (!indices.contains(i)) {
        operands.add(op.operand(i));
        if (operandLayouts != null && i < operandLayouts.elements().size()) {
          layouts.add(operandLayouts.elements().get(i));
        }
      }
    }
    OperationState s = new OperationState(op.context(), op.name(), op.location());
    s.addOperands(operands);
    s.addTypes(op.resultTypes());
    List<NamedAttribute> props = new ArrayList<>();
    if (op.properties() instanceof DictionaryAttr dict) {
      props.addAll(dict.entries());
    }
    for (NamedAttribute a : op.attributes().entries()) {
      props.add(a);
    }
    for (NamedAttribute a : props) {
      if (a.name().equals("indices_of_shape_operands")) {
        continue;
      }
      s.addAttribute(a.name(), a.name().equals("operand_layouts") ? ArrayAttr.get(op.context(), layouts) : a.value());
    }
    r.replaceOpWithNewOp(op, s);
    return true;
  }

  /** The ops reported once each (the greedy driver may visit an op again in a later sweep). */
  private static final class Errors {
    final java.util.Set<Operation> reported = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    boolean any;
  }

  private static boolean error(Operation op, String message, Errors failed) {
    if (failed.reported.add(op)) {
      op.emitError(message).report();
    }
    failed.any = true;
    return false;
  }
}
