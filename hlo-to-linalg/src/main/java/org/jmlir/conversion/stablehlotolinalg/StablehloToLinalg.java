package org.jmlir.conversion.stablehlotolinalg;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.dialect.linalg.OpKind;
import org.jmlir.ir.Block;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * StableHLO's StablehloLegalizeToLinalg, op by op: {@link #lower} rewrites one op and says whether
 * it did. Element-wise ops become linalg.generic (linalg.map with enable-primitive-ops) bodies from
 * {@link ScalarOps}; the data-movement, reduction and contraction ops are in {@link DataMovement},
 * {@link Reductions} and {@link Contractions}. An op none of them handles stays as it is, as in
 * upstream's partial conversion.
 */
final class StablehloToLinalg {
  final Lowering l;
  private final DataMovement data;
  private final Reductions reductions;
  private final Contractions contractions;
  private final Random random;

  StablehloToLinalg(Lowering l) {
    this.l = l;
    this.data = new DataMovement(l);
    this.reductions = new Reductions(l, this);
    this.contractions = new Contractions(l);
    this.contractions.setOwner(this);
    this.random = new Random(l, this, data);
  }

  /** Lowers {@code op}; false when no pattern applies (the op is left alone). */
  boolean lower(HloOp op) {
    for (Value v : op.operands()) {
      if (!(v.type() instanceof RankedTensorType)) {
        return false;
      }
    }
    for (Value v : op.results()) {
      if (!(v.type() instanceof RankedTensorType t) || !Lowering.isIntOrFloat(t.elementType())) {
        return false;
      }
    }
    l.rewriter.setInsertionPoint(op);
    l.loc = op.location();
    String m = op.mnemonic();
    if (m.equals("bitcast_convert") && data.bitcastConvert(op)) {
      return true;
    }
    if (ScalarOps.POINTWISE.contains(m)) {
      return pointwise(op);
    }
    return switch (m) {
      case "reduce", "reduce_window", "select_and_scatter" -> reductions.lower(op);
      case "dot", "dot_general", "convolution", "einsum" -> contractions.lower(op);
      case "rng", "rng_bit_generator" -> random.lower(op);
      default -> data.lower(op);
    };
  }

  // ---- element-wise ----------------------------------------------------------------------------

  /** The operand whose sizes the result takes (upstream's reifyReturnTypeShapes). */
  private static int shapeOperand(HloOp op) {
    return op.is("select") || op.is("clamp") ? 1 : 0;
  }

  private boolean pointwise(HloOp op) {
    List<Value> operands = l.ins(op.operands());
    int maxRank = 0;
    for (Value v : operands) {
      maxRank = Math.max(maxRank, Lowering.tensorType(v).rank());
    }
    for (Value v : operands) {
      int r = Lowering.tensorType(v).rank();
      if (r != 0 && r != maxRank) {
        return false;
      }
    }
    RankedTensorType result = l.resultType(op, 0);
    if (result.rank() != maxRank) {
      return false;
    }
    Location loc = op.location();
    Value shapeSource = operands.get(Math.min(shapeOperand(op), operands.size() - 1));
    if (Lowering.tensorType(shapeSource).rank() != maxRank) {
      for (Value v : operands) {
        if (Lowering.tensorType(v).rank() == maxRank) {
          shapeSource = v;
          break;
        }
      }
    }
    Value init = l.emptyLike(loc, result, shapeSource);
    List<Value> mapped = new ArrayList<>();
    List<Value> scalars = new ArrayList<>();
    for (Value v : operands) {
      Value splat = splatScalar(loc, v);
      RankedTensorType t = Lowering.tensorType(v);
      if (splat != null) {
        scalars.add(splat);
      } else if (t.rank() == maxRank) {
        mapped.add(coerce(loc, v, result));
        scalars.add(null);
      } else if (l.captureScalars) {
        scalars.add(l.op(loc, "tensor.extract", t.elementType(), v));
      } else {
        mapped.add(v);
        scalars.add(null);
      }
    }
    List<Type> argTypes = Lowering.elementTypes(op);
    Type origResult = ((ShapedType) op.result(0).type()).elementType();
    boolean[] failed = {false};
    Lowering.Body body =
        (b, args) -> {
          List<Value> inner = new ArrayList<>();
          int k = 0;
          for (Value s : scalars) {
            inner.add(s != null ? s : args.get(k++));
          }
          Value r = ScalarOps.map(b, loc, op.mnemonic(), op::attr, argTypes, result.elementType(), origResult, inner);
          if (r == null) {
            failed[0] = true;
            return List.of();
          }
          return List.of(r);
        };
    Operation linalgOp;
    if (l.primitive) {
      linalgOp = l.denseArrayOp(loc, op, OpKind.MAP, mapped, List.of(init), null, null, body);
    } else {
      AffineMap scalarMap = new AffineMap(maxRank, 0, List.of());
      List<AffineMap> maps = new ArrayList<>();
      for (Value v : mapped) {
        maps.add(Lowering.tensorType(v).rank() == 0 ? scalarMap : AffineMap.identity(maxRank));
      }
      maps.add(AffineMap.identity(maxRank));
      linalgOp = l.generic(loc, op, mapped, List.of(init), maps, Lowering.parallel(maxRank), List.of(result), body);
    }
    if (failed[0]) {
      eraseBack(op, linalgOp);
      return false;
    }
    l.replace(op, linalgOp.results());
    return true;
  }

