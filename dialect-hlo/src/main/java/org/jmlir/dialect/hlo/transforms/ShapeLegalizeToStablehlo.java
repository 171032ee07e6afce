package org.jmlir.dialect.hlo.transforms;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code --shape-legalize-to-stablehlo} (StableHLO's experimental ShapeLegalizeToStablehlo): shape
 * computations on {@code index} become StableHLO ops on {@code i32} tensors, bridged by
 * {@code builtin.unrealized_conversion_cast}: shape.shape_of (get_dimension_size, reshape,
 * concatenate), shape.const_shape, shape.num_elements (slices multiplied), shape.broadcast of two
 * extent tensors (padded with 1s, maximum), tensor.dim / tensor.extract with constant indices,
 * tensor.from_elements, arith.index_cast and arith.muli on indices, and the shape operands of
 * dynamic_broadcast_in_dim / dynamic_reshape. An op of the shape or tensor dialect (or an index
 * cast or multiplication) that no rule converts is "failed to legalize operation ... that was
 * explicitly marked illegal".
 */
public final class ShapeLegalizeToStablehlo extends Pass {
  public ShapeLegalizeToStablehlo(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "shape-legalize-to-stablehlo";
  }

  @Override
  public String summary() {
    return "Legalize shape-related ops to StableHLO.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<RewritePattern> patterns = List.of(
        CanonicalizeDynamism.pattern("shape.const_shape", ShapeLegalizeToStablehlo::constShape),
        CanonicalizeDynamism.pattern("arith.muli", ShapeLegalizeToStablehlo::muli),
        CanonicalizeDynamism.pattern("arith.index_cast", ShapeLegalizeToStablehlo::indexCast),
        CanonicalizeDynamism.pattern("shape.num_elements", ShapeLegalizeToStablehlo::numElements),
        CanonicalizeDynamism.pattern("shape.shape_of", ShapeLegalizeToStablehlo::shapeOf),
        CanonicalizeDynamism.pattern("shape.broadcast", ShapeLegalizeToStablehlo::broadcast),
        CanonicalizeDynamism.pattern("stablehlo.dynamic_broadcast_in_dim", ShapeLegalizeToStablehlo::castOperands),
        CanonicalizeDynamism.pattern("stablehlo.dynamic_reshape", ShapeLegalizeToStablehlo::castOperands),
        CanonicalizeDynamism.pattern("tensor.dim", ShapeLegalizeToStablehlo::dim),
        CanonicalizeDynamism.pattern("tensor.extract", ShapeLegalizeToStablehlo::extract),
        CanonicalizeDynamism.pattern("tensor.from_elements", ShapeLegalizeToStablehlo::fromElements));
    GreedyRewriteConfig config = new GreedyRewriteConfig(true, GreedyRewriteConfig.DEFAULT.maxIterations(),
        GreedyRewriteConfig.DEFAULT.maxNumRewrites(), GreedyRewriteConfig.RegionSimplification.DISABLED, false, false);
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns), config);
    boolean failed = false;
    for (Operation op : root.collect(ShapeLegalizeToStablehlo::illegal)) {
      op.emitError("failed to legalize operation '" + op.name() + "' that was explicitly marked illegal").report();
      failed = true;
    }
    if (failed) {
      pc.signalFailure();
    }
  }

  private static final Set<String> ILLEGAL_OPS = Set.of("arith.index_cast", "arith.muli");

  private static boolean illegal(Operation op) {
    String n = op.name();
    if (n.startsWith("shape.") || (n.startsWith("tensor.") && !n.equals("tensor.cast")) || ILLEGAL_OPS.contains(n)) {
      return true;
    }
    return n.startsWith("stablehlo.") && op.operands().stream().anyMatch(ShapeLegalizeToStablehlo::indexLike);
  }

  // ---- casts -------------------------------------------------------------------------------------

  private static boolean indexLike(Value v) {
    return v.type() instanceof IndexType || (v.type() instanceof ShapedType s && s.elementType() instanceof IndexType);
  }

  private static boolean i32Tensor(Value v) {
    return v.type() instanceof ShapedType s && s.elementType() instanceof IntegerType it && it.width() == 32 && it.isSignless();
  }

  private static Value cast(PatternRewriter r, Location loc, Type to, Value v) {
    OperationState s = new OperationState(r.context(), "builtin.unrealized_conversion_cast", loc);
    s.addOperands(List.of(v));
    s.addTypes(List.of(to));
    return r.create(s).result(0);
  }

  private static RankedTensorType i32(MLIRContext ctx, long... shape) {
    return RankedTensorType.get(ctx, shape, IntegerType.get(ctx, 32));
  }

  /** index or a static tensor of index as i32; null when it cannot be. */
  private static Value toI32(PatternRewriter r, Location loc, Value v) {
    MLIRContext ctx = r.context();
    Type to = null;
    if (v.type() instanceof IndexType) {
      to = i32(ctx);
    }
    if (v.type() instanceof ShapedType t) {
      if (!t.hasStaticShape()) {
        return null;
      }
      if (i32Tensor(v)) {
        return v;
      }
      if (t.elementType() instanceof IndexType) {
        to = i32(ctx, t.shape());
      }
    }
    return to == null ? null : cast(r, loc, to, v);
  }

  /** An i32 tensor as index (rank 0) or a tensor of index; null when it cannot be. */
  private static Value toIndex(PatternRewriter r, Location loc, Value v) {
    MLIRContext ctx = r.context();
    if (v.type() instanceof IndexType) {
      return v;
    }
    if (!(v.type() instanceof ShapedType t) || !t.hasStaticShape()) {
      return null;
    }
    if (t.elementType() instanceof IndexType) {
      return v;
    }
    if (!i32Tensor(v)) {
      return null;
    }
    Type to = t.rank() == 0 ? IndexType.get(ctx) : RankedTensorType.get(ctx, t.shape(), IndexType.get(ctx));
    return cast(r, loc, to, v);
  }

  private static Long constantIndex(Value v) {
    Operation def = v.definingOp();
    if (def != null && def.name().equals("arith.constant") && v.type() instanceof IndexType
        && def.attr("value") instanceof IntegerAttr i) {
      return i.value().longValue();
    }
    return null;
  }

  private static Value op(PatternRewriter r, Location loc, String name, Type result, List<Value> operands, Object... attrs) {
    return new HloMath(r, loc).named(name, result, operands, attrs);
  }

  private static Value constantI32(PatternRewriter r, Location loc, RankedTensorType type, long... values) {
    BigInteger[] v = new BigInteger[values.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = BigInteger.valueOf((int) values[i]).and(BigInteger.valueOf(0xffffffffL));
    }
    DenseIntOrFPElementsAttr attr = values.length == 1 && type.rank() > 0
        ? ConstFold.splat(r.context(), type, v[0]) : ConstFold.dense(r.context(), type, v);
    return op(r, loc, "stablehlo.constant", type, List.of(), "value", attr);
  }

  private static Value reshape(PatternRewriter r, Location loc, Value v, long... shape) {
    return op(r, loc, "stablehlo.reshape", i32(r.context(), shape), List.of(v));
  }

  private static Value concatenate(PatternRewriter r, Location loc, List<Value> parts) {
    long n = 0;
    for (Value p : parts) {
      n += ((RankedTensorType) p.type()).shape()[0];
    }
    return op(r, loc, "stablehlo.concatenate", i32(r.context(), n), parts,
        "dimension", IntegerAttr.get(r.context(), IntegerType.get(r.context(), 64), 0));
  }

  private static Value dimensionSize(PatternRewriter r, Location loc, Value v, long dim) {
    return op(r, loc, "stablehlo.get_dimension_size", i32(r.context()), List.of(v),
        "dimension", IntegerAttr.get(r.context(), IntegerType.get(r.context(), 64), dim));
  }

  private static Value slice(PatternRewriter r, Location loc, Value v, long[] start, long[] limit, long[] resultShape) {
    long[] strides = new long[start.length];
    java.util.Arrays.fill(strides, 1);
    MLIRContext ctx = r.context();
    return op(r, loc, "stablehlo.slice", i32(ctx, resultShape), List.of(v), "start_indices", HloAttrs.i64Array(ctx, start),
        "limit_indices", HloAttrs.i64Array(ctx, limit), "strides", HloAttrs.i64Array(ctx, strides));
  }

  private static boolean replace(Operation op, PatternRewriter r, Value v) {
    if (v == null || !v.type().equals(op.result(0).type())) {
      return false;
    }
    r.replaceOp(op, List.of(v));
    return true;
  }

  // ---- patterns ----------------------------------------------------------------------------------

  private static boolean constShape(Operation op, PatternRewriter r) {
    if (!(op.result(0).type() instanceof RankedTensorType t) || !(op.attr("shape") instanceof DenseIntOrFPElementsAttr d)) {
      return false;
    }
    long[] extents = new long[(int) d.numElements()];
    for (int i = 0; i < extents.length; i++) {
      extents[i] = ConstFold.element(d, i).longValue();
    }
    r.setInsertionPoint(op);
    Value c = constantI32(r, op.location(), i32(r.context(), t.shape()[0]), extents);
    return replace(op, r, toIndex(r, op.location(), c));
  }

  private static Value constantOrI32(PatternRewriter r, Location loc, Value v) {
    Long c = constantIndex(v);
    return c != null ? constantI32(r, loc, i32(r.context()), c) : toI32(r, loc, v);
  }

  private static boolean muli(Operation op, PatternRewriter r) {
    if (!indexLike(op.operand(0)) || !indexLike(op.operand(1)) || !indexLike(op.result(0))) {
      return false;
    }
    r.setInsertionPoint(op);
    Value lhs = constantOrI32(r, op.location(), op.operand(0));
    Value rhs = constantOrI32(r, op.location(), op.operand(1));
    if (lhs == null || rhs == null) {
      return false;
    }
    Value product = op(r, op.location(), "stablehlo.multiply", lhs.type(), List.of(lhs, rhs));
    return replace(op, r, toIndex(r, op.location(), product));
  }

  private static boolean indexCast(Operation op, PatternRewriter r) {
    Value in = op.operand(0);
    Value out = op.result(0);
    r.setInsertionPoint(op);
    if (indexLike(in) && !(in.type() instanceof ShapedType)) {
      Value v = toI32(r, op.location(), in);
      if (!(out.type() instanceof IntegerType it && it.width() == 32)) {
        v = op(r, op.location(), "stablehlo.convert", RankedTensorType.get(r.context(), new long[0], out.type()), List.of(v));
      }
      r.replaceOp(op, List.of(cast(r, op.location(), out.type(), v)));
      return true;
    }
    if (!(in.type() instanceof ShapedType) && indexLike(out)) {
      Value v = cast(r, op.location(), RankedTensorType.get(r.context(), new long[0], in.type()), in);
      r.replaceOp(op, List.of(cast(r, op.location(), out.type(), v)));
      return true;
    }
    Value v = in;
    if (indexLike(v)) {
      v = toI32(r, op.location(), v);
    } else if (!i32Tensor(v)) {
      return false;
    }
    if (indexLike(out)) {
      v = toIndex(r, op.location(), v);
    } else if (!i32Tensor(out)) {
      return false;
    }
    return replace(op, r, v);
  }

  private static boolean numElements(Operation op, PatternRewriter r) {
    r.setInsertionPoint(op);
    Value shape = toI32(r, op.location(), op.operand(0));
    if (shape == null || !(op.result(0).type() instanceof IndexType)) {
      return false;
    }
    long rank = ((RankedTensorType) shape.type()).shape()[0];
    Value product = constantI32(r, op.location(), i32(r.context()), 1);
    for (long i = 0; i < rank; i++) {
      Value one = slice(r, op.location(), shape, new long[] {i}, new long[] {i + 1}, new long[] {1});
      Value size = reshape(r, op.location(), one);
      product = op(r, op.location(), "stablehlo.multiply", product.type(), List.of(product, size));
    }
    return replace(op, r, toIndex(r, op.location(), product));
  }

  private static boolean shapeOf(Operation op, PatternRewriter r) {
    if (!(op.operand(0).type() instanceof RankedTensorType t) || !(op.result(0).type() instanceof RankedTensorType)) {
      return false;
    }
    r.setInsertionPoint(op);
    Value shape;
    if (t.rank() > 0) {
      List<Value> sizes = new ArrayList<>();
      for (int i = 0; i < t.rank(); i++) {
        sizes.add(reshape(r, op.location(), dimensionSize(r, op.location(), op.operand(0), i), 1));
      }
      shape = concatenate(r, op.location(), sizes);
    } else {
      shape = op(r, op.location(), "stablehlo.constant", i32(r.context(), 0), List.of(),
          "value", ConstFold.dense(r.context(), i32(r.context(), 0), new BigInteger[0]));
    }
    return replace(op, r, toIndex(r, op.location(), shape));
  }

  private static Value padFromLeft(PatternRewriter r, Location loc, Value v, long pad) {
    Value ones = constantI32(r, loc, i32(r.context(), pad), 1);
    return concatenate(r, loc, List.of(ones, v));
  }

  private static boolean broadcast(Operation op, PatternRewriter r) {
    if (op.numOperands() != 2) {
      return false;
    }
    r.setInsertionPoint(op);
    Value a = toI32(r, op.location(), op.operand(0));
    Value b = toI32(r, op.location(), op.operand(1));
    if (a == null || b == null || !(a.type() instanceof RankedTensorType ta) || !(b.type() instanceof RankedTensorType tb)) {
      return false;
    }
    if (ta.shape()[0] < tb.shape()[0]) {
      a = padFromLeft(r, op.location(), a, tb.shape()[0] - ta.shape()[0]);
    } else if (ta.shape()[0] > tb.shape()[0]) {
      b = padFromLeft(r, op.location(), b, ta.shape()[0] - tb.shape()[0]);
    }
    Value max = op(r, op.location(), "stablehlo.maximum", a.type(), List.of(a, b));
    return replace(op, r, toIndex(r, op.location(), max));
  }

  private static boolean castOperands(Operation op, PatternRewriter r) {
    if (op.operands().stream().noneMatch(ShapeLegalizeToStablehlo::indexLike)) {
      return false;
    }
    r.setInsertionPoint(op);
    List<Value> operands = new ArrayList<>();
    for (Value v : op.operands()) {
      Value c = indexLike(v) ? toI32(r, op.location(), v) : v;
      if (c == null) {
        return false;
      }
      operands.add(c);
    }
    OperationState s = new OperationState(op.context(), op.name(), op.location());
    s.addOperands(operands);
    s.addTypes(op.resultTypes());
    if (op.properties() instanceof org.jmlir.ir.attr.DictionaryAttr props) {
      for (NamedAttribute a : props.entries()) {
        s.addAttribute(a.name(), a.value());
      }
    }
    for (NamedAttribute a : op.attributes().entries()) {
      s.addAttribute(a.name(), a.value());
    }
    r.replaceOpWithNewOp(op, s);
    return true;
  }

  private static boolean dim(Operation op, PatternRewriter r) {
    Long index = constantIndex(op.operand(1));
    if (index == null) {
      return false;
    }
    r.setInsertionPoint(op);
    Value size = dimensionSize(r, op.location(), op.operand(0), index);
    return replace(op, r, toIndex(r, op.location(), size));
  }

  private static boolean extract(Operation op, PatternRewriter r) {
    if (!(op.operand(0).type() instanceof RankedTensorType t)) {
      return false;
    }
    long[] start = new long[op.numOperands() - 1];
    for (int i = 1; i < op.numOperands(); i++) {
      Long c = constantIndex(op.operand(i));
      if (c == null || t.shape()[i - 1] == ShapedType.DYNAMIC || c >= t.shape()[i - 1]) {
        return false;
      }
      start[i - 1] = c;
    }
    r.setInsertionPoint(op);
    Value input = toI32(r, op.location(), op.operand(0));
    if (input == null) {
      return false;
    }
    long[] limit = new long[start.length];
    long[] ones = new long[start.length];
    for (int i = 0; i < start.length; i++) {
      limit[i] = start[i] + 1;
      ones[i] = 1;
    }
    Value one = slice(r, op.location(), input, start, limit, ones);
    Value scalar = reshape(r, op.location(), one);
    Value result = op.result(0).type() instanceof IndexType
        ? toIndex(r, op.location(), scalar)
        : cast(r, op.location(), op.result(0).type(), scalar);
    return replace(op, r, result);
  }

  private static boolean fromElements(Operation op, PatternRewriter r) {
    if (!(op.result(0).type() instanceof RankedTensorType t)) {
      return false;
    }
    r.setInsertionPoint(op);
    if (t.rank() == 0) {
      r.replaceOp(op, List.of(cast(r, op.location(), t, op.operand(0))));
      return true;
    }
    if (t.rank() != 1 || !indexLike(op.result(0))) {
      return false;
    }
    List<Value> parts = new ArrayList<>();
    for (Value e : op.operands()) {
      Long c = constantIndex(e);
      if (c != null) {
        parts.add(constantI32(r, op.location(), i32(r.context(), 1), c));
      } else {
        Value v = toI32(r, op.location(), e);
        if (v == null) {
          return false;
        }
        parts.add(reshape(r, op.location(), v, 1));
      }
    }
    Value tensor = concatenate(r, op.location(), parts);
    return replace(op, r, toIndex(r, op.location(), tensor));
  }
}
