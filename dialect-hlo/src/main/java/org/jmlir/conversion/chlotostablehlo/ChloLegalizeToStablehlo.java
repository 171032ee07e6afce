package org.jmlir.conversion.chlotostablehlo;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.chlo.BroadcastBinaryOp;
import org.jmlir.dialect.chlo.ChloEnumAttr;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.dialect.hlo.HloEnum;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.dialect.shape.ShapeOps;
import org.jmlir.dialect.shape.ShapeType;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.FloatFormats;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code --chlo-legalize-to-stablehlo} (StableHLO's ChloLegalizeToStablehlo): broadcasting binary
 * ops become explicit broadcasts and the StableHLO op (static shapes: {@code broadcast_in_dim};
 * ranked dynamic shapes: {@code shape.shape_of}, {@code shape.cstr_broadcastable}, a
 * {@code shape.assuming} region, {@code shape.broadcast} and {@code dynamic_broadcast_in_dim}),
 * {@code constant_like} a constant (broadcast to the operand's run-time shape when dynamic),
 * {@code broadcast_select} a select of broadcast operands, and the simple decompositions
 * (is_inf family, conj, atan, constant), top_k, scan (a while loop), ragged_dot without contracting groups, and the
 * math functions of {@link ChloMath}. Not lowered yet (reported as ops that failed to legalize):
 * complex bessel_i1e.
 */
public final class ChloLegalizeToStablehlo extends Pass {
  public ChloLegalizeToStablehlo(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "chlo-legalize-to-stablehlo";
  }

  @Override
  public String summary() {
    return "Legalizes from CHLO ops flow to StableHLO and Shape ops";
  }

  /** The dependent dialects (shape, stablehlo) load with the pipeline, so later passes see their patterns. */
  @Override
  public void initialize(MLIRContext context) {
    context.getOrLoadDialect("shape");
    context.getOrLoadDialect("stablehlo");
  }

  @Override
  public void run(Operation root, PassContext pc) {
    boolean ok = true;
    // Ops created by a lowering (chlo ops in a decomposition) are lowered in later rounds.
    for (int round = 0; round < 8; round++) {
      List<Operation> ops = root.collect(op -> op.name().startsWith("chlo."));
      if (ops.isEmpty()) {
        break;
      }
      boolean progress = false;
      for (Operation op : ops) {
        if (op.block() == null) {
          continue;
        }
        if (lower(op)) {
          op.erase();
          progress = true;
        } else {
          ok = false;
          op.emitError("failed to legalize operation '" + op.name() + "' that was explicitly marked illegal").report();
        }
      }
      if (!ok || !progress) {
        break;
      }
    }
    if (!ok) {
      pc.signalFailure();
    }
  }

  /**
   * Lowers one CHLO op (replacing and erasing it) when a lowering exists; false, and the op left
   * as it is, otherwise. For legalizations that lower the CHLO ops they create and keep the others.
   */
  public static boolean legalizeOp(Operation op) {
    if (!lower(op)) {
      return false;
    }
    op.erase();
    return true;
  }

  /** Replaces {@code op}'s uses by its lowering; false when there is none for it. */
  private static boolean lower(Operation op) {
    String name = op.name().substring("chlo.".length());
    if (name.equals("top_k") || name.equals("scan")) {
      List<Value> results = name.equals("scan") ? ScanLowering.lower(op) : TopKLowering.lower(op);
      if (results == null) {
        return false;
      }
      op.replaceAllUsesWith(results);
      return true;
    }
    Value result = switch (name) {
      case "constant" -> new OpCreator(op).value(
          "stablehlo.constant", List.of(), op.result(0).type(), new NamedAttribute("value", op.attr("value")));
      case "constant_like" -> constantLike(op);
      case "broadcast_select" -> select(op);
      case "is_inf" -> isInf(op, true, true);
      case "is_pos_inf" -> isInf(op, true, false);
      case "is_neg_inf" -> isInf(op, false, true);
      case "conj" -> conj(op);
      case "atan" -> isComplex(op.operand(0)) ? ChloMath.lower(op) : atan(op);
      case "ragged_dot" -> RaggedDotLowering.lower(op);
      default -> name.startsWith("broadcast_") ? broadcastBinary(op, name.substring("broadcast_".length())) : ChloMath.lower(op);
    };
    if (result == null) {
      return false;
    }
    op.result(0).replaceAllUsesWith(result);
    return true;
  }

  // ---- broadcasting binary ops ----------------------------------------------------------------

  /** The non-broadcasting op a broadcasting one lowers to. */
  private static String target(String mnemonic) {
    return switch (mnemonic) {
      case "next_after", "polygamma", "zeta" -> "chlo." + mnemonic;
      default -> "stablehlo." + mnemonic;
    };
  }

  private static Value binary(OpCreator b, Operation op, String mnemonic, Type resultType, Value lhs, Value rhs) {
    List<NamedAttribute> attrs = new ArrayList<>();
    if (mnemonic.equals("compare")) {
      MLIRContext ctx = op.context();
      ChloEnumAttr dir = (ChloEnumAttr) op.attr("comparison_direction");
      attrs.add(new NamedAttribute(
          "comparison_direction", HloEnumAttr.get(ctx, "stablehlo", HloEnum.COMPARISON_DIRECTION, dir.caseName())));
      if (op.attr("compare_type") instanceof ChloEnumAttr type) {
        attrs.add(new NamedAttribute(
            "compare_type", HloEnumAttr.get(ctx, "stablehlo", HloEnum.COMPARISON_TYPE, type.caseName())));
      }
    }
    return b.create(target(mnemonic), List.of(lhs, rhs), List.of(resultType), attrs, 0).result(0);
  }

  private static Value broadcastBinary(Operation op, String mnemonic) {
    if (!(op instanceof BroadcastBinaryOp)) {
      return null;
    }
    Value lhs = op.operand(0);
    Value rhs = op.operand(1);
    if (!(lhs.type() instanceof RankedTensorType lt) || !(rhs.type() instanceof RankedTensorType rt)
        || !(op.result(0).type() instanceof RankedTensorType resultType)) {
      return null;
    }
    OpCreator b = new OpCreator(op);
    // Same static (or bounded) shapes: no broadcast at all.
    boolean staticOrBounded = NumpyBroadcast.isStaticOrBounded(lt) && NumpyBroadcast.isStaticOrBounded(rt);
    if (staticOrBounded && java.util.Arrays.equals(lt.shape(), rt.shape())
        && java.util.Objects.equals(lt.encoding(), rt.encoding())) {
      return binary(b, op, mnemonic, resultType, lhs, rhs);
    }
    long[] dims = ((BroadcastBinaryOp) op).broadcastDimensions();
    if (dims != null && !isLegalNumpyRankedBroadcast(lt, rt, dims)) {
      op.emitWarning("unsupported non prefix-padded dynamic rank broadcast_dimensions = " + arrayText(dims)).report();
      return null;
    }
    if (staticOrBounded && NumpyBroadcast.isStaticOrBounded(resultType)) {
      List<NumpyBroadcast.Dim> shape = NumpyBroadcast.shape(List.of(lhs, rhs));
      if (shape == null) {
        op.emitError("incompatible shapes for broadcasting " + lt + " and " + rt).report();
        return null;
      }
      Value l = NumpyBroadcast.broadcast(b, lhs, shape);
      Value r = NumpyBroadcast.broadcast(b, rhs, shape);
      return binary(b, op, mnemonic, resultType, l, r);
    }
    // Ranked dynamic: the broadcast happens at run time, under a broadcastability constraint.
    Value lhsShape = shapeOf(b, lhs);
    Value rhsShape = shapeOf(b, rhs);
    Value witness = b.value("shape.cstr_broadcastable", List.of(lhsShape, rhsShape), ShapeType.witness(op.context()));
    Operation assuming = b.create("shape.assuming", List.of(witness), List.of(resultType), List.of(), 1);
    Block body = assuming.region(0).addBlock();
    b.setInsertionPointToEnd(body);
    int rank = resultType.rank();
    // Upstream computes the result extents from shapes of its own inside the region
    // (hlo::computeBinaryElementwiseBroadcastingResultExtents), so the outer shape_of ops are not
    // reused; only -cse merges them.
    Value extents = b.value("shape.broadcast", List.of(shapeOf(b, lhs), shapeOf(b, rhs)),
        extentTensor(op.context(), rank));
    Value l = dynamicBroadcast(b, lhs, extents, resultType, rank);
    Value r = dynamicBroadcast(b, rhs, extents, resultType, rank);
    Value result = binary(b, op, mnemonic, resultType, l, r);
    b.create("shape.assuming_yield", List.of(result), List.of(), List.of(), 0);
    return assuming.result(0);
  }

  /** hlo::isLegalNumpyRankedBroadcast: explicit dimensions must be the numpy prefix padding. */
  private static boolean isLegalNumpyRankedBroadcast(RankedTensorType lhs, RankedTensorType rhs, long[] dims) {
    RankedTensorType small = lhs.rank() <= rhs.rank() ? lhs : rhs;
    RankedTensorType large = lhs.rank() <= rhs.rank() ? rhs : lhs;
    if (dims.length != small.rank()) {
      return false;
    }
    for (int i = 0; i < dims.length; i++) {
      if (dims[i] != large.rank() - small.rank() + i) {
        return false;
      }
    }
    return true;
  }

  private static String arrayText(long[] dims) {
    StringBuilder sb = new StringBuilder("array<i64");
    for (int i = 0; i < dims.length; i++) {
      sb.append(i == 0 ? ": " : ", ").append(dims[i]);
    }
    return sb.append('>').toString();
  }

  private static RankedTensorType extentTensor(MLIRContext ctx, int rank) {
    return RankedTensorType.get(ctx, new long[] {rank}, IndexType.get(ctx));
  }

  /** shape.shape_of, folded to shape.const_shape for a static shape (createOrFold). */
  private static Value shapeOf(OpCreator b, Value v) {
    RankedTensorType t = (RankedTensorType) v.type();
    if (t.hasStaticShape()) {
      List<BigInteger> extents = new ArrayList<>();
      for (long d : t.shape()) {
        extents.add(BigInteger.valueOf(d));
      }
      return b.value("shape.const_shape", List.of(), extentTensor(b.context(), t.rank()),
          new NamedAttribute("shape", ShapeOps.extents(b.context(), extents)));
    }
    return b.value("shape.shape_of", List.of(v), extentTensor(b.context(), t.rank()));
  }

  private static DenseArrayAttr trailingDims(MLIRContext ctx, int operandRank, int resultRank) {
    long[] dims = new long[operandRank];
    for (int i = 0; i < operandRank; i++) {
      dims[i] = resultRank - operandRank + i;
    }
    return HloAttrs.i64Array(ctx, dims);
  }

  private static Value dynamicBroadcast(OpCreator b, Value v, Value extents, RankedTensorType resultType, int rank) {
    RankedTensorType t = (RankedTensorType) v.type();
    RankedTensorType to = RankedTensorType.get(b.context(), resultType.shape(), t.elementType());
    return b.value("stablehlo.dynamic_broadcast_in_dim", List.of(v, extents), to,
        new NamedAttribute("broadcast_dimensions", trailingDims(b.context(), t.rank(), rank)));
  }

  /** numpyBroadcastIfNeeded for static shapes: broadcast_in_dim to {@code shape} unless it already has it. */
  private static Value broadcastIfNeeded(OpCreator b, Value v, long[] shape) {
    RankedTensorType t = (RankedTensorType) v.type();
    if (java.util.Arrays.equals(t.shape(), shape)) {
      return v;
    }
    RankedTensorType to = RankedTensorType.get(b.context(), shape, t.elementType());
    return b.value("stablehlo.broadcast_in_dim", List.of(v), to,
        new NamedAttribute("broadcast_dimensions", trailingDims(b.context(), t.rank(), shape.length)));
  }

  // ---- constant_like and select -----------------------------------------------------------------

  private static Value constantLike(Operation op) {
    if (!(op.result(0).type() instanceof RankedTensorType rt)) {
      return null;
    }
    OpCreator b = new OpCreator(op);
    Attribute value = op.attr("value");
    if (rt.hasStaticShape()) {
      return b.constant(rt, value);
    }
    RankedTensorType scalar = RankedTensorType.get(op.context(), new long[0], ((TypedAttr) value).type());
    Value c = b.constant(scalar, value);
    Value shape = b.value("shape.shape_of", List.of(op.operand(0)), extentTensor(op.context(), rt.rank()));
    return b.value("stablehlo.dynamic_broadcast_in_dim", List.of(c, shape), rt,
        new NamedAttribute("broadcast_dimensions", HloAttrs.i64Array(op.context(), new long[0])));
  }

  private static Value select(Operation op) {
    Value pred = op.operand(0);
    Value onTrue = op.operand(1);
    Value onFalse = op.operand(2);
    if (!(pred.type() instanceof RankedTensorType pt) || !(onTrue.type() instanceof RankedTensorType tt)
        || !(onFalse.type() instanceof RankedTensorType ft) || !(op.result(0).type() instanceof RankedTensorType rt)) {
      return null;
    }
    OpCreator b = new OpCreator(op);
    int rank = rt.rank();
    if (pt.hasStaticShape() && tt.hasStaticShape() && ft.hasStaticShape() && rt.hasStaticShape()) {
      // What the shape ops fold to for static shapes: broadcast_in_dim where a shape differs; a
      // scalar predicate broadcasts implicitly.
      Value p = pt.rank() == 0 ? pred : broadcastIfNeeded(b, pred, rt.shape());
      Value t = broadcastIfNeeded(b, onTrue, rt.shape());
      Value f = broadcastIfNeeded(b, onFalse, rt.shape());
      return b.value("stablehlo.select", List.of(p, t, f), rt);
    }
    Value ps = shapeOf(b, pred);
    Value ts = shapeOf(b, onTrue);
    Value fs = shapeOf(b, onFalse);
    Value witness = b.value("shape.cstr_broadcastable", List.of(ps, ts, fs), ShapeType.witness(op.context()));
    Operation assuming = b.create("shape.assuming", List.of(witness), List.of(rt), List.of(), 1);
    b.setInsertionPointToEnd(assuming.region(0).addBlock());
    Value extents = b.value("shape.broadcast", List.of(ps, ts, fs), extentTensor(op.context(), rank));
    Value p = pt.rank() == 0 ? pred : dynamicBroadcast(b, pred, extents, rt, rank);
    Value t = dynamicBroadcast(b, onTrue, extents, rt, rank);
    Value f = dynamicBroadcast(b, onFalse, extents, rt, rank);
    Value result = b.value("stablehlo.select", List.of(p, t, f), rt);
    b.create("shape.assuming_yield", List.of(result), List.of(), List.of(), 0);
    return assuming.result(0);
  }

  // ---- simple decompositions (ChloDecompositionPatterns.td) ----------------------------------

  private static boolean isComplex(Value v) {
    return ((ShapedType) v.type()).elementType() instanceof ComplexType;
  }

  private static NamedAttribute direction(MLIRContext ctx, String dir) {
    return new NamedAttribute("comparison_direction", HloEnumAttr.get(ctx, "stablehlo", HloEnum.COMPARISON_DIRECTION, dir));
  }

  /** is_inf(x) = is_pos_inf(abs(x)); is_pos_inf / is_neg_inf compare with the infinity (or max finite value). */
  private static Value isInf(Operation op, boolean positive, boolean negative) {
    Value x = op.operand(0);
    if (isComplex(x) || !(x.type() instanceof RankedTensorType t) || !(t.elementType() instanceof FloatType ft)) {
      return null;
    }
    OpCreator b = new OpCreator(op);
    boolean both = positive && negative;
    Value input = both ? b.value("stablehlo.abs", List.of(x), t) : x;
    boolean neg = !positive;
    BigInteger bits = FloatFormats.hasInfinity(ft.kind())
        ? FloatFormats.infinityBits(ft.kind(), neg)
        : FloatFormats.largestBits(ft.kind(), neg);
    Value inf = b.constantLike(input, bits);
    return b.value("stablehlo.compare", List.of(input, inf), op.result(0).type(), direction(op.context(), "EQ"));
  }

  private static Value conj(Operation op) {
    Value v = op.operand(0);
    if (!isComplex(v)) {
      return v;
    }
    OpCreator b = new OpCreator(op);
    RankedTensorType t = (RankedTensorType) v.type();
    Type part = ((ComplexType) t.elementType()).elementType();
    RankedTensorType partType = RankedTensorType.get(op.context(), t.shape(), part);
    Value re = b.value("stablehlo.real", List.of(v), partType);
    Value im = b.value("stablehlo.imag", List.of(v), partType);
    Value negIm = b.value("stablehlo.negate", List.of(im), partType);
    return b.value("stablehlo.complex", List.of(re, negIm), t);
  }

  private static Value atan(Operation op) {
    Value x = op.operand(0);
    if (isComplex(x) || !(x.type() instanceof RankedTensorType t) || !(t.elementType() instanceof FloatType ft)) {
      return null;
    }
    OpCreator b = new OpCreator(op);
    Value one = b.constantLike(x, FloatFormats.fromDouble(ft.kind(), 1.0));
    return b.value("stablehlo.atan2", List.of(x, one), t);
  }
}