  /** Erases what a failed lowering built before {@code op} (back to the previous op). */
  void eraseBack(Operation op, Operation last) {
    Block block = op.block();
    List<Operation> created = new ArrayList<>();
    for (Operation o = last; o != null && o != op; o = o.prevInBlock()) {
      created.add(o);
    }
    for (Operation o : created) {
      if (o.block() == block && o.results().stream().allMatch(r -> r.hasNoUses())) {
        o.erase();
      }
    }
  }

  /** A splat constant operand as a scalar arith.constant (upstream's materializeSplatScalarConstant). */
  private Value splatScalar(Location loc, Value v) {
    Operation def = v.definingOp();
    if (def == null || !(def.name().equals("stablehlo.constant") || def.name().equals("arith.constant"))) {
      return null;
    }
    if (!(def.attr("value") instanceof DenseIntOrFPElementsAttr d) || !d.isSplat()) {
      return null;
    }
    Type elem = Lowering.tensorType(v).elementType();
    if (elem instanceof org.jmlir.ir.type.ComplexType c) {
      int w = org.jmlir.dialect.fold.ConstFold.width(c.elementType());
      byte[] raw = d.rawData();
      return l.complexConstant(loc, c, littleEndian(raw, 0, w / 8), littleEndian(raw, w / 8, w / 8));
    }
    if (!Lowering.isIntOrFloat(elem)) {
      return null;
    }
    return l.constant(loc, (org.jmlir.ir.attr.TypedAttr) ConstFold.scalar(l.ctx, elem, ConstFold.element(d, 0)));
  }

  private static java.math.BigInteger littleEndian(byte[] raw, int off, int n) {
    java.math.BigInteger r = java.math.BigInteger.ZERO;
    for (int i = n - 1; i >= 0; i--) {
      r = r.shiftLeft(8).or(java.math.BigInteger.valueOf(raw[off + i] & 0xff));
    }
    return r;
  }

  /** A tensor.cast of {@code v} to {@code target}'s shape where the two differ (coerceTensorShape). */
  Value coerce(Location loc, Value v, RankedTensorType target) {
    RankedTensorType t = Lowering.tensorType(v);
    RankedTensorType to = RankedTensorType.get(l.ctx, target.shape(), t.elementType(), t.encoding());
    if (to.equals(t)) {
      return v;
    }
    return l.op(loc, "tensor.cast", to, v);
  }

  // ---- regions -----------------------------------------------------------------------------------

  /**
   * Emits the scalar form of a StableHLO region (a reduce or map body) into {@code b}: its block
   * arguments become {@code args}, each rank-0 op its arith/math form, the return the result
   * list. Null when an op has no scalar form.
   */
  List<Value> inlineScalarRegion(ArithBuilder b, Block region, List<Value> args) {
    IRMapping mapping = new IRMapping();
    for (int i = 0; i < region.numArguments(); i++) {
      mapping.map(region.argument(i), args.get(i));
    }
    for (Operation inner : region) {
      List<Value> operands = new ArrayList<>();
      for (Value v : inner.operands()) {
        Value m = mapping.lookupOrDefault(v);
        if (m == v && v.type() instanceof RankedTensorType t && t.rank() == 0 && inner instanceof HloOp) {
          // A scalar tensor from outside the region: read its element in the body.
          m = b.op("tensor.extract", List.of(t.elementType()), List.of(l.in(v))).result(0);
          mapping.map(v, m);
        }
        operands.add(m);
      }
      if (inner.name().equals("stablehlo.return")) {
        return operands;
      }
      if (inner instanceof HloOp h && h.name().startsWith("stablehlo.")) {
        Value r;
        if (h.is("constant") && h.attr("value") instanceof DenseIntOrFPElementsAttr d && d.isSplat()) {
          Type elem = l.convert(((ShapedType) h.result(0).type()).elementType());
          r = b.constant(ConstFold.scalar(l.ctx, elem, ConstFold.element(d, 0)));
        } else {
          if (!ScalarOps.POINTWISE.contains(h.mnemonic()) || h.numResults() != 1) {
            return null;
          }
          List<Type> argTypes = new ArrayList<>();
          for (Value v : inner.operands()) {
            argTypes.add(v.type() instanceof ShapedType s ? s.elementType() : v.type());
          }
          Type orig = ((ShapedType) h.result(0).type()).elementType();
          r = ScalarOps.map(b, inner.location(), h.mnemonic(), h::attr, argTypes, l.convert(orig), orig, operands);
        }
        if (r == null) {
          return null;
        }
        mapping.map(inner.result(0), r);
      } else {
        Operation clone = inner.clone(mapping);
        b.builder().insert(clone);
      }
    }
    return null;
  }

  static boolean isSignlessOrFloat(Type t) {
    return !(t instanceof IntegerType i) || i.isSignless();
  }

  static ElementsAttr elements(Operation op) {
    return op.attr("value") instanceof ElementsAttr e ? e : null;
  }
}
